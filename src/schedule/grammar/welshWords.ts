import { gatedBy } from './readerGates.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy, wordChangingRuns } from './wordRules.js';

/**
 * Words of when in Welsh, as Welsh speakers type a schedule into chat ("bob dydd Mercher am 2yp", "bob nos Sul am
 * 8yh", "bob nos Fawrth i nos Sadwrn am 7yh"): each read as the English it stands for, with a note for each, before
 * the phrase is read again. Read only when the phrase cannot be read as it is (from mixedLanguageWords.ts), only when
 * "bob dydd" or "bob nos" (every day, every night) is there, and only words of when: the task's words ("cyfarfod
 * staff") stay as typed, for the name readers.
 * - days, after "dydd" (day) or "nos" (night), in their mutated forms too: "Llun"/"Lun" Monday, "Mawrth"/"Fawrth"
 *   Tuesday, "Mercher"/"Fercher" Wednesday, "Iau" Thursday, "Gwener"/"Wener" Friday, "Sadwrn" Saturday, "Sul" Sunday;
 *   "bob" before them: every; "i" between two of them: to; "a" between two of them: and; "bob dydd" alone: every day;
 * - "am" before a clock: at; the hour's half said after it: "yb" (y bore, the morning: 1 to 11) am, "yp" (y
 *   prynhawn, the afternoon: 12 to 6) pm, "yh" (yr hwyr, the evening: 5 to 11) pm ("am 2yp": at 2pm, "am 7yh": at
 *   7pm); an hour outside its half ("9yp", "12yh") stays unread, so refused; a bare hour is left to the grammar.
 * Refused as before: a Welsh phrase with a word that negates, bounds or moves the runs which these rules do not read
 * ("ond", "heblaw": but, except, "yn unig": only, "tan": until, "o": from, "wythnos", "mis": week, month, "pob yn
 * ail": every other, "cyntaf", "olaf": first, last, "heddiw", "yfory": today, tomorrow, "gwyliau": holidays, "bob
 * hanner awr", "bob awr": every half hour, every hour, "cyn", "wedyn", "ar ôl": before, after).
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: readonly (readonly [RegExp, string])[] = [
  [/^ll?un$/, 'monday'],
  [/^[mf]awrth$/, 'tuesday'],
  [/^[mf]ercher$/, 'wednesday'],
  [/^iau$/, 'thursday'],
  [/^g?wener$/, 'friday'],
  [/^sadwrn$/, 'saturday'],
  [/^sul$/, 'sunday'],
];
/** A day after "dydd" or "nos" (also "ddydd", mutated). */
const DAY = '(?:d?dydd|nos)\\s+(llun|lun|mawrth|fawrth|mercher|fercher|iau|gwener|wener|sadwrn|sul)';
const dayOf = (word: string): string =>
  (DAYS.find(([said]) => said.test(word.toLowerCase())) as readonly [RegExp, string])[1];

/** "bob dydd", "bob nos": the phrase is said in Welsh. */
const GATE = /(?<![\p{L}\d])bob\s+(?:dydd|nos)(?![\p{L}\d])/iu;

/** Welsh words that change the runs and that these rules do not read (see the module's comment). */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:ond|heblaw|unig|tan|o(?=\\s)|wythnos|wythnosol|mis|misol|ail|cyntaf|olaf|heddiw|yfory|gwyliau|bob\\s+(?:hanner\\s+)?awr|cyn|wedyn|ar\\s+[ôo]l|bythefnos|pythefnos|nad|ddim)${NB}`,
  'iu',
);

/** The hours (0 to 23) each Welsh half of the day holds. */
const HALF: Readonly<Record<string, readonly [number, number]>> = { yb: [1, 11], yp: [12, 18], yh: [17, 23] };

/**
 * A night ("nos Sul") said with a morning's clock ("am 2yb", "am 01:00", "am 12:30": 12 at night is the small
 * hours, never noon): the small hours after that night, on the day after it, or before it? Left unread, so refused.
 */
const NIGHT_SMALL_HOURS =
  /(?<![\p{L}\d])nos(?![\p{L}\d])(?=.*(?:\d\s?yb|(?<![\d:.])(?:0?\d|1[0-2])[:.][0-5]\d)(?![\p{L}\d]))/iu;

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "bob nos Fawrth i nos Sadwrn": every Tuesday to Saturday
  rule(`${NA}bob\\s+${DAY}\\s+i\\s+${DAY}${NB}`, (_m, a, b) => `every ${dayOf(a)} to ${dayOf(b)}`),
  // "bob dydd Mercher", "bob nos Sul": every
  rule(`${NA}bob\\s+${DAY}${NB}`, (_m, day) => `every ${dayOf(day)}`),
  // "a dydd Iau", "a nos Wener": and
  rule(`(?<=every\\s+\\p{L}+day)\\s+a\\s+${DAY}${NB}`, (_m, day) => ` and ${dayOf(day)}`),
  // "bob dydd": every day
  rule(`${NA}bob\\s+dydd${NB}`, () => 'every day'),
  // "am 7yh", "am 9:30yb", "2yp": the hour in its half of the day
  rule(`${NA}(am\\s+)?(1[0-2]|0?[1-9])([:.][0-5]\\d)?\\s?(yb|yp|yh)${NB}`, (_m, at, h, mm, half) => {
    const [from, to] = HALF[half.toLowerCase()] as readonly [number, number];
    const hour = Number(h);
    const h24 = [hour % 12, (hour % 12) + 12].find((x) => x >= from && x <= to);
    if (h24 === undefined) return null;
    return `${at === undefined ? '' : 'at '}${hour}${(mm ?? '').replace('.', ':')}${h24 < 12 ? 'am' : 'pm'}`;
  }),
  // "am 19:00": at
  rule(`${NA}am\\s+(?=(?:[01]?\\d|2[0-3])[:.][0-5]\\d${NB})`, () => 'at '),
];

/** The phrase with its Welsh words of when read as English, a note for each; the phrase as it was when it has none. */
export function readWelshWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(text) || NIGHT_SMALL_HOURS.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readWelshWords, GATE);

/** The Welsh word that changes the runs in a phrase said in Welsh, which these rules do not read; null when none is. */
export const welshWordChangingRuns = wordChangingRuns(GATE, CHANGES_RUNS);
