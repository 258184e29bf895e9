import { describe, expect, it } from 'vitest';
import { PortalOpsError } from '../../../src/errors.js';
import type { PortalAuthApi } from '../../../src/portal/tokens/auth-api.js';
import { OAuthTokenSource, type OAuthTokens } from '../../../src/portal/tokens/oauth.js';
import { PasswordTokenSource } from '../../../src/portal/tokens/password.js';
import { StaticTokenSource } from '../../../src/portal/tokens/static.js';
import { Secret } from '../../../src/secret.js';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const MIN = 60_000;

/** The renewal policy in isolation: a token endpoint that counts what it is asked (the emulator tests cover HTTP). */
function fakeApi(clock: { now: number }) {
  const calls: string[] = [];
  let n = 0;
  let refreshRefused = false;
  const api: PortalAuthApi = {
    async generateToken(_u, _p, minutes) {
      calls.push('generateToken');
      await Promise.resolve();
      return { token: new Secret(`gen-${++n}`), expiresAt: clock.now + minutes * MIN };
    },
    async refreshAccessToken(_c, refresh) {
      calls.push(`refresh:${refresh.reveal()}`);
      if (refreshRefused) throw new PortalOpsError('portal.sign-in-failed', { operation: 'oauthToken' });
      return { accessToken: new Secret(`access-${++n}`), expiresAt: clock.now + 30 * MIN, username: 'ann' };
    },
    async exchangeRefreshToken(_c, refresh) {
      calls.push(`exchange:${refresh.reveal()}`);
      return {
        accessToken: undefined,
        accessExpiresAt: undefined,
        refreshToken: new Secret(`refresh-${++n}`),
        refreshExpiresAt: clock.now + 14 * 1440 * MIN,
      };
    },
  };
  return {
    api,
    calls,
    refuseRefresh() {
      refreshRefused = true;
    },
  };
}

describe('StaticTokenSource', () => {
  it('hands out its token and cannot renew it', async () => {
    const s = new StaticTokenSource(new Secret('static-token-1'));
    expect((await s.current()).reveal()).toBe('static-token-1');
    await expect(s.renew(new Secret('static-token-1'))).rejects.toMatchObject({ code: 'portal.sign-in-required' });
  });
});

describe('PasswordTokenSource (generateToken)', () => {
  it('signs in once, reuses the token, and renews five minutes before expiry', async () => {
    const clock = { now: T0 };
    const { api, calls } = fakeApi(clock);
    const s = new PasswordTokenSource(api, {
      username: 'svc',
      password: new Secret('pw'),
      expirationMinutes: 60,
      now: () => clock.now,
    });
    expect((await s.current()).reveal()).toBe('gen-1');
    clock.now += 54 * MIN;
    expect((await s.current()).reveal()).toBe('gen-1');
    clock.now += 1 * MIN + 1;
    expect((await s.current()).reveal()).toBe('gen-2');
    expect(calls).toEqual(['generateToken', 'generateToken']);
  });

  it('shares one sign-in among concurrent callers', async () => {
    const clock = { now: T0 };
    const { api, calls } = fakeApi(clock);
    const s = new PasswordTokenSource(api, { username: 'svc', password: new Secret('pw'), now: () => clock.now });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => s.current()));
    expect(new Set(tokens.map((t) => t.reveal()))).toEqual(new Set(['gen-1']));
    expect(calls).toHaveLength(1);
  });

  it('renews a refused token once, and lets a second refusal of the old token use the new one', async () => {
    const clock = { now: T0 };
    const { api, calls } = fakeApi(clock);
    const s = new PasswordTokenSource(api, { username: 'svc', password: new Secret('pw'), now: () => clock.now });
    const old = await s.current();
    expect((await s.renew(old)).reveal()).toBe('gen-2');
    expect((await s.renew(old)).reveal()).toBe('gen-2');
    expect(calls).toEqual(['generateToken', 'generateToken']);
  });
});

