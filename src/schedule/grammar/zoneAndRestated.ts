import { CLOCK, minutesOf, ZONE, zoneOf } from './parsers/sameInstant.js';
import { differencesAt } from './zoneClocks.js';

/**
 * One time said on two zones' clocks joined by "and": "every monday 7:00 Yangon and 9:30 Tokyo", "10:00 Kathmandu &
 * 09:45 Kolkata". Joined by "and", two times in two zones are two runs unless they are the same instant; they are
 * read as one time restated (the "/" of `parsers/sameInstant.ts`, whose note says so) only when the two clocks differ
 * and name the same instant on the same day, every day of the coming year (two zones that keep their clocks all year, or change
 * them on the same dates). Otherwise the phrase is left as said: the same clock in two zones ("19:00 CET and 19:00
 * EST") is a rule per zone (`manyRules.ts`), and two times that agree only part of the year stay refused, as does a
 * phrase that says two runs are meant ("... 9pm Eastern and 6pm Pacific (two pings)": one run said twice, or two?).
 */
const AND_PAIR = new RegExp(
  `(?<![\\d:])(?<t1>${CLOCK})\\s*(?<z1>${ZONE})\\s*(?:and|&)\\s*(?<t2>${CLOCK})\\s*(?<z2>${ZONE})(?![a-z0-9_/])`,
  'g',
);
/** Words that say two runs are meant ("(two pings)", "both", "each"): one time said twice, or two runs? Refused. */
const TWO_SAID = /\b(?:two|three|2|both|each|twice|separate|separately)\b/;
const GATE = /\d\s*[a-z.]+(?:\s+[a-z]+)*\s*(?:and|&)\s*\d/;

/** The text with "and" between one time said in two zones made "/", or the text unchanged. */
export function andRestatedAsSlash(text: string, ownZone: string, now: number): string {
  if (!(text.includes(' and ') || text.includes('&')) || !GATE.test(text) || TWO_SAID.test(text)) return text;
  return text.replace(AND_PAIR, (m, ...args: unknown[]) => {
    const g = args.at(-1) as { t1: string; z1: string; t2: string; z2: string };
    const a = zoneOf(g.z1.trim(), ownZone);
    const b = zoneOf(g.z2.trim(), ownZone);
    if (a === null || b === null || a === b) return m;
    const m1 = minutesOf(g.t1.replace(/\s+/g, ''));
    const m2 = minutesOf(g.t2.replace(/\s+/g, ''));
    if (m1 === m2) return m;
    const diffs = differencesAt(a, b, m1, now);
    // the same instant on the same day: "monday 23:00 UTC and 8:00 Tokyo" names Tokyo's Monday, UTC's Sunday
    const agrees = (d: number) => m1 + d === m2;
    if (diffs === null || diffs.length === 0 || !diffs.every(agrees)) return m;
    return `${g.t1} ${g.z1.trim()} / ${g.t2} ${g.z2.trim()}`;
  });
}
