/**
 * Adjectives of time inside a job's name said before its schedule, read by `leadingNames.ts` where they stand, right
 * before another word of the name (`named`: no small word, no word of time), each with what the rest of the phrase
 * must say for the name to be set aside:
 * - "last" before a thing ("last pickup reminder 4:15 pm mon to fri", "last orders bell 22:45 daily", "last call
 *   post every friday 11pm"): the final one of each day, not the last of a month; the rest says itself that it comes
 *   again, so that it cannot be the very last run ("last standup friday 9am" stays refused: the final one, once?);
 *   "last day", "last business day", "last friday", "last week" are read elsewhere or refused (no name's word after);
 * - "late", "early" before a thing ("late checkout reminder 11:30am every day", "early bird promo 7:00 weekdays",
 *   "late shift handover 22:00 daily"): the rest says its times plainly, with am/pm or on a 24-hour clock ("late
 *   checkout reminder 11:30 every day" stays refused: late may mean the evening's 11:30), or an interval between two
 *   times said so ("late delivery sweep every 30 min 8am to 8pm"; "late shift check every 2 hours" stays refused);
 * - "same-day", "next-day" before a thing ("same-day cutoff 1pm weekdays", "next-day delivery cutoff 15:00
 *   weekdays"): a kind of service, what the job is about; the rest says its times plainly ("next-day reminder 9am"
 *   stays refused: a reminder the next day?, there is no thing after "next-day" but the job's word).
 * (A season of a faith's calendar, "ramadan hours: staff reminder ... from feb 8 through mar 9", is a part of the
 * year of `leadingNames.ts`: the rest gives its first and last dates.)
 */

/** What a word needs the rest to say (a subset of the needs of `leadingNames.ts`). */
export type NameAdjectiveNeed = 'comesAgain' | 'plainTimes' | 'plainWindow';

/** Words after "last", "late" or "early" that make them a time ("last thing", "late night", "early morning"). */
const OF_TIME_AFTER =
  /^(?:thing|things|business|working|work|week|weekday|weekend|day|days|half|quarter|month|year|night|nights|evening|morning|afternoon|minute|hour|light|run|session|of|and|or)$/;

/** The words of a service's kind by when it is done ("same-day delivery", "next-day cutoff"). */
const SERVICE_DAY = /^(?:same-day|sameday|next-day|nextday)$/;

/** Words of a job that say no thing, after "next-day" ("next-day reminder": a reminder the next day). */
const JOB_ONLY = /^(?:reminders?|alerts?|notices?|nudges?|pings?|messages?|posts?|emails?)$/;

/**
 * The needs of the word at `words[i]` of a name, or undefined when it is none of the words above. `named(k)`: the
 * caller's test of whether `words[k]` is a word of the name (no small word, no word of time).
 */
export function nameAdjectiveNeeds(
  words: readonly string[],
  i: number,
  named: (k: number) => boolean,
): NameAdjectiveNeed[] | undefined {
  const w = words[i] as string;
  const next = words[i + 1];
  if (next === undefined || !named(i + 1) || OF_TIME_AFTER.test(next)) return undefined;
  if (w === 'last') return ['comesAgain'];
  if (w === 'late' || w === 'early') return ['plainWindow'];
  if (SERVICE_DAY.test(w)) return w.startsWith('next') && JOB_ONLY.test(next) ? undefined : ['plainTimes'];
  return undefined;
}
