import { randomUUID } from 'node:crypto';
import type { FollowedSchedule, FollowIntentRecord, FollowState, Person, Store } from '../../store/types.js';
import type { FollowAccounts, FollowPortal } from './ports.js';

export interface ChainDeps {
  readonly store: { readonly follow: Store['follow']; readonly taskEvents: Pick<Store['taskEvents'], 'record'> };
  /** Only changes: a chain is paused, resumed or deleted, never created, here. */
  readonly portal: Pick<FollowPortal, 'disableTask' | 'enableTask' | 'deleteTask'>;
  readonly accounts: FollowAccounts;
  readonly now: () => number;
}

/** What a change of the whole chain did: the tasks it acted on, and those it could not (by their error code). */
export interface ChainOutcome {
  readonly state: FollowState;
  readonly done: string[];
  readonly failed: { readonly taskId: string; readonly code: string }[];
}

/** Records a new followed schedule; the follower creates its first period at its next look. */
export async function followSchedule(
  store: Pick<Store, 'follow'>,
  input: {
    readonly requestId?: string | null;
    readonly owner: Person;
    readonly account: string;
    readonly portalUser: string;
    readonly intent: FollowIntentRecord;
    readonly leadMs: number;
    readonly id?: string;
  },
  now: number,
): Promise<FollowedSchedule> {
  const s: FollowedSchedule = {
    id: input.id ?? randomUUID(),
    requestId: input.requestId ?? null,
    owner: input.owner,
    account: input.account,
    portalUser: input.portalUser,
    intent: input.intent,
    state: 'active',
    leadMs: input.leadMs,
    createdAt: now,
    updatedAt: now,
  };
  await store.follow.insertSchedule(s);
  return s;
}

/** Pauses every created task of the chain; the follower creates nothing more until it is resumed. */
export function pauseChain(d: ChainDeps, scheduleId: string, actor: Person): Promise<ChainOutcome> {
  return change(d, scheduleId, actor, 'paused');
}

/** Resumes the chain's tasks still to run, and lets the follower prepare the periods it skipped meanwhile. */
export function resumeChain(d: ChainDeps, scheduleId: string, actor: Person): Promise<ChainOutcome> {
  return change(d, scheduleId, actor, 'active');
}

/** Deletes every created task of the chain and stops it for good. */
export function deleteChain(d: ChainDeps, scheduleId: string, actor: Person): Promise<ChainOutcome> {
  return change(d, scheduleId, actor, 'stopped');
}

const VERB = { paused: 'pause', active: 'resume', stopped: 'delete', failed: 'fail' } as const;

/**
 * The state first (so the follower, which only acts on active chains and checks again after each creation, does not
 * add a task the change would miss), then each task. Each portal change is state-setting and read back by the
 * client, so doing it twice is harmless: a second pause, or a retry after a partial one, sends what is still needed.
 */
async function change(d: ChainDeps, scheduleId: string, actor: Person, to: FollowState): Promise<ChainOutcome> {
  const f = d.store.follow;
  const s = await f.schedule(scheduleId);
  if (s === undefined) throw new Error(`no followed schedule ${scheduleId}`);
  if (s.state === 'stopped' && to !== 'stopped') return { state: s.state, done: [], failed: [] };
  // A delete first pauses the chain (the follower adds nothing); it is stopped for good once every task is gone, so
  // a partial delete stays a chain that a retry finishes.
  await f.setState(scheduleId, to === 'stopped' ? 'paused' : to, d.now());
  const who = `${actor.team}:${actor.user}`;
  const verb = VERB[to];
  const acting = await d.accounts.actingFor(s);
  const done: string[] = [];
  const failed: { taskId: string; code: string }[] = [];
  for (const p of await f.periods(scheduleId)) {
    // A period whose stretch has passed has nothing left to run; resuming it would only wake an ended task.
    if (to === 'active' && p.until !== null && p.until <= d.now()) continue;
    for (const c of p.created) {
      if (c.id === null) continue;
      try {
        if (acting === undefined) throw Object.assign(new Error('no account'), { code: 'follow.no-account' });
        if (to === 'paused') await d.portal.disableTask(acting.tokens, acting.portalUser, c.id);
        else if (to === 'active') await d.portal.enableTask(acting.tokens, acting.portalUser, c.id);
        else await deleted(d.portal, acting, c.id);
        done.push(c.id);
        await d.store.taskEvents.record({
          taskId: c.id,
          at: d.now(),
          actor: who,
          type: `follow-${verb}`,
          outcome: 'done',
          detail: { schedule: scheduleId },
        });
      } catch (e) {
        const code = (e as { code?: string }).code ?? 'unknown';
        failed.push({ taskId: c.id, code });
        await d.store.taskEvents.record({
          taskId: c.id,
          at: d.now(),
          actor: who,
          type: `follow-${verb}`,
          outcome: 'failed',
          detail: { schedule: scheduleId, code },
        });
      }
    }
  }
  if (to === 'stopped' && failed.length === 0) await f.setState(scheduleId, 'stopped', d.now());
  await f.record({
    scheduleId,
    periodFrom: null,
    at: d.now(),
    actor: who,
    type: `follow-${verb}`,
    outcome: failed.length === 0 ? 'done' : 'failed',
    detail: { done, failed },
  });
  return { state: to === 'stopped' && failed.length > 0 ? 'paused' : to, done, failed };
}

/**
 * A task already gone is deleted: the change is what was asked, however it came about. One the portal would not
 * delete is at least paused, if it lets that, so that it stops running meanwhile (the delete still counts as failed).
 */
async function deleted(
  portal: ChainDeps['portal'],
  acting: { tokens: Parameters<FollowPortal['deleteTask']>[0]; portalUser: string },
  taskId: string,
): Promise<void> {
  try {
    await portal.deleteTask(acting.tokens, acting.portalUser, taskId);
  } catch (e) {
    if ((e as { code?: string }).code === 'portal.task-not-found') return;
    await portal.disableTask(acting.tokens, acting.portalUser, taskId).catch(() => undefined);
    throw e;
  }
}
