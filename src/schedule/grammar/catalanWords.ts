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
 * Words of when in Catalan, as people in Catalonia, Valencia and the Balearics say a schedule ("cada dia a les 8 del
 * matí i a les 8 del vespre", "cada dimarts a les 10 del matí", "cada nit a les 22:00", "de dilluns a divendres a
 * les 7:30"): each read as the English it stands for, before the phrase is read again, with a note for each. Read
 * only when the phrase cannot be read as it is (from mixedLanguageWords.ts), and only words of when: the job's name
 * ("regar els testos", "la pastilla de la iaia") stays as it is, for the name readers.
 * - days ("dilluns", "dimarts", "dissabtes"), "cada dimarts", "tots els dimarts", "els dimarts": every Tuesday (the
 *   plural article only: "el dimarts" may be one Tuesday, and stays unread); "de dilluns a divendres": Monday to
 *   Friday;
 * - "cada dia", "tots els dies": every day; "els dies feiners", "cada dia feiner": weekdays; "cada nit", "cada matí",
 *   "cada vespre": every night, morning, evening;
 * - "a les 8 del matí" (1 to 11), "de la matinada" (1 to 6): AM; "a les 5 de la tarda" (1 to 8; 12 is noon): PM;
 *   "a les 8 del vespre" (6 to 11), "a les 10 de la nit" (8 to 11): PM. An hour outside these stays unread, so
 *   refused ("les 12 de la nit": which midnight?, "les 3 de la nit": the small hours, or the evening?);
 * - "a les 22:00", "a la 1", "a les 9": at (a bare hour up to 12 is left to the grammar, which says which half of the
 *   day it took, or refuses it on days of the week);
 * - "i" between days and clocks: and ("a les 8 del matí i a les 8 del vespre"; never beside a bare number: "a les 9 i
 *   15" may be 9:15);
 * - "cada hora", "cada 15 minuts", "cada 2 hores": every ...;
 * - "excepte" before a day: except.
 * The reading is safe because each word is read only in the form that says one thing: the article, the preposition
 * and the part of the day all stand with the number they qualify, and Catalan words with no reading here stay in
 * the phrase, where foreignTimeWords.ts keeps them out of names.
 */

const DAYS: Readonly<Record<string, string>> = {
  dilluns: 'monday',
  dimarts: 'tuesday',
  dimecres: 'wednesday',
  dijous: 'thursday',
  divendres: 'friday',
  dissabte: 'saturday',
  dissabtes: 'saturday',
  diumenge: 'sunday',
  diumenges: 'sunday',
};

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;
const DAY = '(?:dilluns|dimarts|dimecres|dijous|divendres|dissabtes?|diumenges?)';
/** An hour or a clock ("8", "22", "9:30"). */
const HOUR = '(?:[01]?\\d|2[0-3])(?:[:.][0-5]\\d)?';
const CLOCK = '(?:[01]?\\d|2[0-3])[:.][0-5]\\d';

/** A cheap test that the phrase holds one of the words read here. */
export const CATALAN_GATE = new RegExp(
  `${NA}(?:${DAY}|a\\s+les?\\s+\\d|a\\s+la\\s+1|cada\\s+(?:dia|nit|mat[ií]|vespre|hora|\\d)|tots\\s+els|feiners?|del\\s+(?:mat[ií]|vespre)|de\\s+la\\s+(?:tarda|nit|matinada))${NB}`,
  'iu',
);

const dayOf = (word: string): string => DAYS[plain(word)] as string;

/** The hour said with its part of the day, as English says it, or null where the two do not fit. */
function withPart(said: string, part: string): string | null {
  const [h, m] = said.split(/[:.]/);
  const hour = Number(h);
  const minutes = m === undefined ? '' : `:${m}`;
  const p = plain(part).replace(/\s+/g, ' ');
  if (p === 'del mati') return hour >= 1 && hour <= 11 ? `${hour}${minutes}am` : null;
  if (p === 'de la matinada') return hour >= 1 && hour <= 6 ? `${hour}${minutes}am` : null;
  if (p === 'de la tarda')
    return hour === 12 ? `12${minutes}pm` : hour >= 1 && hour <= 8 ? `${hour}${minutes}pm` : null;
  if (p === 'del vespre') return hour >= 6 && hour <= 11 ? `${hour}${minutes}pm` : null;
  // "de la nit": the night before midnight only ("les 3 de la nit" are the small hours)
  return hour >= 8 && hour <= 11 ? `${hour}${minutes}pm` : null;
}

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "de dilluns a divendres": Monday to Friday
  rule(`${NA}de\\s+(${DAY})\\s+a\\s+(${DAY})${NB}`, (_m, a, b) => `${dayOf(a)} to ${dayOf(b)}`),
  // "cada 15 minuts", "cada 2 hores", "cada hora"
  rule(`${NA}cada\\s+(\\d{1,3})\\s+(minuts|hores)${NB}`, (_m, n, unit) =>
    plain(unit) === 'hores' ? `every ${Number(n)} hours` : `every ${Number(n)} minutes`,
  ),
  rule(`${NA}cada\\s+hora${NB}`, () => 'every hour'),
  // "els dies feiners", "cada dia feiner", "tots els dies feiners"
  rule(`${NA}(?:cada\\s+dia\\s+feiner|(?:tots\\s+)?els\\s+dies\\s+feiners)${NB}`, () => 'every weekday'),
  rule(`${NA}(?:cada\\s+dia|tots\\s+els\\s+dies)${NB}`, () => 'every day'),
  rule(`${NA}(?:cada\\s+nit|totes\\s+les\\s+nits)${NB}`, () => 'every night'),
  rule(`${NA}(?:cada\\s+mat[ií]|tots\\s+els\\s+matins)${NB}`, () => 'every morning'),
  rule(`${NA}(?:cada\\s+vespre|tots\\s+els\\s+vespres)${NB}`, () => 'every evening'),
  // "cada dimarts", "tots els dimarts", "els dimarts": every Tuesday ("el dimarts" may be one)
  rule(`${NA}(?:cada|tots\\s+els|els)\\s+(${DAY})${NB}`, (_m, day) => `every ${dayOf(day)}`),
  rule(`${NA}excepte\\s+(?:els\\s+)?(${DAY})${NB}`, (_m, day) => `except ${dayOf(day)}s`),
  // "a les 8 del matí", "a les 8 del vespre", "a les 5 de la tarda", "a les 10 de la nit"
  rule(
    `${NA}(?:a\\s+(?:les|la)\\s+)?(${HOUR})\\s+(del\\s+mat[ií]|del\\s+vespre|de\\s+la\\s+(?:tarda|nit|matinada))${NB}`,
    (_m, said, part) => {
      const time = withPart(said, part);
      return time === null ? null : `at ${time}`;
    },
  ),
  // "a les 22:00", "a les 9", "a la 1" (not "a les 9 i 15")
  rule(
    `${NA}a\\s+(?:les|la)\\s+(${CLOCK}|(?:[01]?\\d|2[0-3])(?![\\d:.])(?!\\s*i\\s+\\d))${NB}`,
    (_m, said) => `at ${said}`,
  ),
  // a day alone ("dilluns i dijous"), not after "el" ("el dimarts": one Tuesday, or every one?)
  rule(`(?<!${NA}el\\s+)${NA}(${DAY})${NB}`, (_m, day) => dayOf(day)),
  // "i" between days and clocks: and
  rule(
    `(?<=(?:${EN_DAY}|${CLOCK}|\\d(?:am|pm)|at\\s+\\d\\d?)),?\\s+i\\s+(?=(?:${EN_DAY}|at\\s+\\d+|${CLOCK})${NB})`,
    () => ' and ',
  ),
];

/** The phrase with its Catalan words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readCatalanWords(text: string, notes: string[]): string {
  if (!CATALAN_GATE.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readCatalanWords, CATALAN_GATE);
