import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { compileIntent } from '../../../src/schedule/compile/compile.js';
import { compileCron, nextFires } from '../../../src/schedule/cron/evaluate.js';
import type { LocalIntent } from '../../../src/schedule/intent.js';
import { instant, intentArb, NO_DST_ZONES, ZONES } from '../../support/arbitraries.js';
import { bruteFires, localTimes } from '../../support/brute.js';

const FOUR_YEARS = (4 * 365 + 1) * 86_400_000;
const YEAR = 366 * 86_400_000;

function compiledFires(schedules: Parameters<typeof compileCron>[0][], from: number, to: number): number[] {
  return nextFires(schedules.map(compileCron), from, 10_000_000, to);
}

describe('compiler properties (fast-check, seeded)', () => {
  // 400 seeded cases over 4 years each: about 7 s alone, and more beside other workers on two cores; the limit
  // guards against a hang, not a speed
  it('every answer claimed exact fires exactly when the intent runs, at the offset of its first run, over 4 years, never twice at once', {
    timeout: 90_000,
  }, () => {
    let exact = 0;
    let refused = 0;
    fc.assert(
      fc.property(intentArb(ZONES), instant, (intent, now) => {
        const r = compileIntent(intent, now);
        if (!r.ok) {
          expect(r.problem.code).toBe('inexpressible');
          refused++;
          return;
        }
        const to = now + FOUR_YEARS;
        // two tasks firing at one instant make the service run twice: then, and only then, not claimed exact
        const perTask = r.value.schedules.map((f) => compiledFires([f], now, to));
        const twice = new Set(perTask.flat()).size < perTask.flat().length;
        expect(r.value.exact).toBe(!twice);
        expect(r.value.warnings.some((w) => w.code === 'runs-twice')).toBe(twice);
        if (twice) return;
        exact++;
        const want = bruteFires(intent, r.value.offsetMinutes, now, to);
        const got = compiledFires([...r.value.schedules], now, to);
        expect(got.length).toBe(want.length);
        expect(got).toEqual(want);
      }),
      { seed: 20261121, numRuns: 400 },
    );
    // the property must have bite: most random intents compile
    expect(exact).toBeGreaterThan(refused);
  });

  it('in zones without DST the fields match the real zone and carry no dst warning', () => {
    fc.assert(
      fc.property(intentArb(NO_DST_ZONES), instant, (intent, now) => {
        const r = compileIntent(intent, now);
        if (!r.ok) return;
        expect(r.value.warnings.map((w) => w.code)).not.toContain('dst');
        const to = now + FOUR_YEARS;
        expect(compiledFires([...r.value.schedules], now, to)).toEqual(
          bruteFires(intent, r.value.offsetMinutes, now, to),
        );
      }),
      { seed: 7, numRuns: 150 },
    );
  });

  it('warns of DST exactly when some run in the coming year happens at a local time that was not asked for', () => {
    const isOccurrence = (intent: LocalIntent, minutes: Set<number>, t: number, compiledMonths: Set<number>) => {
      const local = DateTime.fromMillis(t, { zone: intent.zone.name });
      if (!minutes.has(local.hour * 60 + local.minute)) return false;
      if (!compiledMonths.has(local.month)) return false;
      // the day itself: re-check with the brute-force reading of that one local day
      const dayStart = local.startOf('day').toMillis();
      const offset = local.offset;
      return (
        bruteFires(intent, offset, dayStart, dayStart + 86_400_000).length > 0 &&
        bruteFires(intent, offset, dayStart, dayStart + 86_400_000).includes(t)
      );
    };
    let warned = 0;
    let quiet = 0;
    fc.assert(
      fc.property(
        intentArb([
          'America/Los_Angeles',
          'Europe/Berlin',
          'Australia/Lord_Howe',
          'America/Sao_Paulo',
          'Asia/Tokyo',
        ]).filter((i) => i.months.kind !== 'every-n-months' && (i.interval === null || i.interval.unit === 'hour')),
        instant,
        (intent, now) => {
          const r = compileIntent(intent, now);
          if (!r.ok) return;
          const minutes = new Set(localTimes(intent));
          const months = new Set(
            intent.months.kind === 'months' ? intent.months.months : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
          );
          const fires = compiledFires([...r.value.schedules], r.value.firstRun, r.value.firstRun + YEAR);
          const shifted = fires.some((t) => !isOccurrence(intent, minutes, t, months));
          const hasWarning = r.value.warnings.some((w) => w.code === 'dst');
          if (hasWarning) warned++;
          else quiet++;
          expect(hasWarning).toBe(shifted);
        },
      ),
      { seed: 99, numRuns: 150 },
    );
    expect(warned).toBeGreaterThan(10);
    expect(quiet).toBeGreaterThan(10);
  });
});
