import { WORD_SOURCE } from './parsers/zone.js';

/**
 * A deadline said right after days that repeat, with no other time ("billable hours due every friday by 6pm",
 * "bowings uploaded every sunday by 8pm"): the runs fall at the deadline's clock, on those days ("report by 5pm
 * fridays", the days after it, stays refused). Read only when the clock
 * says its half of the day ("6pm"), is on the 24-hour clock ("18:00") or is noon ("by 12 noon", "by midday"): a bare hour ("by 5") stays refused, as on
 * any day of the week. Not read where a second clock is said ("due by 10pm, remind at 9:30pm": the reminder's is the
 * run's), nor beside an interval or a stretch ("every hour by 6pm", "from 9am ... by 5pm"), nor for a reminder or an
 * offset ("remind me ... by 6pm", "30 min before"), whose run the deadline does not give. Looked at only when the
 * phrase does not read as it is.
 */

export interface DeadlineReading {
  readonly text: string;
  readonly note: string;
}

// (12am is not read: midnight's deadline is the end of the day said, or its start; refused)
const CLOCK =
  '(?:(?:12\\s+)?(?:noon|midday)\\b|(?!12(?:[:.]00)?\\s*a)(?:1[0-2]|0?[1-9])(?:[:.][0-5]\\d)?\\s*[ap]\\.?m\\b|(?:[01]\\d|2[0-3]):[0-5]\\d(?![\\d:]))';
/** What may follow the deadline's clock: its zone, nothing else ("... by 5pm, ask in advance" is another run). */
const AFTER_CLOCK = new RegExp(`^\\s*(?:(?:${WORD_SOURCE})(?:\\s+time)?)?\\s*[.!]?\\s*$`);
const BY_CLOCK = new RegExp(`\\bby\\s+(?<clock>${CLOCK})`, 'g');
/** Any clock said: a deadline beside another clock is not the run's. */
const ANY_CLOCK = /\d{1,2}[:.h]\d\d|\d\s*[ap]\.?m\b|\b(?:noon|midday|midnight)\b|\b\d{3,4}\s*h?\b/g;
/** Days said as a rule that repeats, right before the deadline ("every friday by 6pm"; not "by 5pm fridays"). */
const DAYS_RULE =
  /\b(?:(?:every|each)\s+(?:sun|mon|tue|wed|thu|fri|sat|week\s*day|work\s*day)[a-z]*|(?:sun|mon|tues|wednes|thurs|fri|satur)days|weekdays)\s+$/;
/** Words that make the deadline another thing than the run's time: intervals, stretches, offsets, reminders. */
const NOT_RUN =
  /\b(?:hourly|every\s+(?:hour|minute|min|half|quarter)|from|between|until|till|til|through|thru|before|after|prior|ahead|earlier|later|remind\w*|ping|nudge|alert|notify|advance|notice|beforehand|early|warn\w*|heads?[\s-]*up|countdown|except|other|then|and|or|plus|also|latest|sharp|at|@|night|morning|evening|afternoon|tonight|today|tomorrow|next|this|last|first|second|third|fourth|once|twice)\b|@|\d+\s*(?:st|nd|rd|th|hours?|hrs?|h|minutes?|mins?|m)\b|\bevery\s+\d/;

export function deadlinePhrase(text: string): DeadlineReading | null {
  if (!text.includes('by ')) return null;
  const hits = [...text.matchAll(BY_CLOCK)];
  if (hits.length !== 1) return null;
  const hit = hits[0] as RegExpMatchArray;
  const at = hit.index ?? 0;
  const rest = text.slice(0, at) + text.slice(at + hit[0].length);
  if ((rest.match(ANY_CLOCK) ?? []).length > 0) return null;
  if (!DAYS_RULE.test(text.slice(0, at)) || NOT_RUN.test(rest)) return null;
  if (!AFTER_CLOCK.test(text.slice(at + hit[0].length))) return null;
  const clock = hit.groups?.clock ?? '';
  return {
    text: `${text.slice(0, at)}at ${clock}${text.slice(at + hit[0].length)}`,
    note: `Read "${hit[0]}" as the time to run: the deadline said, on the days said.`,
  };
}
