import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { PortalOpsError } from '../errors.js';
import { Secret } from '../secret.js';
import type { Person } from '../store/types.js';

/** What a sealed value is for: a token sealed as one purpose does not open as another. */
export type VaultPurpose = 'access' | 'refresh' | 'verifier';

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/**
 * Tokens at rest: AES-256-GCM under one key from configuration, with the Slack team, user and purpose bound as
 * associated data, so a row copied to another person, or an access token pasted into the refresh column, does not
 * open. Sealed text is `v1.` + base64url(iv | tag | ciphertext); the version leaves room for another scheme.
 */
export class Vault {
  readonly #key: Buffer;

  /** `key`: 32 bytes written as 64 hex digits or as base64 (standard or URL-safe, padding optional). */
  constructor(key: Secret) {
    this.#key = decodeKey(key.reveal());
  }

  seal(plain: Secret, person: Person, purpose: VaultPurpose): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(associatedData(person, purpose));
    const body = Buffer.concat([cipher.update(plain.reveal(), 'utf8'), cipher.final()]);
    return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** Throws `identity.unreadable` when the text was altered, is another person's or purpose's, or another key's. */
  open(sealed: string, person: Person, purpose: VaultPurpose): Secret {
    if (!sealed.startsWith(VERSION)) throw unreadable('unknown-format');
    const text = sealed.slice(VERSION.length);
    if (!/^[A-Za-z0-9_-]*$/.test(text)) throw unreadable('unknown-format');
    const raw = Buffer.from(text, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw unreadable('unknown-format');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(associatedData(person, purpose));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    } catch {
      // The crypto error says nothing a person can use, and its stack is noise in logs.
      throw unreadable('authentication-failed');
    }
    return new Secret(plain.toString('utf8'));
  }

  toString(): string {
    return '[Vault]';
  }

  toJSON(): string {
    return '[Vault]';
  }

  [inspect.custom](): string {
    return '[Vault]';
  }
}

/** An unambiguous encoding of who and what: JSON keeps `a|b` + `c` apart from `a` + `b|c`. */
function associatedData(person: Person, purpose: VaultPurpose): Buffer {
  return Buffer.from(JSON.stringify(['portal-ops/vault/v1', person.team, person.user, purpose]), 'utf8');
}

function unreadable(reason: string): PortalOpsError {
  return new PortalOpsError('identity.unreadable', { reason });
}

function decodeKey(text: string): Buffer {
  const t = text.trim();
  let key: Buffer | undefined;
  // 32 bytes of base64 are 43 or 44 characters (odd, or padded with '='): never an even run of hex digits.
  if (/^([0-9a-fA-F]{2})+$/.test(t)) key = Buffer.from(t, 'hex');
  else if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(t)) {
    // Buffer.from ignores what it cannot read; only a text that encodes back to itself is taken as base64.
    const b = Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (b.toString('base64').replace(/=+$/, '') === t.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')) key = b;
  }
  if (key?.length === KEY_BYTES) return key;
  const found = key ? `it decodes to ${key.length} bytes` : 'it is neither hex nor base64';
  throw new PortalOpsError('config.invalid', {
    problems: [
      `The token encryption key must be 32 random bytes, written as 64 hex digits or as base64 (44 characters); ${found}. One way to make one: openssl rand -base64 32`,
    ],
  });
}
