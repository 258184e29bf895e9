import type { LocalIntent } from '../intent.js';
import { fail, type Outcome, ok } from '../problem.js';
import { instantOf, zoneNamed } from '../tz.js';
import { normalize } from './normalize.js';
import { MONTH } from './words.js';

/**
 * An event on a date at a clock time, then a run a number of minutes or hours before it, said with no time of its
 * own: "closing on dec 18 at 10am, remind me 48 hrs before", "flight jan 9 at 00:30 — remind me 2 hours before",
 * "webinar 14 march 2027 15:00 CET, ping the panel 30 min before", "launch is feb 2 at noon; post the teaser an hour
 * ahead". The run's clock and day are worked out on the event's clock (10:00 − 48 h = 10:00 two days before;
 * 00:30 − 2 h = 22:30 the day before) and the phrase is said again as `<event>, <run> at 22:30 the day before` (or
 * "that day"), which `datedEvents.ts` reads, with the event's place and the date's year as it reads them.
 * Refused when a change of the clocks falls between the run and the event (the hours on the clock and the hours
 * that pass differ: which is meant?). Left as it was (null) when the event says no date, or more than one, or no
 * time with its half of the day (or on the 24-hour clock), when the run's words say a day or a number of their own,
 * or when the duration is more than 3 days.
 */

export const DATED_HOURS_BEFORE_GATE = new RegExp(
  `(?:${MONTH}|\\b20\\d\\d-\\d\\d?-\\d\\d?\\b).*\\b(?:h|hours?|hrs?|m|minutes?|mins?)\\s+(?:before|prior|ahead|earlier)\\b`,
  'i',
);

const DURATION =
  '(?:(?<h>\\d{1,2}|an|a|one)\\s*(?:hours?|hrs?|h)(?:\\s*(?:and\\s+)?(?<hm>\\d{1,2})\\s*(?:minutes?|mins?|m))?|(?<m>\\d{1,3})\\s*(?:minutes?|mins?|m)|(?<half>half\\s+an?\\s+hour))';
const SPLIT = new RegExp(
  `^(?<def>.+?)(?<sep>\\s*[,;]\\s*|\\s+[-\u2013\u2014]\\s+)(?<action>[a-z#@][^\\d]*?)\\s+(?<dur>${DURATION})\\s+(?:before|prior|ahead|earlier)(?:\\s+(?:it|that|then))?[\\s.!]*$`,
);
const DATE = new RegExp(
  `\\b(?:${MONTH}\\s+(?:3[01]|[12]\\d|0?[1-9])(?:st|nd|rd|th)?(?!\\d)|(?:3[01]|[12]\\d|0?[1-9])(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH})`,
  'g',
);
const CLOCK =
  /(?<![\d:.])(?:(?<h>1[0-2]|0?[1-9])(?::(?<m>[0-5]\d))?\s*(?<ap>[ap])\.?m\b|(?<h24>[01]?\d|2[0-3]):(?<m24>[0-5]\d)(?![\d:])(?!\s*[ap]\.?m)|(?<noon>noon|midday|midnight)\b)/g;
/** Words of the run that say days or a schedule of their own. */
const RUN_NOT = new RegExp(
  `\\b(?:every|each|daily|weekly|nightly|weekdays?|weekends?|tomorrow|today|tonight|that\\s+day|day|days|week|weeks|${MONTH})\\b`,
);
const EVENT_NOT = /\b(?:every|each|daily|weekly|monthly|nightly|hourly|weekdays|weekends|from|until|till|between)\b/;

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "10am", "10:30pm": a clock with its half of the day, as the readers of dates read it plainly. */
function ampm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`}${h < 12 ? 'am' : 'pm'}`;
}

interface Rewritten {
  readonly text: string;
  readonly note: string;
  readonly event: number;
  readonly run: number;
  readonly back: number;
  readonly dur: string;
}

