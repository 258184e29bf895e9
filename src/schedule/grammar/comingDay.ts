import type { LocalIntent } from '../intent.js';
import { fail, type Outcome } from '../problem.js';
import { FULL_DAY, NAMED } from './dayInName.js';
import { weekdayTimetable } from './weekdayTimetable.js';
import { DAY, MONTH } from './words.js';

const DAY_SAID = new RegExp(`\\b${DAY}`, 'g');
const DAY_RANGES = new RegExp(`\\b${DAY}\\s*(?:-|\u2013|to|thru|through)\\s*${DAY}`, 'g');
const DAY_PARTS = new RegExp(`\\b${DAY}\\s+(?:nights|evenings|mornings|afternoons)\\b`);
/** Words that make a day said once a day of every week ("streamer schedule: ... tue/thu/sat": a schedule's days). */
const EVERY_WEEK = new RegExp(
  `\\b(?:(?:every|each|all)\\s+(?:other\\s+|single\\s+)?(?:${DAY}|week\\b)|weekly\\b|(?:per|a|each|every)\\s+week\\b|usually\\b|always\\b|ongoing\\b|recurring\\b|regular(?:ly)?\\b|schedule\\s*:|cron\\s*:|(?:my|our|their|his|her)\\s+schedule\\b)`,
);
/**
 * What an event does at its time: it opens, closes, lifts, is due, goes live, goes on sale, premieres; or a run for an
 * event at a time.
 */
const EVENT_VERB =
  /\b(?:clos(?:es|ing)|opens|lifts|ends|starts|begins|expires|launch(?:es)?|go(?:es)?[\s-]live|kicks?\s+off|due|deadline|before|during|on[\s-]sale|premieres?|releases?)\b|\bfor\s+(?:the|our|my|their)\s+\d{1,2}(?::?\d{2})?\s*(?:[ap]m)?\s+(?!(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b)[a-z]/;

const MONTH_SAID = new RegExp(`\\b${MONTH}`, 'g');
/** One stretch of months said with its ends: "during dec–feb", "from june to august", "oct thru march". */
const MONTH_SPAN = new RegExp(`\\b${MONTH}\\s*(?:-|\u2013|\u2014|\\bto\\b|\\bthru\\b|\\bthrough\\b)\\s*${MONTH}`, 'g');

/**
 * "tue & sat 5pm during dec–feb": one stretch of months, its two ends the only months said, and no "or" (not "in dec
 * or jan", a choice of one; not "in march and september", a list of dates said once).
 */
function oneMonthSpan(lower: string): boolean {
  return (
    (lower.match(MONTH_SPAN) ?? []).length === 1 &&
    (lower.match(MONTH_SAID) ?? []).length === 2 &&
    !/\bor\b/.test(lower)
  );
}

/**
 * Words of a job done once, urgently ("rush job — remind the translator wed 6pm"; not a "checkout rush"), or of a call
 * with a candidate ("call the Sydney candidate tue 8am her time", one hire's interview): the coming day, or each week?
 */
const URGENT =
  /\b(?:rush\s+(?:job|order|task|request)|urgent(?:ly)?|asap|emergency|(?:call|phone|ring|interview|meet|screen)\w*\s+(?:with\s+)?(?:the\s+|our\s+|a\s+)?(?:\S+\s+)?candidate)\b/;

/**
 * "registration closes fri 11:59pm ET, remind attendees at noon that day", "embargo lifts 00:01 ET Thursday —
 * publish then", "remind marketing 1 hour before the 3pm webinar on Thursday", "pentest report due fri. remind us
 * thurs 4pm + fri 9am": an event on day names said singular and with no word of every week could happen once (the
 * coming one) or every week, which only the event's nature tells. A weekly reading is refused with both; "every
 * fri", "fridays", a gathering called by its day ("before the monday meeting"), or no event said keep the weekly
 * reading.
 */
/** "the monday meeting", "our friday briefing": a gathering called by its day, which comes every week. */
const NAMED_BY_DAY = new RegExp(`\\b(?:the|our|their|your)\\s+${FULL_DAY}\\s+${NAMED}\\b`);

/** The zones the rules' words said ("CET"), lower case. */
function zonesSaid(rules: readonly LocalIntent[]): string[] {
  return rules.flatMap((r) => (r.zone.said === null ? [] : [r.zone.said.toLowerCase()]));
}

export function comingOrEvery(phrase: string, read: Outcome<LocalIntent[]> & { ok: true }): Outcome<LocalIntent[]> {
  const lower = phrase.toLowerCase();
  if (!(EVENT_VERB.test(lower) || URGENT.test(lower)) || EVERY_WEEK.test(lower) || NAMED_BY_DAY.test(lower))
    return read;
  const days = [...lower.matchAll(DAY_SAID)].map((m) => m[0].replace(/\.$/, ''));
  if (days.length === 0) return read;
  if (days.some((d) => d.endsWith('s') && !/^(?:tues|thurs|weds)$/.test(d))) return read;
  // "windows are tuesday and thursday nights": the parts of days said in the plural are of every week
  if (DAY_PARTS.test(lower)) return read;
  // "opens 3pm wed-fri and noon sat-sun": a timetable of ranges of days, each with its time, is of every week
  const ranges = lower.match(DAY_RANGES) ?? [];
  // "this week opens 3pm wed-fri and noon sat-sun": a week said once is no timetable of every week
  if (ranges.length >= 2 && read.value.length >= 2 && !/\b(?:this|next|coming)\s+week\b|\bcoming\b/.test(lower)) {
    const note = `Read ${ranges.map((r) => `"${r}"`).join(' and ')} as every week, a timetable of days.`;
    return {
      ok: true,
      value: read.value.map((r, i) => (i === 0 ? { ...r, assumptions: [...r.assumptions, note] } : r)),
    };
  }
  const day = days[0] as string;
  const weekly = read.value.every((r) => r.days.kind === 'weekdays' && r.days.days.length <= days.length);
  if (!weekly || read.value.some((r) => r.startDate !== null || r.endDate !== null)) return read;
  // "tue & sat 5pm during dec–feb": days bounded by a stretch of months, each year's, come every week in them, as
  // days bounded by dates do; never a list of months or a choice ("fri 5pm in march and september", "tue 9am in dec
  // or jan": once in each, or in one), nor a job said once ("urgent", "rush job")
  if (
    read.value.every((r) => r.months.kind === 'months' && r.months.months.length >= 2) &&
    oneMonthSpan(lower) &&
    !URGENT.test(lower)
  )
    return read;
  // "scrims mon wed fri 20:00 CET, remind 15 min before": a timetable line with a reminder before it is every week
  const timetable = weekdayTimetable(lower, days, zonesSaid(read.value));
  if (timetable !== null) {
    return { ok: true, value: read.value.map((r) => ({ ...r, assumptions: [...r.assumptions, timetable] })) };
  }
  return fail(
    'unparseable',
    `"${day}" could be the coming one only (an event that happens once) or every week.`,
    `Say "every ${day}" for each week, or the date for once, e.g. "on Dec 4".`,
  );
}
