import {
  type CalendarDate,
  daysInMonth,
  epochDay,
  MONTH_NAMES,
  dateOfEpochDay as ofDay,
  weekdayOf as weekdayOfDate,
} from '../../cron/calendar.js';
import type { Weekday } from '../../intent.js';
import type { ScheduleProblem } from '../../problem.js';
import { type IntentDraft, type RecurrenceParser, unparseable } from '../draft.js';
import {
  HOLIDAY,
  holidayDate,
  US_HOLIDAY,
  US_HOLIDAY_NAMES,
  US_ZONE,
  type UsHoliday,
  usHolidayDay,
  usHolidayOf,
} from '../holidays.js';
import { courseStartProblem } from '../periodCourse.js';
import { COUNT, countOf, DAY, MONTH, monthOf, weekdayOf } from '../words.js';
import { BARE_EACH, EACH_RUN } from './count.js';

/**
 * Running periods in everyday words, which chrono does not read: "starting next week", "starting Monday",
 * "for the next 2 weeks", "for 30 days", "until the end of March", "through the end of the year", "through
 * February", "for the month of January", "in November 2027", "from March", "starting in the new year", "until
 * Christmas". "Until February" is refused: it could end as February
 * begins or ends. They set the
 * intent's start and end dates (never its number of runs), resolved against the reference instant in the
 * schedule's zone once the whole phrase is read (a length counts from a start that chrono may read later).
 */

/** A date said relative to today. */
export type Anchor =
  | { readonly kind: 'next-week' }
  | { readonly kind: 'next-month' }
  | { readonly kind: 'weekday'; readonly weekday: Weekday; readonly nextWeek: boolean }
  /** "Monday the 30th": the next 30th, which must be a Monday. */
  | { readonly kind: 'weekday-date'; readonly weekday: Weekday; readonly day: number }
  | { readonly kind: 'end-of'; readonly unit: 'year' | 'month' | 'quarter' | 'week'; readonly next: boolean }
  /** "until next quarter": the day before the next one begins, said as a bound (the last day of this one). */
  | { readonly kind: 'before-next'; readonly unit: 'year' | 'month' | 'quarter' }
  /** "until March": the day before the next March begins (the last of February), as "until next month" is. */
  | { readonly kind: 'before-month'; readonly month: number }
  | { readonly kind: 'end-of-month'; readonly month: number; readonly year: number | null }
  | { readonly kind: 'start-of-month'; readonly month: number; readonly year: number | null }
  | { readonly kind: 'date'; readonly month: number; readonly day: number }
  /** "from memorial day", "after thanksgiving": the next one (`after`: the day after it). */
  | { readonly kind: 'us-holiday'; readonly holiday: UsHoliday; readonly after: boolean }
  /** A date as said, with its year if given (else the next one on or after today) and its weekday if given. */
  | {
      readonly kind: 'on-date';
      readonly month: number;
      readonly day: number;
      readonly year: number | null;
      readonly weekday: Weekday | null;
    };

export type LengthUnit = 'day' | 'week' | 'month' | 'year' | 'hour' | 'minute';

export interface PeriodWords {
  start: { readonly anchor: Anchor; readonly said: string } | null;
  end: { readonly anchor: Anchor; readonly said: string } | null;
  length: { readonly n: number; readonly unit: LengthUnit; readonly said: string } | null;
  /** "this Friday", "next Tuesday": the one day to run on, read once the times are (oneOff.ts). */
  on: { readonly weekday: Weekday; readonly next: boolean; readonly said: string } | null;
  /** "..., then stop" said after the schedule: the end said again in other words, checked once the phrase is read. */
  stop?: string;
}

export function emptyPeriod(): PeriodWords {
  return { start: null, end: null, length: null, on: null };
}

// one day, singular: "starting Mondays" is not a date
export const ONE_DAY =
  '(?:sunday|sun|monday|mon|tuesday|tues|tue|wednesday|weds|wed|thursday|thurs|thur|thu|friday|fri|saturday|sat)\\b';
/** "for the next day", "for the following day": one day, said as a day to come (not "for 1 day"). */
const NEXT_DAY = /\b(?:next|following)\s+day\b/;
const START = '(?:starting|beginning|commencing|effective|as\\s+of)(?:\\s+(?:on|from))?';
const END = '(?:until|till|til|through|thru|to|ending|by|up\\s+(?:to|until))';

/** A day and a clock right before "to"/"until" ("thu 2pm"), and a clock right after the day that ends it ("fri 10am"). */
const DAY_CLOCK_BEFORE = new RegExp(`\\b${ONE_DAY}\\.?,?\\s+(?:at\\s+)?\\d{1,2}(?::\\d\\d)?\\s*(?:[ap]m)?\\s*$`);
const CLOCK_AFTER = /^,?\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:[ap]m)?\b/;

