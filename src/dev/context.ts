import type { IncomingHttpHeaders } from 'node:http';
import type { OAuthStore } from './oauth.js';
import type { Format } from './responses.js';
import type { Scheduler } from './scheduler.js';
import type { Account, PortalState } from './state.js';
import type { TokenStore } from './tokens.js';
import type { EditionInfo } from './versions.js';

/** One request, read and decoded, as every handler sees it. */
export interface EmulatorRequest {
  readonly method: string;
  /** Path segments after `/sharing/rest`, percent-decoded. */
  readonly segments: readonly string[];
  readonly query: URLSearchParams;
  /** The form body of a POST; empty for other methods and other content types. */
  readonly body: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly format: Format;
}

/** What the handlers share for one emulator run. */
export interface Services {
  readonly state: PortalState;
  readonly tokens: TokenStore;
  readonly oauth: OAuthStore;
  readonly edition: EditionInfo;
  readonly now: () => number;
  readonly missingItemIds: ReadonlySet<string>;
  /** Told of every change to a task, so that what is queued to run follows it. */
  readonly scheduler: Scheduler;
}

/** A parameter from the body of a POST, else from the query: forms post their fields, links carry them. */
export function param(req: EmulatorRequest, name: string): string | undefined {
  return req.body.get(name) ?? req.query.get(name) ?? undefined;
}

/** Query and body together, the body winning: the service reads a field from either. */
export function allParams(req: EmulatorRequest): URLSearchParams {
  const merged = new URLSearchParams(req.query);
  for (const key of new Set(req.body.keys())) {
    merged.delete(key);
    for (const v of req.body.getAll(key)) merged.append(key, v);
  }
  return merged;
}

export type Caller = { kind: 'anonymous' } | { kind: 'invalid' } | { kind: 'user'; account: Account };

/**
 * The token travels in the POST body, in the query of a GET, or in `X-Esri-Authorization`. A token in the query
 * of a POST is ignored on purpose: clients must not put tokens in URLs of operations that change things.
 */
export function tokenOf(req: EmulatorRequest): string | undefined {
  const header = req.headers['x-esri-authorization'];
  const bearer = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  const fromParams = req.method === 'POST' ? req.body.get('token') : req.query.get('token');
  return bearer ?? (fromParams || undefined);
}

export function caller(req: EmulatorRequest, services: Services): Caller {
  const token = tokenOf(req);
  if (token === undefined) return { kind: 'anonymous' };
  const referer = req.headers.referer;
  const found = services.tokens.lookup(token, typeof referer === 'string' ? referer : undefined);
  if (found.kind === 'invalid') return { kind: 'invalid' };
  const account = services.state.account(found.username);
  return account ? { kind: 'user', account } : { kind: 'invalid' };
}
