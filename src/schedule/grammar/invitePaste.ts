import { MONTH_NAMES, weekdayOf } from '../cron/calendar.js';
import type { ScheduleProblem } from '../problem.js';
import { eventOf } from './calendarEvent.js';
import { unparseable } from './draft.js';
import { MONTH, monthOf } from './words.js';

/**
 * A recurring event pasted from a calendar one field a line, as Zoom and Apple Calendar write them:
 *
 *   Topic: Parents' sync                      Staff Meeting
 *   Time: Dec 6, 2026 08:00 PM Manila         Tuesday, 8 December 2026
 *   Every week on Sun, until Jan 31, 2027,    10:00 to 11:00
 *     9 occurrence(s)                         Repeat: Every Week
 *                                             End Repeat: After 10 times
 *
 * The dated line is the first run, and so the series' start; its clock (or the start of its range) and zone are the
 * runs'; the rule line ("Every week on Tue, Thu", "Every month on the Third Thu", "Every day") or the Repeat field
 * ("Every Week" on the date's weekday, "Every Month" on its day, "Every Year" on its date, or a rule of its own,
 * "Monthly, on the last Friday") says how it repeats; "until <date>", "End Repeat: <date>", "N occurrence(s)" and
 * "After N times" end it ("End Repeat: Never" does not). The paste is rewritten into the English the grammar reads
 * ("every sun at 08:00 PM Manila starting Dec 6, 2026 until Jan 31, 2027, 9 times"), so it means what those words
 * mean. A first line without a date, a clock or a word of a schedule is the event's title, set aside with a note.
 *
 * Refused (left to the rest of the grammar, which refuses them): a date whose weekday is not one of the rule's days,
 * or not the rule's day of the month (the dated line would not be a run), a weekday written beside a date it is not,
 * a title with a word of a schedule in it ("Monday standup"), lines that are neither of these, and one-line phrases.
 */

/** A pasted rule line or Repeat field, the test that rejects most phrases at once. */
export const INVITE_PASTE_GATE = /(?:^|\n)\s*(?:repeat\s*:|every\s+(?:\d+\s+)?(?:days?|weeks?|months?|years?)\b)/i;

