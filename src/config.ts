import { isIP } from 'node:net';
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
  /** How long the portal is asked for an item's title, before a confirmation shows the id alone. */
  readonly itemLookupMs: number;
  /** The portal app registration people sign in through (per-person accounts). */
  readonly oauthClientId: string | undefined;
}

export interface StoreConfig {
  /** A `postgres://` URL: PostgreSQL (several instances share it). Unset: SQLite at `sqlitePath`. */
  readonly databaseUrl: string | undefined;
  readonly sqlitePath: string;
  /**
   * How long a confirmed request's claim lasts unless its sender renews it (it does, every third of this, while it
   * sends): after a crash another instance takes over once it runs out.
   */
  readonly claimLeaseMs: number;
  /** How often the sweep looks for expired claims and unknown outcomes. */
  readonly sweepEveryMs: number;
}

/** Who acts on the portal and who may do what. */
export interface AccessConfig {
  readonly mode: 'per-person' | 'service-account';
  /** AES-256-GCM key for tokens at rest (per-person mode). */
  readonly encryptionKey: Secret | undefined;
  /** Where the portal sends people back after signing in (per-person mode). */
  readonly oauthRedirectUrl: string | undefined;
  /** The installing Slack team; other teams are refused. Unset: learnt from Slack at start-up. */
  readonly team: string | undefined;
  /** Service-account mode: Slack user ids allowed to create tasks (unset: everyone) and roles (nobody unless listed). */
  readonly taskUsers: readonly string[] | undefined;
  readonly roleUsers: readonly string[];
  /** Slack user ids who see everyone's requests. */
  readonly admins: readonly string[];
}

/** How the app meets Slack: Socket Mode when an app token is set, else HTTP on `port`. */
export interface SlackConfig {
  readonly botToken: Secret | undefined;
  /** `xapp-…`: Socket Mode (no public URL). */
  readonly appToken: Secret | undefined;
  /** HTTP mode: requests to /slack/events are checked against it. */
  readonly signingSecret: Secret | undefined;
  /** The HTTP server's port (events in HTTP mode; health and the sign-in callback in both). */
  readonly port: number;
  /**
   * The address it listens on; unset: every interface, IPv4 and IPv6 (Node's default, as before HOST existed).
   * `127.0.0.1` keeps it to the machine, behind a proxy there.
   */
  readonly host: string | undefined;
  /** Another Web API host (GovSlack, or a local fake in tests). */
  readonly apiUrl: string | undefined;
  /** Channel id (or name) that hears about every creation. */
  readonly notifyChannel: string | undefined;
  readonly logLevel: string;
  /** `pretty` lines for a person, `json` for machines; `auto`: pretty when stdout is a terminal. */
  readonly logFormat: 'auto' | 'pretty' | 'json';
}

/** The run watcher: tells NOTIFY_CHANNEL (and each task's owner) about failed runs and tasks the service stopped. */
export interface WatchConfig {
  /** WATCH_RUNS=off turns it off (e.g. on a second deployment pointed at the same portal). */
  readonly enabled: boolean;
  /** How often each watched portal account is listed (one paged list per account per interval). */
  readonly intervalMs: number;
}

/** The DST follower: keeps each followed schedule's chain of tasks one period ahead of its next offset change. */
export interface FollowConfig {
  /** FOLLOW_DST=off stops this deployment preparing periods (e.g. a second deployment pointed at the same store). */
  readonly enabled: boolean;
  /** How far ahead of a change the next period's tasks are created. */
  readonly leadMs: number;
  /** How often the followed schedules are looked at. */
  readonly intervalMs: number;
}

