import { eventOf } from '../calendarEvent.js';
import { type RecurrenceParser, unparseable } from '../draft.js';
import { MONTH } from '../words.js';

/**
 * Events pasted from a calendar: Google Calendar writes "Tue, Dec 8 · 2:00 – 3:30pm Title", "Weekly on Tuesday ·
 * 10:00 – 11:00am Lab meeting", "Monthly on the first Monday · 9 – 10am", "Annually on December 24 · 3 – 4pm",
 * "Daily · 6:00 – 6:15am"; Outlook "Wed Jan 6 2027 9:00 AM – 10:00 AM (Eastern Time - New York) Title", others
 * "Fri 11 Dec, 17:30 – 19:00 (CET) Title", "Fri, Dec 11, 2026 7pm – 10pm (GMT-03:30) Newfoundland" (after a date,
 * hours alone when both carry am/pm). The range is the event's start and end: the job runs at its start, with a
 * note. What comes before (the date or the rule) and after (the zone, the title) is read as it is elsewhere.
 */

/** A clock as calendars write it, the hour alone where the dot says it is a clock ("· 9 – 10am"). */
const DOT_CLOCK = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?(?:\\s*[ap]m\\b)?';
/** A clock with its minutes ("9:00 am", "17:30"). */
const CLOCK = '(?:[01]?\\d|2[0-3]):[0-5]\\d(?:\\s*[ap]m\\b)?';
/** A clock with am/pm, its minutes optional ("7pm", "7:30 pm"): a clock on its own, after an event's date. */
const HALF_CLOCK = '(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s*[ap]m\\b';
/** A weekday and a date at the start of the phrase ("wed jan 6 2027", "fri 11 dec,", "thursday, 10 december"). */
const DATED_LEAD = `^\\s*(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\\.?,?\\s+(?:${MONTH}\\s+(?:[12]?\\d|3[01])(?:st|nd|rd|th)?|(?:[12]?\\d|3[01])(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH})(?:,?\\s+\\d{4})?\\s*,?\\s*`;

/**
 * A word of an event's title: none that could say when ("Lab meeting", "Taproom all-hands", "Earth Hour"), nor a
 * number. A title with such a word is left to the readers of names.
 */
const TITLE_WORD =
  '(?!(?:every|each|daily|nightly|weekly|monthly|yearly|annually|hourly|until|till|til|thru|through|from|starting|start|starts|ending|ends?|before|after|except|but|not|no|skip|only|remind|reminder|alert|ping|notify|at|on|am|pm|noon|midnight|tomorrow|today|tonight|next|this|last|first|weekdays?|weekends?|weeknights?|mornings?|evenings?|nights?|days?|weeks?|months?|years?|then|once|twice|times?|and|or|est|edt|cst|cdt|pst|pdt|mst|mdt|gmt|bst|cet|cest|utc|local|time|(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?s?|everyday)\\b)(?!' +
  `${MONTH})[a-z][a-z'&/.-]*`;
/** An event's title after its times, up to the end or to a mark that sets a remark apart. */
const TITLE = `(?<title>\\s+${TITLE_WORD}(?:\\s+${TITLE_WORD}){0,7}(?:\\s*\\(\\s*${TITLE_WORD}(?:\\s+${TITLE_WORD}){0,3}\\s*\\))?(?=\\s*(?:$|-\\s|:|\\(|,)))?`;

/** The longest event written without the calendar's dot, after its date, read as one run at its start. */
const LONGEST_DATED = 4 * 60;

const NOTE = 'as a calendar event: runs at its start';

function fmt(t: { hour: number; minute: number }): string {
  return `${t.hour}:${String(t.minute).padStart(2, '0')}`;
}

export const calendarPasteParser: RecurrenceParser = {
  name: 'calendar-paste',
  // the calendar's dot, or a range of clocks with minutes
  gate: /·|\d:[0-5]\d\s*(?:[ap]m\s*)?-\s*\d|\d\s*[ap]m\s*-\s*\d/,
  pattern: new RegExp(
    `(?:(?<dot>·)\\s*|(?<=${DATED_LEAD})(?=${CLOCK}\\s*-\\s*${CLOCK}|${HALF_CLOCK}\\s*-\\s*${HALF_CLOCK}))(?<a>${DOT_CLOCK})\\s*-\\s*(?<b>${DOT_CLOCK})(?![\\d:/.-])${TITLE}` +
      // "Tue, Dec 8 · 2:00pm": the dot before one time
      `|·(?=\\s*${DOT_CLOCK}(?![\\d:/.-]))`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    if (g.a === undefined) return undefined;
    const title = g.title?.trim() ?? '';
    const said = m[0]
      .slice(0, m[0].length - (g.title?.length ?? 0))
      .replace(/^·\s*/, '')
      .trim();
    const event = eventOf({ c: g.a, d: g.b });
    const refuse = unparseable(
      `"${said}" reads as an event's start and end, but which time to run at is unclear.`,
      'Say the time to run at, e.g. "at 2pm".',
    );
    // "· 3 - 4": hours alone with no am/pm could be either half of the day
    if (event === null || (!/[ap]m/.test(m[0]) && !/:/.test(g.a ?? ':'))) return refuse;
    const { from, to } = event;
    // "Tue Dec 8 1:30 - 2:30 dentist": a small hour with no am/pm anywhere may be either half of the day
    if (!/[ap]m/.test(m[0]) && !/^0\d/.test(g.a ?? '') && from.hour >= 1 && from.hour <= 6) return refuse;
    let length = to.hour * 60 + to.minute - (from.hour * 60 + from.minute);
    // "sat 5 dec 9:00 - 17:00 every hour": the range to repeat within, as it would be read without the calendar's
    // shape
    if (draft.interval !== null && draft.window === null && draft.times.length === 0 && title === '' && length > 0) {
      draft.window = { from, to };
      return undefined;
    }
    if (length < 0) length += 1440;
    if (length === 0 || (g.dot === undefined && length > LONGEST_DATED)) return refuse;
    if (draft.interval !== null || draft.window !== null || draft.times.length > 0) {
      return unparseable(
        `"${said}" reads as a calendar event's times, beside other times or a repeat within the day.`,
        'Say when to run once, e.g. "at 2pm", or the range to repeat within.',
      );
    }
    draft.times.push(from);
    draft.assumptions.push(`Read ${fmt(from)}–${fmt(to)} ${NOTE}, ${fmt(from)}.`);
    if (title !== '') draft.assumptions.push(`Read "${title}" as the event's title, not as part of the schedule.`);
    return undefined;
  },
};

/**
 * "(set it for the start)", "(reminder at start)", "- at the start": a remark after a calendar event that says what
 * its reading already is. Refused where no event's times were read: the start of what?
 */
export const eventStartParser: RecurrenceParser = {
  name: 'event-start',
  gate: /\b(?:start|beginning)\b/,
  pattern:
    /\(\s*(?:(?:set|put)\s+(?:it|this|the\s+(?:reminder|alert|alarm|job|task|run))\s+(?:for|at|to)|(?:reminder|alert|alarm|remind\s+me|ping\s+me|notify\s+me|run(?:\s+it)?)\s+(?:at|on)|at)\s+(?:the\s+)?(?:start|beginning)(?:\s+of\s+(?:it|the\s+event))?\s*\)/g,
  apply(m, draft) {
    if (!draft.assumptions.some((a) => a.includes(NOTE))) {
      return unparseable(
        `"${m[0].trim()}" says to run at a start, but no event's start and end are read.`,
        'Say the time to run at, e.g. "at 2pm".',
      );
    }
    return undefined;
  },
};
