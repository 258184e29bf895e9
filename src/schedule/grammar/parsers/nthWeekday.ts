import { MONTH_NAMES } from '../../cron/calendar.js';
import type { DayRule, Weekday } from '../../intent.js';
import { type RecurrenceParser, setDays, setMonths, unparseable } from '../draft.js';
import { DAY, MONTH, monthOf, NO_DAY_AFTER, NTH, nthOf, OF_EVERY_MONTH, WEEKDAY_NAME, weekdayOf } from '../words.js';
import { monthsIn } from './months.js';

/** Between the months of a list ("in January, April, July and October", "of March and October", "March-May"). */
const MONTH_SEP = '\\s*(?:/|,\\s*(?:and\\s+|&\\s*)?|and|&|\\+|-|–|through|thru)\\s*';

/**
 * "first Monday of every month", "every 3rd Friday", "the 1st and 3rd Monday", "the last Friday of the month",
 * "second Tuesday in March", a list of months ("the 1st Monday in January, April, July, October", "last Sunday of March
 * and October", "of mar jun sep dec" without commas; a month with a number after it is a date's, not the list's).
 */
export const nthWeekdayParser: RecurrenceParser = {
  name: 'nth-weekday',
  gate: /first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th/,
  pattern: new RegExp(
    `\\b(?:(?:on|every|each)\\s+)?(?:the\\s+)?(?<nth>${NTH}(?:\\s*(?:,|and|&)\\s*(?:the\\s+)?${NTH})*)\\s+(?<day>${DAY})` +
      // "first monday of the month apr-nov": a range of months right after "of the month", no day after it
      `(?:${OF_EVERY_MONTH}(?:\\s+(?<range>${MONTH}\\s*(?:-|–|through|thru|to|till|until)\\s*${MONTH})${NO_DAY_AFTER}(?!\\s*[-–/]))?|\\s+(?:of|in)\\s+(?<month>${MONTH}(?:(?:${MONTH_SEP}|\\s+)${MONTH}${NO_DAY_AFTER})*))?`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const weekday = weekdayOf(g.day ?? '') as Weekday;
    const positions = (g.nth ?? '').match(/first|second|third|fourth|fifth|last|\d(?:st|nd|rd|th)/g) ?? [];
    const nths = [...new Set(positions.map(nthOf))];
    let rule: DayRule;
    if (nths.includes('last')) {
      // numbered ones beside the last are split into two rules before (splitNthAndLast); a list the split did not
      // reach ("the last and 2nd Friday") is refused
      if (nths.length > 1) {
        return unparseable(
          `"${m[0]}" mixes the last ${g.day} with numbered ones.`,
          'Schedule them separately, e.g. "the first Friday" and "the last Friday".',
        );
      }
      rule = { kind: 'last-weekday-in-month', weekday };
    } else {
      rule = { kind: 'nth-weekday', weekday, nths: (nths as (1 | 2 | 3 | 4 | 5)[]).sort((a, b) => a - b) };
    }
    const problem = setDays(draft, rule, m[0]);
    // "every 2nd tuesday" may mean every other one: say which was read (CRON has no weeks apart)
    const n = nths.length === 1 ? nths[0] : undefined;
    if (!problem && !g.month && typeof n === 'number' && n >= 2 && n <= 4 && EVERY_NTH.test(m[0])) {
      draft.assumptions.push(
        `Read as the ${ORDINAL_WORD[n]} ${WEEKDAY_NAME[weekday]} of each month; a schedule cannot run every ${n === 2 ? 'other' : ORDINAL_WORD[n]} week.`,
      );
    }
    if (problem) return problem;
    if (g.range) {
      const ends = g.range.split(/\s*(?:-|–|\s(?:through|thru|to|till|until)\s)\s*/).map((w) => monthOf(w.trim()) ?? 1);
      draft.assumptions.push(
        `"${g.range}" read as every year from ${MONTH_NAMES[ends[0] ?? 1]} to ${MONTH_NAMES[ends[1] ?? 1]}.`,
      );
      return setMonths(draft, { kind: 'months', months: monthsIn(g.range) }, m[0]);
    }
    if (!g.month) return problem;
    return setMonths(draft, { kind: 'months', months: monthsIn(g.month) }, m[0]);
  },
};

/** "every 2nd tuesday", "each third friday": a numbered weekday without the month said. */
const EVERY_NTH = /^(?:every|each)\s+(?!.*\bmonth)/;
const ORDINAL_WORD: Readonly<Record<number, string>> = { 2: 'second', 3: 'third', 4: 'fourth' };

const ORDINAL = '(?:first|second|third|fourth|fifth|[1-5](?:st|nd|rd|th))';
const NTH_AND_LAST = new RegExp(
  `\\b((?:the\\s+)?${ORDINAL}(?:\\s*(?:,|and|&)\\s*(?:the\\s+)?${ORDINAL})*)\\s*(?:,\\s*(?:and\\s+)?|and\\s+|&\\s*)(?:the\\s+)?last\\s+(${DAY})`,
  'g',
);

/**
 * "every 2nd and last Wednesday", "the first and last Friday of the month": numbered weekdays and the last one are
 * two rules to CRON (#n and L cannot share a field), so the phrase is said as two ("the 2nd Wednesday and the last
 * Wednesday"), which the rules of a phrase read (rules.ts), each its own task; where both fall on one day the
 * union is checked for running twice.
 */
export function splitNthAndLast(text: string): string {
  if (!text.includes('last')) return text;
  return text.replace(NTH_AND_LAST, (_m, nths: string, day: string) => `${nths} ${day} and the last ${day}`);
}
