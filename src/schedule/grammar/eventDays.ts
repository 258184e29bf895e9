import type { Weekday } from '../intent.js';
import { type Outcome, ok, type ScheduleProblem } from '../problem.js';
import { daysOf } from './dateOffsets.js';
import { unparseable } from './draft.js';
import { eventGroupRules } from './eventGroups.js';
import { restatedEvent } from './eventRestated.js';
import { DAY } from './words.js';

/**
 * A run a day before or after the days of an event, the event's days said apart from it:
 * - "venue cleaning crew: 6am the morning after each show (shows are thu, fri, sat)": Friday, Saturday, Sunday;
 * - "send post-op check-in texts at 10am the day after each surgery day (surgeries are mon and wed)";
 * - "maintenance notifications at 18:00 the day before each window; windows are tuesday and thursday nights";
 * - "remind me to pack gym clothes the night before PE (PE is wed and fri) at 8pm";
 * - "gigs are fridays, remind me at 7pm the night before": the event's days said first, the run after them;
 * - "6am the morning after each thu, fri, sat": the days said with it;
 * - "manifest cutoff 15:00 the day before flights (flights tuesdays & fridays)", "text clients at 7pm the night
 *   before (service days tuesdays and fridays)": in brackets without "is" or "are", with the event's name pointed
 *   to or days named as such ("(except fri)" is not an event's days).
 * The event's name where the run points to it must be the name its days are said with ("show" and "shows"). "The
 * night (evening) before" only with times after noon, "the morning after" only with times before noon: the small
 * hours of a night may be the day itself. Looked at only when the phrase does not read as it is.
 */

export interface EventDaysReading {
  readonly text: string;
  readonly notes: readonly string[];
}

const DAY_SPEC = `(?:weekdays?|${DAY}(?:\\s*(?:-|–|to|through|thru)\\s*${DAY}|(?:\\s*(?:,|and|&|\\+|/)\\s*${DAY})*))`;
const NAME = "(?!(?:at|on|every|each)\\b)[a-z][a-z'-]*(?:\\s+(?!(?:at|on|every|each|is|are)\\b)[a-z][a-z'-]*)?";
const PART = '(?:\\s+(?:nights?|evenings?|mornings?|afternoons?))?';
/** The event's days, said apart: "(shows are thu, fri, sat)", "; windows are tuesday and thursday nights". */
const SAID_APART = new RegExp(
  `\\s*(?:\\(\\s*(?<n1>${NAME})(?:\\s+(?<v1>is|are))?\\s+(?:on\\s+)?(?<d1>${DAY_SPEC})(?<p1>${PART})\\s*\\)|[;,]\\s*(?:(?:the|our)\\s+)?(?<n2>${NAME})\\s+(?:is|are)\\s+(?:on\\s+)?(?<d2>${DAY_SPEC})(?<p2>${PART})\\s*$)`,
);
/** The event's days said first: "gigs are fridays, ...". */
const SAID_FIRST = new RegExp(
  `^\\s*(?:(?:the|our)\\s+)?(?<n>${NAME})\\s+(?:is|are)\\s+(?:on\\s+)?(?<d>${DAY_SPEC})(?<p>${PART})\\s*[,;:-]\\s*`,
);
/** The day before or after the event: "the night before each show", "the morning after pe", "the day before". */
const RELATIVE = new RegExp(
  `\\bthe\\s+(?<unit>day|night|evening|morning)\\s+(?<dir>before|after)(?:\\s+(?:each|every|all|the)?\\s*(?<ref>${NAME}))?(?=\\s*(?:$|[,;.!(]|\\s+at\\b|\\s+\\d))`,
);

/** "the morning after each thu, fri, sat", "the day after every monday". */
const AFTER_DAYS = new RegExp(
  `\\bthe\\s+(?<unit>day|morning)\\s+(?<dir>after)\\s+(?:each|every|all)\\s+(?<d>${DAY_SPEC})(?=\\s*(?:$|[,;.!(]|\\s+at\\b|\\s+\\d))`,
);

