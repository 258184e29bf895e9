import { type RecurrenceParser, unparseable } from '../draft.js';

/**
 * "every year", "yearly", "annually" beside a month named elsewhere ("every year on the last Friday of November"):
 * the month field already repeats every year, so the words only need a month to be there.
 */
export const yearlyParser: RecurrenceParser = {
  name: 'yearly',
  gate: /year|annually/,
  pattern: /\b(?:(?:every|each|once\s+a)\s+year|yearly|annually)\b/g,
  apply(m, draft) {
    if (draft.months?.kind === 'months') return undefined;
    return unparseable(
      `"${m[0]}" needs a date or a month.`,
      'Say e.g. "every year on March 1 at 9am" or "every year on the last Friday of November at 9am".',
    );
  },
};
