import { gatedBy } from './readerGates.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy } from './wordRules.js';

/**
 * Words of when in Russian said in Latin letters, as people in Moscow type them into chat ("kazhdyi ponedelnik v
 * 10:00", "po pyatnitsam v 18:00", "kazhdye 2 chasa s 10 do 22", "10 i 25 chisla v 12:00", "v 9 utra"): each read as
 * the English it stands for, with a note for each, before the phrase is read again. Read only when the phrase cannot
 * be read as it is (from mixedLanguageWords.ts), behind a cheap test, and only words of when: the task's words
 * ("planerka", "otchet", "zarplata") stay as typed, for the name readers.
 *
 * - days in their cases ("ponedelnik", "v sredu", "vo vtornik", "po pyatnitsam"): Monday … Sunday; "kazhdyi",
 *   "kazhduyu", "kazhdoe" before a day, "po" before a day said in the plural: every; "v", "vo" before a day: on;
 *   "i" between days or clocks: and; "po budnyam", "v budni": weekdays; "po vykhodnym", "v vykhodnye": weekends;
 * - "kazhdyi den", "ezhednevno": every day; "kazhdyi chas", "kazhdye 2 chasa", "kazhdye 15 minut": every hour, every
 *   2 hours, every 15 minutes;
 * - "v 10:00": at 10:00; "v 9 utra", "8:30 utra": 9am, 8:30am (utra, the morning: 4 to 11); "v 7 vechera": 7pm
 *   (vechera, the evening: 5 to 11); "v 2 dnya": 2pm (dnya, the day: 12 to 5);
 * - "s 10 do 22", "s 9:30 do 18:00": from 10:00 to 22:00 (the end an hour of the afternoon said on the 24-hour clock,
 *   or both said with minutes: "s 9 do 6" stays unread);
 * - "10 chisla", "10 i 25 chisla (kazhdogo mesyatsa)": the 10th (and 25th) of every month;
 * - "po Moskve", "po moskovskomu vremeni", "po msk": Moscow time; "napomni(te)": remind me;
 * - "kazhduyu noch v 2 chasa": every night at 2am (the small hours 1 to 5, or 9 to 11 pm: for a run every night,
 *   which night's date the hour is counted on does not matter);
 * - "do kontsa dekabrya": until the end of December (a month in the genitive; "do kontsa mesyatsa" stays unread).
 * Refused as before: "v 10" with no part of the day (a bare hour), "v 2 nochi" (the night before or after?), "cherez
 * nedelyu" (every other week), "a" (and, but, or instead?): the words stay Russian, and unread.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

/** Each day's stem, and the endings of its cases (nominative, accusative, dative plural). */
const DAY_FORMS: readonly (readonly [RegExp, string])[] = [
  [/^ponedel'?nik/, 'monday'],
  [/^vtornik/, 'tuesday'],
  [/^sred/, 'wednesday'],
  [/^chetverg/, 'thursday'],
  [/^pyatni[tc]/, 'friday'],
  [/^subbot/, 'saturday'],
  [/^voskresen/, 'sunday'],
];
/** A day said in the singular ("ponedelnik", "sredu", "pyatnitsu", "voskresenye"). */
const DAY_ONE =
  "(?:ponedel'?nik|vtornik|sred[au]|chetverg|pyatni(?:ts|c)[au]|subbot[au]|voskresen'?(?:ye|ie|je|e|ya|yu))";
/** A day said in the plural, as "po" takes it ("po ponedelnikam", "po sredam", "po pyatnitsam"). */
const DAY_MANY = "(?:ponedel'?nikam|vtornikam|sredam|chetvergam|pyatni(?:ts|c)am|subbotam|voskresen'?(?:yam|jam|iam))";
const dayOf = (word: string): string =>
  (DAY_FORMS.find(([stem]) => stem.test(word.toLowerCase())) as [RegExp, string])[1];
const dayList = (said: string): string =>
  [...said.matchAll(new RegExp(`${DAY_ONE}|${DAY_MANY}`, 'giu'))].map((m) => dayOf(m[0])).join(' and ');

const EVERY = 'kazhd(?:yi|yy|iy|ij|yj|y|uyu|uju|oe|oye|oje)';
const EVERY_MANY = 'kazhd(?:ye|yje|iye|ie)';

const suffix = (n: number): string =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';

/** Which half of the clock each part of the day puts an hour in. */
const PARTS: Readonly<Record<string, (h: number) => 'am' | 'pm' | null>> = {
  utra: (h) => (h >= 4 && h <= 11 ? 'am' : null),
  vechera: (h) => (h >= 5 && h <= 11 ? 'pm' : null),
  dnya: (h) => (h === 12 || (h >= 1 && h <= 5) ? 'pm' : null),
};

/** The months in the genitive ("dekabrya", "marta"), as "do kontsa" (until the end of) takes them. */
const MONTHS_OF: readonly (readonly [RegExp, string])[] = [
  [/^yanvar/, 'january'],
  [/^fevral/, 'february'],
  [/^mart/, 'march'],
  [/^aprel/, 'april'],
  [/^ma/, 'may'],
  [/^iyun/, 'june'],
  [/^iyul/, 'july'],
  [/^avgust/, 'august'],
  [/^sentyabr/, 'september'],
  [/^oktyabr/, 'october'],
  [/^noyabr/, 'november'],
  [/^dekabr/, 'december'],
];
const monthOf = (word: string): string =>
  (MONTHS_OF.find(([stem]) => stem.test(word.toLowerCase())) as [RegExp, string])[1];
/** "do kontsa dekabrya": until the end of a month said in the genitive. */
const UNTIL_END =
  /(?<![\p{L}\d'’-])do\s+kon(?:ts|c)a\s+(yanvarya|fevralya|marta|aprelya|maya|iyunya|iyulya|avgusta|sentyabrya|oktyabrya|noyabrya|dekabrya)(?![\p{L}\d])/iu;

const RULES: readonly Rule[] = [
  // "kazhdye 2 chasa", "kazhdye 15 minut", "kazhdyi chas", "kazhdyi den", "ezhednevno"
  [
    new RegExp(`${NA}${EVERY_MANY}\\s+(\\d{1,2})\\s+(chasa|chasov|minut|minuty)${NB}`, 'giu'),
    (_m, n, unit) => {
      const k = Number(n);
      if (/^chas/i.test(unit)) return k >= 2 && k <= 12 ? `every ${k} hours` : null;
      return k >= 2 && k <= 59 ? `every ${k} minutes` : null;
    },
  ],
  [new RegExp(`${NA}${EVERY}\\s+chas${NB}`, 'giu'), () => 'every hour'],
  [new RegExp(`${NA}(?:${EVERY}\\s+den'?|ezhednevno)${NB}`, 'giu'), () => 'every day'],
  // "po budnyam", "v budni": weekdays; "po vykhodnym", "v vykhodnye": weekends
  [new RegExp(`${NA}(?:po\\s+budnyam|(?:v\\s+)?budni)${NB}`, 'giu'), () => 'on weekdays'],
  [new RegExp(`${NA}(?:po\\s+vy(?:kh|h)odnym|(?:v\\s+)?vy(?:kh|h)odnye)${NB}`, 'giu'), () => 'on weekends'],
  // "kazhdyi ponedelnik (i chetverg)", "po pyatnitsam (i sredam)": every; "v subbotu", "vo vtornik": on
  [
    new RegExp(`${NA}${EVERY}\\s+(${DAY_ONE}(?:\\s*(?:,|\\s+i)\\s+${DAY_ONE})*)${NB}`, 'giu'),
    (_m, days) => `every ${dayList(days)}`,
  ],
  [
    new RegExp(`${NA}po\\s+(${DAY_MANY}(?:\\s*(?:,|\\s+i)\\s+${DAY_MANY})*)${NB}`, 'giu'),
    (_m, days) => `every ${dayList(days)}`,
  ],
  [
    new RegExp(`${NA}vo?\\s+(${DAY_ONE}(?:\\s*(?:,|\\s+i)\\s+(?:vo?\\s+)?${DAY_ONE})*)${NB}`, 'giu'),
    (_m, days) => `on ${dayList(days)}`,
  ],
  // "10 chisla", "10 i 25 chisla (kazhdogo mesyatsa)": days of every month
  [
    new RegExp(
      `${NA}(\\d{1,2}(?:\\s*(?:,|\\s+i)\\s+\\d{1,2})*)(?:-?go)?\\s+chisla(?:\\s+kazhdogo\\s+mesyatsa)?${NB}`,
      'giu',
    ),
    (_m, said) => {
      const days = [...said.matchAll(/\d{1,2}/g)].map((d) => Number(d[0]));
      if (days.some((d) => d < 1 || d > 31)) return null;
      const named = days.map((d) => `${d}${suffix(d)}`);
      return `the ${named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`} of every month`;
    },
  ],
  // "v 9 utra", "8:30 utra", "v 7 vechera", "v 2 dnya"
  [
    new RegExp(`${NA}(?:vo?\\s+)?(\\d{1,2})(?::([0-5]\\d))?\\s+(utra|vechera|dnya)${NB}`, 'giu'),
    (_m, hour, min, part) => {
      const h = Number(hour);
      const half = (PARTS[part.toLowerCase()] as (h: number) => 'am' | 'pm' | null)(h);
      return half === null ? null : `at ${h}${min === undefined ? '' : `:${min}`}${half}`;
    },
  ],
  // "kazhduyu noch v 2 chasa", "kazhduyu noch v 3": every night at that hour (the small hours 1 to 5, or 9 to 11 of
  // the evening; which night's date it is does not matter for a run every night); midnight and the rest stay unread
  [
    new RegExp(
      `${NA}${EVERY}\\s+noch'?(?:yu)?\\s+vo?\\s+(\\d{1,2})(?::([0-5]\\d))?(?:\\s+chas(?:a|ov)?)?(?:\\s+nochi)?${NB}`,
      'giu',
    ),
    (_m, hour, min) => {
      const h = Number(hour);
      const half = h >= 1 && h <= 5 ? 'am' : h >= 9 && h <= 11 ? 'pm' : null;
      return half === null ? null : `every day at ${h}${min === undefined ? '' : `:${min}`}${half}`;
    },
  ],
  // "do kontsa dekabrya": until the end of December
  [new RegExp(UNTIL_END.source, 'giu'), (_m, month) => `until the end of ${monthOf(month)}`],
  // "s 10 do 22", "s 9:30 do 18:00": from ... to, only on the 24-hour clock
  [
    new RegExp(`${NA}s\\s+(\\d{1,2})(?::([0-5]\\d))?\\s+do\\s+(\\d{1,2})(?::([0-5]\\d))?${NB}`, 'giu'),
    (_m, h1, m1, h2, m2) => {
      const a = Number(h1);
      const b = Number(h2);
      if (a > 23 || b > 23 || a >= b) return null;
      if (b < 13 && (m1 === undefined || m2 === undefined)) return null;
      return `from ${a}:${m1 ?? '00'} to ${b}:${m2 ?? '00'}`;
    },
  ],
  // "v 10:00": at
  [new RegExp(`${NA}vo?\\s+(?=(?:[01]?\\d|2[0-3]):[0-5]\\d${NB})`, 'giu'), () => 'at '],
  // "po Moskve", "po moskovskomu (vremeni)", "po msk": Moscow time
  [new RegExp(`${NA}(?:po\\s+(?:moskve|msk|moskovskomu(?:\\s+vremeni)?))${NB}`, 'giu'), () => 'moscow time'],
  // "napomni ... pro otchet": remind ... about the report ("pro" only after "napomni", said before it)
  [new RegExp(`(?<=${NA}napomni(?:te)?${NB}.*\\s)pro(?=\\s+\\p{L})`, 'giu'), () => 'about'],
  // "napomni", "napomnite": remind me
  [new RegExp(`${NA}napomni(?:te)?${NB}`, 'giu'), () => 'remind me'],
];

/** A cheap test, first. */
const GATE =
  /kazhd|ezhedn|budn|vy(?:kh|h)odn|ponedel|vtornik|sred[auy]|chetverg|pyatni|subbot|voskres|chisla|utra|vechera|dnya|napomni|moskv|moskovsk/i;
/** The phrase without what "do kontsa <month>" says, read above, for the test of words that change the runs. */
const withoutUntilEnd = (text: string): string => (/kon[tc]/i.test(text) ? text.replace(UNTIL_END, ' ') : text);
/** Words only Russian says. */
const RUSSIAN = new RegExp(
  `${NA}(?:${EVERY}|${EVERY_MANY}|ezhednevno|budnyam|budni|vy(?:kh|h)odnym|vy(?:kh|h)odnye|${DAY_ONE}|${DAY_MANY}|chisla|utra|vechera|napomni(?:te)?|moskve)${NB}`,
  'iu',
);

/**
 * Russian words that change the runs and that these rules do not read: "ne" (not), "krome" (except), "do" before a
 * word (until: "do maya"; "s 10 do 22" is read above), "s"/"ot" before a month (from), months in their cases, seasons
 * ("letom", "zimoi"), "etot"/"eti"/"sleduyushchii"/"proshlyi" (this, next, last), "cherez" (every other), ordinals
 * ("pervyi", "posledniy"), "nedel" (weeks), holidays ("prazdnik"). Where one is said, nothing is read, and the phrase
 * is refused as before: the rest of it never becomes the job's name.
 */
const MONTH =
  '(?:yanvar|fevral|mart|aprel|ma(?:i|y|ya|e|yu|em)(?!\\p{L})|iyun|iyul|avgust|sentyabr|oktyabr|noyabr|dekabr)\\p{L}*';
const CHANGES_RUNS = new RegExp(
  `${NA}(?:ne|krome|isklyuchaya|do\\s+(?!\\d)\\p{L}+|ot\\s+${MONTH}|s\\s+${MONTH}|${MONTH}|let[oa]m?|zim(?:oi|oj|oy|a|u|e)|vesn(?:oi|oj|oy|a|u|e)|osen(?:yu|'?ju|iu|ju)|leto|zimoi|et(?:ot|a|u|i|om|oi|oj|ikh|ih)|sleduyushch\\p{L}*|sled\\p{L}*|proshl\\p{L}*|cherez|pervy\\p{L}*|pervo\\p{L}*|vtor(?:oi|oy|oj|uyu|ogo)|tret\\p{L}*|chetvert\\p{L}*|posledn\\p{L}*|nedel\\p{L}*|prazdnik\\p{L}*|mesyats(?!a${NB})\\p{L}*|god\\p{L}*|kvartal\\p{L}*)${NB}`,
  'iu',
);

/** The phrase with its Russian words of when read as English, a note for each; as it was when it has none. */
export function readRussianWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || !RUSSIAN.test(text) || CHANGES_RUNS.test(withoutUntilEnd(text))) return text;
  return readAndTidy(text, RULES, notes, true);
}
gatedBy(readRussianWords, GATE);

/** The Russian word that changes the runs in a phrase said in Russian, which these rules do not read; null when none is. */
export function russianWordChangingRuns(text: string): string | null {
  if (!GATE.test(text) || !RUSSIAN.test(text)) return null;
  return CHANGES_RUNS.exec(withoutUntilEnd(text))?.[0] ?? null;
}
gatedBy(russianWordChangingRuns, GATE);
