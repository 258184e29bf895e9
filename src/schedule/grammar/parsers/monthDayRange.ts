import { type RecurrenceParser, setDays, unparseable } from '../draft.js';
import { COUNT, countOf, MONTH, OF_EVERY_MONTH } from '../words.js';

const TO = '\\s*(?:-|–|to|through|thru|until|till)\\s*';

/**
 * A run of days of the month: "on days 1-7 of the month", "the 1st to the 7th of every month", "between the 1st
 * and the 7th of each month", "the first 3 days of each month". The month must be said ("of the month", "monthly"): "from the 1st to the 7th" alone may be the
 * dates of one month. The last days of a month ("the last 3 days") move with its length and are left unread.
 * Before the window parser ("1-7" as hours) and the month-day parser ("the 1st" alone).
 */
export const monthDayRangeParser: RecurrenceParser = {
  name: 'month-day-range',
  gate: /\bdays?\s+\d|\d(?:st|nd|rd|th)\s*(?:-|–|to|through|thru|until|till|and)\b|\bfirst\s+\S+\s+days\b/,
  pattern: new RegExp(
    // "every day" before the days is theirs ("every day from the 1st to the 7th of the month")
    `\\b(?:(?:every|each)\\s+day,?\\s+|daily,?\\s+)?(?:(?:on|from|every|each)\\s+)?(?:the\\s+)?(?:days?\\s+(?<a>\\d{1,2})${TO}(?<b>\\d{1,2})(?![\\d:.])` +
      `|(?<a2>\\d{1,2})(?:st|nd|rd|th)${TO}(?:the\\s+)?(?<b2>\\d{1,2})(?:st|nd|rd|th)` +
      `|between\\s+(?:the\\s+)?(?<a3>\\d{1,2})(?:st|nd|rd|th)\\s+and\\s+(?:the\\s+)?(?<b3>\\d{1,2})(?:st|nd|rd|th)` +
      `|first\\s+(?<n>${COUNT})\\s+days)${OF_EVERY_MONTH}\\b` +
      // "every day from the 28th until the 3rd": every month's, or once? (no month said)
      `|\\b(?:(?:every|each)\\s+day,?\\s+|daily,?\\s+)?from\\s+the\\s+(?<oa>\\d{1,2})(?:st|nd|rd|th)${TO}the\\s+(?<ob>\\d{1,2})(?:st|nd|rd|th)\\b(?!${OF_EVERY_MONTH}|\\s+of\\b|\\s+(?:${MONTH}|20\\d\\d)\\b)`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    if (g.oa) {
      const said = m[0].trim().replace(/^(?:(?:every|each)\s+day,?|daily,?)\s+/, '');
      return unparseable(
        `"${said}" could be those days of every month, or once, from the next ${g.oa}${suffix(g.oa ?? '')} to the ${g.ob}${suffix(g.ob ?? '')} after it.`,
        `Say "${said} of every month", or give the months, e.g. "from dec ${g.oa} to jan ${g.ob}".`,
      );
    }
    const from = g.n ? 1 : Number(g.a ?? g.a2 ?? g.a3);
    const to = g.n ? countOf(g.n) : Number(g.b ?? g.b2 ?? g.b3);
    // "the 28th to the 3rd of every month": round the month's end
    // (said with ordinals, from the second half of a month into the first: "days 7-1" is no such run)
    if (g.a2 !== undefined && from >= 15 && from <= 31 && to >= 1 && to < 15) {
      const days = [
        ...Array.from({ length: to }, (_, i) => i + 1),
        ...Array.from({ length: 32 - from }, (_, i) => from + i),
      ];
      draft.assumptions.push(
        `"${m[0].trim()}" read as the ${from}${suffix(String(from))} to the end of each month and the 1st to the ${to}${suffix(String(to))}.`,
      );
      return setDays(draft, { kind: 'month-days', days }, m[0]);
    }
    if (!(from >= 1 && to <= 31 && from < to)) {
      return unparseable(
        `"${m[0].trim()}" is not a run of days of a month.`,
        'Give the first day and then a later one, from 1 to 31, e.g. "on days 1-7 of the month".',
      );
    }
    const days = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    return setDays(draft, { kind: 'month-days', days }, m[0]);
  },
};

function suffix(n: string): string {
  const d = Number(n);
  return d % 100 >= 11 && d % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th');
}
