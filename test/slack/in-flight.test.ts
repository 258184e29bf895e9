import { describe, expect, it } from 'vitest';
import { InFlight } from '../../src/slack/in-flight.js';

describe('InFlight', () => {
  it('waits for tracked work, including work added while waiting', async () => {
    const f = new InFlight();
    const done: string[] = [];
    f.track(new Promise((r) => setTimeout(r, 30)).then(() => done.push('a')));
    setTimeout(() => f.track(new Promise((r) => setTimeout(r, 30)).then(() => done.push('b'))), 10);
    expect(await f.idle(2_000)).toBe(0);
    expect(done).toEqual(['a', 'b']);
  });

  it('gives up after the timeout and says how many were left; failures count as settled', async () => {
    const f = new InFlight();
    f.track(new Promise(() => {}));
    f.track(Promise.reject(new Error('x'))).catch(() => {});
    expect(await f.idle(50)).toBe(1);
  });
});
