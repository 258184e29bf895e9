import { MONTH_NAMES } from '../cron/calendar.js';
import { monthOf } from './words.js';

/**
 * "1-Dec-26", "31-mar-2027": a date written day, month's name and year with dashes (as calendar tools and
 * spreadsheets print it), rewritten as "1 december 2026", which chrono reads. A two-digit year is this century's.
 * Only with a year: "1-dec" alone is left as written.
 */
const DASHED_DATE =
  /(?<![\w./:-])(0?[1-9]|[12]\d|3[01])-(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)-(\d{4}|\d{2})(?![\w./:-])/g;

/**
 * "05/12/2026 onwards", "2026-12-05 and after": a date written with numbers before the words that make it the
 * start of the running period (after "from" or "on" or not), rewritten as "starting 05/12/2026", which the date reader reads as a start (in the
 * order the person's zone writes slash dates).
 */
const NUMBER_DATE_ONWARDS =
  /(?<![\w./:-])(?:(?:from|starting|beginning|as\s+of|on)\s+)?(\d{1,4}[/-]\d{1,2}(?:[/-]\d{2,4})?)\s*,?\s+(?:and\s+(?:after|later|beyond|onwards?)|onwards?|or\s+later)\b(?!\s*(?:at\s+)?\d)/g;

export function rewritePeriodDates(text: string): string {
  let out = text;
  if (out.includes('-')) {
    out = out.replace(DASHED_DATE, (_m, day: string, month: string, year: string) => {
      const name = (MONTH_NAMES[monthOf(month) ?? 1] as string).toLowerCase();
      return `${Number(day)} ${name} ${year.length === 2 ? `20${year}` : year}`;
    });
  }
  if (/onward|after|later|beyond/.test(out)) out = out.replace(NUMBER_DATE_ONWARDS, 'starting $1');
  return out;
}
