import { clockList, clocksIn } from './clockLists.js';
import { withoutCzechSpans } from './czechWords.js';
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
 * Words of when in Slovak, as teams there say a schedule in chat ("orchester: skúška každý štvrtok o 18:30",
 * "záloha databázy každý deň o 23:00", "v pracovné dni o 7:15"): each read as the English it stands for, with a note
 * for each, before the phrase is read again. Read only when the phrase cannot be read as it is (from
 * mixedLanguageWords.ts, after czechWords.ts, whose words are near), only when "každý", "každú", "každé" (every),
 * "denne" or "pracovné dni" is there, and only words of when: the task's words ("skúška") stay as typed.
 * - "každý pondelok", "každý utorok", "každú stredu", "každý štvrtok", "každý piatok", "každú sobotu", "každú
 *   nedeľu": every Monday … Sunday (the day in the case "každý" takes);
 * - "každý deň", "denne": every day; "každý pracovný deň", "v pracovné dni", "cez pracovné dni": weekdays;
 * - "o 18:30", "o 6.00": at, a clock with its minutes ("o 7" alone stays unread); "o 7 a 19 hod.", "o 19 hodine":
 *   at, a list on the 24-hour clock when one of its hours is past 12 (clockLists.ts);
 * - "a" between days read here: and.
 * A day said alone ("v pondelok": this one or each?) stays unread. Refused as before: a Slovak phrase with a word
 * that negates, bounds or moves the runs which these rules do not read ("okrem", "len", "každý druhý", "do", "od",
 * a month, "týždeň", "ráno"): `slovakWordChangingRuns` names it, so the words around it never become the job's name.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  pondelok: 'monday',
  utorok: 'tuesday',
  stredu: 'wednesday',
  stvrtok: 'thursday',
  piatok: 'friday',
  sobotu: 'saturday',
  nedelu: 'sunday',
};
const DAY = '(?:pondelok|utorok|stredu|[šs]tvrtok|piatok|sobotu|nede[ľl]u)';
const EVERY = 'ka[žz]d(?:[ýy]|[úu]|[ée])';
const dayOf = (word: string): string => DAYS[plain(word)] as string;

const HOUR = '(?:[01]?\\d|2[0-3])';
const CLOCK = `${HOUR}[:.][0-5]\\d`;
const ITEM = `(?:o\\s+)?${HOUR}(?:[:.][0-5]\\d)?`;

/** "každý", "každú", "každé" (every), "denne" (daily) or "pracovné dni" (working days): a Slovak schedule is there. */
const GATE = /(?<![\p{L}\d])(?:ka[žz]d(?:[ýy]|[úu]|[ée])|denne|pracovn(?:[ée]\s+dni|[ýy]\s+de[ňn]))(?![\p{L}\d])/iu;

/**
 * Not after "v 6", "v 7:30": "v 6 ráno" is said in Czech (Slovak says "o 6 ráno"), and the Czech reader reads the hour
 * with its part of the day (czechWords.ts).
 */
const CZECH_PART_AFTER_HOUR = '(?<!(?<![\\p{L}\\d])v\\s+\\d{1,2}(?:[:.][0-5]\\d)?\\s+)';

