import { gatedBy } from './readerGates.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy, startsOrEndsWith } from './wordRules.js';

/**
 * Words of when in Korean said in Latin letters, as people in Seoul type them into English chat ("maeil ojeon 9si
 * report", "pyeongil ohu 6si 30bun", "maeju hwayoil jeonyeok 7si", "30bun madaha check"): each read as the English it
 * stands for, with a note for each, before the phrase is read again. Read only when the phrase cannot be read as it is
 * (from mixedLanguageWords.ts), behind a cheap test, and only words of when: the job's name stays as typed.
 *
 * - "maeil": every day; "pyeongil" (also "pyeongil man", only): weekdays; "jumal": weekends; "wolyoil" …
 *   "iryoil" (also "woryoil", "wolyo-il", "mokyoil", "kumyoil", "ilyoil"): Monday … Sunday; "maeju" before a day:
 *   every; two days side by side ("hwayoil mogyoil"): both;
 * - "9si", "18si": 9:00, 18:00 (read as the clock "9:00" is); "9si 30bun", "9si ban": 9:30; with the part of the day
 *   before it: "ojeon" (morning, AM) 1–11, "ohu" (afternoon, PM) 1–11, "achim" (morning) 5–11, "jeomsim" (lunch)
 *   11–2, "jeonyeok" (evening) 5–11, "bam" (night) 7–11, "saebyeok" (small hours) 1–6;
 * - "30bun madaha", "15bun mada": every 30, 15 minutes; "1sigan madaha", "hansigan madaha", "2sigan mada": every hour,
 *   every 2 hours;
 * - "maewol": every month; "maewol 1il", "15il": the 1st (of every month), the 15th; "maewol majimak nal", "wolmal":
 *   the last day of the month; "12wol 24il": December 24; "3wol kkaji", "3wol 15il kkaji": until March (which the
 *   grammar weighs as it does the English), until March 15;
 * - "naeil": tomorrow; "oneul": today; "e" right after a clock (at), apart or after a hyphen ("8si-e"), set aside.
 * Refused as before: "ojeon 12si", "ohu 12si", "bam 12si" (noon or midnight?), "bam 2si" (the night before or after?),
 * "gyeokju" (every other week), "cheotjjae" (first: which count?): the words stay Korean, and unread.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  wol: 'monday',
  wor: 'monday',
  hwa: 'tuesday',
  su: 'wednesday',
  mog: 'thursday',
  mok: 'thursday',
  geum: 'friday',
  kum: 'friday',
  to: 'saturday',
  ir: 'sunday',
  il: 'sunday',
};
/** A day said in full: "wolyoil", "woryoil", "hwayo-il", "geumyoil". */
const DAY = '(?:wol|wor|hwa|su|mog|mok|geum|kum|to|ir|il)-?yo-?il';
const dayOf = (word: string): string => DAYS[word.toLowerCase().replace(/-?yo-?il$/, '')] as string;

/** Words only Korean says. */
const KOREAN = new RegExp(
  `${NA}(?:${DAY}|maeil|maeju|maewol|pyeongil|jumal|ojeon|ohu|naeil|madaha|mada|wolmal|\\d{1,2}(?:si|bun|sigan|il|wol))${NB}`,
  'iu',
);
/** A cheap test, first. */
const GATE = /\d(?:si|bun|sigan|il|wol)\b|yo-?il\b|maeil|maeju|maewol|pyeongil|jumal|ojeon|ohu\b|naeil|mada/i;

