import { describe, expect, it } from 'vitest';
import { readPhrase } from '../../../src/schedule/grammar/read.js';
import type { LocalIntent } from '../../../src/schedule/intent.js';

const NOW = Date.parse('2026-01-12T12:00:00Z');

function read(phrase: string, defaultZone = 'UTC'): LocalIntent {
  const r = readPhrase(phrase, { now: NOW, defaultZone });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.code}: ${r.problem.message}`);
  return r.value;
}

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe('readPhrase: free word order and variations', () => {
  it.each([
    'every weekday 7pm Pacific',
    'every weekday at 7pm Pacific',
    'Every Weekday At 7PM PACIFIC',
    'at 7pm every weekday, Pacific',
    '7pm pacific on weekdays',
    'weekdays @ 7 pm pacific time',
    'each weekday at 19:00 pacific',
    'Pacific, weekdays, 7:00 p.m.',
    'on workdays at 7pm Pacific.',
  ])('"%s" is every weekday at 19:00 Pacific', (phrase) => {
    const i = read(phrase);
    expect(i.days).toEqual(WEEKDAYS);
    expect(i.times).toEqual([{ hour: 19, minute: 0 }]);
    expect(i.zone.name).toBe('America/Los_Angeles');
  });

  it.each([
    ['at noon', { hour: 12, minute: 0 }],
    ['at midnight', { hour: 0, minute: 0 }],
    ['at 7 am', { hour: 7, minute: 0 }],
    ['at 7:30 pm', { hour: 19, minute: 30 }],
    ['at 19:00', { hour: 19, minute: 0 }],
    ['at 00:30', { hour: 0, minute: 30 }],
    ['at 12am', { hour: 0, minute: 0 }],
    ['at 12pm', { hour: 12, minute: 0 }],
  ])('every day %s', (time, t) => {
    expect(read(`every day ${time}`).times).toEqual([t]);
  });

  it('reads several times, sorted', () => {
    expect(read('daily at 5pm, 9am and 1:30pm').times).toEqual([
      { hour: 9, minute: 0 },
      { hour: 13, minute: 30 },
      { hour: 17, minute: 0 },
    ]);
  });

  it('reads an interval with a window and a day rule', () => {
    const i = read('every 2 hours from 9am to 5pm on weekdays Pacific');
    expect(i.interval).toEqual({
      unit: 'hour',
      every: 2,
      atMinute: 0,
      window: { from: { hour: 9, minute: 0 }, to: { hour: 17, minute: 0 } },
    });
    expect(i.days).toEqual(WEEKDAYS);
    expect(read('every 30 minutes between 9am and 5pm').interval?.window).toEqual({
      from: { hour: 9, minute: 0 },
      to: { hour: 17, minute: 0 },
    });
    expect(read('every 15 minutes 9am-5pm').interval?.window?.to).toEqual({ hour: 17, minute: 0 });
  });

  it('reads "from 9 to 5" as 9 AM to 5 PM in a window', () => {
    expect(read('every hour from 9 to 5').interval?.window).toEqual({
      from: { hour: 9, minute: 0 },
      to: { hour: 17, minute: 0 },
    });
  });

  it('reads month days, months and yearly dates', () => {
    expect(read('on the 1st of every month at 8pm').days).toEqual({ kind: 'month-days', days: [1] });
    expect(read('every 3 months on the 1st at 9am').months).toEqual({ kind: 'every-n-months', every: 3 });
    const y = read('every January 1st at 6am Tokyo');
    expect(y.months).toEqual({ kind: 'months', months: [1] });
    expect(y.days).toEqual({ kind: 'month-days', days: [1] });
    expect(read('on the 15th of March and September at 9am').months).toEqual({ kind: 'months', months: [3, 9] });
  });

  it('reads running periods and counts', () => {
    const i = read('every day at 9am from March 1 until June 30');
    expect(i.startDate).toEqual({ year: 2026, month: 3, day: 1 });
    expect(i.endDate).toEqual({ year: 2026, month: 6, day: 30 });
    expect(read('every day at 9am starting Mar 1').startDate).toEqual({ year: 2026, month: 3, day: 1 });
    expect(read('every day at 9am until 2027-03-31').endDate).toEqual({ year: 2027, month: 3, day: 31 });
    expect(read('every day at 9am 10 times').maxOccurrences).toBe(10);
    expect(read('from Nov 1 until Feb 28 every day at 9am').endDate).toEqual({ year: 2027, month: 2, day: 28 });
  });

  it('uses the caller zone when the phrase names none', () => {
    expect(read('every day at 9am', 'Asia/Tokyo').zone).toEqual({ name: 'Asia/Tokyo', said: null });
  });

  it('reads parts of the day as am/pm, not as extra times', () => {
    expect(read('every morning at 8').times).toEqual([{ hour: 8, minute: 0 }]);
    expect(read('at 8 every morning').days).toEqual({ kind: 'every-day' });
    expect(read('every evening at 7').times).toEqual([{ hour: 19, minute: 0 }]);
    expect(read('weekdays at 7 in the evening').times).toEqual([{ hour: 19, minute: 0 }]);
    expect(read('every evening at 7').assumptions).toEqual([]);
    // one part named twice is still one
    expect(read('every evening at 7 in the evening').times).toEqual([{ hour: 19, minute: 0 }]);
  });

  it('refuses what it would otherwise have to guess or cut: seconds, "bimonthly"', () => {
    for (const [phrase, code] of [
      ['daily at 9:00:30', 'inexpressible'],
      ['every day at 17:45:10 UTC', 'inexpressible'],
      ['bi-monthly at 9am', 'unparseable'],
      ['bimonthly on the 1st at 9am', 'unparseable'],
    ] as const) {
      const r = readPhrase(phrase, { now: NOW, defaultZone: 'UTC' });
      expect(r.ok ? 'read' : r.problem.code, phrase).toBe(code);
    }
    // an hour step that does not divide the day, from a time with no end: refused as "starting at" is
    for (const phrase of ['every 5 hours from midnight', 'every 5 hours from 1am', 'every 7 hours starting at 6am']) {
      const r = readPhrase(phrase, { now: NOW, defaultZone: 'UTC' });
      expect(r.ok ? 'read' : r.problem.code, phrase).toBe('inexpressible');
    }
    // with its end it is a daily range; a step that divides the day goes on from its start
    expect(read('every 7 hours from 6am to 10pm').interval?.window).toEqual({
      from: { hour: 6, minute: 0 },
      to: { hour: 22, minute: 0 },
    });
    expect(read('every 4 hours from 2am').interval).toMatchObject({ every: 4, unit: 'hour' });
    // "every 24 hours" is every day, at the time given
    expect(read('every 24 hours at 6am')).toMatchObject({
      days: { kind: 'every-day' },
      times: [{ hour: 6, minute: 0 }],
      interval: null,
    });
    // seconds of zero are no seconds; "every other month" says which
    expect(read('daily at 9:00:00').times).toEqual([{ hour: 9, minute: 0 }]);
    expect(read('every other month on the 1st at 9am').months).toEqual({ kind: 'every-n-months', every: 2 });
  });

  it('reads "now" as when the runs start, never as a time of day', () => {
    const NOON = Date.parse('2026-01-12T12:00:00Z');
    const r = readPhrase('every day at 9am from now until friday', { now: NOON, defaultZone: 'UTC' });
    if (!r.ok) throw new Error(r.problem.message);
    expect(r.value.times).toEqual([{ hour: 9, minute: 0 }]);
    expect(read('starting now, every hour').interval).toMatchObject({ every: 1, unit: 'hour' });
    expect(read('every monday at 10 from now on').times).toEqual([{ hour: 10, minute: 0 }]);
  });

  it('refuses two parts of the day for one time rather than keep the last', () => {
    for (const phrase of [
      'every morning and evening at 8',
      'at 8 in the morning and in the evening',
      'mornings and nights at 10',
    ]) {
      const r = readPhrase(phrase, { now: NOW, defaultZone: 'UTC' });
      expect(r.ok, phrase).toBe(false);
      if (!r.ok) expect(r.problem.message).toMatch(/two parts of the day/);
    }
  });

  it('takes excepted days out of the day rule', () => {
    expect(read('every day at 9am except weekends').days).toEqual(WEEKDAYS);
    expect(read('daily at 9am but not on Fridays').days).toEqual({ kind: 'weekdays', days: [1, 2, 3, 4, 5, 7] });
    expect(read('weekdays at 9am except Monday and Wednesday').days).toEqual({ kind: 'weekdays', days: [3, 5, 6] });
    expect(read('at 9am excluding Sat/Sun').days).toEqual(WEEKDAYS);
  });

  it('reads a monthly schedule without a day as the 1st, and says so', () => {
    const i = read('monthly at 9am');
    expect(i.days).toEqual({ kind: 'month-days', days: [1] });
    expect(i.assumptions.join(' ')).toMatch(/1st/);
    expect(read('every 3 months at 9am').days).toEqual({ kind: 'month-days', days: [1] });
    expect(read('every day in January at 9am').days).toEqual({ kind: 'every-day' });
  });

  it('notes an hour read without am/pm', () => {
    expect(read('every day at 7').assumptions.join(' ')).toMatch(/7:00 AM/);
    expect(read('every day at 7pm').assumptions).toEqual([]);
    expect(read('every day at 07:00').assumptions).toEqual([]);
  });
});

describe('readPhrase: fixes from review', () => {
  it('keeps a date range that is still running this year', () => {
    const r = readPhrase('every day at 9am from March 1 until June 30', {
      now: Date.parse('2026-03-15T12:00:00Z'),
      defaultZone: 'UTC',
    });
    expect(r.ok && r.value.startDate).toEqual({ year: 2026, month: 3, day: 1 });
    expect(r.ok && r.value.endDate).toEqual({ year: 2026, month: 6, day: 30 });
  });

  it("asks about a range under way when most of it has gone: the rest of it, or next year's", () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    const asked = (phrase: string) => {
      const r = readPhrase(phrase, { now, defaultZone: 'America/New_York' });
      return r.ok ? JSON.stringify([r.value.startDate, r.value.endDate]) : r.problem.message;
    };
    for (const phrase of [
      'storm desk standup 7am daily june 1 to nov 30',
      'weekdays 9am between 1 june and 30 november',
      'daily 9am from oct 1 to dec 31',
    ])
      expect(asked(phrase)).toMatch(
        /is under way and ends in \d+ days: the rest of it, or next year's \(from \w+ 1, 2027\)/,
      );
    // most of it to come, or over the new year: the one under way
    const r = readPhrase('daily 9am from nov 1 to feb 28', { now, defaultZone: 'UTC' });
    expect(r.ok && [r.value.startDate, r.value.endDate]).toEqual([
      { year: 2026, month: 11, day: 1 },
      { year: 2027, month: 2, day: 28 },
    ]);
    // (the end of "between 1 june and 30 november" was once taken a year on with its start left in this one)
    expect(asked('weekdays 9am between 1 june and 30 november')).not.toMatch(/2027-11/);
  });

  it('reads a bare UTC offset as the zone, not as a time', () => {
    expect(read('every day at 9am (+05:30)').zone.name).toBe('UTC+5:30');
    expect(read('every day at 09:00+05:30').times).toEqual([{ hour: 9, minute: 0 }]);
    expect(read('every day at 9am (-0800)').zone.name).toBe('UTC-8');
    // with a one-digit hour: an offset still, never a clock ("(+8:45)" once ran at 8:45 beside 9:15pm)
    expect(read('cash-up reminder 9:15pm daily (+8:45)').zone.name).toBe('UTC+8:45');
    expect(read('cash-up reminder 9:15pm daily (+8:45)').times).toEqual([{ hour: 21, minute: 15 }]);
    expect(read('every day at 9am (+5:30)').zone.name).toBe('UTC+5:30');
    // bare, or with whole hours, a length of time or a clock as much as an offset: not taken for the zone
    expect(read('every day at 9:00 +2:00').zone.name).toBe('UTC');
    expect(read('every day at 9:00, +5:30').zone.name).toBe('UTC');
    expect(read('every day -0800 at 9am').zone.name).toBe('UTC-8');
    expect(read('every day from 2026-03-01 until 2026-06-30 at 9am').zone.name).toBe('UTC');
  });

  it('reads "until midnight" as the end of the day', () => {
    expect(read('every hour from noon until midnight').interval?.window).toEqual({
      from: { hour: 12, minute: 0 },
      to: { hour: 23, minute: 59 },
    });
  });

  it('reads "every night at 12" as midnight and "at 10" as 10 PM', () => {
    expect(read('every night at 12').times).toEqual([{ hour: 0, minute: 0 }]);
    expect(read('every night at 10').times).toEqual([{ hour: 22, minute: 0 }]);
    expect(read('every night at 2').times).toEqual([{ hour: 2, minute: 0 }]);
  });

  it('reads "the first of every month", ordinal dates in periods, "weekly", "every other hour", "quarterly"', () => {
    expect(read('on the first of every month at 9am').days).toEqual({ kind: 'month-days', days: [1] });
    expect(read('the first day of the month at 9am').days).toEqual({ kind: 'month-days', days: [1] });
    const i = read('every weekday at 9am starting on February 1st');
    expect(i.days).toEqual(WEEKDAYS);
    expect(i.startDate).toEqual({ year: 2026, month: 2, day: 1 });
    expect(read('every day at 9am until March 31st').endDate).toEqual({ year: 2026, month: 3, day: 31 });
    expect(read('weekly on Monday at 9am').days).toEqual({ kind: 'weekdays', days: [2] });
    expect(read('every other hour').interval).toMatchObject({ unit: 'hour', every: 2 });
    expect(read('every second hour').interval).toMatchObject({ unit: 'hour', every: 2 });
    expect(read('quarterly at 9am').months).toEqual({ kind: 'months', months: [1, 4, 7, 10] });
    expect(read('quarterly at 9am').days).toEqual({ kind: 'month-days', days: [1] });
  });
});
