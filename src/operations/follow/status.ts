import type { Store } from '../../store/types.js';
import { FOLLOW_LEASE } from './follower.js';

/** How the daylight saving follower stands, as the store tells it (for `portal-ops doctor`, from any machine). */
export interface FollowReport {
  /** Who holds the lease and until when; `live` when it has not run out. */
  readonly lease: { readonly holder: string; readonly until: number; readonly live: boolean } | null;
  /** Schedules followed now (active). */
  readonly schedules: number;
  /** Periods not created yet after failed attempts: when the next attempt is due, and why (a stable code). */
  readonly backingOff: readonly {
    readonly schedule: string;
    readonly from: number;
    readonly attempts: number;
    readonly nextAttemptAt: number | null;
    readonly error: string | null;
  }[];
  /** Periods given up (their stretch began before their tasks could be created): a person has to act. */
  readonly failed: readonly { readonly schedule: string; readonly from: number; readonly error: string | null }[];
}

export async function followReport(store: Pick<Store, 'follow' | 'watch'>, now: number): Promise<FollowReport> {
  const lease = await store.watch.lease(FOLLOW_LEASE);
  const schedules = await store.follow.schedules('active');
  const backingOff: FollowReport['backingOff'][number][] = [];
  const failed: FollowReport['failed'][number][] = [];
  for (const s of schedules) {
    for (const p of await store.follow.periods(s.id)) {
      // a stretch the schedule was paused through was skipped, not missed: nobody has to act
      if (p.state === 'failed' && p.lastError === 'follow.paused-through') continue;
      if (p.state === 'failed') failed.push({ schedule: s.id, from: p.from, error: p.lastError });
      else if (p.state !== 'created' && p.lastError !== null) {
        backingOff.push({
          schedule: s.id,
          from: p.from,
          attempts: p.attempts,
          nextAttemptAt: p.nextAttemptAt,
          error: p.lastError,
        });
      }
    }
  }
  return {
    lease: lease ? { holder: lease.holder, until: lease.until, live: lease.until >= now } : null,
    schedules: schedules.length,
    backingOff,
    failed,
  };
}
