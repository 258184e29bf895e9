import {
  type CalendarDate,
  dateOfEpochDay,
  epochDay,
  MONTH_NAMES,
  weekdayOf as weekdayOfDate,
} from '../cron/calendar.js';
import { namedDatePhrase } from './namedDates.js';
import { nightAfterPhrase } from './nightAfterDates.js';
import { MONTH, monthOf, WEEKDAY_WORD, weekdayOf } from './words.js';
import { yearlyDatesPhrase } from './yearlySecondDate.js';

/**
 * Runs said against a date given first as what they are about (looked at only when the phrase does not read as it is;
 * the rewrite is read again, with notes):
 * - "speedrun marathon on 27 dec 2026: status ping every 6h that day", "tournament 13-14 march 2027: bracket refresh
 *   every 30 min from 10am to 6pm both days": the runs on that date, or on both dates;
 * - "email blast 27 nov 6am pacific, follow-up at 6pm same day": a second time on the date said;
 * - "key ceremony on wed 2 dec at 14h00, and a dry run the day before same time": the day before (or after) at the
 *   same time, a second date;
 * - "post the countdown every day at 10:00 until launch day, 8 dec": an end said by its name and its date.
 * What the date reads as (once, every year, refused) is then the reader of dates' own rule (`oneOff.ts`).
 */

export interface DatedContextReading {
  readonly text: string;
  readonly notes: readonly string[];
}

const WEEKDAY = WEEKDAY_WORD;
const DAY_N = '(?:[12]?\\d|3[01])';
/** A date with its weekday and year if said: "27 dec 2026", "wed 2 dec", "march 14th", "dec 1". */
const A_DATE = `(?:(?<wd>${WEEKDAY})\\.?,?\\s+)?(?:(?<d1>${DAY_N})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?<m1>${MONTH})|(?<m2>${MONTH})\\s+(?<d2>${DAY_N})(?:st|nd|rd|th)?(?!\\d|:\\d))(?:,?\\s+(?<y>20\\d\\d)(?!\\d|:\\d))?`;
/** Two days in a row of one month: "13-14 march 2027", "march 13-14", "dec 2 and dec 3". */
const TWO_DAYS = `(?:(?<ra>${DAY_N})\\s*(?:-|–|and|&)\\s*(?<rb>${DAY_N})\\s+(?<rm1>${MONTH})|(?<rm2>${MONTH})\\s+(?<ra2>${DAY_N})\\s*(?:-|–|(?:and|&)\\s+(?<rm3>${MONTH})\\s)\\s*(?<rb2>${DAY_N}))(?:,?\\s+(?<ry>20\\d\\d))?(?!\\d|:\\d)`;
const CLOCK = '(?:\\d{1,2}(?:[:.h]\\d\\d)?\\s*[ap]\\.?m\\.?|\\d{1,2}[:h]\\d\\d)(?!\\d|:\\d)';
const SUBJECT = "(?<subject>(?:[a-z0-9&'/-]+\\s+){1,5}?)";
const VERB =
  '(?:(?:is|are|starts?|begins?|runs?|happens?|changes?|falls?|goes\\s+back|go\\s+back|go\\s+forward|is\\s+held)\\s+)?(?:on\\s+)?';
const MARK = '\\s*(?::|;|,|\\s-|\\s–)\\s*';

