import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/dev/emulator.js';
import { admin, expectError, get, ITEM, manualClock, member, post } from './http.js';

const clock = manualClock();
const NOW = clock.now();
const DAY = 86_400_000;
let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator({ now: clock.now });
});
afterAll(() => emu.close());

const FIELDS: Record<string, string> = {
  f: 'json',
  type: 'ExecuteNotebook',
  itemId: ITEM,
  title: 'Nightly refresh',
  parameters: JSON.stringify({ updatePortalItem: false }),
  minute: '0',
  hour: '3',
  dayOfMonth: '?',
  month: '*',
  dayOfWeek: '3-7',
};

const base = (user = admin(emu).username) => `community/users/${user}/tasks`;

async function create(fields: Record<string, string> = {}): Promise<string> {
  const a = await post(emu, `${base()}/createTask`, { ...FIELDS, token: admin(emu).token, ...fields });
  expect(a.body, a.text).toMatchObject({ success: true });
  return a.body.taskId as string;
}

const read = (id: string, token = admin(emu).token, user?: string) =>
  get(emu, `${base(user)}/${id}`, { f: 'json', token });
const act = (id: string, action: string, fields: Record<string, string> = {}, token = admin(emu).token) =>
  post(emu, `${base()}/${id}/${action}`, { f: 'json', token, ...fields });

