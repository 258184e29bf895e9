import { gatedBy } from './readerGates.js';
import { spokenClock } from './spokenClocks.js';
import {
  EN_DAY,
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  type WordRule as Rule,
  readAndTidy,
  wordChangingRuns,
} from './wordRules.js';

/**
 * Words of when in Danish (and Norwegian, which says them the same way), as Danish teams mix them into English or
 * say a schedule whole ("vindmølle service check hver mandag kl 8", "hver dag klokken 7:30", "halv ni på hverdage"):
 * each read as the English it stands for, before the phrase is read again, with a note for each. Read only when the
 * phrase cannot be read as it is (from mixedLanguageWords.ts, before the Swedish words, which share "mandag",
 * "onsdag", "torsdag", "fredag"), only when a Danish word of when is there, and only words of when: the job's name
 * stays as it is, for the name readers.
 * - days ("mandag", "lørdag"; "mandage", "mandager": Mondays), "hver mandag": every Monday; "om mandagen": on
 *   Mondays; "mandag til fredag", "mandag-fredag": Monday to Friday;
 * - "hver første onsdag", "hver sidste fredag (i måneden)": the first Wednesday, the last Friday of every month;
 * - "hver dag", "dagligt": every day; "hver time": every hour; "hele døgnet", "døgnet rundt": around the clock;
 *   "ugentlig", "ukentlig": weekly; "hverdage", "på hverdage", "alle hverdage", "hver hverdag": weekdays; "hver
 *   weekend", "i weekenden": weekends; "hver morgen", "hver aften", "hver nat": every morning, evening, night;
 * - "kl 8", "kl. 19", "klokken 7:30": at, on the 24-hour clock as Danish writes it ("kl 19" is 19:00, "kl 07" is
 *   07:00); a bare hour up to 12 without its nought ("kl 8") is left to the grammar, which says which half of the day
 *   it took (as "kl 8" in Swedish);
 * - "halv ni" (8:30: half before nine, as Danish says it), "kvart over ni" (9:15), "kvart i ni" (8:45), the hour in
 *   figures or in words;
 * - "og" between days and clocks: and.
 * Refused as before: a Danish phrase with a word that negates, bounds or moves the runs which these rules do not read
 * ("ikke", "undtagen", "kun", "indtil", "hver anden", a month, "uge"): `danishWordChangingRuns` names it, so the
 * words around it never become the job's name.
 */

const plain = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .toLowerCase();

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAY_STEMS: Readonly<Record<string, string>> = {
  mandag: 'monday',
  tirsdag: 'tuesday',
  onsdag: 'wednesday',
  torsdag: 'thursday',
  fredag: 'friday',
  lordag: 'saturday',
  sondag: 'sunday',
};
const STEM = '(?:mandag|tirsdag|onsdag|torsdag|fredag|l[øo]rdag|s[øo]ndag)';
/** A day said once ("mandag"), or in the plural ("mandage", Norwegian "mandager"), or with its article ("mandagen"). */
const DAY = `${STEM}(?!e|en|er)`;
const DAYS = `${STEM}(?:er|e)`;
const stemOf = (word: string): string => DAY_STEMS[plain(word).replace(/(?:er|en|e)$/, '')] as string;

/** The hours of the spoken clock in words ("halv ni": 8:30). */
const HOUR_WORDS: Readonly<Record<string, number>> = {
  et: 1,
  en: 1,
  to: 2,
  tre: 3,
  fire: 4,
  fem: 5,
  seks: 6,
  syv: 7,
  otte: 8,
  ni: 9,
  ti: 10,
  elleve: 11,
  tolv: 12,
};
/** An hour of the spoken clock, 1 to 12, in figures or in words. */
const SPOKEN = '(1[0-2]|0?[1-9]|et|en|to|tre|fire|fem|seks|syv|otte|ni|ti|elleve|tolv)';
const spokenHour = (said: string): number => HOUR_WORDS[plain(said)] ?? Number(said);

const CLOCK = '(?:[01]?\\d|2[0-3])[:.][0-5]\\d';

/** Words only Danish (or Norwegian) says: one must be there for any of the rules to read. */
const GATE = new RegExp(
  `${NA}(?:hver|hverdag(?:e|en|ene)?|klokken|dagligt|tirsdag\\p{L}*|l[øo]rdag\\p{L}*|s[øo]ndag\\p{L}*|mandage[rn]?|weekenden)${NB}`,
  'iu',
);

/**
 * Danish words that change the runs and that these rules do not read: "ikke" (not), "undtagen" (except), "kun"
 * (only), "indtil", "til og med", "fra og med" (until, from), "hver anden" (every other), "ulige" (odd), weeks and months ("uge", "måned", a month's name; "ugemøde", the week's meeting, is a meeting's name, set aside by
 * northernMeetingWords.ts), "første", "sidste", "næste", "denne" (first, last,
 * next, this), holidays ("helligdag", "ferie", "jul", "påske").
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:ikke|undtagen|undtaget|kun|indtil|til\\s+og\\s+med|fra\\s+og\\s+med|anden|andre|ulige|uge(?!ntlig${NB})(?!\\p{L}*m[øo]de${NB})\\p{L}*|(?<!${DAY}\\s+i\\s+)m[åa]ned\\p{L}*|januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december|(?<!hver\\s+)f[øo]rste|(?<!hver\\s+)sidste|n[æa]ste|denne|dette|helligdag\\p{L}*|ferie\\p{L}*|jul|p[åa]ske\\p{L}*|i\\s+dag|i\\s+morgen)${NB}`,
  'iu',
);

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

/** Whether an hour said after "hver morgen", "hver aften", "hver nat" fits that part of the day (12 fits none). */
function clockFitsPart(h: number, part: string): boolean {
  if (part === 'morgen') return h >= 4 && h <= 11;
  if (part === 'aften') return (h >= 5 && h <= 11) || (h >= 17 && h <= 23);
  return h <= 5 || h === 10 || h === 11 || h === 22 || h === 23;
}

