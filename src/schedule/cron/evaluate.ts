import { DAY_MS, DayCursor } from './calendar.js';
import type { CronFields } from './fields.js';

/**
 * An evaluator of the service's dialect with Quartz 2.3.2 semantics (cross-checked against Quartz itself in CI).
 * Expressions are expected to have passed `validateFields`; malformed text here is a programmer error and throws.
 */
export interface CompiledCron {
  readonly minutes: readonly number[];
  readonly hours: readonly number[];
  readonly months: readonly boolean[];
  readonly dayMatches: (year: number, month: number, day: number, weekday: number, monthLength: number) => boolean;
}

type DayTest = (year: number, month: number, day: number, weekday: number, monthLength: number) => boolean;

/** /^\d+$/, checked by hand: this runs for every number of every field compiled. */
function isDigits(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function num(text: string, what: string): number {
  if (!isDigits(text)) throw new Error(`cron: '${text}' is not a number in ${what}`);
  return Number(text);
}

/** Values of a plain field: lists of `*`, `n`, `a-b`, `a/n`, `*\/n`, `a-b/n`; ranges may wrap as in Quartz. */
export function fieldValues(text: string, min: number, max: number): number[] {
  // a single number, the most common field, read without the general walk (same values, same errors)
  if (isDigits(text)) {
    const n = Number(text);
    if (n < min || n > max) throw new Error(`cron: '${text}' outside ${min}-${max}`);
    return [n];
  }
  const seen = new Array<boolean>(max + 1).fill(false);
  for (const item of text.split(',')) {
    const slash = item.indexOf('/');
    const range = slash < 0 ? item : item.slice(0, slash);
    const step = slash < 0 ? 1 : num(item.slice(slash + 1), text);
    if (step < 1) throw new Error(`cron: step 0 in '${text}'`);
    let lo: number;
    let hi: number;
    if (range === '*') {
      lo = min;
      hi = max;
    } else {
      const dash = range.indexOf('-');
      if (dash > 0) {
        lo = num(range.slice(0, dash), text);
        hi = num(range.slice(dash + 1), text);
      } else {
        lo = num(range.endsWith('C') ? range.slice(0, -1) : range, text);
        hi = slash < 0 ? lo : max;
      }
    }
    if (lo < min || lo > max || hi < min || hi > max) throw new Error(`cron: '${item}' outside ${min}-${max}`);
    if (lo <= hi) {
      for (let v = lo; v <= hi; v += step) seen[v] = true;
    } else {
      const span = max - lo + 1 + (hi - min + 1);
      for (let i = 0; i < span; i += step) seen[lo + i <= max ? lo + i : min + (lo + i - max - 1)] = true;
    }
  }
  const out: number[] = [];
  for (let v = min; v <= max; v++) if (seen[v]) out.push(v);
  return out;
}

function lastWeekday(monthLength: number, weekdayOfDay: number, day: number): number {
  // weekday of the last day, derived from the weekday of `day`
  let w = ((weekdayOfDay - 1 + (monthLength - day)) % 7) + 1;
  let last = monthLength;
  while (w === 1 || w === 7) {
    last--;
    w = w === 1 ? 7 : w - 1;
  }
  return last;
}

function nearestWeekday(n: number, monthLength: number, weekdayOfDay: number, day: number): number {
  const w = ((((weekdayOfDay - 1 + (n - day)) % 7) + 7) % 7) + 1;
  if (n > monthLength) return -1; // never reached for validated fields: 29W-31W are refused
  if (w === 7) return n === 1 ? n + 2 : n - 1;
  if (w === 1) return n === monthLength ? n - 2 : n + 1;
  return n;
}

function dayOfMonthTest(text: string): DayTest | null {
  if (text === '?' || text === '*') return null;
  if (text === 'L') return (_y, _m, d, _w, len) => d === len;
  let m = /^L-(\d+)$/.exec(text);
  if (m) {
    const n = Number(m[1]);
    return (_y, _m, d, _w, len) => d === len - n;
  }
  if (text === 'LW') return (_y, _m, d, w, len) => d === lastWeekday(len, w, d);
  m = /^(\d+)W$/.exec(text);
  if (m) {
    const n = Number(m[1]);
    return (_y, _m, d, w, len) => d === nearestWeekday(n, len, w, d);
  }
  const days = new Array<boolean>(32).fill(false);
  for (const v of fieldValues(text, 1, 31)) days[v] = true;
  return (_y, _m, d) => days[d] === true;
}

function dayOfWeekTest(text: string): DayTest | null {
  if (text === '?' || text === '*') return null;
  let m = /^(\d)#(\d)$/.exec(text);
  if (m) {
    const q = Number(m[1]);
    const k = Number(m[2]);
    return (_y, _m, d, w) => w === q && Math.ceil(d / 7) === k;
  }
  m = /^(\d)L$/.exec(text);
  if (m) {
    const q = Number(m[1]);
    return (_y, _m, d, w, len) => w === q && d + 7 > len;
  }
  if (text === 'L') return (_y, _m, _d, w) => w === 7;
  const days = new Array<boolean>(8).fill(false);
  for (const v of fieldValues(text.replace(/C/g, ''), 1, 7)) days[v] = true;
  return (_y, _m, _d, w) => days[w] === true;
}

/** Expressions already compiled, by their five fields (bounded: it starts over past this many). */
const compiled = new Map<string, CompiledCron>();
const MAX_COMPILED = 1024;

/**
 * The evaluator of one expression. An expression is compiled once: the compiler, the runs listed and the warnings
 * all ask for the same few; what is returned is never changed by its users.
 */
export function compileCron(f: CronFields): CompiledCron {
  // a field with a space in it is no field (it throws below): it must not share a key with valid ones
  if ([f.minute, f.hour, f.dayOfMonth, f.month, f.dayOfWeek].some((x) => x.includes(' '))) return compileFields(f);
  const key = `${f.minute} ${f.hour} ${f.dayOfMonth} ${f.month} ${f.dayOfWeek}`;
  let c = compiled.get(key);
  if (c === undefined) {
    c = compileFields(f);
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(key, c);
  }
  return c;
}

function compileFields(f: CronFields): CompiledCron {
  const months = new Array<boolean>(13).fill(false);
  for (const v of fieldValues(f.month, 1, 12)) months[v] = true;
  const dom = dayOfMonthTest(f.dayOfMonth);
  const dow = dayOfWeekTest(f.dayOfWeek);
  let dayMatches: DayTest;
  if (dom && dow) dayMatches = (y, m, d, w, len) => dom(y, m, d, w, len) && dow(y, m, d, w, len);
  else dayMatches = dom ?? dow ?? (() => true);
  return {
    minutes: fieldValues(f.minute, 0, 59),
    hours: fieldValues(f.hour, 0, 23),
    months,
    dayMatches,
  };
}

/**
 * How long a search goes without a fire before it concludes the expression never fires again: February 29th needs
 * 8 years, the 5th Sunday of February (`? 2 1#5`, leap years whose February starts on a Sunday) up to 40.
 */
const SEARCH_DAYS = 366 * 41;

/**
 * Fire instants (epoch ms, ascending, de-duplicated across expressions) at or after `fromMs`,
 * at most `count` of them, and strictly before `untilMs` when given.
 */
export function nextFires(
  crons: readonly CompiledCron[],
  fromMs: number,
  count: number,
  untilMs = Number.POSITIVE_INFINITY,
): number[] {
  const out: number[] = [];
  if (count <= 0) return out;
  const startDay = Math.floor(fromMs / DAY_MS);
  const lastDay = Math.floor((untilMs - 1) / DAY_MS);
  const today: number[] = [];
  // months in which no expression fires are stepped over whole
  const anyMonth = new Array<boolean>(13).fill(false);
  for (const c of crons) for (let mo = 1; mo <= 12; mo++) if (c.months[mo]) anyMonth[mo] = true;
  // give up only after SEARCH_DAYS without a single fire (an expression that never fires, e.g. February 30th)
  let giveUp = startDay + SEARCH_DAYS;
  const only = crons.length === 1 ? (crons[0] as CompiledCron) : null;
  for (const at = new DayCursor(startDay); at.n <= lastDay && at.n <= giveUp; ) {
    if (!anyMonth[at.month]) {
      at.nextMonth();
      continue;
    }
    if (only !== null) {
      // one expression: its hours and minutes are ascending and distinct, so its fires come in order, one each
      if (only.months[at.month] && only.dayMatches(at.year, at.month, at.day, at.weekday, at.len)) {
        const base = at.n * DAY_MS;
        for (const h of only.hours) {
          for (const mi of only.minutes) {
            const t = base + h * 3_600_000 + mi * 60_000;
            if (t < fromMs) continue;
            if (t >= untilMs) return out;
            out.push(t);
            giveUp = at.n + SEARCH_DAYS;
            if (out.length >= count) return out;
          }
        }
      }
      at.next();
      continue;
    }
    if (today.length > 0) today.length = 0;
    for (const c of crons) {
      if (!c.months[at.month] || !c.dayMatches(at.year, at.month, at.day, at.weekday, at.len)) continue;
      const base = at.n * DAY_MS;
      for (const h of c.hours) for (const mi of c.minutes) today.push(base + h * 3_600_000 + mi * 60_000);
    }
    if (today.length > 0) {
      if (crons.length > 1) today.sort((a, b) => a - b);
      let prev = Number.NaN;
      for (const t of today) {
        if (t === prev || t < fromMs) continue;
        if (t >= untilMs) return out;
        prev = t;
        out.push(t);
        giveUp = at.n + SEARCH_DAYS;
        if (out.length >= count) return out;
      }
    }
    at.next();
  }
  return out;
}

/** Convenience for a single first fire at or after `fromMs` (before `untilMs`), or null. */
export function firstFire(crons: readonly CompiledCron[], fromMs: number, untilMs?: number): number | null {
  const [t] = nextFires(crons, fromMs, 1, untilMs);
  return t ?? null;
}
