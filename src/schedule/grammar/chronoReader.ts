import * as chrono from 'chrono-node';
import type { CalendarDate } from '../cron/calendar.js';
import type { LocalTime, Weekday } from '../intent.js';
import type { ScheduleProblem } from '../problem.js';
import { blankClockMinutesBeforeDay } from './clockBeforeDate.js';
import { type IntentDraft, inexpressible, setDays, setMonths, unparseable } from './draft.js';
import { aboutTomorrow, FOR_TOMORROW_NOTE } from './forTomorrow.js';
import { dateProblem, onDates, type SaidDate } from './oneOff.js';
import { longDate } from './parsers/period.js';
import { shorterThanStep } from './parsers/window.js';
import { escapeRegExp } from './words.js';

/**
 * chrono-node reads the times ("7pm", "19:30", "noon", "9am-5pm") and dates ("Dec 1", "2027-03-31",
 * "from March 1 until June 30") left after the recurrence parsers have consumed their words. Zones are resolved
 * by our own zone parser before this runs, so chrono's zone refiners are left out (its "PST" is always -8).
 */
const TIME_PARSERS = new Set(['ENTimeExpressionParser', 'ENCasualTimeParser']);
const DROP_REFINERS = new Set(['ExtractTimezoneAbbrRefiner', 'ExtractTimezoneOffsetRefiner']);

/**
 * Two narrow chrono instances, run one after the other: dates first, then times. One instance with both merges
 * across the keywords we need to see ("9am until 2027-03-31" becomes a time range ending at 20:27).
 */
function configured(parsers: ReadonlySet<string>, base: chrono.Chrono = chrono.casual): chrono.Chrono {
  const c = base.clone();
  c.parsers = c.parsers.filter((p) => parsers.has(p.constructor.name));
  c.refiners = c.refiners.filter((r) => !DROP_REFINERS.has(r.constructor.name));
  return c;
}

/** A time of day as milliseconds since midnight, on a clock whose fields are UTC fields. */
function clockMs(c: chrono.ParsedComponents): number {
  return (
    Date.UTC(c.get('year') ?? 0, (c.get('month') ?? 1) - 1, c.get('day') ?? 1) +
    (c.get('hour') ?? 0) * 3_600_000 +
    (c.get('minute') ?? 0) * 60_000 +
    (c.get('second') ?? 0) * 1000 +
    (c.get('millisecond') ?? 0)
  );
}

/**
 * chrono's forward-date rule for the time reader, the same rule read from the clock fields: a time already past today
 * is tomorrow's (and a range's end past its start the day after), so that the range refiner after it does not turn
 * "from midnight to 4am" round. chrono's own refiner builds several Dates per result to decide it; the time reader
 * runs on nearly every phrase. Results with a date part or a zone of their own go to chrono's refiner as before.
 */
function forwardTimes(original: chrono.Refiner): chrono.Refiner {
  return {
    refine(context, results) {
      if (!context.option.forwardDate) return results;
      const ref = context.reference;
      const offset = ref.timezoneOffset;
      for (const r of results) {
        if (
          !r.start.isOnlyTime() ||
          offset === null ||
          offset === undefined ||
          r.start.get('timezoneOffset') !== null
        ) {
          original.refine(context, [r]);
          continue;
        }
        if (ref.instant.getTime() + offset * 60_000 <= clockMs(r.start)) continue;
        const following = ref.getDateWithAdjustedTimezone();
        following.setDate(following.getDate() + 1);
        imply(r.start, following);
        if (r.end?.isOnlyTime()) {
          imply(r.end, following);
          if (clockMs(r.start) > clockMs(r.end)) {
            following.setDate(following.getDate() + 1);
            imply(r.end, following);
          }
        }
      }
      return results;
    },
  };
}

function imply(c: chrono.ParsedComponents, date: Date): void {
  const parts = c as chrono.ParsingComponents;
  parts.imply('day', date.getDate());
  parts.imply('month', date.getMonth() + 1);
  parts.imply('year', date.getFullYear());
}

/**
 * What each date parser's pattern cannot match without (case aside): chrono runs every parser over the whole text,
 * so a reader is made of the parsers the text can feed, and a parser that could find nothing is not run. Its results
 * are the same: the refiners only merge or drop what the parsers found.
 */
const DATE_PARSER_NEEDS: readonly (readonly [string, RegExp])[] = [
  ['ISOFormatParser', /\d{4}-\d/],
  ['SlashDateFormatParser', /\d[/.-]\d/],
  ['ENYearMonthDayParser', /\d{4}/],
  // (each of chrono's month words holds one of these)
  ['ENMonthNameLittleEndianParser', /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/i],
  ['ENMonthNameMiddleEndianParser', /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/i],
  ['ENCasualDateParser', /now|today|tonight|tomorrow|overmorrow|tmr|yesterday|last/i],
];
/** chrono's date parsers, all of them (as the readers below are made of some). */
export const dateReader = configured(new Set(DATE_PARSER_NEEDS.map(([name]) => name)));
const DATE_READERS = new Map<number, chrono.Chrono>();

/** The date reader of the parsers that can find something in `text` (the day-first one for "31/12": slashDates.ts). */
export function dateReaderFor(text: string, dayFirst: boolean): chrono.Chrono {
  let key = dayFirst ? 1 : 0;
  for (let i = 0; i < DATE_PARSER_NEEDS.length; i++)
    if ((DATE_PARSER_NEEDS[i] as readonly [string, RegExp])[1].test(text)) key |= 2 << i;
  let reader = DATE_READERS.get(key);
  if (reader === undefined) {
    const names = new Set(DATE_PARSER_NEEDS.filter((_, i) => key & (2 << i)).map(([name]) => name));
    reader = configured(names, dayFirst ? chrono.en.GB : chrono.casual);
    DATE_READERS.set(key, reader);
  }
  return reader;
}
export const timeReader = configured(TIME_PARSERS);
timeReader.refiners = timeReader.refiners.map((r) =>
  r.constructor.name === 'ForwardDateRefiner' ? forwardTimes(r) : r,
);

/**
 * What the readers' parsers need to find anything: for dates, a digit-separator-digit or four digits (ISO, slash
 * and year-month-day forms), a month's name (each of chrono's month words holds one of these three letters) or a
 * casual day word; for times, a digit or a part of the day. chrono's refiners only merge or drop what the parsers
 * found, so text without any of these reads as nothing, and is not handed to chrono at all.
 */
const MAY_HOLD_DATE =
  /\d[/.-]\d|\d{4}|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|now|today|tonight|tomorrow|overmorrow|tmr|yesterday|last/i;
const MAY_HOLD_TIME = /\d|morning|afternoon|evening|night|midnight|midday|noon/i;

function readWith(reader: chrono.Chrono, gate: RegExp, text: string, ref: chrono.ParsingReference) {
  return gate.test(text) ? reader.parse(text, ref, { forwardDate: true }) : [];
}

/**
 * The plainest times, one or two of them and nothing else ("at 9am", "7:30 pm", "at 19:00", "at noon and
 * midnight"), read as chrono's time reader reads them without building its results: the same text and place, and
 * the same hour, minute and half of the day said. Anything else goes to chrono.
 */
const PLAIN_CLOCK = String.raw`(?:at +)?(?:(?:1[0-2]|0?[1-9])(?::[0-5]\d)? ?[ap]m|(?:[01]?\d|2[0-3]):[0-5]\d|noon|midnight)`;
const PLAIN_TIMES = new RegExp(`^ *${PLAIN_CLOCK}(?: +and +${PLAIN_CLOCK})? *$`);
const PLAIN_ITEM =
  /(?:at +)?(?:(?<h>1[0-2]|0?[1-9])(?::(?<m>[0-5]\d))? ?(?<ap>[ap])m|(?<h24>[01]?\d|2[0-3]):(?<m24>[0-5]\d))|(?<word>noon|midnight)/g;

