/**
 * Verbs said last in a job's name before its schedule, read by `leadingNames.ts`:
 * - a verb of what a thing does, in its plain form after a plural ("door codes rotate sunday midnight", "lockers
 *   reset fridays 23:00", "passwords change monday 9am"): the name is a sentence whose subject and verb are said, so
 *   the day said right after it is the schedule's, no day held by name ("patch tuesday", "black friday" end in no
 *   verb); verbs of a first or last time ("start", "begin", "end", "expire") are not among them ("classes start
 *   monday 9am" stays refused: from Monday on, or every Monday?);
 * - "window" before "opens" or "closes" said last ("bid window opens the 15th at 0800Z", "booking window closes
 *   fridays 17:00"): the moment the window opens or closes is the time said, which the rest must say plainly (with
 *   am/pm or on a 24-hour clock); a window alone stays a span of the schedule's ("maintenance window ...").
 */

/** Verbs of what a thing does, again and again, in their plain form. */
const THING_VERB =
  /^(?:rotate|reset|renew|change|refresh|update|open|close|lock|unlock|switch|sync|run|restart|reboot|flip|roll|rollover|recycle)$/;

/** Whether `word` ends in the plural "s" of a noun ("codes", "lockers"; not "glass", "status", "analysis"). */
function plural(word: string): boolean {
  return /^[a-z][a-z-]*[^su'\s]s$/.test(word) && !/(?:ss|us|is)$/.test(word);
}

/** Whether the last of a name's `words` is a verb of a thing said after a plural ("door codes rotate"). */
export function pluralThenVerbLast(words: readonly string[]): boolean {
  const n = words.length;
  return n >= 2 && THING_VERB.test(words[n - 1] as string) && plural(words[n - 2] as string);
}

/** Whether "window" at `words[i]` is the subject of "opens" or "closes", said last ("bid window opens"). */
export function windowOpensLast(words: readonly string[], i: number): boolean {
  return words[i] === 'window' && i > 0 && i === words.length - 2 && /^(?:opens|closes)$/.test(words[i + 1] ?? '');
}
