import { gatedBy } from './readerGates.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy } from './wordRules.js';

/**
 * Words of when in Greek said in Latin letters, as people in Athens type them into English chat ("kathe Deftera stis
 * 9 to proi", "Triti kai Pempti stis 18:00", "kathe 15 lepta", "teleftaia Paraskevi tou mina"): each read as the
 * English it stands for, with a note for each, before the phrase is read again. Read only when the phrase cannot be
 * read as it is (from mixedLanguageWords.ts), behind a cheap test, and only words of when.
 *
 * - "kathe mera", "kathimerina": every day; "Deftera" … "Kyriaki" (Monday … Sunday; "Savvato", "Savvaton"), "kathe"
 *   before a day: every; "Savvatokyriako" (-a, -ou): weekends; "ektos": except; "kai" between days: and; "DAY me DAY",
 *   "apo DAY mehri DAY", "DAY-DAY": the one to the other ("Deftera me Paraskevi": Monday to Friday);
 * - "stis 9", "stis 18:00": at; with the part of the day after the hour: "to proi" (morning) 1–11, "to mesimeri"
 *   (midday) 12–4, "to apogevma" (afternoon) 12–8, "to vrady" (evening) 5–11: "stis 8 to vrady", "to vrady stis 8"
 *   are 8pm;
 * - "kathe 15 lepta", "kathe misi ora", "kathe ora", "kathe 2 ores": every 15 minutes, 30 minutes, hour, 2 hours;
 * - "kathe mina stis 15", "stis 15 kathe mina", "stis 15 tou mina": the 15th of every month (a number right after
 *   "kathe mina" is a day of the month, not a clock); "teleftaia Paraskevi tou mina": the last Friday of the month;
 *   "proti", "defteri", "triti", "tetarti" before a day with "tou mina": the first … fourth;
 * - "avrio": tomorrow; "simera": today.
 * Refused as before: "Triti", "Tetarti", "Pempti" are also "third", "fourth", "fifth": one said right before another
 * day without "tou mina" ("kathe triti Tetarti": every third Wednesday, or Tuesday and Wednesday?) stays unread, as
 * does "kathe defteri Tetarti" (the second Wednesday, or every other one?); "stis 12 to vrady" (midnight?) and
 * "stis 9 to vrady" read as the evening, but "stis 3 to vrady" stays unread.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  deftera: 'monday',
  triti: 'tuesday',
  tetarti: 'wednesday',
  pempti: 'thursday',
  paraskevi: 'friday',
  savvato: 'saturday',
  savvaton: 'saturday',
  kyriaki: 'sunday',
};
const DAY = '(?:deftera|triti|tetarti|pempti|paraskevi|savvaton?|kyriaki)';
/** Days whose names are also ordinals ("triti": third), and the ordinals themselves. */
const ORDINAL_DAY = '(?:triti|tetarti|pempti|defteri|proti)';
const ORDINALS: Readonly<Record<string, string>> = {
  proti: 'first',
  defteri: 'second',
  triti: 'third',
  tetarti: 'fourth',
  teleftaia: 'last',
  telefteia: 'last',
};
/** A day named as an ordinal right before another day, not of the month: third Wednesday, or Tuesday and Wednesday? */
const ORDINAL_BEFORE_DAY = new RegExp(`${NA}${ORDINAL_DAY}\\s+${DAY}(?!\\s+tou\\s+mina${NB})${NB}`, 'iu');
const dayOf = (word: string): string => DAYS[word.toLowerCase()] as string;

/** Words only Greek says. */
const GREEK = new RegExp(
  `${NA}(?:${DAY}|kathe|kathimerina|stis|savvatokyriak(?:ou|o|a)|avrio|simera|lepta|teleftaia|ektos)${NB}`,
  'iu',
);
/** A cheap test, first. */
const GATE = /kathe|kathimer|stis\b|savvato|deftera|triti|tetarti|pempti|paraskevi|kyriaki|avrio|simera|lepta/i;

const suffix = (n: number): string =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
const dayOfMonth = (n: string, rest: string): string | null =>
  Number(n) >= 1 && Number(n) <= 31 ? `the ${Number(n)}${suffix(Number(n))}${rest}` : null;

/** The hours each part of the day holds, and which half of the clock they are on ("stis 2 to mesimeri": 2pm). */
const PARTS: Readonly<Record<string, (h: number) => 'am' | 'pm' | null>> = {
  proi: (h) => (h >= 1 && h <= 11 ? 'am' : null),
  mesimeri: (h) => (h === 12 || (h >= 1 && h <= 4) ? 'pm' : null),
  apogevma: (h) => (h === 12 || (h >= 1 && h <= 8) ? 'pm' : null),
  vrady: (h) => (h >= 5 && h <= 11 ? 'pm' : null),
  vradi: (h) => (h >= 5 && h <= 11 ? 'pm' : null),
};

