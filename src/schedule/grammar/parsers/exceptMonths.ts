import { type RecurrenceParser, unparseable } from '../draft.js';
import { DAY, EXCEPT_WORD, MONTH } from '../words.js';
import { monthsIn } from './months.js';

/** Days said right after: no runs on those days in those months, or the days to run on? */
const DAYS_AFTER = new RegExp(`^\\s*,?\\s*(?:on\\s+)?(?:the\\s+)?(?:${DAY}|week(?:day|end)s?\\b)`);
/** "no runs in December", "nothing in August": months taken out, said as the runs they have not. */
const NO_RUNS = '(?:no\\s+(?:runs?|jobs?|executions?)|nothing)';
const SEP = '\\s*(?:,|and|&|or|\\+|-|–|through|thru|to)\\s*';

/**
 * Months taken out: "every day at 10am except in August", "but not in December", "excluding July and August",
 * "apart from June to August", "except for August", "no runs in December", "nothing in July or August". A month with a number after it is a date ("except Dec 25",
 * the date parser's). Before the period parser, which would read "for August" as the running period.
 * Finished in finish.ts, from the months the rest of the phrase names (every month when none).
 */
export const exceptMonthsParser: RecurrenceParser = {
  name: 'except-months',
  gate: /\b(?:except|not|excluding|apart|other|no|nothing)\b/,
  pattern: new RegExp(
    `\\b(?:${EXCEPT_WORD}\\s+(?:(?:in|during)\\s+)?|${NO_RUNS}\\s+(?:in|during)\\s+)(?:from\\s+)?(?<list>${MONTH}(?:${SEP}${MONTH})*)(?!\\s*\\d)` +
      // "except between June and August": a range
      `|\\b${EXCEPT_WORD}\\s+between\\s+(?<a>${MONTH})\\s+and\\s+(?<b>${MONTH})(?!\\s*\\d)`,
    'g',
  ),
  apply(m, draft) {
    if (draft.exceptMonths) {
      return unparseable('The phrase has two "except" parts.', 'Say the months to leave out once.');
    }
    if (DAYS_AFTER.test(m.input.slice(m.index + m[0].length))) {
      return unparseable(
        `"${m[0].trim()}" followed by days could take those days out in those months only, or mean the days to run on: I would rather not guess.`,
        'Say the days first, e.g. "every Monday at 9am except in August".',
      );
    }
    const g = m.groups ?? {};
    const list = g.list ?? `${g.a} to ${g.b}`;
    draft.exceptMonths = { months: monthsIn(list), said: m[0].trim() };
    return undefined;
  },
};
