import { describe, expect, it } from 'vitest';
import { describeRules, schedulePhrase } from '../../../../src/schedule/engine.js';
import { NOW, refused } from './read.js';

/** The fields and running period of a phrase, read at NOW (Monday 2026-01-12, 12:00 UTC). */
function oneDay(phrase: string, zone: string) {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  expect(r.value.exact).toBe(true);
  return {
    fields: r.value.schedules.map((s) => [s.minute, s.hour, s.dayOfMonth, s.month, s.dayOfWeek].join(' ')),
    from: r.value.startDate === null ? null : new Date(r.value.startDate).toISOString(),
    until: r.value.endDate === null ? null : new Date(r.value.endDate).toISOString(),
    notes: r.value.intent.assumptions.join(' '),
    words: describeRules(r.value.rules, r.value.firstRun),
  };
}

describe('several runs on one date', () => {
  it('every hour from 9 to 5 on Dec 24: that day of this year, its day and month in the fields', () => {
    const r = oneDay('every hour from 9 to 5 on dec 24', 'Europe/London');
    expect(r.fields).toEqual(['0 9-17 24 12 ?']);
    expect(r.from).toBe('2026-12-24T00:00:00.000Z');
    expect(r.until).toBe('2026-12-24T23:59:59.999Z');
    expect(r.notes).toContain('"dec 24" read as the one day to run on: Thursday, December 24, 2026.');
    // that day, not every year's
    expect(r.words).toBe('Every hour from 9:00 AM to 5:00 PM, on December 24, 2026 UK time');
  });

  it("a date already past this year is next year's", () => {
    const r = oneDay('every 30 min on jan 5 from 8am to noon', 'UTC');
    expect(r.from).toBe('2027-01-05T00:00:00.000Z');
    expect(r.fields).toEqual(['0,30 8-11 5 1 ?', '0 12 5 1 ?']);
  });

  it('with a year and a zone, on the day clocks go forward: its runs exactly', () => {
    const r = oneDay('hourly from midnight to 4am on march 14 2027 eastern', 'America/Los_Angeles');
    // 12 and 1 AM EST, 3 and 4 AM EDT: 2 AM does not exist, and 5 AM EDT is past the end
    expect(r.fields).toEqual(['0 5-8 14 3 ?']);
    expect(r.from).toBe('2027-03-14T05:00:00.000Z');
  });

  it('on the day clocks go back, a step runs through the repeated hour', () => {
    const r = oneDay('every 30 min from midnight to 3am on Nov 7 2027', 'America/New_York');
    // 12:00 EDT (04:00Z) to 3:00 EST (08:00Z): 1:00 and 1:30 twice, nine runs
    expect(r.fields).toEqual(['0,30 4-7 7 11 ?', '0 8 7 11 ?']);
  });

  it('a single run at a time clocks go back over runs at its first occurrence', () => {
    expect(oneDay('Nov 7 2027 1:30 am, one time', 'America/Chicago').fields).toEqual(['30 6 7 11 ?']);
  });

  it.each([
    ['once on Mar 14 2027 at 2:30 am', 'America/New_York'],
    ['once on 3 Oct 2027 at 2:30am', 'Australia/Sydney'],
    ['at 9am and 2:30am on Mar 14 2027', 'America/New_York'],
  ])('refuses "%s", a time the only day it runs does not have', (phrase, zone) => {
    const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
    expect(r.ok ? 'answered' : r.problem.message).toMatch(/2:30 AM does not exist that day/);
  });

  it('several times of day on one date', () => {
    const r = oneDay('at 9am and 5pm on dec 24', 'UTC');
    expect(r.fields).toEqual(['0 9,17 24 12 ?']);
    expect(r.until).toBe('2026-12-24T23:59:59.999Z');
  });

  it.each([
    // "on 24/7" is July 24 ("every 30 min, 24/7" is all the time: allHours.test.ts)
    ['every 30 min on 24/7', /single date/],
    // a bound word makes the date a bound to some: hourly until then, or on that day until 5pm?
    ['every hour until 5pm on dec 24', /single date/],
    ['every hour starting 9am on dec 24', /single date/],
    // from then on, or that day from then?
    ['every hour from 9am on dec 24', /single date/],
    // a day rule besides the date
    ['weekdays hourly on dec 24', /days twice/],
    // two dates: each a one-off
    ['every hour on dec 24 and dec 31', /single date|days twice/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});

describe('one run on a date said plainly runs once', () => {
  it.each([
    // read at Monday 2026-01-12 12:00 UTC
    [
      'tomorrow at 9am',
      'UTC',
      '0 9 13 1 ?',
      '2026-01-13',
      /"tomorrow" read as one run, on Tuesday, January 13, 2026\.$/,
    ],
    ['Jan 12th 2027 at 9am', 'UTC', '0 9 12 1 ?', '2027-01-12', /one run, on Tuesday, January 12, 2027\.$/],
    ['today at 3pm', 'UTC', '0 15 12 1 ?', '2026-01-12', /"today" read as one run/],
    // said on a Monday, "next monday" is a week away
    ['next monday at 9am', 'UTC', '0 9 19 1 ?', '2026-01-19', /"next monday" read as one run, on Monday, January 19/],
    // a date without its year, in a reminder to a person: once, the next such date
    [
      'remind me about the dentist on jan 20 at 2:15pm',
      'America/Los_Angeles',
      '15 22 20 1 ?',
      '2026-01-20',
      /To run every year, say "every year on jan 20"\./,
    ],
    ['remind me on jan 5 at 9am to renew the domain', 'UTC', '0 9 5 1 ?', '2027-01-05', /January 5, 2027/],
    ['once on dec 24 at 9am', 'UTC', '0 9 24 12 ?', '2026-12-24', /one run, on Thursday, December 24, 2026/],
    // the day said before its month is the same date
    [
      'remind me at 4pm on the 30th of november',
      'Europe/London',
      '0 16 30 11 ?',
      '2026-11-30',
      /"november 30" read as one run, on Monday, November 30, 2026/,
    ],
  ])('"%s" in %s', (phrase, zone, fields, day, note) => {
    const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
    if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
    expect(r.value.schedules.map((s) => [s.minute, s.hour, s.dayOfMonth, s.month, s.dayOfWeek].join(' '))).toEqual([
      fields,
    ]);
    expect(r.value.maxOccurrences).toBe(1);
    expect(new Date(r.value.firstRun ?? 0).toISOString().slice(0, 10)).toBe(day);
    expect(r.value.intent.assumptions.some((a) => note.test(a))).toBe(true);
  });

  it.each([
    // its time has passed today
    ['today at 9am', /one day only, today, and its time has already passed/],
    // a bare hour of the small hours: 3 AM or 3 PM? A reminder has no later run to notice it by
    ['tomorrow at 3', /"at 3" on one day could be 3 AM or 3 PM/],
    ['this friday at 4:30', /could be 4:30 AM or 4:30 PM/],
    // a date without its year, elsewhere: once, or every year?
    ['dec 24 at 5pm', /"dec 24" could be one run or every year's/],
    ['aguinaldo reminder Dec 20 9am', /"dec 20" could be one run or every year's/],
    ['on the 30th of november at 4pm', /"november 30" could be one run or every year's/],
    ['the 2nd of february at 9am', /"february 2" could be one run or every year's/],
    // several dates without their years: those days once, or every year?
    ['on march 15 and april 20 at 9am', /could be those dates once or every year's/],
    // a rule of days besides the date: from then, or until then?
    ['every day 10am on dec 24', /single date/],
  ])('refuses "%s"', (phrase, message) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    expect(r.ok ? 'answered' : r.problem.message).toMatch(message);
  });
});

describe('"the 30th of november" with a word of repeating stays every year\'s', () => {
  it.each([
    ['every year on the 30th of november at 4pm', '0 16 30 11 ?'],
    ['every 30th of november at 4pm', '0 16 30 11 ?'],
    ['annually on the 1st of march at 9am', '0 9 1 3 ?'],
    // a list of months is days of several months
    ['on the 15th of march and september at 9am', '0 9 15 3,9 ?'],
  ])('"%s"', (phrase, fields) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
    expect(r.value.schedules.map((f) => [f.minute, f.hour, f.dayOfMonth, f.month, f.dayOfWeek].join(' '))).toEqual([
      fields,
    ]);
    expect(r.value.maxOccurrences).toBeNull();
  });
});

describe('a time range is read in the order written, whatever the time it is read at', () => {
  // read at 12:00 UTC, chrono puts "8am" on tomorrow (past today), "noon" today, and swaps the ends
  it.each([
    ['every 30 min from 8am to noon', 'UTC', ['0,30 8-11 * * ?', '0 12 * * ?']],
    ['every 30 min 8am-noon', 'UTC', ['0,30 8-11 * * ?', '0 12 * * ?']],
    ['every hour from 8am to noon', 'UTC', ['0 8-12 * * ?']],
    ['every hour from 8am to 1pm', 'UTC', ['0 8-13 * * ?']],
  ])('"%s" in %s', (phrase, zone, want) => {
    expect(oneDay(phrase, zone).fields).toEqual(want);
  });
});

describe('"in 2 hours": one run that long from now', () => {
  // NOW is Monday 2026-01-12 12:00 UTC (07:00 in New York, 21:00 in Tokyo)
  it.each([
    [
      'remind me in 2 hours',
      'Asia/Tokyo',
      '0 14 12 1 ?',
      /"in 2 hours" read as one run, at 23:00 on Monday, January 12, 2026\./,
    ],
    ['in 30 minutes', 'America/New_York', '30 12 12 1 ?', /at 07:30 on Monday, January 12/],
    ['ping me in an hour', 'UTC', '0 13 12 1 ?', /"in an hour" read as one run, at 13:00/],
    // past midnight where the reader is: the next day's date
    ['in 5 hours', 'Asia/Tokyo', '0 17 12 1 ?', /at 02:00 on Tuesday, January 13, 2026/],
  ])('"%s" in %s', (phrase, zone, fields, note) => {
    const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
    if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
    expect(r.value.schedules.map((s) => [s.minute, s.hour, s.dayOfMonth, s.month, s.dayOfWeek].join(' '))).toEqual([
      fields,
    ]);
    expect(r.value.maxOccurrences).toBe(1);
    expect(r.value.intent.assumptions.some((a) => note.test(a))).toBe(true);
  });

  it('is that long in time across a clock change: said at 1:00 AM EDT as clocks go back, 2:00 AM EST', () => {
    const said = Date.parse('2027-11-07T05:00:00Z');
    const r = schedulePhrase({ phrase: 'in 2 hours', defaultZone: 'America/New_York', now: said });
    if (!r.ok) throw new Error(r.problem.message);
    expect(new Date(r.value.firstRun ?? 0).toISOString()).toBe('2027-11-07T07:00:00.000Z');
    expect(r.value.intent.assumptions.join(' ')).toMatch(/at 02:00 on Sunday, November 7, 2027/);
  });

  it.each([
    // other times besides it
    ['every day at 9 in 2 hours', /one run from now, and the phrase says other times too/],
    ['every 15 minutes in 2 hours', /one run from now/],
    // not a time to run at
    ['in 0 minutes', /not a time to run at/],
    ['in 90 hours', /not a time to run at/],
  ])('refuses "%s"', (phrase, message) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    expect(r.ok ? 'answered' : r.problem.message).toMatch(message);
  });
});

describe('"the 30th of november" with a word of repeating stays every year\'s', () => {
  it.each([
    ['every year on the 30th of november at 4pm', '0 16 30 11 ?'],
    ['every 30th of november at 4pm', '0 16 30 11 ?'],
    ['annually on the 1st of march at 9am', '0 9 1 3 ?'],
    // a list of months is days of several months
    ['on the 15th of march and september at 9am', '0 9 15 3,9 ?'],
  ])('"%s"', (phrase, fields) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
    expect(r.value.schedules.map((f) => [f.minute, f.hour, f.dayOfMonth, f.month, f.dayOfWeek].join(' '))).toEqual([
      fields,
    ]);
    expect(r.value.maxOccurrences).toBeNull();
  });
});
