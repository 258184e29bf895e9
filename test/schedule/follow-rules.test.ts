import { describe, expect, it } from 'vitest';
import { followPeriods } from '../../src/schedule/engine.js';
import { readRules } from '../../src/schedule/grammar/rules.js';
import { chainRuns, localRuns } from '../support/follow-runs.js';

/** Following daylight saving time for a phrase of several rules: one chain, each period the union of the rules. */
const REF = Date.parse('2026-01-12T12:00:00Z');

function followed(phrase: string, zone: string) {
  const p = followPeriods({ phrase, defaultZone: zone, now: REF });
  if (!p.followable) throw new Error(`not followable: ${p.reason}`);
  const rules = readRules(phrase, { now: REF, defaultZone: zone });
  if (!rules.ok) throw new Error(phrase);
  const want = [...new Set(rules.value.flatMap((r) => localRuns(r, REF, p.horizon)))].sort((a, b) => a - b);
  return { plan: p, want, got: chainRuns(p, REF, p.horizon) };
}

describe('following daylight saving time with several rules', () => {
  it.each([
    ['weekdays at 9am, weekends at 11am', 'America/New_York'],
    ['tuesdays at 08:00 and thursdays at 16:00', 'Europe/Berlin'],
    ['first monday and third wednesday at 2pm', 'Australia/Sydney'],
    ['every day at 1:30am and every sunday at 11pm', 'America/Los_Angeles'],
    ['weekdays hourly between 22:00 and 02:00', 'Europe/London'],
  ])('%s in %s: every run at the asked local time, none twice, over two years', (phrase, zone) => {
    const { plan, want, got } = followed(phrase, zone);
    expect(want.length).toBeGreaterThan(40);
    expect(got).toEqual(want);
    expect(plan.periods.some((p) => p.schedules.length > 1)).toBe(true);
  });

  it('the periods change fields with the offset, every rule together', () => {
    const { plan } = followed('weekdays at 9am, weekends at 11am', 'America/New_York');
    const fields = plan.periods.slice(0, 2).map((p) => p.schedules.map((s) => `${s.minute} ${s.hour} ${s.dayOfWeek}`));
    expect(fields).toEqual([
      ['0 14 2-6', '0 16 1,7'],
      ['0 13 2-6', '0 15 1,7'],
    ]);
  });

  it('refuses to follow when two tasks would run at once in some period, with the reason', () => {
    const p = followPeriods({ phrase: 'every monday at 9am and on the 1st at 9am', defaultZone: 'UTC', now: REF });
    expect(p.followable).toBe(false);
    if (!p.followable) expect(p.reason).toMatch(/run at the same moment/);
  });
});
