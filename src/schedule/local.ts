import type { Zone } from 'luxon';
import { DAY_MS, DayCursor } from './cron/calendar.js';
import type { DayRule, LocalIntent } from './intent.js';
import { instantOf, offsetAt } from './tz.js';

/**
 * The intent in its own terms: which local calendar days it runs on, and its local times of day.
 * This is the meaning the compiler must reproduce in UTC.
 */

/** Does the local day rule hold on this date? (w: 1 = Sunday .. 7 = Saturday, len: days in the month) */
export function dayRuleHolds(rule: DayRule, d: number, w: number, len: number): boolean {
  switch (rule.kind) {
    case 'every-day':
      return true;
    case 'weekdays':
      return rule.days.includes(w as never);
    case 'month-days':
      return rule.days.some((x) => (x === 'last' ? d === len : x === d));
    case 'last-weekday-of-month': {
      const lastW = ((w - 1 + (len - d)) % 7) + 1;
      const last = lastW === 1 ? len - 2 : lastW === 7 ? len - 1 : len;
      return d === last;
    }
    case 'nearest-weekday': {
      const n = rule.day;
      if (n > len) return false;
      const wn = ((((w - 1 + (n - d)) % 7) + 7) % 7) + 1;
      const target = wn === 7 ? (n === 1 ? 3 : n - 1) : wn === 1 ? (n === len ? n - 2 : n + 1) : n;
      return d === target;
    }
    case 'nth-weekday':
      return w === rule.weekday && rule.nths.includes(Math.ceil(d / 7) as 1 | 2 | 3 | 4 | 5);
    case 'last-weekday-in-month':
      return w === rule.weekday && d + 7 > len;
  }
}

/** Local minutes of the day the intent runs at, ascending. Interval schedules are expanded (local-aligned). */
export function localMinutes(intent: LocalIntent): number[] {
  const iv = intent.interval;
  if (!iv) return [...new Set(intent.times.map((t) => t.hour * 60 + t.minute))].sort((a, b) => a - b);
  const step = iv.unit === 'minute' ? iv.every : iv.every * 60;
  const offset = iv.atMinute;
  const from = iv.window ? iv.window.from.hour * 60 + iv.window.from.minute : 0;
  const to = iv.window ? iv.window.to.hour * 60 + iv.window.to.minute : 1439;
  const out: number[] = [];
  const start = iv.window ? from + offset : offset;
  for (let t = start; t <= to; t += step) out.push(t);
  return out;
}

/** The months the intent runs in, 1-12 ascending, given the month of its first run (for "every N months"). */
export function monthSet(intent: LocalIntent, firstMonth: number): number[] {
  const r = intent.months;
  if (r.kind === 'every-month') return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  if (r.kind === 'months') return [...r.months];
  const out: number[] = [];
  for (let m = firstMonth, i = 0; i < 12 / r.every; i++, m = ((m - 1 + r.every) % 12) + 1) out.push(m);
  return out.sort((a, b) => a - b);
}

/** How far the search for a first run goes (covers Feb 29 and rare fifth weekdays). */
const SEARCH_DAYS = 366 * 9;

/**
 * The first local occurrence at or after `fromMs`, as an instant, with the local date it falls on;
 * `months` null means any month (used to find where "every N months" starts). Null when it never runs.
 */
export function firstOccurrence(
  intent: LocalIntent,
  zone: Zone,
  minutes: readonly number[],
  months: readonly number[] | null,
  fromMs: number,
): { at: number; year: number; month: number; day: number } | null {
  const localNow = fromMs + offsetAt(zone, fromMs) * 60_000;
  const startDay = Math.floor(localNow / DAY_MS);
  const nowMinute = Math.floor((localNow - startDay * DAY_MS) / 60_000);
  const monthOk = months ? new Array<boolean>(13).fill(false) : null;
  if (monthOk && months) for (const m of months) monthOk[m] = true;
  // the calendar is advanced by hand, a whole month at once where the month is not one of `months`
  for (const c = new DayCursor(startDay); c.n <= startDay + SEARCH_DAYS; ) {
    const inMonths = monthOk === null || monthOk[c.month] === true;
    if (inMonths && dayRuleHolds(intent.days, c.day, c.weekday, c.len)) {
      // near a DST change the local reading of `fromMs` may be off by the change: look a little earlier
      const lo = c.n === startDay ? nowMinute - 180 : -1;
      for (const t of minutes) {
        if (t < lo) continue;
        const at = instantOf(zone, c.year, c.month, c.day, Math.floor(t / 60), t % 60);
        if (at >= fromMs) return { at, year: c.year, month: c.month, day: c.day };
      }
    }
    if (inMonths) c.next();
    else c.nextMonth();
  }
  return null;
}
