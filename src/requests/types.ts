import type { Logger } from '../log.js';
import type { PortalClient } from '../portal/client.js';
import type { RoleInput, RoleRequest } from '../portal/schema/role.js';
import type { TaskInput, TaskRequest } from '../portal/schema/task.js';
import type { TokenSource } from '../portal/tokens/source.js';
import type { CronFields, Warning } from '../schedule/engine.js';
import type {
  FollowIntentRecord,
  FollowPeriodTask,
  Person,
  RequestItem,
  RequestRecord,
  RequestState,
  Store,
  SubResult,
} from '../store/types.js';
import type { Policy } from './policy.js';

/** Who a request runs as on the portal: the person's own account, or the service account. */
export interface Acting {
  readonly tokens: TokenSource;
  readonly portalUser: string;
}

/** The identity room, as the workflow needs it (per-person accounts or one service account). */
export interface IdentityPort {
  readonly mode: 'per-person' | 'service-account';
  tokensFor(person: Person): Promise<Acting | undefined>;
}

/** A task's fields as the modal gives them, without the schedule, which comes from `schedule`. */
export type TaskDetails = Omit<TaskInput, 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek'>;

export type ScheduleInput =
  /**
   * What the person typed, read in their zone unless it names one. `follow`: keep its local time across daylight
   * saving changes (a chain of tasks, one per stretch between changes) rather than fixed UTC fields; when absent,
   * followed whenever it can be (the confirmation offers both).
   */
  | { readonly phrase: string; readonly zone: string; readonly follow?: boolean }
  /** The five UTC fields typed directly; `zone` is for showing local times. */
  | { readonly fields: CronFields; readonly zone: string };

/**
 * `idempotencyKey`: the caller's name for this submission (e.g. Slack's view id and hash). The same key from the
 * same person returns the draft already made instead of a second one: a re-delivered submission is not a new
 * request.
 */
export type DraftInput =
  | {
      readonly kind: 'task';
      readonly person: Person;
      readonly task: TaskDetails;
      readonly schedule: ScheduleInput;
      readonly idempotencyKey?: string;
      /** Change this existing task (its portal id) instead of creating one: sent as one `update`. */
      readonly replaces?: { readonly taskId: string };
      /**
       * Change the followed schedule this task is a stretch of (its portal id): the new schedule is created, and once
       * it is, the old one's tasks are deleted (an update would reach one stretch only).
       */
      readonly supersedes?: { readonly taskId: string };
    }
  | { readonly kind: 'role'; readonly person: Person; readonly role: RoleInput; readonly idempotencyKey?: string };

/** What the schedule of a task request reads as: everything the confirmation view shows. */
export interface ScheduleSummary {
  readonly timezone: string;
  /** The person's words, when they typed a phrase. */
  readonly phrase: string | null;
  /** In local words ("Every weekday at 7:00 PM Pacific Time"), or null for typed fields. */
  readonly description: string | null;
  /** Each task's fields in UTC words. */
  readonly fieldsDescriptions: readonly string[];
  readonly exact: boolean;
  /** Epoch ms of the next runs (the view shows them in local time and UTC). */
  readonly nextRuns: readonly number[];
  readonly warnings: readonly Warning[];
  /** Present when a daylight saving change ahead moves the schedule in fixed UTC fields: the choice offered. */
  readonly dst?: DstChoice;
}

/**
 * Keep the local time across daylight saving changes, or fixed UTC fields that move by the change: what each gives
 * across the next change, so the confirmation shows the difference.
 */
export interface DstChoice {
  /** Whether this draft's tasks follow (the first period of a chain) or are fixed in UTC. */
  readonly following: boolean;
  /** Epoch ms: the next change of the schedule's zone, with runs on either side of it below. */
  readonly nextChange: number;
  /** The runs just before and after the change, followed and fixed (epoch ms). */
  readonly followRuns: readonly number[];
  readonly fixedRuns: readonly number[];
  /** Why following is not offered (then `following` is false), or null. */
  readonly notFollowable: string | null;
  /**
   * The running period asked for the whole schedule (epoch ms, null: none). Followed, each task carries only its
   * stretch's dates and share of the runs: these are what the person asked, and what the confirmation shows.
   */
  readonly asked?: {
    readonly startDate: number | null;
    readonly endDate: number | null;
    readonly maxOccurrences: number | null;
  };
}

/** The stretch of a followed schedule the draft's tasks make (the first period of its chain). */
export interface FollowFirstPeriod {
  readonly from: number;
  readonly until: number | null;
  readonly runs: number;
  readonly tasks: readonly FollowPeriodTask[];
}

/** A followed schedule as confirmed: once its tasks are created, the chain is handed to the follower. */
export interface FollowDraft extends Omit<FollowIntentRecord, 'task'> {
  readonly first: FollowFirstPeriod;
}

/** The task a change replaces, as it was on the portal when the change was drafted (what "before" shows). */
export interface TaskBefore {
  readonly type: string;
  readonly title: string | null;
  readonly itemId: string | null;
  /** The five UTC fields it ran on. */
  readonly cron: CronFields;
  /** Its schedule in words: the phrase's as the bot stored it, while the fields are still those; else the fields'. */
  readonly words: string;
  /** The zone those words are in (the stored phrase's), or null for the fields' UTC words. */
  readonly timezone: string | null;
  readonly startDate: number | null;
  readonly endDate: number | null;
  readonly maxOccurrences: number | null;
}

