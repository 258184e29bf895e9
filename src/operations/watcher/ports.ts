import type { TokenSource } from '../../portal/tokens/source.js';
import type { Person, PostedMessage } from '../../store/types.js';
import type { Alert } from './alerts.js';

/**
 * What the watcher reads of a task: the fields of the portal client's `TaskRecord` it needs (a structural subset,
 * so the client's own type fits).
 */
export interface WatchedTaskRecord {
  readonly id: string;
  readonly type: string;
  readonly title?: string;
  readonly itemId?: string;
  readonly lastStart?: number;
  readonly active: boolean;
  readonly taskState?: string;
}

/** A run as the portal lists it (the client's `TaskRun`). */
export interface WatchedRun {
  readonly id: string;
  readonly taskId: string;
  readonly status: string;
  readonly result?: string;
  readonly created: number;
  readonly updated?: number;
}

export interface WatchedPage {
  readonly total: number;
  readonly nextStart: number;
  readonly tasks: readonly WatchedTaskRecord[];
}

/** The two reads the watcher makes of the portal (`PortalClient` has both). */
export interface WatchPortal {
  readonly base: URL;
  taskPage(tokens: TokenSource, userName: string, query?: { start?: number; num?: number }): Promise<WatchedPage>;
  /** Newest first. */
  taskRuns(tokens: TokenSource, userName: string, taskId: string): Promise<readonly WatchedRun[]>;
}

/** One portal account to watch, and who hears about its tasks directly when nobody else is known. */
export interface WatchedAccount {
  /** Stable across restarts: `service`, or `team:user` of the linked person. */
  readonly key: string;
  readonly userName: string;
  readonly tokens: TokenSource;
  /** Per person: the person whose account it is. */
  readonly owner?: Person;
}

/** The accounts to watch this interval (with a service account, the one; per person, each linked person's). */
export interface WatchedAccounts {
  list(): Promise<WatchedAccount[]>;
}

/** Who owns tasks: the Slack person who created each through the bot (absent when none did). */
export interface TaskOwners {
  of(taskIds: readonly string[]): Promise<Map<string, Person>>;
}

/**
 * Where an alert goes: the team channel, or the owner directly. A reply goes under `thread`; `broadcast` shows the
 * reply in the conversation too (a further failure, the stop), where a quiet one (the recovery) stays in the thread.
 */
export type AlertTarget =
  | { readonly to: 'team'; readonly channel: string; readonly thread?: PostedMessage; readonly broadcast?: boolean }
  | { readonly to: 'owner'; readonly person: Person; readonly thread?: PostedMessage; readonly broadcast?: boolean };

/**
 * Says an alert somewhere (the Slack side implements it). Returns the message posted, for later replies. Throws
 * `NotPosted` when the other side answered that nothing was posted; anything else thrown means it may have been.
 */
export interface Announcer {
  announce(alert: Alert, target: AlertTarget): Promise<PostedMessage>;
}

/**
 * A definite answer that an alert was not posted (Slack's `{ ok: false, error }`, an HTTP error status, a rate
 * limit that outlasted the retries): the watcher gives its claim back and says it again at the next look. A timeout
 * or a connection lost after sending is not this: the message may be there, so it is not said again.
 */
export class NotPosted extends Error {
  constructor(
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(`not posted: ${code}`, options);
    this.name = 'NotPosted';
  }
}
