import { clockList, clocksIn } from './clockLists.js';
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
 * Words of when in Romanian, as Romanian teams say a schedule ("ședința de tură în fiecare zi la ora 7:45", "curs joi
 * la ora 14:00", "1 Decembrie ora 10:00 mesaj"): each read as the English it stands for, before the phrase is read
 * again, with a note for each. Read only when the phrase cannot be read as it is (from mixedLanguageWords.ts), and only
 * words of when: the job's name ("ședință", "stație meteo") stays as it is, for the name readers.
 * - "în fiecare zi", "zilnic": every day; "în fiecare luni", "în fiecare joi": every Monday, Thursday; "de luni până
 *   vineri": Monday to Friday; "în fiecare zi lucrătoare", "în zilele lucrătoare": weekdays; "vinerea", "lunea",
 *   "sâmbăta" (the day with its article): on Fridays, Mondays, Saturdays;
 * - "la 6 și la 18": a list of hours on the 24-hour clock when one is past 12 (clockLists.ts; "la 6 și la 9" stays
 *   unread: which half?);
 * - the days ("marți", "miercuri", "joi", "vineri", "sâmbătă", "duminică") said alone: the day, as English says it;
 *   "luni" (also "months") only after "în fiecare", "de" or before "la", "ora" or a clock;
 * - "la ora 7:45", "ora 10:00", "la 13:30": at (a clock, or an hour of the 24-hour clock past 12: "la ora 9" is left
 *   to the grammar, which refuses a bare hour on days of the week); "la" is Romanian for "at" before a clock, never
 *   Los Angeles;
 * - "și" between clocks or days: and;
 * - "în prima joi din lună", "ultima vineri a lunii": the first Thursday, the last Friday of the month;
 * - "1 decembrie", "28 octombrie": the date (a day of the month before a month's name only: "mai" alone is "more");
 * - "reamintire", "memento": reminder; "București": Bucharest (a place whose clock it is, as in English).
 * What is not read stays Romanian, and foreignTimeWords.ts keeps such words out of names, so the phrase is refused.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  luni: 'monday',
  marti: 'tuesday',
  miercuri: 'wednesday',
  joi: 'thursday',
  vineri: 'friday',
  sambata: 'saturday',
  duminica: 'sunday',
};
const MONTHS: Readonly<Record<string, string>> = {
  ianuarie: 'january',
  februarie: 'february',
  martie: 'march',
  aprilie: 'april',
  mai: 'may',
  iunie: 'june',
  iulie: 'july',
  august: 'august',
  septembrie: 'september',
  octombrie: 'october',
  noiembrie: 'november',
  decembrie: 'december',
};

const ORDINALS: Readonly<Record<string, string>> = {
  prima: 'first',
  'a doua': 'second',
  'a treia': 'third',
  'a patra': 'fourth',
  ultima: 'last',
};

/** The days, with or without their diacritics (ș and ț with a comma or a cedilla). */
const DAY = '(?:luni|mar[țţt]i|miercuri|joi|vineri|s[âa]mb[ăa]t[ăa]|duminic[ăa])';
/** The days said alone: not "luni" (also the plural of "lună", month), and "marți" only with its ț (see the rule). */
const DAY_ALONE = '(?:mar[țţ]i|miercuri|joi|vineri|s[âa]mb[ăa]t[ăa]|duminic[ăa])';
const MONTH = '(?:ianuarie|februarie|martie|aprilie|mai|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie)';
/** The days with their article ("vinerea": on Fridays), as Romanian says a day that comes again. */
const DAYS_EVERY: Readonly<Record<string, string>> = {
  lunea: 'monday',
  martea: 'tuesday',
  miercurea: 'wednesday',
  joia: 'thursday',
  vinerea: 'friday',
  sambata: 'saturday',
  duminica: 'sunday',
};
const DAY_EVERY = '(?:lunea|mar[țţt]ea|miercurea|joia|vinerea|s[âa]mb[ăa]ta|duminica)';
/** An hour in a list after "la" or "la ora" ("la 6", "la ora 18", "18"). */
const HOUR_ITEM = '(?:la\\s+(?:ora\\s+)?|ora\\s+)?(?:[01]?\\d|2[0-3])(?:[:.][0-5]\\d)?(?![\\d:.])';
/**
 * An hour after "și" in a list: with its own "la" or "ora" ("la 6 și la 18"); "la 9 și 15" is a quarter past nine,
 * not 9 and 15, so a bare number after "și" is no hour of a list (unless commas said the list: "la 6, 12 și 18").
 */
const LED_HOUR_ITEM = '(?:la\\s+(?:ora\\s+)?|ora\\s+)(?:[01]?\\d|2[0-3])(?:[:.][0-5]\\d)?(?![\\d:.])';
/** A clock with its minutes ("7:45", "14.00"). */
const CLOCK = '(?:[01]?\\d|2[0-3])[:.][0-5]\\d';
/** An hour of the 24-hour clock past 12, or midnight said 0 ("la ora 14", "ora 0"). */
const HOUR24 = '(?:1[3-9]|2[0-3]|0?0)(?![\\d:.])';

/** A cheap test that the phrase holds one of the words read here. */
const GATE =
  /(?<![\p{L}])(?:fiecare|zilnic|lucr[ăa]toare|lunea|mar[țţt]ea|miercurea|joia|vinerea|s[âa]mb[ăa]ta|joi|vineri|miercuri|mar[țţt]i|s[âa]mb[ăa]t[ăa]|duminic[ăa]|ora|reamintire|memento|[șş]i|decembrie|ianuarie|februarie|martie|aprilie|iunie|iulie|septembrie|octombrie|noiembrie|bucure[șşs]ti|prima|ultima)(?![\p{L}])/iu;

/** Romanian words alone (not "ora", "prima", shared with Italian and Spanish): a phrase said in Romanian. */
const RO_GATE =
  /(?<![\p{L}])(?:fiecare|zilnic|lucr[ăa]toare|zilele|lunea|mar[țţ]ea|miercurea|joia|vinerea|s[âa]mb[ăa]ta|vineri|miercuri|mar[țţ]i|s[âa]mb[ăa]t[ăa]|duminic[ăa]|reamintire|[șş]i)(?![\p{L}])/iu;

/**
 * Romanian words that change the runs and that these rules do not read: "cu excepția", "excepție", "exceptând",
 * "mai puțin", "în afară de" (except), "nu", "fără" (not, without), "doar", "numai" (only), "până", "de la",
 * "începând", "între", "din 2027" (until, from, between), months (but in a date, "1 decembrie"), weeks and months
 * ("săptămâna", "lunii"), "prima", "ultima", "a doua", "următoarea", "viitoare", "acest" (first, last, second, next,
 * this), "azi", "mâine", holidays and days off ("sărbători", "concediu", "liberă"), "o dată", "de două ori".
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:cu\\s+excep\\p{L}*|excep\\p{L}*|mai\\s+pu[țţt]in|[îi]n\\s+afar[ăa]|nu|f[ăa]r[ăa]|doar|numai|p[âa]n[ăa]|de\\s+la|[îi]ncep[âa]nd|[îi]ntre|din\\s+\\d|${MONTH}|s[ăa]pt[ăa]m[âa]n\\p{L}*|lun[ăa]|lunii|prim(?:a|ul|ele|ii)|ultim(?:a|ul|ele|ii)|a\\s+(?:doua|treia|patra)|al\\s+\\p{L}+lea|urm[ăa]to\\p{L}*|viito\\p{L}*|acest\\p{L}*|aceast[ăa]|azi|ast[ăa]zi|m[âa]ine|s[ăa]rb[ăa]to\\p{L}*|concedi\\p{L}*|vacan\\p{L}*|liber[ăae]?|o\\s+dat[ăa]|odat[ăa]|de\\s+\\p{L}+\\s+ori)${NB}`,
  'iu',
);
/** What the rules below read, which holds such words ("de luni până vineri", "prima joi din lună", "1 decembrie"). */
const READ_SPANS = new RegExp(
  `${NA}(?:(?:de\\s+)?${DAY}\\s*p[âa]n[ăa](?:\\s+[îi]n)?\\s*${DAY}|(?:[îi]n\\s+)?(?:prima|a\\s+doua|a\\s+treia|a\\s+patra|ultima)\\s+${DAY}\\s+(?:din\\s+lun[ăa]|a\\s+lunii)|(?:[1-9]|[12]\\d|3[01])\\s+${MONTH}(?:\\s+20\\d\\d)?)${NB}`,
  'giu',
);

/** The Romanian word that changes the runs in a phrase said in Romanian, which these rules do not read; null when none is. */
export function romanianWordChangingRuns(text: string): string | null {
  if (!RO_GATE.test(text)) return null;
  return CHANGES_RUNS.exec(text.replace(READ_SPANS, ' '))?.[0] ?? null;
}
gatedBy(romanianWordChangingRuns, RO_GATE);

const dayOf = (word: string): string => DAYS[plain(word)] as string;
const clock = (said: string): string => {
  const [h, m] = said.split(/[:.]/);
  return `${String(Number(h)).padStart(2, '0')}:${m ?? '00'}`;
};
const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "în fiecare zi", "zilnic": every day
  // "în fiecare zi lucrătoare", "în zilele lucrătoare": every weekday (before "în fiecare zi"); "zi lucrătoare" alone
  // or after a word that counts it ("a doua zi lucrătoare": the second, or the next one) stays unread
  rule(`${NA}(?:(?:[îi]n\\s+)?fiecare\\s+zi|(?:[îi]n\\s+)?zilele)\\s+lucr[ăa]toare${NB}`, () => 'on weekdays'),
  rule(`${NA}(?:[îi]n\\s+)?fiecare\\s+zi${NB}|${NA}zilnic${NB}`, () => 'every day'),
  // "în fiecare luni": every Monday
  rule(`${NA}(?:[îi]n\\s+)?fiecare\\s+(${DAY})${NB}`, (_m, day) => `every ${dayOf(day)}`),
  // "de luni până vineri", "de luni până în vineri", "luni - vineri"
  rule(
    `${NA}(?:de\\s+)?(${DAY})\\s*(?:p[âa]n[ăa](?:\\s+[îi]n)?|-|–)\\s*(${DAY})${NB}`,
    (_m, a, b) => `${dayOf(a)} to ${dayOf(b)}`,
  ),
  // "în prima joi din lună", "ultima vineri a lunii": the first Thursday, the last Friday of the month
  rule(
    `${NA}(?:[îi]n\\s+)?(prima|a\\s+doua|a\\s+treia|a\\s+patra|ultima)\\s+(${DAY})\\s+(?:din\\s+lun[ăa]|a\\s+lunii)${NB}`,
    (_m, ord, day) => `the ${ORDINALS[plain(ord).replace(/\s+/g, ' ')]} ${dayOf(day)} of the month`,
  ),
  // "1 decembrie", "28 octombrie 2027": the date ("mai" only after a day of the month)
  rule(
    `${NA}([1-9]|[12]\\d|3[01])\\s+(${MONTH})(?:\\s+(20\\d\\d))?${NB}`,
    (_m, n, month, year) => `${MONTHS[plain(month)]} ${Number(n)}${year === undefined ? '' : ` ${year}`}`,
  ),
  // "la 6 și la 18", "la 6, 12 și 18": a list of hours on the 24-hour clock, one of them past 12 (clockLists.ts)
  rule(
    `${NA}${HOUR_ITEM}(?:(?:\\s*,\\s*${HOUR_ITEM})+(?:\\s*,?\\s+[șş]i\\s+${HOUR_ITEM})?|(?:\\s+[șş]i\\s+${LED_HOUR_ITEM})+)${NB}`,
    (m) => {
      const said = clocksIn(m);
      // (clocks all with their minutes are read one by one below)
      if (said.every((c) => /[:.]/.test(c))) return null;
      return said.some((c) => Number(c.split(/[:.]/)[0]) >= 13) ? clockList(said) : null;
    },
  ),
  // "la ora 7:45", "ora 10:00", "la 13:30", "la ora 14": at
  rule(`${NA}(?:la\\s+ora|ora|la)\\s+(${CLOCK}|${HOUR24})${NB}`, (_m, said) => `at ${clock(said)}`),
  // "luni" before "at" or a clock: Monday (elsewhere it may be months)
  rule(`${NA}luni(?=\\s+(?:at\\s+|${CLOCK}))`, () => 'monday'),
  // "vinerea", "lunea", "sâmbăta": on Fridays, Mondays, Saturdays (the day with its article says it comes again)
  rule(`${NA}(${DAY_EVERY})${NB}`, (_m, day) => `on ${DAYS_EVERY[plain(day).toLowerCase()]}s`),
  // (written without its ț, "marti" is as often a name, "call with marti": a day only before "la"/"ora" and a clock)
  rule(`${NA}(${DAY_ALONE})${NB}`, (_m, day) => dayOf(day)),
  rule(`${NA}(marti)${NB}(?=[\\s\\S]*${NA}(?:la|ora)\\s+\\d)`, (_m, day) => dayOf(day)),
  // "și" between clocks or days: and
  rule(
    `(?<=(?:${EN_DAY}|\\d\\d:\\d\\d))\\s+[șş]i\\s+(?=(?:${EN_DAY}|at\\s+\\d|(?:[01]?\\d|2[0-3])[:.][0-5]\\d)${NB})`,
    () => ' and ',
  ),
  rule(`${NA}(?:reamintire|memento)${NB}`, () => 'reminder'),
  // "București": Bucharest, whose clock a time said beside it is on
  rule(`${NA}bucure[șşs]ti${NB}`, () => 'bucharest'),
];

/** The phrase with its Romanian words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readRomanianWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || romanianWordChangingRuns(text) !== null) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readRomanianWords, GATE);
