import type { LocalIntent } from '../intent.js';
import { type Outcome, ok } from '../problem.js';
import { offsetAt, zoneNamed } from '../tz.js';
import { resolveZoneWord } from '../zones.js';
import { FACILITY } from './trailingPurpose.js';

/**
 * A place said in a job's name set off by a colon ("casablanca consulate: reminder 9am every weekday", "darwin
 * office: demob reminder every friday 1600 ACST", "bordeaux: vente primeur emails ... at 9h"): the place is where
 * the job runs, so its clock is the one the times are said in, with a note, unless the rest names another zone
 * ("tokyo office: standup 9am London": whose 9am? refused) or says the clock is the person's or "local" (whose?).
 * The rest is read with the place said after it, as a zone, so that a zone said in the rest is checked against the
 * place the way the zone reader checks two zones ("ACST" with Darwin is Darwin's clock).
 */

/** Whether two zones keep the same clock all year (on four days of 2027, one in each season). */
export function sameClockAllYear(a: string, b: string): boolean {
  if (a === b) return true;
  const za = zoneNamed(a);
  const zb = zoneNamed(b);
  if (za === null || zb === null) return false;
  const at = [Date.UTC(2027, 0, 15), Date.UTC(2027, 3, 15), Date.UTC(2027, 6, 15), Date.UTC(2027, 9, 15)];
  return at.every((t) => offsetAt(za, t) === offsetAt(zb, t));
}

/** Words of a site where a place's job runs, beside the facilities' ("consulate", "embassy", "rig", "bodega"). */
const SITE = new Set([
  ...FACILITY,
  'consulate',
  'embassy',
  'mission',
  'desk',
  'rig',
  'base',
  'camp',
  'winery',
  'bodega',
  // farms and their co-operatives ("Fiji dairy coop:", "Punta Arenas estancia:")
  'estancia',
  'ranch',
  'dairy',
  'coop',
  'co-op',
  'cooperative',
  'vineyard',
  'cellar',
  'windfarm',
  'hq',
  'studio',
  'refinery',
  'airport',
  'cinema',
  'hotel',
  'resort',
  'marina',
  'hall',
  // where boats and planes come in ("Nuuk harbour ferry", "Lord Howe island airstrip check")
  'harbour',
  'harbor',
  'wharf',
  'jetty',
  'airstrip',
  'airfield',
]);

/**
 * Places that are also people's or projects' names, or a region's or a clock's words ("Phoenix: deploy 9am",
 * "Sydney: 1:1 at 3pm", "Pacific: ..."): a place only with a word of a site after it ("Phoenix plant:").
 */
export const NAME_TOO =
  /^(?:[a-z.]{1,4}|phoenix|austin|dallas|houston|orlando|darwin|sydney|adelaide|paris|jordan|israel|india|chelsea|brooklyn|georgia|santiago|lima|aurora|columbia|regina|alberta|florida|virginia|nevada|montana|maine|indiana|dakota|washington|lincoln|chatham|quebec|bali|rio|pacific|mountain|central|eastern|atlantic|western|east coast|west coast|alaska|hawaii|mendoza|omaha|whistler|madagascar|stellenbosch|barossa|maui|yukon|sierra nevada)$/;

/**
 * The place of a name, one to three words, as typed, and its zone: the name's only words ("bordeaux", "kabul"), a
 * place before a word of a site ("casablanca consulate", "darwin office", "st. john's passport desk"), or said last
 * after "in" ("night desk in halifax", "the crew in perth"); null when there is none, or places of several clocks.
 */
/** Whether a place's words are a person's name too ("Phoenix", "Regina"), or letters ("LA"). */
export function personNameToo(place: string): boolean {
  return NAME_TOO.test(place);
}

