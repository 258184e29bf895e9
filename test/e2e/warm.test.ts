import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { openTaskModal, perPersonEnv, startRig, until } from './rig.js';

/** A debug logger whose lines the test can read. */
function capturedLog() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const log = createLogger({ level: 'debug', destination: { write: (s: string) => void lines.push(JSON.parse(s)) } });
  return { log, lines };
}

type Warmed = Record<string, number | string>;

function warmedOf(lines: { msg: string; [key: string]: unknown }[]): Warmed {
  const line = lines.find((l) => l.msg === 'warmed up');
  if (!line) throw new Error('no "warmed up" line');
  return line.warmed as Warmed;
}

describe('end to end: warming up before ready', () => {
  it('runs the way in, the zones, the views and discovery before "ready", and shows nothing to anyone', async () => {
    const { log, lines } = capturedLog();
    const r = await startRig({ log });
    const msgs = lines.map((l) => l.msg);
    expect(msgs.indexOf('warmed up')).toBeGreaterThanOrEqual(0);
    expect(msgs.indexOf('warmed up')).toBeLessThan(msgs.indexOf('portal-ops ready'));
    const warmed = warmedOf(lines);
    // The way in goes first and always runs; nothing failed.
    expect(warmed.events).toEqual(expect.any(Number));
    expect(Object.values(warmed)).not.toContain('failed');
    expect(warmed.ms).toBeLessThan(1_000);
    // Slack was asked who the bot is, and nothing else: no view, no message, no response URL.
    expect(new Set(r.fake.calls.map((c) => c.method))).toEqual(new Set(['auth.test']));
    expect(r.fake.messages()).toEqual([]);
    expect(r.fake.responses).toEqual([]);
    // The app's own answers to its warm-up commands are not logged as anything but debug.
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    // And the first command works as ever.
    await openTaskModal(r, 'every weekday 7pm');
    expect(r.fake.callsTo('views.open')).toHaveLength(1);
  });

  it('a portal that does not answer does not hold "ready" back: the warm-up leaves it behind', async () => {
    const { log, lines } = capturedLog();
    const t0 = performance.now();
    const r = await startRig({
      log,
      emulator: { faults: [{ kind: 'latency', ms: 3_000, op: 'info' }] },
    });
    const tookMs = performance.now() - t0;
    expect(lines.some((l) => l.msg === 'portal-ops ready')).toBe(true);
    expect(warmedOf(lines).portal).toBe('late');
    expect(tookMs).toBeLessThan(2_500);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    expect(r.emulator.count('info', 'GET')).toBe(1);
  });

  it('a portal that is down does not stop the start: a debug line, then the usual warning after "ready"', async () => {
    const { log, lines } = capturedLog();
    await startRig({ log, env: { PORTAL_URL: 'http://127.0.0.1:9/sharing/rest' } });
    const msgs = lines.map((l) => l.msg);
    expect(msgs).toContain('portal-ops ready');
    expect(['late', 'failed']).toContain(warmedOf(lines).portal);
    await until(() => lines.some((l) => l.msg.startsWith('the portal could not be read at start')), 10_000);
    const warning = lines.findIndex((l) => l.msg.startsWith('the portal could not be read at start'));
    expect(warning).toBeGreaterThan(msgs.indexOf('portal-ops ready'));
  });

  it('per-person accounts: the portal’s version is read before ready, nothing on anyone’s behalf', async () => {
    const { log, lines } = capturedLog();
    const r = await startRig({ log, env: perPersonEnv() });
    expect(warmedOf(lines).portal).toEqual(expect.any(Number));
    expect(r.emulator.count('info', 'GET')).toBe(1);
    expect(r.emulator.count('self')).toBe(0);
    expect(new Set(r.fake.calls.map((c) => c.method))).toEqual(new Set(['auth.test']));
  });
});
