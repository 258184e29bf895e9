/**
 * The tables as Kysely sees them. Times are epoch milliseconds (bigint columns read back as numbers on both
 * engines); JSON-valued columns hold text written by `json.ts`. Slack's ids are `team_id`/`user_id`: `user` is a
 * reserved word in PostgreSQL.
 */
import type { Generated } from 'kysely';

export interface RequestsTable {
  id: string;
  kind: string;
  team_id: string;
  user_id: string;
  portal_user: string;
  payload: string | null;
  schedule: string | null;
  state: string;
  idempotency_key: string;
  results: string;
  error: string | null;
  created_at: number;
  updated_at: number;
  expires_at: number;
  claimed_by: string | null;
  claimed_at: number | null;
  /** Until when the claim's holder is known alive (it renews this while it sends). */
  lease_until: number | null;
  /** Bumped by every write of the row (compare and set). */
  version: Generated<number>;
  /** The item the request runs against, as the portal named it (JSON `{id, title, type}`); null for none. */
  item: string | null;
  /** The draft's input as the person gave it (JSON), to reopen the form with it. */
  input: string | null;
}

export interface RequestEventsTable {
  id: Generated<number>;
  request_id: string;
  at: number;
  actor: string;
  type: string;
  detail: string;
}

/** Who owns each created id: one request, one part. */
export interface CreatedIdsTable {
  kind: string;
  portal_id: string;
  request_id: string;
  part: number;
  at: number;
}

export interface AccountLinksTable {
  team_id: string;
  user_id: string;
  portal_user: string;
  access_token: string | null;
  access_expires_at: number;
  refresh_token: string;
  refresh_expires_at: number;
  refresh_issued_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface SignInStatesTable {
  id: string;
  team_id: string;
  user_id: string;
  verifier: string;
  created_at: number;
  expires_at: number;
}

export interface LeasesTable {
  name: string;
  holder: string;
  until: number;
  since: number;
}

export interface WatchAccountsTable {
  account: string;
  baseline_at: number;
  last_look_at: number | null;
  last_ok_at: number | null;
  failures: Generated<number>;
  backoff_until: number | null;
  last_error: string | null;
}

export interface WatchTasksTable {
  account: string;
  task_id: string;
  last_start: number | null;
  runs_until: number;
  /** 0 or 1 (SQLite has no boolean). */
  open: Generated<number>;
  streak: Generated<number>;
  stopped: Generated<number>;
  /** JSON `{team?, owner?}`, each `{channel, ts}`. */
  threads: string | null;
  updated_at: number;
}

export interface WatchAnnouncedTable {
  key: string;
  task_id: string;
  kind: string;
  holder: string;
  at: number;
  posted_at: number | null;
}

/** A change to a task after its creation: who, when, what, how it ended (migration 005). */
export interface TaskEventsTable {
  id: Generated<number>;
  task_id: string;
  at: number;
  actor: string;
  type: string;
  outcome: string;
  detail: string;
}

/** A schedule that follows daylight saving time (migration 006). */
export interface FollowSchedulesTable {
  id: string;
  request_id: string | null;
  team_id: string;
  user_id: string;
  account: string;
  portal_user: string;
  /** JSON: the intent as given (see `FollowIntentRecord`). */
  intent: string;
  state: string;
  lead_ms: number;
  created_at: number;
  updated_at: number;
}

/** One period of a followed schedule's chain: planned, claimed, created (migration 006). */
export interface FollowPeriodsTable {
  schedule_id: string;
  period_from: number;
  until: number | null;
  /** JSON: the tasks to create (fields, startDate, endDate, maxOccurrences). */
  tasks: string;
  runs: number;
  state: string;
  /** JSON: per task, what was sent and what was created (`{sentAt, id}`). */
  created: string;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: number | null;
  claimed_by: string | null;
  lease_until: number | null;
  told_at: number | null;
  planned_at: number;
  updated_at: number;
}

export interface FollowEventsTable {
  id: Generated<number>;
  schedule_id: string;
  period_from: number | null;
  at: number;
  actor: string;
  type: string;
  outcome: string;
  detail: string;
}

export interface Database {
  requests: RequestsTable;
  request_events: RequestEventsTable;
  created_ids: CreatedIdsTable;
  account_links: AccountLinksTable;
  sign_in_states: SignInStatesTable;
  leases: LeasesTable;
  watch_accounts: WatchAccountsTable;
  watch_tasks: WatchTasksTable;
  watch_announced: WatchAnnouncedTable;
  task_events: TaskEventsTable;
  follow_schedules: FollowSchedulesTable;
  follow_periods: FollowPeriodsTable;
  follow_events: FollowEventsTable;
}

export type Engine = 'sqlite' | 'postgres';
