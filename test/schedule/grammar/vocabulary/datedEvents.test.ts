import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { NOW, outcome, reads, refuses } from './read.js';

const HALF_DAY = 12 * 3_600_000;

/** The fields, running period, run count and notes of a phrase, read at NOW (Monday 2026-01-12, 12:00 UTC). */
function dated(phrase: string, zone: string) {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  expect(r.value.exact).toBe(true);
  return {
    fields: r.value.schedules.map((s) => [s.minute, s.hour, s.dayOfMonth, s.month, s.dayOfWeek].join(' ')),
    // the local days of the running period (its bounds are the zone's midnights)
    from: r.value.startDate === null ? null : new Date(r.value.startDate + HALF_DAY).toISOString().slice(0, 10),
    until: r.value.endDate === null ? null : new Date(r.value.endDate - HALF_DAY).toISOString().slice(0, 10),
    notes: r.value.intent.assumptions.join(' '),
  };
}

function refusal(phrase: string, zone: string): string {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (r.ok) throw new Error(`${phrase}: expected a refusal, got ${JSON.stringify(r.value.schedules)}`);
  return r.problem.message;
}

describe('an event on a date, and runs placed against it', () => {
  it.each([
    // the event's date, time and place first; the runs after it, that morning, that day, the night before
    [
      'bake sale sat feb 7 2026 9am — remind the parents at 7:30 that morning',
      'America/Chicago',
      ['30 13 7 2 ?'],
      '2026-02-07',
    ],
    ['dentist thu jan 22 2:15pm, remind me the night before at 9pm', 'Europe/London', ['0 21 21 1 ?'], '2026-01-21'],
    [
      'Shrove Tuesday is Feb 17 — post at 8am, noon and 5pm that day',
      'Europe/Dublin',
      ['0 8,12,17 17 2 ?'],
      '2026-02-17',
    ],
    [
      'gala dinner fri 6 mar 2026 7pm CET - send the seating plan at 5pm',
      'Europe/London',
      ['0 16 6 3 ?'],
      '2026-03-06',
    ],
    // a clock without its half: the one half that puts it before the event
    ['parade kicks off 10am sat mar 14 2026, post the route at 8', 'UTC', ['0 8 14 3 ?'], '2026-03-14'],
    ['launch party thu feb 12 2026 6pm, remind me at 9 that morning', 'UTC', ['0 9 12 2 ?'], '2026-02-12'],
    [
      'half marathon sun 22 mar 2026, start 8:00am — corral alerts 7:30, 7:45 and 8:00',
      'UTC',
      ['30,45 7 22 3 ?', '0 8 22 3 ?'],
      '2026-03-22',
    ],
    // the event's place is the runs' clock
    ['town fun run sun mar 1 2026 7am pacific, remind runners at 6:15', 'Europe/London', ['15 14 1 3 ?'], '2026-03-01'],
    // the runs first, the event's day after them
    ['remind me the day before the wedding (june 6 2026) at 6pm', 'UTC', ['0 18 5 6 ?'], '2026-06-05'],
    [
      'send the volunteer email 2 weeks before the fair (apr 18) at 10am',
      'America/New_York',
      ['0 14 4 4 ?'],
      '2026-04-04',
    ],
    ['remind volunteers the day of the book fair feb 20 at 2pm', 'UTC', ['0 14 20 2 ?'], '2026-02-20'],
    // the runs on a date of their own, before the event's
    ['conference mar 20 9am ET, remind me mar 18 at 4pm', 'America/New_York', ['0 20 18 3 ?'], '2026-03-18'],
    // a date counted from today
    ['in 2 days at 7am', 'UTC', ['0 7 14 1 ?'], '2026-01-14'],
  ])('"%s" in %s', (phrase, zone, fields, on) => {
    const r = dated(phrase, zone);
    expect(r.fields).toEqual(fields);
    expect(r.from).toBe(on);
    expect(r.until).toBe(on);
  });

  it.each([
    // several dates with their years or weekdays: each day said
    [
      'open house sat jan 24 and sat jan 31, reminder 10am both days',
      'UTC',
      ['0 10 24,31 1 ?'],
      '2026-01-24',
      '2026-01-31',
    ],
    ['this weekend 9am both days', 'UTC', ['0 9 17,18 1 ?'], '2026-01-17', '2026-01-18'],
    // runs through the event's day
    [
      'score post every 15 min from 1pm to 5pm on match day, sat 21 feb 2026',
      'UTC',
      ['0/15 13-16 21 2 ?', '0 17 21 2 ?'],
      '2026-02-21',
      '2026-02-21',
    ],
    [
      'every 20 mins between 9am and 11am on open day (sat 7 feb 2026)',
      'UTC',
      ['0/20 9,10 7 2 ?', '0 11 7 2 ?'],
      '2026-02-07',
      '2026-02-07',
    ],
  ])('"%s" in %s', (phrase, zone, fields, from, until) => {
    const r = dated(phrase, zone);
    expect(r.fields).toEqual(fields);
    expect(r.from).toBe(from);
    expect(r.until).toBe(until);
  });

  it('says what it read the event as, and that a date without its year is read once', () => {
    const r = dated('Shrove Tuesday is Feb 17 — post at 8am, noon and 5pm that day', 'UTC');
    expect(r.notes).toContain('as the event the runs are about, not a run');
    expect(r.notes).toContain('as the next such date, once; say "every year" if it repeats');
    expect(dated('parade kicks off 10am sat mar 14 2026, post the route at 8', 'UTC').notes).toContain(
      '"8" as 8am, placed against the event\'s time',
    );
    expect(dated('in 2 days at 7am', 'UTC').notes).toContain('2 days from today');
  });

  it.each([
    // a holiday's date with a run and no word placing it against the date, nor the event's time: maybe every year's
    ['UAE national day 2 dec, post at 8am', 'Asia/Dubai'],
    ['fiscal year starts april 1 — send the budget template at 9am', 'Europe/London'],
    ['national day (2 dec) greetings at 9am', 'Asia/Dubai'],
  ])('does not read "%s" as one run', (phrase, zone) => {
    const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
    if (r.ok) expect(r.value.maxOccurrences).not.toBe(1);
  });

  it.each([
    // a bare clock both of whose halves fall before the event
    ['gala dinner fri 6 mar 2026 7pm - send the seating plan at 5', 'UTC'],
    // a run after the event's start with no word placing it (that day, or the evening before?)
    ['party sat feb 7 2026 2pm, remind me at 8pm', 'UTC'],
    // the night before in the morning, that morning in the evening
    ['dentist thu jan 22 2:15pm, remind me the night before at 9am', 'UTC'],
    ['recital fri jan 16 2026 7pm, remind me at 6:30pm that morning', 'UTC'],
    // a weekday that is not the date's
    ['vet appt thu dec 2 2026 10am, remind me the night before at 8pm', 'UTC'],
    // a run on a later day of its own, with no word placing it
    ['conference mar 20 2026 9am, remind me at 4pm mar 25', 'UTC'],
    // "in 3 days" with runs every week
    ['in 3 days at 10am, then every week', 'UTC'],
    // the date's own time a run too, beside a day before; several days before, of which one is a word's
    ['bake sale reminder: feb 7 2026 8am and the day before at 6pm', 'UTC'],
    ['countdown emails: 7 days, 3 days and 1 day before feb 14, at 8am', 'UTC'],
    // a bare clock before an evening's range could be either half ("cyber monday email blast 30 nov 2026 6am,
    // follow-up at 6pm same day" reads both runs, the job's time said with the date a run too: dayNameOnDate.test.ts)
    ['season finale airs sun, dec 13 2026 · 8:00 – 9:00pm — live-tweet kickoff 7:55', 'UTC'],
    // dates without their years or weekdays in a list, or a day named by its event: once, or every year's?
    ['open house jan 24 and jan 31, reminder 10am both days', 'UTC'],
    ['post at 9am on launch day (feb 5)', 'UTC'],
    // "both days" beside one date
    ['fair sat mar 7 2026, reminder 9am both days', 'UTC'],
    // a year-dated event and a reminder, or a deadline or an end: on that day, or before it?
    ['passport expires 3 mar 2027 — renewal reminder 9am', 'UTC'],
    ['contract ends 18 feb 2027, remind me 9am', 'UTC'],
    ['grant deadline 18 feb 2027, reminders 9am', 'UTC'],
    ['visa due 18 feb 2027: paperwork 9am', 'UTC'],
    ['press night 18 feb 2027 — FOH heads-up 6pm', 'UTC'],
    // a year-dated start: once, or from then on? an anniversary: every year?
    ['rota starts 5 jan 2027: standup 9am', 'UTC'],
    ['since 5 jan 2027 — report 9am', 'UTC'],
    ['new policy effective 1 feb 2027 — report 9am', 'UTC'],
    ['rota from 5 jan 2027: standup 9am', 'UTC'],
    ['wedding anniversary 5 jan 2027: dinner booking 9am', 'UTC'],
  ])('refuses "%s"', (phrase, zone) => {
    expect(refusal(phrase, zone).length).toBeGreaterThan(0);
  });
});