/** What the time reader's callers ask of a result's start: the clock fields, and which of them were said. */
class PlainClock {
  constructor(private readonly known: Readonly<Record<string, number>>) {}
  get(component: string): number | null {
    return this.known[component] ?? (component === 'minute' || component === 'second' ? 0 : null);
  }
  isCertain(component: string): boolean {
    return component in this.known;
  }
}

export function plainTimes(text: string): chrono.ParsedResult[] | null {
  if (!PLAIN_TIMES.test(text)) return null;
  const out: chrono.ParsedResult[] = [];
  PLAIN_ITEM.lastIndex = 0;
  for (let m = PLAIN_ITEM.exec(text); m !== null; m = PLAIN_ITEM.exec(text)) {
    const g = m.groups as Record<string, string | undefined>;
    let known: Record<string, number>;
    if (g.word !== undefined) {
      known = { hour: g.word === 'noon' ? 12 : 0 };
    } else if (g.ap !== undefined) {
      const pm = g.ap === 'p' ? 1 : 0;
      known = { hour: (Number(g.h) % 12) + 12 * pm, minute: Number(g.m ?? 0), meridiem: pm };
    } else {
      const hour = Number(g.h24);
      known = hour > 12 ? { hour, minute: Number(g.m24), meridiem: 1 } : { hour, minute: Number(g.m24) };
    }
    // chrono's own text: "at 9am" with its "at"; "noon" without, but with up to three of the spaces before it
    // after the first
    let index = m.index;
    if (g.word !== undefined) {
      let run = 0;
      while (text[index - run - 1] === ' ') run++;
      index -= Math.min(Math.max(run - 1, 0), 3);
    }
    out.push({
      index,
      text: text.slice(index, m.index + m[0].length),
      start: new PlainClock(known),
      end: null,
    } as unknown as chrono.ParsedResult);
  }
  return out;
}

const START_WORDS =
  /(?:^|\s)(from|starting(?:\s+(?:on|from|at))?|start(?:ing)?\s+on|beginning(?:\s+on)?|begins?(?:\s+on)?|since|after|effective(?:\s+(?:from|on))?|as\s+of)\s*$/;
const END_WORDS = /(?:^|\s)(until|till|til|through|thru|to|ending(?:\s+on)?|ends?(?:\s+on)?|before|by|up\s+to)\s*$/;
/** Lead words of a time that make it a bound, not a time to run at. */
const NOT_AT = /^(?:until|till|til|through|thru|to|before|by|up|ending|ends?|after|since|between)$/;
const BETWEEN = /(?:^|\s)(between|from)\s*$/;
/** The first word of a text (what `trim().split(/\s+/)[0]` gives). */
const FIRST_WORD = /\S+/;
const JOIN = /^\s*(and|to|until|till|-|–)\s*$/;
const DATE_JOIN = /^\s*(and|to|until|till|through|thru|-|–)\s*$/;
const RANGE_JOIN = /^\s*(?:to|until|till|through|thru|-|–)\s*$/;

const BACKWARDS = unparseable(
  'The end date is before the start date.',
  'Give the earlier date first, e.g. "from March 1 until June 30".',
);

const BACKWARDS_IN_YEAR = unparseable(
  'The end date, with its year, comes before the start date in the year: is the range written backwards?',
  'Give the earlier date first, or the year of each, e.g. "from September 15 to October 15 2027".',
);

/** A date said already that is not the one now read. */
const otherDate = (d: CalendarDate | null, now: CalendarDate): boolean =>
  d !== null && (d.year !== now.year || d.month !== now.month || d.day !== now.day);

/**
 * "from tomorrow: daily 2:15am starting march 1 2027": a start (or an end) said already, another read now: which one
 * holds is not in the words, and neither is given up in silence.
 */
function boundTwice(had: CalendarDate | null, now: CalendarDate, which: 'start' | 'end'): ScheduleProblem | undefined {
  if (!otherDate(had, now) || had === null) return undefined;
  return unparseable(
    `The phrase gives two ${which} dates of its running period (${longDate(had)} and ${longDate(now)}).`,
    `Say it once, e.g. "every day at 9am ${which === 'start' ? 'starting' : 'until'} ${longDate(now)}".`,
  );
}

/** How near an end's day without a year must have passed for the end to be asked, not read as next year's. */
const LATELY_DAYS = 14;

/**
 * An end's day said without its year that passed within the last two weeks ("daily 9am until jan 5" said on Jan 12):
 * next year's is most of a year away, and a slip of the date or of the year is likelier than a year of runs: asked,
 * not read as next year's in silence. (An end a month or more gone, "until oct 31" said on Nov 23, is read as next
 * year's, as the corpora's writers meant; a start already passed is read as the period under way.)
 */
function passedLately(
  text: string,
  c: chrono.ParsedComponents,
  date: CalendarDate,
  now: number,
  offsetMinutes: number,
): ScheduleProblem | undefined {
  if (c.isCertain('year')) return undefined;
  const today = todayOf(now, offsetMinutes);
  const lastYear = { ...date, year: date.year - 1 };
  if (!laterOrSame(today, lastYear) || daysBetween(lastYear, today) > LATELY_DAYS) return undefined;
  return unparseable(
    `"${text.trim()}" has passed (${longDate(lastYear)}); next year's, ${longDate(date)}, is most of a year away.`,
    `Give the year, e.g. "${text.trim()} ${date.year}", or another date.`,
  );
}

/**
 * A start and an end date; an end without a year falls after the start, a range still running today stays put
 * unless most of it has gone ("daily june 1 to nov 30" said on Nov 23: the rest of it, or next year's? asked).
 */
function setRange(
  draft: IntentDraft,
  a: chrono.ParsedComponents,
  b: chrono.ParsedComponents,
  now: number,
  offsetMinutes: number,
): ScheduleProblem | undefined {
  let start = dateOf(a);
  let to = dateOf(b);
  if (b.isCertain('year') && a.isCertain('year') && !laterOrSame(to, start)) return BACKWARDS;
  // "from oct 15 to sep 15 2027", "(15 oct – 15 sept 2027)": the end's year said, not the start's, and the start's
  // day after the end's in the year: written backwards, or most of a year? Only a range over the new year, December
  // to January, is read so ("dec 20 to jan 5 2027")
  if (
    b.isCertain('year') &&
    !a.isCertain('year') &&
    start.month * 100 + start.day > to.month * 100 + to.day &&
    !(start.month === 12 && to.month === 1)
  )
    return BACKWARDS_IN_YEAR;
  if (!b.isCertain('year') && !laterOrSame(to, start)) to = { ...to, year: start.year + 1 };
  // chrono's forwardDate moves a start already past into next year; a range still running today stays put (not
  // one whose end's year is said: "from oct 1 to dec 31 2027" is 2027's)
  const today = todayOf(now, offsetMinutes);
  if (!a.isCertain('year') && !b.isCertain('year') && start.year > today.year) {
    const thisYear = { ...start, year: start.year - 1 };
    // the end in the start's year, or the next where the range goes over the new year ("nov 1 to feb 28"); not a
    // year less than an end moved on already ("between 1 june and 30 november" would end in 2027)
    const sameYear = { ...to, year: thisYear.year };
    const end = laterOrSame(sameYear, thisYear) ? sameYear : { ...to, year: thisYear.year + 1 };
    if (laterOrSame(end, today)) {
      // most of this one gone ("daily june 1 to nov 30" said on Nov 23): the rest of it, or next year's?
      const gone = daysBetween(thisYear, today);
      const left = daysBetween(today, end) + 1;
      if (gone > left) {
        const said = (d: CalendarDate) => `${MONTH_SHORT[d.month - 1]} ${d.day}`;
        return unparseable(
          `"${said(thisYear)} to ${said(end)}" is under way and ends in ${left === 1 ? '1 day' : `${left} days`}: the rest of it, or next year's (from ${said(start)}, ${start.year})?`,
          `Say "until ${said(end)}" for the rest of this one, or give the year: "from ${said(start)} to ${said(end)} ${end.year + 1}".`,
        );
      }
      start = thisYear;
      to = end;
    }
  }
  // "until march 1: every day at 6am from june 1 to august 31 2027": a bound said already is not given up in silence
  if (otherDate(draft.startDate, start) || otherDate(draft.endDate, to)) {
    const had = [draft.startDate, draft.endDate].flatMap((d) => (d === null ? [] : [longDate(d)])).join(' and ');
    return unparseable(
      `The phrase gives its running period twice (${had}, then ${longDate(start)} to ${longDate(to)}).`,
      'Say it once, e.g. "every day at 6am from June 1 to August 31".',
    );
  }
  draft.startDate = start;
  draft.endDate = to;
  return undefined;
}

