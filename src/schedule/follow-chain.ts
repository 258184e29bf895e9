import { type CompiledCron, firstFire, nextFires } from './cron/evaluate.js';
import { type CronFields, formatFields } from './cron/fields.js';
import type { FollowPeriod, FollowTask } from './follow-types.js';
import { formatOffset } from './tz.js';

/** One offset of the zone, from one change to the next, with the fields compiled for it and what they run. */
export interface Stretch {
  readonly from: number;
  readonly until: number | null;
  readonly offset: number;
  /** Empty when nothing runs in the stretch. */
  readonly fields: readonly CronFields[];
  readonly crons: readonly CompiledCron[];
  /** Where its task starts: `from`, or the end of the repeated hour after clocks went back (see follow.ts). */
  readonly start: number;
  readonly runs: number;
  readonly firstRun: number | null;
}

const sameFields = (a: readonly CronFields[], b: readonly CronFields[]) =>
  a.map(formatFields).sort().join('|') === b.map(formatFields).sort().join('|');

const silent = (crons: readonly CompiledCron[], from: number, until: number) =>
  crons.length === 0 || from >= until || firstFire(crons, from, until) === null;

/**
 * Joins neighbours when one task does for both exactly what two would: a stretch without a run is taken in by a
 * neighbour whose fields fire nothing in it (so "every July 4th at noon Eastern" is one task, not one per summer),
 * and two stretches with the same fields become one when nothing fires in the repeated hour between them (so
 * "every hour" is one task). A stretch without a run that no neighbour can take in stays, with no task: the
 * periods still tile time and every run still has exactly one task.
 */
export function mergeStretches(list: readonly Stretch[]): Stretch[] {
  const out: Stretch[] = [];
  for (const q of list) {
    const p = out[out.length - 1];
    const merged = p ? merge(p, q) : null;
    if (merged) out[out.length - 1] = merged;
    else out.push(q);
  }
  return out;
}

function merge(p: Stretch, q: Stretch): Stretch | null {
  if (p.runs === 0 && q.runs === 0) return { ...p, until: q.until };
  if (p.runs === 0) return silent(q.crons, p.from, q.start) ? { ...q, from: p.from, start: p.from } : null;
  // a task with no end past a stretch without runs would run at the wrong offset beyond the horizon
  if (q.runs === 0) return q.until !== null && silent(p.crons, q.from, q.until) ? { ...p, until: q.until } : null;
  if (!sameFields(p.fields, q.fields) || !silent(p.crons, q.from, q.start)) return null;
  return { ...p, until: q.until, runs: p.runs + q.runs };
}

/**
 * The periods with their tasks, `maxOccurrences` split along the chain: each period gets what the earlier ones
 * leave, and the chain stops when nothing is left. The service counts runs per task, so a period that needs
 * several tasks and holds the last of the count gives each task its own share of the first runs left.
 */
export function periodsOf(stretches: readonly Stretch[], startDate: number | null, max: number | null): FollowPeriod[] {
  const out: FollowPeriod[] = [];
  let left = max;
  stretches.forEach((s, i) => {
    if (left !== null && left <= 0) return;
    const window = {
      startDate: i === 0 ? startDate : s.start,
      endDate: s.until === null ? null : s.until - 1,
    };
    const counts = left === null || s.runs === 0 ? s.fields.map(() => left) : shares(s, left);
    const tasks: FollowTask[] = [];
    s.fields.forEach((f, k) => {
      const n = counts[k];
      if (s.runs > 0 && n !== 0 && n !== undefined) tasks.push({ ...f, ...window, maxOccurrences: n });
    });
    const runs = left === null ? s.runs : Math.min(s.runs, left);
    if (left !== null) left -= runs;
    out.push({
      from: s.from,
      until: s.until,
      offsetMinutes: s.offset,
      utcOffset: formatOffset(s.offset),
      schedules: s.runs === 0 ? [] : s.fields,
      tasks,
      runs,
      firstRun: s.firstRun,
    });
  });
  return out;
}

/** Each task's maximum: what is left, or with several tasks that hold more runs than are left, each its share. */
function shares(s: Stretch, left: number): number[] {
  if (s.crons.length === 1) return [left];
  const firstLeft = nextFires(s.crons, s.start, left, s.until ?? undefined);
  const last = firstLeft[firstLeft.length - 1];
  if (firstLeft.length < left || last === undefined) return s.crons.map(() => left);
  return s.crons.map((c) => nextFires([c], s.start, left, last + 1).length);
}
