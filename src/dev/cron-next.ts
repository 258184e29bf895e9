/**
 * When a task's five UTC fields fire, in the Quartz dialect the service runs (seconds are 0). The emulator's own
 * reading, kept apart from the schedule engine's evaluator on purpose: tests hold the two (and Quartz) side by side.
 * Names (JAN-DEC, SUN-SAT) are read as Quartz reads them, although the service's rules refuse them on the wire.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
/** A search that finds nothing for this long gives up: the 5th Sunday of February can be 40 years away. */
const GIVE_UP_DAYS = 366 * 41;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

export interface CronSpec {
  readonly minute: string;
  readonly hour: string;
  readonly dayOfMonth: string;
  readonly month: string;
  readonly dayOfWeek: string;
}

/** A calendar day as the day fields see it; weekday 1 = Sunday … 7 = Saturday, as Quartz counts. */
interface Day {
  readonly day: number;
  readonly weekday: number;
  readonly length: number;
}

type DayRule = (d: Day) => boolean;

export interface CompiledSchedule {
  /** Minutes after midnight at which a matching day fires, ascending. */
  readonly times: readonly number[];
  readonly months: ReadonlySet<number>;
  readonly day: DayRule;
}

function named(text: string, names: readonly string[]): string {
  return text.toUpperCase().replace(/[A-Z]{3}/g, (n) => {
    const i = names.indexOf(n);
    if (i < 0) throw new Error(`cron: unknown name ${n}`);
    return String(i + 1);
  });
}

function int(text: string): number {
  if (!/^\d+$/.test(text)) throw new Error(`cron: "${text}" is not a number`);
  return Number(text);
}

/**
 * A set of `*`, `n`, `a-b`, `n/s`, `a-b/s` items. A range whose start is after its end wraps past the top of the
 * field (`22-2` is 22, 23, 0, 1, 2), and a step counts along the wrapped range, as Quartz does.
 */
export function valueSet(text: string, lo: number, hi: number): Set<number> {
  const out = new Set<number>();
  for (const item of text.split(',')) {
    const [range = '', stepText] = item.split('/');
    const step = stepText === undefined ? 1 : int(stepText);
    if (step < 1) throw new Error(`cron: step 0 in "${item}"`);
    let from: number;
    let to: number;
    if (range === '*') [from, to] = [lo, hi];
    else if (range.includes('-')) {
      const [a = '', b = ''] = range.split('-');
      [from, to] = [int(a), int(b)];
    } else {
      from = int(range);
      to = stepText === undefined ? from : hi;
    }
    if (from < lo || from > hi || to < lo || to > hi) throw new Error(`cron: "${item}" is outside ${lo}-${hi}`);
    const width = hi - lo + 1;
    const span = (((to - from) % width) + width) % width;
    for (let k = 0; k <= span; k += step) out.add(lo + ((from - lo + k) % width));
  }
  return out;
}

/** The weekday (1-7) of `day` in a month whose `ref` day falls on `refWeekday`. */
function weekdayOf(day: number, ref: number, refWeekday: number): number {
  return ((((refWeekday - 1 + day - ref) % 7) + 7) % 7) + 1;
}

/** Quartz's `nW`: the weekday nearest day n, never leaving the month. */
function nearestWeekday(n: number, d: Day): number {
  if (n > d.length) return -1;
  const w = weekdayOf(n, d.day, d.weekday);
  if (w === 7) return n === 1 ? 3 : n - 1;
  if (w === 1) return n === d.length ? n - 2 : n + 1;
  return n;
}

function lastWeekdayOfMonth(d: Day): number {
  const w = weekdayOf(d.length, d.day, d.weekday);
  return w === 7 ? d.length - 1 : w === 1 ? d.length - 2 : d.length;
}

