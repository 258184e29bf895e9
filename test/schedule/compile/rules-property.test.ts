import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../../src/schedule/compile/compile.js';
import { compileCron, nextFires } from '../../../src/schedule/cron/evaluate.js';
import type { CronFields } from '../../../src/schedule/cron/fields.js';
import { mergeRules } from '../../../src/schedule/grammar/merge.js';
import { instant, ZONES } from '../../support/arbitraries.js';
import { bruteUnion, rulesArb } from '../../support/rules-arb.js';

/** Several rules compiled together: the union of the tasks against a brute-force walk of every rule's local days. */
const YEAR = 366 * 86_400_000;

const firesOf = (f: CronFields, from: number, to: number) => nextFires([compileCron(f)], from, 10_000_000, to);

describe('several rules, compiled together (fast-check, seeded)', () => {
  it('an answer claimed exact fires at every local time some rule asks for, over a year, and no instant twice', () => {
    let exact = 0;
    let twice = 0;
    let refused = 0;
    fc.assert(
      fc.property(rulesArb(ZONES), instant, fc.boolean(), (said, now, merge) => {
        // the reader joins rules on days of the week by time; the compiler must be right either way
        const rules = merge ? mergeRules(said) : said;
        const r = compileRules(rules, now);
        if (!r.ok) {
          expect(r.problem.code).toBe('inexpressible');
          refused++;
          return;
        }
        const to = now + YEAR;
        const perTask = r.value.schedules.map((f) => firesOf(f, now, to));
        const all = perTask.flat();
        const meets = new Set(all).size < all.length;
        // claimed exact exactly when no two tasks meet, and then said so
        expect(r.value.exact).toBe(!meets);
        expect(r.value.warnings.some((w) => w.code === 'runs-twice')).toBe(meets);
        if (meets) {
          twice++;
          return;
        }
        exact++;
        const want = bruteUnion(said, r.value.offsetMinutes, now, to);
        expect(all.sort((a, b) => a - b)).toEqual(want);
        expect(r.value.rules).toBe(rules);
        expect(r.value.intent).toBe(rules[0]);
      }),
      { seed: 20261123, numRuns: 250 },
    );
    // the property has bite: many random sets compile exactly, some meet (random pairs often need more than the
    // tasks allowed, or a day shift with no CRON form: those are refused, counted apart)
    expect(exact).toBeGreaterThan(60);
    expect(refused).toBeGreaterThan(0);
    expect(twice).toBeGreaterThan(0);
  });

  it('rules joined by the reader run the same instants as the rules said apart', () => {
    fc.assert(
      fc.property(rulesArb(['UTC', 'Asia/Kolkata', 'America/Denver']), instant, (said, now) => {
        const a = compileRules(said, now);
        const b = compileRules(mergeRules(said), now);
        if (!a.ok || !b.ok || !a.value.exact || a.value.offsetMinutes !== b.value.offsetMinutes) return;
        const to = now + YEAR;
        const union = (c: typeof a) => (c.ok ? nextFires(c.value.schedules.map(compileCron), now, 10_000_000, to) : []);
        expect(union(b)).toEqual(union(a));
      }),
      { seed: 11, numRuns: 150 },
    );
  });
});
