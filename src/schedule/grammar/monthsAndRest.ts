import { MONTH_NAMES } from '../cron/calendar.js';
import type { LocalIntent } from '../intent.js';
import type { Outcome } from '../problem.js';

/**
 * One time in some months and another "the rest of the year": "lobby lights 5pm nov-feb, 7pm the rest of the year",
 * "gate lock 9pm in summer (dec-feb), 7pm otherwise", "weekdays 6am from june to august, otherwise 7am", "8am in
 * winter (jun-aug), 7am the other months". Read as two rules: the first as said (its months said), the second the
 * same days and zone at the other time in every other month, with a note naming those months.
 *
 * Refused (left to the readers before): a first part with no months of its own ("5pm on weekends, 7pm otherwise":
 * which other days?), or read as several rules or with dates, a count or a step ("every 15 min in summer (jun-aug),
 * hourly otherwise"), and an "otherwise" with no time of its own ("9pm nov-feb, otherwise not at all").
 */
const CLOCK = '(?:\\d{1,2}(?:[:.]\\d{2})?(?:\\s*[ap]\\.?m\\.?)?|noon|midnight)';
const REST =
  '(?:(?:for\\s+|in\\s+|during\\s+)?(?:the\\s+)?rest\\s+of\\s+(?:the\\s+)?year|otherwise|(?:in\\s+|during\\s+)?(?:all\\s+)?(?:the\\s+)?other\\s+months)';
const CLOCK_THEN_REST = new RegExp(
  `^(?<head>.+?)\\s*(?:,|;|\\band\\b|,\\s*and)\\s*(?:(?:at|@)\\s*)?(?<clock>${CLOCK})\\s+${REST}\\s*[.!]?$`,
);
const REST_THEN_CLOCK = new RegExp(
  `^(?<head>.+?)\\s*(?:,|;|\\band\\b|,\\s*and)\\s*${REST}\\s*,?\\s*(?:(?:at|@)\\s*)?(?<clock>${CLOCK})\\s*[.!]?$`,
);
export const MONTHS_AND_REST_GATE = /\brest\s+of\s+(?:the\s+)?year\b|\botherwise\b|\bother\s+months\b/;

/** Month numbers as "March to October" (or "September to May") when they run on, else "January, March and May". */
function said(months: readonly number[]): string {
  const has = new Set(months);
  const firsts = months.filter((m) => !has.has(m === 1 ? 12 : m - 1));
  if (firsts.length === 1 && months.length > 2) {
    const first = firsts[0] as number;
    const last = ((first + months.length - 2) % 12) + 1;
    return `${MONTH_NAMES[first]} to ${MONTH_NAMES[last]}`;
  }
  const names = [...months].sort((a, b) => a - b).map((m) => MONTH_NAMES[m]);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The two rules of `text`, or null when it is not that shape (or its parts cannot be read). */
export function monthsAndRest(
  text: string,
  read: (phrase: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const m = CLOCK_THEN_REST.exec(text) ?? REST_THEN_CLOCK.exec(text);
  if (!m?.groups) return null;
  const { head, clock } = m.groups as { head: string; clock: string };
  const first = read(head);
  if (!first.ok || first.value.length !== 1) return null;
  const rule = first.value[0] as LocalIntent;
  if (
    rule.months.kind !== 'months' ||
    rule.interval !== null ||
    rule.times.length === 0 ||
    rule.startDate !== null ||
    rule.endDate !== null ||
    rule.maxOccurrences !== null
  )
    return null;
  const chosen = rule.months.months;
  const others = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((x) => !chosen.includes(x));
  if (others.length === 0) return null;
  const at = read(`every day at ${clock}`);
  if (!at.ok || at.value.length !== 1) return null;
  const other = at.value[0] as LocalIntent;
  if (other.interval !== null || other.times.length === 0) return null;
  const same = other.times.every((t) => rule.times.some((r) => r.hour === t.hour && r.minute === t.minute));
  if (same && other.times.length === rule.times.length) return null;
  const rest = m[0].slice(head.length).replace(/^[\s,;]*(?:and\s+)?/, '');
  const note = `"${rest.trim()}" read as the other months (${said(others)}), on the same days.`;
  return {
    ok: true,
    value: [
      rule,
      {
        ...rule,
        times: other.times,
        months: { kind: 'months', months: others },
        assumptions: [...other.assumptions, note],
      },
    ],
  };
}