export interface Config {
  readonly portal: PortalConfig;
  readonly store: StoreConfig;
  readonly access: AccessConfig;
  readonly slack: SlackConfig;
  readonly watch: WatchConfig;
  readonly follow: FollowConfig;
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
  PORTAL_ITEM_LOOKUP_MS: millis(1_000),
  PORTAL_OAUTH_CLIENT_ID: optionalText,
  DATABASE_URL: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for SQLite)')
      .optional(),
  ),
  SQLITE_PATH: z.preprocess(blankIsAbsent, z.string().trim().default('./data/portal-ops.sqlite')),
  // A lease shorter than a few seconds would need renewals faster than a busy store can answer.
  CLAIM_LEASE_MS: millis(20_000).refine((v) => v >= 3_000, 'must be at least 3000'),
  SWEEP_EVERY_MS: millis(10_000).refine((v) => v >= 1_000, 'must be at least 1000'),
  PORTAL_AUTH_MODE: z.preprocess(
    blankIsAbsent,
    z.enum(['per-person', 'service-account'], { error: 'must be per-person or service-account' }).optional(),
  ),
  ENCRYPTION_KEY: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .trim()
      .refine((v) => keyBytes(v) !== undefined, 'must be 32 random bytes, base64 or hex (openssl rand -base64 32)')
      .optional(),
  ),
  PORTAL_OAUTH_REDIRECT_URL: z.preprocess(
    blankIsAbsent,
    z.url({ protocol: /^https?$/, error: 'must be the https URL of the sign-in callback' }).optional(),
  ),
  SLACK_TEAM_ID: optionalText,
  PORTAL_TASK_USERS: optionalText,
  PORTAL_ROLE_USERS: optionalText,
  BOT_ADMINS: optionalText,
  SLACK_BOT_TOKEN: z.preprocess(
    blankIsAbsent,
    z.string().trim().startsWith('xoxb-', 'must be a bot token (xoxb-…)').optional(),
  ),
  SLACK_APP_TOKEN: z.preprocess(
    blankIsAbsent,
    z.string().trim().startsWith('xapp-', 'must be an app-level token (xapp-…) for Socket Mode').optional(),
  ),
  SLACK_SIGNING_SECRET: optionalText,
  PORT: z.preprocess(
    blankIsAbsent,
    z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65_535, 'must be a port number').default(3000),
  ),
  HOST: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .trim()
      .refine((h) => isIP(h) !== 0 || /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(h), {
        error: 'must be an address to listen on (127.0.0.1, 0.0.0.0, ::) or a host name',
      })
      .optional(),
  ),
  SLACK_API_URL: z.preprocess(
    blankIsAbsent,
    z.url({ error: 'must be a URL such as https://slack.com/api/' }).optional(),
  ),
  NOTIFY_CHANNEL: optionalText,
  WATCH_RUNS: z.preprocess(blankIsAbsent, z.enum(['on', 'off'], { error: 'must be on or off' }).default('on')),
  // Below a few seconds the portal is asked faster than any task can run (its schedules are by the minute).
  WATCH_INTERVAL_SECONDS: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: 'must be a whole number of seconds' })
      .int('must be a whole number of seconds')
      .min(5, 'must be at least 5')
      .max(3600, 'must be at most 3600')
      .default(60),
  ),
  FOLLOW_DST: z.preprocess(blankIsAbsent, z.enum(['on', 'off'], { error: 'must be on or off' }).default('on')),
  // A lead shorter than a day leaves no time to retry and tell people before a change; a year is the chain's reach.
  FOLLOW_LEAD_DAYS: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: 'must be a whole number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1')
      .max(365, 'must be at most 365')
      .default(7),
  ),
  FOLLOW_INTERVAL_SECONDS: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: 'must be a whole number of seconds' })
      .int('must be a whole number of seconds')
      .min(10, 'must be at least 10')
      .max(86_400, 'must be at most 86400')
      .default(600),
  ),
  LOG_LEVEL: z.preprocess(
    blankIsAbsent,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be a pino level' })
      .default('info'),
  ),
  LOG_FORMAT: z.preprocess(
    blankIsAbsent,
    z
      .enum(['auto', 'pretty', 'json'], {
        error: 'must be pretty or json (unset: pretty at a terminal, JSON otherwise)',
      })
      .default('auto'),
  ),
});

/** Every variable the configuration reads (`.env.example` documents each). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(portalEnv.shape);

/** The 32 bytes of an AES-256 key written as base64 or hex, or undefined. */
export function keyBytes(text: string): Buffer | undefined {
  const t = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

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
  for (const entry of listOf(env.PORTAL_ALLOWED_SERVICE_HOSTS)) {
    const parsed = parseAllowedHost(entry);
    if (!parsed.ok) out.push(`PORTAL_ALLOWED_SERVICE_HOSTS: ${parsed.message}`);
  }
  if (authMode(env) === 'per-person') {
    for (const name of ['PORTAL_OAUTH_CLIENT_ID', 'ENCRYPTION_KEY', 'PORTAL_OAUTH_REDIRECT_URL']) {
      if (!set(name)) out.push(`${name}: is required for per-person accounts (PORTAL_AUTH_MODE=per-person)`);
    }
  }
  return out;
}

/** Which of the settings running the bot needs are present. */
export interface BotSettings {
  readonly botToken: boolean;
  readonly appToken: boolean;
  readonly signingSecret: boolean;
  readonly mode: 'per-person' | 'service-account';
  readonly serviceAccount: boolean;
}

/**
 * What running the bot needs beyond each variable being well formed: one set of rules for the raw environment
 * (`loadConfig(env, {forBot: true})`, doctor) and for a configuration already loaded (`startBot`).
 */
export function botProblems(s: BotSettings): string[] {
  const out: string[] = [];
  if (!s.botToken) out.push('SLACK_BOT_TOKEN: is required (xoxb-…, from the app’s OAuth & Permissions page)');
  if (!s.appToken && !s.signingSecret) {
    out.push('SLACK_APP_TOKEN (Socket Mode) or SLACK_SIGNING_SECRET (HTTP mode): one is required');
  }
  if (s.mode === 'service-account' && !s.serviceAccount) {
    out.push(
      'PORTAL_TOKEN, or PORTAL_USERNAME with PORTAL_PASSWORD: is required for a service account (or set PORTAL_OAUTH_CLIENT_ID for per-person accounts)',
    );
  }
  return out;
}

