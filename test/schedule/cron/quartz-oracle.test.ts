import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileIntent, compileRules } from '../../../src/schedule/compile/compile.js';
import { compileCron, nextFires } from '../../../src/schedule/cron/evaluate.js';
import { formatFields, splitExpression } from '../../../src/schedule/cron/fields.js';
import { validateFields } from '../../../src/schedule/cron/validate.js';
import {
  MISSING_QUARTZ,
  QUARTZ_HORIZON,
  type QuartzQuery,
  type QuartzResult,
  quartzAvailable,
  quartzFires,
  quartzRequired,
  quartzVerdict,
} from '../../oracle/quartz.js';
import { instant, intentArb, ZONES } from '../../support/arbitraries.js';
import { bruteFires } from '../../support/brute.js';
import { INVALID, VALID } from '../../support/cron-tables.js';
import { bruteUnion, rulesArb } from '../../support/rules-arb.js';

/** Expressions where evaluators are known to go wrong: last days, nearest weekdays, 5th weekdays, wraps, steps. */
const TRICKY = [
  '0 12 L * ?',
  '0 12 L-3 * ?',
  '0 12 L-1 2 ?',
  '0 12 L-27 2 ?',
  '0 12 L-28 * ?',
  '0 12 LW * ?',
  '0 12 LW 2 ?',
  '0 12 15W * ?',
  '0 12 1W * ?',
  '0 12 2W * ?',
  '0 12 27W * ?',
  '0 12 28W * ?',
  '0 12 28W 2 ?',
  '0 12 31W 1,3,5,7,8,10,12 ?',
  '0 12 31W 5 ?',
  '0 12 30W 4,6,9,11 ?',
  '0 12 29W 1,3 ?',
  '0 12 ? * 2#5',
  '0 12 ? * 1#5',
  '0 12 ? * 7#5',
  '0 12 ? 1,3,5,7,8,10,12 4#5',
  '0 12 ? 2 1#5',
  '0 12 ? 2 5#4',
  '0 12 ? * 6#1',
  '0 12 ? * 1#1',
  '0 12 ? * 6L',
  '0 12 ? * 1L',
  '0 12 ? 2 5L',
  '0 12 ? * L',
  '0 22-2 * * ?',
  '0 23-0 * * ?',
  '58-2 0 * * ?',
  '0 12 ? * 7-1',
  '0 12 ? * 6-2',
  '0 12 ? * 2-1',
  '0 12 ? 11-2 1',
  '0 12 25-5 12-1 ?',
  '0 12 30-2/2 * ?',
  '5/20 * * * ?',
  '0/7 0 * * ?',
  '0 1-10/3 * * ?',
  '0 20-4/3 * * ?',
  '0 0 */10 * ?',
  '0 0 1 */5 ?',
  '0 0 1 2/5 ?',
  '0 0 ? * 2/3',
  '0 0 ? * 6-3/2',
  '0 12 29 2 ?',
  '0 12 29 * ?',
  '0 12 31 * ?',
  '0 12 30,31 * ?',
  '0 12 1-31/10 * ?',
  '0 12 1,15 * ?',
  '0 0 1 1 ?',
  '30 23 31 12 ?',
  '59 23 L 12 ?',
  '0 12 5C * ?',
  '0 12 ? * 1C',
  '0,15,30,45 */6 1,15 * ?',
  '0 0 13 * ?',
  '0 0 ? * 6#2',
] as const;

/** Start instants: ordinary, the last minute of a year, just before a leap day, mid-year, and off a whole second. */
const STARTS = [
  '2026-01-12T12:00:00Z',
  '2027-12-31T23:59:00Z',
  '2028-02-27T00:00:00Z',
  '2029-06-30T12:34:00Z',
  '2028-02-29T11:59:59.250Z',
].map(Date.parse);

function ours(expr: string, from: number, count: number): number[] {
  const f = splitExpression(expr);
  if (!f) throw new Error(expr);
  return nextFires([compileCron(f)], from, count, QUARTZ_HORIZON);
}

function theirs(r: QuartzResult | undefined): QuartzResult | undefined {
  return Array.isArray(r) ? r.filter((t) => t < QUARTZ_HORIZON) : r;
}

const iso = (ts: readonly number[]) => ts.map((t) => new Date(t).toISOString());

/** Runs the queries through Quartz and expects our evaluator to give the same fires for each (shows up to 5 that differ). */
function expectSameAsQuartz(queries: readonly QuartzQuery[]): void {
  const answers = quartzFires(queries);
  const differ = queries.flatMap((q, i) => {
    const quartz = theirs(answers[i]);
    const evaluator = ours(q.expression, q.from, q.count);
    if (Array.isArray(quartz) && quartz.join() === evaluator.join()) return [];
    return [
      {
        expression: q.expression,
        from: new Date(q.from).toISOString(),
        quartz: Array.isArray(quartz) ? iso(quartz) : quartz,
        evaluator: iso(evaluator),
      },
    ];
  });
  expect(differ.length, JSON.stringify(differ.slice(0, 5), null, 1)).toBe(0);
}

