import type { RecurrenceParser } from '../draft.js';
import { DAY, MONTH } from '../words.js';

/**
 * "every 15 mins but only on weekends", "hourly, but only between 9 and 5": "but only" narrows the schedule to the
 * days or hours said after it, which read as they would without it. Only before days, a range of hours (said with
 * "between", "from", or from a time with am or pm: "but only 6pm to midnight", or two bare hours, one of them on the 24-hour
 * clock: "but only 6 to 22" ("but only 6 to 8" is refused: which half of the day?), read as any range, but not a count: "but only 2 to 3 times"), business hours, or
 * the end of its running period ("but only till Dec 18"); anything else after it stays unread.
 */
export const butOnlyParser: RecurrenceParser = {
  name: 'but-only',
  gate: /but\s+only/,
  pattern: new RegExp(
    `\\bbut\\s+only(?=\\s+(?:on\\s+|every\\s+|the\\s+)?(?:${DAY}|week(?:day|end|night)s?\\b|(?:during|between|from|within|in)\\s+(?:\\d|(?:the\\s+)?(?:business|office|working|work)\\b)|(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s*[ap]m\\s*(?:-|to|until|till)\\s*(?:\\d|midnight\\b|noon\\b)|(?:(?:0\\d|1[3-9]|2[0-3])(?::[0-5]\\d)?\\s*(?:-|to|until|till)\\s*(?:[01]?\\d|2[0-4])(?::[0-5]\\d)?|(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?\\s*(?:-|to|until|till)\\s*(?:0\\d|1[3-9]|2[0-4])(?::[0-5]\\d)?)\\s*(?:[ap]m\\b)?(?!\\s*(?:[\\d:]|times\\b|x\\b|days?\\b|weeks?\\b|months?\\b|runs?\\b|%|minutes?\\b|mins?\\b|hours?\\b|hrs?\\b|people\\b))|(?:until|till|til|through|thru|up\\s+(?:to|until))\\s+(?:the\\s+end\\b|${MONTH}|\\d)))`,
    'g',
  ),
  apply() {
    return undefined;
  },
};
