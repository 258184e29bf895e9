import type * as chrono from 'chrono-node';
import { describe, expect, it } from 'vitest';
import { dateReader, dateReaderFor } from '../../../src/schedule/grammar/chronoReader.js';

/** A seeded generator (LCG), so a failure names a case that can be run again. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Pieces of text the date parsers read, and ones they must pass over, joined at random. */
const PIECES = [
  'march 1',
  '1 march',
  'dec 24th',
  'the 3rd of june',
  'sept 30, 2027',
  '2027-03-31',
  '2026-12-01t06:00:00',
  '12/31',
  '31/12/2026',
  '1.12.2026',
  '5-6',
  '2027 may 4',
  'today',
  'tonight',
  'tomorrow',
  'tmrw',
  'last night',
  'now',
  'at 9am',
  '19:00',
  '7pm',
  'noon',
  'every monday',
  'weekdays',
  'from',
  'until',
  'to',
  'through',
  '-',
  'and',
  'starting',
  'on',
  'may',
  'last',
  '2027',
  '1400',
  'report',
];

/** What the engine reads of a result: where it is, its text, and each component's value and certainty. */
function shape(results: chrono.ParsedResult[]) {
  const parts = ['year', 'month', 'day', 'weekday', 'hour', 'minute', 'second', 'meridiem'] as const;
  const of = (c: chrono.ParsedComponents | null | undefined) =>
    c ? parts.map((p) => [p, c.get(p), c.isCertain(p)]) : null;
  return results.map((r) => ({ index: r.index, text: r.text, start: of(r.start), end: of(r.end) }));
}

describe("the date reader made of the parsers a text can feed reads what chrono's whole date reader reads", () => {
  it('holds for 3000 seeded texts, read at seeded instants and offsets, month first and day first', () => {
    const rnd = lcg(20261129);
    let found = 0;
    for (let n = 0; n < 3000; n++) {
      const count = 1 + Math.floor(rnd() * 6);
      const text = Array.from({ length: count }, () => PIECES[Math.floor(rnd() * PIECES.length)]).join(' ');
      const now = Date.UTC(2026, 0, 1) + Math.floor(rnd() * 730) * 86_400_000 + Math.floor(rnd() * 1440) * 60_000;
      const ref = { instant: new Date(now), timezone: Math.floor(rnd() * 25 - 12) * 60 };
      const dayFirst = rnd() < 0.3;
      // (the day-first reader of every parser: a text each of them can feed)
      const all = dayFirst ? dateReaderFor('2026-01-01 1/1 jan now', true) : dateReader;
      const expected = shape(all.parse(text, ref, { forwardDate: true }));
      const got = shape(dateReaderFor(text, dayFirst).parse(text, ref, { forwardDate: true }));
      expect(got, `${text} (${dayFirst ? 'day first' : 'month first'}) at ${new Date(now).toISOString()}`).toEqual(
        expected,
      );
      if (expected.length > 0) found++;
    }
    // most texts must hold a date, or the property says little
    expect(found).toBeGreaterThan(2000);
  });
});
