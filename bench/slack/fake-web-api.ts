import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALLBACK } from '../../src/slack/ids.js';
import { BENCH_TEAM, BENCH_ZONE } from './requests.js';

/**
 * The least of Slack's Web API the apps under bench call: `auth.test`, `views.open`, `views.update`, `users.info`
 * (everything else answers `{ ok: true }`), plus response URLs under `/hooks/`. Run as a child process so its work
 * is billed to neither app; prints one JSON line `{"url": ".../api/", "hooks": ".../hooks/"}` when ready.
 * `GET /_stats` answers how many calls each method has had (and how many of them carried the task modal); `GET /_opened`, when each trigger id was used.
 */
const calls = new Map<string, number>();
/** trigger_id → when `views.open` with it arrived, epoch ms. */
const opened = new Map<string, number>();

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function fieldsOf(req: IncomingMessage, raw: string): URLSearchParams | Record<string, unknown> {
  if ((req.headers['content-type'] ?? '').startsWith('application/json')) {
    try {
      return JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return new URLSearchParams(raw);
}

function field(fields: URLSearchParams | Record<string, unknown>, name: string): string | undefined {
  const v = fields instanceof URLSearchParams ? fields.get(name) : fields[name];
  return typeof v === 'string' ? v : undefined;
}

function viewOf(text: string | undefined, id: string): Record<string, unknown> {
  let view: Record<string, unknown> = {};
  try {
    view = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    view = {};
  }
  return {
    ...view,
    id,
    team_id: BENCH_TEAM.id,
    hash: `${Math.floor(Date.now() / 1000)}.${randomBytes(4).toString('hex')}`,
    state: { values: {} },
  };
}

const server = createServer((req, res) => {
  void (async () => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'GET' && path === '/_stats') return json(res, 200, Object.fromEntries(calls));
    if (req.method === 'GET' && path === '/_opened') return json(res, 200, Object.fromEntries(opened));
    const arrived = performance.timeOrigin + performance.now();
    const raw = await bodyOf(req);
    if (path.startsWith('/hooks/')) {
      calls.set('hooks', (calls.get('hooks') ?? 0) + 1);
      return json(res, 200, { ok: true });
    }
    const method = path.replace(/^\/api\//, '');
    calls.set(method, (calls.get(method) ?? 0) + 1);
    const fields = fieldsOf(req, raw);
    switch (method) {
      case 'auth.test':
        return json(res, 200, {
          ok: true,
          url: `https://${BENCH_TEAM.domain}.slack.com/`,
          team: 'Bench',
          user: 'portal-ops',
          team_id: BENCH_TEAM.id,
          user_id: 'U0BOT00001',
          bot_id: 'B0BOT00001',
          is_enterprise_install: false,
        });
      case 'views.open':
      case 'views.update': {
        if (method === 'views.open') opened.set(field(fields, 'trigger_id') ?? '', arrived);
        const id = method === 'views.open' ? `V${randomBytes(5).toString('hex')}` : (field(fields, 'view_id') ?? 'V0');
        const view = viewOf(field(fields, 'view'), id);
        if (view.callback_id === CALLBACK.taskModal) {
          calls.set(`${method} task modal`, (calls.get(`${method} task modal`) ?? 0) + 1);
        }
        return json(res, 200, { ok: true, view });
      }
      case 'users.info': {
        const id = field(fields, 'user') ?? 'U0';
        return json(res, 200, {
          ok: true,
          user: { id, team_id: BENCH_TEAM.id, name: id.toLowerCase(), tz: BENCH_ZONE, tz_offset: -25200 },
        });
      }
      default:
        return json(res, 200, { ok: true });
    }
  })().catch(() => {
    if (!res.headersSent) json(res, 500, { ok: false, error: 'fatal_error' });
  });
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  process.stdout.write(`${JSON.stringify({ url: `${base}/api/`, hooks: `${base}/hooks/` })}\n`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
