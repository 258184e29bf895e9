import { ZONE_WORDS } from '../zones.js';
import { FOREIGN_TIME_WORDS } from './foreignTimeWords.js';
import { nameSaidFirst } from './germanNameFirst.js';
import { type WordRule as Rule, readByRules } from './wordRules.js';
import { GERMAN_WEEKDAYS } from './words.js';

/**
 * Schedules said in German words, or in German mixed with English, read as the English they say before the phrase
 * is read again, each word with a note. Read only when the phrase cannot be read as it is, and only in a phrase
 * that holds a plainly German word of when ("Uhr", "täglich", "jeden", a German day or month, "halb", "alle 2"):
 * - days: "Montag", "montags" (Mondays), "Dienstags und donnerstags", "Werktag" / "werktags" (weekday, Monday to
 *   Friday, as the grammar reads "werktags" already), "Arbeitstag" (working day); short forms in a list or a range
 *   only ("Mo, Mi, Fr", "Mo-Fr": "Do" or "So" alone stays unread);
 * - "jeden", "jede", "jedes": every; "täglich": daily; "jeden Tag": every day; "wöchentlich", "monatlich";
 * - "täglich 16:00, sonntags Fastentag" ("Ruhetag", "geschlossen", "frei"), said last after a comma beside "täglich"
 *   or "jeden Tag": except that day (a day with no run);
 * - clocks: "um 9 Uhr", "16 Uhr", "2:30 Uhr" (the 24-hour clock: 02:30), "7 und 19 Uhr", "6, 14 und 22 Uhr",
 *   "zwischen 8 und 18 Uhr", "von 9 bis 12 Uhr" (the "Uhr" said last is each clock's; "9 bis 5 Uhr" stays unread: 5 in the morning, or
 *   the afternoon of "9 to 5"?); "um 6 Uhr morgens", "7 Uhr abends", "12 Uhr mittags",
 *   "3 Uhr nachts", an hour its part of the day cannot hold stays unread ("12 Uhr nachts": which midnight?, "10 Uhr
 *   abends"?); "halb neun" (8:30, half before nine, as German says it), "viertel nach sieben" (7:15), "viertel vor
 *   acht" (7:45), "zehn nach acht" (8:10); "um 2:30" alone is "at 2:30", which the grammar reads as it says;
 * - "alle 15 Minuten", "alle 2 Stunden", "alle zwei Wochen": every; "jede Stunde", "stündlich": hourly;
 * - "einmalig": once; "startet am 1. November um 8 Uhr", "beginnt am 3.4.": once, on the date (only where no word
 *   repeats the runs: "jeden", "täglich", a day, "ab", "bis"); "am 12.12.", "am 14.11.2027": on the date written day first; "erinnern" said last, after a
 *   clock: remind, set aside (what the job does);
 * - "am 31. März 2027", "ab 18. Dezember", "bis 6. Januar": dates with the ordinal dot, "bis" until (between two
 *   clocks: to; "bis Juli" is read as "until july", which the grammar refuses: until July begins, or ends?);
 * - "am 15. jedes Monats", "jeden 1. und 15.", "am ersten Montag im Monat", "1. Samstag im Monat" (the dot of an
 *   ordinal before a day and "im Monat"), "am letzten Werktag", "im Januar, April": days of the month and the nth day, "und": and;
 *   "am Letzten (des Monats)" before a clock or last: on the last day of the month;
 * - "Berliner Zeit", "Wiener Zeit" (that city's time), places named in German ("Wien", "Tokio", "Moskau"), "MEZ" / "MESZ";
 * - a German noun said last, after the schedule ("sonntags 18 Uhr Wochenplanung", "um 9 Uhr Miete", "Zertifikat
 *   erneuern"), read as the job's name: capitalised as German writes nouns, no word of when in it nor at its end
 *   ("Wochenende", "Feierabend", "Monatsende", "Montagsmeeting" stay unread), no place.
 * Refused as before: a phrase where a German word of when is left unread ("fünf vor halb neun", "oder", "Ende
 * Juli"), and "jeden zweiten Dienstag" without "im Monat" (every other Tuesday, or the second of the month?).
 */

const plain = (s: string): string => s.toLowerCase();

