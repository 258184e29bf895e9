import type { TaskDeskOptions, TaskPortal } from '../../operations/tasks/desk.js';
import type { CronSchedule, TaskRecord, TaskRun } from '../../portal/operations.js';
import type { TokenSource } from '../../portal/tokens/source.js';
import { compileSchedule } from '../../requests/draft.js';
import { nextRuns } from '../../schedule/engine.js';
import type { Person, RequestRecord } from '../../store/types.js';

/**
 * What the task desk reads, written down for the gallery: some portal accounts' tasks with their runs, and the
 * requests the bot stored for the tasks it created (the schedule compiled from the person's phrase by the same
 * function the workflow uses). Only reads: the gallery changes nothing.
 */
export class TaskBook {
  readonly #tasks = new Map<string, TaskRecord[]>();
  readonly #runs = new Map<string, TaskRun[]>();
  readonly #requests: RequestRecord[] = [];
  readonly #now: number;
  readonly #nextId: () => string;
  #runCount = 0;

  constructor(o: { now: number; taskId: () => string }) {
    this.#now = o.now;
    this.#nextId = o.taskId;
  }

  /** A task made on the portal (its own "Manage tasks" window): no phrase is known, only its UTC fields. */
  onPortal(account: string, task: Omit<TaskRecord, 'id' | 'cron'> & { cron: string }, runs: readonly Run[] = []) {
    const { cron, ...rest } = task;
    return this.#add(account, { ...rest, id: this.#nextId(), cron: fields(cron) }, runs);
  }

  /**
   * A task created through the bot by `person` `daysAgo` days ago, with the request the workflow stored (the phrase
   * compiled then, in `zone`: fields fixed in UTC at that season's offset).
   */
  throughBot(
    person: Person,
    account: string,
    ask: { phrase: string; zone: string; daysAgo: number; item: { title: string; type: string } },
    task: Omit<TaskRecord, 'id' | 'cron'>,
    runs: readonly Run[] = [],
  ): TaskRecord {
    const asked = this.#now - ask.daysAgo * 86_400_000;
    const compiled = compileSchedule({ phrase: ask.phrase, zone: ask.zone }, asked);
    const cron = compiled.fields[0];
    if (!cron) throw new Error(`preview: "${ask.phrase}" compiled to no task`);
    const id = this.#nextId();
    this.#requests.push({
      id: `7e1f0c3a-5b2d-4e8f-9a6c-${id.slice(0, 12)}`,
      kind: 'task',
      team: person.team,
      user: person.user,
      portalUser: account,
      // what the workflow sent: the desk says the asked words only while the task still has these fields
      payload: { tasks: [{ type: task.type, title: task.title, itemId: task.itemId, ...cron }] },
      schedule: { ...compiled.summary, nextRuns: [] },
      item: { id: task.itemId ?? '', title: ask.item.title, type: ask.item.type },
      input: undefined,
      state: 'created',
      idempotencyKey: id,
      results: [{ index: 0, state: 'created', id }],
      error: null,
      createdAt: asked,
      updatedAt: asked,
      expiresAt: asked + 15 * 60_000,
      claimedBy: null,
      claimedAt: null,
      leaseUntil: null,
      version: 3,
    });
    return this.#add(account, { ...task, id, cron }, runs);
  }

  #add(account: string, task: TaskRecord, runs: readonly Run[]): TaskRecord {
    // Runs at the times its fields fired, newest first, so that every time shown agrees with its schedule.
    const fired = nextRuns([task.cron], this.#now - 35 * 86_400_000, 1_000).filter((t) => t < this.#now);
    const times = fired.slice(-runs.length).reverse();
    const lastStart = times[0];
    const t: TaskRecord = lastStart === undefined ? task : { ...task, lastStart };
    this.#tasks.set(account, [...(this.#tasks.get(account) ?? []), t]);
    const made = runs.map(([status, result], i) => ({
      id: hexOf(`run ${++this.#runCount}`),
      taskId: task.id,
      status,
      ...(result !== undefined ? { result } : {}),
      created: times[i] ?? this.#now,
      updated: (times[i] ?? this.#now) + 47_000,
    }));
    this.#runs.set(
      task.id,
      made.sort((a, b) => b.created - a.created),
    );
    return t;
  }

  /** The portal's reads, as the desk calls them. */
  portal(): TaskPortal {
    const find = (id: string) => {
      for (const list of this.#tasks.values()) for (const t of list) if (t.id === id) return t;
      throw new Error(`preview: no task ${id}`);
    };
    const refuse = async () => {
      throw new Error('preview: the gallery changes no task');
    };
    return {
      allTasks: async (_t: TokenSource, user: string) => [...(this.#tasks.get(user) ?? [])],
      getTask: async (_t: TokenSource, _u: string, id: string) => find(id),
      taskRuns: async (_t: TokenSource, _u: string, id: string) => [...(this.#runs.get(id) ?? [])],
      disableTask: refuse,
      enableTask: refuse,
      deleteTask: refuse,
    } as unknown as TaskPortal;
  }

  /** The store's reads of requests, as the desk calls them. */
  store(): TaskDeskOptions['store'] {
    const requests = this.#requests;
    return {
      requests: {
        listFor: async (p: Person) => requests.filter((r) => r.team === p.team && r.user === p.user),
        owners: async (_kind: string, ids: readonly string[]) =>
          new Map(
            requests.flatMap((r) =>
              r.results.flatMap((x) =>
                x.id && ids.includes(x.id) ? [[x.id, { requestId: r.id, part: x.index }]] : [],
              ),
            ) as [string, { requestId: string; part: number }][],
          ),
        get: async (id: string) => requests.find((r) => r.id === id),
      },
    } as unknown as TaskDeskOptions['store'];
  }
}

/** A run, newest first (at the times the task's fields fired): how it ended, the portal's words or link about it. */
export type Run = readonly [status: TaskRun['status'], result?: string];

/** "30 16 ? * 2" → the portal's five UTC fields. */
function fields(text: string): CronSchedule {
  const [minute = '0', hour = '0', dayOfMonth = '?', month = '*', dayOfWeek = '*'] = text.split(' ');
  return { minute, hour, dayOfMonth, month, dayOfWeek };
}

/** 32 hex characters from a seed, the same every run: ids that look like the portal's. */
export function hexOf(seed: string): string {
  let h = 0x811c9dc5;
  let out = '';
  while (out.length < 32) {
    for (const c of `${seed}/${out.length}`) h = Math.imul(h ^ (c.codePointAt(0) ?? 0), 0x01000193) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out.slice(0, 32);
}
