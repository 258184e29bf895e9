import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { inspect } from 'node:util';
import { PortalOpsError } from '../errors.js';
import type { Secret } from '../secret.js';
import type { Person } from '../store/types.js';

/** What a verified `state` says: which pending sign-in, whose, and until when. */
export interface SignedState {
  readonly id: string;
  readonly person: Person;
  readonly expiresAt: number;
}

const MIN_KEY_CHARS = 32;
const MAX_STATE_CHARS = 512;
const ID = /^[A-Za-z0-9_-]{22}$/;
const PART = /^[A-Za-z0-9_-]{1,128}$/;
const EXPIRES = /^[0-9]{1,15}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

/**
 * The OAuth `state`: `<id>.<expires>.<team>.<user>.<mac>` (team and user base64url, expires epoch ms, mac an
 * HMAC-SHA256 over all four). The person travels in it so the callback can check the signature and the expiry
 * before it touches the store; the id names the stored pending sign-in, which makes the state single-use.
 */
export class StateSigner {
  readonly #key: Buffer;

  constructor(key: Secret) {
    const k = key.reveal();
    if (k.length < MIN_KEY_CHARS) {
      throw new PortalOpsError('config.invalid', {
        problems: [
          `The sign-in state key must be at least ${MIN_KEY_CHARS} characters of random text; it is ${k.length}. One way to make one: openssl rand -base64 32`,
        ],
      });
    }
    this.#key = Buffer.from(k, 'utf8');
  }

  sign(id: string, person: Person, expiresAt: number): string {
    if (!ID.test(id)) throw new Error('A sign-in state id is 22 base64url characters (newStateId).');
    if (!Number.isSafeInteger(expiresAt) || expiresAt < 0) throw new Error('expiresAt must be epoch milliseconds.');
    const fields = [id, String(expiresAt), b64(person.team), b64(person.user)] as const;
    if (!PART.test(fields[2]) || !PART.test(fields[3]))
      throw new Error('A person is a non-empty, short team and user.');
    return [...fields, this.#mac(fields)].join('.');
  }

  /** The state's claims when its signature holds and it has not expired at `now`; else a taxonomy error. */
  verify(state: string | null, now: number): SignedState {
    if (state === null || state.length === 0 || state.length > MAX_STATE_CHARS) throw invalid('malformed');
    const parts = state.split('.');
    if (parts.length !== 5) throw invalid('malformed');
    const [id, expires, team, user, mac] = parts as [string, string, string, string, string];
    if (!ID.test(id) || !EXPIRES.test(expires) || !PART.test(team) || !PART.test(user) || !MAC.test(mac)) {
      throw invalid('malformed');
    }
    // The texts, not the decoded bytes: base64url's spare bits would let a second spelling of the mac through.
    const expected = Buffer.from(this.#mac([id, expires, team, user]), 'ascii');
    const given = Buffer.from(mac, 'ascii');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid('signature');
    const expiresAt = Number(expires);
    if (now >= expiresAt) throw new PortalOpsError('identity.sign-in-expired', { reason: 'expired' });
    return { id, person: { team: unb64(team), user: unb64(user) }, expiresAt };
  }

  #mac(fields: readonly [string, string, string, string]): string {
    return createHmac('sha256', this.#key)
      .update(`portal-ops/state/v1\n${fields.join('\n')}`)
      .digest('base64url');
  }

  toString(): string {
    return '[StateSigner]';
  }

  [inspect.custom](): string {
    return '[StateSigner]';
  }
}

/** 128 random bits, base64url: the id of one pending sign-in. */
export function newStateId(): string {
  return randomBytes(16).toString('base64url');
}

function invalid(reason: string): PortalOpsError {
  return new PortalOpsError('identity.sign-in-invalid', { reason });
}

function b64(s: string): string {
  return Buffer.from(s, 'utf8').toString('base64url');
}

function unb64(s: string): string {
  return Buffer.from(s, 'base64url').toString('utf8');
}
