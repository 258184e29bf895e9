import { describe, expect, it } from 'vitest';
import { hm, read, refused, rules } from './read.js';

// NOW (read.ts) is Monday 2026-01-12.

describe('a clock with its minutes said right before "until" and a day-first date', () => {
  it.each([
    // the minutes of "7:00" are no first day of a range "00 until 31 March"
    ['weekdays 7:00 until 31 March 2027', 'Europe/London', hm(7), { year: 2027, month: 3, day: 31 }],
    ['every friday 17:30 till 19 mar', 'Europe/London', hm(17, 30), { year: 2026, month: 3, day: 19 }],
    // "30 till 10 mar" is no range from the 30th to March 10
    ['tue+thu 15:30 till 10 mar', 'Europe/London', hm(15, 30), { year: 2026, month: 3, day: 10 }],
    ['mon and wed 6:45 through 2 june', 'Asia/Tokyo', hm(6, 45), { year: 2026, month: 6, day: 2 }],
    ['daily 21:15 up to 5th of february 2026', 'America/Chicago', hm(21, 15), { year: 2026, month: 2, day: 5 }],
    ['every sunday 10:30am until 28 feb', 'Australia/Sydney', hm(10, 30), { year: 2026, month: 2, day: 28 }],
  ])('%s', (phrase, zone, time, end) => {
    const r = read(phrase, zone);
    expect(r.times).toEqual([time]);
    expect(r.endDate).toEqual(end);
  });

  it('still reads a month-first end and a clock range as before', () => {
    expect(read('weekdays 7:00 until march 31 2027', 'Europe/London').endDate).toEqual({
      year: 2027,
      month: 3,
      day: 31,
    });
    const w = read('every 15 min 9:00-17:00 on 5 dec', 'Europe/London');
    expect(w.interval?.window).toEqual({ from: hm(9), to: hm(17) });
  });

  it.each([
    // a day number with no month after it is no date: the clock range stays a range without a step
    ['weekdays 8:30 to 10', /interval|range/i],
    // a date that does not exist is still refused, not read around
    ['weekdays 7:00 until 31 june 2026', /./],
  ])('refuses %s', (phrase, why) => {
    expect(refused(phrase, 'Europe/London').message).toMatch(why);
  });
});

describe('a night window written on the 24-hour clock, the end 12 hours after the start', () => {
  it.each([
    ['every 30 min 19:00 to 07:00', hm(19), hm(7)],
    ['every hour 20:00-08:00', hm(20), hm(8)],
    ['every 20 minutes from 18:30 to 06:30', hm(18, 30), hm(6, 30)],
    ['every 2 hours from 21:00 to 09:00', hm(21), hm(9)],
    ['every 30 min 7pm to 7am', hm(19), hm(7)],
  ])('%s', (phrase, from, to) => {
    // an overnight window is read as the evening's part and the morning's
    const rs = rules(phrase, 'America/Chicago');
    expect(rs.map((r) => r.interval?.window?.from ?? r.times[0])).toContainEqual(from);
    expect(rs.flatMap((r) => [r.interval?.window?.to, ...r.times])).toContainEqual(to);
  });

  it.each([
    // an end with no half of the day said, 12 hours after a start on the 24-hour clock: not guessed
    ['every hour 19:00 to 7', /no length/],
    // the same clock twice is no window
    ['every hour 19:00 to 19:00', /no length/],
  ])('refuses %s', (phrase, why) => {
    expect(refused(phrase, 'America/Chicago').message).toMatch(why);
  });
});
