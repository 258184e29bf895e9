import { getOrCreate } from '../collections.js';
import type { CronFields } from '../cron/fields.js';
import type { DayRule } from '../intent.js';
import { compactValues } from './compact.js';
import { type DayShiftFailure, type DaySpec, shiftDayRule } from './days.js';

type Expressions = CronFields[] | { failure: DayShiftFailure; shift: number };

/**
 * Expressions already worked out, by every input (a pure function of them, so the order of calls never matters):
 * a phrase read again, and the DST check's other offsets, ask for the same ones. Copies are handed out.
 */
const worked = new Map<string, Expressions>();
/** Entries kept before the cache starts over. */
const MAX_WORKED = 2048;
/**
 * The last day rule asked for and its part of the key, so that the DST check's questions at other offsets of the
 * rule just compiled do not write it again. One is enough: a rule is asked for a few times in a row, and a map from
 * every rule object seen (a weak map) cost more to keep than the keys it saved.
 */
let lastRule: DayRule | null = null;
let lastRuleKey = '';

function ruleKey(rule: DayRule): string {
  if (rule !== lastRule) {
    lastRuleKey = JSON.stringify(rule);
    lastRule = rule;
  }
  return lastRuleKey;
}

/**
 * The UTC expressions for local minutes-of-day on a day rule, at a fixed UTC offset: each time moves by the
 * offset, possibly onto the previous or next UTC day (the day shift); times that land on the same UTC day
 * spec share expressions, split further only where hours need different minutes.
 */
export function expressionsAt(
  minutes: readonly number[],
  rule: DayRule,
  months: readonly number[],
  offset: number,
): Expressions {
  const key = `${minutes.join(',')} ${ruleKey(rule)} ${months.join(',')} ${offset}`;
  let found = worked.get(key);
  if (found === undefined) {
    if (worked.size >= MAX_WORKED) worked.clear();
    found = workExpressions(minutes, rule, months, offset);
    worked.set(key, found);
  }
  return Array.isArray(found) ? found.map((e) => ({ ...e })) : { ...found };
}

function workExpressions(
  minutes: readonly number[],
  rule: DayRule,
  months: readonly number[],
  offset: number,
): Expressions {
  // UTC minutes by the days they move (shift -1, 0, +1 for offsets within a day), taken in ascending shift
  let low = Number.POSITIVE_INFINITY;
  for (const t of minutes) low = Math.min(low, Math.floor((t - offset) / 1440));
  const byShift: number[][] = [];
  for (const t of minutes) {
    const u = t - offset;
    const shift = Math.floor(u / 1440);
    const bucket = byShift[shift - low];
    if (bucket) bucket.push(u - shift * 1440);
    else byShift[shift - low] = [u - shift * 1440];
  }
  const bySpec = new Map<string, { spec: DaySpec; utc: number[] }>();
  for (let i = 0; i < byShift.length; i++) {
    const utc = byShift[i];
    if (utc === undefined) continue;
    const shift = low + i;
    const specs = shiftDayRule(rule, months, shift);
    if (typeof specs === 'string') return { failure: specs, shift };
    for (const spec of specs) {
      const key = `${spec.dayOfMonth} ${spec.month} ${spec.dayOfWeek}`;
      const entry = bySpec.get(key);
      if (entry) entry.utc.push(...utc);
      else bySpec.set(key, { spec, utc: [...utc] });
    }
  }
  const out: CronFields[] = [];
  for (const { spec, utc } of bySpec.values()) {
    // hour -> minutes, then hours with the same minutes share an expression
    const minutesByHour = new Map<number, number[]>();
    for (const u of utc) {
      const h = Math.floor(u / 60);
      const ms = getOrCreate(minutesByHour, h, () => [] as number[]);
      if (!ms.includes(u % 60)) ms.push(u % 60);
    }
    const hoursByMinutes = new Map<string, { minutes: number[]; hours: number[] }>();
    for (const [h, ms] of minutesByHour) {
      const field = compactValues(ms, 0, 59);
      const entry = hoursByMinutes.get(field);
      if (entry) entry.hours.push(h);
      else hoursByMinutes.set(field, { minutes: ms, hours: [h] });
    }
    for (const [minute, { hours }] of hoursByMinutes) {
      out.push({ minute, hour: compactValues(hours, 0, 23), ...spec });
    }
  }
  return out;
}
