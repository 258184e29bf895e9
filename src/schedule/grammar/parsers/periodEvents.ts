import { MONTH_NAMES, maxDaysInMonth, weekdayOf } from '../../cron/calendar.js';
import type { ScheduleProblem } from '../../problem.js';
import { type IntentDraft, type RecurrenceParser, unparseable } from '../draft.js';
import { eventNameProblem } from '../labels.js';
import { COUNT, countOf, MONTH, monthOf } from '../words.js';
import { type Anchor, twice } from './period.js';

/** A date by its month's name, day after or before, with its year if said; not a clock time ("dec 14 9am"). */
export function dateOf(k: string): string {
  return (
    `(?:(?<m1${k}>${MONTH})\\s+(?<d1${k}>[12]?\\d|3[01])(?:st|nd|rd|th)?|(?:the\\s+)?(?<d2${k}>[12]?\\d|3[01])(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?<m2${k}>${MONTH})|(?<iy${k}>20\\d\\d)-(?<im${k}>0[1-9]|1[0-2])-(?<id${k}>0[1-9]|[12]\\d|3[01])(?![\\d-]))` +
    `(?:,?\\s+(?<y${k}>20\\d\\d))?(?![\\d./]|:\\d)(?!\\s*(?:[ap]\\.?m|h|hrs?|o'?clock)\\b)`
  );
}

/** A word of the name of what bounds the period ("term", "the contract", "winter schedule"): no word that says when. */
const NAME_WORD =
  `(?!(?:the|this|next|last|coming|from|until|till|through|every|each|daily|then|on|at|in|by|which|that|is)\\b|${MONTH})` +
  "(?![a-z'-]*(?:day|week|month|year|quarter|hour|minute|night|morn|noon|evening)[a-z'-]*\\b)[a-z][a-z0-9&'-]*";
export const NAME = `(?:${NAME_WORD}(?:\\s+(?:${NAME_WORD}|\\d{1,2}))?)`;
const TO = '\\s*(?:-|–|to|through|thru|until|till)\\s*';
/** The name of what starts or ends, said first: "semester 2", "swim school term 1", "dorm quiet week". */
const LEAD = `(?:(?:the|our|my)\\s+)?${NAME_WORD}(?:\\s+(?:${NAME_WORD}|\\d{1,2})){0,4}?(?:\\s+week)?`;
/** A clock said with the date of what starts ("voting opens mar 1 9am"). */
const LEAD_CLOCK = '\\d{1,2}(?:[:.]\\d\\d)?\\s*[ap]\\.?m\\.?|\\d{1,2}:\\d\\d|noon';

/** The last day of a stretch said by its number alone, in the first date's month ("apr 12-14"). */
const DAY_AFTER = "(?<bd>[12]?\\d|3[01])(?:st|nd|rd|th)?(?![\\d:./]|\\s*(?:[ap]\\.?m|h|hrs?|o'?clock)\\b)";
/** A clock said right after an event's date ("until the trial on feb 8 at 10am"): the event's own time. */
const CLOCK_AFTER =
  /^\s*,?\s*(?:(?:at|@|by|from)\s*(?:\d|noon\b|midnight\b)|\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\b|h\b|hrs?\b|o'?clock\b)|\d{1,2}:\d\d\b|noon\b|midnight\b)/;

/**
 * "until trial starts on feb 8 at 10am": the time is the event's, not a run of the schedule, and the last day's
 * runs before or after it are not said: refused, with the date alone as what works.
 */
export function eventClockProblem(m: RegExpExecArray, said: string): ScheduleProblem | undefined {
  if (!CLOCK_AFTER.test(m.input.slice(m.index + m[0].length))) return undefined;
  return unparseable(
    `"${said}" gives the event a time of its own, and whether it runs on that day before or after it is not said.`,
    `Give the last day alone, e.g. "${said.replace(/\s*\(.*$/, '')}", and the run's time once.`,
  );
}

/** Minutes of the day of a clock said as "9am", "5:30 pm", "17:00", "noon"; null for what is none. */
function clockMinutes(text: string): number | null {
  const t = text
    .replace(/\s+/g, '')
    .replace(/\./g, ':')
    .replace(/:(?=[ap])/, '');
  if (t === 'noon') return 720;
  const c = /^(\d{1,2})(?::(\d\d))?([ap])?m?:?$/.exec(t);
  if (!c) return null;
  let h = Number(c[1]);
  const min = Number(c[2] ?? 0);
  if (c[3]) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (c[3] === 'p' ? 12 : 0);
  } else if (c[2] === undefined) return null;
  return h > 23 || min > 59 ? null : h * 60 + min;
}

