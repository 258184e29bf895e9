import type { ScheduleProblem } from '../problem.js';
import { unparseable } from './draft.js';

/**
 * The time of a tide, or of the sun or the moon, said beside a job's ("high tide 18:21, bring the boats up at
 * 17:30", "sunset 16:05, lights on at 15:45"): that day's time of an event that moves from day to day, which the
 * job is about, not a job of its own that runs every day. A phrase read as several rules with such a time among them
 * is refused rather than read as two daily jobs; said with its day ("... 18:21 today, ...") it is one rule, read as
 * an event and its reminder (eventReminder.ts). Only the event's word right before its clock counts ("sunset
 * cruise 6pm" is a name).
 */
const MOVING_EVENT_CLOCK = new RegExp(
  // the event: a tide ("high water", "HW"), the sun ("sundown"), the moon, or dawn and dusk not a team's or a
  // shift's ("team dawn 9:00" is a name)
  '\\b(?:(?:high|low)\\s+(?:tide|water)|tides?|[hl]w|sun\\s*(?:rise|set|down|up)|moon\\s*(?:rise|set)|' +
    '(?<!\\b(?:team|with|shift)\\s+)(?:dawn|dusk)|first\\s+light|last\\s+light)' +
    // then "'s", "is", "at", "@", ":" and "around", "about", "~" before its clock
    "(?:'s|\u2019s)?\\s*(?:is\\s+|was\\s+|will\\s+be\\s+)?(?:at\\s+|@\\s*|:\\s*)?" +
    '(?:(?:around|about|approx(?:imately|\\.)?|roughly|circa|ca\\.?)\\s+|~\\s*)?' +
    '(?:[01]?\\d|2[0-3])(?:[:.h][0-5]\\d|\\s*[ap]m\\b)',
);

/** The refusal of rules read beside a moving event's time (`text` normalised), or null. */
export function movingEventProblem(text: string): ScheduleProblem | null {
  const m = MOVING_EVENT_CLOCK.exec(text);
  if (m === null) return null;
  return unparseable(
    `"${m[0]}" is the time of an event that moves from day to day, not a run of its own: on which day, and what runs?`,
    'Say the day and the time to run, e.g. "on dec 4 at 5:30pm".',
  );
}
