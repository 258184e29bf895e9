import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileIntent } from '../../../src/schedule/compile/compile.js';
import { compileCron, nextFires } from '../../../src/schedule/cron/evaluate.js';
import { formatFields, splitExpression } from '../../../src/schedule/cron/fields.js';
import { validateFields } from '../../../src/schedule/cron/validate.js';
import { MISSING_QUARTZ, quartzAvailable, quartzFires, quartzRequired } from '../../oracle/quartz.js';
import { instant, intentArb, ZONES } from '../../support/arbitraries.js';
import { bruteFires } from '../../support/brute.js';
import { VALID } from '../../support/cron-tables.js';

/** Expressions where evaluators are known to go wrong: last days, nearest weekdays, 5th weekdays, wraps, steps. */
const TRICKY = [
  '0 12 L * ?',
  '0 12 L-3 * ?',
  '0 12 L-1 2 ?',
  '0 12 LW * ?',
  '0 12 15W * ?',
  '0 12 1W * ?',
  '0 12 28W * ?',
  '0 12 28W 2 ?',
  '0 12 ? * 2#5',
  '0 12 ? * 1#5',
  '0 12 ? * 6#1',
  '0 12 ? * 6L',
  '0 12 ? * 1L',
  '0 12 ? * L',
  '0 22-2 * * ?',
  '0 12 ? * 7-1',
  '0 12 ? * 6-2',
  '5/20 * * * ?',
  '0 1-10/3 * * ?',
  '0 12 29 2 ?',
  '0 12 31 * ?',
  '0 12 1-31/10 * ?',
  '0 12 ? 11-2 1',
  '0 0 1 */5 ?',
  '30 23 31 12 ?',
  '0 12 5C * ?',
] as const;

const STARTS = ['2026-01-12T12:00:00Z', '2027-12-31T23:59:00Z', '2028-02-27T00:00:00Z', '2029-06-30T12:34:00Z'].map(
  Date.parse,
);

const DOM = fc.oneof(
  fc.constant('*'),
  fc.constant('L'),
  fc.constant('LW'),
  fc.integer({ min: 0, max: 10 }).map((n) => `L-${n}`),
  fc.integer({ min: 1, max: 28 }).map((n) => `${n}W`),
  fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { minLength: 1, maxLength: 4 }).map((a) => a.join(',')),
  fc.tuple(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1, max: 31 })).map(([a, b]) => `${a}-${b}`),
  fc.tuple(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1, max: 15 })).map(([a, n]) => `${a}/${n}`),
);
const DOW = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 5 })).map(([d, k]) => `${d}#${k}`),
  fc.integer({ min: 1, max: 7 }).map((d) => `${d}L`),
  fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 4 }).map((a) => a.join(',')),
  fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 })).map(([a, b]) => `${a}-${b}`),
);
const plain = (min: number, max: number) =>
  fc.oneof(
    fc.constant('*'),
    fc.uniqueArray(fc.integer({ min, max }), { minLength: 1, maxLength: 3 }).map((a) => a.join(',')),
    fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).map(([a, b]) => `${a}-${b}`),
    fc
      .tuple(fc.integer({ min, max }), fc.integer({ min: 1, max: Math.max(1, Math.floor(max / 2)) }))
      .map(([a, n]) => `${a}/${n}`),
  );
const expression = fc
  .record({
    minute: plain(0, 59),
    hour: plain(0, 23),
    month: plain(1, 12),
    day: fc.oneof(
      DOM.map((d) => [d, '?'] as const),
      DOW.map((w) => ['?', w] as const),
    ),
  })
  .map(({ minute, hour, month, day }) => `${minute} ${hour} ${day[0]} ${month} ${day[1]}`);

/** Quartz stops a century after the current year (its MAX_YEAR); compare up to 2120 only. */
const HORIZON = Date.UTC(2120, 0, 1);

function ours(expr: string, from: number, count: number): number[] {
  const f = splitExpression(expr);
  if (!f) throw new Error(expr);
  return nextFires([compileCron(f)], from, count, HORIZON);
}

function theirs(fires: number[] | string | undefined): number[] | string | undefined {
  return Array.isArray(fires) ? fires.filter((t) => t < HORIZON) : fires;
}

// Skipped only where Quartz is missing and not required; CI sets REQUIRE_QUARTZ=1, so there it fails instead.
describe.skipIf(!quartzAvailable && !quartzRequired)('cross-check against Quartz 2.3.2', () => {
  beforeAll(() => {
    if (!quartzAvailable) throw new Error(MISSING_QUARTZ);
  });

  it('evaluates the valid and tricky tables exactly as Quartz does (next 50 fires from 4 instants)', () => {
    const exprs = [...VALID, ...TRICKY];
    const queries = exprs.flatMap((expression) => STARTS.map((from) => ({ from, count: 50, expression })));
    const q = quartzFires(queries);
    queries.forEach((query, i) => {
      expect(theirs(q[i]), query.expression).toEqual(ours(query.expression, query.from, query.count));
    });
  });

  it('agrees with Quartz on 400 random valid expressions', () => {
    const samples = fc.sample(fc.tuple(expression, fc.constantFrom(...STARTS)), { seed: 2026, numRuns: 600 });
    const valid = samples.filter(([e]) => {
      const f = splitExpression(e);
      return f !== null && validateFields(f).ok;
    });
    expect(valid.length).toBeGreaterThan(400);
    const queries = valid.map(([expression, from]) => ({ from, count: 50, expression }));
    const q = quartzFires(queries);
    queries.forEach((query, i) => {
      expect(theirs(q[i]), query.expression).toEqual(ours(query.expression, query.from, query.count));
    });
  });

  it('the compiler: Quartz fires the compiled fields exactly when the intent runs (4 years, fixed offset)', () => {
    const FOUR_YEARS = (4 * 365 + 1) * 86_400_000;
    const cases = fc
      .sample(fc.tuple(intentArb(ZONES), instant), { seed: 31, numRuns: 300 })
      .filter(([i]) => i.interval === null);
    const checks: { want: number[]; exprs: string[]; from: number }[] = [];
    for (const [intent, now] of cases) {
      const r = compileIntent(intent, now);
      if (!r.ok) continue;
      const want = bruteFires(intent, r.value.offsetMinutes, now, now + FOUR_YEARS);
      checks.push({ want, exprs: r.value.schedules.map(formatFields), from: now });
    }
    expect(checks.length).toBeGreaterThan(100);
    const queries = checks.flatMap((c) =>
      c.exprs.map((expression) => ({ from: c.from, count: c.want.length + 1, expression })),
    );
    const q = quartzFires(queries);
    let k = 0;
    for (const c of checks) {
      const got = new Set<number>();
      for (const _ of c.exprs) {
        const fires = q[k++];
        expect(Array.isArray(fires), String(fires)).toBe(true);
        for (const t of fires as number[]) if (t < c.from + FOUR_YEARS) got.add(t);
      }
      expect(
        [...got].sort((a, b) => a - b),
        c.exprs.join(' + '),
      ).toEqual(c.want);
    }
  });
});