const RELATIVE_DAY = /^(?:today|tonight|tomorrow|yesterday|now|next|this|last|coming)\b/;
const REPEATS =
  /^(?:every|each|daily|weekly|monthly|hourly|weekdays?|weekends?|on\s+(?:weekdays|weekends)|\d+(?:st|nd|rd|th)\b)/;

/**
 * A lone date is one day, not a schedule: say so, and offer the phrases that would work, built from the rest of
 * what was written ("tomorrow at 9am" → "every day at 9am", "starting tomorrow, every day at 9am").
 */
function singleDate(text: string, r: chrono.ParsedResult, masked: string, h: Hit, draft: IntentDraft): ScheduleProblem {
  const rest = `${masked.slice(0, h.leadStart)} ${masked.slice(h.end)}`
    .replace(/\s+/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '');
  // "christmas eve service reminder dec 24 3pm": a day known by name (every year's), said again by its date: once
  // this year, or every year? People mean both; refused with both phrases
  const month = r.start.get('month');
  const day = r.start.get('day');
  if (
    draft.interval === null &&
    !YEAR.test(text) &&
    !/\b(?:every|each|annual(?:ly)?|yearly|once)\b/.test(masked) &&
    draft.days?.kind === 'month-days' &&
    draft.days.days.length === 1 &&
    draft.days.days[0] === day &&
    draft.months?.kind === 'months' &&
    draft.months.months.length === 1 &&
    draft.months.months[0] === month
  ) {
    const clocks = rest.match(/\b\d{1,2}(?:[:.]\d\d)?\s*(?:[ap]m\b)?/g) ?? [];
    const time = clocks.length === 1 ? ` at ${(clocks[0] ?? '').trim()}` : '';
    return unparseable(
      `"${text}", the date of the day named, could be one run this year or every year's.`,
      `Say "once on ${text}${time}" or "every year on ${text}${time}".`,
    );
  }
  const repeats = draft.days !== null || draft.interval !== null || draft.months !== null || REPEATS.test(rest);
  const schedule = repeats ? '' : `every day ${rest || 'at 9am'}`.trim();
  if (RELATIVE_DAY.test(text) || !r.start.isCertain('month')) {
    return unparseable(
      `"${text}" is a single day, not a repeating schedule.`,
      repeats
        ? `To begin or stop then, say "starting ${text}" or "until ${text}".`
        : `To run daily say "${schedule}"; to begin ${text} say "starting ${text}, ${schedule}".`,
    );
  }
  return unparseable(
    `"${text}" is a single date, not a repeating schedule.`,
    repeats
      ? `To begin or stop on it, say "starting ${text}" or "until ${text}".`
      : YEAR.test(text)
        ? `To run once on it say "once on ${text} ${rest || 'at 9am'}"; to begin on it say "starting ${text}, ${schedule}".`
        : `To run once say "once on ${text} ${rest || 'at 9am'}"; every year, "every year on ${text} ${rest || 'at 9am'}"; to begin on it, "starting ${text}, ${schedule}".`,
  );
}

/**
 * Words that make a date a bound of a schedule to some: "every hour until 5pm on Dec 24" (hourly until then, or on
 * that day until 5pm?), "starting 9am on Dec 24". A date with one of them is not read as the one day to run on;
 * "end" in a name's compound ("year-end close", "end-of-year freeze") is no bound.
 */
const BOUND_WORDS =
  /\b(?:until|till|til|thru|through|by|ending|(?<!-)ends?(?!-)|before|up\s+to|starting|start|beginning|begins?|since|after|onwards?|effective|as\s+of)\b/;

/**
 * A date said in words, as year-month-day or with a slash in the order settled for the phrase ("dec 24",
 * "2027-03-14", "5/6"); not "24/7", which is a manner of speaking.
 */
const ONE_DAY_WORDS = /[a-z]{3}|^\d{4}-\d{2}-\d{2}$|^(?!24\/7$)\d{1,2}\/\d{1,2}$/;
/** A date with its year ("12/01/2027"). */
const YEAR = /\d{4}/;
/** A year in a date's text: four digits, or two after a slash ("12/4/27"). */
const YEAR_SAID = /\d{4}|\/\d\d$/;
/** What may stand between the dates of a list: "dec 5 and dec 12", "dec 5, dec 12". */
const DATE_LIST = /^[\s,]*(?:(?:and|&)\s*)?$/;

/** A date as said, its year said only where the text shows one ("tomorrow" has a year only as chrono reads it). */
function said(text: string, r: chrono.ParsedResult, weekday: Weekday | null): SaidDate {
  const relative = RELATIVE_DAY.test(text);
  return {
    date: dateOf(r.start),
    text,
    yearSaid: r.start.isCertain('year') && YEAR_SAID.test(text),
    weekday,
    relative,
  };
}

/** The weekday said right before a date that begins at `at` ("sat 5 dec"), not yet given to a date. */
function weekdayBefore<W extends { at: number; used: boolean }>(weekdays: W[], masked: string, at: number): W | null {
  return weekdays.find((w) => !w.used && w.at <= at && masked.slice(w.at, at).trim() === '') ?? null;
}

interface Hit {
  readonly start: number;
  readonly end: number;
  readonly result: chrono.ParsedResult;
  readonly lead: 'start' | 'end' | 'between' | null;
  readonly leadStart: number;
}

/** An hour read as morning for want of am/pm: said to the person unless the phrase is plainly on a 24-hour clock. */
interface MorningNote {
  readonly text: string;
  readonly hour: number;
  readonly minute: number;
}

/** "15:00", "07:30", "00:15": written on a 24-hour clock (no am/pm, a leading zero or an hour past 12). */
const TWENTY_FOUR = /(?:^|\s)(?:0\d|1[3-9]|2[0-3]):[0-5]\d(?!\s*[ap]m)/;

/** A time as read, and whether it was a bare hour of 1-11 whose half of the day nothing said. */
interface Clock {
  readonly time: LocalTime;
  readonly bare: boolean;
}

/** The hours a bare hour may land on in a part of the day said with it (first and last hour, inclusive). */
const PART_HOURS: Readonly<Record<string, readonly [number, number]>> = { afternoon: [12, 18], evening: [16, 23] };

/**
 * Whether an hour of the day (0-23) is in the half of the day a part of the day says: "morning" before noon,
 * "afternoon" and "evening" after it. The night is no half ("game night", "karaoke night" name events whose reminders
 * run in the afternoon), nor are an afternoon's and an evening's hours told apart (their edges are people's own).
 */
