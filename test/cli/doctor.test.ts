import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Check, runDoctor, TEST_MESSAGE } from '../../src/cli/doctor.js';
import { CONFIG_VARIABLES } from '../../src/config.js';
import { type Emulator, startEmulator } from '../../src/dev/emulator.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { type FakeSocketMode, startFakeSocketMode } from '../support/fake-socket-mode.js';
import { closedPort } from '../support/ports.js';

const BOT_TOKEN = 'xoxb-111-222-doctorBotTokenValue';
const APP_TOKEN = 'xapp-1-A111-222-doctorAppTokenValue';
const SIGNING_SECRET = 'doctor-signing-secret-8f3a9c';
const ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

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

let emulator: Emulator;
let fake: FakeSlack;
/** Socket Mode's `apps.connections.open` (with APP_TOKEN) in front of the fake Web API. */
let socket: FakeSocketMode;
const secrets: string[] = [];

beforeEach(async () => {
  emulator = await startEmulator();
  fake = await startFakeSlack({ token: BOT_TOKEN });
  socket = await startFakeSocketMode({ web: fake, appToken: APP_TOKEN });
  secrets.length = 0;
  secrets.push(
    BOT_TOKEN,
    APP_TOKEN,
    SIGNING_SECRET,
    ENCRYPTION_KEY,
    ...emulator.users.flatMap((u) => [u.password, u.token]),
  );
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await emulator.close();
  await socket.close();
  await fake.close();
});

function admin() {
  const u = emulator.users[0];
  if (!u) throw new Error('the emulator has no admin');
  return u;
}

function member() {
  const u = emulator.users[1];
  if (!u) throw new Error('the emulator has no member');
  return u;
}

/** Every variable blank, then these: nothing from the machine's environment leaks into a test. */
function configure(env: Record<string, string>) {
  for (const name of CONFIG_VARIABLES) vi.stubEnv(name, '');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
}

/** A working service-account set-up against the emulator and the fake Slack. */
function good(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    SLACK_BOT_TOKEN: BOT_TOKEN,
    SLACK_APP_TOKEN: APP_TOKEN,
    SLACK_API_URL: socket.url,
    NOTIFY_CHANNEL: 'C0OPS00001',
    PORTAL_URL: emulator.url,
    PORTAL_USERNAME: admin().username,
    PORTAL_PASSWORD: admin().password,
    ...overrides,
  };
}

async function doctor(args: string[] = []) {
  const out = sink();
  const err = sink();
  const code = await runDoctor(args, out, err, { envFile: false });
  for (const secret of secrets) {
    expect(out.text).not.toContain(secret);
    expect(err.text).not.toContain(secret);
  }
  return { code, out: out.text, err: err.text };
}

async function doctorJson(args: string[] = []) {
  const r = await doctor([...args, '--json']);
  const report = JSON.parse(r.out) as { ok: boolean; checks: Check[] };
  const byId = (id: Check['id']) => {
    const c = report.checks.find((x) => x.id === id);
    if (!c) throw new Error(`no ${id} check`);
    return c;
  };
  return { ...r, report, byId };
}

/** What doctor names when the environment has a portal URL and nothing else. */
const WHAT_THE_BOT_NEEDS = [
  'SLACK_BOT_TOKEN: is required (xoxb-…, from the app’s OAuth & Permissions page)',
  'SLACK_APP_TOKEN (Socket Mode) or SLACK_SIGNING_SECRET (HTTP mode): one is required',
  'PORTAL_TOKEN, or PORTAL_USERNAME with PORTAL_PASSWORD: is required for a service account (or set PORTAL_OAUTH_CLIENT_ID for per-person accounts)',
];

