/**
 * The store's port: what the workflow and identity rooms need from persistence, whatever the engine (SQLite by
 * default, PostgreSQL when DATABASE_URL says so). Implementations live beside this file; nothing here knows Kysely.
 * Times are epoch milliseconds. JSON-valued fields are plain values here; the implementation serialises them.
 * Secrets never arrive here in clear: account links hold ciphertext sealed by the identity room's vault.
 */

export type RequestKind = 'task' | 'role';

/**
 * draft → submitting → created | partial | rejected | unknown; draft → cancelled | expired; unknown → created |
 * partial | rejected (reconciliation). `partial`: some of a request's several tasks were created, some not.
 */
export type RequestState =
  | 'draft'
  | 'submitting'
  | 'created'
  | 'partial'
  | 'rejected'
  | 'unknown'
  | 'cancelled'
  | 'expired';

/** A Slack person: the team (workspace) and the user id within it. */
export interface Person {
  readonly team: string;
  readonly user: string;
}

/** One POST of a request (a task request may need several tasks for one schedule; a role request has one). */
export interface SubResult {
  readonly index: number;
  readonly state: 'pending' | 'created' | 'rejected' | 'unknown';
  /** The service's id of what was created. */
  readonly id?: string;
  /** When the POST was sent (for reconciliation's `sentAfter`). */
  readonly sentAt?: number;
  /** A stable error code and the words shown for it; never a secret. */
  readonly error?: { readonly code: string; readonly message: string };
  /**
   * When the part became unknown (its answer was lost, or its sender's lease ran out): with `sentAt`, the window in
   * which the service could have created it.
   */
  readonly unknownSince?: number;
  /** What the portal holds that this part could be, when looking could not tell: a person chooses. */
  readonly candidates?: readonly Candidate[];
}

/** A task or role on the portal that an unknown part may have created, as shown to the person who decides. */
export interface Candidate {
  readonly id: string;
  /** When the service says it was created (epoch ms), when its listing shows it. */
  readonly created?: number;
  /** Its title or name. */
  readonly label?: string;
}

/** The item a task request runs against, as the portal named it when the draft was made (null: not known). */
export interface RequestItem {
  readonly id: string;
  readonly title: string | null;
  readonly type: string | null;
}

export interface RequestRecord {
  readonly id: string;
  readonly kind: RequestKind;
  readonly team: string;
  readonly user: string;
  /** The portal account it runs as (the person's linked username, or the service account's). */
  readonly portalUser: string;
  /** The validated payload: for tasks, every task to create; for roles, the role. */
  readonly payload: unknown;
  /** The compiled schedule and its intent (tasks only), as the confirmation showed it. */
  readonly schedule: unknown;
  /** The item it runs against (tasks with an item), as the portal named it when the draft was made. */
  readonly item: RequestItem | null;
  /** The draft's input as the person gave it (undefined for requests stored before it was kept). */
  readonly input: unknown;
  readonly state: RequestState;
  readonly idempotencyKey: string;
  readonly results: readonly SubResult[];
  readonly error: { readonly code: string; readonly message: string } | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** A draft not confirmed by then cannot be confirmed. */
  readonly expiresAt: number;
  /** Set by the claim: who (which instance) is submitting it, and since when. */
  readonly claimedBy: string | null;
  readonly claimedAt: number | null;
  /** Until when the claim's holder is known to be alive and sending; it renews this. */
  readonly leaseUntil: number | null;
  /** Bumped by every write of the request: a guard compares it to refuse writes from a stale reading. */
  readonly version: number;
}

export interface NewRequest {
  readonly id: string;
  readonly kind: RequestKind;
  readonly team: string;
  readonly user: string;
  readonly portalUser: string;
  readonly payload: unknown;
  readonly schedule: unknown;
  readonly item?: RequestItem | null;
  readonly input?: unknown;
  readonly idempotencyKey: string;
  readonly results: readonly SubResult[];
  readonly createdAt: number;
  readonly expiresAt: number;
}

