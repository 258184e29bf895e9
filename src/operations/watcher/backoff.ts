import { isPortalOpsError } from '../../errors.js';

/** The longest the watcher leaves an account (or the whole portal) alone after failures. */
export const MAX_BACKOFF_MS = 15 * 60_000;

/**
 * How long to wait after `failures` failed looks in a row: one interval after the first, doubling, capped. A busy
 * portal (429) is given twice that: it asked us to slow down.
 */
export function backoffMs(failures: number, intervalMs: number, rateLimited = false): number {
  if (failures <= 0) return 0;
  const base = intervalMs * 2 ** Math.min(failures - 1, 20);
  return Math.min(MAX_BACKOFF_MS, rateLimited ? base * 2 : base);
}

/** Which failures are the portal's (too many requests, unreachable, unreadable) rather than one account's. */
export function portalWide(error: unknown): { rateLimited: boolean; portalWide: boolean } {
  if (!isPortalOpsError(error)) return { rateLimited: false, portalWide: false };
  const rateLimited = error.facts.status === 429 || error.facts.serviceCode === 429;
  const unavailable = error.kind === 'ServiceUnavailable' || (error.facts.status ?? 0) >= 500;
  return { rateLimited, portalWide: rateLimited || unavailable };
}

/** A stable code for logs and the store (never the service's words, which may name things). */
export function errorCode(error: unknown): string {
  if (isPortalOpsError(error)) {
    const status = error.facts.status;
    return status === undefined ? error.code : `${error.code} (${status})`;
  }
  return error instanceof Error ? error.name : 'unknown';
}
