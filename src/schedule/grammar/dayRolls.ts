import type { ScheduleProblem } from '../problem.js';
import { inexpressible } from './draft.js';

/**
 * A day of the month moved off a weekend ("payroll on the 25th, or the previous business day if the 25th falls on
 * a weekend", "on the 1st at 8am - if the 1st is a weekend then the monday after", "on the 10th, unless it falls on
 * a weekend (then skip)"). CRON has one such move: `1W` is the 1st, or the Monday after when the 1st is a Saturday
 * or a Sunday (the first weekday of the month), and `LW` the last day, or the Friday before (the last weekday).
 * Those two are rewritten into the words the grammar reads, with a note; every other move is refused saying why:
 * the W rule takes a Saturday back and a Sunday forward, and one expression cannot hold days of the month and days
 * of the week together. Looked at only once the phrase has failed to read as said.
 */

const WORKDAY = '(?:business|working|work|week)\\s*day';
const AFTER = `(?:(?:the\\s+)?(?:monday\\s+(?:after|following)(?:\\s+it)?|(?:following|next)\\s+monday|(?:next|following)\\s+${WORKDAY}|${WORKDAY}\\s+after(?:\\s+it)?|first\\s+${WORKDAY}\\s+after(?:\\s+it)?))`;
const BEFORE = `(?:(?:the\\s+)?(?:friday\\s+(?:before|prior)(?:\\s+it)?|(?:previous|preceding|prior|last)\\s+friday|(?:previous|preceding|prior)\\s+${WORKDAY}|(?:last\\s+)?${WORKDAY}\\s+before(?:\\s+it)?))`;
const SKIP = "(?:skip(?:\\s+it)?|no\\s+run|(?:do\\s+)?not\\s+run|don'?t\\s+run|nothing)";
const ORD = '(?:[12]?\\d|3[01])(?:st|nd|rd|th)';
/** "the 25th", "it", "that day": the day the clause is about. */
const WHICH = `(?:the\\s+)?(?<n>${ORD})|it|that(?:\\s+day)?|this`;
const WEEKEND = '(?:a\\s+)?(?:weekend(?:\\s+day)?|sat(?:urday)?\\s+or\\s+sun(?:day)?)';
const FALLS = '(?:is|falls\\s+(?:on|in)|lands\\s+on|is\\s+on|happens\\s+to\\s+be)';
const LEAD = '(?:\\s*[,;(-]\\s*|\\s+)(?:(?:and|but|or)\\s+)?';

/** "..., if the 20th is a weekend then the friday before" / "..., or the previous business day if it falls on a weekend". */
const ROLL = new RegExp(
  `${LEAD}(?:if\\s+(?:${WHICH})\\s+${FALLS}\\s+${WEEKEND}\\s*[,;-]?\\s*(?:then\\s+)?(?:(?:use|on|move\\s+(?:it\\s+)?to|send\\s+(?:it\\s+)?(?:on\\s+)?|run\\s+(?:it\\s+)?(?:on\\s+)?)\\s*)?(?:(?<after>${AFTER})|(?<before>${BEFORE})|(?<skip>${SKIP}))` +
    `|(?:on\\s+)?(?:(?<after2>${AFTER})|(?<before2>${BEFORE}))\\s+(?:if|when)\\s+(?:${WHICH.replace('<n>', '<n2>')})\\s+${FALLS}\\s+${WEEKEND}` +
    `|unless\\s+(?:${WHICH.replace('<n>', '<n3>')})\\s+${FALLS}\\s+${WEEKEND}(?:\\s*[(,;-]?\\s*(?:then\\s+)?${SKIP}\\s*\\)?)?)(?=\\s*(?:[,;.)]|$))`,
);

/** The day of the month the rule runs on, said once before the clause: "on the 25th", "the 1st of every month". */
const DAY_SAID = new RegExp(
  `\\b(?:on\\s+)?the\\s+(?<n>${ORD})(?:\\s+(?:of\\s+)?(?:every|each|the)\\s+month|\\s+of\\s+month)?\\b`,
  'g',
);

export interface DayRoll {
  text: string;
  note: string;
}

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
}

/** The phrase with the move rewritten into a day rule the grammar reads, a refusal saying why, or null. */
export function dayRoll(text: string): DayRoll | ScheduleProblem | null {
  if (!/weekend|sat/.test(text)) return null;
  const m = ROLL.exec(text);
  if (m === null) return null;
  const g = m.groups ?? {};
  const before = text.slice(0, m.index);
  const days = [...before.matchAll(DAY_SAID)];
  // one day of the month said, and only one ("on the 1st and 15th, if it is a weekend ..." moves which?)
  if (days.length !== 1 || (before.match(/\b\d{1,2}(?:st|nd|rd|th)\b/g) ?? []).length !== 1) return null;
  const day = days[0] as RegExpExecArray;
  const n = Number.parseInt(day.groups?.n ?? '', 10);
  const clauseDay = g.n ?? g.n2 ?? g.n3;
  if (clauseDay !== undefined && Number.parseInt(clauseDay, 10) !== n) return null;
  const said = m[0]
    .replace(/^[\s,;(-]+/, '')
    .replace(/^(?:and|but|or)\s+(?=if\b)/, '')
    .trim();
  const after = g.after ?? g.after2;
  const back = g.before ?? g.before2;
  if (after !== undefined && n === 1) {
    const rewritten = `${before.slice(0, day.index)}on the first weekday of the month${before.slice(day.index + day[0].length)}${text.slice(m.index + m[0].length)}`;
    return {
      text: rewritten,
      note: `"the 1st ... ${said}" read as the first weekday of the month: the 1st, or the Monday after when the 1st is a Saturday or a Sunday.`,
    };
  }
  const nth = ordinal(n);
  if (after !== undefined || back !== undefined) {
    const why =
      after !== undefined
        ? "CRON's only move off a weekend is to the nearest weekday, which takes a Saturday back to the Friday before"
        : "CRON's only move off a weekend is to the nearest weekday, which takes a Sunday forward to the Monday after";
    return inexpressible(
      `"${said}": the service's schedule cannot move the ${nth} off a weekend that way. ${why}, and one expression cannot hold days of the month and days of the week together.`,
      `Say "the weekday nearest the ${nth}" (a Saturday moves to Friday, a Sunday to Monday), or the ${nth} every month.`,
    );
  }
  return inexpressible(
    `"${said}": the service's schedule cannot run on the ${nth} only when it is a weekday: one expression takes days of the month or days of the week, not both.`,
    `Say the ${nth} every month, or "the weekday nearest the ${nth}".`,
  );
}
