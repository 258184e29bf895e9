import type { WatchedTask } from '../../store/types.js';
import { FAILURES_BEFORE_STOP } from './alerts.js';
import type { WatchedRun, WatchedTaskRecord } from './ports.js';

/**
 * The watcher's decisions about one task, pure: whether its runs need reading, and what the runs read mean (what
 * to announce, what to remember). No clock, no I/O; the watcher does both around these.
 */

/** What is worth saying about a task, in the order it happened. `key` is what makes it announced once, ever. */
export type WatchEvent =
  | { readonly kind: 'failed'; readonly key: string; readonly run: WatchedRun; readonly streak: number }
  | { readonly kind: 'recovered'; readonly key: string; readonly run: WatchedRun; readonly after: number }
  | { readonly kind: 'stopped'; readonly key: string; readonly run: WatchedRun | null; readonly streak: number };

export interface Decision {
  /** What to remember (its `threads` as they were: the watcher sets them as messages are posted). */
  readonly memory: WatchedTask;
  readonly events: readonly WatchEvent[];
}

const FAILED = new Set(['failed', 'submitfailed']);
const UNSETTLED = new Set(['scheduled', 'executing']);

export function isFailure(run: WatchedRun): boolean {
  return FAILED.has(run.status.toLowerCase());
}

function isSuccess(run: WatchedRun): boolean {
  return run.status.toLowerCase() === 'succeeded';
}

function isUnsettled(run: WatchedRun): boolean {
  return UNSETTLED.has(run.status.toLowerCase());
}

/** How long a run may stay `scheduled`/`executing` before it is taken for stuck: at least an hour. */
export const MIN_SETTLE_MS = 60 * 60_000;

/**
 * How long the watcher waits on a run still going before it goes on past it (a worker that crashed leaves a run
 * `executing` forever): an hour, or two intervals when they are longer.
 */
export function settleWithinMs(intervalMs: number): number {
  return Math.max(MIN_SETTLE_MS, 2 * intervalMs);
}

/**
 * Old news: a failure older than this when the watcher reads it (it was not looking: a long downtime) is not said on
 * its own when a later failure of the same streak is said in the same look; that one carries the count.
 */
export const OLD_NEWS_MS = 24 * 60 * 60_000;

/** The first look at an account: everything it shows is history; remember it, announce nothing. */
export function baseline(account: string, task: WatchedTaskRecord, now: number): WatchedTask {
  return {
    account,
    taskId: task.id,
    lastStart: task.lastStart ?? null,
    runsUntil: task.lastStart ?? 0,
    open: false,
    streak: 0,
    // A task already stopped before we looked is history too.
    stopped: !task.active,
    threads: {},
    updatedAt: now,
  };
}

/**
 * A task listed for the first time after the account's first look (created since, or newly visible): its runs
 * from before the account's first look are history.
 */
export function newcomer(account: string, task: WatchedTaskRecord, baselineAt: number, now: number): WatchedTask {
  return {
    account,
    taskId: task.id,
    lastStart: null,
    runsUntil: baselineAt,
    open: false,
    streak: 0,
    stopped: false,
    threads: {},
    updatedAt: now,
  };
}

/** Runs are read only when the task started another since the last look, or a run was still going then. */
export function needsRuns(task: WatchedTaskRecord, memory: WatchedTask): boolean {
  return (task.lastStart ?? null) !== memory.lastStart || memory.open;
}

/**
 * Failed runs in a row ending at `index` of `runs` (newest first), skipped runs passed over, and runs still going
 * too (neither a success nor a failure; a stuck one must not hide the failures before it).
 */
function failuresEndingAt(runs: readonly WatchedRun[], index: number): number {
  let n = 0;
  for (let i = index; i < runs.length; i++) {
    const r = runs[i] as WatchedRun;
    if (isFailure(r)) n++;
    else if (r.status.toLowerCase() !== 'skipped' && !isUnsettled(r)) break;
  }
  return n;
}

