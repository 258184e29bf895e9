import type { Weekday } from '../intent.js';
import type { ScheduleProblem } from '../problem.js';
import { type IntentDraft, unparseable } from './draft.js';
import { WEEKDAY_NAME } from './words.js';

/** Before this hour, a time said of a day's night is in the small hours after that day. */
const SMALL_HOURS_END = 6;
/** From this hour, a run is in the evening: a night left out takes it with it. */
const EVENING_START = 18;

function clockText(t: { hour: number; minute: number }): string {
  if (t.hour === 0 && t.minute === 0) return 'midnight';
  const h = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${h}:${String(t.minute).padStart(2, '0')} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

/** Days in the order of a working week, Monday first ("Saturday and Sunday", not "Sunday and Saturday"). */
function weekOrder(days: readonly Weekday[]): Weekday[] {
  return [...days].sort((a, b) => ((a + 5) % 7) - ((b + 5) % 7));
}

/** The days after each of `days`, in the order of the nights ("Saturday and Sunday" nights: Sunday and Monday). */
function daysAfter(days: readonly Weekday[]): Weekday[] {
  return [...new Set(weekOrder(days).map((d) => ((d % 7) + 1) as Weekday))];
}

function names(days: readonly Weekday[]): string {
  const list = days.map((d) => WEEKDAY_NAME[d] ?? '');
  return list.length < 2 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/**
 * "Friday night at 1am", "saturday nights at midnight": the small hours of a day's night are the next day's, as
 * anyone reading the message takes them. The days move on by one, with a note. A night's times on both sides of
 * midnight ("friday night at 11pm and 1am") are refused: one rule keeps one set of days. Not a night said apart
 * from the days ("night shift handover 05:30 saturdays": Saturday's 05:30).
 */
export function nightAfter(draft: IntentDraft): ScheduleProblem | undefined {
  const days = draft.days;
  if (draft.dayPart !== 'night' || draft.nightApart || days?.kind !== 'weekdays') return undefined;
  // "every 20 min 0100-0500, sun to thu nights": a window wholly in the small hours is the next day's too
  const w = draft.interval !== null ? draft.window : null;
  if (w?.to && w.from.hour < SMALL_HOURS_END && w.to.hour * 60 + w.to.minute <= SMALL_HOURS_END * 60) {
    // (nor the small hours of a window across midnight, whose days have moved on already: rules.ts `overnight`)
    if (draft.assumptions.some((a) => a.startsWith('"Weeknights" read as') || a.startsWith('The hours after midnight')))
      return undefined;
    const said = names(weekOrder(days.days));
    const next = daysAfter(days.days);
    draft.days = { kind: 'weekdays', days: [...next].sort((a, b) => a - b) };
    draft.assumptions.push(
      `"${said} night" from ${clockText(w.from)} to ${clockText(w.to)} read as ${names(next)}: the small hours after ${said}.`,
    );
    return undefined;
  }
  if (draft.interval !== null || draft.times.length === 0) return undefined;
  // "weeknights" already says on which dates its runs fall (parsers/days.ts)
  if (draft.assumptions.some((a) => a.startsWith('"Weeknights" read as'))) return undefined;
  const small = draft.times.filter((t) => t.hour < SMALL_HOURS_END);
  if (small.length === 0) return undefined;
  const said = names(weekOrder(days.days));
  if (small.length < draft.times.length) {
    return unparseable(
      `The times of ${said} night fall on both sides of midnight, on two days.`,
      `Say each day, e.g. "${WEEKDAY_NAME[days.days[0] ?? 1]} at 11pm and ${WEEKDAY_NAME[((days.days[0] ?? 1) % 7) + 1]} at 1am".`,
    );
  }
  const next = daysAfter(days.days);
  draft.days = { kind: 'weekdays', days: [...next].sort((a, b) => a - b) };
  const at = small.map(clockText).join(' and ');
  draft.assumptions.push(`"${said} night" at ${at} read as ${names(next)} at ${at}: the small hours after ${said}.`);
  return undefined;
}

/**
 * "at 01:15 every night, except sunday night": a run in the small hours of a night that is left out is on the next
 * day's date; which date the writer takes out (Sunday's or Monday's) cannot be told. Refused with both readings.
 */
export function exceptNightSmallHours(draft: IntentDraft): ScheduleProblem | undefined {
  const said = draft.exceptNight;
  if (said === null) return undefined;
  const small = draft.times.filter((t) => t.hour < SMALL_HOURS_END);
  if (small.length === 0) {
    // "every day at 9am and 9pm except sunday night": a night takes out the evening's runs, not the day's; only runs
    // all in the evening are left out whole with their day
    const day = draft.times.filter((t) => t.hour < EVENING_START);
    if (draft.interval === null && draft.times.length > 0 && day.length === 0) return undefined;
    const runs =
      draft.interval !== null || day.length === 0
        ? 'runs through the day'
        : `runs at ${day.map(clockText).join(' and ')}`;
    return {
      code: 'unparseable',
      message: `"${said}" with ${runs}: a night leaves out its evening, and whether the day's other runs stay is not plain.`,
      hint: 'Say the days to leave out whole ("except sundays"), or give the evening its own rule, e.g. "every day at 9am, and at 9pm except sundays".',
    };
  }
  const at = small.map(clockText).join(' and ');
  return {
    code: 'unparseable',
    message: `"${said}" with runs at ${at}: the small hours of that night are on the next day's date, so it could leave out either day's ${at} run.`,
    hint: 'Name the day the run to skip falls on, e.g. "except mondays" or "except sundays".',
  };
}
