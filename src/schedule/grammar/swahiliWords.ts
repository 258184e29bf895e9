import { gatedBy } from './readerGates.js';
import { nth } from './spokenClocks.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy, startsOrEndsWith } from './wordRules.js';

/**
 * Words of when in Swahili, as East African teams say a schedule whole or mix it into English ("kila siku saa mbili
 * usiku", "staff meeting kila Jumatano saa kumi jioni"): each read as the English it stands for, before the phrase is
 * read again, with a note for each. Read only when the phrase cannot be read as it is (from mixedLanguageWords.ts),
 * and only words of when: the job's name stays as it is, for the name readers.
 * - Swahili time counts the hours from 6 o'clock: "saa moja" is 7, "saa mbili" 8, "saa tatu" 9, "saa sita" 12, "saa
 *   nane" 2, "saa kumi" 4, "saa kumi na mbili" 6. A clock is read only with its part of the day, which says the half
 *   of the day and must fit the hour: "asubuhi" (morning, 5 to 11 AM), "mchana" (midday, 12 to 4 PM), "jioni"
 *   (evening, 4 to 7 PM), "usiku" (night, 7 to 11 PM), "alfajiri" (dawn, 4 to 6 AM), "alasiri" (the afternoon of
 *   the Asr prayer, 1 to 5 PM: "saa 9 alasiri" is 3:00 PM, as 9 AM and 9 PM are outside it): "saa tatu asubuhi" 9:00 AM,
 *   "saa nane mchana" 2:00 PM, "saa kumi jioni" 4:00 PM, "saa mbili usiku" 8:00 PM, each with a note of the
 *   conversion; "na nusu" half past, "na robo" a quarter past, "kasorobo" a quarter to;
 * - an hour in figures with a part of the day ("saa 1 asubuhi") is Swahili time too (7:00 AM), but only where the
 *   hour read on the international clock would not fit the part ("saa 11 asubuhi": 5 AM in Swahili time, or 11 AM?
 *   "saa 2 usiku": 8 PM, or 2 AM? both stay unread); the same clock said again in brackets ("saa 1 asubuhi (7am)") is
 *   set aside, another one is left for the grammar to refuse;
 * - days: "Jumatatu" Monday, "Jumanne" Tuesday, "Jumatano" Wednesday, "Alhamisi" Thursday, "Ijumaa" Friday,
 *   "Jumamosi" Saturday, "Jumapili" Sunday; "kila" before a day: every; "na" between days or clocks: and; "hadi",
 *   "mpaka" between days: to;
 * - "kila siku": every day; "kila saa" (not before an hour): every hour; "kila dakika 15": every 15 minutes;
 *   "siku za kazi": weekdays; "wikendi": weekends;
 * - "kila tarehe 1", "tarehe 1 kila mwezi", "kila mwezi tarehe 1": the 1st of every month; "kila Jumamosi ya kwanza
 *   ya mwezi": the first Saturday of the month ("pili", "tatu", "nne", "mwisho": second, third, fourth, last);
 * - "kumbusha": remind; "nikumbushe": remind me;
 * - "ripoti ya wiki", "mkutano wa mwezi": the weekly report, the monthly meeting (set aside by the grammar only beside
 *   runs as often).
 * Refused as before: a clock without its part of the day ("saa tatu": 9 in Swahili time, but the morning's or the
 * evening's?), a part that does not fit the hour ("saa tatu jioni"), and the hours of the night after midnight
 * ("saa sita usiku": the midnight that starts the day named, or ends it?). "saa" and "kila" alone set off nothing.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  jumatatu: 'monday',
  jumanne: 'tuesday',
  jumatano: 'wednesday',
  alhamisi: 'thursday',
  ijumaa: 'friday',
  jumamosi: 'saturday',
  jumapili: 'sunday',
};
const DAY = '(?:jumatatu|jumanne|jumatano|alhamisi|ijumaa|jumamosi|jumapili)';
const EN_DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';

/** The Swahili hours (counted from 6 o'clock), by their words. */
const HOUR_WORDS: Readonly<Record<string, number>> = {
  moja: 1,
  mbili: 2,
  tatu: 3,
  nne: 4,
  tano: 5,
  sita: 6,
  saba: 7,
  nane: 8,
  tisa: 9,
  kumi: 10,
  'kumi na moja': 11,
  'kumi na mbili': 12,
};
const HOUR_WORD = '(?:kumi\\s+na\\s+(?:moja|mbili)|moja|mbili|tatu|nne|tano|sita|saba|nane|tisa|kumi)';
const PART = '(?:asubuhi|mchana|alasiri|jioni|usiku|alfajiri)';
const EN_CLOCK = '(?:(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s*[ap]\\.?m\\.?|(?:[01]?\\d|2[0-3]):[0-5]\\d)';

