import { otherMeanings, resolveZoneWord } from '../../zones.js';
import { type RecurrenceParser, unparseable } from '../draft.js';
import { DAY, MONTH } from '../words.js';
import { differencesAt } from '../zoneClocks.js';
import { WORD_SOURCE } from './zone.js';

/** A clock time with its am/pm or its minutes ("1pm", "10:30 a.m.", "18:00"): a bare "9" is not one. */
export const CLOCK = '(?:(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s*[ap]\\.?m\\.?|(?:[01]?\\d|2[0-3]):[0-5]\\d)';
export const ZONE = `${WORD_SOURCE}(?![a-z0-9_/])(?:\\s+time)?`;
const SEP = '(?:/|\\(|=|\\bor\\b|\\baka\\b)';

/** "9am", "9:30 pm", "21:00": minutes of the day. */
export function minutesOf(clock: string): number {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([ap])?/.exec(clock) ?? [];
  let h = Number(m[1]);
  if (m[3] === 'p' && h < 12) h += 12;
  if (m[3] === 'a' && h === 12) h = 0;
  return h * 60 + (m[2] === undefined ? 0 : Number(m[2]));
}

function clockText(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** "est" -> "EST", "new york" -> "New York". */
function said(words: string): string {
  return /^[a-z]{2,4}$/.test(words) ? words.toUpperCase() : words.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** The zone of the words, as the person means them ("AEST" said in Brisbane is Brisbane's, which keeps it all year). */
export function zoneOf(words: string, ownZone: string): string | null {
  const plain = words.replace(/\s+time$/, '').replace(/\s+/g, ' ');
  const own = otherMeanings(plain).find((o) => o.zone === ownZone && o.own !== false);
  return own?.zone ?? resolveZoneWord(plain);
}

/**
 * One time said in two zones: "1pm EST / 10am PST", "9am ET (6am PT)", "14:00 London = 15:00 Paris". The second
 * is read as a restatement of the first, and consumed, when both name the same instant at the first run (taken as
 * now); the schedule keeps the first zone's clock, and a note says when the second matches only part of the year
 * (two zones that change their clocks on different dates). Two instants are refused, saying both. Zones joined
 * otherwise ("9am London + 9am Tokyo", "and") are two rules: refused by the zone parser, then read as a rule per
 * zone when their clock times are the same (`grammar/manyRules.ts`).
 */
/** Days said: of the week, of the month, or a month. */
const DAYS_SAID = new RegExp(`\\b(?:${DAY}|week(?:day|end)s?\\b|\\d{1,2}(?:st|nd|rd|th)\\b|${MONTH})`);

export const sameInstantParser: RecurrenceParser = {
  name: 'sameInstant',
  pattern: new RegExp(
    `${SEP}(?=\\s*\\d)(?<=[a-z.]\\s*${SEP})(?<=(?<![\\d:])(?<t1>${CLOCK})\\s*(?<z1>${ZONE})\\s*${SEP})\\s*(?<t2>${CLOCK})\\s*(?<z2>${ZONE})(?:\\s*\\))?(?![a-z0-9_/])`,
    'g',
  ),
  gate: /[a-z.]\s*(?:[/(=]|\bor|\baka)\s*\d/,
  apply(m, draft, ctx) {
    const g = m.groups ?? {};
    const [t1, z1, t2, z2] = [g.t1, g.z1, g.t2, g.z2].map((s) => (s ?? '').trim());
    const a = zoneOf(z1 ?? '', ctx.ownZone ?? '');
    const b = zoneOf(z2 ?? '', ctx.ownZone ?? '');
    const first = `${t1} ${said(z1 ?? '')}`;
    const second = `${t2} ${said(z2 ?? '')}`;
    if (a === null || b === null) {
      return unparseable(
        `"${first}" and "${second}" name a time in two zones, and one is not a single zone I know.`,
        'Give the time in one zone, e.g. "1pm Eastern".',
      );
    }
    const m1 = minutesOf(t1 ?? '');
    const diffs = differencesAt(a, b, m1, ctx.now) ?? [];
    const m2 = minutesOf(t2 ?? '');
    const agrees = (d: number) => (((m1 + d - m2) % 1440) + 1440) % 1440 === 0;
    const now = diffs[0] ?? 0;
    if (!agrees(now)) {
      return unparseable(
        `"${first}" and "${second}" are not the same time: ${first} is ${clockText(m1 + now)} ${said(z2 ?? '')}.`,
        `Give the time in one zone: "${first}", or "${second}".`,
      );
    }
    // "every monday 23:00 UTC / 8:00 Tokyo": the two clocks fall on different days, and the days said are one's
    if (m1 + now !== m2 && DAYS_SAID.test(ctx.phrase.toLowerCase())) {
      return unparseable(
        `"${first}" and "${second}" are the same moment on different days: ${second} is the ${m1 + now >= 1440 ? 'day after' : 'day before'} on its clock, and the days said are one clock's.`,
        `Give the time in one zone with its days, e.g. "${first}" alone.`,
      );
    }
    const note = diffs.every(agrees)
      ? `"${second}" is the same time as "${first}": read once, on the clock of ${a}.`
      : `"${second}" is the same time as "${first}" now, but not all year (the two zones change their clocks on ` +
        `different dates): the schedule keeps ${first} (${a}).`;
    draft.assumptions.push(note);
    return undefined;
  },
};
