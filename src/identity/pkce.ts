import { createHash, randomBytes } from 'node:crypto';
import { Secret } from '../secret.js';

/** A PKCE pair (RFC 7636, S256): the verifier stays with us, the challenge goes to the portal's sign-in page. */
export interface Pkce {
  /** base64url of 32 random bytes: 43 characters, within the RFC's 43–128. */
  readonly verifier: Secret;
  readonly challenge: string;
}

export function pkcePair(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier: new Secret(verifier), challenge: challengeFor(verifier) };
}

export function challengeFor(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
