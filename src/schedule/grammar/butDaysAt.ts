import type { LocalIntent } from '../intent.js';
import type { Outcome } from '../problem.js';
import { DAY } from './words.js';

/**
 * "cluster job nightly at 01:00 but on weekends at 03:00", "every weekday 4 pm, but friday at 3 pm": plain "but"
 * (not "but not"), then days and a time of their own, last in the phrase after a rule with a time. Read as "instead"
 * says: that time on those days in place of the earlier rule ("..., but on weekends at 03:00 instead"). Only where
 * the days' time is none of the rule's own: "daily 9am and 5pm but sundays at 5pm" could leave 5 PM out on
 * Sundays, or keep only it (the caller refuses).
 */
const DAY_LIST = `(?:${DAY}|week(?:day|end)s?\\b)(?:\\s*(?:,|and|&|or)\\s*(?:${DAY}|week(?:day|end)s?\\b))*`;
const CLOCK = '(?:\\d{1,2}(?:[:.]\\d{2})?(?:\\s*[ap]m)?|noon|midnight)';
const BUT_DAYS_AT = new RegExp(
  `^\\s*,?\\s*(but\\s+(?:on\\s+)?(?:the\\s+)?${DAY_LIST}\\s+(?:at\\s+|@\\s*)?${CLOCK}(?:\\s*(?:,|and|&)\\s*(?:at\\s+)?${CLOCK})*)\\s*$`,
);
export const BUT_DAYS_AT_GATE = /\bbut\s+(?!not\b)/;

const minutes = (r: LocalIntent): number[] => r.times.map((t) => t.hour * 60 + t.minute);

/** The times run on each day of the week (index 1-7, sorted and joined), or null for rules not of days of the week. */
export function week(rules: readonly LocalIntent[]): string[] | null {
  const out: number[][] = [[], [], [], [], [], [], [], []];
  for (const r of rules) {
    if (r.interval !== null || r.months.kind !== 'every-month' || r.startDate !== null || r.endDate !== null)
      return null;
    const ds = r.days.kind === 'every-day' ? [1, 2, 3, 4, 5, 6, 7] : r.days.kind === 'weekdays' ? r.days.days : null;
    if (ds === null) return null;
    for (const d of ds) (out[d] as number[]).push(...minutes(r));
  }
  return out.map((xs) => [...new Set(xs)].sort((a, b) => a - b).join(','));
}

/** The rules with the clause after `at` in `text` read as "instead", or null when it is not that shape. */
export function butDaysInstead(
  text: string,
  at: number,
  read: (phrase: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const m = BUT_DAYS_AT.exec(text.slice(at));
  if (!m) return null;
  const head = text.slice(0, at).replace(/[\s,]+$/, '');
  const before = read(head);
  const after = read((m[1] as string).replace(/^but\s+/, ''));
  if (!before.ok || !after.ok) return null;
  const said = new Set(before.value.flatMap(minutes));
  if (before.value.some((x) => x.interval !== null) || after.value.some((x) => x.interval !== null)) return null;
  if (after.value.flatMap(minutes).some((t) => said.has(t))) return null;
  const r = read(`${head}, ${m[1]} instead`);
  if (!r.ok || r.value.length < 2) return null;
  // the rules read must run the days' time on those days and the earlier times on the others, and nothing else
  const base = week(before.value);
  const days = week(after.value);
  const got = week(r.value);
  if (base === null || days === null || got === null) return null;
  for (let w = 1; w <= 7; w++) {
    const want = (days[w] as string) !== '' ? days[w] : base[w];
    if (got[w] !== want) return null;
  }
  // the note quotes the words as said, without the "instead" read into them
  const asSaid = (a: string) => a.replace(/ instead" read as in place/, '" read as in place');
  return { ok: true, value: r.value.map((x) => ({ ...x, assumptions: x.assumptions.map(asSaid) })) };
}

/**
 * "every weekday at 9 but 10 on fridays", "daily 7am but at 10am on weekends", "mon-fri 18:00 but 17:00 on fri": the
 * days' own time said before them. Said again in the order read above ("but on fridays at 10"), so the same checks
 * apply: a time that is one of the rule's own ("daily 9am and 5pm but 5pm on sundays") stays asked. Only plain "but"
 * (not "but not"), "on" before the days, and last in the phrase.
 */
const BUT_CLOCK_ON_DAYS = new RegExp(
  `([,\\s])but\\s+(?:at\\s+|@\\s*)?(${CLOCK}(?:\\s*(?:,|and|&)\\s*(?:at\\s+)?${CLOCK})*)\\s+on\\s+(?:the\\s+)?(${DAY_LIST})\\s*$`,
);
export const BUT_CLOCK_ON_DAYS_GATE = /\bbut\s+(?!not\b)(?:at\s+|@\s*)?\d[^,;]*\son\s/;

/**
 * `text` with "but <time> on <days>" said as "but <days> at <time>" (`as`; the words said: `said`), or null when
 * it is not that shape.
 */
export function butClockOnDays(text: string): { text: string; as: string; said: string } | null {
  const m = BUT_CLOCK_ON_DAYS.exec(text);
  if (!m) return null;
  const as = `but ${m[3]} at ${m[2]}`;
  return { text: `${text.slice(0, m.index)}${m[1]}${as}`, as, said: text.slice(m.index + 1).trim() };
}
