import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { every } from '../../src/operations/every.js';

describe('a background job’s rhythm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks an interval after the start, times the next from the end of the last, and stops when cancelled', async () => {
    const started: number[] = [];
    let finish: (() => void) | undefined;
    const loop = every(1_000, () => {
      started.push(Date.now());
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const t0 = Date.now();
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([t0 + 1_000]);
    // a slow tick: no second one while it runs
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toHaveLength(1);
    finish?.();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual([t0 + 1_000, t0 + 7_000]);
    loop.cancel();
    finish?.();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(started).toHaveLength(2);
  });

  it('a tick that fails does not stop the next', async () => {
    let ticks = 0;
    const loop = every(100, async () => {
      ticks++;
      throw new Error('the portal is down');
    });
    await vi.advanceTimersByTimeAsync(350);
    expect(ticks).toBe(3);
    loop.cancel();
  });
});
