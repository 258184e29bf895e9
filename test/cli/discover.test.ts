import { afterEach, describe, expect, it, vi } from 'vitest';
import { runDiscover } from '../../src/cli/discover.js';
import { type Emulator, startEmulator } from '../../src/dev/emulator.js';

function sink() {
  let text = '';
  return {
    write: (s: string) => {
      text += s;
    },
    get text() {
      return text;
    },
  };
}

let emulator: Emulator | undefined;

afterEach(async () => {
  vi.unstubAllEnvs();
  await emulator?.close();
  emulator = undefined;
});

function clearPortalEnv() {
  for (const name of ['PORTAL_TOKEN', 'PORTAL_USERNAME', 'PORTAL_PASSWORD', 'PORTAL_ALLOWED_SERVICE_HOSTS']) {
    vi.stubEnv(name, '');
  }
}

describe('portal-ops discover', () => {
  it('signs in with a token and prints the portal, the user and the task types', async () => {
    emulator = await startEmulator({ edition: 'self-hosted', version: '10.9' });
    const admin = emulator.users[0];
    clearPortalEnv();
    vi.stubEnv('PORTAL_URL', emulator.url);
    vi.stubEnv('PORTAL_TOKEN', admin?.token ?? '');
    const out = sink();
    const err = sink();
    expect(await runDiscover([], out, err)).toBe(0);
    expect(out.text).toContain('(self-hosted 10.9)');
    expect(out.text).toContain(
      `Signed in as  ${admin?.username}, org_admin (default administrator), with a configured token`,
    );
    expect(out.text).toContain('ExecuteNotebook, UpdateAnalyticsWorkbook, ExecuteSceneCook, ExecuteWorkflowManager');
    expect(out.text).not.toContain(admin?.token ?? '-');
  });

  it('signs in with username and password and prints JSON', async () => {
    emulator = await startEmulator();
    const member = emulator.users[1];
    clearPortalEnv();
    vi.stubEnv('PORTAL_URL', emulator.url);
    vi.stubEnv('PORTAL_USERNAME', member?.username ?? '');
    vi.stubEnv('PORTAL_PASSWORD', member?.password ?? '');
    const out = sink();
    expect(await runDiscover(['--json'], out, sink())).toBe(0);
    const profile = JSON.parse(out.text);
    expect(profile).toMatchObject({ edition: 'cloud', orgId: emulator.orgId, user: { isDefaultAdmin: false } });
    expect(emulator.count('generateToken')).toBe(1);
  });

  it('explains a wrong password without echoing it, exit 1', async () => {
    emulator = await startEmulator();
    clearPortalEnv();
    vi.stubEnv('PORTAL_URL', emulator.url);
    vi.stubEnv('PORTAL_USERNAME', emulator.users[0]?.username ?? '');
    vi.stubEnv('PORTAL_PASSWORD', 'not-the-password-42');
    const err = sink();
    expect(await runDiscover([], sink(), err)).toBe(1);
    expect(err.text).toContain('Signing in to the portal');
    expect(err.text).toContain('Invalid username or password.');
    expect(err.text).toContain('Check PORTAL_USERNAME and PORTAL_PASSWORD, then retry.');
    expect(err.text).not.toContain('not-the-password-42');
  });

  it.each([
    ['a username and password', 'password'],
    ['a token', 'token'],
  ])('a PORTAL_URL without /sharing/rest, with %s: the URL is named as wrong, not the credentials', async (_, how) => {
    emulator = await startEmulator();
    const admin = emulator.users[0];
    clearPortalEnv();
    vi.stubEnv('PORTAL_URL', emulator.url.replace(/\/sharing\/rest$/, '/portal'));
    if (how === 'token') vi.stubEnv('PORTAL_TOKEN', admin?.token ?? '');
    else {
      vi.stubEnv('PORTAL_USERNAME', admin?.username ?? '');
      vi.stubEnv('PORTAL_PASSWORD', admin?.password ?? '');
    }
    const err = sink();
    expect(await runDiscover([], sink(), err)).toBe(1);
    expect(err.text).toContain(
      `PORTAL_URL looks wrong: ${emulator.url.replace(/\/sharing\/rest$/, '/portal')} does not end`,
    );
    expect(err.text).toContain('PORTAL_URL should end with /sharing/rest');
    expect(err.text).not.toMatch(/check the username|password/i);
  });

  it('a PORTAL_TOKEN the portal refuses: advice about the variable, not about Slack', async () => {
    emulator = await startEmulator();
    clearPortalEnv();
    vi.stubEnv('PORTAL_URL', emulator.url);
    vi.stubEnv('PORTAL_TOKEN', 'a-token-the-portal-never-issued');
    const err = sink();
    expect(await runDiscover([], sink(), err)).toBe(1);
    expect(err.text).toContain('The portal refused PORTAL_TOKEN');
    expect(err.text).toContain('Put a new token in PORTAL_TOKEN');
    expect(err.text).not.toContain('/portal login');
    expect(err.text).not.toContain('a-token-the-portal-never-issued');
  });

  it('prints the hosted cloud edition’s version', async () => {
    emulator = await startEmulator();
    clearPortalEnv();
    vi.stubEnv('PORTAL_URL', emulator.url);
    vi.stubEnv('PORTAL_TOKEN', emulator.users[0]?.token ?? '');
    const out = sink();
    expect(await runDiscover([], out, sink())).toBe(0);
    expect(out.text).toContain(`${emulator.url} (hosted cloud edition, version 2026.1)`);
  });

  it('names every configuration problem at once, exit 1', async () => {
    clearPortalEnv();
    vi.stubEnv('PORTAL_URL', 'http://portal.example.org/sharing/rest');
    vi.stubEnv('PORTAL_USERNAME', 'svc');
    const err = sink();
    expect(await runDiscover([], sink(), err)).toBe(1);
    expect(err.text).toContain('PORTAL_URL: must use https');
    expect(err.text).toContain('PORTAL_PASSWORD: PORTAL_USERNAME and PORTAL_PASSWORD go together');
  });
});
