import type { Secret } from '../../secret.js';
import type { PortalAuthApi } from './auth-api.js';
import { SingleFlight } from './single-flight.js';
import type { TokenSource } from './source.js';

export interface PasswordTokenOptions {
  readonly username: string;
  readonly password: Secret;
  /** Token lifetime asked of the service (minutes; the service caps it at 14 days). */
  readonly expirationMinutes?: number;
  /** Renew this long before the token expires, so no call goes out with a token about to die. */
  readonly renewBeforeMs?: number;
  readonly now?: () => number;
}

/** A service account signing in with `generateToken`; renews itself before expiry and when a token is refused. */
export class PasswordTokenSource implements TokenSource {
  readonly label: string;
  readonly id: string;
  readonly #api: PortalAuthApi;
  readonly #options: PasswordTokenOptions;
  readonly #now: () => number;
  readonly #flight = new SingleFlight<Secret>();
  #token: Secret | undefined;
  #expiresAt = 0;

  constructor(api: PortalAuthApi, options: PasswordTokenOptions) {
    this.#api = api;
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.label = `the account ${options.username} (username and password)`;
    this.id = `password:${options.username}`;
  }

  async current(): Promise<Secret> {
    const renewBefore = this.#options.renewBeforeMs ?? 5 * 60_000;
    if (this.#token && this.#now() < this.#expiresAt - renewBefore) return this.#token;
    return this.#fetch();
  }

  async renew(rejected: Secret): Promise<Secret> {
    // Someone else already replaced the refused token: use theirs rather than asking again.
    if (this.#token && !this.#token.equals(rejected) && this.#now() < this.#expiresAt) return this.#token;
    return this.#fetch();
  }

  #fetch(): Promise<Secret> {
    return this.#flight.run(async () => {
      const minutes = this.#options.expirationMinutes ?? 120;
      const got = await this.#api.generateToken(this.#options.username, this.#options.password, minutes);
      // `expires` is the portal's clock; trust it only when it is plausible on ours, else count the lifetime asked.
      const now = this.#now();
      const asked = minutes * 60_000;
      const left = got.expiresAt - now;
      const renewBefore = this.#options.renewBeforeMs ?? 5 * 60_000;
      this.#token = got.token;
      this.#expiresAt = now + (left > 2 * renewBefore ? Math.min(left, asked) : asked);
      return got.token;
    });
  }
}