export const periodParser: RecurrenceParser = {
  name: 'period',
  // every reading holds one of these words, a day's name after a word that starts or ends a period, a month without
  // a day after one (or with a year after "in"), or a holiday's name ("from march 1 until june 30" holds none: dates
  // that chrono reads)
  gate: new RegExp(
    `\\b(?:next|following|coming|for|then|this|end|days|weeks|months|new\\s+year)\\b` +
      `|\\b(?:starting|beginning|commencing|effective|of|on|from|until|till|til|through|thru|to|ending|by)\\s+${ONE_DAY}` +
      `|\\b(?:starting|beginning|commencing|effective|of|on|from|until|till|til|through|thru|in)\\s+(?:(?:on|from|in)\\s+){0,2}${MONTH}(?:\\s+\\d{4}\\b)?(?!\\s*\\d)` +
      `|\\b(?:in|during)\\s+${MONTH}\\s+\\d{4}|${HOLIDAY}|${US_HOLIDAY}`,
  ),
  pattern: new RegExp(
    '\\b(?:' +
      `(?:${START}|from)\\s+(?:the\\s+)?(?:next|coming)\\s+(?<startUnit>week|month)\\b` +
      // "from Monday to Friday" is a day rule, not a start
      `|(?:${START}|from(?=\\s+(?:next|this|coming)\\b|\\s+${ONE_DAY},?\\s+(?:the\\s+)?(?:[12]?\\d|3[01])(?:st|nd|rd|th)\\b(?!\\s+(?:of\\s+)?${MONTH})))\\s+(?:(?<dayNext>next)\\s+|(?:this\\s+)?coming\\s+|this\\s+)?(?<day>${ONE_DAY})(?!\\s*(?:-|–|/|&|,|to|through|thru|till|until|and|or)\\s*${ONE_DAY})(?:,?\\s+(?:the\\s+)?(?<dayDom>[12]?\\d|3[01])(?:st|nd|rd|th)\\b(?!\\s+(?:of\\s+)?${MONTH}))?` +
      // "for the 14 days starting dec 1": "the" only where the start follows
      `|for\\s+(?:(?:the\\s+)?(?:next|following|coming)\\s+(?:(?<n>${COUNT})\\s+)?|(?:the\\s+(?=\\S+\\s+(?:days|weeks|months)\\s+(?:starting|beginning|commencing|from)\\s))?(?<n2>${COUNT})\\s+)(?<unit>days?|weeks?|months?|years?|hours?|hrs?|minutes?|mins?|nights?)\\b` +
      // "from jan 9, 10 weeks": a length said right after its start date
      `|(?<=\\b(?:from|starting|beginning)\\s+${MONTH}\\s+(?:[12]?\\d|3[01])(?:st|nd|rd|th)?(?:,?\\s+20\\d\\d)?\\s*,\\s*)(?<n5>${COUNT})\\s+(?<unit5>days|weeks|months)\\b(?!\\s*(?:later|after|before|ago|from|of)\\b)` +
      // "..., then stop" said last: the end or length said again in other words (checked in resolvePeriod)
      '|(?:and\\s+)?(?<stop>then\\s+stop)\\b(?=\\s*[.!]?\\s*$)' +
      // "4 weeks starting dec 7": a length said before its start (not "every 2 weeks starting ...")
      `|(?<!\\b(?:every|each|in|after|within|than|last|past|first)\\s+)(?<n4>${COUNT})\\s+(?<unit4>days|weeks|months)\\b(?=\\s*,?\\s*(?:starting|beginning|commencing)\\b)` +
      // "over the next 2 weeks", "the next 3 months": a length with its count (not "next week", a date)
      `|(?:(?:over|during)\\s+)?(?:the\\s+)?(?:next|following|coming)\\s+(?<n3>${COUNT})\\s+(?<unit3>days?|weeks?|months?|years?)\\b` +
      '|for\\s+the\\s+rest\\s+of\\s+(?:the\\s+|this\\s+)?(?<rest>year|month|quarter|week)\\b' +
      // "only this week", "this month only", "for this week": to its end
      '|(?:(?:only|just)\\s+(?:for\\s+)?this\\s+(?<onlyThis>week|month|quarter|year)|(?:for\\s+)?this\\s+(?<thisOnly>week|month|quarter|year)\\s+only|for\\s+this\\s+(?<forThis>week|month|quarter|year))\\b' +
      // "every morning at 6 this week": said last, to the end of this week or month
      '|(?<!\\b(?:starting|beginning|from|only|just|until|till|til|through|thru|by|of|in|during|end|after|before|since|to|rest|as)\\s+)\\bthis\\s+(?<bareThis>week|month)(?=\\s*[.!]?\\s*$)' +
      `|${END}\\s+(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?(?:(?<endNext>next)\\s+)?(?:(?<endUnit>year|month|quarter|week)\\b|(?<endMonth>${MONTH})(?:\\s+(?<endYear>\\d{4})\\b)?)` +
      `|${END}\\s+(?:the\\s+)?(?<endUnit2>year|month|quarter)[-\\s]?end\\b` +
      // "until next quarter": until it begins; not "through next month", which runs to its end
      '|(?:until|till|til|up\\s+until)\\s+(?:the\\s+)?(?:start\\s+of\\s+(?:the\\s+)?)?next\\s+(?<beforeNext>year|month|quarter)\\b' +
      // "until Friday" is the next one; "Monday until Friday" is a day rule
      // not a compound's last part ("walk-through saturday", "run-through friday"): a thing's name, no end
      `|(?<!-)${END}(?<!${DAY}\\s*${END})\\s+(?:(?<endDayNext>next)\\s+|(?:this|coming)\\s+)?(?<endDay>${ONE_DAY})(?!\\s*(?:-|–|/|&|,|to|through|thru|till|until|and|or)\\s*${ONE_DAY})(?:,?\\s+(?:the\\s+)?(?<endDayDom>[12]?\\d|3[01])(?:st|nd|rd|th)\\b(?!\\s+(?:of\\s+)?${MONTH}))?` +
      `|(?<single>(?:next|this|coming)\\s+${ONE_DAY})` +
      // a month as a whole: "for the month of January", "through February"; not "June through August" (months)
      `|for\\s+(?:(?:the\\s+)?(?:whole\\s+|entire\\s+)?month\\s+of\\s+|(?:all|the\\s+(?:whole|entire))\\s+of\\s+)?(?<forMonth>${MONTH})(?:\\s+(?<forYear>\\d{4})\\b)?(?!\\s*\\d)` +
      // "in November 2027": that month only (without a year, "in November" is every November)
      `|(?:in|during)\\s+(?<inMonth>${MONTH})\\s+(?<inYear>\\d{4})\\b(?!\\s*\\d)` +
      // "from March", "starting in April 2027"; not "from March to June" (months)
      `|(?:${START}|from)\\s+(?:in\\s+)?(?<fromMonth>${MONTH})(?:\\s+(?<fromYear>\\d{4})\\b)?(?!\\s*\\d)(?!\\s*(?:-|–|/|&|,|to|through|thru|till|until|and|or)\\s*${MONTH})` +
      `|(?:${START}|from)\\s+(?:in\\s+)?the\\s+(?<newYear>new\\s+year)\\b` +
      `|(?<!-)(?:through|thru)(?<!${MONTH}\\s*(?:through|thru))\\s+(?<thruMonth>${MONTH})(?:\\s+(?<thruYear>\\d{4})\\b)?(?!\\s*\\d)` +
      `|(?:until|till|til)(?<!${MONTH}\\s*(?:until|till|til))\\s+(?<untilMonth>${MONTH})(?!\\s*\\d)` +
      // "(ends in march)": some day of that month, not said
      `|(?:ends?|ending|finish(?:es|ing)?|stops?|stopping|wraps?\\s+up)\\s+(?:(?:some\\s*time|sometime)\\s+)?in\\s+(?<endsInMonth>${MONTH})(?!\\s*\\d)` +
      `|${END}\\s+(?<holiday>${HOLIDAY})` +
      `|(?:(?:${START}|from)\\s+(?:on\\s+)?|(?<after>after)\\s+)(?<usStart>${US_HOLIDAY})(?!\\s*(?:eve|weekend|week)\\b)` +
      `|${END}\\s+(?<usEnd>${US_HOLIDAY})(?!\\s*(?:eve|weekend|week)\\b)` +
      ')',
    'g',
  ),
  apply(m, draft, ctx) {
    const g = m.groups ?? {};
    const said = m[0].trim();
    const p = draft.period;
    // "moved from thu 2pm to fri 10am": a day and time to another day and time is a move, or one stretch of time
    const dayClock = g.endDay ? DAY_CLOCK_BEFORE.exec(m.input.slice(0, m.index)) : null;
    const clockAfter = dayClock ? CLOCK_AFTER.exec(m.input.slice(m.index + m[0].length)) : null;
    if (dayClock && clockAfter) {
      return unparseable(
        `"${dayClock[0].trim()} ${said}${clockAfter[0].trimEnd()}" could be a move from one day and time to the other, or one stretch of time between them.`,
        'Say only when it runs now, e.g. "every friday at 10am".',
      );
    }
    if (g.usStart || g.usEnd) {
      const holiday = usHolidayOf(g.usStart ?? g.usEnd ?? '');
      if (!US_ZONE.test(ctx.ownZone ?? '')) {
        return unparseable(
          `"${said}": I only know the United States' ${US_HOLIDAY_NAMES[holiday]}, and your zone is not in the United States.`,
          'Give the date, e.g. "from may 31".',
        );
      }
      const verb = g.usStart ? 'start' : 'end';
      if (p[verb]) return twice(verb, said, p[verb]?.said ?? '');
      p[verb] = { anchor: { kind: 'us-holiday', holiday, after: g.after !== undefined }, said };
      draft.assumptions.push(`"${said}" read with the United States' ${US_HOLIDAY_NAMES[holiday]}.`);
      return undefined;
    }
    if (g.startUnit || g.day) {
      if (p.start) return twice('start', said, p.start.said);
      const anchor: Anchor = g.startUnit
        ? { kind: g.startUnit === 'week' ? 'next-week' : 'next-month' }
        : g.dayDom
          ? { kind: 'weekday-date', weekday: weekdayOf(g.day ?? '') ?? 2, day: Number(g.dayDom) }
          : { kind: 'weekday', weekday: weekdayOf(g.day ?? '') ?? 2, nextWeek: g.dayNext !== undefined };
      p.start = { anchor, said };
      return undefined;
    }
    if (g.stop) {
      p.stop = g.stop;
      return undefined;
    }
    if (g.unit || g.unit3 || g.unit4 || g.unit5) {
      if (p.length) return twice('length', said, p.length.said);
      const n = countOf(g.n ?? g.n2 ?? g.n3 ?? g.n4 ?? g.n5 ?? '1');
      if (!Number.isInteger(n) || n < 1)
        return unparseable(`"${said}" is not a length of time.`, 'Say e.g. "for 30 days".');
      const unit = (g.unit ?? g.unit3 ?? g.unit4 ?? g.unit5 ?? '').replace(/s$/, '');
      const u: LengthUnit =
        unit === 'hr' ? 'hour' : unit === 'min' ? 'minute' : unit === 'night' ? 'day' : (unit as LengthUnit);
      p.length = { n, unit: u, said };
      return undefined;
    }
    if (g.endsInMonth) {
      const month = MONTH_NAMES[monthOf(g.endsInMonth) ?? 1];
      return unparseable(
        `"${said}" does not say which day of ${month} is the last.`,
        `Say "through ${month}" for all of it, or the last day, e.g. "until ${month} 12".`,
      );
    }
    if (g.untilMonth) {
      // "until March" as "until next month" is read: until it begins; said in March itself it is refused (resolvePeriod)
      if (p.end) return twice('end', said, p.end.said);
      p.end = { anchor: { kind: 'before-month', month: monthOf(g.untilMonth) ?? 1 }, said };
      return undefined;
    }
    if (g.fromMonth || g.newYear) {
      if (p.start) return twice('start', said, p.start.said);
      p.start = {
        anchor: g.fromMonth
          ? { kind: 'start-of-month', month: monthOf(g.fromMonth) ?? 1, year: g.fromYear ? Number(g.fromYear) : null }
          : { kind: 'date', month: 1, day: 1 },
        said,
      };
      return undefined;
    }
    if (g.forMonth || g.inMonth) {
      if (p.start) return twice('start', said, p.start.said);
      if (p.end) return twice('end', said, p.end.said);
      const month = monthOf(g.forMonth ?? g.inMonth ?? '') ?? 1;
      const forYear = g.forYear ?? g.inYear;
      const year = forYear ? Number(forYear) : null;
      p.start = { anchor: { kind: 'start-of-month', month, year }, said };
      p.end = { anchor: { kind: 'end-of-month', month, year }, said };
      return undefined;
    }
    if (g.single) {
      const weekday = weekdayOf(said.replace(/^\S+\s+/, ''));
      if (weekday !== undefined && !p.on) {
        p.on = { weekday, next: said.startsWith('next'), said };
        return undefined;
      }
      return unparseable(
        `"${said}" is a single day, not a repeating schedule.`,
        `To repeat weekly say e.g. "every ${said.replace(/^\S+\s+/, '')} at 9am"; to begin then say e.g. "starting ${said}, every day at 9am".`,
      );
    }
    if (p.end) return twice('end', said, p.end.said);
    const month = g.endMonth ? monthOf(g.endMonth) : g.thruMonth ? monthOf(g.thruMonth) : undefined;
    const holiday = g.holiday ? holidayDate(g.holiday) : undefined;
    const endYear = g.endYear ?? g.thruYear;
    const anchor: Anchor = g.beforeNext
      ? { kind: 'before-next', unit: g.beforeNext as 'year' | 'month' | 'quarter' }
      : holiday
        ? { kind: 'date', month: holiday.month, day: holiday.day }
        : g.endDay
          ? g.endDayDom
            ? { kind: 'weekday-date', weekday: weekdayOf(g.endDay) ?? 2, day: Number(g.endDayDom) }
            : { kind: 'weekday', weekday: weekdayOf(g.endDay) ?? 2, nextWeek: g.endDayNext !== undefined }
          : month !== undefined
            ? { kind: 'end-of-month', month, year: endYear ? Number(endYear) : null }
            : {
                kind: 'end-of',
                unit: (g.rest ??
                  g.onlyThis ??
                  g.thisOnly ??
                  g.forThis ??
                  g.bareThis ??
                  g.endUnit ??
                  g.endUnit2 ??
                  'year') as 'year' | 'month' | 'quarter' | 'week',
                next: g.endNext !== undefined,
              };
    p.end = { anchor, said };
    return undefined;
  },
};

