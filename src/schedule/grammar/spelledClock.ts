/**
 * Clock times written in words, rewritten into digits before the other clock notations are read: "at nine thirty",
 * "eleven fifty-nine pm", "at one in the afternoon", "from eight to noon", "half past noon", "at oh six hundred
 * hours", "at seventeen hundred"; and, only when a phrase cannot be read otherwise, "at half seven" (half past seven,
 * with a note). A number word is a time only where the words around it make it one: after "at", "from", "to",
 * "until", "by", "between" (or after another time in a list or range), or before "am"/"pm", "o'clock", "in the
 * morning" and the like. Elsewhere ("at one point", "one time", "every two hours") it is left as it is; what the
 * rewrite leaves unread is still refused by the reader.
 */

import { rewriteWordTimes } from './clockWords.js';

export const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
export const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
export const TENS = ['twenty', 'thirty', 'forty', 'fifty'];

const UNIT = `(?:${UNITS.join('|')})`;
/** 1..12, the hours of a 12-hour clock. */
const HOUR12 = `(?:${[...UNITS, 'ten', 'eleven', 'twelve'].join('|')})`;
/** 13..23, the hours only a 24-hour clock has: read only with their minutes or "hundred". */
const HOUR24 = `(?:${TEENS.slice(3).join('|')}|twenty(?:[-\\s](?:one|two|three))?)`;
/** 1..59 as minutes: "oh five", "fifteen", "thirty", "fifty-nine". */
const MINUTE = `(?:(?:oh|o)\\s+${UNIT}|(?:${TENS.join('|')})(?:[-\\s]${UNIT})?|${TEENS.join('|')})`;

/** Words before a number that make it a time: "at nine", "from eight", "until five". */
const PRE = "(?<=\\b(?:at|from|to|till|til|'til|until|by|between|around|about)\\s+|@\\s*)";
/**
 * ... or another time before it in a range ("9 to five", "9-five") or a list ("at 9 and five", "between 9 and five"):
 * not "one" in a list ("at 9 and one on sundays" may count a run).
 */
const TIME_BEFORE = '(?:\\d|\\bnoon|\\bmidnight)(?:\\s*[ap]m)?\\s*';
const AFTER_TIME = `(?:(?<=${TIME_BEFORE}(?:-|\\bto|\\buntil|\\btill)\\s*)|(?<=${TIME_BEFORE}(?:,|\\band|&|\\bor)\\s*)(?!one\\b))`;
/** Words after a number that make it a count or a name, never a time. */
const NOT_AFTER =
  "(?![\\w'-]|\\s*[:.]\\d|\\s*(?:hundred|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?|times?|runs?|off|only|shots?|x|of|points?|more|other|another|people|persons?|st|nd|rd|th)\\b)";
/** Words after a number that make it a time wherever it stands: "nine am", "six in the morning", "ten o'clock". */
const TIME_AFTER =
  "(?=\\s*(?:[ap]m\\b|o'?clock\\b|in\\s+the\\s+(?:morning|afternoon|evening)\\b|at\\s+night\\b|tonight\\b))";
/** Words before a number that make it a count ("every five in the morning"), where TIME_AFTER does not make a time. */
const NOT_BEFORE =
  '(?<!\\b(?:every|each|for|in|within|after|than|last|next|first|the|past|over|x|to|till|before|and|or|from|between)\\s+)';

const CLOCK = `(?<hour>${HOUR24}|${HOUR12})(?:[-\\s]+(?<minute>${MINUTE}))?`;
const AT_CLOCK = new RegExp(`${PRE}\\b${CLOCK}\\b${NOT_AFTER}`, 'g');
const LISTED_CLOCK = new RegExp(`${AFTER_TIME}\\b${CLOCK}\\b${NOT_AFTER}`, 'g');
const SAID_CLOCK = new RegExp(`${NOT_BEFORE}\\b${CLOCK}${TIME_AFTER}`, 'g');
/**
 * "at oh six hundred (hours)", "at seventeen hundred", "nine hundred hours": a military time said aloud. "Hundred"
 * makes it a time after "oh"/"zero", before "hours", or after a word that makes a time with an hour of 10 or more
 * ("at six hundred" may be a count).
 */
const HUNDRED = new RegExp(
  `(?:\\b(?<zero>oh|zero)\\s+(?<unit>${UNIT})|${PRE}\\b(?<at>${HOUR24}|ten|eleven|twelve)|\\b(?<any>${HOUR24}|${HOUR12})(?=\\s+hundred\\s+hours\\b))\\s+hundred(?:\\s+hours)?\\b(?![\\w-])`,
  'g',
);
/** "oh six thirty": a military time with its minutes. */
const OH_CLOCK = new RegExp(`\\b(?:oh|zero)\\s+(?<unit>${UNIT})[-\\s]+(?<minute>${MINUTE})\\b${NOT_AFTER}`, 'g');
/**
 * "at half seven", "until half 5": half past the hour, as Britain and Ireland say it (in Dutch, German and the
 * Nordic languages "half seven" is half an hour before seven). The hour may carry the "at" a later rewrite gives a
 * bare hour before "in the morning" ("at half at 10 in the morning").
 */
