import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { followRules } from '../../../../src/schedule/follow.js';
import { fields, NOW, reads, refusedRules, rules } from './read.js';

const notes = (phrase: string, zone = 'UTC') =>
  rules(phrase, zone)
    .flatMap((r) => r.assumptions)
    .join(' ');
const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe('a rule per time zone, each on its own clock', () => {
  it.each([
    ['weekdays at 9 in Honolulu and 9 in New York', 'America/New_York', ['Pacific/Honolulu', 'America/New_York']],
    ['every weekday 8am Warsaw and 8am Kyiv', 'Europe/Warsaw', ['Europe/Warsaw', 'Europe/Kyiv']],
    ['every day at 9am in Kolkata, 9am in Dubai', 'Asia/Kolkata', ['Asia/Kolkata', 'Asia/Dubai']],
    [
      'every monday 9am in each of London, New York and Singapore',
      'Europe/London',
      ['Europe/London', 'America/New_York', 'Asia/Singapore'],
    ],
    ['weekdays 9am London, weekends 9am Tokyo', 'UTC', ['Europe/London', 'Asia/Tokyo']],
  ])('"%s"', (phrase, zone, zones) => {
    const r = rules(phrase, zone);
    expect(r.map((x) => x.zone.name)).toEqual(zones);
    expect(r.every((x) => x.times.length === 1 && x.times[0]?.hour === (zones.length > 1 ? x.times[0]?.hour : 0))).toBe(
      true,
    );
    // the days said once are every rule's
    expect(new Set(r.map((x) => JSON.stringify(x.days))).size).toBe(phrase.includes('weekends') ? 2 : 1);
  });

  it('"in each of" and a zone per piece say so in a note', () => {
    expect(notes('every monday 9am in each of London, New York and Singapore')).toMatch(/one rule per time zone/);
    expect(notes('weekdays at 9am in Honolulu and 9am in New York')).toMatch(/own zone's clock/);
  });

  it('each zone compiles on its own clock: one task per zone', () => {
    expect(fields('every day at 9am in Kolkata, 9am in Dubai', 'Asia/Kolkata')).toEqual(['30 3 * * ?', '0 5 * * ?']);
    expect(fields('weekdays at 9am in Honolulu and 9am in New York', 'UTC')).toEqual(['0 19 ? * 2-6', '0 14 ? * 2-6']);
    expect(rules('weekdays at 9am in Honolulu and 9am in New York').map((r) => r.days)).toEqual([WEEKDAYS, WEEKDAYS]);
  });

  it('is not followed through daylight saving (the chain is per zone)', () => {
    const plan = followRules(rules('weekdays at 9am in London and 9am in New York'), { now: NOW });
    expect(plan.followable).toBe(false);
  });

  it.each([
    // two different clock times in two zones could be one time converted wrongly
    ['every day 1pm EST and 11am PST', /two time zones/],
    ['every day at 1pm EST, 11am PST', /two time zones/],
    // a place that is no zone
    ['every monday 9am in each of London and Narnia', /./],
  ])('"%s" stays refused', (phrase, why) => {
    expect(refusedRules(phrase).message).toMatch(why);
  });

  it('a start or end date with rules in several zones is refused: it begins at another instant in each', () => {
    const r = schedulePhrase({
      phrase: 'weekdays 9am London and 9am Tokyo until June 30',
      defaultZone: 'UTC',
      now: NOW,
    });
    expect(r.ok ? null : r.problem.message).toMatch(/start or end date/);
  });

  it("days said only after the last zone's clock are every rule's, said so", () => {
    const r = rules('8 am my time and 8 am their time (london) on mondays', 'America/New_York');
    expect(r.map((x) => x.zone.name)).toEqual(['America/New_York', 'Europe/London']);
    expect(r.map((x) => x.days)).toEqual([
      { kind: 'weekdays', days: [2] },
      { kind: 'weekdays', days: [2] },
    ]);
    expect(notes('9am london and 9am tokyo on weekdays')).toMatch(
      /days said with Asia\/Tokyo read as the days of every/,
    );
    // days said before the last clock are that rule's alone
    const kept = rules('9am in Kolkata, every monday 9am in Dubai');
    expect(kept.map((x) => x.days.kind)).toEqual(['every-day', 'weekdays']);
  });

  it('a rule said in "my time" keeps the person\'s zone beside a rule in another zone', () => {
    const r = rules('tues 10am my time; thurs 10am singapore', 'Europe/London');
    expect(r.map((x) => x.zone.name)).toEqual(['Europe/London', 'Asia/Singapore']);
    expect(notes('tues 10am my time; thurs 10am singapore', 'Europe/London')).toMatch(/"my time" read as your own/);
    // a rule that says no zone takes the one said
    expect(new Set(rules('tues 10am; thurs 10am singapore').map((x) => x.zone.name))).toEqual(
      new Set(['Asia/Singapore']),
    );
  });

  it('one zone said in one rule is still every rule\'s ("both in Singapore time")', () => {
    const r = rules(
      'every Sunday at 02:00 in the morning, and on the last day of every month at 23:00, both in Singapore time',
    );
    expect(r.map((x) => x.zone.name)).toEqual(['Asia/Singapore', 'Asia/Singapore']);
    expect(r.map((x) => x.days.kind)).toEqual(['weekdays', 'month-days']);
  });
});

describe('joining words between rules', () => {
  it.each([
    'every monday at 00:00 UTC, and every thursday at 12:00 UTC, both forever',
    'every monday at 00:00 UTC and every thursday at 12:00 UTC, all of them forever',
  ])('"%s": two rules', (phrase) => {
    const r = rules(phrase, 'Europe/Berlin');
    expect(r.map((x) => x.days)).toEqual([
      { kind: 'weekdays', days: [2] },
      { kind: 'weekdays', days: [5] },
    ]);
    expect(r.map((x) => x.zone.name)).toEqual(['UTC', 'UTC']);
  });

  it.each([
    'Mondays at 9:30 AM Eastern. Also, separately, monthly on the 15th at noon. thanks!!',
    'Mondays at 9:30 AM Eastern, and separately, monthly on the 15th at noon',
    'Mondays at 9:30 AM Eastern. Separately, on the 15th at noon',
  ])('"%s": two rules on one zone', (phrase) => {
    const r = rules(phrase, 'America/Chicago');
    expect(r.map((x) => x.days)).toEqual([
      { kind: 'weekdays', days: [2] },
      { kind: 'month-days', days: [15] },
    ]);
    expect(r.map((x) => x.zone.name)).toEqual(['America/New_York', 'America/New_York']);
  });

  it('"at 8 on Saturdays and Sundays": days joined to the days ending the piece before are one list', () => {
    const r = rules('at 6:30 AM every weekday, and at 8 on Saturdays and Sundays, Sydney time');
    expect(r.map((x) => x.days)).toEqual([WEEKDAYS, { kind: 'weekdays', days: [1, 7] }]);
    expect(r.map((x) => x.zone.name)).toEqual(['Australia/Sydney', 'Australia/Sydney']);
    // after a time, a day alone is still a rule without one
    expect(refusedRules('every monday at 9 and tuesday').message).toMatch(/gives no time of day/);
    // with no time before them, the rules share the next one's
    expect(rules('every monday and also thursday, 14:00').map((x) => x.days)).toEqual([
      { kind: 'weekdays', days: [2, 5] },
    ]);
  });

  it('"and a second verification on ...": another run of the job named before', () => {
    const r = rules(
      'verification every Sunday at 02:00, and a second verification on the last day of every month at 23:00',
    );
    expect(r.map((x) => x.days)).toEqual([
      { kind: 'weekdays', days: [1] },
      { kind: 'month-days', days: ['last'] },
    ]);
  });

  it('"and a second verification on ..." with nothing named before: the second rule named by those words', () => {
    const r = rules('every Sunday at 02:00, and a second verification on the last day of every month at 23:00');
    expect(r.map((x) => x.days)).toEqual([
      { kind: 'weekdays', days: [1] },
      { kind: 'month-days', days: ['last'] },
    ]);
    expect(r[1]?.assumptions.join(' ')).toMatch(/"second verification" as the job's name/);
  });

  it.each([
    // a sentence's full stop is no joiner without "also"
    'Mondays at 9:30 AM. monthly on the 15th at noon',
  ])('"%s" stays refused', (phrase) => {
    refusedRules(phrase);
  });
});

describe('"instead" after "nightly"', () => {
  it('"nightly at 22:00, but fridays at 18:00 instead": Friday at 18:00, every other night at 22:00', () => {
    const r = rules('nightly at 22:00, but fridays at 18:00 instead', 'Europe/Stockholm');
    expect(r.map((x) => [x.days, x.times])).toEqual([
      [{ kind: 'weekdays', days: [1, 2, 3, 4, 5, 7] }, [{ hour: 22, minute: 0 }]],
      [{ kind: 'weekdays', days: [6] }, [{ hour: 18, minute: 0 }]],
    ]);
  });

  it('"every night at 22:00, but sundays at 20:00 instead"', () => {
    const r = rules('every night at 22:00, but sundays at 20:00 instead');
    expect(r.map((x) => x.days)).toEqual([
      { kind: 'weekdays', days: [2, 3, 4, 5, 6, 7] },
      { kind: 'weekdays', days: [1] },
    ]);
  });
});

describe('days that restrict or confirm "nightly", "daily"', () => {
  it.each([
    ['nightly at 23:30 Pacific, weeknights only', WEEKDAYS, 23, /Monday to Friday/],
    ['daily at 9am, weekdays only', WEEKDAYS, 9, /weekdays only/],
    ['nightly at 11, weekends only', { kind: 'weekdays', days: [1, 7] }, 23, /weekends only/],
    ['every night at 1am eastern, weekends included', { kind: 'every-day' }, 1, /Saturday and Sunday too/],
    ['kick off at 1am eastern every night, including weekends', { kind: 'every-day' }, 1, /Saturday and Sunday/],
  ])('"%s"', (phrase, days, hour, note) => {
    const r = rules(phrase);
    expect(r).toHaveLength(1);
    expect(r[0]?.days).toEqual(days);
    expect(r[0]?.times[0]?.hour).toBe(hour);
    expect(r[0]?.assumptions.join(' ')).toMatch(note);
  });

  it('"saturdays only at 10am" with its own time is a rule of its own', () => {
    expect(rules('weekdays at 9am, saturdays only at 10am').map((x) => x.days)).toEqual([
      WEEKDAYS,
      { kind: 'weekdays', days: [7] },
    ]);
  });

  it.each([
    // no every-day word to restrict
    'mondays at 9, weekends only',
    // two of them: which one is meant
    'nightly at 11 and daily at 9, weekdays only',
    // the days before the rule
    'weekdays only, nightly at 11',
    'weekends only, daily at 9',
    // both at once contradict each other
    'nightly at 11, weekdays only, weekends included',
    // the days said twice, not two rules
    'nightly, weekdays at 11pm',
    'daily, weekends at 9am',
  ])('"%s" stays refused', (phrase) => {
    refusedRules(phrase);
  });
});

describe('what the runs are for, naming another day', () => {
  it('"sunday 20:00 for the monday ops review": Sunday, with a note', () => {
    const r = rules('sunday 20:00 for the monday ops review', 'Asia/Bangkok');
    expect(r).toHaveLength(1);
    expect(r[0]?.days).toEqual({ kind: 'weekdays', days: [1] });
    expect(r[0]?.assumptions.join(' ')).toMatch(/what the runs are for/);
  });

  it.each([
    // without it the schedule has no time
    'sunday for the monday ops review',
    // a day alone after "for" could be when
    'at 20:00 for monday',
    'for the monday ops review',
  ])('"%s" stays refused', (phrase) => {
    refusedRules(phrase);
  });
});

describe('"the rest of the time"', () => {
  it('every 5 minutes 7am-11pm on weekdays, every 15 minutes outside those hours and all weekend', () => {
    expect(
      fields(
        'every 5 minutes between 7am and 11pm on weekdays, and every 15 minutes the rest of the time, Amsterdam time',
        'America/New_York',
      ),
    ).toEqual(['0/15 0-5,22 ? * 2-6', '0/5 6-21 ? * 2-6', '0/15 23 ? * 6,7', '0/15 0-22 ? * 1,7', '0/15 23 ? * 1-5']);
    expect(
      notes('every 5 minutes between 7am and 11pm on weekdays, and every 15 minutes the rest of the time'),
    ).toMatch(/00:00-06:45 and 23:15-23:45 on Monday/);
  });

  it('every hour outside 9 to 5 on weekdays', () => {
    const r = rules('every 5 minutes from 9am to 5pm on weekdays, and every hour the rest of the time');
    const windows = r.filter((x) => x.interval?.unit === 'hour').map((x) => x.interval?.window ?? null);
    expect(windows).toEqual([
      null,
      { from: { hour: 0, minute: 0 }, to: { hour: 8, minute: 0 } },
      { from: { hour: 18, minute: 0 }, to: { hour: 23, minute: 0 } },
    ]);
  });

  it.each([
    // a step that does not divide the day has no same grid each day
    ['every 5 minutes between 7am and 11pm on weekdays, and every 7 minutes the rest of the time', /divide/],
    // the rest of a time, not of hours
    ['at 9am on weekdays, and every hour the rest of the time', /intervals within hours/],
    // hours over midnight
    ['every 5 minutes between 10pm and 2am on weekdays, and every 15 minutes the rest of the time', /midnight/],
    // with days of its own it is not the rest
    ['every 5 minutes from 9am to 5pm on weekdays, and every hour on sundays the rest of the time', /no hours or days/],
  ])('"%s" is refused, saying why', (phrase, why) => {
    expect(refusedRules(phrase).message).toMatch(why);
  });
});

describe('what the runs are for, naming a day', () => {
  it.each([
    // the day said only in the purpose may be the days to run on: refused, never read as every day
    ['post the agenda at 9am for the monday standup'],
    ['remind me at 9am for the monday and tuesday standups'],
    // after a time added to the rule, the day may be that time's alone (2pm on Saturdays only)
    ['half-hour call 7pm tue-sat, plus 2pm for the sat matinee'],
    ['line check 9am daily and 4pm for the friday close'],
    // a range of days in the purpose may be the runs' days
    ['weekdays 9:30 for the mon-thu crew'],
    ['daily 9am for the mon-fri crew'],
    ['daily 5pm about the mon-wed rota'],
    // a period in the purpose may bound the runs
    ['daily 9am about the friday market in june'],
    ['daily 9am for the friday market in june'],
    ['daily 9am for the friday market during summer'],
    ['daily 9am for the friday market on odd weeks'],
  ])('refuses "%s"', (phrase) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    expect(r.ok ? r.value.schedules.map((s) => s.dayOfWeek) : 'refused').toBe('refused');
  });
});

describe('one rule per zone with months said last: every rule runs in those months', () => {
  it.each([
    ['daily 8am Kampala and 8am Kigali in april only', 'Africa/Kampala', ['0 5 * 4 ?', '0 6 * 4 ?']],
    [
      'trial balance export every weekday 18:00 Dubai and 18:00 Mumbai in april only',
      'Asia/Dubai',
      ['0 14 ? 4 2-6', '30 12 ? 4 2-6'],
    ],
    // no months: all year, as before
    ['daily 8am Kampala and 8am Kigali', 'Africa/Kampala', ['0 5 * * ?', '0 6 * * ?']],
  ])('"%s" (%s) reads %j', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /./);
  });
});
