import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, type FaultKind, startEmulator } from '../../src/dev/emulator.js';
import { admin, expectError, get, ITEM, post } from './http.js';

let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator();
});
afterEach(() => emu.clearFaults());
afterAll(() => emu.close());

const FIELDS = {
  f: 'json',
  type: 'ExecuteNotebook',
  itemId: ITEM,
  minute: '0',
  hour: '3',
  dayOfMonth: '?',
  month: '*',
};

function createTask(headers: Record<string, string> = {}) {
  return post(
    emu,
    'community/users/ada_admin/tasks/createTask',
    { ...FIELDS, dayOfWeek: '3-7', token: admin(emu).token },
    headers,
  );
}

/** The same request through fetch, for faults that leave no answer to read. */
function rawCreate(headers: Record<string, string> = {}) {
  return fetch(`${emu.url}/community/users/ada_admin/tasks/createTask`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ ...FIELDS, dayOfWeek: '3-7', token: admin(emu).token }).toString(),
  });
}

const created = () => emu.tasks().length;

describe('faults', () => {
  it('latency waits after processing, then answers', async () => {
    emu.fault({ kind: 'latency', ms: 200, op: 'createTask' });
    const before = created();
    const t0 = performance.now();
    const a = await createTask();
    expect(performance.now() - t0).toBeGreaterThanOrEqual(190);
    expect(a.body.success).toBe(true);
    expect(created()).toBe(before + 1);
  });

  it.each([
    ['http-500', 500],
    ['http-502', 502],
  ] as const)('%s answers a proxy page and processes nothing', async (kind, status) => {
    emu.fault({ kind });
    const before = created();
    const a = await createTask();
    expect(a.status).toBe(status);
    expect(a.headers.get('content-type')).toMatch(/^text\/html/);
    expect(a.text).toContain(String(status));
    expect(a.body).toBeUndefined();
    expect(created()).toBe(before);
  });

  it('invalid-json processes, then answers 200 with a cut-off body', async () => {
    emu.fault({ kind: 'invalid-json' });
    const before = created();
    const a = await createTask();
    expect(a.status).toBe(200);
    expect(a.text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(a.text)).toThrow();
    expect(created()).toBe(before + 1);
  });

  it('empty-body processes, then answers 200 with nothing', async () => {
    emu.fault({ kind: 'empty-body' });
    const before = created();
    const a = await createTask();
    expect(a.status).toBe(200);
    expect(a.text).toBe('');
    expect(created()).toBe(before + 1);
  });

  it('drop-after-processing: the client sees a socket error AND the task exists', async () => {
    emu.fault({ kind: 'drop-after-processing', op: 'createTask' });
    const before = created();
    await expect(rawCreate()).rejects.toThrow();
    expect(created()).toBe(before + 1);
  });

  it('drop-before-processing: a socket error and nothing created', async () => {
    emu.fault({ kind: 'drop-before-processing' });
    const before = created();
    await expect(rawCreate()).rejects.toThrow();
    expect(created()).toBe(before);
  });

  it('token-expired answers 498 without processing; the token still works afterwards', async () => {
    emu.fault({ kind: 'token-expired' });
    const before = created();
    expectError(await createTask(), 498);
    expect(created()).toBe(before);
    expect((await createTask()).body.success).toBe(true);
  });

  it('a queued fault is used once by default, only by its op, and times counts it down', async () => {
    emu.fault({ kind: 'http-502', op: 'createTask', times: 2 });
    expect((await get(emu, 'portals/self', { f: 'json' })).status).toBe(200);
    expect((await createTask()).status).toBe(502);
    expect((await createTask()).status).toBe(502);
    expect((await createTask()).body.success).toBe(true);
    emu.fault({ kind: 'http-500' });
    expect((await get(emu, '', { f: 'json' })).status).toBe(500);
    expect((await get(emu, '', { f: 'json' })).status).toBe(200);
  });

  it('clearFaults drops queued faults', async () => {
    emu.fault({ kind: 'http-500', times: 5 });
    emu.clearFaults();
    expect((await get(emu, '', { f: 'json' })).status).toBe(200);
  });

  it('records the fault on the request', async () => {
    emu.fault({ kind: 'empty-body', op: 'self' });
    await get(emu, 'portals/self', { f: 'json' });
    expect(emu.requests.at(-1)).toMatchObject({
      op: 'self',
      method: 'GET',
      path: '/sharing/rest/portals/self',
      fault: 'empty-body',
    });
    expect(emu.requests.at(-1)?.at).toBeTypeOf('number');
  });
});

