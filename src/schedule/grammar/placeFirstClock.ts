import { resolveZoneWord } from '../zones.js';
import { NAME_TOO } from './namePlace.js';
import { stationZone } from './parsers/stationClock.js';

/**
 * The clock of the place a phrase opens with, said after a time as "local", "station time" or "island time": the
 * place is where the job is, so "local" is its clock. Read only once the phrase has failed to read as said (rules.ts):
 * - "Longyearbyen snow depth reading weekdays 07:00 local", "Vostok cores freezer test 1st of month 1100 local",
 *   "Easter Island DX 2200 local saturdays", "Jerusalem bureau morning call 0830 local sun-thu";
 * - "McMurdo sitrep daily 0800 station time", "Azores: 1st of the month 23:30 island time".
 * The phrase is read again with "<place> time" in place of the clock's words, so that the place in the name is set
 * aside as agreeing with it, and another zone said ("Azores desk: Atlantic file 0700 local") is refused as two
 * zones are; a note says whose clock was read.
 *
 * Left as it was (refused by the readers): a place said later than first ("call with Tokyo 9am local": whose?), a
 * region's or a clock's word or a country of several zones ("Pacific sync 9am local", "Australia desk 9am local"),
 * a place that is a person's or a project's name too ("Phoenix deploy 9am local", `NAME_TOO`), "local" as a word of
 * the job ("8am local paper run": no time after it), and a phrase that says the person's own clock ("my time").
 */

