/**
 * "graduation list freeze 30 nov 2026 17:00, then again 30 april 2027 17:00", "peak surcharge notice at 00:00 on 1
 * dec 2026 and again 00:00 1 jan 2027": one job on a date at a clock (said before or after it), "then again" (or
 * "and again") on a second date at the same clock. Read as the two dates at that clock ("30 nov 2026 and
 * 30 april 2027 17:00"), which the reader of date lists reads as those days only. Only where both clocks are said
 * alike (a second clock would be a second rule, left to the readers of several rules), each date with its month's
 * name, no word before the first date that makes it the first of many runs ("daily from", "every monday starting"),
 * and the reading of runs on exactly those two dates (checked by the caller).
 */

export interface DatesAgainReading {
  readonly text: string;
  readonly note: string;
}

export const DATES_AGAIN_GATE = /\bagain\b/i;

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATE = `(?:${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH})(?:,?\\s+20\\d\\d)?`;
const CLOCK = '(?:(?:[01]?\\d|2[0-3]):[0-5]\\d(?:\\s*[ap]\\.?m\\b\\.?)?|(?:1[0-2]|0?[1-9])\\s*[ap]\\.?m\\b\\.?)';
/** One date and its clock, in either order: "30 nov 2026 17:00", "at 00:00 on 1 dec 2026". */
const part = (n: string) =>
  `(?:(?<d${n}>${DATE})\\s+(?:at\\s+)?(?<c${n}>${CLOCK})|(?:at\\s+)?(?<k${n}>${CLOCK})\\s+(?:on\\s+)?(?<e${n}>${DATE}))`;
const PATTERN = new RegExp(
  `^(?<head>.*?)${part('1')}\\s*,?\\s*(?:and\\s+|then\\s+|and\\s+then\\s+)again\\s+(?:on\\s+)?${part('2')}\\s*[.!]?\\s*$`,
  'i',
);

/** Words before the first date that make it the first of many runs, not one of two dates. */
const REPEATS_FROM =
  /\b(?:from|starting|starts?|beginning|begins?|since|after|every|each|daily|nightly|weekly|monthly|hourly|weekdays?|weekends?|weeknights?|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*s)\b/i;

function sameClock(a: string, b: string): boolean {
  const flat = (c: string) => c.toLowerCase().replace(/[\s.]/g, '');
  return flat(a) === flat(b);
}

/** The phrase as the two dates at the one clock; null when not so said. */
export function datesAgain(phrase: string): DatesAgainReading | null {
  if (!DATES_AGAIN_GATE.test(phrase)) return null;
  const g = PATTERN.exec(phrase)?.groups;
  if (!g) return null;
  // ("peak surcharge notice at 00:00 on 1 dec 2026 and again 00:00 1 jan 2027": the clock before its date)
  const d1 = g.d1 ?? g.e1 ?? '';
  const c1 = g.c1 ?? g.k1 ?? '';
  const d2 = g.d2 ?? g.e2 ?? '';
  const c2 = g.c2 ?? g.k2 ?? '';
  if (!sameClock(c1, c2)) return null;
  // the name before the first date says no other date or clock
  if (/\d/.test(g.head ?? '')) return null;
  // nor a word that makes the first date where runs begin ("daily from 30 nov 17:00 and again ...", "every monday
  // starting 30 nov ...")
  if (REPEATS_FROM.test(g.head ?? '')) return null;
  return {
    text: `${g.head}${d1} and ${d2} ${c1}`,
    note: `Read "then again ${d2} ${c2}" as a second date at the same time, ${d1} and ${d2}.`,
  };
}
