import { describe, expect, it } from 'vitest';
import { isPortalOpsError } from '../../src/errors.js';
import { challengeFor } from '../../src/identity/pkce.js';
import { StateSigner } from '../../src/identity/state.js';
import { OAuthTokenSource } from '../../src/portal/tokens/oauth.js';
import { TASKS } from '../support/portal.js';
import { ADA, accountsOf, CLIENT_ID, type IdentityRig, identityRig, MAX, REDIRECT, signInAtPortal } from './rig.js';

async function refusal(p: Promise<unknown>): Promise<{ code: string; reason: unknown; message: string }> {
  try {
    await p;
  } catch (e) {
    if (!isPortalOpsError(e)) throw e;
    return { code: e.code, reason: e.facts.reason, message: e.message };
  }
  throw new Error('expected a refusal');
}

/** `start` for the person, then the emulator's sign-in page as `username`: the callback's query. */
async function callbackFor(rig: IdentityRig, person = MAX, username = accountsOf(rig).member.username) {
  const { url } = await rig.signIn.start(person);
  const account = rig.portal.emulator.users.find((u) => u.username === username);
  if (!account) throw new Error(`no account ${username}`);
  const back = await signInAtPortal(url, account.username, account.password);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  return { url: new URL(url), query: back.searchParams };
}

