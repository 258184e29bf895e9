import {
  type CalendarDate,
  dateOfEpochDay,
  epochDay,
  MONTH_NAMES,
  weekdayOf as weekdayOfDate,
} from '../cron/calendar.js';
import type { LocalIntent } from '../intent.js';
import { type Outcome, ok } from '../problem.js';
import { offsetAt, zoneNamed } from '../tz.js';
import { todayOf } from './chronoReader.js';
import { normalize } from './normalize.js';
import { WORD_SOURCE } from './parsers/zone.js';
import { DAY, escapeRegExp, MONTH, monthOf, WEEKDAY_NAME, WEEKDAY_WORD, weekdayOf } from './words.js';

/**
 * An event on a date, and runs placed relative to it (looked at only when the phrase reads no other way; the
 * rewrite, with the runs on the one date they fall on, is read again, with notes):
 * - "fundraiser run sun mar 28 2027 8am CET — remind runners at 6:30 that morning", "vet appt Wed Dec 2 10:40am,
 *   remind me the night before at 8pm", "race day sun mar 14 2027, start 7:00am eastern — wave alerts 6:30, 6:45 and
 *   7:00", "Giving Tuesday is Dec 1 — post at 6am, 12pm and 6pm eastern that day": the event's date (and its time
 *   and place) said first, the runs after it; the event's time is no run, its place the runs' clock unless they say
 *   their own; a clock without its half of the day is read as the one half that puts it before the event (or up to
 *   30 minutes after), else by "that morning" or "the night before", else left to the reader of clocks;
 * - "results page refresh every 2 min from 9am to 3pm on race day, sun 25 april 2027", "city 10k road closure tweets
 *   5am, 6am and 7am the day of the race (sun apr 4 2027)": the runs first, on the event's day said after them;
 * - "course marshal email 3 weeks before the race (may 2) at 9am": days or weeks before the event's date;
 * - "toy drive collection Dec 5 and Dec 12, reminder 8am both days": the runs on each of the dates listed;
 * - "dry hop FV3 in 3 days at 10am": the date that many days from today.
 * - "press night 18 feb 2027 — FOH briefing 6pm", "eid ul-fitr 10 march 2027: volunteers reminder 7:00": an event's
 *   date with its year, and the runs' clocks after it with no word placing them: on that date, once (a clock without
 *   its half of the day left to the reader of clocks, as on any one day).
 * A date without its year is the next one, read once with a note (an event with runs placed against it is one
 * event); a weekday said with a date must be that date's. Anything less plain is left as it was (refused).
 */

export interface DatedEventReading {
  readonly text: string;
  readonly notes: readonly string[];
}

const DAY_N = '(?:3[01]|[12]\\d|0?[1-9])(?!\\d)';
/**
 * One date: "sun mar 14 2027", "tue, jan 26", "25 april 2027", "dec 1", "march 14th"; never a clock's minutes before a
 * month ("wed 10:15 dec 2" is December 2nd, not the 15th).
 */
const ONE_DATE = `(?:${WEEKDAY_WORD}\\.?,?\\s+)?(?:(?<![:.]\\d*)${DAY_N}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}|${MONTH}\\s+${DAY_N}(?:st|nd|rd|th)?(?![\\d:.]\\d|\\s*[ap]\\.?m\\b|\\s*(?:-|–|to)\\s*\\d))(?:,?\\s+20\\d\\d(?!\\d|:\\d))?`;
const DATE_RE = new RegExp(
  `(?<wd>${WEEKDAY_WORD})?\\.?,?\\s*(?:(?<d1>${DAY_N})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?<m1>${MONTH})|(?<m2>${MONTH})\\s+(?<d2>${DAY_N})(?:st|nd|rd|th)?)(?:,?\\s+(?<y>20\\d\\d))?`,
);
const DATES = new RegExp(
  `(?:\\(\\s*)?(?:\\bon\\s+)?\\b${ONE_DATE}(?:\\s*(?:,|and|&)\\s*(?:and\\s+)?${ONE_DATE})*(?:\\s*\\))?`,
  'g',
);
/** "in 3 days", "in two days": a date counted from today. */
const THIS_WEEKEND = /\bthis\s+(?:coming\s+)?weekend\b/;
const IN_DAYS = /\bin\s+(?<n>[1-9]|1[0-4]|two|three|four|five|six|seven)\s+days\b/;
const COUNT: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
};

/** A clock time: with its half of the day, on the 24-hour clock, or a bare hour after "at". */
const CLOCK =
  /(?<![\d:.])(?:(?<h>\d{1,2})(?:[:.h](?<m>[0-5]\d))?\s*(?<half>[ap])\.?m\.?(?![a-z])|(?<h2>\d{1,2})[:.h](?<m2>[0-5]\d)(?![\d:.]|\s*[ap]\.?m)|(?<=\bat\s)(?<h3>\d{1,2})(?![\d:.a-z]|\s*(?:[ap]\.?m|min|h|hour|day|week|k\b|%))|(?<h4>\d{1,2})(?=\s*(?:-|–|to)\s*\d)|(?<noon>noon|midday|midnight))/g;

