import { gatedBy } from './readerGates.js';
import {
  EN_DAY,
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  plainWord as plain,
  type WordRule as Rule,
  readAndTidy,
  wordChangingRuns,
} from './wordRules.js';

/**
 * Words of when in Afrikaans, as South Africans say a schedule in chat ("myn: ventilasie kontrole elke 4 uur op die
 * halfuur", "ouma se pille elke oggend om 7 en elke aand om 7", "personeel elke Vrydag om 14:00"): each read as the
 * English it stands for, with a note for each, before the phrase is read again. Read only when the phrase cannot be
 * read as it is (from mixedLanguageWords.ts, before dutchWords.ts, whose "elke", "om" and "uur" Afrikaans shares),
 * only when a word only Afrikaans writes is there ("oggend", "aand", "halfuur", "daagliks", "weeksdae", "Vrydag",
 * "Saterdag", "elke Sondag", "op die uur", "asseblief": please), and only words of when: the task's words ("pille") stay as typed.
 * - "elke Maandag" … "elke Sondag": every Monday … Sunday; "elke dag", "daagliks": every day; "weeksdae",
 *   "werksdae": weekdays; "naweke": weekends;
 * - "elke oggend", "elke middag", "elke aand": every morning, afternoon, evening (the grammar reads a bare hour
 *   beside them in that part of the day); "om 7", "om 14:00": at; "en" between them: and;
 * - "elke 4 uur op die halfuur": every 4 hours at half past; "elke uur op die uur": every hour on the hour;
 * - "asseblief" said last: please (a request's word, as "please" is in English: it moves no run).
 * Refused as before: an Afrikaans phrase with a word that negates, bounds or moves the runs which these rules do not
 * read ("behalwe", "slegs", "elke tweede", "tot", "vanaf", a month, "week", "nag"): `afrikaansWordChangingRuns`
 * names it, so the words around it never become the job's name.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  maandag: 'monday',
  dinsdag: 'tuesday',
  woensdag: 'wednesday',
  donderdag: 'thursday',
  vrydag: 'friday',
  saterdag: 'saturday',
  sondag: 'sunday',
};
const DAY = '(?:maandag|dinsdag|woensdag|donderdag|vrydag|saterdag|sondag)';
const dayOf = (word: string): string => DAYS[plain(word)] as string;
const PARTS: Readonly<Record<string, string>> = { oggend: 'morning', middag: 'afternoon', aand: 'evening' };

/** Words only Afrikaans writes among the languages read here: an Afrikaans schedule is there. */
const GATE =
  /(?<![\p{L}\d])(?:oggend|aand|halfuur|daagliks|weeksdae|werksdae|naweke|vrydag|saterdag|elke\s+sondag|op\s+die\s+(?:half)?uur|asseblief)(?![\p{L}\d])/iu;

/**
 * Afrikaans words that change the runs and that these rules do not read: "behalwe" (except), "slegs", "net"
 * (only), "nie" (not), "tweede", "ander" (every other, or the second), "tot", "vanaf", "van" (until, from), weeks
 * and months ("week", "weke", "maand", a month's name), "eerste", "laaste" (first, last), "volgende", "hierdie"
 * (next, this), "vandag", "môre", holidays ("vakansie"), seasons ("somer", "winter"), "nag" (night), "keer" (times).
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:behalwe|slegs|net|nie|tweede|derde|ander|tot|vanaf|van|week|weke|weekliks|maand\\p{L}*|januarie|februarie|maart|april|mei|junie|julie|augustus|september|oktober|november|desember|eerste|laaste|volgende|hierdie|vandag|m[ôo]re|oormôre|vakansie\\p{L}*|somer|winter|nag|nagte|keer|kwart|half)${NB}`,
  'iu',
);

const HOUR = '(?:[01]?\\d|2[0-3])';

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "elke 4 uur op die halfuur": every 4 hours at half past; "elke uur op die uur": on the hour
  rule(
    `${NA}elke\\s+([1-9]|1[0-2])\\s+uur\\s+op\\s+die\\s+halfuur${NB}`,
    (_m, n) => `every ${Number(n)} hours at half past`,
  ),
  rule(`${NA}elke\\s+uur\\s+op\\s+die\\s+halfuur${NB}`, () => 'every hour at half past'),
  rule(`${NA}elke\\s+uur\\s+op\\s+die\\s+uur${NB}`, () => 'every hour on the hour'),
  rule(`${NA}(?:weeksdae|werksdae)${NB}`, () => 'on weekdays'),
  rule(`${NA}naweke${NB}`, () => 'on weekends'),
  // "asseblief": please, said last ("elke Maandag om 07:30 asseblief")
  rule(`,?\\s*${NA}asseblief(?=\\s*[.!]*\\s*$)`, () => ', please'),
  rule(`${NA}(?:elke\\s+dag|daagliks)${NB}`, () => 'every day'),
  rule(`${NA}elke\\s+(oggend|middag|aand)${NB}`, (_m, part) => `every ${PARTS[plain(part)]}`),
  rule(`${NA}elke\\s+(${DAY})${NB}`, (_m, day) => `every ${dayOf(day)}`),
  // "om 7", "om 14:00": at
  rule(`${NA}om\\s+(?=${HOUR}(?::[0-5]\\d)?${NB})`, () => 'at '),
  rule(
    `(?<=(?:${EN_DAY}|morning|afternoon|evening|day|\\d)),?\\s+en\\s+(?=(?:every\\s+|on\\s+|at\\s+)?(?:${EN_DAY}|morning|afternoon|evening|\\d)${NB})`,
    () => ' and ',
  ),
];

/** The phrase with its Afrikaans words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readAfrikaansWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readAfrikaansWords, GATE);

/** The Afrikaans word that changes the runs in a phrase said in Afrikaans, which these rules do not read; null when none is. */
export const afrikaansWordChangingRuns = wordChangingRuns(GATE, CHANGES_RUNS);