const FULL = ['', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** "shows" and "show", "surgeries" and "surgery day", "windows" and "window". */
function stem(name: string): string {
  return name
    .trim()
    .replace(/\s+days?$/, '')
    .split(/\s+/)
    .map((w) => w.replace(/ies$/, 'y').replace(/(?<=[^s])s$/, ''))
    .join(' ');
}

/** The clocks said: all after noon, all before noon, or mixed or none. */
function halves(text: string): 'pm' | 'am' | null {
  const times = [...text.matchAll(/\b(\d{1,2})(?::(\d{2}))?\s*([ap]m)?\b/g)].filter((t) => t[2] !== undefined || t[3]);
  if (times.length === 0) return null;
  const pm = (t: RegExpMatchArray) => (t[3] === 'pm' && t[1] !== '12') || (t[3] === undefined && Number(t[1]) >= 12);
  const am = (t: RegExpMatchArray) =>
    (t[3] === 'am' && t[1] !== '12') || (t[3] === undefined && /^0\d$/.test(t[1] as string));
  if (times.every(pm)) return 'pm';
  if (times.every(am)) return 'am';
  return null;
}

function list(days: readonly Weekday[]): string {
  const names = days.map((d) => FULL[d] as string);
  return names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const GATE = /\b(?:before|after)\b/;

/** The phrase rewritten with the days that run, or a refusal, or null when it says no day of an event's. */
export function eventDaysPhrase(text: string): EventDaysReading | ScheduleProblem | null {
  if (!GATE.test(text) || !/\b(?:the\s+(?:day|night|evening|morning))\b/.test(text)) return null;
  let rest = text;
  let name: string | null = null;
  let daysSaid: string | null = null;
  let part = '';
  let said = '';
  const apart = SAID_APART.exec(rest);
  if (apart?.groups) {
    const g = apart.groups;
    name = (g.n1 ?? g.n2) as string;
    daysSaid = (g.d1 ?? g.d2) as string;
    part = (g.p1 ?? g.p2 ?? '').trim();
    said = apart[0].trim().replace(/^[;,]\s*/, '');
    rest = `${rest.slice(0, apart.index)} ${rest.slice(apart.index + apart[0].length)}`;
  } else {
    const first = SAID_FIRST.exec(rest);
    if (first?.groups) {
      name = first.groups.n as string;
      daysSaid = first.groups.d as string;
      part = (first.groups.p ?? '').trim();
      said = first[0].trim().replace(/[,;:-]$/, '');
      rest = rest.slice(first[0].length);
    }
  }
  let rel: RegExpExecArray | null;
  let days: Weekday[] | null;
  if (name !== null && daysSaid !== null) {
    rel = RELATIVE.exec(rest);
    if (!rel?.groups) return null;
    // the run points to the event whose days are said, by its name or with none
    const ref = rel.groups.ref?.trim();
    if (ref !== undefined && stem(ref) !== stem(name)) return null;
    // "(flights tue & fri)", "(service days tue & fri)": said without "is" or "are", only the event pointed to by
    // its name, or days named as such ("(except fri)" is no event's days)
    if (apart?.groups && apart.groups.n1 !== undefined && apart.groups.v1 === undefined) {
      if (ref === undefined && !/\bdays?$/.test(name.trim())) return null;
    }
    days = daysOf(daysSaid);
  } else {
    // "the morning after each thu, fri, sat": the days said with it (the day before each day is dateOffsets.ts's)
    rel = AFTER_DAYS.exec(rest);
    if (!rel?.groups) return null;
    days = daysOf(rel.groups.d as string);
  }
  const { unit, dir } = rel.groups as { unit: string; dir: string };
  if (days === null || days.length === 0) return null;
  if ((unit === 'night' || unit === 'evening') && dir === 'after') return null;
  if (unit === 'morning' && dir === 'before') return null;
  const half = halves(rest);
  // the small hours of a night may be the day itself; a morning's run is before noon
  if ((unit === 'night' || unit === 'evening') && half !== 'pm') {
    return unparseable(
      `"${rel[0].trim()}" with a time not said to be after noon could be that night's small hours, on the day itself.`,
      'Say the days to run on, e.g. "every sunday to thursday at 8pm".',
    );
  }
  if (unit === 'morning' && half !== 'am') {
    return unparseable(
      `"${rel[0].trim()}" with a time not said to be before noon could be the evening of the day itself.`,
      'Say the days to run on, e.g. "every friday at 6am".',
    );
  }
  const step = dir === 'before' ? 6 : 1;
  const moved = [...new Set(days.map((d) => (((d - 1 + step) % 7) + 1) as Weekday))];
  const out = `${rest.slice(0, rel.index)}every ${list(moved)}${rest.slice(rel.index + rel[0].length)}`;
  const notes: string[] = [];
  if (name !== null) {
    notes.push(
      `Read "${said}" as the days of the ${stem(name)}${part !== '' ? ` (the ${part} of those days)` : ''}, not a run.`,
    );
  }
  notes.push(`Read "${rel[0].trim()}" as every ${list(moved)}: the day ${dir} each ${list(days)}.`);
  return { text: out.replace(/\s+/g, ' ').trim(), notes };
}

/**
 * For the rules of a phrase not read: the rewrite read again (by `readAgain`), the notes on its first rule, or the
 * refusal; null when the phrase says no day of an event's, or the rewrite does not read.
 */
export function eventDayRules<T extends { readonly assumptions: readonly string[] }>(
  text: string,
  readAgain: (text: string) => Outcome<T[]>,
): Outcome<T[]> | null {
  // "post the agenda 24h before the call (calls are wednesdays 15:00 utc)": the event said first (eventRestated.ts)
  const found = eventDaysPhrase(text) ?? restatedEvent(text);
  if (found === null) return null;
  if ('code' in found) return { ok: false, problem: found };
  // "close is 8pm mon-thu and 5pm fri-sat, send ... 15 min before": times that differ by day (eventGroups.ts)
  const again = eventGroupRules(found.text, readAgain) ?? readAgain(found.text);
  if (!again.ok) return null;
  return ok(again.value.map((r, i) => (i === 0 ? { ...r, assumptions: [...found.notes, ...r.assumptions] } : r)));
}
