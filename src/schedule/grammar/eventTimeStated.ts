import { isAsideWord } from './labels.js';

/**
 * "sweep of the upper mountain at 3:45pm, last chair is 4", "warm up the ovens at 5:30am; first class is 6": after a
 * schedule with its clock said in full, a clause "the first / last / final <thing> is <clock>" states when something
 * else happens (what the run comes before); it is no instruction to run. The clause is set aside with a note and the
 * rest read alone (by `rules.ts`, when the phrase does not read as typed). Safe because the verb is "is" alone, the
 * thing's words must be a name's (`isAsideWord`: no digit, day, month, word of time) and no word of a run ("last one
 * is 4", "final reminder is 4pm", "first run is 6" stay refused: they may be runs), and the rest must say its own
 * clock with its half of the day or on the 24-hour clock, so no bare hour is read through it.
 */

const STATED =
  /^(?<rest>.*\d.*?)\s*(?:[,;]|\s[-\u2013\u2014])\s*(?<what>(?:the\s+)?(?:first|last|final)\s+[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)\s+is\s+(?:at\s+)?(?:\d{1,2}(?::[0-5]\d)?\s*(?:[ap]\.?m\.?)?|noon|midnight)\s*$/i;
/** Words of a run, or of something that may be one: the clause may then say a run. */
const RUN_WORD =
  /^(?:one|ones|runs?|times?|reminders?|pings?|checks?|alerts?|jobs?|posts?|emails?|messages?|notifications?|calls?|texts?|nudges?|backups?|syncs?|reports?|shifts?|days?|nights?|weeks?)$/;
/** A clock of the rest with its half of the day said, or on the 24-hour clock. */
const FULL_CLOCK =
  /\b\d{1,2}(?::[0-5]\d)?\s*[ap]\.?m\b|\b\d{1,2}[ap]\b|\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\bnoon\b|\bmidnight\b/i;

export const EVENT_TIME_STATED_GATE = /\bis\s+(?:at\s+)?(?:\d|noon|midnight)/i;

/** The phrase without a clause stating another thing's time said last, with a note; null when there is none. */
export function withoutEventTimeStated(phrase: string): { phrase: string; note: string } | null {
  const m = STATED.exec(phrase.trim());
  if (m?.groups === undefined) return null;
  const rest = (m.groups.rest as string).trim();
  const words = (m.groups.what as string).toLowerCase().split(/\s+/);
  const thing = words.filter((w) => !/^(?:the|first|last|final)$/.test(w));
  if (thing.some((w) => RUN_WORD.test(w) || !isAsideWord(w, w))) return null;
  if (!FULL_CLOCK.test(rest)) return null;
  const said = phrase
    .trim()
    .slice(phrase.trim().indexOf(m.groups.what as string))
    .trim();
  return {
    phrase: rest,
    note: `Read "${said}" as when something else happens, what the run comes before: not a run.`,
  };
}
