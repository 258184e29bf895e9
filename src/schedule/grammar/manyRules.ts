import type { LocalTime, Weekday } from '../intent.js';
import { fail, type Outcome, ok } from '../problem.js';
import type { IntentDraft } from './draft.js';
import { WORD_SOURCE } from './parsers/zone.js';
import { type ReadOptions, readDraft } from './read.js';
import { DAY } from './words.js';
import { differencesAt } from './zoneClocks.js';
import { type RunsSaid, zonePieces } from './zoneRuns.js';

/**
 * Readings of several rules that the plain cut into clauses (rules.ts) does not make: one rule per time zone
 * ("weekdays at 9 in Honolulu and 9 in New York", "every monday 9am in each of London, New York and Singapore"),
 * and the words around a rule that only say which of its days it runs on ("nightly at 23:30, weeknights only",
 * "every night at 1am, weekends included") or what it is for ("sunday 20:00 for the monday ops review"). Each is
 * tried only once the phrase has failed to read as said, so nothing that read before reads otherwise.
 */

const minutesOf = (t: LocalTime) => t.hour * 60 + t.minute;

/** "in each of London, New York and Singapore", last in the phrase: the zones, each a rule of its own. */
const EACH_OF = /^(?<rule>.*?)\s*\b(?:in\s+|for\s+)?each\s+of\s+(?<list>[^;.!?]+?)[\s.!?]*$/;
const LIST_SEP = /\s*,\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+/;

/** A rule said of one zone only: times, its own days or none, no dates or exceptions of its own. */
function plainRule(d: IntentDraft): boolean {
  return (
    d.zone !== null &&
    d.times.length > 0 &&
    d.interval === null &&
    d.window === null &&
    d.exceptDates === null &&
    d.exceptTimes === null &&
    d.exceptBetween === null &&
    d.exceptMonths === null &&
    d.exceptMonthDays === null
  );
}

/**
 * One rule per zone: pieces of the phrase (cut at its separators, `pieces`), each with a zone of its own and the same
 * time of day on its clock, a piece without days on the days of the one before ("every day at 9am in Kolkata, 9am
 * in Dubai"). The same clock time in two zones can only be two runs; two times that differ ("1pm EST, 11am PST")
 * could be one run converted wrongly, and stay refused (null here). Null too when the phrase is not of that shape.
 * Also read so: one time in a list of zones ("9am in Sydney, London and Toronto every weekday"), days said once
 * last for every rule ("0900 local in Singapore and 0900 local in Frankfurt, every day"), and a rule in "my time"
 * (the person's own zone) beside one in another zone. `phrase` is the phrase as typed.
 */
