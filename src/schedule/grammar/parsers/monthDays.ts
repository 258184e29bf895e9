import type { MonthDay } from '../../intent.js';
import { type RecurrenceParser, setDays, unparseable } from '../draft.js';
import { MONTH, OF_EVERY_MONTH, ORDINAL_DAY } from '../words.js';

const OF_PERIOD = '\\s+of\\s+(?:(?:the|every|each)\\s+)?(?:month|quarter)\\b';
// "first" is the 1st only before "of the month" or "and last day" ("first Monday" is another parser's)
const ONE = `(?:${ORDINAL_DAY}|last\\s+day\\b|(?:end|first(?:\\s+day)?)(?=${OF_PERIOD})|first(?=\\s+and\\s+(?:the\\s+)?last\\s+day\\b))`;

/**
 * Days of the month: "on the 15th", "the 1st and 15th", "the 15th and the last day", "the last day of the month",
 * "every last day", "the 1st of every month". Also "day 15" (not "every day 7:05", a time after "every day") and
 * "the 15" when followed by "of".
 */
export const monthDaysParser: RecurrenceParser = {
  name: 'month-days',
  pattern: new RegExp(
    // not the day of a named date ("December 1st": a period's date, read later by chrono)
    `(?<!\\b${MONTH}\\s+)\\b(?:(?:on|every|each)\\s+)?(?:the\\s+)?(?<list>${ONE}(?:\\s*(?:,|and|&|\\+)\\s*(?:(?:on\\s+)?the\\s+)?${ONE})*)` +
      `(?:(?:\\s+day)?${OF_EVERY_MONTH})?\\b` +
      '|\\b(?:on\\s+)?(?:the\\s+)?(?:day\\s+(?<dayN>\\d{1,2})(?![:.]\\d|\\s*(?:[ap]\\.?m\\b|h\\b|hrs?\\b))|(?<theN>\\d{1,2})(?=\\s+of\\s+(?:the|every|each)\\s+month))' +
      `(?:${OF_EVERY_MONTH})?\\b`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const days: MonthDay[] = [];
    const items = g.list ? (g.list.match(/\d+|last\s+day|end|first/g) ?? []) : [g.dayN ?? g.theN ?? ''];
    for (const item of items) {
      if (item === 'end' || item.startsWith('last')) {
        if (!days.includes('last')) days.push('last');
        continue;
      }
      const d = item === 'first' ? 1 : Number(item);
      if (!(d >= 1 && d <= 31)) return unparseable(`There is no day ${item} in a month.`, 'Use a day from 1 to 31.');
      if (!days.includes(d)) days.push(d);
    }
    return setDays(draft, { kind: 'month-days', days }, m[0]);
  },
};