function inPart(draft: IntentDraft, hour: number): boolean {
  if (draft.meridiem === 'am') return hour < 12;
  if (draft.meridiem === 'pm') return hour >= 12;
  return true;
}

/** An opening bracket and a sign right before a clock: "(+2:00)", "( -4:30 )". */
const SIGNED_BEFORE = /\(\s*[-+\u2212]\s*$/;
/** The bracketed signed clock itself, for the refusal's words. */
const SIGNED_CLOCK = /\(\s*[-+\u2212]\s*\d{1,2}(?::\d{2})?(?:\s*\))?/;

/** A clock in a list said after a part of the day: "7", "7:30", "7am", each maybe after "at". */
const LISTED_CLOCK = String.raw`(?:(?:at|@) ?)?\d{1,2}(?:[:.]\d{2})? ?(?:[ap]\.?m\b\.?)?`;

/**
 * Where a clock was said beside the part of the day: right beside it ("every morning at 19:00", "7am in the
 * evening"), or later in a list of clocks that follows it ("every morning at 7 and 19:00": the part says the list's
 * half, so one clock of the list in it does not let the other through).
 */
function besidePart(draft: IntentDraft, clock: string): 'beside' | 'listed' | null {
  const said = draft.dayPartSaid;
  if (said === null) return null;
  const part = escapeRegExp(said.words.trim());
  const at = escapeRegExp(clock);
  // (one space at most between: words read before the part, such as a bound's "until sunday", are blanked to spaces)
  if (new RegExp(`${part} ?,? ?(?:(?:at|@) ?)?${at}|${at} ?,? ?${part}`, 'i').test(said.input)) return 'beside';
  const list = `${part} ?,? ?${LISTED_CLOCK}(?: ?(?:,|and|&) ?${LISTED_CLOCK})*? ?(?:,|and|&) ?(?:(?:at|@) ?)?${at}(?![\\d:])`;
  return new RegExp(list, 'i').test(said.input) ? 'listed' : null;
}

/** A clock's words as said, without the "at" or "@" before it ("at 19:00" is "19:00"). */
const clockSaid = (text: string): string => text.trim().replace(/^(?:at|@)\s*/, '');

function clockOf(c: chrono.ParsedComponents, text: string, draft: IntentDraft): Clock {
  let hour = c.get('hour') ?? 0;
  // a minute chrono did not read is 0: in a range it lends one end's to the other ("from midnight to 6:15am")
  const minute = c.isCertain('minute') ? (c.get('minute') ?? 0) : 0;
  if (draft.meridiem !== null && hour >= 13 && !/[ap]\.?m\b/i.test(text)) {
    // "every morning at 19:00": a 24-hour clock outside the half of the day said is refused (if no time of the rule
    // is in it), not kept in silence: the person said two things; either may be the slip (the night is no half: inPart)
    if (!inPart(draft, hour)) draft.partOutside ??= clockSaid(text);
    return { time: { hour, minute }, bare: false };
  }
  if (draft.meridiem === 'am' && !c.isCertain('meridiem') && hour === 12 && !/\b00:/.test(text)) {
    // "every morning at 12", "every morning at 12:00": noon is no morning, and midnight is the night before it
    draft.partMisfit ??= clockSaid(text);
    return { time: { hour: 0, minute }, bare: false };
  }
  if (draft.meridiem !== null && !c.isCertain('meridiem') && hour >= 1 && hour <= 12 && /\b0\d:/.test(text)) {
    // "every night at 05:00", "every evening at 07:00": a 24-hour clock says its half itself; a morning one where the
    // phrase says the evening or the night (from 6 on) is refused, not moved to the evening
    const evening = draft.meridiem === 'pm' || (draft.meridiem === 'night' && hour >= 6);
    if (evening && hour < 12) draft.partMisfit ??= clockSaid(text);
    return { time: { hour, minute }, bare: false };
  }
  if (draft.meridiem !== null && !c.isCertain('meridiem') && hour >= 1 && hour <= 12) {
    // "every evening at 7": the part of the day settles it
    if (draft.meridiem === 'pm' && hour < 12) hour += 12;
    if (draft.meridiem === 'am' && hour === 12) hour = 0;
    // "every night at 12" is midnight, "at 2" the small hours, "at 10" the evening
    if (draft.meridiem === 'night') {
      const said = hour;
      // "night shift report daily at 7": the shift's start or its end (not the small hours: "night audit at 2")
      if (draft.nightOf !== null && hour >= 5 && hour <= 11) draft.nightOfHour ??= text.trim();
      hour = hour === 12 ? 0 : hour <= 4 ? hour : hour + 12;
      // near the edge of the night ("every weeknight at 4:30", "nightly at 5"), either half could be meant: say which
      if (said >= 3 && said <= 6) {
        const t = { hour, minute };
        const note = `"${text.trim()}" at night read as ${clockText(t)}; say "${saying(t, hour < 12 ? 'pm' : 'am')}" for the other half of the day.`;
        if (!draft.assumptions.includes(note)) draft.assumptions.push(note);
      }
    }
    // "every afternoon at 9", "at 9 and 5 in the afternoon": 9 PM is no afternoon, nor 9 AM
    const part = PART_HOURS[draft.dayPart ?? ''];
    if (part && (hour < part[0] || hour > part[1])) draft.partMisfit ??= clockSaid(text);
    return { time: { hour, minute }, bare: false };
  }
  if (draft.meridiem !== null && c.isCertain('meridiem') && /\d\s*[ap]\.?m\b/i.test(text) && !inPart(draft, hour))
    // "every evening at 7am", "every morning at 7pm": a half of the day said twice, two ways; either may be the slip
    draft.partOutside ??= clockSaid(text);
  const bare = hour >= 1 && hour <= 11 && !c.isCertain('meridiem') && !/\b0\d:/.test(text);
  return { time: { hour, minute }, bare };
}

function clockText(t: LocalTime): string {
  const h = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${h}:${String(t.minute).padStart(2, '0')} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

/** "4:30" with a half of the day: "4:30pm". */
function saying(t: LocalTime, half: 'am' | 'pm'): string {
  const h = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${h}${t.minute === 0 ? '' : `:${String(t.minute).padStart(2, '0')}`}${half}`;
}

/** A time read in the morning for want of am/pm, kept for `morningNotes` to say or not. */
function timeOf(c: chrono.ParsedComponents, text: string, draft: IntentDraft, notes: MorningNote[]): LocalTime {
  const { time, bare } = clockOf(c, text, draft);
  if (bare) notes.push({ text: text.trim(), hour: time.hour, minute: time.minute });
  return time;
}

/**
 * A list of times is read as a working day reads it, in the order written: a bare hour earlier than the time
 * before it is in the afternoon when that puts it after ("at 8 and 4:30" is 8 AM and 4:30 PM; "at 9 and 5" is
 * 9 AM and 5 PM). Every such reading is said; a bare hour that would still come first stays in the morning.
 */
/** A time of a list, and whether only a joining word stands between it and the one before ("8 and 8"). */
interface ListTime {
  readonly clock: Clock;
  readonly text: string;
  readonly joined: boolean;
}

const JOINED = /^\s*(?:,|and|&|n|\+)\s*(?:at\s+)?$/;
/** Only "at" between two clocks ("9:00 at 10:30"). */
const AT_ONLY = /^\s*(?:at|@)\s*$/;
/** A clock that says its half of the day ("8am", "6:00 a", "8 p.m."). */
const HALF_SAID = /\d\s*[ap](?:\.?m\.?)?(?![\p{L}])/iu;

function readList(list: readonly ListTime[], draft: IntentDraft, notes: MorningNote[]): ScheduleProblem | undefined {
  // "15:00 and 9:30": a list on a 24-hour clock means each time as written
  const clock24 = list.some((x) => TWENTY_FOUR.test(` ${x.text}`));
  let previous: LocalTime | null = null;
  for (const item of list) {
    const { text } = item;
    const clock = clock24 && /:\d\d/.test(text) ? { ...item.clock, bare: false } : item.clock;
    let t = clock.time;
    const minutes = t.hour * 60 + t.minute;
    const before = previous === null ? -1 : previous.hour * 60 + previous.minute;
    if (clock.bare && item.joined && previous !== null && minutes === before && before < 720) {
      // "feed the cats at 8 and 8": one hour said twice is its morning and its evening
      t = { hour: t.hour + 12, minute: t.minute };
      const first = notes.findIndex((n) => n.hour * 60 + n.minute === before);
      if (first >= 0) notes.splice(first, 1);
      draft.assumptions.push(
        `One time said twice read as ${clockText(previous)} and ${clockText(t)}; say "${saying(previous, 'am')} and ${saying(t, 'pm')}" to be sure.`,
      );
    } else if (clock.bare && previous !== null && minutes < before && minutes + 720 > before) {
      // past a working day's evening ("12:00, then 11:00": 11 PM?) the list's order says too little: asked
      if (t.hour + 12 >= 22) {
        return unparseable(
          `"${text.trim()}" after ${clockText(previous)}: ${clockText(t)}, or ${clockText({ hour: t.hour + 12, minute: t.minute })}?`,
          `Say it with am or pm, e.g. "${saying(t, 'am')}".`,
        );
      }
      t = { hour: t.hour + 12, minute: t.minute };
      draft.assumptions.push(
        `"${text.trim()}" read as ${clockText(t)}, after ${clockText(previous)} in the list; say "${saying(t, 'am')}" for the morning.`,
      );
    } else if (clock.bare) {
      notes.push({ text: text.trim(), hour: t.hour, minute: t.minute });
    }
    // "at 12 and 12", "at 8 and 8 and 8", "at 9, 10 and 9": a time said again that no half of the day can tell from
    // the others
    const again = (u: LocalTime) => u.hour === t.hour && u.minute === t.minute;
    const at = list.indexOf(item);
    // the same bare hour said again, further back than right before it ("8 and 8" is its morning and evening)
    const saidAgain =
      clock.bare &&
      list.some(
        (x, k) => k < at - 1 && x.clock.time.hour === clock.time.hour && x.clock.time.minute === clock.time.minute,
      );
    if ((item.joined && draft.times.some(again)) || saidAgain) {
      return unparseable(
        `"${text.trim()}" is said more than once in the list of times, and I cannot tell which time each means.`,
        'Say each time once, with am or pm, e.g. "at 8am and 8pm".',
      );
    }
    draft.times.push(t);
    previous = t;
  }
  return undefined;
}

/** A morning note on a bare hour from 1 to 6 ("at 5" read as 5:00 AM, "4:20" as 4:20 AM), as `morningNotes` words it. */
export const SMALL_HOUR_NOTE = /^"(?<said>[^"]+)" read as (?<hour>[1-6]):(?<mm>\d\d) AM; say "[\d:]+pm"/;

/**
 * The morning notes worth giving: none for "10:00" beside "15:00" (a list on a 24-hour clock means 10:00 as
 * written); otherwise the afternoon reading to say instead, minutes and all ("4:30pm" or "16:30").
 */
function morningNotes(notes: readonly MorningNote[], timeTexts: readonly string[]): string[] {
  const clock24 = timeTexts.some((t) => TWENTY_FOUR.test(` ${t}`));
  const out: string[] = [];
  for (const n of notes) {
    const colon = /:\d\d/.test(n.text);
    if (clock24 && colon) continue;
    const mm = String(n.minute).padStart(2, '0');
    const pm = n.minute === 0 ? `${n.hour}pm` : `${n.hour}:${mm}pm`;
    const alt = colon ? ` or "${n.hour + 12}:${mm}"` : '';
    out.push(`"${n.text}" read as ${n.hour}:${mm} AM; say "${pm}"${alt} for the afternoon or evening.`);
  }
  return out;
}

const STARTING = /^\W*(?:starting|beginning)\b/;
const ISO_TIMESTAMP = /\d{4}-\d\d-\d\dt\d/;
const STARTS_NOW = /^\W*(?:(?:from|starting|beginning|as\s+of)\s+)?(?:right\s+)?now\b/;

/**
 * "Every 6 hours starting at noon" goes on past midnight: a step that divides the day runs at the same times every
 * day, so the start says where in the step the runs fall (midnight, 6am, noon, 6pm), not when each day's runs
 * begin ("every hour from 9am" keeps that reading). Said as an assumption, since the first day's earlier runs
 * come too.
 */
function phaseOf(t: LocalTime, draft: IntentDraft, said: string): LocalTime | null {
  const iv = draft.interval;
  if (!iv) return t;
  // an hour step that does not divide the day, with a start and no end: round the clock it drifts, and restarted
  // each day it leaves a shorter gap at the start; "from" says no more than "starting" which
  if (iv.unit === 'hour' && 24 % iv.every !== 0) return null;
  if (!STARTING.test(said)) {
    fromTillMidnight(t, iv, draft, said);
    return t;
  }
  const step = iv.unit === 'minute' ? iv.every : iv.every * 60;
  if (iv.unit === 'minute' && 60 % iv.every !== 0) return t;
  const at = t.hour * 60 + t.minute;
  const first = at % step;
  if (first === at) return t;
  const runs: string[] = [];
  for (let m = first; m < 1440 && runs.length < 4; m += step) runs.push(clockWords(m));
  draft.assumptions.push(
    `"${said.trim()}" read as a step that goes on round the clock: runs every day at ${runs.join(', ')}${1440 / step > 4 ? '...' : ''}.`,
  );
  return { hour: Math.floor(first / 60), minute: first % 60 };
}

/**
 * "Every 3 hours from 7am" with no end reads as each day's runs from 7 AM to the end of the day; said as an
 * assumption when round the clock the same step would run earlier in the day too (1 AM, 4 AM), as a nurse's
 * chart may mean, with the words for that reading.
 */
function fromTillMidnight(t: LocalTime, iv: { unit: string; every: number }, draft: IntentDraft, said: string): void {
  if (iv.unit !== 'hour') return;
  const step = iv.every * 60;
  const at = t.hour * 60 + t.minute;
  if (at < step) return;
  let last = at;
  while (last + step < 1440) last += step;
  const from = said.trim();
  draft.assumptions.push(
    `"${from}" read as each day from ${clockWords(at)} to ${clockWords(last)}, not through the night; to run round the clock say "every ${iv.every === 1 ? 'hour' : `${iv.every} hours`} ${from.replace(/^\W*from\b/, 'starting')}".`,
  );
}

function clockWords(m: number): string {
  const h = Math.floor(m / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A second range of hours beside one read already ("from 5:30am to 9:30am and 2pm to 5pm"): read apart, or asked. */
function twoRanges(): ScheduleProblem {
  return unparseable('The phrase gives two time ranges.', 'Give one, e.g. "from 9am to 5pm".');
}

/** A window ending at midnight ends with the day, not at its start. */
function untilMidnight(to: LocalTime, from: LocalTime): LocalTime {
  return to.hour === 0 && to.minute === 0 && (from.hour > 0 || from.minute > 0) ? { hour: 23, minute: 59 } : to;
}

function dateOf(c: chrono.ParsedComponents): CalendarDate {
  return { year: c.get('year') ?? 0, month: c.get('month') ?? 1, day: c.get('day') ?? 1 };
}

function hasDate(c: chrono.ParsedComponents): boolean {
  return c.isCertain('day') || c.isCertain('month') || c.isCertain('year');
}

/** The reference instant's date on a clock `offsetMinutes` from UTC. */
export function todayOf(now: number, offsetMinutes: number): CalendarDate {
  const d = new Date(now + offsetMinutes * 60_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Whole days from `a` to `b`. */
function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

function laterOrSame(a: CalendarDate, b: CalendarDate): boolean {
  return a.year * 10000 + a.month * 100 + a.day >= b.year * 10000 + b.month * 100 + b.day;
}

/**
 * chrono quietly swaps a range written backwards ("from June 30 until March 1, 2026"); we would rather say so. It
 * swaps only where a year is said: an end without one it moves to the next year instead ("from June 30 until
 * March 1" ends next March), so a range with no year said is read as written without parsing its start again.
 */
function swapped(r: chrono.ParsedResult, ref: chrono.ParsingReference, reader: chrono.Chrono): boolean {
  if (!r.start.isCertain('year') && !r.end?.isCertain('year')) return false;
  const firstPart = r.text.split(/\s+(?:to|until|till|through|thru)\s+|\s*[-–]\s+/)[0] ?? '';
  const [first] = reader.parse(firstPart, ref, { forwardDate: true });
  if (!first) return false;
  const a = dateOf(first.start);
  const b = dateOf(r.start);
  return a.month !== b.month || a.day !== b.day;
}

/**
 * chrono swaps the ends of a time range whose start it puts on a later day than its end: "8am to noon" read at 9am
 * (8am moved to tomorrow), "midnight to 4am" (midnight is the coming one), "6am till midnight" read after 6am (the
 * coming midnight is before tomorrow's 6am). True when the start it gives is the second time written.
 */
function timesSwapped(r: chrono.ParsedResult, ref: chrono.ParsingReference): boolean {
  const end = r.end;
  const at = (c: chrono.ParsedComponents) =>
    (c.get('hour') ?? 0) * 60 + (c.isCertain('minute') ? (c.get('minute') ?? 0) : 0);
  // a swap can leave either time first: "6am till midnight" read after 6am is midnight to 6am
  if (!end || at(r.start) === at(end)) return false;
  const firstPart = r.text.split(/\s+(?:to|until|till|through|thru|and)\s+|\s*[-–]\s*/)[0] ?? '';
  const [alone] = timeReader.parse(firstPart, ref, { forwardDate: true });
  if (!alone) return false;
  return at(alone.start) !== at(r.start) && at(alone.start) === at(end);
}

function hitsOf(results: chrono.ParsedResult[], masked: string): Hit[] {
  return results.map((r) => {
    const before = masked.slice(Math.max(0, r.index - 24), r.index);
    // the first of the three that matches says the kind (each is tried once)
    let kind: Hit['lead'] = 'start';
    let lead = START_WORDS.exec(before);
    // "as of" starts a running period on a date; before a time alone it says nothing plain
    if (lead && /^as\s/.test(lead[1] ?? '') && !hasDate(r.start)) lead = null;
    if (!lead) {
      kind = 'end';
      lead = END_WORDS.exec(before);
    }
    if (!lead) {
      kind = 'between';
      lead = BETWEEN.exec(before);
    }
    if (!lead) kind = null;
    const leadStart = lead ? r.index - (before.length - lead.index) : r.index;
    // chrono sometimes keeps the keyword in its own text ("from 9am")
    const own = /^(from|starting|beginning|since|after)\b/.test(r.text)
      ? 'start'
      : /^(until|till|to|before|by)\b/.test(r.text)
        ? 'end'
        : null;
    return { start: r.index, end: r.index + r.text.length, result: r, lead: kind ?? own, leadStart };
  });
}

/**
 * chrono reads a lone "a" or "p" after an hour as its half of the day wherever no ASCII letter follows: "klo 8
 * päiväkotiin" became 8 PM ("p" before "ä"), as "at 9 pöytäkirja" did. A result ending in such a letter that a
 * letter of any script follows is no time: left unread, the phrase is refused.
 */
function halfBeforeLetter(results: chrono.ParsedResult[], text: string): chrono.ParsedResult[] {
  return results.filter(
    (r) => !(HALF_LETTER_LAST.test(r.text) && LETTER_FIRST.test(text.slice(r.index + r.text.length))),
  );
}
const HALF_LETTER_LAST = /\d\s*[ap]$/i;
const LETTER_FIRST = /^\p{L}/u;

/**
 * Reads times and dates in `masked` into `draft`. Returns the text with what was read blanked out,
 * or a problem. `offsetMinutes` is the zone's offset at the reference instant (chrono's reference zone).
 */
export function readTimesAndDates(
  masked: string,
  draft: IntentDraft,
  now: number,
  offsetMinutes: number,
  dayFirst = false,
): { masked: string; problem?: ScheduleProblem } {
  const ref = { instant: new Date(now), timezone: offsetMinutes };
  const notes: MorningNote[] = [];
  let out = masked;
  const blank = (from: number, to: number) => {
    out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to);
  };
  const dateText = blankClockMinutesBeforeDay(masked);
  const reader = dateReaderFor(dateText, dayFirst);
  // "every hour from 9 to 5 on Dec 24", "Jan 12th 2027 at 9am", "sat 5 dec and sat 12 dec at 9am": dates that may
  // be the days to run on (oneOff.ts), with the refusal to give if they are not (decided once the times are read)
  const oneDays: SaidDate[] = [];
  let oneDayProblem: ScheduleProblem | null = null;
  let lastOneDay = -1;
  const weekdays = draft.datedWeekdays.map((w) => ({ ...w, used: false }));
  // "7:00 until 31 March": the clock's minutes are no first day of a date range (clockBeforeDate.ts)
  const dateHits = hitsOf(readWith(reader, MAY_HOLD_DATE, dateText, ref), masked);
  for (let i = 0; i < dateHits.length; i++) {
    const h = dateHits[i] as Hit;
    const r = h.result;
    if (!hasDate(r.start)) continue;
    const text = r.text.trim();
    const from = dateOf(r.start);
    // "between 1 June and 31 August": chrono reads two dates, the words around them make a range
    const next = dateHits[i + 1];
    const paired =
      !r.end &&
      h.lead !== 'end' &&
      next &&
      hasDate(next.result.start) &&
      DATE_JOIN.test(masked.slice(h.end, next.start))
        ? next
        : undefined;
    // "every day 27 nov to 23 dec": two dates joined by "to" with no word before them are a range too, as chrono
    // reads "nov 27 to dec 23" (day first it reads two dates)
    const ranged =
      h.lead === 'between' ||
      h.lead === 'start' ||
      (h.lead === null && paired !== undefined && RANGE_JOIN.test(masked.slice(h.end, paired.start)));
    if (paired && ranged) {
      const problem = setRange(draft, r.start, paired.result.start, now, offsetMinutes);
      if (problem) return { masked: out, problem };
      blank(h.leadStart, paired.end);
      i++;
      continue;
    }
    // "every evening 9pm for tomorrow": what each run is about, not the day to run on (forTomorrow.ts)
    if (aboutTomorrow(text, masked, h.start, draft)) {
      draft.assumptions.push(FOR_TOMORROW_NOTE);
      blank(masked.lastIndexOf('for', h.start), h.end);
      continue;
    }
    if (r.end && hasDate(r.end)) {
      if (swapped(r, ref, reader)) return { masked: out, problem: BACKWARDS };
      const problem = setRange(draft, r.start, r.end, now, offsetMinutes);
      if (problem) return { masked: out, problem };
    } else if (h.lead === 'end') {
      const problem = boundTwice(draft.endDate, from, 'end') ?? passedLately(text, r.start, from, now, offsetMinutes);
      if (problem) return { masked: out, problem };
      draft.endDate = from;
    } else if (h.lead === 'start' || /^(from|between)\b/.test(text)) {
      const problem = boundTwice(draft.startDate, from, 'start');
      if (problem) return { masked: out, problem };
      draft.startDate = from;
    } else if (draft.once !== null && draft.startDate === null && draft.endDate === null) {
      // "just once on Dec 24 at 5pm": that day's date, from and until it, one run; "once on fri 12/4": on a Friday
      const w = weekdayBefore(weekdays, masked, h.start);
      if (w) w.used = true;
      const problem =
        (w ? dateProblem(said(text, r, w.weekday), todayOf(now, offsetMinutes)) : undefined) ??
        setDays(draft, { kind: 'month-days', days: [from.day] }, text) ??
        setMonths(draft, { kind: 'months', months: [from.month] }, text);
      if (problem) return { masked: out, problem };
      draft.startDate = from;
      draft.endDate = from;
      draft.assumptions.push(`"${draft.once}" and "${text}" read as one run, on ${longDate(from)}.`);
    } else if (
      (oneDays.length === 0 || DATE_LIST.test(masked.slice(lastOneDay, h.start))) &&
      r.start.isCertain('day') &&
      !r.start.isCertain('hour') &&
      (ONE_DAY_WORDS.test(text) || YEAR.test(text) || weekdayBefore(weekdays, masked, h.start) !== null)
    ) {
      const w = weekdayBefore(weekdays, masked, h.start);
      if (w) w.used = true;
      oneDays.push(said(text, r, w?.weekday ?? null));
      oneDayProblem ??= singleDate(text, r, masked, h, draft);
      lastOneDay = h.end;
    } else {
      return { masked: out, problem: singleDate(text, r, masked, h, draft) };
    }
    // "from now until Friday": now is when it starts, not a time to run at
    // "starting 2026-12-01T00:00Z": a timestamp's clock is when the period begins, not a time to run at
    const bound = h.lead !== null && ISO_TIMESTAMP.test(r.text);
    if (r.start.isCertain('hour') && !STARTS_NOW.test(r.text) && !bound)
      draft.times.push(timeOf(r.start, text, draft, notes));
    blank(h.leadStart, h.end);
  }
  const unused = weekdays.find((w) => !w.used);
  if (unused) {
    return {
      masked: out,
      problem: unparseable(
        `"${unused.said}" names the day of the week of a date that is not read as a day to run on.`,
        'Say the date alone ("starting Dec 5"), or the day as a rule ("every Saturday").',
      ),
    };
  }
  const timeText = out;
  const hits = hitsOf(
    plainTimes(timeText) ?? halfBeforeLetter(readWith(timeReader, MAY_HOLD_TIME, timeText, ref), timeText),
    timeText,
  );
  const list: ListTime[] = [];
  let listEnd = -1;
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i] as Hit;
    const r = h.result;
    if (r.start.get('hour') === null) continue;
    // "now" is when the person writes, not a time of day to run at ("from now until Friday")
    if (/^(?:right\s+)?now$/.test(r.text.trim())) continue;
    // the service has no seconds field: "9:00:30" without its seconds would be another time
    if ((r.start.get('second') ?? 0) !== 0 || (r.end?.get('second') ?? 0) !== 0) {
      return {
        masked: out,
        problem: inexpressible(
          `"${r.text.trim()}" has seconds; the service's schedules have minutes at most.`,
          'Give the time to the minute, e.g. "at 9:00".',
        ),
      };
    }
    // chrono reads a bare year ("until 2027") as military time (20:27): leave it unread, so it is reported
    if (/^\d{4}$/.test(r.text.trim())) continue;
    // a range is read in the order written, whatever days chrono puts its ends on
    const back = r.end ? timesSwapped(r, ref) : false;
    const first = back && r.end ? r.end : r.start;
    const clock = clockOf(first, r.text, draft);
    const t = clock.time;
    const said = () => {
      if (clock.bare) notes.push({ text: r.text.trim(), hour: t.hour, minute: t.minute });
    };
    if (r.end) {
      if (/\d{4}$/.test(r.text.trim())) {
        said();
        continue; // "9am until 2027": a year, not 20:27
      }
      const second = back ? r.start : r.end;
      // as in clockOf: "from 16:45 to midnight" is not to 00:45
      const toMinute = second.isCertain('minute') ? (second.get('minute') ?? 0) : 0;
      let to: LocalTime = untilMidnight({ hour: second.get('hour') ?? 0, minute: toMinute }, t);
      // "22:00 to 06:00": an end on the 24-hour clock (a leading zero), or after a start on it, is as written
      const clocks = r.text.trim().split(/\s*(?:-|–|to|until|till|through|thru)\s*/);
      const h24 = (c: string | undefined) => c !== undefined && /^(?:0\d|1[3-9]|2[0-3]):[0-5]\d$/.test(c);
      const bareEnd = !second.isCertain('meridiem') && to.hour < 12 && !h24(clocks.at(-1));
      // "19:00 to 07:00", "20:00-08:00": chrono moves an end 12 hours before the start to the start's own hour; an
      // end written on the 24-hour clock is the hour written, the next morning's
      const endSaid = clocks.at(-1);
      if (endSaid !== undefined && h24(endSaid)) {
        const hour = Number(endSaid.slice(0, 2));
        if (hour < 12 && to.hour === hour + 12) to = { hour, minute: to.minute };
      }
      // "9 to 5", "9 to 9": a bare end not after the start is in the afternoon; "22:00 to 6", where the afternoon's
      // is still not after it, is the next morning's
      const start = t.hour * 60 + t.minute;
      if (to.hour * 60 + to.minute <= start && bareEnd && (to.hour + 12) * 60 + to.minute > start)
        to = { hour: to.hour + 12, minute: to.minute };
      if (to.hour === t.hour && to.minute === t.minute) {
        return {
          masked: out,
          problem: unparseable(
            `"${r.text.trim()}" is a range with no length.`,
            'Give the hours to repeat within, e.g. "every hour from 9am to 9pm".',
          ),
        };
      }
      // "hourly 9 to 9:30", "every 2 hours 13:00 to 2": a range shorter than the step runs once, which no one asks
      // for with a step; the end is most likely in the other half of the day
      const iv = draft.interval;
      const span = (to.hour * 60 + to.minute - start + 1440) % 1440;
      if (iv !== null && span < iv.every * (iv.unit === 'hour' ? 60 : 1)) {
        return {
          masked: out,
          problem: unparseable(
            `"${r.text.trim()}" read as ${clockWords(start)} to ${clockWords(to.hour * 60 + to.minute)} is shorter than the step, so it would run once a day.`,
            'Give the end with its half of the day, e.g. "every hour from 9am to 9pm".',
          ),
        };
      }
      if (draft.window) return { masked: out, problem: twoRanges() };
      if (clock.bare || bareEnd) {
        draft.assumptions.push(
          `"${r.text.trim()}" read as ${clockWords(t.hour * 60 + t.minute)} to ${clockWords(to.hour * 60 + to.minute)}.`,
        );
      }
      draft.window = { from: t, to };
      blank(h.leadStart, h.end);
      continue;
    }
    const next = hits[i + 1];
    if (h.lead === 'between' && next && JOIN.test(timeText.slice(h.end, next.start))) {
      said();
      const to = untilMidnight(timeOf(next.result.start, next.result.text, draft, notes), t);
      const short = shorterThanStep(draft, timeText.slice(h.leadStart, next.end).trim(), t, to);
      if (short) return { masked: out, problem: short };
      if (draft.window) return { masked: out, problem: twoRanges() };
      draft.window = { from: t, to };
      blank(h.leadStart, next.end);
      i++;
      continue;
    }
    if (h.lead === 'start' && draft.interval) {
      said();
      const starting = timeText.slice(Math.max(0, h.leadStart - 2), h.end);
      const from = phaseOf(t, draft, starting);
      if (from === null) {
        return {
          masked: out,
          problem: inexpressible(
            `"${starting.trim()}" starts a step that does not divide the day, so its runs fall at other times each day; CRON repeats the same times every day.`,
            'Use a step that divides the day ("every 4 hours starting at 2am"), or a daily range ("every 5 hours from 2am to 10pm").',
          ),
        };
      }
      draft.window = { from, to: null };
    } else if (h.lead === 'end' && draft.interval && draft.window === null) {
      // "every 10 minutes till midnight": from midnight to midnight is no range; from now on, or all day?
      if (t.hour === 0 && t.minute === 0) {
        return {
          masked: out,
          problem: unparseable(
            `"${timeText.slice(h.leadStart, h.end).trim()}" ends the runs at midnight, but does not say when they start.`,
            'Give both ends, e.g. "every 10 minutes from 6pm to midnight", or "every 10 minutes" for all day.',
          ),
        };
      }
      said();
      draft.window = { from: { hour: 0, minute: 0 }, to: t };
    } else {
      // "before 9am", "after 5pm", "until 5pm" do not say when to run: refused rather than read as "at"
      const lead = FIRST_WORD.exec(`${timeText.slice(h.leadStart, h.start)} ${r.text}`)?.[0] ?? '';
      if (NOT_AT.test(lead)) {
        return {
          masked: out,
          problem: unparseable(
            `"${timeText.slice(h.leadStart, h.end).trim()}" does not say when to run.`,
            'Give the time to run at, e.g. "at 9am", or a range with an interval: "every hour from 9am to 5pm".',
          ),
        };
      }
      // "mon 10am (+2:00)", "(-4:30)": a clock with a sign in brackets is no run; an offset no zone keeps (the ones
      // zones keep are read as zones before) or a length of time, which, is not known
      if (SIGNED_BEFORE.test(timeText.slice(Math.max(0, h.leadStart - 4), h.start))) {
        const said = SIGNED_CLOCK.exec(timeText.slice(Math.max(0, h.leadStart - 4)))?.[0] ?? r.text.trim();
        return {
          masked: out,
          problem: unparseable(
            `"${said}" could be an offset from UTC or a length of time, not a time to run.`,
            'Name the zone, e.g. "at 10am UTC-4" or "at 10am New York time", or give each time to run.',
          ),
        };
      }
      // "class 9:00 at 10:30": a clock right after another with "at" between them is no list (which is the time?)
      // (not where either says its half: "8am at 8pm" is Filipino's "at", and; Czech "6:00 a v 18:00" reads so too)
      const last = list.at(-1);
      if (
        listEnd >= 0 &&
        AT_ONLY.test(timeText.slice(listEnd, h.start) + (/^\s*(?:at|@)/.exec(r.text)?.[0] ?? '')) &&
        !HALF_SAID.test(r.text) &&
        !HALF_SAID.test(last?.text ?? '')
      ) {
        const both = `${last === undefined ? '' : last.text.trim()}${timeText.slice(listEnd, h.start)}${r.text.trim()}`;
        return {
          masked: out,
          problem: unparseable(
            `"${both.trim()}" gives two times, one after "at": which is the time to run?`,
            `Give one, e.g. "at ${clockSaid(r.text)}", or list both: "at 9:00 and 10:30".`,
          ),
        };
      }
      const between = listEnd < 0 ? null : timeText.slice(listEnd, h.leadStart);
      list.push({ clock, text: r.text, joined: between !== null && JOINED.test(between) });
      listEnd = h.end;
    }
    blank(h.leadStart, h.end);
  }
  const repeated = readList(list, draft, notes);
  if (repeated) return { masked: out, problem: repeated };
  if (draft.nightOfHour !== null) {
    const said = clockSaid(draft.nightOfHour);
    return {
      masked: out,
      problem: unparseable(
        `"${draft.nightOfHour}" beside "${draft.nightOf}" could be ${said} AM or ${said} PM (the shift's start or its end).`,
        `Say which, e.g. "at ${said}am" or "at ${said}pm".`,
      ),
    };
  }
  // "every morning at 19:00": no time of the rule in the part of the day said (one time in it is that time's part),
  // or the clock in a list the part of the day leads ("every morning at 7 and 19:00"); the clock said beside the part (not a reminder's "evening 7pm, ping me at 10am", nor a bound's "7pm starting
  // tomorrow morning"), and no zone said (whose morning "every morning at 16:00 UTC" is, in Los Angeles, is not known)
  if (draft.partOutside !== null && draft.zone === null) {
    const where = besidePart(draft, draft.partOutside);
    if (where === 'listed' || (where === 'beside' && !draft.times.some((t) => inPart(draft, t.hour))))
      draft.partMisfit ??= draft.partOutside;
  }
  if (draft.partMisfit !== null) {
    return {
      masked: out,
      problem: /\d\s*[ap]\.?m\b/i.test(draft.partMisfit)
        ? unparseable(
            `"${draft.partMisfit}" is not in the ${draft.dayPart ?? (draft.meridiem === 'night' ? 'night' : draft.meridiem === 'am' ? 'morning' : 'evening')} the phrase says.`,
            `Say one half of the day, e.g. "every day at ${draft.partMisfit}" alone.`,
          )
        : /^(?:1[3-9]|2[0-3])[:.h]?[0-5]\d/.test(draft.partMisfit)
          ? unparseable(
              `"${draft.partMisfit}" is in the ${/^1[3-7]/.test(draft.partMisfit) ? 'afternoon' : 'evening'} on a 24-hour clock, but the phrase says the ${draft.dayPart ?? (draft.meridiem === 'night' ? 'night' : 'morning')}.`,
              `Give the time as you mean it, e.g. "at ${draft.partMisfit}" alone, or the part of the day that holds it.`,
            )
          : /^0\d:/.test(draft.partMisfit)
            ? unparseable(
                `"${draft.partMisfit}" is in the morning on a 24-hour clock, but the phrase says the ${draft.dayPart ?? (draft.meridiem === 'night' ? 'night' : 'evening')}.`,
                `Give the time as you mean it, e.g. "at ${draft.partMisfit}" alone for the morning, or with pm.`,
              )
            : unparseable(
                `"${draft.partMisfit}" is not in the ${draft.dayPart}, whichever half of the day it is.`,
                /\d/.test(draft.partMisfit)
                  ? `Give the time with am or pm, e.g. "every day at ${draft.partMisfit}am" or "at ${draft.partMisfit}pm".`
                  : `Give the time as you mean it, e.g. "every day at ${draft.partMisfit}".`,
              ),
    };
  }
  if (oneDayProblem !== null) {
    const read = BOUND_WORDS.test(masked) ? undefined : onDates(draft, oneDays, todayOf(now, offsetMinutes));
    const problem = read === undefined ? oneDayProblem : read;
    if (problem) return { masked: out, problem };
  }
  for (const n of notes) draft.bareHours.push({ text: n.text, hour: n.hour });
  draft.assumptions.push(
    ...morningNotes(
      notes,
      hits.map((h) => h.result.text),
    ),
  );
  return { masked: out };
}
