/**
 * The small helpers the chat corpora write their entries with (see oracle.ts for the meaning language): zone names,
 * run and plan builders, and the reasons a phrase must be refused.
 */
import {
  alternatives,
  type CorpusEntry,
  type DaySpec,
  type Every,
  type Expect,
  type Meaning,
  type Refusal,
  type Run,
} from './oracle.js';

export const LA = 'America/Los_Angeles';
export const NY = 'America/New_York';
export const CHI = 'America/Chicago';
export const DEN = 'America/Denver';
export const PHX = 'America/Phoenix';
export const TOR = 'America/Toronto';
export const SAO = 'America/Sao_Paulo';
export const HNL = 'Pacific/Honolulu';
export const LON = 'Europe/London';
export const DUB = 'Europe/Dublin';
export const BER = 'Europe/Berlin';
export const PAR = 'Europe/Paris';
export const AMS = 'Europe/Amsterdam';
export const DXB = 'Asia/Dubai';
export const KOL = 'Asia/Kolkata';
export const KTM = 'Asia/Kathmandu';
export const SGP = 'Asia/Singapore';
export const HKG = 'Asia/Hong_Kong';
export const TYO = 'Asia/Tokyo';
export const SEL = 'Asia/Seoul';
export const BNE = 'Australia/Brisbane';
export const SYD = 'Australia/Sydney';
export const AKL = 'Pacific/Auckland';
export const UTC = 'UTC';

export interface Period {
  readonly from?: string;
  readonly until?: string;
  readonly count?: number;
}

export const list = (t: string | readonly string[]): readonly string[] => (typeof t === 'string' ? [t] : t);
/** Runs at wall-clock times on some days. */
export const at = (days: DaySpec, times: string | readonly string[], zone: string): Run => ({
  days,
  times: list(times),
  zone,
});
/** An interval run. */
export const every = (days: DaySpec, ev: Every, zone: string): Run => ({ days, every: ev, zone });
export const plan = (runs: Run | readonly Run[], p: Period = {}): Meaning => ({
  runs: 'zone' in runs ? [runs] : runs,
  from: p.from ?? null,
  until: p.until ?? null,
  count: p.count ?? null,
});
export const no = (refuse: string): Refusal => ({ refuse });
/** Any of these readings is right (an alternative that is itself a choice adds its own readings). */
export const either = (...alts: readonly Expect[]): Expect => ({ either: alts.flatMap(alternatives) });
export const e = (phrase: string, zone: string, expect: Expect): CorpusEntry => ({ phrase, zone, expect });

/** Shorthand for the common case: one run, no period. */
export const daily = (times: string | readonly string[], zone: string, p: Period = {}) =>
  plan(at('daily', times, zone), p);
export const on = (days: DaySpec, times: string | readonly string[], zone: string, p: Period = {}) =>
  plan(at(days, times, zone), p);

export function minus(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const t = h * 60 + m - minutes;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
}

/** "every 15 min between 9 and 5": the last run at the end of the window, or one step before it. */
export function span(
  days: DaySpec,
  step: { readonly minutes: number } | { readonly hours: number },
  from: string,
  to: string,
  zone: string,
  p: Period = {},
): Expect {
  const size = 'minutes' in step ? step.minutes : step.hours * 60;
  return either(
    plan(every(days, { ...step, window: [from, to] }, zone), p),
    plan(every(days, { ...step, window: [from, minus(to, size)] }, zone), p),
  );
}

export const ALL_MONTHS_BUT = (skip: number) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((m) => m !== skip);

export const WEEKS = 'CRON has no week counter: every other week (or every N weeks) cannot be written';
export const DAYS_STEP = 'a day-of-month step restarts every month, so every N days cannot be written';
export const SECONDS = 'the service has no seconds field';
export const BUSINESS_NTH = 'only the first and last business day of a month can be written (1W, LW)';
export const NTH_SHIFT = 'the UTC day is the day before or after an nth or last weekday, which CRON cannot name';
export const BUSINESS_SHIFT =
  'the UTC day is the day before or after a business day of the month, which CRON cannot name';
export const HOLIDAYS = 'CRON knows no holidays';
export const NO_TIME = 'no time of day was given';
export const LEAP = 'the UTC day moves with leap years, and CRON has no year field';
export const STEP_HOURS = 'the hour step does not divide 24, so the gaps cannot stay equal across midnight';
export const STEP_MINUTES = 'the minute step does not divide a day into equal gaps';
export const MONTH_EDGE = 'the UTC day is the next day, and a weekday within a month moves across the month edge';
export const MOVABLE = 'a movable date (Easter, sunrise, a variable holiday) cannot be written in CRON';
