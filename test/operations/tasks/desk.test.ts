import { describe, expect, it } from 'vitest';
import { isPortalOpsError } from '../../../src/errors.js';
import { TaskDesk, type TaskPortal } from '../../../src/operations/tasks/desk.js';
import type { TaskRecord } from '../../../src/portal/operations.js';
import type { StaticTokenSource } from '../../../src/portal/tokens/static.js';
import { openStore } from '../../../src/store/open.js';
import type { Person, TaskEvent } from '../../../src/store/types.js';

const T0 = Date.UTC(2026, 10, 23, 12);
const TEAM = 'T1';
const ALICE: Person = { team: TEAM, user: 'U0ALICE' };
const BOB: Person = { team: TEAM, user: 'U0BOB' };
const ID = 'a'.repeat(32);

function record(over: Partial<TaskRecord> = {}): TaskRecord {
  return {
    id: ID,
    type: 'ExecuteNotebook',
    title: 'Nightly',
    cron: { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '*' },
    active: true,
    taskState: 'active',
    ...over,
  };
}

/** A portal that holds one task and counts what it is asked to do; the desk's decisions are what is tested. */
function portalOf(task: TaskRecord, listedTimes = 1) {
  const calls: string[] = [];
  const portal = {
    allTasks: async () => {
      calls.push('list');
      return Array.from({ length: listedTimes }, () => task);
    },
    getTask: async () => task,
    taskRuns: async () => [],
    disableTask: async (_t: unknown, _u: string, id: string) => {
      calls.push(`disable ${id}`);
      return { taskId: id };
    },
    enableTask: async (_t: unknown, _u: string, id: string) => {
      calls.push(`enable ${id}`);
      return { taskId: id };
    },
    deleteTask: async (_t: unknown, _u: string, id: string) => {
      calls.push(`delete ${id}`);
      return { taskId: id };
    },
  } as unknown as TaskPortal;
  return { portal, calls };
}

async function deskWith(task: TaskRecord, admins: string[] = [], listedTimes = 1) {
  const store = await openStore({ sqlitePath: ':memory:' });
  const { portal, calls } = portalOf(task, listedTimes);
  const events: TaskEvent[] = [];
  const desk = new TaskDesk({
    portal,
    identity: {
      mode: 'service-account',
      tokensFor: async () => ({ tokens: {} as StaticTokenSource, portalUser: 'svc_bot' }),
    },
    store: {
      requests: store.requests,
      taskEvents: {
        record: async (e) => {
          events.push(e);
          await store.taskEvents.record(e);
        },
      },
    },
    rules: { mode: 'service-account', team: TEAM, admins },
    now: () => T0,
  });
  return { desk, calls, events, store };
}

describe('the task desk with one service account', () => {
  it('refuses a change from someone who did not create the task, sends nothing, and keeps the refusal on record', async () => {
    const { desk, calls, store } = await deskWith(record());
    const refused = await desk.change(BOB, ID, 'pause').catch((e: unknown) => e);
    expect(isPortalOpsError(refused, 'policy.not-allowed')).toBe(true);
    expect(calls).toEqual([]);
    expect(await store.taskEvents.forTask(ID)).toEqual([
      { taskId: ID, at: T0, actor: 'T1:U0BOB', type: 'pause', outcome: 'refused', detail: { reason: 'not-owner' } },
    ]);
    await store.close();
  });

  it('lets an admin change any task, once, on record', async () => {
    const { desk, calls, events, store } = await deskWith(record(), [BOB.user]);
    await desk.change(BOB, ID, 'delete');
    expect(calls).toEqual([`delete ${ID}`]);
    expect(events.map((e) => [e.type, e.outcome])).toEqual([['delete', 'done']]);
    await store.close();
  });

  it('with one account, the runs of a task are its creator’s and the admins’: a forged history is refused unread', async () => {
    const { desk, store } = await deskWith(record());
    const refused = await desk.history(BOB, ID).catch((e: unknown) => e);
    expect(isPortalOpsError(refused, 'policy.not-allowed')).toBe(true);
    const admin = await deskWith(record(), [BOB.user]);
    expect((await admin.desk.history(BOB, ID)).runs).toEqual([]);
    await store.close();
    await admin.store.close();
  });

  it('a second Pause (or a stale button) sends nothing and says it already was', async () => {
    const { desk, calls, events, store } = await deskWith(record({ active: false, taskState: 'paused' }), [BOB.user]);
    const { already } = await desk.change(BOB, ID, 'pause');
    expect(already).toBe(true);
    expect(calls).toEqual([]);
    expect(events.map((e) => [e.type, e.outcome, e.detail.already])).toEqual([['pause', 'done', true]]);
    const resumed = await desk.change(BOB, ID, 'resume');
    expect(resumed.already).toBe(false);
    expect(calls).toEqual([`enable ${ID}`]);
    await store.close();
  });

  it('a task listed twice (the pages shifted while read) is shown once', async () => {
    const { desk, store } = await deskWith(record(), [ALICE.user], 2);
    const listing = await desk.list(ALICE);
    expect(listing.team?.total).toBe(1);
    expect(listing.team?.entries).toHaveLength(1);
    await store.close();
  });

  it('one read of the task list serves the looks within 30 s; a change, or a look asking for it fresh, reads again', async () => {
    let now = T0;
    const { store } = await deskWith(record(), [ALICE.user]);
    const { portal } = portalOf(record());
    const desk = new TaskDesk({
      portal,
      identity: {
        mode: 'service-account',
        tokensFor: async () => ({ tokens: {} as StaticTokenSource, portalUser: 'svc' }),
      },
      store: { requests: store.requests },
      rules: { mode: 'service-account', team: TEAM, admins: [ALICE.user] },
      now: () => now,
    });
    const counted = (portal as unknown as { allTasks: () => Promise<unknown> }).allTasks;
    let lists = 0;
    (portal as unknown as { allTasks: () => Promise<unknown> }).allTasks = async () => {
      lists++;
      return counted();
    };
    await Promise.all([desk.list(ALICE), desk.list(ALICE), desk.list(BOB)]);
    expect(lists).toBe(1);
    now += 29_000;
    await desk.list(ALICE);
    expect(lists).toBe(1);
    await desk.list(ALICE, { fresh: true });
    expect(lists).toBe(2);
    await desk.change(ALICE, ID, 'pause');
    await desk.list(ALICE);
    expect(lists).toBe(3);
    now += 31_000;
    await desk.list(ALICE);
    expect(lists).toBe(4);
    await store.close();
  });

  it('a person of another workspace is refused before the portal is read', async () => {
    const { desk, calls, store } = await deskWith(record(), [ALICE.user]);
    const refused = await desk.change({ team: 'T_OTHER', user: ALICE.user }, ID, 'pause').catch((e: unknown) => e);
    expect(isPortalOpsError(refused, 'policy.other-team')).toBe(true);
    expect(calls).toEqual([]);
    await store.close();
  });

  it('lists nothing as the person’s own that the bot did not create for them; an admin sees it as the team’s', async () => {
    const plain = await deskWith(record());
    expect((await plain.desk.list(ALICE)).mine.total).toBe(0);
    expect((await plain.desk.list(ALICE)).team).toBeNull();
    const admin = await deskWith(record(), [ALICE.user]);
    const listing = await admin.desk.list(ALICE);
    expect(listing.team?.total).toBe(1);
    expect(listing.team?.entries[0]?.mayChange).toBe(true);
    await plain.store.close();
    await admin.store.close();
  });
});