const THAT_DAY = new RegExp(
  `^${SUBJECT}${VERB}(?:${A_DATE}|${TWO_DAYS})${MARK}(?<run>.+?)\\s*,?\\s+(?:on\\s+)?(?<which>that\\s+day|that\\s+morning|the\\s+same\\s+day|both\\s+days|those\\s+days|each\\s+day)(?<place>\\s*,\\s*[a-z][a-z ]{0,25})?$`,
);
const SAME_DAY = new RegExp(
  `^(?<head>.*?\\b${A_DATE}\\s+(?:at\\s+)?)(?<t1>${CLOCK})(?<zone>(?:\\s+[a-z]+){0,2}?)\\s*[,;]\\s*(?:and\\s+|then\\s+|plus\\s+)?(?<label>(?:[a-z][a-z'-]*\\s+){0,3}?)(?:at\\s+)?(?<t2>${CLOCK})\\s+(?:on\\s+)?(?:the\\s+)?(?:same|that)\\s+day$`,
);
const DAY_NEXT_TO = new RegExp(
  `^(?<head>.*?\\b)(?:on\\s+)?${A_DATE}\\s+(?:at\\s+)?(?<t>${CLOCK})(?<zone>(?:\\s+[a-z]+){0,3}?)\\s*[,;]?\\s+(?:and\\s+|plus\\s+)?(?<label>(?:[a-z][a-z'-]*\\s+){0,3}?)(?:on\\s+)?the\\s+day\\s+(?<dir>before|after)\\s*,?\\s+(?:at\\s+)?(?:the\\s+)?same\\s+time$`,
);
/** Words that make the words before a date a schedule, not what the runs are about. */
const NOT_SUBJECT =
  /\b(?:every|each|daily|weekly|monthly|hourly|nightly|from|until|till|at|between|after|before|remind|sun|mon|tue|wed|thu|fri|sat)[a-z]*\b/;

function monthText(m: number): string {
  return (MONTH_NAMES[m] ?? '').toLowerCase();
}

/** The next such date from today (this year's or next), or null where the day is no day of that month. */
function nextDate(month: number, day: number, today: CalendarDate): CalendarDate | null {
  for (const year of [today.year, today.year + 1]) {
    const n = epochDay(year, month, day);
    const d = dateOfEpochDay(n);
    if (d.month !== month) continue;
    if (n >= epochDay(today.year, today.month, today.day)) return d;
  }
  return null;
}

/** Every clock said is before noon, with its minutes or "am" ("02:30", "7am"), and there is one. */
function morningOnly(run: string): boolean {
  const clocks = [...run.matchAll(/\b(\d{1,2})(?::(\d\d))?\s*([ap]\.?m\b)?/g)].filter(
    (c) => c[2] !== undefined || c[3],
  );
  return clocks.length > 0 && clocks.every((c) => Number(c[1]) < 12 && !(c[3] ?? '').startsWith('p'));
}

function thatDay(text: string): DatedContextReading | null {
  const m = THAT_DAY.exec(text);
  const g = m?.groups;
  if (!g) return null;
  if (NOT_SUBJECT.test(g.subject ?? '')) return null;
  const both = !/that|same/.test(g.which ?? '');
  const run = (g.run ?? '').trim();
  // "that morning": only of clocks said before noon ("at 02:30 that morning")
  if (/morning/.test(g.which ?? '') && !morningOnly(run)) return null;
  let dates: string;
  if (g.ra ?? g.ra2) {
    if (!both) return null;
    const a = Number(g.ra ?? g.ra2);
    const b = Number(g.rb ?? g.rb2);
    if (b !== a + 1) return null;
    // "dec 2 and dec 3" (as "dec 2 and 3" is written out): one month, said twice
    if (g.rm3 !== undefined && monthOf(g.rm3) !== monthOf(g.rm2 ?? '')) return null;
    const month = monthText(monthOf(g.rm1 ?? g.rm2 ?? '') ?? 0);
    const year = g.ry ? ` ${g.ry}` : '';
    dates = `${month} ${a}${year} and ${month} ${b}${year}`;
  } else {
    if (both) return null;
    const month = monthText(monthOf(g.m1 ?? g.m2 ?? '') ?? 0);
    dates = `${g.wd ? `${g.wd} ` : ''}${g.d1 ?? g.d2} ${month}${g.y ? ` ${g.y}` : ''}`;
  }
  const context = text.slice(0, text.indexOf(run, (g.subject ?? '').length)).replace(/[\s,;:–-]+$/, '');
  return {
    text: `${run} on ${dates}${g.place ?? ''}`,
    notes: [`Read "${context.trim()}" as what the runs are about, and "${g.which}" as ${dates}.`],
  };
}

