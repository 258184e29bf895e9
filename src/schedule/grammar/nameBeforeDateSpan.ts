/**
 * A job's name said right before a span of dates in one month ("tree pickup jan 4-15 weekdays 6:30am", "xmas tree
 * pickup jan 4-15 ...", "beach shuttle aug 3 to 14 daily 07:00"), read by `leadingNames.ts`:
 * - the month, followed by its first and last days, is the span's, not a word of the name: no name ends in a month
 *   followed by a range of its days (a day's name held by a name, "patch tuesday", is no month's); "may" and "march",
 *   which are also verbs, are not among these months;
 * - a holiday said first before a thing of it ("xmas tree pickup", "christmas lights check") is the thing's name
 *   where the rest gives the first and last dates itself (a span of days, not one date: "christmas party 6pm dec 3"
 *   stays refused: that year only, or every year?).
 * - a month and one of its days first in the rest, where the rest says it runs once ("rota posted dec 1 at 9am, just
 *   this once", "xmas rota dec 1 9am, one-off"): the day of the month pins the date, so no word of the name before it
 *   can make it another day (as "patch tuesday" would a day's name), and "once" says it is this year's run, not every
 *   year's; a name that needs a date said once (a holiday first, "christmas party") takes "once" as it takes a year.
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

/** A month (not "may", "march") and one of its days, first in the rest ("dec 1 at 9am"); no span of its days. */
const DATE_FIRST =
  /^\s*(?:jan|feb|apr|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?![\d:.]|\s*(?:-|\u2013|to\b|through\b|thru\b|until\b|till\b|and\b|,\s*\d|&))/i;
/** Words that say a run happens once ("just this once", "one-off", "one time only"), not how often ("once a week"). */
const ONCE_SAID =
  /\b(?:(?:just\s+)?(?:this\s+)?once|one[-\s]?off|one[-\s]time)\b(?!\s+(?:a|an|per|each|every|daily|weekly|hourly|monthly|yearly|annually|quarterly|fortnightly|more)\b)/i;
/** Words that say the runs repeat, which "once" beside them contradicts ("jan 5 at 9am every year, just this once"). */
const REPEATS_SAID = /\b(?:every|each|yearly|annually|quarterly|monthly|weekly|daily|fortnightly)\b/i;

/** Whether `rest` says in words that it runs once ("once", "just this once", "one-off"), and nothing that repeats. */
export function saysOnce(rest: string): boolean {
  return ONCE_SAID.test(rest) && !REPEATS_SAID.test(rest);
}

/** Whether `rest`, the schedule after a name, starts with one date of a month and says it runs once. */
export function dateOnceFirst(rest: string): boolean {
  return DATE_FIRST.test(rest) && saysOnce(rest);
}
