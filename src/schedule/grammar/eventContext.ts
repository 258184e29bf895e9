import type { LocalIntent } from '../intent.js';
import type { ScheduleProblem } from '../problem.js';
import { daysNamedIn, weekdayAnyLanguage } from './daysAbroad.js';
import { unparseable } from './draft.js';
import { normalize } from './normalize.js';

/** Words of something happening at a time ("orders close thursday noon"). */
export const HAPPENS =
  /\b(?:closes?|opens?|due|starts?|ends?|lifts?|expires?|launch(?:es)?|begins?|kick\s*-?\s*offs?|games?|match(?:es)?|fixtures?|shows?|gigs?|doors|meetings?|practices?|classes|sessions?)\b/i;
/** A clock said with its half of the day or its minutes, or noon or midnight. */
export const CONTEXT_CLOCK =
  /\b(?<h>[01]?\d|2[0-3])(?::(?<m>[0-5]\d))?\s*(?<ap>[ap]m)\b|\b(?<h24>[01]?\d|2[0-3]):(?<m24>[0-5]\d)\b|\b(?<word>noon|midnight)\b/i;

/** CONTEXT_CLOCK, or a clock on the 24-hour clock said in four digits ("0700", "1600 hrs"), not a year's. */
const ANY_CLOCK = new RegExp(
  `${CONTEXT_CLOCK.source}|(?<![\\d/.-])\\b(?<h4>[01]\\d|2[0-3])(?<m4>[0-5]\\d)\\b(?![/.-]\\d)(?!\\s*(?:[ap]\\.?m|ad)\\b)`,
  'i',
);

/** Minutes of the day of a CONTEXT_CLOCK match. */
export function clockOf(g: Record<string, string | undefined>): number {
  if (g.word) return g.word.toLowerCase() === 'noon' ? 720 : 0;
  if (g.h4 !== undefined) return Number(g.h4) * 60 + Number(g.m4);
  if (g.h24 !== undefined) return Number(g.h24) * 60 + Number(g.m24);
  return ((Number(g.h) % 12) + (g.ap?.toLowerCase() === 'pm' ? 12 : 0)) * 60 + Number(g.m ?? 0);
}

/**
 * "farmers market vendor reminder: fridays 6pm, market is saturday 7am", "U12 games saturday mornings 9am, coach
 * reminder friday 7pm", "services 9:30am saturdays, reminder friday at 3pm": a reminder said beside an event with its
 * own time, in parts of their own. The event's time may be what the reminder is about, not a run: a reading that
 * runs at it too is refused, asking. An event is a part that says what it is ("market is saturday 7am") or names a
 * happening (games, services, a show, a drop); a part without a reminder's word and without those is a job of its
 * own ("meds 8am, reminder to stretch 3pm" stays two runs).
 */
const PARTS = /\s*(?:[,;]|\s[-\u2013\u2014]\s)\s*/;
const REMINDER =
  /\b(?:remind(?:er|ers)?|heads[-\s]?up|nudge|teaser|lembretes?|recordatorios?|rappels?|erinnerung(?:en)?|promemoria|herinnering(?:en)?|påminnelse|reamintire|przypomnienie)(?![\p{L}\d])/iu;
const EVENT =
  /\b(?:is|are)\b|\b(?:services?|mass|worship|market|fair|drop|release|premiere|tournament|race|concert|recital|rehearsal|service)\b/i;

/** Words that join days to a list or to the rule before ("and", "too", "as well"): they say no event. */
const JOINING =
  /^(?:and|also|too|plus|well|every|each|the|then|but|only|just|with|more|extra|additional|again|week|weeks|weekly|day|days|y|et|und|en|och|og|e|ou|oder)$/i;

/** Words of days a reminder may say of its own ("fridays", "weekdays", "every day", "monthly"). */
const REMINDER_DAYS =
  /\b(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|week(?:day|end|night)s?|daily|nightly|every|each|weekly|monthly|tomorrow|today|tonight|(?:the\s+)?day\s+before|eve)\b/i;
