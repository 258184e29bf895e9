import { gatedBy } from './readerGates.js';
import { clock24 } from './spokenClocks.js';
import {
  EN_DAY,
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  plainWord as plain,
  type WordRule as Rule,
  readAndTidy,
} from './wordRules.js';

/**
 * Words of when in Slovenian, as teams there say a schedule in chat ("muzeji: vodenje vsako soboto ob 11. uri",
 * "vsak delavnik ob 7:30 pregled naročil", "vsak petek ob 7h"): each read as the English it stands for, with a note
 * for each, before the phrase is read again. Read only when the phrase cannot be read as it is (from
 * mixedLanguageWords.ts), only when "vsak", "vsako", "vsaki" (every), "vsakdan", "dnevno" or a day or working day
 * said as coming again ("ob petkih", "ob delavnikih") is there, and only words of when: the task's words ("pregled
 * naročil") stay as typed, for the name readers.
 * - "vsak ponedeljek", "vsak torek", "vsako sredo", "vsak četrtek", "vsak petek", "vsako soboto", "vsako nedeljo":
 *   every Monday … Sunday (the day in the case "vsak" takes); "ob ponedeljkih" … "ob nedeljah": on Mondays … Sundays;
 * - "vsak dan", "vsakdan", "dnevno": every day; "vsak delavnik", "ob delavnikih": weekdays; "ob vikendih": weekends;
 * - "ob 7:30", "ob 7.30": at; "ob 11. uri", "ob 11 uri", "ob 7h": at 11:00, 07:00. Slovenian writes the 24-hour
 *   clock, and these forms ("N. uri", the formal ordinal hour, and "Nh") are its own ("ob 19. uri", "ob 19h" for
 *   the evening), so their hour is read as written; a bare "ob 7" stays unread (which half?);
 * - "ob 8 zjutraj" (the morning, 4 to 11), "ob 8 zvečer" (the evening, 6 to 11): at 8am, 8pm;
 * - "in" between days read here: and.
 * Refused as before: a Slovenian phrase with a word that negates, bounds or moves the runs which these rules do not
 * read ("razen", "samo", "vsak drugi", "do", "od", a month, "teden", "zjutraj" said alone): `slovenianWordChangingRuns`
 * names it, so the words around it never become the job's name.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

/** The days in the case "vsak"/"vsako" takes (accusative) and after "ob" (locative plural: "on ...s"). */
const DAYS: Readonly<Record<string, string>> = {
  ponedeljek: 'monday',
  torek: 'tuesday',
  sredo: 'wednesday',
  cetrtek: 'thursday',
  petek: 'friday',
  soboto: 'saturday',
  nedeljo: 'sunday',
};
const ON_DAYS: Readonly<Record<string, string>> = {
  ponedeljkih: 'mondays',
  torkih: 'tuesdays',
  sredah: 'wednesdays',
  cetrtkih: 'thursdays',
  petkih: 'fridays',
  sobotah: 'saturdays',
  nedeljah: 'sundays',
  delavnikih: 'weekdays',
  vikendih: 'weekends',
};
const DAY = '(?:ponedeljek|torek|sredo|[čc]etrtek|petek|soboto|nedeljo)';
const ON_DAY = '(?:ponedeljkih|torkih|sredah|[čc]etrtkih|petkih|sobotah|nedeljah|delavnikih|vikendih)';
const EVERY = 'vsak(?:o|i)?';
const dayOf = (word: string): string => DAYS[plain(word).toLowerCase()] as string;

const HOUR = '(?:[01]?\\d|2[0-3])';

/** A word of every, of every day, or days said as coming again: a Slovenian schedule is there. */
const GATE =
  /(?<![\p{L}\d])(?:vsak[oi]?|vsakdan|dnevno|ob\s+(?:ponedeljkih|torkih|sredah|[čc]etrtkih|petkih|sobotah|nedeljah|delavnikih|vikendih))(?![\p{L}\d])/iu;

/**
 * A bare hour with the morning's or the evening's word after it ("ob 8 zjutraj", "ob 9 zvečer"): that half of the
 * day, only where the word fits the hour (the morning 4 to 11, the evening 6 to 11).
 */
