import { describe, expect, it } from 'vitest';
import { TaskDesk } from '../../../src/operations/tasks/desk.js';
import { ALICE, BOB, followerOf, NOTEBOOK, TEAM, workflowRig } from '../../support/workflow.js';

/** The rig's clock: Saturday 2026-11-21 12:00 UTC. Los Angeles moves to PDT on 2027-03-14 at 10:00 UTC, back on Nov 7. */
const CHANGE = Date.UTC(2027, 2, 14, 10);
const BACK = Date.UTC(2027, 10, 7, 9);
const DAY = 86_400_000;

/**
 * A schedule that follows daylight saving, as the task desk lists and changes it: one entry for its stretches' tasks,
 * with one service account (so who may change it is the bot's to say, from the request that made the chain).
 */
async function chain() {
  const rig = await workflowRig({ sharedAccount: true });
  const { follower, acting } = followerOf(rig);
  const c = await rig.workflow.draft({
    kind: 'task',
    person: ALICE,
    task: NOTEBOOK,
    schedule: { phrase: 'every weekday 7pm Pacific', zone: 'America/Los_Angeles' },
  });
  await rig.workflow.confirm(c.requestId, ALICE);
  rig.clock.now = CHANGE - 7 * DAY + 60_000;
  await follower.tick();
  const desk = new TaskDesk({
    portal: rig.client,
    identity: { mode: 'service-account', tokensFor: async () => acting },
    store: rig.store,
    rules: { mode: 'service-account', team: TEAM, admins: [] },
    now: () => rig.clock.now,
    listTtlMs: 0,
  });
  const ids = rig.emulator.tasks().map((t) => t.id);
  return { rig, desk, ids, scheduleId: c.requestId };
}

describe('a followed schedule on the task desk', () => {
  it('is one entry: the stretch running now speaks for it, with every task id and the next change', async () => {
    const { rig, desk, ids } = await chain();
    expect(ids).toHaveLength(2);
    let list = await desk.list(ALICE);
    expect(list.mine.entries.map((e) => e.task.id)).toEqual([ids[0]]);
    expect(list.mine.entries[0]?.chain?.taskIds).toEqual(ids);
    expect(list.mine.entries[0]?.chain?.nextChange).toBe(CHANGE);
    // Mon Mar 8 at 7 PM PST
    expect(list.mine.entries[0]?.nextRun).toBe(Date.UTC(2027, 2, 9, 3));

    // past the change, the second stretch speaks for it; the request that made the chain is still its origin
    rig.clock.now = CHANGE + DAY;
    list = await desk.list(ALICE);
    expect(list.mine.entries.map((e) => e.task.id)).toEqual([ids[1]]);
    expect(list.mine.entries[0]?.chain?.nextChange).toBe(BACK);
    expect(list.mine.entries[0]?.mayChange).toBe(true);
    // its words as asked, though this stretch's fields are not the first's
    expect(list.mine.entries[0]?.origin?.schedule?.description).toBe('Every weekday at 7:00 PM Pacific Time');
    expect(list.mine.entries[0]?.nextRun).toBe(Date.UTC(2027, 2, 16, 2));
    // asked by the first stretch's task (ended), the schedule still runs next on Mar 15 at 7 PM PDT
    expect((await desk.get(ALICE, ids[0] ?? ''))?.nextRun).toBe(Date.UTC(2027, 2, 16, 2));
  });

  it('pause, resume and delete act on every task of it; a second pause sends nothing; others may not', async () => {
    const { rig, desk, ids, scheduleId } = await chain();
    const active = () => rig.emulator.tasks().map((t) => t.active);
    await expect(desk.change(BOB, ids[1] ?? '', 'pause')).rejects.toMatchObject({ code: 'policy.not-allowed' });
    expect(active()).toEqual([true, true]);

    const posts = rig.posts('disableTask');
    const paused = await desk.change(ALICE, ids[1] ?? '', 'pause');
    expect(paused.already).toBe(false);
    expect(active()).toEqual([false, false]);
    expect((await rig.store.follow.schedule(scheduleId))?.state).toBe('paused');
    expect((await desk.change(ALICE, ids[0] ?? '', 'pause')).already).toBe(true);
    expect(rig.posts('disableTask')).toBe(posts + 2);

    await desk.change(ALICE, ids[0] ?? '', 'resume');
    expect(active()).toEqual([true, true]);
    await desk.change(ALICE, ids[0] ?? '', 'delete');
    expect(rig.emulator.tasks()).toEqual([]);
    expect((await rig.store.follow.schedule(scheduleId))?.state).toBe('stopped');
    expect((await desk.list(ALICE)).mine.entries).toEqual([]);
  });

  it('its run history is every stretch’s runs, newest first', async () => {
    const { rig, desk, ids } = await chain();
    rig.emulator.advanceTo(CHANGE + 3 * DAY);
    rig.clock.now = CHANGE + 3 * DAY;
    const { runs, entry } = await desk.history(ALICE, ids[1] ?? '');
    expect(entry.chain?.taskIds).toEqual(ids);
    const created = runs.map((r) => r.created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    // the first stretch's last run (Fri Mar 12, 7 PM PST) and the second's first (Mon Mar 15, 7 PM PDT)
    expect(created).toContain(Date.UTC(2027, 2, 13, 3));
    expect(created).toContain(Date.UTC(2027, 2, 16, 2));
  });

  it('a change that reached only some of its tasks is finished by the next click, not taken as done', async () => {
    const { rig, desk, ids, scheduleId } = await chain();
    // as a pause cut short leaves it: the chain paused, its tasks still running
    await rig.store.follow.setState(scheduleId, 'paused', rig.clock.now);
    const r = await desk.change(ALICE, ids[0] ?? '', 'pause');
    expect(r.already).toBe(false);
    expect(rig.emulator.tasks().map((t) => t.active)).toEqual([false, false]);
  });
});
