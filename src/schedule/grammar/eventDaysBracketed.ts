import type { LocalIntent } from '../intent.js';
import type { Outcome } from '../problem.js';
import { DAY } from './words.js';

/**
 * Days named by what happens on them, their days said in brackets right after: "box office report 10:30 pm every
 * show night (wed-sun)", "pitch check 8am every match day (sat)", "stall setup 6:30 every market day (tue, fri)",
 * "lab prep each class day (mon/wed) 7:45am": read as the days in brackets ("every wed-sun"), with a note.
 * Left as it was (null), so refused or read as before:
 * - no brackets, or words in them that are no days ("every show night (7:30 curtain)", "every shoot day"): which
 *   days are they?
 * - a night whose clock is said without its half of the day ("every show night (wed-sun) at 10:30"): the evening's,
 *   surely, but the reader would take it for the morning; said so, it is refused.
 * A day named in one word ("every payday (15th and 30th)", "each matchday (sat)") is read so too, and may have days
 * of the month in its brackets ("the 15th and 30th"): the brackets say which days it is, as they do for "show
 * night"; only the words of such days are taken ("payday", "matchday", "gameday", ...), never a day of the week's
 * name, "weekday", "holiday" or "birthday", whose days are their own.
 */

export const EVENT_DAYS_BRACKETED_GATE =
  /\b(?:every|each)\s+[a-z][a-z-]*\s+(?:night|day|evening)s?\s*\(|\b(?:every|each)\s+[a-z]{3,}days?\s*\(/i;

const SPLIT = new RegExp(
  `\\b(?:every|each)\\s+(?<what>[a-z][a-z-]*)\\s+(?<part>night|day|evening)s?\\s*\\(\\s*(?<days>${DAY}(?:(?:\\s*(?:,|and|&|/|-|\u2013|to)\\s*|\\s+)${DAY})*)\\s*\\)`,
  'i',
);
/** A day named in one word by what happens on it, with its days (of the week or of the month) in brackets. */
const ONE_WORD = new RegExp(
  `\\b(?:every|each)\\s+(?<what>(?:pay|game|match|race|show|market|shoot|launch|release|collection|delivery)days?)\\s*\\(\\s*(?:(?<days>${DAY}(?:(?:\\s*(?:,|and|&|/|-|\u2013|to)\\s*|\\s+)${DAY})*)|(?:the\\s+)?(?<monthDays>\\d{1,2}(?:st|nd|rd|th)(?:\\s*(?:,|and|&)\\s*\\d{1,2}(?:st|nd|rd|th))*))\\s*\\)`,
  'i',
);
/** Words of a day's kind that are schedule words themselves: read as they are elsewhere. */
const OWN_KIND = /^(?:week|work|working|business|school|bank|trading|other|second|third|single|same|last|first|next)$/;

/** The phrase read with the days in brackets for the days named by what happens on them, or null. */
export function readEventDaysBracketed(
  phrase: string,
  read: (text: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const one = ONE_WORD.exec(phrase);
  if (one?.groups) {
    const { days, monthDays } = one.groups as { days?: string; monthDays?: string };
    const said = days === undefined ? `on the ${monthDays}` : `every ${days}`;
    const out = read(`${phrase.slice(0, one.index)}${said}${phrase.slice(one.index + one[0].length)}`);
    if (!out.ok) return null;
    const note = `Read "${one[0].replace(/\s*\(.*$/, '')}" as the days in brackets (${days ?? monthDays}).`;
    return {
      ok: true,
      value: out.value.map((r, i) => (i === 0 ? { ...r, assumptions: [note, ...r.assumptions] } : r)),
    };
  }
  const m = SPLIT.exec(phrase);
  if (!m?.groups) return null;
  const { what, part, days } = m.groups as { what: string; part: string; days: string };
  if (OWN_KIND.test(what.toLowerCase())) return null;
  const text = `${phrase.slice(0, m.index)}every ${days}${phrase.slice(m.index + m[0].length)}`;
  const out = read(text);
  if (!out.ok) return null;
  // a night's clock said without its half of the day would be read in the morning
  const night = /^(?:night|evening)$/i.test(part);
  if (night && out.value.some((r) => r.assumptions.some((a) => /\bAM;/.test(a)))) return null;
  const note = `Read "${m[0].replace(/\s*\(.*$/, '')}" as the days in brackets (${days}).`;
  return {
    ok: true,
    value: out.value.map((r, i) => (i === 0 ? { ...r, assumptions: [note, ...r.assumptions] } : r)),
  };
}
