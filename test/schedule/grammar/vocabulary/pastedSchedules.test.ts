import { describe, expect, it } from 'vitest';
import { fields, hm, read, refused } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };
const MON = { kind: 'weekdays', days: [2] };

describe('a dash after a clock time ends a range: it is no UTC offset', () => {
  it.each([
    ['every hour except 00:00-06:00', 'UTC', null, hm(0), hm(6)],
    ['every 30 minutes 02:00-04:00', 'UTC', { from: hm(2), to: hm(4) }, null, null],
    ['every 30 minutes 02:00 - 04:00 berlin', 'Europe/Berlin', { from: hm(2), to: hm(4) }, null, null],
    ['mon-fri 09:00-17:00 every hour', 'UTC', { from: hm(9), to: hm(17) }, null, null],
    ['every day 9-10:30 every 15 minutes', 'UTC', { from: hm(9), to: hm(10, 30) }, null, null],
    // the end in four digits, on the start's 24-hour clock (writtenSlips.ts)
    ['every 30 min 0200-0400', 'UTC', { from: hm(2), to: hm(4) }, null, null],
  ])('"%s"', (phrase, zone, window, exceptFrom, exceptTo) => {
    const i = read(phrase);
    expect(i.zone.name).toBe(zone);
    if (window !== null) expect(i.interval?.window).toEqual(window);
    if (exceptFrom !== null) {
      // no runs from midnight up to 6:00 in the phrase's own zone, not in UTC-6
      expect(fields(phrase, 'UTC')).toEqual(['0 6-23 * * ?']);
      expect(exceptTo).toEqual(hm(6));
    }
  });

  it.each([
    // an offset said as one: after UTC or GMT, in brackets, glued with a plus, or where no clock time precedes it
    ['every day at 9am UTC-05:00', 'UTC-5'],
    ['every day at 9am GMT+01:00', 'UTC+1'],
    ['every day at 9am (-05:00)', 'UTC-5'],
    ['every day at 9am (+0530)', 'UTC+5:30'],
    ['every day at 09:00+05:30', 'UTC+5:30'],
    ['every day -05:00 at 9am', 'UTC-5'],
    // after a date's day, not a clock time
    ['every day at 9am starting 2026-12-01 -05:00', 'UTC-5'],
    ['every day at 9am starting 12/01/2026 -05:00', 'UTC-5'],
    ['every day at 7:00 AM (UTC-05:00)', 'UTC-5'],
  ])('"%s" is in %s', (phrase, zone) => {
    expect(read(phrase).zone.name).toBe(zone);
  });

  it.each([
    // a range that ends before it starts, or a range with no interval: refused, never read in another zone
    ['every day at 09:00-08:00', /range/],
    ['daily 9am -05:00', /range/],
    ['daily at noon -05:00', /range/],
    ['every day at 9 -05:00', /range/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('a Windows label before a display name cut short', () => {
  it.each([
    ['Daily at 7:00 AM (UTC-05:00) Bogota, Lima, Quito', 'America/Bogota'],
    ['daily at 9am (GMT+01:00) Amsterdam, Berlin, Rome', 'Europe/Berlin'],
    ['daily at 9am (UTC+05:30) Chennai, Mumbai', 'Asia/Kolkata'],
  ])('"%s" is %s', (phrase, zone) => {
    expect(read(phrase, 'America/Mexico_City').zone.name).toBe(zone);
  });

  it.each([
    // cities of two zones, or a label that is not their offset
    ['daily at 9am (UTC+01:00) Berlin, Sydney', /not the cities of one time zone/],
    ['daily at 9am (UTC-03:00) Bogota, Lima', /another UTC offset/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('field names of a pasted schedule carry no meaning before their colon', () => {
  it.each([
    ['When: every monday 9am', MON, hm(9), 'UTC'],
    ['Time: 07:00 CET | Days: Mon–Fri', WEEKDAYS, hm(7), 'Europe/Berlin'],
    ['Repeats: Weekly - Mon, Tue, Wed, Thu, Fri - 06:30', WEEKDAYS, hm(6, 30), 'UTC'],
    ['Cadence: weekly (Mon) 07:00 local', MON, hm(7), 'UTC'],
    ['Recurrence: every Tuesday, Thursday at 3:00 PM Eastern Time (US & Canada)', null, hm(15), 'America/New_York'],
    ['Schedule: weekdays 7am', WEEKDAYS, hm(7), 'UTC'],
    ['Trigger: weekdays 7am', WEEKDAYS, hm(7), 'UTC'],
    ['frequency: mondays, time: 09:00', MON, hm(9), 'UTC'],
  ])('"%s"', (phrase, days, time, zone) => {
    const i = read(phrase);
    if (days !== null) expect(i.days).toEqual(days);
    expect(i.times).toEqual([time]);
    expect(i.zone.name).toBe(zone);
  });

  it('"Window: Sun 02:00-04:00 UTC, every 30m" and "Frequency: hourly, 09:00-18:00 CET, business days"', () => {
    const w = read('Window: Sun 02:00-04:00 UTC, every 30m', 'Europe/London');
    expect(w.interval?.window).toEqual({ from: hm(2), to: hm(4) });
    expect(w.zone.name).toBe('UTC');
    const f = read('Frequency: hourly, 09:00-18:00 CET, business days', 'Europe/London');
    expect(f.interval?.window).toEqual({ from: hm(9), to: hm(18) });
    expect(f.days).toEqual(WEEKDAYS);
  });

  it('a bar between two rules separates them as a semicolon does', () => {
    expect(fields('every monday 9am | every tuesday 10am', 'UTC')).toEqual(['0 9 ? * 2', '0 10 ? * 3']);
  });

  it.each([
    // the words are filler only as a field's name: first, or after a separator, and before a colon
    ['every monday when: 9am', /when/],
    ['every monday when 9am', /when/],
    ['time every monday 9am', /time/],
    ['weekly window every monday 9am', /window/],
    ['occurs at 9am daily', /occurs/],
    ['every monday occurs 9am', /occurs/],
    ['When: | |', /empty|time|read/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('a calendar event runs at its start', () => {
  it.each([
    ['Occurs every Monday effective 11/30/2026 from 9:00 AM to 9:30 AM', 'America/New_York', hm(9), '9:00–9:30'],
    ['Occurs the last Friday of every 1 month from 4:00 PM to 5:00 PM', 'Europe/London', hm(16), '16:00–17:00'],
    ['Monthly on the first Monday, 10:00am - 11:00am', 'Europe/London', hm(10), '10:00–11:00'],
    ['Daily, 9:00 – 9:30am', 'Europe/London', hm(9), '9:00–9:30'],
    ['every day 11:30 - 12:15pm', 'UTC', hm(11, 30), '11:30–12:15'],
    ['When: Mondays 10:00–10:30 (GMT+01:00) Amsterdam, Berlin, Rome', 'Europe/London', hm(10), '10:00–10:30'],
    ['daily 02:00-03:00', 'UTC', hm(2), '2:00–3:00'],
  ])('"%s"', (phrase, zone, time, range) => {
    const i = read(phrase, zone);
    expect(i.times).toEqual([time]);
    expect(i.interval).toBeNull();
    expect(i.assumptions.join(' ')).toContain(`Read ${range} as an event: runs at its start`);
  });

  it('"effective" and "until" bound an Outlook rule', () => {
    const i = read(
      'Occurs every weekday effective 12/1/2026 until 3/31/2027 from 8:00 AM to 8:15 AM',
      'America/Chicago',
    );
    expect(i.days).toEqual(WEEKDAYS);
    expect(i.startDate).toEqual({ year: 2026, month: 12, day: 1 });
    expect(i.endDate).toEqual({ year: 2027, month: 3, day: 31 });
  });

  it('"as of" and "effective from" a date start the rule; "ends after N occurrences" is a count', () => {
    expect(read('every saturday 10:00 as of 05/12/2026', 'Europe/Paris').startDate).toEqual({
      year: 2026,
      month: 12,
      day: 5,
    });
    expect(read('every hour effective from 05/12/2026', 'Europe/Paris').startDate).toEqual({
      year: 2026,
      month: 12,
      day: 5,
    });
    expect(read('every monday at 9am, ends after 12 occurrences').maxOccurrences).toBe(12);
    expect(read('every monday at 9am, End after: 12 occurrences').maxOccurrences).toBe(12);
  });

  it.each([
    // "as of" a time alone says nothing plain: a start, or the time to run at?
    ['every hour as of 10:00', /as/],
    ['every saturday as of 10:00', /as/],
    ['every monday at 9am, ends after 12', /ends after 12/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it('a range with an interval is still a window', () => {
    expect(read('every 15 minutes from 9:00 to 9:45').interval?.window).toEqual({ from: hm(9), to: hm(9, 45) });
  });

  it.each([
    // longer than an hour, bare hours, "between", past midnight, two ranges: a window that needs an interval
    ['every day 9-5', /needs an interval/],
    ['every day 9-10', /needs an interval/],
    ['every day from 9 to 10', /needs an interval/],
    ['every day 9:00-10:30', /needs an interval/],
    ['every day from 9:00 AM to 5:00 PM', /needs an interval/],
    ['every day between 9:00 and 9:30', /needs an interval/],
    ['every day 11:30pm - 12:15am', /needs an interval|ends before/],
    ['every day 9:00-9:30 and 17:00-17:30', /two time ranges/],
    ['daily 9am -10:00', /needs an interval/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
