import { resolveZoneWord, zoneAmbiguity } from '../../zones.js';
import { type RecurrenceParser, unparseable } from '../draft.js';
import { escapeRegExp } from '../words.js';
import { choose, WORD_SOURCE } from './zone.js';

/**
 * Short codes people use for a place's clock: "NY", "HK", and the codes of a few large airports. Several are
 * English words or names in lower case ("SIN", "SYD"), so a code is read only as typed in capitals, and only where
 * a zone stands (see `placeCodeParser`). A small list on purpose: codes like "MAN", "BOS", "DEN", "MIA" stay out, as
 * words that could be read as a zone where none was meant; "ORD", "BOM", "GRU", "YYZ" are in, as no word in capitals.
 */
const CODES: Readonly<Record<string, readonly [zone: string, place: string]>> = {
  ny: ['America/New_York', 'New York'],
  hk: ['Asia/Hong_Kong', 'Hong Kong'],
  jfk: ['America/New_York', 'New York JFK airport'],
  ewr: ['America/New_York', 'Newark airport'],
  lhr: ['Europe/London', 'London Heathrow airport'],
  lgw: ['Europe/London', 'London Gatwick airport'],
  hnl: ['Pacific/Honolulu', 'Honolulu airport'],
  sin: ['Asia/Singapore', 'Singapore Changi airport'],
  dxb: ['Asia/Dubai', 'Dubai airport'],
  hkg: ['Asia/Hong_Kong', 'Hong Kong airport'],
  lax: ['America/Los_Angeles', 'Los Angeles airport'],
  sfo: ['America/Los_Angeles', 'San Francisco airport'],
  cdg: ['Europe/Paris', 'Paris Charles de Gaulle airport'],
  fra: ['Europe/Berlin', 'Frankfurt airport'],
  nrt: ['Asia/Tokyo', 'Tokyo Narita airport'],
  hnd: ['Asia/Tokyo', 'Tokyo Haneda airport'],
  ord: ['America/Chicago', "Chicago O'Hare airport"],
  bom: ['Asia/Kolkata', 'Mumbai airport'],
  gru: ['America/Sao_Paulo', 'São Paulo Guarulhos airport'],
  yyz: ['America/Toronto', 'Toronto Pearson airport'],
  lhi: ['Australia/Lord_Howe', 'Lord Howe Island'],
};

/** Codes that are also common short forms of things ("BOM": bill of materials), not read first in a phrase. */
const SHORT_FOR_A_THING: ReadonlySet<string> = new Set(['bom']);

/** Airports' names, read in lower case too (they are no other words), in the same places as a code. */
const AIRPORTS: Readonly<Record<string, readonly [zone: string, place: string]>> = {
  heathrow: ['Europe/London', 'London Heathrow airport'],
  gatwick: ['Europe/London', 'London Gatwick airport'],
  changi: ['Asia/Singapore', 'Singapore Changi airport'],
};

const CODE = `(?:${Object.keys(CODES).join('|')})`;
const PLACE = `(?:${CODE}|${Object.keys(AIRPORTS).join('|')})`;
/** A clock time just before: "6pm", "08:00", "5:15 a.m.", "2am," (not a bare number, which could be a count). */
const AFTER_CLOCK = '(?<=(?:\\d:[0-5]\\d|\\d\\s*[ap]\\.?m\\.?|\\bnoon|\\bmidnight)\\s*,?\\s*)';
/** A station's or an airport's words after its code at the start of the phrase: "SIN station", "JFK ops". */
const STATION = '(?:station|ops|operations|gate|ramp|hub|base|airport)\\b';

/**
 * Where a code or an airport stands for a zone:
 * - "local" before it ("0800 local at LHR", "5:15 AM local HNL", "0430 local Heathrow"), which says the clock is
 *   the place's; "local" before a zone word too ("2200 local Auckland", "local (Nairobi)", "0900 local in
 *   Singapore"), where only "local" is read here and the zone parser reads the place;
 * - right after a clock time ("6pm NY", "at 2am, NY"), before "time" ("11am HK time"), in brackets ("(NY)"), or
 *   last in the phrase ("11:30 weekdays HK"); first in the phrase right before a clock time ("NRT 10:00 tuesdays",
 *   "ORD 7am mondays"), as a station's times are given;
 * - "local" after a time, in a phrase whose first words are a station's code and words ("SIN station 0700
 *   local", "DXB station check-in daily 03:00 local"): the station's local time, as stations' times are given;
 *   the code stays in the job's name.
 */
