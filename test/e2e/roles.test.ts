import { describe, expect, it } from 'vitest';
import { blockById, textOf } from '../support/slack-payloads.js';
import { BLOCK, CALLBACK, CHANNEL, confirm, openRoleModal, seen, startRig, submit, words } from './rig.js';

describe('end to end: a custom role', () => {
  it('/portal-role Night Shift: name prefilled, description, confirm → the role on the portal, the channel told', async () => {
    const r = await startRig();
    const rolesBefore = r.emulator.roles().length;
    const viewId = await openRoleModal(r, 'Night Shift');
    const modal = seen(r, viewId);
    expect(modal.callback_id).toBe(CALLBACK.roleModal);
    expect(JSON.stringify(blockById(modal, BLOCK.roleName))).toContain('"initial_value":"Night Shift"');

    await submit(r, viewId, { [BLOCK.roleDescription]: 'Watches the overnight jobs' });
    expect(seen(r, viewId).callback_id).toBe(CALLBACK.roleConfirm);
    expect(words(r, viewId)).toContain('Night Shift');
    expect(words(r, viewId)).toContain('Watches the overnight jobs');
    expect(r.emulator.count('createRole')).toBe(0);

    const result = await confirm(r, viewId);
    expect(r.emulator.count('createRole', 'POST')).toBe(1);
    const roles = r.emulator.roles();
    expect(roles).toHaveLength(rolesBefore + 1);
    const role = roles.find((x) => x.name === 'Night Shift');
    expect(role).toMatchObject({ name: 'Night Shift', description: 'Watches the overnight jobs' });
    expect(result.title.text).toBe('Role created');
    expect(textOf(result)).toContain(role?.id ?? '-');

    await r.fake.waitForCall('chat.postMessage');
    const posted = r.fake.messages(CHANNEL);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.text).toContain(role?.id ?? '-');
    expect(posted[0]?.text).toContain('Night Shift');
  });

  it('a role name that already exists is refused under the name field (ignoring case); nothing is sent', async () => {
    const r = await startRig();
    const viewId = await openRoleModal(r, 'data steward');
    const reply = await submit(r, viewId);
    expect(reply.json).toMatchObject({ response_action: 'errors' });
    const errors = r.fake.viewErrors(viewId) ?? {};
    expect(Object.keys(errors)).toEqual([BLOCK.roleName]);
    expect(errors[BLOCK.roleName]).toContain('Data Steward');
    expect(errors[BLOCK.roleName]).toContain('already exists');
    expect(seen(r, viewId).callback_id).toBe(CALLBACK.roleModal);
    expect(r.emulator.count('createRole')).toBe(0);
    expect(r.fake.messages(CHANNEL)).toHaveLength(0);
  });

  it('a built-in role name is refused under the name field; nothing is sent', async () => {
    const r = await startRig();
    const viewId = await openRoleModal(r, 'Administrator');
    const reply = await submit(r, viewId);
    expect(reply.json).toMatchObject({ response_action: 'errors' });
    const errors = r.fake.viewErrors(viewId) ?? {};
    expect(Object.keys(errors)).toEqual([BLOCK.roleName]);
    expect(errors[BLOCK.roleName]).toMatch(/built-in|reserved/i);
    expect(r.emulator.count('createRole')).toBe(0);

    // Corrected in place: the same modal goes on to the confirmation.
    await submit(r, viewId, { [BLOCK.roleName]: 'Night Administrators' });
    expect(seen(r, viewId).callback_id).toBe(CALLBACK.roleConfirm);
    expect(r.fake.viewErrors(viewId)).toBeUndefined();
  });
});
