import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { nextRuns, schedulePhrase } from '../../../src/schedule/engine.js';

/** Monday, November 23, 2026, 12:00 UTC: Pacific Standard Time; clocks go forward on March 14, 2027. */
const NOW = Date.UTC(2026, 10, 23, 12);
const LA = 'America/Los_Angeles';

function compiled(phrase: string, zone = LA) {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(r.problem.message);
  return r.value;
}

function local(ms: number, zone: string): string {
  return DateTime.fromMillis(ms, { zone }).toFormat('yyyy-MM-dd HH:mm');
}

describe('the daylight saving caveat carries its stretches as data', () => {
  it('every weekday 7pm Pacific: 8 PM from Mar 14 until Nov 7, 2027, and each sample is a real run', () => {
    const c = compiled('every weekday 7pm');
    const dst = c.warnings.find((w) => w.code === 'dst');
    expect(dst?.shifts).toHaveLength(1);
    const s = dst?.shifts?.[0];
    if (!s) throw new Error('no shift');
    expect(local(s.from, LA)).toBe('2027-03-14 03:00');
    expect(s.until === null ? null : local(s.until, LA)).toBe('2027-11-07 01:00');
    expect(s.minutes).toBe(60);
    expect([s.asked, s.actual]).toEqual([19 * 60, 20 * 60]);
    // the sample is the first run after the change, and it is at 8 PM local: what the words will say
    expect(nextRuns(c.schedules, s.from, 1)).toEqual([s.sample]);
    expect(local(s.sample, LA)).toBe('2027-03-15 20:00');
  });

  it('southern hemisphere, compiled in summer: an hour earlier in winter', () => {
    const c = compiled('every day at 9am', 'Australia/Sydney');
    const s = c.warnings.find((w) => w.code === 'dst')?.shifts?.[0];
    expect(s?.minutes).toBe(-60);
    expect([s?.asked, s?.actual]).toEqual([9 * 60, 8 * 60]);
  });

  it('a zone without daylight saving, and UTC, have no stretches', () => {
    expect(compiled('every weekday 7pm', 'Asia/Tokyo').warnings.some((w) => w.code === 'dst')).toBe(false);
    expect(compiled('every weekday 7pm UTC').warnings.some((w) => w.code === 'dst')).toBe(false);
  });
});
