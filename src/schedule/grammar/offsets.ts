import type { Weekday } from '../intent.js';
import { fail, type Outcome, ok, type ScheduleProblem } from '../problem.js';
import { type IntentDraft, unparseable } from './draft.js';
import { normalize } from './normalize.js';
import { WORD_SOURCE } from './parsers/zone.js';
import { withoutAgreeingPart } from './partOfDayNames.js';
import { minutesBeforeOf } from './secondLanguageOrder.js';
import { DAY, MONTH } from './words.js';

/**
 * Times said relative to another time, and events whose start or end is what runs:
 * - "30 min before the 15:00 cut-off", "2h before the sunday 20:00 close", "1h before reset (reset is 00:00 UTC)":
 *   the time computed, with a note showing the arithmetic; when it crosses midnight the days named move with it;
 * - "cut-off is 2pm, remind at 1:45", "port gate closes 16:00 fri, warn at 15:00": a time said as context, then the
 *   time that runs after the action's verb; the context time is set aside with a note;
 * - "A shift 06:00-14:00, remind at shift start", "weekend event fri 17:00 to mon 09:00, ping when it opens",
 *   "B shift starts 14:00 mon-sat, post the roster then", "C shift 22:00-06:00: ping 15 min before it starts":
 *   an event (a time, or a range) and the action at its start or end, or a duration before or after it;
 * - "A 06:00-14:00 / B 14:00-22:00 / C 22:00-06:00, ping at each start", "3 shifts, 8 hours each, starting 7am:
 *   post the note at every change", "every shift change (06:00, 14:00, 22:00)": each start.
 * Looked at only when the phrase does not read as it is. The phrase is rewritten with the times that run in place
 * of what was said, and read again; the reading must then hold exactly those times and nothing that repeats
 * within a day, else the phrase is refused. When which time runs is unclear, the phrase is refused saying so.
 */

const CLOCK = '(?:(?:[01]?\\d|2[0-3]):[0-5]\\d(?:\\s*[ap]m\\b)?|(?:1[0-2]|0?[1-9])\\s*[ap]m\\b|noon\\b|midnight\\b)';
const CLOCK_RE = new RegExp(`(?<![\\w:/.])${CLOCK}(?![\\w:/.])`, 'g');
const UNIT_MIN = 'minutes?|mins?|m';
const UNIT_HOUR = 'hours?|hrs?|h';
/** "30 minutes", "2 hours", "an hour", "half an hour", "1 hours 30 minutes" (after the rewrite of "1h30"). */
const DURATION = `(?:(?<dh>\\d{1,2}|an|one|a)\\s*(?:${UNIT_HOUR})(?:\\s*(?:and\\s+)?(?<dhm>\\d{1,2})\\s*(?:${UNIT_MIN}))?|(?<dm>\\d{1,3})\\s*(?:${UNIT_MIN})|(?<half>half\\s+an?\\s+hour))`;
const BEFORE = '(?<dir>before|prior\\s+to|ahead\\s+of|after)';
/** The verbs of an action said before the time that runs: "remind (drivers)", "warn", "ping", "post (the roster)". */
const VERB =
  '(?:remind|warn|ping|alert|notify|post|send|announce|push|message|msg|email|page|tell|nudge|run|trigger|fire|broadcast|publish|share|drop)';
/** Words a subject or an object is made of: not a number, a clock, a day or another word of a schedule. */
const SCHEDULE_WORD = new RegExp(
  `^(?:${DAY}|${MONTH}|every|each|daily|nightly|weekly|monthly|hourly|yearly|annually|week(?:day|end|night)s?|work(?:ing)?days?|schooldays?|businessdays?|workweeks?|days?|today|tonight|tomorrow|morning|evening|afternoon|night|noon|midnight|on|at|from|between|until|till|to|before|after|except|but|not|no|never|and|or|then|when|utc|gmt|[ap]m)$`,
);
const ZONE_IN = new RegExp(`(?:^|\\s)(?:${WORD_SOURCE})(?=$|\\s)`);
const ZONE_ALL = new RegExp(`(?<=^|\\s)(?:${WORD_SOURCE})(?=$|\\s)`, 'g');

/** The subject set aside, the words of a place or zone in it kept for the zone to be read. */
function blankSubject(text: string, to: number): string {
  const subject = text.slice(0, to);
  const kept = subject.replace(ZONE_ALL, (z) => `\u0000${z}\u0000`);
  if (!kept.includes('\u0000')) return blank(text, 0, to);
  const out = kept
    .split('\u0000')
    .map((part, i) => (i % 2 === 1 ? part : ' '.repeat(part.length)))
    .join('');
  return out + text.slice(to);
}

const LABEL_NOUN =
  /^(?:line|dock|gate|bay|door|site|plant|zone|building|warehouse|store|shift|phase|season|stage|level|area|room|floor|hall|platform|terminal|lane|station|unit|cell|team|crew|group|batch|wave)$/;

interface Clock {
  readonly at: number;
  readonly end: number;
  readonly minutes: number;
}

function clockMinutes(text: string): number | null {
  const t = text.trim();
  if (t === 'noon') return 720;
  if (t === 'midnight') return 0;
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([ap]m)?$/.exec(t);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  if (m[3] === 'pm' && hour < 12) hour += 12;
  if (m[3] === 'am' && hour === 12) hour = 0;
  if (m[3] === undefined && m[2] === undefined) return null;
  return hour * 60 + minute;
}

/** A clock without am/pm of 12 hours or less ("1:45"): either half of the day. */
function halfOpen(text: string): boolean {
  const m = /^(\d{1,2}):\d{2}$/.exec(text.trim());
  return m !== null && Number(m[1]) >= 1 && Number(m[1]) <= 12;
}

function clocksIn(text: string, from = 0): Clock[] {
  const out: Clock[] = [];
  CLOCK_RE.lastIndex = 0;
  for (let m = CLOCK_RE.exec(text); m !== null; m = CLOCK_RE.exec(text)) {
    const minutes = clockMinutes(m[0]);
    if (minutes !== null) out.push({ at: from + m.index, end: from + m.index + m[0].length, minutes });
  }
  return out;
}

