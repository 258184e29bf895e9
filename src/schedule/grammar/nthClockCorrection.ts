import { DAY } from './words.js';

/**
 * A correction of one of several clock times by its place in the list, said last: "fridge temp log 0800 + 1600,
 * sorry make the second one 1700", "checks 9:00 and 13:00 - actually change the first one to 9:30". The clock at that
 * place is put in place of the one it corrects and the phrase read again as if said so, with a note. Read only once
 * the phrase has failed to read (rules.ts), only where the correction ends the phrase, the list holds at least two
 * clocks and the place is one of them; the new clock must say its half of the day (with am/pm, on the 24-hour clock
 * or with a leading zero): "make the second one 5:00" after "16:00" may be 5 AM or 5 PM, and stays refused.
 */
export const NTH_CLOCK_CORRECTION_GATE = /\b(?:first|second|third|last|1st|2nd|3rd)\s+(?:one|time)\b/;

/** A clock said in a list: with am/pm, with its minutes, or four figures on the 24-hour clock. */
const CLOCK = /\b\d{1,2}(?::[0-5]\d)?\s*[ap]m\b|\b\d{1,2}:[0-5]\d(?!\d)|\b(?:[01]\d|2[0-3])[0-5]\d\b/g;

const SAID = new RegExp(
  '^(?<before>.*?\\d.*?)[\\s,.;:\u2013\u2014-]+(?:oh\\s*,?\\s*)?(?<word>sorry|oops|actually|wait|correction:?|no)\\s*,?\\s*' +
    '(?:please\\s+)?(?:make|change|move|set)\\s+the\\s+(?<nth>first|second|third|last|1st|2nd|3rd)\\s+(?:one|time)\\s+' +
    '(?:to\\s+|at\\s+)?(?<clock>\\d{1,2}(?::[0-5]\\d)?\\s*[ap]m|\\d{1,2}:[0-5]\\d|(?:[01]\\d|2[0-3])[0-5]\\d)\\s*$',
);

/** A time said in words, or a bare hour, which CLOCK does not count. */
const WORD_CLOCK = /\b(?:noon|midday|midnight|o'?clock)\b/;
const DAYS = new RegExp(`\\b${DAY}`, 'g');

const PLACE: Readonly<Record<string, number>> = { first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2 };

/** The phrase with the clock at the place said corrected, and the note; null when it is not so said. */
export function nthClockCorrected(text: string): { text: string; note: string } | null {
  const m = SAID.exec(text);
  const g = m?.groups;
  if (!m || !g?.before || !g.nth || !g.clock) return null;
  const clocks = [...g.before.matchAll(CLOCK)];
  if (clocks.length < 2) return null;
  // every number before it one of those clocks ("room 1205 check 0800 and 1600": the room's number is no clock), no
  // time said in words ("8am, noon and 4pm": which is second?), and the days of one rule only ("mon 9am, wed 2pm and
  // 4pm": the second of the list, or of Wednesday's?)
  const inClock = (i: number) => clocks.some((c) => i >= (c.index ?? 0) && i < (c.index ?? 0) + c[0].length);
  for (const n of g.before.matchAll(/\d+/g)) if (!inClock(n.index ?? 0)) return null;
  if (WORD_CLOCK.test(g.before) || (g.before.match(DAYS) ?? []).length > 1) return null;
  // and the clocks one list, nothing but marks and "and" between them ("room 1205 check 0800 and 1600" is no list)
  for (let k = 1; k < clocks.length; k++) {
    const prev = clocks[k - 1] as RegExpExecArray;
    const gap = g.before.slice((prev.index ?? 0) + prev[0].length, clocks[k]?.index ?? 0);
    if (!/^[\s,&+/]*(?:and|\+|&)?[\s,&+/]*$/.test(gap)) return null;
  }
  const at = g.nth === 'last' ? clocks.length - 1 : (PLACE[g.nth] ?? -1);
  const old = clocks[at];
  if (old === undefined) return null;
  let clock = g.clock.trim();
  // "5:00" without its half of the day, no leading zero: morning or afternoon?
  if (/^[1-9]:|^1[0-2]:/.test(clock) && !/[ap]m$/.test(clock)) return null;
  if (/^\d{4}$/.test(clock)) clock = `${clock.slice(0, 2)}:${clock.slice(2)}`;
  const i = old.index ?? 0;
  const said = text.slice(g.before.length).replace(/^[\s,.;:\u2013\u2014-]+/, '');
  return {
    text: `${g.before.slice(0, i)}${clock}${g.before.slice(i + old[0].length)}`,
    note: `Read "${said}" as ${clock} in place of "${old[0]}".`,
  };
}