const WEEKDAY = '(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\\.?';
const DAY_NAMES = ['', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** "Dec 6, 2026", "8 December 2026", "Tuesday, 8 December 2026", "starts 1 Dec 2026": a date with its year. */
const DATED = new RegExp(
  `^(?:starts?(?:\\s+on)?\\s+)?(?:(?<wd>${WEEKDAY}),?\\s+)?(?:(?<m1>${MONTH})\\s+(?<d1>\\d{1,2}),?\\s+(?<y1>\\d{4})|(?<d2>\\d{1,2})\\s+(?<m2>${MONTH}),?\\s+(?<y2>\\d{4}))(?![\\d:])\\s*,?\\s*(?<rest>.*)$`,
  'i',
);
/** Zoom's rule line: "Every week on Tue, Thu, until Jan 31, 2027, 12 occurrence(s)". */
const ZOOM_RULE =
  /^(?<rule>every\s+(?:\d+\s+)?(?:days?|weeks?|months?|years?)\b.*?)(?:,\s*until\s+(?<until>.+?))?(?:,\s*(?<count>\d+)\s+occurrences?(?:\(s\))?)?\s*$/i;
/** A clock range first in the time text: "10:00 to 11:00", "18:00–19:30", "2:00pm - 2:30pm". */
const CLOCK = '(?:[01]?\\d|2[0-3]):[0-5]\\d(?:\\s*[ap]m\\b)?';
const RANGE = new RegExp(`^(?<a>${CLOCK})\\s*(?:-|–|—|to)\\s*(?<b>${CLOCK})(?![\\d:])\\s*(?<rest>.*)$`, 'i');
/** Words that could say when: a title with one is not set aside. */
const SCHEDULE_WORD =
  /\d|\b(?:every|each|daily|weekly|monthly|yearly|annually|hourly|nightly|until|from|at|on|am|pm|noon|midnight|today|tomorrow|tonight|weekdays?|weekends?|(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?s?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;

/** A word of a half of the day in a title ("Night shift handover"): the title may say the clock's half. */
const HALF_WORD = /\b(?:night|evening|morning|afternoon|late|dinner|breakfast|lunch)(?:s|time)?\b/i;
/** The first clock of the time text, and whether it says its half of the day (am/pm, or the 24-hour clock). */
const FIRST_CLOCK = /(?<![\d:])(\d{1,2})(?::[0-5]\d)?(\s*[ap]\.?m\b)?/i;

function bareClock(time: string): string | null {
  const m = FIRST_CLOCK.exec(time);
  if (!m || m[2] !== undefined) return null;
  const hour = Number(m[1]);
  if ((hour >= 13 && hour <= 23) || /^0/.test(m[1] ?? '')) return null;
  return m[0];
}

function ordinal(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

interface PastedDate {
  readonly said: string;
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly rest: string;
}

function pastedDate(line: string): PastedDate | null {
  const m = DATED.exec(line.trim());
  const g = m?.groups;
  if (!g) return null;
  const month = monthOf((g.m1 ?? g.m2 ?? '').toLowerCase().replace(/\.$/, ''));
  const day = Number(g.d1 ?? g.d2);
  const year = Number(g.y1 ?? g.y2);
  if (month === undefined || day < 1 || day > 31) return null;
  if (new Date(Date.UTC(year, month - 1, day)).getUTCMonth() !== month - 1) return null;
  const weekday = weekdayOf(year, month, day);
  // "Monday, 8 December 2026": the weekday written must be the date's
  if (g.wd !== undefined && !DAY_NAMES[weekday]?.startsWith(g.wd.toLowerCase().replace(/\.$/, '').slice(0, 3))) {
    return null;
  }
  const said = g.m1 !== undefined ? `${g.m1} ${day}, ${year}` : `${day} ${g.m2} ${year}`;
  return { said, year, month, day, rest: (g.rest ?? '').replace(/^at\s+/i, '') };
}

/** The days of the week a rule names, 1 (Sunday) to 7, or none. */
function daysNamed(rule: string): number[] {
  const out: number[] = [];
  for (const m of rule
    .toLowerCase()
    .matchAll(/\b(sun|mon|tue|wed|thu|fri|sat)(?:s?day|nesday|urday|rsday|rs|s)?s?\b/g)) {
    out.push(DAY_NAMES.findIndex((d) => d.startsWith(m[1] ?? '-')));
  }
  return out;
}

/** The rule of Apple's Repeat field for an event on a date: "Every Week" is on the date's weekday. */
function repeatRule(value: string, date: PastedDate | null): string | null {
  const v = value.trim().toLowerCase();
  const simple =
    /^(?:every\s+(?:(?<n>\d+)\s+)?(?<unit>day|week|month|year)s?|(?<ly>daily|weekly|monthly|yearly))$/.exec(v);
  if (simple?.groups === undefined) return v;
  const n = simple.groups.n;
  const unit =
    simple.groups.unit ?? { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' }[simple.groups.ly ?? ''];
  const every = n === undefined ? 'every' : `every ${n} ${unit}s on`;
  if (unit === 'day') return n === undefined ? 'every day' : `every ${n} days`;
  if (date === null) return null;
  if (unit === 'week') return `${every} ${DAY_NAMES[weekdayOf(date.year, date.month, date.day)]}`;
  if (unit === 'month')
    return n === undefined
      ? `every month on the ${ordinal(date.day)}`
      : `every ${n} months on the ${ordinal(date.day)}`;
  return n === undefined
    ? `every year on ${date.day} ${MONTH_NAMES[date.month]}`
    : `every ${n} years on ${date.day} ${MONTH_NAMES[date.month]}`;
}

/** A calendar paste one field a line, rewritten as the English the grammar reads, with notes; null when it is not one. */
export function invitePastePhrase(
  phrase: string,
): { text: string; notes: string[] } | { problem: ScheduleProblem } | null {
  if (!phrase.includes('\n') || !INVITE_PASTE_GATE.test(phrase)) return null;
  const lines = phrase
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const notes: string[] = [];
  let date: PastedDate | null = null;
  let rule: string | null = null;
  let repeat: string | null = null;
  let until: string | null = null;
  let count: string | null = null;
  const times: string[] = [];
  let halfTitle: string | null = null;
  for (const [i, line] of lines.entries()) {
    const titled = /^(?:topic|title|subject)\s*:\s*(?<t>.+)$/i.exec(line)?.groups?.t;
    const timed = /^(?:zoom\s*:\s*)?time\s*:\s*(?<t>.+)$/i.exec(line)?.groups?.t;
    const repeated = /^repeat\s*:\s*(?<t>.+)$/i.exec(line)?.groups?.t;
    const ended = /^end\s+repeat\s*:\s*(?<t>.+)$/i.exec(line)?.groups?.t;
    const zoom = ZOOM_RULE.exec(line)?.groups;
    const dated: PastedDate | null = timed === undefined && date === null ? pastedDate(line) : null;
    if (titled !== undefined || (i === 0 && !SCHEDULE_WORD.test(line) && !/:/.test(line))) {
      const title = titled ?? line;
      if (SCHEDULE_WORD.test(title.replace(/'s\b/g, ''))) return null;
      if (HALF_WORD.test(title)) halfTitle = title;
      notes.push(`Read "${title}" as the event's title, not as part of the schedule.`);
    } else if (timed !== undefined) {
      if (date !== null) return null;
      date = pastedDate(timed);
      if (date === null) return null;
      if (date.rest !== '') times.push(date.rest);
    } else if (repeated !== undefined) {
      if (repeat !== null || rule !== null) return null;
      repeat = repeated;
    } else if (ended !== undefined) {
      if (until !== null || count !== null) return null;
      const after = /^after\s+(\d+)\s+times?$/i.exec(ended.trim());
      if (after) count = after[1] ?? null;
      else if (!/^never$/i.test(ended.trim())) {
        const end = pastedDate(ended);
        if (end === null || end.rest !== '') return null;
        until = end.said;
      }
    } else if (zoom !== undefined) {
      if (rule !== null || repeat !== null) return null;
      rule = (zoom.rule ?? '').trim().replace(/,$/, '');
      until = zoom.until ?? null;
      count = zoom.count ?? null;
    } else if (dated !== null) {
      date = dated;
      if (dated.rest !== '') times.push(dated.rest);
    } else times.push(line);
  }
  if (repeat !== null) rule = repeatRule(repeat, date);
  if (rule === null) return null;
  if (date !== null) {
    // the dated line is the first run: on a day the rule names, on the day of the month it names
    const named = daysNamed(rule);
    if (named.length > 0 && !named.includes(weekdayOf(date.year, date.month, date.day))) return null;
    const monthDay = /\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b/i.exec(rule);
    if (monthDay && Number(monthDay[1]) !== date.day) return null;
  }
  let time = times.join(' ').trim();
  // "Night shift handover ... 11:00 to 11:30": the title's half of the day may be the clock's; not set aside silently
  const bare = halfTitle === null ? null : bareClock(time);
  if (halfTitle !== null && bare !== null) {
    const word = HALF_WORD.exec(halfTitle)?.[0] ?? '';
    return {
      problem: unparseable(
        `The event's title ("${halfTitle}") says "${word}", and "${bare}" does not say which half of the day it is.`,
        `Give the time with am or pm, or on the 24-hour clock, e.g. "${bare}pm" or "${bare}am".`,
      ),
    };
  }
  const range = RANGE.exec(time)?.groups;
  if (range !== undefined) {
    const event = eventOf({ c: range.a?.toLowerCase(), d: range.b?.toLowerCase() });
    if (event === null) return null;
    const at = `${event.from.hour}:${String(event.from.minute).padStart(2, '0')}`;
    const to = `${event.to.hour}:${String(event.to.minute).padStart(2, '0')}`;
    notes.push(`Read ${at}–${to} as the event's start and end: runs at its start, ${at}.`);
    time = `${at} ${range.rest ?? ''}`.trim();
  }
  if (/^\d/.test(time)) time = `at ${time}`;
  const text = [
    rule,
    time,
    date === null ? '' : `starting ${date.said}`,
    until === null ? '' : `until ${until}`,
    count === null ? '' : `, ${count} times`,
  ]
    .filter((p) => p !== '')
    .join(' ')
    .replace(/ ,/g, ',');
  notes.push(`Read the pasted event as "${text}".`);
  return { text, notes };
}
