import type { LocalIntent } from '../intent.js';
import { type Outcome, ok } from '../problem.js';
import { resolveZoneWord } from '../zones.js';
import { WORD_SOURCE } from './parsers/zone.js';

/**
 * Several places, each running the same schedule on its own clock, said as a group:
 * - the places first, then the schedule with "each": "the Lagos and Abidjan stores: 8am each, weekdays",
 *   "Perth, Darwin and Brisbane depots - 6:30 each, mon-fri", "Oslo & Riga offices: each 9am local, mondays";
 *   read as "<schedule> in each of <places>" (manyRules.ts), one rule per zone;
 * - the rules said per place, and the group they are for set off: "Perth 7am, Sydney 7am - both depots, daily",
 *   "Lima 9am, Quito 9am (both stores) weekdays"; the group's words are set aside with a note.
 * Looked at only once the phrase has failed to read as typed, and kept only where the rules read are on the clocks
 * of the places said (two or more).
 *
 * Not read here: places without "each" ("the Lagos and Abidjan stores: 8am weekdays": whose 8am?), a word after the
 * places that is no group of sites ("Lagos and Abidjan flights: 8am each": flights between them), and a group aside
 * where the rules read are on one clock ("Perth 7am - both depots, daily": which depots?).
 */

export const PLACES_EACH_GATE = /\b(?:each|both|all)\b/i;

const GROUP = `(?:stores?|shops?|depots?|offices?|sites?|branch(?:es)?|warehouses?|clinics?|schools?|teams?|plants?|hubs?|yards?|bases?|locations?|outlets?|restaurants?|hotels?|labs?)`;
const PLACE = `(?:${WORD_SOURCE})`;
const LIST = String.raw`${PLACE}(?:(?:\s*,\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+)${PLACE})+`;

/** "the Lagos and Abidjan stores: 8am each, weekdays". */
const PLACES_FIRST = new RegExp(
  String.raw`^\s*(?:the\s+|our\s+)?(?<list>${LIST})(?:\s+${GROUP})?\s*(?::|,|\s[-\u2013\u2014])\s*(?<rest>.+)$`,
  'i',
);
/** "each" in the schedule, with the words of the place's clock it may carry. */
const EACH = /(?:^|\s)(?:each(?:\s+(?:local(?:\s+time)?|their\s+time))?|(?:local|their\s+time)\s+each)(?=$|[\s,;])/i;
/** "- both depots,", "(both stores)", ", all three sites": whom the rules are for, set off. */
const GROUP_ASIDE = new RegExp(
  String.raw`\s*(?:\(\s*(?<open>)|[,;]\s*|\s[-\u2013\u2014]\s*)(?:for\s+)?(?:both|all(?:\s+(?:two|three|four|five|\d))?)\s+(?:the\s+)?${GROUP}\s*(?:\)|(?=[,;]|\s[-\u2013\u2014]|$))`,
  'i',
);

const zoneOf = (words: string) => resolveZoneWord(words.toLowerCase().replace(/\s+/g, ' '));

/** The rules read, one per place said, each on its clock; null when the phrase is not so said. */
export function readPlacesEachClock(
  phrase: string,
  readRest: (rest: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const first = PLACES_FIRST.exec(phrase)?.groups;
  if (first?.list && first.rest && EACH.test(first.rest)) {
    const zones = [...first.list.matchAll(new RegExp(PLACE, 'gi'))].map((p) => zoneOf(p[0]));
    if (zones.length < 2 || zones.some((z) => z === null)) return null;
    const rest = first.rest
      .replace(EACH, ' ')
      .replace(/\s*,\s*/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const read = readRest(`${rest} in each of ${first.list}`);
    if (!read.ok || !zones.every((z) => read.value.some((r) => r.zone.name === z))) return null;
    return read;
  }
  const aside = GROUP_ASIDE.exec(phrase);
  if (aside === null) return null;
  const text = `${phrase.slice(0, aside.index)}${aside.groups?.open === undefined ? '' : ' '}${phrase.slice(aside.index + aside[0].length)}`;
  const read = readRest(text.replace(/\s+/g, ' ').trim());
  if (!read.ok) return null;
  const zones = new Set(read.value.map((r) => (r.zone.said === null ? null : r.zone.name)));
  if (zones.size < 2 || zones.has(null)) return null;
  const said = aside[0].replace(/^[\s,;(\u2013\u2014-]+|[\s)]+$/g, '');
  const note = `Read "${said}" as the places the rules are for, each on its own clock.`;
  return ok(read.value.map((r, i) => (i === 0 ? { ...r, assumptions: [note, ...r.assumptions] } : r)));
}
