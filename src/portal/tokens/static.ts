import { PortalOpsError } from '../../errors.js';
import type { Secret } from '../../secret.js';
import type { TokenSource } from './source.js';

/** A token pasted into configuration: the simplest start, and it cannot renew itself. */
export class StaticTokenSource implements TokenSource {
  readonly label = 'a configured token';

  constructor(readonly token: Secret) {}

  async current(): Promise<Secret> {
    return this.token;
  }

  async renew(_rejected: Secret): Promise<Secret> {
    throw new PortalOpsError('portal.sign-in-required', { reason: 'static-token-refused' });
  }
}
