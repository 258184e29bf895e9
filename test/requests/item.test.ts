import { describe, expect, it } from 'vitest';
import { failure } from '../support/failure.js';
import { ALICE, BOB, NOTEBOOK, workflowRig } from '../support/workflow.js';

const SALES_NOTEBOOK = 'a1b2c3d4e5f6478899aabbccddeeff01';
const PRIVATE_NOTEBOOK = 'a1b2c3d4e5f6478899aabbccddeeff03';
const SCHEDULE = { phrase: 'every weekday 7pm', zone: 'America/Los_Angeles' };

describe('the draft names the item as the portal does', () => {
  it('asks the portal for the title and type, and keeps them with the request for later views', async () => {
    const rig = await workflowRig();
    const task = { ...NOTEBOOK, itemId: SALES_NOTEBOOK.toUpperCase() };
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task, schedule: SCHEDULE });
    const named = { id: SALES_NOTEBOOK, title: 'Nightly sales notebook', type: 'Notebook' };
    expect(c.item).toEqual(named);
    expect(rig.emulator.count('item', 'GET')).toBe(1);
    const o = await rig.workflow.confirm(c.requestId, ALICE);
    expect(o.record.item).toEqual(named);
    expect((await rig.workflow.history(ALICE))[0]?.item).toEqual(named);
    // the same submission again is the stored draft, named as before, without asking again
    const again = await rig.workflow.draft({ kind: 'task', person: ALICE, task, schedule: SCHEDULE });
    expect(again.item).toEqual(named);
  });

  it('an item the portal does not name (unknown, or not visible to this account) is shown by its id', async () => {
    const rig = await workflowRig();
    const unknown = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: SCHEDULE });
    expect(unknown.item).toEqual({ id: NOTEBOOK.itemId, title: null, type: null });
    const hidden = await rig.workflow.draft({
      kind: 'task',
      person: BOB,
      task: { ...NOTEBOOK, itemId: PRIVATE_NOTEBOOK },
      schedule: SCHEDULE,
    });
    expect(hidden.item).toEqual({ id: PRIVATE_NOTEBOOK, title: null, type: null });
  });

  it('a slow portal does not hold the draft up: past the deadline the title is left unknown', async () => {
    const rig = await workflowRig({ itemLookupMs: 200 });
    rig.emulator.fault({ kind: 'latency', op: 'item', ms: 3_000 });
    const started = performance.now();
    const c = await rig.workflow.draft({
      kind: 'task',
      person: ALICE,
      task: { ...NOTEBOOK, itemId: SALES_NOTEBOOK },
      schedule: SCHEDULE,
    });
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(c.item).toEqual({ id: SALES_NOTEBOOK, title: null, type: null });
    expect(c.tasks).toHaveLength(1);
  });

  it('a portal that fails the lookup does not fail the draft', async () => {
    const rig = await workflowRig();
    rig.emulator.fault({ kind: 'http-502', op: 'item', times: 5 });
    const c = await rig.workflow.draft({
      kind: 'task',
      person: ALICE,
      task: { ...NOTEBOOK, itemId: SALES_NOTEBOOK },
      schedule: SCHEDULE,
    });
    expect(c.item).toEqual({ id: SALES_NOTEBOOK, title: null, type: null });
  });

  it('no item, no lookup: a report without one, a role, an id that is not one (refused by the schema)', async () => {
    const rig = await workflowRig();
    const report = await rig.workflow.draft({
      kind: 'task',
      person: ALICE,
      task: { type: 'ExecuteReport', parameters: { reportSubType: 'users' } },
      schedule: SCHEDULE,
    });
    expect(report.item).toBeNull();
    const role = await rig.workflow.draft({ kind: 'role', person: ALICE, role: { name: 'Night Shift' } });
    expect(role.item).toBeNull();
    const e = await failure(
      rig.workflow.draft({ kind: 'task', person: ALICE, task: { ...NOTEBOOK, itemId: 'nope' }, schedule: SCHEDULE }),
    );
    expect(e.facts.fields).toHaveProperty('itemId');
    expect(rig.emulator.count('item')).toBe(0);
  });
});

describe('the request keeps what the person gave', () => {
  it('the task details and the schedule as given; the role as given; only its person may read it', async () => {
    const rig = await workflowRig();
    const task = { ...NOTEBOOK, startDate: Date.UTC(2026, 11, 1, 8), maxOccurrences: 12 };
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task, schedule: SCHEDULE });
    const record = await rig.workflow.request(c.requestId, ALICE);
    expect(record.input).toEqual({ kind: 'task', task, schedule: SCHEDULE });
    const role = await rig.workflow.draft({
      kind: 'role',
      person: ALICE,
      role: { name: 'Night Shift', description: 'Works nights' },
    });
    expect((await rig.workflow.request(role.requestId, ALICE)).input).toEqual({
      kind: 'role',
      role: { name: 'Night Shift', description: 'Works nights' },
    });
    expect((await failure(rig.workflow.request(c.requestId, BOB))).code).toBe('request.not-yours');
    expect((await failure(rig.workflow.request('nope', ALICE))).code).toBe('request.not-found');
  });
});