const DAYS = GERMAN_WEEKDAYS;
const SHORT_DAYS: Readonly<Record<string, string>> = {
  mo: 'mon',
  di: 'tue',
  mi: 'wed',
  do: 'thu',
  fr: 'fri',
  sa: 'sat',
  so: 'sun',
};
const MONTHS: Readonly<Record<string, string>> = {
  januar: 'january',
  jänner: 'january',
  februar: 'february',
  feber: 'february',
  märz: 'march',
  maerz: 'march',
  april: 'april',
  mai: 'may',
  juni: 'june',
  juli: 'july',
  august: 'august',
  september: 'september',
  oktober: 'october',
  november: 'november',
  dezember: 'december',
};
const NUMBERS: Readonly<Record<string, number>> = {
  ein: 1,
  eins: 1,
  eine: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  fünfzehn: 15,
  zwanzig: 20,
  dreißig: 30,
};
const ORDINALS: Readonly<Record<string, string>> = {
  erst: 'first',
  zweit: 'second',
  dritt: 'third',
  viert: 'fourth',
  fünft: 'fifth',
  letzt: 'last',
};
/** Places as German names them, to the names the zones know ("Tokio", "Moskau"). */
const PLACES: Readonly<Record<string, string>> = {
  wien: 'vienna',
  tokio: 'tokyo',
  peking: 'beijing',
  moskau: 'moscow',
  kairo: 'cairo',
  lissabon: 'lisbon',
  rom: 'rome',
  mailand: 'milan',
  warschau: 'warsaw',
  prag: 'prague',
  athen: 'athens',
  kopenhagen: 'copenhagen',
  brüssel: 'brussels',
  genf: 'geneva',
  singapur: 'singapore',
  'neu-delhi': 'new delhi',
  'mexiko-stadt': 'mexico city',
};
/** City adjectives before "Zeit" ("Berliner Zeit"), to the place the zones know. */
const CITY_TIME: Readonly<Record<string, string>> = {
  berliner: 'berlin',
  wiener: 'vienna',
  zürcher: 'zurich',
  züricher: 'zurich',
  münchner: 'munich',
  hamburger: 'hamburg',
  frankfurter: 'frankfurt',
  kölner: 'cologne',
  stuttgarter: 'stuttgart',
  schweizer: 'switzerland',
  deutscher: 'germany',
  deutsche: 'germany',
  österreichischer: 'austria',
  österreichische: 'austria',
};

const L = '\\p{L}';
const NA = `(?<![${L}\\d])`;
const NB = `(?![${L}\\d])`;
const DAY = '(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag)';
const SHORT = '(?:mo|di|mi|do|fr|sa|so)\\.?';
const MONTH =
  '(?:januar|jänner|februar|feber|märz|maerz|april|mai|juni|juli|august|september|oktober|november|dezember)';
const NUMBER_WORD =
  '(?:eins|ein|eine|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|fünfzehn|zwanzig|dreißig)';
/** An hour of the spoken clock, 1 to 12, in digits or words. */
const SPOKEN_HOUR = '(1[0-2]|0?[1-9]|eins|ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)';
const CLOCK = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?';
const PART = '(morgens|früh|vormittags|mittags|nachmittags|abends|nachts)';
const ORDINAL = '(erst|zweit|dritt|viert|fünft|letzt)(?:e|en|er|es)';

/** A cheap test that the phrase holds a plainly German word of when. */
const GATE = new RegExp(
  `${NA}(?:uhr|t(?:ä|ae)glich|jede[nrs]?|${DAY}s?|${SHORT}\\s*[-–]\\s*${SHORT}|${SHORT}(?:\\s*(?:/|\\bund\\b)\\s*${SHORT})+|werktag(?:e|en|s)?|arbeitstag(?:e|en)?|halb|viertel|stunden?|minuten|alle\\s+(?:\\d|${NUMBER_WORD})|${MONTH}|zeit|monats?|wien|mez|mesz|einmalig)${NB}`,
  'iu',
);

/**
 * Short days in a list with "," or "&" ("Mo, Di", "Mo & Di"; "Sa/So", "Mo und Do" open the gate above): German only
 * beside another German word ("um", "abends"); "lunch with Mo & Di at 12pm" names people.
 */
const SHORT_LIST = new RegExp(`${NA}${SHORT}(?:\\s*(?:,|/|&|\\bund\\b)\\s*${SHORT})+(?![\\p{L}\\d])`, 'iu');
const GERMAN_BESIDE = new RegExp(
  `${NA}(?:und|um|ab|bis|von|morgens|früh|vormittags|mittags|nachmittags|abends|nachts|jeweils|immer|außer|ausser|oder)${NB}`,
  'iu',
);

/** Whether the phrase holds a plainly German word of when, or short days in a list beside another German word. */
const gateOpen = (phrase: string): boolean =>
  GATE.test(phrase) || (SHORT_LIST.test(phrase) && GERMAN_BESIDE.test(phrase));

/** German words of when: one left unread after the rules below keeps the phrase refused. */
const WHEN_LEFT = new RegExp(
  `${NA}(?:${DAY}s?|januar|jänner|februar|feber|märz|maerz|mai|juni|juli|oktober|dezember|${NUMBER_WORD}|${ORDINAL}|vorletzte[nrs]?|uhr|halb|viertel|dreiviertel|nach|vor|um|(?<![\\d:]\\s*)am|im|ab|bis|von|zwischen|und|oder|jede[nrs]?|alle|täglich|werktags?|werktage[n]?|stunden?|minuten?|tage?|tagen|woche[n]?|monats?|monate|ende|anfang|mitte|morgens|früh|vormittags|mittags|nachmittags|abends|nachts|mitternacht|zeit|jahr|jahres|heute|morgen|übermorgen|außer|ausser|nicht|kein|keine|jeweils|immer)${NB}`,
  'iu',
);

/**
 * "jeden zweiten Dienstag": every other Tuesday, as German says it, or the second Tuesday of each month (said with
 * "im Monat")? Left unread, and so refused.
 */
const EVERY_OTHER = new RegExp(
  `${NA}jede[nrs]?\\s+(?:zweit|dritt|viert)(?:e|en|er|es)\\s+(?!.*${NA}(?:im|des|eines|jede[ns])\\s+monats?${NB})`,
  'iu',
);

