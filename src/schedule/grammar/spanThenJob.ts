import { isAsideWord } from './labels.js';

/**
 * A period named with its first and last dates, then, after a mark, a job's name and its schedule: "panto run dec 5 –
 * jan 10: fly system check 12:30 every day", "christmas tree collection jan 4–15 2027, crew reminder 7:30am daily".
 * The dates say when the period runs: the phrase is read as the schedule within them ("12:30 every day dec 5 – jan
 * 10"), both names set aside with a note. Read so only where
 * - each name is of up to four plain words (`isAsideWord`), none of which could bound, narrow, move or repeat the
 *   runs ("every", "except", "only", a day, a month, "weekend", "hours", ...), nor say the period is one without the
 *   job ("closure", "freeze", "break", "holiday", "shutdown", "off", ...: the runs may be those outside it); a
 *   holiday's name may come first, before a thing of its own ("christmas tree collection"), its dates being said;
 * - the period's name ends in a word of an event that is on in those dates (`EVENT_WORD`: "run", "season", "fair",
 *   "tour", ...): any other ("xmas hols", "moratorium", "downtime", "pto") may name a period the runs are outside;
 * - both dates are said with their month's name (the last may be its day only: "jan 4–15"), the year after them
 *   or not;
 * - the schedule after the job's name starts with its clock, and is made of schedule words only (`SCHEDULE_TOKEN`:
 *   clocks, "every", "daily", "days", days' names): any other word may narrow it ("during previews", "on show
 *   nights") or say a date, bound or exception of its own ("until", "except", a month's name, ...);
 * the reading must give runs within those dates (checked by the caller).
 */

export interface SpanThenJob {
  readonly text: string;
  readonly note: string;
}

/** A range of dates with a day's number on each side, before a mark: cheap, on the path of every phrase. */
export const SPAN_THEN_JOB_GATE =
  /\d(?:\s+[a-z]{3,9}\.?)?\s*(?:-|\u2013|\u2014|to|through|thru)\s*(?:[a-z]{3,9}\.?\s+)?\d{1,2}\b[^,:;]{0,12}[,:;\u2013\u2014-]/i;

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATE = `(?:${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH})`;
const WORDS = "[a-z][a-z'/-]*(?:\\s+[a-z][a-z'/-]*){0,3}";
const PATTERN = new RegExp(
  `^\\s*(?<event>${WORDS})\\s+(?<span>${DATE}\\s*(?:-|\\u2013|\\u2014|to|through|thru)\\s*(?:${DATE}|\\d{1,2}(?:st|nd|rd|th)?)(?:,?\\s+20\\d\\d)?)\\s*(?:,|:|;|\\s[-\\u2013\\u2014])\\s*(?<job>${WORDS})\\s+(?<sched>(?:at\\s+)?\\d.*)$`,
  'i',
);
/** Words a name may not hold: they would bound, narrow, move or repeat the runs, or name a period without them. */
const RUN_WORD =
  /\b(?:every|each|except|only|not|no|but|after|before|until|till|from|between|and|or|first|last|other|alternate|next|this|once|twice|again|also|too|tomorrow|today|tonight|weekends?|weekdays?|days?|nights?|mornings?|evenings?|hours?|weeks?|months?|years?|daily|nightly|weekly|monthly|business|office|working|shifts?|closed?|closure|closing|shut|shutdown|freeze|frozen|break|holidays?|vacation|leave|off|away|out|pause[ds]?|suspended|blackout|outage|down|dark|quiet|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b/i;
/** A holiday said first before a thing of its own ("christmas tree collection"), the period's dates said after it. */
const HOLIDAY_FIRST =
  /^(?:christmas|xmas|easter|diwali|hanukkah|chanukah|thanksgiving|halloween|ramadan|eid)\s+(?=[a-z])/i;
/**
 * The last word of a period's name that says an event on in its dates ("panto run", "book fair", "christmas tree
 * sale"): an allow-list, as a period may as well be one the runs are outside ("xmas hols", "recess", "downtime").
 */
const EVENT_WORD =
  /^(?:run|season|festival|fest|tour|sale|sales|campaign|collection|conference|fair|show|exhibition|expo|market|tournament|series|production|convention|summit|drive|appeal|residency|programme|program)$/i;
/** A period the runs may be outside, wherever in its name (a guard beside `EVENT_WORD`: "strike season"). */
const OFF_WORD =
  /\b(?:recess|moratorium|downtime|lockdown|hiatus|pto|ooo|embargo|strikes?|hols|sabbatical|furlough|maintenance|outage|leave|absence|rest|interval)\b/i;
/** A word of the schedule after the job's name: its clocks, how often, its days ("12:30 every day", "9pm mon-fri"). */
const SCHEDULE_TOKEN =
  /^(?:at|and|&|on|every|each|daily|days?|weekdays?|noon|midnight|am|pm|a\.m\.?|p\.m\.?|\d{1,2}(?:[:.]\d{2})?(?:am|pm|a|p)?|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?)$/i;
const DAY_NAME = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?$/i;

/** Whether the schedule is made of schedule words only: "to" only between two days' names ("mon to fri"). */
function plainSchedule(sched: string): boolean {
  const words = sched.split(/[\s,\-\u2013\u2014]+/).filter((w) => w !== '');
  return words.every(
    (w, i) =>
      SCHEDULE_TOKEN.test(w) ||
      (/^(?:to|through|thru)$/i.test(w) && DAY_NAME.test(words[i - 1] ?? '') && DAY_NAME.test(words[i + 1] ?? '')),
  );
}

/** The phrase read as its schedule within the period's dates; null when not so said. */
export function spanThenJob(phrase: string): SpanThenJob | null {
  if (!SPAN_THEN_JOB_GATE.test(phrase)) return null;
  const g = PATTERN.exec(phrase)?.groups;
  if (!g) return null;
  const event = (g.event ?? '').trim();
  const job = (g.job ?? '').trim();
  const sched = (g.sched ?? '').trim();
  const plain = (name: string) =>
    !RUN_WORD.test(name) && name.split(/\s+/).every((w) => isAsideWord(w.toLowerCase(), w));
  // ("christmas tree collection jan 4–15": a holiday first, before a thing of its own, whose dates are said)
  const holiday = HOLIDAY_FIRST.exec(event);
  const eventRest = holiday === null ? event : event.slice(holiday[0].length);
  if (!plain(eventRest) || !plain(job) || !plainSchedule(sched)) return null;
  // ("xmas hols dec 20 – jan 3: deploy check 9am daily": the runs may be those outside the period)
  if (!EVENT_WORD.test(event.split(/\s+/).at(-1) ?? '') || OFF_WORD.test(event)) return null;
  return {
    text: `${sched} ${g.span}`,
    note: `Read "${event}" as the name of the period ${g.span} and "${job}" as the job's name: the runs fall within those dates.`,
  };
}
