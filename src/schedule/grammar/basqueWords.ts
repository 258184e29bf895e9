import { gatedBy } from './readerGates.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy, startsOrEndsWith } from './wordRules.js';

/**
 * Words of when in Basque, as people in the Basque Country type a schedule into chat ("astelehenero 9:00etan",
 * "ostegunero 17:30ean", "egunero goizeko 8etan"): each read as the English it stands for, with a note for each,
 * before the phrase is read again. Read only when the phrase cannot be read as it is (from mixedLanguageWords.ts),
 * behind a cheap test, and only words of when: the task's words ("bilera", "txostena bidali") stay as typed, for the
 * name readers.
 * - a day with "-(e)ro" (each) or "-(e)tan" (on ...s): "astelehenero", "astelehenetan" every Monday, "asteartero",
 *   "asteazkenero", "ostegunero", "ostiralero", "larunbatero", "igandero"; "egunero": every day; "astegunero",
 *   "astegunetan": every weekday;
 * - a clock with "-etan", "-ean" (at) joined to it: "9:00etan", "17:30ean" (a clock with its minutes, as written);
 *   a bare hour only with its part of the day before it: "goizeko 8etan" 8am (the morning: 5 to 11), "eguerdiko
 *   12etan" noon (12 to 2), "arratsaldeko 5etan" 5pm (the afternoon: 1 to 8), "gaueko 10etan" 10pm (the night: 8 to
 *   11); a bare hour without it ("8etan": morning or evening?) stays unread.
 * Refused as before: a Basque phrase with a word that negates, bounds or moves the runs which these rules do not read
 * ("ezik", "izan ezik": except, "arte": until, "-tik", "aurrera": from, "bakarrik": only, "ez": not, "gaur", "bihar":
 * today, tomorrow, "lehen", "azken": first, last, "jaiegun", "jaiegunetan": holidays, "behin": once, "astero": every
 * week, on which day?).
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  astelehen: 'monday',
  astearte: 'tuesday',
  asteazken: 'wednesday',
  ostegun: 'thursday',
  ostiral: 'friday',
  larunbat: 'saturday',
  igande: 'sunday',
};
const DAY = '(astelehen|astearte|asteazken|ostegun|ostiral|larunbat|igande)';

/** The hours (0 to 23) each Basque part of the day holds. */
const PARTS: Readonly<Record<string, readonly [number, number]>> = {
  goizeko: [5, 11],
  eguerdiko: [12, 14],
  arratsaldeko: [13, 20],
  gaueko: [20, 23],
};
const PART = '(goizeko|eguerdiko|arratsaldeko|gaueko)';

/** A cheap test: a word ending in "-ero" or "-etan", or a number joined to "-etan", "-ean". */
const GATE = /ero\b|etan\b|\dean\b/i;
/** Words only Basque says. */
const BASQUE = new RegExp(
  `${NA}(?:${DAY}(?:e?ro|e?tan)|egunero|astegun(?:ero|etan)|\\d{1,2}(?::[0-5]\\d)?(?:etan|ean))${NB}`,
  'iu',
);

/** Basque words that change the runs and that these rules do not read (see the module's comment). */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:ezik|arte|artean|aurrera|bakarrik|soilik|ez|gaur|bihar|lehen|lehenengo|azken|azkeneko|jaiegun|jaiegunetan|jaiegunak|behin|astero|hilero|urtero|laneguneta?n|lanegun\\S*|asteburu\\S*|bigarren\\S*|hirugarren\\S*|laugarren\\S*|azken\\S*|hilabete\\S*|\\S+tik)${NB}`,
  'iu',
);

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "astelehenero", "ostegunetan": every Monday, every Thursday
  rule(`${NA}${DAY}(?:e?ro|e?tan)${NB}`, (_m, day) => `every ${DAYS[day.toLowerCase()] as string}`),
  // "egunero": every day; "astegunero": every weekday
  rule(`${NA}egunero${NB}`, () => 'every day'),
  rule(`${NA}astegun(?:ero|etan)${NB}`, () => 'every weekday'),
  // "goizeko 8etan", "arratsaldeko 5:30ean": the hour in its part of the day
  rule(`${NA}${PART}\\s+(1[0-2]|0?[1-9])(:[0-5]\\d)?(?:etan|ean)${NB}`, (_m, part, h, mm) => {
    const [from, to] = PARTS[part.toLowerCase()] as readonly [number, number];
    const hour = Number(h);
    const h24 = [hour % 12, (hour % 12) + 12].find((x) => x >= from && x <= to);
    if (h24 === undefined) return null;
    return `at ${hour}${mm ?? ''}${h24 < 12 ? 'am' : 'pm'}`;
  }),
  // "9:00etan", "17:30ean": at the clock, as written
  rule(`${NA}((?:[01]?\\d|2[0-3]):[0-5]\\d)(?:etan|ean)${NB}`, (_m, clock) => `at ${clock}`),
];

/** The phrase with its Basque words of when read as English, a note for each; the phrase as it was when it has none. */
export function readBasqueWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || !BASQUE.test(text) || CHANGES_RUNS.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readBasqueWords, GATE);

/** The Basque word that changes the runs in a phrase said in Basque, which these rules do not read; null when none is. */
export function basqueWordChangingRuns(text: string): string | null {
  if (!GATE.test(text) || !BASQUE.test(text)) return null;
  return CHANGES_RUNS.exec(text)?.[0] ?? null;
}
gatedBy(basqueWordChangingRuns, GATE);

/**
 * Basque words of a thing done ("bilera": a meeting, "txostena": a report, "bidali": send, "ordainketa": a payment),
 * never a word of when: words left after the schedule that start or end in one are the task's purpose
 * ("ostegunero 17:30ean txostena bidali").
 */
const THING_DONE: ReadonlySet<string> = new Set(
  'bilera bilkura txostena txosten bidali ordainketa ordaindu entrenamendua entrenamendu klasea babeskopia garbiketa'.split(
    ' ',
  ),
);

/** Basque words of when left among them, which keep them unread. */
const CHANGING: ReadonlySet<string> = new Set(
  'ezik arte aurrera bakarrik soilik ez gaur bihar lehen azken jaiegun egun eguna astea hilabete'.split(' '),
);

/** Whether words left after the schedule start or end in a Basque word of a thing done, with no word of when among them. */
export function basqueTask(words: readonly string[]): boolean {
  return startsOrEndsWith(words, THING_DONE, CHANGING);
}
