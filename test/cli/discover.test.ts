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
    expect(err.text).not.toContain('not-the-password-42');
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