const RULES: readonly Rule[] = [
  // a day whose name is also an ordinal, right before another day, without "tou mina": left unread
  // "teleftaia Paraskevi tou mina", "triti Tetarti tou mina": the last Friday, the third Wednesday of the month
  [
    new RegExp(`${NA}(teleftaia|telefteia|proti|defteri|triti|tetarti)\\s+(${DAY})\\s+tou\\s+mina${NB}`, 'giu'),
    (_m, nth, day) => `the ${ORDINALS[nth.toLowerCase()]} ${dayOf(day)} of the month`,
  ],
  [new RegExp(`${NA}(teleftaia|telefteia)\\s+mera\\s+tou\\s+mina${NB}`, 'giu'), () => 'the last day of the month'],
  // "kathe mina stis 15", "stis 15 kathe mina", "stis 15 tou mina": a day of the month
  [
    new RegExp(
      `${NA}kathe\\s+mina\\s+(?:stis|tis)\\s+(\\d{1,2})(?![\\p{L}\\d:])(?!\\s+to\\s+(?:proi|mesimeri|apogevma|vrady|vradi)${NB})`,
      'giu',
    ),
    (_m, n) => dayOfMonth(n, ' of every month'),
  ],
  [
    new RegExp(`${NA}(?:stis|tis)\\s+(\\d{1,2})\\s+(?:kathe|tou)\\s+mina${NB}`, 'giu'),
    (_m, n) => dayOfMonth(n, ' of every month'),
  ],
  [new RegExp(`${NA}kathe\\s+mina${NB}`, 'giu'), () => 'every month'],
  // "kathe 15 lepta", "kathe misi ora", "kathe ora", "kathe 2 ores": every N minutes, hours
  [
    new RegExp(`${NA}kathe\\s+(\\d{1,2})\\s+lepta${NB}`, 'giu'),
    (_m, n) => (Number(n) >= 1 && Number(n) <= 59 ? `every ${Number(n)} minutes` : null),
  ],
  [new RegExp(`${NA}kathe\\s+misi\\s+ora${NB}`, 'giu'), () => 'every 30 minutes'],
  [new RegExp(`${NA}kathe\\s+ora${NB}`, 'giu'), () => 'every hour'],
  [
    new RegExp(`${NA}kathe\\s+(\\d{1,2})\\s+ores${NB}`, 'giu'),
    (_m, n) => (Number(n) >= 2 && Number(n) <= 12 ? `every ${Number(n)} hours` : null),
  ],
  // "(stis) 9 to proi", "7:30 to proi", "stis 8 to vrady": the hour with its half of the day
  [
    new RegExp(
      `${NA}(?:stis\\s+)?(\\d{1,2})(?::([0-5]\\d))?\\s+to\\s+(proi|mesimeri|apogevma|vrady|vradi)${NB}`,
      'giu',
    ),
    (_m, hour, min, part) => {
      const half = (PARTS[part.toLowerCase()] as (h: number) => 'am' | 'pm' | null)(Number(hour));
      return half === null ? null : `at ${Number(hour)}${min === undefined ? '' : `:${min}`}${half}`;
    },
  ],
  // "to proi stis 9": the part of the day said first
  [
    new RegExp(`${NA}to\\s+(proi|mesimeri|apogevma|vrady|vradi),?\\s+stis\\s+(\\d{1,2})(?::([0-5]\\d))?${NB}`, 'giu'),
    (_m, part, hour, min) => {
      const half = (PARTS[part.toLowerCase()] as (h: number) => 'am' | 'pm' | null)(Number(hour));
      return half === null ? null : `at ${Number(hour)}${min === undefined ? '' : `:${min}`}${half}`;
    },
  ],
  // "stis 9", "stis 18:00": at
  [new RegExp(`${NA}stis\\s+(?=\\d{1,2}(?::[0-5]\\d)?${NB})`, 'giu'), () => 'at '],
  // "Deftera me Paraskevi", "apo Deftera mehri Paraskevi": Monday to Friday
  [new RegExp(`${NA}(${DAY})\\s*[-–]\\s*(${DAY})${NB}`, 'giu'), (_m, a, b) => `${dayOf(a)} to ${dayOf(b)}`],
  [
    new RegExp(
      `${NA}(?:apo\\s+(?:tin\\s+)?)?(${DAY})\\s+(?:me|mehri|mexri|eos|ews)\\s+(?:tin\\s+|to\\s+)?(${DAY})${NB}`,
      'giu',
    ),
    (_m, a, b) => `${dayOf(a)} to ${dayOf(b)}`,
  ],
  // "kathe Deftera": every Monday; "Triti kai Pempti": Tuesday and Thursday; a day alone
  [
    new RegExp(`${NA}kathe\\s+(${DAY})((?:\\s*,\\s*(?:${DAY})|\\s+kai\\s+(?:${DAY}))*)${NB}`, 'giu'),
    (_m, day, more) =>
      `every ${dayOf(day)}${more.replace(new RegExp(DAY, 'giu'), (d: string) => dayOf(d)).replace(/\s+kai\s+/giu, ' and ')}`,
  ],
  [
    new RegExp(`${NA}(${DAY})((?:\\s*,\\s*(?:${DAY})|\\s+kai\\s+(?:${DAY}))+)${NB}`, 'giu'),
    (_m, day, more) =>
      `${dayOf(day)}${more.replace(new RegExp(DAY, 'giu'), (d: string) => dayOf(d)).replace(/\s+kai\s+/giu, ' and ')}`,
  ],
  [new RegExp(`${NA}(${DAY})${NB}`, 'giu'), (_m, day) => dayOf(day)],
  // "kathe mera", "kathimerina", "Savvatokyriako", "ektos": every day, weekends, except
  [new RegExp(`${NA}(?:kathe\\s+mera|kathimerina)${NB}`, 'giu'), () => 'every day'],
  [new RegExp(`${NA}(?:to\\s+|ta\\s+)?savvatokyriak(?:ou|o|a)${NB}`, 'giu'), () => 'weekends'],
  [new RegExp(`${NA}ektos(?=\\s+weekends${NB})`, 'giu'), () => 'except'],
  // "avrio", "simera"
  [new RegExp(`${NA}avrio${NB}`, 'giu'), () => 'tomorrow'],
  [new RegExp(`${NA}simera${NB}`, 'giu'), () => 'today'],
];

