import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { PortalOpsError } from '../src/errors.js';

const BASE = { PORTAL_URL: 'https://gis.example.org/portal/sharing/rest' };

function problems(env: Record<string, string>, options: { forBot?: boolean } = {}): string[] {
  try {
    loadConfig(env, options);
  } catch (e) {
    if (e instanceof PortalOpsError && e.code === 'config.invalid') return [...(e.facts.problems ?? [])];
    throw e;
  }
  return [];
}

describe('configuration: one schema, every problem at once', () => {
  it('reads a token account with defaults for everything else', () => {
    const c = loadConfig({ ...BASE, PORTAL_TOKEN: 'tok_abcdefgh12345678' });
    expect(c.portal.account.kind).toBe('token');
    expect(c.portal.timeouts).toEqual({ connectMs: 10_000, headersMs: 30_000, bodyMs: 30_000, keepAliveMs: 4_000 });
    expect(c.portal.allowedServiceHosts).toEqual([]);
    expect(c.portal.discoveryTtlMs).toBe(300_000);
  });

  it('reads a username/password account and the allowlist', () => {
    const c = loadConfig({
      ...BASE,
      PORTAL_USERNAME: 'svc_bot',
      PORTAL_PASSWORD: 'pw secret',
      PORTAL_ALLOWED_SERVICE_HOSTS: 'scenes.example.org, *.tiles.example.org:8443',
      PORTAL_HEADERS_TIMEOUT_MS: '5000',
    });
    expect(c.portal.account).toMatchObject({ kind: 'password', username: 'svc_bot' });
    expect(c.portal.allowedServiceHosts).toEqual(['scenes.example.org', '*.tiles.example.org:8443']);
    expect(c.portal.timeouts.headersMs).toBe(5000);
  });

  it('LOG_FORMAT: pretty, json, or unset (auto: pretty at a terminal); anything else is named', () => {
    expect(loadConfig({ ...BASE, PORTAL_TOKEN: 'tok_abcdefgh12345678' }).slack.logFormat).toBe('auto');
    for (const f of ['pretty', 'json'] as const) {
      expect(loadConfig({ ...BASE, PORTAL_TOKEN: 'tok_abcdefgh12345678', LOG_FORMAT: f }).slack.logFormat).toBe(f);
    }
    expect(problems({ ...BASE, PORTAL_TOKEN: 'tok_abcdefgh12345678', LOG_FORMAT: 'colour' })).toEqual([
      expect.stringMatching(/^LOG_FORMAT: must be pretty or json/),
    ]);
  });

  it('names every problem, each with its variable, in one error', () => {
    const found = problems({
      PORTAL_TOKEN: 'tok_abcdefgh12345678',
      PORTAL_USERNAME: 'svc_bot',
      PORTAL_ALLOWED_SERVICE_HOSTS: 'https://x.example.org',
      PORTAL_CONNECT_TIMEOUT_MS: 'soon',
      PORTAL_KEEPALIVE_MS: '60000',
    });
    expect(found).toContain('PORTAL_KEEPALIVE_MS: must be at most 10000');
    expect(found.some((p) => p.startsWith('PORTAL_URL: is required'))).toBe(true);
    expect(found.some((p) => p.startsWith('PORTAL_TOKEN: set either'))).toBe(true);
    expect(found.some((p) => p.startsWith('PORTAL_PASSWORD: PORTAL_USERNAME and PORTAL_PASSWORD go together'))).toBe(
      true,
    );
    expect(found.some((p) => p.startsWith('PORTAL_ALLOWED_SERVICE_HOSTS'))).toBe(true);
    expect(found.some((p) => p.startsWith('PORTAL_CONNECT_TIMEOUT_MS'))).toBe(true);
  });

  it('never echoes a secret value in its messages', () => {
    const err = (() => {
      try {
        loadConfig({ PORTAL_URL: 'http://gis.example.org/x', PORTAL_TOKEN: 'tok_SECRETSECRET', PORTAL_USERNAME: 'u' });
      } catch (e) {
        return e as Error;
      }
      throw new Error('expected a configuration error');
    })();
    expect(err.message).not.toContain('tok_SECRETSECRET');
    expect(err.message).toContain('PORTAL_URL: must use https');
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ ...BASE, PORTAL_TOKEN: '  ', PORTAL_CONNECT_TIMEOUT_MS: '' }).portal.account.kind).toBe('none');
  });
});

