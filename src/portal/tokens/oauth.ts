import { isPortalOpsError, PortalOpsError } from '../../errors.js';
import type { Secret } from '../../secret.js';
import type { PortalAuthApi } from './auth-api.js';
import { SingleFlight } from './single-flight.js';
import type { TokenSource } from './source.js';

/** What a person's sign-in leaves behind; the identity room stores it encrypted. */
export interface OAuthTokens {
  readonly accessToken: Secret | undefined;
  readonly accessExpiresAt: number;
  readonly refreshToken: Secret;
  readonly refreshExpiresAt: number;
  /** When this refresh token was issued, if known: a short-lived one is exchanged at a third of its life. */
  readonly refreshIssuedAt?: number;
}

export interface OAuthTokenOptions {
  readonly clientId: string;
  /** The account these tokens belong to, e.g. `oauth:<slack team>:<slack user>` (see `TokenSource.id`). */
  readonly id: string;
  readonly tokens: OAuthTokens;
  /** Called whenever the pair changes, so it can be stored; a rotated refresh token is the only valid one. */
  readonly onChange?: (tokens: OAuthTokens) => Promise<void> | void;
  /** Refresh the access token this long before it expires (default 5 minutes). */
  readonly refreshBeforeMs?: number;
  /** Exchange the refresh token for a new one when it has less than this left (default 2 days). */
  readonly exchangeBeforeMs?: number;
  /** After a failed exchange, wait this long before trying again (default 15 minutes). */
  readonly exchangeRetryMs?: number;
  readonly now?: () => number;
}

/**
 * A person's OAuth access/refresh pair. Access tokens live about 30 minutes and are refreshed early; the refresh
 * token itself is exchanged for a new one before it expires, so a person who uses the bot stays signed in. The
 * exchange is an extra: when it fails, the pair in hand is used for as long as it works.
 */
export class OAuthTokenSource implements TokenSource {
  readonly label = 'your portal sign-in';
  readonly id: string;
  readonly #api: PortalAuthApi;
  readonly #options: OAuthTokenOptions;
  readonly #now: () => number;
  readonly #flight = new SingleFlight<Secret>();
  #tokens: OAuthTokens;
  #exchangeNotBefore = 0;

  constructor(api: PortalAuthApi, options: OAuthTokenOptions) {
    this.#api = api;
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#tokens = options.tokens;
    this.id = options.id;
  }

  get tokens(): OAuthTokens {
    return this.#tokens;
  }

  async current(): Promise<Secret> {
    const t = this.#tokens;
    if (t.accessToken && !this.#exchangeDue() && !this.#refreshDue(t)) return t.accessToken;
    return this.#flight.run(() => this.#renew(false));
  }

  async renew(rejected: Secret): Promise<Secret> {
    const t = this.#tokens;
    if (t.accessToken && !t.accessToken.equals(rejected) && this.#now() < t.accessExpiresAt) return t.accessToken;
    // The service refused it: refresh even though it has not reached its expiry time.
    return this.#flight.run(() => this.#renew(true));
  }

  #refreshDue(t: OAuthTokens): boolean {
    return !t.accessToken || this.#now() >= t.accessExpiresAt - (this.#options.refreshBeforeMs ?? 5 * 60_000);
  }

  #exchangeDue(): boolean {
    const t = this.#tokens;
    const now = this.#now();
    if (now < this.#exchangeNotBefore) return false;
    let before = this.#options.exchangeBeforeMs ?? 2 * 86_400_000;
    if (t.refreshIssuedAt !== undefined) before = Math.min(before, (t.refreshExpiresAt - t.refreshIssuedAt) / 3);
    return now >= t.refreshExpiresAt - before;
  }

  async #renew(force: boolean): Promise<Secret> {
    if (this.#now() >= this.#tokens.refreshExpiresAt) {
      throw new PortalOpsError('portal.sign-in-required', { reason: 'expired' });
    }
    if (this.#exchangeDue()) await this.#tryExchange();
    const t = this.#tokens;
    if (!force && t.accessToken && !this.#refreshDue(t)) return t.accessToken;
    try {
      const access = await this.#api.refreshAccessToken(this.#options.clientId, t.refreshToken);
      await this.#commit({ ...this.#tokens, accessToken: access.accessToken, accessExpiresAt: access.expiresAt });
      return access.accessToken;
    } catch (e) {
      // A refused grant means the sign-in is over; anything else (portal down) is reported as it is.
      if (isPortalOpsError(e, 'portal.sign-in-failed')) {
        throw new PortalOpsError('portal.sign-in-required', { reason: 'refresh-refused' }, { cause: e });
      }
      throw e;
    }
  }

  /**
   * A new refresh token for the old one. On failure the old pair stays: if the exchange never happened it still
   * works, and if it happened unseen, the next refresh is refused and the person is asked to sign in again.
   */
  async #tryExchange(): Promise<void> {
    const t = this.#tokens;
    try {
      const pair = await this.#api.exchangeRefreshToken(this.#options.clientId, t.refreshToken);
      // Store the rotated pair before anything else: the old refresh token no longer works.
      await this.#commit({
        accessToken: pair.accessToken ?? t.accessToken,
        accessExpiresAt: pair.accessToken ? (pair.accessExpiresAt ?? 0) : t.accessExpiresAt,
        refreshToken: pair.refreshToken,
        refreshExpiresAt: pair.refreshExpiresAt,
        refreshIssuedAt: this.#now(),
      });
    } catch {
      this.#exchangeNotBefore = this.#now() + (this.#options.exchangeRetryMs ?? 15 * 60_000);
    }
  }

  async #commit(next: OAuthTokens): Promise<void> {
    this.#tokens = next;
    await this.#options.onChange?.(next);
  }
}
