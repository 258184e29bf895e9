import { isPortalOpsError, PortalOpsError } from '../../errors.js';
import type { Logger } from '../../log.js';
import type { PortalClient } from '../../portal/client.js';
import type { TaskRecord, TaskRun } from '../../portal/operations.js';
import type { Acting, IdentityPort, ScheduleSummary } from '../../requests/types.js';
import { type CronFields, nextRuns } from '../../schedule/engine.js';
import type { Person, RequestItem, RequestRecord, Store } from '../../store/types.js';
import { deleteChain, pauseChain, resumeChain } from '../follow/chain.js';
import { type ChainOfTask, chainsByTask, oneTaskPerChain } from './chains.js';
import { ATTENTION, healthOf, type TaskHealth } from './status.js';
import { type ChangeRules, isAdmin, mayChange } from './who.js';

/** The portal calls the desk makes: reads, and the changes a person asks for. */
export type TaskPortal = Pick<
  PortalClient,
  'allTasks' | 'getTask' | 'taskRuns' | 'disableTask' | 'enableTask' | 'deleteTask'
>;

/** Where a task came from, when the bot created it: the request, whose it is, and the schedule as it was asked. */
export interface TaskOrigin {
  readonly requestId: string;
  /** Which of the request's tasks (a schedule may need several). */
  readonly part: number;
  readonly parts: number;
  readonly owner: Person;
  /**
   * The schedule as it was asked (the creating request, or the newest change through the bot that the viewer made);
   * null when the task's fields are no longer those it was asked as (changed on the portal since): its words would
   * be false, so the fields are read instead.
   */
  readonly schedule: ScheduleSummary | null;
  /** The fields that `schedule` was sent as. */
  readonly fields: CronFields | null;
  readonly item: RequestItem | null;
}

/** One task as a list shows it. */
export interface TaskEntry {
  readonly task: TaskRecord;
  readonly health: TaskHealth;
  /** Epoch ms of the next run by its UTC fields (null: paused, stopped, completed, or none left). */
  readonly nextRun: number | null;
  readonly origin?: TaskOrigin;
  /** Whether the viewer may pause, resume, edit and delete it. */
  readonly mayChange: boolean;
  /**
   * Present when the task is one stretch of a schedule that follows daylight saving: the list shows the chain as
   * this one entry, its next run the chain's, and pause, resume and delete act on every task of it.
   */
  readonly chain?: ChainOfTask;
}

export interface TaskSection {
  readonly entries: readonly TaskEntry[];
  /** How many tasks the section holds in all (the page shows `entries`). */
  readonly total: number;
  /** 0-based index of the page's first task; the next page starts at `start + entries.length` when `more`. */
  readonly start: number;
  readonly more: boolean;
}

export interface TaskListing {
  /** The portal account the tasks are under. */
  readonly portalUser: string;
  readonly mine: TaskSection;
  /** The team's other tasks, for admins with a service account; null for everyone else. */
  readonly team: TaskSection | null;
  /** The words the list was narrowed by (`/portal tasks failing`), kept for its next page. */
  readonly filter?: string;
}

export type TaskChange = 'pause' | 'resume' | 'delete';

export interface TaskDeskOptions {
  readonly portal: TaskPortal;
  readonly identity: IdentityPort;
  readonly store: Pick<Store, 'requests'> & {
    readonly watch?: Pick<Store['watch'], 'tasks'>;
    /** The audit trail: every change asked for, done, refused or failed. */
    readonly taskEvents?: Pick<Store['taskEvents'], 'record'>;
    /** Schedules that follow daylight saving: their tasks are listed and changed as one. */
    readonly follow?: Store['follow'];
  };
  readonly rules: ChangeRules;
  readonly now: () => number;
  readonly log?: Logger;
  /** Tasks per section per page (the Home tab holds at most 100 blocks). */
  readonly pageSize?: number;
  /** How long one read of an account's task list serves every look (default 30 s; 0: every look reads). */
  readonly listTtlMs?: number;
}

