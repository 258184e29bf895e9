import type { Secret } from '../../secret.js';

/**
 * Where a call's token comes from. The client takes one per call, so the same client serves a service account
 * and every linked person alike.
 */
export interface TokenSource {
  /** A token that is valid now; sources that can renew do so a little before expiry. */
  current(): Promise<Secret>;
  /**
   * The service refused `rejected` (498/499). Returns a fresh token, or throws `portal.sign-in-required` when
   * this source cannot renew. Concurrent calls share one renewal.
   */
  renew(rejected: Secret): Promise<Secret>;
  /** Words for logs and `whoami`; never the token. */
  readonly label: string;
  /**
   * Stable identity of the account behind the tokens (`password:svc_bot`, `oauth:T1:U1`): caches are keyed by it,
   * so two source objects for one account share what was learnt about it. Never contains a secret.
   */
  readonly id: string;
}
