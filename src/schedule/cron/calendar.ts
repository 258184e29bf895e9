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

/**
 * A day walked forward by hand, without a Date per day (the hot loops of next runs, first occurrences and overlaps):
 * its day number since 1970-01-01, year, month (1-12), day, weekday (1 = Sunday) and its month's length.
 */
export class DayCursor {
  n: number;
  year: number;
  month: number;
  day: number;
  weekday: number;
  len: number;

  constructor(dayNumber: number) {
    const date = new Date(dayNumber * DAY_MS);
    this.n = dayNumber;
    this.year = date.getUTCFullYear();
    this.month = date.getUTCMonth() + 1;
    this.day = date.getUTCDate();
    this.weekday = date.getUTCDay() + 1;
    this.len = daysInMonth(this.year, this.month);
  }

  /** The next day. */
  next(): void {
    this.#forward(1);
  }

  /** The 1st of the next month. */
  nextMonth(): void {
    this.#forward(this.len - this.day + 1);
  }

  #forward(step: number): void {
    this.n += step;
    this.weekday = ((this.weekday - 1 + step) % 7) + 1;
    if (this.day + step <= this.len) {
      this.day += step;
      return;
    }
    this.day = 1;
    if (this.month < 12) this.month++;
    else {
      this.month = 1;
      this.year++;
    }
    this.len = daysInMonth(this.year, this.month);
  }
}