/**
 * "voting opens mar 1 9am - reminders every day at 9am and 5pm until mar 5": the event's time; runs at it or later
 * that day are its own; a run said before it ("at 8am") or runs said without clocks leave the first day unsaid.
 */
function leadClockProblem(lead: string, rest: string, said: string): ScheduleProblem | undefined {
  const at = clockMinutes(lead);
  const runs = [...rest.matchAll(/(?<![\d:.])(\d{1,2}(?:[:.]\d\d)?\s*[ap]\.?m\b|\d{1,2}:\d\d|noon)(?![\d:])/g)].map(
    (c) => clockMinutes(c[1] ?? ''),
  );
  if (
    at !== null &&
    runs.length > 0 &&
    !/\b(?:every|each)\s+(?:\d+\s*)?(?:min|minute|hour|hr|h)s?\b|\bhourly\b/.test(rest) &&
    runs.every((r) => r !== null && r >= at)
  ) {
    return undefined;
  }
  return unparseable(
    `"${said}" gives the event a time of its own, and whether it runs on that day before it is not said.`,
    `Give the first day alone, e.g. "${said.replace(/,?\s+(?:at\s+|from\s+)?\S+\s*(?:[ap]\.?m\.?)?$/, '')}", and the runs' times once.`,
  );
}

/** "the weekend of march 13-14 2027": the days said are a Saturday and the Sunday after (checked). */
const weekendOf = (k: string) => `(?<weekendOf${k}>(?:the\\s+)?weekend\\s+of\\s+)`;
/**
 * First words of what is no event's name: "until the end of ...", "until after ...", "until tomorrow ...", and a
 * day's short name ("until fri jan 15" is that date, said with its weekday).
 */
const NOT_EVENT =
  '(?:end|start|beginning|middle|mid|early|late|after|before|around|about|approx(?:imately)?|roughly|just|close|tomorrow|today|tonight|now|further|then|next|last|first|sun|mon|tues?|wed|weds|thu|thur|thurs|fri|sat)\\b';

/** An event's name: words of a name, a number after one ("semester 2"), and the words for what a schedule is. */
/** Names of a stretch of hours in the day: business, office, opening, peak, lunch, shift, working, trading, visiting. */
const HOURS_NAME =
  /\b(?:business|office|opening|peak|lunch|lunchtime|shifts?|working|trading|visiting|surgery|clinic)\b/i;

export function nameProblem(name: string, said: string, phrase: string, example: string): ScheduleProblem | undefined {
  // a name that may be hours of the day ("during peak (may 10 - jun 11)", "during lunch (...)"): the dates, or those
  // hours on them?
  const hours = HOURS_NAME.exec(name);
  if (hours !== null)
    return unparseable(
      `"${said}": "${hours[0]}" may name hours of the day, not only the dates.`,
      'Say the hours and the dates, e.g. "every hour 9am-5pm from may 10 to jun 11".',
    );
  const words = name.split(/\s+/).filter(
    (w, i, all) =>
      !(i > 0 && /^\d{1,2}$/.test(w)) &&
      !/^(?:schedule|timetable|winter|summer|spring|autumn|fall)$/.test(w) &&
      // "school term", "school year": what the school's dates bound, its dates said
      !(w === 'school' && i < all.length - 1) &&
      // "race day", "launch day": the day of the event named before it
      !(w === 'day' && i > 0 && i === all.length - 1) &&
      // "exam week", "quiet week": the week of the event named before it
      !(w === 'week' && i > 0 && i === all.length - 1) &&
      // a holiday's name before another word names an event of its own ("the christmas markets"), its dates said
      !(i < all.length - 1 && /^(?:christmas|xmas|easter|halloween|thanksgiving)$/.test(w)),
  );
  return words.length === 0 ? undefined : eventNameProblem(words.join(' '), said, phrase, example);
}

/** "the start ... from then", "... until then" refer to the date said before; kept here for the rest of the phrase. */
const thenDates = new WeakMap<IntentDraft, { verb: 'start' | 'end'; anchor: Anchor; said: string }>();