describe('portal-ops doctor', () => {
  it('all green: every check passes and the channel is explained, not posted to; exit 0', async () => {
    configure(good());
    const { code, out } = await doctor();
    expect(code).toBe(0);
    expect(out).toContain('✓ Configuration: valid (read from the environment)');
    expect(out).toContain('one service account on the portal');
    expect(out).toContain('Socket Mode');
    expect(out).toContain(
      `✓ Slack: signed in to the workspace Acme (${fake.team.id}) as @portal-ops (${fake.botUserId})`,
    );
    expect(out).toContain(`✓ Portal: ${emulator.url} answers: hosted cloud edition`);
    expect(out).toContain('ExecuteNotebook');
    expect(out).toContain(`✓ Portal credentials: signed in as ${admin().username}`);
    expect(out).toContain('a default administrator: custom roles can be created');
    expect(out).toContain('– Notification channel: C0OPS00001: not checked');
    expect(out).toContain('portal-ops doctor --post-test');
    expect(out).toContain('/invite @portal-ops');
    expect(out).toMatch(/All checks passed \(1 not checked\)\.\n$/);
    expect(fake.callsTo('auth.test')).toHaveLength(1);
    expect(fake.callsTo('chat.postMessage')).toHaveLength(0);
  });

  it('--post-test --json: posts the test message; a member with a token on self-hosted 10.9', async () => {
    await emulator.close();
    emulator = await startEmulator({ edition: 'self-hosted', version: '10.9' });
    secrets.push(...emulator.users.flatMap((u) => [u.password, u.token]));
    configure(
      good({ PORTAL_URL: emulator.url, PORTAL_USERNAME: '', PORTAL_PASSWORD: '', PORTAL_TOKEN: member().token }),
    );
    const { code, report, byId } = await doctorJson(['--post-test']);
    expect(code).toBe(0);
    expect(report.ok).toBe(true);
    expect(report.checks.map((c) => [c.id, c.status])).toEqual([
      ['configuration', 'ok'],
      ['slack', 'ok'],
      ['socket', 'ok'],
      ['portal', 'ok'],
      ['credentials', 'ok'],
      ['notify', 'ok'],
    ]);
    expect(byId('slack').facts).toMatchObject({ teamId: fake.team.id, bot: 'portal-ops', botUserId: fake.botUserId });
    expect(byId('portal').facts).toMatchObject({
      edition: 'self-hosted',
      release: '10.9',
      taskTypes: ['ExecuteNotebook', 'UpdateAnalyticsWorkbook', 'ExecuteSceneCook', 'ExecuteWorkflowManager'],
    });
    expect(byId('credentials').facts).toMatchObject({
      username: member().username,
      isDefaultAdmin: false,
      via: 'a configured token',
    });
    expect(byId('credentials').detail).toContain('not a default administrator');
    expect(fake.messages('C0OPS00001').map((m) => m.text)).toEqual([TEST_MESSAGE]);
  });

  it('an invalid bot token: invalid_auth explained, the other checks still run; exit 1', async () => {
    configure(good());
    fake.failNext('auth.test', 'invalid_auth');
    const { code, out } = await doctor(['--post-test']);
    expect(code).toBe(1);
    expect(out).toContain('✗ Slack: Slack answered auth.test with invalid_auth');
    expect(out).toContain('SLACK_BOT_TOKEN is not a token Slack knows');
    expect(out).toContain('Fix: Copy the Bot User OAuth Token (xoxb-…)');
    expect(out).toContain('✓ Portal:');
    expect(out).toContain('✓ Portal credentials:');
    expect(out).toContain('– Notification channel: C0OPS00001: no test message posted: Slack sign-in failed');
    expect(out).toContain('1 of 6 checks failed: Slack.');
    expect(fake.callsTo('chat.postMessage')).toHaveLength(0);
  });

  it('Slack out of reach: the request error is named', async () => {
    const port = await closedPort();
    configure(good({ SLACK_API_URL: `http://127.0.0.1:${port}/api/` }));
    const { code, byId } = await doctorJson();
    expect(code).toBe(1);
    expect(byId('slack')).toMatchObject({ status: 'fail', facts: { error: 'request', code: 'ECONNREFUSED' } });
    expect(byId('slack').detail).toContain(`Could not reach Slack’s Web API (Web API at 127.0.0.1:${port})`);
    expect(byId('portal').status).toBe('ok');
  });

  it('Socket Mode: the app-level token opens a connection (apps.connections.open with it, not the bot token)', async () => {
    configure(good());
    const { code, byId } = await doctorJson();
    expect(code).toBe(0);
    expect(byId('socket')).toMatchObject({ status: 'ok' });
    expect(byId('socket').detail).toContain('SLACK_APP_TOKEN opens a Socket Mode connection');
    expect(socket.opens).toEqual([{ token: APP_TOKEN, ok: true }]);
  });

  it('an app-level token Slack does not know, or a bot token in its place: said, with the fix; exit 1', async () => {
    configure(good({ SLACK_APP_TOKEN: 'xapp-1-A111-222-notTheAppToken' }));
    const unknown = await doctorJson();
    expect(unknown.code).toBe(1);
    expect(unknown.byId('socket')).toMatchObject({ status: 'fail', facts: { error: 'invalid_auth' } });
    expect(unknown.byId('socket').detail).toBe(
      'Slack answered apps.connections.open with invalid_auth: SLACK_APP_TOKEN is not a token Slack knows (mistyped, or revoked)',
    );
    expect(unknown.byId('socket').fix).toContain('App-Level Tokens');
    expect(unknown.byId('slack').status).toBe('ok');

    const { out } = await doctor();
    expect(out).toContain('✗ Socket Mode: Slack answered apps.connections.open with invalid_auth');
    expect(out).toContain('1 of 6 checks failed: Socket Mode.');
  });

  it('HTTP mode (no SLACK_APP_TOKEN): no Socket Mode check', async () => {
    configure(good({ SLACK_APP_TOKEN: '', SLACK_SIGNING_SECRET: SIGNING_SECRET }));
    const { code, report } = await doctorJson();
    expect(code).toBe(0);
    expect(report.checks.map((c) => c.id)).not.toContain('socket');
    expect(socket.opens).toEqual([]);
  });

  it('SLACK_TEAM_ID of another workspace fails the Slack check', async () => {
    configure(good({ SLACK_TEAM_ID: 'T0SOMEWHERE' }));
    const { code, byId } = await doctorJson();
    expect(code).toBe(1);
    expect(byId('slack').status).toBe('fail');
    expect(byId('slack').detail).toContain('SLACK_TEAM_ID is T0SOMEWHERE');
    expect(byId('slack').fix).toBe(
      `Set SLACK_TEAM_ID=${fake.team.id}, or leave it empty to take the workspace from the bot token.`,
    );
  });

  it('the portal unreachable (a closed port): explained, credentials not checked; exit 1', async () => {
    const port = await closedPort();
    const url = `http://127.0.0.1:${port}/sharing/rest`;
    configure(good({ PORTAL_URL: url }));
    const { code, out } = await doctor();
    expect(code).toBe(1);
    expect(out).toContain(`✗ Portal: ${url}: Could not reach the portal (127.0.0.1:${port})`);
    expect(out).toContain('connection refused');
    expect(out).toContain('Fix: Check that the portal is up and reachable from here, and that PORTAL_URL is right');
    expect(out).toContain('– Portal credentials: not checked: the portal check failed');
    expect(out).toContain('✓ Slack:');
    expect(out).toContain('1 of 6 checks failed: Portal.');
  });

  it('a wrong password: sign-in refused in the portal’s words, the portal itself reachable; exit 1', async () => {
    const wrong = 'Wrong-Password-Doctor-42';
    secrets.push(wrong);
    configure(good({ PORTAL_PASSWORD: wrong }));
    const { code, out } = await doctor();
    expect(code).toBe(1);
    expect(out).toContain(
      `✗ Portal credentials: with the account ${admin().username} (username and password): Signing in`,
    );
    expect(out).toContain('Invalid username or password.');
    expect(out).toContain('Fix: Check PORTAL_USERNAME and PORTAL_PASSWORD');
    expect(out).toContain(`✓ Portal: ${emulator.url} answers: version`);
    expect(out).toContain('edition and task types need a working service account');
    expect(out).toContain('1 of 6 checks failed: Portal credentials.');
  });

  it('a refused token says to renew PORTAL_TOKEN', async () => {
    const stale = emulator.issueToken(admin().username, 60_000);
    secrets.push(stale);
    emulator.expireTokens(admin().username);
    configure(good({ PORTAL_USERNAME: '', PORTAL_PASSWORD: '', PORTAL_TOKEN: stale }));
    const { code, byId } = await doctorJson();
    expect(code).toBe(1);
    expect(byId('credentials')).toMatchObject({ status: 'fail', facts: { error: 'portal.sign-in-required' } });
    expect(byId('credentials').fix).toContain('Put a fresh token in PORTAL_TOKEN');
  });

  it('--post-test to a channel the bot is not in: not_in_channel explained with the invite; exit 1', async () => {
    configure(good({ NOTIFY_CHANNEL: 'C0GENERAL1' }));
    const { code, out } = await doctor(['--post-test']);
    expect(code).toBe(1);
    expect(out).toContain('✗ Notification channel: Slack answered chat.postMessage with not_in_channel');
    expect(out).toContain('the bot is not a member of C0GENERAL1');
    expect(out).toContain('Fix: Invite the bot: /invite @portal-ops (type it in C0GENERAL1).');
    expect(out).toContain('1 of 6 checks failed: Notification channel.');
    expect(fake.messages()).toHaveLength(0);
  });

  it.each([
    ['G0PRIVATE1', 'channel_not_found', 'Set NOTIFY_CHANNEL to the channel’s id'],
    ['C0NOWHERE1', 'channel_not_found', 'for a private channel, first invite the bot: /invite @portal-ops'],
    ['C0ARCHIVE1', 'is_archived', 'Unarchive it, or set NOTIFY_CHANNEL to another channel'],
  ])('--post-test to %s: %s explained', async (channel, error, fix) => {
    fake.addChannel({ id: 'C0ARCHIVE1', name: 'old-ops', is_member: true, is_archived: true });
    configure(good({ NOTIFY_CHANNEL: channel }));
    const { code, byId } = await doctorJson(['--post-test']);
    expect(code).toBe(1);
    expect(byId('notify')).toMatchObject({ status: 'fail', facts: { channel, error } });
    expect(byId('notify').fix).toContain(fix);
  });

  it('--post-test without a bot token scope: missing_scope names it', async () => {
    await socket.close();
    await fake.close();
    fake = await startFakeSlack({ token: BOT_TOKEN, scopes: ['commands', 'users:read'] });
    socket = await startFakeSocketMode({ web: fake, appToken: APP_TOKEN });
    configure(good());
    const { code, byId } = await doctorJson(['--post-test']);
    expect(code).toBe(1);
    expect(byId('notify')).toMatchObject({ status: 'fail', facts: { error: 'missing_scope', needed: 'chat:write' } });
  });

  it('--post-test with no NOTIFY_CHANNEL fails; without --post-test it is only noted', async () => {
    configure(good({ NOTIFY_CHANNEL: '' }));
    const plain = await doctorJson();
    expect(plain.code).toBe(0);
    expect(plain.byId('notify')).toMatchObject({ status: 'skip' });
    expect(plain.byId('notify').detail).toContain('NOTIFY_CHANNEL is not set');
    const posting = await doctorJson(['--post-test']);
    expect(posting.code).toBe(1);
    expect(posting.byId('notify').status).toBe('fail');
  });

  it('a configuration with several problems names each one, and checks nothing else; exit 1', async () => {
    configure({
      PORTAL_URL: 'http://portal.example.org/sharing/rest',
      PORTAL_USERNAME: 'svc',
      SLACK_BOT_TOKEN: 'not-a-bot-token',
      SLACK_APP_TOKEN: APP_TOKEN,
      ENCRYPTION_KEY: 'too-short',
      PORTAL_CONNECT_TIMEOUT_MS: 'soon',
    });
    const { code, out } = await doctor();
    expect(code).toBe(1);
    expect(out).toContain('✗ Configuration: 5 problems (read from the environment):');
    for (const problem of [
      '- PORTAL_URL: must use https (http is allowed only for localhost)',
      '- SLACK_BOT_TOKEN: must be a bot token (xoxb-…)',
      '- ENCRYPTION_KEY: must be 32 random bytes',
      '- PORTAL_CONNECT_TIMEOUT_MS: must be a whole number of milliseconds',
      '- PORTAL_PASSWORD: PORTAL_USERNAME and PORTAL_PASSWORD go together',
    ]) {
      expect(out).toContain(problem);
    }
    expect(out).toContain('– Slack: not checked: the configuration must be fixed first');
    expect(out).not.toContain('not-a-bot-token');
    expect(out).not.toContain('too-short');
    expect(fake.calls).toHaveLength(0);
    expect(emulator.requests).toHaveLength(0);
  });

  it('what the mode needs: bot token, app token or signing secret, a service account', async () => {
    configure({ PORTAL_URL: emulator.url });
    const { code, byId } = await doctorJson();
    expect(code).toBe(1);
    expect(byId('configuration').facts?.problems).toEqual(WHAT_THE_BOT_NEEDS);
  });

  it('what the mode needs is named alongside a malformed variable, not after it is fixed', async () => {
    configure({ PORTAL_URL: emulator.url, PORTAL_CONNECT_TIMEOUT_MS: 'soon' });
    const { code, byId } = await doctorJson();
    expect(code).toBe(1);
    expect(byId('configuration').facts?.problems).toEqual([
      'PORTAL_CONNECT_TIMEOUT_MS: must be a whole number of milliseconds',
      ...WHAT_THE_BOT_NEEDS,
    ]);
  });

  it('per-person mode without its settings names each of them', async () => {
    configure(good({ PORTAL_AUTH_MODE: 'per-person', PORTAL_USERNAME: '', PORTAL_PASSWORD: '' }));
    const { code, out } = await doctor();
    expect(code).toBe(1);
    for (const name of ['PORTAL_OAUTH_CLIENT_ID', 'ENCRYPTION_KEY', 'PORTAL_OAUTH_REDIRECT_URL']) {
      expect(out).toContain(`- ${name}: is required for per-person accounts`);
    }
  });

  it('per-person mode: only the portal root is read, and the output says no one is signed in', async () => {
    configure(
      good({
        PORTAL_USERNAME: '',
        PORTAL_PASSWORD: '',
        PORTAL_OAUTH_CLIENT_ID: 'portal-ops',
        PORTAL_OAUTH_REDIRECT_URL: 'https://bot.example.org/portal/callback',
        ENCRYPTION_KEY,
        SLACK_APP_TOKEN: '',
        SLACK_SIGNING_SECRET: SIGNING_SECRET,
      }),
    );
    const { code, out } = await doctor();
    expect(code).toBe(0);
    expect(out).toContain('per-person portal accounts');
    expect(out).toContain('HTTP mode on port 3000');
    expect(out).toContain(`✓ Portal: ${emulator.url} answers: version`);
    expect(out).toContain('no one is signed in to doctor');
    expect(out).toContain('– Portal credentials: per-person mode: there is no service account');
    expect(emulator.count('info')).toBe(1);
    expect(emulator.count('self')).toBe(0);
    expect(emulator.count('generateToken')).toBe(0);
  });

  it('reads .env for what the environment leaves unset', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'doctor-'));
    try {
      const envFile = join(dir, '.env');
      const values = good();
      writeFileSync(
        envFile,
        `${Object.entries(values)
          .map(([k, v]) => `${k}=${v}`)
          .join('\n')}\n`,
      );
      configure({});
      for (const name of Object.keys(values)) vi.stubEnv(name, undefined);
      const out = sink();
      expect(await runDoctor([], out, sink(), { envFile })).toBe(0);
      expect(out.text).toContain(`✓ Configuration: valid (read from the environment and ${envFile})`);
      for (const secret of secrets) expect(out.text).not.toContain(secret);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never prints a token, password or key, whatever fails (text and JSON)', async () => {
    const wrong = 'An0ther-Wrong-Password';
    secrets.push(wrong);
    configure(
      good({
        PORTAL_PASSWORD: wrong,
        SLACK_SIGNING_SECRET: SIGNING_SECRET,
        ENCRYPTION_KEY,
        NOTIFY_CHANNEL: 'C0GENERAL1',
      }),
    );
    fake.failNext('chat.postMessage', 'not_in_channel');
    const text = await doctor(['--post-test']);
    const json = await doctorJson(['--post-test']);
    expect(text.code).toBe(1);
    expect(json.code).toBe(1);
    // `doctor` asserts the absence of every secret; this also checks the secrets were in play.
    expect(fake.callsTo('auth.test').every((c) => c.token === BOT_TOKEN)).toBe(true);
    expect(emulator.count('generateToken')).toBeGreaterThan(0);
  });

  it('usage errors exit 2; --help exits 0', async () => {
    configure(good());
    const unknown = await doctor(['--post']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('portal-ops doctor:');
    expect(unknown.err).toContain('Usage:');
    expect((await doctor(['extra'])).code).toBe(2);
    const help = await doctor(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('portal-ops doctor [--json] [--post-test]');
    expect(fake.calls).toHaveLength(0);
  });

  it('a PORTAL_URL that is not the Sharing REST root fails the portal check alone', async () => {
    const wrong = emulator.url.replace(/\/sharing\/rest$/, '/portal/wrong/rest');
    configure(good({ PORTAL_URL: wrong }));
    const { code, byId } = await doctorJson();
    expect(code).toBe(1);
    expect(byId('portal')).toMatchObject({ status: 'fail', facts: { error: 'portal.rejected' } });
    expect(byId('portal').detail).toContain('is not an operation of this service');
    expect(byId('portal').fix).toContain('Check PORTAL_URL: it must be the Sharing REST root');
    expect(byId('credentials').status).toBe('skip');
  });
});