/** What a word stands for in another word: a stem of time at a noun's end ("Wochenende", "Feierabend"). */
const TIME_END =
  /(?:tag|tage|tags|tagen|abenden|mittagen|nächten|naechten|woche|wochen|ende|anfang|beginn|mitte|morgen|abend|nacht|mittag|monat|monats|jahr|jahres|stunde|stunden|minute|minuten|(?<!f)uhr|zeit|frühe)$/u;
/** Days, months and frequencies anywhere in a word ("Montagsmeeting", "Julitreffen", "Wochenendeinkauf"). */
const WHEN_INSIDE = new RegExp(
  `${DAY}|${MONTH}|werktag|feiertag|wochenend|täglich|wöchentlich|monatlich|jährlich|stündlich|day|week|month|year|hour|minute|night|noon|daily|morning|evening|tomorrow|today|tonight|until|till|except|only|once|twice|time|local|ostern|weihnacht|silvester|neujahr|pfingst|karfreitag|advent|ferien|urlaub`,
  'u',
);

/** The hour a German part of the day gives a spoken clock, as English says it, or null where they do not fit. */
function withPart(hour: number, minutes: number, part: string): string | null {
  const mm = String(minutes).padStart(2, '0');
  const p = plain(part);
  const h24 = (h: number) => `${String(h).padStart(2, '0')}:${mm}`;
  if (hour >= 13) {
    // "19 Uhr abends": a 24-hour clock in its part of the day
    const fits =
      (p === 'nachmittags' && hour <= 18) ||
      (p === 'abends' && hour >= 17) ||
      (p === 'nachts' && hour >= 21) ||
      (p === 'mittags' && hour <= 14);
    return fits ? h24(hour) : null;
  }
  if (hour === 0) return null;
  if (p === 'morgens' || p === 'früh') return hour >= 4 && hour <= 11 ? `${hour}:${mm}am` : null;
  if (p === 'vormittags') return hour >= 6 && hour <= 11 ? `${hour}:${mm}am` : null;
  if (p === 'mittags')
    return hour === 12 ? `12:${mm}pm` : hour === 11 ? `11:${mm}am` : hour <= 2 ? `${hour}:${mm}pm` : null;
  if (p === 'nachmittags') return hour === 12 ? `12:${mm}pm` : hour <= 6 ? `${hour}:${mm}pm` : null;
  if (p === 'abends') return hour >= 5 && hour <= 11 ? `${hour}:${mm}pm` : null;
  // "nachts": the night after the evening or before the morning; "12 Uhr nachts" is the midnight before or after
  return hour >= 9 && hour <= 11 ? `${hour}:${mm}pm` : hour >= 1 && hour <= 4 ? `${hour}:${mm}am` : null;
}

const hourOf = (said: string): number => NUMBERS[plain(said)] ?? Number(said);
const ordinalOf = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const pad = (clock: string): string => {
  const [h, m] = clock.split(':');
  return `${String(Number(h)).padStart(2, '0')}:${m ?? '00'}`;
};

/**
 * German verbs of a task said last, after the clock, as German puts the verb ("18 Uhr posten", "15:00
 * veröffentlichen"): what the job does, never when.
 */
const TASK_VERB_LAST =
  'erinnern|posten|veröffentlichen|senden|schicken|verschicken|versenden|prüfen|checken|kontrollieren|aktualisieren|hochladen|teilen|bezahlen|überweisen|abrechnen|drucken|melden|anrufen|mailen';

/** Words that repeat the runs, beside which "startet am" is no one run ("startet am 1. März, jeden Montag"). */
const REPEATS = `jede[nrs]?|alle|t(?:ä|ae)glich|w(?:ö|oe)chentlich|monatlich|j(?:ä|ae)hrlich|st(?:ü|ue)ndlich|werktags?|${DAY}s?|ab|bis|und`;

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

/** The rules, in order: the clocks first (their words would be read as other words), then days, dates and the rest. */
/** A character of one rule: none of a comma, another day, nor a word that joins rules ("und", "sowie", "&"). */
const ONE_RULE = `(?:(?!${DAY}|${SHORT}(?![\\p{L}])|(?<![\\p{L}])(?:und|sowie|oder|plus|au(?:ß|ss)er)(?![\\p{L}])|[&+])[^,;])`;

/** The English months, as this reader has made of the German ones by the time "bis" is read. */
const EN_MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';