export function dateIn(g: Record<string, string | undefined>, k: string): Anchor | ScheduleProblem {
  const iso = g[`im${k}`];
  const month = iso ? Number(iso) : (monthOf(g[`m1${k}`] ?? g[`m2${k}`] ?? '') ?? 1);
  const day = Number(g[`d1${k}`] ?? g[`d2${k}`] ?? g[`id${k}`]);
  if (!(day >= 1 && day <= maxDaysInMonth(month))) {
    return unparseable(`${MONTH_NAMES[month]} has no day ${day}.`, 'Check the date, e.g. "from jan 11 to may 14".');
  }
  const y = g[`y${k}`] ?? g[`iy${k}`];
  return { kind: 'on-date', month, day, year: y ? Number(y) : null, weekday: null };
}

export function isAnchor(a: Anchor | ScheduleProblem): a is Anchor {
  return 'kind' in a;
}

/** "the weekend of march 13-14 2027": with its year, a Saturday and the Sunday after it. */
function weekendProblem(said: string, year: number | null, month: number, a: number, b: number) {
  if (year !== null && b === a + 1 && weekdayOf(year, month, a) === 7) return undefined;
  return unparseable(
    year === null
      ? `"${said}" does not say its year, so I cannot check that it is a weekend.`
      : `"${said}": ${MONTH_NAMES[month]} ${a}-${b} ${year} is not a Saturday and a Sunday.`,
    'Give the dates with their year, e.g. "from march 13 to march 14 2027".',
  );
}

/** "apr 12-14": the last day said by its number, in the first date's month and year, after the first. */
function sameMonthDay(start: Anchor | ScheduleProblem | null, day: number, said: string): Anchor | ScheduleProblem {
  if (start === null || !isAnchor(start) || start.kind !== 'on-date' || day <= start.day) {
    return unparseable(
      `"${said}" is not a stretch of days.`,
      'Give the first day and then a later one, e.g. "dec 14-18".',
    );
  }
  if (day > maxDaysInMonth(start.month)) {
    return unparseable(`${MONTH_NAMES[start.month]} has no day ${day}.`, 'Check the date, e.g. "apr 12-14".');
  }
  return { ...start, day };
}

/**
 * A running period bounded by an event whose dates are said with it: "during term (jan 11 - may 14)", "during
 * term: jan 18 to mar 26", "for the rest of the semester (ends dec 11)", "until the contract ends march 31", "until
 * we wrap on 18 dec" (people saying what they finish, with "on" its date: no date said, "until we wrap", stays unread),
 * "through mid-december (dec 14)" (the date in its month), "till the end of the fiscal year (30 june)", "Dec 4 through end of Jan", "dec 14-18" (days of one
 * month: that stretch this once, as "from dec 14 to dec 18"), "until dec 18 then stop", and an event said first
 * whose date the schedule refers to ("winter schedule ends mar 27 - every day 0600 until then", "semester 2 starts
 * feb 22 - from then every weekday 8:15am until june 11"). The event's name is set aside with a note; a name with a
 * word that could say when is not. Before the period-dates and period parsers and chrono, which read the dates
 * alone as single dates.
 */
/**
 * A period said bare after "during/through the" with only its end in brackets is the one under way ("during the term
 * (until may 7)"); a named one ("the summer term", "the christmas break") may not have begun, so its start is not now.
 */
const UNDER_WAY =
  '(?:term|season|semester|trimester|quarter|sprint|contract|project|campaign|trial|pilot|promo|promotion|sale|cruise|trip|tour|programme|program)';

