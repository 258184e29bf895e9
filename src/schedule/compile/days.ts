import { getOrCreate } from '../collections.js';
import { daysInMonth, maxDaysInMonth } from '../cron/calendar.js';
import type { DayRule } from '../intent.js';
import { dayRuleHolds } from '../local.js';
import { compactValues } from './compact.js';

/** The day part of one UTC expression. */
export interface DaySpec {
  readonly dayOfMonth: string;
  readonly month: string;
  readonly dayOfWeek: string;
}

/** Why a day rule has no exact UTC form at a given shift. */
export type DayShiftFailure = 'weekday-position' | 'weekday-month' | 'leap-year';

const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const NON_LEAP = 2027;
const LEAP = 2028;

function monthsField(months: readonly number[]): string {
  return compactValues(months, 1, 12);
}

/** UTC month -> UTC days, for one year type, of the local days the rule holds on, moved by `shift` days. */
function shiftedDays(rule: DayRule, months: readonly number[], shift: number, year: number): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  const add = (m: number, d: number) => {
    let days = out.get(m);
    if (days === undefined) {
      days = new Set<number>();
      out.set(m, days);
    }
    days.add(d);
  };
  for (const m of months) {
    const len = daysInMonth(year, m);
    const first = new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 1;
    for (let d = 1; d <= len; d++) {
      if (!dayRuleHolds(rule, d, ((first - 1 + d - 1) % 7) + 1, len)) continue;
      if (shift === 0) add(m, d);
      else if (shift > 0) {
        if (d < len) add(m, d + 1);
        else add((m % 12) + 1, 1);
      } else if (d > 1) add(m, d - 1);
      else {
        const pm = m === 1 ? 12 : m - 1;
        add(pm, daysInMonth(year, pm));
      }
    }
  }
  return out;
}

/** February's tokens that hold in both leap and common years, or null when none do (a year field is needed). */
function februaryTokens(common: Set<number>, leap: Set<number>): string[] | null {
  const n = new Set(common);
  const l = new Set(leap);
  const tokens: string[] = [];
  for (let d = 1; d <= 28; d++) {
    if (n.has(d) && l.has(d)) {
      tokens.push(String(d));
      n.delete(d);
      l.delete(d);
    }
  }
  // What is left differs between the years by one day at the end of the month: written from the end (`L-k` is
  // the 28-k th of a common year and the 29-k th of a leap year), it holds in both, even where it repeats a day
  // already listed.
  const fromEnd = (k: number) => {
    tokens.push(k === 0 ? 'L' : `L-${k}`);
    n.delete(28 - k);
    l.delete(29 - k);
  };
  for (let k = 0; k <= 27; k++) if (n.has(28 - k) && l.has(29 - k)) fromEnd(k);
  if (l.has(29)) {
    tokens.push('29');
    l.delete(29);
  }
  for (const x of [...l].sort((a, b) => a - b)) if (common.has(x - 1)) fromEnd(29 - x);
  for (const y of [...n].sort((a, b) => a - b)) if (leap.has(y + 1)) fromEnd(28 - y);
  return n.size === 0 && l.size === 0 ? [...new Set(tokens)] : null;
}

/** Groups tokens by the months they fire in; numbers sharing a month set share an expression, `L` forms stand alone. */
function group(tokensByMonth: Map<number, string[]>): DaySpec[] {
  const monthsByToken = new Map<string, number[]>();
  for (const [m, tokens] of tokensByMonth) {
    for (const t of tokens) {
      getOrCreate(monthsByToken, t, () => [] as number[]).push(m);
    }
  }
  const numeric = new Map<string, number[]>();
  const specs: DaySpec[] = [];
  for (const [t, ms] of monthsByToken) {
    if (t.startsWith('L')) {
      specs.push({ dayOfMonth: t, month: monthsField(ms), dayOfWeek: '?' });
      continue;
    }
    const v = Number(t);
    // a day that cannot exist in a month may be given that month for free (31 in April never fires)
    const free = ALL_MONTHS.filter((m) => v > maxDaysInMonth(m));
    const withFree = new Set([...ms, ...free]);
    const key = withFree.size === 12 ? '*' : monthsField(ms);
    getOrCreate(numeric, key, () => [] as number[]).push(v);
  }
  const numbered = [...numeric].map(([key, vs]) => ({
    dayOfMonth: compactValues(vs, 1, 31),
    month: key,
    dayOfWeek: '?',
  }));
  // every-month expressions first, then by first day: a stable, readable order
  numbered.sort(
    (a, b) =>
      (a.month === '*' ? 0 : 1) - (b.month === '*' ? 0 : 1) ||
      Number.parseInt(a.dayOfMonth, 10) - Number.parseInt(b.dayOfMonth, 10),
  );
  return [...numbered, ...specs];
}

