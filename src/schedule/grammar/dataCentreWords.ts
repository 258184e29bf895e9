import { resolveZoneWord } from '../zones.js';

/**
 * "DC" as a data centre, in a job's name: first, in a phrase that names a thing only a data centre has ("DC: PDU power
 * readings export hourly at :05", "DC: UPS battery test every monday 09:00": a PDU, a UPS, a CRAC or CRAH unit, racks,
 * a colocation hall), and second, right after a place's code, where the phrase says its zone after a clock ("sg dc:
 * cooling tower chem dosing log daily 0830 SGT": no one says "Singapore Washington"). The zone readers take "DC" for
 * Washington's clock; here it is read as a word of the name, and the time is on the clock the rest says, or the
 * person's.
 *
 * Safe because: "DC" alone beside things any building has ("DC: generator test 03:00 sundays", "DC office: standup
 * 9am") stays Washington's or a name's, and is refused as before; so does "DC" not set off bare ("DC office:", "DC
 * team:"), a thing said outside the job's name, "-ups" in a hyphened word ("stand-ups") and UPS the courier ("UPS
 * pickup"). After a place's code the zone is said right after a clock and is one the zone words know ("0900 sat" is
 * a day), so the clock is not taken from the name. "DC" right before a place ("DC Mumbai:") is read in leadingNames.ts.
 */

/** Cheap test before anything else: "dc" as a word. */
export const DATA_CENTRE_GATE = /\bdc\b/i;

/**
 * Things only a data centre has, as a word of their own: never the end of a hyphened word ("stand-ups",
 * "follow-ups", "pick-ups"), never "rack up" (sales, points). A UPS only in capitals beside a power word ("UPS
 * battery test"): "UPS pickup" is the courier.
 */
const DATA_CENTRE_THINGS = /(?<![-\w])(?:pdus?|crac|crah|racks?(?!\s+up\b)|colo|colocation)(?![-\w])/i;
const UPS_BESIDE_POWER = /(?<![-\w])(?:UPS\s+(?:battery|batteries|load|test)|(?:battery|load|test)\s+UPS)(?![-\w])/i;
const UPS_CAPITALS = /(?<![-\w])UPS(?![-\w])/;

/**
 * "DC" bare before the mark that sets the name off ("DC:"), or "DC ops:": not "DC office:", "DC team:", nor "DC"
 * with no mark, where "DC" may be Washington and its clock.
 */
const DC_SET_OFF = /^\s*dc(?:\s+ops)?\s*:\s*/i;

/** Where the job's name ends: its first number, or a word of how often. */
const NAME_END = /\d|\b(?:every|each|daily|hourly|weekly|monthly|weekdays?|weekends?|at|on)\b/i;

/** Words before a noun that name no place ("the dc", "our dc"). */
const DETERMINER = /^(?:the|our|my|a|an|your|its|all|any)$/;

/** A clock and the word right after it ("0830 SGT", "9am hkt", "0600z"). */
const WORD_AFTER_CLOCK = /\d\s*(?:[ap]\.?m\.?\s*)?([a-z]+)\b/gi;

/** Day names and their short forms: "0900 sat" says a day, not a zone. */
const DAY = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)s?$|^(?:mon|tues|wednes|thurs|fri|satur|sun)days?$/;

/** Whether the phrase says a zone right after a clock, one the zone words know ("0830 SGT", "0600z"). */
function zoneAfterClock(phrase: string): boolean {
  for (const m of phrase.matchAll(WORD_AFTER_CLOCK)) {
    const word = (m[1] ?? '').toLowerCase();
    if (DAY.test(word)) continue;
    if (word === 'z' || resolveZoneWord(word) !== null) return true;
  }
  return false;
}

/** Whether the job's name after a bare "DC:" names a thing only a data centre has. */
function namesDataCentreThing(phrase: string): boolean {
  const setOff = DC_SET_OFF.exec(phrase);
  if (setOff === null) return false;
  const rest = phrase.slice(setOff[0].length);
  const end = NAME_END.exec(rest);
  const name = end === null ? rest : rest.slice(0, end.index);
  if (DATA_CENTRE_THINGS.test(name)) return true;
  return UPS_CAPITALS.test(name) && UPS_BESIDE_POWER.test(name);
}

/**
 * The word to read for "dc" at `index` of the phrase's words (lower case): "datacentre" where it is a data centre,
 * else "dc" as typed.
 */
export function dataCentreWord(phrase: string, words: readonly string[], index: number): string {
  if (words[index] !== 'dc') return 'dc';
  if (index === 0 && namesDataCentreThing(phrase)) return 'datacentre';
  const code = words[0] ?? '';
  if (index === 1 && /^[a-z]{2,3}$/.test(code) && !DETERMINER.test(code) && zoneAfterClock(phrase)) return 'datacentre';
  return 'dc';
}
