import type { MonthDay } from '../../intent.js';
import { type RecurrenceParser, setDays, unparseable } from '../draft.js';
import { DAY, MONTH, OF_EVERY_MONTH, ORDINAL_DAY } from '../words.js';

const OF_PERIOD = '\\s+of\\s+(?:(?:the|every|each)\\s+)?(?:month|quarter)\\b';
// "first" is the 1st only before "of the month" or "and last day", or as "first day" right after "every quarter" or
// "monthly" ("first Monday" is another parser's); "1st day" right after "every month" is the 1st
const ONE = `(?:(?<=\\b(?:month|monthly)\\s*,?\\s*(?:on\\s+)?(?:the\\s+)?)${ORDINAL_DAY}\\s+day\\b(?!\\s+of\\b)|${ORDINAL_DAY}|last\\s+(?:calendar\\s+)?day\\b|(?:end|start|beginning|first(?:\\s+day)?)(?=${OF_PERIOD})|first(?=\\s+and\\s+(?:the\\s+)?last\\s+day\\b)|(?<=\\b(?:quarter|quarterly|month|monthly)\\s*,?\\s*(?:on\\s+)?(?:the\\s+)?)(?:first|last)\\s+day\\b)`;

/** Days of the month in words, "first" to "thirty-first", read only in a list of them ("first and fifteenth"). */
export const DAY_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
const TENS_WORDS = [
  ['twenty', 20],
  ['thirty', 30],
] as const;
function dayWordOf(word: string): number {
  const at = DAY_WORDS.indexOf(word);
  if (at >= 0) return at + 1;
  if (word === 'thirtieth') return 30;
  for (const [tens, n] of TENS_WORDS) {
    const m = new RegExp(`^${tens}[-\\s]?(\\w+)$`).exec(word);
    if (m) {
      const unit = DAY_WORDS.indexOf(m[1] ?? '');
      if (unit >= 0 && unit < 9) return n + unit + 1;
    }
  }
  return Number.NaN;
}
const WORD_DAY = `(?:(?:twenty|thirty)[-\\s]?(?:${DAY_WORDS.slice(0, 9).join('|')})|thirtieth|${DAY_WORDS.join('|')})`;
// not "first and third Monday" or "second and fourth business day" (the nth weekday, another parser's)
const WORD_LIST =
  `(?<words>${WORD_DAY}(?:\\s*(?:,|and|&|\\+)\\s*(?:the\\s+)?${WORD_DAY})+)` +
  `(?!\\s+(?:${DAY}|weeks?|weekdays?|business|working|work|biz|days?(?!\\s+of\\b)))`;

/**
 * Days of the month: "on the 15th", "the start of each month" (the 1st), "the 1st and 15th", "the 15th and the last day", "the last day of the month",
 * "every last day", "the 1st of every month". Also "day 15" (not "every day 7:05", a time after "every day") and
 * "the 15" when followed by "of". Days in words are read in a list of them: "first and fifteenth".
 */
export const monthDaysParser: RecurrenceParser = {
  name: 'month-days',
  gate: /\d(?:st|nd|rd|th)|last\s+(?:calendar\s+)?day|month|quarter|day\s+\d|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|teenth|tieth|twenty|thirty/,
  pattern: new RegExp(
    // not the day of a named date ("December 1st": a period's date, read later by chrono)
    `\\b(?<!\\b${MONTH}\\s+)(?:(?:on|every|each)\\s+)?(?:the\\s+)?(?<list>${ONE}(?:\\s*(?:,|and|&|\\+)\\s*(?:(?:on\\s+)?the\\s+)?${ONE})*)` +
      `(?:(?:\\s+day)?${OF_EVERY_MONTH})?\\b` +
      // (not "every day 27 nov": the day of a date after "every day")
      `|\\b(?:on\\s+)?(?:the\\s+)?(?:day\\s+(?<dayN>\\d{1,2})(?![:.]\\d|\\s*(?:[ap]\\.?m\\b|h\\b|hrs?\\b)|\\s*(?:of\\s+)?${MONTH})|(?<theN>\\d{1,2})(?=\\s+of\\s+(?:the|every|each)\\s+month))` +
      `(?:${OF_EVERY_MONTH})?\\b` +
      `|\\b(?:(?:on|every|each)\\s+)?(?:the\\s+)?${WORD_LIST}(?:(?:\\s+days?)?${OF_EVERY_MONTH})?\\b`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const days: MonthDay[] = [];
    if (g.words) {
      const days = g.words.split(/\s*(?:,|\band\b|&|\+)\s*(?:the\s+)?/).map((w) => dayWordOf(w.trim()));
      if (days.some((d) => Number.isNaN(d)))
        return unparseable(`I could not read "${g.words}".`, 'Say e.g. "the 1st and 15th".');
      return setDays(draft, { kind: 'month-days', days: [...new Set(days)] }, m[0]);
    }
    const items = g.list
      ? (g.list.match(/\d+|last\s+(?:calendar\s+)?day|end|first|start|beginning/g) ?? [])
      : [g.dayN ?? g.theN ?? ''];
    for (const item of items) {
      if (item === 'end' || item.startsWith('last')) {
        if (!days.includes('last')) days.push('last');
        continue;
      }
      const d = item === 'first' || item === 'start' || item === 'beginning' ? 1 : Number(item);
      if (!(d >= 1 && d <= 31)) return unparseable(`There is no day ${item} in a month.`, 'Use a day from 1 to 31.');
      if (!days.includes(d)) days.push(d);
    }
    return setDays(draft, { kind: 'month-days', days }, m[0]);
  },
};
