import type { CallContext } from './call.js';

/** What every operation needs: the portal's root and the way to call it. */
export interface PortalContext extends CallContext {
  readonly base: URL;
  readonly now: () => number;
}

/** `?f=json` plus read parameters; tokens never go in a query string (proxies log them). */
export function query(params: Record<string, string | number | undefined> = {}): string {
  const q = new URLSearchParams({ f: 'json' });
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  return `?${q}`;
}

/** Reads carry the token in the header the service accepts, so it stays out of URLs. */
export function authHeader(token: { reveal(): string } | undefined): Record<string, string> {
  return token ? { 'x-esri-authorization': `Bearer ${token.reveal()}` } : {};
}
