import { fail, type Outcome } from '../problem.js';

/**
 * "sat" where it may be a satellite as well as Saturday: "sat phone check-in 6am & 6pm", "sat link test every 3
 * hours", "sat comms check daily 07:00". Read as a day, "sat" turned the daily runs of a satellite phone's check-in
 * into Saturday's; read as a satellite, "sat link check 10am" after "weekdays 9am" would lose Saturday. Which one is
 * meant is not in the words: the phrase is refused, asking for "saturday" or "satellite".
 *
 * Only before a thing satellites have ("phone", "link", "comms", "uplink", "dish", "modem", "terminal",
 * "telemetry", ...), and not where "sat" stands in a list or range of days or after a word that asks for a day
 * ("mon-sat phone support", "tue & sat link checks", "every sat", "on sat", "next sat"): there it is Saturday, read as
 * before. Nouns a day is often said before ("call", "check", "report", "tv", "pass") are not in the list.
 */
const THINGS =
  'phones?|link|links|comms?|uplinks?|downlinks?|dish|modems?|terminals?|imagery|telemetry|backhaul|messengers?|' +
  'trackers?|beacons?|antennas?|antennae|overpass|overpasses|constellation';
const DAY_WORD =
  '(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sun|(?:mon|tues|wednes|thurs|fri|sun)days?|weekdays?|weekends?)';
/** Words before "sat" that make it a day: a list or range of days, or a word that asks for one. */
const DAY_BEFORE = `(?<!(?:[-–/&,+]|\\b(?:and|or|to|thru|through|till|until|til|every|each|on|next|this|last|by|from|first|1st|other|alternate|${DAY_WORD}))\\s*)`;
const SAT_THING = new RegExp(`${DAY_BEFORE}\\bsat[ -](?<thing>${THINGS})\\b`, 'i');
export const SATELLITE_GATE = /\bsat[ -]/i;

/** The problem of a "sat" that may be a satellite's, or null when the phrase has none. */
export function satelliteOrSaturday(phrase: string): Outcome<never> | null {
  const m = SAT_THING.exec(phrase);
  if (m === null) return null;
  return fail(
    'unparseable',
    `"${m[0]}" could be a satellite's ${m.groups?.thing ?? ''} or Saturday's: I would rather not guess.`,
    'Say "satellite" or "saturday" in full, e.g. "satellite phone check-in daily at 6am".',
  );
}
