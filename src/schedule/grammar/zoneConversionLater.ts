import type { LocalIntent } from '../intent.js';
import { resolveZoneWord } from '../zones.js';
import { WORD_SOURCE } from './parsers/zone.js';
import { sameClock } from './zoneClocks.js';

/**
 * Three ways people say a schedule's clock a second time, away from its time. Each is only a rewrite of the phrase;
 * the rewritten phrase is read as usual, so a conversion that does not hold is still refused (sameInstant.ts).
 *
 * - A conversion in brackets said after the days: "Nepal net 19:45 NPT sundays (14:00Z)", "reset 08:00 CET
 *   wednesdays (= 07:00 UTC)", "9pm AEST mondays (11:00 UTC)". The bracket is moved right after the one clock time
 *   with a zone said before it, where the same-instant reader checks it at the runs. Not read: no clock time with a
 *   zone before it, or several ("9am London, 5pm Tokyo (08:00 UTC)": a conversion of which?).
 * - The clock the times are on, said last as a label's value: "..., ship time = UTC+3", "... daily, station = UTC+8",
 *   "..., site clock: GMT-5". Read as the zone of the times, with a note. Not read when the label's value is not one
 *   zone ("ship time = bridge clock"), nor when the phrase says another zone with its times (then two zones are
 *   refused as usual).
 * - "we follow CET", "we're on UTC" said last, after a zone was said with the time: kept only when the rules read
 *   without it are on that clock all year; otherwise null (the phrase stays refused).
 */

