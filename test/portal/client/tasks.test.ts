import { describe, expect, it } from 'vitest';
import { taskForm } from '../../../src/portal/form.js';
import type { TaskRequest } from '../../../src/portal/schema/task.js';
import { tasksMatching } from '../../../src/portal/tasks.js';
import { failure } from '../../support/failure.js';
import { ITEM, portalRig, T0, TASKS } from '../../support/portal.js';

describe('createTask against the emulator', () => {
  it.each(Object.keys(TASKS) as (keyof typeof TASKS)[])(
    'creates an %s task with the wire fields the seed names',
    async (type) => {
      const rig = await portalRig();
      const { taskId } = await rig.client.createTask(rig.admin, rig.adminName, TASKS[type]);
      expect(taskId).toMatch(/^[0-9a-f]{32}$/);
      const [stored, ...rest] = rig.emulator.tasks(rig.adminName);
      expect(rest).toEqual([]);
      const sent = TASKS[type];
      expect(stored).toMatchObject({
        id: taskId,
        owner: rig.adminName,
        type,
        minute: sent.minute,
        hour: sent.hour,
        dayOfMonth: sent.dayOfMonth,
        month: sent.month,
        dayOfWeek: sent.dayOfWeek,
      });
      if ('parameters' in sent) expect(JSON.parse(stored?.parameters ?? 'null')).toEqual(sent.parameters);
      expect(rig.posts('createTask')).toBe(1);
    },
  );

  it('sends layer as a JSON string inside the parameters JSON string', async () => {
    const rig = await portalRig();
    await rig.client.createTask(rig.admin, rig.adminName, TASKS.ExecuteSceneCook);
    const params = JSON.parse(rig.emulator.tasks()[0]?.parameters ?? '{}');
    expect(typeof params.layer).toBe('string');
    expect(JSON.parse(params.layer)).toEqual({ layers: [0] });
  });

  it.each([
    ['a short item id', { ...TASKS.ExecuteNotebook, itemId: 'abc123' }, 'itemId'],
    ['no item id for a notebook', { ...TASKS.ExecuteNotebook, itemId: undefined }, 'itemId'],
    ['a report without parameters', { ...TASKS.ExecuteReport, parameters: undefined }, 'parameters'],
    [
      'a daily credits report',
      { ...TASKS.ExecuteReport, parameters: { reportType: 'org', reportSubType: 'credits', timeDuration: 'daily' } },
      'parameters.timeDuration',
    ],
    ['an hour of 24', { ...TASKS.ExecuteNotebook, hour: '24' }, 'hour'],
    ['L in the minute field', { ...TASKS.ExecuteNotebook, minute: 'L' }, 'minute'],
    ['a start after the end', { ...TASKS.ExecuteWorkflowManager, startDate: T0 + 9e8, endDate: T0 + 1e8 }, 'endDate'],
    ['zero maximum runs', { ...TASKS.ExecuteNotebook, maxOccurrences: 0 }, 'maxOccurrences'],
    [
      'a scene service on a host nobody allowed',
      {
        ...TASKS.ExecuteSceneCook,
        parameters: { ...TASKS.ExecuteSceneCook.parameters, service_url: 'https://169.254.169.254/latest/meta-data' },
      },
      'parameters.service_url',
    ],
    [
      'an unknown update mode',
      { ...TASKS.ExecuteSceneCook, parameters: { ...TASKS.ExecuteSceneCook.parameters, update_mode: 'EVERYTHING' } },
      'parameters.update_mode',
    ],
  ])('refuses %s before anything is sent, under the field', async (_name, input, field) => {
    const rig = await portalRig();
    // biome-ignore lint/suspicious/noExplicitAny: deliberately invalid input
    const e = await failure(rig.client.createTask(rig.admin, rig.adminName, input as any));
    expect(e.code).toBe('validation.invalid');
    expect(Object.keys(e.facts.fields ?? {})).toContain(field);
    expect(rig.posts('createTask')).toBe(0);
  });

  it.each([
    ['10.8', [], 'ExecuteNotebook'],
    ['10.8.1', ['ExecuteNotebook', 'UpdateAnalyticsWorkbook'], 'ExecuteSceneCook'],
    [
      '10.9',
      ['ExecuteNotebook', 'UpdateAnalyticsWorkbook', 'ExecuteSceneCook', 'ExecuteWorkflowManager'],
      'ExecuteReport',
    ],
  ] as const)(
    'on self-hosted %s refuses what the version lacks, naming what it has',
    async (version, types, refused) => {
      const rig = await portalRig({ edition: 'self-hosted', version });
      const e = await failure(rig.client.createTask(rig.admin, rig.adminName, TASKS[refused]));
      expect(e.code).toBe('task.type-unsupported');
      expect(e.facts.supportedTypes).toEqual(types);
      expect(e.facts.fields).toHaveProperty('type');
      expect(rig.posts('createTask')).toBe(0);
    },
  );

  it('creates the types a self-hosted 10.9 portal has', async () => {
    const rig = await portalRig({ edition: 'self-hosted', version: '10.9' });
    await rig.client.createTask(rig.admin, rig.adminName, TASKS.ExecuteSceneCook);
    await rig.client.createTask(rig.admin, rig.adminName, TASKS.ExecuteWorkflowManager);
    expect(rig.emulator.tasks().map((t) => t.type)).toEqual(['ExecuteSceneCook', 'ExecuteWorkflowManager']);
  });

  it('reports an item the portal cannot find, in words said once (the service’s CONT_0001 only repeats them)', async () => {
    const rig = await portalRig();
    const e = await failure(
      rig.client.createTask(rig.admin, rig.adminName, { ...TASKS.ExecuteNotebook, itemId: '0'.repeat(32) }),
    );
    expect(e.code).toBe('portal.item-not-found');
    expect(e.kind).toBe('ServiceRejected');
    expect(e.message).toContain('The portal cannot find the item, or your account cannot see it');
    expect(e.message).not.toContain('Item does not exist or is inaccessible.');
    expect(e.facts.serviceMessage).toBe('Item does not exist or is inaccessible.');
    expect(rig.emulator.tasks()).toEqual([]);
  });

  it('passes on the service’s refusal of a task under someone else’s name', async () => {
    const rig = await portalRig();
    const e = await failure(rig.client.createTask(rig.member, rig.adminName, TASKS.ExecuteNotebook));
    expect(e.code).toBe('portal.forbidden');
    expect(e.facts.messageCode).toBe('GWM_0003');
    expect(rig.emulator.tasks()).toEqual([]);
  });

  it('finds a created task field for field (how unknown outcomes are settled), and not a different one', async () => {
    const rig = await portalRig();
    const { taskId } = await rig.client.createTask(rig.admin, rig.adminName, TASKS.ExecuteNotebook);
    await rig.client.createTask(rig.admin, rig.adminName, { ...TASKS.ExecuteNotebook, hour: '4' });
    const found = await rig.client.findTasks(rig.admin, rig.adminName, TASKS.ExecuteNotebook);
    expect(found.exact.map((t) => t.id)).toEqual([taskId]);
    expect(found.possible).toEqual([]);
    const other = { ...TASKS.ExecuteNotebook, itemId: ITEM.replace('9', '8') };
    expect(await rig.client.findTasks(rig.admin, rig.adminName, other)).toEqual({ exact: [], possible: [] });
  });

  it('takes only a task created inside the window of the POST: not an older twin, not a later one', async () => {
    const rig = await portalRig();
    const { taskId: older } = await rig.client.createTask(rig.admin, rig.adminName, TASKS.ExecuteNotebook);
    rig.clock.now += 3_600_000;
    const from = rig.clock.now;
    const { taskId: ours } = await rig.client.createTask(rig.admin, rig.adminName, TASKS.ExecuteNotebook);
    const until = rig.clock.now + 30_000;
    rig.clock.now += 3_600_000;
    const { taskId: later } = await rig.client.createTask(rig.admin, rig.adminName, TASKS.ExecuteNotebook);
    const found = await rig.client.findTasks(rig.admin, rig.adminName, TASKS.ExecuteNotebook, {
      window: { from, until },
    });
    expect(found.exact.map((t) => t.id)).toEqual([ours]);
    expect(found.possible).toEqual([]);
    expect(new Set([older, ours, later]).size).toBe(3);
    const none = await rig.client.findTasks(rig.admin, rig.adminName, TASKS.ExecuteNotebook, {
      window: { from: until + 1, until: until + 60_000 },
    });
    expect(none).toEqual({ exact: [], possible: [] });
  });

  it('a listed twin whose creation time is hidden cannot be placed in the window: only possible', () => {
    const listed = [{ id: 'a'.repeat(32), fields: { ...wireOf(TASKS.ExecuteNotebook), created: undefined } }];
    const m = tasksMatching(TASKS.ExecuteNotebook, listed, { window: { from: 0, until: 1 } });
    expect(m).toEqual({ exact: [], possible: listed });
    // Without a window (nothing to place it in), every shown field equal is enough.
    expect(tasksMatching(TASKS.ExecuteNotebook, listed).exact).toEqual(listed);
  });
});

/** A task as a listing shows it: every field we send, as sent. */
function wireOf(task: TaskRequest): Record<string, unknown> {
  return Object.fromEntries(taskForm(task));
}
