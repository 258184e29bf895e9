import { DAY, escapeRegExp } from './words.js';

/**
 * Two shapes that make an event on day names said singular an event of every week, read by `comingDay.ts` before it
 * refuses with both readings:
 *
 * - a reminder a lead before the event said last, after a comma or a dash ("scrims mon wed fri 20:00 CET, remind 15
 *   min before", "choir practice thurs 7:30pm — remind everyone 1 hr before", "confocal
 *   slot tue 14:00, remind me 30 min before", "engineering hours start 01:00 sat and sun, remind the team half an
 *   hour before"): a slot, a session or a shift with its days and clock, then a lead, is a timetable line;
 * - runs a step apart during an event with its days and hours ("bracket reminder every 20 mins during qualifiers sat
 *   10:00-18:00"): a window kept on days said bare is the week's.
 *
 * A lead of a day or more ("24h before") is not read here: the reminder falls on another day, and which one is left
 * to `eventReminder.ts`' own refusals. Words that make the event a single one keep the refusal: "is"/"are" ("Reddit AMA is thursday 8pm"), "this",
 * "next", "coming", "tomorrow", "tonight", "on <day>" ("during the derby on sunday"), a date, and the verbs of a
 * one-off (closes, opens, lifts, expires, launches, goes live, on sale, premieres, releases, due, deadline).
 */
const LEAD_REMINDER =
  /(?:,|\s[-\u2013\u2014]\s)\s*(?:remind|ping|alert|nudge|notify|warn)\b[^,.;]*?\b(?:\d+\s*(?:minutes?|mins?|m)|(?:[1-9]|1[0-2]|an?|half\s+an)\s*(?:hours?|hrs?|h))\s+(?:before|earlier|ahead)\s*$/;
const STEP_DURING =
  /\bevery\s+\d+\s*(?:minutes?|mins?|hours?|hrs?|h)\s+during\s+(?:the\s+)?[a-z][a-z ]*?\s(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s+\d{1,2}:\d{2}\s*(?:-|\u2013|to)\s*\d{1,2}:\d{2}\s*$/;
const SINGLE = new RegExp(
  `\\b(?:is|are|was|this|next|coming|tomorrow|tonight|today|once|only|on\\s+${DAY})\\b|\\b(?:clos(?:e|es|ing)|opens|lifts|expires|launch(?:es)?|go(?:es)?[\\s-]live|on[\\s-]sale|premieres?|releases?|due|deadline|ends?|drops?)\\b|\\d{1,2}(?:st|nd|rd|th)\\b|\\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?\\s+\\d|\\d\\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\\d{1,2}/\\d{1,2}`,
);

/**
 * Things that come round each week: a timetable's slots, sessions, shifts, classes and practice, and a team's
 * standing meetings ("stand-up", "huddle", "scrum"), which are held on a cadence by what they are.
 */
const ROUTINE =
  /\b(?:slots?|sessions?|shifts?|hours|scrims?|class(?:es)?|practices?|training|rehearsals?|lessons?|clinics?|surgery|long\s+run|runs|rides?|bookings?|blocks?|rota|rounds|service|mass)\b/;
/**
 * A team's standing meeting, routine only as the whole event's name or after a team's or a role's words ("design
 * stand-up wed 10:15", "front desk huddle fri 8:30"): with words after it ("huddle with the new hire tue 9am",
 * "huddle re the outage", "scrum master interview", "stand-up comedy night") or a one-off's word before it ("the
 * huddle", "emergency huddle", "kickoff huddle", "farewell huddle", "post-mortem huddle") it may be held once.
 */
const MEETING = /\b(?:stand-?ups?|huddles?|scrums?)\b/;
const ONE_OFF_WORD =
  /^(?:the|a|an|this|that|with|for|re|about|emergency|urgent|special|extra|kick-?off|farewell|post-?mortem|welcome|intro|one-?off|final|last|first|impromptu|ad-?hoc|launch)$/;
const DAY_OR_CLOCK_FIRST = new RegExp(`^(?:at\\s+)?(?:${DAY}|\\d)`);

function standingMeeting(event: string): boolean {
  const m = MEETING.exec(event);
  if (m === null) return false;
  const before = event
    .slice(0, m.index)
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  if (before.length > 3 || before.some((w) => ONE_OFF_WORD.test(w))) return false;
  return DAY_OR_CLOCK_FIRST.test(event.slice(m.index + m[0].length).trim());
}
/** A comma between two days said in a list ("monday, wednesday and friday"). */
const DAY_LIST_COMMA = new RegExp(`(?<=\\b${DAY})\\s*,\\s*(?=${DAY})`, 'g');
/** A word of how often that already says the runs ("quarterly review thu 3pm"): not every week. */
const HOW_OFTEN = /\b(?:quarterly|monthly|yearly|annual(?:ly)?|bi-?weekly|fortnightly|every\s+other|each\s+month)\b/;

function zoneAfterClock(lower: string, zone: string): boolean {
  const words = escapeRegExp(zone);
  return new RegExp(`(?:\\d|[ap]m)\\s*${words}\\b`).test(lower);
}

export const WEEKDAY_TIMETABLE_GATE = /before|earlier|ahead|during/;

/** The note of a timetable line on `days` (said singular), or null when the shape is not one or a word says once. */
export function weekdayTimetable(lower: string, days: string[], zones: readonly string[] = []): string | null {
  if (!WEEKDAY_TIMETABLE_GATE.test(lower) || SINGLE.test(lower) || HOW_OFTEN.test(lower)) return null;
  // one event only ("standup mon 9am, retro fri 4pm, remind 10 min before": before which?), and a thing that comes
  // round: several days said, or a slot, a session, a shift, a class ("the demo tue 8pm" may be the coming one)
  // (the reminder set off by a comma or a dash: "choir practice thurs 7:30pm — remind everyone 1 hr before")
  // (cut from the last separator only; another dash left in the event is a second event: "standup mon 9am - retro fri
  // 4pm - remind 10 min before")
  const event = lower.replace(/(?:,|\s[-\u2013\u2014]\s)(?:(?!,|\s[-\u2013\u2014]\s).)*$/, '');
  // (a comma between two days is a list of the event's days, "mon, wed and fri 8:45", no second event)
  if (
    /[,;]|\s[-\u2013\u2014]\s|[\u2013\u2014]/.test(event.includes(',') ? event.replace(DAY_LIST_COMMA, ' ') : event) ||
    !(days.length > 1 || ROUTINE.test(lower) || standingMeeting(event))
  )
    return null;
  // a zone said right after a clock only ("20:00 CET"): a zone's letters elsewhere may be a word ("PT session")
  if (zones.some((z) => !zoneAfterClock(lower, z))) return null;
  const said = days.map((d) => `"${d}"`).join(', ');
  if (LEAD_REMINDER.test(lower))
    return `Read ${said} as every week: an event with its days and clock, then a reminder before it.`;
  if (STEP_DURING.test(lower)) return `Read ${said} as every week: runs during an event with its days and hours.`;
  return null;
}
