import { inexpressible, type RecurrenceParser, setMonths } from '../draft.js';
import { COUNT, countOf } from '../words.js';

/** "monthly", "every month", "every 3 months", "every other month", "quarterly", "twice a year" is not here. */
export const monthlyParser: RecurrenceParser = {
  name: 'monthly',
  pattern: new RegExp(
    '\\b(?:(?<monthly>monthly|(?:every|each)\\s+month|once\\s+a\\s+month)' +
      '|(?<other>(?:every|each)\\s+(?:other|second)\\s+month|bi-?monthly)' +
      '|(?<quarterly>quarterly|(?:every|each)\\s+quarter)' +
      `|(?:every|each)\\s+(?<n>${COUNT})\\s+months?)\\b`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    draft.monthly = true;
    // "quarterly" means calendar quarters; "every 3 months" counts from the first run
    if (g.quarterly) return setMonths(draft, { kind: 'months', months: [1, 4, 7, 10] }, m[0]);
    const every = g.monthly ? 1 : g.other ? 2 : countOf(g.n ?? '');
    if (every === 1) return setMonths(draft, { kind: 'every-month' }, m[0]);
    if (!Number.isInteger(every) || every < 1 || 12 % every !== 0) {
      return inexpressible(
        `"${m[0]}" cannot be written as a CRON schedule: the month field repeats every year, and ${every} does not divide 12.`,
        'Use every 2, 3, 4 or 6 months, or name the months ("in January, May and September").',
      );
    }
    return setMonths(draft, { kind: 'every-n-months', every }, m[0]);
  },
};
