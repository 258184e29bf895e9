import type { Logger } from '../../log.js';
import { itemPage } from '../../portal/links.js';
import type { Person, PostedMessage, WatchedAccountState, WatchedTask, WatchStore } from '../../store/types.js';
import { every } from '../every.js';
import { alertOf } from './alert-of.js';
import type { Alert, AlertTask } from './alerts.js';
import { backoffMs, errorCode, portalWide } from './backoff.js';
import { baseline, changed, decide, needsRuns, newcomer, settleWithinMs, type WatchEvent } from './decide.js';
import {
  type AlertTarget,
  type Announcer,
  NotPosted,
  type TaskOwners,
  type WatchedAccount,
  type WatchedAccounts,
  type WatchedRun,
  type WatchedTaskRecord,
  type WatchPortal,
} from './ports.js';

/** The lease went to another instance during a look: the look is abandoned, nothing more is written. */
class LeaseLost extends Error {
  constructor() {
    super('run watcher: the lease went to another instance during the look');
    this.name = 'LeaseLost';
  }
}

/** The lease's name in the store: one run watcher per deployment. */
export const WATCH_LEASE = 'run-watcher';
/** The service's largest page. */
const PAGE_SIZE = 100;
/** A guard against a portal whose paging never ends. */
const MAX_PAGES = 1_000;
/** Runs read at once for one account: a few, so a busy account does not become a burst at the portal. */
const RUN_READS_AT_ONCE = 4;

export interface RunWatcherOptions {
  readonly portal: WatchPortal;
  readonly accounts: WatchedAccounts;
  readonly owners: TaskOwners;
  readonly store: WatchStore;
  readonly announcer: Announcer;
  /** The team channel (NOTIFY_CHANNEL); without one, only owners are told. */
  readonly channel: string | undefined;
  /** This instance's name in the lease. */
  readonly holder: string;
  readonly intervalMs: number;
  /** How long the lease lasts unless renewed (default: two intervals and 30 s). */
  readonly leaseMs?: number;
  readonly now?: () => number;
  readonly log: Logger;
}

/** What one look did: for tests, the bench and the log. */
export interface TickReport {
  /** False when another instance holds the lease: nothing was asked of the portal. */
  readonly leader: boolean;
  readonly accounts: number;
  /** Requests made to the portal: list pages, and run lists read. */
  readonly pages: number;
  readonly runReads: number;
  /** Announcements made (claimed and posted). */
  readonly announced: number;
  /** Accounts left alone because of their backoff (or the portal's). */
  readonly backingOff: number;
  readonly errors: number;
}

/** How the watcher stands, for the log and `doctor`. */
export interface WatcherStatus {
  readonly holding: boolean;
  readonly lastTickAt: number | null;
  readonly lastOkAt: number | null;
  /** Until when the whole portal is left alone after portal-wide failures (429, unreachable). */
  readonly pausedUntil: number | null;
  readonly lastError: string | null;
}

interface Counters {
  pages: number;
  runReads: number;
  announced: number;
}

/**
 * Watches the runs of every watched account's tasks and tells people about failures, stops and recoveries.
 *
 * Cost: one paged list per account per interval; runs are read only for tasks whose `lastStart` moved (or whose
 * last run was still going), so the portal's load grows with what ran, not with what exists.
 *
 * Once per deployment: each look first takes (or renews) a lease in the store; an instance without it does nothing.
 * Once per run: an announcement is claimed by key in the store (insert if absent) and posted only by the claimant.
 * When Slack answers that nothing was posted (`NotPosted`: a refusal, an HTTP error, a rate limit), the claim is
 * given back and the task's memory kept as it was, so the run is decided and said again at the next look. A crash
 * between the claim and the post, or a post whose answer was lost (a timeout), loses that message rather than ever
 * repeating it (at most once; the claim stays without `posted_at`, and the next holder logs it).
 */
