import { getOrCreate } from '../collections.js';
import { fieldValues } from '../cron/evaluate.js';
import type { CronFields } from '../cron/fields.js';
import { compactValues } from './compact.js';

/**
 * The union of several rules' expressions, with expressions on the same days joined into as few as their times
 * allow: "every hour from 10pm to 11pm" and "from midnight to 2am" on every day are one task, and two rules that
 * both name 9:00 on the same days run it once. Expressions on different days are kept apart, in their order.
 */
export function joinExpressions(exprs: readonly CronFields[]): CronFields[] {
  const byDays = new Map<string, CronFields[]>();
  for (const e of exprs) getOrCreate(byDays, `${e.dayOfMonth} ${e.month} ${e.dayOfWeek}`, () => []).push(e);
  const out: CronFields[] = [];
  for (const group of byDays.values()) {
    const head = group[0] as CronFields;
    if (group.length === 1) {
      out.push(head);
      continue;
    }
    const minutesByHour = new Map<number, Set<number>>();
    for (const e of group) {
      const minutes = fieldValues(e.minute, 0, 59);
      for (const h of fieldValues(e.hour, 0, 23)) {
        const set = getOrCreate(minutesByHour, h, () => new Set<number>());
        for (const m of minutes) set.add(m);
      }
    }
    const hoursByMinutes = new Map<string, number[]>();
    for (const [h, ms] of [...minutesByHour].sort((a, b) => a[0] - b[0])) {
      getOrCreate(hoursByMinutes, compactValues([...ms], 0, 59), () => []).push(h);
    }
    for (const [minute, hours] of hoursByMinutes) {
      out.push({ ...head, minute, hour: compactValues(hours, 0, 23) });
    }
  }
  return out;
}
