/**
 * "feed the cat 6 and 6", "meds 8 & 8 every day", "water the plants 7:30 and 7:30": the same clock said twice with
 * no half of the day, and no "at" before it, is said once for each half, as "feed the cat at 6 and 6" is read
 * (chronoReader.ts: 6 AM and 6 PM, with its note): "at" is put before it and the phrase read again. Only a whole clock from 1 to 11 (with or without its minutes), each time said bare;
 * refused or read as they were: a half said with either ("6 and 6pm", "6am and 6"), a number of something ("6 and 6
 * minutes", "every 6 and 6 hours"), a day of the month ("the 6 and 6", "dec 6 and 6").
 */

const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec';
const SAME_TWICE = new RegExp(
  `(?<!\\b(?:every|each|the|per|${MONTHS})[a-z]*\\s+)(?<![\\d:/.#-]|\\d\\s)\\b((?:1[01]|0?[1-9])(?::[0-5]\\d)?)\\s*(?:and|&|\\+)\\s*\\1(?![\\d:]|\\s*(?:[ap]\\.?\\s?m\\b|h\\b|hours?\\b|hrs?\\b|min|mins?\\b|minutes?\\b|secs?\\b|seconds?\\b|days?\\b|weeks?\\b|months?\\b|st\\b|nd\\b|rd\\b|th\\b|o'?clock\\b|%|x\\b))`,
  'i',
);
/** A clock, "and", the same clock: the cheap test before the pattern above. */
export const SAME_CLOCK_TWICE_GATE = /(\d{1,2}(?::\d\d)?)\s*(?:and|&|\+)\s*\1(?![\d:])/i;

/** The phrase with "at" before the same bare clock said twice; null when it has none. */
export function sameClockTwice(phrase: string): string | null {
  if (!SAME_CLOCK_TWICE_GATE.test(phrase)) return null;
  const m = SAME_TWICE.exec(phrase);
  if (m === null) return null;
  if (/\bat\s*$/i.test(phrase.slice(0, m.index))) return null;
  return `${phrase.slice(0, m.index)}at ${phrase.slice(m.index)}`;
}