/** A running period's start, end or length said twice ("from Monday ... starting March 14"), with an example. */
export function twice(
  what: string,
  said: string,
  earlier: string,
  example = 'starting next week, every day at 9am for 30 days',
): ScheduleProblem {
  return unparseable(
    `The phrase gives two ${what}s of its running period ("${earlier}" and "${said}").`,
    `Say it once, e.g. "${example}".`,
  );
}

const DAY_NAMES = ['', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Monday, January 19, 2026". */
export function longDate(d: CalendarDate): string {
  return `${DAY_NAMES[weekdayOfDate(d.year, d.month, d.day)]}, ${MONTH_NAMES[d.month]} ${d.day}, ${d.year}`;
}

function plusDays(d: CalendarDate, n: number): CalendarDate {
  return ofDay(epochDay(d.year, d.month, d.day) + n);
}

function lastOfMonth(year: number, month: number): CalendarDate {
  return { year, month, day: daysInMonth(year, month) };
}

/** The day before the same day `n` months later; a day the later month lacks ends with that month. */
function monthsLater(d: CalendarDate, n: number): CalendarDate {
  const index = d.year * 12 + d.month - 1 + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return d.day > daysInMonth(year, month) ? lastOfMonth(year, month) : plusDays({ year, month, day: d.day }, -1);
}

function resolve(a: Anchor, today: CalendarDate): CalendarDate {
  const wd = weekdayOfDate(today.year, today.month, today.day);
  switch (a.kind) {
    case 'next-week':
      return plusDays(today, (2 - wd + 7) % 7 || 7);
    case 'next-month':
      return today.month === 12
        ? { year: today.year + 1, month: 1, day: 1 }
        : { ...today, month: today.month + 1, day: 1 };
    case 'weekday': {
      // "Monday": the next one after today; "next Friday": the Friday of next week (weeks start on Monday)
      if (!a.nextWeek) return plusDays(today, (a.weekday - wd + 7) % 7 || 7);
      const monday = plusDays(today, (2 - wd + 7) % 7 || 7);
      return plusDays(monday, (a.weekday - 2 + 7) % 7);
    }
    case 'before-next':
      return resolve({ kind: 'end-of', unit: a.unit, next: false }, today);
    case 'before-month': {
      const year = a.month > today.month ? today.year : today.year + 1;
      return plusDays({ year, month: a.month, day: 1 }, -1);
    }
    case 'end-of': {
      const shift = a.next ? 1 : 0;
      // weeks start on Monday: this week ends on the coming Sunday (today, on a Sunday)
      if (a.unit === 'week') return plusDays(today, ((8 - wd) % 7) + 7 * shift);
      if (a.unit === 'year') return lastOfMonth(today.year + shift, 12);
      const span = a.unit === 'month' ? 1 : 3;
      const first = a.unit === 'month' ? today.month : today.month - ((today.month - 1) % 3);
      const index = today.year * 12 + first - 1 + span * shift + span - 1;
      return lastOfMonth(Math.floor(index / 12), (index % 12) + 1);
    }
    case 'end-of-month': {
      const year = a.year ?? (a.month >= today.month ? today.year : today.year + 1);
      return lastOfMonth(year, a.month);
    }
    case 'start-of-month': {
      const year = a.year ?? (a.month >= today.month ? today.year : today.year + 1);
      return { year, month: a.month, day: 1 };
    }
    case 'weekday-date':
      return nextDayOfMonth(a.day, today);
    case 'on-date': {
      if (a.year !== null) return { year: a.year, month: a.month, day: a.day };
      const late = a.month < today.month || (a.month === today.month && a.day < today.day);
      return { year: today.year + (late ? 1 : 0), month: a.month, day: a.day };
    }
    case 'us-holiday': {
      // the next one (or the day after it) on or after today
      for (const year of [today.year, today.year + 1]) {
        const { month, day } = usHolidayDay(a.holiday, year);
        const date = plusDays({ year, month, day }, a.after ? 1 : 0);
        if (epochDay(date.year, date.month, date.day) >= epochDay(today.year, today.month, today.day)) return date;
      }
      return plusDays({ year: today.year + 1, ...usHolidayDay(a.holiday, today.year + 1) }, a.after ? 1 : 0);
    }
    case 'date': {
      // the next one on or after today
      const late = a.month < today.month || (a.month === today.month && a.day < today.day);
      return { year: today.year + (late ? 1 : 0), month: a.month, day: a.day };
    }
  }
}

/**
 * Turns the period's words into dates, `today` being the reference instant's date in the schedule's zone. A
 * length counts from the start (today when none is said); a length of hours ends an open window ("every 15
 * minutes from 9am for 2 hours") and is refused anywhere else.
 */
/** The next day `day` of a month on or after today (months too short for it are passed over). */
function nextDayOfMonth(day: number, today: CalendarDate): CalendarDate {
  for (let i = 0; ; i++) {
    const index = today.year * 12 + today.month - 1 + i;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    if (day <= daysInMonth(year, month) && (i > 0 || day >= today.day)) return { year, month, day };
  }
}

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
}

