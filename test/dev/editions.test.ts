import { describe, expect, it } from 'vitest';
import { type EmulatorOptions, startEmulator } from '../../src/dev/emulator.js';
import { admin, expectError, get, ITEM, post } from './http.js';

const FIELDS = { f: 'json', itemId: ITEM, minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' };
const REPORT = JSON.stringify({ reportType: 'org', reportSubType: 'content' });
const SCENE = JSON.stringify({
  service_url: 'https://scenes.example.com/SceneServer',
  num_of_caching_service_instances: 2,
  update_mode: 'RECREATE_ALL_NODES',
});
const BODIES: Record<string, Record<string, string>> = {
  ExecuteNotebook: {},
  UpdateAnalyticsWorkbook: {},
  ExecuteSceneCook: { parameters: SCENE },
  ExecuteWorkflowManager: {},
  ExecuteReport: { parameters: REPORT, itemId: '' },
};

async function withEmulator<T>(options: EmulatorOptions, run: (emu: Awaited<ReturnType<typeof startEmulator>>) => T) {
  const emu = await startEmulator(options);
  try {
    return await run(emu);
  } finally {
    await emu.close();
  }
}

/** Which types the portal takes, by trying each. */
async function acceptedTypes(options: EmulatorOptions) {
  return withEmulator(options, async (emu) => {
    const u = admin(emu);
    const accepted: string[] = [];
    for (const [type, extra] of Object.entries(BODIES)) {
      const a = await post(emu, `community/users/${u.username}/tasks/createTask`, {
        ...FIELDS,
        type,
        ...extra,
        token: u.token,
      });
      if (a.body?.success === true) accepted.push(type);
      else expect(expectError(a, 400).message).toContain('type');
    }
    return accepted;
  });
}

describe('task types per edition and release', () => {
  it('the cloud edition takes all five', async () => {
    expect(await acceptedTypes({})).toEqual(Object.keys(BODIES));
  });

  it('self-hosted 10.8.1 takes notebooks and workbooks only', async () => {
    expect(await acceptedTypes({ edition: 'self-hosted', version: '10.8.1' })).toEqual([
      'ExecuteNotebook',
      'UpdateAnalyticsWorkbook',
    ]);
  });

  it.each(['10.9', '10.9.1', '11.3'])(
    'self-hosted %s adds scene cooking and workflow manager, never reports',
    async (v) => {
      expect(await acceptedTypes({ edition: 'self-hosted', version: v })).toEqual([
        'ExecuteNotebook',
        'UpdateAnalyticsWorkbook',
        'ExecuteSceneCook',
        'ExecuteWorkflowManager',
      ]);
    },
  );

  it.each(['10.8', '10.7.1'])('self-hosted %s has no task operations at all', async (v) => {
    await withEmulator({ edition: 'self-hosted', version: v }, async (emu) => {
      const u = admin(emu);
      const create = await post(emu, `community/users/${u.username}/tasks/createTask`, {
        ...FIELDS,
        type: 'ExecuteNotebook',
        token: u.token,
      });
      expect(expectError(create, 400).message).toBe('Unable to process request.');
      const list = await get(emu, `community/users/${u.username}/tasks`, { f: 'json', token: u.token });
      expect(expectError(list, 400).message).toBe('Unable to process request.');
      expect(emu.tasks()).toEqual([]);
      expect(emu.count('createTask')).toBe(1);
    });
  });
});

describe('discovery: version and portal', () => {
  it.each([
    ['10.7.1', '7.3', undefined],
    ['10.8', '8.1', undefined],
    ['10.8.1', '8.2', undefined],
    ['10.9', '8.4', undefined],
    ['10.9.1', '9.2', undefined],
    ['11.0', '10.3', '11.0.0'],
    ['11.1', '11.1', '11.1.0'],
    ['11.3', '11.3', '11.3.0'],
  ])('self-hosted %s answers currentVersion %s', async (version, currentVersion, enterpriseVersion) => {
    await withEmulator({ edition: 'self-hosted', version }, async (emu) => {
      const info = await get(emu, '', { f: 'json' });
      expect(info.body).toEqual({ currentVersion, ...(enterpriseVersion ? { enterpriseVersion } : {}) });
      const self = await get(emu, 'portals/self', { f: 'json' });
      expect(self.body).toMatchObject({ id: emu.orgId, isPortal: true, portalMode: 'singletenant', currentVersion });
      expect(self.body.user).toBeUndefined();
    });
  });

  it('the cloud edition numbers by year and sends no enterpriseVersion', async () => {
    await withEmulator({}, async (emu) => {
      const info = await get(emu, '', { f: 'json' });
      expect(Object.keys(info.body)).toEqual(['currentVersion']);
      expect(info.body.currentVersion).toMatch(/^20\d\d\.\d+$/);
      const self = await get(emu, 'portals/self', { f: 'json' });
      expect(self.body).toMatchObject({ id: emu.orgId, isPortal: false, portalMode: 'multitenant' });
      expect(typeof self.body.name).toBe('string');
      expect(typeof self.body.portalName).toBe('string');
    });
  });

  it('defaults to self-hosted 11.3 and refuses a release it does not know', async () => {
    await withEmulator({ edition: 'self-hosted' }, async (emu) => {
      expect((await get(emu, '', { f: 'json' })).body.enterpriseVersion).toBe('11.3.0');
    });
    await expect(startEmulator({ edition: 'self-hosted', version: '10.99' })).rejects.toThrow(/known releases/);
  });

  it('names the user behind a token: the administrator has no roleId, the member the User role', async () => {
    await withEmulator({}, async (emu) => {
      const [a, m] = emu.users;
      const selfA = await post(emu, 'portals/self', { f: 'json', token: a?.token ?? '' });
      expect(selfA.body.user).toEqual({
        username: 'ada_admin',
        fullName: 'Ada Admin',
        role: 'org_admin',
        orgId: emu.orgId,
      });
      const selfM = await get(emu, 'portals/self', { f: 'json' }, { 'X-Esri-Authorization': `Bearer ${m?.token}` });
      expect(selfM.body.user).toMatchObject({ username: 'max_member', role: 'org_user', roleId: 'iAAAAAAAAAAAAAAA' });
    });
  });
});
