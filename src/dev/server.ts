import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { EmulatorRequest, Services } from './context.js';
import { DEFAULT_FAULT_LATENCY_MS, type FaultBook } from './faults.js';
import { CONTROL_PATH, control } from './handlers/control.js';
import {
  errorReply,
  type Format,
  formatPage,
  invalidToken,
  proxyPage,
  type Reply,
  unableToProcess,
} from './responses.js';
import { findRoute, type Route } from './routes.js';
import type { EmulatorOp, Fault, RecordedRequest } from './types.js';

export const BASE_PATH = '/sharing/rest';
const BODY_LIMIT = 1024 * 1024;
const DRAIN_LIMIT = 32 * BODY_LIMIT;
/** Above undici's default 4 s keep-alive, so a pooled socket is never closed under a client mid-request. */
const KEEP_ALIVE_MS = 10_000;

export interface ServerDeps {
  readonly services: Services;
  readonly faults: FaultBook;
  readonly latencyMs: number;
  readonly record: (r: RecordedRequest) => void;
  readonly sleep: (ms: number) => Promise<void>;
}

/**
 * The body, or 'too-large'. An oversized body is still read to its end (up to a hard cap) and thrown away: a
 * server that answers 413 and closes mid-upload resets the connection, and the client never sees the 413.
 */
async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > DRAIN_LIMIT) {
      req.socket.destroy();
      return 'too-large';
    }
    if (size <= BODY_LIMIT) chunks.push(chunk);
  }
  return size > BODY_LIMIT ? 'too-large' : Buffer.concat(chunks);
}

function isForm(req: IncomingMessage): boolean {
  const type = req.headers['content-type'] ?? '';
  return type.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** Segments after the base path, percent-decoded one by one (a `%2F` in a user name stays inside its segment). */
function segmentsOf(pathname: string): string[] | null {
  if (pathname !== BASE_PATH && !pathname.startsWith(`${BASE_PATH}/`)) return null;
  try {
    return pathname
      .slice(BASE_PATH.length)
      .split('/')
      .filter((s) => s !== '')
      .map(decodeURIComponent);
  } catch {
    return null;
  }
}

function formatOf(query: URLSearchParams, body: URLSearchParams): Format | undefined {
  const f = (body.get('f') ?? query.get('f') ?? '').toLowerCase();
  return f === 'json' || f === 'pjson' ? f : undefined;
}

function write(res: ServerResponse, reply: Reply, close = false): void {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(reply.status, {
    'content-type': reply.contentType,
    'content-length': Buffer.byteLength(reply.body),
    ...(close ? { connection: 'close' } : {}),
    ...reply.headers,
  });
  res.end(reply.body);
}

function answer(route: Route, req: EmulatorRequest | undefined, pathname: string, s: Services): Reply {
  if (!req) return unableToProcess('json', [`'${pathname}' is not an operation of this service.`]);
  if (route.needsFormat && !formatOf(req.query, req.body)) return formatPage(pathname);
  if (!route.methods.includes(req.method)) {
    return errorReply(405, `Method not supported: this operation accepts ${route.methods.join(' or ')} only.`, {
      details: [`${req.method} ${pathname}`],
    });
  }
  return route.handle(req, s);
}

function damaged(reply: Reply, fault: Fault | undefined): Reply {
  if (fault?.kind === 'invalid-json') {
    return { ...reply, status: 200, body: reply.body.slice(0, Math.max(1, Math.floor(reply.body.length / 2))) };
  }
  if (fault?.kind === 'empty-body') return { ...reply, status: 200, body: '' };
  return reply;
}

async function handle(raw: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  const { services } = deps;
  const url = new URL(raw.url ?? '/', 'http://emulator.invalid');
  const method = (raw.method ?? 'GET').toUpperCase();
  const body = await readBody(raw);
  // A test's injected clock may have moved since the last request: what became due happens before the answer.
  services.scheduler.runDue();
  if (url.pathname.startsWith(`${CONTROL_PATH}/`) && body !== 'too-large') {
    deps.record({ op: 'emulatorControl', method, path: url.pathname, at: services.now() });
    const form = isForm(raw) ? new URLSearchParams(body.toString('utf8')) : new URLSearchParams();
    for (const [k, v] of url.searchParams) if (!form.has(k)) form.set(k, v);
    const segments = url.pathname.slice(CONTROL_PATH.length).split('/').filter(Boolean).map(decodeURIComponent);
    write(res, control(method, segments, form, services.scheduler));
    return;
  }
  const segments = segmentsOf(url.pathname);
  const route = segments ? findRoute(segments, services.edition) : findRoute(['?'], services.edition);
  const op: EmulatorOp = route.op;

  const fault = deps.faults.take(op, raw.headers);
  const at = services.now();
  if (typeof fault === 'string') {
    deps.record({ op, method, path: url.pathname, at });
    write(res, errorReply(400, 'Bad X-Emulator-Fault header.', { details: [fault] }));
    return;
  }
  deps.record({ op, method, path: url.pathname, at, ...(fault ? { fault: fault.kind } : {}) });

  if (body === 'too-large') {
    write(res, { ...errorReply(413, 'Request body is larger than 1 MB.'), status: 413 }, true);
    return;
  }
  if (fault?.kind === 'drop-before-processing') {
    await deps.sleep(deps.latencyMs);
    res.socket?.destroy();
    return;
  }

  let reply: Reply;
  if (fault?.kind === 'http-500' || fault?.kind === 'http-502')
    reply = proxyPage(fault.kind === 'http-500' ? 500 : 502);
  else if (fault?.kind === 'token-expired') reply = invalidToken();
  else {
    // Only a form body carries fields: a JSON body is ignored, as the service ignores it.
    const form = method === 'POST' && isForm(raw) ? new URLSearchParams(body.toString('utf8')) : new URLSearchParams();
    const request: EmulatorRequest | undefined = segments
      ? {
          method,
          segments,
          query: url.searchParams,
          body: form,
          headers: raw.headers,
          format: formatOf(url.searchParams, form) ?? 'json',
        }
      : undefined;
    reply = answer(route, request, url.pathname, services);
    if (fault?.kind === 'latency') await deps.sleep(fault.ms ?? DEFAULT_FAULT_LATENCY_MS);
  }
  await deps.sleep(deps.latencyMs);
  if (fault?.kind === 'drop-after-processing') {
    res.socket?.destroy();
    return;
  }
  write(res, damaged(reply, fault));
}

export function createEmulatorServer(deps: ServerDeps): Server {
  const server = createServer((req, res) => {
    handle(req, res, deps).catch((err: unknown) => {
      const message = err instanceof Error ? err.message : String(err);
      write(res, { ...errorReply(500, 'Emulator failure.', { details: [message] }), status: 500 }, true);
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 5_000;
  return server;
}
