import type { ScheduleProblem } from '../problem.js';

/**
 * A bare hour said with "tonight" ("scrim 6 tonight", "tonight at 8:30"): the evening of today. "tonight" says the
 * half of the day that a bare hour on one day lacks (`oneOff.ts` refuses "6" on one day as 6 AM or 6 PM), so the hour
 * is read in the afternoon or evening. Only hours 5 to 11 (with or without minutes): "tonight at 12" or "1 tonight"
 * could be the small hours after midnight, which is another date, and stay refused; a clock said with its half of the
 * day or in 24 hours ("18:00") is left as it is.
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

/** The phrase with the hour said with "tonight" read in the evening; null when there is none. */
export function tonightHour(phrase: string): TonightHourReading | null {
  if (!TONIGHT_HOUR_GATE.test(phrase)) return null;
  const m = BEFORE.exec(phrase) ?? AFTER.exec(phrase);
  const g = m?.groups;
  if (!m || !g) return null;
  // one hour only: "6 tonight and 9" leaves the other's half unsaid
  const rest = phrase.slice(0, m.index) + phrase.slice(m.index + m[0].length);
  if (/(?<![\d:/.#-])\b\d{1,2}(?::\d\d)?\b(?!\s*(?:[ap]\.?m\b))/i.test(rest)) return null;
  const clock = `${g.h}${g.m ? `:${g.m}` : ''}pm`;
  return {
    text: `${phrase.slice(0, m.index)}at ${clock} tonight${phrase.slice(m.index + m[0].length)}`,
    note: `Read "${m[0].trim()}" as ${clock.toUpperCase().replace('PM', ' PM')}: "tonight" says the evening.`,
  };
}
