import { createHash } from 'node:crypto';
import { PortalOpsError } from '../../errors.js';
import type { Secret } from '../../secret.js';
import type { TokenSource } from './source.js';

/** A token pasted into configuration: the simplest start, and it cannot renew itself. */
export class StaticTokenSource implements TokenSource {
  readonly label = 'a configured token';
  readonly id: string;

  constructor(readonly token: Secret) {
    // A digest, not the token: ids reach logs and cache keys.
    this.id = `token:${createHash('sha256').update(token.reveal()).digest('base64url').slice(0, 16)}`;
  }

  async current(): Promise<Secret> {
    return this.token;
  }

  async renew(_rejected: Secret): Promise<Secret> {
    throw new PortalOpsError('portal.sign-in-required', { reason: 'static-token-refused' });
  }
}
