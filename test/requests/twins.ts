/**
 * Reconciliation among twins: identical requests, one of them lost. Whatever the store engine, a task or role found
 * by looking goes to the one request it can belong to, or to nobody until the person says; never to a twin.
 */
import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_MS } from '../../src/requests/reconcile.js';
import type { Store } from '../../src/store/types.js';
import { failure } from '../support/failure.js';
import { ALICE, BOB, NOTEBOOK, workflowRig } from '../support/workflow.js';

const WEEKDAYS_7PM = { phrase: 'every weekday 7pm Pacific', zone: 'UTC' };
const HOUR = 3_600_000;

/** Past the window of every POST sent so far: the portal can no longer be creating any of them. */
function windowClosed(rig: { clock: { now: number } }): void {
  rig.clock.now += CLOCK_SKEW_MS + 1;
}

type Open = () => Promise<Store>;

/** Two identical requests: the first lost after the portal made it, the second lost before it acted. */
async function lostTwins(rig: Awaited<ReturnType<typeof workflowRig>>) {
  const task = { kind: 'task' as const, person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM };
  const first = await rig.workflow.draft(task);
  const second = await rig.workflow.draft(task);
  rig.emulator.fault({ kind: 'drop-after-processing', op: 'createTask' });
  await rig.workflow.confirm(first.requestId, ALICE);
  rig.emulator.fault({ kind: 'drop-before-processing', op: 'createTask' });
  await rig.workflow.confirm(second.requestId, ALICE);
  return { first, second };
}

