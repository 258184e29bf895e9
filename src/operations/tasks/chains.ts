import type { TaskRecord } from '../../portal/operations.js';
import type { FollowedPeriod, FollowState, Store } from '../../store/types.js';

/** A schedule that follows daylight saving, as lists show it: one entry for the tasks of all its stretches. */
export interface ChainOfTask {
  readonly scheduleId: string;
  readonly state: FollowState;
  /** Every created task of the chain, oldest stretch first. */
  readonly taskIds: readonly string[];
  /** Epoch ms: the next daylight saving change the chain crosses (the current stretch's end), or null. */
  readonly nextChange: number | null;
}

/** Each created task of every chain not deleted, by task id, with the stretch it runs in. */
export async function chainsByTask(
  follow: Pick<Store['follow'], 'schedules' | 'periods'> | undefined,
  owner?: { team: string; user: string },
): Promise<Map<string, { chain: ChainOfTask; period: FollowedPeriod }>> {
  const out = new Map<string, { chain: ChainOfTask; period: FollowedPeriod }>();
  if (!follow) return out;
  for (const s of await follow.schedules()) {
    if (s.state === 'stopped') continue;
    if (owner && (s.owner.team !== owner.team || s.owner.user !== owner.user)) continue;
    const periods = await follow.periods(s.id);
    const taskIds = periods.flatMap((p) => p.created.flatMap((c) => (c.id ? [c.id] : [])));
    const chain = { scheduleId: s.id, state: s.state, taskIds, nextChange: null };
    for (const p of periods) for (const c of p.created) if (c.id) out.set(c.id, { chain, period: p });
  }
  return out;
}

/**
 * One task per chain, the one that speaks for it: the task of the stretch running now, else the next stretch's,
 * else the last. The others are left out of the list; `nextChange` is the end of the chosen stretch.
 */
export function oneTaskPerChain(
  tasks: readonly TaskRecord[],
  chains: Map<string, { chain: ChainOfTask; period: FollowedPeriod }>,
  now: number,
): { tasks: TaskRecord[]; chainOf: Map<string, ChainOfTask> } {
  const best = new Map<string, { task: TaskRecord; period: FollowedPeriod }>();
  const rank = (p: FollowedPeriod) => (p.from <= now && (p.until === null || now < p.until) ? 0 : p.from > now ? 1 : 2);
  for (const task of tasks) {
    const c = chains.get(task.id);
    if (!c) continue;
    const held = best.get(c.chain.scheduleId);
    const better =
      !held ||
      rank(c.period) < rank(held.period) ||
      (rank(c.period) === rank(held.period) &&
        (rank(c.period) === 2 ? c.period.from > held.period.from : c.period.from < held.period.from));
    if (better) best.set(c.chain.scheduleId, { task, period: c.period });
  }
  const chosen = new Set([...best.values()].map((b) => b.task.id));
  const chainOf = new Map<string, ChainOfTask>();
  for (const b of best.values()) {
    const c = chains.get(b.task.id);
    if (!c) continue;
    const nextChange = b.period.until !== null && b.period.until > now ? b.period.until : null;
    chainOf.set(b.task.id, { ...c.chain, nextChange });
  }
  return { tasks: tasks.filter((t) => !chains.has(t.id) || chosen.has(t.id)), chainOf };
}
