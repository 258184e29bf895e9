import { describe, expect, it } from 'vitest';
import { ALICE, NOTEBOOK, workflowRig } from '../support/workflow.js';

const WEEKDAYS_7PM = { phrase: 'every weekday 7pm Pacific', zone: 'UTC' };
const LEASE_MS = 300;

async function waitFor(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('a claim is a lease its sender renews', () => {
  it('a live sender whose POST outlasts many leases keeps its claim: another instance’s sweep takes nothing', async () => {
    const rig = await workflowRig({ leaseMs: LEASE_MS });
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    rig.emulator.fault({ kind: 'latency', ms: 1_200, op: 'createTask' });
    const sending = rig.workflow.confirm(c.requestId, ALICE);
    await waitFor(async () => rig.emulator.tasks().length === 1);
    const other = rig.another('instance-b');
    for (let i = 0; i < 3; i++) {
      // Time moves on by ten leases; the sender, alive, renews within a third of one.
      rig.clock.now += 10 * LEASE_MS;
      const target = rig.clock.now;
      await waitFor(async () => ((await rig.store.requests.get(c.requestId))?.leaseUntil ?? 0) > target);
      expect(await other.sweep()).toEqual({ recovered: 0, settled: 0 });
    }
    const o = await sending;
    expect(o.state).toBe('created');
    expect(o.createdIds).toEqual(rig.emulator.tasks().map((t) => t.id));
    expect(rig.posts('createTask')).toBe(1);
    expect((await rig.store.requests.get(c.requestId))?.leaseUntil).toBeNull();
  });

  it('a sender that stopped renewing (gone) is taken over once its lease has run out, not before', async () => {
    const rig = await workflowRig({ leaseMs: LEASE_MS });
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    const claimedAt = rig.clock.now;
    await rig.store.requests.claim(
      c.requestId,
      ALICE,
      claimedAt,
      'gone',
      { requestId: c.requestId, at: claimedAt, actor: 'T_HOME:U_ALICE', type: 'confirmed', detail: {} },
      claimedAt + LEASE_MS,
    );
    rig.clock.now = claimedAt + LEASE_MS;
    expect(await rig.workflow.sweep()).toEqual({ recovered: 0, settled: 0 });
    rig.clock.now = claimedAt + LEASE_MS + 1;
    expect(await rig.workflow.sweep()).toEqual({ recovered: 1, settled: 1 });
    expect((await rig.store.requests.get(c.requestId))?.results[0]?.error?.code).toBe('request.not-sent');
    expect(rig.posts('createTask')).toBe(0);
  });
});
