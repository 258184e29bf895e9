import { isPortalOpsError, PortalOpsError } from '../errors.js';
import type { PortalClient } from '../portal/client.js';
import { type ServiceAccount as Credentials, serviceAccountTokens } from '../portal/tokens/account.js';
import type { PortalAuthApi } from '../portal/tokens/auth-api.js';
import { type OAuthTokenOptions, OAuthTokenSource, type OAuthTokens } from '../portal/tokens/oauth.js';
import type { TokenSource } from '../portal/tokens/source.js';
import type { Secret } from '../secret.js';
import type { AccountLink, LinkStore, Person } from '../store/types.js';
import type { Vault } from './vault.js';

/** The tokens a person's requests go out with, and the portal account they act as. */
export interface Acting {
  readonly tokens: TokenSource;
  readonly portalUser: string;
}

/** Who requests run as: each person's own portal account, or one service account for everyone. */
export interface Identity {
  readonly mode: 'per-person' | 'service-account';
  /** undefined when the person has no usable link (per-person mode only). */
  tokensFor(person: Person): Promise<Acting | undefined>;
}

/** Why a person has no usable link: never linked (or unlinked), the sign-in ran out, or it cannot be decrypted. */
export type LinkStatus =
  | { readonly linked: true; readonly portalUser: string }
  | { readonly linked: false; readonly reason: 'none' | 'expired' | 'unreadable' };

export interface AccountsOptions {
  /** The token endpoints (the portal client). */
  readonly client: PortalAuthApi;
  readonly links: LinkStore;
  readonly vault: Vault;
  readonly clientId: string;
  /** Renewal timing of each person's tokens (OAuthTokenSource's defaults otherwise). */
  readonly renewal?: Pick<OAuthTokenOptions, 'refreshBeforeMs' | 'exchangeBeforeMs' | 'exchangeRetryMs'>;
  readonly now?: () => number;
}

interface Entry {
  readonly source: OAuthTokenSource;
  readonly portalUser: string;
  /**
   * The refresh tokens this source has held, newest last (a few: the one a stored row may still show while a
   * rotation is being written, and the new one). A stored row with any other was written by someone else: a new
   * sign-in, or another instance's rotation.
   */
  readonly held: Secret[];
}

/** How many times a changed pair is written against a row that keeps changing under it. */
const STORE_ATTEMPTS = 3;

type Unusable = { readonly reason: 'none' | 'expired' | 'unreadable' };

/**
 * Per-person mode: each person's requests run with their own linked portal account. One token source per person
 * lives in a registry, so concurrent requests share one refresh or exchange; every change is sealed and stored at
 * once (after a rotation the old refresh token no longer works). The stored link is read on every call, so a new
 * sign-in, an unlink or another instance's rotation is seen at the next request.
 */
export class Accounts implements Identity {
  readonly mode = 'per-person' as const;
  readonly #options: AccountsOptions;
  readonly #now: () => number;
  readonly #registry = new Map<string, Entry>();

  constructor(options: AccountsOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  async tokensFor(person: Person): Promise<Acting | undefined> {
    const found = await this.#entry(person);
    return 'source' in found ? { tokens: found.source, portalUser: found.portalUser } : undefined;
  }

  /** Like `tokensFor`, but a person without a usable link gets `identity.not-linked` saying why. */
  async require(person: Person): Promise<Acting> {
    const found = await this.#entry(person);
    if ('source' in found) return { tokens: found.source, portalUser: found.portalUser };
    throw new PortalOpsError('identity.not-linked', { reason: found.reason });
  }

  async linked(person: Person): Promise<LinkStatus> {
    const found = await this.#entry(person);
    return 'source' in found ? { linked: true, portalUser: found.portalUser } : { linked: false, reason: found.reason };
  }

  /** Forgets the person's link, here and in the store; true when there was one. */
  async unlink(person: Person): Promise<boolean> {
    this.#registry.delete(key(person));
    return this.#options.links.delete(person);
  }

  async #entry(person: Person): Promise<Entry | Unusable> {
    const k = key(person);
    const link = await this.#options.links.get(person);
    if (!link) {
      this.#registry.delete(k);
      return { reason: 'none' };
    }
    let tokens: OAuthTokens;
    try {
      tokens = this.#open(link, person);
    } catch (e) {
      if (!isPortalOpsError(e, 'identity.unreadable')) throw e;
      // Most likely the vault key changed: the row is of no use, and a new sign-in replaces it.
      this.#registry.delete(k);
      return { reason: 'unreadable' };
    }
    // Concurrent callers all read the same row: the first to get here builds the source, the rest share it.
    let entry = this.#registry.get(k);
    if (!entry || !holds(entry, tokens.refreshToken)) {
      entry = this.#build(person, link.portalUser, tokens);
      this.#registry.set(k, entry);
    }
    return this.#now() < entry.source.tokens.refreshExpiresAt ? entry : { reason: 'expired' };
  }

