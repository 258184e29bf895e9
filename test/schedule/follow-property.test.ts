import fc from 'fast-check';
import { IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { compileIntent } from '../../src/schedule/compile/compile.js';
import { formatFields } from '../../src/schedule/cron/fields.js';
import { FOLLOW_HORIZON_MS, followIntent } from '../../src/schedule/engine.js';
import { instant, intentArb, NO_DST_ZONES, ZONES } from '../support/arbitraries.js';
import { chainRuns, fixedRuns, localRuns, pinnedMonths, runsOff } from '../support/follow-runs.js';

const key = (fields: readonly Parameters<typeof formatFields>[0][]) => fields.map(formatFields).sort().join(' + ');

/** A wall time the clocks repeat, at its first occurrence: the engine compiles such a first run at the second. */
function repeatedFirstTime(zone: string, t: number): boolean {
  const z = IANAZone.create(zone);
  const before = z.offset(t);
  const after = z.offset(t + 3 * 3_600_000);
  return after < before && z.offset(t + (before - after) * 60_000) === after;
}

describe('following DST (fast-check, seeded)', () => {
  it('periods compile as the engine does at their first runs, tile time, and run exactly the asked local times', {
    timeout: 120_000,
  }, () => {
    const off = new Map<string, { runs: number; followed: number; fixed: number }>();
    let followed = 0;
    let refused = 0;
    let unfollowable = 0;
    let capped = 0;
    fc.assert(
      fc.property(
        intentArb(ZONES),
        instant,
        fc.option(fc.integer({ min: 1, max: 400 }), { nil: null, freq: 3 }),
        fc.option(fc.integer({ min: 1, max: 200 * 86_400 }), { nil: null, freq: 3 }),
        fc.option(fc.integer({ min: 1, max: 900 * 86_400 }), { nil: null, freq: 3 }),
        (intent, now, max, startIn, endIn) => {
          // a start and an end asked as the modal does (instants), the end inclusive
          const startDate = startIn === null ? null : now + startIn * 1000;
          const endDate = endIn === null ? null : (startDate ?? now) + endIn * 1000;
          const plan = followIntent(intent, { now, maxOccurrences: max, startDate, endDate });
          const start = startDate ?? now;
          if (!plan.followable && !plan.problem && /between its start and end/.test(plan.reason)) {
            expect(localRuns(intent, start, (endDate ?? 0) + 1)).toEqual([]);
            return;
          }
          if (!plan.followable) {
            // refused by the engine itself (its problem), or compiled but not followable exactly (a reason)
            if (plan.problem) refused++;
            else unfollowable++;
            expect(plan.reason.length).toBeGreaterThan(10);
            return;
          }
          followed++;
          if (max !== null) capped++;
          const periods = plan.periods;
          // (b) the periods tile time: from the reference on, each until is the next from, the last reaches the horizon
          expect(periods[0]?.from).toBe(start);
          expect(periods[0]?.tasks.every((t) => t.startDate === startDate)).toBe(true);
          for (let i = 1; i < periods.length; i++) expect(periods[i]?.from).toBe(periods[i - 1]?.until);
          const last = periods[periods.length - 1];
          if (max === null && last?.until !== null) expect(last?.until).toBeGreaterThanOrEqual(plan.horizon);
          if (max === null && endDate !== null && endDate + 1 <= start + FOLLOW_HORIZON_MS) {
            expect(last?.until).toBe(endDate + 1);
          }
          // (a) each period's fields are the engine's compile at its first run
          for (const p of periods) {
            if (p.firstRun === null || repeatedFirstTime(intent.zone.name, p.firstRun)) continue;
            const c = compileIntent(intent, p.firstRun);
            expect(c.ok).toBe(true);
            if (c.ok) expect(key(p.schedules)).toBe(key(c.value.schedules));
          }
          // (c) the chain's runs are the asked local times: none off, none doubled, none missing
          const first = compileIntent(intent, start);
          if (!first.ok) throw new Error('followed but not compiled');
          const z = IANAZone.create(intent.zone.name);
          const month = new Date(first.value.firstRun + z.offset(first.value.firstRun) * 60_000).getUTCMonth() + 1;
          const all = localRuns(pinnedMonths(intent, month), start, plan.horizon);
          const want = max === null ? all : all.slice(0, max);
          const got = chainRuns(plan, now, plan.horizon);
          expect(got).toEqual(want);
          // beside it: the fixed UTC fields over the same stretch
          const fixed = runsOff(fixedRuns(first.value.schedules, start, plan.horizon), all).off;
          const o = off.get(intent.zone.name) ?? { runs: 0, followed: 0, fixed: 0 };
          const f = runsOff(got, want);
          off.set(intent.zone.name, {
            runs: o.runs + want.length,
            followed: o.followed + f.off + f.missing,
            fixed: o.fixed + fixed,
          });
        },
      ),
      { seed: 20261123, numRuns: 200 },
    );
    const rows = [...off].map(([zone, r]) => ({ zone, ...r })).sort((a, b) => a.zone.localeCompare(b.zone));
    console.table(rows);
    console.log(
      `followed ${followed} (${capped} with a maximum), refused by the engine ${refused}, not followable ${unfollowable}`,
    );
    expect(followed).toBeGreaterThan(refused + unfollowable);
    expect(followed).toBeGreaterThan(5 * unfollowable);
    expect(capped).toBeGreaterThan(20);
    for (const r of rows) {
      expect(r.followed, r.zone).toBe(0);
      if ((NO_DST_ZONES as readonly string[]).includes(r.zone)) expect(r.fixed, r.zone).toBe(0);
    }
    const dst = rows.filter((r) => !(NO_DST_ZONES as readonly string[]).includes(r.zone));
    expect(dst.reduce((n, r) => n + r.fixed, 0)).toBeGreaterThan(0);
  });

  it('in zones without DST: one period with no end, the engine compile itself', () => {
    fc.assert(
      fc.property(intentArb(NO_DST_ZONES), instant, (intent, now) => {
        const plan = followIntent(intent, { now });
        const c = compileIntent(intent, now);
        if (!plan.followable) {
          // refused with the engine's problem, or followable but without a run in the two years
          expect(c.ok).toBe(plan.problem === undefined);
          return;
        }
        expect(plan.periods).toHaveLength(1);
        expect(plan.periods[0]?.until).toBeNull();
        if (c.ok) expect(key(plan.periods[0]?.schedules ?? [])).toBe(key(c.value.schedules));
      }),
      { seed: 11, numRuns: 100 },
    );
  });
});
