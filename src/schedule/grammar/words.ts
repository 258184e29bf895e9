import type { LocalTime, Weekday } from '../intent.js';

/** Shared vocabulary of the grammar: regex sources and lookups built once at load. */

const DAY_NAMES: ReadonlyArray<readonly [string, Weekday]> = [
  ['sunday', 1],
  ['sun', 1],
  ['monday', 2],
  ['mon', 2],
  ['tuesday', 3],
  ['tues', 3],
  ['tue', 3],
  ['wednesday', 4],
  ['weds', 4],
  ['wed', 4],
  ['thursday', 5],
  ['thurs', 5],
  ['thur', 5],
  ['thu', 5],
  ['friday', 6],
  ['fri', 6],
  ['saturday', 7],
  ['sat', 7],
];
const DAY_MAP = new Map(DAY_NAMES);

/** One day's name as said, without its plural or a dot after it ("wed", "thursday"). */
export const WEEKDAY_WORD = `(?:${DAY_NAMES.map(([n]) => n).join('|')})`;

/** One day name, optionally plural ("mondays") or abbreviated with a dot ("tue."). */
export const DAY = `${WEEKDAY_WORD}(?:s\\b|\\.|\\b)`;

/** A day's name, by the service's number (1 = Sunday). */
export const WEEKDAY_NAME: readonly string[] = [
  '',
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

export function weekdayOf(word: string): Weekday | undefined {
  const w = word.replace(/\.$/, '');
  return DAY_MAP.get(w) ?? (w.endsWith('s') ? DAY_MAP.get(w.slice(0, -1)) : undefined);
}

const MONTH_NAMES: ReadonlyArray<readonly [string, number]> = [
  ['january', 1],
  ['jan', 1],
  ['february', 2],
  ['feb', 2],
  ['march', 3],
  ['mar', 3],
  ['april', 4],
  ['apr', 4],
  ['may', 5],
  ['june', 6],
  ['jun', 6],
  ['july', 7],
  ['jul', 7],
  ['august', 8],
  ['aug', 8],
  ['september', 9],
  ['sept', 9],
  ['sep', 9],
  ['october', 10],
  ['oct', 10],
  ['november', 11],
  ['nov', 11],
  ['december', 12],
  ['dec', 12],
];
const MONTH_MAP = new Map(MONTH_NAMES);

export const MONTH = `(?:${MONTH_NAMES.map(([n]) => n).join('|')})\\.?\\b`;

/**
 * After a month of a list: no day of that month follows ("of march and october 5" ends the list at march), but a
 * clock does ("of feb, may, aug, nov 10am", "of jan apr 07:00"): a number glued to am/pm or with its minutes is the
 * time of day, not a date. A year ("dec 2027") ends the list too.
 */
export const NO_DAY_AFTER = '(?!\\s*(?:\\d{1,2}(?:st|nd|rd|th)?\\b(?![:.]\\d)|\\d{3}))';

export function monthOf(word: string): number | undefined {
  return MONTH_MAP.get(word.replace(/\.$/, ''));
}

const NUMBER_WORDS = new Map<string, number>([
  ['a', 1],
  ['an', 1],
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['fifteen', 15],
  ['twenty', 20],
  ['thirty', 30],
  ['forty', 40],
  ['forty-five', 45],
  ['fifty', 50],
  ['sixty', 60],
]);

/** The hours of a clock in words ("one" .. "twelve"), from the counts. */
export const HOUR_WORDS: ReadonlyMap<string, number> = new Map(
  [...NUMBER_WORDS].filter(([w, n]) => n >= 1 && n <= 12 && w !== 'a' && w !== 'an'),
);

/** A count written in digits or words ("3", "three", "a"). */
export const COUNT = `(?:\\d{1,4}|${[...NUMBER_WORDS.keys()].sort((a, b) => b.length - a.length).join('|')})`;

export function countOf(word: string): number {
  return NUMBER_WORDS.get(word) ?? Number(word);
}

const ORDINAL_WORDS = new Map<string, number>([
  ['first', 1],
  ['second', 2],
  ['third', 3],
  ['fourth', 4],
  ['fifth', 5],
]);

/** An ordinal day of the month: "15th", "1st", "22nd", "3rd". */
export const ORDINAL_DAY = '(?:[12]?\\d|3[01])(?:st|nd|rd|th)\\b';

/** The position of a weekday in its month: first..fifth, 1st..5th, or last. */
export const NTH = '(?:first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)';

export function nthOf(word: string): number | 'last' {
  if (word === 'last') return 'last';
  return ORDINAL_WORDS.get(word) ?? Number.parseInt(word, 10);
}

export function ordinalDayOf(word: string): number {
  return Number.parseInt(word, 10);
}

/** "of the month", "of every month", "each month", "monthly", "a month", "of month": all mean every month. */
export const OF_EVERY_MONTH =
  '(?:\\s+(?:day\\s+)?(?:of\\s+)?(?:the|every|each|a)\\s+month|\\s+(?:day\\s+)?of\\s+month|\\s+monthly)';

/** The words that take something out of a schedule: "except (for)", "but not", "excluding", "apart from", "other than". */
export const EXCEPT_WORD = '(?:except(?:\\s+for)?|but\\s+not|excluding|not|apart\\s+from|other\\s+than)';

/** A plain clock time as said ("noon", "midnight", "6am", "10:30 pm", "22:00") -> hours and minutes. */
export function plainTimeOf(text: string): LocalTime {
  if (text === 'noon' || text === 'midday') return { hour: 12, minute: 0 };
  if (text === 'midnight') return { hour: 0, minute: 0 };
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([ap]m)?$/.exec(text) ?? [];
  let hour = Number(m[1] ?? 0);
  if (m[3] === 'pm' && hour < 12) hour += 12;
  if (m[3] === 'am' && hour === 12) hour = 0;
  return { hour, minute: Number(m[2] ?? 0) };
}

/** The days of the week in German, as English names them. */
export const GERMAN_WEEKDAYS: Readonly<Record<string, string>> = {
  montag: 'monday',
  dienstag: 'tuesday',
  mittwoch: 'wednesday',
  donnerstag: 'thursday',
  freitag: 'friday',
  samstag: 'saturday',
  sonnabend: 'saturday',
  sonntag: 'sunday',
};

/** `text` with every character a regular expression reads as syntax escaped, to match it as written. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
