import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/dev/emulator.js';
import { expectError, get, manualClock, post } from './http.js';

const clock = manualClock();
const REDIRECT = 'http://127.0.0.1:3000/oauth/callback';
let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator({ now: clock.now, oauthClientIds: ['portal-ops', 'other-app'] });
});
afterAll(() => emu.close());

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeQuery(challenge: string, extra: Record<string, string> = {}) {
  return {
    client_id: 'portal-ops',
    response_type: 'code',
    redirect_uri: REDIRECT,
    state: 'st-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  };
}

/** Signs in on the authorize page as a browser would and returns the code from the redirect. */
async function signIn(challenge: string, extra: Record<string, string> = {}, password = 'ada-admin-pass') {
  const a = await post(emu, 'oauth2/authorize', {
    ...authorizeQuery(challenge, extra),
    username: 'ada_admin',
    password,
  });
  expect(a.status).toBe(302);
  const location = new URL(a.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
  expect(location.searchParams.get('state')).toBe('st-123');
  return location.searchParams.get('code') ?? '';
}

const token = (fields: Record<string, string>) => post(emu, 'oauth2/token', { client_id: 'portal-ops', ...fields });
const redeem = (code: string, verifier: string, extra: Record<string, string> = {}) =>
  token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier, ...extra });

function oauthError(a: Awaited<ReturnType<typeof post>>, error: string) {
  const e = expectError(a, 400) as ReturnType<typeof expectError> & { error: string };
  expect(e.error).toBe(error);
  return e;
}

describe('oauth2/authorize', () => {
  it('shows a sign-in form that carries the request in hidden fields', async () => {
    const { challenge } = pkce();
    const a = await get(emu, 'oauth2/authorize', authorizeQuery(challenge));
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toMatch(/^text\/html/);
    expect(a.text).toMatch(/<form method="post"/);
    expect(a.text).toContain('name="username"');
    expect(a.text).toContain('type="password"');
    expect(a.text).toContain(`name="code_challenge" value="${challenge}"`);
    expect(a.text).toContain(`name="redirect_uri" value="${REDIRECT}"`);
  });

  it('shows the form again with an error for a wrong password', async () => {
    const { challenge } = pkce();
    const a = await post(emu, 'oauth2/authorize', {
      ...authorizeQuery(challenge),
      username: 'ada_admin',
      password: 'nope',
    });
    expect(a.status).toBe(200);
    expect(a.text).toContain('Invalid username or password.');
    expect(a.text).toContain('name="password"');
  });

  it.each([
    ['an unknown client', { client_id: 'stranger' }, 'invalid_client'],
    ['response_type=token', { response_type: 'token' }, 'unsupported_response_type'],
    ['no code_challenge_method', { code_challenge_method: '' }, 'invalid_request'],
    ['code_challenge_method=plain', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['no code_challenge', { code_challenge: '' }, 'invalid_request'],
    ['no redirect_uri', { redirect_uri: '' }, 'invalid_request'],
  ])('refuses %s', async (_name, extra, error) => {
    const { challenge } = pkce();
    oauthError(await get(emu, 'oauth2/authorize', authorizeQuery(challenge, extra)), error);
  });

  it('accepts another client id registered by the options', async () => {
    const { challenge } = pkce();
    const a = await get(emu, 'oauth2/authorize', authorizeQuery(challenge, { client_id: 'other-app' }));
    expect(a.text).toContain('<form');
  });
});

describe('oauth2/token', () => {
  it('trades a code and its verifier for an access and a refresh token', async () => {
    const { verifier, challenge } = pkce();
    const a = await redeem(await signIn(challenge), verifier);
    expect(a.body).toEqual({
      access_token: expect.any(String),
      expires_in: 1800,
      username: 'ada_admin',
      refresh_token: expect.any(String),
      refresh_token_expires_in: 1_209_600,
    });
    const self = await post(emu, 'portals/self', { f: 'json', token: a.body.access_token });
    expect(self.body.user.username).toBe('ada_admin');
    clock.advance(1800 * 1000);
    expect((await post(emu, 'portals/self', { f: 'json', token: a.body.access_token })).body.error.code).toBe(498);
  });

  it('refuses a wrong verifier, and a code is good once only', async () => {
    const { verifier, challenge } = pkce();
    const code = await signIn(challenge);
    expect(oauthError(await redeem(code, pkce().verifier), 'invalid_grant').message).toContain('code_verifier');
    oauthError(await redeem(code, verifier), 'invalid_grant');

    const second = pkce();
    const code2 = await signIn(second.challenge);
    expect((await redeem(code2, second.verifier)).body.access_token).toBeTypeOf('string');
    oauthError(await redeem(code2, second.verifier), 'invalid_grant');
  });

  it('needs the same redirect_uri and client_id as the sign-in', async () => {
    const a = pkce();
    oauthError(await redeem(await signIn(a.challenge), a.verifier, { redirect_uri: `${REDIRECT}/x` }), 'invalid_grant');
    const b = pkce();
    oauthError(await redeem(await signIn(b.challenge), b.verifier, { client_id: 'other-app' }), 'invalid_grant');
    const c = pkce();
    oauthError(await redeem(await signIn(c.challenge), c.verifier, { client_id: 'stranger' }), 'invalid_client');
  });

  it('lets a code expire after 10 minutes', async () => {
    const a = pkce();
    const code = await signIn(a.challenge);
    clock.advance(10 * 60_000);
    oauthError(await redeem(code, a.verifier), 'invalid_grant');
  });

  it('sets the refresh lifetime from expiration, refreshes, and exchange retires the old refresh token', async () => {
    const a = pkce();
    const first = await redeem(await signIn(a.challenge, { expiration: '60' }), a.verifier);
    expect(first.body.refresh_token_expires_in).toBe(3600);
    const refresh = first.body.refresh_token as string;

    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: refresh });
    expect(refreshed.body).toEqual({ access_token: expect.any(String), expires_in: 1800, username: 'ada_admin' });
    expect(refreshed.body.access_token).not.toBe(first.body.access_token);

    const exchanged = await token({ grant_type: 'exchange_refresh_token', refresh_token: refresh });
    expect(exchanged.body).toMatchObject({ refresh_token: expect.any(String), refresh_token_expires_in: 3600 });
    expect(exchanged.body.refresh_token).not.toBe(refresh);
    oauthError(await token({ grant_type: 'refresh_token', refresh_token: refresh }), 'invalid_grant');
    const again = await token({ grant_type: 'refresh_token', refresh_token: exchanged.body.refresh_token });
    expect(again.body.access_token).toBeTypeOf('string');

    clock.advance(3600 * 1000);
    oauthError(
      await token({ grant_type: 'refresh_token', refresh_token: exchanged.body.refresh_token }),
      'invalid_grant',
    );
  });

  it('refuses an unknown grant type and GET', async () => {
    oauthError(await token({ grant_type: 'password' }), 'unsupported_grant_type');
    expectError(await get(emu, 'oauth2/token', { f: 'json', grant_type: 'refresh_token' }), 405);
  });
});
