/**
 * The corpus's own oracle: a meaning written as data, expanded by brute force over local wall-clock time into the
 * instants a person intends. It shares nothing with the grammar or the compiler.
 *
 * The meaning language (kept small on purpose):
 *
 *   Meaning  = { runs: Run[], from: 'YYYY-MM-DD' | null, until: 'YYYY-MM-DD' | null, count: n | null }
 *   Run      = { days: DaySpec, times?: ['HH:MM', ...], every?: Every, zone: IANA name }   (times or every)
 *   Every    = { minutes?: n, hours?: n, at?: minute past the hour (hours only, default 0),
 *                window?: ['HH:MM', 'HH:MM'] }
 *   DaySpec  = 'daily' | 'weekdays' (Mon-Fri) | 'weekends' | ['mon', 'wed', ...] | DayRule
 *   DayRule  = { weekdays?: 'weekdays' | 'weekends' | ['mon', ...],   a weekday filter
 *                monthDays?: [1, 15, 'last'],                          days of the month
 *                nth?: [1..5 | 'last'], weekday?: 'fri',               the k-th (or last) given weekday
 *                firstBusinessDay?: true, lastBusinessDay?: true,      first/last Mon-Fri of the month (no holidays)
 *                months?: [1..12] }                                    all keys present must hold
 *   Expect   = Meaning | { refuse: reason } | { either: (Meaning | { refuse: reason })[] }
 *
 * Rules:
 * - `times` are wall-clock times in the run's zone. `every` without a window is aligned to local midnight
 *   (minute intervals: 00:00, 00:N, ... within the day; hour intervals: 00:at, N:at, ...); with a window it starts
 *   at the window's first time and steps while the time is <= the window's last time (both ends included).
 * - A wall-clock time that does not exist (skipped by a spring-forward change) does not run; a time that occurs
 *   twice (repeated by a fall-back change) runs once, at its first occurrence. Intervals (`every`) are elapsed
 *   time: their repeated wall-clock times run at both occurrences ("every 15 minutes" does not pause for an hour
 *   when the clocks go back).
 * - `from` is the local start of that day in the first run's zone, `until` the local end of that day (inclusive);
 *   with neither, runs start at NOW. `count` keeps the first n intended runs from the start.
 * - Instants are compared over a window of WINDOW_DAYS days from NOW.
 */
import { IANAZone } from 'luxon';

export type WeekdayName = 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat';
export type WeekdaySet = 'weekdays' | 'weekends' | readonly WeekdayName[];

export interface DayRule {
  readonly weekdays?: WeekdaySet;
  readonly monthDays?: readonly (number | 'last')[];
  readonly nth?: readonly (1 | 2 | 3 | 4 | 5 | 'last')[];
  readonly weekday?: WeekdayName;
  readonly firstBusinessDay?: true;
  readonly lastBusinessDay?: true;
  readonly months?: readonly number[];
}

export type DaySpec = 'daily' | WeekdaySet | DayRule;

export interface Every {
  readonly minutes?: number;
  readonly hours?: number;
  readonly at?: number;
  readonly window?: readonly [string, string];
}

export interface Run {
  readonly days: DaySpec;
  readonly times?: readonly string[];
  readonly every?: Every;
  readonly zone: string;
}

export interface Meaning {
  readonly runs: readonly Run[];
  readonly from: string | null;
  readonly until: string | null;
  readonly count: number | null;
}

export interface Refusal {
  readonly refuse: string;
}

export type Expect = Meaning | Refusal | { readonly either: readonly (Meaning | Refusal)[] };

export interface CorpusEntry {
  readonly phrase: string;
  /** The person's own zone (Slack), used when the phrase names none. */
  readonly zone: string;
  readonly expect: Expect;
}

/** The reference instant every phrase is read at. */
export const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
export const WINDOW_DAYS = 400;
export const DAY_MS = 86_400_000;
export const WINDOW_END = NOW + WINDOW_DAYS * DAY_MS;

/** Minutes east of UTC at an instant. */
export type OffsetOf = (ms: number) => number;

export function zoneOffset(zone: string): OffsetOf {
  const z = IANAZone.create(zone);
  if (!z.isValid) throw new Error(`oracle: unknown zone ${zone}`);
  return (ms) => z.offset(ms);
}