export function hhmm(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A time as the rewritten phrase says it, with its half of the day, so that it reads without a note. */
export function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = String(minutes % 60).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${m}${h < 12 ? 'am' : 'pm'}`;
}

export function durationOf(g: Record<string, string | undefined>): number | null {
  if (g.half !== undefined) return 30;
  if (g.dm !== undefined) return Number(g.dm);
  if (g.dh !== undefined) {
    const h = /^\d+$/.test(g.dh) ? Number(g.dh) : 1;
    return h * 60 + Number(g.dhm ?? 0);
  }
  return null;
}

export function durationWords(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [];
  if (h > 0) parts.push(`${h} h`);
  if (m > 0) parts.push(`${m} min`);
  return parts.join(' ');
}

function blank(text: string, from: number, to: number, by = ''): string {
  return text.slice(0, from) + by.padEnd(to - from, ' ') + text.slice(to);
}

/** "1h before", "90 mins after", "1h30 before": the duration written out, so the clock rewrites leave it alone. */
export function spellDurations(lower: string): string {
  return lower
    .replace(
      /(?<![\w:.])(\d{1,2})\s*(?:h|hrs?|hours?)\s*(?:(\d{1,2})\s*(?:m|mins?|minutes?)?\s*)?(?=\s(?:before|after|prior\s+to|ahead\s+of)\b)/g,
      (_m, h: string, mm: string | undefined) => `${h} hours${mm ? ` ${mm} minutes` : ''} `,
    )
    .replace(
      /(?<![\w:.])(\d{1,3})\s*(?:m|mins?|minutes?)\s*(?=\s(?:before|after|prior\s+to|ahead\s+of)\b)/g,
      '$1 minutes ',
    )
    .replace(/(?<![\w:.])(\d{1,2})\s*-?\s*(?:h|hrs?|hours?)\s+(?=shifts?\b)/g, '$1 hour ');
}

/** What the rewrite says runs: the times, the day shift of each (−1, 0, 1), and the notes. */
export interface OffsetReading {
  readonly text: string;
  /** Null when the rewrite only set words aside: the times are those the phrase says. */
  readonly times: readonly number[] | null;
  readonly shifts: readonly number[];
  readonly notes: readonly string[];
}

type Found = OffsetReading | ScheduleProblem | null;

const unclear = (said: string, why: string): ScheduleProblem =>
  unparseable(
    `In "${said}", which time runs is unclear: ${why}.`,
    'Say the time to run, e.g. "remind at 14:30 on weekdays", or "30 min before the 15:00 cut-off, weekdays".',
  );

/** Words of a subject or object: at most `max`, none a word of a schedule ("line 3" and "dock 4" may carry a number). */
function plainWords(words: readonly string[], max: number, zones = false): boolean {
  if (words.length > max) return false;
  // a place or a zone ("Osaka store opens 10am") says whose clock it is: never set aside (a subject keeps it)
  const joined = words.join(' ');
  if (words.length > 0 && ZONE_IN.test(joined)) {
    if (!zones) return false;
    return plainWords(wordsOf(joined.replace(ZONE_ALL, ' ')), max);
  }
  for (const [i, w] of words.entries()) {
    if (/^\d{1,2}$/.test(w) && i > 0 && LABEL_NOUN.test(words[i - 1] as string)) continue;
    if (!/^[a-z][a-z'-]*$/.test(w) || SCHEDULE_WORD.test(w)) return false;
    // words joined by a dash are read part by part: "mon-thu" is days, not a name's word
    if (w.includes('-') && w.split('-').some((part) => SCHEDULE_WORD.test(part))) return false;
  }
  return true;
}

function wordsOf(text: string): string[] {
  return text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
}

/** An event said: the times it starts (and ends), where they stand, and the text each becomes. */
interface Event {
  /** The span of the event's times in the text, replaced by the times that run. */
  readonly from: number;
  readonly to: number;
  readonly starts: readonly number[];
  /** The end of each start, with the days after the start it falls on; null where no end was said. */
  readonly ends: readonly { minutes: number; days: number }[] | null;
  /** Day words said with a range's start and end ("fri 17:00 to mon 09:00"): the day that each end is on. */
  readonly startDay: string | null;
  readonly endDay: string | null;
  /** The starts, one after another with no gap, cover the day: each start is also a change. */
  readonly covers: boolean;
  readonly said: string;
}

const RANGE_JOIN = '\\s*(?:-|to|until|till|through)\\s*';
const DAY_RANGE = new RegExp(`^(?<da>${DAY})\\s+(?<a>${CLOCK})${RANGE_JOIN}(?<db>${DAY})\\s+(?<b>${CLOCK})$`);
const N_SHIFTS = new RegExp(
  `^(?<subject>.*?)\\b(?<n>[2-6]|two|three|four|five|six)\\s+shifts?\\s*,?\\s*(?:of\\s+)?(?<h>\\d{1,2})\\s*(?:hours?|hrs?|h)\\s*(?:each|apiece)?\\s*,?\\s*(?:starting|beginning|from)\\s+(?:at\\s+)?(?<t>${CLOCK})\\s*$`,
);
/** "12h shifts 7-7", "8 hour shifts from 6am": shifts of that length one after another from the start said. */
const HOUR_SHIFTS =
  /^(?<subject>.*?)\b(?<h>\d{1,2})\s*(?:-\s*)?(?:hours?|hrs?|h)\s+shifts?\s*,?\s*(?:from\s+|starting\s+(?:at\s+)?)?(?<a>(?:[01]?\d|2[0-3])(?::[0-5]\d)?(?:\s*[ap]m)?)(?:\s*(?:-|to)\s*(?<b>(?:[01]?\d|2[0-3])(?::[0-5]\d)?(?:\s*[ap]m)?))?\s*$/;
const NUMBER: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

/** The event in the part of the phrase before its action, or null (a problem when it is there but unclear). */
function eventOf(def: string): { event: Event; subjectEnd: number } | ScheduleProblem | null {
  const shifts = N_SHIFTS.exec(def);
  if (shifts?.groups) {
    const g = shifts.groups;
    const n = NUMBER[g.n as string] ?? Number(g.n);
    const h = Number(g.h);
    const first = clockMinutes(g.t as string);
    if (first === null || n * h > 24 || h === 0)
      return unclear(def.trim(), `${n} shifts of ${h} hours do not fit in a day`);
    const subject = wordsOf(g.subject ?? '');
    if (!plainWords(subject, 4)) return null;
    const starts = Array.from({ length: n }, (_, i) => (first + i * h * 60) % 1440);
    return {
      event: {
        from: (g.subject ?? '').length,
        to: def.length,
        starts,
        ends: starts.map((s) => ({ minutes: (s + h * 60) % 1440, days: s + h * 60 >= 1440 ? 1 : 0 })),
        startDay: null,
        endDay: null,
        covers: n * h === 24,
        said: def.slice((g.subject ?? '').length).trim(),
      },
      subjectEnd: (g.subject ?? '').length,
    };
  }
  const hourShifts = HOUR_SHIFTS.exec(def);
  if (hourShifts?.groups) {
    const g = hourShifts.groups;
    const h = Number(g.h);
    if (h === 0 || 24 % h !== 0 || h === 24) return unclear(def.trim(), `shifts of ${h} hours do not divide the day`);
    const subject = wordsOf(g.subject ?? '');
    if (!plainWords(subject, 4)) return null;
    const at = /^(\d{1,2})(?::(\d{2}))?\s*([ap]m)?$/.exec((g.a as string).trim());
    if (!at) return null;
    let first = Number(at[1]) * 60 + Number(at[2] ?? 0);
    if (at[3] === 'pm' && first < 720) first += 720;
    if (at[3] === 'am' && first >= 720) first -= 720;
    const end = g.b === undefined ? null : /^(\d{1,2})(?::(\d{2}))?/.exec(g.b.trim());
    if (end && (first + h * 60) % 720 !== (Number(end[1]) * 60 + Number(end[2] ?? 0)) % 720) {
      return unclear(def.trim(), `a shift of ${h} hours from ${g.a} does not end at ${g.b}`);
    }
    const n = 24 / h;
    const starts = Array.from({ length: n }, (_, i) => (first + i * h * 60) % 1440).sort((x, y) => x - y);
    // a bare hour ("7-7") is either half of the day: said only when both halves give the same starts
    if (at[3] === undefined && first < 780 && h % 12 !== 0) {
      return unclear(def.trim(), `"${g.a}" could be either half of the day`);
    }
    const from = (g.subject ?? '').length;
    return {
      event: {
        from,
        to: def.length,
        starts,
        ends: starts.map((x) => ({ minutes: (x + h * 60) % 1440, days: x + h * 60 >= 1440 ? 1 : 0 })),
        startDay: null,
        endDay: null,
        covers: true,
        said: def.slice(from).trim(),
      },
      subjectEnd: from,
    };
  }
  const clocks = clocksIn(def);
  if (clocks.length === 0) return null;
  // the subject: the words before the first word of a schedule ("line 3 maintenance", "port gate closes")
  const head = def.slice(0, clocks[0]?.at);
  let subjectEnd = 0;
  const re = /\S+/g;
  const taken: string[] = [];
  for (let m = re.exec(head); m !== null; m = re.exec(head)) {
    const w = m[0].replace(/[,:;]$/, '');
    if (!plainWords([...taken, w], 5, true)) break;
    taken.push(w);
    subjectEnd = m.index + m[0].length;
  }
  const first = clocks[0] as Clock;
  const last = clocks.at(-1) as Clock;
  if (clocks.length === 1) {
    return {
      event: {
        from: first.at,
        to: first.end,
        starts: [first.minutes],
        ends: null,
        startDay: null,
        endDay: null,
        covers: false,
        said: def.slice(first.at, first.end),
      },
      subjectEnd,
    };
  }
  // one range, or one from a day to another ("fri 17:00 to mon 09:00")
  const pairs: [Clock, Clock][] = [];
  for (let i = 0; i + 1 < clocks.length; i += 2) {
    const a = clocks[i] as Clock;
    const b = clocks[i + 1] as Clock;
    if (!new RegExp(`^${RANGE_JOIN}$`).test(def.slice(a.end, b.at))) break;
    // "5:30-8:30pm": a start without its half of the day shares the end's, where the range is then the shorter
    const shared =
      halfOpen(def.slice(a.at, a.end)) && /pm$/.test(def.slice(b.at, b.end)) && a.minutes + 720 <= b.minutes;
    pairs.push([shared ? { ...a, minutes: a.minutes + 720 } : a, b]);
  }
  if (clocks.length === 2 && pairs.length === 0) {
    const dayBefore = new RegExp(`(?<=^|\\s)${DAY}\\s+$`).exec(def.slice(0, first.at));
    const from = dayBefore?.index ?? 0;
    const wholeRange = dayBefore ? DAY_RANGE.exec(def.slice(from, last.end)) : null;
    if (dayBefore && wholeRange?.groups) {
      return {
        event: {
          from,
          to: last.end,
          starts: [first.minutes],
          ends: [{ minutes: last.minutes, days: 0 }],
          startDay: wholeRange.groups.da as string,
          endDay: wholeRange.groups.db as string,
          covers: false,
          said: def.slice(from, last.end),
        },
        subjectEnd: Math.min(subjectEnd, from),
      };
    }
    return null;
  }
  if (pairs.length * 2 !== clocks.length) return null;
  // several ranges, each with a short label of its own: "a 06:00-14:00 / b 14:00-22:00 / c 22:00-06:00"
  for (let i = 1; i < pairs.length; i++) {
    const between = def.slice((pairs[i - 1] as [Clock, Clock])[1].end, (pairs[i] as [Clock, Clock])[0].at);
    const m = /^\s*(?:[/|,;&]|and)\s*(.*?)\s*$/.exec(between);
    if (!m || !plainWords(wordsOf((m[1] as string).replace(/:$/, '')), 2)) return null;
  }
  const starts = pairs.map(([a]) => a.minutes);
  const ends = pairs.map(([a, b]) => ({ minutes: b.minutes, days: b.minutes <= a.minutes ? 1 : 0 }));
  const covers =
    pairs.length > 1 &&
    ends.every((e, i) => e.minutes === starts[(i + 1) % starts.length]) &&
    pairs.reduce((sum, [a, b]) => sum + ((b.minutes - a.minutes + 1440) % 1440), 0) === 1440;
  return {
    event: {
      from: first.at,
      to: last.end,
      starts,
      ends,
      startDay: null,
      endDay: null,
      covers,
      said: def.slice(first.at, last.end),
    },
    subjectEnd: Math.min(subjectEnd, first.at),
  };
}

const SEP = '(?:\\s*[,:;]\\s*|\\s+-\\s+|\\s+)';
const OBJECT = "(?:\\s+(?!(?:at|@|when|then|on|every|each|before|after|\\d)\\b)[a-z][a-z'-]*){0,4}?";
const START_WORDS = '(?:start|starts|opening|open|opens|beginning|begins|kick-?off)';
const END_WORDS = '(?:end|ends|close|closes|closing|finish|finishes)';
const CHANGE_WORDS = '(?:change|changes|changeover|handover|switch)';
/** The point of the event the action is at: its start, its end, each start, each change, or "then". */
const POINT = `(?:(?<whenStart>(?:at|on)\\s+(?:the\\s+)?(?:(?:shift|event|its|their)\\s+)?${START_WORDS}(?!\\s+of\\b)|when\\s+(?:it|they|the\\s+\\w+)\\s+${START_WORDS}|as\\s+it\\s+${START_WORDS})|(?<whenEnd>(?:at|on)\\s+(?:the\\s+)?(?:(?:shift|event|its|their)\\s+)?${END_WORDS}|when\\s+(?:it|they|the\\s+\\w+)\\s+${END_WORDS})|(?<whenEach>(?:at|on)\\s+(?:each|every)\\s+(?:(?:shift|event)\\s+)?(?:${START_WORDS}|${CHANGE_WORDS})|(?:at|on)\\s+the\\s+(?:start|beginning)\\s+of\\s+(?:each|every)\\s+(?:shift|event))|(?<then>then))`;
const RELATIVE_POINT = `(?:(?<rStart>(?:it|they|the\\s+(?:shift|event|\\w+))\\s+${START_WORDS}|(?:the|its)\\s+(?:(?:shift|event)\\s+)?${START_WORDS})|(?<rEnd>(?:it|they|the\\s+(?:shift|event|\\w+))\\s+${END_WORDS}|(?:the|its)\\s+(?:(?:shift|event)\\s+)?${END_WORDS})|(?<rEach>(?:each|every)\\s+(?:(?:shift|event)\\s+)?(?:${START_WORDS}|${CHANGE_WORDS})))`;
/** An action after an event, up to the time it runs at: said, a point of the event, or a duration from one. */
const ACTION = new RegExp(
  `${SEP}(?<action>${VERB}${OBJECT})\\s+(?:(?<run>(?:(?:at|@)\\s*)?${CLOCK})|${POINT}|(?<dur>${DURATION})\\s+${BEFORE}(?:\\s+${RELATIVE_POINT}|(?<bare>(?=\\s*(?:$|[,;.!)])))))(?=$|[\\s,;.!)])`,
);

function shiftOf(minutes: number): number {
  return Math.floor(minutes / 1440);
}

/**
 * What makes a time context rather than a run of its own: a verb of something happening at it ("cut-off is 2pm",
 * "gate closes 16:00"), or a word of a deadline ("last pickup 17:30"). "report 9am, send at 5pm" could be two runs.
 */
const CONTEXT =
  /\b(?:is|are|closes?|opens?|ends?|starts?|begins?|shuts?|leaves?|departs?|arrives?|due|cut-?offs?|cutoffs?|deadlines?|pick-?ups?|collections?|departures?|arrivals?|dispatch|closing|opening|kick-?off|last)$|^(?:last|final)\b|\b(?:cut-?off|cutoff|deadline)\b/;

/** An event and what to do at it ("A shift 06:00-14:00, remind at shift start"). */
function eventAction(text: string): Found {
  const action = ACTION.exec(text);
  if (!action?.groups) return null;
  const g = action.groups;
  const def = text.slice(0, action.index);
  const found = eventOf(def);
  if (found === null || 'code' in found) return found;
  const { event, subjectEnd } = found;
  const subject = def.slice(0, subjectEnd).trim();
  // the event named after its time: "thursday 3:30pm is our end-of-week"
  const named = /^\s+(?:is|are)\s+(?:(?:our|the|their|your)\s+)?(?<name>[a-z][a-z' -]*?)\s*$/.exec(def.slice(event.to));
  const nameEnd = named?.groups && plainWords(wordsOf(named.groups.name as string), 3) ? def.length : event.to;
  const label = subject || (nameEnd > event.to ? (named?.groups?.name ?? '').trim() : '');
  const actionEnd = action.index + action[0].length;
  const verb = (g.action as string).trim();
  const notes: string[] = [];
  if (g.run !== undefined) {
    // a context time, then the time that runs ("cut-off is 2pm, remind at 1:45")
    if (event.starts.length !== 1 || event.ends !== null) return null;
    // the context is something with its time ("cut-off is 2pm", "port gate closes 16:00"), not a rule of its own
    if (subjectEnd === 0 || def.slice(subjectEnd, event.from).trim() !== '' || !CONTEXT.test(subject)) return null;
    const runText = g.run.replace(/^(?:at|@)\s*/, '');
    let run = clockMinutes(runText);
    const context = event.starts[0] as number;
    if (run === null) return null;
    if (halfOpen(runText)) {
      // "ping drivers 4:30" beside "bus departs 4:45": the event's own half is unknown, so the run's is too (a
      // bare hour from 7 is the morning, as a reminder's alone is; 1 to 6 could be either)
      const bare = /^([1-9]|1[0-2]):[0-5]\d$/.exec(event.said.trim());
      if (bare && Number(bare[1]) <= 6) {
        return unclear(text, `"${event.said.trim()}" and "${runText}" could each be in the morning or the afternoon`);
      }
      // "1:45" beside a 2pm cut-off: the half of the day nearer to it
      const other = (run + 720) % 1440;
      const d = (x: number) => Math.min(Math.abs(x - context), 1440 - Math.abs(x - context));
      if (d(run) === d(other)) return unclear(text, `"${runText}" could be either half of the day`);
      if (d(other) < d(run)) run = other;
      notes.push(`"${runText}" read as ${hhmm(run)}, the half of the day nearer to ${hhmm(context)}.`);
    }
    const defDays = new RegExp(`\\b${DAY}|\\bweek(?:day|end)s?\\b`).test(def);
    if (defDays && run > context) {
      return unclear(text, `${hhmm(run)} comes after ${hhmm(context)}, so the day it runs on could be either`);
    }
    notes.unshift(
      `Read ${event.said}${label ? ` ("${label}")` : ''} as the time the action is about, not a run: runs at ${hhmm(run)} ("${verb} ${(g.run as string).trim()}").`,
    );
    // from the right, so that a replacement longer than its words moves nothing still to be replaced
    let out = blank(text, action.index, actionEnd, `, ${clockText(run)}`);
    out = blank(out, event.to, nameEnd);
    out = blank(out, event.from, event.to);
    out = blankSubject(out, subjectEnd);
    return { text: `${out}`.replace(/^[\s,:;-]+/, ''), times: [run], shifts: [0], notes };
  }
  const dur = g.dur !== undefined ? durationOf(g) : 0;
  if (dur === null) return null;
  if (dur >= 720) return unclear(text, `${durationWords(dur)} is too far from the event to say the day`);
  const sign = g.dir === 'after' ? 1 : -1;
  const atEnd = g.whenEnd !== undefined || g.rEnd !== undefined;
  const each = g.whenEach !== undefined || g.rEach !== undefined;
  const changes = /change|changeover|handover|switch/.test(g.whenEach ?? g.rEach ?? '');
  if (g.then !== undefined && (event.starts.length !== 1 || event.ends !== null)) {
    return unclear(text, `"then" could be the start or the end of ${event.said}`);
  }
  // "clinic opens 8:30, send the reminder 15 min before": before the one time said, nothing else
  if (g.bare !== undefined && (event.starts.length !== 1 || event.ends !== null || event.startDay !== null)) {
    return unclear(text, `"${durationWords(dur)} ${g.dir}" could be of more than one time of ${event.said}`);
  }
  // ... and only where the words before say the time is an event's ("clinic opens 8:30"): a time alone, as in a part
  // of a phrase cut into rules ("... and 6pm fri-sat, post the notice 30 min before"), may be a run of its own
  if (
    g.bare !== undefined &&
    (subjectEnd === 0 || def.slice(subjectEnd, event.from).trim() !== '' || !CONTEXT.test(subject))
  ) {
    return null;
  }
  if (each && event.starts.length < 2) return null;
  if (!each && event.starts.length > 1) return unclear(text, `${event.said} has several starts`);
  if (changes && !event.covers) {
    return unclear(text, `the shifts ${event.said} leave gaps, so their changes are not their starts`);
  }
  if (atEnd && event.ends === null) return unclear(text, `no end of ${event.said} is said`);
  const base = atEnd ? (event.ends ?? []).map((e) => e.minutes + e.days * 1440) : event.starts.map((s) => s as number);
  const times = base.map((b) => b + sign * dur);
  const runs = times.map((t) => ((t % 1440) + 1440) % 1440);
  const shifts = times.map(shiftOf);
  let said: string;
  if (event.startDay !== null) {
    said = `${atEnd ? event.endDay : event.startDay} ${runs.map(clockText).join(', ')}`;
  } else {
    said = runs.map(clockText).join(', ');
  }
  const point =
    g.bare !== undefined ? 'it' : atEnd ? 'its end' : each ? (changes ? 'each change' : 'each start') : 'its start';
  const arithmetic =
    dur === 0 ? '' : ` (${base.map((b) => hhmm(b)).join(', ')} ${sign < 0 ? '−' : '+'} ${durationWords(dur)})`;
  const crossing = shifts.some((s) => s < 0)
    ? ', on the day before'
    : shifts.some((s) => s > 0)
      ? ', on the day after'
      : '';
  const when = dur === 0 ? `at ${point}` : `${durationWords(dur)} ${sign < 0 ? 'before' : 'after'} ${point}`;
  notes.push(
    `Read ${event.said}${label ? ` ("${label}")` : ''} as ${each ? 'events' : 'an event'}: runs ${when}, ${runs.map(hhmm).join(', ')}${arithmetic}${crossing}.`,
  );
  let out = blank(text, action.index, actionEnd, ',');
  out = blank(out, event.to, nameEnd);
  out = blank(out, event.from, event.to, said);
  out = blankSubject(out, subjectEnd);
  return { text: out.replace(/^[\s,:;-]+/, ''), times: runs, shifts, notes };
}

/**
 * "30 min before the 15:00 cut-off", "2h before the sunday 20:00 close", "30 min before the 8pm kst match" (the run
 * on the clock said with the event's time, a zone's letters or a zone's word with "time"): a duration before a time
 * said there. A zone's or a place's word that may be the event's name ("the 7am central station train", "the 6pm
 * paris flight") is neither: such a phrase is not read here.
 */
const INLINE = new RegExp(
  `(?:(?<action>\\b${VERB}${OBJECT})\\s+)?(?<!(?:^|[^\\w-])(?:every|each|for|in|within|over|than|last|next|past)\\s+)(?<dur>${DURATION})\\s+${BEFORE}\\s+(?:the\\s+)?(?<days>(?:${DAY}\\s*)?)(?<at>${CLOCK})(?<zone>\\s+(?:utc|gmt|(?=[a-z]{1,4}t(?![\\w'-]))(?:${WORD_SOURCE})|(?:${WORD_SOURCE})\\s+time)(?![\\w'-]))?(?<noun>(?:\\s+(?!(?:on|every|each|and|at|utc|gmt)\\b|(?:${WORD_SOURCE})(?![\\w'-])|${DAY}|(?:[a-z]{1,2}-[a-z]{1,2}|week(?:day|end|night)s?|daily|nightly|weekly)(?![\\w'-]))[a-z][a-z'-]*){0,2}(?=$|[\\s,;.!)]))`,
);
/** "1h before reset (reset is 00:00 UTC)": a duration before something whose time is said in brackets after it. */
const NAMED = new RegExp(
  `(?:(?<action>\\b${VERB}${OBJECT})\\s+)?(?<!(?:^|[^\\w-])(?:every|each|for|in|within|over|than|last|next|past)\\s+)(?<dur>${DURATION})\\s+${BEFORE}\\s+(?:the\\s+)?(?<noun>[a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*)?)\\s*\\(\\s*(?:the\\s+)?(?<noun2>[a-z][a-z'-]*(?:\\s+(?!(?:is|at)\\b)[a-z][a-z'-]*)?)\\s*(?:is\\b|at\\b|=|:)?\\s*(?<at>${CLOCK})`,
);
/**
 * "2 hours before check-in at 3pm", "remind me 30 min before standup at 9:30am": a duration before something named,
 * then its time. Not "before every call at 2pm", "before monday at 9am" (words of a schedule), nor a bare hour
 * ("before the meeting at 10").
 */
const NOUN_AT = new RegExp(
  `(?:(?<action>\\b${VERB}${OBJECT})\\s+)?(?<!(?:^|[^\\w-])(?:every|each|for|in|within|over|than|last|next|past)\\s+)(?<dur>${DURATION})\\s+${BEFORE}\\s+(?:the\\s+)?(?<noun>[a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*)?)\\s+(?:at|@)\\s*(?<at>${CLOCK})(?=$|[\\s,;.!)])`,
);
/** "30 minutes before I get home (6pm weekdays)": a duration before something whose time (and days) are in brackets. */
const BRACKET_DAY = `(?:${DAY}|week(?:day|end|night)s?\\b|daily\\b|every\\s+day\\b)`;
const BRACKETED = new RegExp(
  `(?<!\\b(?:every|each|for|in|within|over|than|last|next|past)\\s+)(?<dur>${DURATION})\\s+before\\s+(?<what>[a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*){0,4})\\s*\\(\\s*(?:at\\s+)?(?<at>${CLOCK})(?:\\s*,?\\s*(?:on\\s+)?(?<days>${BRACKET_DAY}(?:\\s*(?:,|-|to|and|&|/)\\s*${BRACKET_DAY})*))?\\s*\\)`,
);

/**
 * The duration and the clock of "<duration> before/after <clock>" matched at `m`, or why the time that runs is
 * unclear: a duration of half a day or more, or a second clock time said elsewhere that could be the one meant.
 */
/** Events held in the evening more often than in the morning. */
const EVENING_EVENT =
  /\b(?:concert|show|gig|performance|dinner|party|game|match|movie|film|screening|play|recital|opera|ballet|gala|quiz|trivia|karaoke|curtain)s?\b/;

function offsetSaid(
  text: string,
  m: RegExpExecArray,
  g: Record<string, string | undefined>,
): { dur: number; at: number; note: string | null } | ScheduleProblem | null {
  const dur = durationOf(g);
  const at = clockMinutes(g.at as string);
  if (dur === null || at === null) return null;
  // "2h before the 7:30 concert": an event's clock without am/pm may be either half of the day; a morning one is
  // read so ("before the 9:00 standup") only from 7 on, for no event of the evening
  const said = (g.at as string).trim();
  if (halfOpen(said) && !/^0/.test(said) && at < 720 && (at < 420 || EVENING_EVENT.test(text))) {
    return unparseable(
      `"${said}" is the time of what the run is before or after, without am or pm: ${hhmm(at)} or ${hhmm(at + 720)}?`,
      `Say it with am or pm, e.g. "${said}pm".`,
    );
  }
  if (dur >= 720) return unclear(text, `${durationWords(dur)} is too far from ${hhmm(at)} to say the day`);
  const others = clocksIn(text).filter((c) => c.at < m.index || c.at >= m.index + m[0].length);
  if (others.length > 0) return unclear(text, `it says other times beside "${m[0].trim()}"`);
  // the morning taken for a clock without am or pm is said, as it is for a run's own clock
  const note =
    halfOpen(said) && !/^0/.test(said) && at < 720
      ? `"${said}" taken as ${clock12(at)}, in the morning; say "${said}pm" or "${hhmm(at + 720)}" for the evening.`
      : null;
  return { dur, at, note };
}

/** "7:30 AM", "11:05 AM": a morning clock as the notes say it. */
function clock12(minutes: number): string {
  return `${Math.floor(minutes / 60) || 12}:${String(minutes % 60).padStart(2, '0')} AM`;
}

function bracketedOffset(text: string): Found {
  const m = BRACKETED.exec(text);
  if (!m?.groups) return null;
  const g = m.groups;
  if (!plainWords(wordsOf(g.what as string), 5)) return null;
  const said = offsetSaid(text, m, g);
  if (said === null || 'code' in said) return said;
  const { dur, at } = said;
  const t = at - dur;
  const run = ((t % 1440) + 1440) % 1440;
  const days = g.days === undefined ? '' : ` ${g.days}`;
  const crossing = shiftOf(t) < 0 ? ', on the day before' : '';
  const notes = [
    `Read "${durationWords(dur)} before ${g.what}" as ${hhmm(run)} (${(g.what as string).trim()} at ${hhmm(at)} − ${durationWords(dur)})${crossing}.`,
    ...(said.note === null ? [] : [said.note]),
  ];
  const out = blank(text, m.index, m.index + m[0].length, `at ${clockText(run)}${days}`);
  return { text: out, times: [run], shifts: [shiftOf(t)], notes };
}

function inlineOffset(text: string): Found {
  const m = INLINE.exec(text) ?? NAMED.exec(text) ?? NOUN_AT.exec(text);
  if (!m?.groups) return null;
  const g = m.groups;
  if (g.noun2 !== undefined && g.noun2 !== g.noun) return null;
  // "before the 0900 daily brief": the event's every day said with its name, kept for the grammar
  const every = g.noun2 === undefined ? /^\s*(?<word>daily|nightly)\b/.exec(g.noun ?? '') : null;
  const noun = every ? (g.noun as string).slice(every[0].length) : g.noun;
  // "before the 0700 morning report": a word of the part of the day the clock is in, said first in the name
  const clock = clockMinutes(g.at as string);
  const nounWords = wordsOf(noun ?? '');
  const named = clock === null ? nounWords : withoutAgreeingPart(nounWords, clock);
  if (noun !== undefined && g.noun2 === undefined && !plainWords(named, 2)) return null;
  if (g.action !== undefined && !plainWords(wordsOf(g.action).slice(1), 4)) return null;
  const said = offsetSaid(text, m, g);
  if (said === null || 'code' in said) return said;
  const { dur, at } = said;
  const sign = g.dir === 'after' ? 1 : -1;
  const t = at + sign * dur;
  const run = ((t % 1440) + 1440) % 1440;
  const days = (g.days ?? '').trim();
  const thing = g.noun2 !== undefined ? g.noun : (g.noun ?? '').trim();
  const keep = every?.groups?.word ? ` ${every.groups.word}` : '';
  const crossing = shiftOf(t) < 0 ? ', on the day before' : shiftOf(t) > 0 ? ', on the day after' : '';
  const notes = [
    `Read "${durationWords(dur)} ${g.dir} ${thing || hhmm(at)}" as ${hhmm(run)}${g.zone === undefined ? '' : ` ${g.zone.trim().toUpperCase()}`} (${g.noun2 !== undefined ? `${thing} at ` : days ? `${days} ` : ''}${hhmm(at)}${g.noun2 === undefined && thing ? ` ${thing}` : ''} ${sign < 0 ? '−' : '+'} ${durationWords(dur)})${crossing}.`,
    ...(said.note === null ? [] : [said.note]),
  ];
  const from = g.action !== undefined ? m.index : m.index + m[0].indexOf(g.dur as string);
  // "30 min before the 8pm kst match": the run on the clock said with the event's time
  const zone = g.zone === undefined ? '' : ` ${g.zone.trim()}`;
  const out = blank(text, from, m.index + m[0].length, `${days ? `${days} ` : ''}${clockText(run)}${zone}${keep}`);
  return { text: out, times: [run], shifts: [shiftOf(t)], notes };
}

/**
 * "every shift change (06:00, 14:00, 22:00)", "at each shift start: 6am, 2pm, 10pm", "at the end of each shift (0545,
 * 1345, 2145)": those times.
 */
const SHIFT_TIMES = new RegExp(
  `\\b(?:(?:at|on)\\s+)?(?:(?:every|each|all|the)?\\s*shift\\s+(?:change|changes|changeover|changeovers|start|starts|handover|handovers)|the\\s+(?:end|start|beginning)\\s+of\\s+(?:each|every)\\s+shift)\\s*(?:\\(|:|-|at)\\s*(?<times>${CLOCK}(?:\\s*(?:,|and|&|/)\\s*${CLOCK})+)\\s*\\)?`,
);

function shiftTimes(text: string): Found {
  const m = SHIFT_TIMES.exec(text);
  if (!m?.groups) return null;
  const clocks = clocksIn(m.groups.times as string);
  if (clocks.length < 2) return null;
  const runs = clocks.map((c) => c.minutes);
  const out = blank(text, m.index, m.index + m[0].length, `at ${runs.map(clockText).join(', ')}`);
  return {
    text: out,
    times: runs,
    shifts: runs.map(() => 0),
    notes: [`Read "${m[0].trim()}" as runs at each of those times.`],
  };
}

/**
 * "weekend event: open friday 18:00 CET", "close sunday 23:59": when something opens or closes, said with no other
 * time and no action: the job runs then. Only "open" and "close" ("starts monday" is when the schedule starts).
 */
const STAGE = new RegExp(
  `(?:^|(?<=[:,;]\\s*|\\s-\\s*))(?<subject>(?:[a-z][a-z'-]*\\s+){0,4}?)(?<stage>opens?|closes?|opening|closing)\\s+(?:(?:on|at)\\s+)?(?=(?:${DAY}\\s+)?(?:at\\s+)?${CLOCK})`,
);

function stageTime(text: string): Found {
  const m = STAGE.exec(text);
  if (!m?.groups) return null;
  const subject = wordsOf(m.groups.subject ?? '');
  if (!plainWords(subject, 4)) return null;
  const clocks = clocksIn(text);
  if (clocks.length !== 1) return null;
  const run = (clocks[0] as Clock).minutes;
  const said = text.slice(m.index + m[0].length, (clocks[0] as Clock).end);
  return {
    text: blank(text, m.index, m.index + m[0].length),
    times: [run],
    shifts: [0],
    notes: [
      `Read "${[...subject, m.groups.stage].join(' ')} ${said}" as a run when it ${/^open/.test(m.groups.stage as string) ? 'opens' : 'closes'}, ${hhmm(run)}.`,
    ],
  };
}

const GATE = new RegExp(
  `before|after|prior|ahead|start|open|begin|change|handover|shift|then|close|closing|\\bfor\\s+(?:the|our|my|their)\\s+\\d|${VERB}`,
);

/**
 * The phrase rewritten with the times that run, or a refusal saying why which time runs is unclear, or null when
 * the phrase says no time relative to another.
 */
export function offsetPhrase(phrase: string): Found {
  // "before 15 minutes of 10:00": the minutes before a clock in a second language's order (secondLanguageOrder.ts)
  const lower = minutesBeforeOf(phrase.toLowerCase());
  if (!GATE.test(lower)) return null;
  const said = normalize(spellDurations(lower));
  const aside = asides(said);
  const text = aside?.text ?? said;
  const found = shiftTimes(text) ?? eventAction(text) ?? inlineOffset(text) ?? bracketedOffset(text) ?? stageTime(text);
  if (found !== null && 'code' in found) return found;
  if (aside === null) return found;
  if (found === null) return { text, times: null, shifts: [0], notes: aside.notes };
  return { ...found, notes: [...aside.notes, ...found.notes] };
}

/**
 * What the times are for, said beside them: "at 7:45 before we open", "monday 6:15 am before A shift", "mondays
 * before standup, say 8:45", "at 7am, 3pm and 11pm (shift changes)". Set aside with a note; not a time of a date
 * ("before the 15th", "before friday", "before christmas", "before the end of the month" stay unread).
 */
// ("10 before" may be minutes; "at 7 before first patient" is a clock)
const BEFORE_WHAT =
  /(?<!\b(?:minutes?|mins?|hours?|hrs?|h|m)\s+)(?<!(?<!(?:\bat|@)\s*)\b\d\s+)\bbefore\s+(?<what>(?:(?:the|we|our|a|they)\s+)?[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2})(?=\s*(?:$|[,;)]))/;
/** An hour after "at", said right before "before <what>". */
const AT_HOUR_BEFORE = /(?:\bat|@)\s*(1[0-2]|0?[1-9])\s+$/;
/**
 * A part of the day said as the schedule's ("every morning", "in the evening", "weekday mornings"), which says a bare
 * hour's half; not a name's word ("morning update at 3 before the standup").
 */
const PART_OF_DAY =
  /\b(?:(?:every|each)\s+(?<one>morning|afternoon|evening|night)|in\s+the\s+(?<in>morning|afternoon|evening)|at\s+(?<at>night)|(?<many>morning|afternoon|evening|night)s)\b/;
/** The bare hours each part of the day holds (never 12: noon or midnight?). */
const PART_HOURS: Record<string, readonly [number, number]> = {
  morning: [4, 11],
  afternoon: [1, 6],
  evening: [4, 11],
  night: [7, 11],
};

/** The bare hour after "at" before "before <what>" fits a part of the day said as the schedule's. */
function hourFitsPart(head: string, text: string): boolean {
  const hour = AT_HOUR_BEFORE.exec(head);
  const part = PART_OF_DAY.exec(text);
  if (hour === null || !part?.groups) return false;
  const g = part.groups;
  const [lo, hi] = PART_HOURS[(g.one ?? g.in ?? g.at ?? g.many) as string] as readonly [number, number];
  const h = Number(hour[1]);
  return h >= lo && h <= hi;
}
const NOT_AN_EVENT =
  /^(?:launch|release|go-?live|cutover|migration|deadline|holidays?|vacation|christmas|xmas|easter|thanksgiving|halloween|new|years?|year's|season|end|start|month|week|quarter|then|that|it|this|next|summer|winter|spring|autumn|fall|school|term|sunrise|sunset|dawn|dusk|opening|closing)$/;
/** "daily sales flash at 9:15pm (after close)": what the time is for, in brackets after it. */
const WHAT_AROUND =
  /\s*\(\s*(?:before|after)\s+(?<what>(?:(?:the|we|our|they)\s+)?[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2})\s*\)/;
const WHAT_FOR = /\s*\(\s*(?:the\s+)?(?:shift|event)\s+(?:changes?|starts?|handovers?|changeovers?)\s*\)/;

/**
 * "at 7:50 before the 8am lecture", "sundays 8am for the 9:30 service": the time of what the run comes before, said
 * with it; set aside only where one other time is said, shortly before it (not "at 8pm for the 9:30 service").
 */
const BEFORE_TIMED = new RegExp(
  `\\b(?:before|for)\\s+(?:the|our|my|their)\\s+(?<at>${CLOCK})\\s+(?<what>[a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*)?)(?=\\s*(?:$|[,;)]))`,
);

function asides(text: string): { text: string; notes: string[] } | null {
  let out = text;
  const notes: string[] = [];
  const timed = BEFORE_TIMED.exec(out);
  if (timed?.groups) {
    // one run said elsewhere, shortly before the time of what it comes before: that time is no run
    const at = clockMinutes(timed.groups.at as string);
    const runs = clocksIn(out).filter((c) => c.at < timed.index || c.at >= timed.index + timed[0].length);
    const run = runs.length === 1 ? (runs[0] as Clock).minutes : null;
    const what = wordsOf(timed.groups.what as string);
    // "every weeknight at 4:30 before the 6:30 game": neither half said, the run as written is in the small hours,
    // and the afternoon's reading is as near before
    const unsaid = (t: string) => /^(?:1[0-2]|[1-9])(?::[0-5]\d)?$/.test(t.trim());
    const runText = runs.length === 1 ? out.slice((runs[0] as Clock).at, (runs[0] as Clock).end) : '';
    const small = run !== null && run < 300 && unsaid(runText) && unsaid(timed.groups.at as string);
    if (at !== null && run !== null && run < at && at - run <= 180 && plainWords(what, 2) && !small) {
      out = blank(out, timed.index, timed.index + timed[0].length);
      notes.push(`Read "${timed[0].trim()}" as what the time is for, not a time of its own.`);
    }
  }
  const before = BEFORE_WHAT.exec(out);
  // a clock, or an hour after "at" right before it where a part of the day says its half ("every morning at 7
  // before first patient"; not "every fri at 8 before the pub quiz", 8 AM or PM?)
  const hourSaid = hourFitsPart(out.slice(0, before?.index ?? 0), out);
  if (before?.groups && (clocksIn(out).length > 0 || hourSaid)) {
    const words = wordsOf(before.groups.what as string);
    const plain = words.filter((w, i) => !(i === 0 && /^(?:the|we|our|a|they)$/.test(w)));
    // ("before a monday", "before a weekday": a day, so no event; the runs move to the day before)
    const label = words.length === 2 && words[0] === 'a' && !SCHEDULE_WORD.test(words[1] as string) ? [] : plain;
    if (
      plain.length > 0 &&
      plainWords(label, 3) &&
      !plain.some((w) => NOT_AN_EVENT.test(w)) &&
      !(words[0] === 'a' && words.length > 2)
    ) {
      out = blank(out, before.index, before.index + before[0].length);
      notes.push(`Read "${before[0].trim()}" as what the time is for, not a time of its own.`);
    }
  }
  const around = WHAT_AROUND.exec(out);
  if (around?.groups && clocksIn(out.slice(0, around.index)).length > 0) {
    const plain = wordsOf(around.groups.what as string).filter((w, i) => !(i === 0 && /^(?:the|we|our|they)$/.test(w)));
    if (plainWords(plain, 3) && !plain.some((w) => NOT_AN_EVENT.test(w))) {
      out = blank(out, around.index, around.index + around[0].length);
      notes.push(`Read "${around[0].trim()}" as what the time is for, not a time of its own.`);
    }
  }
  const what = WHAT_FOR.exec(out);
  if (what && clocksIn(out.slice(0, what.index)).length > 0) {
    out = blank(out, what.index, what.index + what[0].length);
    notes.push(`Read "${what[0].trim()}" as what the times are for.`);
  }
  return notes.length > 0 ? { text: out, notes } : null;
}

/**
 * The draft read from the rewritten phrase, checked to hold the times the rewrite says and nothing more, with the
 * days moved when a time crossed midnight.
 */
export function settleOffsets(draft: IntentDraft, reading: OffsetReading, phrase: string): Outcome<IntentDraft> {
  const got = draft.times.map((t) => t.hour * 60 + t.minute).sort((a, b) => a - b);
  const want = reading.times === null ? got : [...new Set(reading.times)].sort((a, b) => a - b);
  if (draft.interval !== null || draft.window !== null || got.length === 0 || got.join() !== want.join()) {
    return fail(
      'unparseable',
      `In "${phrase.trim()}", which times run is unclear: the phrase says more than the times ${want.map(hhmm).join(', ')}.`,
      'Say the times to run, e.g. "remind at 14:30 on weekdays".',
    );
  }
  const shifts = new Set(reading.shifts);
  const shift = reading.shifts[0] ?? 0;
  const days = draft.days;
  const everyDay = days === null || days.kind === 'every-day';
  if (shifts.size > 1 && !everyDay) {
    return fail(
      'unparseable',
      `In "${phrase.trim()}", some of the times cross midnight and some do not, so the days they run on differ.`,
      'Say each time with its days.',
    );
  }
  const out: IntentDraft = { ...draft, assumptions: [...draft.assumptions, ...reading.notes] };
  if (shift === 0 || everyDay) return ok(out);
  const monthsAll = draft.months === null || draft.months.kind === 'every-month';
  if (
    days.kind !== 'weekdays' ||
    !monthsAll ||
    draft.startDate !== null ||
    draft.endDate !== null ||
    draft.exceptMonthDays !== null ||
    draft.exceptDates !== null ||
    draft.period.start !== null ||
    draft.period.end !== null ||
    draft.period.length !== null ||
    draft.period.on !== null
  ) {
    return fail(
      'unparseable',
      `In "${phrase.trim()}", the time crosses midnight, and the days it runs on cannot be moved exactly with the rest of the schedule.`,
      'Say the time and the days it runs on, e.g. "sundays at 23:30".',
    );
  }
  const move = (d: Weekday): Weekday => (((((d - 1 + shift) % 7) + 7) % 7) + 1) as Weekday;
  out.days = { kind: 'weekdays', days: days.days.map(move).sort((a, b) => a - b) };
  if (draft.except !== null) out.except = draft.except.map(move);
  out.assumptions.push(`The days move with the time: ${shift < 0 ? 'the day before' : 'the day after'} each day said.`);
  return ok(out);
}