const everyStart = (exprs: readonly string[], count = 50) =>
  exprs.flatMap((expression) => STARTS.map((from) => ({ from, count, expression })));

// Random valid expressions: each field a list of the forms Quartz supports, wrapping ranges and steps included.
const plainItem = (min: number, max: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min, max }).map(String) },
    { weight: 2, arbitrary: fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).map(([a, b]) => `${a}-${b}`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min, max }), fc.integer({ min: 1, max: Math.min(max, 15) }))
        .map(([a, n]) => `${a}/${n}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min, max }), fc.integer({ min, max }), fc.integer({ min: 1, max: Math.min(max, 10) }))
        .map(([a, b, n]) => `${a}-${b}/${n}`),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: Math.min(max, 20) }).map((n) => `*/${n}`) },
  );
const plain = (min: number, max: number) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant('*') },
    { weight: 4, arbitrary: fc.array(plainItem(min, max), { minLength: 1, maxLength: 3 }).map((a) => a.join(',')) },
  );
const DOM = fc.oneof(
  { weight: 2, arbitrary: plain(1, 31) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 31 }).map((n) => `${n}C`) },
  { weight: 1, arbitrary: fc.constantFrom('L', 'LW') },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 30 }).map((n) => `L-${n}`) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 31 }).map((n) => `${n}W`) },
);
const DOW = fc.oneof(
  { weight: 2, arbitrary: plain(1, 7) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 7 }).map((n) => `${n}C`) },
  { weight: 1, arbitrary: fc.constant('L') },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 5 })).map(([d, k]) => `${d}#${k}`),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 7 }).map((d) => `${d}L`) },
);
const EXPRESSION = fc
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

const isValid = (expr: string) => {
  const f = splitExpression(expr);
  return f !== null && validateFields(f).ok;
};

it('the evaluator keeps searching across a 28-year gap (the 5th Sunday of February), as Quartz does', () => {
  // answers checked against Quartz 2.3.2 (the tricky table below has the same expression); the next is in 2128,
  // 40 years on (2100 is not a leap year), after Quartz's horizon
  expect(iso(ours('0 12 ? 2 1#5', Date.UTC(2026, 0, 1), 4))).toEqual([
    '2032-02-29T12:00:00.000Z',
    '2060-02-29T12:00:00.000Z',
    '2088-02-29T12:00:00.000Z',
  ]);
});

// Skipped only where Quartz is missing and not required; CI sets REQUIRE_QUARTZ=1, so there it fails instead.
const skipped = !quartzAvailable && !quartzRequired;

