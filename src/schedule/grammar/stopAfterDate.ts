/**
 * "skate sharpening reminder tues 4pm, stop after feb 28": "stop after" a date said last, in words ("feb 28", "28
 * feb", "march 15 2027"), is the end of the running period, that day included, as "until feb 28" is: rewritten so
 * (in `normalize`). Safe because stopping after a day leaves that day's runs in and every later one out, which is
 * what "until" reads. Only a date with its month's name, said last: "stop after the 28th" (which month's?), "stop
 * after 5 runs" (a count), "stop after christmas" and "stop after feb 28 at 9am" (a time of the stop) are left as
 * written, and refused or read by their own readers.
 */

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DAY = '(?:[12]?\\d|3[01])(?:st|nd|rd|th)?';
const DATE = `(?:${MONTH}\\s+${DAY}|${DAY}\\s+(?:of\\s+)?${MONTH})(?:,?\\s+20\\d\\d)?`;

/** "..., stop after feb 28" said last, with what joins it to the schedule before it. */
const STOP_AFTER = new RegExp(
  `\\s*[,;]?\\s*(?:-\\s+)?(?:and\\s+|then\\s+)?(?:stop|stops|stopping)\\s+after\\s+(?<date>(?:the\\s+)?${DATE})\\s*$`,
);

/** Cheap gate: the phrase says "stop" and "after". */
export const STOP_AFTER_GATE = /\bstop(?:s|ping)?\s+after\b/;

export function rewriteStopAfter(text: string): string {
  const m = STOP_AFTER.exec(text);
  if (m === null || m.index === 0) return text;
  return `${text.slice(0, m.index)} until ${m.groups?.date ?? ''}`;
}