/** "Monday the 30th" when the next 30th is not a Monday: which of the two is meant cannot be told. */
function weekdayDateProblem(a: Anchor, said: string, today: CalendarDate): ScheduleProblem | undefined {
  if (a.kind === 'on-date') return onDateProblem(a, said, today);
  if (a.kind !== 'weekday-date') return undefined;
  const date = nextDayOfMonth(a.day, today);
  if (weekdayOfDate(date.year, date.month, date.day) === a.weekday) return undefined;
  return unparseable(
    `"${said}": the next ${ordinal(a.day)} (${longDate(date)}) is not a ${DAY_NAMES[a.weekday]}.`,
    `Say the date with its month, e.g. "starting ${MONTH_NAMES[date.month]} ${a.day}".`,
  );
}

/** "Sunday March 15" when March 15 is a Monday, or "February 30": which day is meant cannot be told. */
function onDateProblem(
  a: Extract<Anchor, { kind: 'on-date' }>,
  said: string,
  today: CalendarDate,
): ScheduleProblem | undefined {
  const date = resolve(a, today);
  if (date.day > daysInMonth(date.year, date.month)) {
    return unparseable(
      `"${said}": ${MONTH_NAMES[date.month]} ${date.year} has no day ${date.day}.`,
      'Give a date the month has.',
    );
  }
  if (a.weekday === null) return undefined;
  if (weekdayOfDate(date.year, date.month, date.day) === a.weekday) return undefined;
  return unparseable(
    `"${said}": ${longDate(date)} is not a ${DAY_NAMES[a.weekday]}.`,
    `Say the date alone, e.g. "starting ${MONTH_NAMES[date.month]} ${date.day}", or give its year.`,
  );
}

