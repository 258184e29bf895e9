import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OAuthTokenSource } from '../../../src/portal/tokens/oauth.js';
import { PasswordTokenSource } from '../../../src/portal/tokens/password.js';
import { Secret } from '../../../src/secret.js';
import { portalRig, signInAtPortal, TASKS } from '../../support/portal.js';

const REDIRECT = 'http://127.0.0.1:9/portal/callback';

describe('signing in to the portal', () => {
  it('generateToken with username and password: a token that works, and a renewal before expiry', async () => {
    const rig = await portalRig();
    const admin = rig.emulator.users[0];
    if (!admin) throw new Error('no admin');
    const tokens = new PasswordTokenSource(rig.client, {
      username: admin.username,
      password: new Secret(admin.password),
      expirationMinutes: 60,
      now: () => rig.clock.now,
    });
    await rig.client.createTask(tokens, admin.username, TASKS.ExecuteNotebook);
    rig.clock.now += 56 * 60_000;
    await rig.client.createTask(tokens, admin.username, TASKS.UpdateAnalyticsWorkbook);
    expect(rig.emulator.count('generateToken')).toBe(2);
    expect(rig.emulator.tasks()).toHaveLength(2);
  });

  it('OAuth code + PKCE: sign in, exchange the code, create as that person, refresh after expiry', async () => {
    const rig = await portalRig();
    const member = rig.emulator.users[1];
    if (!member) throw new Error('no member');
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const url = rig.client.authorizeUrl({
      clientId: 'portal-ops',
      redirectUri: REDIRECT,
      state: 'state-123',
      codeChallenge: challenge,
    });
    const back = await signInAtPortal(url, member.username, member.password);
    expect(back.searchParams.get('state')).toBe('state-123');
    const code = back.searchParams.get('code');
    if (!code) throw new Error('no code');
    const signedIn = await rig.client.exchangeCode({
      clientId: 'portal-ops',
      code: new Secret(code),
      redirectUri: REDIRECT,
      codeVerifier: new Secret(verifier),
    });
    expect(signedIn.username).toBe(member.username);
    const stored: string[] = [];
    const tokens = new OAuthTokenSource(rig.client, {
      clientId: 'portal-ops',
      id: 'oauth:T1:U1',
      tokens: {
        accessToken: signedIn.accessToken,
        accessExpiresAt: signedIn.accessExpiresAt ?? 0,
        refreshToken: signedIn.refreshToken,
        refreshExpiresAt: signedIn.refreshExpiresAt,
      },
      onChange: (t) => {
        stored.push(t.accessToken?.reveal() ?? '');
      },
      now: () => rig.clock.now,
    });
    expect((await rig.client.discover(tokens)).user.username).toBe(member.username);
    await rig.client.createTask(tokens, member.username, TASKS.ExecuteNotebook);
    // The portal revokes the access token early: 498, one refresh, the same request once more.
    rig.emulator.expireTokens(member.username);
    await rig.client.createTask(tokens, member.username, TASKS.UpdateAnalyticsWorkbook);
    expect(rig.posts('createTask')).toBe(3);
    expect(rig.emulator.tasks(member.username)).toHaveLength(2);
    expect(stored).toHaveLength(1);
  });

  it('a code is refused with the wrong verifier, and refresh tokens rotate on exchange', async () => {
    const rig = await portalRig();
    const member = rig.emulator.users[1];
    if (!member) throw new Error('no member');
    const verifier = randomBytes(32).toString('base64url');
    const url = rig.client.authorizeUrl({
      clientId: 'portal-ops',
      redirectUri: REDIRECT,
      state: 's',
      codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
    });
    const code = (await signInAtPortal(url, member.username, member.password)).searchParams.get('code') ?? '';
    await expect(
      rig.client.exchangeCode({
        clientId: 'portal-ops',
        code: new Secret(code),
        redirectUri: REDIRECT,
        codeVerifier: new Secret(`${verifier}x`),
      }),
    ).rejects.toMatchObject({ code: 'portal.sign-in-failed' });

    const url2 = rig.client.authorizeUrl({
      clientId: 'portal-ops',
      redirectUri: REDIRECT,
      state: 's2',
      codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
    });
    const code2 = (await signInAtPortal(url2, member.username, member.password)).searchParams.get('code') ?? '';
    const first = await rig.client.exchangeCode({
      clientId: 'portal-ops',
      code: new Secret(code2),
      redirectUri: REDIRECT,
      codeVerifier: new Secret(verifier),
    });
    const rotated = await rig.client.exchangeRefreshToken('portal-ops', first.refreshToken);
    expect(rotated.refreshToken.equals(first.refreshToken)).toBe(false);
    await expect(rig.client.refreshAccessToken('portal-ops', first.refreshToken)).rejects.toMatchObject({
      code: 'portal.sign-in-failed',
    });
    await expect(rig.client.refreshAccessToken('portal-ops', rotated.refreshToken)).resolves.toMatchObject({
      username: member.username,
    });
  });
});
