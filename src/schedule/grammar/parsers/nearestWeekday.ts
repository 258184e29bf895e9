import { inexpressible, type RecurrenceParser, setDays, unparseable } from '../draft.js';
import { OF_EVERY_MONTH } from '../words.js';

/** "the weekday nearest the 15th": Quartz `15W` (never crossing into another month). */
export const nearestWeekdayParser: RecurrenceParser = {
  name: 'nearest-weekday',
  pattern: new RegExp(
    '\\b(?:(?:on|every|each)\\s+)?(?:the\\s+)?(?:weekday|week\\s+day|working\\s+day|workday|business\\s+day)\\s+' +
      `(?:nearest|closest)\\s+(?:to\\s+)?(?:the\\s+)?(?<day>\\d{1,2})(?:st|nd|rd|th)?\\b${OF_EVERY_MONTH}?\\b`,
    'g',
  ),
  apply(m, draft) {
    const day = Number(m.groups?.day);
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
