/**
 * Words of an occasion inside a job's name said first, which the name tests take for words of time, read only where
 * the rest of the phrase pins its runs to dates said in full (so no word of the name can move, bound or repeat them):
 * - "end of" before a period's name and another word of the name ("end of financial year reminder 30 june 2027
 *   4pm", "end of patrol season: final report apr 25 2027 5pm"): the occasion the run is for, where the rest runs
 *   once on a date said with its year (one run cannot be bounded further; "end of term reminder every friday 3pm"
 *   may end the runs there, and stays refused);
 * - a thing's week, "<noun> week" between words of the name ("exam week push notifications 7am dec 14-18", "launch
 *   week banner ..."): where the rest runs once on a date said in full, or gives its own first and last dates ("every
 *   week", "this week", "next week" have no noun of the name before "week" and are no occasion's);
 * - "back-to-school" (a season's name) before another word of the name ("back-to-school bus pass emails aug 2 2027
 *   9am"): where the rest runs once on a date said in full, or gives its own first and last dates, as a holiday
 *   first in a name does.
 */

/** What the rest must say for the occasion's words to be set aside with the name. */
export type OccasionNeed = 'datedOnce' | 'datedOnceOrSpan' | 'datedOnceOrWeek';

/** Names of periods that "end of" may stand before, as the last word of the period's name. */
const PERIOD_NOUN =
  /^(?:year|season|term|semester|quarter|month|week|project|campaign|sprint|trial|study|contract|lease)$/;
/** The words, cheaply: an occasion may stand only where one of these is. */
const GATE = /^(?:end|of|week|back-to-school)$/;

/**
 * The needs of `words[i]` as a word of an occasion inside a name, or undefined when it is none. `named(k)`: the
 * caller's test of whether `words[k]` is a word of the name (no small word, no word of time).
 */
export function occasionWordNeeds(
  words: readonly string[],
  i: number,
  named: (k: number) => boolean,
): OccasionNeed[] | undefined {
  const w = words[i] as string;
  if (!GATE.test(w)) return undefined;
  if (endOfOccasionAt(words, i, named)) return ['datedOnce'];
  if (w === 'of' && words[i - 1] === 'end' && endOfPeriod(words, i + 1, named)) return ['datedOnce'];
  // a span of at most seven days: the thing's week is those days ("pay week reminder fridays dec 1-31", "short week
  // standup daily dec 1-31": which weeks of the month? refused)
  if (w === 'week' && i > 0 && named(i - 1) && named(i + 1)) return ['datedOnceOrWeek'];
  if (w === 'back-to-school' && named(i + 1)) return ['datedOnceOrSpan'];
  return undefined;
}

/**
 * Whether "end of" and a period's name stand at `i` ("end of financial year reminder"): the name's first words, no
 * start of a schedule.
 */
export function endOfOccasionAt(words: readonly string[], i: number, named: (k: number) => boolean): boolean {
  return words[i] === 'end' && words[i + 1] === 'of' && endOfPeriod(words, i + 2, named);
}

/**
 * Whether a period's name starts at `k`: words of the name up to a period's noun ("financial year", "patrol
 * season"), at most three words long (each word is still tested as a name's on its own).
 */
function endOfPeriod(words: readonly string[], k: number, named: (k: number) => boolean): boolean {
  for (let j = k; j < k + 3 && j < words.length; j++) {
    if (PERIOD_NOUN.test(words[j] as string)) return j > k;
    if (!named(j)) return false;
  }
  return false;
}
