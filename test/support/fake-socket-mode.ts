// Slack's Socket Mode, locally. `apps.connections.open`, called with the app-level token (`xapp-…`) as Bearer,
// answers a one-use `ws://127.0.0.1:PORT/link/?ticket=…&app_id=…`; the WebSocket there greets with Slack's `hello`,
// delivers envelopes (`slash_commands`, `interactive`, `events_api`) and reads the app's acks
// `{envelope_id, payload}`; `refresh` sends Slack's `disconnect` (`refresh_requested`) and waits for the app to come
// back on a new connection. Every other Web API method goes on to a FakeSlack, so one `slackApiUrl` serves both:
// the FakeSlack accepts only the bot token, and `apps.connections.open` takes the app's.

import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import type { FakeSlack } from './fake-slack.js';
import type { JsonObject } from './slack-payloads.js';

export interface Envelope {
  readonly envelope_id: string;
  readonly type: 'slash_commands' | 'interactive' | 'events_api';
  readonly payload: JsonObject;
  readonly accepts_response_payload: boolean;
  readonly retry_attempt?: number;
  readonly retry_reason?: string;
}

/** What the app sent back for an envelope. */
export interface Ack {
  readonly envelope_id: string;
  readonly payload?: JsonObject;
}

export interface SocketClose {
  readonly code: number;
  readonly reason: string;
  /** When the fake saw it close (`performance.now()`, this process's clock). */
  readonly at: number;
}

/** One `apps.connections.open` call: the token it carried and whether a URL was handed out. */
export interface ConnectionsOpen {
  readonly token: string | undefined;
  readonly ok: boolean;
}

export interface FakeSocketModeOptions {
  /** Where every other Web API method goes. */
  readonly web: FakeSlack;
  /** The app-level token `apps.connections.open` accepts. Default: a fresh `xapp-1-…`. */
  readonly appToken?: string;
  /** How long `send` waits for the ack. Default 5000 ms. */
  readonly ackTimeoutMs?: number;
}

export interface FakeSocketMode {
  /** The app's `slackApiUrl`: `http://127.0.0.1:PORT/api/` (Socket Mode here, the rest at the FakeSlack). */
  readonly url: string;
  readonly appToken: string;
  readonly opens: readonly ConnectionsOpen[];
  /** Connections greeted with `hello` so far. */
  readonly connections: number;
  /** Every ack received, in order. */
  readonly acks: readonly Ack[];
  /** Resolves once `count` connections have been greeted; rejects after `timeoutMs` (5000). */
  connected(count?: number, timeoutMs?: number): Promise<void>;
  /** Delivers an envelope on the newest open connection; resolves with the app's ack for it. */
  send(envelope: Envelope): Promise<Ack>;
  /** Slack's `disconnect` (`refresh_requested`) on the newest connection; resolves once the app is back on a new one. */
  refresh(timeoutMs?: number): Promise<void>;
  /**
   * Reads nothing from the open connections for `ms`: whatever the app sends meanwhile (its close, too) is answered
   * only afterwards, as over a slow network.
   */
  stall(ms: number): void;
  /** Resolves with how the `n`-th connection (1-based; default the newest) closed, once it has. */
  closed(n?: number, timeoutMs?: number): Promise<SocketClose>;
  close(): Promise<void>;
}

/** A `slash_commands` envelope: the command's form fields as JSON, all strings, as Slack sends them. */
export function slashCommandEnvelope(fields: Readonly<Record<string, string>>): Envelope {
  return { envelope_id: randomUUID(), type: 'slash_commands', payload: { ...fields }, accepts_response_payload: true };
}

/** An `interactive` envelope (`view_submission`, `block_actions`, `view_closed`, …). */
export function interactiveEnvelope(payload: JsonObject): Envelope {
  return { envelope_id: randomUUID(), type: 'interactive', payload, accepts_response_payload: true };
}

interface Link {
  readonly n: number;
  readonly socket: WebSocket;
  /** The TCP side of it (paused to answer slowly). */
  readonly raw: Duplex;
  close?: SocketClose;
}

