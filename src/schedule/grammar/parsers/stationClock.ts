import { resolveZoneWord } from '../../zones.js';
import { type RecurrenceParser, unparseable } from '../draft.js';
import { escapeRegExp } from '../words.js';
import { asTyped } from './placeCode.js';
import { choose, WORD_SOURCE } from './zone.js';

/**
 * Research stations and remote places that keep a clock of their own, each with the zone it keeps: places the zone
 * words do not hold, several of them English words or names too ("troll", "casey"), so they are read only where a
 * station's clock is said (see `stationClockParser`), never as a zone on their own.
 */
const STATIONS: Readonly<Record<string, readonly [zone: string, place: string]>> = {
  mcmurdo: ['Antarctica/McMurdo', 'McMurdo Station, Antarctica, on New Zealand time'],
  'south pole': ['Antarctica/McMurdo', 'the South Pole station, on New Zealand time'],
  troll: ['Antarctica/Troll', 'Troll station, Antarctica'],
  rothera: ['Antarctica/Rothera', 'Rothera station, Antarctica'],
  casey: ['Antarctica/Casey', 'Casey station, Antarctica'],
  davis: ['Antarctica/Davis', 'Davis station, Antarctica'],
  mawson: ['Antarctica/Mawson', 'Mawson station, Antarctica'],
  vostok: ['Antarctica/Vostok', 'Vostok station, Antarctica'],
  palmer: ['Antarctica/Palmer', 'Palmer station, Antarctica'],
  marquesas: ['Pacific/Marquesas', 'the Marquesas Islands'],
  'punta arenas': ['America/Punta_Arenas', 'Punta Arenas, Chile'],
  'alice springs': ['Australia/Darwin', 'Alice Springs, on Northern Territory time'],
  svalbard: ['Arctic/Longyearbyen', 'Svalbard'],
  longyearbyen: ['Arctic/Longyearbyen', 'Longyearbyen, Svalbard'],
  'ny-alesund': ['Arctic/Longyearbyen', 'Ny-Ålesund, Svalbard'],
  'ny-ålesund': ['Arctic/Longyearbyen', 'Ny-Ålesund, Svalbard'],
  'rapa nui': ['Pacific/Easter', 'Rapa Nui (Easter Island)'],
  'hanga roa': ['Pacific/Easter', 'Hanga Roa, Easter Island'],
};

/**
 * The station or remote place a job's name holds ("Marquesas resort: arrivals list", "rapa nui", "Ny-Alesund data
 * dump"), as said; stations named as people are ("casey") only beside "station" or "base". Such a place keeps a
 * clock of its own, which the times may be on: a name that holds one is not set aside without asking.
 */
export function stationInName(words: string): { place: string; zone: string } | null {
  const spaced = ` ${words.toLowerCase().replace(/[^\p{L}\s'-]/gu, ' ')} `;
  for (const key of Object.keys(STATIONS)) {
    const at = spaced.indexOf(` ${key} `);
    if (at < 0) continue;
    if (PEOPLE_TOO.has(key) && !/^\s*(?:station|base)\b/.test(spaced.slice(at + key.length + 2))) continue;
    return { place: title(key), zone: (STATIONS[key] as readonly [string, string])[0] };
  }
  // "Niue supply ship radio call": an island or station whose zone is its own, written as a name is
  const { cities, pattern } = remoteCities();
  const city = pattern.exec(words)?.[0];
  const zone = city === undefined ? undefined : cities.get(city);
  return city === undefined || zone === undefined ? null : { place: city, zone };
}

/** English words and holidays among the islands' names ("Christmas", "Easter", "Wake", "Midway"). */
const REMOTE_WORDS: ReadonlySet<string> = new Set(['Christmas', 'Easter', 'Wake', 'Midway', 'Canary', 'Stanley']);

let remote: { cities: ReadonlyMap<string, string>; pattern: RegExp } | null = null;
/**
 * The islands, atolls and stations that are time zones of their own (Pacific, Atlantic, Indian Ocean, Antarctica,
 * Arctic: "Niue", "Pitcairn", "Kiritimati"), as IANA spells them, capitalised as a place is written.
 */
