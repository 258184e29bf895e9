import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/dev/emulator.js';
import { settlesWithin } from '../support/settles.js';
import { admin, expectError, get, ITEM, post } from './http.js';

let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());

const TASK = {
  type: 'ExecuteNotebook',
  itemId: ITEM,
  minute: '0',
  hour: '3',
  dayOfMonth: '?',
  month: '*',
  dayOfWeek: '3-7',
};

describe('the format parameter', () => {
  it.each([
    ['missing', {}],
    ['html', { f: 'html' }],
  ])('answers a small HTML page when f is %s, and processes nothing', async (_name, f) => {
    const a = await post(emu, 'community/users/ada_admin/tasks/createTask', { ...TASK, ...f, token: admin(emu).token });
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toMatch(/^text\/html/);
    expect(a.text).toContain('f=json');
    expect(emu.tasks()).toEqual([]);
    expect((await get(emu, '', f)).headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('reads f from the query of a POST as well', async () => {
    const res = await fetch(`${emu.url}/portals/self?f=json`, { method: 'POST' });
    expect(((await res.json()) as { id: string }).id).toBe(emu.orgId);
  });

  it('pretty-prints with f=pjson', async () => {
    const a = await get(emu, '', { f: 'pjson' });
    expect(a.text).toContain('\n  "currentVersion"');
  });

  it('ignores a JSON body: only form fields count', async () => {
    const res = await fetch(`${emu.url}/portals/self`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ f: 'json' }),
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('paths and methods', () => {
  it.each([
    'nothing/here',
    'portals',
    'portals/self/extra/deep',
    `community/users/ada_admin/tasks/${'a'.repeat(32)}/createTask`,
  ])('answers "Unable to process request." for %s', async (path) => {
    const a = await post(emu, path, { f: 'json', token: admin(emu).token, ...TASK });
    expect(expectError(a, 400).message).toBe('Unable to process request.');
    expect(emu.tasks()).toEqual([]);
  });

  it('answers outside the base path too, as an error body', async () => {
    const res = await fetch(`http://127.0.0.1:${emu.port}/elsewhere?f=json`);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(400);
  });

  it('refuses GET on POST-only operations', async () => {
    for (const path of [
      'community/users/ada_admin/tasks/createTask',
      `portals/${emu.orgId}/createRole`,
      'generateToken',
    ]) {
      expect(expectError(await get(emu, path, { f: 'json', token: admin(emu).token }), 405).message).toContain('POST');
    }
  });

  it('accepts the base path with a trailing slash', async () => {
    const res = await fetch(`${emu.url}/?f=json`);
    expect(((await res.json()) as { currentVersion: string }).currentVersion).toBeTypeOf('string');
  });
});

describe('HTTP behaviour', () => {
  it('sends content-length and keeps connections alive for at least 5 s', async () => {
    const res = await fetch(`${emu.url}?f=json`);
    const text = await res.text();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    const keepAlive = /timeout=(\d+)/.exec(res.headers.get('keep-alive') ?? '');
    expect(Number(keepAlive?.[1])).toBeGreaterThanOrEqual(5);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const a = await post(emu, 'portals/self', { f: 'json', filler: 'x'.repeat(1024 * 1024) });
    expect(a.status).toBe(413);
    expect(a.body.error.code).toBe(413);
  });

  it('closes quickly with an idle keep-alive connection open', async () => {
    const other = await startEmulator();
    await new Promise<void>((resolve, reject) => {
      const req = request(`${other.url}?f=json`, { agent: new Agent({ keepAlive: true }) }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end();
    });
    // Waiting for the idle connection to lapse would take the keep-alive's 10 s.
    expect(await settlesWithin(other.close(), 5_000)).toBe(true);
  });

  it('listens on the URL it reports', () => {
    expect(emu.url).toBe(`http://127.0.0.1:${emu.port}/sharing/rest`);
    expect(emu.orgId).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(emu.users.map((u) => [u.username, u.role])).toEqual([
      ['ada_admin', 'org_admin'],
      ['max_member', 'org_user'],
    ]);
  });
});
