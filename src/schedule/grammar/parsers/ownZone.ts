import type { RecurrenceParser } from '../draft.js';

/**
 * "9am my time", "(my local time)", "local time", "6am local" (after a time, at the end of a part or before "each
 * day", "daily" or days: "8am-9pm local Mon-Sat"): the person's own zone, which is the zone already used when the
 * phrase names none. Kept on the draft so that a phrase naming another zone too is refused, not read in either.
 */
export const ownZoneParser: RecurrenceParser = {
  name: 'own-zone',
  // "time" right after my, our, own or local; or "local" right after a clock
  gate: /\b(?:my|our|own|local)\s+time|[\dm]\s*local\b/,
  pattern:
    /(?:\(\s*)?\b(?:(?:in\s+)?(?:my|our)\s+(?:own\s+)?(?:local\s+)?|local\s+)time(?:\s*zone)?\b(?:\s*\))?|(?<=(?:\d|[ap]m)\s*)\blocal\b(?=\s*(?:$|[,;)]|(?:each|every)\s+day\b|daily\b|(?:mon|tues?|weds?|thur?s?|fri|sat|sun)\b|(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|week(?:day|end)s?\b))/g,
  apply(m, draft) {
    draft.ownZone = m[0].replace(/[()]/g, '').trim();
    return undefined;
  },
};
