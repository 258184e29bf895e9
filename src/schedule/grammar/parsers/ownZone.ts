import type { RecurrenceParser } from '../draft.js';

/**
 * "9am my time", "(my local time)", "local time", "6am local" or "2300 LT" (local time, the mariner's and
 * aviator's letters; after a time, at the end of a part or before "each
 * day", "daily" or days, said alone or after "every", "each" or "on": "8am-9pm local Mon-Sat", "1900 local every sun"), "0900 hours local", "(local)" in brackets after a time or a
 * word of the days ("1700 daily (local)"; "fri 5pm veg box (local)" is a name's word): the person's own zone, which is the zone already used when the
 * phrase names none. Kept on the draft so that a phrase naming another zone too is refused, not read in either.
 * "not yours", "not their time" said after "my time" only says again whose clock it is: read as nothing more.
 */
export const ownZoneParser: RecurrenceParser = {
  name: 'own-zone',
  // "time" right after my, our, own or local; or "local" right after a clock
  gate: /\b(?:my|our|own|local)\s+time|(?:[\dm]|hours)\s*(?:local|lt)\b|\(\s*local\s*\)|\bnot\s+(?:your|their)/,
  pattern:
    /(?:\(\s*)?\b(?:(?:in\s+)?(?:my|our)\s+(?:own\s+)?(?:local\s+)?|local\s+)time(?:\s*zone)?\b(?:\s*\))?|(?<=(?:\d|[ap]m|\d\s*hours|\b(?:daily|nightly|weekdays|weekends|every\s+day|each\s+day))\s*)\(\s*local\s*\)|(?<=(?:\d|[ap]m|\d\s*hours)\s*)\b(?:local|lt)\b(?=\s*(?:$|[,;)]|and\s+(?:at\s+)?\d|(?:each|every)\s+day\b|daily\b|(?:(?:every|each|on)\s+)?(?:(?:mon|tues?|weds?|thur?s?|fri|sat|sun)\b|(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|week(?:day|end)s?\b)))|\bnot\s+(?:yours|theirs|(?:your|their)\s+(?:time|clock|zone))\b(?<=\bmy\s+(?:own\s+)?(?:local\s+)?time\b[^.;!?]*)/g,
  apply(m, draft) {
    // "my time ..., not yours": the words after "my time" that only say it again
    if (m[0].startsWith('not')) return undefined;
    draft.ownZone = m[0].replace(/[()]/g, '').trim();
    return undefined;
  },
};