export function zoneRules(
  text: string,
  pieces: readonly string[],
  options: ReadOptions,
  phrase?: string,
  runs: RunsSaid | null = null,
): { drafts: IntentDraft[]; said: string[] } | null {
  // "thursday 7am honolulu and again 7am sydney", "4pm for lagos and 4pm for nairobi" (zoneRuns.ts)
  const own = zonePieces(pieces);
  let said = own.pieces;
  let note: string | null = null;
  const each = EACH_OF.exec(text);
  if (each?.groups) {
    const rule = each.groups.rule?.trim() ?? '';
    const zones = (each.groups.list ?? '').split(LIST_SEP).map((z) => z.trim());
    if (rule === '' || zones.length < 2 || zones.some((z) => z === '')) return null;
    said = zones.map((z) => `${rule} in ${z}`);
    note = `"each of ${each.groups.list?.trim()}" read as one rule per time zone, each at that time on its own zone's clock.`;
  }
  const list = note === null ? zoneList(text) : null;
  if (list !== null) {
    said = list.said;
    note = list.note;
  }
  // "..., every day" last: days said once for every rule (each of them then without days of its own)
  const shared = said.length > 2 ? sharedDays(said[said.length - 1] as string, options) : null;
  if (shared !== null) said = said.slice(0, -1);
  if (said.length < 2) return null;
  const drafts: IntentDraft[] = [];
  for (const piece of said) {
    // "... and 9 in New York": a bare hour starting a piece is its time
    const words = /^\s*\d/.test(piece) ? `at ${piece}` : piece;
    // read with the phrase as typed beside it, where capitals tell a place's code ("JFK") from a word
    const d = phrase === undefined ? readDraft(words, options) : readDraft(phrase, options, words);
    if (!d.ok) return null;
    // "daily at 7:30 my time and 7:30 manila time": "my time" is the person's own zone, for that rule
    ownZoneRule(d.value, options.defaultZone);
    if (!plainRule(d.value)) return null;
    if (shared !== null) {
      if (d.value.days !== null || d.value.weekly || d.value.monthly || d.value.months !== null) return null;
      d.value.days = shared.days;
      d.value.except = shared.except;
    }
    drafts.push(d.value);
  }
  const first = drafts[0] as IntentDraft;
  const times = (d: IntentDraft) => [...new Set(d.times.map(minutesOf))].sort((a, b) => a - b).join(',');
  const zones = new Set(drafts.map((d) => d.zone?.name));
  if (zones.size !== drafts.length) return null;
  // different clock times are each a run only where the phrase says so ("... not the same time, do both")
  if (!runs?.differ && drafts.some((d) => times(d) !== times(first))) return null;
  if (runs?.count != null && runs.count !== drafts.length) return null;
  // "both in the morning": every rule's time in that part of the day
  const part = runs?.part;
  if (part !== undefined && drafts.some((d) => d.times.some((t) => !part(minutesOf(t))))) return null;
  // "9pm eastern and 6pm pacific (two pings)": two clocks of one instant are one run said twice, not two
  if (runs?.differ && drafts.some((d, i) => i > 0 && oneInstant(first, d, options.now))) return null;
  // "8 am my time and 8 am their time (london) on mondays": days said only after the last zone's clock are every
  // rule's ("9am in Kolkata, every monday 9am in Dubai" keeps Kolkata every day)
  const dated = drafts.findIndex((d) => d.days !== null || d.weekly || d.monthly);
  const from = drafts[dated];
  if (dated === drafts.length - 1 && from?.days && /^\s*(?:at\s+|@\s*)?\d/.test(said[dated] ?? '')) {
    for (const d of drafts.slice(0, dated)) {
      d.days = from.days;
      d.months = from.months;
      d.except = from.except;
    }
    first.assumptions.push(`The days said with ${from.zone?.name} read as the days of every rule.`);
  }
  // "daily 8am Kampala and 8am Kigali in april only": months said only with the last rule are every rule's; months
  // said with some rules and not others are not guessed at
  const last = drafts[drafts.length - 1] as IntentDraft;
  if (last.months !== null && drafts.slice(0, -1).every((d) => d.months === null)) {
    for (const d of drafts.slice(0, -1)) d.months = last.months;
    first.assumptions.push(`The months said with ${last.zone?.name} read as the months of every rule.`);
  }
  for (const [i, d] of drafts.entries()) {
    if (i === 0 || d.days !== null || d.weekly || d.monthly) continue;
    const before = drafts[i - 1] as IntentDraft;
    d.days = before.days;
    d.months ??= before.months;
    d.except = before.except;
  }
  if (drafts.some((d) => JSON.stringify(d.months) !== JSON.stringify(first.months))) return null;
  first.assumptions.push(
    note ??
      `Read as one rule per time zone, each on its own zone's clock: ${drafts.map((d) => d.zone?.name).join(', ')}.`,
  );
  if (own.note !== null && note === null) first.assumptions.push(own.note);
  if (runs !== null) first.assumptions.push(`"${runs.said}" read as a run in each zone, as said.`);
  return { drafts, said };
}

