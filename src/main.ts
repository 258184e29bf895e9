import { hkdfSync } from 'node:crypto';
import type { App } from '@slack/bolt';
import { botProblems, botSettingsOf, type Config, keyBytes, loadConfig } from './config.js';
import { PortalOpsError } from './errors.js';
import { Accounts, ServiceAccount } from './identity/accounts.js';
import { callbackHandler, SignIn } from './identity/sign-in.js';
import { Vault } from './identity/vault.js';
import { createLogger, type Logger } from './log.js';
import { startFollower } from './operations/follow/start.js';
import { instanceName, type JobIdentity } from './operations/jobs.js';
import { TaskDesk } from './operations/tasks/desk.js';
import { startRunWatcher } from './operations/watcher/start.js';
import { PortalClient } from './portal/client.js';
import { Policy } from './requests/policy.js';
import { startSweeper } from './requests/sweeper.js';
import type { IdentityPort } from './requests/types.js';
import { Workflow } from './requests/workflow.js';
import { Secret } from './secret.js';
import { AfterAck } from './slack/after-ack.js';
import { type RunningSlackApp, startSlackApp } from './slack/app.js';
import type { SlackDeps } from './slack/deps.js';
import { SlackFollowNotifier } from './slack/follow-notifier.js';
import { healthRoute, type Route } from './slack/http.js';
import { InFlight } from './slack/in-flight.js';
import { registerListeners } from './slack/listeners/index.js';
import { tellSettled } from './slack/notify.js';
import { SlackRunAnnouncer } from './slack/run-announcer.js';
import { checkBotToken } from './slack/slack-check.js';
import { warmUp, zonesOf } from './slack/warm.js';
import { Zones } from './slack/zone.js';
import { openStore } from './store/open.js';
import { explain } from './words.js';

/** The sign-in callback's path on the app's own server; PORTAL_OAUTH_REDIRECT_URL must end with it. */
export const CALLBACK_PATH = '/portal/callback';

export interface Running {
  readonly port: number;
  /** The address the HTTP server is bound to (HOST; `::` or `0.0.0.0` for every interface). */
  readonly address: string;
  readonly mode: 'socket' | 'http';
  /** How long the warm-up held "ready" back (ms; 0 without it). */
  readonly warmUpMs: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Warm what the first commands need before saying ready (`slack/warm.ts`); true unless measuring without it. */
  readonly warmUp?: boolean;
}

/**
 * Wiring, one way: configuration → store → portal → identity → workflow → Slack. Returns once the app is ready;
 * `stop` finishes in-flight work and closes everything in reverse order.
 */
