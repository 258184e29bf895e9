import { DateTime } from 'luxon';
import { type CronFields, nextRuns, zoneAbbreviation } from '../../schedule/engine.js';

/** Times and days as people read them, in a zone and in UTC (luxon, English, fixed formats). */

const WEEK_MS = 7 * 24 * 3_600_000;
const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

function at(ms: number, zone: string): DateTime {
  return DateTime.fromMillis(ms, { zone }).setLocale('en-US');
}

/** "Mon, Mar 2, 2026, 7:00 PM PST". */
export function localTime(ms: number, zone: string): string {
  return `${at(ms, zone).toFormat('ccc, LLL d, yyyy, h:mm a')} ${zoneAbbreviation(zone, ms)}`;
}

/** "Tue, Mar 3, 03:00 UTC". */
export function utcTime(ms: number): string {
  return at(ms, 'UTC').toFormat("ccc, LLL d, HH:mm 'UTC'");
}

/** "Mar 2, 2026, 7:00 PM PST": when a request was made, an expiry, a start or end date. */
export function shortTime(ms: number, zone: string): string {
  return `${at(ms, zone).toFormat('LLL d, yyyy, h:mm a')} ${zoneAbbreviation(zone, ms)}`;
}

/** Mon … Sun as 1 … 7 (ISO weekdays). */
export function weekday(ms: number, zone: string): number {
  return at(ms, zone).weekday;
}

export function dayName(isoWeekday: number): string {
  return DAY_NAMES[isoWeekday - 1] ?? '?';
}

/**
 * Days as a person says them: "Mon–Fri", "Sat, Sun", "Fri–Mon" (a run may wrap past Sunday), "every day".
 * Runs of three or more consecutive days become a range.
 */
export function dayRanges(days: Iterable<number>): string {
  const set = new Set([...days].filter((d) => d >= 1 && d <= 7));
  if (set.size === 7) return 'every day';
  if (set.size === 0) return 'no day';
  const prev = (d: number) => (d === 1 ? 7 : d - 1);
  const next = (d: number) => (d === 7 ? 1 : d + 1);
  // start at a day whose previous day does not run, so a run across Sunday stays whole
  const sorted = [...set].sort((a, b) => a - b);
  const start = sorted.find((d) => !set.has(prev(d))) ?? 1;
  const groups: number[][] = [];
  let d = start;
  for (let i = 0; i < 7; i++, d = next(d)) {
    if (!set.has(d)) continue;
    const last = groups.at(-1);
    if (last && last.at(-1) === prev(d)) last.push(d);
    else groups.push([d]);
  }
  return groups
    .map((g) =>
      g.length >= 3 ? `${dayName(g[0] ?? 1)}–${dayName(g.at(-1) ?? 1)}` : g.map((x) => dayName(x)).join(', '),
    )
    .join(', ');
}

export interface WeekStrip {
  /** ISO weekdays with a run, in the schedule's zone and in UTC. */
  readonly localDays: ReadonlySet<number>;
  readonly utcDays: ReadonlySet<number>;
  /** Two monospace lines, a column per weekday Mon … Sun: the day's name where it runs, `·` where it does not. */
  readonly lines: readonly [string, string];
}

/** Whether any of the schedules fires from `start` to `stop` (inclusive). */
function firesBetween(schedules: readonly CronFields[], start: number, stop: number): boolean {
  return start <= stop && nextRuns(schedules, start, 1, { endDate: stop }).length > 0;
}

/** The weekdays, by the clock of `zone`, on which the schedules fire from `from` to `last`: one probe per day. */
function daysWithRuns(schedules: readonly CronFields[], from: number, last: number, zone: string): Set<number> {
  const days = new Set<number>();
  for (let day = at(from, zone).startOf('day'); day.toMillis() <= last; day = day.plus({ days: 1 })) {
    const start = Math.max(from, day.toMillis());
    const stop = Math.min(last, day.endOf('day').toMillis());
    if (firesBetween(schedules, start, stop)) days.add(day.weekday);
  }
  return days;
}

/**
 * The days a schedule runs over the week starting at `from` (its first run), once by the clock of `zone` and once by
 * UTC's: "every weekday 7pm Pacific" runs Mon–Fri in Los Angeles and Tue–Sat in UTC. Each day is probed for one
 * run (a week of "every minute" is 10,080 runs, too many to list for a view).
 */
export function weekStrip(
  schedules: readonly CronFields[],
  from: number,
  zone: string,
  endDate?: number,
): WeekStrip | null {
  if (schedules.length === 0) return null;
  const last = Math.min(from + WEEK_MS - 1, endDate ?? Number.POSITIVE_INFINITY);
  if (!firesBetween(schedules, from, last)) return null;
  const localDays = daysWithRuns(schedules, from, last, zone);
  const utcDays = daysWithRuns(schedules, from, last, 'UTC');
  const row = (label: string, days: ReadonlySet<number>) =>
    `${label.padEnd(6)}${[1, 2, 3, 4, 5, 6, 7].map((d) => (days.has(d) ? dayName(d) : ' · ')).join(' ')}`.trimEnd();
  return { localDays, utcDays, lines: [row('Local', localDays), row('UTC', utcDays)] };
}
