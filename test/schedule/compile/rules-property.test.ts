import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../../src/schedule/compile/compile.js';
import { compileCron, nextFires } from '../../../src/schedule/cron/evaluate.js';
import type { CronFields } from '../../../src/schedule/cron/fields.js';
import { mergeRules } from '../../../src/schedule/grammar/merge.js';
import type { LocalIntent } from '../../../src/schedule/intent.js';
import { instant, intentArb, ZONES } from '../../support/arbitraries.js';
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

  it('rules on the clocks of different zones: the tasks of each zone fire at the local times of its rules, claimed exact only when no two tasks meet', () => {
    let exact = 0;
    let zones = 0;
    fc.assert(
      fc.property(fc.array(intentArb(ZONES), { minLength: 2, maxLength: 3 }), instant, (said, now) => {
        const r = compileRules(said, now);
        if (!r.ok) return;
        const to = now + YEAR;
        const all = r.value.schedules.flatMap((f) => firesOf(f, now, to));
        const meets = new Set(all).size < all.length;
        expect(r.value.exact && meets).toBe(false);
        if (meets || !r.value.exact) return;
        exact++;
        // each zone's rules at the offset its own schedule is compiled at
        const byZone = new Map<string, LocalIntent[]>();
        for (const x of said) byZone.set(x.zone.name, [...(byZone.get(x.zone.name) ?? []), x]);
        if (byZone.size > 1) zones++;
        const want = new Set<number>();
        for (const group of byZone.values()) {
          const own = compileRules(group, now);
          if (!own.ok) throw new Error('a zone of a schedule that compiled does not compile alone');
          for (const t of bruteUnion(group, own.value.offsetMinutes, now, to)) want.add(t);
        }
        expect(all.sort((a, b) => a - b)).toEqual([...want].sort((a, b) => a - b));
      }),
      { seed: 20261126, numRuns: 150 },
    );
    expect(exact).toBeGreaterThan(20);
    expect(zones).toBeGreaterThan(10);
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
