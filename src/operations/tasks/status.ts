import type { TaskRecord, TaskRun } from '../../portal/operations.js';

/**
 * What a person needs to know of a task's state, in the order it needs attention: stopped by the service (after
 * failures), failing, active, paused by a person, completed (no run left).
 */
export type TaskState = 'stopped' | 'failing' | 'active' | 'paused' | 'completed';

export const ATTENTION: readonly TaskState[] = ['stopped', 'failing', 'active', 'paused', 'completed'];

/** The service stops a task after this many failed runs in a row (`reference/service.md`). */
export const STOP_AFTER_FAILURES = 5;

export interface TaskHealth {
  readonly state: TaskState;
  /** Failed runs in a row, newest first (0 when the last finished run did not fail, or runs are not known). */
  readonly failuresInRow: number;
  /** Of the last (up to) 3 finished runs, how many failed; with `recent`, how many there were. */
  readonly recentFailed: number;
  readonly recent: number;
  /** The last finished run, when runs were read. */
  readonly lastRun?: TaskRun;
}

const FINISHED = new Set(['succeeded', 'failed', 'submitfailed', 'skipped']);
const FAILED = new Set(['failed', 'submitfailed']);

export function isFailure(run: TaskRun): boolean {
  return FAILED.has(run.status);
}

/**
 * The task's state from what the service says of it and, when read, its runs (newest first). Without runs,
 * `knownStreak` (the run watcher's count of failures in a row) stands in, so a list can put failing tasks first
 * without reading every task's runs.
 */
export function healthOf(task: TaskRecord, runs?: readonly TaskRun[], knownStreak = 0): TaskHealth {
  const finished = (runs ?? []).filter((r) => FINISHED.has(r.status));
  let inRow = 0;
  for (const r of finished) {
    if (!isFailure(r)) break;
    inRow++;
  }
  const failuresInRow = runs ? inRow : knownStreak;
  const last3 = finished.slice(0, 3);
  const recentFailed = runs ? last3.filter(isFailure).length : Math.min(knownStreak, 3);
  const recent = runs ? last3.length : recentFailed;
  const lastRun = finished[0];
  const base = { failuresInRow, recentFailed, recent, ...(lastRun ? { lastRun } : {}) };
  const said = task.taskState?.toLowerCase();
  if (said === 'completed') return { state: 'completed', ...base };
  if (!task.active) {
    const stoppedByService = said === 'failed' || said === 'disabled' || failuresInRow >= STOP_AFTER_FAILURES;
    return { state: stoppedByService && said !== 'paused' ? 'stopped' : 'paused', ...base };
  }
  const failing = failuresInRow > 0 || recentFailed >= 2;
  return { state: failing ? 'failing' : 'active', ...base };
}
