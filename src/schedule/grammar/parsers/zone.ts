import type { ScheduleProblem } from '../../problem.js';
import { offsetAt, zoneNamed } from '../../tz.js';
import { WINDOWS_ZONES } from '../../windowsZones.js';
import {
  GAZETTEER_WORDS,
  IANA_AREAS,
  MULTI_ZONE_WORDS,
  otherMeanings,
  ownZoneIn,
  resolveZoneWord,
  ZONE_WORDS,
  zoneAmbiguity,
  zoneNote,
} from '../../zones.js';
import { type IntentDraft, type ParseContext, type RecurrenceParser, unparseable } from '../draft.js';
import { isForeignTimeWord } from '../foreignTimeWords.js';
import { weekdayOf } from '../words.js';
import { sameClock } from '../zoneClocks.js';

interface TrieNode {
  end: boolean;
  readonly next: Map<string, TrieNode>;
}

function escapeChar(c: string): string {
  if (c === ' ') return '\\s+';
  return /[\\^$.*+?()[\]{}|/-]/.test(c) ? `\\${c}` : c;
}

/**
 * One regex alternative for a set of words, factored by common prefix ("new york(?:\s+city)?|new delhi" becomes
 * "new\s+(?:delhi|york(?:\s+city)?)"): the engine then rejects a position after one character instead of trying
 * hundreds of alternatives, and a longer word is always tried before its prefix.
 */
function trieSource(words: Iterable<string>): string {
  const root: TrieNode = { end: false, next: new Map() };
  for (const w of words) {
    let node = root;
    for (const c of w) {
      let child = node.next.get(c);
      if (!child) {
        child = { end: false, next: new Map() };
        node.next.set(c, child);
      }
      node = child;
    }
    node.end = true;
  }
  const emit = (node: TrieNode): string => {
    const branches = [...node.next.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([c, child]) => escapeChar(c) + emit(child));
    if (branches.length === 0) return '';
    const body = branches.length === 1 ? (branches[0] ?? '') : `(?:${branches.join('|')})`;
    if (!node.end) return body;
    return branches.length === 1 ? `(?:${body})?` : `${body}?`;
  };
  return emit(root);
}

/** Letters a zone word must not be glued to (accented Latin letters included; digits may precede: "9:00pt"). */
const LETTER = 'a-z_\\u00c0-\\u024f';
export const WORD_SOURCE = trieSource([...ZONE_WORDS.keys(), ...MULTI_ZONE_WORDS.keys()]);
// "UTC+5:30", "GMT-3", and a bare "+05:30" / "-0800" (two-digit hours and minutes, as ISO writes them). A dash
// after a clock time ("02:00-04:00", "9-10:30", "9am -10:00", "0200-0400") ends a range of times, not an offset: a
// bare "-HH:MM" is an offset only where no clock time stands before it (in brackets, alone, after a date's day).
const OFFSET_SOURCE =
  '(?:(?:utc|gmt)\\s?[+-]\\d{1,2}(?::?\\d{2})?|(?:\\+|(?<!(?:(?<![\\d/.-])\\d{1,2}|:\\d\\d|(?<![\\d/.-])\\d{4}|\\d\\s?[ap]m|\\bnoon|\\bmidnight)\\s*)-)(?:0\\d|1[0-4]):?[0-5]\\d)(?![\\d:])';
