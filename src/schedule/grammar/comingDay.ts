import type { LocalIntent } from '../intent.js';
import { fail, type Outcome } from '../problem.js';
import { DAY } from './words.js';

const DAY_SAID = new RegExp(`\\b${DAY}`, 'g');
/** Words that make a day said once a day of every week. */
const EVERY_WEEK = /\b(?:every|each|weekly|week|per|all|usually|always|ongoing|recurring|regular)\b/;
/** What an event does at its time: it opens, closes, lifts, is due, goes live. */
const EVENT_VERB =
  /\b(?:clos(?:es|ing)|opens|lifts|ends|starts|begins|expires|launch(?:es)?|go(?:es)?[\s-]live|kicks?\s+off|due|deadline)\b/;

/**
 * "registration closes fri 11:59pm ET, remind attendees at noon that day", "embargo lifts 00:01 ET Thursday —
 * publish then": an event on one day name, singular and with no word of every week, could happen once (the coming
 * one) or every week, which only the event's nature tells. A reading of that one weekday is refused with both;
 * "every fri", "fridays", several days, or no event said keep the weekly reading.
 */
export function comingOrEvery(phrase: string, read: Outcome<LocalIntent[]> & { ok: true }): Outcome<LocalIntent[]> {
  const lower = phrase.toLowerCase();
  if (!EVENT_VERB.test(lower) || EVERY_WEEK.test(lower)) return read;
  const days = [...lower.matchAll(DAY_SAID)].map((m) => m[0].replace(/\.$/, ''));
  if (days.length !== 1) return read;
  const day = days[0] as string;
  if (day.endsWith('s') && !/^(?:tues|thurs|weds)$/.test(day)) return read;
  const weekly = read.value.every((r) => r.days.kind === 'weekdays' && r.days.days.length === 1);
  if (!weekly || read.value.some((r) => r.startDate !== null || r.endDate !== null)) return read;
  return fail(
    'unparseable',
    `"${day}" could be the coming one only (an event that happens once) or every week.`,
    `Say "every ${day}" for each week, or the date for once, e.g. "on Dec 4".`,
  );
}
