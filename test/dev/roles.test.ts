import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/dev/emulator.js';
import { admin, expectError, get, member, post } from './http.js';

let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator({ extraRoles: 23 });
});
afterAll(() => emu.close());

const create = (fields: Record<string, string>, token = admin(emu).token, id = emu.orgId) =>
  post(emu, `portals/${id}/createRole`, { f: 'json', token, ...fields });

describe('createRole', () => {
  it('creates a role with a 16-character id and lists it', async () => {
    const a = await create({ name: '  Field Crew  ', description: 'Edits inspections.' });
    expect(a.body).toEqual({ success: true, id: expect.stringMatching(/^[A-Za-z0-9]{16}$/) });
    expect(emu.roles().find((r) => r.id === a.body.id)).toMatchObject({
      name: 'Field Crew',
      description: 'Edits inspections.',
    });
  });

  it('counts the name in code points: 128 emoji are accepted, 129 refused', async () => {
    expect((await create({ name: '🛰'.repeat(128) })).body.success).toBe(true);
    const e = expectError(await create({ name: '🛰'.repeat(129) }), 400);
    expect(e.message).toContain('name');
    expect(e.message).toContain('129');
  });

  it('counts the description in code points: 250 accepted, 251 refused', async () => {
    expect((await create({ name: 'Describers', description: '🌍'.repeat(250) })).body.success).toBe(true);
    expect(expectError(await create({ name: 'Describers 2', description: '🌍'.repeat(251) }), 400).message).toContain(
      'description',
    );
  });

  it('needs a name that is not blank', async () => {
    expect(expectError(await create({ description: 'x' }), 400).message).toContain('name');
    expect(expectError(await create({ name: ' \t ' }), 400).message).toContain('name');
  });

  it.each(['Administrator', 'Publisher', 'User', 'Data Editor', 'Viewer', 'data editor', 'VIEWER', ' user '])(
    'refuses the reserved name "%s"',
    async (name) => {
      const e = expectError(await create({ name }), 400);
      expect(e.message).toContain('name');
      expect(e.message).toContain('reserved');
    },
  );

  it('refuses a custom role name that exists, in any case', async () => {
    const before = emu.roles().length;
    for (const name of ['Analyst', 'analyst', 'DATA STEWARD']) {
      expect(expectError(await create({ name }), 400).message).toContain('already');
    }
    expect(emu.roles()).toHaveLength(before);
  });

  it('is for default administrators only', async () => {
    const e = expectError(await create({ name: 'Members Role' }, member(emu).token), 403);
    expect(e).toMatchObject({
      messageCode: 'GWM_0003',
      message: 'You do not have permissions to access this resource or perform this operation.',
    });
    expectError(await create({ name: 'No Token' }, ''), 499);
    expectError(await create({ name: 'Bad Token' }, 'not-a-token'), 498);
  });

  it('takes the organization id in the path, nothing else', async () => {
    expect(expectError(await create({ name: 'Elsewhere' }, admin(emu).token, 'self'), 400).message).toContain('self');
    expectError(await create({ name: 'Elsewhere' }, admin(emu).token, 'AAAAAAAAAAAAAAAA'), 400);
  });

  it('is POST only', async () => {
    const a = await get(emu, `portals/${emu.orgId}/createRole`, {
      f: 'json',
      token: admin(emu).token,
      name: 'Via GET',
    });
    expect(expectError(a, 405).message).toContain('POST');
    expect(emu.roles().some((r) => r.name === 'Via GET')).toBe(false);
  });
});

describe('the roles list', () => {
  it('pages the custom roles with start and num, nextStart -1 at the end', async () => {
    const total = emu.roles().length;
    const seen: string[] = [];
    let start = 1;
    while (start !== -1) {
      const a = await get(
        emu,
        'portals/self/roles',
        { f: 'json', start: String(start), num: '10' },
        {
          'X-Esri-Authorization': `Bearer ${member(emu).token}`,
        },
      );
      expect(a.body).toMatchObject({ total, start, num: 10 });
      seen.push(...a.body.roles.map((r: { name: string }) => r.name));
      for (const r of a.body.roles) expect(Object.keys(r).sort()).toEqual(['created', 'description', 'id', 'name']);
      start = a.body.nextStart;
    }
    expect(seen).toEqual(emu.roles().map((r) => r.name));
    expect(seen.slice(0, 2)).toEqual(['Data Steward', 'Analyst']);
    expect(seen).not.toContain('User');
  });

  it('defaults to 10 from 1, caps num at 100, answers by org id too', async () => {
    const t = admin(emu).token;
    const first = await get(emu, 'portals/self/roles', { f: 'json', token: t });
    expect(first.body).toMatchObject({ start: 1, num: 10, nextStart: 11 });
    expect(first.body.roles).toHaveLength(10);
    const all = await get(emu, `portals/${emu.orgId}/roles`, { f: 'json', token: t, num: '1000' });
    expect(all.body).toMatchObject({ num: 100, nextStart: -1 });
    expect(all.body.roles).toHaveLength(emu.roles().length);
    const past = await get(emu, 'portals/self/roles', { f: 'json', token: t, start: '999' });
    expect(past.body).toMatchObject({ roles: [], nextStart: -1 });
    expect(
      expectError(await get(emu, 'portals/self/roles', { f: 'json', token: t, start: '0' }), 400).message,
    ).toContain('start');
  });

  it('needs a signed-in member', async () => {
    expectError(await get(emu, 'portals/self/roles', { f: 'json' }), 499);
  });
});
