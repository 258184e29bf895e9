import { gatedBy } from './readerGates.js';
import { spokenClock } from './spokenClocks.js';
import {
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  type WordRule as Rule,
  readAndTidy,
  startsOrEndsWith,
  wordChangingRuns,
} from './wordRules.js';

/**
 * Words of when in Persian said in Latin letters (Finglish), as Iranian teams type a schedule into chat ("har
 * seshanbe saat 14:30", "har roz saat 9 shab", "har shanbe saat 10 sobh"): each read as the English it stands for,
 * with a note for each, before the phrase is read again. Read only when the phrase cannot be read as it is (from
 * mixedLanguageWords.ts), only when a Persian day after "har" (every) or "har roz" (every day) is there, and only
 * words of when: the task's words ("jalase", "gozaresh") stay as typed, for the name readers.
 * - "har shanbe" … "har jome": every Saturday … Friday ("yekshanbe" Sunday, "doshanbe" Monday, "seshanbe" Tuesday,
 *   "chaharshanbe" Wednesday, "panjshanbe" Thursday: the week starts on Saturday); "har roz": every day;
 * - "saat 14:30", "saat 19": at, on the 24-hour clock as Iran writes it; a bare hour up to 12 (morning or evening?)
 *   stays unread, and so refused, unless a part of the day follows that fits it: "saat 10 sobh" 10am (the morning:
 *   4 to 11), "saat 9 shab" 9pm (the night: 7 to 11), "saat 5 asr" 5pm (the afternoon: 1 to 6); "saat 12 shab" (the
 *   midnight that starts the day or ends it?) stays unread;
 * - "va" between days or clocks: and;
 * - "haftegi" (weekly) before a day: every that day ("gozaresh-e haftegi shanbe": the weekly report, Saturdays);
 * - "joz" (except) and one day, said last after "har roz": except that day ("har rooz saat 8 sobh gozaresh, joz
 *   jomeh"); "joz" anywhere else, or before more than one day, stays unread (below).
 * Refused as before: a Persian phrase with a word that negates, bounds or moves the runs which these rules do not
 * read ("joz", "be joz": except, "faghat": only, "ta": until, "az": from, "hafte", "mah": week, month, "avval",
 * "akhar": first, last, "emruz", "farda": today, tomorrow, "yek dar miyan": every other, "tatil": holidays, "dar": in,
 * the seasons ("tabestan"), the months ("mehr", "esfand"), a day without "har" or "va" before it). Those words left
 * among the task's words keep them unread too ("jalase dar tabestan": in summer).
 */

const NA = NOT_AFTER_WORD;
/** A Persian word of a thing done, said alone ("gozaresh": a report; see THING_DONE below). */
const THING_WORD = '(?:jalase|jalaseh|gozaresh|yadavari|kelas|dars|namaz)';
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  shanbe: 'saturday',
  yekshanbe: 'sunday',
  doshanbe: 'monday',
  seshanbe: 'tuesday',
  chaharshanbe: 'wednesday',
  charshanbe: 'wednesday',
  panjshanbe: 'thursday',
  jome: 'friday',
  jomee: 'friday',
  jomeh: 'friday',
};
const DAY = '(?:shanbe|yekshanbe|doshanbe|seshanbe|chaharshanbe|charshanbe|panjshanbe|jome|jomee|jomeh)';
const dayOf = (word: string): string => DAYS[word.toLowerCase().replace(/-/g, '')] as string;

/** The hours (0 to 23) a Persian part of the day holds, for a clock said with it. */
const PART_HOURS: Readonly<Record<string, readonly [number, number]>> = {
  sobh: [4, 11],
  asr: [13, 18],
  shab: [19, 23],
};

/** A Persian day after "har" or "haftegi" (weekly), or "har roz": the phrase is said in Persian. */
const GATE = new RegExp(`${NA}(?:har|haftegi)\\s+(?:${DAY}|roz|rooz)${NB}`, 'iu');

/** The seasons: spring, summer, autumn, winter. */
const SEASON = '(?:bahar|bahaar|tabestan|tabestoon|tabestun|paeez|paiz|payiz|paeiz|zemestan|zemestoon|zemestun)';
/** The months of the Persian calendar, and the Gregorian ones as Iran says them. */
const MONTH =
  '(?:farvardin|ordibehesht|khordad|tir|mordad|amordad|shahrivar|mehr|aban|azar|dey|bahman|esfand|zhanvie|zhanvieh|fevrie|fevrieh|mars|avril|aavril|meh|zhuan|zhuie|ut|septambr|oktobr|novambr|desambr)';

/** A number before "haftegi" (weekly): "do haftegi", every two weeks; "se haftegi", every three. */
const WEEKS_COUNTED = '(?:\\d+|yek|do|se|chahar|char|panj|shesh|haft|hasht|noh|dah)[\\s-]*haft(?:e|eh)?gh?i';

