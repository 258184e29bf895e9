import { clockList, clocksIn } from './clockLists.js';
import { gatedBy } from './readerGates.js';
import {
  EN_DAY,
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  plainWord as plain,
  type WordRule as Rule,
  readAndTidy,
} from './wordRules.js';

/**
 * Words of when in Croatian (and Bosnian, Serbian in Latin letters), as teams there say a schedule in chat
 * ("carina: provjera deklaracija radnim danima u 7:30", "sastanak svakog petka u 14 h", "svaki dan u 7 i u 19
 * sati"): each read as the English it stands for, with a note for each, before the phrase is read again. Read only
 * when the phrase cannot be read as it is (from mixedLanguageWords.ts), only when "svaki", "svakog", "svake", "svaku"
 * (every), "svakodnevno", "radnim danima" (on working days) or a day said as coming again ("petkom") is there, and
 * only words of when: the task's words ("provjera deklaracija") stay as typed, for the name readers.
 * - "svaki ponedjeljak", "svakog petka", "svake srijede", "svaku subotu": every Monday, Friday, … (the day in the
 *   case the word for every takes); "ponedjeljkom" … "nedjeljom": on Mondays … Sundays;
 * - "svaki dan", "svakog dana", "svakodnevno": every day; "radnim danima", "radnim danom": weekdays; "vikendom":
 *   weekends;
 * - "u 10:00", "u 7.30": at; "u 14 h", "u 19 sati", "u 7 i u 19 sati", "u 5:30, 9:00 i 15:30": at, a list on the
 *   24-hour clock when one of its hours is past 12 (clockLists.ts); a bare "u 7" with no "h" or "sati" stays unread;
 * - "i" between days read here: and.
 * Refused as before: a Croatian phrase with a word that negates, bounds or moves the runs which these rules do not
 * read ("osim", "samo", "svaki drugi", "do", "od", a month, "tjedan", "ujutro"): `croatianWordChangingRuns` names
 * it, so the words around it never become the job's name.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

/** The days in the cases "svaki" (accusative), "svakog", "svake" (genitive) and alone (instrumental, "on ..s"). */
const DAYS: Readonly<Record<string, string>> = {
  ponedjeljak: 'monday',
  ponedjeljka: 'monday',
  utorak: 'tuesday',
  utorka: 'tuesday',
  srijedu: 'wednesday',
  srijede: 'wednesday',
  cetvrtak: 'thursday',
  cetvrtka: 'thursday',
  petak: 'friday',
  petka: 'friday',
  subotu: 'saturday',
  subote: 'saturday',
  nedjelju: 'sunday',
  nedjelje: 'sunday',
  // Serbian (ekavian): "ponedeljak", "sreda" ("nedelja" is also the week there: "svake nedelje" stays refused)
  ponedeljak: 'monday',
  ponedeljka: 'monday',
  sredu: 'wednesday',
  srede: 'wednesday',
};
const ON_DAYS: Readonly<Record<string, string>> = {
  ponedjeljkom: 'mondays',
  utorkom: 'tuesdays',
  srijedom: 'wednesdays',
  cetvrtkom: 'thursdays',
  petkom: 'fridays',
  subotom: 'saturdays',
  nedjeljom: 'sundays',
  ponedeljkom: 'mondays',
  sredom: 'wednesdays',
};
const DAY =
  '(?:ponedj?elj(?:ak|ka)|utor(?:ak|ka)|(?:srijed|sred)[ue]|[čc]etvrt(?:ak|ka)|pet(?:ak|ka)|subot[ue]|nedjelj[ue])';
const ON_DAY = '(?:ponedj?eljkom|utorkom|(?:srijed|sred)om|[čc]etvrtkom|petkom|subotom|nedjeljom)';
const EVERY = 'svak(?:i|og|e|u)';
const dayOf = (word: string): string => DAYS[plain(word)] as string;

const HOUR = '(?:[01]?\\d|2[0-3])';
const CLOCK = `${HOUR}[:.][0-5]\\d`;
/** A clock or a bare hour, after "u" or not, as a list says them. */
const ITEM = `(?:u\\s+)?${HOUR}(?:[:.][0-5]\\d)?`;
const LIST = `${ITEM}(?:\\s*(?:,|\\si)\\s*${ITEM})*`;

/** A word of every, of working days or a day said as coming again: a Croatian schedule is there. */
const GATE =
  /(?<![\p{L}\d])(?:svak(?:i|og|e|u|odnevno)|radnim|vikendom|ponedj?eljkom|utorkom|srijedom|sredom|[čc]etvrtkom|petkom|subotom|nedjeljom)(?![\p{L}\d])/iu;

/**
 * A bare hour with the morning's or the evening's word after it ("u 8 ujutru", "u 9 ujutro", "u 8 uveče"): the hour
 * of that half of the day, only where the word fits it (the morning 4 to 11, the evening 6 to 11); any other
 * "ujutro" or "navečer" keeps the refusal.
 */
