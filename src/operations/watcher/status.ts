import type { WatchStore } from '../../store/types.js';
import { WATCH_LEASE } from './watcher.js';

/** How the run watcher stands, as the store tells it (for `portal-ops doctor`, from any machine on the store). */
export interface WatchReport {
  /** Who holds the lease and until when; `live` when it has not run out. */
  readonly lease: { readonly holder: string; readonly until: number; readonly live: boolean } | null;
  readonly accounts: number;
  /** The latest successful look at any account. */
  readonly lastOkAt: number | null;
  /** Accounts left alone after failures, until when, and why (a stable code). */
  readonly backingOff: readonly { readonly account: string; readonly until: number; readonly error: string | null }[];
  /** Announcements claimed and never posted (an instance stopped between the two; at most once, never repeated). */
  readonly lost: number;
}

export async function watchReport(watch: WatchStore, now: number): Promise<WatchReport> {
  const lease = await watch.lease(WATCH_LEASE);
  const accounts = await watch.accounts();
  const lost = await watch.unposted(now - 10 * 60_000, 1_000);
  const oks = accounts.map((a) => a.lastOkAt).filter((t): t is number => t !== null);
  return {
    lease: lease ? { holder: lease.holder, until: lease.until, live: lease.until >= now } : null,
    accounts: accounts.length,
    lastOkAt: oks.length > 0 ? Math.max(...oks) : null,
    backingOff: accounts
      .filter((a) => a.backoffUntil !== null && a.backoffUntil > now)
      .map((a) => ({ account: a.account, until: a.backoffUntil as number, error: a.lastError })),
    lost: lost.length,
  };
}