/** "saa tatu asubuhi", "saa 1 asubuhi (7am)", "saa nne na nusu asubuhi". */
const CLOCK = new RegExp(
  `${NA}saa\\s+(${HOUR_WORD}|1[0-2]|0?[1-9])(?:\\s+(na\\s+nusu|na\\s+robo|kasoro\\s+robo|kasorobo))?\\s+(?:za\\s+)?(${PART})${NB}(?:\\s*\\(\\s*(${EN_CLOCK})\\s*\\))?`,
  'giu',
);

/** The hours (0 to 23) each part of the day holds, for a Swahili clock. */
const PART_HOURS: Readonly<Record<string, readonly [number, number]>> = {
  alfajiri: [4, 6],
  asubuhi: [5, 11],
  mchana: [12, 16],
  alasiri: [13, 17],
  jioni: [16, 19],
  usiku: [19, 23],
};
/** The hours each part may hold said on the international clock ("usiku" runs on past midnight). */
const fitsWide = (hour: number, part: string): boolean =>
  part === 'usiku'
    ? hour >= 19 || hour <= 4
    : hour >= (PART_HOURS[part] as [number, number])[0] && hour <= (PART_HOURS[part] as [number, number])[1];
const fits = (hour: number, part: string): boolean =>
  hour >= (PART_HOURS[part] as [number, number])[0] && hour <= (PART_HOURS[part] as [number, number])[1];

/** An hour of 1 to 12 said with a part of the day, on the 24-hour clock: the half of the day the part says. */
function inPart(hour12: number, part: string): number | null {
  for (const h of [hour12 % 12, (hour12 % 12) + 12]) if (fitsWide(h, part)) return h;
  return null;
}

/** 14:30 → "2:30pm". */
function english(hour: number, minute: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}${minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`}${hour < 12 ? 'am' : 'pm'}`;
}