/**
 * The instant a wall-clock time in a zone means, or null when it does not exist. `wall` is the wall-clock time
 * read as if it were UTC. Candidates are the offsets in force a day either side; a candidate holds if the zone's
 * offset at it is the one assumed; the earliest holding candidate wins (first occurrence of a repeated time).
 */
export function wallToInstant(wall: number, offsetOf: OffsetOf): number | null {
  return wallToInstants(wall, offsetOf)[0] ?? null;
}

/** Every instant a wall-clock time means, ascending: none (skipped), one, or two (repeated). */
export function wallToInstants(wall: number, offsetOf: OffsetOf): number[] {
  const offsets = new Set([offsetOf(wall - DAY_MS), offsetOf(wall), offsetOf(wall + DAY_MS)]);
  const out: number[] = [];
  for (const o of offsets) {
    const t = wall - o * 60_000;
    if (offsetOf(t) === o) out.push(t);
  }
  return out.sort((a, b) => a - b);
}

const NAMES: readonly WeekdayName[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function inSet(set: WeekdaySet, weekday: number): boolean {
  if (set === 'weekdays') return weekday >= 1 && weekday <= 5;
  if (set === 'weekends') return weekday === 0 || weekday === 6;
  const name = NAMES[weekday];
  return name !== undefined && set.includes(name);
}

function monthLength(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Does a local calendar day (month 1-12, weekday 0 = Sunday) belong to the day spec? */
export function dayMatches(spec: DaySpec, y: number, m: number, d: number, weekday: number): boolean {
  if (spec === 'daily') return true;
  if (typeof spec === 'string' || Array.isArray(spec)) return inSet(spec as WeekdaySet, weekday);
  const rule = spec as DayRule;
  const len = monthLength(y, m);
  const isBusiness = (w: number) => w >= 1 && w <= 5;
  if (rule.months && !rule.months.includes(m)) return false;
  if (rule.weekdays && !inSet(rule.weekdays, weekday)) return false;
  if (rule.monthDays && !rule.monthDays.some((n) => (n === 'last' ? d === len : d === n))) return false;
  if (rule.nth) {
    if (!rule.weekday || NAMES[weekday] !== rule.weekday) return false;
    if (!rule.nth.some((k) => (k === 'last' ? d + 7 > len : Math.ceil(d / 7) === k))) return false;
  }
  if (rule.firstBusinessDay) {
    if (!isBusiness(weekday)) return false;
    for (let e = d - 1, w = (weekday + 6) % 7; e >= 1; e--, w = (w + 6) % 7) if (isBusiness(w)) return false;
  }
  if (rule.lastBusinessDay) {
    if (!isBusiness(weekday)) return false;
    for (let e = d + 1, w = (weekday + 1) % 7; e <= len; e++, w = (w + 1) % 7) if (isBusiness(w)) return false;
  }
  return true;
}

function hm(text: string): number {
  const m = /^(\d\d):(\d\d)$/.exec(text);
  if (!m) throw new Error(`oracle: bad time ${text}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Minutes after local midnight a run fires at, on a day it runs. */
export function minutesOfDay(run: Run): number[] {
  if (run.times) return run.times.map(hm).sort((a, b) => a - b);
  const ev = run.every;
  if (!ev) throw new Error('oracle: a run needs times or every');
  const step = ev.minutes ?? (ev.hours ?? 0) * 60;
  if (step <= 0) throw new Error('oracle: bad interval');
  const [lo, hi] = ev.window ? [hm(ev.window[0]), hm(ev.window[1])] : [ev.minutes ? 0 : (ev.at ?? 0), 1439];
  const out: number[] = [];
  for (let t = lo; t <= hi; t += step) out.push(t);
  return out;
}

/** Epoch ms of the local midnight starting a date (YYYY-MM-DD) in a zone (the first instant of that day). */
export function localDayStart(date: string, offsetOf: OffsetOf): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  // midnight may be skipped (a few zones change at 00:00): the day then starts at the first minute that exists
  for (let k = 0; k < 180; k++) {
    const t = wallToInstant(wall + k * 60_000, offsetOf);
    if (t !== null) return t;
  }
  throw new Error(`oracle: no start of day ${date}`);
}

function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export interface ExpandOptions {
  /** Offset functions per zone name, replacing the zone's own (e.g. a fixed offset for a non-exact answer). */
  readonly offsets?: ReadonlyMap<string, OffsetOf>;
}

/** Every intended instant of a meaning in [NOW, WINDOW_END), ascending, each once. */
export function expand(meaning: Meaning, opts: ExpandOptions = {}): number[] {
  const offsetFor = (zone: string) => opts.offsets?.get(zone) ?? zoneOffset(zone);
  const first = meaning.runs[0];
  if (!first) return [];
  // the period's day boundaries always follow the zone's own clock, as a start or end date on the service does
  const periodOffset = zoneOffset(first.zone);
  const start = Math.max(NOW, meaning.from ? localDayStart(meaning.from, periodOffset) : NOW);
  const end = Math.min(
    WINDOW_END,
    meaning.until ? localDayStart(addDays(meaning.until, 1), periodOffset) : Number.POSITIVE_INFINITY,
  );
  const seen = new Set<number>();
  for (const run of meaning.runs) {
    const offsetOf = offsetFor(run.zone);
    const mins = minutesOfDay(run);
    const firstDay = Math.floor(NOW / DAY_MS) - 2;
    for (let day = firstDay; day <= firstDay + WINDOW_DAYS + 4; day++) {
      const date = new Date(day * DAY_MS);
      const y = date.getUTCFullYear();
      const m = date.getUTCMonth() + 1;
      const d = date.getUTCDate();
      if (!dayMatches(run.days, y, m, d, date.getUTCDay())) continue;
      const wallMidnight = day * DAY_MS;
      const o1 = offsetOf(wallMidnight - DAY_MS);
      const o2 = offsetOf(wallMidnight + 2 * DAY_MS);
      for (const mi of mins) {
        const wall = wallMidnight + mi * 60_000;
        // no change nearby: one offset for the whole day; otherwise resolve each time on its own
        let ts: number[];
        if (o1 === o2) ts = [wall - o1 * 60_000];
        else {
          ts = wallToInstants(wall, offsetOf);
          if (!run.every) ts = ts.slice(0, 1);
        }
        for (const t of ts) if (t >= start && t < end) seen.add(t);
      }
    }
  }
  const all = [...seen].sort((a, b) => a - b);
  return meaning.count === null ? all : all.slice(0, meaning.count);
}

/**
 * The offsets in force at a meaning's first intended run, one per zone: what a fixed UTC answer is compiled with.
 * Used to judge an answer that says it is not exact (a zone with daylight saving on fixed UTC fields).
 *
 * A first run whose wall-clock time a fall-back change repeats ("every sunday 2am sydney, starting april 4 2027")
 * is at that time under both offsets: `{ repeated: 'later' }` gives the offset of its second occurrence (the one in
 * force after the change), or null when no zone's first run is so repeated.
 */
export function frozenOffsets(meaning: Meaning): Map<string, OffsetOf>;
export function frozenOffsets(meaning: Meaning, opts: { repeated: 'later' }): Map<string, OffsetOf> | null;
export function frozenOffsets(meaning: Meaning, opts?: { repeated: 'later' }): Map<string, OffsetOf> | null {
  const [firstRun] = expand(meaning);
  const at = firstRun ?? NOW;
  const out = new Map<string, OffsetOf>();
  let repeated = false;
  for (const run of meaning.runs) {
    const offsetOf = zoneOffset(run.zone);
    let o = offsetOf(at);
    if (opts?.repeated === 'later') {
      // the offset a few hours on; the wall time repeats when it is smaller and holds at the later instant
      const after = offsetOf(at + 3 * 3_600_000);
      if (after < o && offsetOf(at + (o - after) * 60_000) === after) {
        o = after;
        repeated = true;
      }
    }
    out.set(run.zone, () => o);
  }
  return opts?.repeated === 'later' && !repeated ? null : out;
}

export function isRefusal(e: Meaning | Refusal): e is Refusal {
  return 'refuse' in e;
}

export function alternatives(e: Expect): readonly (Meaning | Refusal)[] {
  return 'either' in e ? e.either : [e];
}