const PART_HOUR = /(?<![\p{L}\d'’-])(?:ob\s+)?(0?[4-9]|1[01])(?:[:.]([0-5]\d))?\s+(zjutraj|zve[čc]er)(?![\p{L}\d])/giu;
function partHour(h: string, part: string): string | null {
  const hour = Number(h);
  if (/^zj/i.test(part)) return hour >= 4 && hour <= 11 ? 'am' : null;
  return hour >= 6 && hour <= 11 ? 'pm' : null;
}
/** The phrase without its hours read with their half of the day, for the test of words that change the runs. */
const withoutPartHours = (text: string): string =>
  /zjutraj|zve[čc]er/i.test(text)
    ? text.replace(PART_HOUR, (m, h: string, _mm, part: string) => (partHour(h, part) === null ? m : ' '))
    : text;

/**
 * Slovenian words that change the runs and that these rules do not read: "razen" (except), "samo", "le" (only),
 * "ne", "ni" (not), "drugi", "drugo" (every other, or the second), "do", "od", "vse do" (until, from), weeks and
 * months ("teden", "tedensko", "mesec", a month's name in any case), "prvi", "zadnji" (first, last), "naslednji",
 * "ta", "to" (next, this), "danes", "jutri", holidays ("praznik"), seasons ("poleti", "pozimi"), parts of the day
 * ("zjutraj", "zvečer", "popoldne", "dopoldne", "ponoči", "opoldne") said without an hour they fit, "enkrat",
 * "dvakrat" (once, twice), odd and even ("lih", "sod").
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:razen|samo|le|ne|ni|drug(?:i|o|a|ega)|do|od|ted(?:en|na|nu|nov|ensko)\\p{L}*|mese[cč]\\p{L}*|januar\\p{L}*|februar\\p{L}*|mar[ce]c?\\p{L}*|april\\p{L}*|maj|maja|junij\\p{L}*|julij\\p{L}*|avgust\\p{L}*|septemb\\p{L}*|oktob\\p{L}*|novemb\\p{L}*|decemb\\p{L}*|prv(?:i|o|a|ega)|zadnj\\p{L}*|naslednj\\p{L}*|ta|to|danes|jutri|pojutri[sš]njem|praznik\\p{L}*|poleti|pozimi|zjutraj|zve[čc]er|popoldne|popoldan|dopoldne|dopoldan|pono[čc]i|opoldne|enkrat|dvakrat|trikrat|lih\\p{L}*|sod\\p{L}*)${NB}`,
  'iu',
);

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "ob 8 zjutraj", "ob 9 zvečer": at 8am, 9pm
  [
    new RegExp(PART_HOUR.source, 'giu'),
    (_m, h, mm, part) => {
      const half = partHour(h, part);
      return half === null ? null : `at ${Number(h)}${mm ? `:${mm}` : ''}${half}`;
    },
  ],
  rule(`${NA}vsak\\s+delavnik${NB}`, () => 'every weekday'),
  rule(`${NA}(?:vsak\\s+dan|vsakdan|dnevno)${NB}`, () => 'every day'),
  // "vsak petek", "vsako soboto": every Friday, Saturday
  rule(`${NA}${EVERY}\\s+(${DAY})${NB}`, (_m, day) => `every ${dayOf(day)}`),
  rule(`${NA}ob\\s+(${ON_DAY})${NB}`, (_m, day) => `on ${ON_DAYS[plain(day).toLowerCase()]}`),
  // "ob 11. uri", "ob 11 uri", "ob 7h": at 11:00, 07:00 (the 24-hour clock's own forms)
  rule(`${NA}ob\\s+(${HOUR})(?:\\.\\s*|\\s+)uri${NB}`, (_m, h) => `at ${clock24(h)}`),
  rule(`${NA}ob\\s+(${HOUR})\\s?h${NB}`, (_m, h) => `at ${clock24(h)}`),
  // "ob 7:30", "ob 7.30": at, a clock with its minutes
  rule(`${NA}ob\\s+(${HOUR})[:.]([0-5]\\d)${NB}(?!\\.\\d)`, (_m, h, mm) => `at ${Number(h)}:${mm}`),
  // "vsak torek in četrtek": every Tuesday and Thursday
  rule(`(?<=every\\s+(?:${EN_DAY})),?\\s+in\\s+(${DAY})${NB}`, (_m, day) => ` and ${dayOf(day)}`),
  rule(`(?<=(?:${EN_DAY})),?\\s+in\\s+(?=(?:every\\s+|on\\s+)?(?:${EN_DAY})${NB})`, () => ' and '),
];

/** The phrase with its Slovenian words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readSlovenianWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(withoutPartHours(text))) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readSlovenianWords, GATE);

/** The Slovenian word that changes the runs in a phrase said in Slovenian, which these rules do not read; null when none is. */
export function slovenianWordChangingRuns(text: string): string | null {
  if (!GATE.test(text)) return null;
  return CHANGES_RUNS.exec(withoutPartHours(text))?.[0] ?? null;
}
gatedBy(slovenianWordChangingRuns, GATE);