/** A day of the month said as an ordinal ("1st", "the 28th"). */
const MONTH_DAY = /\b([1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b/gi;

/** The words of when a reminder may say: its days, its clock, and the words around them. */
const WHEN_WORDS = new RegExp(
  `${ANY_CLOCK.source}|${REMINDER_DAYS.source}|\\b(?:on|at|the|in|of|night|morning|evening|afternoon|before|a|an|pls|please)\\b|[@:.!,]`,
  'gi',
);

/** The small words before a day or a clock in the languages the grammar reads ("na quarta às 21h", "le vendredi à"). */
const SMALL_WORDS = /(?<![\p{L}\d])(?:na|no|às|as|à|a|le|la|el|am|um|alle|om|op|di|de)(?![\p{L}\d])/giu;

/** Whether a part says a reminder and when, nothing else ("reminder on wednesday at 9pm", "heads-up fri 5pm"). */
function reminderOnlyWhen(part: string): boolean {
  const rest = part.replace(REMINDER, ' ').replace(WHEN_WORDS, ' ').replace(SMALL_WORDS, ' ');
  // a day in another language ("lembrete na quarta às 21h"), and a clock written "21h"
  return rest
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w !== '')
    .every((w) => weekdayAnyLanguage(w) !== undefined || /^\d{1,2}h(?:\d{2})?$/.test(w));
}

export function reminderBesideEvent(said: string, rules: readonly LocalIntent[]): ScheduleProblem | null {
  if (!REMINDER.test(said)) return null;
  // "quintas às 7h": clocks as the readers write them
  const phrase = normalize(said);
  const parts = phrase.split(PARTS).filter((p) => p.trim() !== '');
  const reminders = parts.filter((p) => REMINDER.test(p));
  // the reminder with a time of its own ("reminder: team meeting 9am weekdays" is the meeting's reminder at 9)
  if (parts.length < 2 || reminders.length !== 1 || !/\d|\bnoon\b|\bmidnight\b/i.test(reminders[0] ?? '')) return null;
  // the runs at times the reminder does not say itself ("reminders 9:00 and 18:00" beside "opens at 9:00" runs at 9)
  const own = new Set(
    [...(reminders[0] ?? '').matchAll(new RegExp(ANY_CLOCK.source, 'gi'))].map((m) => clockOf(m.groups ?? {})),
  );
  const runs = new Set(rules.flatMap((r) => r.times.map((t) => t.hour * 60 + t.minute)).filter((m) => !own.has(m)));
  const ownDays = new Set([...(reminders[0] ?? '').matchAll(MONTH_DAY)].map((m) => Number(m[1])));
  // "choir subs due 1st of each month, remind 9am": a reminder with no day of its own runs on the event's day
  const daysOwn = ownDays.size > 0 || REMINDER_DAYS.test(reminders[0] ?? '');
  const runDays = new Set(rules.flatMap((r) => (r.days.kind === 'month-days' ? r.days.days : [])));
  // "recycling: thursdays at 7am, reminder on wednesday at 9pm": a reminder that says nothing but when is a reminder
  // of what is said beside it, whatever that is
  const bare = reminderOnlyWhen(reminders[0] ?? '');
  // the parts as said, for the question ("0700", not "07:00")
  const saidParts = said.split(PARTS).filter((p) => p.trim() !== '');
  // "fruit day on wednesday, reminder tuesday 19:00": the days the reminder says are its own; the event's days
  // beside it are what it is about, not runs
  const reminderWeekdays = daysNamedIn(reminders[0] ?? '');
  const runWeekdays = new Set<number>(rules.flatMap((r) => (r.days.kind === 'weekdays' ? r.days.days : [])));
  for (const [i, part] of parts.entries()) {
    if (REMINDER.test(part)) continue;
    const eventWeekdays = [...daysNamedIn(part)];
    // (a part that is only days, "(mon, tue, thu)" cut at its commas, says no event)
    const saysWhat = part
      .split(/[^\p{L}]+/u)
      .some((w) => w.length > 2 && !JOINING.test(w) && weekdayAnyLanguage(w) === undefined);
    const eventDayRun =
      saysWhat &&
      reminderWeekdays.size > 0 &&
      eventWeekdays.length > 0 &&
      eventWeekdays.every((d) => !reminderWeekdays.has(d)) &&
      eventWeekdays.some((d) => runWeekdays.has(d)) &&
      !ANY_CLOCK.test(part);
    if (eventDayRun) {
      return unparseable(
        `"${(saidParts.length === parts.length ? (saidParts[i] as string) : part).trim().toLowerCase()}" is said beside a reminder on a day of its own: is it a run too, or the day the reminder is about?`,
        'Give only when to run, e.g. "reminder tuesdays at 7pm", or say each run with its time.',
      );
    }
    if (!(bare || EVENT.test(part) || HAPPENS.test(part))) continue;
    const clock = ANY_CLOCK.exec(part)?.groups;
    // "fees due 1st, reminder on the 28th at 9": the day of the month the event falls on, not a run's
    const day = MONTH_DAY.exec(part);
    MONTH_DAY.lastIndex = 0;
    const onItsDay = daysOwn && day !== null && !ownDays.has(Number(day[1])) && runDays.has(Number(day[1]));
    if (!onItsDay && (clock === undefined || !runs.has(clockOf(clock)))) continue;
    return unparseable(
      `"${(saidParts.length === parts.length ? (saidParts[i] as string) : part).trim().toLowerCase()}" is said beside a reminder with its own time: is it a run too, or what the reminder is about?`,
      'Give only when to run, e.g. "reminder fridays at 6pm", or say each run ("and at 7am saturdays").',
    );
  }
  return null;
}