const ISO_DATE = /(?<![\w-])(20\d\d)-(0?[1-9]|1[0-2])-(0?[1-9]|[12]\d|3[01])(?![\w-])/g;
const MONTH_WORDS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "2027-05-22" said again as "may 22 2027", the date as the readers of dated events read it. */
function isoToNamed(text: string): string {
  return text.replace(
    ISO_DATE,
    (_, y: string, m: string, d: string) => `${MONTH_WORDS[Number(m) - 1]} ${Number(d)} ${y}`,
  );
}

/** The phrase with the run's time and day said against the event's date, or null when it is not so. */
export function datedHoursBefore(phrase: string): Rewritten | null {
  const text = isoToNamed(normalize(phrase).toLowerCase().trim());
  const m = SPLIT.exec(text);
  if (!m?.groups) return null;
  const g = m.groups;
  const def = g.def as string;
  const action = (g.action as string).trim();
  if (RUN_NOT.test(action) || EVENT_NOT.test(def)) return null;
  if ((def.match(DATE) ?? []).length !== 1) return null;
  const clocks = [...def.matchAll(CLOCK)];
  if (clocks.length !== 1) return null;
  const c = (clocks[0] as RegExpExecArray).groups ?? {};
  const event = c.noon
    ? c.noon === 'midnight'
      ? 0
      : 720
    : c.ap
      ? ((Number(c.h) % 12) + (c.ap === 'p' ? 12 : 0)) * 60 + Number(c.m ?? 0)
      : Number(c.h24) * 60 + Number(c.m24);
  // "midnight on dec 5": the start or the end of that day? left to the readers of dates
  if (c.noon === 'midnight') return null;
  const hours = g.h === undefined ? 0 : /^\d/.test(g.h) ? Number(g.h) : 1;
  const dur = g.half ? 30 : hours * 60 + Number(g.hm ?? 0) + Number(g.m ?? 0);
  if (dur <= 0 || dur > 72 * 60) return null;
  let run = event - dur;
  let back = 0;
  while (run < 0) {
    run += 1440;
    back++;
  }
  const when = back === 0 ? `at ${ampm(run)} that day` : `${back} day${back > 1 ? 's' : ''} before at ${ampm(run)}`;
  const said = (g.dur as string).trim();
  return {
    text: `${def}${g.sep}${action} ${when}`,
    note: `Read "${said} before" as ${hhmm(run)}${back === 0 ? ' the same day' : back === 1 ? ' the day before' : `, ${back} days before`} (${hhmm(event)} − ${said}).`,
    event,
    run,
    back,
    dur: said,
  };
}

/**
 * The reading of the phrase said again, or a refusal where a change of the clocks falls between the run and the
 * event; null where it is not so or the phrase said again is not read as one run.
 */
export function readDatedHoursBefore(
  phrase: string,
  read: (text: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const found = datedHoursBefore(phrase);
  if (found === null) return null;
  const again = read(found.text);
  if (!again.ok || again.value.length !== 1) return null;
  const r = again.value[0] as LocalIntent;
  const t = r.times[0];
  if (r.maxOccurrences !== 1 || r.startDate === null || r.times.length !== 1 || t === undefined) return null;
  if (t.hour * 60 + t.minute !== found.run) return null;
  const zone = zoneNamed(r.zone.name);
  if (zone === null) return null;
  const d = r.startDate;
  const runAt = instantOf(zone, d.year, d.month, d.day, t.hour, t.minute);
  const eventDay = new Date(Date.UTC(d.year, d.month - 1, d.day + found.back));
  const eventAt = instantOf(
    zone,
    eventDay.getUTCFullYear(),
    eventDay.getUTCMonth() + 1,
    eventDay.getUTCDate(),
    Math.floor(found.event / 60),
    found.event % 60,
  );
  const onClock = found.back * 1440 + found.event - found.run;
  if ((eventAt - runAt) / 60_000 !== onClock) {
    return fail(
      'unparseable',
      `"${found.dur} before" the event crosses a change of the clocks: ${hhmm(found.run)} on the clock is not ${found.dur} of time before it.`,
      'Say the time to run, e.g. "remind me at 9am that day" or "remind me the day before at 8pm".',
    );
  }
  return ok([{ ...r, assumptions: [found.note, ...r.assumptions] }]);
}
