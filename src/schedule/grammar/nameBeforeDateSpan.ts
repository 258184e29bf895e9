/**
 * A job's name said right before a span of dates in one month ("tree pickup jan 4-15 weekdays 6:30am", "xmas tree
 * pickup jan 4-15 ...", "beach shuttle aug 3 to 14 daily 07:00"), read by `leadingNames.ts`:
 * - the month, followed by its first and last days, is the span's, not a word of the name: no name ends in a month
 *   followed by a range of its days (a day's name held by a name, "patch tuesday", is no month's); "may" and "march",
 *   which are also verbs, are not among these months;
 * - a holiday said first before a thing of it ("xmas tree pickup", "christmas lights check") is the thing's name
 *   where the rest gives the first and last dates itself (a span of days, not one date: "christmas party 6pm dec 3"
 *   stays refused: that year only, or every year?).
 */

/** A month (not "may", "march") and a range of its days, first in the rest ("jan 4-15", "aug 1 to 20"). */
const DATE_SPAN_FIRST =
  /^\s*(?:jan|feb|apr|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\s*(?:-|\u2013|to|through|thru|until|till)\s*\d{1,2}(?:st|nd|rd|th)?(?![\d:.])/i;

/** Whether `rest`, the schedule after a name, starts with a span of dates in one month. */
export function dateSpanFirst(rest: string): boolean {
  return DATE_SPAN_FIRST.test(rest);
}

/** A run's first and last dates, as the rules give them. */
interface Bounded {
  readonly startDate: { year: number; month: number; day: number } | null;
  readonly endDate: { year: number; month: number; day: number } | null;
}

/** Whether a rule runs between a first and a last date said, on more than one day. */
export function spansDates(r: Bounded): boolean {
  const a = r.startDate;
  const b = r.endDate;
  return a !== null && b !== null && (a.year !== b.year || a.month !== b.month || a.day !== b.day);
}
