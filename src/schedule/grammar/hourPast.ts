import { TEENS, TENS, UNITS } from './spelledClock.js';
/**
 * The minute past the hour said before "every hour", or said in words ("twenty past the hour every hour", "at 20 past
 * the hour, hourly", "quarter past the hour each hour", "every hour at twenty-five past", "hourly at ten past the
 * hour"): read again as "every hour at :20", with a note. Looked at only when the phrase does not read as typed.
 *
 * Refused still: a minute past the hour without "every hour" or "hourly" ("at twenty past the hour": once, or every
 * hour?), a minute past 59 ("seventy past the hour"), "to the hour" ("ten to the hour every hour": read nowhere),
 * and a minute past an hour named ("twenty past nine every day" is a clock, not this).
 */

export interface HourPastReading {
  readonly text: string;
  readonly note: string;
}

/** Cheap test before the patterns below. */
export const HOUR_PAST_GATE = /\bpast\b/;

/** A minute said in words ("five", "twenty", "twenty-five", "twenty five", "quarter", "half"). */
const MINUTE_WORDS = `(?:(?:${TENS.join('|')})(?:[\\s-](?:${UNITS.join('|')}))?|${TEENS.join('|')}|${UNITS.join('|')}|(?:a\\s+)?quarter|half)`;
/** A minute in digits ("20", ":20"). */
const MINUTE_DIGITS = '(?::[0-5]\\d|[0-5]?\\d)';
const EVERY_HOUR = '(?:(?:every|each)\\s+hour|hourly|once\\s+an\\s+hour)';

/**
 * "(at) twenty past the hour, every hour", "twenty past every hour": the minute first (digits too: "20 past the hour
 * hourly").
 */
const MINUTE_FIRST = new RegExp(
  `(?:\\bat\\s+)?(?<![\\w:])(?<m>${MINUTE_WORDS}|${MINUTE_DIGITS})\\s+(?:minutes?\\s+)?past\\s+(?:(?:every|each)\\s+hour\\b|the\\s+hour\\s*,?\\s+(?:and\\s+)?${EVERY_HOUR}\\b)`,
);
/** "every hour at twenty past (the hour)": the minute in words after "every hour" (digits read there already). */
const WORDS_AFTER = new RegExp(
  `\\b${EVERY_HOUR}\\s*,?\\s+(?:at\\s+)?(?<m>${MINUTE_WORDS})\\s+(?:minutes?\\s+)?past(?:\\s+(?:the|every|each)\\s+hour)?\\b(?!\\s*(?:\\d|${MINUTE_WORDS}|noon|midnight)\\b)`,
);

function minuteOf(said: string): number | null {
  const w = said.replace(/^:/, '').replace(/^a\s+/, '').trim();
  if (/^\d+$/.test(w)) return Number(w);
  if (w === 'quarter') return 15;
  if (w === 'half') return 30;
  const [tens, unit] = w.split(/[\s-]+/);
  if (tens !== undefined && TENS.includes(tens)) {
    const u = unit === undefined ? 0 : UNITS.indexOf(unit) + 1;
    return (TENS.indexOf(tens) + 2) * 10 + u;
  }
  const teen = TEENS.indexOf(w);
  if (teen >= 0) return 10 + teen;
  const one = UNITS.indexOf(w);
  return one >= 0 ? one + 1 : null;
}

/** The phrase with the minute past every hour said as "every hour at :MM", or null. `text` is normalised. */
export function hourPast(text: string): HourPastReading | null {
  if (!HOUR_PAST_GATE.test(text)) return null;
  const m = MINUTE_FIRST.exec(text) ?? WORDS_AFTER.exec(text);
  if (m === null) return null;
  const minute = minuteOf(m.groups?.m ?? '');
  if (minute === null || minute < 1 || minute > 59) return null;
  const mm = String(minute).padStart(2, '0');
  const said = m[0].trim();
  return {
    text: `${text.slice(0, m.index)} every hour at :${mm} ${text.slice(m.index + m[0].length)}`
      .replace(/\s+/g, ' ')
      .trim(),
    note: `"${said}" read as :${mm} past every hour.`,
  };
}
