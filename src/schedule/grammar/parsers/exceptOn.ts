import { type RecurrenceParser, unparseable } from '../draft.js';
import { ORDINAL_DAY, plainTimeOf as timeOf } from '../words.js';

const EXCEPT =
  '\\b(?:except(?:\\s+for)?|but\\s+not|excluding|not|apart\\s+from|other\\s+than)\\s+(?:on\\s+|at\\s+)?(?:the\\s+)?';
const AND = '\\s*(?:,|and|&|or)\\s*(?:on\\s+|at\\s+)?(?:the\\s+)?';
/** A time that can only be a time: with am/pm or minutes, or noon and midnight. */
const TIME = '(?:noon|midday|midnight|(?:[01]?\\d|2[0-3]):[0-5]\\d(?:\\s*[ap]m)?|(?:0?[1-9]|1[0-2])\\s*[ap]m)';

/**
 * Exceptions that are not days of the week: "daily at 9am except on the 1st" (days of the month taken out) and
 * "every hour from 9am to 5pm except noon" (times taken out). Before the month-day parser, which would read "the
 * 1st" as the days to run on.
 */
export const exceptOnParser: RecurrenceParser = {
  name: 'except-on',
  gate: /except|but|excluding|not|apart|other/,
  pattern: new RegExp(
    `${EXCEPT}(?:(?<days>${ORDINAL_DAY}(?:${AND}${ORDINAL_DAY})*)(?:\\s+(?:of\\s+)?(?:the|every|each)\\s+month)?|(?<times>${TIME}(?:${AND}${TIME})*))(?![\\w:])`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    if (draft.exceptMonthDays || draft.exceptTimes) {
      return unparseable('The phrase has two "except" parts.', 'Say what to leave out once, e.g. "except on the 1st".');
    }
    if (g.days) draft.exceptMonthDays = (g.days.match(/\d+/g) ?? []).map(Number);
    else draft.exceptTimes = (g.times?.match(new RegExp(TIME, 'g')) ?? []).map(timeOf);
    return undefined;
  },
};
