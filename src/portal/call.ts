import { type ErrorFacts, type PortalOperation, PortalOpsError } from '../errors.js';
import type { Logger } from '../log.js';
import { type Secret, scrub } from '../secret.js';
import { readReply, type ServiceError } from './reply.js';
import type { TokenSource } from './tokens/source.js';
import { type Outgoing, type Transport, TransportError } from './transport.js';

/**
 * How an operation may be repeated.
 * - `create`: not idempotent. Resent only when nothing reached the service (connect failed) or the service
 *   refused the token (498/499: it did not act). Anything sent and unanswered is `portal.outcome-unknown`.
 * - `change`: a change to an existing task (update, disable, enable, delete), repeated exactly as `create` is. Its
 *   unknown outcome is settled by its caller, which reads the task back (task-changes.ts).
 * - `read`: idempotent; resent after any failure below the service's own answer.
 * - `once`: sent once whatever happens (exchanging a refresh token invalidates the old one).
 */
export type Repeat = 'create' | 'change' | 'read' | 'once';

export interface CallContext {
  readonly transport: Transport;
  readonly host: string;
  readonly sleep: (ms: number) => Promise<void>;
  /** Pauses before the 2nd, 3rd… attempt after a failure that allows one. */
  readonly backoffMs: readonly number[];
  /** Each attempt at debug level: operation, method, path without query, status or failure, milliseconds. */
  readonly log?: Logger;
}

export interface Call {
  readonly operation: PortalOperation;
  readonly repeat: Repeat;
  /** Builds the request for a token (or none); called again with the renewed token after a 498/499. */
  readonly build: (token: Secret | undefined) => Outgoing;
  readonly tokens?: TokenSource;
  /** Extra secrets to keep out of any message (a password, a refresh token). */
  readonly secrets?: readonly Secret[];
}

/** Sends a call with the repeat policy above and turns every failure into the error taxonomy. */
export async function perform(ctx: CallContext, call: Call): Promise<Record<string, unknown>> {
  const facts: ErrorFacts = { operation: call.operation, host: ctx.host };
  let token = call.tokens ? await call.tokens.current() : undefined;
  let renewed = false;
  let failures = 0;
  for (;;) {
    const retry = async (): Promise<boolean> => {
      if (call.repeat === 'once' || failures >= ctx.backoffMs.length) return false;
      await ctx.sleep(ctx.backoffMs[failures++] ?? 0);
      return true;
    };
    let reply: Awaited<ReturnType<Transport['send']>>;
    const outgoing = call.build(token);
    const started = performance.now();
    const attempt = { operation: call.operation, method: outgoing.method, path: outgoing.path.split('?')[0] };
    try {
      reply = await ctx.transport.send(outgoing);
      ctx.log?.debug({ ...attempt, status: reply.status, ms: Math.round(performance.now() - started) }, 'portal call');
    } catch (e) {
      ctx.log?.debug(
        {
          ...attempt,
          failure: e instanceof TransportError ? `${e.phase}:${e.reason}` : 'error',
          ms: Math.round(performance.now() - started),
        },
        'portal call failed',
      );
      if (!(e instanceof TransportError)) throw e;
      // A read whose deadline passed is not asked again: whoever set the deadline has moved on.
      if (outgoing.signal?.aborted) {
        throw new PortalOpsError('portal.bad-response', { ...facts, reason: 'timeout' }, { cause: e });
      }
      if (e.phase === 'connect') {
        if (await retry()) continue;
        throw new PortalOpsError('portal.not-delivered', { ...facts, reason: e.reason }, { cause: e });
      }
      if (call.repeat === 'read' && (await retry())) continue;
      if (call.repeat === 'read') {
        throw new PortalOpsError('portal.bad-response', { ...facts, reason: e.reason }, { cause: e });
      }
      throw new PortalOpsError('portal.outcome-unknown', { ...facts, reason: e.reason }, { cause: e });
    }
    const read = readReply(reply);
    if (read.kind === 'json') return read.json;
    if (read.kind === 'service-error') {
      const code = read.error.code;
      if ((code === 498 || code === 499) && call.tokens && token && !renewed) {
        renewed = true;
        token = await call.tokens.renew(token);
        continue;
      }
      const said = { ...facts, status: read.status, ...serviceFacts(read.error, [token, ...(call.secrets ?? [])]) };
      // A server error inside the service may come after it acted: for a create that is not "nothing was created".
      if (call.repeat !== 'read' && (code ?? 0) >= 500) {
        throw new PortalOpsError('portal.outcome-unknown', { ...said, reason: 'server-error' });
      }
      throw rejection(call, said);
    }
    // No service answer we can read. A 3xx or 4xx came from something that refused the request outright.
    if (read.status >= 300 && read.status < 500) {
      throw new PortalOpsError('portal.http-status', { ...facts, status: read.status, reason: read.reason });
    }
    const reason = read.status >= 500 ? 'server-error' : read.reason;
    if (call.repeat === 'read' && (await retry())) continue;
    if (call.repeat === 'read')
      throw new PortalOpsError('portal.bad-response', { ...facts, status: read.status, reason });
    throw new PortalOpsError('portal.outcome-unknown', { ...facts, status: read.status, reason });
  }
}

function rejection(call: Call, facts: ErrorFacts): PortalOpsError {
  const code = facts.serviceCode;
  if (code === 498 || code === 499) return new PortalOpsError('portal.sign-in-required', facts);
  if (call.operation === 'generateToken' || call.operation === 'oauthToken') {
    return new PortalOpsError('portal.sign-in-failed', facts);
  }
  if (code === 403) return new PortalOpsError('portal.forbidden', facts);
  if (taskMissing(call.operation, facts)) return new PortalOpsError('portal.task-not-found', facts);
  if (facts.messageCode === 'CONT_0001') return new PortalOpsError('portal.item-not-found', facts);
  return new PortalOpsError('portal.rejected', facts);
}

/** Operations on one existing task, addressed by its id in the path. */
const ON_A_TASK: ReadonlySet<PortalOperation> = new Set<PortalOperation>([
  'getTask',
  'taskRuns',
  'disableTask',
  'enableTask',
  'deleteTask',
  'updateTask',
]);

const NOT_THERE = /not\s+(be\s+)?found|does\s+not\s+exist|inaccessible|no\s+such/i;

/**
 * The service's way of saying the task in the path is not there (or not this account's to see): a 404, or its
 * "does not exist or is inaccessible" wording. An update also names an item, so there the words must be about the
 * task; an item the update names that is missing stays `item-not-found`.
 */
function taskMissing(operation: PortalOperation, facts: ErrorFacts): boolean {
  if (!ON_A_TASK.has(operation)) return false;
  if (facts.serviceCode === 404) return true;
  const said = [facts.serviceMessage ?? '', ...(facts.details ?? [])].filter((t) => NOT_THERE.test(t));
  if (said.length === 0) return false;
  return operation !== 'updateTask' || said.some((t) => /\btask(id)?\b/i.test(t) && !/\bitem\b/i.test(t));
}

function serviceFacts(e: ServiceError, secrets: readonly (Secret | undefined)[]): ErrorFacts {
  return {
    ...(e.code === undefined ? {} : { serviceCode: e.code }),
    ...(e.messageCode === undefined ? {} : { messageCode: e.messageCode }),
    serviceMessage: scrub(e.message, secrets),
    details: e.details.map((d) => scrub(d, secrets)),
  };
}
