/**
 * English words whose letters the grammar also reads as a thing of time, said as words of a job's name: "surf"
 * spells days by their letters (Su-R-F: Sunday, Thursday, Friday, as "MWF" does), and "cat", "cot", "wet", "wit"
 * and "tot" are the letters of zones the zone reader does not take (Central Africa, Colombia, Western European,
 * Western Indonesian, Tonga). Read in `leadingNames.ts` as a word of the name ("surf camp breakfast bell 6:30
 * daily", "cat room litter check every 3 hours from 6am to 9pm") only where that is safe:
 * - typed in lower case (days' and zones' letters are typed in capitals: "MWF", "CAT" stay refused), and right
 *   before another word of the name: a zone's letters come after a clock, never before what a job is for;
 * - a word of days' letters also needs the rest to say its days itself ("daily", "every day", "mon-fri", a day's
 *   name), so that its letters, were they days, could not be the runs' days ("surf lessons 7am" stays refused).
 * Only the words below: each an English noun or adjective with no meaning of time. "west" is none of them ("west
 * coast standup": the Pacific clock).
 */

/** English words that spell days by their letters, in the week's order. */
const DAY_LETTER_WORDS: ReadonlySet<string> = new Set(['surf']);

/** English words that are the letters of a zone the zone reader does not take. */
const ZONE_LETTER_WORDS: ReadonlySet<string> = new Set(['cat', 'cot', 'wet', 'wit', 'tot']);

/**
 * What the rest must say for `word` (typed as `said`) to be a word of a name: 'days' (its own days), 'none', or
 * null when the word is none of these, or typed otherwise than in lower case, or not before another word of the
 * name (`nameNext`).
 */
export function letterWordNeed(word: string, said: string, nameNext: boolean): 'days' | 'none' | null {
  if (!nameNext || said !== word) return null;
  if (ZONE_LETTER_WORDS.has(word)) return 'none';
  if (DAY_LETTER_WORDS.has(word)) return 'days';
  return null;
}

/** Days said in words in the rest of a phrase: a day's name or short form, "daily", "every day", "weekdays". */
const DAYS_IN_WORDS =
  /\b(?:daily|every\s*day|each\s+day|everyday|nightly|week(?:day|end|night)s?|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b/i;

/** Whether `rest` says its days in words ("6:30 daily", "mon-fri 6pm"). */
export function saysDaysInWords(rest: string): boolean {
  return DAYS_IN_WORDS.test(rest);
}
