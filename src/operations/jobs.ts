import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Acting } from '../identity/accounts.js';
import type { TokenSource } from '../portal/tokens/source.js';
import type { Person } from '../store/types.js';

/**
 * What the background jobs (the run watcher, the daylight saving follower) need of the deployment's identity: with
 * a service account, the account; per person, how a person's tokens are had.
 */
export type JobIdentity =
  | { readonly mode: 'service-account'; readonly tokens: TokenSource; portalUser(): Promise<string> }
  | { readonly mode: 'per-person'; tokensFor(person: Person): Promise<Acting | undefined> };

/** This process's name in leases and claims: host, process and a random part (two starts never share one). */
export function instanceName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}
