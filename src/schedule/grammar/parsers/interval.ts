import { inexpressible, type RecurrenceParser, unparseable } from '../draft.js';
import { COUNT, countOf } from '../words.js';

/**
 * Intervals: "every 15 minutes", "every 2 hours", "hourly", "every hour at :20", "every half hour",
 * "every minute". Whether the step divides the hour or the day is the compiler's question.
 */
export const intervalParser: RecurrenceParser = {
  name: 'interval',
  pattern: new RegExp(
    '\\b(?:' +
      `(?:every|each)\\s+(?:(?<n>${COUNT})\\s+)?(?<unit>minutes?|mins?|hours?|hrs?)` +
      '|(?<hourly>hourly)' +
      '|(?:every|each)\\s+(?<half>half|quarter)(?:\\s+|-)(?:an\\s+)?hour' +
      '|(?<halfHourly>half-?hourly)' +
      '|(?:every|each)\\s+(?:other|second)\\s+(?<otherUnit>hour|minute)' +
      ')\\b' +
      '(?:\\s+(?:at|on)\\s+(?::(?<past>\\d{1,2})\\b|(?<past2>\\d{1,2})\\s+(?:minutes?\\s+)?past(?:\\s+the\\s+hour)?)|\\s+(?:at\\s+)?(?<past3>\\d{1,2})\\s+(?:minutes?\\s+)?past(?:\\s+the\\s+hour)?)?',
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    let unit: 'minute' | 'hour';
    let every: number;
    if (g.hourly) {
      unit = 'hour';
      every = 1;
    } else if (g.half) {
      unit = 'minute';
      every = g.half === 'half' ? 30 : 15;
    } else if (g.otherUnit) {
      unit = g.otherUnit === 'hour' ? 'hour' : 'minute';
      every = 2;
    } else if (g.halfHourly) {
      unit = 'minute';
      every = 30;
    } else {
      unit = (g.unit ?? '').startsWith('m') ? 'minute' : 'hour';
      every = g.n ? countOf(g.n) : 1;
    }
    if (!Number.isInteger(every) || every < 1) {
      return unparseable(`"${m[0]}" is not an interval.`, 'Say e.g. "every 15 minutes" or "every 2 hours".');
    }
    if (unit === 'minute' && every % 60 === 0) {
      unit = 'hour';
      every /= 60;
    }
    if ((unit === 'minute' && every > 59) || (unit === 'hour' && every > 23)) {
      return inexpressible(
        `"${m[0]}" is longer than CRON's ${unit === 'minute' ? 'hour' : 'day'} and does not divide it.`,
        unit === 'minute' ? 'Use whole hours, e.g. "every 2 hours".' : 'Use a daily time, e.g. "every day at 9am".',
      );
    }
    const pastText = g.past ?? g.past2 ?? g.past3;
    const atMinute = pastText === undefined ? 0 : Number(pastText);
    if (atMinute > 59) return unparseable(`":${pastText}" is not a minute of the hour.`, 'Use 0 to 59, e.g. ":20".');
    if (pastText !== undefined && unit === 'minute') {
      return unparseable(
        `"${m[0]}" gives a minute past the hour to a minute interval.`,
        'Say "every hour at :20", or "every 15 minutes".',
      );
    }
    if (draft.interval) return unparseable('The phrase gives two intervals.', 'Say one, e.g. "every 15 minutes".');
    draft.interval = { unit, every, atMinute };
    return undefined;
  },
};
