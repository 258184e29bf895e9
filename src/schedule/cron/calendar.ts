/** Small Gregorian helpers on plain numbers (month 1-12, weekday 1 = Sunday .. 7 = Saturday, as in Quartz). */

export const DAY_MS = 86_400_000;

export function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeap(year) ? 29 : (MONTH_DAYS[month - 1] as number);
}

/** The shortest length a month can have (February: 28). */
export function minDaysInMonth(month: number): number {
  return MONTH_DAYS[month - 1] as number;
}

/** The longest length a month can have (February: 29). */
export function maxDaysInMonth(month: number): number {
  return month === 2 ? 29 : (MONTH_DAYS[month - 1] as number);
}

/** Quartz weekday of a calendar date: 1 = Sunday .. 7 = Saturday. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1;
}

/** Days since 1970-01-01 of a calendar date. */
export function epochDay(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export function dateOfEpochDay(n: number): CalendarDate {
  const d = new Date(n * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Month names by number (index 0 is unused, so `MONTH_NAMES[1]` is January). */
export const MONTH_NAMES = [
  '',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
