import { isAsideWord } from './labels.js';

/**
 * "sweep of the upper mountain at 3:45pm, last chair is 4", "warm up the ovens at 5:30am; first class is 6": after a
 * schedule with its clock said in full, a clause "the first / last / final <thing> is <clock>" states when something
 * else happens (what the run comes before); it is no instruction to run. The clause is set aside with a note and the
 * rest read alone (by `rules.ts`, when the phrase does not read as typed). Safe because the verb is "is" alone, the
 * thing's words must be a name's (`isAsideWord`: no digit, day, month, word of time) and no word of a run ("last one
 * is 4", "final reminder is 4pm", "first run is 6" stay refused: they may be runs), and the rest must say its own
 * clock with its half of the day or on the 24-hour clock, so no bare hour is read through it.
 *
 * The thing must be one of a short list of things that are no runs (a chair, a lift, a class, a train, a patient):
 * "meds at 8pm, first dose is 8am" or "water plants at 6am, last watering is 8pm" name the job itself and stay
 * refused, as does a thing whose stem is said in the rest ("lift sweep at 3:45pm, final lift is 5pm"). And the rest
 * may have no step and no open range ("ping every 30 min from 9am, last slot is 4pm": the clause bounds the runs).
 */

const STATED =
  /^(?<rest>.*\d.*?)\s*(?:[,;]|\s[-\u2013\u2014])\s*(?<what>(?:the\s+)?(?:first|last|final)\s+[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)\s+is\s+(?:at\s+)?(?:\d{1,2}(?::[0-5]\d)?\s*(?:[ap]\.?m\.?)?|noon|midnight)\s*$/i;
/** Words of a run, or of something that may be one: the clause may then say a run. */
const RUN_WORD =
  /^(?:one|ones|runs?|times?|reminders?|pings?|checks?|alerts?|jobs?|posts?|emails?|messages?|notifications?|calls?|texts?|nudges?|backups?|syncs?|reports?|shifts?|days?|nights?|weeks?)$/;
/** Things that are no runs: what the clause may say happens at its clock. */
const NOT_RUN =
  /^(?:chairs?|lifts?|rides?|firings?|class(?:es)?|lessons?|trains?|shows?|screenings?|performances?|patients?|guests?|customers?|flights?|sailings?|tee-?times?|arrivals?|visitors?)$/;
/** A step or an open range in the rest: the clause may bound the runs, not state something else's time. */
const STEP_OR_RANGE =
  /\b(?:every|each)\s+(?:\d+|other|few|couple|half|quarter|[a-z]+\s+(?:minutes?|mins?|hours?|hrs?))|\d+\s*(?:minutes?|mins?|hours?|hrs?|h|m)\b|\b(?:hourly|half-hourly|from|starting|start|between|since|until|till|til|through|thru|onwards?|after)\b|\d\s*(?:-|\u2013|to)\s*\d/i;
/** The stem of a word, to find it said again ("sweep", "sweeps"; "watering", "water"). */
function stem(word: string): string {
  return word.replace(/(?:ing|es|s)$/, '');
}

/** A clock of the rest with its half of the day said, or on the 24-hour clock. */
const FULL_CLOCK =
  /\b\d{1,2}(?::[0-5]\d)?\s*[ap]\.?m\b|\b\d{1,2}[ap]\b|\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\bnoon\b|\bmidnight\b/i;

export const EVENT_TIME_STATED_GATE = /\bis\s+(?:at\s+)?(?:\d|noon|midnight)/i;

/** The phrase without a clause stating another thing's time said last, with a note; null when there is none. */
export function withoutEventTimeStated(phrase: string, name = ''): { phrase: string; note: string } | null {
  const m = STATED.exec(phrase.trim());
  if (m?.groups === undefined) return null;
  const rest = (m.groups.rest as string).trim();
  const words = (m.groups.what as string).toLowerCase().split(/\s+/);
  const thing = words.filter((w) => !/^(?:the|first|last|final)$/.test(w));
  if (thing.some((w) => RUN_WORD.test(w) || !isAsideWord(w, w))) return null;
  if (!FULL_CLOCK.test(rest) || STEP_OR_RANGE.test(rest)) return null;
  const noun = thing[thing.length - 1] as string;
  if (!NOT_RUN.test(noun)) return null;
  const restWords = `${name} ${rest}`.toLowerCase().split(/[^a-z]+/);
  if (thing.some((w) => restWords.some((r) => stem(r).length > 2 && (r.startsWith(stem(w)) || w.startsWith(stem(r))))))
    return null;
  const said = phrase
    .trim()
    .slice(phrase.trim().indexOf(m.groups.what as string))
    .trim();
  return {
    phrase: rest,
    note: `Read "${said}" as when something else happens, what the run comes before: not a run.`,
  };
}
