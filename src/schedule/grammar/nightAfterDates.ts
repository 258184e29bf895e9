import {
  type CalendarDate,
  dateOfEpochDay,
  epochDay,
  MONTH_NAMES,
  weekdayOf as weekdayOfDate,
} from '../cron/calendar.js';
import type { DatedContextReading } from './datedContext.js';
import { MONTH, monthOf, WEEKDAY_WORD, weekdayOf } from './words.js';

/**
 * "Melbourne shows fri 11 and sat 12 june: load out at 1am the night after each show": dates said first, then runs in
 * the small hours of the night after each: the runs fall on the day after each date (the small hours of Friday's
 * night are Saturday's). Read again as the runs on those days, with a note. The clocks must all be of the small
 * hours (before 6am, "am" or a 24-hour clock said, or midnight): "at 11pm the night after" is the same day's, and a
 * night's clocks on both sides of midnight are two days' runs. A weekday said with a date must be the date's own
 * (the next such date); a date said without its weekday or year stays so, and reads by the reader of dates' own rule
 * (`oneOff.ts`).
 */

const WEEKDAY = WEEKDAY_WORD;
const DAY_N = '(?:[12]?\\d|3[01])(?:st|nd|rd|th)?';
const ONE_DATE = `(?:${WEEKDAY}\\.?,?\\s+)?(?:(?:the\\s+)?${DAY_N}(?:\\s+(?:of\\s+)?${MONTH})?|${MONTH}\\s+${DAY_N})(?:,?\\s+20\\d\\d)?`;
const NIGHT_AFTER = new RegExp(
  `^(?<subject>(?:[a-z][a-z'&/-]*\\s+){1,4}?)(?:on\\s+)?(?<dates>${ONE_DATE}(?:\\s*(?:,|and|&)\\s*${ONE_DATE})*)\\s*(?::|;|,|\\s-|\\s–)\\s*(?<run>(?:[^:;]|(?<=\\d):(?=\\d))+?)\\s+(?:on\\s+)?the\\s+night\\s+after(?:\\s+(?:each|every)(?:\\s+(?:one|show|gig|game|match|event|night|day|date|performance|concert))?|\\s+(?:it|them|each\\s+of\\s+them|both))?$`,
);
const TOKEN = new RegExp(
  `^(?:(?<wd>${WEEKDAY})\\.?,?\\s+)?(?:(?:the\\s+)?(?<d1>\\d{1,2})(?:st|nd|rd|th)?(?:\\s+(?:of\\s+)?(?<m1>${MONTH}))?|(?<m2>${MONTH})\\s+(?<d2>\\d{1,2})(?:st|nd|rd|th)?)(?:,?\\s+(?<y>20\\d\\d))?$`,
);
/** Words that make the words before the dates a schedule, not what the runs are about. */
const NOT_SUBJECT =
  /\b(?:every|each|daily|weekly|monthly|hourly|nightly|from|until|till|at|between|after|before|remind|except|not)\b/;
const CLOCK =
  /\b(?<h>\d{1,2})(?:[:.h](?<m>\d\d))?\s*(?<ap>[ap])\.?m\b|\b(?<h24>\d{1,2})[:h](?<m24>\d\d)\b|\bmidnight\b|\bnoon\b/g;
const SMALL_HOURS_END = 6;

interface Token {
  wd: string | undefined;
  day: number;
  month: number | undefined;
  year: number | undefined;
}

/** The run's clocks: every one of the small hours, and one at least. */
function smallHoursOnly(run: string): boolean {
  let count = 0;
  for (const c of run.matchAll(CLOCK)) {
    count++;
    const g = c.groups ?? {};
    if (c[0] === 'midnight') continue;
    if (c[0] === 'noon') return false;
    const hour = Number(g.h ?? g.h24);
    if (g.ap === 'p' || hour >= SMALL_HOURS_END || (g.ap === 'a' && hour === 12)) return false;
  }
  // a bare number ("at 1") could be either half of the day
  if (/\bat\s+\d{1,2}\b(?![:.h]?\d|\s*[ap]\.?m)/.test(run)) return false;
  return count > 0;
}

function nextDate(month: number, day: number, today: CalendarDate): CalendarDate | null {
  for (const year of [today.year, today.year + 1]) {
    const n = epochDay(year, month, day);
    const d = dateOfEpochDay(n);
    if (d.month === month && n >= epochDay(today.year, today.month, today.day)) return d;
  }
  return null;
}

export function nightAfterPhrase(text: string, today: CalendarDate): DatedContextReading | null {
  if (!/night after/.test(text)) return null;
  const g = NIGHT_AFTER.exec(text)?.groups;
  if (!g) return null;
  const subject = (g.subject ?? '').trim();
  const run = (g.run ?? '').trim();
  if (NOT_SUBJECT.test(subject) || !smallHoursOnly(run)) return null;
  const tokens: Token[] = [];
  for (const part of (g.dates ?? '').split(/\s*(?:,|\band\b|&)\s*/)) {
    const t = TOKEN.exec(part.trim())?.groups;
    if (!t) return null;
    const month = t.m1 ?? t.m2;
    tokens.push({
      wd: t.wd,
      day: Number(t.d1 ?? t.d2),
      month: month === undefined ? undefined : monthOf(month),
      year: t.y === undefined ? undefined : Number(t.y),
    });
  }
  // "fri 11 and sat 12 june": a day without its month takes the next date's month and year
  for (let i = tokens.length - 2; i >= 0; i--) {
    const t = tokens[i] as Token;
    const next = tokens[i + 1] as Token;
    if (t.month === undefined) {
      t.month = next.month;
      t.year ??= next.year;
    }
  }
  const pinned = tokens.map((t) => t.wd !== undefined || t.year !== undefined);
  if (pinned.some((p) => p !== pinned[0])) return null;
  const after: CalendarDate[] = [];
  for (const t of tokens) {
    if (t.month === undefined) return null;
    const date = t.year === undefined ? nextDate(t.month, t.day, today) : { year: t.year, month: t.month, day: t.day };
    if (date === null || dateOfEpochDay(epochDay(date.year, date.month, date.day)).month !== date.month) return null;
    if (t.wd !== undefined && weekdayOf(t.wd) !== weekdayOfDate(date.year, date.month, date.day)) return null;
    after.push(dateOfEpochDay(epochDay(date.year, date.month, date.day) + 1));
  }
  const dateText = (d: CalendarDate) =>
    `${(MONTH_NAMES[d.month] ?? '').toLowerCase()} ${d.day}${pinned[0] ? ` ${d.year}` : ''}`;
  const days = after.map(dateText).join(' and ');
  const said = text.slice(text.indexOf(run) + run.length).trim();
  return {
    text: `${subject}: ${run} on ${days}`,
    notes: [
      `Read "${said}" as the small hours after each date said: ${after.map((d) => `${MONTH_NAMES[d.month]} ${d.day}, ${d.year}`).join('; ')}.`,
    ],
  };
}
