import { explain } from './words.js';

/**
 * The one error taxonomy. `kind` is what a caller branches on; `code` is stable (logs, tests, the Slack layer's
 * field mapping) and names the exact situation; `facts` carry what the words need, never a secret.
 */
export type ErrorKind =
  | 'Validation'
  | 'NotAuthorized'
  | 'NotLinked'
  | 'ServiceRejected'
  | 'ServiceUnavailable'
  | 'OutcomeUnknown'
  | 'Configuration'
  | 'Internal';

export const ERROR_KINDS: Record<ErrorCode, ErrorKind> = {
  'validation.invalid': 'Validation',
  'task.type-unsupported': 'Validation',
  'follow.partial': 'ServiceRejected',
  'follow.edit-chain': 'Validation',
  'follow.gone': 'Validation',
  'role.duplicate-name': 'Validation',
  'role.not-admin': 'NotAuthorized',
  'portal.forbidden': 'NotAuthorized',
  'portal.sign-in-required': 'NotAuthorized',
  'portal.sign-in-failed': 'NotAuthorized',
  'portal.rejected': 'ServiceRejected',
  'portal.item-not-found': 'ServiceRejected',
  'portal.task-not-found': 'ServiceRejected',
  'portal.http-status': 'ServiceRejected',
  'portal.not-delivered': 'ServiceUnavailable',
  'portal.bad-response': 'ServiceUnavailable',
  'portal.outcome-unknown': 'OutcomeUnknown',
  'policy.other-team': 'NotAuthorized',
  'policy.not-allowed': 'NotAuthorized',
  'request.not-found': 'Validation',
  'request.not-yours': 'NotAuthorized',
  'request.expired': 'Validation',
  'request.cancelled': 'Validation',
  'request.settled': 'Validation',
  'request.id-taken': 'Validation',
  'slack.trigger-expired': 'ServiceUnavailable',
  'slack.unreachable': 'ServiceUnavailable',
  'slack.refused': 'Configuration',
  'config.invalid': 'Configuration',
  'identity.not-linked': 'NotLinked',
  'identity.sign-in-expired': 'NotLinked',
  'identity.sign-in-invalid': 'NotLinked',
  'identity.sign-in-cancelled': 'NotLinked',
  'identity.sign-in-refused': 'NotLinked',
  'identity.unreadable': 'Internal',
  internal: 'Internal',
};

export type ErrorCode =
  /** Input that breaks a rule; `fields` holds each problem under the field's path. */
  | 'validation.invalid'
  /** This portal's edition or version has no such task type. */
  | 'task.type-unsupported'
  /** A change of a schedule that follows daylight saving reached some of its tasks, not all (`problems`: codes). */
  | 'follow.partial'
  /** An update of one task of a schedule that follows daylight saving (one task per stretch): the whole is changed. */
  | 'follow.edit-chain'
  /** The schedule that follows daylight saving a change was for was deleted meanwhile. */
  | 'follow.gone'
  /** A custom role of that name exists (compared ignoring case); `fields.name` says so under the field. */
  | 'role.duplicate-name'
  /** Only the organisation's default administrators can create roles. */
  | 'role.not-admin'
  /** The service said 403: no permission. */
  | 'portal.forbidden'
  /** The token was refused (498/499) and could not be renewed: the person must sign in again. */
  | 'portal.sign-in-required'
  /** Username/password or an OAuth grant was refused. */
  | 'portal.sign-in-failed'
  /** The service answered with an error body: nothing was created. */
  | 'portal.rejected'
  | 'portal.item-not-found'
  /** The service says the task (`id`) is not there, or not visible to this account. */
  | 'portal.task-not-found'
  /** A 4xx status without the service's error body (a proxy, a wrong URL): nothing was created. */
  | 'portal.http-status'
  /** Nothing reached the service (refused, DNS, TLS, connect timeout): safe to retry. */
  | 'portal.not-delivered'
  /** A read got an answer that cannot be used (HTML, invalid JSON, 5xx). */
  | 'portal.bad-response'
  /**
   * A create or a change was sent and no usable answer came: it may have happened. Reconcile before any retry. For
   * a change, reading the task back did not settle it either (`readBack` says why).
   */
  | 'portal.outcome-unknown'
  /** A person from another Slack organisation (Slack Connect) than the one that installed the app. */
  | 'policy.other-team'
  /** Service-account mode: this person is not on the allowlist for the action (`reason`). */
  | 'policy.not-allowed'
  | 'request.not-found'
  /** Someone else's draft: only its author may see or confirm it. */
  | 'request.not-yours'
  | 'request.expired'
  | 'request.cancelled'
  /** A choice about an unknown outcome, made after it was settled (by looking, or by another click). */
  | 'request.settled'
  /** The task or role a person said is theirs already belongs to another request (`id`). */
  | 'request.id-taken'
  /** Slack would not open the form: the command's trigger expired or was used (a slow moment on either side). */
  | 'slack.trigger-expired'
  /** Slack's Web API could not be reached at start (`host`, and the system's `reason` such as ECONNREFUSED). */
  | 'slack.unreachable'
  /** Slack refused the bot token at start (`reason`: its error code; `needed`: the scope it named). */
  | 'slack.refused'
  | 'config.invalid'
  /** The person has no usable link to a portal account (`reason`: 'none', 'expired', 'unreadable'). */
  | 'identity.not-linked'
  /** The sign-in's `state` is past its expiry. */
  | 'identity.sign-in-expired'
  /** The sign-in's `state` is malformed, altered, already used or another person's (`reason` says which). */
  | 'identity.sign-in-invalid'
  /** The person declined at the portal (`error=access_denied` on the callback). */
  | 'identity.sign-in-cancelled'
  /** The portal sent the callback back with another OAuth error (`messageCode`: its `error`). */
  | 'identity.sign-in-refused'
  /** Vault ciphertext that does not open: altered, bound to another person or purpose, or sealed with another key. */
  | 'identity.unreadable'
  | 'internal';

