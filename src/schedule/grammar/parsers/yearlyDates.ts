import { MONTH_NAMES, maxDaysInMonth } from '../../cron/calendar.js';
import { type RecurrenceParser, setDays, setMonths, unparseable } from '../draft.js';
import { MONTH, monthOf } from '../words.js';

/** A day of a date: not a clock time ("jan 1 9am" is not "jan 19"), not followed by a year (one date, not yearly). */
const DAY_NUM = '(?:[12]?\\d|3[01])(?:st|nd|rd|th)?\\b(?![:.]\\d|\\s*[ap]\\.?m\\b|\\s*,?\\s*\\d{4})';
const DATE = `(?:${MONTH}\\s+(?:the\\s+)?${DAY_NUM}|${DAY_NUM}\\s+(?:of\\s+)?${MONTH})`;
const DATES = `(?<dates>${DATE}(?:\\s*(?:,|and|&|\\+)\\s*(?:(?:on\\s+)?the\\s+)?${DATE})+)`;
const TIMES_A_YEAR =
  '(?<times>twice|thrice|two\\s+times|three\\s+times|four\\s+times|[234]\\s*(?:times|x))\\s+(?:a|per|each|every)\\s+year';
const YEARLY = `(?:${TIMES_A_YEAR}|(?:every|each)\\s+year|yearly|annually)`;
const ITEM = new RegExp(
  `(?<m1>${MONTH})\\s+(?:the\\s+)?(?<d1>\\d+)|(?<d2>\\d+)(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?<m2>${MONTH})`,
  'g',
);
const COUNTS: Readonly<Record<string, number>> = { twice: 2, thrice: 3, two: 2, three: 3, four: 4 };

/**
 * Several dates every year: "twice a year, Jan 1 and Jul 1", "every Jan 1 and Jul 1", "Mar 15 and Sep 15 yearly".
 * A list of dates with a word of frequency repeats each year (a list without one stays dates of one year, refused
 * by the date reader). One task holds them when they share the day ("the 1st of January and July") or the month;
 * other dates are refused with the rules to say instead. "Twice a year" must name two dates. Before the count
 * parser ("3 times" alone is a number of runs) and the one-date parser.
 */
export const yearlyDatesParser: RecurrenceParser = {
  name: 'yearly-dates',
  // a word of frequency, and a second date (a day's number or a month's name) after a joining word
  gate: /^(?=[\s\S]*(?:every|each|year|annually))[\s\S]*?(?:,|and|&|\+)\s*(?:(?:on\s+)?the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/,
  pattern: new RegExp(
    `\\b(?:${YEARLY}|every|each)\\s*[,:]?\\s*(?:on\\s+)?(?:the\\s+)?${DATES}` +
      `|\\b(?:on\\s+)?(?:the\\s+)?${DATES.replace('<dates>', '<dates2>')}\\s*,?\\s*${YEARLY.replace('<times>', '<times2>')}`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const said = m[0].trim();
    const dates: { month: number; day: number }[] = [];
    const list = g.dates ?? g.dates2 ?? '';
    ITEM.lastIndex = 0;
    for (let x = ITEM.exec(list)?.groups; x; x = ITEM.exec(list)?.groups) {
      const month = monthOf(x.m1 ?? x.m2 ?? '') ?? 0;
      const day = Number.parseInt(x.d1 ?? x.d2 ?? '', 10);
      if (!(day >= 1 && day <= maxDaysInMonth(month))) {
        return unparseable(`${MONTH_NAMES[month]} has no day ${day}.`, 'Check the date, e.g. "every Jan 1 and Jul 1".');
      }
      if (!dates.some((d) => d.month === month && d.day === day)) dates.push({ month, day });
    }
    const times = g.times ?? g.times2;
    if (times) {
      const n = COUNTS[times.split(/\s/)[0] ?? ''] ?? Number.parseInt(times, 10);
      if (n !== dates.length) {
        return unparseable(
          `"${times} a year" is ${n} runs a year, but the phrase names ${dates.length} dates.`,
          'Name one date for each run, e.g. "twice a year, Jan 1 and Jul 1 at 9am".',
        );
      }
    }
    const days = [...new Set(dates.map((d) => d.day))].sort((a, b) => a - b);
    const months = [...new Set(dates.map((d) => d.month))].sort((a, b) => a - b);
    if (days.length > 1 && months.length > 1) {
      return unparseable(
        `"${said}" names dates on different days of different months: each takes a rule of its own.`,
        'Say each date with its time, e.g. "every 1st of January at 9am and every 15th of July at 9am".',
      );
    }
    return setDays(draft, { kind: 'month-days', days }, said) ?? setMonths(draft, { kind: 'months', months }, said);
  },
};
