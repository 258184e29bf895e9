import { type CalendarDate, epochDay, MONTH_NAMES, weekdayOf as weekdayOfDate } from '../cron/calendar.js';
import type { LocalTime, Weekday } from '../intent.js';
import type { ScheduleProblem } from '../problem.js';
import { type IntentDraft, inexpressible, type RecurrenceParser, setDays, setMonths, unparseable } from './draft.js';
import { eventNameProblem } from './labels.js';
import { longDate, ONE_DAY } from './parsers/period.js';
import { undatedCluster, undatedDates } from './undatedDates.js';
import { MONTH, weekdayOf } from './words.js';

/**
 * Runs on dates that say exactly which day they are: a date with its year ("Jan 12th 2027 at 9am", "2027-01-08
 * 09:00"), a date with its weekday ("sat 5 dec", "Fri 12/4": the next such date, whose weekday must be the one
 * said), or a list of them with a shared time ("sat 5 dec and sat 12 dec at 9am"). One run on such a date is a
 * one-off: that date's day and month in the fields, from and until that day. A date with neither a year nor a weekday
 * could be once or every year, and stays refused (chronoReader.ts) unless several runs fall on it.
 */

const DAY_NUMBER = '(?:[12]?\\d|3[01])(?:st|nd|rd|th)?';
/** What may follow a weekday for it to name a date: "5 dec", "the 5th of December", "dec 5", "12/4", "2027-12-04". */
const DATE_AHEAD = `(?=${DAY_NUMBER}\\s+(?:of\\s+)?${MONTH}|${MONTH}\\s+${DAY_NUMBER}(?![\\d:])|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?(?![\\d/])|\\d{4}-\\d\\d-\\d\\d\\b)`;
/** Words before a weekday that make it a rule or a bound, not a date's weekday ("every sat", "from fri 12/4"). */
const NOT_AFTER =
  '(?<!\\b(?:every|each|from|starting|beginning|until|till|til|through|thru|to|by|before|after|since|ending|effective|of)\\s+)';

/**
 * "sat 5 dec", "Fri 12/4", "Saturday the 5th of December": the weekday said with a date, taken so that the days
 * parser does not read it as a day rule; the date is left to chrono and checked against it there.
 */
