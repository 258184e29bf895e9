import { spellDurations } from './offsets.js';

/**
 * A duration before an event whose days and time are said after it, apart:
 * - "post the meeting agenda 24h before the call (calls are wednesdays 15:00 UTC)";
 * - "remind #maintainers 30 min before the monthly community call (first thursday, 17:00 CET)";
 * - "setlist email 2 hrs before doors, doors are 8pm, every fri";
 * - "remind clients 24h before their session, sessions are mon/wed 7am", "blast warning 15 min before each blast,
 *   blasts are 12:30 and 17:30 daily" (before each of the times), "... before close. close is 8pm mon-thu".
 * Rewritten as the event first, then the action and its duration ("calls are wednesdays 15:00 utc, post the meeting
 * agenda 24 hours before"), which `eventReminder.ts` reads. The event named in the restatement must be the one the
 * duration is before ("call" and "calls"). Looked at only when the phrase does not read as it is.
 */

export interface RestatedEvent {
  readonly text: string;
  readonly notes: readonly string[];
}

const DURATION =
  '(?:(?:\\d{1,2}|an|one|a)\\s*(?:hours?|hrs?|h)(?:\\s*(?:and\\s+)?\\d{1,2}\\s*(?:minutes?|mins?|m))?|\\d{1,3}\\s*(?:minutes?|mins?|m)|half\\s+an?\\s+hour)';
const NAME = "[a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*){0,2}";
const SHAPE = new RegExp(
  `^(?<action>[^,;()]+?)\\s+(?<dur>${DURATION})\\s+before\\s+(?:(?:the|each|every|our|their|my|your|his|her)\\s+)?(?<name>${NAME})\\s*(?:\\(\\s*(?<inner>[^()]+?)\\s*\\)|(?<mark>,|\\.(?=\\s)|:)\\s*(?<after>[^()]+?))\\s*$`,
);
/** The restatement naming its event: "calls are ...", "doors are ...". */
const NAMED_DEF = new RegExp(`^(?:the\\s+)?(?<name2>${NAME})\\s+(?<be>is|are)\\s+(?<rest>.+)$`);
const CLOCK = /\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\b(?:1[0-2]|0?[1-9])(?::[0-5]\d)?\s*[ap]m\b|\bnoon\b|\bmidnight\b/;
const VERB_FIRST =
  /^(?:remind|warn|ping|alert|notify|post|send|announce|push|message|email|page|tell|nudge|broadcast|publish|share|drop)\b/;
/** An action said as a noun: "setlist email", "agenda reminder". */
const NOUN_LAST = /\b(?:email|e-mail|message|notice|reminder|post|text|alert|announcement|warning)$/;
const ORDINAL_DAY =
  /^(?<nth>first|second|third|fourth|last|1st|2nd|3rd|4th)\s+(?<day>(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?)\b(?!\s+of\b)/;

function stem(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((w) =>
      w
        .replace(/ies$/, 'y')
        .replace(/(ss|x|ch|sh)es$/, '$1')
        .replace(/(?<=[^s])s$/, ''),
    )
    .join(' ');
}

const GATE = /\bbefore\b/;
const DAY_FIRST = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b(?!\s+(?:the\s+)?\d)/;

/** The phrase with the event said first, or null when it is not a duration before an event restated after it. */
export function restatedEvent(text: string): RestatedEvent | null {
  if (!GATE.test(text)) return null;
  const m = SHAPE.exec(spellDurations(text));
  if (!m?.groups) return null;
  const g = m.groups as Record<string, string | undefined>;
  const def = (g.inner ?? g.after ?? '').trim();
  if (!CLOCK.test(def)) return null;
  let name = (g.name as string).trim();
  const action = (g.action as string).trim();
  if (CLOCK.test(action) || CLOCK.test(name)) return null;
  let rest = def;
  const named = NAMED_DEF.exec(def);
  if (named?.groups) {
    // "(calls are wednesdays 15:00 utc)": the event restated by its name
    const name2 = named.groups.name2 as string;
    if (stem(name2) !== stem(name)) return null;
    rest = named.groups.rest as string;
    // "sessions are mon/wed 7am": events said in the plural are on those days every week
    if (stem(name2) !== name2.trim() && DAY_FIRST.test(rest)) rest = `every ${rest}`;
  } else if (g.after !== undefined && g.mark !== ':') {
    // after a comma, only a restatement that names its event ("before each call: mon 8am, wed 1pm" is its list)
    return null;
  } else {
    // "15 min before close (close 8pm mon-thu ...)": the event's name said again first is said once
    const again = new RegExp(`^${NAME}`).exec(def)?.[0] ?? '';
    const words = again.split(/\s+/).slice(0, name.split(/\s+/).length).join(' ');
    if (words !== '' && stem(words) === stem(name)) rest = def.slice(words.length).trim();
  }
  // "the monthly community call (first thursday, 17:00 cet)": the nth day of each month
  const nth = ORDINAL_DAY.exec(rest);
  if (/^monthly\s+/.test(name) && nth) {
    name = name.replace(/^monthly\s+/, '');
    rest = `${nth[0]} of the month${rest.slice(nth[0].length).replace(/^\s*,/, '')}`;
  }
  const verb = VERB_FIRST.test(action) ? action : NOUN_LAST.test(action) ? `send the ${action}` : null;
  if (verb === null) return null;
  const out = `${named ? `${named.groups?.name2} ${named.groups?.be} ${rest}` : `${name} ${rest}`}, ${verb} ${g.dur} before`;
  return {
    text: out.replace(/\s+/g, ' '),
    notes: [`Read "${def}" as the days and time of the ${name}, which the run is ${g.dur} before.`],
  };
}
