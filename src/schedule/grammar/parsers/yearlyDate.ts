import { maxDaysInMonth } from '../../cron/calendar.js';
import { type RecurrenceParser, setDays, setMonths, unparseable } from '../draft.js';
import { MONTH, monthOf } from '../words.js';

const DAY_NUM = '(?:[12]?\\d|3[01])(?:st|nd|rd|th)?\\b';

/** A date every year: "every January 1st", "every year on July 4", "annually on the 4th of July", "every 1 Jan". */
export const yearlyDateParser: RecurrenceParser = {
  name: 'yearly-date',
  pattern: new RegExp(
    '\\b(?:(?:every|each)\\s+(?:year\\s+)?(?:on\\s+)?|(?:yearly|annually)\\s+(?:on\\s+)?|once\\s+a\\s+year\\s+on\\s+)' +
      `(?:the\\s+)?(?:(?<m1>${MONTH})\\s+(?:the\\s+)?(?<d1>${DAY_NUM})|(?<d2>${DAY_NUM})\\s+(?:of\\s+)?(?<m2>${MONTH}))`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const month = monthOf(g.m1 ?? g.m2 ?? '') as number;
    const day = Number.parseInt(g.d1 ?? g.d2 ?? '', 10);
    if (!(day >= 1 && day <= maxDaysInMonth(month))) {
      return unparseable(`"${m[0]}" is not a date: that month has no day ${day}.`, 'Check the day of the month.');
    }
    return (
      setDays(draft, { kind: 'month-days', days: [day] }, m[0]) ??
      setMonths(draft, { kind: 'months', months: [month] }, m[0])
    );
  },
};
