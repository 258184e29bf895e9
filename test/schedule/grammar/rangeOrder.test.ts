import { describe, expect, it } from 'vitest';
import { readPhrase } from '../../../src/schedule/grammar/read.js';

/** A seeded generator (LCG), so a failure names a case that can be run again. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function said(minutes: number, pick: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (minutes === 0 || minutes === 1440) return 'midnight';
  if (minutes === 720 && pick < 0.5) return 'noon';
  // on the 24-hour clock only where it says which half of the day ("09:30", "17:00"; not "11:30")
  if (pick < 0.5 && (h < 10 || h > 12)) return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return `${h % 12 === 0 ? 12 : h % 12}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`}${h < 12 ? 'am' : 'pm'}`;
}

describe('a time range is read in the order written, whatever the time of day it is read at', () => {
  it('holds for 400 seeded ranges read at 400 instants of a day', () => {
    const rnd = lcg(20261126);
    const day = Date.UTC(2026, 10, 23);
    for (let n = 0; n < 400; n++) {
      const now = day + Math.floor(rnd() * 1440) * 60_000;
      const from = Math.floor(rnd() * 95) * 15;
      const to = from + 15 + Math.floor(rnd() * ((1440 - from) / 15)) * 15;
      const words = ['till', 'to', 'until'][Math.floor(rnd() * 3)] as string;
      const phrase = `every 15 minutes from ${said(from, rnd())} ${words} ${said(to, rnd())}`;
      const r = readPhrase(phrase, { now, defaultZone: 'UTC' });
      const ctx = `${phrase} at ${new Date(now).toISOString()}`;
      expect(r.ok ? 'ok' : r.problem.message, ctx).toBe('ok');
      if (!r.ok) continue;
      const end = to === 1440 ? 1439 : to;
      expect(r.value.interval?.window, ctx).toEqual({
        from: { hour: Math.floor(from / 60), minute: from % 60 },
        to: { hour: Math.floor(end / 60), minute: end % 60 },
      });
    }
  });
});