/** Whether two rules' first times name one instant on some day of the year (each a time on its own zone's clock). */
function oneInstant(a: IntentDraft, b: IntentDraft, now: number): boolean {
  const ta = a.times[0];
  const tb = b.times[0];
  if (!ta || !tb || !a.zone || !b.zone) return false;
  const m = minutesOf(ta);
  const diffs = differencesAt(a.zone.name, b.zone.name, m, now) ?? [];
  return diffs.some((d) => (((m + d - minutesOf(tb)) % 1440) + 1440) % 1440 === 0);
}

/**
 * "9am in Sydney, London and Toronto every weekday", "9am in both London and Tokyo": one time in a list of zones, each a rule of its own on the
 * days said after the list. Null when the phrase is not of that shape (the list's words must all be zones).
 */
const ZONE_LIST = new RegExp(
  `^(?<rule>.*?)\\s*\\bin\\s+(?<both>both\\s+)?(?<list>(?:${WORD_SOURCE})(?:\\s*,\\s*(?:${WORD_SOURCE}))*\\s*,?\\s*(?:and|&)\\s+(?:${WORD_SOURCE}))(?![a-z0-9_/])(?<tail>.*)$`,
);

const TAIL_CLOCK = /\d\s*[ap]m\b|\d:[0-5]\d|\b(?:noon|midnight|midday)\b|\b(?:at|@)\s*\d/;

function zoneList(text: string): { said: string[]; note: string } | null {
  const m = ZONE_LIST.exec(text);
  const g = m?.groups;
  if (!g) return null;
  const rule = g.rule?.trim() ?? '';
  const zones = (g.list ?? '').split(LIST_SEP).map((z) => z.trim());
  if (rule === '' || zones.length < 2 || zones.some((z) => z === '')) return null;
  // "in both London and Tokyo": two places
  if (g.both !== undefined && zones.length !== 2) return null;
  const tail = g.tail ?? '';
  // "9am in London and Tokyo at 5pm": the later time is likely the last zone's alone, not every zone's
  if (TAIL_CLOCK.test(tail)) return null;
  return {
    said: zones.map((z) => `${rule} in ${z}${tail}`),
    note: `"${(g.list ?? '').trim()}" read as one rule per time zone, each at that time on its own zone's clock.`,
  };
}

/** The days of a last piece that says only days ("every day", "weekdays"), null otherwise. */
function sharedDays(piece: string, options: ReadOptions): Pick<IntentDraft, 'days' | 'except'> | null {
  if (/\d/.test(piece)) return null;
  const d = readDraft(piece, options);
  if (!d.ok) return null;
  const v = d.value;
  if (v.days === null || v.times.length > 0 || v.interval !== null || v.window !== null || v.zone !== null) return null;
  if (v.ownZone !== null || v.months !== null || v.weekly || v.monthly) return null;
  return { days: v.days, except: v.except };
}

/** A rule said in "my time": read in the person's own zone, said so. */
export function ownZoneRule(d: IntentDraft, own: string): void {
  if (d.ownZone === null || d.zone !== null) return;
  d.zone = { name: own, said: d.ownZone };
  d.assumptions.push(`"${d.ownZone}" read as your own zone (${own}).`);
  d.ownZone = null;
}

/** A rule said for every day or night. */
const EVERY_DAY = /\b(?:(?<night>nightly|(?:every|each)\s+night)|daily|(?:every|each)\s+day)\b/g;
/** ", weeknights only", ", only on weekdays": the days of the week it is meant for. */
const ONLY =
  /\s*[,;(]?\s*(?:(?<days>weeknights?|weekdays?|week\s+days|weekends?)\s+only|only\s+(?:on\s+)?(?<days2>weeknights|weekdays|weekends))\b\)?/;
/** ", weekends included", "including weekends": every day confirmed. */
const INCLUDED =
  /\s*[,;(]?\s*(?:(?:the\s+)?weekends?\s+(?:included|too|as\s+well)|including\s+(?:the\s+)?weekends?|incl\.?\s+weekends?)\b\)?/;
