import { describe, expect, it } from 'vitest';
import { rules } from './read.js';

const ALL = [1, 2, 3, 4, 5, 6, 7];

/** Each rule's days of the week and times, as [days, minutes of the day]. */
function runs(phrase: string): [number[], number[]][] {
  return rules(phrase).map((r) => [
    r.days.kind === 'every-day' ? ALL : r.days.kind === 'weekdays' ? [...r.days.days] : [],
    r.times.map((t) => t.hour * 60 + t.minute),
  ]);
}

/** The times that run on each day of the week, 1 (Sunday) to 7. */
function byDay(phrase: string): Record<number, number[]> {
  const out: Record<number, number[]> = {};
  for (const d of ALL) out[d] = [];
  for (const [days, times] of runs(phrase)) {
    for (const d of days) out[d] = [...new Set([...(out[d] ?? []), ...times])].sort((a, b) => a - b);
  }
  return out;
}

describe('times said without days, then days with "only" and some of those times', () => {
  it.each([
    ['run the sync at 3am and 3pm, but on saturdays only at 3am', [7], [180], [180, 900]],
    ['at 3am and 3pm, saturdays only at 3am', [7], [180], [180, 900]],
    ['at 9am and 5pm, weekends just at 9am', [1, 7], [540], [540, 1020]],
    ['at 9am and 5pm, weekends only at 11am', [1, 7], [660], [540, 1020]],
  ])('"%s"', (phrase, onlyDays, onlyTimes, otherTimes) => {
    const days = byDay(phrase);
    for (const d of ALL) expect(days[d]).toEqual(onlyDays.includes(d) ? onlyTimes : otherTimes);
    expect(rules(phrase)[0]?.assumptions.join(' ')).toMatch(/said without days read as every day/);
  });

  it.each([
    // days said with the first times: read as before (instead.ts), not every day
    ['weekdays at 9am and 5pm, saturdays only at 9am', { 1: [], 2: [540, 1020], 7: [540] }],
  ])('"%s" keeps the days said', (phrase, some) => {
    const days = byDay(phrase);
    for (const [d, t] of Object.entries(some)) expect(days[Number(d)]).toEqual(t);
  });
});
