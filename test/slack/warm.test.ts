import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { Secret } from '../../src/secret.js';
import { checkSignature } from '../../src/slack/signature.js';
import { WARM_UP_COMMAND, warmUp, zonesOf } from '../../src/slack/warm.js';
import { Zones } from '../../src/slack/zone.js';

function capturedLog() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const log = createLogger({ level: 'debug', destination: { write: (s: string) => void lines.push(JSON.parse(s)) } });
  return { log, lines };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise<void>((r) => s.close(() => r()));
});

/** A stand-in for the app's own server: records what it is sent, answers each request with `status`. */
async function ownServer(status = 200, delayMs = 0) {
  const seen: { path: string; headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      setTimeout(() => res.writeHead(status).end(), delayMs);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const SECRET = new Secret('warm-up-test-signing-secret');

describe('warmUp', () => {
  it('sends the app’s own server signed slash commands no listener takes, then warms zones and views', async () => {
    const { log } = capturedLog();
    const own = await ownServer();
    const report = await warmUp({
      zones: new Zones(Date.now),
      log,
      zonesInUse: async () => ['Asia/Kathmandu', 'Not/AZone'],
      events: { url: own.url, signingSecret: SECRET },
      withinMs: 5_000,
    });
    expect(report).toEqual({
      events: expect.any(Number),
      zones: expect.any(Number),
      views: expect.any(Number),
      ms: expect.any(Number),
    });
    expect(own.seen.length).toBeGreaterThan(0);
    for (const r of own.seen) {
      expect(r.path).toBe('/slack/events');
      expect(r.headers['content-type']).toBe('application/x-www-form-urlencoded');
      const signed = checkSignature(
        SECRET.reveal(),
        r.headers['x-slack-request-timestamp'],
        r.headers['x-slack-signature'],
        Buffer.from(r.body),
        Date.now(),
      );
      expect(signed.ok).toBe(true);
      expect(new URLSearchParams(r.body).get('command')).toBe(WARM_UP_COMMAND);
    }
  });

  it('waits no longer than withinMs, and skips what there is no time left for', async () => {
    const { log } = capturedLog();
    const own = await ownServer(200, 2_000);
    const t0 = performance.now();
    const report = await warmUp({
      zones: new Zones(Date.now),
      log,
      events: { url: own.url, signingSecret: SECRET },
      withinMs: 50,
    });
    expect(performance.now() - t0).toBeLessThan(1_000);
    expect(report.events).toBe('late');
    expect(report.zones).toBeUndefined(); // not reached: the way in was still under way

    const none = await warmUp({ zones: new Zones(Date.now), log, withinMs: 0 });
    expect(none.zones).toBe('skipped');
    expect(none.views).toBe('skipped');
  });

  it('never fails: a step that fails is a debug line', async () => {
    const { log, lines } = capturedLog();
    const refusing = await ownServer(401);
    const report = await warmUp({
      zones: new Zones(Date.now),
      log,
      zonesInUse: async () => {
        throw new Error('the store is closed');
      },
      events: { url: refusing.url, signingSecret: SECRET },
      withinMs: 5_000,
    });
    expect(report.events).toBe('failed');
    expect(report.zones).toEqual(expect.any(Number)); // the usual zones, without the store's
    expect(lines.every((l) => l.level === 20)).toBe(true);
    expect(lines.map((l) => l.err)).toEqual(
      expect.arrayContaining(["the app's own server answered 401", 'the store is closed']),
    );

    const nobody = await warmUp({
      zones: new Zones(Date.now),
      log,
      events: { url: 'http://127.0.0.1:9', signingSecret: SECRET },
      withinMs: 5_000,
    });
    expect(nobody.events).toBe('failed');
  });
});

describe('zonesOf', () => {
  it('reads the zones of recent schedules, each once; requests without one add nothing', () => {
    expect(
      zonesOf([
        { schedule: { timezone: 'Europe/Berlin' } },
        { schedule: null },
        { schedule: { timezone: 'Europe/Berlin' } },
        { schedule: { timezone: 'Asia/Tokyo' } },
        { schedule: { timezone: 7 } },
      ]),
    ).toEqual(['Europe/Berlin', 'Asia/Tokyo']);
  });
});

describe('Zones.known', () => {
  it('keeps the zones this runtime knows', () => {
    expect(new Zones(Date.now).known(['America/Los_Angeles', 'Not/AZone', 'UTC'])).toEqual([
      'America/Los_Angeles',
      'UTC',
    ]);
  });
});