describe('configuration: what running the bot needs', () => {
  const SLACK = { SLACK_BOT_TOKEN: 'xoxb-1-2-abc', SLACK_SIGNING_SECRET: 'signing-secret-0123456789' };

  it('names the missing Slack tokens and account alongside malformed variables, in one error', () => {
    const found = problems({ ...BASE, PORTAL_CONNECT_TIMEOUT_MS: 'soon' }, { forBot: true });
    expect(found).toEqual([
      'PORTAL_CONNECT_TIMEOUT_MS: must be a whole number of milliseconds',
      'SLACK_BOT_TOKEN: is required (xoxb-…, from the app’s OAuth & Permissions page)',
      'SLACK_APP_TOKEN (Socket Mode) or SLACK_SIGNING_SECRET (HTTP mode): one is required',
      'PORTAL_TOKEN, or PORTAL_USERNAME with PORTAL_PASSWORD: is required for a service account (or set PORTAL_OAUTH_CLIENT_ID for per-person accounts)',
    ]);
  });

  it('asks only for what the portal commands need without forBot', () => {
    expect(problems({ ...BASE })).toEqual([]);
  });

  it('half a username/password pair is named once, not again as a missing account', () => {
    const found = problems({ ...BASE, ...SLACK, PORTAL_USERNAME: 'svc' }, { forBot: true });
    expect(found).toEqual(['PORTAL_PASSWORD: PORTAL_USERNAME and PORTAL_PASSWORD go together']);
  });

  it('either Slack mode will do; per-person accounts need no service account', () => {
    expect(problems({ ...BASE, ...SLACK, PORTAL_TOKEN: 'tok_abcdefgh12345678' }, { forBot: true })).toEqual([]);
    const socket = { SLACK_BOT_TOKEN: 'xoxb-1-2-abc', SLACK_APP_TOKEN: 'xapp-1-A1-2-abc' };
    expect(problems({ ...BASE, ...socket, PORTAL_TOKEN: 'tok_abcdefgh12345678' }, { forBot: true })).toEqual([]);
    const perPerson = {
      PORTAL_OAUTH_CLIENT_ID: 'portal-ops',
      PORTAL_OAUTH_REDIRECT_URL: 'https://bot.example.org/portal/callback',
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    expect(problems({ ...BASE, ...SLACK, ...perPerson }, { forBot: true })).toEqual([]);
  });
});

describe('configuration: store and access', () => {
  const KEY = Buffer.alloc(32, 7).toString('base64');

  it('defaults to SQLite under ./data and a service account', () => {
    const c = loadConfig({ ...BASE, PORTAL_TOKEN: 'tok_abcdefgh12345678' });
    expect(c.store).toEqual({
      databaseUrl: undefined,
      sqlitePath: './data/portal-ops.sqlite',
      claimLeaseMs: 20_000,
      sweepEveryMs: 10_000,
    });
    expect(c.access).toMatchObject({ mode: 'service-account', taskUsers: undefined, roleUsers: [], admins: [] });
  });

  it('reads PostgreSQL, per-person accounts and the lists', () => {
    const c = loadConfig({
      ...BASE,
      DATABASE_URL: 'postgres://bot@db.internal:5432/portal_ops',
      PORTAL_OAUTH_CLIENT_ID: 'portal-ops',
      ENCRYPTION_KEY: KEY,
      PORTAL_OAUTH_REDIRECT_URL: 'https://bot.example.org/portal/callback',
      SLACK_TEAM_ID: 'T123',
      PORTAL_ROLE_USERS: 'U1, U2',
      BOT_ADMINS: 'U1',
    });
    expect(c.store.databaseUrl).toBe('postgres://bot@db.internal:5432/portal_ops');
    expect(c.access).toMatchObject({ mode: 'per-person', team: 'T123', roleUsers: ['U1', 'U2'], admins: ['U1'] });
    expect(String(c.access.encryptionKey)).toBe('[secret]');
  });

  it('per-person mode names what it lacks; keys must be 32 bytes', () => {
    const found = problems({ ...BASE, PORTAL_AUTH_MODE: 'per-person', ENCRYPTION_KEY: 'c2hvcnQ=' });
    expect(found).toContain(
      'PORTAL_OAUTH_CLIENT_ID: is required for per-person accounts (PORTAL_AUTH_MODE=per-person)',
    );
    expect(found).toContain(
      'PORTAL_OAUTH_REDIRECT_URL: is required for per-person accounts (PORTAL_AUTH_MODE=per-person)',
    );
    expect(found.some((p) => p.startsWith('ENCRYPTION_KEY: must be 32 random bytes'))).toBe(true);
    expect(found.join('\n')).not.toContain('c2hvcnQ=');
    expect(problems({ ...BASE, DATABASE_URL: 'mysql://x' })).toEqual([
      'DATABASE_URL: must be a postgres:// URL (leave it unset for SQLite)',
    ]);
  });
});

describe('.env.example', () => {
  it('documents every variable the configuration reads, and no other', async () => {
    const { readFile } = await import('node:fs/promises');
    const { CONFIG_VARIABLES } = await import('../src/config.js');
    const text = await readFile(new URL('../.env.example', import.meta.url), 'utf8');
    const documented = [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect([...documented].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});

describe('configuration: leases and the sweep', () => {
  it('takes the claim lease and the sweep interval, and refuses ones too short to work', () => {
    const base = { PORTAL_URL: 'https://gis.example.org/portal/sharing/rest', PORTAL_TOKEN: 't' };
    const c = loadConfig({ ...base, CLAIM_LEASE_MS: '15000', SWEEP_EVERY_MS: '5000' });
    expect(c.store).toMatchObject({ claimLeaseMs: 15_000, sweepEveryMs: 5_000 });
    expect(() => loadConfig({ ...base, CLAIM_LEASE_MS: '500', SWEEP_EVERY_MS: '10' })).toThrow(
      /CLAIM_LEASE_MS[\s\S]*at least 3000[\s\S]*SWEEP_EVERY_MS[\s\S]*at least 1000/,
    );
  });
});
