import { describe, expect, it } from 'vitest';
import { isPortalOpsError } from '../../src/errors.js';
import { Accounts, ServiceAccount } from '../../src/identity/accounts.js';
import { Vault } from '../../src/identity/vault.js';
import { OAuthTokenSource } from '../../src/portal/tokens/oauth.js';
import { Secret } from '../../src/secret.js';
import type { AccountLink } from '../../src/store/types.js';
import { fixedKey } from '../support/keys.js';
import { TASKS } from '../support/portal.js';
import { ADA, accountsOf, CLIENT_ID, type IdentityRig, identityRig, MAX, signInAtPortal } from './rig.js';

const DAY = 86_400_000;

/** Max (the Slack person) signed in as the emulator's member account, through the real flow. */
async function linked(rig: IdentityRig, person = MAX, username = accountsOf(rig).member.username) {
  const account = rig.portal.emulator.users.find((u) => u.username === username);
  if (!account) throw new Error(`no account ${username}`);
  const { url } = await rig.signIn.start(person);
  await rig.signIn.complete((await signInAtPortal(url, account.username, account.password)).searchParams);
}

async function oauthFor(rig: IdentityRig, person = MAX): Promise<OAuthTokenSource> {
  const acting = await rig.accounts.tokensFor(person);
  if (!(acting?.tokens instanceof OAuthTokenSource)) throw new Error('expected a linked person');
  return acting.tokens;
}

/**
 * Max's accounts whose every conditional write is preceded by `meanwhile` (another instance writing the row);
 * `outcomes` records whether each write landed.
 */
function racingAccounts(rig: IdentityRig, meanwhile: (current: AccountLink, attempt: number) => Promise<void>) {
  const outcomes: boolean[] = [];
  const accounts = new Accounts({
    client: rig.portal.client,
    links: {
      ...rig.links,
      replace: async (l, expected) => {
        const current = await rig.store.links.get(MAX);
        if (current) await meanwhile(current, outcomes.length);
        const replaced = await rig.links.replace(l, expected);
        outcomes.push(replaced);
        return replaced;
      },
    },
    vault: rig.vault,
    clientId: CLIENT_ID,
    now: () => rig.portal.clock.now,
  });
  return { accounts, outcomes };
}

