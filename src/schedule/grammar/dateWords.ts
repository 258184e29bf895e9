import { MONTH } from './words.js';

const START =
  '(?:from|since|starting(?:\\s+(?:on|from))?|beginning(?:\\s+(?:on|from))?|commencing(?:\\s+on)?|effective(?:\\s+from)?|as\\s+of|start(?:ing)?\\s+on)';
// not right after a number: "from the 1st to the 15th of March" is a range of days, not an end date; "to" only after
// a date said first ("from 1st Jan to 31st March"), not after a time ("from 9am to 5th May")
const END = `(?<!\\b\\d{1,2}(?:st|nd|rd|th)?\\s+)(?:until|till|til|through|thru|(?<=${MONTH}(?:\\s+20\\d\\d)?\\s+)to|ending(?:\\s+on)?|up\\s+(?:to|until)|by)`;

/**
 * "starting from 1st of December", "from 1st Jan till 31st March": a day said before its month after the words that
 * start or end a running period is that date, rewritten as "December 1", which the day-of-month parser leaves to
 * chrono. Elsewhere "the 15th of March" stays as said (a yearly date, or a day of some months).
 */
const ORDINAL_DATE = new RegExp(
  `\\b(${START}|${END})\\s+(?:the\\s+)?([12]?\\d|3[01])(?:st|nd|rd|th)(?:\\s+of)?\\s+(${MONTH})`,
  'g',
);

export function rewriteOrdinalDates(text: string): string {
  if (!/\d(?:st|nd|rd|th)\b/.test(text)) return text;
  return text.replace(ORDINAL_DATE, (_m, lead: string, day: string, month: string) => `${lead} ${month} ${day}`);
}