const RULES: readonly Rule[] = [
  // "halv ni", "halv 9": 8:30; "kvart over ni": 9:15; "kvart i ni": 8:45
  rule(`${NA}(?:(halv)|kvart\\s+(over|i))\\s+${SPOKEN}(?![\\d:.])${NB}`, (_m, half, way, said) => {
    const hour = spokenHour(said);
    const before = half !== undefined || plain(way) === 'i';
    const h = before ? (hour === 1 ? 12 : hour - 1) : hour;
    // a spoken clock says no half of the day: read only where the morning is the one meant as a written "8:30" is
    // (6 to 11; "halv tre" is more often 14:30, "halv ett" noon's or midnight's)
    if (h < 6 || h > 11) return null;
    return `${h}:${half !== undefined ? '30' : before ? '45' : '15'}`;
  }),
  // "mandag til fredag", "mandag-fredag"
  rule(`${NA}(?:fra\\s+)?(${DAY})\\s*(?:til|[–-])\\s*(${DAY})${NB}`, (_m, a, b) => `${stemOf(a)} to ${stemOf(b)}`),
  // "hverdage", "på hverdage", "alle hverdage", "hver hverdag": weekdays
  rule(`${NA}(?:(?:p[åa]|alle)\\s+hverdage(?:ne)?|hver\\s+hverdag|hverdage(?:ne)?)${NB}`, () => 'on weekdays'),
  rule(`${NA}(?:hver\\s+weekend|i\\s+weekenden|(?:p[åa]|alle)\\s+weekender)${NB}`, () => 'on weekends'),
  rule(`${NA}(?:hver\\s+dag|dagligt)${NB}`, () => 'every day'),
  // "hver time": every hour ("time" is the hour in Danish and Norwegian); "hele døgnet", "døgnet rundt": around the
  // clock (all 24 hours, which every hour already is)
  rule(`${NA}hver\\s+time${NB}`, () => 'every hour'),
  rule(`${NA}(?:hele\\s+d[øo]gnet|d[øo]gnet\\s+rundt)${NB}`, () => 'around the clock'),
  // "ugentlig", Norwegian "ukentlig": weekly (the grammar weighs it against the days said, as the English word)
  rule(`${NA}u[gk]entlig${NB}`, () => 'weekly'),
  // the clock said after must fit the part of the day: "hver morgen kl 12" (noon or midnight?), "hver morgen kl 19"
  // stay unread
  rule(
    `${NA}hver\\s+(morgen|aften|nat)${NB}(?=(?:\\s+(?:kl\\.?|klokken|at)\\s*(\\d{1,2})(?!\\d))?)`,
    (_m, part, hh) => {
      const p = plain(part);
      if (hh !== undefined && !clockFitsPart(Number(hh), p)) return null;
      return p === 'morgen' ? 'every morning' : p === 'aften' ? 'every evening' : 'every night';
    },
  ),
  // "hver første onsdag", "hver sidste fredag i måneden": the first Wednesday, the last Friday of every month
  // ("hver anden", "hver andre" stay unread: the second, or every other?)
  rule(
    `${NA}hver\\s+(f[øo]rste|sidste|siste)\\s+(${DAY})(?:\\s+i\\s+m[åa]neden)?${NB}`,
    (_m, which, day) => `the ${/^f/i.test(which) ? 'first' : 'last'} ${stemOf(day)} of every month`,
  ),
  // "hver mandag": every Monday; "om mandagen", "mandage": on Mondays
  rule(`${NA}hver\\s+(${DAY})${NB}`, (_m, day) => `every ${stemOf(day)}`),
  rule(`${NA}om\\s+(${STEM}en)${NB}`, (_m, day) => `on ${stemOf(day)}s`),
  rule(`${NA}(?:(p[åa])\\s+)?(${DAYS})${NB}`, (_m, on, day) => `${on ? 'on ' : ''}${stemOf(day)}s`),
  rule(`${NA}(?:p[åa]\\s+)?(${DAY})${NB}`, (_m, day) => `on ${stemOf(day)}`),
  // "kl 8", "kl. 19", "klokken 7:30": at
  rule(
    `${NA}(?:kl\\.?|klokken)\\s+(${CLOCK}|(?:[01]?\\d|2[0-3])(?![\\d:.]))${NB}`,
    (_m, said) => `at ${spokenClock(said.replace('.', ':'))}`,
  ),
  // "og" between days and clocks: and
  rule(
    `(?<=(?:${EN_DAY}|${CLOCK}|at\\s+\\d{1,2})),?\\s+og\\s+(?=(?:on\\s+)?(?:${EN_DAY}|${CLOCK}|at\\s+\\d)${NB})`,
    () => ' and ',
  ),
];

/** The phrase with its Danish words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readDanishWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readDanishWords, GATE);

/** The Danish word that changes the runs in a phrase said in Danish, which these rules do not read; null when none is. */
export const danishWordChangingRuns = wordChangingRuns(GATE, CHANGES_RUNS);
