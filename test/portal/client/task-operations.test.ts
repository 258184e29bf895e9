import { describe, expect, it } from 'vitest';
import { failure } from '../../support/failure.js';
import { ITEM, type PortalRig, portalRig, T0, TASKS } from '../../support/portal.js';

/** Requests of each kind that reached the emulator since `since` (a snapshot from `counts`). */
function counts(rig: PortalRig) {
  return {
    list: rig.emulator.count('tasks', 'GET'),
    get: rig.emulator.count('task', 'GET'),
    runs: rig.emulator.count('taskRuns', 'GET'),
    update: rig.emulator.count('updateTask', 'POST'),
    disable: rig.emulator.count('disableTask', 'POST'),
    enable: rig.emulator.count('enableTask', 'POST'),
    delete: rig.emulator.count('deleteTask', 'POST'),
  };
}

/** The task as the emulator holds it, or undefined once deleted. */
function stored(rig: PortalRig, id: string) {
  return rig.emulator.tasks().find((t) => t.id === id);
}

async function withTask(rig: PortalRig, task: (typeof TASKS)[keyof typeof TASKS] = TASKS.ExecuteNotebook) {
  const { taskId } = await rig.client.createTask(rig.admin, rig.adminName, task);
  return taskId;
}

/** A rig whose client gives up early on an answer the emulator holds back (undici's timers are coarse: ~1 s). */
const quickRig = () => portalRig({}, { timeouts: { connectMs: 2_000, headersMs: 150, bodyMs: 150 } });

