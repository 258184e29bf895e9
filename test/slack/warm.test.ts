import type { App } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { warmUp, zonesOf } from '../../src/slack/warm.js';
import { Zones } from '../../src/slack/zone.js';

function capturedLog() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const log = createLogger({ level: 'debug', destination: { write: (s: string) => void lines.push(JSON.parse(s)) } });
  return { log, lines };
}

/** The little of a Bolt app the warm-up touches: `auth.test`, counted. */
function appWith(authTest: () => Promise<unknown>): { app: App; calls: () => number } {
  let calls = 0;
  const app = {
    client: {
      auth: {
        test: () => {
          calls++;
          return authTest();
        },
      },
    },
  } as unknown as App;
  return { app, calls: () => calls };
}

const never = () => new Promise<never>(() => {});

describe('warmUp', () => {
  it('runs every step it is given and says how long each took', async () => {
    const { log } = capturedLog();
    const { app, calls } = appWith(async () => ({ ok: true }));
    const report = await warmUp({
      app,
      zones: new Zones(Date.now),
      log,
      zonesInUse: async () => ['Asia/Kathmandu', 'Not/AZone'],
      portal: async () => ({}),
      withinMs: 5_000,
    });
    expect(report).toEqual({
      portal: expect.any(Number),
      slack: expect.any(Number),
      zones: expect.any(Number),
      views: expect.any(Number),
      ms: expect.any(Number),
    });
    expect(calls()).toBe(1);
  });

  it('waits no longer than withinMs for what does not answer, and leaves it behind', async () => {
    const { log } = capturedLog();
    const { app } = appWith(never);
    const t0 = performance.now();
    const report = await warmUp({ app, zones: new Zones(Date.now), log, portal: never, withinMs: 50 });
    expect(performance.now() - t0).toBeLessThan(1_000);
    expect(report.portal).toBe('late');
    expect(report.slack).toBe('late');
  });

  it('skips the work here once its time is up', async () => {
    const { log } = capturedLog();
    const { app } = appWith(never);
    const report = await warmUp({ app, zones: new Zones(Date.now), log, withinMs: 0 });
    expect(report.zones).toBe('skipped');
    expect(report.views).toBe('skipped');
  });

  it('never fails: a step that throws is a debug line', async () => {
    const { log, lines } = capturedLog();
    const { app } = appWith(async () => {
      throw new Error('slack is down');
    });
    const report = await warmUp({
      app,
      zones: new Zones(Date.now),
      log,
      zonesInUse: async () => {
        throw new Error('the store is closed');
      },
      portal: async () => {
        throw new Error('the portal is down');
      },
      events: { url: 'http://127.0.0.1:9', signingSecret: { reveal: () => 'x' } as never },
      withinMs: 5_000,
    });
    expect(report.portal).toBe('failed');
    expect(report.slack).toBe('failed');
    expect(report.events).toBe('failed');
    expect(report.zones).toEqual(expect.any(Number)); // the usual zones, without the store's
    expect(lines.every((l) => l.level === 20)).toBe(true);
    expect(lines.map((l) => l.err)).toEqual(
      expect.arrayContaining(['the portal is down', 'slack is down', 'the store is closed']),
    );
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