describe.skipIf(skipped)(
  `cross-check against Quartz 2.3.2${skipped ? ` (skipped: ${MISSING_QUARTZ})` : ''}`,
  { timeout: 120_000 },
  () => {
    beforeAll(() => {
      if (!quartzAvailable) throw new Error(MISSING_QUARTZ);
    });

    it('the oracle answers "at or after" the start, W fires included', () => {
      const fire = Date.parse('2026-01-15T12:00:00Z'); // 15W: Thursday the 15th
      const next = Date.parse('2026-02-16T12:00:00Z'); // 15W: Sunday the 15th, so Monday
      // Quartz itself skips this W fire when asked for the next time after fire - 1 ms; the oracle works around it
      const q = quartzFires([
        { from: fire, count: 2, expression: '0 12 15W * ?' },
        { from: fire - 1, count: 1, expression: '0 12 15W * ?' },
        { from: fire + 1, count: 1, expression: '0 12 15W * ?' },
        { from: fire - 500, count: 1, expression: '0 12 15 * ?' },
        { from: fire, count: 1, expression: '0 12 30 2 ?' },
        { from: fire, count: 1, expression: '0 12 * * *' },
      ]);
      expect(q).toEqual([
        [fire, next],
        [fire],
        [next],
        [fire],
        [],
        expect.stringMatching(/day-of-week AND a day-of-month/),
      ]);
    });

    it('the validator table: Quartz accepts every valid row and fires it as the evaluator does', () => {
      const answers = quartzFires(VALID.map((expression) => ({ from: STARTS[0] ?? 0, count: 1, expression })));
      expect(VALID.filter((_, i) => quartzVerdict(answers[i] ?? '') !== 'accepts')).toEqual([]);
      expectSameAsQuartz(everyStart(VALID));
    });

    it('the validator table: what Quartz makes of each row the validator refuses', () => {
      const answers = quartzFires(INVALID.map((r) => ({ from: STARTS[0] ?? 0, count: 3, expression: r.expression })));
      const seen = INVALID.map((r, i) => ({ expression: r.expression, quartz: quartzVerdict(answers[i] ?? '') }));
      expect(seen).toEqual(INVALID.map((r) => ({ expression: r.expression, quartz: r.quartz })));
    });

    it(`the tricky table (${TRICKY.length} expressions): next 50 fires from ${STARTS.length} instants`, () => {
      expect(TRICKY.filter((e) => !isValid(e))).toEqual([]);
      expectSameAsQuartz(everyStart(TRICKY));
    });

    it('every L, L-n, LW, nW, d#k and dL form, in every month and in all months', () => {
      const doms = ['L', 'LW', ...Array.from({ length: 31 }, (_, n) => `L-${n}`)];
      for (let n = 1; n <= 31; n++) doms.push(`${n}W`);
      const dows = ['L'];
      for (let d = 1; d <= 7; d++) {
        dows.push(`${d}L`);
        for (let k = 1; k <= 5; k++) dows.push(`${d}#${k}`);
      }
      const months = ['*', ...Array.from({ length: 12 }, (_, m) => String(m + 1))];
      const exprs = months.flatMap((m) => [
        ...doms.map((d) => `0 12 ${d} ${m} ?`),
        ...dows.map((w) => `0 12 ? ${m} ${w}`),
      ]);
      const valid = exprs.filter(isValid);
      // refused: 29W-31W with a month lacking that day, and L-n that never comes (L-30 in a 30-day month)
      expect(exprs.filter((e) => !isValid(e)).map((e) => e.slice(5, -2))).toEqual([
        '29W *',
        '30W *',
        '31W *',
        'L-29 2',
        'L-30 2',
        '29W 2',
        '30W 2',
        '31W 2',
        'L-30 4',
        '31W 4',
        'L-30 6',
        '31W 6',
        'L-30 9',
        '31W 9',
        'L-30 11',
        '31W 11',
      ]);
      expectSameAsQuartz(
        valid.flatMap((expression) =>
          [STARTS[0], STARTS[2]].map((from) => ({ from: from ?? 0, count: 30, expression })),
        ),
      );
    });

    it('400 random valid expressions (seeded), next 50 fires each', () => {
      const samples = fc.sample(fc.tuple(EXPRESSION, fc.constantFrom(...STARTS)), { seed: 2026, numRuns: 600 });
      const valid = samples.filter(([e]) => isValid(e)).slice(0, 400);
      expect(valid).toHaveLength(400);
      expectSameAsQuartz(valid.map(([expression, from]) => ({ from, count: 50, expression })));
    });

    it('why 29W-31W need months that have the day: Quartz is inconsistent in the others', () => {
      const [april, february] = quartzFires([
        { from: Date.parse('2026-04-01T00:00:00Z'), count: 2, expression: '0 12 31W 4 ?' },
        { from: Date.parse('2026-02-01T00:00:00Z'), count: 2, expression: '0 12 29W 2 ?' },
      ]);
      // April has no 31st: no fire in April 2026, yet Friday April 30th in 2027 and 2032 (May 1st is a Saturday)
      expect(iso(april as number[])).toEqual(['2027-04-30T12:00:00.000Z', '2032-04-30T12:00:00.000Z']);
      // February 29th in a leap year, but also Friday February 28th 2031, a common year
      expect(iso(february as number[])).toEqual(['2028-02-29T12:00:00.000Z', '2031-02-28T12:00:00.000Z']);
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

    it('several rules compiled together: Quartz fires the union at every asked time, no instant twice (1 year)', () => {
      const YEAR = 366 * 86_400_000;
      const cases = fc
        .sample(fc.tuple(rulesArb(ZONES), instant), { seed: 23, numRuns: 200 })
        .filter(([rules]) => rules.every((i) => i.interval === null));
      const checks: { want: number[]; exprs: string[]; from: number }[] = [];
      for (const [rules, now] of cases) {
        const r = compileRules(rules, now);
        if (!r.ok || !r.value.exact || r.value.schedules.length < 2) continue;
        const want = bruteUnion(rules, r.value.offsetMinutes, now, now + YEAR);
        checks.push({ want, exprs: r.value.schedules.map(formatFields), from: now });
      }
      expect(checks.length).toBeGreaterThan(30);
      const queries = checks.flatMap((c) =>
        c.exprs.map((expression) => ({ from: c.from, count: c.want.length + 1, expression })),
      );
      const q = quartzFires(queries);
      let k = 0;
      for (const c of checks) {
        const got: number[] = [];
        for (const _ of c.exprs) {
          const fires = q[k++];
          expect(Array.isArray(fires), String(fires)).toBe(true);
          for (const t of fires as number[]) if (t < c.from + YEAR) got.push(t);
        }
        // every instant once: two tasks at one instant would make the portal run twice
        expect(new Set(got).size, c.exprs.join(' + ')).toBe(got.length);
        expect(
          got.sort((a, b) => a - b),
          c.exprs.join(' + '),
        ).toEqual(c.want);
      }
    });
  },
);