/**
 * What the runs read mean. `runs` is the portal's list, newest first (undefined: not read this time). Runs after
 * `memory.runsUntil` are new; they are taken oldest first and stop at the first still going (it is read again next
 * time) while it is younger than `settleMs` (on the portal's clock against `now`); an older one is taken for stuck
 * and gone past, counted as neither success nor failure, so one crashed run does not hide every later one. A stop
 * is the service's only after failures in a row (see `stoppedByService`); a task a person paused is not announced.
 */
export function decide(
  task: WatchedTaskRecord,
  memory: WatchedTask,
  runs: readonly WatchedRun[] | undefined,
  now: number,
  settleMs: number = MIN_SETTLE_MS,
): Decision {
  const events: WatchEvent[] = [];
  let { runsUntil, streak, stopped } = memory;
  let open = memory.open;
  if (runs !== undefined) {
    open = false;
    // newest first as listed; walk the new ones oldest first
    for (let i = runs.length - 1; i >= 0; i--) {
      const run = runs[i] as WatchedRun;
      if (run.created <= runsUntil) continue;
      if (isUnsettled(run)) {
        if (now - run.created < settleMs) {
          open = true;
          break;
        }
        // stuck: gone past, neither a success nor a failure
        runsUntil = run.created;
        continue;
      }
      if (isFailure(run)) {
        const inRow = Math.max(failuresEndingAt(runs, i), streak + 1);
        events.push({ kind: 'failed', key: run.id, run, streak: inRow });
        streak = inRow;
      } else if (isSuccess(run) && streak > 0) {
        events.push({ kind: 'recovered', key: `recovered:${run.id}`, run, after: streak });
        streak = 0;
      } else if (isSuccess(run)) {
        streak = 0;
      }
      runsUntil = run.created;
    }
  }
  // After a long downtime, a streak of old failures is one alert (the newest, "N in a row"), not one per run.
  const said = events.filter((e, i) => {
    const after = events[i + 1];
    return !(e.kind === 'failed' && after?.kind === 'failed' && now - e.run.created > OLD_NEWS_MS);
  });
  events.length = 0;
  events.push(...said);
  if (task.active) {
    stopped = false;
  } else if (!stopped) {
    const headFailures = runs === undefined ? streak : failuresEndingAt(runs, 0);
    const inRow = Math.max(headFailures, streak);
    if (stoppedByService(task.taskState, inRow)) {
      const last = runs?.find((r) => isFailure(r)) ?? null;
      events.push({ kind: 'stopped', key: `stopped:${task.id}:${task.lastStart ?? 0}`, run: last, streak: inRow });
      stopped = true;
    }
  }
  return {
    memory: {
      ...memory,
      lastStart: task.lastStart ?? null,
      runsUntil,
      open,
      streak,
      stopped,
      updatedAt: now,
    },
    events,
  };
}

/**
 * Whether an inactive task was stopped by the service rather than by a person, from its state and the failures in
 * a row its last runs show (or the watcher counted). `failed` is the service's own word, after failing runs.
 * `disabled` (or no state) is what a person's pause may also show: only when the failures reached the service's
 * stop (five in a row), so a task someone paused after a failure or two is not said to be stopped by the service.
 * `paused` and `completed` never are.
 */
export function stoppedByService(taskState: string | undefined, failuresInRow: number): boolean {
  const state = (taskState ?? '').toLowerCase();
  if (state === 'failed') return failuresInRow > 0;
  if (state === 'disabled' || state === '') return failuresInRow >= FAILURES_BEFORE_STOP;
  return false;
}

/** Whether a decision changed what is remembered (unchanged tasks are not written back). */
export function changed(before: WatchedTask, after: WatchedTask): boolean {
  return (
    before.lastStart !== after.lastStart ||
    before.runsUntil !== after.runsUntil ||
    before.open !== after.open ||
    before.streak !== after.streak ||
    before.stopped !== after.stopped ||
    before.threads !== after.threads
  );
}