/** "20:00" → "8:00 PM", for the note. */
function spoken(hour: number, minute: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A Swahili clock as English says it, with the note of its conversion, or null where it stays unread. */
function swahiliClock(
  said: string,
  minutes: string | undefined,
  partWord: string,
): { hour: number; minute: number } | null {
  const part = partWord.toLowerCase();
  const word = said.toLowerCase().replace(/\s+/g, ' ');
  const figures = /^\d/.test(word);
  const n = figures ? Number(word) : (HOUR_WORDS[word] as number);
  // counted from 6 o'clock: saa moja is 7, saa sita 12, saa kumi na mbili 6
  let hour12 = ((n + 6 - 1) % 12) + 1;
  let minute = 0;
  const m = (minutes ?? '').toLowerCase().replace(/\s+/g, ' ');
  if (m === 'na nusu') minute = 30;
  else if (m === 'na robo') minute = 15;
  else if (m !== '') {
    minute = 45;
    hour12 = hour12 === 1 ? 12 : hour12 - 1;
  }
  // the half of the day the part says, within the part's own hours (past midnight stays unread)
  const hour = [hour12 % 12, (hour12 % 12) + 12].find((h) => fits(h, part));
  if (hour === undefined) return null;
  // an hour in figures that fits the part on the international clock too: which one?
  if (figures && inPart(n, part) !== null) return null;
  return { hour, minute };
}

const rule = (pattern: string, read: Rule[1]): Rule => [new RegExp(pattern, 'giu'), read];
const day = (word: string): string => DAYS[word.toLowerCase()] as string;

/** The ordinals said after a day of the month's ("Jumamosi ya kwanza ya mwezi"). */
const ORDINAL_OF_MONTH: Readonly<Record<string, string>> = {
  kwanza: 'first',
  pili: 'second',
  tatu: 'third',
  nne: 'fourth',
  mwisho: 'last',
};

/** Swahili nouns of a report or a meeting, which "ya wiki" (the week's) or "ya mwezi" (the month's) may follow. */
const REPORT_OR_MEETING: Readonly<Record<string, string>> = {
  ripoti: 'report',
  taarifa: 'report',
  mkutano: 'meeting',
  kikao: 'meeting',
};

const RULES: readonly Rule[] = [
  // "ripoti ya wiki" (the week's report), "mkutano wa mwezi", "kikao cha wiki" (the month's meeting, the week's): weekly, monthly, as English says
  // it; the grammar then sets the words aside only where the runs are as often ("every monday ..., weekly report")
  rule(`${NA}(ripoti|taarifa|mkutano|kikao)\\s+(?:wa|ya|cha)\\s+(wiki|mwezi)${NB}`, (_m, thing, when) => {
    const often = when.toLowerCase() === 'wiki' ? 'weekly' : 'monthly';
    return `${often} ${REPORT_OR_MEETING[thing.toLowerCase()]}`;
  }),
  // "kila tarehe 1", "tarehe 1 kila mwezi", "kila mwezi tarehe 1": the 1st of every month
  rule(
    `${NA}kila\\s+(?:mwezi\\s+)?tarehe\\s+([1-9]|[12]\\d|3[01])${NB}(?!:)`,
    (_m, n) => `the ${nth(n)} of every month`,
  ),
  rule(
    `${NA}tarehe\\s+([1-9]|[12]\\d|3[01])\\s+(?:ya\\s+)?kila\\s+mwezi${NB}`,
    (_m, n) => `the ${nth(n)} of every month`,
  ),
  // "kila siku", "kila saa" (not before an hour), "kila dakika 15"
  rule(`${NA}kila\\s+siku${NB}(?!\\s+za\\s+kazi)`, () => 'every day'),
  rule(`${NA}kila\\s+saa${NB}(?!\\s+(?:${HOUR_WORD}|\\d))`, () => 'every hour'),
  rule(`${NA}kila\\s+dakika\\s+(\\d{1,2})${NB}`, (_m, n) => `every ${n} minutes`),
  rule(`${NA}(?:kila\\s+)?siku\\s+za\\s+kazi${NB}`, () => 'weekdays'),
  rule(`${NA}(?:kila\\s+)?wikendi${NB}`, () => 'weekends'),
  // "kila Jumamosi ya kwanza ya mwezi": the first Saturday of the month ("pili", "tatu", "nne": the second, third,
  // fourth; "mwisho": the last), said with "ya mwezi" only ("Jumamosi ya kwanza" alone: of what?)
  rule(
    `${NA}(?:kila\\s+)?(${DAY})\\s+ya\\s+(kwanza|pili|tatu|nne|mwisho)\\s+(?:ya|wa)\\s+(?:kila\\s+)?mwezi${NB}`,
    (_m, d, n) => `every ${ORDINAL_OF_MONTH[n.toLowerCase()] as string} ${day(d)} of the month`,
  ),
  // days: "kila Jumatatu", "Jumamosi na Jumapili", "Jumatatu hadi Ijumaa"
  rule(`${NA}kila\\s+(${DAY})${NB}`, (_m, d) => `every ${day(d)}`),
  rule(`${NA}(${DAY})${NB}`, (_m, d) => day(d)),
  rule(`(?<=${EN_DAY})\\s+na\\s+(?=(?:every\\s+)?${EN_DAY}${NB})`, () => ' and '),
  rule(`(?<=${EN_DAY})\\s+(?:hadi|mpaka)\\s+(?=${EN_DAY}${NB})`, () => ' to '),
  // "saa tatu asubuhi na saa kumi jioni": and
  rule(`(?<=\\d(?:am|pm))\\s+na\\s+(?=at\\s+\\d)`, () => ' and '),
  // "kumbusha", "nikumbushe": remind, remind me
  rule(`${NA}nikumbushe${NB}`, () => 'remind me'),
  rule(`${NA}kumbusha${NB}`, () => 'remind'),
];

/** A cheap test that the phrase holds a Swahili word of when. */
const GATE = new RegExp(`${NA}(?:${DAY}|${PART}|kila|tarehe|wikendi|kumbusha|nikumbushe)${NB}`, 'iu');

/** The phrase with its Swahili words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readSwahiliWords(text: string, notes: string[]): string {
  if (!GATE.test(text)) return text;
  const clocks = text.replace(CLOCK, (m, said: string, minutes: string | undefined, part: string, again?: string) => {
    const clock = swahiliClock(said, minutes, part);
    if (clock === null) return m;
    const said24 = english(clock.hour, clock.minute);
    const same = again === undefined || again.replace(/[\s.]/g, '').toLowerCase().replace(/:00/, '') === said24;
    if (!same) return m;
    const main = m.replace(/\s*\([^)]*\)$/, '');
    notes.push(
      `"${main}" read as ${spoken(clock.hour, clock.minute)} (Swahili time counts the hours from 6 o'clock)${again === undefined ? '' : `; "(${again})" says the same time, set aside`}.`,
    );
    return `at ${said24}`;
  });
  return readAndTidy(clocks, RULES, notes);
}
gatedBy(readSwahiliWords, GATE);

/**
 * Swahili words of a thing done ("ripoti", "mkutano", "ibada", "dawa"): never a word of when nor a place's name, so
 * words left after the schedule that start or end in one may be set aside as the task's purpose (trailingPurpose.ts),
 * as "report" and "meeting" are: "kila Ijumaa saa 9 alasiri ripoti".
 */
const THING_DONE: ReadonlySet<string> = new Set(
  // (and the verbs of a task said first: "funga ghala": close the store, "tuma ripoti": send the report)
  'ripoti mkutano kikao ibada dawa malipo mshahara usafi mazoezi darasa somo taarifa maombi funga fungua tuma safisha lipa'.split(
    ' ',
  ),
);

/**
 * Swahili words of a task, a thing done and where ("ghala": a store, "duka": a shop), never a slip of an English word
 * or a place's name (slips.ts: "ghala" is no "ghana").
 */
export const SWAHILI_WORDS: ReadonlySet<string> = new Set([
  ...THING_DONE,
  'ghala',
  'maghala',
  'duka',
  'maduka',
  'shamba',
]);

/** Swahili words beside a thing done that negate, cancel, bound or move the runs: the phrase stays refused. */
const CHANGING: ReadonlySet<string> = new Set(
  'hakuna si sio siyo bila isipokuwa ila kuanzia tangu hadi mpaka ijayo kesho leo wiki tu pekee umeahirishwa imeahirishwa kimeahirishwa kuahirishwa imefutwa umefutwa kimefutwa kufutwa mara mwisho jioni asubuhi usiku mchana mwaka mwezi'.split(
    ' ',
  ),
);

/** Whether words left after the schedule start or end in a Swahili word of a thing done. */
export function swahiliTask(words: readonly string[]): boolean {
  return startsOrEndsWith(words, THING_DONE, CHANGING);
}