/** A clock and its days, last before a "<place> time" ("6am weekdays, navajo time", "9am mondays norwegian time"). */
const CLOCK_DAYS_BEFORE =
  /(?:\d\s*[ap]m|\d:\d\d)\s+(?:weekdays|weekends|daily|every\s+day|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\s*,?\s*$/;
/**
 * A "<people> time" that is also a lesson in a language ("homeschool 10am weekdays, spanish time"), a person's time
 * ("4pm fridays, jordan time") or a release's ("deploy 4pm weekdays, canary time"): read as a clock right after a
 * clock only, never after the days.
 */
const LESSON_OR_NAME_TIME =
  /^(?:spanish|french|english|german|japanese|korean|chinese|italian|portuguese|dutch|greek|turkish|swedish|norwegian|finnish|danish|czech|hungarian|romanian|ukrainian|vietnamese|thai|nepali|welsh|scottish|filipino|taiwanese|hawaiian|jordan|regina|canary) time$/;
/** "hora de santiago", "horário de brasília", "heure de paris": the clock of the place, in other languages. */
/**
 * Spanish "la" as an article, after a Spanish word and before a noun ("backup de la base", "cambia la hora"), or after
 * a Spanish or Catalan verb of a task in the infinitive ("sacar la basura", "treure la brossa"): no LA.
 * "de LA 9am", "en LA time", "de LA office" stay LA's.
 */
const SPANISH_LA =
  `(?!(?<=(?:^|[^${LETTER}])(?:de|a|en|por|para|con|sin|sobre|hasta|desde|toda|que|es|y|cambia|cambiar|cambio|mandar|enviar|revisar|sacar|tirar|limpiar|regar|pagar|cobrar|llamar|comprar|preparar|apagar|encender|recoger|tomar|treure|recollir|netejar|comprovar)\\s+)` +
  `la\\s+(?!(?:time|zone|office|offices|team|teams|crew|studio|studios|client|clients|hq|site|store|stores|warehouse|branch|desk|folks|people|staff|and|or|paz)(?![${LETTER}]))[${LETTER}])`;
const CLOCK_OF = '(?:hora|hor[aá]rio|heure)\\s+(?:de|del)\\s+(?!m[eé]xico\\b|la\\s+ciudad\\b)';
const IANA_SOURCE = `(?:${IANA_AREAS.join('|')})(?:/[a-z0-9_+-]+){1,2}`;

// Windows names: the "(UTC-05:00) " label pasted before one is read with it; alone, only the names that cannot be
// another zone word ("Eastern Time (US & Canada)", "W. Europe Standard Time", a list of cities) are read.
const WINDOWS_LABEL =
  '\\(\\s*(?:utc|gmt)\\s*(?:(?<labelSign>[+-])\\s*(?<labelH>\\d{1,2}):(?<labelM>\\d{2}))?\\s*\\)\\s*';
const WINDOWS_ANY = trieSource(WINDOWS_ZONES.keys());
const WINDOWS_ALONE = trieSource([...WINDOWS_ZONES.keys()].filter((k) => /[(,]|standard time$/.test(k)));
// after a label, a display name cut short ("(UTC-05:00) Bogota, Lima, Quito"): cities of one display name
const WINDOWS_CITIES = new Map<string, string[]>();
for (const name of WINDOWS_ZONES.keys()) {
  if (!name.includes(',')) continue;
  for (const city of name.split(/\s*,\s*/)) WINDOWS_CITIES.set(city, [...(WINDOWS_CITIES.get(city) ?? []), name]);
}
const WINDOWS_CITY = trieSource(WINDOWS_CITIES.keys());
// older Windows wrote the name of the zone before its cities: "(GMT) Greenwich Mean Time : Dublin, Edinburgh, ..."
const WINDOWS_OLD_NAME = '(?:greenwich\\s+mean\\s+time\\s*:\\s*)?';
const WINDOWS_SOURCE =
  `${WINDOWS_LABEL}${WINDOWS_OLD_NAME}(?:(?<win>${WINDOWS_ANY})|(?<part>${WINDOWS_CITY}(?:\\s*,\\s*${WINDOWS_CITY})+))` +
  `|(?<win2>${WINDOWS_ALONE})`;

/** The display name holding every city of a list cut short, if one zone's names hold them all. */
function windowsNameOf(cities: string): string | null {
  const list = cities.split(/\s*,\s*/);
  const names = (WINDOWS_CITIES.get(list[0] ?? '') ?? []).filter((name) =>
    list.every((city) => name.split(/\s*,\s*/).includes(city)),
  );
  const zones = new Set(names.map((name) => WINDOWS_ZONES.get(name)));
  return zones.size === 1 ? (names[0] ?? null) : null;
}

/** The label's offset (minutes) must be one the zone keeps: its January or its July offset. */
function labelDisagrees(g: Record<string, string | undefined>, name: string, now: number): boolean {
  const zone = zoneNamed(name);
  if (zone === null) return true;
  const label =
    g.labelH === undefined ? 0 : (Number(g.labelH) * 60 + Number(g.labelM)) * (g.labelSign === '-' ? -1 : 1);
  // Outlook labels a zone with its standard offset, Google Calendar with the one it keeps on the event's day
  // ("(GMT+10:30) Adelaide" in its summer): either is that zone's
  const year = new Date(now).getUTCFullYear();
  return label !== offsetAt(zone, Date.UTC(year, 0, 1)) && label !== offsetAt(zone, Date.UTC(year, 6, 1));
}

/** "de", "do", "da", "del" and a word after a place's word ("porto de santos"). */
const OF_NAME_AFTER = /^\s+(de|do|da|del)\s+(\p{L}{3,})(?![\p{L}])/u;

const SAID_PATTERNS = new Map<string, RegExp>();

/** The zone words as the person typed them (their capitals, quotes and spacing), found in the original phrase. */
function saidIn(phrase: string, words: string): string {
  let re = SAID_PATTERNS.get(words);
  if (!re) {
    const source = [...words].map((c) => (c === ' ' ? '\\s+' : c === "'" ? "['\u2018\u2019]" : escapeChar(c))).join('');
    re = new RegExp(source, 'i');
    if (SAID_PATTERNS.size > 500) SAID_PATTERNS.clear();
    SAID_PATTERNS.set(words, re);
  }
  return re.exec(phrase)?.[0].replace(/\s+/g, ' ') ?? words;
}

/**
 * Time zones: zone words ("pacific", "pst", "eastern time"), cities and countries ("berlin", "kathmandu",
 * "india"), IANA names ("europe/berlin"), offsets ("utc+5:30", "gmt-3"), optionally after "in" and in
 * parentheses ("at 9am (new york)"), with a trailing "time"/"time zone"/"standard time" consumed (a calendar
 * writes "Fiji Standard Time", "Chatham Standard Time": the place's clock, as "Eastern Standard Time" is). Runs before chrono, whose own
 * zone reading is not used ("PST" there is always -8). Places with several zones are refused with a hint, and so
 * is a second, different zone. `said` is the zone words as typed ("Pacific", "PST", "Tokyo time").
 */
export const zoneParser: RecurrenceParser = {
  name: 'zone',
  pattern: new RegExp(
    `(?<![${LETTER}'/-])(?:(?:in\\s+)?(?:${WINDOWS_SOURCE})|(?:in\\s+|${CLOCK_OF})?(?:\\(\\s*)?` +
      `(?<zone>${OFFSET_SOURCE}|${IANA_SOURCE}|${SPANISH_LA}${WORD_SOURCE}(?![${LETTER}0-9/]))` +
      `(?:(?<time>\\s+(?:standard\\s+)?time)(?:\\s*zone)?|\\s+zone)?(?:\\s*\\))?)(?![${LETTER}0-9/])`,
    'gi',
  ),
  apply(m, draft, ctx) {
    const g = m.groups ?? {};
    if (g.part !== undefined) {
      const cities = g.part.toLowerCase().replace(/\s+/g, ' ');
      const name = windowsNameOf(cities);
      if (name === null) {
        return unparseable(
          `"${saidIn(ctx.phrase, cities)}" after the UTC label are not the cities of one time zone.`,
          'Paste the zone name as Windows or Outlook shows it, or name one city ("Berlin").',
        );
      }
      return windowsZone(name, g, draft, ctx, cities);
    }
    const windows = g.win ?? g.win2;
    if (windows !== undefined) return windowsZone(windows.toLowerCase().replace(/\s+/g, ' '), g, draft, ctx);
    const raw = (m.groups?.zone ?? '').toLowerCase().replace(/\s+/g, ' ');
    const words = /^[+-]/.test(raw) ? `utc${raw}` : raw;
    const said = saidIn(ctx.phrase, m.groups?.time ? `${words} time` : words);
    const name = resolveZoneWord(words);
    if (name !== null) offsetLabelBefore(m, name, said, draft, ctx.now);
    if (name === null) {
      const hint = zoneAmbiguity(words);
      // a country of several zones said from one of them is the person's own ("Brazil team: ..." from São Paulo)
      const own = ctx.ownZone;
      if (hint !== null && own !== undefined && ownZoneIn(words, own)) {
        return choose(draft, own, said, `"${said}" read as your own zone (${own}), one of its zones.`, ctx.now);
      }
      if (hint !== null) return unparseable(`"${said}" is not a single time zone.`, hint);
      return unparseable(
        `"${said}" is not a time zone I know.`,
        'Name a city ("Berlin"), a zone ("Pacific", "CET"), an IANA zone ("Europe/Berlin") or an offset ("UTC+5:30").',
      );
    }
    // "7h, 13h et 19h": "et" before a clock is French "and", maybe, not Eastern Time
    // ("9h et à 16h": "à", French "at", or the "at" it was read as, before the clock, as well)
    if (raw === 'et' && /^\s*(?:(?:à|at)\s+)?\d/.test(m.input.slice(m.index + m[0].length))) {
      return unparseable(
        '"et" before a time: "and", or Eastern Time?',
        'Write "and" between the times, or "ET" after the last one for Eastern Time.',
      );
    }
    // "curs la 9:30", "tous les jours la 9:30": "la" typed in lower case right before a clock is "at" in Romanian
    // (romanianWords.ts reads it so), maybe, not Los Angeles ("LA 9:30", "9:30 la" stay Los Angeles)
    if (raw === 'la' && said === 'la' && /^\s*\d/.test(m.input.slice(m.index + m[0].length))) {
      return unparseable(
        '"la" before a time: "at", or Los Angeles?',
        'Write "at" before the time, or "LA" or "Los Angeles" after it for Los Angeles time.',
      );
    }
    // "porto de santos", "porto de galinhas": a place's word typed in lower case before "de" and a word that says no
    // when is the start of a longer name (the port of Santos), maybe, not that place's clock
    if (said === said.toLowerCase() && /\s(?:de|do|da|del)\s/.test(m.input)) {
      const [, of, next] = OF_NAME_AFTER.exec(m.input.slice(m.index + m[0].length)) ?? [];
      if (next !== undefined && !isForeignTimeWord(next.toLowerCase()) && weekdayOf(next.toLowerCase()) === undefined) {
        return unparseable(
          `"${said} ${of} ${next}": is "${said}" a place's clock, or a word of a name?`,
          `Name the zone apart from the name ("Europe/Lisbon"), or say "${said} time".`,
        );
      }
    }
    // a place of the gazetteer ("montana", "maui", "mendoza", "spanish time") may be a person, a pet or a lesson:
    // read as a clock only where said as one, after a clock ("9am maui") or "in", or with "time" after a place (not
    // last, set off after the times: "movie night friday 7pm - madagascar" names the film)
    if (GAZETTEER_WORDS.has(words)) {
      const before = m.input.slice(0, m.index);
      const people = words.endsWith(' time');
      // ("6am weekdays, navajo time": a "<place> time" after a clock and its days is that clock too)
      const afterClock =
        /(?:\d|\d\s*[ap]m|\bnoon|\bmidnight)\s*$/.test(before) ||
        (people && CLOCK_DAYS_BEFORE.test(before) && !LESSON_OR_NAME_TIME.test(words));
      const plain = /^(?:in|hora|hor[aá]rio|heure)\b/.test(m[0]) || (m.groups?.time !== undefined && !people);
      // "Marquesas (-09:30)", "(UTC+08:45) Eucla", "(Eucla time, +08:45)": an offset beside the place says it is a
      // clock; the zone reader then checks the two agree all year, as for any two zones said
      const after = m.input.slice(m.index + m[0].length);
      const offsetBeside =
        /^\s*(?:\(\s*|,\s*)(?:utc|gmt)?\s*[+\u2212-]\d{1,2}(?::?\d{2})?\s*\)/i.test(after) ||
        /^\s*,\s*(?:utc|gmt)?\s*[+\u2212-]\d{1,2}(?::?\d{2})?\b/i.test(after) ||
        /\(\s*(?:utc|gmt)\s*[+\u2212-]\d{1,2}(?::?\d{2})?\s*\)\s*$/i.test(before);
      // "Svalbard: polar bear watch 0800 daily" said on Svalbard's clock: either reading runs at the same instants
      const own = ctx.ownZone !== undefined && sameClock(name, ctx.ownZone, ctx.now);
      // "HST 6am daily - Maui store opening": the place keeps the clock already said; either reading is the same
      const kept = draft.zone !== null && sameClock(draft.zone.name, name, ctx.now);
      if (kept && !afterClock && !plain && !offsetBeside) {
        const note = `"${said}" keeps the clock already said (${draft.zone?.said ?? draft.zone?.name}): read as a place's name beside it.`;
        if (!draft.assumptions.includes(note)) draft.assumptions.push(note);
        return undefined;
      }
      if (!afterClock && !plain && !offsetBeside && !own) {
        return unparseable(
          `"${said}": is it the place whose clock the times are on?`,
          `Say the times on its clock, e.g. "9am ${said.replace(/\s+time$/i, '')} time", or leave it out for your own clock.`,
        );
      }
      return choose(
        draft,
        name,
        said,
        zoneNote(words) ?? `"${said}" read as the clock of that place (${name}).`,
        ctx.now,
      );
    }
    const own = ownStandardZone(words, name, ctx);
    if (own !== null) {
      return choose(
        draft,
        own,
        said,
        `"${said}" read as your own zone (${own}), which goes by ${said} all year.`,
        ctx.now,
      );
    }
    const mine = ownOtherMeaning(words, ctx);
    if (mine !== null) return choose(draft, mine.zone, said, mine.note, ctx.now);
    return choose(draft, name, said, zoneNote(words), ctx.now);
  },
};

/** "(GMT+13:00) " just before a zone's name, as Google Calendar's zone picker writes it. */
const OFFSET_LABEL = /\(\s*(?:gmt|utc)\s*(?:(?<sign>[+-])\s*(?<h>\d{1,2}):(?<m>\d{2}))?\s*\)\s*$/i;

/**
 * "(GMT+13:00) New Zealand Time - Auckland", "(GMT-08:00) Pacific Time - Los Angeles": Google Calendar's zone
 * picker writes the zone's offset of the day before its name. When that offset is one the named zone keeps (its
 * winter or its summer one), the label is the zone's, not a second, fixed clock: the offset read before is dropped
 * and the name is kept, with a note. An offset the zone never keeps ("(GMT+05:00) Pacific Time") stays a second
 * zone, refused as such; so does an offset not in brackets just before the name ("GMT+13 Auckland").
 */
function offsetLabelBefore(m: RegExpMatchArray, name: string, said: string, draft: IntentDraft, now: number): void {
  const label = OFFSET_LABEL.exec(m.input?.slice(0, m.index) ?? '');
  const first = draft.zone;
  if (label === null || first === null || first.name === name) return;
  const lg = label.groups ?? {};
  const offset = lg.h === undefined ? 0 : (Number(lg.h) * 60 + Number(lg.m)) * (lg.sign === '-' ? -1 : 1);
  const zone = zoneNamed(name);
  const firstSaid = (first.said ?? '').toLowerCase().replace(/\s+/g, '');
  const labelSaid = label[0].toLowerCase().replace(/[\s()]+/g, '');
  if (zone === null || firstSaid !== labelSaid) return;
  const year = new Date(now).getUTCFullYear();
  const kept = [Date.UTC(year, 0, 1), Date.UTC(year, 6, 1)].map((at) => offsetAt(zone, at));
  if (!kept.includes(offset)) return;
  draft.assumptions = draft.assumptions.filter((a) => !a.toLowerCase().includes(firstSaid));
  draft.zone = null;
  draft.assumptions.push(
    `Read the offset in brackets before "${said}" as that zone's (${name}) on the calendar's day, not as a second zone.`,
  );
}

/**
 * "10:00 AST" said in Riyadh, "CST" in Taipei, "BST" in Dhaka: the abbreviation's other meaning is the clock of the
 * person's own zone, so theirs is meant, not Atlantic, US Central or UK time. Null when that is not so.
 */
function ownOtherMeaning(words: string, ctx: ParseContext): { zone: string; note: string } | null {
  const own = ctx.ownZone;
  if (own === undefined || zoneNamed(own) === null) return null;
  const other = otherMeanings(words).find(
    (o) => (o.own === 'zone' && o.zone === own) || (o.own === true && sameClock(o.zone, own, ctx.now)),
  );
  if (other === undefined) return null;
  return {
    zone: own,
    note: `${words.toUpperCase()} read as ${other.meaning}, the clock of your own zone (${own}); it also names ${resolveZoneWord(words) ?? 'another zone'}: name that zone if you meant it.`,
  };
}

/** An abbreviation of three or four letters ("AEST", "MST", "EST"), not a zone's words ("Eastern"). */
const ABBREVIATION = /^[a-z]{3,4}$/;
const NAMING_LOCALES = ['en-US', 'en-AU', 'en-GB', 'en-IN', 'en-NZ'];
const NAMES = new Map<string, ReadonlySet<string>>();

/**
 * The short names a zone goes by at an instant, in the English locales that name it ("AEST" is en-AU's); none for a
 * fixed offset the grammar names itself ("UTC+5"), which Intl does not take as a zone.
 */
export function shortNames(zone: string, at: number): ReadonlySet<string> {
  const key = `${zone} ${at}`;
  let names = NAMES.get(key);
  if (names === undefined && !zone.includes('/') && zone !== 'UTC') return new Set();
  if (names === undefined) {
    names = new Set(
      NAMING_LOCALES.map(
        (locale) =>
          new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
            .formatToParts(at)
            .find((p) => p.type === 'timeZoneName')
            ?.value.toLowerCase() ?? '',
      ),
    );
    if (NAMES.size > 200) NAMES.clear();
    NAMES.set(key, names);
  }
  return names;
}

/**
 * "9am AEST" said in Brisbane, "MST" in Phoenix, "EST" in Panama: the abbreviation is read as a region that follows
 * daylight saving (Sydney, Denver, New York), but it is the person's own zone's name all year round, so it is theirs
 * that is meant. Null when the zone as read stands.
 */
function ownStandardZone(words: string, name: string, ctx: ParseContext): string | null {
  const own = ctx.ownZone;
  if (own === undefined || own === name || !ABBREVIATION.test(words) || zoneNamed(own) === null) return null;
  const year = new Date(ctx.now).getUTCFullYear();
  const allYear = [Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)].every((at) => shortNames(own, at).has(words));
  return allYear ? own : null;
}

/**
 * "NST (GMT-3:30)", "EST (UTC-5)", "CEST / UTC+2": an abbreviation glossed with the offset it stands for. The offset
 * is no second clock but what the abbreviation means, so the abbreviation's zone is kept (with its daylight saving
 * time, as the abbreviation alone would be read). Only where the zone goes by that abbreviation at an instant of the
 * year it keeps that offset: "EST (UTC-4)" (EDT's offset) and "NST (GMT-2:30)" stay two clocks, refused.
 */
/** Abbreviations ending in "ST" that name a summer time (or, "IST", both). */
const SUMMER_ST = /^(?:cest|eest|west|bst|ist)$/;
function abbreviationGloss(
  first: { name: string; said: string },
  second: { name: string; said: string },
  now: number,
): { name: string; note: string } | null {
  for (const [abbr, offset] of [
    [first, second],
    [second, first],
  ] as const) {
    const words = abbr.said.toLowerCase();
    if (!ABBREVIATION.test(words) || !/^utc(?:[+-]|$)/i.test(offset.name)) continue;
    const zone = zoneNamed(abbr.name);
    const fixed = zoneNamed(offset.name);
    if (zone === null || fixed === null || !abbr.name.includes('/')) continue;
    const minutes = offsetAt(fixed, now);
    const year = new Date(now).getUTCFullYear();
    const instants = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((month) => Date.UTC(year, month, 15));
    const least = Math.min(...instants.map((at) => offsetAt(zone, at)));
    // the zone goes by the abbreviation then, or it names the standard ("NST") or daylight ("NDT") time kept then
    const stands = instants.some(
      (at) =>
        offsetAt(zone, at) === minutes &&
        (shortNames(abbr.name, at).has(words) ||
          (resolveZoneWord(words) === abbr.name &&
            (minutes === least ? /st$/.test(words) && !SUMMER_ST.test(words) : /dt$/.test(words)))),
    );
    if (!stands) continue;
    return {
      name: abbr.name,
      note: `Read "${offset.said}" as the offset "${abbr.said}" stands for, not as a second clock: the times are on ${abbr.name}.`,
    };
  }
  return null;
}

/**
 * Two zone words for one clock: "10:00 AST (Riyadh)", where the abbreviation's other meaning (Arabia Standard
 * Time) is the place's clock, or "Riyadh time (KSA)", two words for zones whose clocks read the same all year.
 * The zone to keep and the note saying so, or null when they are two clocks.
 */
function oneClock(
  first: { name: string; said: string },
  second: { name: string; said: string },
  now: number,
): { name: string; note: string } | null {
  for (const [abbr, place] of [
    [first, second],
    [second, first],
  ] as const) {
    const words = abbr.said.toLowerCase();
    const usual = otherMeanings(words).length > 0 ? resolveZoneWord(words) : null;
    if (usual !== null && abbr.name !== usual && sameClock(usual, place.name, now)) {
      // "AST" read as the person's own Arabia Standard Time, then "(Halifax)": the abbreviation's usual meaning
      return { name: place.name, note: `"${abbr.said}" read as the clock of "${place.said}" (${place.name}).` };
    }
    const other = otherMeanings(words).find((o) => sameClock(o.zone, place.name, now));
    if (other !== undefined) {
      return {
        name: place.name,
        note: `"${abbr.said}" read as ${other.meaning}, the clock of "${place.said}" (${place.name}).`,
      };
    }
  }
  // "Arizona ... 7pm MST", "Saskatchewan ... CST": the abbreviation usually names another region (Denver,
  // Chicago), but the place goes by it all year round, so it is the place's clock that is said twice
  for (const [abbr, place] of [
    [first, second],
    [second, first],
  ] as const) {
    const words = abbr.said.toLowerCase();
    if (!ABBREVIATION.test(words) || ABBREVIATION.test(place.said.toLowerCase())) continue;
    const year = new Date(now).getUTCFullYear();
    if (![Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)].every((at) => shortNames(place.name, at).has(words))) continue;
    return {
      name: place.name,
      note: `"${abbr.said}" read as the clock of ${place.said === place.name ? place.name : `"${place.said}" (${place.name})`}, which goes by ${words.toUpperCase()} all year.`,
    };
  }
  const glossed = abbreviationGloss(first, second, now);
  if (glossed !== null) return glossed;
  if (sameClock(first.name, second.name, now)) {
    return {
      name: first.name,
      note: `"${first.said}" and "${second.said}" keep the same clock all year: read as ${first.name}.`,
    };
  }
  return null;
}