/** Words of a rule's own days: a day, a list of days' word, or every day said. */
const OWN_DAYS = new RegExp(
  `\\b(?:${DAY}|daily|every\\s+(?:day|night|morning|evening)|week(?:day|end|night)s?|nightly)\\b`,
);
/**
 * "for the monday ops review", "about the saturday opening" last in the phrase: what the runs are for, naming a day
 * they do not run on. Not a range or list of days ("for the mon-thu crew" may say the runs' days), nor where its
 * words bound or narrow the runs ("for the friday market until june", "about the friday market in june": BOUNDS_RUNS).
 */
const PURPOSE = new RegExp(
  `\\s+(?:for|about)\\s+(?:the|our|their|next|this|that)\\s+(?<day>${DAY})(?!\\s*(?:-|–|to|through|thru|,|&|\\+|/)\\s*\\w)(?:'s)?\\s+(?<what>[a-z][a-z' -]*?)[\\s.!?]*$`,
);
/** Words that bound, narrow or repeat the runs: never in what a run is for. */
const BOUNDS_RUNS =
  /\b(?:until|till|til|except|only|every|each|from|starting|ending|between|through|thru|other|in|during|over|within|odd|even|alternate|alternating|fortnightly|biweekly|monthly|weekly|yearly|annual|term|terms|holidays?|season|seasons|spring|summer|autumn|fall|winter|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/;

/** A time added to a rule, last: ", plus 2pm", "and 9:30", "also at 14:00". */
const ADDED_TIME_LAST = /(?:\bplus|\band|\balso|&|\+)\s*(?:at\s+)?\d{1,2}(?::[0-5]\d)?\s*(?:[ap]\.?m\.?)?\s*$/;

/**
 * The phrase without words that say which days of an every-day rule it runs on, or what it is for, with the
 * note saying how they were read; null when it has none of them. "nightly at 23:30, weeknights only" is every
 * weeknight (read as the grammar reads "weeknights": Monday to Friday, with its note), "daily at 9, weekdays only"
 * every weekday, "every night at 1am, weekends included" every night. What a rule is for is set aside only when
 * it names a day and the phrase reads without it (its days and time said).
 */
export function aside(text: string): { text: string; note: string } | null {
  const every = [...text.matchAll(EVERY_DAY)];
  const only = ONLY.exec(text);
  const included = INCLUDED.exec(text);
  if (only && included) return null;
  if (every.length === 1 && (only || included)) {
    const m = every[0] as RegExpMatchArray;
    const tail = (only ?? included) as RegExpExecArray;
    const at = m.index ?? 0;
    if (tail.index < at + m[0].length) return null;
    const rest = text.slice(0, tail.index) + text.slice(tail.index + tail[0].length);
    if (included) {
      return {
        text: rest,
        note: `"${included[0].replace(/^[\s,;(]+|\)$/g, '')}" read as every ${m.groups?.night ? 'night' : 'day'}, Saturday and Sunday too.`,
      };
    }
    const days = only?.groups?.days ?? only?.groups?.days2 ?? '';
    const kind = /^weekn/.test(days) ? 'weeknight' : /^weeke/.test(days) ? 'weekend' : 'weekday';
    const words = kind === 'weeknight' ? 'every weeknight' : m.groups?.night ? `every ${kind} night` : `every ${kind}`;
    return {
      text: rest.slice(0, at) + words + rest.slice(at + m[0].length),
      note: `"${only?.[0].replace(/^[\s,;(]+|\)$/g, '')}" read as "${m[0]}" on those days only.`,
    };
  }
  const purpose = PURPOSE.exec(text);
  // only where the rest says its own days: "post the agenda at 9am for the monday standup" may mean Mondays; and not
  // right after a time added to the rule ("7pm tue-sat, plus 2pm for the sat matinee": 2pm on Saturdays only)
  const before = purpose ? text.slice(0, purpose.index) : '';
  if (
    purpose &&
    OWN_DAYS.test(before) &&
    !ADDED_TIME_LAST.test(before) &&
    !BOUNDS_RUNS.test(purpose.groups?.what ?? '')
  ) {
    const said = purpose[0].trim().replace(/[.!?]+$/, '');
    return {
      text: text.slice(0, purpose.index),
      note: `"${said}" read as what the runs are for, not as a day they run on.`,
    };
  }
  return null;
}

/** "a second verification on ...", "another one at ...": a later rule of the job named before. */
const AGAIN =
  /^\s*(?:and\s+)?(?:a|an)\s+(?:second|third|another|other)\s+(?<noun>[a-z]+)\s+(?=on\b|at\b|every\b|each\b)/;
const ANOTHER = /^\s*(?:and\s+)?another\s+(?:one\s+)?(?=on\b|at\b|every\b|each\b)/;

/** A clause without the words that say it is another run of what was named before, when that is what they say. */
export function againClause(clause: string, before: string): string {
  const m = AGAIN.exec(clause);
  if (m?.groups?.noun && new RegExp(`\\b${m.groups.noun}\\b`).test(before)) return clause.slice(m[0].length);
  const a = ANOTHER.exec(clause);
  return a ? clause.slice(a[0].length) : clause;
}

/** ", both in Singapore time", ", both forever", "all of them at ...": words for every rule, once there are two. */
const BOTH =
  /(?<=,\s*|^\s*|\(\s*)(?:both|all\s+of\s+them|all\s+(?:two|three|four)|all(?=\s+(?:in\s+)?(?!the\b|other\b|day\b|that\b|this\b)[a-z]+(?:\s+[a-z]+)?\s+time\b))\b\s*/g;

export function withoutBoth(clause: string): string {
  return clause.replace(BOTH, '');
}

/** "every 15 minutes the rest of the time", "... at all other times": the runs outside the earlier rules'. */
export const REST = /\s*\b(?:(?:for\s+|during\s+)?the\s+rest\s+of\s+the\s+time|(?:at\s+)?all\s+other\s+times)\b/;

/** A clause without its "the rest of the time", and whether it had it. */
export function withoutRest(clause: string): { text: string; rest: boolean } {
  const m = REST.exec(clause);
  if (!m) return { text: clause, rest: false };
  return { text: clause.slice(0, m.index) + clause.slice(m.index + m[0].length), rest: true };
}

const ALL_DAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];
const DAY_NAMES = ['', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const clockOf = (m: number): LocalTime => ({ hour: Math.floor(m / 60), minute: m % 60 });
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

function weekdaysOf(d: IntentDraft): readonly Weekday[] | null {
  const r = d.days;
  const base = r === null || r.kind === 'every-day' ? ALL_DAYS : r.kind === 'weekdays' ? r.days : null;
  if (base === null) return null;
  return d.except ? base.filter((x) => !d.except?.includes(x)) : base;
}

/**
 * "every 5 minutes between 7am and 11pm on weekdays, and every 15 minutes the rest of the time": the later interval
 * runs on its own grid (from midnight) at the times no earlier rule's hours cover, on each day of the week: outside
 * 07:00-23:00 on weekdays (none at the edges, where the earlier rule runs), all day at the weekend. Exact only when
 * the earlier rules are intervals within hours of the day on days of the week and the later one an interval on no
 * days of its own: anything else is refused with the reason, as what "the rest" is could not be said exactly.
 */
export function applyRest(
  drafts: readonly IntentDraft[],
  rest: readonly boolean[],
  said: readonly string[],
): Outcome<{ drafts: IntentDraft[]; said: string[] }> {
  const at = rest.indexOf(true);
  if (at < 0) return ok({ drafts: [...drafts], said: [...said] });
  const d = drafts[at] as IntentDraft;
  const earlier = drafts.slice(0, at);
  const refuse = (why: string) =>
    fail(
      'unparseable',
      `"${said[at]?.trim()}" ${why}`,
      'Say the hours and days of each rule, e.g. "every 5 minutes from 7am to 11pm on weekdays, every 15 minutes from midnight to 6:45am on weekdays, and every 15 minutes at weekends".',
    );
  if (rest.lastIndexOf(true) !== at || at !== drafts.length - 1 || earlier.length === 0) {
    return refuse('must come last, after the rules it is the rest of.');
  }
  if (d.interval === null || d.window !== null || d.days !== null || d.months !== null || d.except !== null) {
    return refuse('is read only as an interval with no hours or days of its own ("every 15 minutes").');
  }
  const covered = new Map<Weekday, [number, number][]>();
  for (const e of earlier) {
    const days = weekdaysOf(e);
    const w = e.window;
    if (e.interval === null || w === null || w.to === null || days === null || e.months !== null) {
      return refuse('is the rest of rules of intervals within hours of the day, on days of the week.');
    }
    const from = minutesOf(w.from);
    const to = minutesOf(w.to);
    if (to <= from) return refuse('follows hours that run past midnight, whose rest I would rather not guess.');
    for (const x of days) covered.set(x, [...(covered.get(x) ?? []), [from, to]]);
  }
  const step = d.interval.unit === 'minute' ? d.interval.every : d.interval.every * 60;
  const first = d.interval.unit === 'hour' ? d.interval.atMinute : 0;
  if (1440 % step !== 0)
    return refuse(`runs on a step that does not divide the day, so its grid is not the same each day.`);
  const grid: number[] = [];
  for (let t = first; t < 1440; t += step) grid.push(t);
  // the times left, as runs of consecutive grid times, for each set of days that leaves the same
  const byLeft = new Map<string, { days: Weekday[]; runs: [number, number][] }>();
  for (const x of ALL_DAYS) {
    const spans = covered.get(x) ?? [];
    const left = grid.filter((t) => !spans.some(([a, b]) => t >= a && t <= b));
    const runs: [number, number][] = [];
    for (const t of left) {
      const last = runs[runs.length - 1];
      if (last && t - last[1] === step) last[1] = t;
      else runs.push([t, t]);
    }
    const key = runs.map(([a, b]) => `${a}-${b}`).join(',');
    const entry = byLeft.get(key) ?? { days: [], runs };
    entry.days.push(x);
    byLeft.set(key, entry);
  }
  const out: IntentDraft[] = [];
  const words: string[] = [];
  for (const { days, runs } of byLeft.values()) {
    const rule = days.length === 7 ? { kind: 'every-day' as const } : { kind: 'weekdays' as const, days };
    const whole = runs.length === 1 && runs[0]?.[0] === first && runs[0]?.[1] === grid[grid.length - 1];
    for (const [a, b] of runs) {
      out.push({
        ...d,
        days: rule,
        window: whole ? null : { from: clockOf(a - first), to: clockOf(b) },
        assumptions: [],
      });
    }
    const dayWords = days.length === 7 ? 'every day' : days.map((x) => DAY_NAMES[x]).join(', ');
    if (runs.length > 0)
      words.push(
        `${whole ? 'all day' : runs.map(([a, b]) => (a === b ? hhmm(a) : `${hhmm(a)}-${hhmm(b)}`)).join(' and ')} on ${dayWords}`,
      );
  }
  if (out.length === 0) return refuse('leaves no time: the earlier rules cover every run of it.');
  (out[0] as IntentDraft).assumptions.push(
    ...d.assumptions,
    `"the rest of the time" read as the runs of "${said[at]?.trim()}" that no earlier rule's hours cover: ${words.join('; ')}.`,
  );
  return ok({
    drafts: [...earlier, ...out],
    said: [...said.slice(0, at), ...out.map(() => said[at] as string)],
  });
}
