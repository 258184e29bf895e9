import type { Weekday } from '../../intent.js';
import { type RecurrenceParser, setDays, unparseable } from '../draft.js';
import { COUNT, countOf, DAY, weekdayOf } from '../words.js';

const PLURAL_DAY = '(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)s';
const WORKING_DAYS = '(?:weekdays|week\\s+days|workdays|work\\s+days|working\\s+days|business\\s+days)';

/**
 * A count of days from now: "next 3 Fridays at 5pm", "the next 10 weekdays at 4pm", "for the next 20 business days"
 * (weekdays; holidays are not known), "the following 4 weekend days". The days are the day rule and their number is
 * the number of runs, counted from now (or from the start said): with one time a day the runs and the days are
 * the same count. With more times or an interval they are not, and `finish` refuses it. Not a list of days ("next
 * 3 Mondays and Fridays": how many of each?), nor "the next 3 days" (a length of time, the period parser's).
 */
export const nextDaysParser: RecurrenceParser = {
  name: 'next-days',
  gate: /next|following|coming/,
  pattern: new RegExp(
    `\\b(?:(?:for|over|during)\\s+)?(?:the\\s+)?(?:next|following|coming)\\s+(?<n>${COUNT})\\s+` +
      `(?:(?<day>${PLURAL_DAY})|(?<working>${WORKING_DAYS})|(?<weekend>weekend\\s+days))\\b` +
      `(?!\\s*(?:,|and|&|or|/|-|\\+|plus)\\s*(?:${DAY}|week))`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const said = m[0].trim();
    const n = countOf(g.n ?? '');
    if (!Number.isInteger(n) || n < 1) {
      return unparseable(`"${said}" is not a number of days.`, 'Say e.g. "the next 3 Fridays at 5pm".');
    }
    if (draft.maxOccurrences !== null && draft.maxOccurrences !== n) {
      return unparseable('The phrase gives two different numbers of runs.', 'Say it once, e.g. "10 times".');
    }
    draft.maxOccurrences = n;
    draft.countedDays = said;
    const days: Weekday[] = g.day ? [weekdayOf(g.day) ?? 2] : g.working ? [2, 3, 4, 5, 6] : [1, 7];
    draft.assumptions.push(`"${said}" read as the next ${n} runs on those days, from the first one to come.`);
    return setDays(draft, { kind: 'weekdays', days }, m[0]);
  },
};
