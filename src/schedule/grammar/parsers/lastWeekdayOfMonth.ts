import { type RecurrenceParser, setDays } from '../draft.js';
import { OF_EVERY_MONTH } from '../words.js';

/** "the last weekday of the month", "last business day of every month": Quartz `LW`. */
export const lastWeekdayOfMonthParser: RecurrenceParser = {
  name: 'last-weekday-of-month',
  gate: /last|final/,
  pattern: new RegExp(
    `\\b(?:(?:on|every|each)\\s+)?(?:the\\s+)?(?:last|final)\\s+(?:weekday|week\\s+day|working\\s+day|workday|business\\s+day|biz\\s+day)${OF_EVERY_MONTH}?\\b`,
    'g',
  ),
  apply(m, draft) {
    return setDays(draft, { kind: 'last-weekday-of-month' }, m[0]);
  },
};
