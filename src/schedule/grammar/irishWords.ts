import { gatedBy } from './readerGates.js';
import { clock24 } from './spokenClocks.js';
import {
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  plainWord,
  type WordRule as Rule,
  readAndTidy,
  wordChangingRuns,
} from './wordRules.js';

/**
 * Words of when in Irish, as Irish speakers type a schedule into chat ("gach Satharn ag 10:00", "gach lá ag 9 ar
 * maidin", "cruinniú foirne gach Aoine ag 15:00"): each read as the English it stands for, with a note for each,
 * before the phrase is read again. Read only when the phrase cannot be read as it is (from mixedLanguageWords.ts),
 * only when "gach" (every) stands before a day or "lá" (day), and only words of when: the task's words ("ceacht",
 * "cruinniú foirne") stay as typed, for the name readers.
 * - "gach Luan" … "gach Domhnach" (also "gach Dé Luain", "gach Dé hAoine"): every Monday … Sunday ("Máirt" Tuesday,
 *   "Céadaoin" Wednesday, "Déardaoin" Thursday, "Aoine" Friday, "Satharn" Saturday); "gach lá": every day; "agus"
 *   between days: and;
 * - "ag 15:00": at; a bare hour with the part of the day after it, when it fits: "ag 9 ar maidin" 9am (the morning:
 *   5 to 11), "ag 3 tráthnóna" 3pm (the afternoon and evening: 1 to 9), "ag 10 san oíche" 10pm (the night: 8 to
 *   11); a bare hour up to 12 alone ("ag 9": morning or evening?) stays unread, and so refused.
 * Refused as before: an Irish phrase with a word that negates, bounds or moves the runs which these rules do not read
 * ("ach", "seachas": but, except, "amháin": only, "go dtí": until, "ó": from, "seachtain", "mí": week, month,
 * "gach re", "gach dara": every other, "céad", "deireanach": first, last, "inniu", "amárach": today, tomorrow,
 * "saoire": holidays, "gach uair": every hour, "roimh", "tar éis": before, after, "ní": not).
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  luan: 'monday',
  luain: 'monday',
  mairt: 'tuesday',
  ceadaoin: 'wednesday',
  deardaoin: 'thursday',
  aoine: 'friday',
  haoine: 'friday',
  satharn: 'saturday',
  sathairn: 'saturday',
  domhnach: 'sunday',
  domhnaigh: 'sunday',
};
const DAY = '(?:d[ée]\\s+)?(luan|luain|m[áa]irt|c[ée]adaoin|d[ée]ardaoin|h?aoine|satharn|sathairn|domhnach|domhnaigh)';
const dayOf = (word: string): string => DAYS[plainWord(word)] as string;

/** "gach" before a day or "lá": the phrase is said in Irish. */
const GATE = /(?<![\p{L}\d])gach\s+(?:l[áa]|d[ée]\s|luan|m[áa]irt|c[ée]adaoin|d[ée]ardaoin|aoine|satharn|domhnach)/iu;

/** Irish words that change the runs and that these rules do not read (see the module's comment). */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:ach|seachas|amh[áa]in|go\\s+dt[íi]|[óo](?=\\s)|seachtain\\p{L}*|m[íi]|m[íi]os\\p{L}*|gach\\s+(?:re|dara|uair|seachtain|m[íi])|c[ée]ad|ch[ée]ad|deireanach|inniu|am[áa]rach|saoire|laethanta\\s+saoire|roimh|tar\\s+[ée]is|n[íi]|ná)${NB}`,
  'iu',
);

/** The hours (0 to 23) each Irish part of the day holds. */
const PARTS: readonly (readonly [RegExp, number, number])[] = [
  [/maidin/i, 5, 11],
  [/tr[áa]thn[óo]na/i, 13, 21],
  [/o[íi]che/i, 20, 23],
];

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "gach Satharn", "gach Dé hAoine": every
  rule(`${NA}gach\\s+${DAY}${NB}`, (_m, day) => `every ${dayOf(day)}`),
  rule(`(?<=every\\s+\\p{L}+day)\\s+agus\\s+${DAY}${NB}`, (_m, day) => ` and ${dayOf(day)}`),
  // "gach lá": every day
  rule(`${NA}gach\\s+l[áa]${NB}`, () => 'every day'),
  // "ag 9 ar maidin", "ag 3 tráthnóna", "ag 10 san oíche": the hour in its part of the day
  rule(
    `${NA}ag\\s+(1[0-2]|0?[1-9])([:.][0-5]\\d)?\\s+(?:ar\\s+maidin|sa\\s+mhaidin|tr[áa]thn[óo]na|um\\s+thr[áa]thn[óo]na|san\\s+o[íi]che|istoíche)${NB}`,
    (m, h, mm) => {
      const part = PARTS.find(([said]) => said.test(m));
      if (part === undefined) return null;
      const hour = Number(h);
      const h24 = [hour % 12, (hour % 12) + 12].find((x) => x >= part[1] && x <= part[2]);
      if (h24 === undefined) return null;
      return `at ${hour}${(mm ?? '').replace('.', ':')}${h24 < 12 ? 'am' : 'pm'}`;
    },
  ),
  // "ag 15:00", "ag 19": at (a bare hour up to 12, morning or evening, stays unread)
  rule(`${NA}ag\\s+((?:[01]?\\d|2[0-3]):[0-5]\\d|1[3-9]|2[0-3])(?![\\d:.])${NB}`, (_m, c) => `at ${clock24(c)}`),
];

/** The phrase with its Irish words of when read as English, a note for each; the phrase as it was when it has none. */
export function readIrishWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readIrishWords, GATE);

/** The Irish word that changes the runs in a phrase said in Irish, which these rules do not read; null when none is. */
export const irishWordChangingRuns = wordChangingRuns(GATE, CHANGES_RUNS);