/** Day specs already worked out, by rule, months and shift: a pure function of them, so the order of calls never matters. */
const monthDayCache = new Map<string, readonly DaySpec[] | 'leap-year'>();
/** Entries kept before the cache starts over (a few hundred bytes each). */
const MAX_MONTH_DAY_ENTRIES = 2048;

/**
 * The specs of a day-of-month rule (or every day of some months) moved by `shift` days. Working them out walks
 * every day of a common and a leap year; phrases repeat rules, so each answer is kept (copies handed out).
 */
function monthDaySpecs(
  rule: Extract<DayRule, { kind: 'every-day' | 'month-days' }>,
  months: readonly number[],
  shift: number,
): DaySpec[] | 'leap-year' {
  const key = `${rule.kind === 'month-days' ? rule.days.join(',') : '*'} ${months.join(',')} ${shift}`;
  let specs = monthDayCache.get(key);
  if (specs === undefined) {
    if (monthDayCache.size >= MAX_MONTH_DAY_ENTRIES) monthDayCache.clear();
    const worked = workMonthDaySpecs(rule, months, shift);
    specs = worked === 'leap-year' ? worked : worked.map((s) => Object.freeze(s));
    monthDayCache.set(key, specs);
  }
  return specs === 'leap-year' ? specs : [...specs];
}

function workMonthDaySpecs(rule: DayRule, months: readonly number[], shift: number): DaySpec[] | 'leap-year' {
  const common = shiftedDays(rule, months, shift, NON_LEAP);
  const leap = shiftedDays(rule, months, shift, LEAP);
  const plain = new Map<number, string[]>();
  for (const m of ALL_MONTHS) {
    const n = common.get(m) ?? new Set<number>();
    const l = leap.get(m) ?? new Set<number>();
    if (n.size === 0 && l.size === 0) continue;
    if (m === 2) {
      const tokens = februaryTokens(n, l);
      if (!tokens) return 'leap-year';
      plain.set(m, tokens);
      continue;
    }
    if (n.size !== l.size || [...n].some((d) => !l.has(d))) return 'leap-year';
    plain.set(m, [...n].sort((a, b) => a - b).map(String));
  }
  // the same days written from the end of the month ("L") can merge months of different lengths
  let best = group(plain);
  for (const k of [0, 1]) {
    const fromEnd = new Map<number, string[]>();
    for (const [m, tokens] of plain) {
      const target = String(maxDaysInMonth(m) - k);
      fromEnd.set(m, m === 2 ? tokens : tokens.map((t) => (t === target ? (k === 0 ? 'L' : `L-${k}`) : t)));
    }
    const candidate = group(fromEnd);
    if (candidate.length < best.length) best = candidate;
  }
  return best;
}

/**
 * The UTC day specs (dayOfMonth, month, dayOfWeek) of a local day rule whose times land `shift` days away in UTC
 * (-1, 0 or +1), or the reason there is none.
 */
export function shiftDayRule(rule: DayRule, months: readonly number[], shift: number): DaySpec[] | DayShiftFailure {
  const everyMonth = months.length === 12;
  switch (rule.kind) {
    case 'every-day':
      if (everyMonth) return [{ dayOfMonth: '*', month: '*', dayOfWeek: '?' }];
      if (shift === 0) return [{ dayOfMonth: '*', month: monthsField(months), dayOfWeek: '?' }];
      return monthDaySpecs(rule, months, shift);
    case 'weekdays': {
      if (shift !== 0 && !everyMonth) return 'weekday-month';
      const days = rule.days.map((q) => ((((q - 1 + shift) % 7) + 7) % 7) + 1);
      return [{ dayOfMonth: '?', month: monthsField(months), dayOfWeek: compactValues(days, 1, 7) }];
    }
    case 'month-days':
      if (shift === 0 && !rule.days.includes('last')) {
        return [
          { dayOfMonth: compactValues(rule.days as number[], 1, 31), month: monthsField(months), dayOfWeek: '?' },
        ];
      }
      return monthDaySpecs(rule, months, shift);
    case 'last-weekday-of-month':
      if (shift !== 0) return 'weekday-position';
      return [{ dayOfMonth: 'LW', month: monthsField(months), dayOfWeek: '?' }];
    case 'nearest-weekday':
      if (shift !== 0) return 'weekday-position';
      return [{ dayOfMonth: `${rule.day}W`, month: monthsField(months), dayOfWeek: '?' }];
    case 'nth-weekday':
      if (shift !== 0) return 'weekday-position';
      // Quartz takes one # per field: one expression per position
      return rule.nths.map((n) => ({ dayOfMonth: '?', month: monthsField(months), dayOfWeek: `${rule.weekday}#${n}` }));
    case 'last-weekday-in-month':
      if (shift !== 0) return 'weekday-position';
      return [{ dayOfMonth: '?', month: monthsField(months), dayOfWeek: `${rule.weekday}L` }];
  }
}
