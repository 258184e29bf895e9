import { gatedBy } from './readerGates.js';
import { spokenClock } from './spokenClocks.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy, wordChangingRuns } from './wordRules.js';

/**
 * Words of when in Hebrew said in Latin letters, as Israeli teams type a schedule into chat ("kol yom sheni
 * be-9:00", "kol yom rishon ad chamishi be-8:30 ba-boker", "minyan kol boker be-6:45 chutz mi-shabbat"): each read
 * as the English it stands for, with a note for each, before the phrase is read again. Read only when the phrase
 * cannot be read as it is (from mixedLanguageWords.ts, before the Arabic reader, whose "kol yom" is every day), only
 * when "be-" stands before a clock, and only words of when: the task's words ("minyan", "tizkoret") stay as typed.
 * - days by their count from Sunday: "yom rishon" Sunday, "yom sheni" Monday, "yom shlishi" Tuesday, "yom revi'i"
 *   Wednesday, "yom chamishi" Thursday, "yom shishi" Friday, "shabbat" Saturday; "kol" before one: every; "ad"
 *   between two: to ("kol yom rishon ad chamishi": every Sunday to Thursday); "kol yom" alone: every day;
 * - "be-9:00", "be-14:30": at; with "ba-boker" (in the morning: 4 to 11) after it, am ("be-8:30 ba-boker"), with
 *   "ba-erev" (in the evening: 5 to 11), pm; "kol boker be-6:45": every day at 6:45am (the hour must be the
 *   morning's); a bare hour up to 12 alone ("be-4": morning or evening?) stays unread, and so refused;
 * - "chutz mi-shabbat", "chutz mi-yom shishi": except Saturday, except Friday.
 * Refused as before: a Hebrew phrase with a word that negates, bounds or moves the runs which these rules do not read
 * ("chutz" before anything but a day, "rak": only, "ad" but between days, "me-", "mi-" but after "chutz": from,
 * "shavua", "chodesh": week, month, "rishon" but as a day, "acharon": last, "hayom", "machar": today, tomorrow,
 * "chag", "chagim": holidays, "lo": not, "kol shavua'im", "pa'am be": every other, once in).
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: readonly (readonly [RegExp, string])[] = [
  [/^rishon$/, 'sunday'],
  [/^sheni$/, 'monday'],
  [/^shlishi$/, 'tuesday'],
  [/^revi'?i$/, 'wednesday'],
  [/^c?hamishi$/, 'thursday'],
  [/^shishi$/, 'friday'],
  [/^shabb?at$/, 'saturday'],
];
const COUNT = "(rishon|sheni|shlishi|revi'?i|c?hamishi|shishi)";
/** A day: "yom sheni" (or "sheni" after "ad"), "shabbat". */
const DAY = `(?:yom\\s+${COUNT}|(shabb?at))`;
const dayOf = (word: string): string =>
  (DAYS.find(([said]) => said.test(word.toLowerCase())) as readonly [RegExp, string])[1];

/** "be-" before a clock: the phrase is said in Hebrew. */
const GATE = /(?<![\p{L}\d])be-\d/iu;

/** Hebrew words that change the runs and that these rules do not read (see the module's comment). */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:chutz(?!\\s+mi-(?:shabb?at|yom\\s+${COUNT})${NB})|rak|(?<!${COUNT}\\s+)ad|(?<!chutz\\s+)m[ei]-\\p{L}+|shavua\\p{L}*|chodesh\\p{L}*|acharon\\p{L}*|hayom|machar|chag|chagim|lo|pa'am|b[ae]-erev\\s+shabb?at|erev\\s+chag)${NB}`,
  'iu',
);

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const at = (c: string): string => `at ${spokenClock(c)}`;

const RULES: readonly Rule[] = [
  // "kol yom rishon ad chamishi": every Sunday to Thursday
  rule(
    `${NA}kol\\s+yom\\s+${COUNT}\\s+ad\\s+(?:yom\\s+)?${COUNT}${NB}`,
    (_m, a, b) => `every ${dayOf(a)} to ${dayOf(b)}`,
  ),
  // "kol yom sheni", "kol shabbat": every
  rule(`${NA}kol\\s+${DAY}${NB}`, (_m, count, sabbath) => `every ${dayOf(count ?? sabbath)}`),
  // "kol boker be-6:45": every day at that morning's clock
  rule(`${NA}kol\\s+boker\\s+be-((?:0?\\d|1[01]):[0-5]\\d|0?[4-9]|1[01])${NB}`, (_m, c) => {
    const h = Number(c.split(':')[0]);
    return h >= 4 && h <= 11 ? `every day at ${Number(h)}${c.includes(':') ? `:${c.split(':')[1]}` : ''}am` : null;
  }),
  // "kol yom": every day (not before a count, read above)
  rule(`${NA}kol\\s+yom${NB}(?!\\s+${COUNT}${NB})`, () => 'every day'),
  // "be-8:30 ba-boker", "be-7 ba-erev": the hour in its half of the day
  rule(`${NA}be-(1[0-2]|0?[1-9])(:[0-5]\\d)?\\s+ba-(boker|erev)${NB}`, (_m, h, mm, part) => {
    const hour = Number(h);
    const morning = part.toLowerCase() === 'boker';
    if (morning ? hour < 4 || hour > 11 : hour < 5 || hour > 11) return null;
    return `at ${hour}${mm ?? ''}${morning ? 'am' : 'pm'}`;
  }),
  // "be-9:00", "be-19": at (a bare hour up to 12, morning or evening, stays unread)
  rule(`${NA}be-((?:[01]?\\d|2[0-3]):[0-5]\\d|1[3-9]|2[0-3])(?![\\d:.])${NB}(?!\\s+ba-)`, (_m, c) => at(c)),
  // "chutz mi-shabbat": except Saturday
  rule(`${NA}chutz\\s+mi-${DAY}${NB}`, (_m, count, sabbath) => `except ${dayOf(count ?? sabbath)}`),
];

/** The phrase with its Hebrew words of when read as English, a note for each; the phrase as it was when it has none. */
export function readHebrewWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readHebrewWords, GATE);

/** The Hebrew word that changes the runs in a phrase said in Hebrew, which these rules do not read; null when none is. */
export const hebrewWordChangingRuns = wordChangingRuns(GATE, CHANGES_RUNS);
