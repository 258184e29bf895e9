import { secretToken } from './ids.js';

interface TokenRecord {
  readonly username: string;
  expires: number;
  /** A generateToken token with client=referer is valid only with this Referer header. */
  readonly referer?: string;
}

export type TokenLookup = { kind: 'valid'; username: string } | { kind: 'invalid' };

/** Access tokens, whatever issued them (start-up, generateToken, OAuth). Expiry is read from the injected clock. */
export class TokenStore {
  readonly #tokens = new Map<string, TokenRecord>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  issue(username: string, lifetimeMs: number, referer?: string): { token: string; expires: number } {
    const token = secretToken();
    const expires = this.#now() + lifetimeMs;
    this.#tokens.set(token, { username, expires, ...(referer === undefined ? {} : { referer }) });
    return { token, expires };
  }

  lookup(token: string, referer?: string): TokenLookup {
    const record = this.#tokens.get(token);
    if (!record || record.expires <= this.#now()) return { kind: 'invalid' };
    if (record.referer !== undefined && record.referer !== referer) return { kind: 'invalid' };
    return { kind: 'valid', username: record.username };
  }

  /** Every token of that user (or of everyone) stops working now; they stay known, as expired tokens do. */
  expire(username?: string): void {
    const now = this.#now();
    for (const record of this.#tokens.values()) {
      if (username === undefined || record.username === username) record.expires = Math.min(record.expires, now);
    }
  }
}
