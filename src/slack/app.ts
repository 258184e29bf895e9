import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { App, HTTPReceiver, SocketModeReceiver } from '@slack/bolt';
import type { Logger } from '../log.js';
import type { Secret } from '../secret.js';
import type { Route } from './http.js';
import { boltLogger } from './logger.js';

/** How long a stop waits for Slack to close the socket. */
const SOCKET_CLOSE_WAIT_MS = 5_000;
/** Where Slack's requests arrive in HTTP mode (Bolt's default endpoint). */
const EVENTS_PATH = '/slack/events';

export interface SlackAppOptions {
  readonly botToken: Secret;
  /** Socket Mode when set (no public URL); otherwise HTTP with the signing secret. */
  readonly appToken?: Secret | undefined;
  readonly signingSecret?: Secret | undefined;
  /** HTTP port: Slack's events in HTTP mode; health and the sign-in callback in both modes. 0 picks a free one. */
  readonly port: number;
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
  if (options.appToken) {
    const receiver = new SocketModeReceiver({
      appToken: options.appToken.reveal(),
      logger,
      // The socket's own client (apps.connections.open) keeps its default, patient retries: a reconnect that gives
      // up quickly rejects inside the SDK, where nothing catches it.
      installerOptions: {
        clientOptions: { ...(options.apiUrl ? { slackApiUrl: options.apiUrl } : {}), timeout: 10_000 },
      },
    });
    const app = new App({ token: options.botToken.reveal(), receiver, logger, clientOptions });
    wire(app, options);
    await app.start();
    const server = await listen(options.routes, options.port);
    return {
      app,
      mode: 'socket',
      port: (server.address() as AddressInfo).port,
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
  const receiver = new HTTPReceiver({
    signingSecret: options.signingSecret.reveal(),
    logger,
    customRoutes: options.routes.map((r) => ({
      path: r.path,
      method: r.method,
      handler: (req, res) => void r.handler(req, res),
    })),
  });
  const app = new App({ token: options.botToken.reveal(), receiver, logger, clientOptions });
  wire(app, options);
  const server = (await app.start(options.port)) as Server;
  options.watch?.(server, EVENTS_PATH);
  return {
    app,
    mode: 'http',
    port: (server.address() as AddressInfo).port,
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
async function listen(routes: readonly Route[], port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const route = routes.find((r) => r.path === path && r.method === req.method);
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    void route.handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  return server;
}