  #open(link: AccountLink, person: Person): OAuthTokens {
    const v = this.#options.vault;
    return {
      accessToken: link.accessToken === null ? undefined : v.open(link.accessToken, person, 'access'),
      accessExpiresAt: link.accessExpiresAt,
      refreshToken: v.open(link.refreshToken, person, 'refresh'),
      refreshExpiresAt: link.refreshExpiresAt,
      ...(link.refreshIssuedAt === null ? {} : { refreshIssuedAt: link.refreshIssuedAt }),
    };
  }

  #build(person: Person, portalUser: string, tokens: OAuthTokens): Entry {
    const o = this.#options;
    const held = [tokens.refreshToken];
    const source = new OAuthTokenSource(o.client, {
      clientId: o.clientId,
      id: `oauth:${person.team}:${person.user}`,
      tokens,
      onChange: (next) => this.#store(person, held, next),
      ...o.renewal,
      ...(o.now ? { now: o.now } : {}),
    });
    return { source, portalUser, held };
  }

  /**
   * Seals and stores a changed pair, unless the row now belongs to someone else's write (a new sign-in, or
   * another instance's rotation): theirs is the newer grant, and ours is dropped with this source at the next call.
   */
  async #store(person: Person, held: Secret[], next: OAuthTokens): Promise<void> {
    const o = this.#options;
    if (!holdsSecret(held, next.refreshToken)) {
      held.push(next.refreshToken);
      if (held.length > 3) held.shift();
    }
    // Each write is conditional on the row just read. A write by someone else in between makes it fail: read again,
    // and go on only while the row still holds one of ours (re-sealed, it reads the same); a new grant wins.
    for (let attempt = 0; attempt < STORE_ATTEMPTS; attempt++) {
      const current = await o.links.get(person);
      if (!current) return; // unlinked meanwhile
      let stored: Secret;
      try {
        stored = o.vault.open(current.refreshToken, person, 'refresh');
      } catch {
        return;
      }
      if (!holdsSecret(held, stored)) return;
      const replaced = await o.links.replace(
        {
          team: person.team,
          user: person.user,
          portalUser: current.portalUser,
          accessToken: next.accessToken ? o.vault.seal(next.accessToken, person, 'access') : null,
          accessExpiresAt: next.accessExpiresAt,
          refreshToken: o.vault.seal(next.refreshToken, person, 'refresh'),
          refreshExpiresAt: next.refreshExpiresAt,
          refreshIssuedAt: next.refreshIssuedAt ?? current.refreshIssuedAt,
          createdAt: current.createdAt,
          updatedAt: this.#now(),
        },
        current.refreshToken,
      );
      if (replaced) return;
    }
  }
}

function holds(entry: Entry, refresh: Secret): boolean {
  return holdsSecret(entry.held, refresh);
}

function holdsSecret(held: readonly Secret[], refresh: Secret): boolean {
  return held.some((h) => h.equals(refresh));
}

function key(person: Person): string {
  return JSON.stringify([person.team, person.user]);
}

export interface ServiceAccountOptions {
  readonly client: Pick<PortalClient, 'discover'> & PortalAuthApi;
  readonly account: Credentials;
  readonly now?: () => number;
}

/**
 * Small-team mode: one portal account for everyone. Who may do what is then the bot's own decision (the policy),
 * since the portal sees only this account.
 */
export class ServiceAccount implements Identity {
  readonly mode = 'service-account' as const;
  readonly tokens: TokenSource;
  readonly #client: Pick<PortalClient, 'discover'>;
  #portalUser: Promise<string> | undefined;

  constructor(options: ServiceAccountOptions) {
    this.#client = options.client;
    this.tokens = serviceAccountTokens(options.client, options.account, options.now);
  }

  async tokensFor(_person: Person): Promise<Acting> {
    return { tokens: this.tokens, portalUser: await this.portalUser() };
  }

  /** The account's username, as the portal says (asked once; asked again after a failure). */
  portalUser(): Promise<string> {
    if (!this.#portalUser) {
      const asked = this.#client.discover(this.tokens).then((p) => p.user.username);
      this.#portalUser = asked;
      asked.catch(() => {
        if (this.#portalUser === asked) this.#portalUser = undefined;
      });
    }
    return this.#portalUser;
  }
}
