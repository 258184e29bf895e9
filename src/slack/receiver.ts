import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { App, Receiver, ReceiverEvent } from '@slack/bolt';
import type { Logger } from '../log.js';
import type { Secret } from '../secret.js';
import { type Answer, checkedAnswer, failureAnswer, unansweredAnswer } from './answers.js';
import type { Route } from './http.js';
import { type Admitted, admit, admitParsed } from './payloads.js';
import { checkSignature } from './signature.js';

/** Where Slack's requests arrive in HTTP mode (Bolt's default endpoint). */
export const EVENTS_PATH = '/slack/events';
/** Bolt's limit too: Slack's requests are far smaller. */
const BODY_LIMIT = 4 * 1024 * 1024;
/**
 * Slack waits 3 s for an answer. A listener that has not answered by then is a fault of ours: rather than let Slack
 * show "trouble connecting", the person gets words and a reference a little before.
 */
const ANSWER_WITHIN_MS = 2_500;
/** A request's body arrives within this, or the connection is closed (a slow sender holds nothing for long). */
const REQUEST_TIMEOUT_MS = 15_000;

export interface HttpReceiverOptions {
  readonly signingSecret: Secret;
  readonly routes: readonly Route[];
  readonly log: Logger;
  readonly now?: () => number;
  readonly answerWithinMs?: number;
}

/**
 * Slack's requests over HTTP, on a server of our own instead of Bolt's `HTTPReceiver`: every request ends in an
 * answer Slack takes, whatever it holds, and nothing about one request can take the process down.
 *
 * `POST /slack/events`: the body is read (413 beyond 4 MB), Slack's `ssl_check` answered, the signature checked
 * (401, stale *or* future timestamps included), the body parsed against the edge's schemas (`payloads.ts`; 400
 * when it does not fit), and only then handed to Bolt (`app.processEvent`) as validated data. A listener that
 * throws, never acks, or acks with an answer Slack would refuse gets words and a reference in its place
 * (`answers.ts`). Health and the sign-in callback are plain routes on the same server.
 */
export class SlackHttpReceiver implements Receiver {
  readonly #o: HttpReceiverOptions;
  #app: App | undefined;
  #server: Server | undefined;

  constructor(options: HttpReceiverOptions) {
    this.#o = options;
  }

  init(app: App): void {
    this.#app = app;
  }

  /** Listens on `port` (0: a free one) at `host` (unset: every interface); resolves with the server. */
  async start(port: number, host?: string): Promise<Server> {
    const server = createServer((req, res) => this.#route(req, res));
    server.requestTimeout = REQUEST_TIMEOUT_MS;
    await listen(server, port, host);
    this.#server = server;
    return server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Idle keep-alive connections would hold the close open; requests in progress finish first.
      server.closeIdleConnections();
    });
  }

  #route(req: IncomingMessage, res: ServerResponse): void {
    const path = pathOf(req.url);
    if (path === EVENTS_PATH && req.method === 'POST') {
      this.#event(req, res).catch((e: unknown) => {
        // The front door itself failed: a fault of ours, logged with a reference; the request still gets an answer.
        failureAnswer('event', e, this.#o.log, 'slack request');
        if (!res.headersSent) plain(res, 500);
      });
      return;
    }
    serveRoute(this.#o.routes, req, res, this.#o.log);
  }

  async #event(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req, BODY_LIMIT);
    if (raw === 'too-large') {
      this.#o.log.warn({ limit: BODY_LIMIT }, 'a request to /slack/events was too large; refused');
      res.setHeader('connection', 'close');
      plain(res, 413);
      res.once('finish', () => req.destroy());
      return;
    }
    if (raw === 'aborted') return;
    const contentType = req.headers['content-type'];
    const text = raw.toString('utf8');
    // Slack's SSL check is unsigned by design; it carries nothing and is only answered.
    if (contentType === 'application/x-www-form-urlencoded' && /^ssl_check=1(&|$)/.test(text)) {
      return void plain(res, 200);
    }
    const now = (this.#o.now ?? Date.now)();
    const signed = checkSignature(
      this.#o.signingSecret.reveal(),
      req.headers['x-slack-request-timestamp'],
      req.headers['x-slack-signature'],
      raw,
      now,
    );
    if (!signed.ok) {
      this.#o.log.warn({ reason: signed.reason }, 'a request to /slack/events failed the signature check; refused');
      return void plain(res, 401);
    }
    const admitted = admit(text, contentType);
    if (admitted.to === 'refuse') {
      const reference = randomBytes(4).toString('hex');
      this.#o.log.warn({ reference, reason: admitted.reason }, 'a malformed request from Slack was refused');
      return void plain(res, 400);
    }
    if (admitted.to === 'answer') return void send(res, admitted.json);
    await this.#dispatch(admitted, req, res);
  }

  async #dispatch(
    admitted: Extract<Admitted, { to: 'app' }>,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const { kind, body } = admitted;
    const log = this.#o.log;
    let answered = false;
    const answer = (response: Answer | unknown) => {
      answered = true;
      clearTimeout(timer);
      send(res, response);
    };
    const timer = setTimeout(() => {
      if (answered) return;
      answer(failureAnswer(kind, new Error(`no answer within ${ANSWER_WITHIN_MS} ms`), log, `unanswered ${kind}`));
    }, this.#o.answerWithinMs ?? ANSWER_WITHIN_MS);
    const event: ReceiverEvent = {
      body,
      ack: async (response?: unknown) => {
        if (answered) {
          log.warn({ kind }, 'an answer came after Slack had been answered; dropped');
          return;
        }
        answer(checkedAnswer(kind, response, log));
      },
      ...retryOf(req),
      customProperties: {},
    };
    try {
      const app = this.#app;
      if (!app) throw new Error('the receiver was started without an app');
      await app.processEvent(event);
    } catch (e) {
      // After the ack this is work that failed later: logged with a reference, and the process keeps serving.
      const said = failureAnswer(kind, e, log, kind);
      if (!answered) answer(said);
    } finally {
      if (!answered) answer(unansweredAnswer(kind, body));
      clearTimeout(timer);
    }
  }
}

