import { WEEKDAY_NAME, WEEKDAY_WORD, weekdayOf } from './words.js';

/**
 * A run said as whole days of hours before or after an event that comes again on days of the week, the event's days
 * and clock said after it: "show notes due 48 hrs before release (release tuesdays 5am ET)" runs sundays at 5am;
 * "call-backs 24h after surgery (surgeries are tue/thu 9am)" wednesdays and fridays at 9am; "prep list 72 hours
 * before delivery, delivery is fridays 7:30" tuesdays at 7:30; "survey 2 days after the class — classes mon & wed
 * 18:00" wednesdays and fridays. The run keeps the event's clock, its days moved by as many days (on the clock, as a
 * person counts them: across a change of the clocks, 48 hours is then one hour off, which the note says), and the
 * phrase is said again as "<run> <days> <clock and the rest>", which the readers of days read (and refuse) as they
 * would ("tue" alone: the coming one, or every week?).
 * Left as it was (null) when the hours are not whole days (up to 6), when what follows the mark does not begin with
 * the event's word (its plural or singular, "is"/"are" after it), when the event says no days of the week by name
 * (a range, "weekdays", a date) or no clock, or when it says another offset.
 */

export interface WholeDayOffset {
  readonly text: string;
  readonly note: string;
}

export const WHOLE_DAY_OFFSET_GATE =
  /\b(?:\d{2,3}\s*(?:h|hrs?|hours?)|(?:a|one|two|three|\d)\s+days?)\s+(?:before|after)\s+(?:the\s+|each\s+|every\s+)?[a-z][a-z'-]*\s*(?:[,;:(]|\s[-\u2013\u2014])/i;

const SPLIT =
  /^(?<run>.*?\S)\s+(?<offset>(?<hours>\d{2,3})\s*(?:h|hrs?|hours?)|(?<days>a|one|two|three|\d)\s+days?)\s+(?<dir>before|after)\s+(?:the\s+|each\s+|every\s+)?(?<noun>[a-z][a-z'-]*)(?:\s*[,;:]\s*|\s+[-\u2013\u2014]\s+|\s*\(\s*)(?<said>[^()]+?)\s*\)?\s*$/;
const DAY_COUNT: Readonly<Record<string, number>> = { a: 1, one: 1, two: 2, three: 3 };
/** The event's days by name, then its clock and what follows it (a zone). */
const DAYS_CLOCK = new RegExp(
  `^(?:(?:is|are)\\s+)?(?:on\\s+)?(?:every\\s+)?(?<days>${WEEKDAY_WORD}(?:s\\b|\\.|\\b)(?:\\s*(?:,|and|&|/|\\+)\\s*${WEEKDAY_WORD}(?:s\\b|\\.|\\b))*)\\s+(?:at\\s+)?(?<clock>(?:[01]?\\d|2[0-3])[:.][0-5]\\d(?:\\s*[ap]\\.?m\\b)?|(?:1[0-2]|0?[1-9])\\s*[ap]\\.?m\\b|noon|midnight|[01]\\d[0-5]\\d\\b)(?<rest>.*)$`,
);
const DAY_WORD = new RegExp(`${WEEKDAY_WORD}(?:s\\b|\\.|\\b)`, 'g');
/** Words after the clock that may be a zone or a mark, never another offset or day. */
const REST_NOT = /\b(?:before|after|until|till|from|except|every|each|and)\b|\d/;

const SHORT = ['', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The event's word as said again: itself, its plural or singular ("surgery" / "surgeries"). */
function sameWord(said: string, noun: string): boolean {
  const plurals = (w: string) => [w, `${w}s`, `${w}es`, w.replace(/y$/, 'ies')];
  return plurals(noun).includes(said) || plurals(said).includes(noun);
}

export function wholeDayOffset(phrase: string): WholeDayOffset | null {
  const lower = phrase.toLowerCase().trim();
  const m = SPLIT.exec(lower);
  if (!m?.groups) return null;
  const g = m.groups as Record<string, string | undefined>;
  let days: number;
  if (g.hours !== undefined) {
    const h = Number(g.hours);
    if (h % 24 !== 0 || h < 24 || h > 144) return null;
    days = h / 24;
  } else {
    days = DAY_COUNT[g.days as string] ?? Number(g.days);
    if (!(days >= 1 && days <= 6)) return null;
  }
  const noun = g.noun as string;
  const said = (g.said as string).trim();
  const first = /^[a-z][a-z'-]*/.exec(said)?.[0] ?? '';
  if (!sameWord(first, noun)) return null;
  const e = DAYS_CLOCK.exec(said.slice(first.length).trim());
  if (!e?.groups) return null;
  const rest = (e.groups.rest as string).trim();
  if (REST_NOT.test(rest)) return null;
  const shift = g.dir === 'before' ? -days : days;
  const eventDays = e.groups.days as string;
  const plural = /s\b/.test(eventDays.replace(/\b(?:tues|weds|thurs)\b/g, ''));
  const moved: number[] = [];
  for (const [w] of eventDays.matchAll(DAY_WORD)) {
    const d = weekdayOf(w);
    if (d === undefined) return null;
    moved.push(((((d - 1 + shift) % 7) + 7) % 7) + 1);
  }
  if (moved.length === 0) return null;
  const ordered = [...new Set(moved)].sort((a, b) => a - b);
  const daysSaid = ordered.map((d) => `${SHORT[d]}${plural ? 's' : ''}`).join(', ');
  const clock = e.groups.clock as string;
  const text = `${g.run} ${daysSaid} ${clock}${rest === '' ? '' : ` ${rest}`}`;
  const named = ordered.map((d) => `${WEEKDAY_NAME[d]}${plural ? 's' : ''}`).join(', ');
  const n = days === 1 ? 'the day' : `${days} days`;
  return {
    text,
    note: `Read "${g.offset} ${g.dir} ${noun}" as ${n} ${g.dir} it at the same clock: ${named} at ${clock} (by the clock; across a change of the clocks that is an hour more or less than ${days * 24} hours).`,
  };
}
