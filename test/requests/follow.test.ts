import { describe, expect, it } from 'vitest';
import { compileSchedule } from '../../src/requests/draft.js';
import { followChoice } from '../../src/requests/follow-choice.js';
import type { Store } from '../../src/store/types.js';
import { ALICE, BOB, followerOf, NOTEBOOK, workflowRig } from '../support/workflow.js';

/** The rig's clock: Saturday 2026-11-21 12:00 UTC. Los Angeles moves to PDT on Sunday 2027-03-14 at 10:00 UTC. */
const CHANGE = Date.UTC(2027, 2, 14, 10);
const DAY = 86_400_000;
const WEEKDAYS_7PM = { phrase: 'every weekday 7pm Pacific', zone: 'Europe/London' };
const fieldsOf = (t: { minute: string; hour: string; dayOfMonth: string; month: string; dayOfWeek: string }) =>
  [t.minute, t.hour, t.dayOfMonth, t.month, t.dayOfWeek].join(' ');

describe('a schedule that follows daylight saving, from the draft to the follower', () => {
  it('is followed unless asked otherwise: the draft shows both ways across the change and sends the first stretch', async () => {
    const rig = await workflowRig();
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    expect(c.tasks.map(fieldsOf)).toEqual(['0 3 ? * 3-7']);
    // The first stretch ends the millisecond before the change; the caveat of fixed fields is gone.
    expect(c.tasks[0]?.endDate).toBe(CHANGE - 1);
    expect(c.schedule?.warnings.map((w) => w.code)).not.toContain('dst');
    const dst = c.schedule?.dst;
    expect(dst?.following).toBe(true);
    expect(dst?.nextChange).toBe(CHANGE);
    expect(dst?.notFollowable).toBeNull();
    // Thu Mar 11 and Fri Mar 12 at 7 PM PST, then Mon Mar 15 and Tue Mar 16 at 7 PM PDT.
    expect(dst?.followRuns).toEqual([
      Date.UTC(2027, 2, 12, 3),
      Date.UTC(2027, 2, 13, 3),
      Date.UTC(2027, 2, 16, 2),
      Date.UTC(2027, 2, 17, 2),
    ]);
    // Fixed: the same before, 8 PM PDT after.
    expect(dst?.fixedRuns).toEqual([
      Date.UTC(2027, 2, 12, 3),
      Date.UTC(2027, 2, 13, 3),
      Date.UTC(2027, 2, 16, 3),
      Date.UTC(2027, 2, 17, 3),
    ]);

    const o = await rig.workflow.confirm(c.requestId, ALICE);
    expect(o.state).toBe('created');
    const s = await rig.store.follow.schedule(c.requestId);
    expect(s?.state).toBe('active');
    expect(s?.intent.phrase).toBe(WEEKDAYS_7PM.phrase);
    expect(s?.intent.task.type).toBe('ExecuteNotebook');
    const periods = await rig.store.follow.periods(c.requestId);
    expect(periods.map((p) => [p.state, p.until, p.created.map((x) => x.id)])).toEqual([
      ['created', CHANGE, o.createdIds],
    ]);

    // A week before the change, the follower creates the next stretch: at 7 PM PDT, and the first is not sent again.
    rig.clock.now = CHANGE - 7 * DAY + 60_000;
    const { follower } = followerOf(rig);
    await follower.tick();
    const tasks = rig.emulator.tasks();
    expect(tasks.map((t) => fieldsOf(t))).toEqual(['0 3 ? * 3-7', '0 2 ? * 3-7']);
    expect(tasks[1]?.startDate).toBe(CHANGE);
    expect(rig.posts('createTask')).toBe(2);
  });

  it('fixed in UTC when the person says so: no chain, the caveat stays, and the runs after the change move', async () => {
    const rig = await workflowRig();
    const schedule = { ...WEEKDAYS_7PM, follow: false };
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule });
    expect(c.tasks.map(fieldsOf)).toEqual(['0 3 ? * 3-7']);
    expect(c.tasks[0]?.endDate).toBeUndefined();
    expect(c.schedule?.warnings.map((w) => w.code)).toContain('dst');
    expect(c.schedule?.dst?.following).toBe(false);
    await rig.workflow.confirm(c.requestId, ALICE);
    expect(await rig.store.follow.schedule(c.requestId)).toBeUndefined();
  });

  it('offers nothing where no change moves the schedule: typed UTC fields, a zone without daylight saving', async () => {
    const rig = await workflowRig();
    for (const schedule of [
      { phrase: 'every weekday 7pm', zone: 'Asia/Tokyo' },
      {
        fields: { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' },
        zone: 'America/Los_Angeles',
      },
      { phrase: 'every 15 minutes', zone: 'America/Los_Angeles' },
    ]) {
      const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule });
      expect(c.schedule?.dst).toBeUndefined();
    }
  });

  it('a hand-over lost after the tasks were created is made by the next sweep, once', async () => {
    const rig = await workflowRig();
    let fail = true;
    const follow = rig.store.follow;
    const adopt = (...args: Parameters<Store['follow']['adopt']>) => {
      if (!fail) return follow.adopt(...args);
      fail = false;
      return Promise.reject(new Error('the process stopped here'));
    };
    const flaky = new Proxy(follow, {
      get(target, key) {
        if (key === 'adopt') return adopt;
        const v = Reflect.get(target, key);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    const workflow = rig.another('instance-b', { ...rig.store, follow: flaky } as Store);
    const c = await workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    const o = await workflow.confirm(c.requestId, ALICE);
    expect(o.state).toBe('created');
    expect(await follow.schedule(c.requestId)).toBeUndefined();
    await workflow.sweep();
    await workflow.sweep();
    expect((await follow.schedule(c.requestId))?.state).toBe('active');
    expect((await follow.periods(c.requestId)).map((p) => p.created.map((x) => x.id))).toEqual([o.createdIds]);
  });

  it('drafted just before the change, its next runs go on across it, at 7 PM on both sides', async () => {
    const rig = await workflowRig();
    const now = Date.UTC(2027, 2, 11, 20); // Thu Mar 11, 12 PM PST
    const choice = followChoice(rig.client, NOTEBOOK, WEEKDAYS_7PM, compileSchedule(WEEKDAYS_7PM, now), false);
    expect(choice?.follow?.nextRuns).toEqual([
      Date.UTC(2027, 2, 12, 3),
      Date.UTC(2027, 2, 13, 3),
      Date.UTC(2027, 2, 16, 2),
      Date.UTC(2027, 2, 17, 2),
      Date.UTC(2027, 2, 18, 2),
    ]);
  });

  it('a first stretch created in part is handed over all the same: the follower creates the missing task', async () => {
    const rig = await workflowRig();
    const schedule = { phrase: 'on the 30th of every month at 8pm Pacific', zone: 'UTC' };
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule });
    expect(c.schedule?.dst?.following).toBe(true);
    expect(c.tasks).toHaveLength(2);
    // the first POST answered as usual, the second refused (a sign-in the portal no longer takes)
    rig.emulator.fault({ kind: 'latency', ms: 0, op: 'createTask' });
    rig.emulator.fault({ kind: 'token-expired', op: 'createTask' });
    const o = await rig.workflow.confirm(c.requestId, ALICE);
    expect(o.state).toBe('partial');
    const [first] = await rig.store.follow.periods(c.requestId);
    expect(first?.state).toBe('planned');
    expect(first?.created.map((x) => x.id)).toEqual([o.createdIds[0], null]);

    const { follower } = followerOf(rig);
    await follower.tick();
    const [after] = await rig.store.follow.periods(c.requestId);
    expect(after?.state).toBe('created');
    expect(after?.created[0]?.id).toBe(o.createdIds[0]);
    expect(rig.emulator.tasks().map(fieldsOf).sort()).toEqual(c.tasks.map(fieldsOf).sort());
  });

  it('an update of one of its tasks is refused (it would reach one stretch): the whole is changed instead', async () => {
    const rig = await workflowRig();
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    const o = await rig.workflow.confirm(c.requestId, ALICE);
    const taskId = o.createdIds[0] ?? '';
    // the form may open: it changes the whole schedule
    await expect(rig.workflow.checkTaskChange(ALICE, taskId)).resolves.toBeUndefined();
    const update = {
      kind: 'task',
      person: ALICE,
      task: NOTEBOOK,
      schedule: { phrase: 'every weekday 6pm Pacific', zone: 'Europe/London' },
      replaces: { taskId },
    } as const;
    await expect(rig.workflow.draft(update)).rejects.toMatchObject({ code: 'follow.edit-chain' });
    expect(rig.posts('updateTask')).toBe(0);
  });

  it('a change of the whole schedule makes the new one first, then deletes every task of the old one', async () => {
    // one service account: who may change it is the bot's to say (its owner and the admins)
    const rig = await workflowRig({ sharedAccount: true, policy: { mode: 'service-account' } });
    const { follower } = followerOf(rig);
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    await rig.workflow.confirm(c.requestId, ALICE);
    // the follower has made the second stretch's task (a week before the change; back to today, the rig's sign-ins
    // last 14 days)
    const today = rig.clock.now;
    rig.clock.now = CHANGE - 7 * DAY + 60_000;
    await follower.tick();
    rig.clock.now = today;
    const old = rig.emulator.tasks().map((t) => t.id);
    expect(old).toHaveLength(2);

    // someone else (not its owner, not an admin) may not change it, from the form to the draft
    await expect(rig.workflow.checkTaskChange(BOB, old[0] ?? '')).rejects.toMatchObject({ code: 'policy.not-allowed' });
    const change = {
      kind: 'task',
      person: ALICE,
      task: { ...NOTEBOOK, title: 'Evening notebook' },
      schedule: { phrase: 'every weekday 6pm Pacific', zone: 'Europe/London' },
      supersedes: { taskId: old[1] ?? '' },
    } as const;
    await expect(rig.workflow.draft({ ...change, person: BOB })).rejects.toMatchObject({ code: 'policy.not-allowed' });

    const d = await rig.workflow.draft(change);
    expect(d.supersedes?.scheduleId).toBe(c.requestId);
    expect(d.supersedes?.taskIds).toEqual(old);
    // "before" is the schedule as asked: its words and its running period, not the stretch's own dates
    expect(d.supersedes?.before).toMatchObject({ words: 'Every weekday at 7:00 PM Pacific Time', endDate: null });
    expect(d.schedule?.dst?.following).toBe(true);
    // nothing deleted before the confirm
    expect(rig.posts('deleteTask')).toBe(0);

    const o = await rig.workflow.confirm(d.requestId, ALICE);
    expect(o.state).toBe('created');
    expect((await rig.store.follow.schedule(c.requestId))?.state).toBe('stopped');
    expect((await rig.store.follow.schedule(d.requestId))?.intent.phrase).toBe('every weekday 6pm Pacific');
    const left = rig.emulator.tasks();
    expect(left.map((t) => t.id).filter((id) => old.includes(id))).toEqual([]);
    // 6 PM PST is 02:00 UTC the next day: the new schedule's first stretch (the follower makes the next)
    expect(left.map(fieldsOf)).toEqual(['0 2 ? * 3-7']);
    expect(left.every((t) => t.title === 'Evening notebook')).toBe(true);
    expect((await rig.store.requests.events(d.requestId)).map((e) => e.type)).toContain('superseded');
    // the old schedule can no longer be changed: it is gone
    await expect(rig.workflow.draft(change)).rejects.toMatchObject({ code: 'follow.gone' });
  });

  it('a change whose old tasks could not be deleted leaves the old schedule paused; the sweep finishes it', async () => {
    const rig = await workflowRig({ sharedAccount: true });
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    const first = await rig.workflow.confirm(c.requestId, ALICE);
    const d = await rig.workflow.draft({
      kind: 'task',
      person: ALICE,
      task: NOTEBOOK,
      schedule: { phrase: 'every weekday 6pm Pacific', zone: 'Europe/London' },
      supersedes: { taskId: first.createdIds[0] ?? '' },
    });
    // the portal fails every delete (retries included) until it recovers
    rig.emulator.fault({ kind: 'http-502', op: 'deleteTask', times: 1_000 });
    const o = await rig.workflow.confirm(d.requestId, ALICE);
    // the change is made; the old schedule no longer runs, and is not yet deleted
    expect(o.state).toBe('created');
    expect((await rig.store.follow.schedule(c.requestId))?.state).toBe('paused');
    const oldTask = rig.emulator.tasks().find((t) => t.id === first.createdIds[0]);
    expect(oldTask?.active).toBe(false);
    expect((await rig.store.requests.events(d.requestId)).map((e) => e.type)).not.toContain('superseded');

    rig.emulator.clearFaults();
    await rig.workflow.sweep();
    expect((await rig.store.follow.schedule(c.requestId))?.state).toBe('stopped');
    expect(rig.emulator.tasks().map((t) => t.id)).not.toContain(first.createdIds[0]);
    expect((await rig.store.requests.events(d.requestId)).map((e) => e.type)).toContain('superseded');
  });
});
