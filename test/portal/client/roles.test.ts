import { describe, expect, it } from 'vitest';
import { isPortalOpsError } from '../../../src/errors.js';
import { failure } from '../../support/failure.js';
import { portalRig } from '../../support/portal.js';

describe('createRole against the emulator', () => {
  it('creates a role under the org id from discovery', async () => {
    const rig = await portalRig();
    const { id, name } = await rig.client.createRole(rig.admin, {
      name: '  Field Editors ',
      description: 'Edits field data',
    });
    expect(name).toBe('Field Editors');
    expect(rig.emulator.roles().find((r) => r.id === id)).toMatchObject({
      name: 'Field Editors',
      description: 'Edits field data',
    });
    const post = rig.emulator.requests.find((r) => r.op === 'createRole');
    expect(post?.path).toBe(`/sharing/rest/portals/${rig.emulator.orgId}/createRole`);
  });

  it('counts what a person sees: 128 emoji are a valid name, 129 are not', async () => {
    const rig = await portalRig();
    await rig.client.createRole(rig.admin, { name: '🛰️'.replace('\uFE0F', '').repeat(128) });
    const e = await failure(rig.client.createRole(rig.admin, { name: '🛰'.repeat(129) }));
    expect(e.code).toBe('validation.invalid');
    expect(e.facts.fields).toHaveProperty('name');
    expect(rig.posts('createRole')).toBe(1);
  });

  it('refuses a duplicate of an existing role, ignoring case, before posting', async () => {
    const rig = await portalRig();
    const existing = rig.emulator.roles()[0];
    if (!existing) throw new Error('the emulator should seed custom roles');
    const e = await failure(rig.client.createRole(rig.admin, { name: existing.name.toUpperCase() }));
    expect(e.code).toBe('role.duplicate-name');
    expect(e.kind).toBe('Validation');
    expect(e.facts.existingName).toBe(existing.name);
    expect(e.facts.fields?.name).toContain(existing.name);
    expect(rig.posts('createRole')).toBe(0);
  });

  it('finds a duplicate on a later page (every page is read)', async () => {
    const rig = await portalRig({ extraRoles: 250 });
    const last = rig.emulator.roles().at(-1);
    if (!last) throw new Error('no roles');
    const e = await failure(rig.client.createRole(rig.admin, { name: last.name.toLowerCase() }));
    expect(e.code).toBe('role.duplicate-name');
    expect(rig.emulator.count('roles')).toBe(3);
    expect((await rig.client.listRoles(rig.admin)).length).toBe(rig.emulator.roles().length);
  });

  it.each(['viewer', 'ADMINISTRATOR', 'Data  editor'])(
    'refuses the reserved name %s under the name field',
    async (name) => {
      const rig = await portalRig();
      const e = await failure(rig.client.createRole(rig.admin, { name }));
      expect(e.code).toBe('validation.invalid');
      expect(e.facts.fields?.name).toMatch(/built-in role/);
      expect(rig.posts('createRole')).toBe(0);
    },
  );

  it('refuses a member who is not a default administrator, before posting', async () => {
    const rig = await portalRig();
    const e = await failure(rig.client.createRole(rig.member, { name: 'Field Editors' }));
    expect(e.code).toBe('role.not-admin');
    expect(e.kind).toBe('NotAuthorized');
    expect(rig.posts('createRole')).toBe(0);
  });

  it('lets the service have the last word: two racing creates of one name, one role', async () => {
    const rig = await portalRig();
    const results = await Promise.allSettled([
      rig.client.createRole(rig.admin, { name: 'Night Shift' }),
      rig.client.createRole(rig.admin, { name: 'night shift' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && isPortalOpsError(refused.reason) && refused.reason.code).toBe(
      'portal.rejected',
    );
    expect(rig.emulator.roles().filter((r) => r.name.toLowerCase() === 'night shift')).toHaveLength(1);
  });

  it('an unanswered create is unknown, posted once, and found by name afterwards', async () => {
    const rig = await portalRig();
    await rig.client.discover(rig.admin);
    rig.emulator.fault({ kind: 'drop-after-processing', op: 'createRole' });
    const e = await failure(rig.client.createRole(rig.admin, { name: 'Night Shift' }));
    expect(e.code).toBe('portal.outcome-unknown');
    expect(rig.posts('createRole')).toBe(1);
    expect((await rig.client.findRole(rig.admin, 'NIGHT SHIFT'))?.name).toBe('Night Shift');
  });
});