export const periodEventsParser: RecurrenceParser = {
  name: 'period-events',
  // every reading names a month, says "then" or writes a date with numbers, and holds a word of its own ("during",
  // "until", "the rest of", "end of") or a range of days
  // ("until" only before a word that is neither a month nor a number: "until june 30" is a plain date, read later)
  gate: new RegExp(
    `^(?=[\\s\\S]*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\\bthen\\b|\\d{4}-\\d\\d-\\d\\d))(?=[\\s\\S]*(?:\\bthen\\b|\\bduring\\b|\\brest\\s+of\\b|\\bfor\\s+the\\s+(?:whole|entire|full)\\b|\\b(?:days|weeks|months)\\s+of\\b|\\b(?:until|till|til|through|thru)\\s+(?:(?:the|our|my)\\s+)?(?!${MONTH}|\\d)[a-z]|\\bend\\s+of\\b|\\d\\s*[-–]\\s*\\d|\\b(?:starts?|begins?|ends?|finishes|(?:re)?opens?|closes?|shuts?)\\b))`,
  ),
  pattern: new RegExp(
    // the event first: "winter schedule ends mar 27 -"
    // "hut closes for winter after march 31 -", "pool reopens on may 1 -": a place's closing (its last day said with
    // "after") and opening
    // "dorm quiet week starts dec 7, reminder each night 10pm until dec 18": a start said first, an end after it
    `^\\s*(?=.*\\b(?:from|starting|beginning|until|till|til|through|thru)\\s+then\\b|.*\\b(?:until|till|til|through|thru)\\s+(?:the\\s+)?(?:${MONTH}|\\d))(?<lead>${LEAD})\\s+(?:(?<verb>starts?|begins?|ends?|finishes|(?:re)?opens?)(?:\\s+for\\s+(?:the\\s+)?${NAME_WORD})?\\s+(?:on\\s+)?|(?<closes>closes?|shuts?)(?:\\s+(?:down|for\\s+(?:the\\s+)?${NAME_WORD}))?\\s+after\\s+)${dateOf('L')}(?:,?\\s+(?:at\\s+|from\\s+)?(?<leadClock>${LEAD_CLOCK}))?\\s*(?:-|–|:|;|,)` +
      '|\\b(?<fromThen>(?:from|starting|beginning)\\s+then)\\b|\\b(?<untilThen>(?:until|till|til|through|thru)\\s+then)\\b' +
      // "during term (jan 11 - may 14)", "during term: jan 18 to mar 26"
      `|\\bduring\\s+(?:the\\s+|our\\s+|my\\s+)?(?<during>${NAME})\\s*(?:\\(\\s*|:\\s*|,\\s*|(?<=\\s))${dateOf('A')}${TO}(?:${dateOf('B')}|${DAY_AFTER})(?:\\s*\\))?` +
      // "for the rest of the semester (ends dec 11)"
      // "during the term (until may 7)", "through the season (to april 18)": the same, its end said in brackets
      `|(?:\\bfor\\s+the\\s+(?:rest\\s+of\\s+(?:the\\s+|this\\s+|our\\s+|my\\s+)?|(?:whole|entire|full)\\s+)|\\b(?:during|through|thru|throughout)\\s+(?:the\\s+|this\\s+|our\\s+|my\\s+)(?=${UNDER_WAY}\\s*\\(\\s*(?:(?:it\\s+)?(?:ends?|ending)|until|till|to|through|thru)\\s))(?<rest>${NAME})\\s*\\(\\s*(?:(?:it\\s+)?(?:ends?|ending|until|till|through|thru|to)\\s+)?(?:on\\s+)?${dateOf('R')}\\s*\\)` +
      // "until the contract ends march 31"
      // "until we wrap on 18 dec": people saying what they finish, with its date ("on" said)
      `|\\b(?:until|till|til|through|thru)\\s+(?:(?:the\\s+|our\\s+|my\\s+)?(?<ends>${NAME})\\s+(?:ends|finishes|expires|is\\s+over)\\s+(?:on\\s+)?|(?<endsWho>we|they|i)\\s+(?:wrap(?:\\s+up)?|finish(?:\\s+up)?|close(?:\\s+down)?|shut\\s+down|break\\s+up|move\\s+out|leave)\\s+on\\s+)${dateOf('E')}` +
      // "for the 12 months of the lease (starts jan 1 2027)": a length and the date it starts
      `|\\bfor\\s+the\\s+(?<lengthN>${COUNT})\\s+(?<lengthUnit>days|weeks|months)\\s+of\\s+(?:the\\s+|our\\s+|my\\s+|this\\s+)?(?<lengthOf>${NAME})\\s*\\(\\s*(?:it\\s+)?(?:starts?|starting|begins?|beginning|from)\\s+(?:on\\s+)?${dateOf('O')}\\s*\\)` +
      // "until the conference on feb 10", "until go-live 31 march 2027", "until exams (jan 11)", "until the event,
      // which is the 14th of april 2027": an event's name and its date
      `|\\b(?:until|till|til|through|thru)\\s+(?:the\\s+|our\\s+|my\\s+)?(?!${NOT_EVENT})(?<until>${NAME_WORD}\\s+day|${NAME})(?:\\s*\\(\\s*(?:on\\s+|is\\s+|=\\s*)?${dateOf('U')}\\s*\\)|,?\\s+(?:on\\s+)?${dateOf('V')}|,?\\s+(?:which|that)\\s+is\\s+(?:on\\s+)?${dateOf('W')})` +
      // "till the end of the fiscal year (30 june)": a year of its own, its last day said
      `|\\b(?:until|till|til|through|thru|to)\\s+(?:the\\s+)?end\\s+of\\s+(?:the\\s+|our\\s+|this\\s+)?(?<ownYear>(?:fiscal|financial|tax|school|academic|budget)\\s+year)\\s*\\(\\s*(?:on\\s+|is\\s+|=\\s*|(?:it\\s+)?ends\\s+(?:on\\s+)?)?${dateOf('F')}\\s*\\)` +
      // "through mid-december (dec 14)"
      `|\\b(?:until|till|til|through|thru)\\s+(?:the\\s+)?(?<part>mid|early|late|middle\\s+of)[-\\s]?(?<partMonth>${MONTH})\\s*\\(\\s*${dateOf('P')}\\s*\\)` +
      // "Dec 4 through end of Jan"
      `|\\b(?:from\\s+)?${dateOf('S')}\\s+(?:through|thru|until|till|to)\\s+(?:the\\s+)?end\\s+of\\s+(?<endMonth>${MONTH})(?:\\s+(?<endYear>20\\d\\d))?(?![\\d:./])` +
      // "dec 14-18": days of one month
      `|(?<!\\b(?:every|each)\\s+)\\b(?:from\\s+|between\\s+|${weekendOf('M')})?(?<rm>${MONTH})\\s+(?<ra>[12]?\\d|3[01])(?:st|nd|rd|th)?\\s*(?:-|–)\\s*(?<rb>[12]?\\d|3[01])(?:st|nd|rd|th)?(?![\\d:./]|\\s*(?:[ap]\\.?m|h|hrs?|o'?clock)\\b)(?:,?\\s*(?<ry>20\\d\\d)(?![\\d./]|:\\d))?` +
      // "12-14 March 2027": days of one month said day first, with the year (without it, "9-17 march" may be hours)
      `|(?<![\\d:./-]|\\b(?:from|between|every|each|at|@|hourly)\\s+)\\b${weekendOf('D')}?(?<fa>[12]?\\d|3[01])(?:st|nd|rd|th)?\\s*(?:-|–)\\s*(?<fb>[12]?\\d|3[01])(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?<fm>${MONTH}),?\\s+(?<fy>20\\d\\d)(?![\\d./]|:\\d)` +
      // "until dec 18 then stop": the end said twice in other words
      `|(?<=\\b(?:until|till|til|through|thru)\\s+${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?)\\s*,?\\s*(?:and\\s+)?(?<stop>then\\s+stop)\\b`,
    'g',
  ),
  apply(m, draft, ctx) {
    const g = m.groups ?? {};
    const said = m[0].trim().replace(/\s*[-–:;,]$/, '');
    const p = draft.period;
    if (g.stop) return undefined;
    // "every year dec 24-26": every year's, not this stretch once
    if (/\b(?:yearly|annual(?:ly)?|(?:every|each|a|per)\s+year)\b/.test(m.input)) {
      return unparseable(
        `"${said}" could be this year's dates only or every year's.`,
        'Say one: "from dec 24 to dec 26 2026" for once, or each date with "every year".',
      );
    }
    if (g.lead) {
      const name = nameProblem(
        g.lead.replace(/^(?:the|our|my)\s+/, ''),
        said,
        ctx.phrase,
        'from feb 22 until june 11, every weekday at 8:15am',
      );
      if (name) return name;
      const anchor = dateIn(g, 'L');
      if (!isAnchor(anchor)) return anchor;
      const starts = /^(?:start|begin|open|reopen)/.test(g.verb ?? '');
      const rest = m.input.slice(m.index + m[0].length);
      if (g.leadClock) {
        const clock = leadClockProblem(g.leadClock, rest, said);
        if (clock) return clock;
      }
      if (!/\b(?:from|starting|beginning|until|till|til|through|thru)\s+then\b/.test(rest)) {
        // no "then": what starts first is the first day of the runs, up to the end said after it
        if (!starts) {
          return unparseable(
            `"${said}" is said before the runs, and the phrase does not say how they relate to it.`,
            'Give the first and last days, e.g. "from dec 7 until dec 18".',
          );
        }
        if (p.start) return twice('start', said, p.start.said);
        p.start = { anchor, said };
        return undefined;
      }
      thenDates.set(draft, { verb: /^(?:start|begin|open|reopen)/.test(g.verb ?? '') ? 'start' : 'end', anchor, said });
      return undefined;
    }
    if (g.fromThen || g.untilThen) {
      const then = thenDates.get(draft);
      const verb = g.fromThen ? 'start' : 'end';
      if (then === undefined || then.verb !== verb) {
        return unparseable(
          `"${said}" does not say which date it means.`,
          `Give the date, e.g. "${verb === 'start' ? 'from feb 22' : 'until mar 27'}".`,
        );
      }
      if (p[verb]) return twice(verb, said, p[verb]?.said ?? '');
      p[verb] = { anchor: then.anchor, said: then.said };
      draft.assumptions.push(`"${said}" read as the date of "${then.said}".`);
      return undefined;
    }
    const name = g.during ?? g.rest ?? g.ends ?? g.until ?? g.lengthOf;
    if (g.ends || g.endsWho || (g.until && (g.m1V || g.m2V || g.imV || g.m1W || g.m2W || g.imW))) {
      const clock = eventClockProblem(m, said);
      if (clock) return clock;
    }
    if (name !== undefined) {
      const unread = nameProblem(name, said, ctx.phrase, 'every monday at 9am from jan 11 to may 14');
      if (unread) return unread;
    }
    if (g.lengthOf) {
      const n = countOf(g.lengthN ?? '');
      if (!Number.isInteger(n) || n < 1)
        return unparseable(`"${said}" is not a length of time.`, 'Say e.g. "for 12 months".');
      const startsOn = dateIn(g, 'O');
      if (!isAnchor(startsOn)) return startsOn;
      if (p.start) return twice('start', said, p.start.said);
      if (p.length) return twice('length', said, p.length.said);
      p.start = { anchor: startsOn, said };
      p.length = { n, unit: (g.lengthUnit ?? 'days').replace(/s$/, '') as 'day' | 'week' | 'month', said };
      draft.assumptions.push(`Read "${g.lengthOf}" as the name of what the dates bound, not as part of the schedule.`);
      return undefined;
    }
    if (g.ownYear) {
      const a = dateIn(g, 'F');
      if (!isAnchor(a)) return a;
      if (p.end) return twice('end', said, p.end.said);
      p.end = { anchor: a, said };
      return undefined;
    }
    if (g.part) {
      const a = dateIn(g, 'P');
      if (!isAnchor(a)) return a;
      if (a.kind !== 'on-date' || a.month !== monthOf(g.partMonth ?? '')) {
        return unparseable(
          `"${said}" names a date outside ${g.partMonth}.`,
          'Give the last date, e.g. "until dec 14".',
        );
      }
      if (p.end) return twice('end', said, p.end.said);
      p.end = { anchor: a, said };
      return undefined;
    }
    const start = g.during ? dateIn(g, 'A') : g.endMonth ? dateIn(g, 'S') : null;
    if (start !== null && !isAnchor(start)) return start;
    let end: Anchor | ScheduleProblem | null = g.during
      ? g.bd
        ? sameMonthDay(start, Number(g.bd), said)
        : dateIn(g, 'B')
      : g.until
        ? dateIn(g, g.m1U || g.m2U || g.imU ? 'U' : g.m1V || g.m2V || g.imV ? 'V' : 'W')
        : g.rest
          ? dateIn(g, 'R')
          : g.ends || g.endsWho
            ? dateIn(g, 'E')
            : g.endMonth
              ? { kind: 'end-of-month', month: monthOf(g.endMonth) ?? 1, year: g.endYear ? Number(g.endYear) : null }
              : null;
    let first = start;
    if (g.rm || g.fm) {
      const month = monthOf(g.rm ?? g.fm ?? '') ?? 1;
      const a = Number(g.ra ?? g.fa);
      const b = Number(g.rb ?? g.fb);
      const year = (g.ry ?? g.fy) ? Number(g.ry ?? g.fy) : null;
      if (!(a >= 1 && a < b && b <= maxDaysInMonth(month))) {
        return unparseable(
          `"${said}" is not a stretch of days of ${MONTH_NAMES[month]}.`,
          'Give the first day and then a later one, e.g. "dec 14-18".',
        );
      }
      if (g.weekendOfM || g.weekendOfD) {
        const problem = weekendProblem(said, year, month, a, b);
        if (problem) return problem;
      }
      first = { kind: 'on-date', month, day: a, year, weekday: null };
      end = { kind: 'on-date', month, day: b, year, weekday: null };
    }
    if (end !== null && !isAnchor(end)) return end;
    if (first !== null) {
      if (p.start) return twice('start', said, p.start.said);
      p.start = { anchor: first, said };
    }
    if (end !== null) {
      if (p.end) return twice('end', said, p.end.said);
      p.end = { anchor: end, said };
    }
    if (name !== undefined) {
      draft.assumptions.push(`Read "${name}" as the name of what the dates bound, not as part of the schedule.`);
    }
    return undefined;
  },
};
