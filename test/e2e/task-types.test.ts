import { describe, expect, it } from 'vitest';
import { SCHEDULE_MODE } from '../../src/slack/ids.js';
import { blockById, textOf } from '../support/slack-payloads.js';
import {
  BLOCK,
  CALLBACK,
  CHANNEL,
  choose,
  confirm,
  ITEM,
  onlyTask,
  openAdvanced,
  openTaskModal,
  type Rig,
  SERVICE_HOST,
  seen,
  startRig,
  submit,
  words,
} from './rig.js';

/** The common end of every flow: one POST, the result view with the id, the team channel told once. */
async function confirmedOnce(r: Rig, viewId: string) {
  expect(seen(r, viewId).callback_id).toBe(CALLBACK.taskConfirm);
  const result = await confirm(r, viewId);
  expect(r.emulator.count('createTask', 'POST')).toBe(1);
  const task = onlyTask(r);
  expect(result.title.text).toBe('Task created');
  expect(textOf(result)).toContain(task.id);
  await r.fake.waitForCall('chat.postMessage');
  const posted = r.fake.messages(CHANNEL);
  expect(posted).toHaveLength(1);
  expect(textOf(posted[0]?.blocks)).toContain(task.id);
  expect(posted[0]?.text).toContain(task.id);
  return task;
}

