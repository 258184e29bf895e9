import { inexpressible, type RecurrenceParser, setDays, unparseable } from '../draft.js';
import { OF_EVERY_MONTH } from '../words.js';

const WORKDAY = '(?:weekday|week\\s+day|working\\s+day|workday|business\\s+day)';

/**
 * "the weekday nearest the 15th", "the nearest weekday to the 15th": Quartz `15W` (never crossing into another month). "The first weekday (business
 * day) of the month" is `1W`: the 1st, or the Monday after when the 1st is a Saturday or a Sunday.
 */
export const nearestWeekdayParser: RecurrenceParser = {
  name: 'nearest-weekday',
  gate: /nearest|closest|first|1st/,
  pattern: new RegExp(
    `\\b(?:(?:on|every|each)\\s+)?(?:the\\s+)?(?:${WORKDAY}\\s+` +
      `(?:nearest|closest)\\s+(?:to\\s+)?(?:the\\s+)?(?<day>\\d{1,2})(?:st|nd|rd|th)?\\b|(?<first>first|1st)\\s+${WORKDAY}\\b` +
      // "the nearest weekday to the 15th"
      `|(?:nearest|closest)\\s+${WORKDAY}\\s+(?:to\\s+)?(?:the\\s+)?(?<day2>\\d{1,2})(?:st|nd|rd|th)?\\b)${OF_EVERY_MONTH}?\\b`,
    'g',
  ),
  apply(m, draft) {
    const day = m.groups?.first ? 1 : Number(m.groups?.day ?? m.groups?.day2);
    if (day < 1 || day > 31) return unparseable(`There is no day ${day} in a month.`, 'Use a day from 1 to 31.');
    if (day > 28) {
      return inexpressible(
        `The weekday nearest the ${day}th has no reliable CRON form: in months without that day the service's W rule behaves erratically.`,
        'Use "the last weekday of the month", or a day up to the 28th.',
      );
    }
    return setDays(draft, { kind: 'nearest-weekday', day }, m[0]);
  },
};
