import type { CalendarDate } from './cron/calendar.js';

/** Quartz numbering: 1 = Sunday .. 7 = Saturday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A wall-clock time in the intent's zone. */
export interface LocalTime {
  readonly hour: number;
  readonly minute: number;
}

/** A day of the month: a number 1-31, or the last day. */
export type MonthDay = number | 'last';

/** Which days the schedule runs on, in local time. */
export type DayRule =
  | { readonly kind: 'every-day' }
  | { readonly kind: 'weekdays'; readonly days: readonly Weekday[] }
  | { readonly kind: 'month-days'; readonly days: readonly MonthDay[] }
  | { readonly kind: 'last-weekday-of-month' }
  | { readonly kind: 'nearest-weekday'; readonly day: number }
  | { readonly kind: 'nth-weekday'; readonly weekday: Weekday; readonly nths: readonly (1 | 2 | 3 | 4 | 5)[] }
  | { readonly kind: 'last-weekday-in-month'; readonly weekday: Weekday };

/** Which months: all, a list (1-12), or every N months counted from the first run. */
export type MonthRule =
  | { readonly kind: 'every-month' }
  | { readonly kind: 'months'; readonly months: readonly number[] }
  | { readonly kind: 'every-n-months'; readonly every: number };

/** "every N minutes/hours", local-aligned (minute 0 / midnight), optionally inside a daily window. */
export interface Interval {
  readonly unit: 'minute' | 'hour';
  readonly every: number;
  /**
   * The minute past the hour the steps fall on: for hour intervals any minute ("every hour at :20"), for minute
   * intervals (whose step divides the hour) the first minute of each hour, below the step ("every 15 minutes
   * starting at :07": 7, 22, 37, 52).
   */
  readonly atMinute: number;
  readonly window: { readonly from: LocalTime; readonly to: LocalTime } | null;
}

export interface ZoneChoice {
  /** IANA name (or a fixed offset zone such as 'UTC+5:30'). */
  readonly name: string;
  /** What the phrase said ("Pacific", "PST"...), or null when the zone came from the caller. */
  readonly said: string | null;
}

/** What a person asked for, in their own local time: the output of the grammar, the input of the compiler. */
export interface LocalIntent {
  readonly times: readonly LocalTime[];
  readonly interval: Interval | null;
  readonly days: DayRule;
  readonly months: MonthRule;
  readonly zone: ZoneChoice;
  readonly startDate: CalendarDate | null;
  readonly endDate: CalendarDate | null;
  readonly maxOccurrences: number | null;
  /** Things the reading assumed, for the person to check ("7" read as 7:00 AM). */
  readonly assumptions: readonly string[];
}
