import type { DayRule, LocalIntent, LocalTime, Weekday } from '../intent.js';

const ALL_DAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

const minutesOf = (t: LocalTime) => t.hour * 60 + t.minute;

function weekdaysOf(r: DayRule): readonly Weekday[] | null {
  if (r.kind === 'every-day') return ALL_DAYS;
  if (r.kind === 'weekdays') return r.days;
  return null;
}

/**
 * Rules said apart that are one schedule of times on days of the week are put back together by time: each time
 * of day runs on the days some rule gives it, and times with the same days share a rule. "Every day at 9am and
 * every Friday at 9am" is every day at 9am (one task, and no run twice on Fridays); "weekdays at 9am, weekdays at
 * 11am" is weekdays at 9am and 11am; "weekdays at 9am, weekends at 11am" stays two rules. Other rules with the same
 * days and months (the 1st at 9am, the 1st at 5pm) share their times. Intervals are left as said.
 */
export function mergeRules(rules: readonly LocalIntent[]): LocalIntent[] {
  const out: LocalIntent[] = [];
  // rules by months, then by time: the days each time runs on
  const byMonths = new Map<string, { base: LocalIntent; at: number; days: Map<number, Set<Weekday>> }>();
  const sameDays = new Map<string, number>();
  for (const r of rules) {
    const week = r.interval === null ? weekdaysOf(r.days) : null;
    if (week) {
      const key = `${r.zone.name} ${JSON.stringify(r.months)}`;
      let group = byMonths.get(key);
      if (!group) {
        group = { base: r, at: out.length, days: new Map() };
        byMonths.set(key, group);
        out.push(r); // a place holder, replaced below
      } else {
        group.base = { ...group.base, assumptions: [...group.base.assumptions, ...r.assumptions] };
      }
      for (const t of r.times) {
        const set = group.days.get(minutesOf(t)) ?? new Set<Weekday>();
        for (const d of week) set.add(d);
        group.days.set(minutesOf(t), set);
      }
      continue;
    }
    // days of the month at the same times: one rule ("the 1st at 9am, the 15th at 9am" is the 1st and 15th)
    const days = r.days;
    if (r.interval === null && days.kind === 'month-days') {
      const key = `days-at ${r.zone.name} ${r.times.map(minutesOf).join(',')} ${JSON.stringify(r.months)}`;
      const at = sameDays.get(key);
      const prior = at === undefined ? undefined : out[at];
      if (at !== undefined && prior && prior.days.kind === 'month-days') {
        const joined = [...new Set([...prior.days.days, ...days.days])];
        const n = (d: number | 'last') => (d === 'last' ? 32 : d);
        out[at] = {
          ...prior,
          days: { kind: 'month-days', days: joined.sort((a, b) => n(a) - n(b)) },
          assumptions: [...prior.assumptions, ...r.assumptions],
        };
        continue;
      }
      sameDays.set(key, out.length);
      out.push(r);
      continue;
    }
    if (r.interval === null) {
      const key = `${r.zone.name} ${JSON.stringify(r.days)} ${JSON.stringify(r.months)}`;
      const at = sameDays.get(key);
      const prior = at === undefined ? undefined : out[at];
      if (at !== undefined && prior) {
        const times = [...prior.times, ...r.times].sort((a, b) => minutesOf(a) - minutesOf(b));
        out[at] = {
          ...prior,
          times: times.filter((t, i) => i === 0 || minutesOf(t) !== minutesOf(times[i - 1] as LocalTime)),
          assumptions: [...prior.assumptions, ...r.assumptions],
        };
        continue;
      }
      sameDays.set(key, out.length);
    }
    out.push(r);
  }
  const placed: (LocalIntent | LocalIntent[])[] = [...out];
  for (const { base, at, days } of byMonths.values()) {
    // times with the same days, in the order the times were first said
    const byDays = new Map<string, { days: Weekday[]; times: LocalTime[] }>();
    for (const [minute, set] of days) {
      const list = [...set].sort((a, b) => a - b);
      const key = list.join(',');
      const entry = byDays.get(key) ?? { days: list, times: [] };
      entry.times.push({ hour: Math.floor(minute / 60), minute: minute % 60 });
      byDays.set(key, entry);
    }
    placed[at] = [...byDays.values()].map(({ days: list, times }) => ({
      ...base,
      days: list.length === 7 ? { kind: 'every-day' as const } : { kind: 'weekdays' as const, days: list },
      times: times.sort((a, b) => minutesOf(a) - minutesOf(b)),
    }));
  }
  return placed.flat();
}