describe('Accounts: each person acts as their own linked portal account', () => {
  it('a person who never linked: undefined, and words that say how to link', async () => {
    const rig = await identityRig();
    expect(rig.accounts.mode).toBe('per-person');
    expect(await rig.accounts.tokensFor(MAX)).toBeUndefined();
    expect(await rig.accounts.linked(MAX)).toEqual({ linked: false, reason: 'none' });
    await expect(rig.accounts.require(MAX)).rejects.toMatchObject({
      code: 'identity.not-linked',
      kind: 'NotLinked',
      message: 'You have not linked your portal account yet.',
    });
  });

  it('one token source per person, shared by concurrent requests: one refresh for all of them', async () => {
    const rig = await identityRig();
    const { member } = accountsOf(rig);
    await linked(rig);
    const all = await Promise.all(Array.from({ length: 8 }, () => rig.accounts.tokensFor(MAX)));
    const sources = new Set(all.map((a) => a?.tokens));
    expect(sources.size).toBe(1);
    expect(await rig.accounts.linked(MAX)).toEqual({ linked: true, portalUser: member.username });

    const tokenCalls = rig.portal.emulator.count('token');
    rig.portal.clock.now += 31 * 60_000;
    const acting = await Promise.all(Array.from({ length: 8 }, () => rig.accounts.tokensFor(MAX)));
    await Promise.all(
      acting.map((a) => {
        if (!a) throw new Error('linked');
        return rig.portal.client.createTask(a.tokens, a.portalUser, TASKS.UpdateAnalyticsWorkbook);
      }),
    );
    expect(rig.portal.emulator.count('token') - tokenCalls).toBe(1);
    expect(rig.portal.emulator.tasks(member.username)).toHaveLength(8);
    // The refreshed access token was sealed and stored, so a restart does not need another refresh.
    const stored = await rig.store.links.get(MAX);
    expect(stored?.accessExpiresAt).toBe(rig.portal.clock.now + 30 * 60_000);
    const source = await oauthFor(rig);
    expect(rig.vault.open(stored?.accessToken ?? '', MAX, 'access').equals(await source.current())).toBe(true);
  });

  it('the rotated refresh token is stored after the exchange, and the old one is dead', async () => {
    const rig = await identityRig();
    const { member } = accountsOf(rig);
    await linked(rig);
    const before = await rig.store.links.get(MAX);
    const oldRefresh = rig.vault.open(before?.refreshToken ?? '', MAX, 'refresh');

    // Past the exchange point: under two days left of the refresh token's two weeks.
    rig.portal.clock.now += 12 * DAY + 60_000;
    const acting = await rig.accounts.tokensFor(MAX);
    if (!acting) throw new Error('linked');
    await rig.portal.client.createTask(acting.tokens, acting.portalUser, TASKS.ExecuteNotebook);

    const after = await rig.store.links.get(MAX);
    const newRefresh = rig.vault.open(after?.refreshToken ?? '', MAX, 'refresh');
    expect(newRefresh.equals(oldRefresh)).toBe(false);
    expect(after).toMatchObject({
      portalUser: member.username,
      refreshIssuedAt: rig.portal.clock.now,
      refreshExpiresAt: rig.portal.clock.now + 14 * DAY,
      createdAt: before?.createdAt,
      updatedAt: rig.portal.clock.now,
    });
    await expect(rig.portal.client.refreshAccessToken(CLIENT_ID, oldRefresh)).rejects.toMatchObject({
      code: 'portal.sign-in-failed',
    });

    // A restart (another Accounts, the store reopened) carries on from the stored pair.
    await rig.reopen();
    const restarted = new Accounts({
      client: rig.portal.client,
      links: rig.links,
      vault: rig.vault,
      clientId: CLIENT_ID,
      now: () => rig.portal.clock.now,
    });
    rig.portal.clock.now += 31 * 60_000;
    const again = await restarted.tokensFor(MAX);
    if (!again) throw new Error('still linked');
    await rig.portal.client.createTask(again.tokens, again.portalUser, TASKS.UpdateAnalyticsWorkbook);
    expect(rig.portal.emulator.tasks(member.username)).toHaveLength(2);
  });

  it('another instance’s rotation is picked up from the store, not overwritten with a dead token', async () => {
    const rig = await identityRig();
    await linked(rig);
    const here = await oauthFor(rig);
    const other = new Accounts({
      client: rig.portal.client,
      links: rig.links,
      vault: rig.vault,
      clientId: CLIENT_ID,
      now: () => rig.portal.clock.now,
    });
    rig.portal.clock.now += 12 * DAY + 60_000;
    const there = await other.tokensFor(MAX);
    await there?.tokens.current(); // exchanges and stores the new pair
    const rotated = rig.vault.open((await rig.store.links.get(MAX))?.refreshToken ?? '', MAX, 'refresh');
    expect(rotated.equals(here.tokens.refreshToken)).toBe(false);

    const next = await oauthFor(rig);
    expect(next).not.toBe(here);
    expect(next.tokens.refreshToken.equals(rotated)).toBe(true);
    rig.portal.clock.now += 31 * 60_000;
    await next.current();
    expect(rig.vault.open((await rig.store.links.get(MAX))?.refreshToken ?? '', MAX, 'refresh').equals(rotated)).toBe(
      true,
    );
  });

  it('a sign-in written between reading the row and storing a refresh is kept, not overwritten', async () => {
    const rig = await identityRig();
    await linked(rig);
    const newer = rig.vault.seal(new Secret('refresh-from-a-new-sign-in'), MAX, 'refresh');
    // Someone else writes the row just before this instance's write lands.
    const { accounts, outcomes } = racingAccounts(rig, async (current) => {
      await rig.store.links.put({ ...current, refreshToken: newer });
    });
    const acting = await accounts.tokensFor(MAX);
    rig.portal.clock.now += 31 * 60_000;
    await acting?.tokens.current(); // refreshes the access token and stores the pair
    expect(outcomes).toEqual([false]);
    expect((await rig.store.links.get(MAX))?.refreshToken).toBe(newer);
  });

  it('a row re-sealed by another instance with the same refresh token does not drop this instance’s write', async () => {
    const rig = await identityRig();
    await linked(rig);
    // Another instance stores the same pair again (a fresh seal, so other bytes) just before the first write.
    const { accounts, outcomes } = racingAccounts(rig, async (current, attempt) => {
      if (attempt > 0) return;
      const same = rig.vault.open(current.refreshToken, MAX, 'refresh');
      await rig.store.links.put({ ...current, refreshToken: rig.vault.seal(same, MAX, 'refresh') });
    });
    const acting = await accounts.tokensFor(MAX);
    if (!acting) throw new Error('linked');
    rig.portal.clock.now += 31 * 60_000;
    const access = await acting.tokens.current(); // a new access token, stored with the same refresh token
    expect(outcomes).toEqual([false, true]);
    const row = await rig.store.links.get(MAX);
    expect(rig.vault.open(row?.accessToken ?? '', MAX, 'access').equals(access)).toBe(true);
  });

  it('a link copied to another person’s row does not decrypt: treated as not linked, and said so', async () => {
    const rig = await identityRig();
    await linked(rig);
    const maxLink = await rig.store.links.get(MAX);
    if (!maxLink) throw new Error('linked');
    await rig.store.links.put({ ...maxLink, team: ADA.team, user: ADA.user });
    expect(await rig.accounts.tokensFor(ADA)).toBeUndefined();
    expect(await rig.accounts.linked(ADA)).toEqual({ linked: false, reason: 'unreadable' });
    // The refresh token pasted into the access column does not open either.
    await rig.store.links.put({ ...maxLink, accessToken: maxLink.refreshToken });
    expect(await rig.accounts.linked(MAX)).toEqual({ linked: false, reason: 'unreadable' });
    await rig.store.links.put(maxLink);
    expect(await rig.accounts.linked(MAX)).toMatchObject({ linked: true });
  });

  it('after the vault key changes, stored links read as not linked until the person signs in again', async () => {
    const rig = await identityRig();
    await linked(rig);
    const rotatedKey = new Accounts({
      client: rig.portal.client,
      links: rig.links,
      vault: new Vault(new Secret(fixedKey('rotated vault').toString('hex'))),
      clientId: CLIENT_ID,
    });
    expect(await rotatedKey.tokensFor(MAX)).toBeUndefined();
    try {
      await rotatedKey.require(MAX);
      throw new Error('expected not linked');
    } catch (e) {
      expect(isPortalOpsError(e, 'identity.not-linked')).toBe(true);
      expect((e as Error).message).toBe(
        'Your portal sign-in can no longer be read by the bot (its encryption key was changed).',
      );
    }
  });

  it('a sign-in past its refresh token’s life reads as expired', async () => {
    const rig = await identityRig({ refreshMinutes: 60 });
    await linked(rig);
    rig.portal.clock.now += 61 * 60_000;
    expect(await rig.accounts.tokensFor(MAX)).toBeUndefined();
    expect(await rig.accounts.linked(MAX)).toEqual({ linked: false, reason: 'expired' });
    await expect(rig.accounts.require(MAX)).rejects.toMatchObject({ message: 'Your portal sign-in has expired.' });
  });

  it('unlink: the row and the registry entry go; a new sign-in starts a new source', async () => {
    const rig = await identityRig();
    await linked(rig);
    const first = await oauthFor(rig);
    expect(await rig.accounts.unlink(MAX)).toBe(true);
    expect(await rig.store.links.get(MAX)).toBeUndefined();
    expect(await rig.accounts.tokensFor(MAX)).toBeUndefined();
    expect(await rig.accounts.unlink(MAX)).toBe(false);
    await linked(rig);
    expect(await oauthFor(rig)).not.toBe(first);
  });

  it('an unlink while a refresh is under way does not bring the row back', async () => {
    const rig = await identityRig();
    await linked(rig);
    const source = await oauthFor(rig);
    rig.portal.clock.now += 31 * 60_000;
    const renewing = source.current();
    await rig.accounts.unlink(MAX);
    await renewing;
    expect(await rig.store.links.get(MAX)).toBeUndefined();
  });
});

