import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { openTaskModal, perPersonEnv, startRig, until } from './rig.js';

/** A debug logger whose lines the test can read. */
function capturedLog() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const log = createLogger({ level: 'debug', destination: { write: (s: string) => void lines.push(JSON.parse(s)) } });
  return { log, lines };
}

function warmedOf(lines: { msg: string; [key: string]: unknown }[]): Record<string, number | string> {
  const line = lines.find((l) => l.msg === 'warmed up');
  if (!line) throw new Error('no "warmed up" line');
  return line.warmed as Record<string, number | string>;
}

describe('end to end: warming up before ready', () => {
  it('runs the way in, the zones and the views before "ready", and shows nothing to anyone', async () => {
    const { log, lines } = capturedLog();
    const r = await startRig({ log });
    const msgs = lines.map((l) => l.msg);
    expect(msgs.indexOf('warmed up')).toBeGreaterThanOrEqual(0);
    expect(msgs.indexOf('warmed up')).toBeLessThan(msgs.indexOf('portal-ops ready'));
    const warmed = warmedOf(lines);
    // The way in goes first and always runs; nothing failed.
    expect(warmed.events).toEqual(expect.any(Number));
    expect(Object.values(warmed)).not.toContain('failed');
    expect(r.bot.warmUpMs).toBe(warmed.ms);
    // Slack was asked who the bot is, once, at start (its budget), and nothing else: no view, message or response.
    expect(r.fake.calls.map((c) => c.method)).toEqual(['auth.test']);
    expect(r.fake.messages()).toEqual([]);
    expect(r.fake.responses).toEqual([]);
    // Its own answers to the warm-up commands are no warning or error in the log.
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    // And the first command works as ever.
    await openTaskModal(r, 'every weekday 7pm');
    expect(r.fake.callsTo('views.open')).toHaveLength(1);
  });

  it('asks the portal nothing: per person, nobody’s account is read and not even its version', async () => {
    const { log, lines } = capturedLog();
    const r = await startRig({ log, env: perPersonEnv() });
    expect(warmedOf(lines).events).toEqual(expect.any(Number));
    expect(r.emulator.requests).toHaveLength(0);
  });

  it('a portal that is down does not hold "ready" back: the usual warning comes after it', async () => {
    const { log, lines } = capturedLog();
    await startRig({ log, env: { PORTAL_URL: 'http://127.0.0.1:9/sharing/rest' } });
    const msgs = lines.map((l) => l.msg);
    expect(msgs).toContain('portal-ops ready');
    await until(() => lines.some((l) => l.msg.startsWith('the portal could not be read at start')), 10_000);
    const warning = lines.findIndex((l) => l.msg.startsWith('the portal could not be read at start'));
    expect(warning).toBeGreaterThan(msgs.indexOf('portal-ops ready'));
  });
});
