import { MONTH_NAMES } from '../cron/calendar.js';
import { MONTH } from './words.js';

const START =
  '(?:from|since|starting(?:\\s+(?:on|from))?|beginning(?:\\s+(?:on|from))?|commencing(?:\\s+on)?|effective(?:\\s+from)?|as\\s+of|start(?:ing)?\\s+on)';
// not right after a number: "from the 1st to the 15th of March" is a range of days, not an end date; "to" only after
// a date said first ("from 1st Jan to 31st March"), not after a time ("from 9am to 5th May")
const END = `(?<!\\b\\d{1,2}(?:st|nd|rd|th)?\\s+)(?:until|till|til|through|thru|(?<=${MONTH}(?:\\s+20\\d\\d)?\\s+)to|ending(?:\\s+on)?|up\\s+(?:to|until)|by)`;

/**
 * "starting from 1st of December", "from 1st Jan till 31st March": a day said before its month after the words that
 * start or end a running period is that date, rewritten as "December 1", which the day-of-month parser leaves to
 * chrono; so is one said with its year ("2nd Jan 2027"). Elsewhere "the 15th of March" stays as said (a yearly date, or
 * a day of some months).
 */
const ORDINAL_DATE = new RegExp(
  `\\b(${START}|${END})\\s+(?:the\\s+)?([12]?\\d|3[01])(?:st|nd|rd|th)(?:\\s+of)?\\s+(${MONTH})`,
  'g',
);

/** "2nd Jan 2027", "2nd of January, 2027": a day said before its month and a year is that one date ("2 jan 2027"). */
const ORDINAL_DATE_YEAR = new RegExp(
  `(?<!\\bthe\\s+)\\b([12]?\\d|3[01])(?:st|nd|rd|th)(?:\\s+of)?\\s+(${MONTH}),?\\s+(20\\d\\d)(?![\\d:])`,
  'g',
);

/**
 * "remind me at 4pm on the 30th of november": one day of one month, said alone in a phrase that says nothing of
 * repeating, is a date as much as "on november 30" is (one run, or every year's: asked, or once in a reminder; see
 * oneOff.ts); rewritten so. Left as said: a list of months ("the 15th of march and september", "the 7th of feb may
 * aug and nov"), several such dates ("the 1st of january at 9am, the 15th of july at 9am": days of the year), and
 * any phrase with a word of repeating or of bounds ("every year on the 15th of march", "except the 25th of
 * december").
 */
const ORDINAL_OF_MONTH = new RegExp(
  `(?<=^|\\bon\\s+|(?:[ap]m|\\d\\d|noon|midnight)\\s+)the\\s+([12]?\\d|3[01])(?:st|nd|rd|th)\\s+of\\s+(${MONTH})(?!\\s*(?:,|and|&|\\+|\\/|-|–|or|to|through|thru|until|till)\\s*(?:${MONTH}|\\d)|\\s+${MONTH})`,
  'g',
);
const ANY_ORDINAL_OF_MONTH = new RegExp(`\\bthe\\s+(?:[12]?\\d|3[01])(?:st|nd|rd|th)\\s+of\\s+${MONTH}`, 'g');
const REPEATS_OR_BOUNDS =
  /\b(?:every|each|annual(?:ly)?|yearly|year|years|monthly|daily|weekly|except|but|not|until|till|til|through|thru|from|starting|beginning|by|before|after)\b/;

export function rewriteOrdinalDates(text: string): string {
  const out = /\d(?:st|nd|rd|th)\b/.test(text)
    ? text
        .replace(ORDINAL_DATE, (_m, lead: string, day: string, month: string) => `${lead} ${month} ${day}`)
        .replace(ORDINAL_DATE_YEAR, (_m, day: string, month: string, year: string) => `${day} ${month} ${year}`)
        .replace(ORDINAL_OF_MONTH, (m, day: string, month: string) =>
          REPEATS_OR_BOUNDS.test(text) || (text.match(ANY_ORDINAL_OF_MONTH) ?? []).length > 1 ? m : `${month} ${day}`,
        )
    : text;
  return /\d\s*(?:st|nd|rd|th)?\s*(?:-|–|to|until|till|through|thru)\s*\d/.test(out) ? rewriteDayRanges(out) : out;
}

const NOT_CLOCK = "(?![\\d:.]|\\s*(?:[ap]\\.?m\\b|h\\b|hrs?\\b|o'?clock\\b))";
const TO = '\\s*(?:-|–|to|until|till|through|thru)\\s*';
/** "from 1 to 12 feb": two days of one month said once, day first, after "from", in plain numbers ("from 1 to 5th may" is not). */
const DAYS_OF_MONTH = new RegExp(
  `\\bfrom\\s+(?<a>[12]?\\d|3[01])${NOT_CLOCK}${TO}(?<b>[12]?\\d|3[01])\\s+(?:of\\s+)?(?<month>${MONTH})(?<year>\\s+20\\d\\d)?(?!\\s*[\\d:])`,
  'g',
);
/** "june 1 to 31 august": a range whose start is said month first and its end day first. */
const MIXED_RANGE = new RegExp(
  `\\b(?<first>${MONTH}\\s+(?:[12]?\\d|3[01])(?:st|nd|rd|th)?)(?<to>${TO})(?<day>[12]?\\d|3[01])(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?<month>${MONTH})(?!\\s*[\\d:])`,
  'g',
);

/**
 * "from 1 to 12 Feb" is "from feb 1 to feb 12" (the days rising; not "from 1 to 12" before a date's day, "from 9
 * to 17 feb 3", nor beside an interval, where they may be hours); "from june 1 to 31 august" is "from june 1 to august 31": the dates of a running period said in
 * the forms chrono reads.
 */
function rewriteDayRanges(text: string): string {
  // beside an interval, "from 9 to 12 feb" may be hours
  const hours = /\b(?:hourly|hours?|hrs?|minutes?|mins?)\b/.test(text);
  return text
    .replace(DAYS_OF_MONTH, (m, ...rest) => {
      if (hours) return m;
      const g = rest[rest.length - 1] as Record<string, string | undefined>;
      const year = g.year ?? '';
      return Number(g.a) < Number(g.b) ? `from ${g.month} ${g.a}${year} to ${g.month} ${g.b}${year}` : m;
    })
    .replace(MIXED_RANGE, (_m, ...rest) => {
      const g = rest[rest.length - 1] as Record<string, string>;
      return `${g.first}${g.to}${g.month} ${g.day}`;
    });
}

/**
 * "01.12.2026", "24.12.": a date written with dots is day first wherever it is written (the dots are the European
 * habit, "1.12." is never January 12th), rewritten as "1 december 2026" so that chrono, which reads dots month first,
 * takes it as meant. Two dots are needed, so a clock ("6.00") or a decimal ("1.5 hours") is left as it is.
 */
const DOTTED_DATE = /(?<![\w.:/])(0?[1-9]|[12]\d|3[01])\.(0?[1-9]|1[0-2])\.(?:(\d{4}|\d{2})(?![\w.:])|(?=\s|$|[,;)]))/g;

export function rewriteDottedDates(text: string): string {
  if (!text.includes('.')) return text;
  return text.replace(DOTTED_DATE, (_m, day: string, month: string, year: string | undefined) => {
    const name = (MONTH_NAMES[Number(month)] as string).toLowerCase();
    const y = year === undefined ? '' : ` ${year.length === 2 ? `20${year}` : year}`;
    return `${Number(day)} ${name}${y}`;
  });
}
