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
 */

export const EVENT_DAYS_BRACKETED_GATE = /\b(?:every|each)\s+[a-z][a-z-]*\s+(?:night|day|evening)s?\s*\(/i;

const SPLIT = new RegExp(
  `\\b(?:every|each)\\s+(?<what>[a-z][a-z-]*)\\s+(?<part>night|day|evening)s?\\s*\\(\\s*(?<days>${DAY}(?:(?:\\s*(?:,|and|&|/|-|\u2013|to)\\s*|\\s+)${DAY})*)\\s*\\)`,
  'i',
);
/** Words of a day's kind that are schedule words themselves: read as they are elsewhere. */
const OWN_KIND = /^(?:week|work|working|business|school|bank|trading|other|second|third|single|same|last|first|next)$/;

/** The phrase read with the days in brackets for the days named by what happens on them, or null. */
export function readEventDaysBracketed(
  phrase: string,
  read: (text: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
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
