/**
 * "sat" where it is a satellite, not Saturday: "sat phone check-in 6am & 6pm", "sat link test every 3 hours", "the
 * weather sat's contact at 03:41 UTC". Read as a day, "sat" turned a daily schedule into a weekly one.
 *
 * "sat" is a satellite only where a satellite's thing follows it ("sat phone", "sat link", "sat comms", "sat pass")
 * or a kind of satellite comes before it and nothing but the end of the phrase, "'s" or such a thing follows ("for the
 * weather sat", "the relay sat's pass": "weather sat 9am" may be the weather report on Saturday), and never where it stands in a list or range
 * of days or after a word that asks for a day ("mon-sat phone support", "tue & sat link checks", "every sat", "on
 * sat", "next sat"): there it stays Saturday. Nouns a day is often said before ("call", "check", "report", "meeting")
 * are not in the list, so "sat call 9am" is still Saturday.
 */
const THINGS =
  'phones?|link|links|comms?|uplinks?|downlinks?|dish|modems?|terminals?|nav|tv|imagery|pass|passes|telemetry|' +
  'backhaul|internet|messengers?|trackers?|beacons?|antennas?|antennae|overpass|overpasses|constellation';
const KINDS = 'weather|relay|comms?|nav|imaging|spy|polar|geo|leo|cube|noaa|goes|metop|earth observation';
/** Words before "sat" that make it a day: a list or range of days, or a word that asks for one. */
const DAY_BEFORE =
  '(?<!(?:[-–/&,+]|\\b(?:and|or|to|thru|through|till|until|til|every|each|on|next|this|last|by|from|mon|tue|tues|wed|thu|thur|thurs|fri|sun|weekday|weekdays))\\s?)';
const BEFORE_THING = new RegExp(`${DAY_BEFORE}\\bsat(?=[ -](?:${THINGS})\\b)`, 'g');
const AFTER_KIND = new RegExp(`(?<=\\b(?:${KINDS})[ -])sat(?=$|'s\\b|\\)|[ -](?:${THINGS})\\b)`, 'g');
const GATE = /\bsat[ -]|[a-z][ -]sat\b/;

/** The phrase lower-cased -> its "sat" written "satellite" where a satellite is meant. */
export function rewriteSatelliteWords(text: string): string {
  if (!GATE.test(text)) return text;
  return text.replace(BEFORE_THING, 'satellite').replace(AFTER_KIND, 'satellite');
}
