import { localDate } from './compile/format.js';
import { compileCron, nextFires } from './cron/evaluate.js';
import type { CronFields } from './cron/fields.js';
import { zoneNamed } from './tz.js';

/**
 * One task as the service gets it: its UTC fields and its own running period. The service counts a task's runs
 * per task, from its start (or from its creation, when the start has passed).
 */
export interface TaskPlan extends CronFields {
  readonly startDate?: number | null | undefined;
  readonly endDate?: number | null | undefined;
  readonly maxOccurrences?: number | null | undefined;
}

/** A running period: a task's own, or one shared by several expressions. */
export interface RunPeriod {
  readonly startDate?: number | null | undefined;
  readonly endDate?: number | null | undefined;
  readonly maxOccurrences?: number | null | undefined;
}

/** The runs of one task's fields in its period, from `from`: at most `count`. */
function taskRuns(fields: CronFields, period: RunPeriod, from: number, count: number): number[] {
  const start = Math.max(from, period.startDate ?? from);
  const until = period.endDate === null || period.endDate === undefined ? undefined : period.endDate + 1;
  const n =
    period.maxOccurrences === null || period.maxOccurrences === undefined
      ? count
      : Math.min(count, period.maxOccurrences);
  return nextFires([compileCron(fields)], start, n, until);
}

function merged(runs: readonly number[][], count: number): number[] {
  if (runs.length === 1) return (runs[0] as number[]).slice(0, count);
  return [...new Set(runs.flat())].sort((a, b) => a - b).slice(0, count);
}

/**
 * The next `count` runs (epoch ms, ascending, each instant once) of tasks created at `from`: each task from its
 * start date, up to its end date (inclusive) and its maximum runs, merged in time order. The confirmation and the
 * command line both list these, so what they show is what the portal will do.
 */
export function runsOf(plans: readonly TaskPlan[], from: number, count: number): number[] {
  return merged(
    plans.map((p) => taskRuns(p, p, from, count)),
    count,
  );
}

/** `runsOf` for expressions that share one running period. */
export function runsInPeriod(
  schedules: readonly CronFields[],
  period: RunPeriod,
  from: number,
  count: number,
): number[] {
  return merged(
    schedules.map((s) => taskRuns(s, period, from, count)),
    count,
  );
}

/** A running period in which the tasks would never run: the end has passed, or no run falls before it. */
export interface PeriodProblem {
  readonly code: 'ended' | 'no-run';
  /** What to say under each date the person should change: the end, or (for `no-run` after a start) both. */
  readonly fields: Readonly<Partial<Record<'startDate' | 'endDate', string>>>;
}

/**
 * Why the tasks, created at `from`, would never run, or null when they run at least once. Dates are worded in
 * `zone` (the person's). Fields that never fire at any date are not a period's fault (the typed fields' warning
 * says so), so they are not a problem here.
 */
export function periodProblem(plans: readonly TaskPlan[], from: number, zone: string): PeriodProblem | null {
  if (plans.length === 0 || runsOf(plans, from, 1).length > 0) return null;
  const ends = plans.map((p) => p.endDate).filter((e): e is number => typeof e === 'number');
  if (ends.length < plans.length) return null;
  const z = zoneNamed(zone) ?? zoneNamed('UTC');
  const day = (ms: number) => (z ? localDate(z, ms) : new Date(ms).toISOString().slice(0, 10));
  const end = Math.max(...ends);
  if (end < from) {
    return {
      code: 'ended',
      fields: { endDate: `End date: ${day(end)} has passed. Choose a later date, or leave it empty.` },
    };
  }
  const unbounded = runsOf(
    plans.map((p) => ({ ...p, endDate: undefined })),
    from,
    1,
  );
  const first = unbounded[0];
  if (first === undefined) return null;
  const starts = plans.map((p) => p.startDate).filter((s): s is number => typeof s === 'number' && s > from);
  const start = starts.length === plans.length ? Math.min(...starts) : undefined;
  const span = start === undefined ? `now and ${day(end)}` : `${day(start)} and ${day(end)}`;
  const why = `no run falls between ${span}; the first would be on ${day(first)}.`;
  const endDate = `End date: ${why} Choose a later end date, or leave it empty.`;
  if (start === undefined) return { code: 'no-run', fields: { endDate } };
  return { code: 'no-run', fields: { startDate: `Start date: ${why} Choose an earlier start date.`, endDate } };
}