export type PortalOperation =
  | 'createTask'
  | 'createRole'
  | 'listRoles'
  | 'listTasks'
  | 'getTask'
  | 'taskRuns'
  | 'updateTask'
  | 'disableTask'
  | 'enableTask'
  | 'deleteTask'
  | 'getItem'
  | 'searchItems'
  | 'discover'
  | 'generateToken'
  | 'oauthToken';

export interface ErrorFacts {
  readonly operation?: PortalOperation;
  /** The portal's host (never a URL with a query: queries can hold tokens). */
  readonly host?: string;
  readonly status?: number;
  /** The service's own error body, with any known secret scrubbed out. */
  readonly serviceCode?: number;
  readonly messageCode?: string;
  readonly serviceMessage?: string;
  readonly details?: readonly string[];
  /** Field path (dot-joined) → what is wrong with it. */
  readonly fields?: Readonly<Record<string, string>>;
  /** Why an outcome is unknown or a response bad: 'timeout', 'connection-lost', 'html', 'invalid-json', ... */
  readonly reason?: string;
  /** The scope Slack named with `missing_scope`. */
  readonly needed?: string;
  readonly taskType?: string;
  readonly supportedTypes?: readonly string[];
  readonly edition?: string;
  readonly version?: string;
  readonly name?: string;
  readonly existingName?: string;
  /** A task's or role's id on the portal, and which of the two it is. */
  readonly id?: string;
  readonly what?: 'task' | 'role';
  /**
   * Why reading a task back after a change with an unknown outcome did not settle it: the read itself failed, the
   * task no longer shows the fields it would need to, or it still shows the change undone after it was sent again.
   */
  readonly readBack?: 'failed' | 'undecided' | 'not-applied';
  /** Configuration problems, one line each. */
  readonly problems?: readonly string[];
}

export class PortalOpsError extends Error {
  readonly kind: ErrorKind;

  constructor(
    readonly code: ErrorCode,
    readonly facts: ErrorFacts = {},
    options?: { cause?: unknown },
  ) {
    super('', options);
    this.name = 'PortalOpsError';
    this.kind = ERROR_KINDS[code];
    this.message = explain(this).summary;
  }

  /** True when sending the same thing again cannot create a duplicate. */
  get safeToRetry(): boolean {
    return this.code === 'portal.not-delivered' || this.code === 'portal.bad-response';
  }
}

export function isPortalOpsError(e: unknown, code?: ErrorCode): e is PortalOpsError {
  return e instanceof PortalOpsError && (code === undefined || e.code === code);
}