function placeOf(words: string): { said: string; zone: string } | null {
  const ws = words.split(/\s+/).filter((w) => w !== '');
  const lower = ws.map((w) => w.toLowerCase().replace(/[\u2018\u2019]/g, "'"));
  let found: { said: string; zone: string } | null = null;
  for (let i = 0; i < ws.length; i++) {
    for (let n = Math.min(3, ws.length - i); n >= 1; n--) {
      const place = lower.slice(i, i + n).join(' ');
      if (!/^[a-z\u00c0-\u024f][a-z\u00c0-\u024f .'-]*$/.test(place)) continue;
      const zone = resolveZoneWord(place);
      if (zone === null) continue;
      const alone = n === ws.length && !NAME_TOO.test(place);
      const site = lower.slice(i + n).some((w) => SITE.has(w)) || (i === 0 && n < ws.length && ISLAND.test(place));
      // "night desk in Halifax:", "the crew in Perth:": the place said last, after "in", is where they are
      const inPlace = i > 0 && i + n === ws.length && lower[i - 1] === 'in' && !NAME_TOO.test(place);
      // "NGO Kinshasa:", "UNHCR Goma:": an organisation's short form in capitals before the place said last
      const ofOrganisation =
        i > 0 && i + n === ws.length && !NAME_TOO.test(place) && ws.slice(0, i).every((w) => ORGANISATION.test(w));
      if ((!alone && !site && !inPlace && !ofOrganisation) || (found !== null && !sameClockAllYear(found.zone, zone)))
        return null;
      found = { said: ws.slice(i, i + n).join(' '), zone };
      i += n - 1;
      break;
    }
  }
  return found;
}

/**
 * Words of a name that make the place in it the other end of a call, not where the job runs ("Tokyo office call
 * 9am", "Lagos branch meeting 10:00": whose 9am?): with these, a place before a site's word says no clock unless
 * the name is set off by a colon, as before.
 */
const TALK =
  /\b(?:call(?!\s+cent(?:re|er)s?\b)|calls|meeting|meetings|meet|chat|1:1|one-on-one|catch-up|catchup|zoom|teams|hangout|interview|visit|trip|flight|travel)\b/;

/**
 * Whether a name not set off by a mark opens with a place and a word of a site right after it ("Nuuk office standup
 * 09:00 weekdays", "Morocco warehouse stock report 18:00 daily", "dhaka garment plant generator test"): the site is
 * where the job runs, as when the name is set off by a colon. Not when the name says a call or a trip ("Tokyo
 * office call 9am": with Tokyo, or at Tokyo's?), nor a place that is a person's or a clock's word ("Phoenix plant"
 * is read only set off), nor the place said later in the name ("stock report for the Lagos depot").
 */
export function placeOpensName(nameWords: string): boolean {
  const typed = nameWords
    .trim()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/\s+/);
  const ws = typed.map((w) => w.toLowerCase());
  if (ws.length < 2 || TALK.test(ws.join(' '))) return false;
  for (let n = Math.min(3, ws.length - 1); n >= 1; n--) {
    const place = ws.slice(0, n).join(' ');
    // a place of four letters typed as a name ("Nuuk", "Oslo", "Apia"), not as a zone's letters ("AEST", "aest")
    const shortName = n === 1 && /^[A-Z][a-z\u00e0-\u024f]{3}$/.test(typed[0] as string);
    if (!/^[a-z\u00c0-\u024f][a-z\u00c0-\u024f .'-]*$/.test(place) || (NAME_TOO.test(place) && !shortName)) continue;
    if (resolveZoneWord(place) === null) continue;
    // an island said with its word ("Lord Howe Island weather obs", "Chatham Islands radio sked"): the island is the site
    if (ISLAND.test(place)) return true;
    // a word of a site next, or one word of what it makes or keeps and then the site ("garment plant", "bus yard")
    const next = ws.slice(n, n + 2);
    return SITE.has(next[0] as string) || (next.length === 2 && SITE.has(next[1] as string) && n + 2 < ws.length);
  }
  return false;
}

/**
 * An organisation's short form in capitals before a place said last in a name set off ("NGO Kinshasa:", "UNHCR
 * Goma:"): only the kinds and names of aid and international bodies, a known list. Any capitals would take in an
 * airport's code or a place's short form ("JFK Dublin:", "HK Tokyo:", "KL Amsterdam:"), which name a second place.
 */
const ORGANISATION =
  /^(?:NGO|INGO|NGOS|UN|UNHCR|UNICEF|UNDP|UNFPA|UNOPS|OCHA|WFP|WHO|IOM|ICRC|IFRC|MSF|IRC|NRC|DRC|OXFAM|CARE|WVI|MERCY|USAID|FCDO|GIZ|ECHO)$/;

/**
 * A place named with its word for an island ("Lord Howe Island", "Chatham Islands"), opening a name: a small place
 * far off, where the job is, as a site's word says ("Nuuk office"); a call or a trip there is refused as above.
 */
const ISLAND = /\s(?:island|islands|isle|isles)$/;

/** A clock said as the person's or "local" (whose?): the place's clock is not assumed beside it. */
const OWN_CLOCK = /\b(?:local|(?:my|our|your|their)\s+time|my\s+clock)\b/i;

/**
 * The rules of `rest` on the clock of the place in `nameWords`, with a note, or null: no place, places of several
 * clocks, a clock of the person's said, or the rest does not read with the place as its zone.
 */
export function readOnNamePlace(
  nameWords: string,
  rest: string,
  readRest: (rest: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  if (OWN_CLOCK.test(rest)) return null;
  const first = placeOf(nameWords);
  if (first === null) return null;
  const read = readRest(
    `${rest.replace(/[\s,.;!]+$/, '')}, ${first.said}${/\stime$/i.test(first.said) ? '' : ' time'}`,
  );
  if (!read.ok || !read.value.every((r) => r.zone.said !== null && sameClockAllYear(r.zone.name, first.zone))) {
    return null;
  }
  const zone = (read.value[0] as LocalIntent).zone.name;
  const place = first.said.replace(/(^|[\s.-])([a-z])/g, (_, a: string, c: string) => a + c.toUpperCase());
  const note = `Read "${nameWords.trim()}" as where it runs: the times are on the clock of ${place} (${zone}).`;
  return ok(read.value.map((r, i) => (i === 0 ? { ...r, assumptions: [note, ...r.assumptions] } : r)));
}
