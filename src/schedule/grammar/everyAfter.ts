/**
 * A first run said on its own, then "every night after" it: "tonight 9pm and every night after at 9pm for 2 weeks",
 * "today 5:30pm and every day after that until dec 18", "tomorrow 07:00 and every morning thereafter". Read as the
 * rule from that day ("every night at 9pm from tonight for 2 weeks"), with a note.
 * Refused (not rewritten): a second clock other than the first ("tonight 9pm and every night after at 10pm": the
 * first run is not one of the rule's), a first day that is no day near ("friday 9pm and every night after").
 */

import type { ScheduleProblem } from '../problem.js';
import { unparseable } from './draft.js';

export const EVERY_AFTER_GATE = /\bevery\s+(?:night|day|morning|evening)\s+(?:after|thereafter)\b/;

const CLOCK = '\\d{1,2}(?:[:.]\\d\\d)?\\s*(?:[ap]\\.?m\\.?)?';
const FIRST = new RegExp(
  `^(?<head>.*?)\\b(?<day>tonight|today|tomorrow(?:\\s+(?:night|morning|evening))?|this\\s+(?:morning|evening))\\s+(?:at\\s+)?(?<t1>${CLOCK})\\s*,?\\s+and\\s+(?:then\\s+)?every\\s+(?<unit>night|day|morning|evening)\\s+(?:after(?:\\s+that)?|thereafter)(?:\\s*,?\\s+(?:at\\s+)?(?<t2>${CLOCK})(?![\\d:]))?(?<rest>\\s*[,;]?\\s.*)?$`,
);

function minutesOf(clock: string): number | null {
  const c = /^(\d{1,2})(?:[:.](\d\d))?\s*(?:([ap])\.?m\.?)?$/.exec(clock.trim());
  if (!c) return null;
  let h = Number(c[1]);
  if (c[3]) h = (h % 12) + (c[3] === 'p' ? 12 : 0);
  else if (c[2] === undefined) return null;
  return h * 60 + Number(c[2] ?? 0);
}

/** The half of the day a first day's words say, and the bare hours (1 to 12) that fall in it. */
const HALF: Record<string, { half: 'am' | 'pm'; from: number; to: number }> = {
  tonight: { half: 'pm', from: 6, to: 11 },
  'tomorrow night': { half: 'pm', from: 6, to: 11 },
  'this evening': { half: 'pm', from: 4, to: 11 },
  'tomorrow evening': { half: 'pm', from: 4, to: 11 },
  'this morning': { half: 'am', from: 4, to: 11 },
  'tomorrow morning': { half: 'am', from: 4, to: 11 },
};

/**
 * "tonight 9:30 and every day after": the clock in the half of the day the first day's words say, since "every day
 * at 9:30" would lose it; a clock that does not fall in it (or one on the 24-hour clock in the other half) is refused.
 */
function inHalf(day: string, t1: string, a: number): string | ScheduleProblem {
  const part = HALF[day.replace(/\s+/g, ' ')];
  if (part === undefined || /[ap]\.?m/.test(t1)) return t1;
  const h = Math.floor(a / 60);
  const h24 = h >= 13 || /^0\d/.test(t1);
  if (h24 ? (part.half === 'pm') === h >= 12 : h >= part.from && h <= part.to) return h24 ? t1 : `${t1}${part.half}`;
  return unparseable(
    `"${day} ${t1}" does not say which half of the day the runs after it are in.`,
    `Give the time with am or pm, e.g. "${day} ${part.half === 'pm' ? '9:30pm' : '7:30am'} and every day after".`,
  );
}

/** The phrase said as the rule from the first day, and the note; null where it is not so said. */
export function everyAfter(text: string): { text: string; note: string } | { problem: ScheduleProblem } | null {
  const m = FIRST.exec(text);
  const g = m?.groups;
  if (!m || !g?.t1 || !g.day || !g.unit) return null;
  const said1 = g.t1.trim();
  const a = minutesOf(said1);
  if (a === null) return null;
  if (g.t2 !== undefined && minutesOf(g.t2) !== a) return null;
  const t1 = inHalf(g.day, said1, a);
  if (typeof t1 !== 'string') return { problem: t1 };
  const from = g.day.startsWith('tomorrow') ? 'tomorrow' : 'today';
  const said = m[0].slice((g.head ?? '').length, m[0].length - (g.rest ?? '').length).trim();
  return {
    text: `${g.head ?? ''}every ${g.unit} at ${t1} starting ${from}${g.rest ?? ''}`,
    note: `"${said}" read as every ${g.unit} at ${t1} from ${from}.`,
  };
}
