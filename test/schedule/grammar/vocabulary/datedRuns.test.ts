import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { NOW, refused } from './read.js';

/** The fields, running period and notes of a phrase, read at NOW (Monday 2026-01-12, 12:00 UTC). */
function dated(phrase: string, zone: string) {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  expect(r.value.exact).toBe(true);
  return {
    fields: r.value.schedules.map((s) => [s.minute, s.hour, s.dayOfMonth, s.month, s.dayOfWeek].join(' ')),
    from: r.value.startDate === null ? null : new Date(r.value.startDate).toISOString().slice(0, 10),
    until: r.value.endDate === null ? null : new Date(r.value.endDate).toISOString().slice(0, 10),
    max: r.value.maxOccurrences,
    notes: r.value.intent.assumptions.join(' '),
  };
}

describe('runs on dates that say which day they are', () => {
  it.each([
    // a list of dates with a weekday each: the next such dates, each on the weekday said
    ['sat 5 dec and sat 12 dec at 9am', 'Europe/London', ['0 9 5,12 12 ?'], '2026-12-05', '2026-12-12'],
    // a list of dates with their years, in any form read
    ['on Jan 4 2027 and Jan 11 2027 at 9am', 'UTC', ['0 9 4,11 1 ?'], '2027-01-04', '2027-01-11'],
    ['2027-01-08 and 2027-01-15 at 9am', 'UTC', ['0 9 8,15 1 ?'], '2027-01-08', '2027-01-15'],
    ['at 9am on 12/01/2027 and 19/01/2027', 'Europe/London', ['0 9 12,19 1 ?'], '2027-01-12', '2027-01-19'],
    // several runs on one date with its weekday
    ['every hour from 9 to 5 on Saturday, December 5', 'UTC', ['0 9-17 5 12 ?'], '2026-12-05', '2026-12-05'],
    ['at 9am and 5pm on jan 12th 2027', 'UTC', ['0 9,17 12 1 ?'], '2027-01-12', '2027-01-12'],
    // "this Friday" with several runs: that day only
    ['every hour 9am-5pm this friday', 'UTC', ['0 9-17 16 1 ?'], '2026-01-16', '2026-01-16'],
    // "next Monday" said on a Monday: a week from today, the only one it can be
    ['next monday at 9am and 5pm', 'UTC', ['0 9,17 19 1 ?'], '2026-01-19', '2026-01-19'],
  ])('"%s" in %s', (phrase, zone, fields, from, until) => {
    const r = dated(phrase, zone);
    expect(r.fields).toEqual(fields);
    expect(r.from).toBe(from);
    expect(r.until).toBe(until);
  });

  it('says which days a list is read as', () => {
    expect(dated('sat 5 dec and sat 12 dec at 9am', 'UTC').notes).toContain(
      '"sat 5 dec" and "sat 12 dec" read as the days to run on: Saturday, December 5, 2026; Saturday, December 12, 2026 (the next such date on that day of the week).',
    );
    expect(dated('every hour 9am-5pm this friday', 'UTC').notes).toContain(
      '"this friday" read as the one day to run on: Friday, January 16, 2026.',
    );
  });

  it.each([
    ['once this friday at 9am', 'UTC', ['0 9 16 1 ?'], '2026-01-16'],
    ['once on Fri 12/4 at noon', 'America/New_York', ['0 17 4 12 ?'], '2026-12-04'],
    ['once on jan 12th 2027 at 9am', 'UTC', ['0 9 12 1 ?'], '2027-01-12'],
    // "once" need not be said: one run on one date is a one-off
    ['this friday at 9am', 'UTC', ['0 9 16 1 ?'], '2026-01-16'],
    ['fri 12/4 at noon', 'America/New_York', ['0 17 4 12 ?'], '2026-12-04'],
    ['Jan 12th 2027 at 9am', 'UTC', ['0 9 12 1 ?'], '2027-01-12'],
    ['2027-01-08 09:00', 'UTC', ['0 9 8 1 ?'], '2027-01-08'],
    ['Launch announcement Jan 12th 2027 at 9am PT', 'UTC', ['0 17 12 1 ?'], '2027-01-12'],
  ])('one run: "%s"', (phrase, zone, fields, day) => {
    const r = dated(phrase, zone);
    expect(r.fields).toEqual(fields);
    expect(r.from).toBe(day);
    expect(r.max).toBe(1);
  });

  it.each([
    // one date without a time: not a schedule, with the phrases that would read
    ['Jan 12th 2027', /single date/, /"once on jan 12th 2027 at 9am"/],
    ['fri 12/4', /single date/, /"once on 12\/4 at 9am"/],
    // dates without a year or weekday, close together but months ahead: once or every year?
    ['dec 5 and dec 12 at 9am', /could be those dates once or every year's/, /once on dec 5, dec 12/],
    // a weekday the date does not fall on, this year or the year said
    ['fri 5 dec and fri 12 dec at 9am', /the next December 5 is Saturday, December 5, 2026, not a Friday/, /./],
    ['sat 5 dec 2027 and sat 12 dec 2027 at 9am', /Sunday, December 5, 2027 is not a Saturday/, /./],
    ['every hour on thu 12/4', /not a Thursday/, /./],
    // a year gone by
    ['at 9am and 5pm on jan 12 2025', /has passed/, /./],
    // a recurrence word with a year: every year, or that day?
    ['every jan 12 2027 at 9am', /2027/, /./],
    ['every sat 5 dec at 9am', /single date/, /./],
    // dates whose days and months would run on other dates between them
    ['on Jan 4 2027 and Feb 11 2027 at 9am', /do not fit one schedule/, /each date on its own/],
    // a day of the week that is not plain: today or a week from today; this week's or next week's
    ['this monday at 9am and 5pm', /could be Monday, January 12, 2026 or Monday, January 19, 2026/, /./],
    ['next friday at 9am and 5pm', /could be Friday, January 16, 2026 or Friday, January 23, 2026/, /./],
    // a weekday beside a date that is a bound, not a day to run on
    ['starting fri 12/4, every day at 9am', /./, /./],
  ])('refuses "%s"', (phrase, message, hint) => {
    const p = refused(phrase);
    expect(p.message).toMatch(message);
    expect(p.hint).toMatch(hint);
  });

  it('the name of an event said before its day, with the hours said', () => {
    const r = dated('every hour on the hour during the flash sale this Friday, 9am-9pm', 'America/Chicago');
    expect(r.fields).toEqual(['0 15-23 16 1 ?', '0 0-3 17 1 ?']);
    expect(r.from).toBe('2026-01-16');
    expect(r.notes).toContain('Read "flash sale" as the name of what the runs are for, not as part of the schedule.');
    expect(dated('at 9am and 5pm during the open house sat 5 dec', 'UTC').fields).toEqual(['0 9,17 5 12 ?']);
  });

  it.each([
    // the sale's hours are not said
    ['every hour during the flash sale this friday', /does not say the hours/],
    // a part of the day, a word that changes the schedule, a window: not names
    ['every hour during the night this friday', /could not read "during"/],
    ['every hour during the outside sale this friday 9-5', /could not read "during the outside sale"/],
    ['hourly during the maintenance window sat 1am-5am', /could not read "during the maintenance window"/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });

  it('a range of dates is a running period, not a list', () => {
    const r = dated('jan 12 2027 to jan 15 2027 at 9am', 'UTC');
    expect(r.fields).toEqual(['0 9 * * ?']);
    expect(r.from).toBe('2027-01-12');
    expect(r.until).toBe('2027-01-15');
  });
});
