import { describe, expect, it } from 'vitest';
import { DAY_MS, DayCursor, daysInMonth } from '../../../src/schedule/cron/calendar.js';

/** What a Date says of a day number: the cursor must say the same without one. */
function dateOf(n: number) {
  const d = new Date(n * DAY_MS);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  return { n, year, month, day: d.getUTCDate(), weekday: d.getUTCDay() + 1, len: daysInMonth(year, month) };
}

function seen(c: DayCursor) {
  return { n: c.n, year: c.year, month: c.month, day: c.day, weekday: c.weekday, len: c.len };
}

describe('DayCursor: the calendar walked by hand', () => {
  it('agrees with Date on every day from 1999 to 2029 (leap years, century rule of 2000)', () => {
    const from = Date.UTC(1999, 0, 1) / DAY_MS;
    const to = Date.UTC(2029, 0, 1) / DAY_MS;
    const c = new DayCursor(from);
    for (let n = from; n < to; n++) {
      expect(seen(c)).toEqual(dateOf(n));
      c.next();
    }
  });

  it('steps to the 1st of the next month from any day of it, across years', () => {
    for (const start of [Date.UTC(2027, 1, 14), Date.UTC(2028, 1, 29), Date.UTC(2026, 11, 31), Date.UTC(2026, 11, 1)]) {
      const c = new DayCursor(start / DAY_MS);
      const d = new Date(start);
      c.nextMonth();
      const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / DAY_MS;
      expect(seen(c)).toEqual(dateOf(first));
    }
  });
});
