import { describe, expect, it } from 'vitest';
import { textOf } from '../support/slack-payloads.js';
import { viewSubmission } from '../support/slack-requests.js';
import {
  BLOCK,
  CALLBACK,
  CHANNEL,
  command,
  confirm,
  GENERAL,
  ITEM,
  MISSING_ITEM,
  nextCall,
  onlyTask,
  openRoleModal,
  openTaskModal,
  seen,
  startRig,
  submit,
  until,
} from './rig.js';

describe('end to end: what the portal answers', () => {
  it('a service rejection (CONT_0001): its words on the result view, nothing created, no channel message', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every day at 6am');
    await submit(r, viewId, { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: MISSING_ITEM });
    const result = await confirm(r, viewId);

    expect(result.title.text).toBe('Not created');
    const said = textOf(result);
    expect(said).toContain('cannot find the item');
    // the portal's own words (and their detail) would only say it again: said once
    expect(said).not.toContain('Item does not exist or is inaccessible.');
    expect(said).toContain('Check the item id');
    expect(r.emulator.count('createTask', 'POST')).toBe(1);
    expect(r.emulator.tasks()).toHaveLength(0);
    await new Promise((res) => setTimeout(res, 200));
    expect(r.fake.callsTo('chat.postMessage')).toHaveLength(0);
    expect(r.fake.messages(CHANNEL)).toHaveLength(0);

    const history = await command(r, '/portal', 'history');
    expect(history.text).toContain('cannot find the item');
  });

  it('an unknown outcome: "may have been created, being checked"; a second confirm sends nothing; the sweep settles it and tells the team', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every day at 6am');
    await submit(r, viewId, { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM });
    const confirmation = seen(r, viewId);
    expect(confirmation.callback_id).toBe(CALLBACK.taskConfirm);
    r.emulator.fault({ kind: 'drop-after-processing', op: 'createTask' });
    const result = await confirm(r, viewId);

    expect(result.title.text).toBe('Checking the portal');
    const said = textOf(result);
    expect(said).toContain('may have been created');
    expect(said).toContain('Nothing is sent again until the portal has been checked');
    // The portal did create it; the app cannot know yet and says nothing to the channel.
    expect(r.emulator.count('createTask', 'POST')).toBe(1);
    const task = onlyTask(r);
    expect(said).not.toContain(task.id);
    expect(r.fake.messages(CHANNEL)).toHaveLength(0);

    // The same confirmation submitted again (a second click, a retry): nothing is sent, the state is shown.
    await nextCall(r, 'views.update', () => viewSubmission(r.target, { view: confirmation, applyToFake: false }));
    const again = seen(r, viewId);
    expect(again.title.text).toBe('Checking the portal');
    expect(r.emulator.count('createTask', 'POST')).toBe(1);

    // The sweep runs when the app starts (and every minute after): a restart settles it by looking.
    await r.restart();
    let history = '';
    await until(async () => {
      history = (await command(r, '/portal', 'history')).text;
      return history.includes(task.id);
    });
    expect(history).toMatch(/created/i);
    expect(r.emulator.count('createTask', 'POST')).toBe(1);
    expect(r.emulator.tasks()).toHaveLength(1);
    // Once settled, the team hears about it, once, with the id.
    await until(() => r.fake.messages(CHANNEL).length > 0);
    await new Promise((res) => setTimeout(res, 200));
    const posted = r.fake.messages(CHANNEL);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.text).toContain(task.id);
  });

  it('a role with an unknown outcome is found by its name when the sweep looks; never sent twice', async () => {
    const r = await startRig();
    const viewId = await openRoleModal(r, 'Night Shift');
    await submit(r, viewId, { [BLOCK.roleDescription]: 'Watches the overnight jobs' });
    r.emulator.fault({ kind: 'drop-after-processing', op: 'createRole' });
    const result = await confirm(r, viewId);
    expect(result.title.text).toBe('Checking the portal');
    expect(textOf(result)).toContain('may have been created');
    const role = r.emulator.roles().find((x) => x.name === 'Night Shift');
    if (!role) throw new Error('the emulator did create it');
    expect(r.fake.messages(CHANNEL)).toHaveLength(0);

    await r.restart();
    await until(async () => (await command(r, '/portal', 'history')).text.includes(role.id));
    expect(r.emulator.count('createRole', 'POST')).toBe(1);
    await until(() => r.fake.messages(CHANNEL).length > 0);
    expect(r.fake.messages(CHANNEL)[0]?.text).toContain(role.id);
  });

  it('the portal no longer takes the bot’s token: it signs in again, and one task is created', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every day at 6am');
    await submit(r, viewId, { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM });
    // Refused before processing (the 498 invalid-token answer): safe to send again once signed in afresh.
    r.emulator.fault({ kind: 'token-expired', op: 'createTask' });
    const result = await confirm(r, viewId);
    expect(r.emulator.count('createTask', 'POST')).toBe(2);
    const task = onlyTask(r);
    expect(result.title.text).toBe('Task created');
    expect(textOf(result)).toContain(task.id);
    await r.fake.waitForCall('chat.postMessage');
    expect(r.fake.messages(CHANNEL)).toHaveLength(1);
  });

  it('not_in_channel: the task is still created; the person is told the channel was not, with the id', async () => {
    const r = await startRig({ env: { NOTIFY_CHANNEL: GENERAL } });
    const viewId = await openTaskModal(r, 'every day at 6am');
    await submit(r, viewId, { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM });
    const result = await confirm(r, viewId);

    expect(r.emulator.count('createTask', 'POST')).toBe(1);
    const task = onlyTask(r);
    expect(result.title.text).toBe('Task created');
    const said = textOf(result);
    expect(said).toContain(task.id);
    expect(said).toContain('The team channel was not told');
    expect(said).toContain('/invite');
    // the channel renders as a link, not as the literal escaped text of one
    expect(said).toContain(`member of <#${GENERAL}>`);
    expect(said).not.toContain('&lt;#');
    const [post] = r.fake.callsTo('chat.postMessage');
    expect(post?.args.channel).toBe(GENERAL);
    expect(post?.answer).toMatchObject({ ok: false, error: 'not_in_channel' });
    expect(r.fake.messages(GENERAL)).toHaveLength(0);
    expect(r.fake.messages(CHANNEL)).toHaveLength(0);
  });
});