export function twinSuite(engine: string, open: Open): void {
  async function rigOf(options: { sharedAccount?: boolean } = {}) {
    return workflowRig({ ...options, store: await open() });
  }

  describe(`reconciliation among twins (${engine})`, () => {
    it('same person: a twin dropped before the portal acted is not handed the first one’s task', async () => {
      const rig = await rigOf();
      const task = { kind: 'task' as const, person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM };
      const one = await rig.workflow.confirm((await rig.workflow.draft(task)).requestId, ALICE);
      expect(one.state).toBe('created');
      const twin = await rig.workflow.draft(task);
      rig.emulator.fault({ kind: 'drop-before-processing', op: 'createTask' });
      expect((await rig.workflow.confirm(twin.requestId, ALICE)).state).toBe('unknown');
      // While the portal could still be creating it, nothing is concluded and nobody is told.
      expect(await rig.workflow.sweep()).toEqual({ recovered: 0, settled: 0 });
      expect((await rig.store.requests.get(twin.requestId))?.state).toBe('unknown');
      windowClosed(rig);
      expect(await rig.workflow.sweep()).toEqual({ recovered: 0, settled: 1 });
      const after = await rig.store.requests.get(twin.requestId);
      expect(after?.state).toBe('rejected');
      expect(after?.results[0]?.id).toBeUndefined();
      expect(after?.results[0]?.error?.code).toBe('request.not-created');
      expect(rig.emulator.tasks()).toHaveLength(1);
    });

    it('two people on one service account: Bob’s lost twin is not handed Alice’s task', async () => {
      const rig = await rigOf({ sharedAccount: true });
      const alice = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
      const created = await rig.workflow.confirm(alice.requestId, ALICE);
      const bob = await rig.workflow.draft({ kind: 'task', person: BOB, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
      rig.emulator.fault({ kind: 'drop-before-processing', op: 'createTask' });
      expect((await rig.workflow.confirm(bob.requestId, BOB)).state).toBe('unknown');
      windowClosed(rig);
      const settled = await rig.workflow.reconcile(bob.requestId, BOB);
      expect(settled.state).toBe('rejected');
      expect(settled.createdIds).toEqual([]);
      expect(created.createdIds).toHaveLength(1);
    });

    it('three identical requests, the third lost before or after the portal acted: nothing or its own task', async () => {
      const rig = await rigOf();
      const task = { kind: 'task' as const, person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM };
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) {
        ids.push(...(await rig.workflow.confirm((await rig.workflow.draft(task)).requestId, ALICE)).createdIds);
      }
      const before = await rig.workflow.draft(task);
      rig.emulator.fault({ kind: 'drop-before-processing', op: 'createTask' });
      await rig.workflow.confirm(before.requestId, ALICE);
      windowClosed(rig);
      expect((await rig.workflow.reconcile(before.requestId, ALICE)).state).toBe('rejected');

      const after = await rig.workflow.draft(task);
      rig.emulator.fault({ kind: 'drop-after-processing', op: 'createTask' });
      await rig.workflow.confirm(after.requestId, ALICE);
      const own = await rig.workflow.reconcile(after.requestId, ALICE);
      expect(own.state).toBe('created');
      const tasks = rig.emulator.tasks().map((t) => t.id);
      expect(tasks).toHaveLength(3);
      expect(own.createdIds).toEqual(tasks.filter((t) => !ids.includes(t)));
    });

    it('a lost request among older identical tasks made elsewhere: its own task, or none; never an older one', async () => {
      const rig = await rigOf();
      const [sent] = (await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM }))
        .tasks;
      if (!sent) throw new Error('a task to send');
      // Made on the portal an hour ago, not through the bot: nobody's in the store.
      await rig.client.createTask(rig.admin, rig.adminName, sent);
      await rig.client.createTask(rig.admin, rig.adminName, sent);
      const older = rig.emulator.tasks().map((t) => t.id);
      rig.clock.now += HOUR;

      const draft = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
      rig.emulator.fault({ kind: 'drop-before-processing', op: 'createTask' });
      await rig.workflow.confirm(draft.requestId, ALICE);
      windowClosed(rig);
      expect((await rig.workflow.reconcile(draft.requestId, ALICE)).state).toBe('rejected');

      const again = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
      rig.emulator.fault({ kind: 'drop-after-processing', op: 'createTask' });
      await rig.workflow.confirm(again.requestId, ALICE);
      const own = await rig.workflow.reconcile(again.requestId, ALICE);
      expect(own.state).toBe('created');
      expect(own.createdIds).toHaveLength(1);
      expect(older).not.toContain(own.createdIds[0]);
    });

    it('a task two unsettled twins could equally own is given to neither: the person chooses, once', async () => {
      const rig = await rigOf();
      const { first, second } = await lostTwins(rig);
      const [made] = rig.emulator.tasks();
      if (!made) throw new Error('the first was created');

      const settled: string[] = [];
      await rig.workflow.sweep({ onSettled: async (o) => void settled.push(`${o.requestId}:${o.state}`) });
      for (const id of [first.requestId, second.requestId]) {
        const r = await rig.store.requests.get(id);
        expect(r?.state).toBe('unknown');
        expect(r?.results[0]?.candidates?.map((c) => c.id)).toEqual([made.id]);
        expect(r?.results[0]?.error?.code).toBe('request.needs-person');
      }
      // Both people are asked once: a second sweep neither looks again nor asks again.
      expect(settled.sort()).toEqual([`${first.requestId}:unknown`, `${second.requestId}:unknown`].sort());
      const lookups = rig.emulator.count('tasks', 'GET');
      await rig.workflow.sweep({ onSettled: async (o) => void settled.push(o.requestId) });
      expect(settled).toHaveLength(2);
      expect(rig.emulator.count('tasks', 'GET')).toBe(lookups);

      const mine = await rig.workflow.choose(first.requestId, ALICE, { part: 0, id: made.id });
      expect(mine.state).toBe('created');
      expect(mine.createdIds).toEqual([made.id]);
      // The other twin cannot take it too: the store refuses a second owner.
      const taken = await failure(rig.workflow.choose(second.requestId, ALICE, { part: 0, id: made.id }));
      expect(taken.code).toBe('request.id-taken');
      // Looked at again once its window has closed, the twin has nothing left that could be its own.
      windowClosed(rig);
      expect((await rig.workflow.reconcile(second.requestId, ALICE)).state).toBe('rejected');
      expect(rig.posts('createTask')).toBe(2);
    });

    it('two instances sweeping at once ask each person once, and look the twins up no more than they must', async () => {
      const rig = await rigOf();
      const { first, second } = await lostTwins(rig);
      const told: string[] = [];
      const onSettled = async (o: { requestId: string }) => void told.push(o.requestId);
      const a = rig.another('instance-a');
      const b = rig.another('instance-b');
      await Promise.all([a.sweep({ onSettled }), b.sweep({ onSettled }), a.sweep({ onSettled })]);
      expect(told.sort()).toEqual([first.requestId, second.requestId].sort());
      // Ten minutes on, a look again finds the same choices: nobody is asked again.
      rig.clock.now += 10 * 60_000 + 1;
      await Promise.all([a.sweep({ onSettled }), b.sweep({ onSettled })]);
      expect(told).toHaveLength(2);
    });

    it('"not created, send again": one more POST, once, whoever clicks how often', async () => {
      const rig = await rigOf();
      const { first, second } = await lostTwins(rig);
      await rig.workflow.sweep();
      const clicks = await Promise.allSettled(
        Array.from({ length: 5 }, () => rig.workflow.choose(second.requestId, ALICE, { part: 0, resend: true })),
      );
      const sent = clicks.flatMap((c) => (c.status === 'fulfilled' ? [c.value] : []));
      expect(sent).toHaveLength(1);
      expect(sent[0]?.state).toBe('created');
      expect(clicks.filter((c) => c.status === 'rejected').map((c) => (c.reason as { code: string }).code)).toEqual(
        Array(4).fill('request.settled'),
      );
      expect(rig.posts('createTask')).toBe(3);
      expect((await rig.workflow.events(second.requestId, ALICE)).map((e) => e.type)).toContain('resend-chosen');
      // Someone else cannot answer for Alice.
      expect((await failure(rig.workflow.choose(first.requestId, BOB, { part: 0, resend: true }))).code).toBe(
        'request.not-yours',
      );
    });

    it('a role twin whose name differs only in case is not handed the first role', async () => {
      const rig = await rigOf();
      const upper = await rig.workflow.draft({ kind: 'role', person: ALICE, role: { name: 'Night Shift' } });
      const lower = await rig.workflow.draft({ kind: 'role', person: ALICE, role: { name: 'night shift' } });
      // The lower-case one is sent first and lost before the portal acted; the other is created meanwhile.
      rig.emulator.fault({ kind: 'drop-before-processing', op: 'createRole' });
      expect((await rig.workflow.confirm(lower.requestId, ALICE)).state).toBe('unknown');
      expect((await rig.workflow.confirm(upper.requestId, ALICE)).state).toBe('created');
      windowClosed(rig);
      const settled = await rig.workflow.reconcile(lower.requestId, ALICE);
      expect(settled.state).toBe('rejected');
      expect(settled.createdIds).toEqual([]);
    });

    it('a role lost after the portal made it is found as exactly what was sent', async () => {
      const rig = await rigOf();
      const role = await rig.workflow.draft({ kind: 'role', person: ALICE, role: { name: 'Night Shift' } });
      rig.emulator.fault({ kind: 'drop-after-processing', op: 'createRole' });
      expect((await rig.workflow.confirm(role.requestId, ALICE)).state).toBe('unknown');
      const settled = await rig.workflow.reconcile(role.requestId, ALICE);
      expect(settled.state).toBe('created');
      expect(settled.createdIds).toHaveLength(1);
    });
  });
}
