import { DAY_MS, DayCursor } from '../cron/calendar.js';
import type { CompiledCron } from '../cron/evaluate.js';

/**
 * The first instant at which two of a schedule's tasks fire together, if any: the service would then run the task
 * twice at once. It happens when rules that name one day twice are split into tasks ("the 28th and the last day",
 * moved a day by the UTC shift, is `27` and `L-1`, both Feb 27 in common years; "every Monday and the 1st" is two
 * tasks that meet on a Monday the 1st). Days are looked at over 8 years from `from` (leap years and the weekday
 * cycle of a month's dates both repeat well within it).
 */
const YEARS = 8;

function shared(a: readonly number[], b: readonly number[]): number | undefined {
  const set = new Set(b);
  return a.find((x) => set.has(x));
}

export function firstCoincidence(crons: readonly CompiledCron[], from: number, until?: number): number | null {
  let first: number | null = null;
  for (let i = 0; i < crons.length; i++) {
    for (let j = i + 1; j < crons.length; j++) {
      const a = crons[i];
      const b = crons[j];
      if (!a || !b) continue;
      const hour = shared(a.hours, b.hours);
      const minute = shared(a.minutes, b.minutes);
      if (hour === undefined || minute === undefined) continue;
      const at = firstCommonDay(a, b, from, hour, minute);
      if (at !== null && (until === undefined || at < until) && (first === null || at < first)) first = at;
    }
  }
  return first;
}

function firstCommonDay(a: CompiledCron, b: CompiledCron, from: number, hour: number, minute: number): number | null {
  const startDay = Math.floor(from / DAY_MS);
  const endDay = startDay + YEARS * 366;
  // the calendar is advanced by hand, a month at a time where either task skips the month
  for (const c = new DayCursor(startDay); c.n < endDay; ) {
    const both = a.months[c.month] === true && b.months[c.month] === true;
    if (
      both &&
      a.dayMatches(c.year, c.month, c.day, c.weekday, c.len) &&
      b.dayMatches(c.year, c.month, c.day, c.weekday, c.len)
    ) {
      const at = c.n * DAY_MS + hour * 3_600_000 + minute * 60_000;
      if (at >= from) return at;
    }
    if (both) c.next();
    else c.nextMonth();
  }
  return null;
}
