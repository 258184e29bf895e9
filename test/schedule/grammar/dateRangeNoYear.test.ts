import { describe, expect, it } from 'vitest';
import { dateReader } from '../../../src/schedule/grammar/chronoReader.js';

/** A seeded generator (LCG), so a failure names a case that can be run again. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const MONTHS = ['jan', 'feb', 'march', 'apr', 'may', 'june', 'jul', 'aug', 'sept', 'oct', 'nov', 'december'];
const LENGTHS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

interface Day {
  month: number;
  day: number;
}

function pick(rnd: () => number): Day {
  const month = 1 + Math.floor(rnd() * 12);
  return { month, day: 1 + Math.floor(rnd() * (LENGTHS[month - 1] as number)) };
}

/** A date as people write it, with or without its year. */
function written(d: Day, year: number | null, form: number): string {
  const name = MONTHS[d.month - 1] as string;
  const y = year === null ? '' : ` ${year}`;
  if (form === 0) return `${name} ${d.day}${year === null ? '' : `, ${year}`}`;
  if (form === 1) return `${d.day} ${name}${y}`;
  return `${d.month}/${d.day}${year === null ? '' : `/${year}`}`;
}

/**
 * chrono swaps the ends of a date range written backwards only when a year is said; with none it moves the end
 * to the next year. The reader (chronoReader.ts `swapped`) parses a range's start again only where a year is
 * said, so this premise is what keeps a backwards range from being read the wrong way round.
 */
describe('a date range with no year said is never swapped by chrono', () => {
  it('holds for 600 seeded ranges read at 600 instants', () => {
    const rnd = lcg(20261128);
    let backwards = 0;
    for (let n = 0; n < 600; n++) {
      const now = Date.UTC(2026, 0, 1) + Math.floor(rnd() * 730) * 86_400_000 + Math.floor(rnd() * 1440) * 60_000;
      const a = pick(rnd);
      const b = pick(rnd);
      const form = Math.floor(rnd() * 3);
      const join = ['from X until Y', 'X to Y', 'X - Y', 'between X and Y', 'X through Y'][Math.floor(rnd() * 5)];
      const text = (join as string).replace('X', written(a, null, form)).replace('Y', written(b, null, form));
      const ref = { instant: new Date(now), timezone: Math.floor(rnd() * 25 - 12) * 60 };
      const [r] = dateReader.parse(text, ref, { forwardDate: true });
      const ctx = `${text} at ${new Date(now).toISOString()}`;
      if (r?.end === undefined || r.end === null) continue;
      expect(r.start.isCertain('year') || r.end.isCertain('year'), ctx).toBe(false);
      expect({ month: r.start.get('month'), day: r.start.get('day') }, ctx).toEqual(a);
      expect({ month: r.end.get('month'), day: r.end.get('day') }, ctx).toEqual(b);
      if (a.month * 100 + a.day > b.month * 100 + b.day) backwards++;
    }
    // the property is about ranges written backwards: the generator must have made many
    expect(backwards).toBeGreaterThan(100);
  });

  it('swaps a range written backwards with its years (the case the reader still checks)', () => {
    const ref = { instant: new Date(Date.UTC(2026, 0, 12, 12)), timezone: 0 };
    const [r] = dateReader.parse('from 31 august 2026 until 1 june 2026', ref, { forwardDate: true });
    expect(r?.start.get('month')).toBe(6);
    expect(r?.end?.get('month')).toBe(8);
  });
});
