import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { webApi } from '@slack/bolt';
import { type Config, loadConfig } from '../config.js';
import { isPortalOpsError, type PortalOpsError } from '../errors.js';
import { followReport } from '../operations/follow/status.js';
import { watchReport } from '../operations/watcher/status.js';
import { PortalClient } from '../portal/client.js';
import { fetchInfo, type PortalInfo, type PortalProfile } from '../portal/discovery.js';
import { serviceAccountTokens } from '../portal/tokens/account.js';
import { Transport } from '../portal/transport.js';
import { portalBase } from '../portal/url.js';
import { type Secret, scrub } from '../secret.js';
import { checkingClient, networkCode, quiet } from '../slack/slack-check.js';
import { openStore } from '../store/open.js';
import { appTokenWords, channelWords, explain, slackTokenWords, slackUnreachableWords } from '../words.js';

interface Out {
  write(s: string): unknown;
}

const HELP = `Usage:
  portal-ops doctor [--json] [--post-test]

Checks what the bot needs, one line each, and says how to fix what is wrong: the configuration (the environment,
and .env when there is one), Slack (auth.test with SLACK_BOT_TOKEN; apps.connections.open with SLACK_APP_TOKEN
in Socket Mode), the portal (reachable, edition, version, task
types), the portal credentials, and the notification channel.
  --post-test   post a short test message to NOTIFY_CHANNEL (without it the channel is not checked: the bot's
                least-privilege scopes cannot look a channel up)
  --json        one JSON object: {"ok":…,"checks":[{"id","title","status":"ok"|"fail"|"skip","detail","fix",…}]}
Exit status: 0 every check passed (or was skipped), 1 something failed, 2 usage error.
`;

/** What a posted test message says. */
export const TEST_MESSAGE = 'portal-ops doctor: this channel will receive notifications';

export type CheckStatus = 'ok' | 'fail' | 'skip';
export type CheckId =
  | 'configuration'
  | 'slack'
  | 'socket'
  | 'portal'
  | 'credentials'
  | 'notify'
  | 'watcher'
  | 'follower';

export interface Check {
  readonly id: CheckId;
  readonly title: string;
  /** `skip`: not checked (a check before it failed, or it cannot be checked without --post-test); never a failure. */
  readonly status: CheckStatus;
  /** What was found, in words; several lines for a list of problems. */
  readonly detail: string;
  /** How to fix it, or how to check it by hand. */
  readonly fix?: string;
  /** The same findings as values (--json). Never a secret. */
  readonly facts?: Readonly<Record<string, unknown>>;
}

export interface DoctorOptions {
  /** The dotenv file that fills what the environment leaves unset; `false` reads none. Default `.env`. */
  readonly envFile?: string | false;
  /** Limit for each Slack Web API call (ms). Default 10000. */
  readonly slackTimeoutMs?: number;
}

