import type { LocalIntent } from '../intent.js';
import type { ScheduleProblem } from '../problem.js';
import { unparseable } from './draft.js';
import { DAY } from './words.js';

/**
 * A clock in brackets beside another clock, which no reader took for what it is: "mon-fri 9am (4pm)" may be a second
 * run or the same time on another clock, and "standup 9am (9:30 on mondays)" gives Mondays a time of their own, in
 * place of 9am or as well. Read as one rule, the bracket's time was added to every day's and its days took the whole
 * rule ("9:00 and 9:30 on Mondays"). Such a reading is refused, with both meanings.
 *
 * Not refused: a bracket a reader worked out and said so in a note ("except fridays (4pm)" read as 4 PM instead), a
 * bracket with a zone or other words in it ("(2pm London)", "(was 19:30)", "(make that 11)", "(and 5pm)"), and a
 * clock in brackets with no other clock outside ("before we open (7am)").
 */
const CLOCK = '(?:\\d{1,2}(?::[0-5]\\d)?\\s*[ap]\\.?m\\.?|\\d{1,2}:[0-5]\\d|(?:[01]\\d|2[0-3])[0-5]\\d|noon|midnight)';
const DAYS = `(?:(?:on\\s+)?(?:${DAY}|week(?:day|end)s?\\b)(?:\\s*(?:,|and|&|\\/|-)\\s*(?:${DAY}|week(?:day|end)s?\\b))*)`;
const BRACKET = new RegExp(
  `\\(\\s*(?:(?<before>${DAYS})\\s+)?(?:at\\s+|@\\s*)?${CLOCK}(?:\\s+(?<after>${DAYS}))?\\s*\\)`,
  'i',
);
const CLOCK_ANYWHERE = new RegExp(`(?<![\\d:])${CLOCK}(?![\\d:])`, 'i');

export const BRACKET_CLOCK_GATE = /\(\s*(?:[a-z]+\s+)*(?:at\s+|@\s*)?\d/i;

export function bracketClockProblem(phrase: string, rules: readonly LocalIntent[]): ScheduleProblem | null {
  const m = BRACKET.exec(phrase);
  if (m === null) return null;
  const outside = `${phrase.slice(0, m.index)} ${phrase.slice(m.index + m[0].length)}`;
  const other = CLOCK_ANYWHERE.exec(outside);
  if (other === null) return null;
  // a reader that took the bracket for what it is says so
  if (rules.some((r) => r.assumptions.some((a) => a.includes(m[0])))) return null;
  const days = m.groups?.before ?? m.groups?.after;
  const inner = m[0].replace(/[()]/g, '').trim();
  if (days !== undefined) {
    return unparseable(
      `"${m[0]}" beside "${other[0]}": on ${days.replace(/^on\s+/i, '')}, is it the time in place of ${other[0]}, or one more run?`,
      `Say "instead" or "too" after it, without the brackets, e.g. "${other[0]}, ${days.replace(/^on\s+/i, '')} ${new RegExp(CLOCK, 'i').exec(inner)?.[0] ?? inner} instead".`,
    );
  }
  return unparseable(
    `"${m[0]}" beside "${other[0]}": one more run, or the same time said on another clock?`,
    `Say "${other[0]} and ${inner}" for two runs, or name the other clock's zone in the brackets.`,
  );
}
