/**
 * A day's name inside the name of what the job is about, beside the day the job runs:
 * - "sunday school volunteer reminder saturday 5pm": Saturdays at 5pm;
 * - "readers rota for sunday mass emailed every tuesday 10am": Tuesdays at 10am;
 * - "council agenda published friday before the monday meeting, 5pm": Fridays at 5pm, the words from "before" set
 *   aside as what the run is for;
 * - "monday meeting agenda out friday 4pm", "remind the team about the friday social every thursday at 3":
 *   the day joined to a word that names a gathering or an edition ("school", "mass", "service", "meeting",
 *   "lunch", "league", "paper", ...), in full ("sunday", not "sun"), said once.
 * The day is set aside (the rest is read again, with a note) only when the phrase, read as said, names the days twice,
 * and another day is said as the run's: with "every" or "each" before it, or a clock right after it. Left as they
 * are: a named day joined to the run's by "and", "or", "&", "/", "+" or a comma ("monday standup and friday 9am",
 * "sunday service, saturday 5pm": two runs?), the run's day said the same as the named one, and a day said with a
 * word not in the list ("tuesday deploys thursday 3pm").
 */

export const NAMED =
  '(?:school|mass|masses|services?|worship|prayers?|sermon|liturgy|meetings?|lunch|brunch|dinner|roast|league|games?|match|matches|market|paper|club|class(?:es)?|sessions?|briefing|social|drinks|quiz|newsletter|edition|show|practice|rehearsal|fixtures?|bulletin)';
export const FULL_DAY = '(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)';
/** The named day: a full day's name (or its possessive) right before a word of the list. */
const NAME = new RegExp(`\\b(?<day>${FULL_DAY}(?:'s)?)\\s+(?<noun>${NAMED})\\b`, 'g');
/** The run's day: "every tuesday", "each friday", or a day with a clock right after it ("saturday 5pm"). */
const RUN_DAY = new RegExp(
  `\\b(?:(?:every|each)\\s+(?<a>${FULL_DAY}|(?:sun|mon|tues?|wed|weds|thu|thur|thurs|fri|sat)[a-z]*)|(?<b>${FULL_DAY}|sun|mon|tues?|wed|weds|thu|thur|thurs|fri|sat)s?\\s+(?:at\\s+|@\\s*)?\\d{1,2}(?::[0-5]\\d)?\\s*(?:[ap]m\\b|:|$|\\s))`,
  'g',
);
/** The run's day said right before the named one: "friday before the ", "thursday ahead of our ". */
const RUN_BEFORE = new RegExp(
  `\\b(?<day>${FULL_DAY}|sun|mon|tues?|wed|weds|thu|thur|thurs|fri|sat)s?\\s+(?<clause>(?:before|ahead\\s+of)\\s+(?:the|each|every|our)\\s+)$`,
);
/** Words that join two runs rather than a name to its run. */
const JOINED = /[,;&/+]|\b(?:and|or|also|plus)\b/;

/** The cheap test before the patterns above. */
export const DAY_IN_NAME_GATE = new RegExp(`\\b${FULL_DAY}(?:'s)?\\s+${NAMED}\\b`);

/** The phrase (normalised) without the named day, and the note; null when it has no such day. */
export function withoutDayInName(text: string): { text: string; note: string } | null {
  const names = [...text.matchAll(NAME)];
  if (names.length !== 1) return null;
  const name = names[0] as RegExpExecArray;
  const day = (name.groups?.day ?? '').replace(/'s$/, '');
  const start = name.index ?? 0;
  const end = start + name[0].length;
  // "friday before the monday meeting": the run's day, said as before the named one; the words are what it is for
  const before = RUN_BEFORE.exec(text.slice(0, start));
  if (before?.groups?.clause !== undefined && (before.groups.day ?? '').slice(0, 3) !== day.slice(0, 3)) {
    const from = start - before.groups.clause.length;
    const said = `${before.groups.clause}${name[0]}`;
    return {
      text: `${text.slice(0, from)}${text.slice(end)}`
        .replace(/\s{2,}/g, ' ')
        .replace(/\s+,/g, ',')
        .trim(),
      note: `Read "${said}" as what the job is for, not as a day it runs.`,
    };
  }
  const runs = [...text.matchAll(RUN_DAY)].filter((r) => r.index + r[0].length <= start || r.index >= end);
  if (runs.length !== 1) return null;
  const run = runs[0] as RegExpExecArray;
  const runDay = run.groups?.a ?? run.groups?.b ?? '';
  if (runDay.slice(0, 3) === day.slice(0, 3)) return null;
  const between = start < run.index ? text.slice(end, run.index) : text.slice(run.index + run[0].length, start);
  if (JOINED.test(between)) return null;
  // "sunday service 10am reminder every saturday": a clock between the named day and the run's is the named thing's
  // (the service at 10am on Sunday), not the run's, whose own time is not said
  if (start < run.index && /\d|\b(?:noon|midnight)\b/.test(between)) return null;
  const kept = `${text.slice(0, start)}${text.slice(start + (name.groups?.day ?? '').length)}`
    .replace(/\s{2,}/g, ' ')
    .trim();
  return {
    text: kept,
    note: `Read "${name[0]}" as the name of what the job is for, not as a day it runs.`,
  };
}
