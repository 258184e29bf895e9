import { type RecurrenceParser, setDays, unparseable } from '../draft.js';

const NOTE = 'Twice a month read as the 1st and the 15th; name the days to choose others ("on the 5th and 20th").';

/**
 * "semi-monthly", "twice a month", "2x/month": the 1st and 15th unless two days of the month are named ("the 15th and
 * the last day" among them).
 */
export const semiMonthlyParser: RecurrenceParser = {
  name: 'semi-monthly',
  gate: /semi|twice|2\s*x|2 times|two times/,
  pattern:
    /\b(?:semi-?\s?monthly|(?:twice|2\s*x|2\s+times|two\s+times)\s*(?:\/\s*|(?:a|per|each|every)\s+)month|(?:twice|2x)\s+monthly)\b/g,
  apply(m, draft) {
    const days = draft.days;
    if (days === null) {
      draft.assumptions.push(NOTE);
      return setDays(draft, { kind: 'month-days', days: [1, 15] }, m[0]);
    }
    if (days.kind === 'month-days' && days.days.length === 2) return undefined;
    return unparseable(
      `"${m[0]}" needs two days of the month.`,
      'Say e.g. "twice a month on the 1st and 15th at 9am", or leave the days out for the 1st and 15th.',
    );
  },
};