describe('an event on a date with its year, and a run with no word placing it: on that date, once', () => {
  it.each([
    ['press night 18 feb 2027 — FOH briefing 6pm', 'UTC', ['0 18 18 2 ?'], '2027-02-18'],
    ['open day 7 feb 2027: car park marshals 8am', 'UTC', ['0 8 7 2 ?'], '2027-02-07'],
  ])('"%s" in %s', (phrase, zone, fields, day) => {
    const r = dated(phrase, zone);
    expect(r.fields).toEqual(fields);
    expect(r.from).toBe(day);
    expect(r.until).toBe(day);
  });
});

describe("a clock's minutes before a month are no day of a dated event", () => {
  it('"stand-up wed 10:15 dec 2, remind 5 min before" never runs on the 15th', () => {
    const r = outcome('stand-up wed 10:15 dec 2, remind 5 min before', 'Europe/London');
    expect('fields' in r ? r.fields.join(' | ') : r.refused).not.toMatch(/ 15 12 /);
  });
});

describe('"from" before a word with a number or a stretch of time says when, not where: refused', () => {
  it.each([
    ['pilots from week 3 feb 22 2027, remind 9am that day', 'UTC'],
    ['pilots from sprint 4 feb 22 2027, remind 9am that day', 'UTC'],
    ['pilots from q1 feb 22 2027, remind 9am that day', 'UTC'],
    ['pilots from gate 3 feb 22 2027, remind 9am that day', 'UTC'],
  ])('"%s" stays refused', (phrase, zone) => {
    refuses(phrase, zone, /./);
  });

  it.each([['seed samples from CIMMYT arriving mar 3 2026, remind 8am that day', 'Europe/London', ['0 8 3 3 ?']]])(
    '"%s" runs once on the date',
    (phrase, zone, fields) => {
      reads(phrase, zone, fields, /that day/);
    },
  );
});
