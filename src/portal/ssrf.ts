import { orList } from './schema/text.js';

/**
 * The service_url boundary. A scene-cook task makes the portal call the URL a person typed, so the URL must point at
 * the portal itself or at a host an administrator allowed. The checks run on the raw text first (what the URL parser
 * would silently repair or reinterpret), then on the parsed URL, comparing hosts after the parser's lower-casing and
 * IDNA (punycode) normalisation. The URL to send is the parsed one (`url.href`): what was checked is what is sent.
 *
 * Resolving names is the service's business, not ours: a name allowed here that resolves to a private address is the
 * allowlist's problem, not this check's.
 */

export interface ServiceUrlPolicy {
  /** The portal's own URL: its host (when a name, not an IP) is always allowed. */
  readonly portalUrl: URL;
  /** Exact hosts (`maps.example.com`), subdomains (`*.example.com`), either with a port (`maps.example.com:8443`). */
  readonly allowedHosts: readonly string[];
}

export type SsrfReason =
  | 'too-long'
  | 'invalid-characters'
  | 'backslash'
  | 'not-a-url'
  | 'not-https'
  | 'userinfo'
  | 'percent-encoded-host'
  | 'ip-literal'
  | 'trailing-dot'
  | 'port-not-allowed'
  | 'host-not-allowed';

export type ServiceUrlCheck =
  | { readonly ok: true; readonly url: URL }
  | { readonly ok: false; readonly reason: SsrfReason; readonly message: string };

export const MAX_SERVICE_URL_LENGTH = 2048;

const EXAMPLE = 'https://portal.example.com/server/rest/services/Hosted/City/SceneServer';

/** An allowlist entry, parsed: `host` is normalised as the URL parser does; `port` is '' for the default (443). */
export interface HostPattern {
  readonly subdomains: boolean;
  readonly host: string;
  readonly port: string;
}

/**
 * Parses one allowlist entry: `host`, `*.domain` (subdomains only, never the domain itself), either optionally with
 * `:port`. For configuration to validate at start-up; `checkServiceUrl` treats an entry that does not parse as
 * matching nothing.
 */