interface Clock {
  readonly start: number;
  readonly end: number;
  readonly hour: number;
  readonly minute: number;
  /** 'am' / 'pm' said, '24' on the 24-hour clock (a leading zero or an hour past 12), null bare. */
  readonly half: 'am' | 'pm' | '24' | null;
}

function clocksIn(text: string): Clock[] {
  const out: Clock[] = [];
  for (const c of text.matchAll(CLOCK)) {
    const g = c.groups ?? {};
    const start = c.index;
    const end = start + c[0].length;
    if (g.noon) {
      out.push({ start, end, hour: g.noon === 'midnight' ? 0 : 12, minute: 0, half: '24' });
      continue;
    }
    const hText = g.h ?? g.h2 ?? g.h3 ?? g.h4 ?? '';
    const hour = Number(hText);
    const minute = Number(g.m ?? g.m2 ?? 0);
    if (g.half) {
      if (hour < 1 || hour > 12) return [];
      out.push({
        start,
        end,
        hour: (hour % 12) + (g.half === 'p' ? 12 : 0),
        minute,
        half: g.half === 'p' ? 'pm' : 'am',
      });
      continue;
    }
    if (hour > 23) return [];
    const h24 = hour > 12 || hour === 0 || (hText.length === 2 && hText.startsWith('0'));
    out.push({ start, end, hour, minute, half: h24 ? '24' : null });
  }
  return out;
}

/** Minutes of the day of a clock on the half said or chosen. */
function minutesOf(c: Clock, half: 'am' | 'pm' | null = null): number {
  if (c.half === 'am' || c.half === 'pm' || c.half === '24') return c.hour * 60 + c.minute;
  const h = c.hour % 12;
  return (half === 'pm' ? h + 12 : h) * 60 + c.minute;
}

function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`}${h < 12 ? 'am' : 'pm'}`;
}

/** Where the runs fall against the event: that day, that morning, the night before, days before. */
interface Relative {
  readonly start: number;
  readonly end: number;
  readonly said: string;
  /** Days before the event's date. */
  readonly back: number;
  readonly part: 'morning' | 'evening' | null;
  readonly both: boolean;
  /** A day named by its event ("race day"), not placed against a date said. */
  readonly named?: boolean;
}

const UNITS = '(?:[1-9]|1[0-9]|a|an|one|two|three|four|five|six|seven)';
const EVENT_NOUN =
  "(?:the\\s+)?(?:[a-z0-9'-]+\\s+){0,2}?(?:race|event|party|show|launch|wedding|game|match|gala|fair|festival|concert|appointment|appt|day|run|drive|reception|sale|ceremony|meeting|trip|move|opening|release|premiere|marathon|tournament|it)";
const RELATIVE = new RegExp(
  [
    `(?<before>\\b(?:the\\s+)?(?:(?<n>${UNITS})\\s+)?(?<unit>days?|weeks?|nights?|evenings?)\\s+before(?:\\s+${EVENT_NOUN}(?=\\s*[(,§]|\\s+(?:at|on)\\b|\\s*$))?)`,
    `(?<thatday>\\b(?:on\\s+)?(?:that|the\\s+same|same)\\s+(?<tpart>day|morning|evening|night))`,
    `(?<both>\\b(?:on\\s+)?(?:both|each\\s+of\\s+those|all\\s+(?:three|3|four|4)|those)\\s+days)`,
    `(?<dayof>\\b(?:on\\s+)?the\\s+(?<opart>day|morning)\\s+of\\s+${EVENT_NOUN}(?=\\s*[(,§]|\\s+(?:at|on)\\b|\\s*$))`,
    `(?<named>\\b(?:on\\s+)?(?:race|show|game|match|launch|event|move|wedding|election)\\s+(?<npart>day|morning)\\b)`,
    // "on sale day (sat 28 nov)", "on open day, 14 march": a day named by its event, just before the date (said with
    // "on": "national day 2 dec, post at 8am" may be every year's)
    `(?<named2>\\bon\\s+(?!(?:every|each|that|the|same|this|next|last|any|which|one|a|per|business|working|week|school|pay|bank|public|rest|whole|full|half|all|both|those|these|other)\\s)[a-z][a-z'-]+\\s+(?<n2part>day|morning)(?=\\s*[,(]?\\s*§))`,
  ].join('|'),
);

function relativeIn(text: string): Relative | null | 'many' {
  const m = RELATIVE.exec(text);
  if (!m?.groups) return null;
  const g = m.groups;
  const rest = text.slice(m.index + m[0].length);
  if (RELATIVE.test(rest)) return 'many';
  const base = { start: m.index, end: m.index + m[0].length, said: m[0].trim() };
  if (g.before) {
    const unit = g.unit ?? 'day';
    const nWord = g.n ?? (/s$/.test(unit) ? undefined : 'a');
    if (nWord === undefined) return 'many';
    const n = COUNT[nWord] ?? Number(nWord);
    const week = /^week/.test(unit);
    const night = /^(?:night|evening)/.test(unit);
    if (night && n !== 1) return 'many';
    return { ...base, back: week ? 7 * n : n, part: night ? 'evening' : null, both: false };
  }
  if (g.thatday) {
    const p = g.tpart ?? 'day';
    return { ...base, back: 0, part: p === 'morning' ? 'morning' : p === 'day' ? null : 'evening', both: false };
  }
  if (g.both) return { ...base, back: 0, part: null, both: true };
  const p = g.opart ?? g.npart ?? g.n2part ?? 'day';
  const named = g.named !== undefined || g.named2 !== undefined;
  return {
    named,
    ...base,
    back: 0,
    part: p === 'morning' ? 'morning' : p === 'night' ? 'evening' : null,
    both: false,
  };
}