/** Persian words that change the runs and that these rules do not read (see the module's comment). */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:${WEEKS_COUNTED}|joz(?!\\s+${DAY}\\s*$)|(?<!har\\s+ro{1,2}z${NB}[^]*)joz|bejoz|be-joz|gheyr|ghair|faghat|faqat|ta|az|hafte|hafteh|mah|maah|mahane|sal|avval|aval|avalin|akhar|akharin|dovom|dovvom|emruz|emrooz|farda|dar\\s+miyan|tatil|ta'til|na|nist|nemi\\p{L}*|sobh-ha|shab-ha|dar|${SEASON}|${MONTH}|(?<!(?:har|va|haftegi|joz)\\s+)${DAY})${NB}`,
  'iu',
);

/**
 * "saat 9" with no part of the day after it (or the "at 9" another reader made of it, Turkish's "saat"): morning
 * or evening? The phrase is left as it was, so refused, never read with its days as a 9 o'clock the grammar assumes.
 */
const BARE_HOUR = new RegExp(
  `${NA}(?:saat(?:-?e)?|at)\\s+(?:1[0-2]|0?[1-9])(?![\\d:.])(?!\\s*(?:[ap]m|sobh|asr|shab)${NB})`,
  'iu',
);

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "har roz": every day; "har seshanbe": every Tuesday
  rule(`${NA}har\\s+(?:roz|rooz)${NB}`, () => 'every day'),
  rule(`${NA}har\\s+(${DAY})${NB}`, (_m, day) => `every ${dayOf(day)}`),
  // "gozaresh-e haftegi shanbe": the weekly report, on Saturday: every Saturday ("haftegi" stays the name's word,
  // read as "weekly", which the runs on one day a week agree with)
  rule(`${NA}haftegi\\s+(${DAY})${NB}`, (_m, day) => `weekly every ${dayOf(day)}`),
  // "har rooz ..., joz jomeh" said last: except Friday (one day, nothing after it)
  // ("har rooz saat 8 sobh gozaresh, joz jomeh": the task's word before it stays the task's, said after the days)
  rule(
    `(?<=every\\s+day${'[^,]*?'})(?:\\s+(${THING_WORD}))?,?\\s+joz\\s+(${DAY})\\s*$`,
    (_m, thing, day) => ` except ${dayOf(day)}${thing === undefined ? '' : ` ${thing}`}`,
  ),
  // "va" between days: and
  rule(`(?<=every\\s+\\p{L}+day)\\s+va\\s+(${DAY})${NB}`, (_m, day) => ` and ${dayOf(day)}`),
  // "saat 10 sobh", "saat 9 shab": the part of the day settles the hour's half, when it fits
  rule(`${NA}saat(?:-?e)?\\s+(1[0-2]|0?[1-9])(:[0-5]\\d)?\\s+(sobh|asr|shab)${NB}`, (_m, h, mm, part) => {
    const [from, to] = PART_HOURS[part.toLowerCase()] as readonly [number, number];
    const hour = Number(h) + (from >= 12 && Number(h) < 12 ? 12 : 0);
    if (hour < from || hour > to) return null;
    return `at ${Number(h)}${mm ?? ''}${from >= 12 ? 'pm' : 'am'}`;
  }),
  // "saat 14:30", "saat 19": at (a bare hour up to 12, morning or evening, stays unread)
  rule(`${NA}saat(?:-?e)?\\s+((?:[01]?\\d|2[0-3]):[0-5]\\d|1[3-9]|2[0-3])(?![\\d:])${NB}`, (_m, c) =>
    c.includes(':') ? `at ${spokenClock(c)}` : `at ${c}:00`,
  ),
  // "saat 10am": the clock another reader settled ("10 sobh" read by arabiziWords.ts): at
  rule(`${NA}saat(?:-?e)?\\s+(?=(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?[ap]m${NB})`, () => 'at '),
  // "va" between clocks: and
  rule(`(?<=\\d(?:am|pm)?)\\s+va\\s+(?=(?:saat\\s+|at\\s+)?\\d)`, () => ' and '),
];

/** The phrase with its Persian words of when read as English, a note for each; the phrase as it was when it has none. */
export function readPersianWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(text) || BARE_HOUR.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readPersianWords, GATE);

/** The Persian word that changes the runs in a phrase said in Persian, which these rules do not read; null when none is. */
export const persianWordChangingRuns = wordChangingRuns(GATE, CHANGES_RUNS);

/**
 * Persian words of a thing done ("jalase": a meeting, "gozaresh": a report, "yadavari": a reminder), never a word of
 * when: words left after the schedule that start or end in one are the task's purpose ("har seshanbe saat 14:30
 * jalase ba moshtari").
 */
const THING_DONE: ReadonlySet<string> = new Set(
  'jalase jalase-ye jalaseh gozaresh gozaresh-e yadavari kelas dars namaz'.split(' '),
);

/** A word of when among them ("jalase dar tabestan": in summer), which keeps them unread. */
const WHEN = new RegExp(`^(?:dar|joz|bejoz|faghat|faqat|ta|az|na|${SEASON}|${MONTH}|${DAY})$`, 'iu');

/** Whether words left after the schedule start or end in a Persian word of a thing done, with no word of when among them. */
export function persianTask(words: readonly string[]): boolean {
  return !words.some((w) => WHEN.test(w)) && startsOrEndsWith(words, THING_DONE);
}