describe('OAuthTokenSource (a person’s access/refresh pair)', () => {
  const pair = (clock: { now: number }): OAuthTokens => ({
    accessToken: new Secret('access-0'),
    accessExpiresAt: clock.now + 30 * MIN,
    refreshToken: new Secret('refresh-0'),
    refreshExpiresAt: clock.now + 14 * 1440 * MIN,
  });

  it('uses the access token until five minutes before it expires, then refreshes and stores the new one', async () => {
    const clock = { now: T0 };
    const { api, calls } = fakeApi(clock);
    const stored: OAuthTokens[] = [];
    const s = new OAuthTokenSource(api, {
      clientId: 'portal-ops',
      id: 'oauth:T1:U1',
      tokens: pair(clock),
      onChange: (t) => {
        stored.push(t);
      },
      now: () => clock.now,
    });
    expect((await s.current()).reveal()).toBe('access-0');
    clock.now += 25 * MIN + 1;
    expect((await s.current()).reveal()).toBe('access-1');
    expect(calls).toEqual(['refresh:refresh-0']);
    expect(stored.at(-1)?.accessToken?.reveal()).toBe('access-1');
  });

  it('exchanges the refresh token before it expires, stores the new pair first, then refreshes with it', async () => {
    const clock = { now: T0 };
    const { api, calls } = fakeApi(clock);
    const stored: string[] = [];
    const s = new OAuthTokenSource(api, {
      clientId: 'portal-ops',
      id: 'oauth:T1:U1',
      tokens: pair(clock),
      onChange: (t) => {
        stored.push(t.refreshToken.reveal());
      },
      now: () => clock.now,
    });
    clock.now += 12 * 1440 * MIN + 1; // two days before the refresh token's end
    expect((await s.current()).reveal()).toBe('access-2');
    expect(calls).toEqual(['exchange:refresh-0', 'refresh:refresh-1']);
    expect(stored[0]).toBe('refresh-1');
    expect(s.tokens.refreshToken.reveal()).toBe('refresh-1');
  });

  it('asks the person to sign in again when the refresh is refused or the refresh token has expired', async () => {
    const clock = { now: T0 };
    const { api, refuseRefresh } = fakeApi(clock);
    const s = new OAuthTokenSource(api, {
      clientId: 'portal-ops',
      id: 'oauth:T1:U1',
      tokens: pair(clock),
      now: () => clock.now,
    });
    refuseRefresh();
    await expect(s.renew(new Secret('access-0'))).rejects.toMatchObject({ code: 'portal.sign-in-required' });
    clock.now += 15 * 1440 * MIN;
    await expect(s.current()).rejects.toMatchObject({ code: 'portal.sign-in-required' });
  });
});

describe('OAuthTokenSource: the exchange is an extra', () => {
  const soon = (clock: { now: number }, refreshLeftMs: number, issuedAgoMs?: number): OAuthTokens => ({
    accessToken: new Secret('access-0'),
    accessExpiresAt: clock.now + 25 * MIN,
    refreshToken: new Secret('refresh-0'),
    refreshExpiresAt: clock.now + refreshLeftMs,
    ...(issuedAgoMs === undefined ? {} : { refreshIssuedAt: clock.now - issuedAgoMs }),
  });

  it('keeps using a valid pair when the exchange fails, and does not retry it on every call', async () => {
    const clock = { now: T0 };
    const { api, calls } = fakeApi(clock);
    const failing: PortalAuthApi = {
      ...api,
      async exchangeRefreshToken(_c, r) {
        calls.push(`exchange:${r.reveal()}`);
        throw new PortalOpsError('portal.outcome-unknown', { operation: 'oauthToken', reason: 'timeout' });
      },
    };
    const s = new OAuthTokenSource(failing, {
      clientId: 'portal-ops',
      id: 'oauth:T1:U1',
      tokens: soon(clock, 1440 * MIN),
      now: () => clock.now,
    });
    expect((await s.current()).reveal()).toBe('access-0');
    expect((await s.current()).reveal()).toBe('access-0');
    expect(calls).toEqual(['exchange:refresh-0']);
    clock.now += 21 * MIN; // past the retry pause and into the access token's last five minutes
    expect((await s.current()).reveal()).toBe('access-1');
    expect(calls).toEqual(['exchange:refresh-0', 'exchange:refresh-0', 'refresh:refresh-0']);
  });

  it('exchanges a short-lived refresh token at a third of its life, once, not on every call', async () => {
    const clock = { now: T0 };
    const { api, calls } = fakeApi(clock);
    // A 1-day refresh token issued 12 hours ago: 12 h left, more than a third (8 h): not due yet.
    const s = new OAuthTokenSource(api, {
      clientId: 'portal-ops',
      id: 'oauth:T1:U1',
      tokens: soon(clock, 720 * MIN, 720 * MIN),
      now: () => clock.now,
    });
    await s.current();
    expect(calls).toEqual([]);
    clock.now += 241 * MIN; // under 8 h left
    await s.current();
    await s.current();
    expect(calls.filter((c) => c.startsWith('exchange'))).toEqual(['exchange:refresh-0']);
    expect(s.tokens.refreshIssuedAt).toBe(clock.now);
  });
});