export function choose(
  draft: IntentDraft,
  name: string,
  said: string,
  note: string | null,
  now: number,
): ScheduleProblem | undefined {
  if (draft.zone && draft.zone.name !== name) {
    const first = draft.zone.said ?? draft.zone.name;
    const one = oneClock({ name: draft.zone.name, said: first }, { name, said }, now);
    if (one !== null) {
      // the first word's note (e.g. "AST read as Atlantic local time") no longer holds
      draft.assumptions = draft.assumptions.filter(
        (a) => !a.startsWith(`${first.toUpperCase()} read as`) && !a.startsWith(`"${first}" read as your own zone`),
      );
      draft.zone = { name: one.name, said: one.name === name ? said : first };
      if (!draft.assumptions.includes(one.note)) draft.assumptions.push(one.note);
      return undefined;
    }
    // "9am ET / 6am PT": the same time said twice, or two schedules; either way, one zone is the person's to pick
    return unparseable(
      `The phrase names two time zones ("${first}" and "${said}"); a schedule runs on the clock of one.`,
      `Name one time zone: keep the time in "${first}" and leave out the one in "${said}", or the other way round.`,
    );
  }
  draft.zone ??= { name, said };
  if (note !== null && !draft.assumptions.includes(note)) draft.assumptions.push(note);
  return undefined;
}

function windowsZone(
  words: string,
  g: Record<string, string | undefined>,
  draft: IntentDraft,
  ctx: ParseContext,
  typed = words,
): ScheduleProblem | undefined {
  const name = WINDOWS_ZONES.get(words) ?? 'UTC';
  const said = saidIn(ctx.phrase, typed);
  if ((g.win !== undefined || g.part !== undefined) && labelDisagrees(g, name, ctx.now)) {
    return unparseable(
      `The label before "${said}" gives another UTC offset than that zone's (${name}).`,
      'Paste the zone name as Windows or Outlook shows it, or name a city ("Berlin").',
    );
  }
  const note =
    name === 'Europe/London'
      ? `"${said}" read as UK local time (Europe/London); it follows daylight saving time.`
      : // a place of several clocks whose Windows zone is one of them
        words === 'greenland'
        ? `"${said}" after its UTC label read as Windows' Greenland zone, Nuuk's clock (${name}).`
        : null;
  return choose(draft, name, said, note, ctx.now);
}
