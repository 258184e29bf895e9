import { describe, expect, it } from 'vitest';
import { BLOCK, CALLBACK } from '../../src/slack/ids.js';
import { slashCommand, viewSubmission } from '../support/slack-requests.js';
import { CHANNEL, ITEM, startRig, until } from './rig.js';

type Rig = Awaited<ReturnType<typeof startRig>>;

/** The modal a command opened, once it shows the task form. */
async function openedModal(r: Rig): Promise<string> {
  await until(() => r.fake.topView()?.callback_id === CALLBACK.taskModal);
  const view = r.fake.topView();
  if (!view) throw new Error('no modal open');
  return view.id;
}

describe('end to end: a task from a slash command to the team channel', () => {
  it('opens the modal, confirms, creates one task, and tells the channel', async () => {
    const r = await startRig();
    const command = await slashCommand(r.target, { command: '/portal-task', text: 'every weekday 7pm' });
    expect(command.status).toBe(200);
    const viewId = await openedModal(r);
    expect(r.fake.currentView(viewId)?.callback_id).toBe(CALLBACK.taskModal);

    const submitted = await viewSubmission(r.target, {
      viewId,
      answers: { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM, [BLOCK.title]: 'Nightly' },
    });
    expect(submitted.status).toBe(200);
    const confirmation = r.fake.currentView(viewId);
    expect(confirmation?.callback_id).toBe(CALLBACK.taskConfirm);
    // Alice is in Los Angeles: 7 PM on weekdays is 03:00 UTC Tuesday to Saturday.
    expect(JSON.stringify(confirmation?.blocks)).toContain('0 3 ? * 3-7');

    await viewSubmission(r.target, { viewId });
    await r.fake.waitForCall('chat.postMessage');
    expect(r.emulator.count('createTask', 'POST')).toBe(1);
    const [task] = r.emulator.tasks();
    expect(task?.hour).toBe('3');
    const posted = r.fake.messages(CHANNEL);
    expect(posted).toHaveLength(1);
    expect(JSON.stringify(posted[0])).toContain(task?.id ?? '-');
  });

  it('shows field errors under the fields, and sends nothing', async () => {
    const r = await startRig();
    await slashCommand(r.target, { command: '/portal-task', text: 'every other monday' });
    const viewId = await openedModal(r);
    const reply = await viewSubmission(r.target, {
      viewId,
      answers: { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: 'not-an-id' },
    });
    expect(reply.json).toMatchObject({ response_action: 'errors' });
    const errors = (reply.json as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors).sort()).toEqual([BLOCK.itemId, BLOCK.schedule].sort());
    expect(r.emulator.count('createTask', 'POST')).toBe(0);
  });

  it('a double-clicked confirm: one POST, one notification', async () => {
    const r = await startRig();
    await slashCommand(r.target, { command: '/portal-task', text: 'every day at 6am' });
    const viewId = await openedModal(r);
    await viewSubmission(r.target, { viewId, answers: { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM } });
    const confirm = r.fake.currentView(viewId);
    if (!confirm) throw new Error('no confirmation');
    await Promise.all([
      viewSubmission(r.target, { view: confirm, applyToFake: false }),
      viewSubmission(r.target, { view: confirm, applyToFake: false }),
    ]);
    await r.fake.waitForCall('chat.postMessage');
    await new Promise((res) => setTimeout(res, 200));
    expect(r.emulator.count('createTask', 'POST')).toBe(1);
    expect(r.fake.messages(CHANNEL)).toHaveLength(1);
  });

  it('a forged or stale signature gets 401 and nothing happens', async () => {
    const r = await startRig();
    const forged = await slashCommand(r.target, { command: '/portal-task' }, { forgeSignature: true });
    const stale = await slashCommand(r.target, { command: '/portal-task' }, { staleTimestamp: true });
    expect([forged.status, stale.status]).toEqual([401, 401]);
    expect(r.fake.callsTo('views.open')).toHaveLength(0);
  });

  it('someone not allowed to create roles is told so, privately', async () => {
    const r = await startRig();
    await slashCommand(r.target, { command: '/portal-role', text: 'Night Shift', user: 'U0BOB00001' });
    await until(() => r.fake.responses.length > 0);
    expect(r.fake.callsTo('views.open')).toHaveLength(0);
    const said = JSON.stringify(r.fake.responses);
    expect(said).toContain('ephemeral');
    expect(said).toContain('roles');
  });
});
