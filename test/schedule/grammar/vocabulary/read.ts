import { expect } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { readPhrase } from '../../../../src/schedule/grammar/read.js';
import { readWholePhrase } from '../../../../src/schedule/grammar/rules.js';
import type { LocalIntent } from '../../../../src/schedule/intent.js';
import type { ScheduleProblem } from '../../../../src/schedule/problem.js';

/** The reference instant of these tables: a Monday in January (New York on EST, UTC-5). */
export const NOW = Date.parse('2026-01-12T12:00:00Z');

export function read(phrase: string, defaultZone = 'UTC'): LocalIntent {
  const r = readPhrase(phrase, { now: NOW, defaultZone });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.code}: ${r.problem.message}`);
  return r.value;
}

export function refused(phrase: string, defaultZone = 'UTC'): ScheduleProblem {
  const r = readPhrase(phrase, { now: NOW, defaultZone });
  if (r.ok) throw new Error(`${phrase}: expected a refusal, got ${JSON.stringify(r.value)}`);
  expect(r.problem.hint.length).toBeGreaterThan(0);
  return r.problem;
}

/** The UTC fields, "minute hour dayOfMonth month dayOfWeek", one string per task. */
export function fields(phrase: string, defaultZone: string): string[] {
  const r = schedulePhrase({ phrase, defaultZone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.code}: ${r.problem.message}`);
  expect(r.value.exact).toBe(true);
  return r.value.schedules.map((s) => [s.minute, s.hour, s.dayOfMonth, s.month, s.dayOfWeek].join(' '));
}

export function hm(hour: number, minute = 0) {
  return { hour, minute };
}

/** The rules a phrase reads as (several rules are several intents). */
export function rules(phrase: string, defaultZone = 'UTC'): LocalIntent[] {
  const r = readWholePhrase(phrase, { now: NOW, defaultZone });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  return r.value;
}

/**
 * The first rule a phrase reads as (`only`: its one rule), with a note matching `note` that sets its first words
 * aside as a name.
 */
export function namedRule(phrase: string, zone: string, note: RegExp, only: boolean): LocalIntent {
  const rs = rules(phrase, zone);
  if (only) expect(rs).toHaveLength(1);
  else expect(rs.length).toBeGreaterThanOrEqual(1);
  const r = rs[0] as LocalIntent;
  expect(r.assumptions.some((a) => note.test(a))).toBe(true);
  return r;
}

/** The refusal of a phrase read as rules, with a hint. */
export function refusedRules(phrase: string, defaultZone = 'UTC'): ScheduleProblem {
  const r = readWholePhrase(phrase, { now: NOW, defaultZone });
  if (r.ok) throw new Error(`${phrase}: expected a refusal, got ${JSON.stringify(r.value)}`);
  expect(r.problem.hint.length).toBeGreaterThan(0);
  return r.problem;
}

/** The UTC fields of each task and the notes, or the refusal. */
export function outcome(phrase: string, zone: string): { fields: string[]; notes: string } | { refused: string } {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) return { refused: r.problem.message };
  return {
    fields: r.value.schedules.map((s) => [s.minute, s.hour, s.dayOfMonth, s.month, s.dayOfWeek].join(' ')),
    notes: r.value.warnings.map((a) => a.message).join(' | '),
  };
}

export function reads(phrase: string, zone: string, fields: string[], note: RegExp): void {
  const o = outcome(phrase, zone);
  if ('refused' in o) throw new Error(`${phrase}: refused: ${o.refused}`);
  expect(o.fields).toEqual(fields);
  expect(o.notes).toMatch(note);
}

export function refuses(phrase: string, zone: string, why: RegExp): void {
  const o = outcome(phrase, zone);
  if (!('refused' in o)) throw new Error(`${phrase}: expected a refusal, got ${JSON.stringify(o)}`);
  expect(o.refused).toMatch(why);
}

/** The one rule a phrase reads as, checked: its zone, its times, and a note matching `note`. */
export function oneZonedRule(
  phrase: string,
  own: string,
  zone: string,
  times: ReturnType<typeof hm>[],
  note: RegExp,
): void {
  const rs = rules(phrase, own);
  expect(rs).toHaveLength(1);
  const r = rs[0] as (typeof rs)[number];
  expect(r.zone.name).toBe(zone);
  expect(r.times).toEqual(times);
  expect(r.assumptions.join(' // ')).toMatch(note);
}
