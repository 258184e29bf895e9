import { normalize } from './normalize.js';
import { WORD_SOURCE } from './parsers/zone.js';
import { DAY, MONTH } from './words.js';

/**
 * A reminder of an event named with its clock in front of it ("the 5pm filing cutoff", "the 23:00 close"), the
 * duration before it said after the event, the days said last:
 * - "remind associates of the 5pm filing cutoff 1 hour before, every weekday", "warn the desk about the 23:00
 *   close 15 min before, nightly", "alert the crew about the 06:00 departure an hour before, every day":
 *   `<verb> <who> of|about the <clock> <event> <duration> before, <days>` read as
 *   `<event> at <clock> - <verb> <who> <duration> before, <days>`.
 * (The duration said first, "post the link 30 min before the 7pm class, weekdays", `offsets.ts` reads already.)
 * What `eventReminder.ts` then says of the event and the reminder (the days, the half of the day, across midnight,
 * singular days of an event that may happen once) stands as it would.
 * Left as it was (null) when the event's words are not plain words (a day, a month, a zone, "every", "on", "and":
 * "remind me of the 9am on monday 10 min before" names no event), when the clock has no half of the day and is no
 * 24-hour clock ("about the 7 train": a number, not a time), or when another duration is said before.
 */

export const EVENT_CLOCK_NOUN_GATE = /\b(?:of|about)\s+the\s+\d.*\bbefore\b/i;

const CLOCK = '(?:(?:[01]?\\d|2[0-3]):[0-5]\\d(?:\\s*[ap]m)?|(?:1[0-2]|0?[1-9])\\s*[ap]m|noon|midnight)(?![\\w:])';
const DURATION =
  '(?:\\d{1,3}\\s*(?:minutes?|mins?|m|hours?|hrs?|h)(?:\\s*\\d{1,2}\\s*(?:minutes?|mins?|m))?|(?:an|one|a)\\s+hour|half\\s+an?\\s+hour)';
const WORDS = "(?<event>[a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*){0,3})";
const TAIL = '(?:\\s*,\\s*(?<days>[^,]+))?';
/** "remind associates of the 5pm filing cutoff 1 hour before, every weekday" */
const ABOUT_FIRST = new RegExp(
  `^(?<run>.*?[a-z].*?)\\s+(?:of|about)\\s+the\\s+(?<clock>${CLOCK})\\s+${WORDS}\\s+(?<dur>${DURATION})\\s+before${TAIL}$`,
);
const NOT_EVENT = new RegExp(
  `^(?:${DAY}|${MONTH}|every|each|daily|nightly|weekly|on|at|in|and|or|to|from|until|till|then|before|after|tomorrow|today|tonight|this|next|local|time|their|our|my|zulu)$`,
);
const ZONE_WORD = new RegExp(`^(?:${WORD_SOURCE})$`);

/**
 * The phrase said as an event and a reminder before it (whose reading notes what the event is and when), or null
 * when it is not so.
 */
export function eventClockNoun(phrase: string): string | null {
  const text = normalize(phrase).toLowerCase().trim();
  const m = ABOUT_FIRST.exec(text);
  if (!m?.groups) return null;
  const { run, dur, clock, event } = m.groups as Record<string, string>;
  const words = (event as string).split(/\s+/);
  if (words.some((w) => NOT_EVENT.test(w) || ZONE_WORD.test(w))) return null;
  if (new RegExp(`\\b${DURATION}\\s+(?:before|after)\\b`).test(run as string)) return null;
  const days = m.groups.days?.trim();
  return `${event} at ${clock} - ${(run as string).trim()} ${dur} before${days ? `, ${days}` : ''}`;
}