/** One line of a request's audit trail: who did what, when. Never a secret. */
export interface RequestEvent {
  readonly requestId: string;
  readonly at: number;
  /** `team:user` of a person, or `system` (sweeps, start-up recovery). */
  readonly actor: string;
  readonly type: string;
  readonly detail: Readonly<Record<string, unknown>>;
}

/** Fields a transition may change besides the state. */
export interface RequestPatch {
  readonly results?: readonly SubResult[];
  readonly error?: { readonly code: string; readonly message: string } | null;
  readonly claimedBy?: string | null;
  readonly claimedAt?: number | null;
  readonly leaseUntil?: number | null;
}

/** A further condition on a transition. */
export interface TransitionGuard {
  /** Only while the claim's lease ran out before this time (or it has none): a live holder keeps its claim. */
  readonly leaseExpiredBefore?: number;
  /** Only while this claim token holds the claim: a sender never writes over another's claim. */
  readonly claimedBy?: string;
  /** Only if the row is as it was read (its `version`; compare and set): a write from a stale reading loses. */
  readonly version?: number;
}

/** A person's linked portal account. Token fields are vault ciphertext (base64 text), bound to team + user. */
export interface AccountLink {
  readonly team: string;
  readonly user: string;
  readonly portalUser: string;
  readonly accessToken: string | null;
  readonly accessExpiresAt: number;
  readonly refreshToken: string;
  readonly refreshExpiresAt: number;
  readonly refreshIssuedAt: number | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** A pending sign-in: the `state` sent to the portal, single use, expiring; the PKCE verifier is vault ciphertext. */
export interface SignInState {
  readonly id: string;
  readonly team: string;
  readonly user: string;
  readonly verifier: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

export interface RequestStore {
  insert(request: NewRequest, event: RequestEvent): Promise<RequestRecord>;
  get(id: string): Promise<RequestRecord | undefined>;
  byIdempotencyKey(key: string): Promise<RequestRecord | undefined>;
  /**
   * The atomic claim: `draft` → `submitting` only if it is still a draft, belongs to `by`, and has not expired at
   * `now`. Exactly one of any number of concurrent callers (on any instance) gets the record; the others get
   * undefined. The event is written in the same transaction.
   */
  claim(
    id: string,
    by: Person,
    now: number,
    instance: string,
    event: RequestEvent,
    leaseUntil?: number,
  ): Promise<RequestRecord | undefined>;
  /** Extends `instance`'s lease on a request it is still submitting; false when the claim is no longer its own. */
  renew(id: string, instance: string, leaseUntil: number): Promise<boolean>;
  /**
   * Claims whose holder is gone: `submitting` with a lease that ran out before `now` (or, for a claim made before
   * leases existed, untouched since `legacyBefore`), oldest first.
   */
  expiredClaims(now: number, legacyBefore: number, limit?: number): Promise<RequestRecord[]>;
  /**
   * Moves a request from one of `from` to `to` with the patch, in one conditional update with its event; undefined
   * when the request was not in any of `from` (someone else moved it first). Every id the patch's results record as
   * created becomes this request's own in the same transaction: an id another request owns is refused
   * (`StoreConflictError`, field `createdId`) and nothing is written.
   */
  transition(
    id: string,
    from: readonly RequestState[],
    to: RequestState,
    patch: RequestPatch,
    now: number,
    event: RequestEvent,
    guard?: TransitionGuard,
  ): Promise<RequestRecord | undefined>;
  /** A person's requests, newest first. */
  listFor(person: Person, limit: number): Promise<RequestRecord[]>;
  /** Everyone's requests, newest first (an admin's view). */
  listAll(limit: number): Promise<RequestRecord[]>;
  /** Requests in a state, oldest first; `updatedBefore` narrows to those untouched since then. */
  inState(
    state: RequestState,
    options?: { updatedBefore?: number; updatedSince?: number; limit?: number },
  ): Promise<RequestRecord[]>;
  events(requestId: string): Promise<RequestEvent[]>;
  /** Which request (and part) owns each of these created ids of a kind; ids nobody owns are absent. */
  owners(kind: RequestKind, ids: readonly string[]): Promise<Map<string, { requestId: string; part: number }>>;
}

export interface LinkStore {
  get(person: Person): Promise<AccountLink | undefined>;
  put(link: AccountLink): Promise<void>;
  /**
   * Replaces the person's link only while it still holds `refreshToken` (as stored, sealed): a token rotation
   * written by another instance, or a new sign-in, meanwhile is never overwritten. True when it was replaced.
   */
  replace(link: AccountLink, refreshToken: string): Promise<boolean>;
  delete(person: Person): Promise<boolean>;
}

export interface SignInStore {
  put(state: SignInState): Promise<void>;
  /** Returns the state and deletes it, atomically: a state is used once; an expired one is refused. */
  consume(id: string, now: number): Promise<SignInState | undefined>;
}

export interface Store {
  readonly engine: 'sqlite' | 'postgres';
  readonly requests: RequestStore;
  readonly links: LinkStore;
  readonly signIns: SignInStore;
  readonly watch: WatchStore;
  readonly taskEvents: TaskEventStore;
  readonly follow: FollowStore;
  close(): Promise<void>;
}

/** A background job's lease: one holder at a time per name, until `until` unless it renews. */
export interface Lease {
  readonly name: string;
  readonly holder: string;
  readonly until: number;
  /** When this holder took it. */
  readonly since: number;
}

/** What the run watcher knows of one portal account it watches. */
export interface WatchedAccountState {
  /** The account's key (`service` or `team:user`). */
  readonly account: string;
  /** The first look: runs from before it are history, never announced. */
  readonly baselineAt: number;
  readonly lastLookAt: number | null;
  readonly lastOkAt: number | null;
  /** Looks that failed in a row, and until when the watcher leaves the account alone because of them. */
  readonly failures: number;
  readonly backoffUntil: number | null;
  /** A stable error code (never a secret). */
  readonly lastError: string | null;
}

/** A message an alert was posted as, for replies in its thread. */
export interface PostedMessage {
  readonly channel: string;
  readonly ts: string;
}

/** What the run watcher remembers of one task between looks. */
export interface WatchedTask {
  readonly account: string;
  readonly taskId: string;
  /** The task's `lastStart` at the last look (undefined: it had not run). */
  readonly lastStart: number | null;
  /** Runs created at or before this (epoch ms, the portal's clock) have been dealt with. */
  readonly runsUntil: number;
  /** A run after `runsUntil` was still going at the last look: its runs are read again though `lastStart` stays. */
  readonly open: boolean;
  /** Failed runs in a row announced since the last success. */
  readonly streak: number;
  /** The stop by the service was announced (reset when the task is active again). */
  readonly stopped: boolean;
  /** The first failure's messages of the current streak: the recovery is a reply under them. */
  readonly threads: { readonly team?: PostedMessage; readonly owner?: PostedMessage };
  readonly updatedAt: number;
}

/** The run watcher's memory: its lease, the accounts and tasks it watches, what it has announced. */
export interface WatchStore {
  /**
   * Takes or renews the lease `name` for `holder` until `until`: granted when nobody holds it, `holder` already
   * does, or the other holder's lease ran out before `now`. One atomic statement: of two instances, one wins.
   */
  takeLease(name: string, holder: string, until: number, now: number): Promise<boolean>;
  /** Lets go of the lease if `holder` still has it (a clean stop: the next instance need not wait it out). */
  releaseLease(name: string, holder: string): Promise<void>;
  lease(name: string): Promise<Lease | undefined>;
  account(account: string): Promise<WatchedAccountState | undefined>;
  accounts(): Promise<WatchedAccountState[]>;
  putAccount(state: WatchedAccountState): Promise<void>;
  /** Everything remembered of an account's tasks. */
  tasks(account: string): Promise<WatchedTask[]>;
  /** Creates or replaces each task's memory. */
  putTasks(tasks: readonly WatchedTask[]): Promise<void>;
  /** Forgets tasks the account no longer lists (deleted). */
  dropTasks(account: string, taskIds: readonly string[]): Promise<void>;
  /**
   * Records that `key` is being announced, if nobody has: true for exactly one caller, on any instance, ever. The
   * announcement is made only after this (at most once: a crash right after it loses that one message).
   */
  claimAnnouncement(key: string, claim: { taskId: string; kind: string; holder: string; at: number }): Promise<boolean>;
  /** Notes that a claimed announcement was posted (what a claim without it means: it may have been lost). */
  announced(key: string, at: number): Promise<void>;
  /**
   * Gives a claim back when Slack answered that nothing was posted: deletes it if `holder` made it and it was never
   * marked posted, so the announcement can be claimed (and made) again. True when it was deleted.
   */
  releaseClaim(key: string, holder: string): Promise<boolean>;
  /** Claims never marked posted, claimed before `before`: announcements a crash may have lost. */
  unposted(before: number, limit?: number): Promise<{ key: string; taskId: string; kind: string; at: number }[]>;
  /** The people with a linked portal account (per-person mode watches each). */
  linkedPeople(): Promise<Person[]>;
}

/** One change to a task after its creation, for the audit trail. Never a secret. */
export interface TaskEvent {
  readonly taskId: string;
  readonly at: number;
  /** `team:user` of the person who asked. */
  readonly actor: string;
  /** `pause`, `resume`, `delete`, `edit`. */
  readonly type: string;
  /** Done; refused before the portal was asked (who may); or failed (the error's code is in the detail). */
  readonly outcome: 'done' | 'refused' | 'failed';
  readonly detail: Readonly<Record<string, unknown>>;
}

/** The audit trail of task changes. */
export interface TaskEventStore {
  record(event: TaskEvent): Promise<void>;
  /** A task's changes, oldest first (the last `limit`). */
  forTask(taskId: string, limit?: number): Promise<TaskEvent[]>;
}

/** The task a followed schedule creates in every period, as the person gave it. */
export interface FollowTaskDetails {
  readonly type: string;
  readonly itemId?: string;
  readonly title?: string;
  /** The type's parameters as createTask takes them (JSON text or fields). */
  readonly parameters?: Readonly<Record<string, unknown>> | string;
}

/**
 * A followed schedule's intent as given. Start, end and maximum are stored resolved (null: none), so reading the
 * phrase again at a later instant cannot move them; `anchor` is the instant the schedule was confirmed at.
 */
export interface FollowIntentRecord {
  readonly phrase: string;
  /** The zone the phrase is read in when it names none (the person's own). */
  readonly zone: string;
  readonly anchor: number;
  readonly startDate: number | null;
  readonly endDate: number | null;
  readonly maxOccurrences: number | null;
  readonly task: FollowTaskDetails;
}

export type FollowState = 'active' | 'paused' | 'stopped' | 'failed';

export interface FollowedSchedule {
  readonly id: string;
  /** The request that created it, when one did. */
  readonly requestId: string | null;
  readonly owner: Person;
  /** The portal account that creates its tasks: `service`, or `team:user` of a linked person. */
  readonly account: string;
  readonly portalUser: string;
  readonly intent: FollowIntentRecord;
  readonly state: FollowState;
  /** How long before a period's first instant its tasks are created. */
  readonly leadMs: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** One task of a period as createTask takes it: UTC fields and its own running period. */
export interface FollowPeriodTask {
  readonly minute: string;
  readonly hour: string;
  readonly dayOfMonth: string;
  readonly month: string;
  readonly dayOfWeek: string;
  readonly startDate: number | null;
  readonly endDate: number | null;
  readonly maxOccurrences: number | null;
}

/** Per task of a period: when it was sent (so a lost answer is looked for, not resent), and the id it got. */
export interface FollowSent {
  readonly sentAt: number | null;
  readonly id: string | null;
}

export type FollowPeriodState = 'planned' | 'creating' | 'created' | 'failed';

export interface FollowedPeriod {
  readonly scheduleId: string;
  readonly from: number;
  readonly until: number | null;
  readonly tasks: readonly FollowPeriodTask[];
  /** The runs the plan gives the period (what `maxOccurrences` counts down by). */
  readonly runs: number;
  readonly state: FollowPeriodState;
  /** Aligned with `tasks`. */
  readonly created: readonly FollowSent[];
  readonly attempts: number;
  readonly lastError: string | null;
  readonly nextAttemptAt: number | null;
  readonly claimedBy: string | null;
  readonly leaseUntil: number | null;
  /** When the owner and the channel were told the period is failing (once). */
  readonly toldAt: number | null;
  readonly plannedAt: number;
  readonly updatedAt: number;
}

export interface FollowEvent {
  readonly scheduleId: string;
  readonly periodFrom: number | null;
  readonly at: number;
  /** `system` for the follower; `team:user` for a person's pause, resume or delete. */
  readonly actor: string;
  /** `follow-planned`, `follow-claimed`, `follow-sent`, `follow-created`, `follow-settled`, `follow-failed`, ... */
  readonly type: string;
  readonly outcome: 'done' | 'refused' | 'failed';
  readonly detail: Readonly<Record<string, unknown>>;
}

/** Followed schedules and their chains of periods; every write that decides who acts is one conditional statement. */
export interface FollowStore {
  insertSchedule(s: FollowedSchedule): Promise<void>;
  /**
   * A schedule whose first period's tasks were created elsewhere (by the request a person confirmed): the schedule
   * and that period in one transaction, so the follower never sees the one without the other and never creates a
   * task of it again. `ids` is aligned with `tasks`, null for a task the request could not create: the period is
   * then left planned, and the follower creates what is missing (or tells). Does nothing when the schedule exists;
   * true when this call wrote it.
   */
  adopt(
    s: FollowedSchedule,
    first: {
      from: number;
      until: number | null;
      tasks: readonly FollowPeriodTask[];
      runs: number;
      ids: readonly (string | null)[];
    },
  ): Promise<boolean>;
  schedule(id: string): Promise<FollowedSchedule | undefined>;
  /** Oldest first. */
  schedules(state?: FollowState): Promise<FollowedSchedule[]>;
  setState(id: string, state: FollowState, now: number): Promise<void>;
  /** Inserts the period as planned unless it exists (the unique schedule and `from`); true when this call did. */
  plan(
    p: { scheduleId: string; from: number; until: number | null; tasks: readonly FollowPeriodTask[]; runs: number },
    now: number,
  ): Promise<boolean>;
  /** Oldest first. */
  periods(scheduleId: string): Promise<FollowedPeriod[]>;
  period(scheduleId: string, from: number): Promise<FollowedPeriod | undefined>;
  /**
   * planned (or creating with a lease that ran out) → creating for `holder` until `leaseUntil`, if its next attempt
   * is due: one conditional UPDATE, so of any number of claimants one gets the period. The claimed row, or
   * undefined.
   */
  claim(
    scheduleId: string,
    from: number,
    holder: string,
    leaseUntil: number,
    now: number,
  ): Promise<FollowedPeriod | undefined>;
  /** Records what was sent and created so far, only while `holder` holds the claim; false when it does not. */
  progress(
    scheduleId: string,
    from: number,
    holder: string,
    created: readonly FollowSent[],
    leaseUntil: number,
    now: number,
  ): Promise<boolean>;
  /** creating → created with every task's id, only for the holder. */
  finish(
    scheduleId: string,
    from: number,
    holder: string,
    created: readonly FollowSent[],
    now: number,
  ): Promise<boolean>;
  /** creating → planned (to retry from `nextAttemptAt`) or failed, with the error's code, only for the holder. */
  release(
    scheduleId: string,
    from: number,
    holder: string,
    r: { error: string; nextAttemptAt: number | null; failed?: boolean },
    now: number,
  ): Promise<boolean>;
  /** Marks a period not created (never claimed again), from planned or an abandoned claim. */
  fail(scheduleId: string, from: number, error: string, now: number): Promise<boolean>;
  /** Sets `told_at` if unset: true for the one caller that should tell people. */
  markTold(scheduleId: string, from: number, now: number): Promise<boolean>;
  record(e: FollowEvent): Promise<void>;
  /** Oldest first. */
  events(scheduleId: string): Promise<FollowEvent[]>;
}
