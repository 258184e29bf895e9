import { gatedBy } from './readerGates.js';
import { spokenClock } from './spokenClocks.js';
import { EN_DAY, NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy } from './wordRules.js';

/**
 * Words of when in Finnish, as Finnish teams say a schedule in chat ("luento tiistaisin klo 10.15", "siivous joka
 * päivä klo 22.00", "joka arkipäivä klo 8.15"): each read as the English it stands for, with a note for each, before
 * the phrase is read again. Read only when the phrase cannot be read as it is (from mixedLanguageWords.ts), only when
 * "klo" or "kello" (the word Finnish puts before every clock) is there, and only words of when: the task's words
 * ("luento", "siivous") stay as typed, for the name readers.
 * - "maanantaisin" … "sunnuntaisin" (the adverb of a day that comes again): on Mondays … Sundays; "joka maanantai",
 *   "jokainen maanantai": every Monday;
 * - "joka päivä", "jokainen päivä", "päivittäin": every day; "arkisin", "arkipäivisin", "joka arkipäivä": weekdays;
 *   "viikonloppuisin": weekends; "joka yö klo 2.30" (every night): every day at an hour of the night, 21 to 23 or 0
 *   to 5 ("joka yö klo 11" stays unread: 11 at night, or the morning's 11?);
 * - "klo 10.15", "kello 22": at, on the 24-hour clock as Finland writes it (a bare hour up to 12 is left to the
 *   grammar, which says which half of the day it took, or refuses it on days of the week);
 * - "ja" between days and clocks: and ("joka maanantai ja torstai": every Monday and Thursday).
 * A day said once ("maanantaina": on Monday, this one or each?) stays unread. Refused as before: a Finnish phrase
 * with a word that negates, bounds or moves the runs which these rules do not read ("paitsi", "vain", "joka toinen",
 * "asti", a month, "viikko"): `finnishWordChangingRuns` names it, so the words around it never become the job's name.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const plain = (word: string): string => word.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o');

const DAYS: Readonly<Record<string, string>> = {
  maanantai: 'monday',
  tiistai: 'tuesday',
  keskiviikko: 'wednesday',
  torstai: 'thursday',
  perjantai: 'friday',
  lauantai: 'saturday',
  sunnuntai: 'sunday',
};
const DAY = '(?:maanantai|tiistai|keskiviikko|torstai|perjantai|lauantai|sunnuntai)';
const dayOf = (word: string): string => DAYS[plain(word).replace(/(?<=keskiviikko)isin$|(?<=ai)sin$/, '')] as string;

/** A clock as Finland writes it ("10.15", "8:30"), or an hour alone ("22"). */
const CLOCK = '(?:[01]?\\d|2[0-3])[:.][0-5]\\d';
const HOUR_OR_CLOCK = `(${CLOCK}|(?:[01]?\\d|2[0-3])(?![\\d:.]))`;

/** "klo" or "kello": a Finnish phrase's clock is there. */
const GATE = /(?<![\p{L}\d])(?:klo|kello)(?![\p{L}\d])/iu;

