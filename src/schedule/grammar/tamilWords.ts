import { gatedBy } from './readerGates.js';
import {
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  type WordRule as Rule,
  readAndTidy,
  startsOrEndsWith,
  wordChangingRuns,
} from './wordRules.js';

/**
 * Words of when in Tamil said in Latin letters, as Tamil families and temples type a schedule into chat ("ovvoru
 * velli kizhamai maalai 6 mani", "thinamum iravu 9 mani", "ovvoru thingal kizhamai kaalai 9 manikku"): each read as
 * the English it stands for, with a note for each, before the phrase is read again. Read only when the phrase cannot
 * be read as it is (from mixedLanguageWords.ts), only when "mani" (o'clock) follows an hour, and only words of when:
 * the task's words ("pooja", "kootam", "ninaivootal") stay as typed, for the name readers.
 * - days, before "kizhamai" (day of the week): "gnayiru"/"nyayiru" Sunday, "thingal" Monday, "sevvai" Tuesday,
 *   "budhan"/"pudhan" Wednesday, "viyazhan" Thursday, "velli" Friday, "sani" Saturday; "ovvoru" (each) before one:
 *   every; "thinamum", "dhinamum", "ovvoru naalum": every day;
 * - an hour with its part of the day before it and "mani" (or "manikku", at o'clock) after: "kaalai 9 mani" 9am (the
 *   morning: 5 to 11), "madhiyam 12 mani" noon (midday: 12 to 3), "maalai 6 mani" 6pm (the evening: 4 to 8), "iravu
 *   9 mani" 9pm (the night: 7 to 11); an hour without its part, or outside it ("iravu 2 mani"), stays unread.
 * Refused as before: a Tamil phrase with a word that negates, bounds or moves the runs which these rules do not read
 * ("thavira": except, "mattum": only, "varai": until, "mudhal", "muthal": from, first, "vaaram": week, "maadham",
 * "maasam": month, "kadaisi": last, "indru", "naalai": today, tomorrow, "vidumurai": holidays, "illai", "kidaiyathu",
 * "vendaam": not, none, a day's name without "ovvoru" before it: "sani kizhamai"). A day's name, "kizhamai" or those words left among the task's words keep them unread too
 * ("pooja sani kizhamai").
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: readonly (readonly [RegExp, string])[] = [
  [/^(?:g|n)?[ny]?a?[yi]iru$|^nyayiru$|^gnayiru$|^nayiru$/, 'sunday'],
  [/^thingal$|^tingal$/, 'monday'],
  [/^sevvai$|^chevvai$/, 'tuesday'],
  [/^[bp]udhan$|^[bp]uthan$/, 'wednesday'],
  [/^vi?yazhan$|^viyalan$/, 'thursday'],
  [/^velli$/, 'friday'],
  [/^sani$/, 'saturday'],
];
const DAY =
  '(gnayiru|nyayiru|nayiru|thingal|tingal|sevvai|chevvai|budhan|pudhan|buthan|puthan|viyazhan|vyazhan|viyalan|velli|sani)';
const dayOf = (word: string): string =>
  (DAYS.find(([said]) => said.test(word.toLowerCase())) as readonly [RegExp, string])[1];
const KIZHAMAI = '(?:kizhamai|kilamai|kizhamaigalil|kizhamaiyum)';

/** The hours (0 to 23) each Tamil part of the day holds. */
const PARTS: Readonly<Record<string, readonly [number, number]>> = {
  kaalai: [5, 11],
  kalai: [5, 11],
  madhiyam: [12, 15],
  mathiyam: [12, 15],
  maalai: [16, 20],
  malai: [16, 20],
  iravu: [19, 23],
};
const PART = '(kaalai|kalai|madhiyam|mathiyam|maalai|malai|iravu)';

/** An hour before "mani": the phrase is said in Tamil. */
const GATE = /\d\s*mani(?:kku)?(?![\p{L}\d])/iu;

/** Tamil words that change the runs and that these rules do not read (see the module's comment). */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:thavira|tavira|mattum|varai|varaikkum|mudhal|muthal|vaaram|vaaramum|maadham|maatham|maasam|maadhamum|kadaisi|indru|inru|naalai|vidumurai|illai|illaamal|kidai[iy]?aa?[dt]hu|kidaiyaadhu|kidaiyaathu|vendaam|vendam|venaam|venam|munbu|munnadi|piragu|pinbu|(?<!ovvoru\\s+)(?:${DAY.slice(1, -1)})(?:\\s+${KIZHAMAI})?)${NB}`,
  'iu',
);

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "ovvoru velli kizhamai": every Friday
  rule(`${NA}ovvoru\\s+${DAY}\\s+${KIZHAMAI}${NB}`, (_m, day) => `every ${dayOf(day)}`),
  // "thinamum", "ovvoru naalum": every day
  rule(`${NA}(?:thinamum|dhinamum|tinamum|ovvoru\\s+naalum|ovvoru\\s+naal)${NB}`, () => 'every day'),
  // "maalai 6 mani", "kaalai 9 manikku", "iravu 9:30 mani": the hour in its part of the day
  rule(`${NA}${PART}\\s+(1[0-2]|0?[1-9])([:.][0-5]\\d)?\\s*mani(?:kku)?${NB}`, (_m, part, h, mm) => {
    const [from, to] = PARTS[part.toLowerCase()] as readonly [number, number];
    const hour = Number(h);
    const h24 = [hour % 12, (hour % 12) + 12].find((x) => x >= from && x <= to);
    if (h24 === undefined) return null;
    return `at ${hour}${(mm ?? '').replace('.', ':')}${h24 < 12 ? 'am' : 'pm'}`;
  }),
];

/** The phrase with its Tamil words of when read as English, a note for each; the phrase as it was when it has none. */
export function readTamilWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readTamilWords, GATE);

/** The Tamil word that changes the runs in a phrase said in Tamil, which these rules do not read; null when none is. */
export const tamilWordChangingRuns = wordChangingRuns(GATE, CHANGES_RUNS);

/**
 * Tamil words of a thing done ("kootam": a meeting, "pooja": a prayer, "ninaivootal": a reminder, "annadhanam": the
 * temple's meal), never a word of when: words left after the schedule that start or end in one are the task's
 * purpose ("ovvoru velli kizhamai maalai 6 mani pooja ninaivootal").
 */
const THING_DONE: ReadonlySet<string> = new Set('kootam koottam pooja puja ninaivootal annadhanam marunthu'.split(' '));

/**
 * Tamil words of when left among them ("pooja sani kizhamai kidaiyathu": the prayer, no Saturday): a day's name,
 * "kizhamai", "naal" (day), "kidaiyathu", "illai", "vendaam" (none, not), which keep them unread.
 */
const CHANGING: ReadonlySet<string> = new Set([
  ...DAY.slice(1, -1).split('|'),
  ...KIZHAMAI.slice(3, -1).split('|'),
  ...'naal naalum kidaiyathu kidaiyadhu kidayathu kidayadhu kidaiyaathu kidaiyaadhu illai illaamal vendaam vendam venaam venam'.split(
    ' ',
  ),
]);

/** Whether words left after the schedule start or end in a Tamil word of a thing done, with no word of when among them. */
export function tamilTask(words: readonly string[]): boolean {
  return startsOrEndsWith(words, THING_DONE, CHANGING);
}
