import { isPortalOpsError } from '../../errors.js';
import type { Logger } from '../../log.js';
import { periodFields } from '../../portal/period-fields.js';
import type { TaskInput } from '../../portal/schema/task.js';
import type {
  FollowEvent,
  FollowedPeriod,
  FollowedSchedule,
  FollowPeriodTask,
  FollowSent,
  Store,
} from '../../store/types.js';
import { every } from '../every.js';
import { chainAhead } from './plan.js';
import type { FollowAccounts, FollowActing, FollowNotifier, FollowPortal } from './ports.js';
import { periodFailingWords } from './words.js';

export const FOLLOW_LEASE = 'dst-follower';
const MIN = 60_000;
const HOUR = 60 * MIN;
/** How far apart the portal's clock and ours may be when a lost create is looked for in its window. */
export const FOLLOW_CLOCK_SKEW_MS = 2 * MIN;

export interface FollowerOptions {
  readonly store: Pick<Store, 'follow' | 'watch' | 'taskEvents'>;
  readonly portal: FollowPortal;
  readonly accounts: FollowAccounts;
  readonly notifier: FollowNotifier;
  /** This instance's name in the lease and in each period's claim. */
  readonly holder: string;
  readonly intervalMs: number;
  readonly log: Logger;
  readonly now?: () => number;
  /** The follower's lease (default two intervals and 30 s: a crashed holder is replaced within that). */
  readonly leaseMs?: number;
  /** The lease's name (default `dst-follower`). */
  readonly leaseName?: string;
  /** A period's claim: how long its creator is trusted to be alive without a word (default 5 min). */
  readonly claimMs?: number;
  /** A period still not created this close to its first instant is told to the owner and the channel (24 h). */
  readonly marginMs?: number;
  /** The wait before the attempt after `attempts` failed ones (default 5 min doubling, at most 2 h). */
  readonly backoffMs?: (attempts: number) => number;
}

export interface FollowTick {
  /** Whether this instance held the lease (nothing else is done without it). */
  readonly leader: boolean;
  readonly schedules: number;
  readonly planned: number;
  /** createTask requests sent. */
  readonly sent: number;
  readonly created: number;
  /** Lost creates settled by reading back. */
  readonly settled: number;
  readonly failed: number;
  readonly told: number;
}

export const defaultFollowBackoff = (attempts: number): number =>
  Math.min(5 * MIN * 2 ** Math.max(0, attempts - 1), 2 * HOUR);

