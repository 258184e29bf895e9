import type { Logger } from '../../log.js';
import type { Store } from '../../store/types.js';
import { instanceName, type JobIdentity } from '../jobs.js';
import { linkedPeopleWatch, requestOwners, serviceAccountWatch } from './accounts.js';
import type { Announcer, WatchPortal } from './ports.js';
import { RunWatcher } from './watcher.js';

export interface RunWatcherWiring {
  readonly store: Store;
  readonly portal: WatchPortal;
  /** With a service account, the account; per person, how each linked person's tokens are had. */
  readonly identity: JobIdentity;
  readonly announcer: Announcer;
  readonly channel: string | undefined;
  readonly intervalMs: number;
  readonly log: Logger;
  readonly now?: () => number;
  /** This instance's name in the lease (default: host, process and a random part). */
  readonly holder?: string;
}

/** Builds the watcher for the deployment's mode and starts it (a look every interval). */
export function startRunWatcher(w: RunWatcherWiring): RunWatcher {
  const watcher = new RunWatcher({
    portal: w.portal,
    accounts:
      w.identity.mode === 'service-account'
        ? serviceAccountWatch(w.identity)
        : linkedPeopleWatch(w.store.watch, w.identity),
    // Per person each account's owner is its person; with a service account, whoever created the task through us.
    owners: requestOwners(w.store.requests),
    store: w.store.watch,
    announcer: w.announcer,
    channel: w.channel,
    holder: w.holder ?? instanceName(),
    intervalMs: w.intervalMs,
    log: w.log,
    ...(w.now ? { now: w.now } : {}),
  });
  watcher.start();
  return watcher;
}