function presentIn(env: Readonly<Record<string, string | undefined>>): BotSettings {
  const set = (name: string) => (env[name] ?? '').trim() !== '';
  return {
    botToken: set('SLACK_BOT_TOKEN'),
    appToken: set('SLACK_APP_TOKEN'),
    signingSecret: set('SLACK_SIGNING_SECRET'),
    mode: authMode(env),
    // Half a username/password pair is named by the rules across variables.
    serviceAccount: set('PORTAL_TOKEN') || set('PORTAL_USERNAME') || set('PORTAL_PASSWORD'),
  };
}

/** The same settings from a loaded configuration. */
export function botSettingsOf(c: Config): BotSettings {
  return {
    botToken: c.slack.botToken !== undefined,
    appToken: c.slack.appToken !== undefined,
    signingSecret: c.slack.signingSecret !== undefined,
    mode: c.access.mode,
    serviceAccount: c.portal.account.kind !== 'none',
  };
}

/** Per-person when asked for, or when a portal app is configured for people to sign in with. */
function authMode(env: Readonly<Record<string, string | undefined>>): 'per-person' | 'service-account' {
  const asked = env.PORTAL_AUTH_MODE?.trim();
  if (asked === 'per-person' || asked === 'service-account') return asked;
  return (env.PORTAL_OAUTH_CLIENT_ID ?? '').trim() ? 'per-person' : 'service-account';
}

function listOf(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .map((h) => h.trim())
    .filter(Boolean);
}

/**
 * Reads the configuration once, from `env` (the process's environment unless given). Every problem is reported at
 * once, each naming its variable; values of secret variables are never echoed. `forBot` adds what running the bot
 * needs beyond the portal (the Slack tokens, an account), so those are named alongside any other problem.
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
  options: { readonly forBot?: boolean } = {},
): Config {
  const parsed = portalEnv.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0] ?? 'configuration')}: ${i.message}`)),
    ...crossProblems(env),
    ...(options.forBot ? botProblems(presentIn(env)) : []),
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
      allowedServiceHosts: listOf(e.PORTAL_ALLOWED_SERVICE_HOSTS),
      timeouts: {
        connectMs: e.PORTAL_CONNECT_TIMEOUT_MS,
        headersMs: e.PORTAL_HEADERS_TIMEOUT_MS,
        bodyMs: e.PORTAL_BODY_TIMEOUT_MS,
        keepAliveMs: e.PORTAL_KEEPALIVE_MS,
      },
      discoveryTtlMs: e.PORTAL_DISCOVERY_TTL_MS,
      itemLookupMs: e.PORTAL_ITEM_LOOKUP_MS,
      oauthClientId: e.PORTAL_OAUTH_CLIENT_ID,
    },
    store: {
      databaseUrl: e.DATABASE_URL,
      sqlitePath: e.SQLITE_PATH,
      claimLeaseMs: e.CLAIM_LEASE_MS,
      sweepEveryMs: e.SWEEP_EVERY_MS,
    },
    access: {
      mode: authMode(env),
      encryptionKey: e.ENCRYPTION_KEY ? new Secret(e.ENCRYPTION_KEY) : undefined,
      oauthRedirectUrl: e.PORTAL_OAUTH_REDIRECT_URL,
      team: e.SLACK_TEAM_ID,
      taskUsers: e.PORTAL_TASK_USERS === undefined ? undefined : listOf(e.PORTAL_TASK_USERS),
      roleUsers: listOf(e.PORTAL_ROLE_USERS),
      admins: listOf(e.BOT_ADMINS),
    },
    slack: {
      botToken: e.SLACK_BOT_TOKEN ? new Secret(e.SLACK_BOT_TOKEN) : undefined,
      appToken: e.SLACK_APP_TOKEN ? new Secret(e.SLACK_APP_TOKEN) : undefined,
      signingSecret: e.SLACK_SIGNING_SECRET ? new Secret(e.SLACK_SIGNING_SECRET) : undefined,
      port: e.PORT,
      host: e.HOST,
      apiUrl: e.SLACK_API_URL,
      notifyChannel: e.NOTIFY_CHANNEL,
      logLevel: e.LOG_LEVEL,
      logFormat: e.LOG_FORMAT,
    },
    watch: { enabled: e.WATCH_RUNS === 'on', intervalMs: e.WATCH_INTERVAL_SECONDS * 1000 },
    follow: {
      enabled: e.FOLLOW_DST === 'on',
      leadMs: e.FOLLOW_LEAD_DAYS * 86_400_000,
      intervalMs: e.FOLLOW_INTERVAL_SECONDS * 1000,
    },
  };
}