export class RunWatcher {
  readonly #o: RunWatcherOptions;
  readonly #now: () => number;
  readonly #leaseMs: number;
  /** How long a run still going is waited on before it is taken for stuck. */
  readonly #settleMs: number;
  #holding = false;
  /** When the lease was last taken or renewed (this instance's clock). */
  #renewedAt = 0;
  #lastTickAt: number | null = null;
  #lastOkAt: number | null = null;
  #pausedUntil: number | null = null;
  #portalFailures = 0;
  #lastError: string | null = null;
  #loop: { cancel(): void } | undefined;
  /**
   * What the store holds of each account's tasks, kept while this instance holds the lease without a break: only
   * the holder writes it, so reading it back each interval would only cost (10,000 rows a minute in the bench).
   * Dropped whenever the lease was not ours, since another holder may have written meanwhile.
   */
  readonly #memory = new Map<string, Map<string, WatchedTask>>();
  #running: Promise<TickReport> | undefined;

  constructor(options: RunWatcherOptions) {
    this.#o = options;
    this.#now = options.now ?? Date.now;
    this.#leaseMs = options.leaseMs ?? 2 * options.intervalMs + 30_000;
    this.#settleMs = settleWithinMs(options.intervalMs);
  }

  status(): WatcherStatus {
    return {
      holding: this.#holding,
      lastTickAt: this.#lastTickAt,
      lastOkAt: this.#lastOkAt,
      pausedUntil: this.#pausedUntil,
      lastError: this.#lastError,
    };
  }

  /**
   * Looks every interval, the first an interval after the start (a start asks nothing of the portal beyond what it
   * did before; the commands of the first minute have it to themselves); one look at a time.
   */
  start(): void {
    this.#loop?.cancel();
    this.#loop = every(this.#o.intervalMs, () => this.tick());
  }

  /** Stops looking, waits for a look in progress, and lets go of the lease so another instance need not wait. */
  async stop(): Promise<void> {
    this.#loop?.cancel();
    this.#loop = undefined;
    await this.#running?.catch(() => undefined);
    if (this.#holding) {
      await this.#o.store.releaseLease(WATCH_LEASE, this.#o.holder).catch(() => undefined);
      this.#holding = false;
    }
  }