/**
 * Whether no run is left today, `minuteNow` being the minute of today's day: then a length said without a start
 * counts from tomorrow ("mondays 9am for the next 4 weeks" said on a Monday at noon is four Mondays, not three).
 */
function doneToday(draft: IntentDraft, minuteNow: number): boolean {
  const minute = (t: { hour: number; minute: number }) => t.hour * 60 + t.minute;
  if (draft.interval !== null) return draft.window?.to != null && minute(draft.window.to) <= minuteNow;
  return draft.times.length > 0 && draft.times.every((t) => minute(t) <= minuteNow);
}

/** Whether today's last run falls at the minute of asking: "daily at noon for the next 10 days" said at noon. */
function runsNow(draft: IntentDraft, minuteNow: number): boolean {
  if (!doneToday(draft, minuteNow)) return false;
  const ends = draft.interval !== null ? [draft.window?.to] : draft.times;
  return ends.some((t) => t != null && t.hour * 60 + t.minute === minuteNow);
}

/**
 * Bounds said as the date of a run ("mondays 9am, last one on nov 16"): the date must be a day the rule runs on,
 * once resolved ("nov 16" said after this year's has passed is next year's, a Tuesday).
 */
export const RUN_DATES = new WeakSet<object>();

function runDateProblem(draft: IntentDraft, bound: { said: string }, date: CalendarDate): ScheduleProblem | undefined {
  const days = draft.days;
  if (!RUN_DATES.has(bound) || days?.kind !== 'weekdays') return undefined;
  const weekday = weekdayOfDate(date.year, date.month, date.day);
  if (days.days.some((d) => d === weekday)) return undefined;
  return unparseable(
    `"${bound.said}": ${longDate(date)} is a day with no run.`,
    'Give the date of a run with its year, or say "until" and the date.',
  );
}

