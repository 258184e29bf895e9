/**
 * "DC" as a data centre, in a job's name: first, in a phrase that names a thing only a data centre has ("DC: PDU power
 * readings export hourly at :05", "DC: UPS battery test every monday 09:00": a PDU, a UPS, a CRAC or CRAH unit, racks,
 * a colocation hall), and second, right after a place's code, where the phrase says its zone after a clock ("sg dc:
 * cooling tower chem dosing log daily 0830 SGT": no one says "Singapore Washington"). The zone readers take "DC" for
 * Washington's clock; here it is read as a word of the name, and the time is on the clock the rest says, or the
 * person's.
 *
 * Safe because: "DC" alone beside things any building has ("DC: generator test 03:00 sundays", "DC office: standup
 * 9am") stays Washington's or a name's, and is refused as before; after a place's code the clock is said in the
 * phrase, so it is not taken from the name. "DC" right before a place ("DC Mumbai:") is read in leadingNames.ts.
 */

/** Cheap test before anything else: "dc" as a word. */
export const DATA_CENTRE_GATE = /\bdc\b/i;

/** Things only a data centre has. */
const DATA_CENTRE_THINGS = /\b(?:pdus?|ups|crac|crah|racks?|colo|colocation)\b/i;

/** Words before a noun that name no place ("the dc", "our dc"). */
const DETERMINER = /^(?:the|our|my|a|an|your|its|all|any)$/;

/** A zone said right after a clock ("0830 SGT", "14:00 utc", "0600z"). */
const ZONE_AFTER_CLOCK = /\d\s*(?:[a-z]{2,4}t|utc|gmt|z)\b/i;

/**
 * The word to read for "dc" at `index` of the phrase's words (lower case): "datacentre" where it is a data centre,
 * else "dc" as typed.
 */
export function dataCentreWord(phrase: string, words: readonly string[], index: number): string {
  if (words[index] !== 'dc') return 'dc';
  if (index === 0 && DATA_CENTRE_THINGS.test(phrase)) return 'datacentre';
  const code = words[0] ?? '';
  if (index === 1 && /^[a-z]{2,3}$/.test(code) && !DETERMINER.test(code) && ZONE_AFTER_CLOCK.test(phrase))
    return 'datacentre';
  return 'dc';
}
