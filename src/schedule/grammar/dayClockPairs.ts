import type { LocalIntent } from '../intent.js';
import { fail, type Outcome, ok } from '../problem.js';
import { normalize } from './normalize.js';
import { DAY } from './words.js';

/**
 * "mon 9am tue 10am wed 11am", "every tue 6:30pm thu 7pm": days of the week each with their own clock, one after
 * another with no mark between them, as a chat message runs them on. Read as the same pairs set off by commas (each
 * its own rule), with a note. Only where the whole message is such pairs, each clock said plainly (am/pm or minutes),
 * and each pair names days of the week by name: "every day 9am fridays 5pm" (fridays as well, or instead?) is left.
 */

const CLOCK = '(?:\\d{1,2}(?::[0-5]\\d)?\\s*[ap]m\\b|\\d{1,2}:[0-5]\\d\\b|noon\\b|midnight\\b)';
const DAYS = `${DAY}(?:\\s*(?:,|&|and|/|-|–|to)\\s*${DAY})*`;
const PAIR = `${DAYS}\\s+(?:at\\s+|@\\s*)?${CLOCK}`;
const PAIRS = new RegExp(`^\\s*(?:(?:every|each|on)\\s+)?${PAIR}(?:\\s+(?:(?:every|each|on)\\s+)?${PAIR})+\\s*$`);
const BETWEEN = new RegExp(`(${CLOCK})\\s+(?=(?:(?:every|each|on)\\s+)?${DAYS}\\s+(?:at\\s+|@\\s*)?${CLOCK})`, 'g');
/** A clock and a day's name after it: the cheap test before the patterns above. */
export const DAY_CLOCK_PAIRS_GATE =
  /(?:[ap]m|:\d\d|noon|midnight)\s+(?:every\s+|each\s+|on\s+)?(?:mon|tue|wed|thu|fri|sat|sun)/i;

/** The message (normalised) with its day-and-clock pairs set off by commas, and the note; null when it is not such. */
export function dayClockPairs(text: string): { text: string; note: string } | null {
  if (!DAY_CLOCK_PAIRS_GATE.test(text) || !PAIRS.test(text)) return null;
  const out = text.replace(BETWEEN, '$1, ');
  if (out === text) return null;
  return { text: out, note: `Read "${text.trim()}" as days each with their own time: ${out.trim()}.` };
}

/**
 * "except wednesdays which are 1:30pm", "but fridays, which is 3pm": the days taken out and the clock they keep
 * instead, said with "which are" for "at". So is what happens on those days at that clock ("except sundays when we
 * close at 00:30", "but saturdays when the shop opens at 10am"): one word of what is done, never a word of how often
 * or whether ("when we also run at 3pm", "when we don't open at 9am" are left as they are), and only a word of what
 * the job is, said before ("cashier close 1:30am, except sundays when we close at 00:30"), or the job starting ("when it
 * starts at 10:15"; not "standup 9am, except fridays when it ends at 3pm", nor "cash count 11pm, except fridays when we
 * close at 10pm": the count at the close?), with a clock whose half of the day is said.
 */
const EXCEPT_WHICH = new RegExp(
  `\\b((?:except|but)\\s+(?:on\\s+)?${DAY}(?:\\s*(?:,|and|&)\\s*${DAY})*)\\s*,?\\s+(?:(?:which|that|when\\s+it)\\s+(?:are|is|'s)|when\\s+(?:we|they|you|i|it|the\\s+[a-z]+)\\s+(?!(?:also|too|only|just|never|not|don'?t|dont|do|don|doesn'?t|can'?t|won'?t|are|is|'re|'s)\\b)(?<verb>[a-z]+))\\s+(?:at\\s+)?(?=(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s*[ap]m\\b|(?:[01]?\\d|2[0-3]):[0-5]\\d\\b|noon\\b)`,
  'g',
);
/** A clock with its half of the day said, first: am/pm, or the 24-hour clock (a leading zero, or from 13). */
const HALF_SAID = /^(?:1[0-2]|0?[1-9])(?::[0-5]\d)?\s*[ap]m\b|^(?:0\d|1[3-9]|2[0-3]):[0-5]\d\b|^noon\b/;
const EXCEPT_WHICH_GATE = /\b(?:except|but)\b[\s\S]*\b(?:which|that|when)\b/i;

/**
 * The message (normalised) with "which are" after days taken out said as "at", and the note; null when it has none.
 * Read as rules, as "except wednesdays at 1:30pm" is (rules.ts): never inside one rule, where the clock would be
 * added to the others.
 */
export function exceptWhich(text: string): { text: string; note: string } | null {
  if (!EXCEPT_WHICH_GATE.test(text)) return null;
  let note = '';
  const out = text.replace(EXCEPT_WHICH, (...args) => {
    const [m, days] = args as [string, string];
    const at = args.at(-3) as number;
    const verb = (args.at(-1) as { verb?: string }).verb;
    // "except sundays when we close at 00:30": only where the job is what is done ("cashier close 1:30am"), and its
    // clock says its half of the day ("lock up at 10pm, except fridays when we close at 11:30": 11:30 when?)
    if (verb !== undefined) {
      const stem = verb.replace(/(?:e?s)$/, '');
      // (or the job itself, "it" or "they", starting: "standup 9:30am except fridays when it starts at 10:15")
      const starts = /\bwhen\s+(?:it|they)\s+(?:starts?|begins?|opens?|runs?|goes|go|happens?)$/.test(
        m.trim().replace(/\s+at$/, ''),
      );
      const job = starts || new RegExp(`\\b${stem}`).test(text.slice(0, at));
      if (!job || (!starts && !HALF_SAID.test(text.slice(at + m.length)))) return m;
    }
    note = `"${m.trim()}" read as "${days} at".`;
    return `${days} at `;
  });
  return out === text ? null : { text: out, note };
}

/** A clock from 1 to 6 with its minutes and no half of the day (not "01:30", not "1:30pm"). */
const SMALL_BARE = /(?<![\d:])([1-6]:[0-5]\d)(?!\s*[ap]m\b)(?![\d:])/;

/** The message read as its day-and-clock pairs, or with its "which are", by `readRules` (the rules reader); or null. */
export function readDayClockPairs(
  phrase: string,
  readRules: (text: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  if (!DAY_CLOCK_PAIRS_GATE.test(phrase) && !EXCEPT_WHICH_GATE.test(phrase)) return null;
  const paired = dayClockPairs(normalize(phrase));
  const pairs = paired ?? exceptWhich(normalize(phrase));
  if (pairs === null) return null;
  // "mon 12:30 tue 1:30": a clock from 1 to 6 with no half of the day said could be the small hours or the afternoon
  const bare = paired === null ? null : SMALL_BARE.exec(paired.text);
  if (bare !== null) {
    const clock = bare[1] as string;
    return fail(
      'unparseable',
      `"${clock}" beside a day could be ${clock} AM or ${clock} PM.`,
      `Say "${clock}am" or "${clock}pm" for each such day, e.g. "mon 12:30pm, tue ${clock}pm".`,
    );
  }
  const read = readRules(pairs.text);
  if (!read.ok) return null;
  return ok(read.value.map((r, i) => (i === 0 ? { ...r, assumptions: [pairs.note, ...r.assumptions] } : r)));
}
