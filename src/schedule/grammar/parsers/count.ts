import { type RecurrenceParser, unparseable } from '../draft.js';
import { COUNT, countOf } from '../words.js';

/** "10 times", "for 5 runs", "up to 3 occurrences": the service's maxOccurrences. */
export const countParser: RecurrenceParser = {
  name: 'count',
  pattern: new RegExp(
    `\\b(?:(?:for|up\\s+to|at\\s+most|max(?:imum)?(?:\\s+of)?)\\s+)?(?<n>${COUNT})\\s+(?:times|runs|occurrences|executions)\\b(?<per>\\s+(?:a|an|per|each|every)\\s+(?:day|week|hour|month)|\\s+(?:daily|weekly|hourly|monthly))?(?:\\s+only\\b)?`,
    'g',
  ),
  apply(m, draft) {
    const n = countOf(m.groups?.n ?? '');
    if (m.groups?.per) {
      return unparseable(
        `"${m[0].trim()}" is a frequency, not a number of runs.`,
        'Give the times instead, e.g. "daily at 9am and 5pm"; "10 times" on its own limits the total runs.',
      );
    }
    if (!Number.isInteger(n) || n < 1) {
      return unparseable(`"${m[0]}" is not a number of runs.`, 'Say how many runs, e.g. "10 times".');
    }
    if (draft.maxOccurrences !== null && draft.maxOccurrences !== n) {
      return unparseable('The phrase gives two different numbers of runs.', 'Say it once, e.g. "10 times".');
    }
    draft.maxOccurrences = n;
    return undefined;
  },
};