describe('one task', () => {
  it('answers the service’s full object', async () => {
    const id = await create({ startDate: String(NOW + DAY), endDate: String(NOW + 30 * DAY), maxOccurrences: '7' });
    const a = await read(id);
    expect(a.body).toEqual({
      id,
      itemId: ITEM,
      type: 'ExecuteNotebook',
      title: 'Nightly refresh',
      userId: 'ada_admin',
      owner: 'ada_admin',
      cronSchedule: { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' },
      minute: '0',
      hour: '3',
      dayOfMonth: '?',
      month: '*',
      dayOfWeek: '3-7',
      runIntervalSeconds: 86_400,
      lastStart: null,
      maxOccurrences: 7,
      parameters: { updatePortalItem: false },
      created: NOW,
      updated: NOW,
      startDate: NOW + DAY,
      endDate: NOW + 30 * DAY,
      active: true,
      taskState: 'active',
    });
  });

  it('fills what was not sent: no end date, null maxOccurrences, empty parameters, startDate at creation', async () => {
    const id = await create({ parameters: '', title: '' });
    const a = await read(id);
    expect(a.body).not.toHaveProperty('endDate');
    expect(a.body).toMatchObject({ maxOccurrences: null, parameters: {}, startDate: NOW, title: '', lastStart: null });
  });

  it('is read with POST too, and with the token in the header', async () => {
    const id = await create();
    const viaPost = await post(emu, `${base()}/${id}`, { f: 'json', token: admin(emu).token });
    expect(viaPost.body.id).toBe(id);
    const viaHeader = await get(
      emu,
      `${base()}/${id}`,
      { f: 'json' },
      {
        'X-Esri-Authorization': `Bearer ${admin(emu).token}`,
      },
    );
    expect(viaHeader.body.id).toBe(id);
  });

  it('an unknown id is the service’s 400 error body', async () => {
    const e = expectError(await read('ffffffffffffffffffffffffffffffff'), 400);
    expect(e).toMatchObject({ messageCode: 'TASK_0001', message: 'Task not found.' });
    expect(e.details[0]).toContain('ffffffffffffffffffffffffffffffff');
  });

  it('another user’s path is 403; another user’s task through one’s own path is not found', async () => {
    const id = await create();
    const m = member(emu);
    expect(expectError(await read(id, m.token), 403).messageCode).toBe('GWM_0003');
    expectError(await get(emu, `${base()}/${id}/runs`, { f: 'json', token: m.token }), 403);
    for (const action of ['update', 'disable', 'enable', 'delete']) {
      expectError(await act(id, action, FIELDS, m.token), 403);
    }
    expect(expectError(await read(id, m.token, m.username), 400).messageCode).toBe('TASK_0001');
    expect((await read(id)).body.active).toBe(true);
  });

  it('asks for a token and refuses a bad one', async () => {
    const id = await create();
    expectError(await get(emu, `${base()}/${id}`, { f: 'json' }), 499);
    expectError(await read(id, 'nope'), 498);
  });
});

describe('the list', () => {
  it('answers the same full objects as one task', async () => {
    const id = await create();
    const list = await get(emu, base(), { f: 'json', token: admin(emu).token, num: '100' });
    const listed = list.body.tasks.find((t: { id: string }) => t.id === id);
    expect(listed).toEqual((await read(id)).body);
    expect(list.body.total).toBe(emu.tasks('ada_admin').length);
  });
});

describe('runs', () => {
  it('answers an empty list for a task that has not run', async () => {
    const id = await create();
    const a = await get(emu, `${base()}/${id}/runs`, { f: 'json', token: admin(emu).token });
    expect(a.body).toEqual({ runs: [] });
  });

  it('an unknown id is not found', async () => {
    expectError(
      await get(emu, `${base()}/ffffffffffffffffffffffffffffffff/runs`, { f: 'json', token: admin(emu).token }),
      400,
    );
  });
});

describe('update', () => {
  it('changes the fields and moves updated', async () => {
    const id = await create();
    clock.advance(60_000);
    try {
      const a = await act(id, 'update', { ...FIELDS, title: 'Evening refresh', hour: '18', dayOfWeek: '2-6' });
      expect(a.body).toEqual({ success: true, taskId: id });
      const t = (await read(id)).body;
      expect(t).toMatchObject({ title: 'Evening refresh', created: NOW, updated: NOW + 60_000 });
      expect(t.cronSchedule).toEqual({ minute: '0', hour: '18', dayOfMonth: '?', month: '*', dayOfWeek: '2-6' });
    } finally {
      clock.advance(-60_000);
    }
  });

  it('checks the fields as createTask does, and changes nothing when they fail', async () => {
    const id = await create();
    const before = (await read(id)).body;
    const cases: Array<[Record<string, string>, string]> = [
      [{ minute: '60' }, 'minute'],
      [{ dayOfMonth: '*' }, 'dayOfMonth'],
      [{ type: 'RunNotebook' }, 'type'],
      [{ endDate: String(NOW - 1) }, 'endDate'],
      [{ maxOccurrences: '0' }, 'maxOccurrences'],
      [{ hour: '' }, 'hour'],
    ];
    for (const [fields, name] of cases) {
      const e = expectError(await act(id, 'update', { ...FIELDS, ...fields }), 400);
      expect(e.message).toContain(name);
    }
    expect(expectError(await act(id, 'update', { ...FIELDS, itemId: '0'.repeat(32) }), 400).messageCode).toBe(
      'CONT_0001',
    );
    expect((await read(id)).body).toEqual(before);
  });

  it('refuses GET and an unknown id', async () => {
    const id = await create();
    expectError(await get(emu, `${base()}/${id}/update`, { ...FIELDS, token: admin(emu).token }), 405);
    expectError(await act('ffffffffffffffffffffffffffffffff', 'update', FIELDS), 400);
  });
});

describe('disable, enable, delete', () => {
  it('disable pauses, enable resumes', async () => {
    const id = await create();
    expect((await act(id, 'disable')).body).toEqual({ success: true, taskId: id });
    expect((await read(id)).body).toMatchObject({ active: false, taskState: 'paused' });
    const paused = await get(emu, base(), { f: 'json', token: admin(emu).token, active: 'false', num: '100' });
    expect(paused.body.tasks.map((t: { id: string }) => t.id)).toContain(id);
    expect((await act(id, 'enable')).body).toEqual({ success: true, taskId: id });
    expect((await read(id)).body).toMatchObject({ active: true, taskState: 'active' });
  });

  it('delete removes the task; a second delete is not found', async () => {
    const id = await create();
    expect((await act(id, 'delete')).body).toEqual({ success: true, taskId: id });
    expectError(await read(id), 400);
    expect(emu.tasks().some((t) => t.id === id)).toBe(false);
    expect(expectError(await act(id, 'delete'), 400).messageCode).toBe('TASK_0001');
  });

  it('each is counted under its own op', async () => {
    const id = await create();
    const before = ['task', 'taskRuns', 'updateTask', 'disableTask', 'enableTask', 'deleteTask'].map((op) =>
      emu.count(op as never),
    );
    await read(id);
    await get(emu, `${base()}/${id}/runs`, { f: 'json', token: admin(emu).token });
    await act(id, 'update', FIELDS);
    await act(id, 'disable');
    await act(id, 'enable');
    await act(id, 'delete');
    const after = ['task', 'taskRuns', 'updateTask', 'disableTask', 'enableTask', 'deleteTask'].map((op) =>
      emu.count(op as never),
    );
    expect(after.map((n, i) => n - (before[i] ?? 0))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(emu.count('disableTask', 'POST')).toBeGreaterThan(0);
  });

  it('an unknown action is not an operation', async () => {
    const id = await create();
    expectError(await act(id, 'restart'), 400);
    expect(emu.requests.at(-1)?.op).toBe('other');
  });
});

describe('editions without tasks', () => {
  it('self-hosted 10.8 knows none of the task paths, and counts them as meant', async () => {
    const old = await startEmulator({ edition: 'self-hosted', version: '10.8' });
    try {
      const u = admin(old);
      const id = 'ffffffffffffffffffffffffffffffff';
      const path = `community/users/${u.username}/tasks/${id}`;
      expect(expectError(await get(old, path, { f: 'json', token: u.token }), 400).message).toBe(
        'Unable to process request.',
      );
      for (const action of ['runs', 'update', 'disable', 'enable', 'delete']) {
        expectError(await post(old, `${path}/${action}`, { f: 'json', token: u.token }), 400);
      }
      expect(old.count('task')).toBe(1);
      expect(old.count('deleteTask')).toBe(1);
    } finally {
      await old.close();
    }
  });
});