export const datedWeekdayParser: RecurrenceParser = {
  name: 'dated-weekday',
  // a day's name right before a date in numbers or by its month
  gate: /\b(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?,?\s+(?:the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/,
  pattern: new RegExp(
    `\\b(?=sun|mon|tue|wed|thu|fri|sat)${NOT_AFTER}(?<wd>${ONE_DAY})\\.?,?\\s+(?:the\\s+)?${DATE_AHEAD}`,
    'g',
  ),
  apply(m, draft) {
    const wd = m.groups?.wd ?? '';
    const weekday = weekdayOf(wd);
    if (weekday === undefined) return undefined;
    draft.datedWeekdays.push({ weekday, at: m.index + m[0].length, said: wd });
    return undefined;
  },
};

/** A word of an event's name: not a word of the day said after it, nor one that says when ("night", "holidays"). */
const EVENT_WORD =
  "(?!(?:this|next|coming|sun|mon|tue|wed|thu|fri|sat)[a-z]*\\b)(?![a-z'-]*(?:day|week|month|year|hour|minute|night|nite|morn|noon|evening|time|holi|window|shift)[a-z'-]*\\b)[a-z][a-z'-]*";

/**
 * "every hour during the flash sale this Friday, 9am-9pm": the name of an event, said right before the day it is on
 * ("this Friday", "sat 5 dec"), names what the runs are for; the day and the hours said are when. Read only when the
 * hours are said as well (checked in `onDates`): "every hour during the sale this Friday" does not say them.
 */
export const duringEventParser: RecurrenceParser = {
  name: 'during-event',
  gate: /during/,
  pattern: new RegExp(
    `\\bduring\\s+(?:the|our|my)\\s+(?<name>${EVENT_WORD}(?:\\s+${EVENT_WORD}){0,2})(?=,?\\s+(?:(?:this|next|coming)\\s+${ONE_DAY}|${ONE_DAY}\\.?,?\\s+(?:the\\s+)?${DATE_AHEAD}))`,
    'g',
  ),
  apply(m, draft, ctx) {
    const name = m.groups?.name ?? '';
    const said = m[0].trim();
    const unread = eventNameProblem(name, said, ctx.phrase, 'every hour 9am-9pm this Friday');
    if (unread) return unread;
    draft.during = said;
    draft.assumptions.push(`Read "${name}" as the name of what the runs are for, not as part of the schedule.`);
    return undefined;
  },
};

/** A date read from the phrase: its text, whether its year was said, and the weekday said with it. */
export interface SaidDate {
  readonly date: CalendarDate;
  readonly text: string;
  readonly yearSaid: boolean;
  readonly weekday: Weekday | null;
  /** Said relative to today ("this Friday"): its text says its weekday already. */
  readonly relative?: boolean;
}

const DAY_NAMES = ['', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function dayNumber(d: CalendarDate): number {
  return epochDay(d.year, d.month, d.day);
}

function said(d: SaidDate): string {
  if (d.relative) return d.text;
  const wd = d.weekday === null ? '' : `${DAY_NAMES[d.weekday]?.slice(0, 3).toLowerCase()} `;
  return `${wd}${d.text}`;
}

/** The problem with a date said with its weekday or year, if any: a weekday it does not fall on, a day gone by. */
export function dateProblem(d: SaidDate, today: CalendarDate): ScheduleProblem | undefined {
  const { date } = d;
  if (d.weekday !== null && weekdayOfDate(date.year, date.month, date.day) !== d.weekday) {
    const name = DAY_NAMES[d.weekday];
    if (d.yearSaid) {
      return unparseable(
        `"${said(d)}": ${longDate(date)} is not a ${name}.`,
        'Check the date and the day of the week, or say the date alone.',
      );
    }
    // the next such date only: a later year whose date falls on that weekday is not guessed
    let later: number | null = null;
    for (let y = date.year + 1; y <= date.year + 6 && later === null; y++) {
      if (weekdayOfDate(y, date.month, date.day) === d.weekday) later = y;
    }
    return unparseable(
      `"${said(d)}": the next ${MONTH_NAMES[date.month]} ${date.day} is ${longDate(date)}, not a ${name}.`,
      later === null
        ? 'Check the date and the day of the week, or say the date with its year.'
        : `Check the date, or give its year: "${MONTH_NAMES[date.month]} ${date.day} ${later}" is a ${name}.`,
    );
  }
  if (dayNumber(date) < dayNumber(today)) {
    return unparseable(
      `"${said(d)}" (${longDate(date)}) has passed.`,
      'Give a date from today on, with its year if it is next year.',
    );
  }
  return undefined;
}

/**
 * Dates that fit one CRON expression: days of the month and months whose every pairing between the first and the
 * last date is one of the dates (Dec 5 and Dec 12; not Jan 4 and Feb 11, which would add Jan 11 and Feb 4).
 */
function fitsOneExpression(dates: readonly CalendarDate[], days: Set<number>, months: Set<number>): boolean {
  const first = dates[0] as CalendarDate;
  const last = dates[dates.length - 1] as CalendarDate;
  const wanted = new Set(dates.map(dayNumber));
  for (let n = dayNumber(first); n <= dayNumber(last); n++) {
    const d = new Date(n * 86_400_000);
    if (days.has(d.getUTCDate()) && months.has(d.getUTCMonth() + 1) && !wanted.has(n)) return false;
  }
  return true;
}

/**
 * The runs of the phrase on the dates said, and those days only: their days and months in the fields and a
 * running period from the first to the last. `undefined` when the phrase does not read that way (a single run on a
 * date that could be once or every year, a date that is a bound of a period, a window left open); the caller then
 * refuses as before.
 */
export function onDates(
  draft: IntentDraft,
  dates: readonly SaidDate[],
  today: CalendarDate,
): ScheduleProblem | null | undefined {
  const runs = new Set(draft.times.map((t) => t.hour * 60 + t.minute)).size;
  const several = draft.interval !== null || runs >= 2;
  if (!several && runs === 0) return undefined;
  // "every hour from 9am on Dec 24": from then on, or on that day from then?
  if (draft.window !== null && draft.window.to === null) return undefined;
  if (
    draft.startDate !== null ||
    draft.endDate !== null ||
    draft.period.start ||
    draft.period.end ||
    draft.period.length
  )
    return undefined;
  // "every hour during the sale this Friday": the sale's hours are not said
  if (draft.during !== null && draft.interval !== null && (draft.window === null || draft.window.to === null)) {
    return unparseable(
      `"${draft.during}" does not say the hours to run in.`,
      'Give them, e.g. "every hour 9am-9pm this Friday".',
    );
  }
  const pinned = dates.every((d) => d.yearSaid || d.weekday !== null || d.relative);
  // "every day 10am on 1-dec-26": one run on one date said with a rule of days is no one-off (from then? until?)
  if (!several && draft.days !== null) return undefined;
  // several dates without their years ("on march 15 and september 15 at 9am"): those days once, or every year?
  let soon = false;
  if (!pinned && dates.length > 1) {
    if (draft.days !== null || dates.some((d) => d.weekday !== null)) return undefined;
    // several runs on dates near each other and soon ("9am, 1pm and 5pm on jan 16 and 17"): those days once; else
    // refused as before (every year's dates are read for one run a day only)
    if (several && !undatedCluster(dates, today)) return undefined;
    const read = several ? 'once' : undatedDates(draft, dates, today);
    if (read !== 'once') return read;
    soon = true;
  }
  for (const d of dates) {
    const problem = pinned || soon || d.weekday !== null ? dateProblem(d, today) : undefined;
    if (problem) return problem;
  }
  const sorted = [...dates].sort((a, b) => dayNumber(a.date) - dayNumber(b.date));
  const unique = sorted.filter((d, i) => i === 0 || dayNumber(d.date) !== dayNumber((sorted[i - 1] as SaidDate).date));
  const days = new Set(unique.map((d) => d.date.day));
  const months = new Set(unique.map((d) => d.date.month));
  if (
    !fitsOneExpression(
      unique.map((d) => d.date),
      days,
      months,
    )
  )
    return inexpressible(
      `${unique.map((d) => `"${said(d)}"`).join(', ')} do not fit one schedule: its days of the month and months would run on other dates between them too.`,
      'Ask for each date on its own, e.g. "once on Jan 4 2027 at 9am".',
    );
  const text = unique.map((d) => d.text).join(', ');
  const night = nightAfterEvening(draft);
  if (night !== null)
    return unparseable(
      `"${night.small}" after "${night.evening}" on ${text}: the night after that day, or the start of it?`,
      `Give the date of each, e.g. "at ${night.evening} on ${unique[0]?.text}, and at ${night.small} the next day".`,
    );
  const problem =
    setDays(draft, { kind: 'month-days', days: [...days].sort((a, b) => a - b) }, text) ??
    setMonths(draft, { kind: 'months', months: [...months].sort((a, b) => a - b) }, text);
  if (problem) return problem;
  const first = (unique[0] as SaidDate).date;
  const last = (unique[unique.length - 1] as SaidDate).date;
  draft.startDate = first;
  draft.endDate = last;
  const weekdayNote = unique.some((d) => d.weekday !== null && !d.yearSaid && !d.relative)
    ? ' (the next such date on that day of the week)'
    : '';
  if (unique.length > 1) {
    // several runs on dates without their years: read once, as dates near each other and soon are; say how to ask
    // for every year's
    const yearly = several && !pinned ? ` To run every year, say "every year on ${text}".` : '';
    draft.assumptions.push(
      `${unique.map((d) => `"${said(d)}"`).join(' and ')} read as the days to run on: ${unique.map((d) => longDate(d.date)).join('; ')}${weekdayNote}.${yearly}`,
    );
  } else if (several) {
    draft.assumptions.push(
      `"${said(unique[0] as SaidDate)}" read as the one day to run on: ${longDate(first)}${weekdayNote}.`,
    );
  } else {
    if (draft.maxOccurrences === null) draft.maxOccurrences = 1;
    const d = unique[0] as SaidDate;
    const words = draft.once === null ? `"${said(d)}"` : `"${draft.once}" and "${said(d)}"`;
    // a date without its year could be meant every year: say how to ask for that
    const yearly = pinned ? '' : ` To run every year, say "every year on ${d.text}".`;
    if (!pinned && draft.once === null) draft.undatedOnce = d.text;
    draft.assumptions.push(`${words} read as one run, on ${longDate(first)}${weekdayNote}.${yearly}`);
  }
  return null;
}

/**
 * Times said in order through an evening into the small hours ("10pm, 11pm, midnight and 1am on nov 2"): the last
 * ones may be the night after the date, not its first hours. The first such pair as said, or null.
 */
function nightAfterEvening(draft: IntentDraft): { evening: string; small: string } | null {
  let evening: LocalTime | null = null;
  for (const t of draft.times) {
    if (t.hour >= 18) evening = t;
    else if (evening !== null && t.hour < 6)
      return { evening: clockWords(evening), small: t.hour === 0 && t.minute === 0 ? 'midnight' : clockWords(t) };
  }
  return null;
}

function plusDays(d: CalendarDate, n: number): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** A weekday's place in a week that starts on Monday (Monday 0, Sunday 6). */
function inWeek(w: number): number {
  return (w + 5) % 7;
}

/**
 * "This Friday", "next Tuesday" (the period parser's words) with the runs of that day: the one day to run on, read
 * as a date is ("every hour 9am-9pm this Friday", "this Friday at 9am"). Refused where the day is not plain: "this
 * Friday" said on a Friday (today, or a week from today?), "next Friday" said before Friday in the same week (this
 * week's, or next week's?). Weeks start on Monday, as in the period parser.
 */
export function onWeekdaySaid(draft: IntentDraft, today: CalendarDate): ScheduleProblem | undefined {
  const on = draft.period.on;
  if (!on) return undefined;
  const wd = weekdayOfDate(today.year, today.month, today.day);
  const name = DAY_NAMES[on.weekday] ?? '';
  const ahead = (on.weekday - wd + 7) % 7;
  const comingDate = plusDays(today, ahead || 7);
  const ambiguous = (a: CalendarDate, b: CalendarDate) =>
    unparseable(
      `"${on.said}" said on a ${DAY_NAMES[wd]} could be ${longDate(a)} or ${longDate(b)}.`,
      `Give the date, e.g. "${MONTH_NAMES[a.month]} ${a.day} ${a.year} at 9am".`,
    );
  if (!on.next && ahead === 0) return ambiguous(today, comingDate);
  if (on.next && ahead !== 0 && inWeek(on.weekday) > inWeek(wd)) return ambiguous(comingDate, plusDays(comingDate, 7));
  const date = on.next || ahead !== 0 ? comingDate : today;
  const read = onDates(draft, [{ date, text: on.said, yearSaid: false, weekday: on.weekday, relative: true }], today);
  if (read === undefined) {
    return unparseable(
      `"${on.said}" is a single day, not a repeating schedule.`,
      `To run once then say e.g. "once ${on.said} at 9am"; to repeat weekly, "every ${name.toLowerCase()} at 9am"; to begin then, "starting ${on.said}, every day at 9am".`,
    );
  }
  return read ?? undefined;
}

/** The small hours a bare hour may not be read in for a one-off: "this friday at 4" is 4 PM to most, 4 AM to some. */
const SMALL_HOURS = 6;

/**
 * A one-off run at a bare hour of the small hours ("remind me this friday at 4"): a recurring job at 4 is read at
 * 4 AM with a note, but a single reminder then is as likely the afternoon, and there is no later run to notice it by.
 */
export function oneRunHalfOfDay(draft: IntentDraft): ScheduleProblem | undefined {
  if (draft.maxOccurrences !== 1 || draft.interval !== null || draft.times.length !== 1) return undefined;
  return smallHourProblem(draft, 'on one day');
}

/**
 * A bare hour of the small hours where the phrase cannot mean the night more than the afternoon (`where`: "on one
 * day", "for a reminder"): refused, asking which.
 */
export function smallHourProblem(draft: IntentDraft, where: string): ScheduleProblem | undefined {
  const bare = draft.bareHours.find((b) => b.hour <= SMALL_HOURS);
  if (!bare) return undefined;
  const said = bare.text.replace(/^(?:at|@)\s*/, '');
  return unparseable(
    `"${bare.text}" ${where} could be ${said} AM or ${said} PM.`,
    `Say which, e.g. "at ${said}pm" or "at ${said}am".`,
  );
}

/**
 * One run on a date without its year or weekday, "once" not said ("aguinaldo reminder Dec 20 9am"): once, or every
 * year? Read once only in a reminder to a person ("remind me about the dentist on dec 9 at 2:15pm"); else refused,
 * with both phrases.
 */
export function undatedOnceProblem(draft: IntentDraft, reminder: boolean): ScheduleProblem | undefined {
  const date = draft.undatedOnce;
  if (date === null || reminder) return undefined;
  const time = draft.times[0];
  const at = time ? ` at ${clockWords(time)}` : '';
  return unparseable(
    `"${date}" could be one run or every year's.`,
    `Say "once on ${date}${at}" or "every year on ${date}${at}".`,
  );
}

function clockWords(t: { hour: number; minute: number }): string {
  const h = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${h}${t.minute === 0 ? '' : `:${String(t.minute).padStart(2, '0')}`}${t.hour < 12 ? 'am' : 'pm'}`;
}
