import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { guardProcess } from '../../src/cli/process-policy.js';
import { createLogger } from '../../src/log.js';

function rig(stop: () => Promise<void> = async () => {}) {
  const lines: { level: number; msg: string; reference?: string }[] = [];
  const log = createLogger({ level: 'info', destination: { write: (s: string) => void lines.push(JSON.parse(s)) } });
  const events = new EventEmitter();
  let err = '';
  const exits: number[] = [];
  const stops: number[] = [];
  const unguard = guardProcess(events, {
    log,
    err: { write: (s: string) => (err += s) },
    stop: async () => {
      stops.push(Date.now());
      await stop();
    },
    exit: (code) => void exits.push(code),
    stopWithinMs: 200,
  });
  return { events, lines, exits, stops, unguard, err: () => err };
}

describe('what happens to an error nothing caught', () => {
  it('a rejected promise nobody handled: logged with a reference; the bot keeps serving', () => {
    const r = rig();
    r.events.emit('unhandledRejection', new Error('listener blew up'));
    expect(r.exits).toEqual([]);
    expect(r.stops).toEqual([]);
    const line = r.lines.find((l) => l.msg === 'a failure escaped its handler; still serving');
    expect(line?.level).toBe(50);
    expect(line?.reference).toMatch(/^[0-9a-f]{8}$/);
  });

  it('an uncaught exception: logged and said with the same reference, a clean stop, then exit 1', async () => {
    const r = rig();
    r.events.emit('uncaughtException', new Error('state unknown'));
    await new Promise((res) => setTimeout(res, 20));
    expect(r.stops).toHaveLength(1);
    expect(r.exits).toEqual([1]);
    const reference = r.lines.find((l) => l.msg === 'unexpected error; stopping')?.reference ?? '-';
    expect(r.err()).toContain(`stopping after an unexpected error (reference ${reference})`);
  });

  it('a stop that hangs is given up on after its limit; a second exception while stopping exits at once', async () => {
    const r = rig(() => new Promise(() => {}));
    r.events.emit('uncaughtException', new Error('first'));
    r.events.emit('uncaughtException', new Error('second'));
    expect(r.exits).toEqual([1]);
    await new Promise((res) => setTimeout(res, 300));
    expect(r.exits).toEqual([1, 1]);
    expect(r.stops).toHaveLength(1);
  });

  it('removing the policy leaves the process as it was', () => {
    const r = rig();
    r.unguard();
    expect(r.events.listenerCount('unhandledRejection')).toBe(0);
    expect(r.events.listenerCount('uncaughtException')).toBe(0);
  });
});
