import type { Weekday } from '../../intent.js';
import { inexpressible, type RecurrenceParser, setDays, unparseable } from '../draft.js';
import { DAY, MONTH, NTH, nthOf, OF_EVERY_MONTH, weekdayOf } from '../words.js';

const EXCEPT = '(?:except(?:\\s+for)?|but\\s+not|excluding|other\\s+than|apart\\s+from)';
const ORDINALS = ['', '1st', '2nd', '3rd', '4th', '5th'];
const NAMES = ['', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * "every Monday except the first Monday of the month", "Fridays but not the 2nd and 4th one": a weekday and some of
 * its places in the month taken out, which leaves the others (Quartz `2#2`, `2#3`, ...: a task each). The weekday is
 * said again (or "one") after the places: "every Monday except the first" could be the 1st of the month. "Except
 * the last" is refused: whether the 4th is the last changes from month to month. Not with a month after it ("except the
 * first Monday in January" takes one day out of one month, not the others out of the year).
 */
export const exceptNthWeekdayParser: RecurrenceParser = {
  name: 'except-nth-weekday',
  gate: /\b(?:except|but|excluding|other|apart)\b/,
  pattern: new RegExp(
    `\\b(?:(?:every|each|on|all)\\s+)?(?<day>${DAY})\\s*,?\\s+${EXCEPT}\\s+(?:on\\s+)?(?:the\\s+)?(?<nth>${NTH}(?:\\s*(?:,|and|&|or)\\s*(?:the\\s+)?${NTH})*)\\s+(?<day2>${DAY}|ones?\\b)(?:${OF_EVERY_MONTH}|\\s+(?:of|in)\\s+(?:the|each|every|a)\\s+month\\b)?(?!\\s+(?:of|in|during)\\s+${MONTH})`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const said = m[0].trim();
    const weekday = weekdayOf(g.day ?? '') as Weekday;
    if (!/^ones?$/.test(g.day2 ?? '') && weekdayOf(g.day2 ?? '') !== weekday) {
      return unparseable(
        `"${said}" takes another day out than the one it runs on.`,
        'Name the same day twice, e.g. "every Monday except the first Monday of the month".',
      );
    }
    const positions = (g.nth ?? '').match(/first|second|third|fourth|fifth|last|\d(?:st|nd|rd|th)/g) ?? [];
    const out = new Set(positions.map(nthOf));
    if (out.has('last')) {
      return inexpressible(
        `"${said}": whether the 4th ${NAMES[weekday]} is the last changes from month to month, so CRON cannot leave the last one out.`,
        'Name the ones to run on instead, e.g. "the 1st, 2nd and 3rd Monday of the month".',
      );
    }
    const nths = ([1, 2, 3, 4, 5] as const).filter((n) => !out.has(n));
    if (nths.length === 0) {
      return unparseable(`"${said}" leaves no day to run on.`, 'Take out fewer, e.g. "every Monday except the first".');
    }
    draft.assumptions.push(
      `"${said}" read as the ${nths.map((n) => ORDINALS[n]).join(', ')} ${NAMES[weekday]} of each month.`,
    );
    return setDays(draft, { kind: 'nth-weekday', weekday, nths: [...nths] }, said);
  },
};