/**
 * Finnish words that change the runs and that these rules do not read: "paitsi" (except), "vain", "ainoastaan"
 * (only), "ei" (not), "joka toinen" (every other), "asti", "saakka", "alkaen", "lähtien" (until, from), weeks and
 * months ("viikko", "kuukausi", a month's name in any case), "ensimmäinen", "viimeinen" (first, last), "ensi",
 * "tämä" (next, this), "tänään", "huomenna" (today, tomorrow), seasons said as when ("kesäisin", "talvella"),
 * holidays ("pyhä", "loma"), parts of the day said as when ("iltaisin", "aamuisin", "öisin", "päivisin": in the
 * evenings, mornings, at night, by day), which settle a clock's half of the day no rule here reads.
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:paitsi|vain|ainoastaan|ei|toinen|toisena|asti|saakka|alkaen|l[äa]htien|viikko|viikon|viikkoa|viikossa|viikolla|viikoilla|viikoin|viikoittain|kuukau\\p{L}*|kuun|tammi\\p{L}*|helmi\\p{L}*|maalis\\p{L}*|huhti\\p{L}*|touko\\p{L}*|kes[äa]\\p{L}*|hein[äa]\\p{L}*|elo\\p{L}*|syys\\p{L}*|loka\\p{L}*|marras\\p{L}*|joulu\\p{L}*|talv\\p{L}*|kev[äa]\\p{L}*|syksy\\p{L}*|ensimm[äa]i\\p{L}*|viimei\\p{L}*|ensi|t[äa]m[äa]\\p{L}*|t[äa]n[äa][äa]n|huomenna|pyh[äa]\\p{L}*|loma\\p{L}*|parittom\\p{L}*|parillis\\p{L}*|iltaisin|illalla|aamuisin|aamulla|[öo]isin|y[öo]ll[äa]|p[äa]ivisin|iltap[äa]ivisin|aamup[äa]ivisin)${NB}`,
  'iu',
);

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "joka arkipäivä", "arkipäivisin", "arkisin": weekdays; "viikonloppuisin": weekends
  rule(`${NA}(?:joka\\s+arkip[äa]iv[äa]|arkip[äa]ivisin|arkisin)${NB}`, () => 'on weekdays'),
  rule(`${NA}viikonloppuisin${NB}`, () => 'on weekends'),
  rule(`${NA}(?:joka\\s+p[äa]iv[äa]|jokainen\\s+p[äa]iv[äa]|p[äa]ivitt[äa]in)${NB}`, () => 'every day'),
  // "joka maanantai": every Monday; "maanantaisin": on Mondays
  rule(`${NA}(?:joka|jokainen)\\s+(${DAY})${NB}`, (_m, day) => `every ${dayOf(day)}`),
  rule(
    `${NA}((?:maanantai|tiistai|torstai|perjantai|lauantai|sunnuntai)sin|keskiviikkoisin)${NB}`,
    (_m, day) => `on ${dayOf(day)}s`,
  ),
  // "joka yö klo 2.30", "joka yö kello 23": every night, at an hour of the night (21 to 23, 0 to 5) said on the
  // 24-hour clock; another hour ("joka yö klo 11", "klo 12") stays unread
  rule(
    `${NA}joka\\s+y[öo]\\s+(?:klo|kello)\\.?\\s+(0?[0-5]|2[1-3])(?:[:.]([0-5]\\d))?${NB}`,
    (_m, h, mm) => `every day at ${h.padStart(2, '0')}:${mm ?? '00'}`,
  ),
  // "klo 7.15 aamulla" (in the morning), "klo 8 illalla" (in the evening): the clock in the half of the day said
  // after it, only an hour that fits it (aamulla 4 to 11, illalla 5 to 11 in the evening: "klo 18 aamulla" stays unread)
  rule(
    `${NA}(?:klo|kello)\\.?\\s+([4-9]|1[01]|0[4-9])(?:[:.]([0-5]\\d))?\\s+aamulla${NB}`,
    (_m, h, mm) => `at ${Number(h)}:${mm ?? '00'}am`,
  ),
  rule(
    `${NA}(?:klo|kello)\\.?\\s+([5-9]|1[01]|0[5-9])(?:[:.]([0-5]\\d))?\\s+illalla${NB}`,
    (_m, h, mm) => `at ${Number(h)}:${mm ?? '00'}pm`,
  ),
  // "klo 10.15", "kello 22": at
  rule(`${NA}(?:klo|kello)\\.?\\s+${HOUR_OR_CLOCK}${NB}`, (_m, said) => `at ${spokenClock(said.replace('.', ':'))}`),
  // "joka maanantai ja torstai": every Monday and Thursday
  rule(`(?<=every\\s+(?:${EN_DAY})),?\\s+ja\\s+(${DAY})${NB}`, (_m, day) => ` and ${dayOf(day)}`),
  // "ja" between days and clocks: and
  rule(
    `(?<=(?:${EN_DAY}|${CLOCK}|at\\s+\\d{1,2})),?\\s+ja\\s+(?=(?:on\\s+|every\\s+|at\\s+)?(?:${EN_DAY}|${CLOCK}|\\d{1,2})${NB})`,
    () => ' and ',
  ),
];

/**
 * Whether "joka yö" (every night) is said beside a clock that does not fit it: an am/pm after a clock ("joka yö klo 1
 * pm") or another clock outside 21 to 5 ("joka yö klo 1 ja klo 11"), which leave the night's hour in doubt.
 */
function nightInDoubt(text: string): boolean {
  if (!/(?<![\p{L}\d])joka\s+y[öo](?![\p{L}\d])/iu.test(text)) return false;
  if (/\d\s*[ap]\.?m(?![\p{L}\d])/iu.test(text)) return true;
  const hours = [
    ...text.matchAll(/(?<![\p{L}\d])(?:klo|kello)\.?\s+(\d{1,2})(?!\d)/giu),
    ...text.matchAll(/(?<![\d.:])(\d{1,2})[:.][0-5]\d/gu),
  ].map((m) => Number(m[1]));
  return hours.some((h) => !(h <= 5 || (h >= 21 && h <= 23)));
}

/**
 * "aamulla", "illalla" said right after a clock whose hour fits them ("klo 7.15 aamulla"): the rules read them with
 * it; anywhere else they settle a half of the day no rule reads, and keep the phrase unread (CHANGES_RUNS).
 */
const HALF_SAID =
  /(?<![\p{L}\d])(?:klo|kello)\.?\s+(?:(?:[4-9]|1[01]|0[4-9])(?:[:.][0-5]\d)?\s+aamulla|(?:[5-9]|1[01]|0[5-9])(?:[:.][0-5]\d)?\s+illalla)(?![\p{L}\d])/giu;
const withoutHalfSaid = (text: string): string => (/aamulla|illalla/i.test(text) ? text.replace(HALF_SAID, ' ') : text);

/** The phrase with its Finnish words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readFinnishWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(withoutHalfSaid(text)) || nightInDoubt(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readFinnishWords, GATE);

/** The Finnish word that changes the runs in a phrase said in Finnish, which these rules do not read; null when none is. */
export const finnishWordChangingRuns = gatedBy(
  (text: string): string | null => (GATE.test(text) ? (CHANGES_RUNS.exec(withoutHalfSaid(text))?.[0] ?? null) : null),
  GATE,
);
