import * as chrono from 'chrono-node';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeReader } from '../../../src/schedule/grammar/chronoReader.js';

/** The time reader as chrono configures it, with chrono's own forward-date refiner. */
const chronos = chrono.casual.clone();
chronos.parsers = chronos.parsers.filter((p) =>
  ['ENTimeExpressionParser', 'ENCasualTimeParser'].includes(p.constructor.name),
);
chronos.refiners = chronos.refiners.filter(
  (r) => !['ExtractTimezoneAbbrRefiner', 'ExtractTimezoneOffsetRefiner'].includes(r.constructor.name),
);

const FIELDS = ['year', 'month', 'day', 'hour', 'minute', 'second', 'meridiem'] as const;
function seen(results: chrono.ParsedResult[]) {
  const parts = (c: chrono.ParsedComponents | null | undefined) =>
    c ? FIELDS.map((f) => `${f}=${c.get(f)}${c.isCertain(f) ? '!' : ''}`).join(' ') : null;
  return results.map((r) => ({ text: r.text, index: r.index, start: parts(r.start), end: parts(r.end) }));
}

const clock = fc.oneof(
  fc.integer({ min: 0, max: 23 }).map(String),
  fc.tuple(fc.integer({ min: 1, max: 12 }), fc.constantFrom('am', 'pm', ' am', ' pm')).map(([h, m]) => `${h}${m}`),
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`),
  fc.constantFrom('noon', 'midnight', 'midday', '12am', '12pm', 'morning', 'evening'),
);
const text = fc.oneof(
  clock.map((a) => `at ${a}`),
  fc
    .tuple(clock, clock, fc.constantFrom(' to ', ' - ', '-', ' until ', ' and ', ' till '))
    .map(([a, b, j]) => `${a}${j}${b}`),
  fc.tuple(clock, clock).map(([a, b]) => `every hour from ${a} to ${b}`),
  fc.tuple(clock, clock).map(([a, b]) => `between ${a} and ${b}`),
);

describe('the time reader reads forward as chrono does', () => {
  it('gives the same results as chrono with its own forward-date refiner (fast-check, seeded)', () => {
    fc.assert(
      fc.property(
        text,
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) }),
        fc.constantFrom(-600, -480, -300, 0, 60, 330, 345, 540, 780, 840),
        (t, now, timezone) => {
          const ref = { instant: new Date(now), timezone };
          expect(seen(timeReader.parse(t, ref, { forwardDate: true }))).toEqual(
            seen(chronos.parse(t, ref, { forwardDate: true })),
          );
        },
      ),
      { seed: 20261126, numRuns: 3000 },
    );
  });

  it('turns a range over midnight forward, not round (the case the refiner is there for)', () => {
    const ref = { instant: new Date(Date.UTC(2026, 10, 23, 12)), timezone: -300 };
    const [r] = timeReader.parse('every hour from midnight to 4am', ref, { forwardDate: true });
    expect([r?.start.get('hour'), r?.end?.get('hour')]).toEqual([0, 4]);
    expect(
      (r?.end?.get('day') ?? 0) >= (r?.start.get('day') ?? 0) || r?.end?.get('month') !== r?.start.get('month'),
    ).toBe(true);
  });
});
