import { type RecurrenceParser, unparseable } from '../draft.js';

const WORDS: Readonly<Record<string, number>> = { 'quarter past': 15, 'half past': 30, 'quarter to': 45 };

/**
 * The minute said before its step of hours: "at 17 past every hour", "at minute 5 past every 2nd hour", "at :30 past
 * every 6 hours", ":45 every other hour": that minute of each step. And "the top and bottom of the hour": every 30
 * minutes, on the hour and the half hour. Before the interval parser, which reads the step said first ("every 2
 * hours at :05").
 */
export const hourMinutesParser: RecurrenceParser = {
  name: 'hour-minutes',
  gate: /(?:every|each)\s+(?:\d{1,2}(?:st|nd|rd|th)?\s*|other\s+|second\s+)?h|top\s+and/,
  pattern: new RegExp(
    '(?:\\bat\\s+)?(?:(?:\\bthe\\s+)?\\bminute\\s+:?(?<m1>\\d{1,2})(?:\\s+(?:past|of))?|(?<!\\d):(?<m2>\\d{1,2})(?:\\s+past)?|\\b(?<m3>\\d{1,2})\\s+(?:minutes?\\s+)?past|\\b(?<words>quarter\\s+past|half\\s+past|quarter\\s+to))' +
      '\\s+(?:(?:of|the)\\s+)?(?:every|each)\\s+(?:(?<nth>\\d{1,2})(?:st|nd|rd|th)\\s+|(?<n>\\d{1,2})\\s*(?=h)|(?<other>other|second)\\s+)?(?<unit>hours?|hrs?|h)\\b' +
      '|\\b(?:(?:at|on)\\s+)?(?:the\\s+)?(?<topBottom>top\\s+and\\s+(?:the\\s+)?bottom\\s+of\\s+(?:the|every|each)\\s+hour)\\b',
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    if (draft.interval !== null) {
      return unparseable('The phrase gives two intervals.', 'Say one, e.g. "every 15 minutes".');
    }
    if (g.topBottom) {
      draft.interval = { unit: 'minute', every: 30, atMinute: 0 };
      draft.assumptions.push(`"${m[0].trim()}" read as every 30 minutes, on the hour and the half hour.`);
      return undefined;
    }
    const minute = g.words ? (WORDS[g.words.replace(/\s+/g, ' ')] ?? 0) : Number(g.m1 ?? g.m2 ?? g.m3);
    if (minute > 59) return unparseable(`"${m[0].trim()}" names a minute past 59.`, 'Use 0 to 59, e.g. ":20".');
    const every = g.nth ? Number(g.nth) : g.n ? Number(g.n) : g.other ? 2 : 1;
    if (every < 1 || (g.nth !== undefined && every < 2) || (every === 1 && /s$/.test(g.unit ?? ''))) {
      return unparseable(`"${m[0].trim()}" is not an interval.`, 'Say e.g. "at 5 past every 2 hours".');
    }
    if (every > 23) {
      return unparseable(`"${m[0].trim()}" is longer than a day.`, 'Use a daily time, e.g. "every day at 9:05am".');
    }
    draft.interval = { unit: 'hour', every, atMinute: minute };
    return undefined;
  },
};
