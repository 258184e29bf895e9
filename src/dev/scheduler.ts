import type { EmulatorClock } from './clock.js';
import { type CompiledSchedule, compileSchedule, nextFire } from './cron-next.js';
import { MinHeap, type Timed } from './heap.js';
import { hexId } from './ids.js';
import { seededRandom } from './prng.js';
import type { TaskFields } from './rules/task-rules.js';
import { RunFaults } from './run-faults.js';
import { failureResult, successResult } from './run-results.js';
import type { StoredRun, StoredTask, TaskStore } from './task-store.js';

/** The service stops a task after this many failed runs in a row. */
export const FAILURES_BEFORE_STOP = 5;
/** Older runs are forgotten past this many per task, as the service keeps only recent history. */
export const RUNS_KEPT = 500;
/** A timer is never set further ahead than this (setTimeout's limit is about 24.8 days). */
const MAX_TIMER_MS = 2_147_000_000;

/** One shape for every entry (a settle carries its run, the others the generation they were queued in). */
interface Entry extends Timed {
  readonly kind: 'fire' | 'end' | 'settle';
  readonly task: StoredTask;
  readonly generation: number;
  readonly run: StoredRun | undefined;
}

export interface SchedulerDeps {
  readonly clock: EmulatorClock;
  readonly store: TaskStore;
  /** The portal's web root, for the links in results; known once the server listens. */
  readonly webRoot: () => string;
  /** Seeds the runs' durations. */
  readonly seed: number;
}

/**
 * Runs tasks on the emulator's clock. Each active task has at most one fire queued (its next); a fire records a run
 * (`scheduled`, a second or two later `executing`, then its outcome, all fixed when it fires) and queues the next
 * fire and the run's settling, where the failure count and the stop after five failures happen. Work is done when
 * the clock is moved, when a request arrives (a test's own clock may have moved), or by a timer in real time.
 */
export class Scheduler {
  readonly faults = new RunFaults();
  private readonly deps: SchedulerDeps;
  private readonly queue = new MinHeap<Entry>();
  private readonly compiled = new WeakMap<TaskFields, CompiledSchedule | null>();
  private readonly random: () => number;
  private seq = 0;
  /** While due work is processed: the instant being processed, so that what it records is dated then. */
  private processing: number | undefined;
  private realTime = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(deps: SchedulerDeps) {
    this.deps = deps;
    this.random = seededRandom(deps.seed);
  }

  now(): number {
    return this.processing ?? this.deps.clock.now();
  }

  /** (Re)queues the task's next fire from now on, after any change to it; nothing when it is not active. */
  arm(task: StoredTask): void {
    task.generation++;
    task.nextFire = undefined;
    if (task.active) {
      const from = Math.max(this.now(), task.fields.startDate ?? 0, (task.lastStart ?? -1) + 1);
      this.queueNext(task, from);
    }
    this.wake();
  }

  /** Moves the clock on and does everything due on the way, in order; answers how many runs fired. */
  advanceBy(ms: number): number {
    this.deps.clock.shift(ms);
    return this.runDue();
  }

  advanceTo(instant: number): number {
    const now = this.deps.clock.now();
    if (instant < now) {
      throw new Error(`advanceTo(${new Date(instant).toISOString()}) is before now (${new Date(now).toISOString()}).`);
    }
    return this.advanceBy(instant - now);
  }

  /** Fires, settles and ends everything due by the clock's now; answers how many runs fired. */
  runDue(): number {
    if (this.processing !== undefined) return 0;
    const until = this.deps.clock.now();
    let fired = 0;
    try {
      for (let e = this.queue.peek(); e !== undefined && e.at <= until; e = this.queue.peek()) {
        this.queue.pop();
        this.processing = e.at;
        if (e.run) this.settle(e.task, e.run);
        else if (e.generation === e.task.generation) {
          if (e.kind === 'fire') {
            this.fire(e.task, e.at);
            fired++;
          } else if (e.task.active && e.task.inFlight === 0) this.complete(e.task);
        }
      }
    } finally {
      this.processing = undefined;
    }
    this.wake();
    return fired;
  }

