// The follower's rig: the real emulator (its scheduler on its own clock), the real portal client, a real store
// (a SQLite file, or the PostgreSQL URL given). Followers are driven look by look on the emulator's clock.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { afterEach } from 'vitest';
import { type Emulator, startEmulator } from '../../../src/dev/emulator.js';
import { createLogger } from '../../../src/log.js';
import { followSchedule } from '../../../src/operations/follow/chain.js';
import { Follower, type FollowerOptions } from '../../../src/operations/follow/follower.js';
import type { FollowActing, FollowNotifier } from '../../../src/operations/follow/ports.js';
import { PortalClient } from '../../../src/portal/client.js';
import { StaticTokenSource } from '../../../src/portal/tokens/static.js';
import { Secret } from '../../../src/secret.js';
import { openStore } from '../../../src/store/open.js';
import type { FollowedPeriod, FollowedSchedule, FollowIntentRecord, Store } from '../../../src/store/types.js';

/** Monday 23 November 2026, 12:00 UTC (4:00 AM PST): the next change in Los Angeles is March 14, 2027. */
export const T0 = Date.UTC(2026, 10, 23, 12);
export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
export const ZONE = 'America/Los_Angeles';
export const ITEM = '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2';
export const ALICE = { team: 'T0PORTAL1', user: 'U0ALICE001' };

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

export interface Told {
  readonly schedule: string;
  readonly from: number;
  readonly at: number;
  readonly words: string;
}

export interface FollowRig {
  readonly emulator: Emulator;
  readonly portal: PortalClient;
  readonly acting: FollowActing;
  readonly told: Told[];
  readonly notifier: FollowNotifier;
  openStore(): Promise<Store>;
  follower(store: Store, holder: string, o?: Partial<FollowerOptions>): Follower;
  follow(store: Store, intent?: Partial<FollowIntentRecord>): Promise<FollowedSchedule>;
}

export async function followRig(o: { databaseUrl?: string } = {}): Promise<FollowRig> {
  const emulator = await startEmulator({ now: () => T0 });
  cleanup.push(() => emulator.close());
  const dir = mkdtempSync(join(tmpdir(), 'portal-ops-follow-'));
  cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
  const portal = new PortalClient({ portalUrl: emulator.url, now: () => emulator.now(), retryBackoffMs: [] });
  cleanup.push(() => portal.close());
  const user = emulator.users[0];
  if (!user) throw new Error('the emulator has no admin');
  // A token that outlasts the simulated years (the ready tokens last 14 days).
  const token = emulator.issueToken(user.username, 3 * 366 * DAY);
  const acting: FollowActing = { tokens: new StaticTokenSource(new Secret(token)), portalUser: user.username };
  const told: Told[] = [];
  const notifier: FollowNotifier = {
    async periodFailing(s, p, words) {
      told.push({ schedule: s.id, from: p.from, at: emulator.now(), words });
    },
  };
  const log = createLogger({ level: 'silent' });
  return {
    emulator,
    portal,
    acting,
    told,
    notifier,
    async openStore() {
      const store = await openStore(
        o.databaseUrl ? { databaseUrl: o.databaseUrl } : { sqlitePath: join(dir, 'follow.sqlite') },
      );
      cleanup.push(() => store.close());
      return store;
    },
    follower(store, holder, over = {}) {
      return new Follower({
        store,
        portal,
        accounts: { actingFor: async () => acting },
        notifier,
        holder,
        intervalMs: 10 * MIN,
        log,
        now: () => emulator.now(),
        ...over,
      });
    },
    follow(store, intent = {}) {
      return followSchedule(
        store,
        {
          owner: ALICE,
          account: 'service',
          portalUser: user.username,
          leadMs: 7 * DAY,
          intent: {
            phrase: 'every weekday 7pm',
            zone: ZONE,
            anchor: emulator.now(),
            startDate: null,
            endDate: null,
            maxOccurrences: null,
            task: { type: 'ExecuteNotebook', itemId: ITEM, title: 'Sales notebook' },
            ...intent,
          },
        },
        emulator.now(),
      );
    },
  };
}

/** Every run of the chain's created tasks, oldest first. */
export function chainRuns(emulator: Emulator, periods: readonly FollowedPeriod[]): number[] {
  const ids = periods.flatMap((p) => p.created.map((c) => c.id)).filter((id): id is string => id !== null);
  return ids.flatMap((id) => emulator.runs(id).map((r) => r.created)).sort((a, b) => a - b);
}

/** The instants a weekday at 7:00 PM in Los Angeles falls on, after `from` and before `to`. */
export function weekdaysAt7pm(from: number, to: number): number[] {
  const out: number[] = [];
  let d = DateTime.fromMillis(from, { zone: ZONE }).startOf('day');
  while (d.toMillis() < to) {
    const at = d.set({ hour: 19 }).toMillis();
    if (d.weekday <= 5 && at > from && at < to) out.push(at);
    d = d.plus({ days: 1 });
  }
  return out;
}

/** A run "off": not a weekday, or not 7:00 PM, on the Los Angeles clock. */
export function offRuns(runs: readonly number[]): number {
  return runs.filter((t) => {
    const d = DateTime.fromMillis(t, { zone: ZONE });
    return d.weekday > 5 || d.hour !== 19 || d.minute !== 0;
  }).length;
}
