import { type RecurrenceParser, unparseable } from '../draft.js';

/** "M/F": Monday and Friday, or Monday to Friday as "M-F" says? Refused with both readings. */
export const mondayOrFridayParser: RecurrenceParser = {
  name: 'monday-or-friday',
  gate: /m\s*\/\s*f/,
  pattern: /(?<![\w/])m\s*\/\s*f(?![\w/])/g,
  apply(m) {
    return unparseable(
      `"${m[0].toUpperCase()}" could be Monday and Friday, or Monday to Friday.`,
      'Say "Mondays and Fridays" or "weekdays" ("Mon-Fri").',
    );
  },
};