export function resolvePeriod(draft: IntentDraft, today: CalendarDate, minuteNow = -1): ScheduleProblem | undefined {
  const p = draft.period;
  for (const bound of [p.start, p.end]) {
    const problem = bound && weekdayDateProblem(bound.anchor, bound.said, today);
    if (problem) return problem;
  }
  if (p.end?.anchor.kind === 'before-next') {
    const last = resolve(p.end.anchor, today);
    if (epochDay(last.year, last.month, last.day) === epochDay(today.year, today.month, today.day)) {
      const unit = p.end.anchor.unit;
      return unparseable(
        `"${p.end.said}": today is the last day of this ${unit}, so that would leave today only; the ${unit} after next may be meant.`,
        `Give the last day with runs, e.g. "until the end of next ${unit}" or "until ${MONTH_NAMES[today.month]} ${today.day}".`,
      );
    }
  }
  if (p.end?.anchor.kind === 'before-month' && p.end.anchor.month === today.month) {
    // "until November" said in November: not until next year's begins; through this one's end, or a slip?
    const month = MONTH_NAMES[today.month];
    return unparseable(
      `"${p.end.said}" said in ${month} could mean through its end, or until next year's ${month} begins.`,
      `Say "through ${month}" or give the last day, e.g. "until ${month} 20".`,
    );
  }
  // "from oct 15 to sep 15 2027", "(15 oct – 15 sept 2027)": the end's year said, not the start's, and the start's
  // day after the end's in the year: written backwards, or most of a year? Only December to January is read so
  const sa = p.start?.anchor;
  const ea = p.end?.anchor;
  if (
    (sa?.kind === 'date' || (sa?.kind === 'on-date' && sa.year === null)) &&
    ea?.kind === 'on-date' &&
    ea.year !== null &&
    sa.month * 100 + sa.day > ea.month * 100 + ea.day &&
    !(sa.month === 12 && ea.month === 1)
  ) {
    return unparseable(
      'The end date, with its year, comes before the start date in the year: is the range written backwards?',
      'Give the earlier date first, or the year of each, e.g. "from September 15 to October 15 2027".',
    );
  }
  if (p.start) {
    if (draft.startDate) return twice('start', p.start.said, 'a start date');
    draft.startDate = resolve(p.start.anchor, today);
    const notRun = runDateProblem(draft, p.start, draft.startDate);
    if (notRun) return notRun;
    draft.assumptions.push(`"${p.start.said}" read as from ${longDate(draft.startDate)}.`);
  }
  if (p.end) {
    if (draft.endDate) return twice('end', p.end.said, 'an end date');
    draft.endDate = resolve(p.end.anchor, today);
    const notRun = runDateProblem(draft, p.end, draft.endDate);
    if (notRun) return notRun;
    const weekNote =
      p.end.anchor.kind === 'end-of' && p.end.anchor.unit === 'week'
        ? '; a week ends on Sunday'
        : p.end.anchor.kind === 'before-next'
          ? `: the last of this ${p.end.anchor.unit}, before the next begins`
          : '';
    draft.assumptions.push(
      `"${p.end.said}" read as until ${longDate(draft.endDate)} (the last day with runs${weekNote}).`,
    );
    if (p.end.anchor.kind === 'before-month') {
      const month = MONTH_NAMES[p.end.anchor.month];
      draft.assumptions.push(`Read "${p.end.said}" as until ${month} begins; say "through ${month}" to run all of it.`);
    }
  }
  // "for 10 episodes": one run each, so one time a day and no interval
  const each = EACH_RUN.get(draft);
  if (
    each !== undefined &&
    (draft.interval !== null || new Set(draft.times.map((t) => t.hour * 60 + t.minute)).size !== 1)
  ) {
    return unparseable(
      `"${each}" counts things, and the schedule has more than one run a day: how many runs is that?`,
      'Say the number of runs, e.g. "for 10 runs", or give one time a day.',
    );
  }
  // "tue thu 8am, 2 sessions": as many things as days of the week could be a week's, not the runs in all
  const bare = BARE_EACH.get(draft);
  if (each !== undefined && bare !== undefined && draft.days?.kind === 'weekdays' && draft.days.days.length === bare) {
    return unparseable(
      `"${each}" could be the runs each week or the runs in all.`,
      'Say "for 10 runs" for the runs in all.',
    );
  }
  const len = p.length;
  const stop = stopProblem(draft);
  if (stop) return stop;
  if (!len) return undefined;
  const nights = nightsProblem(draft, len) ?? courseStartProblem(draft, len, today);
  if (nights) return nights;
  if (len.unit === 'hour' || len.unit === 'minute') return windowFor(draft, len);
  if (draft.endDate) {
    return unparseable(
      `The phrase gives both an end date and a length ("${len.said}").`,
      'Give one: "from March 1 for 30 days", or "from March 1 until March 30".',
    );
  }
  // "publish every thursday 14:00 for the next week": a rule run once a week, for one week, runs once; what the run
  // is for ("the schedule for the next week"), or how long it goes on?
  const oneDay = draft.days?.kind === 'weekdays' && draft.days.days.length === 1;
  if (len.n === 1 && len.unit === 'week' && oneDay && draft.times.length === 1 && draft.interval === null) {
    return unparseable(
      `"${len.said}" with a run once a week is a single run: is it how long the runs go on, or what the run is for?`,
      'For one run say its date ("next thursday at 2pm"); for a weekly run, leave the length out or give an end date.',
    );
  }
  // "appt reminder texts at 4pm every weekday for the next day": runs at times of day, for one day, run on that day
  // alone; what each run is for (the next day's appointments), or how long the runs go on?
  if (
    len.n === 1 &&
    len.unit === 'day' &&
    NEXT_DAY.test(len.said) &&
    draft.times.length > 0 &&
    draft.interval === null
  ) {
    return unparseable(
      `"${len.said}" with runs at a time of day is a single day of runs: is it how long the runs go on, or what each run is for?`,
      'For one day say its date ("tomorrow at 4pm"); for the runs every day, leave the length out or give an end date.',
    );
  }
  const start = draft.startDate ?? (doneToday(draft, minuteNow) ? plusDays(today, 1) : today);
  // a run at the very minute of asking is not one to come: the period counts from tomorrow, and so do the runs
  if (draft.startDate === null && runsNow(draft, minuteNow)) draft.startDate = start;
  draft.endDate =
    len.unit === 'day'
      ? plusDays(start, len.n - 1)
      : len.unit === 'week'
        ? plusDays(start, 7 * len.n - 1)
        : monthsLater(start, len.unit === 'month' ? len.n : 12 * len.n);
  draft.assumptions.push(
    `"${len.said}" read as from ${longDate(start)} until ${longDate(draft.endDate)} (the last day with runs).`,
  );
  return undefined;
}

