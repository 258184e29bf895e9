import type { ScheduleProblem } from '../problem.js';

/**
 * A bare hour said with "tonight" ("scrim 6 tonight", "tonight at 8:30"): the evening of today. "tonight" says the
 * half of the day that a bare hour on one day lacks (`oneOff.ts` refuses "6" on one day as 6 AM or 6 PM), so the hour
 * is read in the afternoon or evening. Only hours 5 to 11 (with or without minutes): "tonight at 12" or "1 tonight"
 * could be the small hours after midnight, which is another date, and stay refused; a clock said with its half of the
 * day or in 24 hours ("18:00") is left as it is. Only where no other number is said ("game 7 tonight at 8pm" is
 * the game's number), and "N tonight" only after "at", a mark or a word that leads to a time, never right after a
 * name's word ("channel 9 tonight", "top 10 tonight").
 */

export interface TonightHourReading {
  readonly text: string;
  readonly note: string;
}

export const TONIGHT_HOUR_GATE = /\btonight\b/i;

const HOUR = '(?<h>[5-9]|1[01])(?::(?<m>[0-5]\\d))?';
/** Not followed by its half of the day, a unit, more of a clock or a number. */
const BARE_END =
  "(?![\\d:.]|\\s*(?:[ap]\\.?m\\b|h\\b|hrs?\\b|hours?\\b|min|mins?\\b|minutes?\\b|o'?clock\\b|%|x\\b|st\\b|nd\\b|rd\\b|th\\b))";
const BEFORE = new RegExp(`(?<![\\d:/.#-])\\b(?:at\\s+|@\\s*)?${HOUR}${BARE_END}\\s+tonight\\b`, 'i');
const AFTER = new RegExp(`\\btonight\\s+(?:at\\s+|@\\s*)?${HOUR}\\b${BARE_END}`, 'i');

/** Any number of one or two digits right before "tonight" (a bare hour or not). */
const NUMBER_TONIGHT = new RegExp(`(?<![\\d:/.#-])\\b(?:at\\s+|@\\s*)?\\d{1,2}${BARE_END}\\s+tonight\\b`, 'i');

const TWELVE_BEFORE = new RegExp(`(?<![\\d:/.#-])\\b(?:at\\s+|@\\s*)?12(?::[0-5]\\d)?${BARE_END}\\s+tonight\\b`, 'i');
const TWELVE_AFTER = new RegExp(`\\btonight\\s+(?:at\\s+|@\\s*)?12(?::[0-5]\\d)?\\b${BARE_END}`, 'i');

/**
 * "tonight at 12", "12:30 tonight": the midnight that ends today, or a slip for noon? Never today's noon, which
 * "tonight" rules out, and the small hours after midnight are tomorrow's date: asked.
 */
export function tonightTwelve(phrase: string): ScheduleProblem | null {
  if (!TONIGHT_HOUR_GATE.test(phrase)) return null;
  const m = TWELVE_BEFORE.exec(phrase) ?? TWELVE_AFTER.exec(phrase);
  if (m === null) return null;
  return {
    code: 'unparseable',
    message: `"${m[0].trim()}" is past midnight, on tomorrow's date, not today's noon.`,
    hint: 'Say the date and time, e.g. "tomorrow at 00:30", or "today at 12:30pm".',
  };
}