/**
 * A change of an existing task rather than a creation. Its part, once done, is `created` without an id: the task
 * id stays owned by the request that created it (created_ids allows one owner), and a change is not a creation.
 */
export interface Replaced {
  readonly taskId: string;
  readonly before: TaskBefore;
}

/**
 * A followed schedule a new request takes the place of: its tasks (every stretch's, as the draft found them) are
 * deleted once the new schedule is created, never before, so a failed or abandoned change leaves it as it was.
 */
export interface Superseded {
  /** The task the change was asked from (one stretch of the schedule): the form reopens from it. */
  readonly taskId: string;
  /** The followed schedule's id (its chain's). */
  readonly scheduleId: string;
  readonly taskIds: readonly string[];
  /** The stretch running now as the confirmation shows it, "before", with the schedule's words as asked. */
  readonly before: TaskBefore;
}

export type RequestPayload =
  | {
      readonly tasks: readonly TaskRequest[];
      readonly replaces?: Replaced;
      readonly supersedes?: Superseded;
      readonly follow?: FollowDraft;
    }
  | { readonly role: RoleRequest };

/** Everything the confirmation view shows, and what confirming will send. */
export interface Confirmation {
  readonly requestId: string;
  readonly kind: 'task' | 'role';
  readonly portalUser: string;
  /** Words for the account it runs as ("your portal sign-in", "the account svc_bot …"). */
  readonly actingAs: string;
  readonly tasks: readonly TaskRequest[];
  readonly role: RoleRequest | null;
  readonly schedule: ScheduleSummary | null;
  /**
   * The item the tasks run against, as the portal named it when the draft was made: its title and type are null
   * when the portal could not say in time (the draft never waits long for them). Null for a role or a report
   * without an item.
   */
  readonly item: { readonly id: string; readonly title: string | null; readonly type: string | null } | null;
  readonly expiresAt: number;
  /** Present when confirming changes this existing task instead of creating one. */
  readonly replaces?: Replaced;
  /** Present when confirming creates a schedule in place of a followed one, whose tasks are then deleted. */
  readonly supersedes?: Superseded;
}

/** A followed schedule as it was asked, to fill the form that changes it whole. */
export interface FollowedAsked {
  readonly scheduleId: string;
  readonly phrase: string;
  /** The zone its phrase is read in (the one it was asked in), so the form reads it the same way again. */
  readonly zone: string;
  readonly details: Partial<TaskDetails>;
  readonly item: RequestItem | null;
}

/** What a draft was made from, kept with the request so that its form can be reopened with exactly that. */
export type DraftedInput =
  | {
      readonly kind: 'task';
      readonly task: TaskDetails;
      readonly schedule: ScheduleInput;
      readonly replaces?: { readonly taskId: string };
      readonly supersedes?: { readonly taskId: string };
    }
  | { readonly kind: 'role'; readonly role: RoleInput };

export type { RequestItem };

/** A person's answer about a part whose outcome looking could not settle. */
export type Choice =
  /** "This is mine": one of the part's candidates is what it created. */
  | { readonly part: number; readonly id: string }
  /** "Not created, send again": the person says none is; the part is sent again, once. */
  | { readonly part: number; readonly resend: true };

/** Where a request stands after confirming or reconciling. */
export interface RequestOutcome {
  readonly requestId: string;
  readonly state: RequestState;
  readonly results: readonly SubResult[];
  /** The ids created so far (a partial request lists the ones that exist). */
  readonly createdIds: readonly string[];
  readonly record: RequestRecord;
  /** True for the one call that sent (or settled) it: the caller that should tell the team. */
  readonly fresh: boolean;
}

export interface WorkflowDeps {
  readonly store: Store;
  readonly client: PortalClient;
  readonly identity: IdentityPort;
  readonly policy: Policy;
  /** This process's name in claims (host:pid:random); another instance never takes over a live claim. */
  readonly instance: string;
  readonly now?: () => number;
  readonly newId?: () => string;
  /** How long a draft can be confirmed (default 15 minutes). */
  readonly draftTtlMs?: number;
  /**
   * How long a claim lasts without renewal (default 20 s): the sender renews it every third of that while it sends,
   * so another instance takes over only after the sender is gone (within the lease plus one sweep).
   */
  readonly leaseMs?: number;
  /** How often a request waiting for its person's choice is looked up again (default 10 minutes). */
  readonly lookAgainMs?: number;
  /** A claim made before leases existed, untouched this long, is taken for a crash (default 2 minutes). */
  readonly stuckAfterMs?: number;
  /**
   * How long a draft waits for the portal to name the item (its title and type, for the confirmation); default
   * 1 s. Past it, or on any failure, the item is shown by its id: naming it never blocks a draft.
   */
  readonly itemLookupMs?: number;
  /** How long before each daylight saving change a followed schedule's next tasks are created (FOLLOW_LEAD_DAYS). */
  readonly followLeadMs?: number;
  /**
   * Deletes a followed schedule a change took the place of, as the person who changed it (the task desk does it:
   * every task of the chain, and the chain stopped). Without it, a change of a followed schedule is refused.
   */
  readonly retire?: (person: Person, scheduleId: string) => Promise<{ readonly failed: number }>;
  /** Every audit event is also logged (info), with the request id: the trail a log search finds. */
  readonly log?: Logger;
}
