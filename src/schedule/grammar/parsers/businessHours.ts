import { type RecurrenceParser, setDays, unparseable } from '../draft.js';

/**
 * "During business hours", "office hours", "within working hours", "during the work day" (not "every working day",
 * which says the days only): 9 AM to 5 PM, Monday to Friday, a window that
 * ends at 5 PM itself as "from 9am to 5pm" does. Said as an assumption, since offices keep other hours too. Before
 * the window and day parsers, so the words are read once.
 */
export const businessHoursParser: RecurrenceParser = {
  name: 'business-hours',
  gate: /hours|day/,
  pattern:
    /\b(?:(?:during|within|in|over)\s+(?:the\s+)?)?(?:business|office|working|work)\s+hours\b|\b(?:during|within|over|throughout)\s+(?:the\s+)?(?:work|working|business)(?:\s+|-)?day\b/g,
  apply(m, draft) {
    if (draft.window) return unparseable('The phrase gives two time ranges.', 'Give one, e.g. "from 9am to 5pm".');
    draft.window = { from: { hour: 9, minute: 0 }, to: { hour: 17, minute: 0 } };
    draft.assumptions.push(`"${m[0].trim()}" read as 9:00 AM to 5:00 PM, Monday to Friday.`);
    return setDays(draft, { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, m[0].trim());
  },
};