/** Words of an event's part that make it a schedule of its own, not what the runs are about. */
const NOT_EVENT =
  /\b(?:every|each|daily|weekly|monthly|hourly|nightly|yearly|annually|from|until|till|til|between|after|before|tomorrow|today|tonight|next|this|weekdays?|weekends?|then|instead|except|also|plus)\b/;
/** Days or weeks said in the runs' part beside the one placing word: "7 days, 3 days and 1 day before". */
const OTHER_OFFSET =
  /\b(?:\d+|a|an|one|two|three)\s+(?:days?|weeks?|nights?)\b|\b(?:before|after|prior|earlier|ahead)\b/;
/**
 * "from" before a word that is no number nor a word of when: where something comes from. Not before a word with a
 * number after it ("pilots from week 3 feb 22 2027": from when) nor a word of a stretch of time (week, day, sprint,
 * q1, phase, term).
 */
const FROM_PLACE = new RegExp(
  `\\bfrom\\s+(?=[a-z])(?!(?:the|now|here|then|mid|early|late|end|start|beginning|next|this|last|today|tomorrow|tonight)\\b|${WEEKDAY_WORD}|${MONTH}|[a-z][a-z'-]*\\s*#?\\d|(?:weeks?|wk|days?|sprints?|q[1-4]|quarters?|phases?|stages?|terms?|semesters?|periods?|months?|years?|cycles?|iterations?|rounds?|blocks?|seasons?|h[12]|fy\\d*)\\b)`,
  'g',
);
/** Words of a job that runs at the time said with the date, not an event the runs are about. */
const JOB_NAME =
  /\b(?:emails?|blasts?|posts?|send|tweets?|push(?:es)?|alerts?|reminders?|messages?|newsletters?|announcements?|sms|texts?|notifications?|digests?|reports?|campaigns?|drops?|backups?|jobs?|syncs?)\b/;
/** Words of the runs' part that give days of their own. */
const NOT_RUN = new RegExp(
  `\\b(?:every\\s+(?:day|week|month|year|weekday|night|morning|evening|other|${WEEKDAY_WORD})|daily|weekly|monthly|yearly|annually|nightly|weekdays|weekends|tomorrow|today|tonight|next|this|(?:until|till|til)\\s+(?:then|further|the\\s+end)|then|instead|except|${WEEKDAY_WORD}s?\\b)`,
);
const SEPARATOR = /\s+(?:—|–|-|·|\|)\s+|\s*[;:]\s+|\.\s+|,\s+(?!\d|and\b|or\b|&|noon\b|midday\b|midnight\b)/g;
/** Words that may stand between the event's time and the runs: its place ("eastern", "cet", "adelaide"). */
const PLACE = /^(?:[a-z][a-z'_/]*)(?:\s+[a-z][a-z'_/]*){0,2}$/;
/** A zone's word (a city, a region, a code) anywhere in the event's words. */
/**
 * Whether the runs say their clock is the place's, by its name ("Bali wedding 18 Sep 2027 — call the villa at 9am
 * Bali time"): the place in the event's words is then the runs' own clock, no second one.
 */
function runsOnClockOf(zone: string, runPart: string): boolean {
  const said = escapeRegExp(zone);
  return new RegExp(`(?<![a-z])${said}\\s+time\\b`).test(runPart);
}

const ZONE_WORD = new RegExp(`(?<![a-z'/-])(?:${WORD_SOURCE})(?![a-z0-9/])`);
const PLACE_NOT =
  /\b(?:remind|reminders?|post|send|ping|alert|notify|email|text|tweet|start|starts|doors|and|the|at|on|to|for|with|in)\b/;

function monthText(m: number): string {
  return (MONTH_NAMES[m] ?? '').toLowerCase();
}

interface SaidDate {
  readonly date: CalendarDate;
  readonly yearSaid: boolean;
  readonly weekdaySaid?: boolean;
  readonly said: string;
}

/** The dates of a list said ("sun mar 14 2027", "dec 5 and dec 12"): the next such, the weekday checked. */
function datesOf(said: string, today: CalendarDate): SaidDate[] | null {
  const out: SaidDate[] = [];
  const one = new RegExp(DATE_RE.source, 'g');
  const now = epochDay(today.year, today.month, today.day);
  for (const m of said.matchAll(one)) {
    const g = m.groups ?? {};
    const month = monthOf(g.m1 ?? g.m2 ?? '');
    const day = Number(g.d1 ?? g.d2);
    if (month === undefined) return null;
    const wd = g.wd ? weekdayOf(g.wd) : undefined;
    const years = g.y ? [Number(g.y)] : [today.year, today.year + 1, today.year + 2];
    let found: CalendarDate | null = null;
    for (const year of years) {
      const n = epochDay(year, month, day);
      const d = dateOfEpochDay(n);
      if (d.month !== month) continue;
      if (!g.y && n < now) continue;
      if (wd !== undefined && weekdayOfDate(year, month, day) !== wd) {
        // a weekday said that is not the next such date's: only a later year's if the year is said
        if (g.y) return null;
        return null;
      }
      found = d;
      break;
    }
    if (found === null) return null;
    out.push({
      date: found,
      yearSaid: g.y !== undefined,
      weekdaySaid: g.wd !== undefined,
      said: m[0].replace(/^[\s,]+/, '').trim(),
    });
  }
  return out.length > 0 ? out : null;
}

