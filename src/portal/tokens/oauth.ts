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
}

export interface OAuthTokenOptions {
  readonly clientId: string;
  readonly tokens: OAuthTokens;
  /** Called whenever the pair changes, so it can be stored; a rotated refresh token is the only valid one. */
  readonly onChange?: (tokens: OAuthTokens) => Promise<void> | void;
  /** Refresh the access token this long before it expires (default 5 minutes). */
  readonly refreshBeforeMs?: number;
  /** Exchange the refresh token for a new one when it has less than this left (default 2 days). */
  readonly exchangeBeforeMs?: number;
  readonly now?: () => number;
}

/**
 * A person's OAuth access/refresh pair. Access tokens live about 30 minutes and are refreshed early; the refresh
 * token itself is exchanged for a new one before it expires, so a person who uses the bot stays signed in.
 */
export class OAuthTokenSource implements TokenSource {
  readonly label = 'your portal sign-in';
  readonly #api: PortalAuthApi;
  readonly #options: OAuthTokenOptions;
  readonly #now: () => number;
  readonly #flight = new SingleFlight<Secret>();
  #tokens: OAuthTokens;

  constructor(api: PortalAuthApi, options: OAuthTokenOptions) {
    this.#api = api;
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#tokens = options.tokens;
  }

  get tokens(): OAuthTokens {
    return this.#tokens;
  }

  async current(): Promise<Secret> {
    const t = this.#tokens;
    const now = this.#now();
    const exchangeDue = now >= t.refreshExpiresAt - (this.#options.exchangeBeforeMs ?? 2 * 86_400_000);
    const refreshDue = !t.accessToken || now >= t.accessExpiresAt - (this.#options.refreshBeforeMs ?? 5 * 60_000);
    if (t.accessToken && !exchangeDue && !refreshDue) return t.accessToken;
    return this.#flight.run(() => this.#renew(exchangeDue, false));
  }

  async renew(rejected: Secret): Promise<Secret> {
    const t = this.#tokens;
    if (t.accessToken && !t.accessToken.equals(rejected) && this.#now() < t.accessExpiresAt) return t.accessToken;
    // The service refused it: refresh even though it has not reached its expiry time.
    return this.#flight.run(() => this.#renew(false, true));
  }

  async #renew(exchange: boolean, force: boolean): Promise<Secret> {
    const t = this.#tokens;
    if (this.#now() >= t.refreshExpiresAt) throw new PortalOpsError('portal.sign-in-required', { reason: 'expired' });
    try {
      let next: OAuthTokens = t;
      if (exchange) {
        const pair = await this.#api.exchangeRefreshToken(this.#options.clientId, t.refreshToken);
        next = {
          accessToken: pair.accessToken,
          accessExpiresAt: pair.accessExpiresAt ?? 0,
          refreshToken: pair.refreshToken,
          refreshExpiresAt: pair.refreshExpiresAt,
        };
        // Store the rotated pair before anything else: the old refresh token no longer works.
        await this.#commit(next);
      }
      if (
        force ||
        !next.accessToken ||
        this.#now() >= next.accessExpiresAt - (this.#options.refreshBeforeMs ?? 5 * 60_000)
      ) {
        const access = await this.#api.refreshAccessToken(this.#options.clientId, next.refreshToken);
        next = { ...next, accessToken: access.accessToken, accessExpiresAt: access.expiresAt };
        await this.#commit(next);
      }
      if (!next.accessToken) throw new PortalOpsError('portal.sign-in-required', { reason: 'no-access-token' });
      return next.accessToken;
    } catch (e) {
      // A refused grant means the sign-in is over; anything else (portal down) is reported as it is.
      if (isPortalOpsError(e, 'portal.sign-in-failed')) {
        throw new PortalOpsError('portal.sign-in-required', { reason: 'refresh-refused' }, { cause: e });
      }
      throw e;
    }
  }

  async #commit(next: OAuthTokens): Promise<void> {
    this.#tokens = next;
    await this.#options.onChange?.(next);
  }
}
