import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_MS } from '../../src/requests/reconcile.js';
import { failure } from '../support/failure.js';
import { ALICE, BOB, NOTEBOOK, type WorkflowRig, workflowRig } from '../support/workflow.js';

const WEEKDAYS_7PM = { phrase: 'every weekday 7pm Pacific', zone: 'Europe/London' };
const WEEKDAYS_6PM = { phrase: 'every weekday 6pm Pacific', zone: 'Europe/London' };

/** A task created through the workflow by ALICE, fixed in UTC (a change updates one task); its id. */
async function created(rig: WorkflowRig): Promise<string> {
  const schedule = { ...WEEKDAYS_7PM, follow: false };
  const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule });
  const o = await rig.workflow.confirm(c.requestId, ALICE);
  const [id] = o.createdIds;
  if (!id) throw new Error('the task was not created');
  return id;
}

function fieldsOf(rig: WorkflowRig, id: string): string {
  const t = rig.emulator.tasks().find((x) => x.id === id);
  return t ? [t.minute, t.hour, t.dayOfMonth, t.month, t.dayOfWeek].join(' ') : 'gone';
}

describe('a change of an existing task: draft → confirm → one update', () => {
  it('shows what it was, sends one update for any number of confirms, and leaves the creator the owner', async () => {
    const rig = await workflowRig();
    const id = await created(rig);
    const c = await rig.workflow.draft({
      kind: 'task',
      person: ALICE,
      task: NOTEBOOK,
      schedule: WEEKDAYS_6PM,
      replaces: { taskId: id },
    });
    expect(c.replaces?.taskId).toBe(id);
    expect(c.replaces?.before.words).toBe('Every weekday at 7:00 PM Pacific Time');
    expect(c.replaces?.before.cron).toEqual({
      minute: '0',
      hour: '3',
      dayOfMonth: '?',
      month: '*',
      dayOfWeek: '3-7',
    });
    expect(c.schedule?.description).toBe('Every weekday at 6:00 PM Pacific Time');

    const outcomes = await Promise.all([
      ...Array.from({ length: 10 }, () => rig.workflow.confirm(c.requestId, ALICE)),
      rig.another('instance-b').confirm(c.requestId, ALICE),
    ]);
    expect(rig.emulator.count('updateTask', 'POST')).toBe(1);
    expect(rig.posts('createTask')).toBe(1);
    expect(fieldsOf(rig, id)).toBe('0 2 ? * 3-7');
    expect(outcomes.filter((o) => o.fresh)).toHaveLength(1);
    const final = await rig.workflow.confirm(c.requestId, ALICE);
    expect(final.state).toBe('created');
    // A change creates nothing: the task stays the creating request's own.
    expect(final.createdIds).toEqual([]);
    const owner = (await rig.store.requests.owners('task', [id])).get(id);
    expect(owner?.requestId).not.toBe(c.requestId);
    const events = await rig.workflow.events(c.requestId, ALICE);
    expect(events.map((e) => e.type)).toEqual(['drafted', 'confirmed', 'sending', 'submitted']);
    expect(events[0]?.detail).toMatchObject({ replaces: id });
    expect(events[3]?.detail).toMatchObject({ state: 'created', changed: id });
  });

  it('a second change reads the first one’s words as "before", and changes again', async () => {
    const rig = await workflowRig();
    const id = await created(rig);
    const first = await rig.workflow.draft({
      kind: 'task',
      person: ALICE,
      task: NOTEBOOK,
      schedule: WEEKDAYS_6PM,
      replaces: { taskId: id },
    });
    await rig.workflow.confirm(first.requestId, ALICE);
    rig.clock.now += 1_000;
    const second = await rig.workflow.draft({
      kind: 'task',
      person: ALICE,
      task: NOTEBOOK,
      schedule: { phrase: 'every day at 5am UTC', zone: 'UTC' },
      replaces: { taskId: id },
    });
    expect(second.replaces?.before.words).toBe('Every weekday at 6:00 PM Pacific Time');
    await rig.workflow.confirm(second.requestId, ALICE);
    expect(fieldsOf(rig, id)).toBe('0 5 * * ?');
    expect(rig.emulator.count('updateTask', 'POST')).toBe(2);
  });

  it('refuses a schedule of several tasks under the schedule, and another type under the type', async () => {
    const rig = await workflowRig();
    const id = await created(rig);
    const e = await failure(
      rig.workflow.draft({
        kind: 'task',
        person: ALICE,
        task: NOTEBOOK,
        schedule: { phrase: 'on the 30th of every month at 8pm Pacific', zone: 'UTC' },
        replaces: { taskId: id },
      }),
    );
    expect(e.facts.fields?.schedule).toBe(
      'This schedule needs 2 tasks; a task can be changed into one. Create it as a new schedule instead.',
    );
    const t = await failure(
      rig.workflow.draft({
        kind: 'task',
        person: ALICE,
        task: { type: 'ExecuteReport', parameters: { reportType: 'org', reportSubType: 'content' } },
        schedule: WEEKDAYS_6PM,
        replaces: { taskId: id },
      } as never),
    );
    expect(t.facts.fields?.type).toMatch(/does not change a task’s type/);
    expect(rig.emulator.count('updateTask', 'POST')).toBe(0);
  });

  it('with one service account: only the creator and the admins may change it, at the draft and at the confirm', async () => {
    const rig = await workflowRig({
      sharedAccount: true,
      policy: { mode: 'service-account', admins: ['U_ADMIN'] },
    });
    const id = await created(rig);
    const bob = await failure(
      rig.workflow.draft({
        kind: 'task',
        person: BOB,
        task: NOTEBOOK,
        schedule: WEEKDAYS_6PM,
        replaces: { taskId: id },
      }),
    );
    expect(bob.code).toBe('policy.not-allowed');
    await expect(rig.workflow.checkTaskChange(BOB, id)).rejects.toMatchObject({ code: 'policy.not-allowed' });
    await expect(rig.workflow.checkTaskChange(ALICE, id)).resolves.toBeUndefined();
    const admin = { team: ALICE.team, user: 'U_ADMIN' };
    await expect(rig.workflow.checkTaskChange(admin, id)).resolves.toBeUndefined();
    expect(rig.emulator.count('updateTask', 'POST')).toBe(0);
  });

  it('an answer lost and the task unreadable: unknown, then settled by reading the task back, never resent', async () => {
    const rig = await workflowRig();
    const id = await created(rig);
    const c = await rig.workflow.draft({
      kind: 'task',
      person: ALICE,
      task: NOTEBOOK,
      schedule: WEEKDAYS_6PM,
      replaces: { taskId: id },
    });
    rig.emulator.fault({ kind: 'drop-after-processing', op: 'updateTask', times: 1 });
    rig.emulator.fault({ kind: 'http-502', op: 'task', times: 20 });
    const o = await rig.workflow.confirm(c.requestId, ALICE);
    expect(o.state).toBe('unknown');
    expect(rig.emulator.count('updateTask', 'POST')).toBe(1);
    rig.emulator.clearFaults();
    const after = await rig.workflow.reconcile(c.requestId);
    expect(after.state).toBe('created');
    expect(after.fresh).toBe(true);
    expect(after.createdIds).toEqual([]);
    expect(rig.emulator.count('updateTask', 'POST')).toBe(1);
    expect(fieldsOf(rig, id)).toBe('0 2 ? * 3-7');
  });

  it('a change that never landed is "not changed" once the window has closed, and is not resent', async () => {
    const rig = await workflowRig();
    const id = await created(rig);
    const c = await rig.workflow.draft({
      kind: 'task',
      person: ALICE,
      task: NOTEBOOK,
      schedule: WEEKDAYS_6PM,
      replaces: { taskId: id },
    });
    rig.emulator.fault({ kind: 'http-502', op: 'updateTask', times: 1 });
    rig.emulator.fault({ kind: 'http-502', op: 'task', times: 20 });
    const o = await rig.workflow.confirm(c.requestId, ALICE);
    expect(o.state).toBe('unknown');
    rig.emulator.clearFaults();
    // Inside the window the portal could still be applying it: looked at again, nobody told.
    const early = await rig.workflow.reconcile(c.requestId);
    expect(early.state).toBe('unknown');
    rig.clock.now += CLOCK_SKEW_MS + 60_000;
    const late = await rig.workflow.reconcile(c.requestId);
    expect(late.state).toBe('rejected');
    expect(late.results[0]?.error?.code).toBe('request.not-changed');
    expect(fieldsOf(rig, id)).toBe('0 3 ? * 3-7');
    expect(rig.emulator.count('updateTask', 'POST')).toBe(1);
  });
});