function dayOfMonthRule(text: string): DayRule | undefined {
  if (text === '?' || text === '*') return undefined;
  if (text === 'L') return (d) => d.day === d.length;
  if (text === 'LW') return (d) => d.day === lastWeekdayOfMonth(d);
  const back = /^L-(\d+)$/.exec(text);
  if (back) {
    const n = int(back[1] ?? '');
    return (d) => d.day === d.length - n;
  }
  const near = /^(\d+)W$/.exec(text);
  if (near) {
    const n = int(near[1] ?? '');
    return (d) => d.day === nearestWeekday(n, d);
  }
  const days = valueSet(text.replace(/C/g, ''), 1, 31);
  return (d) => days.has(d.day);
}

function dayOfWeekRule(raw: string): DayRule | undefined {
  const text = named(raw, WEEKDAYS);
  if (text === '?' || text === '*') return undefined;
  if (text === 'L') return (d) => d.weekday === 7;
  const nth = /^(\d)#(\d)$/.exec(text);
  if (nth) {
    const [w, k] = [int(nth[1] ?? ''), int(nth[2] ?? '')];
    return (d) => d.weekday === w && Math.floor((d.day - 1) / 7) + 1 === k;
  }
  const last = /^(\d)L$/.exec(text);
  if (last) {
    const w = int(last[1] ?? '');
    return (d) => d.weekday === w && d.day + 7 > d.length;
  }
  const days = valueSet(text.replace(/C/g, ''), 1, 7);
  return (d) => days.has(d.weekday);
}

/** Throws on text the service's rules would have refused: fields reach here checked. */
export function compileSchedule(spec: CronSpec): CompiledSchedule {
  const minutes = [...valueSet(spec.minute, 0, 59)].sort((a, b) => a - b);
  const hours = [...valueSet(spec.hour, 0, 23)].sort((a, b) => a - b);
  const times = hours.flatMap((h) => minutes.map((m) => h * 60 + m));
  const months = valueSet(named(spec.month, MONTHS), 1, 12);
  const dom = dayOfMonthRule(spec.dayOfMonth.toUpperCase());
  const dow = dayOfWeekRule(spec.dayOfWeek);
  const day: DayRule = dom && dow ? (d) => dom(d) && dow(d) : (dom ?? dow ?? (() => true));
  return { times, months, day };
}

function monthLength(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first of `times` at or after `minute`, by bisection; -1 when none. */
function firstTimeFrom(times: readonly number[], minute: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] ?? 0) < minute) lo = mid + 1;
    else hi = mid;
  }
  return times[lo] ?? -1;
}

/**
 * The first fire at or after `from` (epoch ms), or null when none comes within forty-one years. Skips whole months
 * that cannot match, so a yearly schedule costs a few steps, not a year of days.
 */
export function nextFire(s: CompiledSchedule, from: number): number | null {
  if (s.times.length === 0 || s.months.size === 0) return null;
  let minuteOfDay = Math.ceil((from % DAY) / MINUTE);
  let dayStart = from - (from % DAY);
  const limit = dayStart + GIVE_UP_DAYS * DAY;
  while (dayStart <= limit) {
    const date = new Date(dayStart);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth() + 1;
    if (!s.months.has(month)) {
      dayStart = Date.UTC(year, month, 1);
      minuteOfDay = 0;
      continue;
    }
    const day = { day: date.getUTCDate(), weekday: date.getUTCDay() + 1, length: monthLength(year, month) };
    if (s.day(day)) {
      const t = firstTimeFrom(s.times, minuteOfDay);
      if (t >= 0) return dayStart + t * MINUTE;
    }
    dayStart += DAY;
    minuteOfDay = 0;
  }
  return null;
}

/** Up to `count` fires at or after `from`, before `until`. */
export function fires(s: CompiledSchedule, from: number, count: number, until = Number.POSITIVE_INFINITY): number[] {
  const out: number[] = [];
  let t = nextFire(s, from);
  while (t !== null && t < until && out.length < count) {
    out.push(t);
    t = nextFire(s, t + 1);
  }
  return out;
}