  /** The gap between the task's next two fires, in seconds; null when fewer than two are ahead. */
  intervalSeconds(task: StoredTask): number | null {
    const first = task.nextFire;
    const f = task.fields;
    if (first === undefined || (f.maxOccurrences !== undefined && task.occurrences + 2 > f.maxOccurrences)) return null;
    const schedule = this.schedule(task);
    const second = schedule ? nextFire(schedule, first + 1) : null;
    if (second === null || (f.endDate !== undefined && second > f.endDate)) return null;
    return Math.round((second - first) / 1000);
  }

  /** In real time a timer does the due work as wall time passes; otherwise only moving the clock or a request does. */
  setRealTime(on: boolean): void {
    this.realTime = on;
    this.wake();
  }

  stop(): void {
    this.realTime = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(task: StoredTask): CompiledSchedule | null {
    let s = this.compiled.get(task.fields);
    if (s === undefined) {
      s = compileSchedule(task.fields);
      this.compiled.set(task.fields, s);
    }
    return s;
  }

  private push(at: number, kind: Entry['kind'], task: StoredTask, run?: StoredRun): void {
    this.queue.push({ at, seq: this.seq++, kind, task, generation: task.generation, run });
  }

  /** Queues the first fire at or after `from` that the dates and the count allow, or the task's end. */
  private queueNext(task: StoredTask, from: number): void {
    const f = task.fields;
    const exhausted = f.maxOccurrences !== undefined && task.occurrences >= f.maxOccurrences;
    const schedule = exhausted ? null : this.schedule(task);
    let next = schedule ? nextFire(schedule, from) : null;
    if (next !== null && f.endDate !== undefined && next > f.endDate) next = null;
    if (next !== null) {
      task.nextFire = next;
      this.push(next, 'fire', task);
      return;
    }
    task.nextFire = undefined;
    if (task.inFlight > 0) return; // its last run's settling ends it
    if (!exhausted && f.endDate !== undefined && f.endDate > this.now()) {
      this.push(f.endDate, 'end', task);
    } else this.complete(task);
  }

  private fire(task: StoredTask, at: number): void {
    task.occurrences++;
    task.lastStart = at;
    const fault = this.faults.take(task.id);
    const startsAt = at + 1000 + Math.floor(this.random() * 2000);
    const endsAt = startsAt + 5000 + Math.floor(this.random() * 40_000);
    const run: StoredRun = {
      id: hexId(),
      taskId: task.id,
      created: at,
      startsAt,
      endsAt,
      outcome: fault.fail ? 'failed' : 'succeeded',
      result: fault.fail ? (fault.result ?? failureResult(task)) : successResult(task, this.deps.webRoot()),
    };
    task.runs.push(run);
    if (task.runs.length > 2 * RUNS_KEPT) task.runs.splice(0, task.runs.length - RUNS_KEPT);
    task.inFlight++;
    this.push(endsAt, 'settle', task, run);
    this.queueNext(task, at + 1);
  }

  private settle(task: StoredTask, run: StoredRun): void {
    if (this.deps.store.get(task.id) !== task) return; // deleted, runs and all
    task.inFlight--;
    if (run.outcome === 'failed') {
      task.failuresInARow++;
      if (task.failuresInARow >= FAILURES_BEFORE_STOP && task.active) {
        task.active = false;
        task.taskState = 'failed';
        task.generation++;
        task.nextFire = undefined;
        return;
      }
    } else task.failuresInARow = 0;
    if (task.active && task.nextFire === undefined && task.inFlight === 0) this.queueNext(task, this.now() + 1);
  }

  private complete(task: StoredTask): void {
    task.active = false;
    task.taskState = 'completed';
    task.generation++;
    task.nextFire = undefined;
  }

  private wake(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const next = this.queue.peek();
    if (!this.realTime || next === undefined) return;
    const delay = Math.min(Math.max(0, next.at - this.deps.clock.now()), MAX_TIMER_MS);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.runDue();
    }, delay);
    this.timer.unref();
  }
}