const two = (n: number): string => String(n).padStart(2, '0');
const suffix = (n: number): string =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
const MONTHS = [
  '',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The hours each part of the day holds, and which half of the clock they are on ("jeomsim 1si": 1pm). */
const PARTS: Readonly<Record<string, (h: number) => 'am' | 'pm' | null>> = {
  ojeon: (h) => (h >= 1 && h <= 11 ? 'am' : null),
  ohu: (h) => (h >= 1 && h <= 11 ? 'pm' : null),
  achim: (h) => (h >= 5 && h <= 11 ? 'am' : null),
  jeomsim: (h) => (h === 11 ? 'am' : h === 12 || (h >= 1 && h <= 2) ? 'pm' : null),
  jeonyeok: (h) => (h >= 5 && h <= 11 ? 'pm' : null),
  bam: (h) => (h >= 7 && h <= 11 ? 'pm' : null),
  saebyeok: (h) => (h >= 1 && h <= 6 ? 'am' : null),
};
const PART = '(?:ojeon|ohu|achim|jeomsim|jeonyeok|bam|saebyeok)';

const RULES: readonly Rule[] = [
  // "30bun madaha", "15bun mada": every N minutes
  [
    new RegExp(`${NA}(\\d{1,2})\\s*-?\\s*bun\\s+mada(?:ha)?${NB}`, 'giu'),
    (_m, n) => (Number(n) >= 1 && Number(n) <= 59 ? `every ${Number(n)} minutes` : null),
  ],
  // "1sigan madaha", "hansigan madaha", "2sigan mada": every N hours
  [
    new RegExp(`${NA}(\\d{1,2}|han)\\s*-?\\s*sigan\\s+mada(?:ha)?${NB}`, 'giu'),
    (_m, n) => {
      const h = /^han$/i.test(n) ? 1 : Number(n);
      return h === 1 ? 'every hour' : h >= 2 && h <= 12 ? `every ${h} hours` : null;
    },
  ],
  // "ojeon 9si", "ohu 5si 30bun", "jeomsim 12si ban", "9si", "18si 15bun"
  [
    new RegExp(`${NA}(?:(${PART})\\s+)?(\\d{1,2})\\s*-?\\s*si(?:\\s*(ban)|\\s*(\\d{1,2})\\s*-?\\s*bun)?${NB}`, 'giu'),
    (_m, part, hour, ban, minutes) => {
      const h = Number(hour);
      const min = ban !== undefined ? 30 : minutes !== undefined ? Number(minutes) : 0;
      if (min > 59) return null;
      if (part === undefined) return h <= 23 ? `${h}:${two(min)}` : null;
      const half = (PARTS[part.toLowerCase()] as (h: number) => 'am' | 'pm' | null)(h);
      return half === null ? null : `${h}${min === 0 ? '' : `:${two(min)}`}${half}`;
    },
  ],
  // "ohu 3:30", "ojeon 9:00"
  [
    new RegExp(`${NA}(${PART})\\s+(\\d{1,2}):([0-5]\\d)${NB}`, 'giu'),
    (_m, part, hour, min) => {
      const half = (PARTS[part.toLowerCase()] as (h: number) => 'am' | 'pm' | null)(Number(hour));
      return half === null ? null : `${Number(hour)}:${min}${half}`;
    },
  ],
  // "e" after a clock, apart or joined by a hyphen ("8si e", "8si-e"): at
  [/(?<=\d(?::\d\d|am|pm))(?:\s+|-)e(?=,|\s|$)/giu, () => ''],
  // "maeju wolyoil": every Monday; two days side by side: both; a day alone
  [new RegExp(`${NA}maeju\\s+(${DAY})${NB}`, 'giu'), (_m, day) => `every ${dayOf(day)}`],
  [new RegExp(`${NA}(${DAY})(?:\\s*,\\s*|\\s+)(${DAY})${NB}`, 'giu'), (_m, a, b) => `${dayOf(a)} and ${dayOf(b)}`],
  [new RegExp(`${NA}(${DAY})${NB}`, 'giu'), (_m, day) => dayOf(day)],
  // "maewol majimak nal", "wolmal": the last day of the month
  [new RegExp(`${NA}(?:maewol\\s+)?majimak\\s+nal${NB}`, 'giu'), () => 'the last day of every month'],
  [new RegExp(`${NA}wolmal${NB}`, 'giu'), () => 'the last day of the month'],
  // "12wol 24il": December 24 (and "kkaji" after it: until)
  [
    new RegExp(`${NA}(\\d{1,2})\\s*-?\\s*wol\\s+(\\d{1,2})\\s*-?\\s*il(\\s+kkaji)?${NB}`, 'giu'),
    (_m, m, d, until) =>
      Number(m) >= 1 && Number(m) <= 12 && Number(d) >= 1 && Number(d) <= 31
        ? `${until === undefined ? '' : 'until '}${MONTHS[Number(m)]} ${Number(d)}`
        : null,
  ],
  // "maewol 1il": the 1st of every month; "15il": the 15th
  [
    new RegExp(`${NA}maewol\\s+(\\d{1,2})\\s*-?\\s*il${NB}`, 'giu'),
    (_m, n) => (Number(n) >= 1 && Number(n) <= 31 ? `the ${Number(n)}${suffix(Number(n))} of every month` : null),
  ],
  [
    new RegExp(`${NA}(\\d{1,2})\\s*-?\\s*il${NB}`, 'giu'),
    (_m, n) => (Number(n) >= 1 && Number(n) <= 31 ? `the ${Number(n)}${suffix(Number(n))}` : null),
  ],
  [new RegExp(`${NA}maewol${NB}`, 'giu'), () => 'every month'],
  // "3wol kkaji": until March
  [
    new RegExp(`${NA}(\\d{1,2})\\s*-?\\s*wol\\s+kkaji${NB}`, 'giu'),
    (_m, n) => (Number(n) >= 1 && Number(n) <= 12 ? `until ${MONTHS[Number(n)]}` : null),
  ],
  // "pyeongil man maeil", "maeil pyeongil": weekdays
  [new RegExp(`${NA}(?:maeil\\s+)?pyeongil(?:\\s+man)?(?:\\s+maeil)?${NB}`, 'giu'), () => 'weekdays'],
  [new RegExp(`${NA}(?:maeil\\s+)?jumal(?:\\s+man)?${NB}`, 'giu'), () => 'weekends'],
  [new RegExp(`${NA}maeil${NB}`, 'giu'), () => 'every day'],
  // "naeil", "oneul"
  [new RegExp(`${NA}naeil${NB}`, 'giu'), () => 'tomorrow'],
  [new RegExp(`${NA}oneul${NB}`, 'giu'), () => 'today'],
];

/** The phrase with its Korean words of when read as English, a note for each; as it was when it has none. */
export function readKoreanWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || !KOREAN.test(text)) return text;
  return readAndTidy(text, RULES, notes, true);
}
gatedBy(readKoreanWords, GATE);

