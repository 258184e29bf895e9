/**
 * Terms of a trade inside a job's name said first, whose words the name tests take for words of time:
 * - "DST" (daylight saving time) as the subject of the job, before another word of the name ("DST explainer goes
 *   live sat march 13 2027 9am", "DST check sun 14 mar 2027 1:59am"): read only where the rest runs once, on a
 *   date said in full with its year, so the word cannot make it repeat; said right before a clock or a zone ("9am
 *   DST") it is no name's, and stays the clock's;
 * - "per diem" (a daily allowance), both words together, before another word of the name ("per diem rates refresh
 *   2 jan 2027 06:00 UTC"): a thing paid, not "per day"; read where the rest runs once on a date said in full, as
 *   "DST" is ("per diem" alone, or "per" before anything else, stays a word of how often);
 * - "go/no-go", "go-no-go", "no-go" (a decision to go on or not), anywhere in the name ("collision avoidance
 *   go/no-go thu 3 dec 2026 09:23 UTC"): no word of time in any reading, so it needs nothing of the rest;
 * - bell ringers' "quarter peal", "half peal" (a peal of about 1,260 changes, a half of one), both words together,
 *   before another word of the name ("quarter peal attempt sat 5 dec 2pm"): a kind of ringing, no quarter of an hour
 *   nor half of one, so they need nothing of the rest ("quarter" or "half" before anything else stays a word of
 *   time; "half-muffled" is a name's word in `labels.ts`).
 */

/** What the rest must say for the term to be set aside with the name. */
export type TradeTermNeed = 'datedOnce';

const GO_NO_GO = /^(?:go[/-]no[/-]?go|no-go)$/;

/**
 * The needs of `words[i]` as a word of a trade's term inside a name, or undefined when it is none. `named(k)`: the
 * caller's test of whether `words[k]` is a word of the name (no small word, no word of time).
 */
export function tradeTermNeeds(
  words: readonly string[],
  i: number,
  named: (k: number) => boolean,
): TradeTermNeed[] | undefined {
  const w = words[i] as string;
  if (GO_NO_GO.test(w)) return [];
  if ((w === 'quarter' || w === 'half') && /^peals?$/.test(words[i + 1] ?? '') && named(i + 2)) return [];
  if (w === 'dst' && named(i + 1)) return ['datedOnce'];
  if (w === 'per' && words[i + 1] === 'diem' && named(i + 2)) return ['datedOnce'];
  if (w === 'diem' && words[i - 1] === 'per' && named(i + 1)) return ['datedOnce'];
  return undefined;
}
