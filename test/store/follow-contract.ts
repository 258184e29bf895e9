/**
 * The DST follower's part of the store, the same tests for every engine: a period exists once however many
 * instances plan it, one claimant of many gets it, a live claim is never taken and an expired one is, writes are
 * the holder's only, and people are told once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FollowedSchedule, FollowPeriodTask, Store } from '../../src/store/types.js';
import type { StoreTarget } from './contract.js';

const T0 = Date.UTC(2026, 10, 23, 12);
const MIN = 60_000;

const schedule: FollowedSchedule = {
  id: 'f1',
  requestId: null,
  owner: { team: 'T1', user: 'U1' },
  account: 'service',
  portalUser: 'admin',
  intent: {
    phrase: 'every weekday 7pm',
    zone: 'America/Los_Angeles',
    anchor: T0,
    startDate: null,
    endDate: null,
    maxOccurrences: 100,
    task: { type: 'ExecuteNotebook', itemId: 'a'.repeat(32), title: 'Sales' },
  },
  state: 'active',
  leadMs: 7 * 86_400_000,
  createdAt: T0,
  updatedAt: T0,
};

const task: FollowPeriodTask = {
  minute: '0',
  hour: '3',
  dayOfMonth: '?',
  month: '*',
  dayOfWeek: '3-7',
  startDate: null,
  endDate: T0 + 1000 * MIN - 1,
  maxOccurrences: 100,
};

const period = { scheduleId: 'f1', from: T0, until: T0 + 1000 * MIN, tasks: [task], runs: 70 };

export function followStoreContract(target: StoreTarget): void {
  describe(`the follow store (${target.engine})`, () => {
    const opened: Store[] = [];
    afterEach(async () => {
      for (const s of opened.splice(0)) await s.close();
    });
    async function two(): Promise<[Store, Store]> {
      const open = await target.fresh();
      const a = await open();
      const b = await open();
      opened.push(a, b);
      await a.follow.insertSchedule(schedule);
      return [a, b];
    }

    it('reads a schedule back as written, and lists by state', async () => {
      const [a, b] = await two();
      expect(await b.follow.schedule('f1')).toEqual(schedule);
      await a.follow.setState('f1', 'paused', T0 + 1);
      expect(await b.follow.schedules('active')).toEqual([]);
      expect((await b.follow.schedules('paused')).map((s) => [s.id, s.updatedAt])).toEqual([['f1', T0 + 1]]);
    });

    it('plans a period once, whatever the number of instances planning it at once', async () => {
      const [a, b] = await two();
      const won = await Promise.all([a, b, a, b].map((s) => s.follow.plan(period, T0)));
      expect(won.filter(Boolean)).toHaveLength(1);
      const [p] = await b.follow.periods('f1');
      expect(p).toMatchObject({
        from: T0,
        until: T0 + 1000 * MIN,
        tasks: [task],
        runs: 70,
        state: 'planned',
        created: [{ sentAt: null, id: null }],
        attempts: 0,
        claimedBy: null,
      });
    });

    it('gives a period to one claimant of many, keeps a live claim, and hands on an expired one', async () => {
      const [a, b] = await two();
      await a.follow.plan(period, T0);
      const claims = await Promise.all(
        ['x', 'y', 'z', 'w'].map((h, i) => (i % 2 ? a : b).follow.claim('f1', T0, h, T0 + 5 * MIN, T0)),
      );
      const winners = claims.filter((c) => c !== undefined);
      expect(winners).toHaveLength(1);
      const holder = winners[0]?.claimedBy as string;
      expect(winners[0]).toMatchObject({ state: 'creating', attempts: 1 });
      expect(await a.follow.claim('f1', T0, 'late', T0 + 9 * MIN, T0 + 4 * MIN)).toBeUndefined();
      // only the holder writes
      const sent = [{ sentAt: T0 + MIN, id: null }];
      expect(await a.follow.progress('f1', T0, 'late', sent, T0 + 9 * MIN, T0 + MIN)).toBe(false);
      expect(await a.follow.progress('f1', T0, holder, sent, T0 + 6 * MIN, T0 + MIN)).toBe(true);
      // the holder dies: once its lease runs out another takes over, and sees what was sent
      const next = await b.follow.claim('f1', T0, 'next', T0 + 12 * MIN, T0 + 7 * MIN);
      expect(next).toMatchObject({ claimedBy: 'next', attempts: 2, created: sent });
      expect(await a.follow.finish('f1', T0, holder, [{ sentAt: T0 + MIN, id: 'old' }], T0 + 8 * MIN)).toBe(false);
      expect(await b.follow.finish('f1', T0, 'next', [{ sentAt: T0 + MIN, id: 't1' }], T0 + 8 * MIN)).toBe(true);
      expect(await a.follow.period('f1', T0)).toMatchObject({
        state: 'created',
        created: [{ id: 't1' }],
        claimedBy: null,
      });
      expect(await a.follow.claim('f1', T0, 'again', T0 + 20 * MIN, T0 + 15 * MIN)).toBeUndefined();
    });

    it('releases with a backoff that holds claims off until it is due, and tells people once', async () => {
      const [a, b] = await two();
      await a.follow.plan(period, T0);
      await a.follow.claim('f1', T0, 'x', T0 + 5 * MIN, T0);
      expect(
        await a.follow.release('f1', T0, 'x', { error: 'portal.http-status', nextAttemptAt: T0 + 10 * MIN }, T0),
      ).toBe(true);
      expect(await b.follow.claim('f1', T0, 'y', T0 + 9 * MIN, T0 + 9 * MIN)).toBeUndefined();
      expect(await b.follow.claim('f1', T0, 'y', T0 + 15 * MIN, T0 + 10 * MIN)).toMatchObject({
        attempts: 2,
        lastError: 'portal.http-status',
      });
      const told = await Promise.all([a, b, a].map((s) => s.follow.markTold('f1', T0, T0 + 11 * MIN)));
      expect(told.filter(Boolean)).toHaveLength(1);
      // a live claim cannot be marked missed; once it runs out it can
      expect(await a.follow.fail('f1', T0, 'follow.period-passed', T0 + 12 * MIN)).toBe(false);
      expect(await a.follow.fail('f1', T0, 'follow.period-passed', T0 + 16 * MIN)).toBe(true);
      expect(await b.follow.period('f1', T0)).toMatchObject({ state: 'failed', lastError: 'follow.period-passed' });
    });

    it('keeps the audit trail in order', async () => {
      const [a, b] = await two();
      await a.follow.record({
        scheduleId: 'f1',
        periodFrom: T0,
        at: T0,
        actor: 'system',
        type: 'follow-planned',
        outcome: 'done',
        detail: { runs: 70 },
      });
      await b.follow.record({
        scheduleId: 'f1',
        periodFrom: null,
        at: T0 + 1,
        actor: 'T1:U1',
        type: 'follow-pause',
        outcome: 'done',
        detail: {},
      });
      expect((await a.follow.events('f1')).map((e) => [e.type, e.periodFrom, e.detail])).toEqual([
        ['follow-planned', T0, { runs: 70 }],
        ['follow-pause', null, {}],
      ]);
    });
  });
}