/**
 * Socket Mode's receiver hands Slack's envelopes to the app: the same edge stands in between, so the listeners see
 * the same validated data in both modes; a malformed envelope is acked and logged, and an envelope nothing answered
 * is acked too.
 */
export function admittingApp(app: App, log: Logger): App {
  const processEvent = async (event: ReceiverEvent): Promise<void> => {
    const admitted = admitParsed(event.body);
    if (admitted.to === 'refuse') {
      log.warn({ reason: admitted.reason }, 'a malformed envelope from Slack was acked and dropped');
      return event.ack();
    }
    if (admitted.to === 'answer') return event.ack(admitted.json);
    let answered = false;
    const ack = async (response?: unknown) => {
      if (answered) return;
      answered = true;
      await event.ack(checkedAnswer(admitted.kind, response, log));
    };
    try {
      await app.processEvent({ ...event, body: admitted.body, ack });
    } catch (e) {
      const said = failureAnswer(admitted.kind, e, log, admitted.kind);
      if (!answered) await ack(said);
    } finally {
      if (!answered) await ack(unansweredAnswer(admitted.kind, admitted.body));
    }
  };
  // Everything else is the app's own; only the way in is wrapped.
  return Object.create(app, { processEvent: { value: processEvent } }) as App;
}

function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return '';
  }
}

/** The routes beside Slack's (health, the sign-in callback); anything else is 404. */
export function serveRoute(routes: readonly Route[], req: IncomingMessage, res: ServerResponse, log: Logger): void {
  const path = pathOf(req.url);
  const route = routes.find((r) => r.path === path && r.method === req.method);
  if (!route) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
    return;
  }
  Promise.resolve()
    .then(() => route.handler(req, res))
    .catch((e: unknown) => {
      failureAnswer('event', e, log, `route ${route.path}`);
      if (!res.headersSent) plain(res, 500);
      else res.end();
    });
}

export async function listen(server: Server, port: number, host: string | undefined): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    const ready = () => {
      server.off('error', reject);
      resolve();
    };
    if (host === undefined) server.listen(port, ready);
    else server.listen(port, host, ready);
  });
  // An error after listening (rare: the socket itself) is logged by whoever owns the server, not thrown.
  server.on('error', () => {});
}

function retryOf(req: IncomingMessage): Pick<ReceiverEvent, 'retryNum' | 'retryReason'> {
  const num = req.headers['x-slack-retry-num'];
  const reason = req.headers['x-slack-retry-reason'];
  const n = typeof num === 'string' ? Number.parseInt(num, 10) : Number.NaN;
  return {
    ...(Number.isInteger(n) ? { retryNum: n } : {}),
    ...(typeof reason === 'string' ? { retryReason: reason } : {}),
  };
}

function plain(res: ServerResponse, status: number): void {
  if (res.headersSent) return;
  res.writeHead(status);
  res.end();
}

/** As Bolt sends an ack's argument: nothing, text, or JSON. */
function send(res: ServerResponse, response: unknown): void {
  if (res.headersSent) return;
  if (response === undefined || response === null || response === '') {
    plain(res, 200);
    return;
  }
  if (typeof response === 'string') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(response);
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(response));
}

type Body = Buffer | 'too-large' | 'aborted';

function readBody(req: IncomingMessage, limit: number): Promise<Body> {
  return new Promise<Body>((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (b: Body) => {
      if (done) return;
      done = true;
      resolve(b);
    };
    req.on('data', (c: Buffer) => {
      if (done) return;
      size += c.length;
      if (size > limit) {
        chunks.length = 0;
        finish('too-large');
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => finish(Buffer.concat(chunks)));
    req.on('error', () => finish('aborted'));
    req.on('close', () => finish(done ? 'aborted' : req.complete ? Buffer.concat(chunks) : 'aborted'));
  });
}