function sameDay(text: string): DatedContextReading | null {
  const m = SAME_DAY.exec(text);
  const g = m?.groups;
  if (!m || !g) return null;
  if (NOT_SUBJECT.test(g.label ?? '')) return null;
  const head = g.head ?? '';
  const zone = g.zone ?? '';
  const said = text.slice(head.length + (g.t1 ?? '').length + zone.length).replace(/^[\s,;]+/, '');
  return {
    text: `${head}${g.t1} and ${g.t2}${zone}`,
    notes: [`Read "${said}" as another run on the date said, at ${g.t2}.`],
  };
}

function dayNextTo(text: string, today: CalendarDate): DatedContextReading | null {
  const m = DAY_NEXT_TO.exec(text);
  const g = m?.groups;
  if (!g) return null;
  if (NOT_SUBJECT.test(g.label ?? '') || NOT_SUBJECT.test(g.head ?? '')) return null;
  const month = monthOf(g.m1 ?? g.m2 ?? '');
  const day = Number(g.d1 ?? g.d2);
  if (month === undefined) return null;
  const event = g.y ? { year: Number(g.y), month, day } : nextDate(month, day, today);
  if (event === null || dateOfEpochDay(epochDay(event.year, month, day)).month !== month) return null;
  // a weekday said with the date must be the date's own: else the phrase is read (and refused) as it is
  if (g.wd && weekdayOf(g.wd) !== weekdayOfDate(event.year, event.month, event.day)) return null;
  const n = epochDay(event.year, event.month, event.day);
  const other = dateOfEpochDay(g.dir === 'before' ? n - 1 : n + 1);
  const pinned = g.y !== undefined || g.wd !== undefined;
  // a date without its year or weekday stays so: once or every year is the reader of dates' rule
  if (!pinned && other.year !== event.year) return null;
  const dateText = (d: CalendarDate) => `${monthText(d.month)} ${d.day}${pinned ? ` ${d.year}` : ''}`;
  const [first, second] = g.dir === 'before' ? [other, event] : [event, other];
  const said = `${(g.label ?? '').trim()} the day ${g.dir} same time`.trim();
  return {
    text: `${g.head ?? ''}on ${dateText(first)} and ${dateText(second)} at ${g.t}${g.zone ?? ''}`,
    notes: [
      `Read "${said}" as ${MONTH_NAMES[other.month]} ${other.day}${pinned ? `, ${other.year}` : ''} at ${g.t}, the day ${g.dir} the date said.`,
    ],
  };
}

/** "until launch day, 8 dec": an end said by its name, then its date. */
const UNTIL_NAMED = new RegExp(
  `\\b(?<lead>until|till|til|through|thru)\\s+(?:the\\s+)?(?<name>(?:[a-z][a-z'-]*\\s+){0,2}[a-z][a-z'-]*)\\s*,\\s*${A_DATE}$`,
);
const NOT_NAME = new RegExp(
  `\\b(?:${MONTH}|then|now|today|tomorrow|next|this|end|midnight|noon|[ap]m|close|closing|closed|cob|eod|eob|business|lunch|dinner|breakfast|handover|shift|open|opening|opens)\\b`,
);

function untilNamed(text: string): DatedContextReading | null {
  const m = UNTIL_NAMED.exec(text);
  const g = m?.groups;
  if (!m || !g) return null;
  if (NOT_SUBJECT.test(g.name ?? '') || NOT_NAME.test(g.name ?? '')) return null;
  const month = monthText(monthOf(g.m1 ?? g.m2 ?? '') ?? 0);
  const date = `${g.wd ? `${g.wd} ` : ''}${month} ${g.d1 ?? g.d2}${g.y ? ` ${g.y}` : ''}`;
  return {
    text: `${text.slice(0, m.index)}${g.lead} ${date}`,
    notes: [`Read "${g.name}" as the name of ${date}, the end of the runs.`],
  };
}

const GATE = /that day|that morning|same day|both days|those days|each day|same time|until|till|til|through|thru/;

/** The phrase rewritten with the runs on the dates said, or null when it says none of these. */
export function datedContextPhrase(text: string, today: CalendarDate): DatedContextReading | null {
  const found = GATE.test(text) ? (thatDay(text) ?? sameDay(text) ?? dayNextTo(text, today) ?? untilNamed(text)) : null;
  return found ?? namedDatePhrase(text) ?? yearlyDatesPhrase(text) ?? nightAfterPhrase(text, today);
}
