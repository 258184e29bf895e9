import { isIP } from 'node:net';

/** Why a PORTAL_URL is not usable, or null when it is. */
export function portalUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return `"${raw}" is not a URL; expected something like https://portal.example.com/portal/sharing/rest`;
  }
  if (url.username || url.password) return 'must not contain a username or password';
  if (url.search || url.hash) return 'must not contain a query (?…) or fragment (#…)';
  if (url.protocol === 'http:' && !isLoopback(url.hostname))
    return 'must use https (http is allowed only for localhost)';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must use https';
  return null;
}

/**
 * The Sharing REST root as a URL whose pathname has no trailing slash. Users may write it with or without one.
 * Throws on a URL that `portalUrlProblem` refuses (configuration is checked before this is called).
 */
export function portalBase(raw: string | URL): URL {
  const text = String(raw);
  const problem = portalUrlProblem(text);
  if (problem) throw new Error(`PORTAL_URL ${problem}`);
  const url = new URL(text.trim());
  url.pathname = url.pathname.replace(/\/+$/, '');
  return url;
}

/** `{base}/seg/seg…` with each segment percent-encoded (a user name may hold `@`, `.`, spaces or `/`). */
export function endpoint(base: URL, ...segments: string[]): string {
  return `${base.pathname}/${segments.map((s) => encodeURIComponent(s)).join('/')}`;
}

export function isLoopback(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  return h === '::1';
}