function remoteCities(): { cities: ReadonlyMap<string, string>; pattern: RegExp } {
  if (remote === null) {
    const cities = new Map(
      Intl.supportedValuesOf('timeZone')
        .filter((z) => /^(?:Pacific|Atlantic|Indian|Antarctica|Arctic)\//.test(z))
        .map((z) => [(z.split('/').at(-1) as string).replace(/_/g, ' '), z] as const)
        .filter(([city]) => !REMOTE_WORDS.has(city) && !PEOPLE_TOO.has(city.toLowerCase())),
    );
    // one pattern for all, longest first ("South Georgia" before "Georgia")
    const names = [...cities.keys()].sort((a, b) => b.length - a.length);
    const escaped = names.map((n) => escapeRegExp(n));
    remote = { cities, pattern: new RegExp(`(?<![\\p{L}'-])(?:${escaped.join('|')})(?![\\p{L}'-])`, 'u') };
  }
  return remote;
}

/** Stations named as people are: read only beside "station" or "base". */
const PEOPLE_TOO: ReadonlySet<string> = new Set(['casey', 'davis', 'palmer', 'mawson']);

function title(w: string): string {
  return w.replace(/(^|\s)\S/g, (c) => c.toUpperCase());
}

/**
 * The zone of a station or remote place of the table said as `words` (lower case), or null; a station named as
 * people are ("casey") only with "station" or "base" said right after it in `phrase`.
 */
export function stationZone(words: string, phrase: string): string | null {
  const w = words.toLowerCase().replace(/\s+/g, ' ');
  const station = Object.hasOwn(STATIONS, w) ? STATIONS[w] : undefined;
  if (station === undefined) return null;
  if (PEOPLE_TOO.has(w) && !new RegExp(`\\b${w}\\s+(?:station|base)\\b`).test(phrase.toLowerCase())) return null;
  return station[0];
}

const STATION = `(?:${Object.keys(STATIONS)
  .map((k) => k.replace(' ', '\\s+'))
  .join('|')})`;
/** A place first in the phrase: a station or a zone's word (a city, an island, a country). */
const PLACE = `(?:${STATION}|${WORD_SOURCE})`;
/** Words for a site after the place's name ("Troll station", "Tehran office", "chatham islands met obs"). */
const SITE = '(?:station|base|site|camp|outpost|observatory|office|plant|depot|antenna|island|islands)';
/**
 * The place set off first: "McMurdo:", "Tehran office:", "chatham islands met obs:" (a colon after at most three
 * more words), or "Troll station ..." (a word for a site right after it).
 */
const FIRST = `^\\s*(?<first>${PLACE})(?:(?:\\s+[a-z&'-]+){0,3}\\s*:|\\s+${SITE}\\b)`;
/** What stands before the clock's word: a time, or a word of days after one ("22:00 every night local"). */
const BEFORE = '(?:\\d|[ap]\\.?m\\.?|\\bnoon|\\bmidnight|\\bnight|\\bday|\\bdaily|\\bweekdays?)\\s*,?\\s*';
/** What may follow "local": the end, a mark, "time", or words of days. */
const LOCAL_END =
  '(?=\\s*(?:$|[,;.()]|(?:time|each|every|daily|on|mon|tue|wed|thu|fri|sat|sun)(?![a-z])|(?:mon|tues|wednes|thurs|fri|satur|sun)days?\\b))';

/**
 * "South Pole station (they keep NZ time): ...": the clock a site said first keeps, in brackets right after it. Not
 * after a team or anywhere else ("call the London team at 9am (they keep UK time)": whose 9am?).
 */
const KEEPS = `\\((?<=^\\s*(?:[a-z'-]+\\s+){0,3}(?:station|base|site|camp|outpost|observatory)\\s*\\()\\s*(?:they|it|the\\s+(?:station|base|site|camp))\\s+(?:keep|keeps|use|uses|runs?\\s+on|are\\s+on|is\\s+on|goe?s?\\s+by)\\s+(?<kept>${WORD_SOURCE})(?:\\s+time)?\\s*\\)`;
/** "0200L every day, L being Svalbard local": the military "L" explained as a place's local time. */
const L_BEING = `(?:[,;]\\s*|\\(\\s*)\\bl\\s+(?:being|is|=|means)\\s+(?<lplace>${PLACE})\\s+(?:local(?:\\s+time)?|time)\\b\\s*\\)?`;

/** The words of a site's clock after its time. */
const CLOCK_WORDS = '(?:local(?:\\s+time)?|(?:station|site|base|camp)\\s+time)';

const PATTERN = new RegExp(
  [
    KEEPS,
    L_BEING,
    // "Troll station generator check daily 08:00 local", "McMurdo: ... 11:00 and 23:00 station time"
    // (the words are matched first, and the place looked for behind them only there)
    `(?<![a-z])(?<clock>${CLOCK_WORDS})(?<=${FIRST}.*${BEFORE}${CLOCK_WORDS})${LOCAL_END}`,
    // "at 15:00 McMurdo time", "daily, Casey time"
    `(?<![\\w/-])(?<timed>${STATION})\\s+time(?![\\w/])`,
  ].join('|'),
  'g',
);

function zoneOf(words: string): readonly [zone: string, place: string] | null {
  const w = words.toLowerCase().replace(/\s+/g, ' ');
  const station = Object.hasOwn(STATIONS, w) ? STATIONS[w] : undefined;
  if (station !== undefined) return station;
  const zone = resolveZoneWord(w);
  return zone === null ? null : [zone, title(w)];
}

/**
 * The zone of a place said first whose clock "local" may be: a station of the table, or the city a zone is named
 * for ("tehran", "chatham islands", "mexico city"). Not a region's or a clock's word ("Central kitchen", "Pacific
 * sync", "UTC"), nor a country ("Kenya office"), which stay as the other readers take them.
 */
function placeZoneOf(words: string): readonly [zone: string, place: string] | null {
  const found = zoneOf(words);
  if (found === null || STATIONS[words.toLowerCase().replace(/\s+/g, ' ')] !== undefined) return found;
  const city = (found[0].split('/').at(-1) ?? '').toLowerCase().replace(/_/g, ' ');
  const named = found[0].includes('/') && words.toLowerCase().replace(/\s+/g, ' ').startsWith(city);
  return named ? found : null;
}

/**
 * The clock of a place said first, or of a station: "local" or "station time" after a time, in a phrase whose first
 * words name a place with a clock of its own ("Troll station generator check daily 08:00 local", "Tehran office:
 * saturday to wednesday at 8:30 local", "McMurdo: ... 23:00 station time"), and "McMurdo time", "Casey time" for a
 * station of the table. The zone used is said in a note. A place no zone is known for ("Halley station ... local")
 * is left to the other readers, which refuse it (the place's clock, or the person's?).
 */
export const stationClockParser: RecurrenceParser = {
  name: 'station-clock',
  gate: new RegExp(
    `\\blocal\\b|\\(\\s*(?:they|it|the)\\s|\\bl\\s+(?:being|is|=|means)\\s|\\b(?:station|site|base|camp)\\s+time\\b|\\b${STATION}\\s+time\\b`,
  ),
  pattern: PATTERN,
  apply(m, draft, ctx) {
    const g = m.groups ?? {};
    if (g.kept !== undefined) {
      const zone = resolveZoneWord(g.kept.replace(/\s+/g, ' '));
      const said = asTyped(ctx.phrase, m[0].trim());
      if (zone === null) return unparseable(`"${said}" names no single time zone I know.`, 'Name a city ("Auckland").');
      return choose(draft, zone, g.kept, `"${said}" read as the clock of the runs (${zone}).`, ctx.now);
    }
    if (g.lplace !== undefined) {
      // the "L" must have been typed after a time ("0200L")
      if (!/\d(?::?[0-5]\d)?\s?L\b/.test(ctx.phrase)) {
        return unparseable(`"${m[0].trim()}" explains an "L" after no time.`, 'Say e.g. "02:00 Svalbard time".');
      }
      const found = zoneOf(g.lplace);
      if (found === null) {
        return unparseable(`"${g.lplace}" is not a single time zone I know.`, 'Name a city ("Oslo").');
      }
      return choose(
        draft,
        found[0],
        g.lplace,
        `"L" read as local time in ${found[1]} (${found[0]}), as the phrase says.`,
        ctx.now,
      );
    }
    const words = g.timed ?? g.first;
    if (words === undefined) return undefined;
    const found = g.first !== undefined ? placeZoneOf(words) : zoneOf(words);
    // a word of several zones ("australia: 9am local"): the words are read, so they may not be dropped
    if (found === null) {
      return unparseable(
        `"${g.clock ?? 'local'}" could be the time in ${words} or yours (${ctx.ownZone ?? 'your zone'}).`,
        `Name the zone, e.g. a city for ${words}.`,
      );
    }
    const [zone, place] = found;
    // "Casey", "Davis", "Palmer" are people's names too: their stations only with a word for a site beside them, or
    // where the person's own zone is the station's ("casey: ... 10:30 local" typed at Casey: whoever is on the
    // station's clock is at the station, where its name before "time" or "local" is its clock: each of these
    // stations keeps a zone of its own, "Antarctica/Casey", kept nowhere else)
    const w = words.toLowerCase().replace(/\s+/g, ' ');
    if (
      PEOPLE_TOO.has(w) &&
      ctx.ownZone !== zone &&
      !new RegExp(`\\b${w}\\s+(?:station|base)\\b`).test(ctx.phrase.toLowerCase())
    ) {
      return unparseable(
        `"${g.timed !== undefined ? `${words} time` : (g.clock ?? 'local')}" may be the clock of ${place} or of a person named ${title(w)}.`,
        `Say "${title(w)} station", or name the zone, e.g. "${zone}".`,
      );
    }
    const said = g.timed !== undefined ? `${words} time` : (g.clock ?? 'local');
    return choose(draft, zone, words, `"${said}" read as the clock of ${place} (${zone}).`, ctx.now);
  },
};

const ANY_PLACE = new RegExp(`(?<![\\w/-])${PLACE}(?![\\w/])`);

/**
 * Whether a job's name holds a zone's word or a station's ("australia", "tehran office", "troll"): "local" beside
 * it may be that place's clock or the person's, so a name holding one is not set aside before a "local".
 */
export function namesPlace(words: string): boolean {
  return ANY_PLACE.test(words.toLowerCase());
}
