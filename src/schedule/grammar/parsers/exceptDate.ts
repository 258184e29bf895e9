import { MONTH_NAMES } from '../../cron/calendar.js';
import { type RecurrenceParser, unparseable } from '../draft.js';
import { HOLIDAY, holidayDate } from '../holidays.js';
import { MONTH, monthOf } from '../words.js';

const DAY_NUMBER = '(?:[12]?\\d|3[01])(?:st|nd|rd|th)?\\b';
/** One date of the year: "christmas", "dec 25", "25th of december", "the 1st of january". */
const DATE = `(?:the\\s+)?(?:${HOLIDAY}|${MONTH}\\s+${DAY_NUMBER}|${DAY_NUMBER}\\s+(?:of\\s+)?${MONTH})`;
const ITEM = new RegExp(
  `(?<holiday>${HOLIDAY})|(?<month>${MONTH})\\s+(?<day>\\d+)|(?<day2>\\d+)(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?<month2>${MONTH})`,
  'g',
);
const DAYS_IN = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Dates of the year taken out: "except Christmas", "except on Dec 25", "but not on the 1st of January", "except
 * Christmas and New Year's Day", "skip christmas day". Kept on the draft; the rules that leave them out are made when the phrase is
 * finished (rules.ts). Before the other "except" parsers and the month parser, which would read "the 1st" or "of
 * January" on their own.
 */
export const exceptDateParser: RecurrenceParser = {
  name: 'except-date',
  gate: /except|but|excluding|not|apart|other|skip/,
  pattern: new RegExp(
    `\\b(?:except(?:\\s+for)?|but\\s+not|excluding|not|apart\\s+from|other\\s+than|skip(?:ping)?)\\s+(?:on\\s+)?${DATE}(?:\\s*(?:,|and|&|or)\\s*(?:(?:except|not)\\s+)?(?:on\\s+)?${DATE})*(?![\\w:])`,
    'g',
  ),
  apply(m, draft) {
    const said = m[0].trim();
    if (draft.exceptDates) {
      return unparseable('The phrase has two "except" parts.', 'Say what to leave out once, e.g. "except Christmas".');
    }
    const dates: { month: number; day: number }[] = [];
    ITEM.lastIndex = 0;
    for (let g = ITEM.exec(said)?.groups; g; g = ITEM.exec(said)?.groups) {
      const holiday = g.holiday ? holidayDate(g.holiday) : undefined;
      const month = holiday?.month ?? monthOf(g.month ?? g.month2 ?? '') ?? 0;
      const day = holiday?.day ?? Number(g.day ?? g.day2);
      if (day < 1 || day > (DAYS_IN[month] ?? 0)) {
        return unparseable(`${MONTH_NAMES[month]} has no day ${day}.`, 'Check the date, e.g. "except Dec 25".');
      }
      if (!dates.some((d) => d.month === month && d.day === day)) dates.push({ month, day });
    }
    draft.exceptDates = { dates, said };
    return undefined;
  },
};