/** An error of the follower's own, with a stable code like the portal's. */
class FollowError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** A stable code for the store and the logs (never the service's words, which may name things). */
function codeOf(e: unknown): string {
  if (e instanceof FollowError) return e.code;
  if (isPortalOpsError(e)) return e.code;
  return e instanceof Error ? e.name : 'unknown';
}

/** The createTask input for one task of a period: the schedule's task details with the period's fields and dates. */
export function taskInputOf(s: FollowedSchedule, t: FollowPeriodTask): TaskInput {
  const d = s.intent.task;
  return {
    type: d.type,
    ...(d.itemId === undefined ? {} : { itemId: d.itemId }),
    ...(d.title === undefined ? {} : { title: d.title }),
    ...(d.parameters === undefined ? {} : { parameters: d.parameters }),
    ...periodFields(t),
  } as TaskInput;
}

/**
 * Keeps each followed schedule's chain of tasks created one period ahead: under the lease, plans the periods whose
 * first instant is within the schedule's lead (insert if absent: one row per period whatever the number of
 * instances), claims each (one conditional update), creates its tasks and records their ids. A create whose answer
 * was lost is looked for on the portal before anything is sent again.
 */
export class Follower {
  readonly #o: FollowerOptions;
  readonly #now: () => number;
  readonly #leaseMs: number;
  readonly #lease: string;
  readonly #claimMs: number;
  readonly #marginMs: number;
  readonly #backoff: (attempts: number) => number;
  #loop: { cancel(): void } | undefined;
  #holding = false;
  #running: Promise<FollowTick> | undefined;

  constructor(o: FollowerOptions) {
    this.#o = o;
    this.#now = o.now ?? Date.now;
    this.#leaseMs = o.leaseMs ?? 2 * o.intervalMs + 30_000;
    this.#lease = o.leaseName ?? FOLLOW_LEASE;
    this.#claimMs = o.claimMs ?? 5 * MIN;
    this.#marginMs = o.marginMs ?? 24 * HOUR;
    this.#backoff = o.backoffMs ?? defaultFollowBackoff;
  }

  /** Looks every interval, the first an interval after the start; one look at a time. */
  start(): void {
    this.#loop?.cancel();
    this.#loop = every(this.#o.intervalMs, () => this.tick());
  }

  /** Stops, waits for a look in progress, and lets go of the lease so another instance need not wait it out. */
  async stop(): Promise<void> {
    this.#loop?.cancel();
    this.#loop = undefined;
    await this.#running?.catch(() => undefined);
    if (this.#holding) {
      await this.#o.store.watch.releaseLease(this.#lease, this.#o.holder).catch(() => undefined);
      this.#holding = false;
    }
  }

  /** One look at every active followed schedule (what the timer runs; tests call it directly). */
  tick(): Promise<FollowTick> {
    this.#running ??= this.#tick()
      .catch((e: unknown): FollowTick => {
        this.#o.log.warn({ err: codeOf(e) }, 'follower: the look failed; next interval');
        return { leader: this.#holding, schedules: 0, planned: 0, sent: 0, created: 0, settled: 0, failed: 1, told: 0 };
      })
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }

  async #tick(): Promise<FollowTick> {
    const o = this.#o;
    const now = this.#now();
    this.#holding = await o.store.watch.takeLease(this.#lease, o.holder, now + this.#leaseMs, now);
    const t = { leader: this.#holding, schedules: 0, planned: 0, sent: 0, created: 0, settled: 0, failed: 0, told: 0 };
    if (!this.#holding) return t;
    for (const s of await o.store.follow.schedules('active')) {
      t.schedules++;
      try {
        await this.#follow(s, t);
      } catch (e) {
        t.failed++;
        o.log.warn({ err: codeOf(e), schedule: s.id }, 'follower: a schedule could not be looked at; next interval');
      }
      const at = this.#now();
      this.#holding = await o.store.watch.takeLease(this.#lease, o.holder, at + this.#leaseMs, at);
      if (!this.#holding) break;
    }
    return t;
  }

  async #event(e: Omit<FollowEvent, 'at' | 'actor'>): Promise<void> {
    await this.#o.store.follow.record({ ...e, at: this.#now(), actor: 'system' });
  }

  async #follow(s: FollowedSchedule, t: { planned: number; failed: number; told: number } & Counts): Promise<void> {
    const f = this.#o.store.follow;
    const now = this.#now();
    const reach = now + s.leadMs;
    let stored = await f.periods(s.id);
    const last = stored[stored.length - 1];
    if (last === undefined || last.from <= reach) {
      const ahead = chainAhead(s, stored);
      if (!ahead.ok) {
        if (stored.length === 0) {
          await f.setState(s.id, 'failed', now);
          await this.#event({
            scheduleId: s.id,
            periodFrom: null,
            type: 'follow-unfollowable',
            outcome: 'failed',
            detail: { reason: ahead.reason },
          });
        }
        return;
      }
      for (const p of ahead.periods) {
        if (p.from > reach) break;
        if (await f.plan({ scheduleId: s.id, ...p }, now)) {
          t.planned++;
          await this.#event({
            scheduleId: s.id,
            periodFrom: p.from,
            type: 'follow-planned',
            outcome: 'done',
            detail: { until: p.until, runs: p.runs, tasks: p.tasks.length },
          });
        }
      }
      stored = await f.periods(s.id);
    }
    for (const p of stored) {
      if (p.state === 'created' || p.from > reach) continue;
      if (p.state === 'failed') {
        await this.#tell(s, p, t);
        continue;
      }
      if (p.until !== null && p.until <= now) {
        // Its whole stretch has passed: a task for it could not be created any more (its end is in the past). When
        // the schedule was resumed after it ended, it was paused then and nothing was to run: skipped, nobody told.
        const paused = s.updatedAt >= p.until;
        if (await f.fail(s.id, p.from, paused ? 'follow.paused-through' : 'follow.period-passed', now)) {
          await this.#event({
            scheduleId: s.id,
            periodFrom: p.from,
            type: paused ? 'follow-skipped' : 'follow-missed',
            outcome: paused ? 'done' : 'failed',
            detail: { until: p.until },
          });
        }
        if (paused) await f.markTold(s.id, p.from, now);
        const after = await f.period(s.id, p.from);
        if (after) await this.#tell(s, after, t);
        continue;
      }
      await this.#create(s, p, t);
      const after = await f.period(s.id, p.from);
      if (
        after &&
        after.state !== 'created' &&
        after.lastError !== null &&
        after.from - this.#now() <= this.#marginMs
      ) {
        await this.#tell(s, after, t);
      }
    }
  }

  /** Tells the owner and the channel, once per period (the first to mark it tells). */
  async #tell(s: FollowedSchedule, p: FollowedPeriod, t: { told: number }): Promise<void> {
    if (p.toldAt !== null) return;
    const now = this.#now();
    if (!(await this.#o.store.follow.markTold(s.id, p.from, now))) return;
    t.told++;
    const words = periodFailingWords(s, p, now);
    try {
      await this.#o.notifier.periodFailing(s, p, words);
      await this.#event({
        scheduleId: s.id,
        periodFrom: p.from,
        type: 'follow-told',
        outcome: 'done',
        detail: { code: p.lastError },
      });
    } catch (e) {
      // At most once, as the run watcher's alerts: a repeated warning teaches people to ignore the channel.
      await this.#event({
        scheduleId: s.id,
        periodFrom: p.from,
        type: 'follow-told',
        outcome: 'failed',
        detail: { code: codeOf(e) },
      });
    }
  }

  async #create(s: FollowedSchedule, p: FollowedPeriod, t: Counts & { failed: number }): Promise<void> {
    const o = this.#o;
    const f = o.store.follow;
    const holder = o.holder;
    const claimed = await f.claim(s.id, p.from, holder, this.#now() + this.#claimMs, this.#now());
    if (claimed === undefined) return;
    await this.#event({
      scheduleId: s.id,
      periodFrom: p.from,
      type: 'follow-claimed',
      outcome: 'done',
      detail: { holder, attempt: claimed.attempts },
    });
    const created: FollowSent[] = claimed.tasks.map((_, k) => claimed.created[k] ?? { sentAt: null, id: null });
    const keep = () => f.progress(s.id, p.from, holder, created, this.#now() + this.#claimMs, this.#now());
    try {
      const acting = await o.accounts.actingFor(s);
      if (acting === undefined) throw new FollowError('follow.no-account');
      for (const [k, task] of claimed.tasks.entries()) {
        const done = created[k];
        if (done?.id) continue;
        const input = taskInputOf(s, task);
        if (done?.sentAt != null) {
          const id = await this.#lookFor(s, acting, input, done.sentAt);
          t.settled++;
          await this.#event({
            scheduleId: s.id,
            periodFrom: p.from,
            type: 'follow-settled',
            outcome: 'done',
            detail: { task: k, sentAt: done.sentAt, found: id ?? null },
          });
          if (id !== undefined) {
            created[k] = { sentAt: done.sentAt, id };
            if (!(await keep())) return;
            await this.#taskCreated(s, p, id, 'settled');
            continue;
          }
        }
        // Written before the POST: whoever holds the period next knows it may exist and looks before sending.
        created[k] = { sentAt: this.#now(), id: null };
        if (!(await keep())) return;
        t.sent++;
        const { taskId } = await o.portal.createTask(acting.tokens, acting.portalUser, input);
        created[k] = { sentAt: created[k]?.sentAt ?? null, id: taskId };
        if (!(await keep())) return;
        await this.#taskCreated(s, p, taskId, 'sent');
      }
      if (!(await f.finish(s.id, p.from, holder, created, this.#now()))) return;
      t.created++;
      await this.#event({
        scheduleId: s.id,
        periodFrom: p.from,
        type: 'follow-created',
        outcome: 'done',
        detail: { taskIds: created.map((c) => c.id), until: p.until },
      });
      await this.#afterCreate(s, acting, created);
    } catch (e) {
      const code = codeOf(e);
      const next = this.#now() + this.#backoff(claimed.attempts);
      t.failed++;
      await f.release(s.id, p.from, holder, { error: code, nextAttemptAt: next }, this.#now());
      await this.#event({
        scheduleId: s.id,
        periodFrom: p.from,
        type: 'follow-failed',
        outcome: 'failed',
        detail: { code, attempt: claimed.attempts, nextAttemptAt: next },
      });
      o.log.info({ err: code, schedule: s.id, period: p.from }, 'follower: a period was not created; retrying later');
    }
  }

  /**
   * A create sent earlier whose answer never came (this instance's, or one that died): the portal's list, in the
   * window it can have been created in, says whether it exists. Exactly one match nobody else owns is it; none is
   * "not created" (safe to send); anything else is for a person, never guessed.
   */
  async #lookFor(
    s: FollowedSchedule,
    acting: FollowActing,
    input: TaskInput,
    sentAt: number,
  ): Promise<string | undefined> {
    const window = { from: sentAt - FOLLOW_CLOCK_SKEW_MS, until: this.#now() + FOLLOW_CLOCK_SKEW_MS };
    const m = await this.#o.portal.findTasks(acting.tokens, acting.portalUser, input, { window });
    const ours = new Set(
      (await this.#o.store.follow.periods(s.id)).flatMap((q) => q.created.map((c) => c.id)).filter((id) => id !== null),
    );
    const exact = m.exact.filter((x) => !ours.has(x.id));
    const possible = m.possible.filter((x) => !ours.has(x.id));
    const [only] = exact;
    if (exact.length === 1 && possible.length === 0 && only) return only.id;
    if (exact.length === 0 && possible.length === 0) return undefined;
    throw new FollowError('follow.undecided');
  }

  async #taskCreated(s: FollowedSchedule, p: FollowedPeriod, taskId: string, how: 'sent' | 'settled'): Promise<void> {
    await this.#o.store.taskEvents.record({
      taskId,
      at: this.#now(),
      actor: 'system',
      type: 'follow-created',
      outcome: 'done',
      detail: { schedule: s.id, periodFrom: p.from, until: p.until, how },
    });
  }

  /** A chain paused or deleted while its period was being created: the new tasks follow the chain's state. */
  async #afterCreate(s: FollowedSchedule, acting: FollowActing, created: readonly FollowSent[]): Promise<void> {
    const now = await this.#o.store.follow.schedule(s.id);
    if (now === undefined || now.state === 'active' || now.state === 'failed') return;
    for (const c of created) {
      if (c.id === null) continue;
      if (now.state === 'paused') await this.#o.portal.disableTask(acting.tokens, acting.portalUser, c.id);
      else await this.#o.portal.deleteTask(acting.tokens, acting.portalUser, c.id);
    }
  }
}

interface Counts {
  sent: number;
  created: number;
  settled: number;
}