const PART_HOUR =
  /(?<![\p{L}\d'’-])(?:u\s+)?(0?[4-9]|1[01])(?:[:.]([0-5]\d))?\s+(ujutr[ou]|uve[čc]e(?:r)?|nave[čc]e(?:r)?)(?![\p{L}\d])/giu;
/** The phrase without its hours read with their half of the day, for the test of words that change the runs. */
const withoutPartHours = (text: string): string =>
  /ujutr|ve[čc]e/i.test(text)
    ? text.replace(PART_HOUR, (m, h: string, _mm, part: string) => (partHour(h, part) === null ? m : ' '))
    : text;
function partHour(h: string, part: string): string | null {
  const hour = Number(h);
  if (/^ujutr/i.test(part)) return hour >= 4 && hour <= 11 ? 'am' : null;
  return hour >= 6 && hour <= 11 ? 'pm' : null;
}

/**
 * Croatian words that change the runs and that these rules do not read: "osim" (except), "samo" (only), "ne",
 * "nije" (not), "drugi", "drugog", "druge" (every other, or the second), "do", "od", "sve do" (until, from),
 * weeks and months ("tjedan", "tjedno", "mjesec", a month's name in any case), "prvi", "zadnji", "posljednji" (first,
 * last), "sljedeći", "idući", "ovaj", "ovog" (next, this), "danas", "sutra" (today, tomorrow), holidays ("praznik",
 * "blagdan"), seasons ("ljeti", "zimi"), parts of the day ("ujutro", "navečer", "popodne", "noću"), which settle a
 * clock's half of the day no rule here reads (an hour with "ujutru" or "uveče" where it fits is read), "jednom",
 * "dvaput" (once, twice), Serbian "nedelja" (Sunday, and the week).
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:osim|samo|ne|nije|drug(?:i|og|e|u|oga)|do|od|tjed\\p{L}*|mjese\\p{L}*|sije[čc]\\p{L}*|velja[čc]\\p{L}*|o[žz]uj\\p{L}*|travanj\\p{L}*|travnja|svib\\p{L}*|lipanj|lipnja|srpanj|srpnja|kolovoz\\p{L}*|rujan|rujna|listopad\\p{L}*|studen\\p{L}*|prosin\\p{L}*|prv(?:i|og|e|u)|zadnj\\p{L}*|posljednj\\p{L}*|sljede[ćc]\\p{L}*|idu[ćc]\\p{L}*|ovaj|ovog|ove|ovu|danas|sutra|prekosutra|praznik\\p{L}*|blagdan\\p{L}*|ljeti|zimi|ljeto|zima|ujutro|ujutru|jutro|jutrom|nave[čc]er|ve[čc]er\\p{L}*|popodne|podne|pono[ćc]\\p{L}*|no[ćc]u|nedelj\\p{L}*|jednom|dvaput|triput|neparn\\p{L}*|parn\\p{L}*)${NB}`,
  'iu',
);

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "u 8 ujutru", "u 9:30 ujutro", "u 8 uveče": at 8am, 9:30am, 8pm
  [
    new RegExp(PART_HOUR.source, 'giu'),
    (_m, h, mm, part) => {
      const half = partHour(h, part);
      return half === null ? null : `at ${Number(h)}${mm ? `:${mm}` : ''}${half}`;
    },
  ],
  rule(`${NA}radnim\\s+dan(?:ima|om)${NB}`, () => 'on weekdays'),
  rule(`${NA}vikendom${NB}`, () => 'on weekends'),
  rule(`${NA}(?:svaki\\s+dan|svakog\\s+dana|svakodnevno)${NB}`, () => 'every day'),
  // "svaki ponedjeljak", "svakog petka", "svake srijede", "svaku subotu": every Monday, Friday, …
  rule(`${NA}${EVERY}\\s+(${DAY})${NB}`, (_m, day) => `every ${dayOf(day)}`),
  rule(`${NA}(${ON_DAY})${NB}`, (_m, day) => `on ${ON_DAYS[plain(day)]}`),
  // "u 14 h", "u 19 sati", "u 7 i u 19 sati", "u 5:30, 9:00 i 15:30 sati": at, on the 24-hour clock past 12
  rule(`${NA}u\\s+(${LIST})\\s*(?:h|sati|sata)${NB}`, (_m, list) => clockList(clocksIn(list))),
  // "u 10:00", "u 5:30, 9:00 i 15:30": at, clocks with their minutes
  rule(`${NA}u\\s+(${CLOCK}(?:\\s*(?:,|\\si)\\s*(?:u\\s+)?${CLOCK})*)${NB}`, (_m, list) => clockList(clocksIn(list))),
  // "svaki ponedjeljak i četvrtak": every Monday and Thursday
  rule(`(?<=every\\s+(?:${EN_DAY})),?\\s+i\\s+(${DAY})${NB}`, (_m, day) => ` and ${dayOf(day)}`),
  rule(`(?<=(?:${EN_DAY})),?\\s+i\\s+(?=(?:every\\s+|on\\s+)?(?:${EN_DAY})${NB})`, () => ' and '),
];

/** The phrase with its Croatian words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readCroatianWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(withoutPartHours(text))) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readCroatianWords, GATE);

/** The Croatian word that changes the runs in a phrase said in Croatian, which these rules do not read; null when none is. */
export function croatianWordChangingRuns(text: string): string | null {
  if (!GATE.test(text)) return null;
  return CHANGES_RUNS.exec(withoutPartHours(text))?.[0] ?? null;
}
gatedBy(croatianWordChangingRuns, GATE);
