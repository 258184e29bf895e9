import type { Logger } from '../../log.js';
import type { Store } from '../../store/types.js';
import { instanceName, type JobIdentity } from '../jobs.js';
import { Follower } from './follower.js';
import type { FollowAccounts, FollowNotifier, FollowPortal } from './ports.js';

export interface FollowerWiring {
  readonly store: Store;
  readonly portal: FollowPortal;
  /** With a service account, the account; per person, how the schedule's owner's tokens are had. */
  readonly identity: JobIdentity;
  readonly notifier: FollowNotifier;
  /** FOLLOW_INTERVAL_SECONDS, in ms. */
  readonly intervalMs: number;
  readonly log: Logger;
  readonly now?: () => number;
  /** This instance's name in the lease and the claims (default: host, process and a random part). */
  readonly holder?: string;
}

/** The account a schedule's tasks are created with, in the deployment's mode. */
export function followAccounts(identity: FollowerWiring['identity']): FollowAccounts {
  if (identity.mode === 'service-account') {
    return { actingFor: async () => ({ tokens: identity.tokens, portalUser: await identity.portalUser() }) };
  }
  return {
    async actingFor(s) {
      const acting = await identity.tokensFor(s.owner);
      // A link to another portal user than the one the chain was made with would create tasks elsewhere.
      return acting && acting.portalUser === s.portalUser ? acting : undefined;
    },
  };
}

/** Builds the follower for the deployment's mode and starts it (a look every interval). */
export function startFollower(w: FollowerWiring): Follower {
  const follower = new Follower({
    store: w.store,
    portal: w.portal,
    accounts: followAccounts(w.identity),
    notifier: w.notifier,
    holder: w.holder ?? instanceName(),
    intervalMs: w.intervalMs,
    log: w.log,
    ...(w.now ? { now: w.now } : {}),
  });
  follower.start();
  return follower;
}
