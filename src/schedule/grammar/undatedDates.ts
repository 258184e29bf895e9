import { type CalendarDate, epochDay, MONTH_NAMES } from '../cron/calendar.js';
import type { ScheduleProblem } from '../problem.js';
import { type IntentDraft, setDays, setMonths, unparseable } from './draft.js';
import { datesAfterQuarterly } from './quarterMonths.js';

/** Dates spread over this many days or more are days of the year ("mar 15 and sep 15"): every year's. */
const SPREAD_DAYS = 120;
/** Dates within this many days of each other, the last within `NEAR_DAYS` of today, are one stretch of days: once. */
const CLUSTER_DAYS = 31;
const NEAR_DAYS = 92;

/** The shortest stretch of the calendar year (round its end) that holds every date, in days. */
function yearArc(dates: readonly CalendarDate[]): number {
  const days = [...new Set(dates.map((d) => epochDay(2001, d.month, d.day) - epochDay(2001, 1, 1)))].sort(
    (a, b) => a - b,
  );
  let widestGap = 365 - ((days[days.length - 1] ?? 0) - (days[0] ?? 0));
  for (let i = 1; i < days.length; i++) widestGap = Math.max(widestGap, (days[i] ?? 0) - (days[i - 1] ?? 0));
  return 365 - widestGap;
}

export interface UndatedDate {
  readonly date: CalendarDate;
  readonly text: string;
}

/**
 * Several dates without their years and one time ("on mar 1 and sep 1 at 9am", "apr 10, jun 10, sep 10 and jan 10
 * at 9", "dec 1, dec 8 and dec 15 at 11"): dates spread over the year (the shortest stretch of the calendar year
 * that holds them is four months or more) are days of the year, every year's, with a note; dates within a month of
 * each other, the last within three months, are those days once (`'once'`: the caller reads them as dates with
 * their years). Between the two, refused with both phrases. Every year's dates must fit one expression: one day of
 * several months, or several days of one month; other dates are refused with the rules to say instead.
 */
/**
 * Dates without their years within a month of each other, the last within three months of today ("jan 16 and 17"):
 * one stretch of days, those days once.
 */
export function undatedCluster(dates: readonly UndatedDate[], today: CalendarDate): boolean {
  const numbers = dates.map((d) => epochDay(d.date.year, d.date.month, d.date.day));
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  return last - first <= CLUSTER_DAYS && last - epochDay(today.year, today.month, today.day) <= NEAR_DAYS;
}

export function undatedDates(
  draft: IntentDraft,
  dates: readonly UndatedDate[],
  today: CalendarDate,
): ScheduleProblem | 'once' | null {
  const texts = dates.map((d) => d.text).join(', ');
  if (undatedCluster(dates, today)) return 'once';
  if (yearArc(dates.map((d) => d.date)) < SPREAD_DAYS) {
    return unparseable(
      `"${texts}" could be those dates once or every year's.`,
      `Say "once on ${texts}" or "every year on ${texts}".`,
    );
  }
  const days = [...new Set(dates.map((d) => d.date.day))].sort((a, b) => a - b);
  const months = [...new Set(dates.map((d) => d.date.month))].sort((a, b) => a - b);
  if (days.length > 1 && months.length > 1) {
    return unparseable(
      `"${texts}" are dates on different days of different months: each takes a rule of its own.`,
      'Say each date with its time, e.g. "every year on jan 11 at 9am, apr 5 at 9am and sep 20 at 9am".',
    );
  }
  // "quarterly estimated tax: jan 15, apr 15, jun 15, sep 15": the dates named are its quarters'
  datesAfterQuarterly(draft, months);
  const problem =
    setDays(draft, { kind: 'month-days', days }, texts) ?? setMonths(draft, { kind: 'months', months }, texts);
  if (problem) return problem;
  const names = dates.map((d) => `${MONTH_NAMES[d.date.month]} ${d.date.day}`).join(', ');
  draft.assumptions.push(
    `"${texts}" read as days of the year, every year: ${names}. For this year's only, give the year ("${dates[0]?.text} ${dates[0]?.date.year}").`,
  );
  return null;
}