describe('end to end: each task type, from the command to the team channel', () => {
  it('ExecuteNotebook: the notebook fields appear with the type, and reach the portal as typed', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every weekday 7pm');
    expect(words(r, viewId)).toContain('Choose the task type to see its settings.');
    // What was typed before choosing the type survives the rebuild.
    await choose(r, viewId, BLOCK.type, 'ExecuteNotebook', { [BLOCK.title]: 'Nightly notebook' });
    const modal = seen(r, viewId);
    expect(blockById(modal, BLOCK.notebookParameters)).toBeDefined();
    expect(blockById(modal, BLOCK.notebookOptions)).toBeDefined();
    expect(JSON.stringify(blockById(modal, BLOCK.title))).toContain('Nightly notebook');

    await submit(r, viewId, {
      [BLOCK.itemId]: ITEM,
      [BLOCK.notebookParameters]: '{"year": 2026}',
      [BLOCK.notebookOptions]: ['update_item', 'save_parameters'],
    });
    const confirmation = words(r, viewId);
    expect(confirmation).toContain('0 3 ? * 3-7');
    expect(confirmation).toContain('Nightly notebook');

    const task = await confirmedOnce(r, viewId);
    expect(task).toMatchObject({
      type: 'ExecuteNotebook',
      title: 'Nightly notebook',
      itemId: ITEM,
      owner: r.emulator.users[0]?.username,
      minute: '0',
      hour: '3',
      dayOfMonth: '?',
      month: '*',
      dayOfWeek: '3-7',
    });
    expect(task.params).toEqual({
      updatePortalItem: true,
      saveInjectedParameters: true,
      notebookParameters: '{"year": 2026}',
    });
  });

  it('UpdateAnalyticsWorkbook: a JSON object of parameters', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every day at 6am UTC');
    await choose(r, viewId, BLOCK.type, 'UpdateAnalyticsWorkbook');
    expect(words(r, viewId)).toContain('Workbook parameters');
    await submit(r, viewId, { [BLOCK.itemId]: ITEM, [BLOCK.parameters]: '{"mode": "full"}' });
    const task = await confirmedOnce(r, viewId);
    expect(task).toMatchObject({ type: 'UpdateAnalyticsWorkbook', itemId: ITEM, minute: '0', hour: '6' });
    expect(task.params).toEqual({ mode: 'full' });
  });

  it('ExecuteWorkflowManager: a JSON object of parameters', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every day at 6am UTC');
    await choose(r, viewId, BLOCK.type, 'ExecuteWorkflowManager');
    expect(words(r, viewId)).toContain('Workflow parameters');
    await submit(r, viewId, { [BLOCK.itemId]: ITEM, [BLOCK.parameters]: '{"inputs": {"year": 2026}}' });
    const task = await confirmedOnce(r, viewId);
    expect(task).toMatchObject({ type: 'ExecuteWorkflowManager', itemId: ITEM, minute: '0', hour: '6' });
    expect(task.params).toEqual({ inputs: { year: 2026 } });
  });

  it('ExecuteSceneCook: the scene fields appear with the type; a service URL on an allowed host', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every sunday at 2am UTC');
    expect(() => blockById(seen(r, viewId), BLOCK.serviceUrl)).toThrow();
    await choose(r, viewId, BLOCK.type, 'ExecuteSceneCook');
    const modal = seen(r, viewId);
    for (const b of [BLOCK.serviceUrl, BLOCK.instances, BLOCK.layerChoice, BLOCK.updateMode]) {
      expect(blockById(modal, b)).toBeDefined();
    }
    const url = `https://${SERVICE_HOST}/server/rest/services/Hosted/City/SceneServer`;
    // the update mode and the layers are left as offered: latest edits, all layers
    await submit(r, viewId, { [BLOCK.itemId]: ITEM, [BLOCK.serviceUrl]: url });
    expect(words(r, viewId)).toContain(SERVICE_HOST);
    const task = await confirmedOnce(r, viewId);
    expect(task).toMatchObject({ type: 'ExecuteSceneCook', itemId: ITEM, minute: '0', hour: '2', dayOfWeek: '1' });
    expect(task.params).toEqual({
      service_url: url,
      num_of_caching_service_instances: 2,
      layer: '{}',
      update_mode: 'PARTIAL_UPDATE_NODES',
    });
  });

  it('ExecuteSceneCook: only these layers, listed by id, go to the portal as the JSON it takes', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every sunday at 2am UTC');
    await choose(r, viewId, BLOCK.type, 'ExecuteSceneCook');
    const url = `https://${SERVICE_HOST}/server/rest/services/Hosted/City/SceneServer`;
    await choose(r, viewId, BLOCK.layerChoice, 'some', { [BLOCK.serviceUrl]: url });
    const refused = await submit(r, viewId, { [BLOCK.itemId]: ITEM, [BLOCK.layer]: '0, two' });
    expect(refused.json).toMatchObject({ response_action: 'errors' });
    expect(r.fake.viewErrors(viewId)).toEqual({
      [BLOCK.layer]: 'Layers: “two” is not a layer id; layer ids are whole numbers such as 0 or 2.',
    });
    await submit(r, viewId, {
      [BLOCK.itemId]: ITEM,
      [BLOCK.layer]: '0, 2; 2',
      [BLOCK.updateMode]: 'RECREATE_ALL_NODES',
    });
    const task = await confirmedOnce(r, viewId);
    expect(task.params).toEqual({
      service_url: url,
      num_of_caching_service_instances: 2,
      layer: '{"layers":[0,2]}',
      update_mode: 'RECREATE_ALL_NODES',
    });
  });

  it('ExecuteSceneCook: a service URL on another host is refused under the URL field, nothing sent', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every sunday at 2am UTC');
    await choose(r, viewId, BLOCK.type, 'ExecuteSceneCook');
    const reply = await submit(r, viewId, {
      [BLOCK.itemId]: ITEM,
      [BLOCK.serviceUrl]: 'https://evil.example.net/server/rest/services/Hosted/City/SceneServer',
      [BLOCK.updateMode]: 'PARTIAL_UPDATE_NODES',
    });
    expect(reply.json).toMatchObject({ response_action: 'errors' });
    expect(Object.keys(r.fake.viewErrors(viewId) ?? {})).toEqual([BLOCK.serviceUrl]);
    expect(r.fake.viewErrors(viewId)?.[BLOCK.serviceUrl]).toContain('Scene service URL');
    expect(seen(r, viewId).callback_id).toBe(CALLBACK.taskModal);
    expect(r.emulator.count('createTask')).toBe(0);
  });

  it('ExecuteReport: the report, then only its periods; no item id needed', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'first monday of the month at 8am UTC');
    await choose(r, viewId, BLOCK.type, 'ExecuteReport');
    // a report needs no item: the picker is not there at all
    expect(() => blockById(seen(r, viewId), BLOCK.itemId)).toThrow();
    expect(words(r, viewId)).not.toContain('(optional)');
    expect(words(r, viewId)).toContain('Choose the report to see the periods it can cover.');
    expect(() => blockById(seen(r, viewId), BLOCK.timeDuration)).toThrow();

    await choose(r, viewId, BLOCK.reportSubType, 'credits');
    const period = JSON.stringify(blockById(seen(r, viewId), BLOCK.timeDuration));
    for (const p of ['weekly', 'monthly', 'quarterly']) expect(period).toContain(`"value":"${p}"`);
    for (const p of ['daily', 'yearly']) expect(period).not.toContain(`"value":"${p}"`);

    await submit(r, viewId, { [BLOCK.timeDuration]: 'monthly' });
    const task = await confirmedOnce(r, viewId);
    expect(task.type).toBe('ExecuteReport');
    expect(task.itemId).toBeUndefined();
    expect(task).toMatchObject({ minute: '0', hour: '8', dayOfMonth: '?', dayOfWeek: '2#1' });
    expect(task.params).toMatchObject({ reportType: 'org', reportSubType: 'credits', timeDuration: 'monthly' });
  });

  it('ExecuteReport: a snapshot report has no period select, and is created without one', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every day at 6am UTC');
    await choose(r, viewId, BLOCK.type, 'ExecuteReport');
    await choose(r, viewId, BLOCK.reportSubType, 'users');
    expect(() => blockById(seen(r, viewId), BLOCK.timeDuration)).toThrow();
    expect(words(r, viewId)).toContain('snapshot');
    await submit(r, viewId);
    const task = await confirmedOnce(r, viewId);
    expect(task.params).toEqual({ reportType: 'org', reportSubType: 'users' });
  });
});

