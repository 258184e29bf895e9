import type { LocalIntent } from '../intent.js';
import type { ScheduleProblem } from '../problem.js';
import { SMALL_HOUR_NOTE } from './chronoReader.js';

/**
 * A phrase that is one time of day and nothing else ("9am", "18:00", "noon", "schedule it for 2pm") says when in
 * the day but not how often: every day, or once? Writers read it both ways, so it is refused with both phrases.
 * Several times ("at noon and midnight") are a day's routine and read as every day; so is one time beside anything
 * that says what runs ("db backup at 2:30am").
 */
const LONE_CLOCK =
  /^(?:>\s*)?(?:(?:please|pls|can you|could you)\s+)?(?:(?:schedule|set|put|book|make)\s+(?:it|this|that)\s+(?:for|at)\s+|at\s+|@\s*)?(\d{1,2}(?::\d{2})?\s?(?:am|pm)?|noon|midnight)\s*[.!?]?$/;

export function loneClock(text: string): ScheduleProblem | null {
  const clock = LONE_CLOCK.exec(text)?.[1];
  if (clock === undefined) return null;
  return {
    code: 'unparseable',
    message: `"${clock}" says a time of day but not how often: every day, or once?`,
    hint: `Say "every day at ${clock}", or "tomorrow at ${clock}" for one run.`,
  };
}

/** Words that say which days, how often or when once: a phrase with one of them says more than a time of day. */
const SAYS_DAYS =
  /\b(?:every|each|daily|everyday|nightly|hourly|weekly|monthly|yearly|annually|days?|nights?|tonight|mornings?|evenings?|afternoons?|weekdays?|weekends?|weeknights?|weeks?|months?|years?|today|tomorrow|tmrw|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|once|times|twice|always|shifts?|\d+(?:st|nd|rd|th))\b/;
/** A slip's note: '"dialy" read as "daily".', or a second language's: '"täglich" (German) read as "daily".' */
const SLIP_NOTE = /^"[^"]+"(?: \([A-Z][a-z]+\))? read as "([^"]+)"\.$/;
/** The note of a time restated in another zone (sameInstant.ts). */
const RESTATED = /^"[^"]+" is the same time as "[^"]+"/;
/** Notes of words read as what runs: a job's name, what it does, what to remind of. */
const WHAT_RUNS =
  /as the job's name|as what to remind of|as what the job does|as the name of what the runs|as a reminder/;

/**
 * One bare hour of the small hours beside what runs, no word of days or how often ("at 3 run the log rotation"):
 * every day is the reading of a time beside a job, but nothing says which half of the day, nor a later run of a
 * rule said with its days to notice a wrong one by. Refused, asking both.
 */
function smallHourAlone(r: LocalIntent): ScheduleProblem | null {
  const said = r.assumptions.map((a) => SMALL_HOUR_NOTE.exec(a)?.groups).find((g) => g !== undefined);
  if (said === undefined) return null;
  const hour = said.hour as string;
  return {
    code: 'unparseable',
    message: `"${said.said}" could be ${hour} AM or ${hour} PM, and says no days: every day, or once?`,
    hint: `Say e.g. "every day at ${hour}am" or "every day at ${hour}pm".`,
  };
}

/**
 * The same question after the phrase is read (a place, a remark or a restatement set aside around one time: "9am,
 * Vietnam plant", "at 9am (shop opens then)", "around 9ish"): one rule at one time, every day by default, with no
 * word of days or how often and nothing read as what runs.
 */
export function loneClockRead(phrase: string, rules: readonly LocalIntent[]): ScheduleProblem | null {
  const [r, ...more] = rules;
  if (r === undefined || more.length > 0 || r.times.length !== 1 || r.interval !== null) return null;
  if (r.days.kind !== 'every-day' || r.months.kind !== 'every-month') return null;
  if (r.startDate !== null || r.endDate !== null || r.maxOccurrences !== null) return null;
  if (SAYS_DAYS.test(phrase.toLowerCase())) return null;
  // CRON fields say every day with their "*"s ("0 3 * * *")
  if (r.assumptions.some((a) => a.includes('read as CRON fields'))) return null;
  // a slip of such a word, read as it ("dialy" read as "daily")
  if (r.assumptions.some((a) => SAYS_DAYS.test(SLIP_NOTE.exec(a)?.[1]?.toLowerCase() ?? ''))) return null;
  // "town hall 14:00 Nairobi = 11:00 London = 6am New York": a time restated for people in other places is how a
  // meeting or an event is announced, not a job's daily clock: once, or every day?
  const restated = r.assumptions.find((a) => RESTATED.test(a));
  if (restated !== undefined) {
    const t = r.times[0] as { hour: number; minute: number };
    const clock = `${t.hour}:${String(t.minute).padStart(2, '0')}`;
    return {
      code: 'unparseable',
      message: `"${phrase.trim()}" gives one time in several places (${clock}) but not which days: every day, or once?`,
      hint: `Say "every day at ${clock}", or give the date, e.g. "on dec 3 at ${clock}", for one run.`,
    };
  }
  if (r.assumptions.some((a) => WHAT_RUNS.test(a))) return smallHourAlone(r);
  const t = r.times[0] as { hour: number; minute: number };
  const clock = `${t.hour}:${String(t.minute).padStart(2, '0')}`;
  return {
    code: 'unparseable',
    message: `"${phrase.trim()}" says a time of day (${clock}) but not how often: every day, or once?`,
    hint: `Say "every day at ${clock}", or "tomorrow at ${clock}" for one run.`,
  };
}

/**
 * A reminder to a person at one bare hour and nothing else of when ("remind me to check the Winnipeg lanes at 8
 * central"): 8 AM or 8 PM, and once or every day? Neither is said, so it is refused with the phrases that say it.
 * Only a reminder (a job's name beside "at 8" reads as every day in the morning, with a note) and only with no
 * word of days, dates or how often.
 */
export function loneReminderHour(
  phrase: string,
  draft: { bareHours: readonly { text: string; hour: number }[]; times: readonly unknown[]; interval: unknown },
): ScheduleProblem | undefined {
  const bare = draft.bareHours[0];
  if (bare === undefined || draft.times.length !== 1 || draft.interval !== null) return undefined;
  if (SAYS_DAYS.test(phrase.toLowerCase())) return undefined;
  const said = bare.text.replace(/^(?:at|@)\s*/, '');
  return {
    code: 'unparseable',
    message: `"${bare.text}" for a reminder could be ${said} AM or ${said} PM, and the phrase says no days: once, or every day?`,
    hint: `Say e.g. "every day at ${said}pm" or "tomorrow at ${said}am".`,
  };
}
