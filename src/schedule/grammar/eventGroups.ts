import { type Outcome, ok } from '../problem.js';
import { MARK_VERB } from './eventReminder.js';
import { DAY } from './words.js';

/**
 * An event whose times differ by day, then one reminder for all of it:
 * - "taproom opens 3pm wed-fri and noon sat-sun, post the tap list 30 min before";
 * - "close is 8pm mon-thu and 5pm fri-sat, send the closing announcement 15 min before";
 * - "call mon 8am, wed 1pm, thu 6:30pm, ping me 10 minutes before" (from "ping me 10 minutes before each call:
 *   mon 8am, ...", `eventRestated.ts`).
 * Each group of days and its time is read as an event of its own with the same reminder (`eventReminder.ts`), and
 * the rules put together. Every group must say its days and one time, nothing else; the event's name is said
 * before the first. Looked at only when the phrase does not read as it is.
 */

const CLOCK = '(?:(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?\\s*[ap]m\\b|(?:[01]?\\d|2[0-3]):[0-5]\\d\\b|noon\\b|midnight\\b)';
const DAY_ITEM = `(?:${DAY}|week(?:day|end)s?\\b)`;
const DAYS = `(?:(?:on|every)\\s+)?${DAY_ITEM}(?:\\s*(?:-|\u2013|to|through|thru|/|\\+)\\s*${DAY_ITEM})*`;
/** One group: its days then its time, or its time then its days. */
const GROUP = new RegExp(`^(?:${DAYS}\\s+(?:at\\s+)?${CLOCK}|(?:at\\s+)?${CLOCK}\\s+${DAYS})$`);
/** The first group, after the event's name. */
const FIRST = new RegExp(
  `^(?<name>.*?)\\s*(?<group>(?:${DAYS}\\s+(?:at\\s+)?${CLOCK}|(?:at\\s+)?${CLOCK}\\s+${DAYS}))$`,
);
const SEPARATOR = /\s*(?:,\s*(?:and\s+|&\s*)?|\s(?:and|&)\s|;\s*)\s*/;

export const EVENT_GROUPS_GATE = /\b(?:before|each|both)\b/;

/** The rules of each group with the reminder, put together; null when the phrase is not such an event. */
export function eventGroupRules<T extends { readonly assumptions: readonly string[] }>(
  text: string,
  readAgain: (text: string) => Outcome<T[]>,
): Outcome<T[]> | null {
  if (!EVENT_GROUPS_GATE.test(text)) return null;
  const mark = MARK_VERB.exec(text);
  if (mark === null) return null;
  const def = text.slice(0, mark.index).trim();
  const action = text.slice(mark.index).replace(/^[\s,;.\u2013\u2014-]+/, '');
  const chunks = def.split(SEPARATOR);
  if (chunks.length < 2 || chunks.length > 7) return null;
  const first = FIRST.exec(chunks[0] as string);
  if (!first?.groups) return null;
  const groups = [first.groups.group as string, ...chunks.slice(1)];
  if (!groups.every((g) => GROUP.test(g))) return null;
  const name = (first.groups.name as string).trim();
  const rules: T[] = [];
  for (const group of groups) {
    const read = readAgain(`${name} ${group}, ${action}`.trim());
    if (!read.ok || read.value.length !== 1) return null;
    rules.push(...read.value);
  }
  const note = `Read "${def}" as ${groups.length} groups of days and times of the event, each with the same run.`;
  return ok(rules.map((r, i) => (i === 0 ? { ...r, assumptions: [note, ...r.assumptions] } : r)));
}

/**
 * A later group's run: its reminder's word, whom it is for, and one clock, nothing else ("reminder 10:30", ", ping the
 * team 12:45").
 */
const LATER_RUN = new RegExp(
  `^[\\s,;]*(?:reminders?|remind|ping|alert|nudge|message|tell|heads[-\\s]?up)(?:\\s+(?!(?:except|excluding|until|till|only|not|no|every|each|from|but|in|on)\\b)[a-z]+){0,3}?\\s+(?:at\\s+)?${CLOCK}\\s*$`,
);

/** Where a later group with its own run begins: "... — and saturdays 11:00, reminder 10:30", "...; and sun ...". */
const PAIR_SPLIT = /\s+[-\u2013\u2014]\s+and\s+|\s*;\s*and\s+/;
export const EVENT_PAIRS_GATE = /\s[-\u2013\u2014]\s+and\s|;\s*and\s/;

/**
 * An event whose times differ by day, each group with a run of its own: "parcel cut-off 15:00 weekdays, reminder
 * 14:30 — and saturdays 11:00, reminder 10:30". The first part is read as it is (`eventReminder.ts`); each later part
 * says only its days and one time before its run, and is read with the first part's name said before it. Every
 * part must read as one rule, or the phrase is left as it was.
 */
export function eventPairRules<T extends { readonly assumptions: readonly string[] }>(
  text: string,
  readAgain: (text: string) => Outcome<T[]>,
): Outcome<T[]> | null {
  const pieces = text.split(PAIR_SPLIT);
  if (pieces.length < 2 || pieces.length > 4) return null;
  const head = pieces[0] as string;
  const mark = MARK_VERB.exec(head);
  if (mark === null) return null;
  const first = FIRST.exec(head.slice(0, mark.index).trim());
  const name = (first?.groups?.name ?? '').trim();
  if (name === '') return null;
  const rules: T[] = [];
  const groups: string[] = [];
  for (const [i, piece] of pieces.entries()) {
    let said = piece.trim();
    if (i > 0) {
      const m = MARK_VERB.exec(said);
      const group = m === null ? '' : said.slice(0, m.index).trim();
      if (!GROUP.test(group)) return null;
      // its run's clock and nothing after it: words after it ("except in december", "until dec 20") would be read
      // as the whole phrase's, on every day
      if (m === null || !LATER_RUN.test(said.slice(m.index))) return null;
      groups.push(group);
      said = `${name} ${said}`;
    }
    const read = readAgain(said);
    if (!read.ok || read.value.length !== 1) return null;
    rules.push(...read.value);
  }
  const note = `Read ${groups.map((g) => `"${g}"`).join(' and ')} as days and a time of "${name}" too, each with its own run.`;
  return ok(rules.map((r, i) => (i === 0 ? { ...r, assumptions: [note, ...r.assumptions] } : r)));
}
