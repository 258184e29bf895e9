import { z } from 'zod';
import { PortalOpsError } from './errors.js';
import { parseAllowedHost } from './portal/ssrf.js';
import type { ServiceAccount } from './portal/tokens/account.js';
import { DEFAULT_TIMEOUTS, type Timeouts } from './portal/transport.js';
import { portalUrlProblem } from './portal/url.js';
import { Secret } from './secret.js';

export interface PortalConfig {
  readonly url: string;
  readonly account: ServiceAccount;
  readonly allowedServiceHosts: readonly string[];
  readonly timeouts: Timeouts;
  readonly discoveryTtlMs: number;
  /** The portal app registration people sign in through (per-person accounts). */
  readonly oauthClientId: string | undefined;
}

export interface Config {
  readonly portal: PortalConfig;
}

const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = z.preprocess(blankIsAbsent, z.string().trim().optional());
const millis = (fallback: number, max = 600_000) =>
  z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(1, 'must be at least 1')
      .max(max, `must be at most ${max}`)
      .default(fallback),
  );

/** Every variable the portal side reads; names are the environment's, so messages name them as people set them. */
const portalEnv = z.object({
  PORTAL_URL: z
    .string({ error: 'is required: the Sharing REST root, e.g. https://portal.example.com/portal/sharing/rest' })
    .trim()
    .superRefine((v, ctx) => {
      const problem = portalUrlProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  PORTAL_TOKEN: optionalText,
  PORTAL_USERNAME: optionalText,
  PORTAL_PASSWORD: z.preprocess(blankIsAbsent, z.string().optional()),
  PORTAL_ALLOWED_SERVICE_HOSTS: optionalText,
  PORTAL_CONNECT_TIMEOUT_MS: millis(DEFAULT_TIMEOUTS.connectMs),
  PORTAL_HEADERS_TIMEOUT_MS: millis(DEFAULT_TIMEOUTS.headersMs),
  PORTAL_BODY_TIMEOUT_MS: millis(DEFAULT_TIMEOUTS.bodyMs),
  // Above the server's own idle timeout a reused socket may already be closing, and a create sent on it would end
  // "unknown". Servers commonly close after 5 s, hence the cap.
  PORTAL_KEEPALIVE_MS: millis(DEFAULT_TIMEOUTS.keepAliveMs, 10_000),
  PORTAL_DISCOVERY_TTL_MS: millis(5 * 60_000),
  PORTAL_OAUTH_CLIENT_ID: optionalText,
});

/** Rules across variables; run on the raw values so they are reported alongside any per-variable problem. */
function crossProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const set = (name: string) => (env[name] ?? '').trim() !== '';
  const out: string[] = [];
  if (set('PORTAL_TOKEN') && (set('PORTAL_USERNAME') || set('PORTAL_PASSWORD'))) {
    out.push('PORTAL_TOKEN: set either PORTAL_TOKEN or PORTAL_USERNAME with PORTAL_PASSWORD, not both');
  }
  if (set('PORTAL_USERNAME') !== set('PORTAL_PASSWORD')) {
    out.push(
      `${set('PORTAL_USERNAME') ? 'PORTAL_PASSWORD' : 'PORTAL_USERNAME'}: PORTAL_USERNAME and PORTAL_PASSWORD go together`,
    );
  }
  for (const entry of hostList(env.PORTAL_ALLOWED_SERVICE_HOSTS)) {
    const parsed = parseAllowedHost(entry);
    if (!parsed.ok) out.push(`PORTAL_ALLOWED_SERVICE_HOSTS: ${parsed.message}`);
  }
  return out;
}

function hostList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .map((h) => h.trim())
    .filter(Boolean);
}

/**
 * Reads the configuration once, from `env` (the process's environment unless given). Every problem is reported at
 * once, each naming its variable; values of secret variables are never echoed.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const parsed = portalEnv.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0] ?? 'configuration')}: ${i.message}`)),
    ...crossProblems(env),
  ];
  if (!parsed.success || problems.length > 0) throw new PortalOpsError('config.invalid', { problems });
  const e = parsed.data;
  const account: ServiceAccount = e.PORTAL_TOKEN
    ? { kind: 'token', token: new Secret(e.PORTAL_TOKEN) }
    : e.PORTAL_USERNAME && e.PORTAL_PASSWORD
      ? { kind: 'password', username: e.PORTAL_USERNAME, password: new Secret(e.PORTAL_PASSWORD) }
      : { kind: 'none' };
  return {
    portal: {
      url: e.PORTAL_URL,
      account,
      allowedServiceHosts: hostList(e.PORTAL_ALLOWED_SERVICE_HOSTS),
      timeouts: {
        connectMs: e.PORTAL_CONNECT_TIMEOUT_MS,
        headersMs: e.PORTAL_HEADERS_TIMEOUT_MS,
        bodyMs: e.PORTAL_BODY_TIMEOUT_MS,
        keepAliveMs: e.PORTAL_KEEPALIVE_MS,
      },
      discoveryTtlMs: e.PORTAL_DISCOVERY_TTL_MS,
      oauthClientId: e.PORTAL_OAUTH_CLIENT_ID,
    },
  };
}