/**
 * Slovak words that change the runs and that these rules do not read: "okrem" (except), "len", "iba" (only),
 * "nie", "nie je" (not), "druhý", "druhú", "druhé" (every other, or the second), "do", "od", "až" (until, from),
 * weeks and months ("týždeň", "mesiac", a month's name in any case), "prvý", "posledný" (first, last), "budúci",
 * "tento" (next, this), "dnes", "zajtra", holidays ("sviatok"), seasons ("v lete", "v zime"), parts of the day
 * ("ráno", "večer", "poobede", "v noci"), "raz", "dvakrát" (once, twice).
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:okrem|len|iba|nie|druh[ýyúuée]\\p{L}*|nepárn\\p{L}*|neparn\\p{L}*|párn\\p{L}*|parn\\p{L}*|do|od|a[žz]|t[ýy][žz]d\\p{L}*|mesia\\p{L}*|mesa[čc]\\p{L}*|janu[áa]r\\p{L}*|febru[áa]r\\p{L}*|marec|marca|apr[íi]l\\p{L}*|m[áa]j|m[áa]ja|j[úu]n\\p{L}*|j[úu]l\\p{L}*|august\\p{L}*|septemb\\p{L}*|okt[óo]b\\p{L}*|novemb\\p{L}*|decemb\\p{L}*|prv[ýyúuée]\\p{L}*|posledn\\p{L}*|bud[úu]c\\p{L}*|tento|t[úu]to|toto|dnes|zajtra|sviat\\p{L}*|lete|leto|zime|zima|${CZECH_PART_AFTER_HOUR}r[áa]no|${CZECH_PART_AFTER_HOUR}ve[čc]er\\p{L}*|poobed\\p{L}*|popoludn\\p{L}*|noci|raz|dvakr[áa]t)${NB}`,
  'iu',
);

/**
 * A clock after Czech "v" or "ve" ("v 6:00", "ve 20:00"), Czech "den" (day: Slovak writes "deň"), and a clock after
 * Slovak "o" ("o 6:00").
 */
const CZECH_CLOCK = /(?<![\p{L}\d])ve?\s+\d/iu;
const CZECH_DAY = /(?<![\p{L}\d])den(?![\p{L}\d])/iu;
const SLOVAK_CLOCK = /(?<![\p{L}\d])o\s+\d/u;

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  rule(`${NA}(?:${EVERY}\\s+pracovn[ýy]\\s+de[ňn]|(?:v|cez)\\s+pracovn[ée]\\s+dni)${NB}`, () => 'on weekdays'),
  // ("denne" only before its clock: in Danish it is "this")
  rule(`${NA}(?:ka[žz]d[ýy]\\s+de[ňn]|denne(?=\\s+o\\s+\\d))${NB}`, () => 'every day'),
  rule(`${NA}${EVERY}\\s+(${DAY})${NB}`, (_m, day) => `every ${dayOf(day)}`),
  // "o 7 a 19 hod.", "o 19 hodine": at, on the 24-hour clock past 12
  rule(`${NA}o\\s+(${ITEM}(?:\\s*(?:,|\\sa)\\s*${ITEM})*)\\s*(?:hod(?:ine|[íi]n)?\\.?)(?![\\p{L}\\d])`, (_m, list) =>
    clockList(clocksIn(list)),
  ),
  // "o 18:30", "o 8:00 a 20:00": at, clocks with their minutes
  rule(`${NA}o\\s+(${CLOCK}(?:\\s*(?:,|\\sa)\\s*(?:o\\s+)?${CLOCK})*)${NB}`, (_m, list) => clockList(clocksIn(list))),
  rule(`(?<=every\\s+(?:${EN_DAY})),?\\s+a\\s+(${DAY})${NB}`, (_m, day) => ` and ${dayOf(day)}`),
  rule(`(?<=every\\s+(?:${EN_DAY})),?\\s+a\\s+(?=(?:every\\s+)?(?:${EN_DAY})${NB})`, () => ' and '),
];

/** The phrase with its Slovak words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readSlovakWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(text)) return text;
  // "každý den v 6:00 a v 18:00", "každý den ve 4:00": a clock after "v" or "ve", or "den" without its accent, and no
  // clock after "o" is Czech, read by the Czech reader after this
  if ((CZECH_CLOCK.test(text) || CZECH_DAY.test(text)) && !SLOVAK_CLOCK.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readSlovakWords, GATE);

/** The Slovak word that changes the runs in a phrase said in Slovak, which these rules do not read; null when none is. */
export function slovakWordChangingRuns(text: string): string | null {
  if (!GATE.test(text)) return null;
  // ("každé 4 hodiny od 2:00", said alike in Czech, is read by the Czech reader)
  return CHANGES_RUNS.exec(withoutCzechSpans(text))?.[0] ?? null;
}
gatedBy(slovakWordChangingRuns, GATE);