describe('reading tasks from the emulator', () => {
  it('one task: the service’s shape read into a record (owner, cron, never ran)', async () => {
    const rig = await portalRig();
    const id = await withTask(rig);
    const t = await rig.client.getTask(rig.admin, rig.adminName, id);
    expect(t).toMatchObject({
      id,
      type: 'ExecuteNotebook',
      title: 'Nightly notebook',
      itemId: ITEM,
      owner: rig.adminName,
      cron: { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' },
      parameters: TASKS.ExecuteNotebook.parameters,
      active: true,
      taskState: 'active',
      created: T0,
    });
    expect(t.lastStart).toBeUndefined();
    expect(counts(rig).get).toBe(1);
  });

  it('a page is one request; the list follows nextStart to the end', async () => {
    const rig = await portalRig();
    const ids = [await withTask(rig), await withTask(rig, TASKS.ExecuteSceneCook), await withTask(rig)];
    const first = await rig.client.taskPage(rig.admin, rig.adminName, { num: 2 });
    expect(first).toMatchObject({ total: 3, start: 1, nextStart: 3 });
    expect(first.tasks.map((t) => t.id)).toEqual(ids.slice(0, 2));
    const second = await rig.client.taskPage(rig.admin, rig.adminName, { start: first.nextStart, num: 2 });
    expect(second).toMatchObject({ total: 3, start: 3, nextStart: -1 });
    expect(counts(rig).list).toBe(2);
    const notebooks = await rig.client.allTasks(rig.admin, rig.adminName, { types: ['ExecuteNotebook'] });
    expect(notebooks.map((t) => t.id)).toEqual([ids[0], ids[2]]);
    expect(counts(rig).list).toBe(3);
  });

  it('every page of 150 tasks in two requests; the active filter sees a paused task', async () => {
    const rig = await portalRig();
    const first = await withTask(rig);
    for (let i = 0; i < 149; i++) await withTask(rig, TASKS.UpdateAnalyticsWorkbook);
    const before = counts(rig).list;
    const all = await rig.client.allTasks(rig.admin, rig.adminName);
    expect(all).toHaveLength(150);
    expect(new Set(all.map((t) => t.id)).size).toBe(150);
    expect(counts(rig).list - before).toBe(2);
    await rig.client.disableTask(rig.admin, rig.adminName, first);
    const paused = await rig.client.allTasks(rig.admin, rig.adminName, { active: false });
    expect(paused.map((t) => t.id)).toEqual([first]);
    expect(await rig.client.allTasks(rig.admin, rig.adminName, { active: true, itemId: ITEM })).toHaveLength(149);
  });

  it('refuses a page it cannot ask for before sending', async () => {
    const rig = await portalRig();
    for (const q of [{ start: 0 }, { num: 101 }, { num: 1.5 }, { itemId: 'abc' }, { types: ['A,B'] }]) {
      expect((await failure(rig.client.taskPage(rig.admin, rig.adminName, q))).code).toBe('validation.invalid');
    }
    expect(counts(rig).list).toBe(0);
  });

  it('a task that is not there: task-not-found naming it, for reading it and its runs', async () => {
    const rig = await portalRig();
    const missing = 'f'.repeat(32);
    for (const read of [
      () => rig.client.getTask(rig.admin, rig.adminName, missing),
      () => rig.client.taskRuns(rig.admin, rig.adminName, missing),
    ]) {
      const e = await failure(read());
      expect(e.code).toBe('portal.task-not-found');
      expect(e.facts).toMatchObject({ id: missing, messageCode: 'TASK_0001' });
    }
    // another person's task, asked for under their own name, is not there for them
    const id = await withTask(rig);
    expect((await failure(rig.client.getTask(rig.member, rig.memberName, id))).code).toBe('portal.task-not-found');
    expect((await failure(rig.client.getTask(rig.member, rig.adminName, id))).code).toBe('portal.forbidden');
  });

  it('a read answered unreadably is asked again, then bad-response', async () => {
    const rig = await portalRig();
    const id = await withTask(rig);
    rig.emulator.fault({ kind: 'http-502', op: 'task' });
    expect((await rig.client.getTask(rig.admin, rig.adminName, id)).id).toBe(id);
    expect(counts(rig).get).toBe(2);
    rig.emulator.fault({ kind: 'invalid-json', op: 'taskRuns', times: 3 });
    const e = await failure(rig.client.taskRuns(rig.admin, rig.adminName, id));
    expect(e).toMatchObject({ code: 'portal.bad-response', facts: { operation: 'taskRuns', reason: 'invalid-json' } });
    expect(counts(rig).runs).toBe(3);
  });
});

describe('pausing, resuming and deleting at the emulator', () => {
  it('pause and resume: one POST each, nothing read back; pausing a paused task is done too', async () => {
    const rig = await portalRig();
    const id = await withTask(rig);
    expect(await rig.client.disableTask(rig.admin, rig.adminName, id)).toEqual({ taskId: id });
    expect(stored(rig, id)).toMatchObject({ active: false, taskState: 'paused' });
    expect(await rig.client.disableTask(rig.admin, rig.adminName, id)).toEqual({ taskId: id });
    expect(await rig.client.enableTask(rig.admin, rig.adminName, id)).toEqual({ taskId: id });
    expect(stored(rig, id)).toMatchObject({ active: true, taskState: 'active' });
    expect(counts(rig)).toMatchObject({ disable: 2, enable: 1, get: 0 });
  });

  it('the answer lost after the pause was made: read back, done, one POST', async () => {
    const rig = await portalRig();
    const id = await withTask(rig);
    rig.emulator.fault({ kind: 'drop-after-processing', op: 'disableTask' });
    expect(await rig.client.disableTask(rig.admin, rig.adminName, id)).toEqual({ taskId: id });
    expect(counts(rig)).toMatchObject({ disable: 1, get: 1 });
    expect(stored(rig, id)?.active).toBe(false);
  });

  it('a proxy’s 500 before the service saw it: read back still active, sent once more', async () => {
    const rig = await portalRig();
    const id = await withTask(rig);
    rig.emulator.fault({ kind: 'http-500', op: 'disableTask' });
    expect(await rig.client.disableTask(rig.admin, rig.adminName, id)).toEqual({ taskId: id });
    expect(counts(rig)).toMatchObject({ disable: 2, get: 1 });
    expect(stored(rig, id)?.active).toBe(false);
  });

  it('an answer held back past the deadline after resuming: read back, done, one POST', async () => {
    const rig = await quickRig();
    const id = await withTask(rig);
    await rig.client.disableTask(rig.admin, rig.adminName, id);
    rig.emulator.fault({ kind: 'latency', ms: 3_000, op: 'enableTask' });
    expect(await rig.client.enableTask(rig.admin, rig.adminName, id)).toEqual({ taskId: id });
    expect(counts(rig)).toMatchObject({ enable: 1, get: 1 });
  });

  it('lost, and reading it back fails too: outcome unknown for pausing, never sent again', async () => {
    const rig = await portalRig();
    const id = await withTask(rig);
    rig.emulator.fault({ kind: 'drop-after-processing', op: 'disableTask' });
    rig.emulator.fault({ kind: 'http-502', op: 'task', times: 3 });
    const e = await failure(rig.client.disableTask(rig.admin, rig.adminName, id));
    expect(e.code).toBe('portal.outcome-unknown');
    expect(e.facts).toMatchObject({ operation: 'disableTask', id, readBack: 'failed' });
    expect(counts(rig)).toMatchObject({ disable: 1, get: 3 });
  });

  it('delete: one POST, the task and its runs gone; deleting it again is task-not-found', async () => {
    const rig = await portalRig();
    const id = await withTask(rig);
    expect(await rig.client.deleteTask(rig.admin, rig.adminName, id)).toEqual({ taskId: id });
    expect(stored(rig, id)).toBeUndefined();
    expect((await failure(rig.client.deleteTask(rig.admin, rig.adminName, id))).code).toBe('portal.task-not-found');
    expect((await failure(rig.client.taskRuns(rig.admin, rig.adminName, id))).code).toBe('portal.task-not-found');
    expect(counts(rig)).toMatchObject({ delete: 2, get: 0 });
  });

  it.each([
    ['drop-after-processing', 1],
    ['empty-body', 1],
    ['drop-before-processing', 2],
  ] as const)('delete answered %s: read back, %i POST(s), gone', async (kind, posts) => {
    const rig = await portalRig();
    const id = await withTask(rig);
    rig.emulator.fault({ kind, op: 'deleteTask' });
    expect(await rig.client.deleteTask(rig.admin, rig.adminName, id)).toEqual({ taskId: id });
    expect(stored(rig, id)).toBeUndefined();
    expect(counts(rig)).toMatchObject({ delete: posts, get: 1 });
  });
});

describe('changing a task at the emulator (update)', () => {
  const evening = { ...TASKS.ExecuteNotebook, hour: '18', minute: '30', title: 'Evening notebook' };

  it('sends every field, validated as createTask; the portal shows them; one POST', async () => {
    const rig = await portalRig();
    const id = await withTask(rig);
    expect(await rig.client.updateTask(rig.admin, rig.adminName, id, evening)).toEqual({ taskId: id });
    const t = await rig.client.getTask(rig.admin, rig.adminName, id);
    expect(t).toMatchObject({ title: 'Evening notebook', cron: { hour: '18', minute: '30' } });
    expect(counts(rig)).toMatchObject({ update: 1, get: 1 });
  });

  it('refuses invalid fields and a type this portal lacks before sending', async () => {
    const rig = await portalRig({ edition: 'self-hosted', version: '10.8.1' });
    const id = await withTask(rig);
    const bad = await failure(rig.client.updateTask(rig.admin, rig.adminName, id, { ...evening, hour: '24' }));
    expect(bad.code).toBe('validation.invalid');
    expect(Object.keys(bad.facts.fields ?? {})).toEqual(['hour']);
    const gated = await failure(rig.client.updateTask(rig.admin, rig.adminName, id, TASKS.ExecuteSceneCook));
    expect(gated.code).toBe('task.type-unsupported');
    expect(counts(rig).update).toBe(0);
  });

  it('a missing item is the item’s problem, a missing task the task’s', async () => {
    const rig = await portalRig();
    const id = await withTask(rig);
    const item = await failure(
      rig.client.updateTask(rig.admin, rig.adminName, id, { ...evening, itemId: '0'.repeat(32) }),
    );
    expect(item.code).toBe('portal.item-not-found');
    const task = await failure(rig.client.updateTask(rig.admin, rig.adminName, 'e'.repeat(32), evening));
    expect(task.code).toBe('portal.task-not-found');
    expect(stored(rig, id)?.hour).toBe('3');
  });

  it.each([
    ['invalid-json', 1],
    ['drop-after-processing', 1],
    ['drop-before-processing', 2],
    ['http-502', 2],
  ] as const)('answered %s: read back and compared field by field, %i POST(s)', async (kind, posts) => {
    const rig = await portalRig();
    const id = await withTask(rig);
    rig.emulator.fault({ kind, op: 'updateTask' });
    expect(await rig.client.updateTask(rig.admin, rig.adminName, id, evening)).toEqual({ taskId: id });
    expect(stored(rig, id)).toMatchObject({ hour: '18', minute: '30', title: 'Evening notebook' });
    expect(counts(rig)).toMatchObject({ update: posts, get: 1 });
  });
});