const RULES: readonly Rule[] = [
  // "einmalig am 12.12. um 22:00", "am 14.11.2027 um 18:00, einmalig": once, on the date written day first
  rule(`${NA}einmalig${NB}`, () => 'once'),
  rule(
    `(?<![\\d:]\\s*)${NA}am\\s+(?=(?:[12]\\d|3[01]|0?[1-9])\\.(?:1[0-2]|0?[1-9])\\.(?:\\d{4}|\\d{2})?(?!\\d))`,
    () => 'on ',
  ),
  // "Stollen-Vorbestellung startet am 1. November um 8 Uhr": a thing that starts at a moment said by its date, in a
  // phrase with no word that repeats the runs: once, then
  rule(
    `(?<![\\s\\S]*${NA}(?:${REPEATS})${NB}[\\s\\S]*)${NA}(?:startet|beginnt)\\s+am\\s+(?=(?:[12]\\d|3[01]|0?[1-9])\\.\\s*(?:${MONTH}|(?:1[0-2]|0?[1-9])\\.)(?![\\s\\S]*${NA}(?:${REPEATS})${NB}))`,
    () => 'once on ',
  ),
  // "... um 18:00 erinnern", "... 18 Uhr posten" said last: a verb of a task (what the job does, no word of when)
  rule(`(?<=\\d\\s*(?:uhr\\s+)?)(?:${TASK_VERB_LAST})\\s*$`, () => ''),
  // "täglich 16:00, sonntags Fastentag" ("Ruhetag", "geschlossen", "frei"): said last, after a comma, beside
  // "täglich" or "jeden Tag", a day with no run (a fasting day, a rest day, closed, off): except that day
  // only when the text before the comma is one rule (no other day, no "und": "täglich 16:00 und sonntags 10:00,
  // montags Ruhetag" is refused)
  rule(
    `(?<=^${ONE_RULE}*(?:täglich|taeglich|jeden\\s+tag)${ONE_RULE}*),\\s*(${DAY})s\\s+(?:fastentag|ruhetag|geschlossen|frei)\\s*$`,
    (_m, day) => ` except ${DAYS[plain(day)] as string}s`,
  ),
  // "außer am Wochenende", "außer an Wochenenden": except weekends; "außer sonntags", "außer am Sonntag": except
  rule(`${NA}au(?:ß|ss)er\\s+(?:am|an)\\s+wochenenden?${NB}`, () => 'except weekends'),
  rule(`${NA}au(?:ß|ss)er\\s+(?:am\\s+)?(?=${DAY}s?${NB})`, () => 'except '),
  // "halb neun": half before nine; "viertel nach sieben", "viertel vor acht", "zehn nach acht", with a part after
  rule(
    `${NA}(?:(halb)|(viertel|fünf|zehn|zwanzig|[1-9]|1\\d|2[0-9])\\s+(?:minuten\\s+)?(nach|vor))\\s+${SPOKEN_HOUR}(?:\\s+(?:uhr\\s+)?${PART})?${NB}`,
    (_m, half, count, way, hourSaid, part) => {
      const hour = hourOf(hourSaid as string);
      const n = count === undefined ? 0 : count.toLowerCase() === 'viertel' ? 15 : hourOf(count);
      if (half === undefined && (n === 0 || n >= 30)) return null;
      const before = half !== undefined || plain(way as string) === 'vor';
      const h = before ? (hour === 1 ? 12 : hour - 1) : hour;
      const minutes = half !== undefined ? 30 : before ? 60 - n : n;
      if (part === undefined) return `${h}:${String(minutes).padStart(2, '0')}`;
      return withPart(h, minutes, part);
    },
  ),
  // "6 Uhr morgens", "um 7 abends", "12 Uhr mittags"
  rule(`${NA}(${CLOCK})(?:\\s*uhr)?\\s+${PART}${NB}`, (_m, clock, part) => {
    const [h, mm] = (clock as string).split(':');
    return withPart(Number(h), Number(mm ?? 0), part as string);
  }),
  // "morgens um 6", "abends 7 Uhr"
  rule(`${NA}${PART}\\s+(?:um\\s+)?(${CLOCK})(?:\\s*uhr)?${NB}`, (_m, part, clock) => {
    const [h, mm] = (clock as string).split(':');
    const said = withPart(Number(h), Number(mm ?? 0), part as string);
    return said === null ? null : `at ${said}`;
  }),
  // "6, 14 und 22 Uhr": the "Uhr" said last is each clock's of the list (the 24-hour clock)
  rule(
    `${NA}((?:${CLOCK}\\s*,\\s*)+${CLOCK})\\s*,?\\s*und\\s*(${CLOCK})\\s*uhr${NB}`,
    (_m, list, last) =>
      `${(list as string)
        .split(/\s*,\s*/)
        .map((c) => pad(c))
        .join(', ')} and ${pad(last as string)}`,
  ),
  // "7 und 19 Uhr", "zwischen 8 und 18 Uhr", "9 bis 12 Uhr": the "Uhr" said last is each clock's
  rule(`${NA}(${CLOCK})(\\s*(?:und|bis|-|–)\\s*)(${CLOCK})\\s*uhr${NB}`, (_m, a, between, b) => {
    // "9 bis 5 Uhr": 5 in the morning, or the afternoon as "9 to 5" says it? Left unread
    const [from, to] = [Number((a as string).split(':')[0]), Number((b as string).split(':')[0])];
    if (from <= 12 && to < from) return null;
    const word = plain((between as string).trim());
    const joined = word === 'und' ? ' and ' : word === 'bis' ? ' to ' : '-';
    return `${pad(a as string)}${joined}${pad(b as string)}`;
  }),
  // "16 Uhr", "2:30 Uhr": the 24-hour clock
  rule(`(?<!\\d(?::\\d\\d)?\\s*(?:und|bis|-|–)\\s*)${NA}(${CLOCK})\\s*uhr${NB}`, (_m, clock) => pad(clock as string)),
  rule(`${NA}(?:um\\s+)?mitternacht${NB}`, () => 'at midnight'),
  // "11.–21. Februar 2027", "vom 11. bis 21. Februar": days of one month, the first before the last, the month said
  // once after both: the month first, as the grammar reads such a span ("february 11-21 2027")
  rule(
    `(?<![\\d:.])${NA}(?:vom\\s+)?([1-9]|[12]\\d|3[01])\\.\\s*(?:-|–|bis(?:\\s+zum)?)\\s*([1-9]|[12]\\d|3[01])\\.\\s*(${MONTH})(?:\\s+(20\\d\\d))?${NB}`,
    (_m, a, b, month, year) => {
      if (Number(a) >= Number(b)) return null;
      const name = MONTHS[plain(month as string)] as string;
      return `${name} ${Number(a)}-${Number(b)}${year === undefined ? '' : ` ${year}`}`;
    },
  ),
  // "31. März 2027", "18. Dezember": the month first, as the grammar reads a date
  rule(`(?<![\\d:.])${NA}([1-9]|[12]\\d|3[01])\\.?\\s*(${MONTH})(?:\\s+(20\\d\\d))?${NB}`, (_m, d, month, year) => {
    const name = MONTHS[plain(month as string)] as string;
    return `${name} ${Number(d)}${year === undefined ? '' : ` ${year}`}`;
  }),
  rule(`${NA}(${MONTH})${NB}`, (_m, month) => MONTHS[plain(month as string)] as string),
  rule(`${NA}um\\s+(?=\\d)`, () => 'at '),
  // "von 9 bis 12", "from 9 bis 12": to, between two clocks
  rule(`${NA}von\\s+(?=\\d)`, () => 'from '),
  rule(`(?<=\\d(?:\\s*[ap]m)?\\s*)bis(?=\\s*\\d{1,2}(?::\\d\\d)?(?![\\d.]))`, () => 'to'),
  rule(`${NA}zwischen${NB}`, () => 'between'),
  // "alle 15 Minuten", "alle 2 Stunden", "alle zwei Wochen"; "jede halbe Stunde"; "jede Stunde"
  rule(`${NA}(?:alle|jede)\\s+halbe\\s+stunde${NB}`, () => 'every 30 minutes'),
  rule(
    `${NA}alle\\s+(\\d{1,3}|${NUMBER_WORD})\\s+(minuten|min\\.?|stunden|std\\.?|tage|wochen|monate)(?![${L}\\d])`,
    (_m, n, unit) => {
      const u = plain(unit as string);
      const english = u.startsWith('min')
        ? 'minutes'
        : u.startsWith('st')
          ? 'hours'
          : u === 'tage'
            ? 'days'
            : u === 'wochen'
              ? 'weeks'
              : 'months';
      return `every ${hourOf(n as string)} ${english}`;
    },
  ),
  rule(`(?<=\\d\\s*)(minuten|stunden)${NB}`, (_m, unit) => (plain(unit as string) === 'minuten' ? 'minutes' : 'hours')),
  rule(`${NA}stündlich${NB}`, () => 'hourly'),
  rule(`${NA}t(?:ä|ae)glich${NB}`, () => 'daily'),
  rule(`${NA}werkt(?:ä|ae)glich${NB}`, () => 'every weekday'),
  rule(`${NA}w(?:ö|oe)chentlich${NB}`, () => 'weekly'),
  rule(`${NA}monatlich${NB}`, () => 'monthly'),
  // "jeden 1. und 15.", "am 15. jedes Monats": the ordinal dot
  rule(`(?<=${NA}(?:jeden|jede|jedes|am|den|zum|und|,|&)\\s*)([1-9]|[12]\\d|3[01])\\.(?![\\d])`, (_m, d) =>
    ordinalOf(Number(d)),
  ),
  // "1. Samstag im Monat": the dot of an ordinal before a day of the month's ("im Monat", "des Monats" after it)
  rule(`${NA}([1-4])\\.\\s*(?=${DAY}\\s+(?:im|des)\\s+monats?${NB})`, (_m, d) => `${ordinalOf(Number(d))} `),
  rule(`${NA}(?:eines\\s+)?(?:jede[ns]|jeden)\\s+monats${NB}`, () => 'of every month'),
  rule(`${NA}(?:des|im)\\s+monat(?:s)?${NB}`, () => 'of the month'),
  // "am ersten Mittwoch im Quartal", "am 1. jedes Quartals": of the quarter (January, April, July, October)
  rule(`${NA}(?:des|im)\\s+quartal(?:s|es)?${NB}`, () => 'of the quarter'),
  rule(`${NA}(?:eines\\s+)?jede[ns]\\s+quartal(?:s|es)${NB}`, () => 'of every quarter'),
  rule(
    `${NA}im\\s+(?=(?:january|february|march|april|may|june|july|august|september|october|november|december)${NB})`,
    () => 'in ',
  ),
  // "ab 18. Dezember": from; "bis 6. Januar", "bis zum 6. Januar", "bis Juli": until
  rule(
    `${NA}ab\\s+(?:dem\\s+)?(?=(?:january|february|march|april|may|june|july|august|september|october|november|december|${DAY})${NB})`,
    () => 'starting ',
  ),
  rule(`${NA}ab\\s+(?=\\d)`, () => 'from '),
  // "vom 1. Mai bis 30. September", "vom 12.12. bis 11.04.": from the first date, only before "bis" and the second
  // ("Bericht vom 3. Mai" alone is the report of that day)
  rule(
    `${NA}vom\\s+(?=(?:(?:january|february|march|april|may|june|july|august|september|october|november|december)\\s+\\d{1,2}|(?:[12]\\d|3[01]|0?[1-9])\\.(?:1[0-2]|0?[1-9])\\.)\\s+bis\\s)`,
    () => 'from ',
  ),
  // ", Saisonende 19. April", ", Kursende am 30. Juni": the end of the season, the course, the semester, set off and said
  // last before its date alone: until that day (the runs stop with the stretch they serve)
  rule(
    `,\\s*(?:saison|semester|kurs|projekt|aktions)ende\\s+(?:am\\s+|ist\\s+(?:am\\s+)?)?(?=(?:(?:${EN_MONTHS})\\s+(?:[12]\\d|3[01]|0?[1-9])|(?:[12]\\d|3[01]|0?[1-9])\\.\\s*(?:${EN_MONTHS}))(?:\\s+20\\d\\d)?\\s*$)`,
    () => ', until ',
  ),
  // "nur Juni bis September", "Juni bis September": only, from one month to the other, each year (two months alone:
  // no day or year beside either, "1. Juni bis September" and "Juni bis September 2027" stay as they were)
  rule(
    `(?<!\\d\\.?\\s*)${NA}(?:(nur)\\s+)?(${EN_MONTHS})\\s+bis\\s+(${EN_MONTHS})(?![\\p{L}\\d]|\\s*\\d)`,
    (_m, only, a, b) => `${only ? 'only ' : 'from '}${a} to ${b}`,
  ),
  rule(
    `${NA}bis\\s+(?:zum\\s+|einschließlich\\s+)?(?=(?:january|february|march|april|may|june|july|august|september|october|november|december|${DAY})${NB})`,
    () => 'until ',
  ),
  // "bis 20.12.", "bis zum 20.12.2026": until the date, day first ("until 20.12." reads it so)
  rule(
    `${NA}bis\\s+(?:zum\\s+|einschließlich\\s+)?(?=(?:[12]\\d|3[01]|0?[1-9])\\.(?:1[0-2]|0?[1-9])\\.(?:\\d{4}|\\d{2})?(?!\\d))`,
    () => 'until ',
  ),
  // "bis Ende März", "bis zum Ende des Monats März": until the month's end
  rule(
    `${NA}bis\\s+(?:zum\\s+)?ende\\s+(?:des\\s+monats\\s+|von\\s+)?(?=(?:january|february|march|april|may|june|july|august|september|october|november|december)${NB})`,
    () => 'until end of ',
  ),
  // "am Letzten", "am Letzten des Monats" before a clock or last: on the last day of the month (the day's noun left
  // out, as German says it; "am letzten Freitag", "am letzten Werktag" are read below)
  rule(
    `(?<![\\d:]\\s*)${NA}am\\s+letzten(?:\\s+(?:des|jedes|eines\\s+jeden)\\s+monats|\\s+of\\s+(?:the|every)\\s+month)?(?=\\s*(?:$|[,;]|(?:um|ab|at|from)\\s+\\d|\\d))`,
    () => 'on the last day of the month',
  ),
  // "am ersten Montag", "am letzten Werktag", "am 15th", "am Montag"
  rule(`(?<![\\d:]\\s*)${NA}am\\s+(?=${ORDINAL}${NB}|\\d{1,2}(?:st|nd|rd|th)${NB})`, () => 'on the '),
  rule(
    `(?<![\\d:]\\s*)${NA}am\\s+(?=(?:january|february|march|april|may|june|july|august|september|october|november|december|${DAY}|werktag)${NB})`,
    () => 'on ',
  ),
  rule(`${NA}${ORDINAL}${NB}`, (_m, stem) => ORDINALS[plain(stem as string)] as string),
  // days
  // "montags bis freitags": Mondays to Fridays, each week (the days said as "montags" is, each with its "-s")
  rule(
    `${NA}(${DAY})s\\s+bis\\s+(${DAY})s${NB}`,
    (_m, a, b) => `${DAYS[plain(a as string)]} to ${DAYS[plain(b as string)]}`,
  ),
  rule(`${NA}(${DAY})(s?)${NB}`, (_m, day, s) => `${DAYS[plain(day as string)]}${s === '' ? '' : 's'}`),
  rule(`${NA}werktags${NB}`, () => 'on weekdays'),
  rule(`${NA}werktag(e|en)?${NB}`, (_m, s) => (s === undefined ? 'weekday' : 'weekdays')),
  rule(`${NA}arbeitstag(e|en)?${NB}`, (_m, s) => (s === undefined ? 'working day' : 'working days')),
  rule(`${NA}(${SHORT})\\s*[-–]\\s*(${SHORT})${NB}`, (_m, a, b) => {
    return `${SHORT_DAYS[plain(a as string).replace('.', '')]}-${SHORT_DAYS[plain(b as string).replace('.', '')]}`;
  }),
  rule(`${NA}${SHORT}(?:\\s*(?:,|/|&|\\bund\\b)\\s*${SHORT})+(?![${L}\\d])`, (m) =>
    m.replace(/\p{L}+\.?/gu, (d) => SHORT_DAYS[plain(d).replace('.', '')] ?? 'and'),
  ),
  rule(`${NA}jede[nrs]?\\s+tag${NB}`, () => 'every day'),
  rule(`${NA}jede[nrs]?\\s+(stunde|minute)${NB}`, (_m, u) =>
    plain(u as string) === 'stunde' ? 'every hour' : 'every minute',
  ),
  rule(`${NA}jede[nrs]?\\s+(woche|monat)${NB}`, (_m, w) =>
    plain(w as string) === 'woche' ? 'every week' : 'every month',
  ),
  rule(`${NA}jede[nrs]?${NB}`, () => 'every'),
  rule(`${NA}(?:um\\s+)?mittags${NB}`, () => 'at noon'),
  rule(`${NA}und${NB}`, () => 'and'),
  // zones
  rule(`${NA}(\\p{L}+)\\s+zeit${NB}`, (_m, city) => {
    const place = CITY_TIME[plain(city as string)];
    return place === undefined ? null : `${place} time`;
  }),
  rule(
    `${NA}(wien|tokio|peking|moskau|kairo|lissabon|rom|mailand|warschau|prag|athen|kopenhagen|brüssel|genf|singapur|neu-delhi|mexiko-stadt)${NB}`,
    (_m, place) => PLACES[plain(place as string)] as string,
  ),
  rule(`${NA}mesz${NB}`, () => 'cest'),
  rule(`${NA}mez${NB}`, () => 'cet'),
];