const PATTERN = new RegExp(
  [
    `(?<![\\w/-])local\\s+(?:(?:at|in)\\s+)?(?:\\(\\s*)?(?<local>${PLACE})(?:\\s*\\))?(?![\\w/])`,
    // not before a bracket of two places ("local (la palma, canary time)"), which localPlace.ts reads whole
    `(?<![\\w/-])local\\s+(?:(?:at|in)\\s+)?(?=\\(?\\s*${WORD_SOURCE}(?![\\w/]))(?!\\(\\s*${WORD_SOURCE}(?:\\s+time)?\\s*,)`,
    `${AFTER_CLOCK}(?<after>${CODE})(?:\\s+time(?:\\s*zone)?)?(?![\\w/])`,
    `(?<![\\w/-])(?<timed>${PLACE})\\s+time(?:\\s*zone)?(?![\\w/])`,
    `\\(\\s*(?<bracket>${PLACE})\\s*\\)`,
    `(?<=\\s)(?<last>ny|hk)(?=[\\s.!]*$)`,
    `^\\s*(?<first>${CODE})(?=\\s+(?:at\\s+)?(?:[01]?\\d|2[0-3])(?::[0-5]\\d|\\s*[ap]\\.?m\\b))`,
    `\\blocal\\b(?!\\s*time)(?<=^\\s*(?<code>${CODE})\\s+${STATION}.*(?:\\d|[ap]\\.?m\\.?)\\s*local)`,
  ].join('|'),
  'g',
);

/** The code as typed, in capitals, somewhere in the phrase. */
function typedInCapitals(code: string, phrase: string): boolean {
  return new RegExp(`(?<![A-Za-z])${code.toUpperCase()}(?![A-Za-z])`).test(phrase);
}

export const placeCodeParser: RecurrenceParser = {
  name: 'placeCode',
  pattern: PATTERN,
  gate: new RegExp(`\\blocal\\b|(?<![\\w/-])${PLACE}(?![\\w/])`),
  apply(m, draft, ctx) {
    const g = m.groups ?? {};
    const station = g.code;
    if (station !== undefined) {
      const [zone, place] = CODES[station] ?? ['UTC', ''];
      const code = station.toUpperCase();
      // in lower case the first word may be no code: "local" is then the person's own, as ownZone.ts reads it
      if (!typedInCapitals(station, ctx.phrase)) {
        draft.ownZone = 'local';
        return undefined;
      }
      return choose(
        draft,
        zone,
        code,
        `"local" read as the local time of the station named, ${code} (${place}, ${zone}).`,
        ctx.now,
      );
    }
    const word = g.local ?? g.after ?? g.timed ?? g.bracket ?? g.last ?? g.first;
    if (word === undefined) return undefined; // "local" before a zone word: the zone parser reads the place
    const airport = AIRPORTS[word];
    if (airport !== undefined) {
      const said = word.replace(/^./, (c) => c.toUpperCase());
      return choose(draft, airport[0], said, `"${said}" read as the clock of ${airport[1]} (${airport[0]}).`, ctx.now);
    }
    const [zone, place] = CODES[word] ?? ['UTC', ''];
    const code = word.toUpperCase();
    // first in the phrase a code may be the job's own word ("BOM 6am daily": a bill of materials): refused, named
    if (g.first !== undefined && SHORT_FOR_A_THING.has(word)) {
      return unparseable(`"${code}" may be ${place} (${code}) or the job's own abbreviation.`, hint(code, zone));
    }
    if (!typedInCapitals(word, ctx.phrase)) {
      // "sin", "fra" in lower case may be words: refused with the code named, never guessed nor dropped
      return unparseable(`"${word}" in lower case may be a word, or ${place} (${code}).`, hint(code, zone));
    }
    return choose(draft, zone, code, `"${code}" read as the clock of ${place} (${zone}).`, ctx.now);
  },
};

/** Words of the normalised text as the person typed them (their capitals), when found in the phrase. */
export function asTyped(phrase: string, words: string): string {
  const source = words
    .trim()
    .split(/\s+/)
    .map((w) => escapeRegExp(w))
    .join('\\s+');
  return new RegExp(source, 'i').exec(phrase)?.[0].replace(/\s+/g, ' ') ?? words.trim();
}

function hint(code: string, zone: string): string {
  return `For a place's clock write its code in capitals ("${code}") or name the city ("${zone.split('/')[1]?.replace('_', ' ')}").`;
}