export async function startFakeSocketMode(options: FakeSocketModeOptions): Promise<FakeSocketMode> {
  const web = new URL(options.web.origin);
  const appToken = options.appToken ?? `xapp-1-${options.web.appId}-${Date.now()}-${randomBytes(16).toString('hex')}`;
  const ackTimeoutMs = options.ackTimeoutMs ?? 5000;
  const opens: ConnectionsOpen[] = [];
  const acks: Ack[] = [];
  const links: Link[] = [];
  const tickets = new Set<string>();
  const pending = new Map<string, { link: Link; resolve: (ack: Ack) => void; reject: (e: Error) => void }>();
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };

  /** Resolves when `check` holds (checked now and after every socket event); rejects after `timeoutMs`. */
  const until = <T>(check: () => T | undefined, what: string, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const test = () => {
        const value = check();
        if (value === undefined) return;
        waiters.delete(test);
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(test);
        reject(new Error(`fake Socket Mode: timed out waiting for ${what}`));
      }, timeoutMs);
      waiters.add(test);
      test();
    });

  const answer = (res: ServerResponse, body: JsonObject) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const connectionsOpen = (req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const error =
      token === undefined
        ? 'not_authed'
        : !token.startsWith('xapp-')
          ? 'not_allowed_token_type'
          : token !== appToken
            ? 'invalid_auth'
            : undefined;
    opens.push({ token, ok: error === undefined });
    if (error) return answer(res, { ok: false, error });
    const ticket = randomUUID();
    tickets.add(ticket);
    answer(res, { ok: true, url: `ws://127.0.0.1:${port()}/link/?ticket=${ticket}&app_id=${options.web.appId}` });
  };

  /** Everything that is not Socket Mode goes to the FakeSlack as it came. */
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      new URL(req.url ?? '/', web),
      { method: req.method, headers: { ...req.headers, host: web.host } },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', (e) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(e));
    });
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/api/apps.connections.open' && req.method === 'POST') connectionsOpen(req, res);
    else forward(req, res);
  });
  const port = () => (server.address() as AddressInfo).port;
  const wss = new WebSocketServer({ noServer: true });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const ticket = url.searchParams.get('ticket') ?? '';
    // A URL works once, as Slack's do.
    if (url.pathname !== '/link/' || !tickets.delete(ticket)) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, socket));
  });

  const open = () => links.filter((l) => l.close === undefined);
  const accept = (socket: WebSocket, raw: Duplex) => {
    const link: Link = { n: links.length + 1, socket, raw };
    links.push(link);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      let message: Ack;
      try {
        message = JSON.parse(String(data)) as Ack;
      } catch {
        return;
      }
      acks.push(message);
      const waiting = pending.get(message.envelope_id);
      if (!waiting) return;
      pending.delete(message.envelope_id);
      waiting.resolve(message);
    });
    socket.on('close', (code, reason) => {
      link.close = { code, reason: reason.toString(), at: performance.now() };
      for (const [id, waiting] of pending) {
        if (waiting.link !== link) continue;
        pending.delete(id);
        waiting.reject(
          new Error(`fake Socket Mode: connection ${link.n} closed (${code}) before envelope ${id} was acked`),
        );
      }
      wake();
    });
    socket.send(
      JSON.stringify({
        type: 'hello',
        num_connections: open().length,
        debug_info: { host: `applink-fake-${link.n}`, build_number: 1, approximate_connection_time: 18060 },
        connection_info: { app_id: options.web.appId },
      }),
    );
    wake();
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });

  const newest = () => open().at(-1);

  return {
    url: `http://127.0.0.1:${port()}/api/`,
    appToken,
    opens,
    get connections() {
      return links.length;
    },
    acks,
    async connected(count = 1, timeoutMs = 5000) {
      await until(() => (links.length >= count ? true : undefined), `connection ${count}`, timeoutMs);
    },
    send(envelope) {
      const link = newest();
      if (!link) return Promise.reject(new Error('fake Socket Mode: no app is connected'));
      return new Promise<Ack>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(envelope.envelope_id);
          reject(new Error(`fake Socket Mode: no ack for envelope ${envelope.envelope_id} within ${ackTimeoutMs} ms`));
        }, ackTimeoutMs);
        pending.set(envelope.envelope_id, {
          link,
          resolve: (ack) => {
            clearTimeout(timer);
            resolve(ack);
          },
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        });
        link.socket.send(JSON.stringify(envelope));
      });
    },
    async refresh(timeoutMs = 15_000) {
      const link = newest();
      if (!link) throw new Error('fake Socket Mode: no app is connected');
      const next = links.length + 1;
      link.socket.send(
        JSON.stringify({
          type: 'disconnect',
          reason: 'refresh_requested',
          debug_info: { host: `applink-fake-${link.n}` },
        }),
      );
      await until(() => (links.length >= next ? true : undefined), `a new connection after refresh`, timeoutMs);
    },
    stall(ms) {
      for (const link of open()) {
        link.raw.pause();
        setTimeout(() => link.raw.resume(), ms);
      }
    },
    closed(n = links.length, timeoutMs = 5000) {
      return until(() => links[n - 1]?.close, `connection ${n} to close`, timeoutMs);
    },
    async close() {
      for (const link of open()) link.socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
