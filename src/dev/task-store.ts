import { hexId } from './ids.js';
import type { TaskFields } from './rules/task-rules.js';
import type { EmulatedTask, RunStatus, TaskState } from './types.js';

/** One run as it will unfold: its instants are fixed when it fires, its status is read against the clock. */
export interface StoredRun {
  readonly id: string;
  readonly taskId: string;
  /** The fire instant: the run exists, `scheduled`, from here. */
  readonly created: number;
  /** `executing` from here. */
  readonly startsAt: number;
  /** Its outcome from here. */
  readonly endsAt: number;
  readonly outcome: Extract<RunStatus, 'succeeded' | 'failed'>;
  readonly result: string;
}

/** A task as the emulator keeps it; handlers and the scheduler change it in place, callers get copies. */
export interface StoredTask {
  readonly id: string;
  readonly owner: string;
  readonly created: number;
  updated: number;
  fields: TaskFields;
  active: boolean;
  taskState: TaskState;
  lastStart: number | undefined;
  occurrences: number;
  failuresInARow: number;
  /** Oldest first. */
  readonly runs: StoredRun[];
  /** Bumped whenever what is queued for the task no longer holds (edit, pause, stop, delete). */
  generation: number;
  /** The fire queued for it, if any. */
  nextFire: number | undefined;
  /** Runs fired and not yet settled. */
  inFlight: number;
}

export function snapshot(t: StoredTask): EmulatedTask {
  return {
    id: t.id,
    owner: t.owner,
    created: t.created,
    updated: t.updated,
    active: t.active,
    taskState: t.taskState,
    ...(t.lastStart === undefined ? {} : { lastStart: t.lastStart }),
    occurrences: t.occurrences,
    failuresInARow: t.failuresInARow,
    ...t.fields,
  };
}

/**
 * Tasks by id and by owner (insertion order kept in both), so that listing one account's tasks among ten thousand
 * costs that account's tasks only.
 */
export class TaskStore {
  private readonly byId = new Map<string, StoredTask>();
  private readonly byOwner = new Map<string, Map<string, StoredTask>>();

  get size(): number {
    return this.byId.size;
  }

  add(owner: string, fields: TaskFields, now: number): StoredTask {
    const task: StoredTask = {
      id: hexId(),
      owner,
      created: now,
      updated: now,
      fields,
      active: true,
      taskState: 'active',
      lastStart: undefined,
      occurrences: 0,
      failuresInARow: 0,
      runs: [],
      generation: 0,
      nextFire: undefined,
      inFlight: 0,
    };
    this.byId.set(task.id, task);
    let mine = this.byOwner.get(owner);
    if (!mine) {
      mine = new Map();
      this.byOwner.set(owner, mine);
    }
    mine.set(task.id, task);
    return task;
  }

  get(id: string): StoredTask | undefined {
    return this.byId.get(id);
  }

  /** The owner's task with that id; another owner's task is as unknown as a made-up id. */
  owned(owner: string, id: string): StoredTask | undefined {
    return this.byOwner.get(owner)?.get(id);
  }

  of(owner: string): Iterable<StoredTask> {
    return this.byOwner.get(owner)?.values() ?? [];
  }

  all(): Iterable<StoredTask> {
    return this.byId.values();
  }

  delete(task: StoredTask): void {
    this.byId.delete(task.id);
    this.byOwner.get(task.owner)?.delete(task.id);
    task.generation++;
    task.nextFire = undefined;
  }
}