describe('signing in: OAuth code + PKCE against the emulator, tokens in a real SQLite file', () => {
  it('start: the portal’s sign-in page with PKCE S256, a signed state, and the pending sign-in stored', async () => {
    const rig = await identityRig();
    const { url, expiresAt } = await rig.signIn.start(MAX);
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe(`${rig.portal.emulator.url}/oauth2/authorize`);
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: REDIRECT,
      code_challenge_method: 'S256',
    });
    expect(u.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toBe(rig.portal.clock.now + 10 * 60_000);
    const state = u.searchParams.get('state') ?? '';
    const signed = new StateSigner(rig.stateKey).verify(state, rig.portal.clock.now);
    expect(signed.person).toEqual(MAX);

    // At rest the verifier is ciphertext; sealed for Max, it opens to the verifier whose challenge went out.
    const raw = await rig.rawBytes();
    const pending = await rig.store.signIns.consume(signed.id, rig.portal.clock.now);
    if (!pending) throw new Error('the pending sign-in should be stored');
    expect(pending).toMatchObject({ id: signed.id, team: MAX.team, user: MAX.user, expiresAt });
    const verifier = rig.vault.open(pending.verifier, MAX, 'verifier').reveal();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challengeFor(verifier)).toBe(u.searchParams.get('code_challenge'));
    expect(raw.includes(verifier)).toBe(false);
    expect(raw.includes(pending.verifier)).toBe(true);
  });

  it('complete: the code exchanged, the link stored sealed, and tasks created as that person', async () => {
    const rig = await identityRig();
    const { member } = accountsOf(rig);
    const { query } = await callbackFor(rig);
    rig.signInCalls.length = 0;
    await expect(rig.signIn.complete(query)).resolves.toEqual({ person: MAX, portalUser: member.username });
    expect(rig.signInCalls).toEqual(['consume']);

    const link = await rig.store.links.get(MAX);
    expect(link).toMatchObject({
      team: MAX.team,
      user: MAX.user,
      portalUser: member.username,
      accessExpiresAt: rig.portal.clock.now + 30 * 60_000,
      refreshExpiresAt: rig.portal.clock.now + 14 * 86_400_000,
      refreshIssuedAt: rig.portal.clock.now,
    });
    expect(link?.accessToken).toMatch(/^v1\./);
    expect(link?.refreshToken).toMatch(/^v1\./);

    const acting = await rig.accounts.tokensFor(MAX);
    if (!acting) throw new Error('Max should be linked');
    expect(acting.portalUser).toBe(member.username);
    expect(acting.tokens.id).toBe(`oauth:${MAX.team}:${MAX.user}`);
    const { taskId } = await rig.portal.client.createTask(acting.tokens, acting.portalUser, TASKS.ExecuteNotebook);
    const tasks = rig.portal.emulator.tasks(member.username);
    expect(tasks.map((t) => [t.id, t.owner])).toEqual([[taskId, member.username]]);
    expect(rig.portal.emulator.tasks(accountsOf(rig).admin.username)).toHaveLength(0);

    // Nothing a thief could use is in the database's files: no token, no refresh token, no verifier, no key.
    const source = acting.tokens as OAuthTokenSource;
    expect(source).toBeInstanceOf(OAuthTokenSource);
    const access = source.tokens.accessToken?.reveal() ?? '';
    const refresh = source.tokens.refreshToken.reveal();
    expect(access.length).toBeGreaterThan(16);
    expect(refresh.length).toBeGreaterThan(16);
    const raw = await rig.rawBytes();
    expect(raw.length).toBeGreaterThan(0);
    expect(raw.includes(member.username)).toBe(true);
    for (const secret of [
      access,
      refresh,
      rig.vaultKey.toString('base64'),
      rig.vaultKey.toString('hex'),
      rig.vaultKey.toString('base64url'),
      rig.stateKey.reveal(),
    ]) {
      expect(raw.includes(secret)).toBe(false);
    }
    expect(raw.includes(rig.vaultKey)).toBe(false);
  });

  it('a token response without the username: the portal is asked who the new token is', async () => {
    const rig = await identityRig({}, (real) => ({
      authorizeUrl: (p) => real.authorizeUrl(p),
      discover: (tokens, options) => real.discover(tokens, options),
      exchangeCode: async (p) => ({ ...(await real.exchangeCode(p)), username: undefined }),
    }));
    const { member } = accountsOf(rig);
    const { query } = await callbackFor(rig);
    const selfBefore = rig.portal.emulator.count('self');
    await expect(rig.signIn.complete(query)).resolves.toEqual({ person: MAX, portalUser: member.username });
    expect(rig.portal.emulator.count('self') - selfBefore).toBe(1);
    expect((await rig.store.links.get(MAX))?.portalUser).toBe(member.username);
  });

  it('a replayed callback is refused: the pending sign-in was used', async () => {
    const rig = await identityRig();
    const { query } = await callbackFor(rig);
    await rig.signIn.complete(query);
    const before = await rig.store.links.get(MAX);
    const again = await refusal(rig.signIn.complete(query));
    expect(again).toMatchObject({ code: 'identity.sign-in-invalid', reason: 'used' });
    expect(again.message).toBe(
      'This sign-in link is not valid: it was already used, altered, or made for someone else.',
    );
    expect(await rig.store.links.get(MAX)).toEqual(before);
    expect(rig.portal.emulator.count('token')).toBe(1);
  });

  it('an expired state is refused before the store or the portal is asked', async () => {
    const rig = await identityRig({ stateTtlMs: 5 * 60_000 });
    const { query } = await callbackFor(rig);
    rig.portal.clock.now += 5 * 60_000;
    rig.signInCalls.length = 0;
    const r = await refusal(rig.signIn.complete(query));
    expect(r.code).toBe('identity.sign-in-expired');
    expect(r.message).toBe('The sign-in link expired.');
    expect(rig.signInCalls).toEqual([]);
    expect(rig.portal.emulator.count('token')).toBe(0);
    expect(await rig.store.links.get(MAX)).toBeUndefined();
  });

  it('a tampered state is refused without touching the store, and the real one still works after', async () => {
    const rig = await identityRig();
    const { query } = await callbackFor(rig);
    const state = query.get('state') ?? '';
    const [id, expires, team, user, mac] = state.split('.') as [string, string, string, string, string];
    const later = String(Number(expires) + 86_400_000);
    const adaUser = Buffer.from(ADA.user).toString('base64url');
    rig.signInCalls.length = 0;
    for (const altered of [
      [id, later, team, user, mac].join('.'),
      [id, expires, team, adaUser, mac].join('.'),
      [id, expires, team, user, `${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`].join('.'),
      `${state}x`,
      '',
    ]) {
      const q = new URLSearchParams(query);
      q.set('state', altered);
      expect((await refusal(rig.signIn.complete(q))).code).toBe('identity.sign-in-invalid');
    }
    const noState = new URLSearchParams(query);
    noState.delete('state');
    expect((await refusal(rig.signIn.complete(noState))).code).toBe('identity.sign-in-invalid');
    const noCode = new URLSearchParams(query);
    noCode.delete('code');
    expect(await refusal(rig.signIn.complete(noCode))).toMatchObject({ reason: 'no-code' });
    expect(rig.signInCalls).toEqual([]);
    expect(rig.portal.emulator.count('token')).toBe(0);
    await expect(rig.signIn.complete(query)).resolves.toMatchObject({ person: MAX });
  });

  it('a state made for one person cannot complete for another', async () => {
    const rig = await identityRig();
    const { member } = accountsOf(rig);
    const { query } = await callbackFor(rig, MAX);
    const id = (query.get('state') ?? '').split('.')[0] ?? '';
    // Someone holding the state key signs Max's pending sign-in over to Ada: the stored one says Max.
    const forged = new StateSigner(rig.stateKey).sign(id, ADA, rig.portal.clock.now + 60_000);
    const q = new URLSearchParams(query);
    q.set('state', forged);
    expect(await refusal(rig.signIn.complete(q))).toMatchObject({
      code: 'identity.sign-in-invalid',
      reason: 'other-person',
    });
    expect(rig.portal.emulator.count('token')).toBe(0);
    expect(await rig.store.links.get(ADA)).toBeUndefined();
    expect(await rig.store.links.get(MAX)).toBeUndefined();
    // Max's pending sign-in was used up by the attempt: a state that leaked does not stay usable.
    expect(await refusal(rig.signIn.complete(query))).toMatchObject({ reason: 'used' });
    expect(member.username).toBe('max_member');
  });

  it('the portal’s error=access_denied: cancelled, in words, and the pending sign-in discarded', async () => {
    const rig = await identityRig();
    const { url } = await rig.signIn.start(MAX);
    const state = new URL(url).searchParams.get('state') ?? '';
    const cancelled = await refusal(
      rig.signIn.complete(new URLSearchParams({ error: 'access_denied', error_description: 'The user denied', state })),
    );
    expect(cancelled).toMatchObject({ code: 'identity.sign-in-cancelled' });
    expect(cancelled.message).toBe('The sign-in was cancelled at the portal, so your portal account is not linked.');
    expect(await refusal(rig.signIn.complete(new URLSearchParams({ code: 'x', state })))).toMatchObject({
      reason: 'used',
    });

    const other = await refusal(
      rig.signIn.complete(new URLSearchParams({ error: 'invalid_request', error_description: '<b>call us</b>' })),
    );
    expect(other).toMatchObject({ code: 'identity.sign-in-refused' });
    expect(other.message).toBe(
      'The portal did not complete the sign-in (invalid_request), so your portal account is not linked.',
    );
    const odd = await refusal(rig.signIn.complete(new URLSearchParams({ error: 'Call 555-0100 now!' })));
    expect(odd.message).not.toContain('555');
    expect(rig.portal.emulator.count('token')).toBe(0);
  });

  it('a code the portal refuses (already redeemed) is its sign-in failure, and nothing is stored', async () => {
    const rig = await identityRig();
    const first = await callbackFor(rig);
    const second = await callbackFor(rig);
    // The second state with the first one's code: the emulator's code is bound to the first PKCE challenge.
    const q = new URLSearchParams(second.query);
    q.set('code', first.query.get('code') ?? '');
    expect((await refusal(rig.signIn.complete(q))).code).toBe('portal.sign-in-failed');
    expect(await rig.store.links.get(MAX)).toBeUndefined();
  });

  it('signing in again replaces the link, keeping when it was first made', async () => {
    const rig = await identityRig();
    const { admin } = accountsOf(rig);
    await rig.signIn.complete((await callbackFor(rig)).query);
    const first = await rig.store.links.get(MAX);
    expect((await rig.accounts.tokensFor(MAX))?.portalUser).toBe(accountsOf(rig).member.username);
    rig.portal.clock.now += 60_000;
    await expect(rig.signIn.complete((await callbackFor(rig, MAX, admin.username)).query)).resolves.toEqual({
      person: MAX,
      portalUser: admin.username,
    });
    const second = await rig.store.links.get(MAX);
    expect(second).toMatchObject({ portalUser: admin.username, createdAt: first?.createdAt });
    expect(second?.updatedAt).toBe((first?.updatedAt ?? 0) + 60_000);
    // The registry sees the new row at the next request: the new account, and discovery says so too.
    const acting = await rig.accounts.tokensFor(MAX);
    expect(acting?.portalUser).toBe(admin.username);
    if (!acting) throw new Error('linked');
    expect((await rig.portal.client.discover(acting.tokens)).user.username).toBe(admin.username);
  });
});
