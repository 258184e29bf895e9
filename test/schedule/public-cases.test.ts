import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../src/schedule/engine.js';
import cases from '../fixtures/schedule-cases.json' with { type: 'json' };
import { FOUR_YEARS, firesOf } from '../support/fires.js';

interface Case {
  id: string;
  phrase: string;
  tz: string;
  now: string;
  schedules?: string[];
  inexact?: boolean;
  error?: string;
  dst?: boolean;
}

describe('public schedule cases (reference/schedule-cases.json)', () => {
  it.each((cases.cases as Case[]).map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const now = Date.parse(c.now);
    const r = schedulePhrase({ phrase: c.phrase, defaultZone: c.tz, now });
    if (c.error) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problem.code).toBe(c.error);
      return;
    }
    if (c.inexact) {
      if (r.ok) expect(r.value.exact).toBe(false);
      else expect(r.problem.code).toBe('inexpressible');
      return;
    }
    expect(r.ok, r.ok ? '' : `${r.problem.code}: ${r.problem.message}`).toBe(true);
    if (!r.ok) return;
    expect(r.value.exact).toBe(true);
    expect(firesOf(r.value.schedules, now, now + FOUR_YEARS)).toEqual(
      firesOf(c.schedules ?? [], now, now + FOUR_YEARS),
    );
    const codes = r.value.warnings.map((w) => w.code);
    if (c.dst === true) expect(codes).toContain('dst');
    if (c.dst === false) expect(codes).not.toContain('dst');
  });
});
