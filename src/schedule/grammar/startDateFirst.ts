/**
 * "start jan 4: weekly planning mondays 8:30am for 6 weeks", "starts 1 march: ...": the first date of the runs said
 * first, set off by a colon, with "start" for "starting". It is read as "starting jan 4, ..." is: the date bounds the
 * runs from below and says nothing else. Only a date with its month's name (a year may follow), and only where the
 * rule after the colon reads and its runs begin on that very date, not a later one said after ("start jan 4: ...
 * mondays 8:30am from feb 1" is refused; checked by the caller).
 */

export interface StartDateFirst {
  readonly text: string;
  readonly note: string;
  /** The date said first, its month (1 to 12) and day: the runs' first date must be it. */
  readonly month: number;
  readonly day: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export const START_DATE_FIRST_GATE = /^\s*(?:start|starts|begin|begins)\s/i;

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATE = `(?:${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH})(?:,?\\s+20\\d\\d)?`;
const PATTERN = new RegExp(
  `^\\s*(?<word>start|starts|begin|begins)\\s+(?:on\\s+)?(?<date>${DATE})\\s*:\\s*(?<rest>\\S.*)$`,
  'i',
);

/** The phrase as "starting <date>, ..."; null when it does not begin so. */
export function startDateFirst(phrase: string): StartDateFirst | null {
  if (!START_DATE_FIRST_GATE.test(phrase)) return null;
  const g = PATTERN.exec(phrase)?.groups;
  if (!g) return null;
  const date = g.date ?? '';
  const month = MONTHS.indexOf((/[a-z]+/i.exec(date)?.[0] ?? '').slice(0, 3).toLowerCase()) + 1;
  const day = Number(/\b(\d{1,2})(?:st|nd|rd|th)?\b(?!\d)/.exec(date.replace(/20\d\d/, ''))?.[1] ?? 0);
  if (month === 0 || day === 0) return null;
  return {
    month,
    day,
    text: `starting ${g.date}, ${g.rest}`,
    note: `Read "${g.word} ${g.date}:" as the first day of the runs.`,
  };
}