/** How many of a person's requests are looked at to find the tasks they created through the bot. */
const REQUESTS_LOOKED_AT = 1_000;
/** One read of an account's task list serves the looks within this (Home tabs opened at once, "More tasks"). */
const LIST_TTL_MS = 30_000;
/** Filter words beyond this are not read (a button carries them to the next page). */
export const FILTER_MAX = 200;
/** Runs are read for the tasks on the page only, this many at a time. */
const RUNS_AT_ONCE = 4;

/**
 * The tasks as people see and change them: the list (the person's own first, the team's for admins), each with its
 * state, next run and where it came from, and the changes (pause, resume, delete) checked against who may. Reads
 * cost one paged list per look, and runs only for the tasks on the page shown.
 */
export class TaskDesk {
  readonly #o: TaskDeskOptions;
  readonly #size: number;

  /** The account's task list, shared by the looks within `listTtlMs` (one read however many open the Home tab). */
  readonly #lists = new Map<string, { at: number; value: Promise<TaskRecord[]> }>();
  #chainsRead: { at: number; value: ReturnType<typeof chainsByTask> } | undefined;

  constructor(options: TaskDeskOptions) {
    this.#o = options;
    this.#size = options.pageSize ?? 10;
  }

  get rules(): ChangeRules {
    return this.#o.rules;
  }

