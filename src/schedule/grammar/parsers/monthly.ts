import { MONTH_NAMES } from '../../cron/calendar.js';
import type { DayRule } from '../../intent.js';
import { inexpressible, type RecurrenceParser, setDays, setMonths, unparseable } from '../draft.js';
import { markQuarterly, oneEachQuarter, quarterlyAfterMonths } from '../quarterMonths.js';
import { COUNT, countOf, MONTH } from '../words.js';
import { monthsIn } from './months.js';

const QUARTER_STARTS = [1, 4, 7, 10];
const QUARTER_ENDS = [3, 6, 9, 12];

/** A quarter's last day, last weekday or last Friday is in its last month; anything else counts from its first. */
function endsQuarter(days: DayRule | null): boolean | 'mixed' {
  if (days === null) return false;
  if (days.kind === 'last-weekday-of-month' || days.kind === 'last-weekday-in-month') return true;
  if (days.kind !== 'month-days' || !days.days.includes('last')) return false;
  return days.days.length === 1 ? true : 'mixed';
}

/** Every month said in so many words, beside "quarterly". */
const EVERY_MONTH_SAID = /\b(?:(?:every|each)\s+month|monthly|once\s+a\s+month)\b/;

/**
 * "monthly", "every month", "every 3 months", "every other month", "quarterly", "each quarter" (January, April,
 * July, October; the last day of each quarter is in March, June, September, December), "quarter end",
 * "month end" (the last day).
 */
export const monthlyParser: RecurrenceParser = {
  name: 'monthly',
  gate: /month|quarter/,
  pattern: new RegExp(
    '\\b(?:(?<monthEnd>(?:(?:every|each|the)\\s+)?month[-\\s]?end)' +
      '|(?<monthly>monthly|(?:every|each)\\s+month|once\\s+a\\s+month)' +
      '|(?<other>(?:every|each)\\s+(?:other|second)\\s+month)|(?<bi>bi-?monthly)' +
      '|(?<quarterEnd>(?:the\\s+)?end\\s+of\\s+(?:(?:the|each|every)\\s+)?quarter|(?:(?:every|each)\\s+)?quarter[-\\s]?end)' +
      '|(?<quarterly>quarterly|(?:every|each|of\\s+the|of)\\s+quarter)' +
      // "each quarter (jan apr jul oct)", "quarterly (feb, may, aug, nov)": which months, said in brackets after it
      `(?:\\s*\\(\\s*(?<quarterMonths>${MONTH}(?:(?:\\s*(?:,|/|and|&)\\s*|\\s+)${MONTH})*)\\s*\\))?` +
      `|(?:every|each)\\s+(?<n>${COUNT})\\s+months?)(?:\\b|(?<=\\)))`,
    'g',
  ),
  apply(m, draft, ctx) {
    const g = m.groups ?? {};
    draft.monthly = true;
    // people use it for both, and either reading fires on days the other does not
    if (g.bi) {
      return unparseable(
        `"${m[0]}" means every two months to some and twice a month to others.`,
        'Say which: "every other month on the 1st at 9am" or "on the 1st and 15th at 9am".',
      );
    }
    if (g.monthEnd) return setDays(draft, { kind: 'month-days', days: ['last'] }, m[0]);
    if (g.quarterEnd) {
      return (
        setDays(draft, { kind: 'month-days', days: ['last'] }, m[0]) ??
        setMonths(draft, { kind: 'months', months: QUARTER_ENDS }, m[0])
      );
    }
    // "quarterly" means calendar quarters; "every 3 months" counts from the first run
    if (g.quarterly) {
      // "quarterly fire drill: 1st tuesday of every month": which months?
      const monthly = EVERY_MONTH_SAID.exec(ctx.phrase.toLowerCase());
      if (monthly !== null) {
        return unparseable(
          `"${m[0].trim()}" and "${monthly[0]}" say different months.`,
          'Say one: "the 1st Tuesday of every month", or "the 1st Tuesday of January, April, July and October".',
        );
      }
      const ends = endsQuarter(draft.days);
      if (ends === 'mixed') {
        return unparseable(
          "A quarter's first days and its last day fall in different months.",
          'Schedule them separately, e.g. "the 1st of each quarter at 9am" and "the last day of each quarter at 9am".',
        );
      }
      // "first sunday of each quarter (jan apr jul oct)": the months in brackets say which, one in each quarter
      if (g.quarterMonths) {
        const named = monthsIn(g.quarterMonths);
        if (!oneEachQuarter(named)) {
          return unparseable(
            `"${m[0].trim()}" names months that are not one in each quarter.`,
            'Name the months alone, e.g. "the 1st Sunday of January, April, July and October".',
          );
        }
        const said = m[0].slice(0, m[0].indexOf('(')).trim();
        // "the last day of each quarter (jan apr jul oct)": a day counted in each quarter, in the calendar quarters'
        // other months; quarters of a year of its own, or a slip? ("quarterly (mar jun sep dec)" counts nothing)
        const other = ends ? QUARTER_STARTS : QUARTER_ENDS;
        if (!said.startsWith('quarterly') && named.every((n) => other.includes(n))) {
          return unparseable(
            `"${m[0].trim()}": a calendar quarter's ${ends ? 'last' : 'first'} days are in ${(ends ? QUARTER_ENDS : QUARTER_STARTS).map((n) => MONTH_NAMES[n]).join(', ')}, not the months in brackets.`,
            'Name the months alone, e.g. "the last day of March, June, September and December".',
          );
        }
        draft.assumptions.push(
          `"${said}" read as the months in brackets: ${named.map((n) => MONTH_NAMES[n]).join(', ')}.`,
        );
        return setMonths(draft, { kind: 'months', months: named }, m[0]);
      }
      // "1st tuesday of jan apr jul oct ... quarterly": the months named say which
      if (quarterlyAfterMonths(draft, m[0].trim())) return undefined;
      markQuarterly(draft, m[0].trim());
      return setMonths(draft, { kind: 'months', months: ends ? QUARTER_ENDS : QUARTER_STARTS }, m[0]);
    }
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
