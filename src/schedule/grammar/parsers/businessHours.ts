import { type RecurrenceParser, setDays, unparseable } from '../draft.js';

/**
 * "During business hours", "office hours", "within working hours", "during the work day" (not "every working day",
 * which says the days only): 9 AM to 5 PM, Monday to Friday, a window that
 * ends at 5 PM itself as "from 9am to 5pm" does. Said as an assumption, since offices keep other hours too. Before
 * the window and day parsers, so the words are read once.
 */
/**
 * The hours said right after the words, as the office's own ("during business hours 8-6", "in office hours
 * (8:30-17:30)", "business hours, 9am to 5pm"): those hours are the window, read by the window parser after this
 * one; the words still say Monday to Friday. Hours said before the words ("during 8-6 business hours") or apart
 * from them ("from 8 to 6 during business hours") stay two ranges.
 */
const CLOCK = '\\d{1,2}(?::[0-5]\\d)?\\s*(?:[ap]\\.?m\\.?)?';
const OWN_HOURS = `(?:(?=\\s*,?\\s*\\(?\\s*(?:(?:of|from|are|is)\\s+)?${CLOCK}\\s*(?:-|–|to|until|till)\\s*${CLOCK}(?![\\d:]))(?<own>)|)`;

export const businessHoursParser: RecurrenceParser = {
  name: 'business-hours',
  gate: /hours|day/,
  pattern: new RegExp(
    `\\b(?:(?:during|within|in|over)\\s+(?:the\\s+)?)?(?:business|office|working|work)\\s+hours\\b${OWN_HOURS}|\\b(?:during|within|over|throughout)\\s+(?:the\\s+)?(?:work|working|business)(?:\\s+|-)?day\\b`,
    'g',
  ),
  apply(m, draft) {
    if (m.groups?.own !== undefined) {
      draft.assumptions.push(`"${m[0].trim()}" read as Monday to Friday, at the hours said after it.`);
      return setDays(draft, { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, m[0].trim());
    }
    if (draft.window) return unparseable('The phrase gives two time ranges.', 'Give one, e.g. "from 9am to 5pm".');
    draft.window = { from: { hour: 9, minute: 0 }, to: { hour: 17, minute: 0 } };
    draft.assumptions.push(`"${m[0].trim()}" read as 9:00 AM to 5:00 PM, Monday to Friday.`);
    return setDays(draft, { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, m[0].trim());
  },
};