/** The words that end a schedule said before a job's name: a clock, "Uhr", a part of the day, a German day. */
const SCHEDULE_LAST = new RegExp(
  `(?:\\d|${NA}(?:${NUMBER_WORD}|uhr|morgens|früh|vormittags|mittags|nachmittags|abends|nachts|t(?:ä|ae)glich|${DAY}s?|werktags?|[ap]m))\\s*$`,
  'iu',
);
/** A stem of a stretch of time in a word ("für den Sommer", "an den Ostertagen", "für das Quartal"). */
const PERIOD_INSIDE = /sommer|winter|herbst|frühling|fruehling|saison|quartal|semester|oster|woche|monat|jahr/u;

/**
 * A German noun (capitalised, as German writes one), compounded with a hyphen too, each part capitalised
 * ("Akkutausch-Runde", "Kfz-Prüfung"), and an infinitive said after nouns ("Zertifikat erneuern").
 */
const NOUN = /^\p{Lu}[\p{Ll}ß-]{2,}(?:-\p{Lu}[\p{Ll}ß]{2,})*$/u;
const INFINITIVE = /^\p{Ll}{3,}(?:en|ern|eln)$/u;

/** A stem of when at the start of a part of a compound said with a hyphen ("Nacht-", "Tages-", "Spät-", "Monats-"). */
const WHEN_STEM_START =
  /^(?:tag|tages|nacht|nachts|abend|abends|spät|spaet|früh|frueh|mittag|mitternacht|morgen|wochen|monats)/u;
