import { gatedBy } from './readerGates.js';
import { spokenClock } from './spokenClocks.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy, wordChangingRuns } from './wordRules.js';

/**
 * Words of when in Zulu, as South African teams type a schedule into chat ("nsuku zonke ngo-6:30 nango-16:30",
 * "umhlangano njalo ngoLwesithathu ngo-10:00", "nsuku zonke ngo-8 ekuseni"): each read as the English it stands for,
 * with a note for each, before the phrase is read again. Read only when the phrase cannot be read as it is (from
 * mixedLanguageWords.ts), only when "ngo-" stands before a clock, and only words of when: the task's words
 * ("umhlangano", "ukuphakela izinja") stay as typed, for the name readers.
 * - "nsuku zonke", "zonke izinsuku", "imihla ngemihla": every day;
 * - days said with "ngo"/"nge" (on): "ngoMsombuluko" Monday, "ngoLwesibili" Tuesday, "ngoLwesithathu" Wednesday,
 *   "ngoLwesine" Thursday, "ngoLwesihlanu" Friday, "ngoMgqibelo" Saturday, "ngeSonto" Sunday; "njalo" (always)
 *   before one: every; a day said so without "njalo" stays unread (this one, or each?);
 * - "ngo-10:00", "ngo-16:30": at; "nango-16:30": and at; a bare hour with the part of the day after it, when it
 *   fits: "ngo-8 ekuseni" 8am (the morning: 4 to 11), "ngo-3 ntambama" 3pm (the afternoon: 12 to 5), "ngo-7
 *   kusihlwa" 7pm (the evening: 5 to 9), "ngo-9 ebusuku" 9pm (the night: 7 to 11); a bare hour up to 12 alone ("ngo-4":
 *   morning or evening?) stays unread, and so refused.
 * Refused as before: a Zulu phrase with a word that negates, bounds or moves the runs which these rules do not read
 * ("ngaphandle": except, "kuphela": only, "kuze": until, "kusukela", "kusuka": from, "isonto", "iviki": week,
 * "inyanga": month, "okokuqala", "okokugcina": first, last, "namuhla", "kusasa": today, tomorrow, "amaholide":
 * holidays, "hhayi", "akukho": not, none, "ngaphambi", "emva": before, after).
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: readonly (readonly [RegExp, string])[] = [
  [/msombuluko$/i, 'monday'],
  [/lwesibili$/i, 'tuesday'],
  [/lwesithathu$/i, 'wednesday'],
  [/lwesine$/i, 'thursday'],
  [/lwesihlanu$/i, 'friday'],
  [/mgqibelo$/i, 'saturday'],
  [/sonto$/i, 'sunday'],
];
/** A day said with "ngo"/"nge" (on), with or without a hyphen. */
const DAY = '(?:ngo-?(?:msombuluko|lwesibili|lwesithathu|lwesine|lwesihlanu|mgqibelo)|nge-?sonto)';
const dayOf = (word: string): string => (DAYS.find(([said]) => said.test(word)) as readonly [RegExp, string])[1];

/** "ngo-" before a clock: the phrase is said in Zulu. */
const GATE = /(?<![\p{L}\d])(?:na)?ngo-\d/iu;

/** Zulu words that change the runs and that these rules do not read (see the module's comment). */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:ngaphandle|kuphela|kuze|kuzedaa|kusukela|kusuka|isonto|amasonto|iviki|inyanga|izinyanga|okokuqala|wokuqala|okokugcina|wokugcina|namuhla|namhlanje|kusasa|amaholide|iholide|hhayi|akukho|ngaphambi|emva|ngemva|ngesonto\\s+elilandelayo)${NB}`,
  'iu',
);

/** The hours (0 to 23) each Zulu part of the day holds. */
const PARTS: Readonly<Record<string, readonly [number, number]>> = {
  ekuseni: [4, 11],
  ntambama: [12, 17],
  emini: [11, 14],
  kusihlwa: [17, 21],
  ebusuku: [19, 23],
};
const PART = '(ekuseni|ntambama|emini|kusihlwa|ebusuku)';
/** A clock with its minutes, or an hour past 12 alone ("ngo-4" alone: morning or evening?). */
const CLOCK = '((?:[01]?\\d|2[0-3]):[0-5]\\d|1[3-9]|2[0-3])';

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "nsuku zonke", "zonke izinsuku", "imihla ngemihla": every day
  rule(`${NA}(?:nsuku\\s+zonke|izinsuku\\s+zonke|zonke\\s+izinsuku|imihla\\s+ngemihla)${NB}`, () => 'every day'),
  // "njalo ngoLwesithathu": every Wednesday
  rule(`${NA}njalo\\s+(${DAY})${NB}`, (_m, day) => `every ${dayOf(day)}`),
  // "ngo-8 ekuseni", "nango-7 kusihlwa": the hour in its part of the day
  rule(`${NA}(na)?ngo-(1[0-2]|0?[1-9])(:[0-5]\\d)?\\s+${PART}${NB}`, (_m, na, h, mm, part) => {
    const and = na === undefined ? '' : 'and ';
    const [from, to] = PARTS[part.toLowerCase()] as readonly [number, number];
    const hour = Number(h);
    const h24 = [hour % 12, (hour % 12) + 12].find((x) => x >= from && x <= to);
    if (h24 === undefined) return null;
    return `${and}at ${hour}${mm ?? ''}${h24 < 12 ? 'am' : 'pm'}`;
  }),
  // "ngo-10:00", "ngo-17": at; "nango-16:30": and at (a bare hour up to 12 stays unread)
  rule(
    `${NA}(na)?ngo-${CLOCK}(?![\\d:.])${NB}(?!\\s+${PART}${NB})`,
    (_m, na, c) => `${na === undefined ? '' : 'and '}at ${spokenClock(c)}`,
  ),
];

/** The phrase with its Zulu words of when read as English, a note for each; the phrase as it was when it has none. */
export function readZuluWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readZuluWords, GATE);

/** The Zulu word that changes the runs in a phrase said in Zulu, which these rules do not read; null when none is. */
export const zuluWordChangingRuns = wordChangingRuns(GATE, CHANGES_RUNS);