export function parseAllowedHost(entry: string): { ok: true; pattern: HostPattern } | { ok: false; message: string } {
  const m = /^(\*\.)?([^:*/?#@\\%\s]+)(?::(\d{1,5}))?$/u.exec(entry.trim());
  const refused = {
    ok: false as const,
    message: `"${entry}" is not an allowed-host entry; use a host name (maps.example.com), *.example.com for its subdomains, optionally with :port.`,
  };
  if (!m?.[2]) return refused;
  const subdomains = m[1] !== undefined;
  let url: URL;
  try {
    url = new URL(`https://${m[2]}`);
  } catch {
    return refused;
  }
  const host = url.hostname;
  if (isIpLiteral(host) || host.endsWith('.') || host.split('.').includes('')) return refused;
  // `*.com` would allow a whole top-level domain
  if (subdomains && !host.includes('.')) return refused;
  const port = m[3] === undefined ? '' : Number(m[3]);
  if (port !== '' && (port < 1 || port > 65535)) return refused;
  return { ok: true, pattern: { subdomains, host, port: port === 443 || port === '' ? '' : String(port) } };
}

function isIpLiteral(hostname: string): boolean {
  // the parser turns every IPv4 spelling (2130706433, 0x7f.1, 017700000001) into dotted decimal
  return hostname.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(hostname);
}

function hostMatches(p: HostPattern, host: string): boolean {
  // a subdomain pattern never matches the domain itself, nor `evilexample.com` (the dot is part of the suffix)
  return p.subdomains ? host.endsWith(`.${p.host}`) : host === p.host;
}

function describePattern(p: HostPattern): string {
  const port = p.port === '' ? '' : `:${p.port}`;
  return p.subdomains ? `any subdomain of ${p.host}${port}` : `${p.host}${port}`;
}

/** The portal's own host as a pattern, with the portal's own port when it has one (and speaks https). */
function portalPatterns(portalUrl: URL): HostPattern[] {
  const host = portalUrl.hostname;
  if (host === '' || isIpLiteral(host) || host.endsWith('.')) return [];
  const own: HostPattern = { subdomains: false, host, port: '' };
  if (portalUrl.protocol !== 'https:' || portalUrl.port === '') return [own];
  return [own, { subdomains: false, host, port: portalUrl.port }];
}

function refuse(reason: SsrfReason, message: string): ServiceUrlCheck {
  return { ok: false, reason, message };
}

/**
 * Checks a URL the service will call. Each refusal has a stable `reason` and a message saying what is wrong and what
 * is allowed; messages never echo the user-info part of a URL.
 */
export function checkServiceUrl(raw: string, policy: ServiceUrlPolicy): ServiceUrlCheck {
  if (raw.length > MAX_SERVICE_URL_LENGTH) {
    return refuse('too-long', `The URL is too long: at most ${MAX_SERVICE_URL_LENGTH} characters.`);
  }
  // the parser drops tabs and line breaks and maps some invisible characters to nothing: refuse rather than guess
  if (/[\s\p{Cc}\p{Cf}\p{Cs}]/u.test(raw)) {
    return refuse(
      'invalid-characters',
      'The URL contains spaces, line breaks or invisible characters; paste it as one line, with spaces written as %20.',
    );
  }
  if (raw.includes('\\')) {
    return refuse('backslash', 'The URL contains a backslash (\\); use forward slashes only.');
  }
  // `portal.example.com:443/x` has no scheme, whatever a URL parser makes of it
  const scheme = /^([a-z][a-z\d+-]*):/i.exec(raw)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    return refuse(
      'not-a-url',
      `This is not a URL; give the scene service's full address, starting with https://, e.g. ${EXAMPLE}.`,
    );
  }
  if (scheme !== 'https') {
    return refuse('not-https', `Only https:// URLs are allowed (this one starts with ${scheme}:).`);
  }
  // the parser reads `https:host` and `https:///host` as `https://host`; refuse shapes a person did not mean
  const authority = /^https:\/\/([^/?#]+)/i.exec(raw)?.[1];
  if (authority === undefined) {
    return refuse('not-a-url', `Write the URL in full, starting with https:// and the host, e.g. ${EXAMPLE}.`);
  }
  // `https://@host` parses with an empty user name, so the raw text is what tells
  if (authority.includes('@')) {
    return refuse(
      'userinfo',
      'The URL must not contain a user name or password (text before an @ in the host); give only the address.',
    );
  }
  // the parser decodes escapes in the host (portal%2Eexample.com is portal.example.com); others may not
  if (authority.includes('%')) {
    return refuse('percent-encoded-host', 'Write the host plainly, without % escapes (e.g. portal.example.com).');
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('not-a-url', `This is not a valid URL; check the host and port, e.g. ${EXAMPLE}.`);
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') {
    // unreachable after the raw checks above; kept so that a parser change cannot open the boundary
    return refuse('not-a-url', `This is not a valid URL; check the host and port, e.g. ${EXAMPLE}.`);
  }
  const host = url.hostname;
  if (isIpLiteral(host)) {
    return refuse('ip-literal', 'The host must be a name, not an IP address (e.g. portal.example.com).');
  }
  if (host.endsWith('.')) {
    return refuse('trailing-dot', `Remove the dot at the end of the host: ${host.replace(/\.+$/, '')}.`);
  }

  const patterns = [
    ...portalPatterns(policy.portalUrl),
    ...policy.allowedHosts.flatMap((entry) => {
      const parsed = parseAllowedHost(entry);
      return parsed.ok ? [parsed.pattern] : [];
    }),
  ];
  // an empty label (`a..example.com`) would still end with `.example.com`
  const hostPatterns = host.split('.').includes('') ? [] : patterns.filter((p) => hostMatches(p, host));
  if (hostPatterns.length === 0) {
    return refuse(
      'host-not-allowed',
      patterns.length === 0
        ? `${host} is not an allowed host, and no hosts are allowed: ask an administrator to allow the scene service's host.`
        : `${host} is not an allowed host; use ${orList(patterns.map(describePattern))}.`,
    );
  }
  if (!hostPatterns.some((p) => p.port === url.port)) {
    const ports = [...new Set(hostPatterns.map((p) => (p.port === '' ? '443 (the default)' : p.port)))];
    return refuse(
      'port-not-allowed',
      `Port ${url.port || '443'} is not allowed for ${host}; use port ${orList(ports)}.`,
    );
  }
  return { ok: true, url };
}