describe('end to end: the five CRON fields typed directly', () => {
  it('switching the schedule mode shows five UTC fields; what is typed goes to the portal as typed', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every weekday 7pm');
    await choose(r, viewId, BLOCK.type, 'ExecuteNotebook', { [BLOCK.itemId]: ITEM });
    expect(() => blockById(seen(r, viewId), BLOCK.minute)).toThrow();
    await openAdvanced(r, viewId);
    await choose(r, viewId, BLOCK.scheduleMode, SCHEDULE_MODE.fields);
    const modal = seen(r, viewId);
    // filled with what the phrase compiled to in Alice's zone (Los Angeles): 7 PM is 03:00 UTC the next day
    const initial = (b: string) => (blockById(modal, b).element as { initial_value?: string }).initial_value;
    expect([BLOCK.minute, BLOCK.hour, BLOCK.dayOfMonth, BLOCK.month, BLOCK.dayOfWeek].map(initial)).toEqual([
      '0',
      '3',
      '?',
      '*',
      '3-7',
    ]);
    for (const b of [BLOCK.minute, BLOCK.hour, BLOCK.dayOfMonth, BLOCK.month, BLOCK.dayOfWeek]) {
      expect(blockById(modal, b)).toBeDefined();
    }
    expect(() => blockById(modal, BLOCK.schedule)).toThrow();
    expect(words(r, viewId)).toContain('UTC');
    // The item id typed before the switch is still there.
    expect(JSON.stringify(blockById(modal, BLOCK.itemId))).toContain(ITEM);

    await submit(r, viewId, {
      [BLOCK.minute]: '30',
      [BLOCK.hour]: '14',
      [BLOCK.dayOfMonth]: '?',
      [BLOCK.month]: '*',
      [BLOCK.dayOfWeek]: '2-6',
    });
    expect(words(r, viewId)).toContain('30 14 ? * 2-6');
    const task = await confirmedOnce(r, viewId);
    expect(task).toMatchObject({ minute: '30', hour: '14', dayOfMonth: '?', month: '*', dayOfWeek: '2-6' });
  });

  it('typed fields with spaces around them ("0 ", " 9") are read as typed without them, from the draft to the portal', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r);
    await choose(r, viewId, BLOCK.type, 'ExecuteNotebook', { [BLOCK.itemId]: ITEM });
    await openAdvanced(r, viewId);
    await choose(r, viewId, BLOCK.scheduleMode, SCHEDULE_MODE.fields);
    const reply = await submit(r, viewId, {
      [BLOCK.minute]: '0 ',
      [BLOCK.hour]: ' 9',
      [BLOCK.dayOfMonth]: ' ? ',
      [BLOCK.month]: '*',
      [BLOCK.dayOfWeek]: '\t2-6 ',
    });
    expect(reply.json).toMatchObject({ response_action: 'update' });
    expect(seen(r, viewId).callback_id).toBe(CALLBACK.taskConfirm);
    expect(words(r, viewId)).toContain('0 9 ? * 2-6');
    const task = await confirmedOnce(r, viewId);
    expect(task).toMatchObject({ minute: '0', hour: '9', dayOfMonth: '?', month: '*', dayOfWeek: '2-6' });
  });

  it('a typed field that is not valid is shown under that field, and nothing is sent', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r);
    await choose(r, viewId, BLOCK.type, 'ExecuteNotebook', { [BLOCK.itemId]: ITEM });
    await openAdvanced(r, viewId);
    await choose(r, viewId, BLOCK.scheduleMode, SCHEDULE_MODE.fields);
    const reply = await submit(r, viewId, {
      [BLOCK.minute]: '0',
      [BLOCK.hour]: '25',
      [BLOCK.dayOfMonth]: '?',
      [BLOCK.month]: '*',
      [BLOCK.dayOfWeek]: '2-6',
    });
    expect(reply.json).toMatchObject({ response_action: 'errors' });
    expect(Object.keys(r.fake.viewErrors(viewId) ?? {})).toEqual([BLOCK.hour]);
    expect(r.emulator.count('createTask')).toBe(0);
  });
});
