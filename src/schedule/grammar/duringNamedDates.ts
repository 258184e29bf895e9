/**
 * "every mon 8am during the exam period (may 10 – jun 11)", "daily 7am during term (6 jan - 27 mar)": a period named
 * and its first and last dates said in brackets right after it. The dates say the period: the phrase is read as
 * "from may 10 to jun 11", the name set aside with a note. Only a name of up to four plain words (no digit, no day,
 * no word that bounds, steps or repeats the runs: "every", "except", "only", "weekend", "after", ...; nor a name of
 * hours in the day, "business", "office", "opening", "peak", "lunch", "school", "shift": "every hour during business
 * (may 10 - jun 11)" may mean business hours only), and both dates
 * with their month's name; the reading must give runs within those dates (checked by the caller).
 */

export interface DuringNamedDates {
  readonly text: string;
  readonly note: string;
}

export const DURING_NAMED_GATE = /\bduring\b[^()]*\(/i;

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATE = `(?:${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH})(?:,?\\s+20\\d\\d)?`;
const PATTERN = new RegExp(
  `\\bduring\\s+(?<name>(?:the\\s+|our\\s+|this\\s+)?[a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*){0,3})\\s*\\(\\s*(?<a>${DATE})\\s*(?:-|\\u2013|\\u2014|to|until|till|through|thru)\\s*(?<b>${DATE})\\s*\\)`,
  'i',
);
/** Words a period's name may not hold: they would bound, narrow, move or repeat the runs. */
const RUN_WORD =
  /\b(?:every|each|except|only|not|no|but|after|before|until|till|from|between|and|or|first|last|other|alternate|weekends?|weekdays?|days?|nights?|mornings?|evenings?|hours?|weeks?|months?|business|office|opening|peak|lunch|school|shifts?|working|work|trading|visiting|surgery|clinic|service|open|core|operating|operational|support|duty|on-call|call|hours|times?|nightly|daily|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b/i;

/** The phrase with the named period read as its bracketed dates; null when not so said. */
export function duringNamedDates(phrase: string): DuringNamedDates | null {
  if (!DURING_NAMED_GATE.test(phrase)) return null;
  const m = PATTERN.exec(phrase);
  const g = m?.groups;
  if (!m || !g) return null;
  const name = (g.name ?? '').trim();
  if (RUN_WORD.test(name)) return null;
  return {
    text: `${phrase.slice(0, m.index)}from ${g.a} to ${g.b}${phrase.slice(m.index + m[0].length)}`,
    note: `Read "during ${name}" as the dates said in brackets, ${g.a} to ${g.b}.`,
  };
}