/** The words of a clock kept where the job is, after a time, and what may follow them. */
const CLOCK =
  /(?<=(?:\d|[ap]\.?m\.?|\bnoon|\bmidnight)\s*)(?<![a-z])(?:local(?:\s+time)?|(?:station|base|site|camp|island)\s+time)(?=\s*(?:$|[,;.()+&]|(?:time|each|every|daily|on|until|till|from|weekdays?|weekends?|mon|tue|wed|thu|fri|sat|sun)(?![a-z])|(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b))/gi;

export const PLACE_FIRST_CLOCK_GATE = /\b(?:local|(?:station|base|site|camp|island)\s+time)\b/i;

/** Places of four letters that are people's or projects' names too ("Lima", "Bali", "Maui"): no short name. */
const PERSON_TOO = /^(?:lima|bali|maui)$/i;

/** The person's own clock said too: "local" may then be theirs. */
const OWN = /\b(?:my|our|your)\s+(?:local\s+)?time\b|\bmy\s+clock\b/i;

/** Without accents: "são paulo" -> "sao paulo". */
function plain(words: string): string {
  return words.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * The place the phrase opens with (one to three words, as typed) and its zone, or null. `shortNames`: a place of
 * four letters typed as a name ("Nuuk", "Apia"), not as a zone's letters, is a place too.
 */
function firstPlace(phrase: string, shortNames = false): { typed: string; zone: string } | null {
  const words = phrase.trim().split(/\s+/).slice(0, 3);
  for (let n = words.length; n >= 1; n--) {
    const typed = words.slice(0, n).join(' ').replace(/[:,]$/, '');
    // a colon or comma may end the place only at its last word
    if (words.slice(0, n - 1).some((w) => /[:,]$/.test(w))) continue;
    const lower = typed.toLowerCase().replace(/[\u2018\u2019]/g, "'");
    const shortName = shortNames && n === 1 && /^[A-Z][a-z\u00e0-\u024f]{3}$/.test(typed);
    if (!/^[a-z\u00c0-\u024f][a-z\u00c0-\u024f .'-]*$/.test(lower) || (NAME_TOO.test(lower) && !shortName)) continue;
    // a station of the table ("Vostok", "Casey station"), or the city or island a zone is named for ("Jerusalem",
    // "Easter Island"): not a country ("Kenya office"), a region's word or a zone's letters
    const station = stationZone(lower, phrase);
    const zone = station ?? resolveZoneWord(lower);
    if (zone === null || !zone.includes('/')) continue;
    const city = (zone.split('/').at(-1) ?? '').toLowerCase().replace(/_/g, ' ');
    if (station === null && !plain(lower).startsWith(city)) continue;
    // a next word must follow: the place opens a name or the schedule
    if (phrase.trim().length === typed.length) return null;
    return { typed, zone };
  }
  return null;
}

/**
 * The phrase with the clock's words read as the clock of the place it opens with, and the note; null when the phrase
 * does not open with a place, says no such clock after a time, or says the person's own clock.
 */
export function placeFirstClockPhrase(phrase: string): { text: string; note: string; zone: string } | null {
  if (OWN.test(phrase)) return null;
  // "Nuuk harbour office 08:00 weekdays local": a place of four letters typed as a name, unless a person's too
  const place = firstPlace(phrase, true);
  if (place === null || PERSON_TOO.test(place.typed)) return null;
  const said: string[] = [];
  const text = phrase.replace(CLOCK, (m) => {
    said.push(m);
    return `${place.typed} time`;
  });
  if (said.length === 0) return null;
  const words = [...new Set(said.map((w) => w.toLowerCase().replace(/\s+/g, ' ')))].map((w) => `"${w}"`).join(', ');
  return {
    text,
    zone: place.zone,
    note: `${words} read as the clock of ${place.typed} (${place.zone}), where the job is: the place the phrase opens with.`,
  };
}

/**
 * The main clock of a country of several zones, the one its name's time means in speech ("Brazil time" is Brasília's,
 * "Greenland time" Nuuk's): only these are read, and only where the place the phrase opens with keeps that clock.
 * Countries with no such clock (Australia, Canada, the US) are not here.
 */
const COUNTRY_MAIN_CLOCK: ReadonlyMap<string, string> = new Map([
  ['greenland', 'America/Nuuk'],
  ['brazil', 'America/Sao_Paulo'],
  ['brazilian', 'America/Sao_Paulo'],
  ['mexico', 'America/Mexico_City'],
  ['mexican', 'America/Mexico_City'],
  ['russia', 'Europe/Moscow'],
  ['russian', 'Europe/Moscow'],
  ['kiribati', 'Pacific/Tarawa'],
]);

/** "Greenland time", "Brazil time": a country of several zones, then "time". */
const COUNTRY_TIME = /(?<![a-z])(greenland|brazil(?:ian)?|mexic(?:o|an)|russia(?:n)?|kiribati)\s+time(?![a-z])/gi;

export const PLACE_FIRST_COUNTRY_GATE = /\b(?:greenland|brazil|mexic|russia|kiribati)/i;

/**
 * The clock of a country of several zones said as the clock of the place the phrase opens with, where the place
 * keeps the country's main clock: "Nuuk harbour ferry 06:00 daily Greenland time", "São Paulo office 9am weekdays,
 * Brazil time". Refused as before (null here): a place on another of the country's clocks ("Manaus office 9am
 * Brazil time": Brasília's 9am, or Manaus's?), no place first, or the person's own clock said too.
 */
export function placeFirstCountryTimePhrase(phrase: string): { text: string; note: string; zone: string } | null {
  if (OWN.test(phrase)) return null;
  const place = firstPlace(phrase, true);
  if (place === null) return null;
  const said: string[] = [];
  let other = false;
  const text = phrase.replace(COUNTRY_TIME, (m, country: string) => {
    const main = COUNTRY_MAIN_CLOCK.get(country.toLowerCase());
    if (main !== place.zone) other = true;
    said.push(m);
    return `${place.typed} time`;
  });
  if (said.length === 0 || other) return null;
  const words = [...new Set(said.map((w) => w.replace(/\s+/g, ' ')))].map((w) => `"${w}"`).join(', ');
  return {
    text,
    zone: place.zone,
    note: `${words} read as the clock of ${place.typed} (${place.zone}), the place the phrase opens with, which keeps it.`,
  };
}
