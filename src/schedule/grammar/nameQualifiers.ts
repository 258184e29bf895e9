/**
 * Words of a job's name that name a day or a time of the year only together with a word of time after them, and
 * before any other noun are the thing's kind or place: "school" ("ski school roster", "school bus check", not
 * "school days", "school holidays", "school run"), "memorial" ("memorial reading group", not "memorial day"),
 * "public" ("public library report", not "public holidays"), "labour"/"labor" ("labour ward handover", not "labor
 * day"), "veterans" ("veterans affairs digest", not "veterans day"), "golden" ("golden retriever club", not "golden
 * week"). The name tests of `labels.ts` refuse them alone; they are a name's word only right before another word
 * of the name that is no word of time.
 *
 * Also "the week ahead", "the month ahead", "the day ahead" inside a name ("send the week ahead list fridays 10am",
 * "day-ahead price digest"): what the job sends, whose frequency the rest of the phrase must say itself (one day of
 * the week, of the month, every day).
 */

/** Words that make a day or a time of the year only with a word of time after them. */
const QUALIFIER = /^(?:school|memorial|public|labou?r|veterans|golden)$/;

/** Words after a qualifier that make it a time ("school days", "public holiday", "school run", "golden week"). */
const TIME_AFTER =
  /^(?:days?|nights?|holidays?|hols|terms?|years?|weeks?|weekends?|breaks?|vacations?|hours?|time|season|period|runs?|closures?|mornings?|evenings?|afternoons?|lunch|lunchtime|dinner)$/;

/**
 * Whether `word` is a qualifier standing before `next`, a word of the name (`nextIsNameWord`: the caller's own
 * name test of it) that makes it no time.
 */
export function qualifierBeforeName(word: string, next: string | undefined, nextIsNameWord: boolean): boolean {
  return QUALIFIER.test(word) && next !== undefined && nextIsNameWord && !TIME_AFTER.test(next);
}

/** The frequency a period said with "ahead" restates ("week ahead": one day a week). */
export type AheadFrequency = 'daily' | 'weekly' | 'monthly';

/**
 * The frequency "the <period> ahead" at `words[i]` says inside a name ("week ahead list", "week-ahead digest"), or
 * null; the word after it must be a word of the name (`isNameWord(k)`: the caller's test of `words[k]`): last, "the
 * week ahead" is how long the runs go on, not a thing. "ahead" itself is a name's word.
 */
export function periodAhead(
  words: readonly string[],
  i: number,
  isNameWord: (k: number) => boolean,
): AheadFrequency | null {
  const word = words[i] as string;
  const joined = /^(day|week|month)-ahead$/.exec(word);
  const period = joined !== null ? joined[1] : words[i + 1] === 'ahead' ? word : null;
  if (period !== 'day' && period !== 'week' && period !== 'month') return null;
  const after = joined !== null ? i + 1 : i + 2;
  if (after >= words.length || !isNameWord(after)) return null;
  return period === 'day' ? 'daily' : period === 'week' ? 'weekly' : 'monthly';
}
