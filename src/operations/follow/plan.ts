import { type FollowPlan, followPeriods } from '../../schedule/engine.js';
import type { FollowedPeriod, FollowedSchedule, FollowPeriodTask } from '../../store/types.js';

/** A period to store: its bounds, the tasks to create and the runs the plan gives it. */
export interface PlannedPeriod {
  readonly from: number;
  readonly until: number | null;
  readonly tasks: readonly FollowPeriodTask[];
  readonly runs: number;
}

export type ChainAhead =
  | { readonly ok: true; readonly periods: PlannedPeriod[] }
  | { readonly ok: false; readonly reason: string };

/**
 * The periods after those already stored. The first plan is made from the instant the schedule was confirmed at;
 * later ones from the last stored period's first instant, so that every boundary is a real one (a plan started at
 * an arbitrary instant would make a period start there) and the plan never needs more than two years ahead of it.
 *
 * `maxOccurrences`: what is left is counted from the plan (the stored periods' `runs`), not from the portal's runs.
 * The next period is created a lead ahead of its change, while the current period's task is still running, so its
 * runs cannot be known yet; and each task stops itself at its own maximum, so the plan's count is what runs. (Runs
 * a paused chain missed are not runs, so such a chain ends before its maximum: it does not make them up later.)
 */
export function chainAhead(s: FollowedSchedule, stored: readonly FollowedPeriod[]): ChainAhead {
  const i = s.intent;
  const base = { phrase: i.phrase, defaultZone: i.zone, endDate: i.endDate };
  const last = stored[stored.length - 1];
  if (last === undefined) {
    const plan = followPeriods({ ...base, now: i.anchor, startDate: i.startDate, maxOccurrences: i.maxOccurrences });
    return plan.followable ? { ok: true, periods: plan.periods.map(toPlanned) } : { ok: false, reason: plan.reason };
  }
  let max: number | null = null;
  if (i.maxOccurrences !== null) {
    const left = i.maxOccurrences - stored.reduce((n, p) => n + p.runs, 0);
    if (left <= 0) return { ok: true, periods: [] };
    // Re-planned from the last stored period, the plan spends that period's runs first: give it them back.
    const probe = followPeriods({ ...base, now: last.from, startDate: null, maxOccurrences: null });
    max = left + (firstRuns(probe) ?? 0);
  }
  const plan = followPeriods({ ...base, now: last.from, startDate: null, maxOccurrences: max });
  // Not followable from here: nothing runs after the stored periods (the end or the maximum was reached).
  if (!plan.followable) return { ok: true, periods: [] };
  return { ok: true, periods: plan.periods.filter((p) => p.from > last.from).map(toPlanned) };
}

function firstRuns(plan: FollowPlan): number | undefined {
  return plan.followable ? plan.periods[0]?.runs : undefined;
}

function toPlanned(p: {
  from: number;
  until: number | null;
  runs: number;
  tasks: readonly FollowPeriodTask[];
}): PlannedPeriod {
  return {
    from: p.from,
    until: p.until,
    runs: p.runs,
    tasks: p.tasks.map((t) => ({
      minute: t.minute,
      hour: t.hour,
      dayOfMonth: t.dayOfMonth,
      month: t.month,
      dayOfWeek: t.dayOfWeek,
      startDate: t.startDate,
      endDate: t.endDate,
      maxOccurrences: t.maxOccurrences,
    })),
  };
}