const HALF_HOUR = new RegExp(
  `${PRE}\\bhalf\\s+(?:at\\s+)?(?<hour>${HOUR12}|1[0-2]|[1-9])\\b(?![\\w':.-]|\\s*(?:[ap]m\\b|hours?|hrs?|minutes?|mins?|days?|of\\b|an?\\b))`,
  'g',
);
/**
 * "half past noon", "quarter to midnight", "ten past noon", "20 minutes to midnight". As with the hours: digits need
 * "minutes", or "past" ("9 to midnight" is a range), and "from ten to midnight" is a range; "every 10 minutes till
 * midnight" is an interval and its end.
 */
const PAST_NOON =
  /(?<![\d:.])(?<!\b(?:from|between|every|each)\s+)\b(?:(?<min>a\s+quarter|quarter|half|twenty[-\s]five|twenty|ten|five)(?:\s+minutes?)?|(?<num>[1-5]?\d)(?:\s+minutes?|(?=\s+(?:past|after))))\s+(?<dir>past|after|to|till|before)\s+(?<noon>noon|midday|midnight)\b/g;

const NUMBER: ReadonlyMap<string, number> = new Map([
  ...UNITS.map((w, i) => [w, i + 1] as const),
  ...TEENS.map((w, i) => [w, i + 10] as const),
  ...TENS.map((w, i) => [w, (i + 2) * 10] as const),
]);

/** "fifty-nine", "twenty one", "oh five", "fifteen" -> the number. */
function numberOf(words: string): number {
  return words
    .split(/[-\s]+/)
    .filter((w) => w !== 'oh' && w !== 'o')
    .reduce((sum, w) => sum + (NUMBER.get(w) ?? Number.NaN), 0);
}

function two(n: number): string {
  return String(n).padStart(2, '0');
}

function clock(m: string, hourWords: string, minuteWords: string | undefined): string {
  const hour = numberOf(hourWords);
  if (minuteWords === undefined) return hour <= 12 ? String(hour) : m;
  const minute = numberOf(minuteWords);
  if (!(minute >= 1 && minute <= 59)) return m;
  return `${hour}:${two(minute)}`;
}

function clockOf(m: string, ...args: unknown[]): string {
  const g = args[args.length - 1] as { hour: string; minute?: string };
  return clock(m, g.hour, g.minute);
}

const MINUTES_SAID: ReadonlyMap<string, number> = new Map([
  ['a quarter', 15],
  ['quarter', 15],
  ['half', 30],
  ['twenty five', 25],
  ['twenty-five', 25],
  ['twenty', 20],
  ['ten', 10],
  ['five', 5],
]);

function pastNoon(m: string, ...args: unknown[]): string {
  const g = args[args.length - 1] as { min?: string; num?: string; dir: string; noon: string };
  const min = g.min === undefined ? Number(g.num) : (MINUTES_SAID.get(g.min.replace(/\s+/g, ' ')) ?? 0);
  if (!(min >= 1 && min <= 59)) return m;
  const noon = g.noon !== 'midnight';
  if (g.dir === 'past' || g.dir === 'after') return `12:${two(min)} ${noon ? 'pm' : 'am'}`;
  return `11:${two(60 - min)} ${noon ? 'am' : 'pm'}`;
}

/** Cheap tests: a rewrite whose test fails is skipped. */
const NUMBER_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\b/;
const NOON_WORD = /(?:past|after|to|till|before) (?:noon|midday|midnight)/;
const HALF = /\bhalf \w/;

/**
 * "at half seven" -> "at 7:30", with a note: read only when the phrase cannot be read as it is (with the slips), as
 * the meaning differs between languages.
 */
export function readHalfHours(text: string, notes: string[]): string {
  if (!HALF.test(text)) return text;
  return text.replace(HALF_HOUR, (m, h: string) => {
    const hour = NUMBER.get(h) ?? Number(h);
    notes.push(
      `"${m.replace(/\s+at\s+/, ' ')}" read as ${hour}:30 (half past ${hour}), as said in Britain and Ireland.`,
    );
    return `${hour}:30`;
  });
}

export function rewriteSpelledClock(text: string): string {
  let out = text;
  if (NOON_WORD.test(out)) out = out.replace(PAST_NOON, pastNoon);
  if (!NUMBER_WORD.test(out)) return out;
  // "ten to nine", "quarter past six": minutes before an hour, read first so that their hour is not taken alone
  out = rewriteWordTimes(out);
  if (out.includes('hundred')) {
    out = out.replace(HUNDRED, (m, ...args: unknown[]) => {
      const g = args[args.length - 1] as { unit?: string; at?: string; any?: string };
      const hour = numberOf(g.unit ?? g.at ?? g.any ?? '');
      return hour >= 0 && hour <= 23 ? `${two(hour)}:00` : m;
    });
  }
  if (/\b(?:oh|zero) /.test(out)) {
    out = out.replace(OH_CLOCK, (m, ...args: unknown[]) => {
      const g = args[args.length - 1] as { unit: string; minute: string };
      const minute = numberOf(g.minute);
      return minute >= 1 && minute <= 59 ? `${two(numberOf(g.unit))}:${two(minute)}` : m;
    });
  }
  out = out.replace(AT_CLOCK, clockOf).replace(SAID_CLOCK, clockOf);
  // a list or range of times: each rewritten time may make the next word one ("at 9 and five", "9 to five")
  for (let i = 0; i < 4 && NUMBER_WORD.test(out); i++) {
    const next = out.replace(LISTED_CLOCK, clockOf);
    if (next === out) break;
    out = next;
  }
  return out;
}
