import type { CalendarDate } from '../cron/calendar.js';
import type { DayRule, Interval, LocalTime, MonthRule, Weekday, ZoneChoice } from '../intent.js';
import type { ScheduleProblem } from '../problem.js';
import { emptyPeriod, type PeriodWords } from './parsers/period.js';

/** The intent under construction: each parser fills in what its words say. */
export interface IntentDraft {
  times: LocalTime[];
  interval: Omit<Interval, 'window'> | null;
  window: { from: LocalTime; to: LocalTime | null } | null;
  /** Which ends of a window were said without am/pm ("from 7 to 11"), read once the phrase is (window.ts). */
  bareWindow: { from: boolean; to: boolean; said: string } | null;
  days: DayRule | null;
  months: MonthRule | null;
  zone: ZoneChoice | null;
  /** "my time" / "local time" as said: the person's own zone. */
  ownZone: string | null;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
  maxOccurrences: number | null;
  /** "next 3 Fridays": the number of runs was said as a number of days, as said (one time a day must be given). */
  countedDays: string | null;
  /** "once" / "just once" as said: a lone date is the one day to run on. */
  once: string | null;
  /** Bare hours read in the morning for want of am/pm ("at 4"), as said: a one-off run may not guess them. */
  bareHours: { text: string; hour: number }[];
  /** One run on a date said without its year or weekday ("dec 20 at 9am"), as said: once, or every year? */
  undatedOnce: string | null;
  /** "in 2 hours": one run that many minutes from now, as said (parsers/fromNow.ts). */
  fromNow: { minutes: number; said: string } | null;
  /** Weekdays said with a date ("sat 5 dec"), where that date begins in the text: checked against it (oneOff.ts). */
  datedWeekdays: { weekday: Weekday; at: number; said: string }[];
  /** "during the flash sale" said before the day it is on ("... this Friday"): its hours must be said too. */
  during: string | null;
  assumptions: string[];
  /** "every morning" / "in the evening": how to read an hour given without am/pm. */
  meridiem: 'am' | 'pm' | 'night' | null;
  /** The part of the day as said ("morning"), for messages. */
  dayPart: string | null;
  /** "night" said apart from the days ("night shift handover 05:30 saturdays"): not those days' night. */
  nightApart: boolean;
  /** A bare hour that the part of the day put outside that part ("every afternoon at 9"): refused once read. */
  partMisfit: string | null;
  /** A clock that says its half itself ("19:00", "7pm") outside the part of the day said ("every morning"): refused
   * once read if no time of the rule is in that part ("every morning at 19:00"; not "every 6:30 in the morning and
   * every 21:00", whose part is one time's). */
  partOutside: string | null;
  /** The words of the part of the day as matched ("every morning", "in the evening") and the text they were read in. */
  dayPartSaid: { words: string; input: string } | null;
  /** "night" said of who works it ("night shift", "night crew"), as said: a bare hour beside it is the shift's start
   * or its end, either half of the day (refused once read, with `nightOfHour`). */
  nightOf: string | null;
  /** The bare hour said beside `nightOf`. */
  nightOfHour: string | null;
  /** "weekly" was said: a single day of the week must be named. */
  weekly: boolean;
  /** "monthly", "quarterly", "every 3 months" was said: without a day named, the 1st is meant. */
  monthly: boolean;
  /** Weekdays taken out of the day rule ("except weekends"). */
  except: Weekday[] | null;
  /** "except sunday night" as said: whose calendar day a run in the small hours of that night is on is unclear. */
  exceptNight: string | null;
  /** The running period in relative words ("starting next week", "for 30 days"), resolved once the zone is known. */
  period: PeriodWords;
  /** Days of the month taken out ("except on the 1st"). */
  exceptMonthDays: number[] | null;
  /** Dates of the year taken out ("except Christmas"): more rules, made when the phrase is finished. */
  exceptDates: { dates: { month: number; day: number }[]; said: string } | null;
  /** Times of day taken out ("except noon"). */
  exceptTimes: LocalTime[] | null;
  /** A range of the day taken out ("except between midnight and 6am"): no runs from `from` up to `to`. */
  exceptBetween: { from: LocalTime; to: LocalTime; said: string } | null;
  /** Months taken out ("except in August"). */
  exceptMonths: { months: number[]; said: string } | null;
  /** "on the hour" (0) / "on the half hour" (30) said before any interval: an hourly one, at that minute. */
  onTheHour: number | null;
  /** "twice a day": how many times of day the phrase must give, and the words said. */
  perDay: number | null;
  perDaySaid: string;
  /** "around the clock", "24/7": every hour of the day, as said; an interval must be given, and no range (hours.ts). */
  allDay: string | null;
}