describe('the X-Emulator-Fault header', () => {
  it('applies to that one request only', async () => {
    expect((await createTask({ 'X-Emulator-Fault': 'http-502' })).status).toBe(502);
    expect((await createTask()).status).toBe(200);
  });

  it('takes ms for latency', async () => {
    const t0 = performance.now();
    const a = await get(emu, '', { f: 'json' }, { 'X-Emulator-Fault': 'latency; ms=300' });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(290);
    expect(a.body.currentVersion).toBeTypeOf('string');
  });

  it.each(['invalid-json', 'empty-body', 'token-expired', 'http-500'] satisfies FaultKind[])(
    'asks for %s',
    async (kind) => {
      const a = await get(emu, 'portals/self', { f: 'json' }, { 'X-Emulator-Fault': kind });
      if (kind === 'token-expired') expectError(a, 498);
      else expect(a.body).toBeUndefined();
    },
  );

  it('drops the connection on request', async () => {
    const before = created();
    await expect(rawCreate({ 'X-Emulator-Fault': 'drop-before-processing' })).rejects.toThrow();
    expect(created()).toBe(before);
    await expect(rawCreate({ 'X-Emulator-Fault': 'drop-after-processing' })).rejects.toThrow();
    expect(created()).toBe(before + 1);
  });

  it('refuses a fault it does not know', async () => {
    const e = expectError(await get(emu, '', { f: 'json' }, { 'X-Emulator-Fault': 'meteor' }), 400);
    expect(e.details[0]).toContain('meteor');
  });
});

describe('standing faults and latency from the options', () => {
  it('applies a standing fault to every matching request, or `times` of them', async () => {
    const other = await startEmulator({
      faults: [
        { kind: 'http-502', op: 'self' },
        { kind: 'token-expired', op: 'roles', times: 1 },
      ],
    });
    try {
      for (let i = 0; i < 3; i++) expect((await get(other, 'portals/self', { f: 'json' })).status).toBe(502);
      expect((await get(other, '', { f: 'json' })).status).toBe(200);
      const t = admin(other).token;
      expectError(await get(other, 'portals/self/roles', { f: 'json', token: t }), 498);
      expect((await get(other, 'portals/self/roles', { f: 'json', token: t })).body.total).toBe(2);
      // A queued fault goes first; the standing one is still there afterwards.
      other.fault({ kind: 'http-500', op: 'self' });
      expect((await get(other, 'portals/self', { f: 'json' })).status).toBe(500);
      expect((await get(other, 'portals/self', { f: 'json' })).status).toBe(502);
    } finally {
      await other.close();
    }
  });

  it('adds latencyMs to every response', async () => {
    const slow = await startEmulator({ latencyMs: 150 });
    try {
      const t0 = performance.now();
      await get(slow, '', { f: 'json' });
      expect(performance.now() - t0).toBeGreaterThanOrEqual(140);
    } finally {
      await slow.close();
    }
  });
});

describe('count()', () => {
  it('counts the requests of an op that reached the server, faulted ones included, by method if asked', async () => {
    const fresh = await startEmulator();
    try {
      const t = admin(fresh).token;
      const path = 'community/users/ada_admin/tasks/createTask';
      await post(fresh, path, { ...FIELDS, dayOfWeek: '3-7', token: t });
      await post(fresh, path, { ...FIELDS, dayOfWeek: '3-7', token: t }, { 'X-Emulator-Fault': 'http-502' });
      await get(fresh, path, { f: 'json' });
      await get(fresh, 'portals/self', { f: 'json' });
      expect(fresh.count('createTask')).toBe(3);
      expect(fresh.count('createTask', 'POST')).toBe(2);
      expect(fresh.count('self')).toBe(1);
      expect(fresh.count('roles')).toBe(0);
      expect(fresh.tasks()).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
