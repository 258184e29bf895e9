import { describe, expect, it } from 'vitest';
import { read, refused } from './read.js';

/**
 * A start or an end said with its weekday before the date ("starting monday 19 jan, ending fri 30 jan", "from mon 19
 * jan until fri 30 jan", "through Friday, February 27"): the date bounds the runs, the weekday checked against it; a
 * weekday the date does not fall on is refused. (NOW: Monday, January 12, 2026.)
 */
const date = (year: number, month: number, day: number) => ({ year, month, day });

describe('a bound said with its weekday', () => {
  it.each([
    [
      'every weekday 7:15 starting monday 19 jan, ending fri 30 jan',
      'Europe/London',
      date(2026, 1, 19),
      date(2026, 1, 30),
    ],
    ['weekdays 8am from mon 19 jan until fri 30 jan', 'America/New_York', date(2026, 1, 19), date(2026, 1, 30)],
    ['daily 18:00 until friday, february 27', 'Asia/Tokyo', null, date(2026, 2, 27)],
    ['mondays 9am thru mon 9 feb', 'America/Chicago', null, date(2026, 2, 9)],
    ['every day 6:30pm ending on sat 31 jan 2026', 'Australia/Sydney', null, date(2026, 1, 31)],
  ])('%s', (phrase, zone, start, end) => {
    const r = read(phrase, zone);
    expect(r.startDate).toEqual(start);
    expect(r.endDate).toEqual(end);
  });

  it.each([
    // the weekday said is not the date's
    ['every weekday 7:15 ending thu 30 jan', 'Europe/London', /is not a Thursday/],
    ['weekdays 8am from tue 19 jan until fri 30 jan', 'Europe/London', /is not a Tuesday/],
  ])('%s is refused', (phrase, zone, why) => {
    expect(refused(phrase, zone).message).toMatch(why);
  });

  it('"by" and a dated weekday is not read as the end', () => {
    const r = (() => {
      try {
        return read('weekdays 9am remind to file by fri 30 jan', 'Europe/London');
      } catch {
        return null;
      }
    })();
    expect(r?.endDate ?? null).not.toEqual(date(2026, 1, 30));
  });
});