const Z = `(?:${WORD_SOURCE})`;
/** A zone word, or an offset from UTC ("utc+3", "gmt-5:30"). */
const OFFSET = '(?:utc|gmt)\\s*[+\\-\u2212]\\s*\\d{1,2}(?::?\\d{2})?';
const ZONE_OR_OFFSET = `(?:(?<offset>${OFFSET})|[a-z]+/[a-z_]+(?:/[a-z_]+)?|${WORD_SOURCE})`;
/** A label's word that says it is a clock ("ship time", "site clock", "tz"): then any zone; else an offset only. */
const CLOCK_WORD = /\b(?:time|clock|tz|timezone|zone|local)$/;
const CLOCK = '(?:\\d{1,2}[:.]\\d{2}|\\d{4}|\\d{1,2}(?::\\d{2})?\\s*[ap]\\.?m\\.?)';
/** "(14:00Z)", "(= 07:00 UTC)", "(1400 utc)": a bracket holding a clock time and a zone only. */
const BRACKET = new RegExp(
  `\\s*\\(\\s*(?:=\\s*|i\\.?e\\.?\\s*|aka\\s+)?(?<clock>${CLOCK})\\s*(?:(?<z>z)|(?:for\\s+(?:us|me)\\s+)?(?:in\\s+)?(?<zone>${Z}))\\s*\\)(?![a-z0-9])`,
);
/** A clock time and a zone right after it ("19:45 npt", "8pm aest", "0800 utc"). */
const CLOCK_ZONE = new RegExp(`(?<![a-z0-9:])${CLOCK}\\s*(?:${Z})(?![a-z0-9_/])`, 'g');
export const CONVERSION_LATER_GATE =
  /\(\s*(?:=\s*|i\.?e\.?\s*|aka\s+)?\d[\d:.\s]*(?:[ap]\.?m\.?\s*)?(?:for\s+(?:us|me)\s+)?(?:in\s+)?\p{L}+\s*\)|[=:]\s*(?:utc|gmt)?[+-]?\d|[=:]\s*[a-z]|\b(?:time|clock|tz|zone|local)\s+is\b|\bis\s+(?:on\s+)?(?:utc|gmt)\s*[+-]|\bwe(?:'re|\s+are)?\s+(?:follow|use|on|go\s+by|keep|run\s+on)\b/u;

/** The phrase with a later bracketed conversion moved next to the time it converts; null when there is none. */
export function conversionMovedUp(phrase: string): { text: string; note: string } | null {
  const text = phrase.toLowerCase();
  if (text.length !== phrase.length) return null;
  const b = BRACKET.exec(text);
  if (b === null || b.groups === undefined) return null;
  if (b.groups.zone !== undefined && resolveZoneWord(b.groups.zone.replace(/\s+/g, ' ')) === null) return null;
  const before = text.slice(0, b.index);
  const clocks = [...before.matchAll(CLOCK_ZONE)];
  const first = clocks[0];
  if (clocks.length !== 1 || first === undefined) return null;
  const end = (first.index ?? 0) + first[0].length;
  // right after the time already: the same-instant reader has it as said
  if (before.slice(end).trim() === '' && !/\(\s*(?:=|i\.?e|aka)/.test(b[0])) return null;
  const clock = b.groups.clock ?? '';
  const zone =
    b.groups.z !== undefined
      ? 'UTC'
      : phrase.slice(
          b.index + b[0].lastIndexOf(b.groups.zone ?? ''),
          b.index + b[0].lastIndexOf(b.groups.zone ?? '') + (b.groups.zone ?? '').length,
        );
  const bracket = ` (${phrase.slice(b.index + b[0].indexOf(clock), b.index + b[0].indexOf(clock) + clock.length)} ${zone})`;
  const moved = `${phrase.slice(0, end)}${bracket}${phrase.slice(end, b.index)}${phrase.slice(b.index + b[0].length)}`;
  return {
    text: moved.replace(/\s+/g, ' ').trim(),
    note: `"${phrase.slice(b.index, b.index + b[0].length).trim()}" read as the same time as "${phrase.slice(first.index, end)}", on another clock.`,
  };
}

/** ", ship time = UTC+3", "; station clock: GMT-5", ", site = Asia/Dubai" last in the phrase. */
const CLOCK_LABEL = new RegExp(
  `\\s*[,;(\\u2013\\u2014-]\\s*(?<label>(?:[a-z][a-z'-]*\\s+){0,2}?(?:[a-z][a-z'-]*))\\s*(?:=|:|\\bis(?:\\s+on)?\\b)\\s*(?<zone>${ZONE_OR_OFFSET})(?:\\s+time)?\\s*\\)?[\\s.!]*$`,
);
/** Words of a label that cannot name a clock: days, times of day, counts. */
const NOT_LABEL =
  /\b(?:every|each|daily|weekly|monthly|at|on|from|until|till|to|and|or|but|not|except|mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tonight|morning|evening|night|noon|midnight|am|pm)\b/;

/** The phrase with the clock said as a label's value last ("..., ship time = UTC+3") read as the times' zone. */
export function clockLabelled(phrase: string): { text: string; note: string } | null {
  const text = phrase.toLowerCase();
  if (text.length !== phrase.length) return null;
  const m = CLOCK_LABEL.exec(text);
  const g = m?.groups;
  if (!m || !g || g.label === undefined || g.zone === undefined) return null;
  if (NOT_LABEL.test(g.label) || resolveZoneWord(g.label) !== null) return null;
  // "team: London" may say where the team is; "station = UTC+8", "site clock: Dubai" say a clock
  if (g.offset === undefined && !CLOCK_WORD.test(g.label)) return null;
  if (resolveZoneWord(g.zone.replace(/\s+/g, ' ').replace(/\s*([+\-\u2212])\s*/, '$1')) === null) return null;
  const rest = phrase.slice(0, m.index).trim();
  if (rest === '' || !/\d/.test(rest)) return null;
  const zoneSaid = phrase
    .slice(m.index + m[0].indexOf(g.zone, m[0].indexOf(g.label) + g.label.length))
    .replace(/[\s.!)]+$/, '')
    .replace(/\s+time$/i, '')
    .replace(/\s*([+\-\u2212])\s*/, '$1')
    .trim();
  return {
    text: `${rest} ${zoneSaid}`,
    note: `Read "${phrase.slice(m.index).replace(/^[\s,;(\u2013\u2014-]+|[\s.!)]+$/g, '')}" as the clock the times are on (${zoneSaid}).`,
  };
}

/** ", we follow CET", "(we're on UTC)" last. */
const FOLLOW = new RegExp(
  `\\s*[,;(\\u2013\\u2014-]\\s*(?:and\\s+|but\\s+)?we(?:'re|\\s+are)?\\s+(?:follow|use|go\\s+by|keep|run\\s+on|on|work\\s+(?:on|in))\\s+(?<zone>${Z})(?:\\s+time)?\\s*\\)?[\\s.!]*$`,
);

/** The phrase without "we follow <zone>" said last, and a check that the rules are on that clock; null when none. */
export function zoneFollowed(
  phrase: string,
  now: number,
): { text: string; check(rules: readonly LocalIntent[]): string | null } | null {
  const text = phrase.toLowerCase();
  if (text.length !== phrase.length) return null;
  const m = FOLLOW.exec(text);
  const zone = m?.groups?.zone === undefined ? null : resolveZoneWord(m.groups.zone.replace(/\s+/g, ' '));
  if (!m || zone === null) return null;
  const said = phrase.slice(m.index).replace(/^[\s,;(\u2013\u2014-]+|[\s.!)]+$/g, '');
  return {
    text: phrase.slice(0, m.index).trim(),
    check: (rules) =>
      rules.length > 0 && rules.every((r) => r.zone.said !== null && sameClock(r.zone.name, zone, now))
        ? `"${said}" agrees with the zone of the times (${(rules[0] as LocalIntent).zone.name}).`
        : null,
  };
}
