import type { Weekday } from '../../intent.js';
import { type RecurrenceParser, setDays, setMonths } from '../draft.js';
import { DAY, MONTH, monthOf, NTH, nthOf, OF_EVERY_MONTH, weekdayOf } from '../words.js';

/** "first Monday of every month", "every 3rd Friday", "the last Friday of the month", "second Tuesday in March". */
export const nthWeekdayParser: RecurrenceParser = {
  name: 'nth-weekday',
  pattern: new RegExp(
    `\\b(?:(?:on|every|each)\\s+)?(?:the\\s+)?(?<nth>${NTH})\\s+(?<day>${DAY})` +
      `(?:${OF_EVERY_MONTH}|\\s+(?:of|in)\\s+(?<month>${MONTH}))?`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const weekday = weekdayOf(g.day ?? '') as Weekday;
    const nth = nthOf(g.nth ?? '');
    const problem = setDays(
      draft,
      nth === 'last'
        ? { kind: 'last-weekday-in-month', weekday }
        : { kind: 'nth-weekday', weekday, nth: nth as 1 | 2 | 3 | 4 | 5 },
      m[0],
    );
    if (problem || !g.month) return problem;
    return setMonths(draft, { kind: 'months', months: [monthOf(g.month) as number] }, m[0]);
  },
};