/** "..., then stop" with no end, length or count said: it does not say when to stop. */
function stopProblem(draft: IntentDraft): ScheduleProblem | undefined {
  const p = draft.period;
  if (p.stop === undefined || p.length || p.end || draft.endDate || draft.maxOccurrences !== null) return undefined;
  return unparseable(`"${p.stop}" does not say when to stop.`, 'Say when, e.g. "for 4 weeks" or "until dec 18".');
}

/**
 * "for the next 3 nights at 1am": a night is a day's evening and the small hours after it, so a length in nights is
 * that many days only for runs at night; an interval, or a time in the day, is refused (which days are meant?).
 */
function nightsProblem(draft: IntentDraft, len: NonNullable<PeriodWords['length']>): ScheduleProblem | undefined {
  if (!/\bnights?\b/.test(len.said)) return undefined;
  const night = (t: { hour: number }) => t.hour >= 18 || t.hour < 6;
  if (draft.interval === null && draft.times.length > 0 && draft.times.every(night)) return undefined;
  return unparseable(
    `"${len.said}" counts nights, and the runs are not all at night.`,
    `Say the days, e.g. "${len.said.replace(/nights?/, 'days')}".`,
  );
}

function windowFor(draft: IntentDraft, len: NonNullable<PeriodWords['length']>): ScheduleProblem | undefined {
  const minutes = len.unit === 'hour' ? 60 * len.n : len.n;
  const w = draft.window;
  // "every hour for the next 24 hours": a step that runs all day, for a span it divides, is that many runs
  const step = draft.interval ? (draft.interval.unit === 'hour' ? 60 : 1) * draft.interval.every : 0;
  const allDays = (draft.days === null || draft.days.kind === 'every-day') && draft.months === null;
  const plain = allDays && draft.except === null && draft.exceptMonths === null && draft.exceptBetween === null;
  if (draft.interval && !w && plain && 1440 % step === 0 && minutes % step === 0 && draft.maxOccurrences === null) {
    draft.maxOccurrences = minutes / step;
    draft.assumptions.push(
      `"${len.said}" read as ${draft.maxOccurrences} run${draft.maxOccurrences === 1 ? '' : 's'}, counted from the first step after the schedule starts.`,
    );
    return undefined;
  }
  if (!draft.interval || !w || w.to !== null) {
    return unparseable(
      `"${len.said}" is a length of time within a day; a running period is counted in days, weeks or months.`,
      `To repeat within a few hours say e.g. "every 15 minutes from 9am ${len.said}"; to stop after a while say e.g. "for 2 weeks".`,
    );
  }
  const end = w.from.hour * 60 + w.from.minute + minutes;
  if (end > 24 * 60) {
    return unparseable(
      `"${len.said}" from ${w.from.hour}:${String(w.from.minute).padStart(2, '0')} runs past midnight.`,
      'Ranges past midnight are not supported: split them in two, e.g. "every hour from 10pm to 11:59pm".',
    );
  }
  // a span of two hours holds the runs before its end: from 9am for 2 hours is 9:00 to 10:59
  const last = end - 1;
  draft.window = { from: w.from, to: { hour: Math.floor(last / 60), minute: last % 60 } };
  draft.assumptions.push(`"${len.said}" read as until ${clockOf(last)}, the last minute before ${clockOf(end)}.`);
  return undefined;
}

function clockOf(minutes: number): string {
  const m = minutes % 1440;
  const h = Math.floor(m / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
