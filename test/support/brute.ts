import { DateTime, FixedOffsetZone } from 'luxon';
import type { DayRule, LocalIntent } from '../../src/schedule/intent.js';

/**
 * An independent, deliberately naive reading of a local intent: walk the local calendar day by day with luxon and
 * list every run. Shares no code with the compiler.
 */
function holds(rule: DayRule, dt: DateTime): boolean {
  const d = dt.day;
  const len = dt.daysInMonth as number;
  const w = (dt.weekday % 7) + 1; // luxon: 1 = Monday .. 7 = Sunday; Quartz: 1 = Sunday
  const isWorkday = (x: DateTime) => x.weekday <= 5;
  switch (rule.kind) {
    case 'every-day':
      return true;
    case 'weekdays':
      return (rule.days as number[]).includes(w);
    case 'month-days':
      return rule.days.some((x) => (x === 'last' ? d === len : x === d));
    case 'last-weekday-of-month': {
      let last = dt.endOf('month').startOf('day');
      while (!isWorkday(last)) last = last.minus({ days: 1 });
      return d === last.day;
    }
    case 'nearest-weekday': {
      if (rule.day > len) return false;
      const target = dt.set({ day: rule.day });
      let best = target;
      if (!isWorkday(target)) {
        const before = target.minus({ days: target.weekday === 6 ? 1 : 2 });
        const after = target.plus({ days: target.weekday === 6 ? 2 : 1 });
        best =
          target.weekday === 6
            ? before.month === target.month
              ? before
              : after
            : after.month === target.month
              ? after
              : before;
      }
      return d === best.day;
    }
    case 'nth-weekday':
      return w === rule.weekday && (rule.nths as number[]).includes(Math.floor((d - 1) / 7) + 1);
    case 'last-weekday-in-month':
      return w === rule.weekday && d > len - 7;
  }
}

export function localTimes(intent: LocalIntent): number[] {
  const iv = intent.interval;
  if (!iv) return intent.times.map((t) => t.hour * 60 + t.minute);
  const out: number[] = [];
  const step = iv.unit === 'minute' ? iv.every : iv.every * 60;
  const from = iv.window ? iv.window.from.hour * 60 + iv.window.from.minute : 0;
  const to = iv.window ? iv.window.to.hour * 60 + iv.window.to.minute : 24 * 60 - 1;
  for (let t = from + (iv.unit === 'hour' ? iv.atMinute : 0); t <= to; t += step) out.push(t);
  return [...new Set(out)].sort((a, b) => a - b);
}

/** Runs of the intent in [from, to) read at a fixed UTC offset (minutes), as epoch ms ascending. */
export function bruteFires(intent: LocalIntent, offsetMinutes: number, from: number, to: number): number[] {
  const zone = FixedOffsetZone.instance(offsetMinutes);
  const minutes = localTimes(intent);
  let day = DateTime.fromMillis(from, { zone }).startOf('day').minus({ days: 1 });
  const end = DateTime.fromMillis(to, { zone }).plus({ days: 1 });
  let months: Set<number> | null = null;
  const rule = intent.months;
  if (rule.kind === 'every-month') months = null;
  else if (rule.kind === 'months') months = new Set(rule.months);
  const out: number[] = [];
  while (day < end) {
    if (!months && rule.kind === 'every-n-months' && holds(intent.days, day)) {
      // "every N months" counts from the month of the first run at or after `from`
      const firstToday = minutes.some((m) => day.toMillis() + m * 60_000 >= from);
      if (firstToday) {
        months = new Set(
          Array.from({ length: 12 / rule.every }, (_, i) => ((day.month - 1 + i * rule.every) % 12) + 1),
        );
      }
    }
    if ((months === null ? rule.kind === 'every-month' : months.has(day.month)) && holds(intent.days, day)) {
      for (const m of minutes) {
        const t = day.toMillis() + m * 60_000;
        if (t >= from && t < to) out.push(t);
      }
    }
    day = day.plus({ days: 1 });
  }
  return out.sort((a, b) => a - b);
}