export function emptyDraft(): IntentDraft {
  return {
    times: [],
    interval: null,
    window: null,
    bareWindow: null,
    days: null,
    months: null,
    zone: null,
    ownZone: null,
    startDate: null,
    endDate: null,
    maxOccurrences: null,
    countedDays: null,
    once: null,
    bareHours: [],
    undatedOnce: null,
    fromNow: null,
    datedWeekdays: [],
    during: null,
    assumptions: [],
    meridiem: null,
    dayPart: null,
    nightApart: false,
    partMisfit: null,
    partOutside: null,
    dayPartSaid: null,
    nightOf: null,
    nightOfHour: null,
    weekly: false,
    monthly: false,
    except: null,
    exceptNight: null,
    period: emptyPeriod(),
    exceptMonthDays: null,
    exceptDates: null,
    exceptTimes: null,
    exceptBetween: null,
    exceptMonths: null,
    onTheHour: null,
    perDay: null,
    perDaySaid: '',
    allDay: null,
  };
}

/**
 * One small parser of the recurrence grammar, in the manner of chrono's parsers: a global pattern over the
 * normalised phrase (lower case, single spaces, words already consumed by earlier parsers blanked out) and an
 * `apply` that records what a match means. Returning a problem stops the reading (a refusal with a reason).
 * The whole match is consumed unless `apply` returns a narrower span via `consume`.
 */
export interface RecurrenceParser {
  readonly name: string;
  readonly pattern: RegExp;
  /**
   * A cheap test (no `g` flag, no lookbehind) that every text the pattern can match passes: on text that fails it,
   * the parser is skipped. Write it from the words the pattern cannot match without, and change it with the pattern;
   * the test suite runs the pattern wherever a gate says no (`checkGates`) and fails if it finds anything.
   */
  readonly gate?: RegExp;
  apply(match: RegExpExecArray, draft: IntentDraft, ctx: ParseContext): ScheduleProblem | undefined;
}

export interface ParseContext {
  /** The reference instant (epoch ms): resolves dates without a year. */
  readonly now: number;
  /** The original phrase as typed, for quoting in messages. */
  readonly phrase: string;
  /** The person's own zone (IANA), the one used when the phrase names none. */
  readonly ownZone?: string;
}

export function unparseable(message: string, hint: string): ScheduleProblem {
  return { code: 'unparseable', message, hint };
}

export function inexpressible(message: string, hint: string): ScheduleProblem {
  return { code: 'inexpressible', message, hint };
}

/** Sets a rule once; a second, different one is a contradiction the person must resolve, not something to guess. */
function setOnce<K extends 'days' | 'months'>(
  draft: IntentDraft,
  key: K,
  rule: NonNullable<IntentDraft[K]>,
  said: string,
  example: string,
): ScheduleProblem | undefined {
  const current = draft[key];
  if (current && JSON.stringify(current) !== JSON.stringify(rule)) {
    return unparseable(
      `The phrase names the ${key} twice ("${said}" and an earlier ${key === 'days' ? 'day' : 'month'} rule).`,
      `Say the ${key} once, e.g. "${example}".`,
    );
  }
  draft[key] = rule;
  return undefined;
}

export function setDays(draft: IntentDraft, rule: DayRule, said: string): ScheduleProblem | undefined {
  return setOnce(draft, 'days', rule, said, 'every Monday and Wednesday at 9am');
}

export function setMonths(draft: IntentDraft, rule: MonthRule, said: string): ScheduleProblem | undefined {
  return setOnce(draft, 'months', rule, said, 'on the 1st of every 3 months at 9am');
}
