/**
 * Words inside a list of clocks, rewritten so the list reads as clocks (in `normalize`):
 * - "8am, 12, 4pm": a bare 12 between a morning clock and an afternoon one is noon ("8am, 12pm, 4pm"), as a lone
 *   "at 12" already reads. Safe because the clocks around it are said in order with their halves of the day: midnight
 *   would not stand between them. Only with "am" said right before it and "pm" right after it;
 * - "0200 and uh 1400", "7:00 and um 19:00": a filler after "and", before a clock, is a pause ("0200 and 1400"). Safe
 *   because "uh" holds no time, and after "and" it cannot be a correction of the clock before it ("7:00 uh 7:15" is
 *   one, read by corrections.ts and left as written here).
 */

/** "8am, 12, 4pm", "8am, 12 and 4pm". */
const NOON_BETWEEN =
  /(?<a>\b\d{1,2}(?::[0-5]\d)?\s*am)\s*,\s*12(?<sep>\s*,\s*|\s+and\s+|\s*&\s*)(?<b>\d{1,2}(?::[0-5]\d)?\s*pm\b)/g;
/**
 * "and uh 1400": a filler said after "and", right before a clock said as one (its minutes, its half of the day, or
 * four digits); not before a bare number ("and uh 3 fridays": a count, or 3 o'clock?), left as written.
 */
const FILLER_AFTER_AND =
  /\b(?<and>and|&)\s+(?:uh+|um+|erm?)\s*,?\s+(?=\d{1,2}[:.h][0-5]\d\b|\d{1,2}(?::[0-5]\d)?\s*[ap]\.?m\b|\d{4}\b)/g;

/** Cheap gate: a 12 in a list, or a filler after "and". */
export const CLOCK_LIST_WORDS_GATE = /\s12\s*(?:,|and|&)|(?:and|&)\s+(?:u[hm]|er)/;

export function rewriteClockListWords(text: string): string {
  return text
    .replace(NOON_BETWEEN, (_m, a: string, sep: string, b: string) => `${a}, 12pm${sep}${b}`)
    .replace(FILLER_AFTER_AND, (_m, and: string) => `${and} `);
}