/**
 * A stem of when opening a compound written as one word, longer than the stem ("Wochenrunde", "Monatsbericht",
 * "Abendrunde"; not "Tagung", "Morgan": "tages", not "tag", and a letter after the stem).
 */
const COMPOUND_WHEN_START =
  /^(tages|wochen|monats|jahres|quartals|nacht|nachts|abend|abends|morgen|mittags|mitternachts|spät|spaet|früh|frueh)\p{Ll}{3,}/u;
/** The hours of the clocks a schedule says ("21:45", "6 Uhr"). */
const hoursSaid = (schedule: string): number[] =>
  [...schedule.matchAll(/(?<![\d:.])(\d{1,2})(?::\d{2}|\s*uhr\b)/gu)].map((m) => Number(m[1]));
/** Whether the schedule says clocks, each in the hours a part of the day holds (first and last hour, round midnight). */
const clocksIn =
  (from: number, to: number) =>
  (schedule: string): boolean => {
    const hours = hoursSaid(schedule);
    return hours.length > 0 && hours.every((h) => (from <= to ? h >= from && h <= to : h >= from || h <= to));
  };
/**
 * A schedule that says the stem's own stretch: a week's runs on a day of the week, a day's daily, a month's monthly;
 * a part of the day's clocks in that part ("Nachtdienst Übergabe 21:45 täglich"; a clock said bare may be either half).
 */