/** What may come right before "N tonight" said without "at": the start, a mark, or a word that leads to a time. */
const LEADS_TO_TIME =
  /(?:^|[,:;(\u2013\u2014]|\s-|\b(?:me|us|them|you|everyone|everybody|by|around|about|from|till|until|is|starts?|begins?|off|out|up|in|open|opens|close|closes))\s*$/i;

/** Whether "N tonight" (said without "at") comes right after a name's word: "game 7 tonight", "channel 9 tonight". */
function afterNameWord(phrase: string, m: RegExpExecArray): boolean {
  return !/^\s*(?:at|@)/i.test(m[0]) && !LEADS_TO_TIME.test(phrase.slice(0, m.index));
}

/**
 * "watch game 7 tonight", "channel 9 tonight", "top 10 tonight": a number right after a name's word, then "tonight",
 * may be the name's own number, not the hour: asked, before a reader sets the name aside and reads the number as the
 * hour.
 */
export function tonightNameNumber(phrase: string): ScheduleProblem | null {
  if (!TONIGHT_HOUR_GATE.test(phrase)) return null;
  const m = NUMBER_TONIGHT.exec(phrase);
  if (m === null || !afterNameWord(phrase, m)) return null;
  return {
    code: 'unparseable',
    message: `"${m[0].trim()}": the number may be part of the name before it, not the hour.`,
    hint: 'Say the time with "at" and its half of the day, e.g. "tonight at 7pm".',
  };
}

/** A number said as a clock, or a bare one: not a count of units, a day of the month or part of a date. */
const ANY_CLOCK =
  /(?<![\d:/.#-])\b(?<h>\d{1,2})(?::(?<m>[0-5]\d))?(?![\d:/.])(?:\s*(?<half>[ap])\.?m\b\.?)?(?!\s*(?:h\b|hrs?\b|hours?\b|min|mins?\b|minutes?\b|secs?\b|seconds?\b|days?\b|weeks?\b|x\b|%|st\b|nd\b|rd\b|th\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))/gi;

/** Two clocks said one after the other ("9 and 1am", "11, 12:30am", "9 tonight and 7am"). */
const CLOCK_LIST =
  /(?<![\d:/.#-])\b\d{1,2}(?::[0-5]\d)?(?:\s*[ap]\.?m\b\.?)?\s*(?:tonight\s*)?(?:,|\band\b|&|\+)\s*(?:at\s+|@\s*)?\d{1,2}(?::[0-5]\d)?(?![\d:/.])(?!\s*(?:h\b|hrs?\b|hours?\b|min|mins?\b|minutes?\b|days?\b|weeks?\b|st\b|nd\b|rd\b|th\b))/i;

/**
 * "tonight at 9 and 1am", "tonight at 11 and 12:30am", "remind me 9 tonight and 7am": "tonight" with a list of
 * clocks, some without their half of the day or falling after midnight (another date): asked. Read only where every
 * clock has its half (or is said in 24 hours) and all fall before midnight. Only clocks said as a list, one after
 * the other.
 */
export function tonightClockList(phrase: string): ScheduleProblem | null {
  if (!TONIGHT_HOUR_GATE.test(phrase)) return null;
  // a list: clocks one after another, joined by "and", a comma or "&" ("game at 7 tonight, remind the team at 5" is
  // two jobs, each at its clock, left to their readers)
  if (!CLOCK_LIST.test(phrase)) return null;
  const clocks = [...phrase.matchAll(ANY_CLOCK)];
  if (clocks.length < 2) return null;
  const evening = (c: RegExpMatchArray) => {
    const h = Number(c.groups?.h);
    const half = c.groups?.half?.toLowerCase();
    if (half === 'p') return h >= 1 && h <= 12;
    if (half === 'a') return false;
    return c.groups?.m !== undefined && h >= 12 && h <= 23;
  };
  const odd = clocks.find((c) => !evening(c));
  if (odd === undefined) return null;
  return {
    code: 'unparseable',
    message: `"${odd[0].trim()}" beside "tonight" and another time: this evening, the morning, or after midnight on tomorrow's date?`,
    hint: 'Say each time with am or pm and the day, e.g. "today at 9pm and tomorrow at 1am".',
  };
}

/** The phrase with the hour said with "tonight" read in the evening; null when there is none. */
export function tonightHour(phrase: string): TonightHourReading | null {
  if (!TONIGHT_HOUR_GATE.test(phrase)) return null;
  const said = BEFORE.exec(phrase);
  const m = said ?? AFTER.exec(phrase);
  const g = m?.groups;
  if (!m || !g) return null;
  // one number only: "6 tonight and 9" leaves the other's half unsaid, and another clock, with its half or not ("game
  // 7 tonight at 8pm", "lotto 6 tonight 9pm"), says the hour is not the number said with "tonight"
  const rest = phrase.slice(0, m.index) + phrase.slice(m.index + m[0].length);
  if (/\d/.test(rest)) return null;
  if (said !== null && afterNameWord(phrase, said)) return null;
  const clock = `${g.h}${g.m ? `:${g.m}` : ''}pm`;
  return {
    text: `${phrase.slice(0, m.index)}at ${clock} tonight${phrase.slice(m.index + m[0].length)}`,
    note: `Read "${m[0].trim()}" as ${clock.toUpperCase().replace('PM', ' PM')}: "tonight" says the evening.`,
  };
}
