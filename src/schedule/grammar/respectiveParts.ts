/**
 * Bare hours said in a list, then the parts of the day they are in, in the same order: "drops at 8, 2 and 8 —
 * morning, afternoon and night", "feed at 7 and 5, morning and evening", "pills 9 and 9 (morning and night)". Each
 * hour is read in its own part of the day ("8 in the morning, 2 in the afternoon and 8 at night"), with a note. Not
 * where the counts differ ("at 8 and 2 — morning, afternoon and night"), where a part is plural ("at 8 and 9,
 * mornings and evenings": both hours on both?), nor where an hour does not fall in its part ("at 2 and 8, morning
 * and night": 2 in the morning is the small hours, left to the reader's refusal).
 */

import type { ScheduleProblem } from '../problem.js';
import { unparseable } from './draft.js';
import { DAY, MONTH } from './words.js';

const HOUR = '(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?';
const PART = '(?:morning|afternoon|evening|night)';
const JOIN = '\\s*(?:,\\s*(?:and\\s+)?|and\\s+|&\\s*)';
const LIST = new RegExp(
  `(?<![\\d:])(?<hours>${HOUR}(?:${JOIN}${HOUR})+)(?<gap>\\s*(?:[-\\u2013\\u2014,:(]\\s*)+|\\s+)(?:in\\s+the\\s+)?(?<parts>${PART}(?:${JOIN}(?:in\\s+the\\s+|at\\s+)?${PART})+)\\s*\\)?(?![a-z])`,
);
export const RESPECTIVE_PARTS_GATE = new RegExp(`\\d\\s*(?:,|and|&)[\\s\\S]*${PART}${JOIN}(?:in the |at )?${PART}`);

/** The hours, on the 12-hour clock, each part of the day may hold. */
const FITS: Record<string, (h: number) => boolean> = {
  morning: (h) => h >= 4 && h <= 11,
  afternoon: (h) => h === 12 || (h >= 1 && h <= 5),
  evening: (h) => h >= 4 && h <= 11,
  night: (h) => h >= 6 && h <= 11,
};
const SAID: Record<string, string> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
  night: 'at night',
};

/** Numbers said as days of the month: "on the 5 and 6", "the 5 and 6", "monthly 5 and 6", "dec 5 and 6", "days 5 and 6". */
const DAYS_BEFORE = new RegExp(`(?:\\bthe|\\bon|\\bmonth(?:s|ly)?|\\bdays?|\\b${MONTH})\\s*$`);
const EVERY_DAY_BEFORE = /\b(?:every|each)\s+day\s*$/;
/** Words before a list of hours that say when, not what: "at 7 and 5", "daily 7 and 5", "mondays 7 and 5". */
const WHEN_BEFORE = new RegExp(
  `(?:\\b(?:at|by|around|about|daily|nightly|week(?:day|end)s?)|@|\\b${DAY}|\\b(?:every|each)\\s+day)\\s*$`,
);

export function respectiveParts(text: string): { text: string; note: string } | { problem: ScheduleProblem } | null {
  const m = LIST.exec(text);
  const g = m?.groups;
  if (!m || !g) return null;
  const before = text.slice(0, m.index);
  // "every month on the 5 and 6, morning and evening": days of the month, not hours
  if (DAYS_BEFORE.test(before) && !EVERY_DAY_BEFORE.test(before)) return null;
  const hours = (g.hours as string).split(new RegExp(JOIN)).map((h) => h.trim());
  // "groups 5 and 6, morning and evening": a noun right before different whole numbers numbers things, not hours
  const noun = /([a-z][a-z'-]*)\s*$/.exec(before);
  if (
    noun &&
    !WHEN_BEFORE.test(before) &&
    !hours.some((h) => h.includes(':')) &&
    new Set(hours).size === hours.length
  ) {
    const said = `${noun[1]} ${g.hours}`;
    return {
      problem: unparseable(
        `"${said}" may number the ${noun[1]}, not say the hours to run at.`,
        `Give the hours with "at", e.g. "${noun[1]} at ${g.hours}, ${g.parts}", or with am/pm.`,
      ),
    };
  }
  const parts = (g.parts as string).split(new RegExp(JOIN)).map((p) => p.replace(/^(?:in\s+the|at)\s+/, '').trim());
  if (hours.length !== parts.length) return null;
  const said: string[] = [];
  for (const [i, h] of hours.entries()) {
    const part = parts[i] as string;
    if (!FITS[part]?.(Number(h.split(':')[0]))) return null;
    said.push(`${h} ${SAID[part]}`);
  }
  const list = `${said.slice(0, -1).join(', ')} and ${said.at(-1)}`;
  return {
    text: `${text.slice(0, m.index)}${list}${text.slice(m.index + m[0].length)}`,
    note: `Read "${m[0].trim()}" as each time in its part of the day, in the order said.`,
  };
}