function pinned(d: CalendarDate): string {
  const wd = (WEEKDAY_NAME[weekdayOfDate(d.year, d.month, d.day)] ?? '').toLowerCase().slice(0, 3);
  return `${wd} ${monthText(d.month)} ${d.day} ${d.year}`;
}

function long(d: CalendarDate): string {
  return `${WEEKDAY_NAME[weekdayOfDate(d.year, d.month, d.day)]}, ${MONTH_NAMES[d.month]} ${d.day}, ${d.year}`;
}

const GATE = new RegExp(
  `this\\s+(?:coming\\s+)?weekend|${MONTH}\\s*\\d|\\d\\s*(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}|\\bin\\s+\\S+\\s+days\\b`,
);

const RUN_WEEKDAY_GATE = new RegExp(`\\b${WEEKDAY_WORD}`);
/** A day of the week said once in the runs' words, "that monday" or "thursday" alone (not "thursdays", "every ..."). */
const RUN_WEEKDAY = new RegExp(
  `(?:^|\\s)(?:on\\s+)?(?<that>(?:that|the\\s+same)\\s+)?(?<wd>${WEEKDAY_WORD})\\.?(?![a-z'\u2019])`,
  'g',
);

/** The runs' words of a reminder, the only runs whose day said alone is put before the event. */
const REMINDER_RUN = /\b(?:remind\w*|nudge|ping|alert|notify|heads[-\s]?up)\b/;
/** Words before the runs' day that make it more than one day, or one after the event. */
const RUN_WEEKDAY_BOUND =
  /\b(?:every|each|from|following|next|after|until|till|starting|since|other|recap|retro|follow[-\s]?up|debrief|wrap[-\s]?up)\b/;

/**
 * The runs' day of the week said alone, beside an event on one date: "remind thursday 3pm" of an event on "friday dec
 * 4" is the thursday before it (within the week before, and only where the event's day of the week is said too; the
 * event's own day of the week is refused: that day, or a week before?); "8am that monday" is the event's own day,
 * only where its date is a monday. The runs' words without
 * the day, and the run's date; 'refused' where the day does not fit; null where no such day is said.
 */