export async function startBot(
  config: Config = loadConfig(process.env, { forBot: true }),
  log: Logger = createLogger({ level: config.slack.logLevel, format: config.slack.logFormat }),
  options: StartOptions = {},
): Promise<Running> {
  const { slack, access } = config;
  const problems = botProblems(botSettingsOf(config));
  if (problems.length > 0 || !slack.botToken) throw new PortalOpsError('config.invalid', { problems });
  const botToken = slack.botToken;
  // Slack first: a token it refuses or a Slack out of reach stops here, in words, before anything is opened.
  const bot = await checkBotToken(botToken, { apiUrl: slack.apiUrl });
  if (access.team && access.team !== bot.teamId) {
    log.warn({ configured: access.team, token: bot.teamId }, 'SLACK_TEAM_ID is not the bot token’s workspace');
  }

  const store = await openStore({
    ...(config.store.databaseUrl ? { databaseUrl: config.store.databaseUrl } : {}),
    sqlitePath: config.store.sqlitePath,
  });
  const portal = new PortalClient({
    portalUrl: config.portal.url,
    allowedServiceHosts: config.portal.allowedServiceHosts,
    timeouts: config.portal.timeouts,
    discoveryTtlMs: config.portal.discoveryTtlMs,
    log: log.child({ room: 'portal' }),
  });
  const team = access.team ?? bot.teamId;

  let identity: IdentityPort;
  let signIn: SignIn | undefined;
  let unlink: SlackDeps['unlink'];
  const routes: Route[] = [healthRoute(async () => void (await store.requests.listAll(1)))];
  if (access.mode === 'per-person') {
    const key = access.encryptionKey;
    const clientId = config.portal.oauthClientId;
    const redirectUri = access.oauthRedirectUrl;
    if (!key || !clientId || !redirectUri)
      throw new PortalOpsError('config.invalid', { problems: ['per-person mode is missing its settings'] });
    const vault = new Vault(key);
    const accounts = new Accounts({ client: portal, links: store.links, vault, clientId });
    signIn = new SignIn({ client: portal, store, vault, stateKey: stateKeyFrom(key), clientId, redirectUri });
    identity = accounts;
    unlink = (person) => accounts.unlink(person);
    routes.push({ path: new URL(redirectUri).pathname, method: 'GET', handler: callbackHandler(signIn) });
  } else {
    identity = new ServiceAccount({ client: portal, account: config.portal.account });
  }

  const policy = new Policy({
    team,
    mode: access.mode,
    ...(access.taskUsers ? { taskUsers: access.taskUsers } : {}),
    roleUsers: access.roleUsers,
    admins: access.admins,
  });
  const workflow = new Workflow({
    store,
    client: portal,
    identity,
    policy,
    instance: instanceName(),
    leaseMs: config.store.claimLeaseMs,
    followLeadMs: config.follow.leadMs,
    itemLookupMs: config.portal.itemLookupMs,
    // a change of a followed schedule deletes the old one once the new one exists (the desk is made just below)
    retire: (person, scheduleId) => tasks.retire(person, scheduleId),
    log: log.child({ room: 'requests' }),
  });
  const tasks = new TaskDesk({
    portal,
    identity,
    store,
    rules: { mode: access.mode, team, admins: access.admins },
    now: Date.now,
    log: log.child({ room: 'operations' }),
  });
  const zones = new Zones(Date.now);
  const inFlight = new InFlight();
  const afterAck = new AfterAck(inFlight);
  const deps: SlackDeps = {
    workflow,
    tasks,
    portal,
    identity,
    policy,
    signIn,
    unlink,
    notifyChannel: slack.notifyChannel,
    followLeadDays: Math.round(config.follow.leadMs / 86_400_000),
    log: log.child({ room: 'slack' }),
    now: Date.now,
    afterAck,
  };
  let running: RunningSlackApp;
  try {
    running = await startSlackApp({
      botToken,
      appToken: slack.appToken,
      signingSecret: slack.signingSecret,
      port: slack.port,
      host: slack.host,
      bot: { botId: bot.botId, botUserId: bot.botUserId },
      apiUrl: slack.apiUrl,
      log,
      routes,
      register: (app: App) => registerListeners(app, deps, zones),
      watch: (server, path) => afterAck.watch(server, path),
    });
  } catch (e) {
    await portal.close();
    await store.close();
    throw e;
  }
  // Requests settled later (an unknown outcome looked up, or a choice to make) are told to the person who asked,
  // and creations to the team like any other.
  const app = running.app;
  const stopSweeper = startSweeper(workflow, {
    log,
    everyMs: config.store.sweepEveryMs,
    onSettled: async (o) => tellSettled(app.client, deps, o, await zones.of(app.client, o.record.user)),
  });
  // What the first commands need, before saying ready: bounded, asks nothing of Slack or the portal, never fails.
  let warmUpMs = 0;
  if (options.warmUp !== false) {
    const warmed = await warmUp({
      zones,
      log: log.child({ room: 'slack' }),
      zonesInUse: async () => zonesOf(await store.requests.listAll(100)),
      ...(running.mode === 'http' && slack.signingSecret
        ? { events: { url: ownUrl(running.address, running.port), signingSecret: slack.signingSecret } }
        : {}),
    });
    warmUpMs = warmed.ms;
    log.debug({ warmed }, 'warmed up');
  }
  log.info(
    { mode: running.mode, port: running.port, address: running.address, portal: portal.base.host, auth: access.mode },
    'portal-ops ready',
  );
  // The background jobs act as the deployment's identity: the service account, or each person's own link.
  const jobIdentity: JobIdentity =
    identity instanceof ServiceAccount ? identity : { mode: 'per-person', tokensFor: (p) => identity.tokensFor(p) };
  // Failed runs, stops and recoveries: one instance per deployment watches (a lease in the store).
  const watcher = config.watch.enabled
    ? startRunWatcher({
        store,
        portal,
        identity: jobIdentity,
        announcer: new SlackRunAnnouncer(app.client, zones),
        channel: slack.notifyChannel,
        intervalMs: config.watch.intervalMs,
        log: log.child({ room: 'operations' }),
      })
    : undefined;
  // Schedules that follow daylight saving: one instance per deployment prepares each period ahead of its change (a
  // lease in the store, and a claim per period); a period still failing close to its change is told in Slack.
  const follower = config.follow.enabled
    ? startFollower({
        store,
        portal,
        identity: jobIdentity,
        notifier: new SlackFollowNotifier({
          client: app.client,
          channel: slack.notifyChannel,
          log: log.child({ room: 'slack' }),
          zones,
          portal: portal.base,
        }),
        intervalMs: config.follow.intervalMs,
        log: log.child({ room: 'operations' }),
      })
    : undefined;
  // With one service account, read the portal now (not awaited): the first command finds discovery cached, and
  // whoever runs the bot learns at once whether the portal and the account work.
  if (identity instanceof ServiceAccount) {
    identity.portalUser().then(
      (portalUser) => log.info({ portalUser }, 'portal account checked'),
      (e: unknown) =>
        log.warn({ err: explain(e).summary }, 'the portal could not be read at start; commands will say why'),
    );
  }
  return {
    port: running.port,
    address: running.address,
    mode: running.mode,
    warmUpMs,
    async stop() {
      // No new requests, then the work already acked (confirms sending) finishes before the store closes.
      await running.stop();
      const left = await inFlight.idle(25_000);
      if (left > 0) log.warn({ left }, 'stopping with work in flight; the sweep settles it at the next start');
      await stopSweeper();
      await watcher?.stop();
      await follower?.stop();
      await portal.close();
      await store.close();
      log.info('portal-ops stopped');
    },
  };
}

/** The app's own server as a client on this machine reaches it (every interface: the loopback one). */
function ownUrl(address: string, port: number): string {
  const host = address === '::' || address === '0.0.0.0' ? '127.0.0.1' : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** The sign-in state's HMAC key, derived from the encryption key so there is one secret to keep. */
function stateKeyFrom(key: Secret): Secret {
  const bytes = keyBytes(key.reveal());
  if (!bytes) throw new PortalOpsError('config.invalid', { problems: ['ENCRYPTION_KEY: must be 32 bytes'] });
  return new Secret(
    Buffer.from(hkdfSync('sha256', bytes, Buffer.alloc(0), 'portal-ops sign-in state', 32)).toString('base64url'),
  );
}
