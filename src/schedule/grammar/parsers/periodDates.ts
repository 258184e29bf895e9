import type { Weekday } from '../../intent.js';
import type { RecurrenceParser } from '../draft.js';
import { MONTH, monthOf, weekdayOf } from '../words.js';
import { type Anchor, ONE_DAY, twice } from './period.js';

/** A date by its month's name, day before or after, with its year if said; not a clock time ("march 14 9am" is). */
function dateOf(k: string): string {
  return (
    `(?:(?<m1${k}>${MONTH})\\s+(?<d1${k}>[12]?\\d|3[01])(?:st|nd|rd|th)?|(?:the\\s+)?(?<d2${k}>[12]?\\d|3[01])(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?<m2${k}>${MONTH}))` +
    `(?:,?\\s+(?<y${k}>20\\d\\d))?(?![\\d:./-])(?!\\s*(?:[ap]m|h|hrs?|o'?clock)\\b)`
  );
}

const LEAD = '(?:starting|beginning|commencing|effective|as\\s+of)(?:\\s+(?:on|from))?';
// not "and after 5pm", a time
const AFTER = '(?:and\\s+(?:after|later|beyond|onwards?)|onwards?|or\\s+later)\\b(?!\\s*(?:at\\s+)?\\d)';
const END = '(?:until|till|til|through|thru|up\\s+(?:to|until)|ending|by)';
/** An end said with its weekday; not "by" ("due by fri 18 dec" may be what the runs are for, not their end). */
const END_DAY = '(?:until|till|til|through|thru|up\\s+(?:to|until)|ending(?:\\s+on)?)';
/** Words that make "the end of the X" a period of its own ("the end of the month"), read by the period parser. */
const UNIT = `(?:days?|weeks?|months?|quarters?|years?|q[1-4]|eo[ymq]|next|this|last|today|tomorrow|${MONTH}|${ONE_DAY})\\b`;
const NOUN = `(?!${UNIT})[a-z]+`;

/**
 * Dates that bound a running period, said in ways chrono does not read as a bound: "on Sunday March 14 and after",
 * "March 14 onwards", "Dec 1st or later" (a start: the date after the words, with the weekday checked against it),
 * "starting Sunday, March 14" or "from mon 30 nov" (a start with its weekday), "ending fri 18 dec" or "until Friday,
 * December 18" (an end with its weekday, the last day with runs; a weekday the date does not fall on is refused),
 * "as of March 14" (which chrono reads in part), and "until the end of the sprint (Dec 4)" (the date in
 * brackets names the end of what the words name, the last day with runs; "the end of the month (Nov 30)" is left to
 * the period parser, and the date then refused). Before the period parser, which would take "starting Sunday" for
 * the next Sunday. A year not said is the next such date on or after today.
 */
export const periodDatesParser: RecurrenceParser = {
  name: 'period-dates',
  gate: /onward|after|later|beyond|\(|starting|beginning|commencing|effective|as of|from|until|till|til|through|thru|up to|ending/,
  pattern: new RegExp(
    `\\b(?:(?:${LEAD}|from|on)\\s+)?(?:(?<wdA>${ONE_DAY}),?\\s+)?${dateOf('A')}\\s*,?\\s+${AFTER}` +
      `|\\b(?:(?:${LEAD}|from)\\s+(?:on\\s+)?(?<wdB>${ONE_DAY}),?|as\\s+of)\\s+${dateOf('B')}` +
      // "ending fri 18 dec", "until Friday, December 18": an end with its weekday, checked against the date
      `|\\b${END_DAY}\\s+(?:on\\s+)?(?<wdD>${ONE_DAY}),?\\s+${dateOf('D')}` +
      `|\\b${END}\\s+(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+|our\\s+|my\\s+)?${NOUN}(?:\\s+${NOUN})?\\s*\\(\\s*(?:(?:on|ending|ends?)\\s+)?(?:(?<wdC>${ONE_DAY}),?\\s+)?${dateOf('C')}\\s*\\)`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const said = m[0].trim();
    const k = g.m1A || g.m2A ? 'A' : g.m1B || g.m2B ? 'B' : g.m1D || g.m2D ? 'D' : 'C';
    const month = monthOf(g[`m1${k}`] ?? g[`m2${k}`] ?? '') ?? 1;
    const day = Number(g[`d1${k}`] ?? g[`d2${k}`]);
    const year = g[`y${k}`] ? Number(g[`y${k}`]) : null;
    const wd = g[`wd${k}`];
    const weekday = wd ? ((weekdayOf(wd) ?? null) as Weekday | null) : null;
    const anchor: Anchor = { kind: 'on-date', month, day, year, weekday };
    const p = draft.period;
    if (k === 'C' || k === 'D') {
      if (p.end) return twice('end', said, p.end.said, 'starting March 14, every day at 9am');
      p.end = { anchor, said };
      return undefined;
    }
    if (p.start) return twice('start', said, p.start.said, 'starting March 14, every day at 9am');
    p.start = { anchor, said };
    return undefined;
  },
};