/**
 * Korean words of a thing done, as a job's name says them ("hoeui", "jugan hoeui", "jeongsan", "toegeun alarm"), and
 * the verb of sending said politely after it ("report bonaejuseyo": please send the report):
 * never a place's name, so the words may be set aside as the task's purpose (trailingPurpose.ts).
 */
const THING_DONE = new Set(
  (
    'hoeui hoeeui hoiui bogo bogoseo ilji jeongsan gyeolsan jeomgeom jeomgeomsa toegeun chulgeun allim alrim yeyak ' +
    'gyeolje napbu geubyeo geupyeo wolgeup sueop undong yak baeup baekeop cheongso mogim hoesik sinmun jeonhwa meil mail seutendeop chungjeon beobhoe yebae misa ' +
    'bonaejuseyo bonaeseyo bonaejwo bonaegi'
  ).split(' '),
);

/**
 * Korean words beside a thing done that negate, stop, cancel, bound or move the runs, alone or with a particle or an
 * ending joined ("an", "anhayo", "maseyo": not, don't; "jungdan", "jungji": stop; "naeilbuteo": from tomorrow;
 * "hanbeonman": only once; "3wolkkaji": until March): the phrase stays refused ("bogo bonaejuseyo anhayo" is never
 * sent every day).
 */
const CHANGING =
  /^(?:an|ani\p{L}*|anh\p{L}*|ann\p{L}*|mal\p{L}*|mas\p{L}*|mot\p{L}*|eop\p{L}*|chwiso\p{L}*|jungdan\p{L}*|jungji\p{L}*|meomch\p{L}*|geuman\p{L}*|jeoe\p{L}*|ppae\p{L}*|naeil\p{L}*|oneul\p{L}*|daeum\p{L}*|ibeon\p{L}*|hanbeon\p{L}*|gyeokju\p{L}*|cheot\p{L}*|majimak\p{L}*)$|(?:buteo|kkaji|man|beon)$/u;

/** Whether words left after the schedule start or end in a Korean word of a thing done ("toegeun alarm"). */
export function koreanTask(words: readonly string[]): boolean {
  if (words.some((w) => CHANGING.test(w.toLowerCase()))) return false;
  return startsOrEndsWith(words, THING_DONE);
}
