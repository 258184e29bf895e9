import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import type { ScheduleProblem } from '../../../../src/schedule/problem.js';
import { fields, NOW, read, refused } from './read.js';

/** The notes said with a phrase's reading, all rules. */
function notes(phrase: string, zone = 'UTC'): string {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  return r.value.rules.flatMap((x) => x.assumptions).join(' ');
}

/** A refusal of the phrase read whole, as Slack reads it: several rules and all. */
function refusedRules(phrase: string, zone = 'UTC'): ScheduleProblem {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (r.ok) throw new Error(`${phrase}: expected a refusal, got ${r.value.schedules.length} tasks`);
  expect(r.problem.hint.length).toBeGreaterThan(0);
  return r.problem;
}

describe('a part of the day taken out', () => {
  it.each([
    // the runs left at one end keep the interval in a smaller window; the second time runs
    ['every hour except between midnight and 6am', ['0 6-23 * * ?']],
    ['hourly but not from midnight to 6am', ['0 6-23 * * ?']],
    ['every hour except between 10pm and midnight', ['0 0-21 * * ?']],
    // over midnight: both ends of the day go
    ['every 15 minutes except from 10pm to 6am', ['0/15 6-21 * * ?']],
    ['every 30 minutes except 22:00 to 06:00', ['0,30 6-21 * * ?']],
    // a gap in the middle: the times left
    ['every hour from 9am to 5pm except between noon and 2pm', ['0 9-11,14-17 * * ?']],
    ['every day at 9am, 1pm and 6pm apart from between noon and 2pm', ['0 9,18 * * ?']],
  ])('"%s"', (phrase, want) => {
    expect(fields(phrase, 'UTC')).toEqual(want);
  });

  it('says what was left out, and that the second time runs', () => {
    expect(notes('every hour except between midnight and 6am')).toContain(
      '"except between midnight and 6am" read as no runs from 12:00 AM up to 6:00 AM (6:00 AM runs).',
    );
  });

  it('in Berlin, the window is moved to UTC', () => {
    expect(fields('every hour except between midnight and 6am', 'Europe/Berlin')).toEqual(['0 5-22 * * ?']);
  });

  it.each([
    // hours the schedule does not run in: the person expects runs there otherwise
    ['every hour from 9am to 5pm except between 6pm and 8pm', /does not run in/],
    ['every day at 9am except between 1pm and 2pm', /does not run in/],
    ['every hour except between midnight and midnight', /same time/],
    ['every hour except from midnight to 11:59pm', /nothing is left/],
    ['every hour except between 9am and 5pm except between 6pm and 8pm', /two "except" parts/],
    // days after it: those hours out on those days only, or the days to run on?
    ['every hour except between 9am and 5pm on weekends', /rather not guess/],
    ['every hour except midnight to 6am on dec 24', /rather not guess/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });

  it('bare hours are not read as a range to take out', () => {
    // "between 12 and 6" could be noon to 6pm or midnight to 6am
    expect(() => read('every hour except between 12 and 6')).toThrow();
    // "1:00" without am/pm is 1 PM to most after "12:00", 1 AM on a 24-hour clock
    expect(() => read('every 30 min from 9am to 5pm except between 12:00 and 1:00')).toThrow();
    expect(fields('every 30 min from 9am to 5pm except between 12:00 and 13:00', 'UTC')).toEqual([
      '0,30 9-11,13-16 * * ?',
      '0 17 * * ?',
    ]);
    // two times, not a range: the times parser's
    expect(fields('every hour from 9am to 5pm except 12pm and 1pm', 'UTC')).toEqual(['0 9-11,14-17 * * ?']);
  });
});

describe('months taken out', () => {
  it.each([
    ['every day at 10am except in august', ['0 10 * 1-7,9-12 ?']],
    ['every day at 10am but not in august', ['0 10 * 1-7,9-12 ?']],
    ['daily at 9am excluding july and august', ['0 9 * 1-6,9-12 ?']],
    ['every day at 9am except june to august', ['0 9 * 1-5,9-12 ?']],
    ['every day at 9am except from june to august', ['0 9 * 1-5,9-12 ?']],
    ['every day at 9am except between june and august', ['0 9 * 1-5,9-12 ?']],
    ['every day at 9am except between november and february', ['0 9 * 3-10 ?']],
    ['every 2nd and 4th saturday 10am except in december', ['0 10 ? 1-11 7#2', '0 10 ? 1-11 7#4']],
    ['on the 1st at 9am except in january', ['0 9 1 2-12 ?']],
    ['every day in june, july and august at 9am except july', ['0 9 * 6,8 ?']],
  ])('"%s"', (phrase, want) => {
    expect(fields(phrase, 'UTC')).toEqual(want);
  });

  it.each([
    ['every day at 9am in july except in august', /does not run in it/],
    ['every day at 9am except january to december', /Every month is excepted/],
    ['every 2 months on the 1st at 9am except in may', /every few months/],
    // days after it: those days out in those months only, or the days to run on?
    ['every day at 9am except in august on weekends', /rather not guess/],
    // a month with a number is a date, taken out as a date
    ['every monday at 9am except dec 25', /days of the week or days of the month, not both/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refusedRules(phrase).message).toMatch(message);
  });
});

describe('"apart from" and "other than" take days out', () => {
  it.each([
    ['all days 10:00 apart from sundays', ['0 10 ? * 2-7']],
    ['every day at 9am other than weekends', ['0 9 ? * 2-6']],
    ['every day at 9am apart from the 1st', ['0 9 2-31 * ?']],
    ['every day at 9am apart from christmas', ['0 9 * 1-11 ?', '0 9 1-24,26-31 12 ?']],
    ['every day at 9am except for sundays', ['0 9 ? * 2-7']],
    ['every day at 10am except for august', ['0 10 * 1-7,9-12 ?']],
    ['every hour except for between midnight and 6am', ['0 6-23 * * ?']],
  ])('"%s"', (phrase, want) => {
    expect(fields(phrase, 'UTC')).toEqual(want);
  });

  it('"apart from" without what is left out is not read', () => {
    expect(refused('every day at 9am apart from that').message).toMatch(/could not read/);
  });
});

describe("days with a time of their own after the rule's time", () => {
  it.each([
    // another time: that time on those days instead
    ['every weekday at 9am except fridays at 10am', ['0 9 ? * 2-5', '0 10 ? * 6']],
    ['every day at 9am except weekends at 11am', ['0 9 ? * 2-6', '0 11 ? * 1,7']],
    ['every day at 9am apart from sundays at 10:30', ['0 9 ? * 2-7', '30 10 ? * 1']],
    // the same time: no run on those days then
    ['every weekday at 9am except fridays at 9am', ['0 9 ? * 2-5']],
  ])('"%s"', (phrase, want) => {
    expect(fields(phrase, 'UTC')).toEqual(want);
  });

  it('says which reading was taken', () => {
    expect(notes('every weekday at 9am except fridays at 10am')).toContain(
      '"except fridays at 10am" read as 10:00 AM on fridays instead of 9:00 AM.',
    );
    expect(notes('every weekday at 9am except fridays at 9am')).toContain('read as no run on fridays');
  });

  it("a zone said after the exception is the whole schedule's", () => {
    expect(fields('every weekday at 9am except fridays at 10am pacific', 'UTC')).toEqual([
      '0 17 ? * 2-5',
      '0 18 ? * 6',
    ]);
  });

  it.each([
    'every weekday at 9am except saturdays at 10am',
    'every weekday at 9am and 5pm except fridays at 5pm',
    'every 2 hours except sundays at 10am',
    'on the 1st at 9am except mondays at 10am',
    // more days with times of their own after it: not folded into the rule
    'every day at 9am except fridays at 10am and mondays at 8am',
  ])('refuses "%s" rather than guess', (phrase) => {
    expect(refusedRules(phrase).message).toMatch(/rather not guess/);
  });
});

describe('a later rule said with "instead"', () => {
  it.each([
    ['daily 7am; weekends 9am instead', ['0 7 ? * 2-6', '0 9 ? * 1,7']],
    ['every day at 7am, on saturdays at 9am instead', ['0 7 ? * 1-6', '0 9 ? * 7']],
    ['every weekday at 9am, but fridays at 3pm instead', ['0 9 ? * 2-5', '0 15 ? * 6']],
  ])('"%s"', (phrase, want) => {
    expect(fields(phrase, 'UTC')).toEqual(want);
  });

  it('says so', () => {
    expect(notes('daily 7am; weekends 9am instead')).toContain(
      '"weekends 9am instead" read as in place of the earlier rule on those days.',
    );
  });

  it.each([
    // nothing before it runs on those days
    ['weekdays 7am; weekends 9am instead', /does not say which days/],
    // not days of the week: what it replaces cannot be said
    ['on the 1st at 7am; weekends 9am instead', /does not say which days/],
    ['daily 7am; the 1st at 9am instead', /does not say which days/],
    // "instead of" says what it replaces, and is not read
    ['daily 7am; weekends 9am instead of 7am', /in place of its runs on those days, or more runs then/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refusedRules(phrase).message).toMatch(message);
  });
});

describe('"but on <days> only at <time>" is not an exception of those days', () => {
  it.each([
    // on saturdays, 3am and not 3pm: a reading of those days, never "no run on saturdays"
    ['daily at 3am and 3pm, saturdays only at 3am', ['0 3 * * ?', '0 15 ? * 1-6']],
    ['every day at 9am and 5pm, sundays just at 10am', ['0 9,17 ? * 2-7', '0 10 ? * 1']],
    // days no earlier rule has: a rule of its own
    ['weekdays at 9am, saturdays only at 10am', ['0 9 ? * 2-6', '0 10 ? * 7']],
  ])('"%s"', (phrase, want) => {
    expect(fields(phrase, 'UTC')).toEqual(want);
  });

  it('"at 3am and 3pm, but on saturdays only at 3am" is not read as no run on saturdays', () => {
    const r = schedulePhrase({ phrase: 'at 3am and 3pm, but on saturdays only at 3am', defaultZone: 'UTC', now: NOW });
    expect(r.ok ? r.value.schedules.map((s) => s.dayOfWeek) : 'refused').not.toEqual(['1-6']);
  });
});

describe('what is left out said first ("except mondays, backup daily 2am") leaves out from every rule, or is refused', () => {
  it.each([
    ['except mondays, daily 2am', 'UTC', ['0 2 ? * 1,3-7']],
    ['Eastern time, except mondays, daily 2am', 'UTC', ['0 7 ? * 1,3-7']],
    ['backup: except mondays, daily 2am', 'UTC', ['0 2 ? * 1,3-7']],
  ])('%s [%s]', (phrase, zone, want) => expect(fields(phrase, zone)).toEqual(want));

  it.each([
    // a name between the exception and the rule: the exception was set aside with the name
    ['except mondays, backup daily 2am', 'UTC'],
    ['Eastern time, except mondays, backup daily 2am', 'UTC'],
    ['Chatham Islands Standard Time, except sundays, sync 3am daily', 'UTC'],
    // two rules, one of them every day
    ['Eastern time, except the 1st, backup daily 2am', 'UTC'],
  ])('refuses %s [%s]', (phrase, zone) => {
    const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
    expect(r.ok ? r.value.schedules : r.problem.message).toMatch(/said before the rule/);
  });
});
