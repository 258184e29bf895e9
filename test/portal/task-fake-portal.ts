import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import type { PortalContext } from '../../src/portal/context.js';
import { Transport } from '../../src/portal/transport.js';

/**
 * A real HTTP server holding one task, for the settling of changes whose answer never came, with answers the
 * emulator does not give (a task that hides its parameters, a refusal of a pause already made, a 5xx service body).
 * Each request to a path takes the next scripted behaviour for it; without one the change is made and answered.
 */
export type Behaviour =
  /** Not applied; the socket closes before an answer (the proxy or the service dropped it). */
  | 'drop-before'
  /** Applied; the socket closes before an answer. */
  | 'drop-after'
  /** Not applied; a proxy's HTML 502 page. */
  | 'html-502'
  /** Applied; HTTP 200 with an empty body. */
  | 'empty-after'
  /** Applied; HTTP 200 with JSON that says neither success nor the task. */
  | 'odd-after'
  /** Applied; the service's own error body with code 500 (it failed after acting). */
  | 'service-500-after'
  /** Not applied; the service's refusal (`Task is already in that state.`). */
  | 'refuse'
  /** Applied; answered normally only after `ms` (set with `slowMs`). */
  | 'slow-after';

export interface FakePortal {
  readonly ctx: PortalContext;
  readonly userName: string;
  readonly taskId: string;
  /** The task as the service holds it; undefined once deleted. */
  task: Record<string, unknown> | undefined;
  /** Requests that reached the server, by `METHOD last-segment` (`POST disable`, `GET <taskId>`). */
  hits(key: string): number;
  script(key: string, ...behaviours: Behaviour[]): void;
  /** Forms the server received, by key. */
  forms(key: string): URLSearchParams[];
  slowMs: number;
  /** Fields the task's answer leaves out (a portal that does not show them). */
  readonly hidden: Set<string>;
  /** Runs answered by `…/runs`, as given. */
  runs: unknown[];
  /** Called after each read of the task is answered: what happens at the service between two requests. */
  afterRead: (() => void) | undefined;
  /** Replaces fields of the listing's answer (a service that pages oddly). */
  listing: Record<string, unknown>;
}

const open: { server: Server; transport: Transport }[] = [];

afterEach(async () => {
  for (const { server, transport } of open.splice(0)) {
    await transport.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

export const FAKE_TASK_ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

export function documentedTask(): Record<string, unknown> {
  return {
    id: FAKE_TASK_ID,
    itemId: '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2',
    type: 'ExecuteNotebook',
    title: 'Nightly notebook',
    userId: 'ada_admin',
    cronSchedule: { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' },
    lastStart: null,
    parameters: { updatePortalItem: true, notebookParameters: '{"region":"west"}' },
    created: Date.UTC(2026, 10, 20),
    updated: Date.UTC(2026, 10, 20),
    active: true,
    taskState: 'active',
  };
}

/** The change a POST makes to the task, as the service would. */
function apply(portal: FakePortal, verb: string, form: URLSearchParams): void {
  const t = portal.task;
  if (!t) return;
  if (verb === 'disable') Object.assign(t, { active: false, taskState: 'paused' });
  if (verb === 'enable') Object.assign(t, { active: true, taskState: 'active' });
  if (verb === 'delete') portal.task = undefined;
  if (verb === 'update') {
    const cron = t.cronSchedule as Record<string, unknown>;
    for (const [k, v] of form) {
      if (['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'].includes(k)) cron[k] = v;
      else if (k === 'parameters') t.parameters = JSON.parse(v);
      else if (['startDate', 'endDate', 'maxOccurrences'].includes(k)) t[k] = Number(v);
      else if (k !== 'f' && k !== 'token') t[k] = v;
    }
  }
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function fakePortal(userName = 'ada_admin'): Promise<FakePortal> {
  const scripts = new Map<string, Behaviour[]>();
  const counts = new Map<string, number>();
  const received = new Map<string, URLSearchParams[]>();
  let portal: FakePortal | undefined;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      body += c;
    });
    req.on('end', () => {
      if (!portal) return;
      const p = portal;
      const url = new URL(req.url ?? '/', 'http://x');
      const segments = url.pathname.split('/').map(decodeURIComponent);
      const last = segments.at(-1) ?? '';
      const key = `${req.method} ${last}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      const form = new URLSearchParams(body);
      received.set(key, [...(received.get(key) ?? []), form]);
      const behaviour = scripts.get(key)?.shift();
      const id = req.method === 'POST' ? segments.at(-2) : last === 'runs' ? segments.at(-2) : last;
      if (req.method === 'GET' && last === 'tasks') {
        const tasks = p.task ? [p.task] : [];
        return send(res, 200, { total: tasks.length, start: 1, num: 100, nextStart: -1, tasks, ...p.listing });
      }
      const missing = id !== p.taskId || !p.task;
      if (behaviour === 'drop-before') return void res.socket?.destroy();
      if (behaviour === 'html-502') return send(res, 502, '<html><body>Bad gateway</body></html>', 'text/html');
      if (behaviour === 'refuse') {
        return send(res, 200, { error: { code: 400, message: 'Task is already in that state.', details: [] } });
      }
      if (missing) {
        return send(res, 200, {
          error: { code: 400, messageCode: 'TASK_0001', message: 'Task not found.', details: [] },
        });
      }
      if (req.method === 'GET' && last === 'runs') return send(res, 200, { runs: p.runs });
      if (req.method === 'GET') {
        send(res, 200, Object.fromEntries(Object.entries(p.task ?? {}).filter(([k]) => !p.hidden.has(k))));
        p.afterRead?.();
        return;
      }
      apply(p, last, form);
      if (behaviour === 'drop-after') return void res.socket?.destroy();
      if (behaviour === 'empty-after') return send(res, 200, '');
      if (behaviour === 'odd-after') return send(res, 200, { ok: 1 });
      if (behaviour === 'service-500-after') {
        return send(res, 200, { error: { code: 500, message: 'Unable to update task.', details: [] } });
      }
      const answer = () => send(res, 200, { success: true, taskId: p.taskId });
      if (behaviour === 'slow-after') return void setTimeout(answer, p.slowMs);
      answer();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sharing/rest`);
  const transport = new Transport(base, { timeouts: { headersMs: 300, bodyMs: 300 } });
  open.push({ server, transport });
  portal = {
    ctx: {
      base,
      host: base.host,
      transport,
      now: () => Date.UTC(2026, 10, 21, 12),
      sleep: async () => {},
      backoffMs: [0, 0],
    },
    userName,
    taskId: FAKE_TASK_ID,
    task: documentedTask(),
    hits: (key) => counts.get(key) ?? 0,
    script: (key, ...behaviours) => scripts.set(key, [...(scripts.get(key) ?? []), ...behaviours]),
    forms: (key) => received.get(key) ?? [],
    slowMs: 1_000,
    hidden: new Set(),
    runs: [],
    afterRead: undefined,
    listing: {},
  };
  return portal;
}
