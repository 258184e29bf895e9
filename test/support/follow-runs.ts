import { IANAZone } from 'luxon';
import { compileCron, nextFires } from '../../src/schedule/cron/evaluate.js';
import type { CronFields } from '../../src/schedule/cron/fields.js';
import type { FollowPlan } from '../../src/schedule/engine.js';
import type { LocalIntent } from '../../src/schedule/intent.js';
import { bruteFires } from './brute.js';

const HOUR = 3_600_000;

/**
 * The asked local times in the intent's real zone over [from, to), by brute force (luxon's offsets and the naive
 * calendar walk of brute.ts, no code of the compiler): every instant at which the zone's clock shows an asked
 * time on an asked day, except that a time of day the clocks repeat runs once, the first time (intervals run at
 * both). A time the clocks skip has no instant and so no run. "Every N months" must come pinned to its months.
 */
export function localRuns(intent: LocalIntent, from: number, to: number): number[] {
  const zone = IANAZone.create(intent.zone.name);
  const offsetOf = offsetsOf(zone, from - 2 * 86_400_000, to + 2 * 86_400_000);
  const offsets = new Set<number>([offsetOf(from - 86_400_000)]);
  for (let t = from - 86_400_000; t < to + 86_400_000; t += 6 * HOUR) offsets.add(offsetOf(t));
  const byWall = new Map<number, number[]>();
  for (const o of offsets) {
    for (const t of bruteFires(intent, o, from, to)) {
      if (offsetOf(t) !== o) continue;
      const wall = t + o * 60_000;
      const seen = byWall.get(wall);
      if (seen) seen.push(t);
      else byWall.set(wall, [t]);
    }
  }
  const out: number[] = [];
  for (const ts of byWall.values()) {
    ts.sort((a, b) => a - b);
    if (intent.interval === null) out.push(ts[0] as number);
    else out.push(...ts);
  }
  return out.sort((a, b) => a - b);
}

/**
 * luxon's offsets over [from, to) as a lookup: sampled every 6 hours (offset changes are months apart) and each
 * change bisected to the millisecond, so the many runs of an interval do not each ask Intl (~10 µs a time).
 */
function offsetsOf(zone: IANAZone, from: number, to: number): (t: number) => number {
  const changes: { at: number; after: number }[] = [];
  const first = zone.offset(from);
  let prev = first;
  for (let t = from; t < to; t += 6 * HOUR) {
    const next = Math.min(t + 6 * HOUR, to);
    const o = zone.offset(next);
    if (o === prev) continue;
    let lo = t;
    let hi = next;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (zone.offset(mid) === prev) lo = mid;
      else hi = mid;
    }
    changes.push({ at: hi, after: o });
    prev = o;
  }
  return (t) => {
    if (t < from || t >= to) return zone.offset(t);
    let o = first;
    for (const c of changes) {
      if (c.at > t) break;
      o = c.after;
    }
    return o;
  };
}

/** "Every N months" with the months it has from its first run at or after `from` (as the engine counts them). */
export function pinnedMonths(intent: LocalIntent, firstRunLocalMonth: number): LocalIntent {
  if (intent.months.kind !== 'every-n-months') return intent;
  const every = intent.months.every;
  const months = Array.from({ length: 12 / every }, (_, i) => ((firstRunLocalMonth - 1 + i * every) % 12) + 1);
  return { ...intent, months: { kind: 'months', months: months.sort((a, b) => a - b) } };
}

/**
 * Every run of a followed plan's tasks before `to`, each task from its own start to its own end and at most its
 * own maximum, as the service runs them. Concatenated across periods, not merged: a run two periods both make
 * appears twice. Within a period each instant counts once, as the engine counts a schedule that needs several
 * tasks (the compiler may give two tasks one instant, e.g. the 28th and the last day in February).
 */
export function chainRuns(plan: FollowPlan, now: number, to: number): number[] {
  if (!plan.followable) return [];
  const all: number[] = [];
  for (const p of plan.periods) {
    const period = new Set<number>();
    for (const t of p.tasks) {
      const from = Math.max(now, t.startDate ?? now);
      const until = Math.min(to, t.endDate === null ? to : t.endDate + 1);
      for (const r of nextFires([compileCron(t)], from, t.maxOccurrences ?? 10_000_000, until)) period.add(r);
    }
    all.push(...period);
  }
  return all.sort((a, b) => a - b);
}

/** Fires of fixed UTC fields in [from, to). */
export function fixedRuns(schedules: readonly CronFields[], from: number, to: number): number[] {
  return nextFires(schedules.map(compileCron), from, 10_000_000, to);
}

/** Runs of `got` that are not runs of `want` (at a local time not asked), plus runs of `want` never made. */
export function runsOff(got: readonly number[], want: readonly number[]): { off: number; missing: number } {
  const w = new Set(want);
  const g = new Set(got);
  return { off: got.filter((t) => !w.has(t)).length, missing: want.filter((t) => !g.has(t)).length };
}
