import { describe, expect, it } from 'vitest';
import { nextRuns, schedulePhrase } from '../../../src/schedule/engine.js';

const NOW = Date.UTC(2026, 10, 23, 12);

function compiled(phrase: string, zone: string) {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`refused: ${r.problem.message}`);
  return r.value;
}

/** Instants at which more than one of the tasks fires, over the next `count` runs of each. */
function doubled(schedules: Parameters<typeof nextRuns>[0], count = 400): number[] {
  const seen = new Map<number, number>();
  for (const f of schedules) for (const t of nextRuns([f], NOW, count)) seen.set(t, (seen.get(t) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([t]) => t);
}

describe('tasks that would fire together are never claimed exact', () => {
  it.each([
    // moved back a day by the UTC shift: `27` and `L-1`, both Feb 27 UTC (Feb 28 there) in common years
    ['the 28th and the last day of every month at 9am', 'Australia/Sydney', 'Feb 28, 2027'],
    ['the 28th and the last day of every month at 1am', 'Asia/Tokyo', 'Feb 28, 2027'],
  ])('%s in %s: said, with the first such day', (phrase, zone, day) => {
    const c = compiled(phrase, zone);
    expect(doubled(c.schedules).length).toBeGreaterThan(0);
    expect(c.exact).toBe(false);
    const w = c.warnings.find((x) => x.code === 'runs-twice');
    expect(w?.message).toContain(day);
    expect(w?.message).toContain('runs it twice');
  });

  it.each([
    ['the 28th and the last day of every month at 9am', 'UTC'],
    ['the 28th and the last day of every month at 7pm', 'America/Los_Angeles'],
    ['every weekday at 7pm', 'America/Los_Angeles'],
    ['the 30th of every month at 7pm', 'America/Los_Angeles'],
    ['every 15 minutes from 9am to 5pm on weekdays', 'America/Los_Angeles'],
  ])('%s in %s: no two tasks meet, so nothing is said', (phrase, zone) => {
    const c = compiled(phrase, zone);
    expect(doubled(c.schedules)).toEqual([]);
    expect(c.warnings.map((w) => w.code)).not.toContain('runs-twice');
  });
});