/** `portal-ops doctor`: checks the configuration, Slack, the portal, the credentials and the channel. */
export async function runDoctor(args: string[], out: Out, err: Out, options: DoctorOptions = {}): Promise<number> {
  let json = false;
  let postTest = false;
  try {
    const { values } = parseArgs({
      args,
      options: {
        json: { type: 'boolean' },
        'post-test': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      out.write(HELP);
      return 0;
    }
    json = values.json ?? false;
    postTest = values['post-test'] ?? false;
  } catch (e) {
    err.write(`portal-ops doctor: ${e instanceof Error ? e.message : String(e)}\n\n${HELP}`);
    return 2;
  }

  const { checks, secrets } = await diagnose({ postTest, ...options });
  const ok = !checks.some((c) => c.status === 'fail');
  // Nothing below builds text from a secret, but words from elsewhere (a service's message) pass through too.
  const text = json ? `${JSON.stringify({ ok, checks })}\n` : render(checks);
  out.write(scrub(text, secrets));
  return ok ? 0 : 1;
}

interface Diagnosis {
  readonly checks: Check[];
  readonly secrets: (Secret | undefined)[];
}

async function diagnose(options: DoctorOptions & { postTest: boolean }): Promise<Diagnosis> {
  const checks: Check[] = [];
  const { check: configCheck, config } = configuration(options.envFile ?? '.env');
  checks.push(configCheck);
  if (!config) {
    const later = 'not checked: the configuration must be fixed first';
    checks.push(
      skipped('slack', 'Slack', later),
      skipped('portal', 'Portal', later),
      skipped('credentials', 'Portal credentials', later),
      skipped('notify', 'Notification channel', later),
    );
    return { checks, secrets: [] };
  }
  const secrets = secretsOf(config);
  const slack = config.slack.botToken ? slackClient(config, options.slackTimeoutMs ?? 10_000) : undefined;

  const slackResult = await guarded(
    'slack',
    'Slack',
    secrets,
    () => checkSlack(config, slack),
    (check): SlackResult => ({ check }),
  );
  checks.push(slackResult.check);
  if (config.slack.appToken) {
    const socket = await guarded(
      'socket',
      'Socket Mode',
      secrets,
      () => checkAppToken(config, options),
      (c) => c,
    );
    checks.push(socket);
  }
  const portal = await guarded(
    'portal',
    'Portal',
    secrets,
    () => checkPortal(config),
    (check) => [check, skipped('credentials', 'Portal credentials', 'not checked: the portal check failed')],
  );
  checks.push(...portal);
  const notify = await guarded(
    'notify',
    'Notification channel',
    secrets,
    () => checkNotify(config, slack, slackResult, options.postTest),
    (check) => check,
  );
  checks.push(notify);
  // The run watcher's state lives in the store; shown only where a store already exists (doctor creates none).
  if (config.store.databaseUrl || existsSync(config.store.sqlitePath)) {
    checks.push(
      await guarded(
        'watcher',
        'Run alerts',
        secrets,
        () => checkWatcher(config),
        (c) => c,
      ),
      await guarded(
        'follower',
        'Daylight saving',
        secrets,
        () => checkFollower(config),
        (c) => c,
      ),
    );
  }
  return { checks, secrets };
}

// ---------------------------------------------------------------------------------------------------------------
// Run alerts: the watcher's lease, its last successful look, any backoff (read from the store)
// ---------------------------------------------------------------------------------------------------------------

async function checkWatcher(c: Config): Promise<Check> {
  const title = 'Run alerts';
  if (!c.watch.enabled) return skipped('watcher', title, 'turned off (WATCH_RUNS=off)');
  const store = await openStore({
    ...(c.store.databaseUrl ? { databaseUrl: c.store.databaseUrl } : {}),
    sqlitePath: c.store.sqlitePath,
  });
  try {
    const now = Date.now();
    const r = await watchReport(store.watch, now);
    const ago = (t: number) => `${Math.max(0, Math.round((now - t) / 1000))} s ago`;
    const every = `every ${c.watch.intervalMs / 1000} s`;
    const lines = [
      r.lease?.live
        ? `watched ${every} by ${r.lease.holder}; ${r.accounts} portal account${r.accounts === 1 ? '' : 's'}`
        : `no instance is watching now${r.lease ? ` (the last, ${r.lease.holder}, let go or stopped ${ago(r.lease.until)})` : ''}; the bot watches ${every} once it runs`,
      r.lastOkAt === null ? 'no successful look yet' : `last successful look ${ago(r.lastOkAt)}`,
      ...r.backingOff.map(
        (b) =>
          `backing off ${b.account} for ${Math.round((b.until - now) / 1000)} s more${b.error ? ` (${b.error})` : ''}`,
      ),
      ...(r.lost > 0 ? [`${r.lost} alert(s) were claimed but never posted (an instance stopped between the two)`] : []),
    ];
    const stale = r.lease?.live === true && r.lastOkAt !== null && now - r.lastOkAt > 5 * c.watch.intervalMs;
    return {
      id: 'watcher',
      title,
      status: stale ? 'fail' : 'ok',
      detail: lines.join('\n'),
      ...(stale
        ? {
            fix: 'The watcher cannot read the portal: see its log lines ("run watcher: …") for the reason and the backoff.',
          }
        : {}),
      facts: { ...r },
    };
  } finally {
    await store.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Daylight saving: the follower's lease, the periods it is retrying and why, those it gave up (read from the store)
// ---------------------------------------------------------------------------------------------------------------

async function checkFollower(c: Config): Promise<Check> {
  const title = 'Daylight saving';
  if (!c.follow.enabled) return skipped('follower', title, 'turned off (FOLLOW_DST=off)');
  const store = await openStore({
    ...(c.store.databaseUrl ? { databaseUrl: c.store.databaseUrl } : {}),
    sqlitePath: c.store.sqlitePath,
  });
  try {
    const now = Date.now();
    const r = await followReport(store, now);
    const ago = (t: number) => `${Math.max(0, Math.round((now - t) / 1000))} s ago`;
    const iso = (t: number) => new Date(t).toISOString();
    const every = `every ${c.follow.intervalMs / 1000} s`;
    const lines = [
      r.lease?.live
        ? `followed ${every} by ${r.lease.holder}; ${r.schedules} schedule${r.schedules === 1 ? '' : 's'} following daylight saving`
        : `no instance is following now${r.lease ? ` (the last, ${r.lease.holder}, let go or stopped ${ago(r.lease.until)})` : ''}; ${r.schedules} schedule${r.schedules === 1 ? '' : 's'}, followed ${every} once the bot runs`,
      ...r.backingOff.map(
        (b) =>
          `retrying schedule ${b.schedule}'s period from ${iso(b.from)} after ${b.attempts} attempt${b.attempts === 1 ? '' : 's'}${b.error ? ` (${b.error})` : ''}${b.nextAttemptAt !== null && b.nextAttemptAt > now ? `, next in ${Math.round((b.nextAttemptAt - now) / 1000)} s` : ''}`,
      ),
      ...r.failed.map(
        (f) => `schedule ${f.schedule}'s period from ${iso(f.from)} was not created${f.error ? ` (${f.error})` : ''}`,
      ),
    ];
    // Within a day of its change a period still retrying has been told to its owner: as for a given-up one, a
    // person is needed.
    const urgent = r.failed.length > 0 || r.backingOff.some((b) => b.from - now < 24 * 3_600_000);
    return {
      id: 'follower',
      title,
      status: urgent ? 'fail' : 'ok',
      detail: lines.join('\n'),
      ...(urgent
        ? {
            fix: 'A period is not on the portal close to (or after) its change: see the warning its owner and NOTIFY_CHANNEL were sent, and the log lines ("follower: …").',
          }
        : {}),
      facts: { ...r },
    };
  } finally {
    await store.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Configuration
// ---------------------------------------------------------------------------------------------------------------

function configuration(envFile: string | false): { check: Check; config: Config | undefined } {
  const title = 'Configuration';
  const problems: string[] = [];
  let envRead = false;
  if (envFile && existsSync(envFile)) {
    try {
      process.loadEnvFile(envFile);
      envRead = true;
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      problems.push(`${envFile}: could not be read${typeof code === 'string' ? ` (${code})` : ''}`);
    }
  }
  const source = envRead ? `the environment and ${envFile}` : 'the environment';
  let config: Config | undefined;
  try {
    config = loadConfig(process.env, { forBot: true });
  } catch (e) {
    if (isPortalOpsError(e, 'config.invalid')) problems.push(...(e.facts.problems ?? []));
    else problems.push(explain(e).summary);
  }
  const facts = { source, ...(config ? { mode: config.access.mode, slackMode: slackMode(config) } : {}) };
  if (problems.length > 0) {
    return {
      check: {
        id: 'configuration',
        title,
        status: 'fail',
        detail: `${problems.length === 1 ? 'one problem' : `${problems.length} problems`} (read from ${source}):\n${problems.map((p) => `- ${p}`).join('\n')}`,
        fix: 'Set the variables named, in the environment or in .env (.env.example explains each), and run doctor again.',
        facts: { ...facts, problems },
      },
      config: undefined,
    };
  }
  const c = config as Config;
  return {
    check: {
      id: 'configuration',
      title,
      status: 'ok',
      detail: `valid (read from ${source}): ${modeWords(c)}; Slack in ${slackMode(c) === 'socket' ? 'Socket Mode' : `HTTP mode on port ${c.slack.port}`}; requests stored in ${c.store.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite at ${c.store.sqlitePath}`}`,
      facts,
    },
    config: c,
  };
}

function modeWords(c: Config): string {
  if (c.access.mode === 'per-person') return 'per-person portal accounts (each person signs in with /portal login)';
  const how =
    c.portal.account.kind === 'token'
      ? 'a configured token'
      : c.portal.account.kind === 'password'
        ? `the account ${c.portal.account.username}`
        : 'no account';
  return `one service account on the portal (${how})`;
}

function slackMode(c: Config): 'socket' | 'http' {
  return c.slack.appToken ? 'socket' : 'http';
}

function secretsOf(c: Config): (Secret | undefined)[] {
  const account = c.portal.account;
  return [
    c.slack.botToken,
    c.slack.appToken,
    c.slack.signingSecret,
    c.access.encryptionKey,
    account.kind === 'token' ? account.token : account.kind === 'password' ? account.password : undefined,
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Slack
// ---------------------------------------------------------------------------------------------------------------

type SlackClient = InstanceType<typeof webApi.WebClient>;

interface SlackResult {
  readonly check: Check;
  /** The bot's name in the workspace, for `/invite @…`. */
  readonly botName?: string;
}

function slackClient(c: Config, timeoutMs: number): SlackClient {
  return new webApi.WebClient(c.slack.botToken?.reveal(), {
    ...(c.slack.apiUrl ? { slackApiUrl: c.slack.apiUrl } : {}),
    timeout: timeoutMs,
    // A diagnosis should answer now: one attempt, and a rate limit is reported rather than waited out.
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    logger: quiet,
  });
}

async function checkSlack(c: Config, client: SlackClient | undefined): Promise<SlackResult> {
  if (!client)
    return { check: skipped('slack', 'Slack', 'not checked: SLACK_BOT_TOKEN is not set (see Configuration)') };
  const via = c.slack.apiUrl ? ` (Web API at ${hostOf(c.slack.apiUrl)})` : '';
  try {
    const r = await client.auth.test();
    const facts = { team: r.team, teamId: r.team_id, bot: r.user, botUserId: r.user_id, botId: r.bot_id };
    const who = `signed in to the workspace ${r.team ?? '(unnamed)'} (${r.team_id ?? 'no id'}) as @${r.user ?? 'the bot'} (${r.user_id ?? 'no id'})${via}`;
    const botName = r.user ?? undefined;
    if (c.access.team && r.team_id && c.access.team !== r.team_id) {
      return {
        check: {
          id: 'slack',
          title: 'Slack',
          status: 'fail',
          detail: `${who}, but SLACK_TEAM_ID is ${c.access.team}: everyone in this workspace would be refused`,
          fix: `Set SLACK_TEAM_ID=${r.team_id}, or leave it empty to take the workspace from the bot token.`,
          facts,
        },
        ...(botName ? { botName } : {}),
      };
    }
    return {
      check: { id: 'slack', title: 'Slack', status: 'ok', detail: who, facts },
      ...(botName ? { botName } : {}),
    };
  } catch (e) {
    const w = slackWords(e, { method: 'auth.test', via });
    return { check: { id: 'slack', title: 'Slack', status: 'fail', detail: w.detail, fix: w.fix, facts: w.facts } };
  }
}

/** Socket Mode: the app-level token opens a connection (`apps.connections.open`; nothing is connected to it). */
async function checkAppToken(c: Config, options: DoctorOptions): Promise<Check> {
  const title = 'Socket Mode';
  const client = checkingClient(c.slack.appToken?.reveal(), c.slack.apiUrl, options.slackTimeoutMs ?? 10_000);
  const via = c.slack.apiUrl ? ` (Web API at ${hostOf(c.slack.apiUrl)})` : '';
  try {
    await client.apps.connections.open();
    return { id: 'socket', title, status: 'ok', detail: `SLACK_APP_TOKEN opens a Socket Mode connection${via}` };
  } catch (e) {
    const code = e instanceof webApi.WebAPIPlatformError ? e.data.error : undefined;
    const w = code === undefined ? undefined : appTokenWords(code);
    if (w) {
      return {
        id: 'socket',
        title,
        status: 'fail',
        detail: `Slack answered apps.connections.open with ${code}: ${w.summary}`,
        fix: w.action,
        facts: { error: code },
      };
    }
    const said = slackWords(e, { method: 'apps.connections.open', via });
    return { id: 'socket', title, status: 'fail', detail: said.detail, fix: said.fix, facts: said.facts };
  }
}

interface SlackWords {
  readonly detail: string;
  readonly fix: string;
  readonly facts: Readonly<Record<string, unknown>>;
}

/** Slack's answers to the calls doctor makes, as a check's detail and fix (the words come from words.ts). */
function slackWords(e: unknown, at: { method: string; via: string; channel?: string; bot?: string }): SlackWords {
  const channel = at.channel ?? 'the channel';
  if (e instanceof webApi.WebAPIPlatformError) {
    const code = e.data.error;
    const facts = { error: code };
    const said = `Slack answered ${at.method} with ${code}`;
    const asked = (e.data as { needed?: unknown }).needed;
    const needed = typeof asked === 'string' ? asked : undefined;
    const w = slackTokenWords(code, needed) ?? channelWords(code, channel, at.bot ?? 'portal-ops');
    if (w) return { detail: `${said}: ${w.summary}`, fix: w.action, facts: needed ? { ...facts, needed } : facts };
    return { detail: said, fix: 'See https://api.slack.com/methods for what it means.', facts };
  }
  if (e instanceof webApi.WebAPIRateLimitedError) {
    return {
      detail: `Slack is rate limiting ${at.method} (retry after ${e.retryAfter} s)`,
      fix: 'Wait a little and run doctor again.',
      facts: { error: 'ratelimited', retryAfter: e.retryAfter },
    };
  }
  if (e instanceof webApi.WebAPIHTTPError) {
    return {
      detail: `Slack’s Web API${at.via} answered ${at.method} with HTTP ${e.statusCode}`,
      fix: 'Check SLACK_API_URL (leave it empty for https://slack.com/api/), or try again if Slack is having trouble.',
      facts: { error: 'http', status: e.statusCode },
    };
  }
  if (e instanceof webApi.WebAPIRequestError) {
    const code = networkCode(e.original);
    return {
      detail: `Could not reach Slack’s Web API${at.via} for ${at.method}${typeof code === 'string' ? ` (${code})` : ''}`,
      fix: slackUnreachableWords('slack.com').action,
      facts: { error: 'request', ...(typeof code === 'string' ? { code } : {}) },
    };
  }
  throw e;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 3 and 4. The portal and the credentials
// ---------------------------------------------------------------------------------------------------------------

async function checkPortal(c: Config): Promise<Check[]> {
  const base = portalBase(c.portal.url);
  const probe = await probeInfo(c, base);
  const perPerson = c.access.mode === 'per-person';
  const unreachable = 'error' in probe && isPortalOpsError(probe.error, 'portal.not-delivered');

  // Service account: full discovery (who, edition, task types) unless the portal cannot be reached at all.
  let profile: PortalProfile | undefined;
  let signInError: unknown;
  let via = '';
  if (!perPerson && c.portal.account.kind !== 'none' && !unreachable) {
    const client = new PortalClient({
      portalUrl: base,
      allowedServiceHosts: c.portal.allowedServiceHosts,
      timeouts: c.portal.timeouts,
    });
    try {
      const tokens = serviceAccountTokens(client, c.portal.account);
      via = tokens.label;
      profile = await client.discover(tokens);
    } catch (e) {
      signInError = e;
    } finally {
      await client.close();
    }
  }

  // When the portal's root already failed, a failed sign-in says nothing about the account (generateToken at a wrong
  // URL is refused too): the portal check carries the fault alone.
  const credentialsError = 'info' in probe ? signInError : undefined;
  return [portalCheck(base, probe, profile, perPerson), credentialsCheck(c, profile, credentialsError, via)];
}

type Probe = { readonly info: PortalInfo } | { readonly error: unknown };

/** `GET {base}?f=json`: needs no one signed in, so it works in either mode. */
async function probeInfo(c: Config, base: URL): Promise<Probe> {
  const transport = new Transport(base, { referer: base.origin, timeouts: c.portal.timeouts });
  try {
    const info = await fetchInfo({
      base,
      host: base.host,
      transport,
      now: Date.now,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      backoffMs: [250],
    });
    return { info };
  } catch (error) {
    return { error };
  } finally {
    await transport.close();
  }
}

function versionWords(info: { currentVersion: string | undefined; enterpriseVersion: string | undefined }): string {
  const parts = [
    info.enterpriseVersion ? `release ${info.enterpriseVersion}` : undefined,
    info.currentVersion ? `version ${info.currentVersion}` : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'version not given';
}

function portalCheck(base: URL, probe: Probe, profile: PortalProfile | undefined, perPerson: boolean): Check {
  const url = base.href;
  if (profile) {
    const edition =
      profile.edition === 'cloud'
        ? 'hosted cloud edition'
        : profile.edition === 'self-hosted'
          ? `self-hosted ${profile.release ?? ''}`.trim()
          : 'edition unknown';
    const types = profile.taskTypes.length
      ? `task types: ${profile.taskTypes.join(', ')}${profile.taskTypesKnown ? '' : ' (version unreadable: the service will decide)'}`
      : 'no scheduled tasks: they need self-hosted 10.8.1 or later (custom roles still work)';
    return {
      id: 'portal',
      title: 'Portal',
      status: 'ok',
      detail: `${url} answers: ${edition}, ${versionWords(profile)}, organization ${profile.orgId}${profile.portalName ? ` (${profile.portalName})` : ''}; ${types}`,
      facts: {
        url,
        edition: profile.edition,
        currentVersion: profile.currentVersion,
        enterpriseVersion: profile.enterpriseVersion,
        release: profile.release,
        orgId: profile.orgId,
        taskTypes: profile.taskTypes,
        taskTypesKnown: profile.taskTypesKnown,
      },
    };
  }
  if ('info' in probe) {
    const later = perPerson
      ? 'edition and task types are read when a person signs in (per-person mode: no one is signed in to doctor)'
      : 'edition and task types need a working service account (see Portal credentials)';
    return {
      id: 'portal',
      title: 'Portal',
      status: 'ok',
      detail: `${url} answers: ${versionWords(probe.info)}; ${later}`,
      facts: { url, currentVersion: probe.info.currentVersion, enterpriseVersion: probe.info.enterpriseVersion },
    };
  }
  const w = explain(probe.error);
  return {
    id: 'portal',
    title: 'Portal',
    status: 'fail',
    detail: `${url}: ${w.summary}`,
    fix: isPortalOpsError(probe.error, 'portal.not-delivered')
      ? 'Check that the portal is up and reachable from here, and that PORTAL_URL is right (the Sharing REST root, ending in /sharing/rest).'
      : `Check PORTAL_URL: it must be the Sharing REST root, e.g. https://gis.example.org/portal/sharing/rest (opening ${url}?f=json in a browser shows the portal’s version as JSON). ${w.action}`,
    facts: { url, ...errorFacts(probe.error) },
  };
}

function credentialsCheck(c: Config, profile: PortalProfile | undefined, signInError: unknown, via: string): Check {
  const title = 'Portal credentials';
  if (c.access.mode === 'per-person') {
    return skipped(
      'credentials',
      title,
      `per-person mode: there is no service account; each person links their own portal account with /portal login (portal app ${c.portal.oauthClientId ?? '(none)'}, callback ${c.access.oauthRedirectUrl ?? '(none)'})`,
      'Sign in once from Slack (/portal login, then /portal whoami) to check the portal app registration and the callback.',
    );
  }
  if (c.portal.account.kind === 'none') {
    return skipped('credentials', title, 'not checked: no service account is configured (see Configuration)');
  }
  if (profile) {
    const u = profile.user;
    return {
      id: 'credentials',
      title,
      status: 'ok',
      detail: `signed in as ${u.username}${u.fullName ? ` (${u.fullName})` : ''}, ${u.role ?? 'no role'}, with ${via}; ${
        u.isDefaultAdmin
          ? 'a default administrator: custom roles can be created'
          : 'not a default administrator: custom roles cannot be created (/portal-role will be refused), tasks can'
      }`,
      facts: { username: u.username, role: u.role, isDefaultAdmin: u.isDefaultAdmin, via },
    };
  }
  if (signInError === undefined) {
    return skipped('credentials', title, 'not checked: the portal check failed (see Portal)');
  }
  const w = explain(signInError);
  const fix = isPortalOpsError(signInError, 'portal.sign-in-failed')
    ? 'Check PORTAL_USERNAME and PORTAL_PASSWORD (sign in to the portal with them in a browser to be sure).'
    : isPortalOpsError(signInError, 'portal.sign-in-required')
      ? c.portal.account.kind === 'token'
        ? 'Put a fresh token in PORTAL_TOKEN, or use PORTAL_USERNAME and PORTAL_PASSWORD instead (those renew themselves).'
        : 'Check PORTAL_USERNAME and PORTAL_PASSWORD.'
      : w.action;
  return {
    id: 'credentials',
    title,
    status: 'fail',
    detail: `${via ? `with ${via}: ` : ''}${w.summary}`,
    fix,
    facts: { via, ...errorFacts(signInError) },
  };
}

function errorFacts(e: unknown): Record<string, unknown> {
  if (!isPortalOpsError(e)) return { error: 'internal' };
  const f = (e as PortalOpsError).facts;
  return { error: e.code, ...(f.reason ? { reason: f.reason } : {}), ...(f.status ? { status: f.status } : {}) };
}

// ---------------------------------------------------------------------------------------------------------------
// 5. The notification channel
// ---------------------------------------------------------------------------------------------------------------

async function checkNotify(
  c: Config,
  client: SlackClient | undefined,
  slack: SlackResult,
  postTest: boolean,
): Promise<Check> {
  const title = 'Notification channel';
  const channel = c.slack.notifyChannel;
  const invite = `/invite @${slack.botName ?? 'portal-ops'}`;
  if (!channel) {
    const detail = 'NOTIFY_CHANNEL is not set: no channel hears about creations (the requester still gets the result)';
    const fix = `Set NOTIFY_CHANNEL to a channel id (C…) and invite the bot there: ${invite}.`;
    return postTest
      ? { id: 'notify', title, status: 'fail', detail: `${detail}; there is nowhere to post the test message`, fix }
      : skipped('notify', title, detail, fix);
  }
  if (!postTest) {
    return skipped(
      'notify',
      title,
      `${channel}: not checked. With least-privilege scopes the bot cannot look a channel up; after each creation it posts there, and if it cannot (not invited, archived, no such channel) the requester is told why and the ids are logged`,
      `To check it now: portal-ops doctor --post-test (posts one short message there); make sure the bot is in the channel: ${invite}.`,
    );
  }
  if (!client || slack.check.status !== 'ok') {
    return skipped('notify', title, `${channel}: no test message posted: Slack sign-in failed (see Slack)`);
  }
  try {
    const r = await client.chat.postMessage({ channel, text: TEST_MESSAGE });
    return {
      id: 'notify',
      title,
      status: 'ok',
      detail: `posted a test message to ${channel}: notifications will arrive there`,
      facts: { channel, posted: true, ...(r.ts ? { ts: r.ts } : {}) },
    };
  } catch (e) {
    const w = slackWords(e, {
      method: 'chat.postMessage',
      via: '',
      channel,
      ...(slack.botName ? { bot: slack.botName } : {}),
    });
    return { id: 'notify', title, status: 'fail', detail: w.detail, fix: w.fix, facts: { channel, ...w.facts } };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers and output
// ---------------------------------------------------------------------------------------------------------------

function skipped(id: CheckId, title: string, detail: string, fix?: string): Check {
  return { id, title, status: 'skip', detail, ...(fix ? { fix } : {}) };
}

/** A check that throws something unforeseen fails on its own; the others still run. */
async function guarded<T>(
  id: CheckId,
  title: string,
  secrets: readonly (Secret | undefined)[],
  run: () => Promise<T>,
  failed: (check: Check) => T,
): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const w = explain(e);
    const message = e instanceof Error && e.message ? ` (${scrub(e.message, secrets)})` : '';
    return failed({ id, title, status: 'fail', detail: `${w.summary}${message}`, fix: w.action });
  }
}

const MARK: Record<CheckStatus, string> = { ok: '✓', fail: '✗', skip: '–' };

function render(checks: readonly Check[]): string {
  const lines: string[] = ['portal-ops doctor', ''];
  for (const c of checks) {
    const [first = '', ...rest] = c.detail.split('\n');
    lines.push(`${MARK[c.status]} ${c.title}: ${first}`);
    for (const line of rest) lines.push(`    ${line}`);
    if (c.fix) lines.push(`  ${c.status === 'fail' ? 'Fix' : 'Note'}: ${c.fix}`);
  }
  const failed = checks.filter((c) => c.status === 'fail');
  const skippedCount = checks.filter((c) => c.status === 'skip').length;
  lines.push('');
  lines.push(
    failed.length === 0
      ? `All checks passed${skippedCount ? ` (${skippedCount} not checked)` : ''}.`
      : `${failed.length} of ${checks.length} checks failed: ${failed.map((c) => c.title).join(', ')}.`,
  );
  return `${lines.join('\n')}\n`;
}