  /** One look at every watched account (what the timer runs; tests and the bench call it directly). */
  tick(): Promise<TickReport> {
    this.#running ??= this.#tick()
      .catch((e: unknown): TickReport => {
        this.#lastError = errorCode(e);
        this.#o.log.warn({ err: errorCode(e) }, 'run watcher: the look failed; next interval');
        return { leader: this.#holding, accounts: 0, pages: 0, runReads: 0, announced: 0, backingOff: 0, errors: 1 };
      })
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }

  async #tick(): Promise<TickReport> {
    const o = this.#o;
    const now = this.#now();
    this.#lastTickAt = now;
    const was = this.#holding;
    this.#holding = await o.store.takeLease(WATCH_LEASE, o.holder, now + this.#leaseMs, now);
    this.#renewedAt = now;
    const report = {
      leader: this.#holding,
      accounts: 0,
      pages: 0,
      runReads: 0,
      announced: 0,
      backingOff: 0,
      errors: 0,
    };
    if (!this.#holding) {
      this.#memory.clear();
      if (was) o.log.info({ holder: o.holder }, 'run watcher: another instance holds the lease now');
      return report;
    }
    if (!was) {
      this.#memory.clear();
      await this.#tookOver(now);
    }
    const accounts = await o.accounts.list();
    report.accounts = accounts.length;
    const counters: Counters = { pages: 0, runReads: 0, announced: 0 };
    let failed = false;
    for (const account of accounts) {
      if (this.#pausedUntil !== null && this.#now() < this.#pausedUntil) {
        report.backingOff++;
        continue;
      }
      const state = await o.store.account(account.key);
      if (state && state.backoffUntil !== null && this.#now() < state.backoffUntil) {
        report.backingOff++;
        continue;
      }
      try {
        await this.#look(account, state, counters);
        await this.#keepLease();
        await o.store.putAccount({
          account: account.key,
          baselineAt: state?.baselineAt ?? this.#now(),
          lastLookAt: this.#now(),
          lastOkAt: this.#now(),
          failures: 0,
          backoffUntil: null,
          lastError: null,
        });
      } catch (e) {
        if (e instanceof LeaseLost) {
          // Another instance looks now: write nothing more (its memory and threads win), read from the store later.
          this.#memory.clear();
          o.log.warn(
            { holder: o.holder, account: account.key },
            'run watcher: lost the lease during a look; abandoned',
          );
          return { ...report, leader: false, ...counters };
        }
        failed = true;
        report.errors++;
        this.#failed(account, state, e);
        const wide = portalWide(e);
        if (wide.portalWide) {
          this.#portalFailures++;
          const wait = backoffMs(this.#portalFailures, o.intervalMs, wide.rateLimited);
          this.#pausedUntil = this.#now() + wait;
          o.log.warn(
            { err: errorCode(e), rateLimited: wide.rateLimited, waitMs: wait, failures: this.#portalFailures },
            'run watcher: the portal is busy or out of reach; backing off',
          );
        }
        await this.#recordFailure(account, state, e);
      }
      try {
        await this.#keepLease();
      } catch (e) {
        if (!(e instanceof LeaseLost)) throw e;
        this.#memory.clear();
        o.log.warn({ holder: o.holder }, 'run watcher: lost the lease during a look; abandoned');
        return { ...report, leader: false, ...counters };
      }
    }
    if (!failed) {
      this.#portalFailures = 0;
      this.#pausedUntil = null;
      this.#lastOkAt = this.#now();
      this.#lastError = null;
    }
    return { ...report, pages: counters.pages, runReads: counters.runReads, announced: counters.announced };
  }

  /**
   * A long look renews its lease as it goes: after each page read, between run reads, before announcing and before
   * each write, once more than a third of it has passed since the last renewal (one statement, only then). When the
   * lease went to another instance meanwhile (this one was slow past its end), throws `LeaseLost`: the look is
   * abandoned and writes nothing more, so two looks never write the same memory at once.
   */
  async #keepLease(): Promise<void> {
    const now = this.#now();
    if (now - this.#renewedAt <= this.#leaseMs / 3) return;
    this.#renewedAt = now;
    this.#holding = await this.#o.store.takeLease(WATCH_LEASE, this.#o.holder, now + this.#leaseMs, now);
    if (!this.#holding) throw new LeaseLost();
  }

  /** A new holder: claims a crash left without a post are said in the log (they are not posted again). */
  async #tookOver(now: number): Promise<void> {
    const o = this.#o;
    o.log.info({ holder: o.holder }, 'run watcher: holding the lease; watching runs');
    const lost = await o.store.unposted(now - this.#leaseMs, 20);
    if (lost.length > 0) {
      o.log.warn(
        { announcements: lost.map((l) => ({ key: l.key, taskId: l.taskId, kind: l.kind, at: l.at })) },
        'run watcher: announcements claimed but never posted (an instance stopped between the two); not repeated',
      );
    }
  }

  #failed(account: WatchedAccount, state: WatchedAccountState | undefined, e: unknown): void {
    this.#lastError = errorCode(e);
    this.#o.log.warn(
      { account: account.key, err: errorCode(e), failures: (state?.failures ?? 0) + 1 },
      'run watcher: could not read the account’s tasks; backing off',
    );
  }

  async #recordFailure(account: WatchedAccount, state: WatchedAccountState | undefined, e: unknown): Promise<void> {
    const failures = (state?.failures ?? 0) + 1;
    const wide = portalWide(e);
    const now = this.#now();
    await this.#o.store.putAccount({
      account: account.key,
      // No successful first look yet: the baseline is still to be taken (state absent means none was).
      baselineAt: state?.baselineAt ?? now,
      lastLookAt: now,
      lastOkAt: state?.lastOkAt ?? null,
      failures,
      backoffUntil: now + backoffMs(failures, this.#o.intervalMs, wide.rateLimited),
      lastError: errorCode(e),
    });
  }

  /** Lists the account's tasks (one paged list), reads the runs of those that ran, announces what is new. */
  async #look(account: WatchedAccount, state: WatchedAccountState | undefined, counters: Counters): Promise<void> {
    const o = this.#o;
    const tasks = await this.#list(account, counters);
    const now = this.#now();
    if (state === undefined || state.lastOkAt === null) {
      // The first look: a baseline, nothing announced (old failures are history, not news).
      const first = tasks.map((t) => baseline(account.key, t, now));
      await this.#keepLease();
      await o.store.putTasks(first);
      this.#memory.set(account.key, new Map(first.map((m) => [m.taskId, m])));
      o.log.info(
        { account: account.key, tasks: tasks.length },
        'run watcher: first look at the account; baseline kept',
      );
      return;
    }
    let kept = this.#memory.get(account.key);
    if (!kept) {
      kept = new Map((await o.store.tasks(account.key)).map((m) => [m.taskId, m]));
      this.#memory.set(account.key, kept);
    }
    const memories = new Map(kept);
    const toWrite: WatchedTask[] = [];
    const toRead: { task: WatchedTaskRecord; memory: WatchedTask }[] = [];
    for (const task of tasks) {
      const known = memories.get(task.id);
      memories.delete(task.id);
      const memory = known ?? newcomer(account.key, task, state.baselineAt, now);
      if (needsRuns(task, memory)) toRead.push({ task, memory });
      else {
        const d = decide(task, memory, undefined, now, this.#settleMs);
        if (d.events.length > 0) toRead.push({ task, memory });
        else if (!known || changed(memory, d.memory)) toWrite.push(d.memory);
      }
    }
    const runs = await this.#runs(account, toRead, counters);
    await this.#keepLease();
    const decided = toRead.map(({ task, memory }, i) => ({
      task,
      memory,
      d: decide(task, memory, runs[i], now, this.#settleMs),
    }));
    const speaking = decided.filter((x) => x.d.events.length > 0);
    const owners = account.owner
      ? new Map(speaking.map((x) => [x.task.id, account.owner as Person]))
      : await o.owners.of(speaking.map((x) => x.task.id));
    for (const { task, memory, d } of decided) {
      if (d.events.length > 0) await this.#keepLease();
      let threads = d.memory.threads;
      let refused = false;
      for (const event of d.events) {
        const said = await this.#announce(
          event,
          this.#alertTask(task, account, owners.get(task.id)),
          threads,
          counters,
        );
        threads = said.threads;
        if (said.refused) {
          refused = true;
          break;
        }
      }
      if (refused) {
        // Slack took none of it: the task's memory stays as it was (with the threads posted meanwhile), so the same
        // runs are read and decided again at the next look, and what was said already is not said twice (its claim).
        toWrite.push(threads === memory.threads ? memory : { ...memory, threads });
      } else toWrite.push(threads === d.memory.threads ? d.memory : { ...d.memory, threads });
    }
    // The store first: a failed write leaves the kept memory as it was, and the look fails as a whole.
    await this.#keepLease();
    if (toWrite.length > 0) await o.store.putTasks(toWrite);
    // What is no longer listed was deleted (or given away): forget it.
    if (memories.size > 0) await o.store.dropTasks(account.key, [...memories.keys()]);
    for (const m of toWrite) kept.set(m.taskId, m);
    for (const id of memories.keys()) kept.delete(id);
  }

  async #list(account: WatchedAccount, counters: Counters): Promise<WatchedTaskRecord[]> {
    const out: WatchedTaskRecord[] = [];
    let start = 1;
    for (let i = 0; i < MAX_PAGES; i++) {
      counters.pages++;
      const page = await this.#o.portal.taskPage(account.tokens, account.userName, { start, num: PAGE_SIZE });
      await this.#keepLease();
      out.push(...page.tasks);
      if (page.nextStart === -1 || page.nextStart <= start || page.tasks.length === 0) break;
      start = page.nextStart;
    }
    return out;
  }

  /** The runs of each task to read, a few at a time; one that fails is read again next time (its memory stays). */
  async #runs(
    account: WatchedAccount,
    toRead: readonly { task: WatchedTaskRecord }[],
    counters: Counters,
  ): Promise<(readonly WatchedRun[] | undefined)[]> {
    const out: (readonly WatchedRun[] | undefined)[] = new Array(toRead.length).fill(undefined);
    let next = 0;
    let failure: unknown;
    const worker = async () => {
      while (next < toRead.length && failure === undefined) {
        const i = next++;
        const item = toRead[i];
        if (!item) continue;
        counters.runReads++;
        try {
          out[i] = await this.#o.portal.taskRuns(account.tokens, account.userName, item.task.id);
          await this.#keepLease();
        } catch (e) {
          failure = e;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(RUN_READS_AT_ONCE, toRead.length) }, worker));
    // The account's look fails as a whole (and backs off): nothing is half remembered.
    if (failure !== undefined) throw failure;
    return out;
  }

  #alertTask(task: WatchedTaskRecord, account: WatchedAccount, owner: Person | undefined): AlertTask {
    return {
      id: task.id,
      type: task.type,
      title: task.title?.trim() ? task.title : null,
      itemId: task.itemId ?? null,
      itemUrl: itemPage(this.#o.portal.base, task.itemId),
      userName: account.userName,
      owner: owner ?? null,
    };
  }

  /**
   * Claims the event's key, then tells the team and the owner. The first failure of a streak starts a thread in
   * each place; later failures and the stop are replies shown in the channel too; the recovery is a quiet reply
   * and ends the streak's threads. Returns the threads to remember, and `refused` when Slack answered that nothing
   * was posted anywhere: the claim was given back, and the event is to be decided again at the next look.
   */
  async #announce(
    event: WatchEvent,
    task: AlertTask,
    threads: WatchedTask['threads'],
    counters: Counters,
  ): Promise<{ threads: WatchedTask['threads']; refused: boolean }> {
    const o = this.#o;
    const claimed = await o.store.claimAnnouncement(event.key, {
      taskId: task.id,
      kind: event.kind,
      holder: o.holder,
      at: this.#now(),
    });
    if (!claimed) return { threads: event.kind === 'recovered' ? {} : threads, refused: false };
    const alert = alertOf(event, task);
    const next: { team?: PostedMessage; owner?: PostedMessage } = { ...threads };
    let posted = false;
    // Whether a post may have been made without our knowing (no answer): then it is never tried again.
    let unsure = false;
    let refusals = 0;
    const broadcast = event.kind !== 'recovered';
    if (o.channel) {
      const target: AlertTarget = {
        to: 'team',
        channel: o.channel,
        ...(threads.team ? { thread: threads.team, broadcast } : {}),
      };
      const m = await this.#post(alert, target, task);
      if (m === 'refused') refusals++;
      else if (m === 'unknown') unsure = true;
      else {
        posted = true;
        if (!threads.team && event.kind !== 'recovered') next.team = m;
      }
    }
    if (task.owner) {
      const target: AlertTarget = {
        to: 'owner',
        person: task.owner,
        ...(threads.owner ? { thread: threads.owner, broadcast } : {}),
      };
      const m = await this.#post(alert, target, task);
      if (m === 'refused') refusals++;
      else if (m === 'unknown') unsure = true;
      else {
        posted = true;
        if (!threads.owner && event.kind !== 'recovered') next.owner = m;
      }
    }
    if (posted) {
      counters.announced++;
      await o.store.announced(event.key, this.#now());
    } else if (refusals > 0 && !unsure) {
      // Nowhere posted, and Slack said so each time: give the claim back (if still ours) and try again next look.
      // Posted in one place and refused in the other, it stays said (the place that has it must not see it twice).
      await o.store.releaseClaim(event.key, o.holder);
      return { threads, refused: true };
    }
    return { threads: event.kind === 'recovered' ? {} : next, refused: false };
  }

  /** Posts one alert: the message, `refused` when Slack said nothing was posted, `unknown` when it may have been. */
  async #post(alert: Alert, target: AlertTarget, task: AlertTask): Promise<PostedMessage | 'refused' | 'unknown'> {
    try {
      return await this.#o.announcer.announce(alert, target);
    } catch (e) {
      if (e instanceof NotPosted) {
        this.#o.log.warn(
          { code: e.code, to: target.to, taskId: task.id, kind: alert.kind },
          'run watcher: Slack did not take the alert; said again at the next look',
        );
        return 'refused';
      }
      const code = (e as { data?: { error?: string } }).data?.error ?? errorCode(e);
      this.#o.log.warn(
        { code, to: target.to, taskId: task.id, kind: alert.kind },
        'run watcher: the alert may or may not have been posted (no answer); it is not repeated',
      );
      return 'unknown';
    }
  }
}