const AGREES: Readonly<Record<string, (schedule: string) => boolean>> = {
  wochen: (t) => new RegExp(`^(?![\\s\\S]*(?:t(?:ä|ae)glich|jeden\\s+tag\\b|werktag))[\\s\\S]*${DAY}`, 'u').test(t),
  tages: (t) => /t(?:ä|ae)glich|jeden\s+tag\b/u.test(t),
  monats: (t) => /monatlich|jeden\s+monat|\bam\s+(?:\d{1,2}\.|ersten|letzten)/u.test(t),
  nacht: clocksIn(20, 5),
  nachts: clocksIn(20, 5),
  abend: clocksIn(17, 23),
  abends: clocksIn(17, 23),
  morgen: clocksIn(5, 11),
  früh: clocksIn(4, 10),
  frueh: clocksIn(4, 10),
  spät: clocksIn(13, 23),
  spaet: clocksIn(13, 23),
  mittags: clocksIn(11, 14),
};
/** Whether a part of a hyphen compound says when: a word of when, a stem of time at its end or its start. */
const whenPart = (part: string): boolean =>
  FOREIGN_TIME_WORDS.has(part) ||
  WHEN_LEFT.test(part) ||
  TIME_END.test(part) ||
  WHEN_INSIDE.test(part) ||
  WHEN_STEM_START.test(part);