describe('ServiceAccount: one portal account for everyone', () => {
  it('answers every person with the same tokens and the account’s username', async () => {
    const rig = await identityRig();
    const { admin } = accountsOf(rig);
    const service = new ServiceAccount({
      client: rig.portal.client,
      account: { kind: 'password', username: admin.username, password: new Secret(admin.password) },
      now: () => rig.portal.clock.now,
    });
    expect(service.mode).toBe('service-account');
    const a = await service.tokensFor(ADA);
    const m = await service.tokensFor(MAX);
    expect(a.tokens).toBe(m.tokens);
    expect(a.portalUser).toBe(admin.username);
    await rig.portal.client.createTask(m.tokens, m.portalUser, TASKS.ExecuteNotebook);
    expect(rig.portal.emulator.tasks(admin.username)).toHaveLength(1);
    expect(rig.portal.emulator.count('self')).toBe(1);
  });

  it('with a static token; and refuses to start with no credentials', async () => {
    const rig = await identityRig();
    const { member } = accountsOf(rig);
    const service = new ServiceAccount({
      client: rig.portal.client,
      account: { kind: 'token', token: new Secret(member.token) },
    });
    expect((await service.tokensFor(MAX)).portalUser).toBe(member.username);
    expect(() => new ServiceAccount({ client: rig.portal.client, account: { kind: 'none' } })).toThrow(
      expect.objectContaining({ code: 'config.invalid' }),
    );
  });
});
