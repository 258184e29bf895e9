import { type RecurrenceParser, unparseable } from '../draft.js';
import { DAY, MONTH } from '../words.js';

/**
 * "every 15 mins but only on weekends", "hourly, but only between 9 and 5": "but only" narrows the schedule to the
 * days or hours said after it, which read as they would without it. Only before days, a range of hours (said with
 * "between", "from", or from a time with am or pm: "but only 6pm to midnight", or two bare hours: "but only 6 to 22", "but only
 * 9-5" (a working day), read as any range; "but only 6 to 8", rising within one half of the day, is refused, but not a count: "but only 2 to 3 times"), business hours, or
 * the end of its running period ("but only till Dec 18"); anything else after it stays unread.
 */
export const butOnlyParser: RecurrenceParser = {
  name: 'but-only',
  gate: /but\s+only/,
  pattern: new RegExp(
    `\\bbut\\s+only(?=\\s+(?:on\\s+|every\\s+|the\\s+)?(?:${DAY}|week(?:day|end|night)s?\\b|(?:during|between|from|within|in)\\s+(?:\\d|(?:the\\s+)?(?:business|office|working|work)\\b)|(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s*[ap]m\\s*(?:-|to|until|till)\\s*(?:\\d|midnight\\b|noon\\b)|(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?\\s*(?:-|to|until|till)\\s*(?:[01]?\\d|2[0-4])(?::[0-5]\\d)?\\s*(?:[ap]m\\b)?(?!\\s*(?:[\\d:]|times\\b|x\\b|days?\\b|weeks?\\b|months?\\b|runs?\\b|%|minutes?\\b|mins?\\b|hours?\\b|hrs?\\b|people\\b))|(?:until|till|til|through|thru|up\\s+(?:to|until))\\s+(?:the\\s+end\\b|${MONTH}|\\d)))`,
    'g',
  ),
  apply(m) {
    // "but only 6 to 8": two bare hours rising within one half of the day (which one?); "9-5" reads as a working day
    const range = /^\s*(\d{1,2})\s*(?:-|to|until|till)\s*(\d{1,2})(?![\d:]|\s*[ap]m)/.exec(
      m.input.slice(m.index + m[0].length),
    );
    if (range !== null && !/^0/.test(range[1] as string) && !/^0/.test(range[2] as string)) {
      const [a, b] = [Number(range[1]), Number(range[2])];
      if (a >= 1 && b <= 12 && a < b) {
        return unparseable(
          `"but only ${range[0].trim()}" could be in the morning or the evening.`,
          `Say which, e.g. "${a}am to ${b}am" or "${a}pm to ${b}pm".`,
        );
      }
    }
    return undefined;
  },
};