function runWeekday(runPart: string, event: SaidDate): { runPart: string; run: SaidDate } | 'refused' | null {
  const found = [...runPart.matchAll(RUN_WEEKDAY)];
  if (found.length === 0) return null;
  if (found.length > 1) return 'refused';
  const m = found[0] as RegExpExecArray;
  const wd = weekdayOf(m.groups?.wd ?? '');
  if (wd === undefined) return 'refused';
  // only a reminder's day ("remind thursday 3pm"): a recap or a follow-up may come after the event, "every" or "from"
  // before the day say more than one run, and a word after it makes the day a group's name ("the sun team")
  // ("that monday", the event's own day, is checked against the event's date below)
  const before = runPart.slice(0, m.index);
  const after = runPart.slice(m.index + m[0].length);
  if (
    m.groups?.that === undefined &&
    (!REMINDER_RUN.test(runPart) || RUN_WEEKDAY_BOUND.test(before) || /^\s*[a-z]/.test(after.replace(/^\s*at\b/, '9')))
  )
    return 'refused';
  const { year, month, day } = event.date;
  const e = epochDay(year, month, day);
  const ewd = weekdayOfDate(year, month, day);
  let back: number;
  if (m.groups?.that !== undefined) {
    if (wd !== ewd) return 'refused';
    back = 0;
  } else {
    // "due friday dec 4, remind thursday": the two days of the week said together; without the event's own
    // ("due dec 4, remind thursday"), the next thursday may as well be meant
    if (wd === ewd || !event.weekdaySaid) return 'refused';
    back = (ewd - wd + 7) % 7;
  }
  const said = m[0].trim();
  return {
    runPart: `${runPart.slice(0, m.index)} ${runPart.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim(),
    run: { date: dateOfEpochDay(e - back), yearSaid: event.yearSaid, said },
  };
}

/** The phrase rewritten with the runs on the date they fall on, or null where it says no dated event plainly. */
/** A job that comes before what it is about: a reminder, an alert, a notice. */
const REMINDER_JOB = /\b(?:remind\w*|alerts?|heads?[\s-]*ups?|notices?|notif\w*|warn\w*|nudges?|pings?)\b/;
/** An event the runs come before: a deadline, an expiry, an end. */
const BEFORE_EVENT =
  /\b(?:deadlines?|due|expir\w*|ends?|ending|ended|closes?|closing|cut-?offs?|lapses?|runs?\s+out|last\s+day|renewals?)\b/;
/** An event the runs may repeat from, or every year's: a start, a launch, an anniversary. */
const START_EVENT =
  /\b(?:since|starts?|starting|started|from|begins?|beginning|effective|as\s+of|onwards?|launch\w*|go(?:es)?[\s-]*live|kicks?\s+off|commenc\w*|anniversar(?:y|ies)|birthdays?)\b/;

export function datedEventPhrase(text: string, today: CalendarDate): DatedEventReading | null {
  if (!GATE.test(text)) return null;
  // the date said: one date or one list, or "in 3 days"
  const spans = [...text.matchAll(DATES)].filter((m) => /\d/.test(m[0]));
  let dates: SaidDate[] | null;
  let dateStart: number;
  let dateEnd: number;
  const notes: string[] = [];
  let fromToday = false;
  let own: SaidDate[] | null = null;
  let ownStart = 0;
  let ownEnd = 0;
  if (spans.length === 1) {
    const s = spans[0] as RegExpExecArray;
    dates = datesOf(s[0], today);
    dateStart = s.index;
    dateEnd = s.index + s[0].length;
  } else if (spans.length === 2) {
    // "national day reception may 29 6pm, invitations reminder may 1 at 10am": the runs' own date, after the event's
    const [s, o] = spans as [RegExpExecArray, RegExpExecArray];
    dates = datesOf(s[0], today);
    own = datesOf(o[0], today);
    if (dates === null || own === null || dates.length !== 1 || own.length !== 1) return null;
    dateStart = s.index;
    dateEnd = s.index + s[0].length;
    ownStart = o.index;
    ownEnd = o.index + o[0].length;
  } else if (spans.length === 0) {
    const weekend = THIS_WEEKEND.exec(text);
    const inDays = IN_DAYS.exec(text);
    if (weekend) {
      // "this weekend": the coming saturday and sunday; said on a weekend, this one or the next?
      const wd = weekdayOfDate(today.year, today.month, today.day);
      if (wd === 1 || wd === 7) return null;
      const sat = epochDay(today.year, today.month, today.day) + (7 - wd);
      dates = [sat, sat + 1].map((n) => ({ date: dateOfEpochDay(n), yearSaid: true, said: weekend[0] }));
      dateStart = weekend.index;
      dateEnd = weekend.index + weekend[0].length;
      fromToday = true;
    } else {
      if (!inDays?.groups) return null;
      const n = COUNT[inDays.groups.n ?? ''] ?? Number(inDays.groups.n);
      const d = dateOfEpochDay(epochDay(today.year, today.month, today.day) + n);
      dates = [{ date: d, yearSaid: true, said: inDays[0] }];
      dateStart = inDays.index;
      dateEnd = inDays.index + inDays[0].length;
      notes.push(`Read "${inDays[0]}" as ${long(d)}, ${n} day${n === 1 ? '' : 's'} from today.`);
      fromToday = true;
    }
  } else return null;
  if (dates === null) return null;
  const hole = (
    own === null
      ? `${text.slice(0, dateStart)} § ${text.slice(dateEnd)}`
      : `${text.slice(0, dateStart)} § ${text.slice(dateEnd, ownStart)} ¤ ${text.slice(ownEnd)}`
  )
    .replace(/\s+/g, ' ')
    .trim();
  const rel = relativeIn(hole);
  if (rel === 'many') return null;
  if (dates.length > 1 && !rel?.both) return null;
  if (rel?.both && dates.length === 1) return null;
  // a list of dates, or a day named by its event ("on launch day (feb 5)"), without the year or weekday of each: once,
  // or every year's? left to the reader of dates
  if ((dates.length > 1 || rel?.named) && dates.some((d) => !d.yearSaid && !d.weekdaySaid)) return null;
  let rest = hole;
  if (rel) rest = `${hole.slice(0, rel.start)} ${hole.slice(rel.end)}`.replace(/\s+/g, ' ').trim();
  // the last part said that holds a clock is the runs'; the event (with the date) is before it
  const marks = [...rest.matchAll(SEPARATOR)];
  const at = rest.indexOf('§');
  let eventPart = '';
  let runPart = rest;
  for (let i = marks.length - 1; i >= 0; i--) {
    const mk = marks[i] as RegExpExecArray;
    if (mk.index < at) break;
    const after = rest.slice(mk.index + mk[0].length);
    // "11:30am – 12:00pm": a dash between two clocks is a range's, not a mark between the event and the runs
    if (/[-\u2013\u2014]/.test(mk[0]) && /\d\s*(?:[ap]\.?m\.?)?$/.test(rest.slice(0, mk.index)) && /^\d/.test(after))
      continue;
    if (clocksIn(after).length > 0 || /\bevery\s+\d/.test(after)) {
      eventPart = rest.slice(0, mk.index);
      runPart = after;
      break;
    }
  }
  // "remind 1 day before at 9:00 AM · December 10, 2026 2:00 PM": the runs said first, then the event's date; a clock
  // right after that date is the event's own time, not a run
  if (eventPart === '' && rel !== null && own === null) {
    const after = /§\s*,?\s*(?:at\s+)?(\d{1,2}(?:[:.]\d\d)?\s*(?:[ap]\.?m\.?)?)(?![\d:])/.exec(runPart);
    if (after && clocksIn(runPart.slice(0, after.index)).length > 0) {
      notes.push(`Read "${after[1]?.trim()}" as the time of the event, not a run.`);
      runPart = `${runPart.slice(0, after.index)}§${runPart.slice(after.index + after[0].length)}`;
    }
  }
  // the runs' own date is in their part, never in the event's
  if (own !== null && (rel !== null || !runPart.includes('¤') || runPart.includes('§'))) return null;
  runPart = runPart
    .replace(/\s*[§¤]\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:—–-]+|[\s,;:—–-]+$/g, '')
    .trim();
  const eventSaid = eventPart.replace('§', dates.map((d) => d.said).join(' and ')).replace(/\s+,/g, ',');
  eventPart = eventPart.replace(/\s*§\s*/g, ' ').trim();
  if (eventPart === '' && rel === null && !fromToday) return null;
  // "due friday dec 4, remind thursday 3pm", "starts feb 22, welcome email 8am that monday": the runs' day of the week
  // said alone, placed against the event's one date (runWeekday)
  if (own === null && rel === null && eventPart !== '' && dates.length === 1 && RUN_WEEKDAY_GATE.test(runPart)) {
    const placed = runWeekday(runPart, dates[0] as SaidDate);
    if (placed === 'refused') return null;
    if (placed !== null) {
      runPart = placed.runPart;
      own = [placed.run];
    }
  }
  if (NOT_RUN.test(runPart) || OTHER_OFFSET.test(rest)) return null;
  // the runs first and the event's date after them: the word placing them points at it, so stands before it ("8am
  // on jan 9 and the day before at 6pm": the first time is a run of the date itself)
  if (eventPart === '' && rel !== null && rel.back > 0 && rel.start > hole.indexOf('§')) return null;
  const runClocks = clocksIn(runPart);
  const interval = /\bevery\s+(?:\d+|an?|other)?\s*(?:min|minute|hour|hr|h\b|sec)/.test(runPart);
  if (runClocks.length === 0 && !interval) return null;
  if (interval && rel && rel.back > 0) return null;
  // the event's own part: its name, its time (no run) and its place
  let eventClock: Clock | null = null;
  let place = '';
  if (eventPart !== '') {
    const ec = clocksIn(eventPart);
    if (ec.length > 2) return null;
    // "2 – 5pm": a range's bare start shares its end's half
    const first = ec[0];
    const last = ec.at(-1);
    // (only the range's word between them: "photos" holds "to")
    if (ec.length === 2 && !/^\s*(?:-|–|to|until|till)\s*$/.test(eventPart.slice(first?.end, last?.start))) return null;
    if (first) {
      eventClock =
        first.half === null && last && last !== first && (last.half === 'pm' || last.half === 'am')
          ? minutesOf(first, last.half) <= minutesOf(last)
            ? { ...first, hour: minutesOf(first, last.half) / 60 - first.minute / 60, half: last.half }
            : { ...first, half: null }
          : first;
      const after = eventPart.slice((last ?? first).end).trim();
      if (after !== '') {
        if (!PLACE.test(after) || PLACE_NOT.test(after)) return null;
        place = after;
      }
    }
    // "cryo-EM session 9 dec 2026 from 8am; remind me at 7:45": "from" before the event's one time says when it
    // starts (not beside runs at intervals, which it could start: "... from 8am; ping every 30 min")
    const from = ec.length === 1 && !interval ? /\bfrom\s*$/.exec(eventPart.slice(0, first?.start)) : null;
    const name = ec.length === 0 ? eventPart : eventPart.slice(0, from?.index ?? first?.start);
    const words = name
      .replace(/\b(?:is|are|starts?|begins?|opens?|closes?|lifts?|goes\s+up|kicks?\s+off|due|at|on|@|start)\b/g, ' ')
      // "deposit shipment from ICARDA arriving ...": "from" before a plain word says where from, not since when (the
      // word after it is still tested: "from tomorrow", "from monday")
      .replace(FROM_PLACE, ' ')
      .trim();
    // a day's name as part of the event's ("giving tuesday", "black friday"), not a day it runs on
    const named = words.replace(new RegExp(`\\b[a-z]+\\s+${WEEKDAY_WORD}\\b`, 'g'), ' x');
    // (whole words: "monitoring", "wedding", "sunrise" begin with a day's letters, "grammar" ends with a month's)
    if (NOT_EVENT.test(words) || new RegExp(`\\b(?:${DAY}|${MONTH})`).test(named)) return null;
    if (clocksIn(name).length > 0) return null;
    // "Nuuk: 31 oct 2027 you get an hour back, ... 09:00 that day": a place in the event's words, not said with its
    // clock, may be whose clock the runs are on, or not: left to the readers that refuse it
    // "monitoring visit at the Colombo site on 9 dec 10:00 local": "local" after the clock is the one place named's
    const local = /^local(?:\s+time)?$/.test(place);
    const zones = [...name.matchAll(new RegExp(ZONE_WORD.source, 'g'))].map((z) => z[0]);
    if (local && zones.length === 1) {
      notes.push(`Read "${place}" as the time in ${zones[0]}, the place the event is said to be.`);
      place = zones[0] as string;
    } else if (zones.length > 0 && !(place === '' && zones.every((z) => runsOnClockOf(z, runPart)))) return null;
    // "... 10:00 local" with no place named: the person's own clock
    else if (local) place = '';
    // "email blast 27 nov 6am, follow-up at 6pm same day": a job's time said with the date is a run too
    if (eventClock !== null && JOB_NAME.test(words)) return null;
  } else if (rel === null && !fromToday) return null;
  // "UAE national day 2 dec, post at 8am": a date without a word placing the runs against it, nor the event's time,
  // may be every year's; left to the reader of dates
  // (with its year said, the date is one day: "press night 18 feb 2027 — FOH briefing 6pm" runs on it, once)
  // (not a reminder, nor beside a deadline or an end, which come before it: "passport expires 3 mar 2027 — renewal
  // reminder 9am", on that day or before it?; nor beside a start, from which the runs may repeat: "rota starts 5 jan
  // 2027: standup 9am", once or from then on?; nor an anniversary, every year's)
  const yearPinned =
    rel === null &&
    own === null &&
    eventPart !== '' &&
    dates.every((d) => d.yearSaid) &&
    !REMINDER_JOB.test(runPart) &&
    !BEFORE_EVENT.test(eventPart) &&
    !START_EVENT.test(eventPart);
  if (rel === null && eventClock === null && own === null && !fromToday && !yearPinned) return null;
  // "expires in 3 days, remind me at 9am": on that day, or before it? a date counted from today is the runs' own only
  if (fromToday && eventPart !== '') return null;
  // the runs' clocks, each with its half of the day
  let runText = runPart;
  // "live show dec 10 at 8 — remind me at 7pm and 7:45pm": an event's bare hour, runs with their half of the day said:
  // the one half that puts every run up to 3 hours before the event
  if (eventClock !== null && eventClock.half === null && own === null && rel === null && runClocks.length > 0) {
    const ec = eventClock;
    if (runClocks.every((c) => c.half !== null)) {
      const fits = (['am', 'pm'] as const).filter((h) =>
        runClocks.every((c) => minutesOf(ec, h) - minutesOf(c) >= 0 && minutesOf(ec, h) - minutesOf(c) <= 180),
      );
      if (fits.length !== 1) return null;
      const minutes = minutesOf(ec, fits[0]);
      eventClock = { ...ec, hour: Math.floor(minutes / 60), half: fits[0] as 'am' | 'pm' };
      notes.push(
        `Read the event's "${eventPart.slice(ec.start, ec.end).trim()}" as ${clockText(minutes)}, the half of the day its runs come before; say "am" or "pm" if not.`,
      );
    }
  }
  // on a day of their own, the runs' clocks are not placed against the event's
  const event = eventClock === null || own !== null ? null : minutesOf(eventClock);
  // an event's clock without its half of the day ("start line at 9:15"): runs a little before it, on the same half
  // ("... 10:40 — remind me 9:30 that morning": the runs' morning is said, whichever half the event is in)
  const morning = rel !== null && rel.part === 'morning' && rel.back === 0;
  // "visit on 9 dec 10:00 - remind the CRA the day before at 10": the event's hour again, on a day before, is its
  // clock as written (10:00), a day earlier; a morning's hour only ("3:15" as written is the small hours: which?)
  const ec = eventClock;
  const sameHour =
    ec !== null &&
    ec.half === null &&
    ec.hour >= 7 &&
    ec.hour <= 12 &&
    rel !== null &&
    rel.back > 0 &&
    rel.part === null &&
    /[:.h]\d\d$/.test(eventPart.slice(ec.start, ec.end).trim()) &&
    runClocks.length > 0 &&
    runClocks.every((c) => c.half === null && c.hour === ec.hour);
  const bareEvent = eventClock !== null && eventClock.half === null && own === null && !morning && !sameHour;
  if (bareEvent) {
    const fit = runClocks.every((c) => {
      const gap = minutesOf(eventClock as Clock) - minutesOf(c);
      return c.half === null && gap >= 0 && gap <= 180;
    });
    if (!fit || rel !== null || runClocks.length === 0) return null;
  }
  const chosen: string[] = [];
  // the runs' clocks as read, for "that evening" against the event's
  const runMinutes: number[] = [];
  for (const c of [...runClocks].reverse()) {
    let minutes: number;
    if (c.half !== null) {
      minutes = minutesOf(c);
    } else if (bareEvent) {
      continue;
    } else {
      // "goes live 10 jan 03:00 - post the notice the day before at 12:00": a run's clock with its minutes, beside an
      // event's on the 24-hour clock, is on that clock too; "12:00" is noon on either clock
      const said = runPart.slice(c.start, c.end).trim();
      if (sameHour) {
        minutes = c.hour * 60 + c.minute;
        chosen.push(
          `"${said}" as ${clockText(minutes)}, the hour of the event's "${eventPart.slice(ec?.start, ec?.end).trim()}"`,
        );
        runText = `${runText.slice(0, c.start)}${clockText(minutes)}${runText.slice(c.end)}`;
        continue;
      }
      if (/[:.h]\d\d$/.test(said) && (c.hour === 12 || eventClock?.half === '24')) {
        minutes = c.hour * 60 + c.minute;
        if (c.hour !== 12)
          chosen.push(`"${said}" as ${clockText(minutes)}, on the 24-hour clock as the event's time is`);
        if (rel === null && event !== null && minutes > event + 30) return null;
        if (rel?.part === 'morning' && minutes >= 12 * 60) return null;
        if (rel?.part === 'evening' && minutes < 12 * 60) return null;
        runMinutes.push(minutes);
        continue;
      }
      const fits = (['am', 'pm'] as const).filter((h) => {
        const mm = minutesOf(c, h);
        if (rel?.part === 'morning') return mm < 12 * 60;
        if (rel?.part === 'evening') return mm >= 12 * 60;
        if (event !== null && rel?.back === undefined) return mm <= event + 30;
        if (event !== null && rel?.back === 0) return mm <= event + 30;
        return true;
      });
      if (fits.length !== 1) {
        // left to the reader of clocks, with its note: no event's clock, and no word placing the runs ("premiere dec
        // 17, ticket alert dec 10 10:00": a day of their own)
        // (nor on a date pinned by its year: "eid 10 march 2027: volunteers reminder 7:00")
        if (event === null && (rel === null ? own !== null || yearPinned : rel.part === null)) continue;
        return null;
      }
      minutes = minutesOf(c, fits[0]);
      chosen.push(`"${runPart.slice(c.start, c.end).trim()}" as ${clockText(minutes)}`);
      runText = `${runText.slice(0, c.start)}${clockText(minutes)}${runText.slice(c.end)}`;
    }
    // without a word placing them, runs come before the event (or just after its start), never later that day
    if (rel === null && event !== null && minutes > event + 30) return null;
    if (rel?.part === 'morning' && minutes >= 12 * 60) return null;
    if (rel?.part === 'evening' && minutes < 12 * 60) return null;
    runMinutes.push(minutes);
  }
  // "mass dec 24 11:30pm, reminder at 9pm that evening": the evening of an event said after noon is its own day's,
  // the runs before it; an event in the small hours ("01:00") may have the evening before in mind: left refused
  if (
    rel?.part === 'evening' &&
    rel.back === 0 &&
    event !== null &&
    !(
      event >= 12 * 60 &&
      runClocks.length > 0 &&
      runMinutes.length === runClocks.length &&
      runMinutes.every((m) => m <= event)
    )
  )
    return null;
  // a run said on the person's own clock keeps it ("remind me at 2pm my time")
  const ownClock = /\b(?:my|our|your|local)\s+time\b/.test(runText);
  if (place !== '' && !ownClock) runText = `${runText} ${place}`;
  if (own !== null) {
    const event = dates[0] as SaidDate;
    const run = own[0] as SaidDate;
    const e = epochDay(event.date.year, event.date.month, event.date.day);
    const r = epochDay(run.date.year, run.date.month, run.date.day);
    if (r > e || e - r > 92) return null;
    notes.push(`Read "${eventSaid.trim()}" as the event the runs are about, not a run.`);
    if (place !== '' && !ownClock)
      notes.push(`Read the runs' times on the clock of "${place}", said with the event's.`);
    if (!run.yearSaid)
      notes.push(
        `Read "${run.said}" as ${long(run.date)}, once: ${r === e ? "the event's own day" : 'before the event'}.`,
      );
    return { text: `${runText} on ${pinned(run.date)}`, notes };
  }
  const runDates = dates.map((d) => dateOfEpochDay(epochDay(d.date.year, d.date.month, d.date.day) - (rel?.back ?? 0)));
  const now = epochDay(today.year, today.month, today.day);
  if (runDates.some((d) => epochDay(d.year, d.month, d.day) < now)) return null;
  const on = runDates.map(pinned).join(' and ');
  if (eventPart !== '') notes.push(`Read "${eventSaid.trim()}" as the event the runs are about, not a run.`);
  if (place !== '') notes.push(`Read the runs' times on the clock of "${place}", said with the event's.`);
  if (rel) {
    const when = runDates.map(long).join(' and ');
    notes.push(`Read "${rel.said}" as ${when}.`);
  }
  const unsaid = dates.filter((d) => !d.yearSaid);
  if (unsaid.length > 0)
    notes.push(
      `Read ${unsaid.map((d) => `"${d.said}"`).join(' and ')} as the next such date, once; say "every year" if it repeats.`,
    );
  if (chosen.length > 0) notes.push(`Read ${chosen.reverse().join(', ')}, placed against the event's time.`);
  return { text: `${runText} on ${on}`, notes };
}

/**
 * The phrase read as runs placed against a dated event (`read` reads the rewrite), with the notes on its first
 * rule; null where the phrase says no such event or the rewrite does not read.
 */
export function readDatedEvents(
  phrase: string,
  options: { readonly now: number; readonly defaultZone: string },
  read: (text: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const text = normalize(phrase);
  if (!GATE.test(text)) return null;
  const zone = zoneNamed(options.defaultZone);
  if (zone === null) return null;
  const found = datedEventPhrase(text, todayOf(options.now, offsetAt(zone, options.now)));
  if (found === null) return null;
  const again = read(found.text);
  if (!again.ok) return null;
  return ok(again.value.map((r, i) => (i === 0 ? { ...r, assumptions: [...found.notes, ...r.assumptions] } : r)));
}
