import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { App, SocketModeReceiver } from '@slack/bolt';
import type { Logger } from '../log.js';
import type { Secret } from '../secret.js';
import type { Route } from './http.js';
import { boltLogger } from './logger.js';
import { admittingApp, EVENTS_PATH, listen, SlackHttpReceiver, serveRoute } from './receiver.js';

/** How long a stop waits for Slack to close the socket. */
const SOCKET_CLOSE_WAIT_MS = 5_000;

export interface SlackAppOptions {
  readonly botToken: Secret;
  /** Socket Mode when set (no public URL); otherwise HTTP with the signing secret. */
  readonly appToken?: Secret | undefined;
  readonly signingSecret?: Secret | undefined;
  /** HTTP port: Slack's events in HTTP mode; health and the sign-in callback in both modes. 0 picks a free one. */
  readonly port: number;
  /** The address the HTTP server listens on; unset: every interface. */
  readonly host?: string | undefined;
  /** Who the bot is, from the `auth.test` made at start: Bolt then makes none of its own (which nothing awaits). */
  readonly bot?: { readonly botId: string; readonly botUserId: string } | undefined;
  readonly apiUrl?: string | undefined;
  readonly log: Logger;
  readonly routes: readonly Route[];
  /** Registers every listener, once, at start-up. */
  readonly register: (app: App) => void;
  /** HTTP mode: the server Slack's requests arrive on, and their path, once it listens (to count unanswered ones). */
  readonly watch?: (server: Server, path: string) => void;
}

export interface RunningSlackApp {
  readonly app: App;
  readonly mode: 'socket' | 'http';
  /** The bound HTTP port (events in HTTP mode; health and callback in both). */
  readonly port: number;
  /** The address it is bound to (`::` or `0.0.0.0` for every interface). */
  readonly address: string;
  stop(): Promise<void>;
}

/**
 * The Bolt app in Socket Mode (when an app token is set) or HTTP mode, with finite Web API timeouts and retries,
 * our logger, an error handler that never lets an error pass silently, and the extra routes (health, sign-in
 * callback) on the same server in HTTP mode or on a small server of their own in Socket Mode.
 */
export async function startSlackApp(options: SlackAppOptions): Promise<RunningSlackApp> {
  const logger = boltLogger(options.log);
  const clientOptions = {
    ...(options.apiUrl ? { slackApiUrl: options.apiUrl } : {}),
    timeout: 10_000,
    retryConfig: { retries: 2, factor: 2, minTimeout: 200, maxTimeout: 2_000 },
  };
  const identity = options.bot ? { botId: options.bot.botId, botUserId: options.bot.botUserId } : {};
  if (options.appToken) {
    const receiver = new AdmittingSocketModeReceiver(options.log, {
      appToken: options.appToken.reveal(),
      logger,
      // The socket's own client (apps.connections.open) keeps its default, patient retries: a reconnect that gives
      // up quickly rejects inside the SDK, where nothing catches it.
      installerOptions: {
        clientOptions: { ...(options.apiUrl ? { slackApiUrl: options.apiUrl } : {}), timeout: 10_000 },
      },
    });
    const app = new App({ token: options.botToken.reveal(), ...identity, receiver, logger, clientOptions });
    wire(app, options);
    await app.start();
    const server = await listenForRoutes(options);
    return {
      app,
      mode: 'socket',
      port: (server.address() as AddressInfo).port,
      address: (server.address() as AddressInfo).address,
      async stop() {
        // Bolt's stop only starts closing the socket: wait until it is closed (or give up after a while).
        let timer: NodeJS.Timeout | undefined;
        let onClosed: (() => void) | undefined;
        const closed = new Promise<void>((resolve) => {
          onClosed = resolve;
          timer = setTimeout(resolve, SOCKET_CLOSE_WAIT_MS);
          receiver.client.once('disconnected', resolve);
        });
        try {
          await app.stop();
          await closed;
        } finally {
          clearTimeout(timer);
          if (onClosed) receiver.client.off('disconnected', onClosed);
          await new Promise<void>((r) => server.close(() => r()));
        }
      },
    };
  }
  if (!options.signingSecret)
    throw new Error('HTTP mode needs SLACK_SIGNING_SECRET (or set SLACK_APP_TOKEN for Socket Mode)');
  const receiver = new SlackHttpReceiver({
    signingSecret: options.signingSecret,
    routes: options.routes,
    log: options.log.child({ from: 'slack-http' }),
  });
  const app = new App({ token: options.botToken.reveal(), ...identity, receiver, logger, clientOptions });
  wire(app, options);
  const server = await receiver.start(options.port, options.host);
  options.watch?.(server, EVENTS_PATH);
  return {
    app,
    mode: 'http',
    port: (server.address() as AddressInfo).port,
    address: (server.address() as AddressInfo).address,
    async stop() {
      await app.stop();
    },
  };
}

function wire(app: App, options: SlackAppOptions): void {
  options.register(app);
  app.error(async (error) => {
    options.log.error({ err: error.message, code: (error as { code?: string }).code }, 'unhandled Slack error');
  });
}

/** Socket Mode still needs health and the sign-in callback over HTTP: a small server of their own. */
async function listenForRoutes(options: SlackAppOptions): Promise<Server> {
  const server = createServer((req, res) => serveRoute(options.routes, req, res, options.log));
  await listen(server, options.port, options.host);
  return server;
}

/** Socket Mode's receiver with the edge (`payloads.ts`) between Slack's envelopes and the app. */
class AdmittingSocketModeReceiver extends SocketModeReceiver {
  readonly #log: Logger;

  constructor(log: Logger, options: ConstructorParameters<typeof SocketModeReceiver>[0]) {
    super(options);
    this.#log = log;
  }

  override init(app: App): void {
    super.init(admittingApp(app, this.#log));
  }
}
