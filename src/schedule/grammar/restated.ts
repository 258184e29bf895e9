import type { LocalTime } from '../intent.js';
import { fail, type Outcome, ok } from '../problem.js';
import type { IntentDraft } from './draft.js';
import { type ReadOptions, readDraft } from './read.js';

/**
 * An interval restated as its hours in brackets at the end: "every 6 hours from 6am (6, 12, 18, 24)". Looked at only
 * when the phrase does not read as it is. The words before the brackets must read as an interval of hours from an
 * hour; the hours in brackets ("24" for midnight) must be the runs of that interval: either the runs from that
 * hour to the end of the day, as the words alone read, or the same runs around the clock (which the words alone do
 * not say), read then as those times of day. Hours that do not agree with the words are refused: the message says
 * two things.
 */

const RESTATED = /^(?<words>.*\S)\s*\((?<hours>\d{1,2}(?:\s*(?:,|and|&|\/)\s*\d{1,2}){1,23})\)$/;
const GATE = /\)$/;

const clock = (t: LocalTime) => `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;

function disagree(said: string): Outcome<IntentDraft> {
  return fail(
    'unparseable',
    `The hours in brackets ("${said}") are not the runs the words before them say.`,
    'Say one of them, e.g. "every 6 hours from 6am" or "at 6:00, 12:00, 18:00 and 00:00".',
  );
}

/** The phrase (normalised) read with its restated hours, or null when it has none or its words do not read. */
export function readRestated(text: string, options: ReadOptions): Outcome<IntentDraft> | null {
  if (!GATE.test(text)) return null;
  const m = RESTATED.exec(text);
  const words = m?.groups?.words;
  const hoursSaid = m?.groups?.hours;
  if (words === undefined || hoursSaid === undefined) return null;
  const read = readDraft(words, options);
  if (!read.ok) return null;
  const d = read.value;
  const i = d.interval;
  if (i === null || i.unit !== 'hour' || d.window === null || d.times.length > 0) return null;
  const from = d.window.from;
  const to = d.window.to;
  // the words: from an hour to the end of the day (or a later hour); the runs they give
  const toEnd = to === null || (to.hour === 23 && to.minute === 59);
  const end = to === null ? 23 * 60 + 59 : to.hour * 60 + to.minute;
  const start = from.hour * 60 + from.minute;
  if (from.minute !== i.atMinute && !(from.minute === 0 && i.atMinute === 0)) return null;
  const runs: number[] = [];
  for (let t = start; t <= end; t += i.every * 60) runs.push(Math.floor(t / 60));
  const hours = hoursSaid.split(/\s*(?:,|and|&|\/)\s*/).map(Number);
  if (hours.some((h) => h > 24)) return disagree(hoursSaid);
  const said = hours.map((h) => h % 24);
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, k) => v === b[k]);
  if (same(said, runs)) {
    d.assumptions.push(`The hours in brackets ("${hoursSaid}") read as the runs the words say.`);
    return ok(d);
  }
  // around the clock: the same step from the first hour, through midnight, back to it
  const cycle: number[] = [];
  if (24 % i.every === 0) for (let k = 0; k < 24 / i.every; k++) cycle.push((from.hour + k * i.every) % 24);
  if (cycle.length === 0 || !same(said, cycle) || !toEnd) return disagree(hoursSaid);
  const times = cycle.map((h) => ({ hour: h, minute: from.minute })).sort((a, b) => a.hour - b.hour);
  d.interval = null;
  d.window = null;
  d.bareWindow = null;
  d.times = times;
  d.assumptions.push(
    `The hours in brackets ("${hoursSaid}") read as the runs: every ${i.every} hours around the clock from ${clock(from)} (${cycle.map((h) => clock({ hour: h, minute: from.minute })).join(', ')}).`,
  );
  return ok(d);
}
