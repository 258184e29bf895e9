import { MONTH } from './words.js';

/**
 * Running periods and months said in brackets after the schedule, rewritten (by `normalize.ts`) into the words the
 * readers of periods and months take:
 * - "5:15a every day of the season (nov 26 - apr 11)", "daily of the festival (sep 9 to sep 19 2027)": the period
 *   named ("the season", "the festival") is the dates in the brackets right after it, so "of the season" is dropped
 *   and the dates stay: "every day (nov 26 - apr 11)". Safe because the brackets must hold two dates (a month and a
 *   range's word or dash), which bound the runs as the name did; "every day of the season" or "every day of camp"
 *   without them says no dates and stays refused;
 * - "quarterly on the first at 6am (jan, apr, jul, oct)": the months in brackets said last are the ones "quarterly"
 *   means, moved right after it ("quarterly (jan, apr, jul, oct) on the first at 6am"), where the monthly parser
 *   reads them and checks them (one in each quarter, else refused) with its note. Nothing else may stand in the
 *   brackets, and no other bracket may stand after "quarterly" already.
 */

/** Names of a running period said after "every day of (the)". */
const PERIOD = '(?:season|camp|festival|fest|fair|term|semester|tour|conference|event|show|exhibition|run|trip|course)';
const DATE = `(?:${MONTH}\\s*\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH})`;
const DAY_OF_PERIOD = new RegExp(
  `\\b(every\\s+day|each\\s+day|daily)\\s+of\\s+(?:the\\s+)?${PERIOD}\\s*(?=\\(\\s*${DATE}(?:,?\\s*\\d{4})?\\s*(?:-|to|until|till|through|thru)\\s*${DATE}(?:,?\\s*\\d{4})?\\s*\\))`,
  'g',
);
/** "quarterly ... (jan, apr, jul, oct)": the months in brackets after the rest of the schedule. */
const QUARTERLY_MONTHS_LAST = new RegExp(
  `\\b(quarterly|(?:every|each)\\s+quarter)(?!\\s*\\()([^()]*?)\\s*(\\(\\s*${MONTH}(?:(?:\\s*(?:,|/|and|&)\\s*|\\s+)${MONTH})+\\s*\\))`,
);

/**
 * Between "quarterly" and its months, another rule: a word of how often, a join or a second clock ("quarterly on the
 * 1st at 6am and monthly on the 15th at 9am (jan, apr, jul, oct)": whose months?).
 */
const OTHER_RULE =
  /\b(?:and|then|also|plus|monthly|weekly|daily|nightly|hourly|yearly|annually|fortnightly|bi-?weekly|every|each)\b|[;&+]/;
const CLOCK = /\b\d{1,2}(?::[0-5]\d)?(?![\d:]|st|nd|rd|th)|\bnoon\b|\bmidnight\b/g;
const SAME_MONTH_BACKWARDS = new RegExp(
  `^\\(\\s*(${MONTH})\\s*(\\d{1,2})(?:st|nd|rd|th)?\\s*(?:-|to|until|till|through|thru)\\s*(${MONTH})\\s*(\\d{1,2})`,
);

/** The dates in brackets at `at` are one month's, the end before the start ("(nov 26 - nov 24)"): a slip. */
function backwards(text: string, at: number): boolean {
  const m = SAME_MONTH_BACKWARDS.exec(text.slice(at));
  if (m === null) return false;
  return (m[1] as string).slice(0, 3) === (m[3] as string).slice(0, 3) && Number(m[4]) < Number(m[2]);
}

export const BRACKETED_PERIODS_GATE = /\(/;

export function rewriteBracketedPeriods(text: string): string {
  let out = text;
  if (out.includes(' of '))
    out = out.replace(DAY_OF_PERIOD, (all, every: string, at: number) =>
      backwards(out, at + all.length) ? all : `${every} `,
    );
  if (out.includes('quarter'))
    out = out.replace(QUARTERLY_MONTHS_LAST, (all, often: string, middle: string, months: string) =>
      OTHER_RULE.test(middle) || (middle.match(CLOCK) ?? []).length > 1 ? all : `${often} ${months}${middle}`,
    );
  return out;
}