/** Whether a word may be part of a job's name said last: no word of when, no place, no word the grammar reads. */
function nameWord(word: string, schedule: string): boolean {
  const w = plain(word);
  // a compound with a hyphen holding a stretch of time ("Sommer-Runde": the summer's round only?)
  if (w.includes('-') && PERIOD_INSIDE.test(w)) return false;
  // ... or a word of when in one of its parts ("Nacht-Runde", "Tages-Check", "Team-Nachtrunde", "Mitternachts-Check":
  // the night's round at 9:00, a day's check said beside weekly runs?)
  if (w.includes('-') && w.split('-').some(whenPart)) return false;
  // ... or written as one word ("Wochenrunde", "Abendrunde", "Tagesbericht", "Nachtschicht" beside daily runs),
  // unless the schedule says the same ("jeden Sonntag 20 Uhr Wochenplanung": a week's planning, weekly)
  const stem = COMPOUND_WHEN_START.exec(w)?.[1];
  if (stem !== undefined && !(AGREES[stem]?.(schedule) ?? false)) return false;
  if (FOREIGN_TIME_WORDS.has(w) || WHEN_LEFT.test(w) || TIME_END.test(w) || WHEN_INSIDE.test(w)) return false;
  return !ZONE_WORDS.has(w) && CITY_TIME[w] === undefined && PLACES[w] === undefined;
}

/** Whether some words in a row of the name are a place the zones know ("New York", "Los Angeles"). */
function namesPlace(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++)
    for (let j = i + 1; j <= words.length; j++) if (ZONE_WORDS.has(plain(words.slice(i, j).join(' ')))) return true;
  return false;
}

/** The German nouns said last as the job's name (up to three, an infinitive after them), the schedule before them. */
function nameSaidLast(phrase: string): { before: string; name: string } | null {
  const words = phrase.trimEnd().replace(/[.!]$/, '').split(/\s+/);
  let k = words.length;
  const schedule = plain(phrase);
  if (k > 1 && INFINITIVE.test(words[k - 1] as string) && nameWord(words[k - 1] as string, schedule)) k -= 1;
  const end = k;
  while (k > 1 && end - k < 3 && NOUN.test(words[k - 1] as string) && nameWord(words[k - 1] as string, schedule)) {
    k -= 1;
  }
  if (k === end || k === 0) return null;
  // "um 16 Uhr die Abrechnung": the article before the nouns is the name's
  if (k > 1 && /^(?:der|die|das|den)$/.test(words[k - 1] as string)) k -= 1;
  // "um 8:00 an die Landesmedienanstalt": whom the job is for, after "an" or "für" and the article, is the name's too
  // ... but not when a noun after them holds a stretch of time: "täglich um 8 Uhr für den Sommer" is not a name
  if (k > 1 && /^(?:die|das|den)$/.test(words[k] as string) && /^(?:an|für)$/.test(words[k - 1] as string)) {
    if (words.slice(k + 1).some((w) => PERIOD_INSIDE.test(plain(w)))) return null;
    k -= 1;
  }
  const before = words.slice(0, k).join(' ');
  if (!SCHEDULE_LAST.test(before) || namesPlace(words.slice(k))) return null;
  return { before, name: words.slice(k).join(' ') };
}

/**
 * The phrase as typed with its German words of when read as English, and a note for each; null when it has none,
 * or when a German word of when is left unread.
 */
export function germanPhrase(phrase: string): { text: string; notes: string[] } | null {
  if (!gateOpen(phrase) || EVERY_OTHER.test(phrase)) return null;
  const notes: string[] = [];
  const named = nameSaidLast(phrase);
  // "Inspektion Gerüst jeden ersten Montag ...": a name said first, too (germanNameFirst.ts)
  const schedule = plain(phrase);
  const first = nameSaidFirst(named?.before ?? phrase, (w) => nameWord(w, schedule));
  const out = readByRules(first?.after ?? named?.before ?? phrase, RULES, notes);
  if (notes.length === 0 || WHEN_LEFT.test(out)) return null;
  if (first !== null) notes.push(`Read "${first.name}" as the job's name, not as part of the schedule.`);
  if (named !== null) notes.push(`Read "${named.name}" as the job's name, not as part of the schedule.`);
  return { text: out.replace(/\s{2,}/g, ' ').trim(), notes };
}
