import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/dev/emulator.js';
import { admin, expectError, get, ITEM, manualClock, member, post } from './http.js';

const clock = manualClock();
let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator({ now: clock.now });
});
afterAll(() => emu.close());

const TASK = { f: 'json', type: 'ExecuteNotebook', itemId: ITEM, minute: '0', hour: '3', dayOfMonth: '?', month: '*' };
const createTask = (user: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  post(emu, `community/users/${user}/tasks/createTask`, { ...TASK, dayOfWeek: '3-7', ...fields }, headers);
const selfUser = async (token: string, headers: Record<string, string> = {}) =>
  (await post(emu, 'portals/self', { f: 'json', token }, headers)).body;

describe('tokens', () => {
  it('499 without a token, 498 for an unknown one', async () => {
    expect(expectError(await createTask('ada_admin', {}), 499).message).toBe('Token Required.');
    expect(expectError(await createTask('ada_admin', { token: 'nope' }), 498).message).toBe('Invalid token.');
    expect(emu.tasks()).toEqual([]);
  });

  it('takes the token from the POST body or the X-Esri-Authorization header', async () => {
    const t = admin(emu).token;
    expect((await createTask('ada_admin', { token: t })).body.success).toBe(true);
    expect((await createTask('ada_admin', {}, { 'X-Esri-Authorization': `Bearer ${t}` })).body.success).toBe(true);
  });

  it('ignores a token in the query string of a POST, reads it on a GET', async () => {
    const t = admin(emu).token;
    const res = await fetch(`${emu.url}/portals/${emu.orgId}/createRole?token=${t}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'f=json&name=From+Query',
    });
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(499);
    expect((await get(emu, 'portals/self', { f: 'json', token: t })).body.user.username).toBe('ada_admin');
  });

  it('acts only for the token user in the task path; the user name is percent-decoded', async () => {
    const m = member(emu);
    const e = expectError(await createTask('ada_admin', { token: m.token }), 403);
    expect(e.messageCode).toBe('GWM_0003');
    expect((await createTask('max%5Fmember', { token: m.token })).body.success).toBe(true);
    expect(emu.tasks('max_member')).toHaveLength(1);
    expectError(await get(emu, 'community/users/ada_admin/tasks', { f: 'json', token: m.token }), 403);
  });

  it('expires tokens by the injected clock', async () => {
    const t = emu.issueToken('max_member', 60_000);
    expect((await selfUser(t)).user.username).toBe('max_member');
    clock.advance(59_999);
    expect((await selfUser(t)).user.username).toBe('max_member');
    clock.advance(1);
    expect((await selfUser(t)).error.code).toBe(498);
  });

  it('expireTokens ends one user’s tokens, or everyone’s', async () => {
    const a = emu.issueToken('ada_admin', 3_600_000);
    const m = emu.issueToken('max_member', 3_600_000);
    emu.expireTokens('max_member');
    expect((await selfUser(m)).error.code).toBe(498);
    expect((await selfUser(a)).user.username).toBe('ada_admin');
    emu.expireTokens();
    expect((await selfUser(a)).error.code).toBe(498);
    expect(() => emu.issueToken('nobody', 1000)).toThrow(/nobody/);
  });
});

describe('generateToken', () => {
  const generate = (fields: Record<string, string>) =>
    post(emu, 'generateToken', { f: 'json', username: 'max_member', password: 'max-member-pass', ...fields });

  it('gives a token for the account, 120 minutes by default', async () => {
    const a = await generate({ client: 'referer', referer: 'https://bot.example.com' });
    expect(a.body).toEqual({ token: expect.any(String), expires: clock.now() + 120 * 60_000, ssl: false });
    expect((await selfUser(a.body.token, { referer: 'https://bot.example.com' })).user.username).toBe('max_member');
  });

  it('accepts a referer-bound token only with that Referer, as the service does', async () => {
    const a = await generate({ client: 'referer', referer: 'https://bot.example.com' });
    expect((await selfUser(a.body.token)).error.code).toBe(498);
    expect((await selfUser(a.body.token, { referer: 'https://evil.example.com' })).error.code).toBe(498);
    const ip = await generate({ client: 'requestip' });
    expect((await selfUser(ip.body.token)).user.username).toBe('max_member');
  });

  it('takes an expiration in minutes and cuts it to 14 days', async () => {
    expect((await generate({ client: 'requestip', expiration: '30' })).body.expires).toBe(clock.now() + 30 * 60_000);
    expect((await generate({ client: 'ip', expiration: '99999' })).body.expires).toBe(clock.now() + 20_160 * 60_000);
  });

  it('refuses bad credentials the way the service does', async () => {
    const e = expectError(await generate({ password: 'wrong' }), 400);
    expect(e).toMatchObject({ message: 'Unable to generate token.', details: ['Invalid username or password.'] });
    expectError(await generate({ username: 'nobody' }), 400);
  });

  it('refuses an unknown client, a referer client without a referer, and GET', async () => {
    expect(expectError(await generate({ client: 'browser' }), 400).details[0]).toContain('client');
    expect(expectError(await generate({ client: 'referer' }), 400).details[0]).toContain('referer');
    expectError(
      await get(emu, 'generateToken', { f: 'json', username: 'max_member', password: 'max-member-pass' }),
      405,
    );
  });
});

describe('the tasks list', () => {
  it('pages the user’s tasks and filters by item, types and active', async () => {
    // A fresh token: an earlier test expired everyone's.
    const t = emu.issueToken('ada_admin', 3_600_000);
    const other = 'fedcba9876543210fedcba9876543210';
    const created = await createTask('ada_admin', { token: t, itemId: other, type: 'UpdateAnalyticsWorkbook' });
    expect(created.body.success).toBe(true);
    const mine = emu.tasks('ada_admin');
    const list = (q: Record<string, string>) =>
      get(emu, 'community/users/ada_admin/tasks', { f: 'json', ...q }, { 'X-Esri-Authorization': `Bearer ${t}` });
    const all = await list({ num: '100' });
    expect(all.body).toMatchObject({ total: mine.length, start: 1, nextStart: -1 });
    expect(all.body.tasks.map((x: { id: string }) => x.id)).toEqual(mine.map((x) => x.id));
    expect(all.body.tasks[0]).toMatchObject({ userId: 'ada_admin', active: true, taskState: 'active' });
    expect((await list({ itemId: other })).body.tasks.map((x: { itemId: string }) => x.itemId)).toEqual([other]);
    expect((await list({ types: 'ExecuteReport,UpdateAnalyticsWorkbook' })).body.total).toBe(1);
    expect((await list({ active: 'true' })).body.total).toBe(mine.length);
    expect((await list({ active: 'false' })).body.total).toBe(0);
    const firstPage = await list({ num: '1' });
    expect(firstPage.body).toMatchObject({ num: 1, nextStart: mine.length > 1 ? 2 : -1 });
  });
});