/**
 * Words that name whose clock a zone in brackets is: "hospital time (Eastern)", "their time (Mexico City)", "site
 * time (UTC)", "their time (Seattle office)", "their time (the Manila team)"; and "their time for the Manila team";
 * and both in one bracket, "(her time, Lisbon)", "(his time: Manila)", "(Lisbon, her time)". The zone in the words
 * is the one read; "my"/"our"/"local time" are the person's own and are not read here (`ownZone.ts`). A bracket
 * of whose time and two places ("(her time, Lisbon or Porto)") is not read here.
 */
const WHOSE_WORDS =
  '(?:the\\s+)?(?:hospital|site|plant|factory|store|shop|office|server|station|branch|clinic|warehouse|campus|school|client|customer|vendor|partner|team|hq)';
/** The people or site of the place in the brackets: "their time (Seattle office)", "their time (the Manila team)". */
const GROUP =
  '(?:team|office|site|folks|people|crew|desk|branch|plant|store|clinic|warehouse|campus|school|hq|staff|group)s?';
const WHOSE = new RegExp(
  `(?<![\\w'-])(?<whose>their|her|his|${WHOSE_WORDS})\\s+time\\s*\\(\\s*(?:the\\s+)?(?<zone>${WORD_SOURCE})(?:\\s+time|\\s+${GROUP})?\\s*\\)` +
    `|(?<![\\w'-])their\\s+time\\s+(?:for|of|at)\\s+(?:the\\s+)?(?<team>${WORD_SOURCE})\\s+(?:team|office|site|folks|people|crew|desk)\\b` +
    // "(her time, Lisbon)", "(his time: Manila)", "(their time - the Oslo office)": whose, then the place, in one bracket
    `|\\(\\s*(?:their|her|his|${WHOSE_WORDS})\\s+time\\s*(?:[,:;=]|\\s[-\u2013\u2014])\\s*(?:(?:in|i\\.?e\\.?)\\s+)?(?:the\\s+)?(?<inside>${WORD_SOURCE})(?:\\s+time|\\s+${GROUP})?\\s*\\)` +
    // "(Lisbon, her time)", "(Manila time, his)": the place, then whose
    `|\\(\\s*(?:the\\s+)?(?<first>${WORD_SOURCE})(?:\\s+time)?\\s*,\\s*(?:(?:their|her|his)(?:\\s+time)?|(?:theirs|hers))\\s*\\)`,
  'g',
);

export const whoseTimeParser: RecurrenceParser = {
  name: 'whoseTime',
  pattern: WHOSE,
  // "time" is in every form but "(Lisbon, hers)", "(Lisbon, his)", "(Lisbon, their)": whose, then the bracket's close
  gate: /\btime\b|\b(?:their|theirs|her|hers|his)\s*\)/,
  apply(m, draft, ctx) {
    const words = (m.groups?.zone ?? m.groups?.team ?? m.groups?.inside ?? m.groups?.first ?? '').replace(/\s+/g, ' ');
    const zone = resolveZoneWord(words);
    const said = asTyped(ctx.phrase, m[0]);
    const place = asTyped(ctx.phrase, words);
    if (zone === null) {
      return unparseable(
        `"${words}" in "${said}" is not a single time zone I know.`,
        zoneAmbiguity(words) ?? 'Name a city ("Berlin") or a zone ("Eastern").',
      );
    }
    return choose(draft, zone, place, `"${said}" read as the clock of ${place} (${zone}).`, ctx.now);
  },
};

/**
 * "their time (NY)", "client time (HK)": a place's code in capitals in the brackets after whose time it is, read as
 * the code is elsewhere (before `placeCodeParser`, which would take the brackets alone and leave "their time"
 * unread); in lower case ("their time (ny)") it is refused, as a code is.
 */
export const whoseTimeCodeParser: RecurrenceParser = {
  name: 'whoseTimeCode',
  pattern: new RegExp(
    `(?<![\\w'-])(?:their|her|his|${WHOSE_WORDS})\\s+time\\s*\\(\\s*(?<code>${Object.keys(CODES).join('|')})\\s*\\)`,
    'g',
  ),
  gate: /\btime\s*\(/,
  apply(m, draft, ctx) {
    const code = m.groups?.code ?? '';
    const typed = asTyped(ctx.phrase, code);
    const said = asTyped(ctx.phrase, m[0]);
    const known = CODES[code];
    if (known === undefined || typed !== code.toUpperCase()) {
      return unparseable(
        `"${said}": is "${typed}" a place's code?`,
        'Name the city ("New York") or the zone ("Eastern").',
      );
    }
    return choose(draft, known[0], typed, `"${said}" read as the clock of ${known[1]} (${known[0]}).`, ctx.now);
  },
};