  /** The viewer's tasks (and the team's, for admins), a page of each from `start` (0-based), `filter` words applied. */
  async list(
    viewer: Person,
    options: { start?: number; teamStart?: number; filter?: string; size?: number; fresh?: boolean } = {},
  ): Promise<TaskListing> {
    const size = Math.max(1, Math.min(options.size ?? this.#size, this.#size));
    const acting = await this.#acting(viewer);
    const read = await this.#allTasks(acting, options.fresh === true);
    const now = this.#o.now();
    const chains = await this.#chains();
    const { tasks: all, chainOf } = oneTaskPerChain(read, chains, now);
    const origins = await this.#originsFor(viewer);
    // A chain's later stretches were created by the follower, not a request: they are the request's all the same.
    for (const [taskId, chain] of chainOf) {
      const first = chain.taskIds.map((id) => origins.get(id)).find((o) => o !== undefined);
      if (first && !origins.has(taskId)) origins.set(taskId, first);
    }
    const byId = new Map(read.map((t) => [t.id, t]));
    const chainNext = (task: TaskRecord): number | null => {
      const chain = chainOf.get(task.id);
      if (!chain) return nextRunOf(task, now);
      const next = chain.taskIds.flatMap((id) => {
        const t = byId.get(id);
        const n = t ? nextRunOf(t, now) : null;
        return n === null ? [] : [n];
      });
      return next.length > 0 ? Math.min(...next) : null;
    };
    const perPerson = this.#o.rules.mode === 'per-person';
    const mine = all.filter((t) => perPerson || origins.has(t.id));
    const admin = !perPerson && isAdmin(this.#o.rules, viewer);
    const others = admin ? all.filter((t) => !origins.has(t.id)) : null;
    const streaks = await this.#streaks(viewer);
    const match = filterOf(options.filter?.slice(0, FILTER_MAX));
    const section = async (tasks: readonly TaskRecord[], start: number, known: Map<string, TaskOrigin>) => {
      const sorted = tasks
        .map((task) => ({
          task,
          health: healthOf(task, undefined, streaks.get(task.id) ?? 0),
          next: chainNext(task),
        }))
        .filter((x) => match(x.task, x.health, known.get(x.task.id)))
        .sort(byAttention);
      const from = Math.max(0, Math.min(start, Math.max(0, sorted.length - 1)));
      const page = sorted.slice(from, from + size);
      const owners = await this.#originsOf(
        page.map((x) => x.task.id).filter((id) => !known.has(id)),
        known,
      );
      const entries = (await this.#withRuns(acting, page, owners, viewer)).map((e) => {
        const chain = chainOf.get(e.task.id);
        const origin = owners.get(e.task.id);
        // a chain's asked words hold for every stretch, whose fields differ from the first's: kept as asked
        return chain ? { ...e, chain, nextRun: chainNext(e.task), ...(origin ? { origin } : {}) } : e;
      });
      return {
        entries: entries.sort(byAttention),
        total: sorted.length,
        start: from,
        more: from + page.length < sorted.length,
      };
    };
    const filter = options.filter?.trim().slice(0, FILTER_MAX);
    return {
      portalUser: acting.portalUser,
      mine: await section(mine, options.start ?? 0, origins),
      team: others ? await section(others, options.teamStart ?? 0, origins) : null,
      ...(filter ? { filter } : {}),
    };
  }

  /**
   * One task with its runs (newest first), for its history. Per person the portal decides (their own account reaches
   * only their tasks); with one service account, the runs of a task are for whoever may change it (its creator and
   * the admins): a task id is printed in alerts, and a forged button must not read another's results.
   */
  async history(viewer: Person, taskId: string): Promise<{ entry: TaskEntry; runs: TaskRun[] }> {
    const acting = await this.#acting(viewer);
    const task = await this.#o.portal.getTask(acting.tokens, acting.portalUser, taskId);
    const chain = (await this.#chains()).get(taskId)?.chain;
    const origin = await this.#originOf(taskId, chain);
    const seen = this.#entry(task, undefined, origin, viewer);
    if (!seen.mayChange) throw new PortalOpsError('policy.not-allowed', { reason: 'task-history' });
    const runs = await this.#o.portal.taskRuns(acting.tokens, acting.portalUser, taskId);
    if (!chain) return { entry: this.#entry(task, runs, origin, viewer), runs };
    // A followed schedule's history is all its stretches' runs, newest first.
    const all = [...runs];
    for (const id of chain.taskIds) {
      if (id === taskId) continue;
      all.push(...(await this.#o.portal.taskRuns(acting.tokens, acting.portalUser, id).catch(() => [])));
    }
    all.sort((a, b) => b.created - a.created);
    return { entry: { ...this.#entry(task, all, origin, viewer), chain, ...(origin ? { origin } : {}) }, runs: all };
  }

  /** The task as it is now, for a confirmation (and who may change it). */
  async get(viewer: Person, taskId: string): Promise<TaskEntry> {
    const acting = await this.#acting(viewer);
    const task = await this.#o.portal.getTask(acting.tokens, acting.portalUser, taskId);
    const chain = (await this.#chains()).get(taskId)?.chain;
    const origin = await this.#originOf(taskId, chain);
    const entry = this.#entry(task, undefined, origin, viewer);
    if (!chain) return entry;
    // a followed schedule runs next where any of its stretches does (the one asked for may have ended)
    const now = this.#o.now();
    const others = (await this.#allTasks(acting, false)).filter(
      (t) => t.id !== task.id && chain.taskIds.includes(t.id),
    );
    const next = [task, ...others].flatMap((t) => {
      const n = nextRunOf(t, now);
      return n === null ? [] : [n];
    });
    return { ...entry, chain, nextRun: next.length > 0 ? Math.min(...next) : null, ...(origin ? { origin } : {}) };
  }

  /** The request a task came from; for a later stretch of a followed schedule, the request that made the chain. */
  async #originOf(taskId: string, chain: ChainOfTask | undefined): Promise<TaskOrigin | undefined> {
    const ids = [taskId, ...(chain?.taskIds ?? [])];
    const origins = await this.#originsOf(ids, new Map());
    return origins.get(taskId) ?? ids.map((id) => origins.get(id)).find((o) => o !== undefined);
  }

  /** Every followed schedule's tasks (none without the follow store), read once per list TTL like the tasks. */
  #chains(): ReturnType<typeof chainsByTask> {
    const now = this.#o.now();
    const hit = this.#chainsRead;
    if (hit && now - hit.at < (this.#o.listTtlMs ?? LIST_TTL_MS)) return hit.value;
    const value = chainsByTask(this.#o.store.follow);
    this.#chainsRead = { at: now, value };
    value.catch(() => {
      if (this.#chainsRead?.value === value) this.#chainsRead = undefined;
    });
    return value;
  }

  /** The task, when the viewer may make `change` to it; else the refusal, on record. For a question asked first. */
  async changeable(viewer: Person, taskId: string, change: TaskChange): Promise<TaskEntry> {
    const entry = await this.get(viewer, taskId);
    if (!entry.mayChange) {
      await this.#audit(viewer, taskId, change, 'refused', { reason: 'not-owner' });
      throw new PortalOpsError('policy.not-allowed', { reason: `task-${change}` });
    }
    return entry;
  }

  /**
   * Pauses, resumes or deletes a task for the viewer, after checking that they may (a button can be forged, so the
   * check is made here, on arrival, not only when the button was drawn). Returns the task as it was before, and
   * whether it already was as asked (a second click on Pause: nothing is sent, nobody is told again).
   */
  async change(viewer: Person, taskId: string, change: TaskChange): Promise<{ entry: TaskEntry; already: boolean }> {
    const chain = (await this.#chains()).get(taskId)?.chain;
    if (chain) return this.#changeChain(viewer, taskId, change, chain);
    let before: TaskEntry | undefined;
    let already = false;
    try {
      const acting = await this.#acting(viewer);
      before = await this.changeable(viewer, taskId, change);
      already =
        (change === 'pause' && !before.task.active) ||
        (change === 'resume' && before.task.active && before.health.state !== 'completed');
      const { portal } = this.#o;
      if (already) {
        // as asked already: nothing to send
      } else if (change === 'pause') await portal.disableTask(acting.tokens, acting.portalUser, taskId);
      else if (change === 'resume') await portal.enableTask(acting.tokens, acting.portalUser, taskId);
      else await portal.deleteTask(acting.tokens, acting.portalUser, taskId);
    } catch (e) {
      if (!(isPortalOpsError(e) && e.code === 'policy.not-allowed')) {
        await this.#audit(viewer, taskId, change, 'failed', { code: isPortalOpsError(e) ? e.code : 'internal' });
      }
      throw e;
    }
    this.#lists.clear();
    await this.#audit(viewer, taskId, change, 'done', {
      title: before.task.title ?? null,
      ...(before.origin ? { requestId: before.origin.requestId } : {}),
      ...(already ? { already: true } : {}),
    });
    this.#o.log?.info(
      { actor: `${viewer.team}:${viewer.user}`, taskId, change, already, requestId: before.origin?.requestId },
      'task changed',
    );
    return { entry: before, already };
  }

  /**
   * Deletes a followed schedule that a change of it took the place of (the request workflow asked who may, at the
   * draft and the confirm): every task of its chain, as the person who changed it, then the chain stopped.
   */
  async retire(viewer: Person, scheduleId: string): Promise<{ failed: number }> {
    const follow = this.#o.store.follow;
    if (!follow) throw new Error('a chain without its store');
    const outcome = await deleteChain(this.#chainDeps(follow, await this.#acting(viewer)), scheduleId, viewer);
    this.#forgetLists();
    this.#o.log?.info({ actor: `${viewer.team}:${viewer.user}`, schedule: scheduleId }, 'followed schedule replaced');
    return { failed: outcome.failed.length };
  }

  #chainDeps(follow: NonNullable<TaskDeskOptions['store']['follow']>, acting: Acting) {
    return {
      store: { follow, taskEvents: this.#o.store.taskEvents ?? { record: async () => undefined } },
      portal: this.#o.portal,
      accounts: { actingFor: async () => acting },
      now: this.#o.now,
    };
  }

  /** Lists and chains read before a change are not shown after it. */
  #forgetLists(): void {
    this.#lists.clear();
    this.#chainsRead = undefined;
  }

  /**
   * A followed schedule is changed whole: every task of its chain, and the follower told by the chain's state (a
   * paused or deleted chain gets no new stretch). Who may is checked as for one task; the chain's own trail records
   * each task's change.
   */
  async #changeChain(
    viewer: Person,
    taskId: string,
    change: TaskChange,
    chain: ChainOfTask,
  ): Promise<{ entry: TaskEntry; already: boolean }> {
    const follow = this.#o.store.follow;
    if (!follow) throw new Error('a chain without its store');
    const acting = await this.#acting(viewer);
    const before = await this.changeable(viewer, taskId, change);
    // as asked already only when the chain says so and so do its tasks (a partial change is finished by a retry)
    const now = this.#o.now();
    const tasks = (await this.#allTasks(acting, true)).filter((t) => chain.taskIds.includes(t.id));
    const running = tasks.filter((t) => t.endDate === undefined || t.endDate > now);
    const already =
      (change === 'pause' && chain.state === 'paused' && tasks.every((t) => !t.active)) ||
      (change === 'resume' && chain.state === 'active' && running.every((t) => t.active));
    if (!already) {
      const act = change === 'pause' ? pauseChain : change === 'resume' ? resumeChain : deleteChain;
      const outcome = await act(this.#chainDeps(follow, acting), chain.scheduleId, viewer);
      this.#forgetLists();
      if (outcome.failed.length > 0) {
        throw new PortalOpsError('follow.partial', { problems: [...new Set(outcome.failed.map((f) => f.code))] });
      }
    }
    this.#o.log?.info(
      { actor: `${viewer.team}:${viewer.user}`, taskId, change, already, schedule: chain.scheduleId },
      'followed schedule changed',
    );
    return { entry: before, already };
  }

  /** One line of the audit trail; a store that cannot write it is logged, and the change stands. */
  async #audit(
    viewer: Person,
    taskId: string,
    type: TaskChange,
    outcome: 'done' | 'refused' | 'failed',
    detail: Record<string, unknown>,
  ): Promise<void> {
    try {
      await this.#o.store.taskEvents?.record({
        taskId,
        at: this.#o.now(),
        actor: `${viewer.team}:${viewer.user}`,
        type,
        outcome,
        detail,
      });
    } catch (e) {
      this.#o.log?.warn({ taskId, type, outcome, err: String(e) }, 'the audit trail could not be written');
    }
  }

  /**
   * Every task of the account, read once for all the looks within the TTL (a Home tab opened by ten people is one
   * paged list, not ten); `fresh` after a change, which also forgets what was read. A task the pages list twice (it
   * was created while they were read, and they shifted) is kept once.
   */
  #allTasks(acting: Acting, fresh: boolean): Promise<TaskRecord[]> {
    const key = acting.portalUser;
    const now = this.#o.now();
    const hit = this.#lists.get(key);
    if (hit && !fresh && now - hit.at < (this.#o.listTtlMs ?? LIST_TTL_MS)) return hit.value;
    const value = this.#o.portal
      .allTasks(acting.tokens, acting.portalUser)
      .then((tasks) => [...new Map(tasks.map((t) => [t.id, t])).values()]);
    const entry = { at: now, value };
    this.#lists.set(key, entry);
    value.catch(() => {
      if (this.#lists.get(key) === entry) this.#lists.delete(key);
    });
    return value;
  }

  async #acting(viewer: Person): Promise<Acting> {
    if (viewer.team !== this.#o.rules.team) throw new PortalOpsError('policy.other-team', { reason: 'other-team' });
    const acting = await this.#o.identity.tokensFor(viewer);
    if (!acting) throw new PortalOpsError('identity.not-linked', {});
    return acting;
  }

  #entry(
    task: TaskRecord,
    runs: readonly TaskRun[] | undefined,
    origin: TaskOrigin | undefined,
    viewer: Person,
  ): TaskEntry {
    return {
      task,
      health: healthOf(task, runs),
      nextRun: nextRunOf(task, this.#o.now()),
      ...(origin ? { origin: statedNow(origin, task) } : {}),
      mayChange: mayChange(this.#o.rules, viewer, origin?.owner),
    };
  }

  /** The tasks the viewer created through the bot, by id. */
  async #originsFor(viewer: Person): Promise<Map<string, TaskOrigin>> {
    const out = new Map<string, TaskOrigin>();
    // oldest first, so that a later change's schedule stands over the one the task was created with
    const records = (await this.#o.store.requests.listFor(viewer, REQUESTS_LOOKED_AT)).reverse();
    for (const r of records) addOrigins(out, r);
    for (const r of records) addChange(out, r);
    return out;
  }

  /** Where each of these tasks came from (the requests that created them), beside those already `known`. */
  async #originsOf(ids: readonly string[], known: Map<string, TaskOrigin>): Promise<Map<string, TaskOrigin>> {
    const out = new Map(known);
    if (ids.length === 0) return out;
    const owners = await this.#o.store.requests.owners('task', ids);
    const requests = new Set([...owners.values()].map((o) => o.requestId));
    for (const id of requests) {
      const r = await this.#o.store.requests.get(id);
      if (r) addOrigins(out, r);
    }
    return out;
  }

  /** Failures in a row that the run watcher has counted, when it runs: failing tasks sort first without runs read. */
  async #streaks(viewer: Person): Promise<Map<string, number>> {
    const watch = this.#o.store.watch;
    if (!watch) return new Map();
    const key = this.#o.rules.mode === 'per-person' ? `${viewer.team}:${viewer.user}` : 'service';
    try {
      return new Map((await watch.tasks(key)).map((t) => [t.taskId, t.streak]));
    } catch {
      return new Map();
    }
  }

  async #withRuns(
    acting: Acting,
    page: readonly { task: TaskRecord; health: TaskHealth; next: number | null }[],
    origins: Map<string, TaskOrigin>,
    viewer: Person,
  ): Promise<TaskEntry[]> {
    const out: TaskEntry[] = new Array(page.length);
    let next = 0;
    const worker = async () => {
      while (next < page.length) {
        const i = next++;
        const x = page[i];
        if (!x) continue;
        let runs: TaskRun[] | undefined;
        try {
          runs = await this.#o.portal.taskRuns(acting.tokens, acting.portalUser, x.task.id);
        } catch (e) {
          // A task whose runs cannot be read is still listed, with what the listing says of it.
          this.#o.log?.debug({ taskId: x.task.id, err: String(e) }, 'runs not read');
        }
        out[i] = this.#entry(x.task, runs, origins.get(x.task.id), viewer);
      }
    };
    await Promise.all(Array.from({ length: Math.min(RUNS_AT_ONCE, page.length) }, worker));
    return out;
  }
}

function scheduleOf(r: RequestRecord): ScheduleSummary | null {
  return r.schedule && typeof r.schedule === 'object' ? (r.schedule as ScheduleSummary) : null;
}

/** The tasks a request sent, as its payload holds them (a record of another shape holds none). */
function sentTasks(r: RequestRecord): { tasks: readonly CronFields[]; replaces?: string } {
  const p = r.payload as { tasks?: unknown; replaces?: { taskId?: unknown } } | null;
  const tasks = p && Array.isArray(p.tasks) ? (p.tasks as CronFields[]) : [];
  const replaces = typeof p?.replaces?.taskId === 'string' ? p.replaces.taskId : undefined;
  return replaces === undefined ? { tasks } : { tasks, replaces };
}

function cronOf(t: CronFields | undefined): CronFields | null {
  return t
    ? { minute: t.minute, hour: t.hour, dayOfMonth: t.dayOfMonth, month: t.month, dayOfWeek: t.dayOfWeek }
    : null;
}

function addOrigins(out: Map<string, TaskOrigin>, r: RequestRecord): void {
  if (r.kind !== 'task') return;
  const { tasks, replaces } = sentTasks(r);
  if (replaces !== undefined) return;
  const parts = r.results.length;
  for (const res of r.results) {
    if (res.state !== 'created' || !res.id) continue;
    out.set(res.id, {
      requestId: r.id,
      part: res.index,
      parts,
      owner: { team: r.team, user: r.user },
      schedule: scheduleOf(r),
      fields: cronOf(tasks[res.index]),
      item: r.item,
    });
  }
}

/** A change made through the bot: the task's schedule is now as that change asked it. */
function addChange(out: Map<string, TaskOrigin>, r: RequestRecord): void {
  if (r.kind !== 'task' || r.state !== 'created') return;
  const { tasks, replaces } = sentTasks(r);
  const origin = replaces === undefined ? undefined : out.get(replaces);
  if (!origin || replaces === undefined) return;
  out.set(replaces, { ...origin, parts: 1, schedule: scheduleOf(r), fields: cronOf(tasks[0]) });
}

/** The origin with its schedule only while the task still has the fields it was asked as. */
function statedNow(origin: TaskOrigin, task: TaskRecord): TaskOrigin {
  const f = origin.fields;
  const same =
    f !== null &&
    f.minute === task.cron.minute &&
    f.hour === task.cron.hour &&
    f.dayOfMonth === task.cron.dayOfMonth &&
    f.month === task.cron.month &&
    f.dayOfWeek === task.cron.dayOfWeek;
  return same ? origin : { ...origin, schedule: null };
}

/** The next run by the task's UTC fields, from now, within its start and end; none for a task that does not run. */
export function nextRunOf(task: TaskRecord, now: number): number | null {
  if (!task.active) return null;
  const runs = nextRuns([task.cron], now, 1, {
    ...(task.startDate !== undefined ? { startDate: task.startDate } : {}),
    ...(task.endDate !== undefined ? { endDate: task.endDate } : {}),
  });
  return runs[0] ?? null;
}

function byAttention(
  a: { health: TaskHealth; task: TaskRecord; next?: number | null; nextRun?: number | null },
  b: { health: TaskHealth; task: TaskRecord; next?: number | null; nextRun?: number | null },
): number {
  const rank = ATTENTION.indexOf(a.health.state) - ATTENTION.indexOf(b.health.state);
  if (rank !== 0) return rank;
  const an = a.next ?? a.nextRun ?? Number.POSITIVE_INFINITY;
  const bn = b.next ?? b.nextRun ?? Number.POSITIVE_INFINITY;
  if (an !== bn) return an < bn ? -1 : 1;
  return a.task.id < b.task.id ? -1 : a.task.id > b.task.id ? 1 : 0;
}

/**
 * `/portal tasks failing`, `/portal tasks nightly notebook`: state words pick states, other words must all appear in
 * the task's title, type, item title or schedule words (case ignored).
 */
function filterOf(filter: string | undefined) {
  const words = (filter ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  const states = words.filter((w) => (ATTENTION as readonly string[]).includes(w));
  const rest = words.filter((w) => !(ATTENTION as readonly string[]).includes(w));
  return (task: TaskRecord, health: TaskHealth, origin: TaskOrigin | undefined): boolean => {
    if (states.length > 0 && !states.includes(health.state)) return false;
    if (rest.length === 0) return true;
    const text = [
      task.title,
      task.type,
      task.id,
      origin?.item?.title,
      origin?.schedule?.description,
      origin?.schedule?.phrase,
    ]
      .filter((x): x is string => typeof x === 'string')
      .join(' ')
      .toLowerCase();
    return rest.every((w) => text.includes(w));
  };
}