/** The phrase with its Greek words of when read as English, a note for each; as it was when it has none. */
export function readGreekWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || !GREEK.test(text) || ORDINAL_BEFORE_DAY.test(text)) return text;
  return readAndTidy(text, RULES, notes, true);
}
gatedBy(readGreekWords, GATE);

/**
 * Greek words of a thing done, as a job's name says them ("provoles", "synantisi", "mathima"), or a thing done
 * followed by whom with ("meeting me ton logisti"): set aside as the task's purpose (trailingPurpose.ts).
 */
const THING_DONE = new Set(
  (
    'provoles provoli synantisi syskepsi mathima mathimata provi provés gymnastiki anafora ananeosi plirwmi ' +
    'pliromi logariasmos logariasmoi elegxos elegchos katharismos enimerosi iatros giatros farmako farmaka'
  ).split(' '),
);
/** A Greek noun in the genitive ("plirotitas", "domatiou", "ypallilon"). */
const GENITIVE = /^[a-z]{3,}(?:tas|tos|ou|on|as|is)$/;
/** Stems of Greek words of time ("evdomadas": of the week, "imeras": of the day, "minos", "oras", "wras"; the days, the months, "trimhnou", "eksaminou", "dekapenthimerou", "argias", "epomenis", "teleftaias": a thing done of one of them is a word of when). */
const TIME_STEM =
  /^(?:imer|mer|evdomad|vdomad|min|eto|xron|chron|or|wr|lept|prw|pro|vrad|apogevm|mesimer|nyxt|nycht|deuter|defter|trit|tetart|pempt|paraskev|savvat|sabbat|kyriak|kiriak|ianouar|fevrouar|flevar|mart|april|maio|mai|iouni|iouli|avgoust|augoust|septemvr|septembr|oktovr|oktobr|oktwbr|noemvr|noembr|dekemvr|dekembr|trim|eksamin|examin|dekapenth|argi|epomen|teleft|prohgoum|proigoum)/;
/** "me ton logisti", "me tin omada": with whom. */
const WITH_WHOM = /^(?:me|mazi)$/;
const ARTICLE = /^(?:ton|tin|to|tous|tis|ta)$/;

/** Whether words left after the schedule name a task in Greek ("provoles", "meeting me ton logisti"). */
export function greekTask(words: readonly string[], thing: (w: string) => boolean): boolean {
  const last = words.at(-1);
  if (last !== undefined && THING_DONE.has(last)) return true;
  // a thing done, then whose or of what, in the genitive ("anafora plirotitas": the occupancy report), no word of time
  if (last !== undefined && words.length >= 2 && THING_DONE.has(words.at(-2) as string))
    return GENITIVE.test(last) && !TIME_STEM.test(last);
  const k = words.findIndex((w) => WITH_WHOM.test(w));
  if (k < 1 || k + 2 >= words.length || !ARTICLE.test(words[k + 1] as string)) return false;
  const head = words.slice(0, k);
  return head.every((w) => !/\d/.test(w)) && (thing(head.at(-1) as string) || THING_DONE.has(head.at(-1) as string));
}
