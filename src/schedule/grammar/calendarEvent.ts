import type { LocalTime } from '../intent.js';
import type { IntentDraft } from './draft.js';

/** A clock time as calendars write it: hours and minutes, with or without am/pm ("9:00 AM", "10:00am", "16:00"). */
const CLOCK = '(?:[01]?\\d|2[0-3]):[0-5]\\d(?:\\s*[ap]m\\b)?';
/** "from 9:00 AM to 9:30 AM", "10:00am - 11:00am", "9:00 - 9:30am": an event's start and end. */
const EVENT = new RegExp(
  `(?:\\bfrom\\s+(?<a>${CLOCK})\\s+(?:to|until|till|-)\\s+(?<b>${CLOCK})|(?<![\\d/:.-])(?<c>${CLOCK})\\s*-\\s*(?<d>${CLOCK}))(?![\\d/:.-])`,
  'g',
);
/** The longest event read as a time to run at: longer ranges are windows, which need an interval. */
const LONGEST_EVENT = 60;
/**
 * The longest after Outlook's "Occurs" ("Occurs the fourth Thursday of November ... from 12:00 PM to 3:00 PM"): the
 * word says the range is a calendar event's, as the calendar's dot does.
 */
const LONGEST_OCCURS = 4 * 60;

function clockOf(text: string, meridiem: string | undefined): { time: LocalTime; meridiem: string | undefined } {
  // (the half of the day in any case, "7:00 PM" as "7:00 pm": a caller need not lower the text first)
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i.exec(text.trim());
  const hour = Number(m?.[1] ?? 0);
  const half = m?.[3]?.toLowerCase().replace(/\./g, '');
  return { time: { hour, minute: Number(m?.[2] ?? 0) }, meridiem: half ?? meridiem };
}

function on24(hour: number, meridiem: string | undefined): number {
  if (meridiem === 'pm' && hour < 12) return hour + 12;
  if (meridiem === 'am' && hour === 12) return 0;
  return hour;
}

function minutes(t: LocalTime): number {
  return t.hour * 60 + t.minute;
}

function fmt(t: LocalTime): string {
  return `${t.hour}:${String(t.minute).padStart(2, '0')}`;
}

/**
 * The start and end of an event as written ("9:00 - 9:30am", "9 - 10am"), or null when an end's am/pm does not
 * settle its start.
 */
export function eventOf(g: Record<string, string | undefined>): { from: LocalTime; to: LocalTime } | null {
  const endText = g.b ?? g.d ?? '';
  const end = clockOf(endText, undefined);
  const start = clockOf(g.a ?? g.c ?? '', undefined);
  if (start.meridiem !== undefined || end.meridiem === undefined) {
    if (start.meridiem !== undefined && end.meridiem === undefined && end.time.hour <= 12) return null;
    return {
      from: { hour: on24(start.time.hour, start.meridiem), minute: start.time.minute },
      to: { hour: on24(end.time.hour, end.meridiem), minute: end.time.minute },
    };
  }
  // "9:00 - 9:30am", "11:30 - 12:15pm": the start takes the end's half of the day, or the one before it
  const to = { hour: on24(end.time.hour, end.meridiem), minute: end.time.minute };
  if (start.time.hour > 12) return { from: start.time, to };
  const same = { hour: on24(start.time.hour, end.meridiem), minute: start.time.minute };
  if (minutes(same) <= minutes(to)) return { from: same, to };
  const other = { hour: on24(start.time.hour, end.meridiem === 'pm' ? 'am' : 'pm'), minute: start.time.minute };
  return { from: other, to };
}

/**
 * A calendar event's times ("Occurs every Monday from 9:00 AM to 9:30 AM", "Monthly on the first Monday, 10:00am -
 * 11:00am", "Daily, 9:00 - 9:30am"): a range of clock times with minutes, an hour long at most and no interval to
 * repeat within it (four hours after Outlook's "Occurs"), is the event, and the job runs at its start, with a note saying so. Longer ranges, ranges of bare
 * hours ("every day 9-10") and "between 9:00 and 9:30" stay windows, which need an interval. Applied once the
 * phrase is read, and only when the window read is exactly the one range written.
 */
export function readEvent(text: string, draft: IntentDraft): void {
  if (draft.window === null || draft.window.to === null || draft.interval !== null || draft.times.length > 0) return;
  EVENT.lastIndex = 0;
  const found = [...text.matchAll(EVENT)];
  if (found.length !== 1) return;
  const match = found[0];
  const event = match?.groups ? eventOf(match.groups) : null;
  if (!match || event === null) return;
  const { from, to } = event;
  const length = minutes(to) - minutes(from);
  if (length <= 0 || length > (/^\s*occurs\s/.test(text) ? LONGEST_OCCURS : LONGEST_EVENT)) return;
  if (minutes(draft.window.from) !== minutes(from) || minutes(draft.window.to) !== minutes(to)) return;
  draft.window = null;
  draft.times = [from];
  draft.assumptions.push(`Read ${fmt(from)}–${fmt(to)} as an event: runs at its start, ${fmt(from)}.`);
}
