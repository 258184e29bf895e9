/**
 * The run watcher's part of the store, the same tests for every engine: the lease (one holder; taken over only
 * once it ran out), announcements claimed once whatever the number of claimants, and the memory of accounts and
 * tasks read back as written.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Store, WatchedTask } from '../../src/store/types.js';
import type { StoreTarget } from './contract.js';

const T0 = Date.UTC(2026, 10, 23, 12);
const LEASE = 'run-watcher';

function task(id: string, overrides: Partial<WatchedTask> = {}): WatchedTask {
  return {
    account: 'service',
    taskId: id,
    lastStart: T0 - 60_000,
    runsUntil: T0 - 60_000,
    open: false,
    streak: 0,
    stopped: false,
    threads: {},
    updatedAt: T0,
    ...overrides,
  };
}

export function watchStoreContract(target: StoreTarget): void {
  const opened: Store[] = [];
  afterEach(async () => {
    for (const s of opened.splice(0)) await s.close();
  });
  async function two(): Promise<[Store, Store]> {
    const open = await target.fresh();
    const a = await open();
    const b = await open();
    opened.push(a, b);
    return [a, b];
  }

  describe(`the watch store on ${target.engine}`, () => {
    it('gives the lease to one of two instances asking at once, and to the other only once it ran out', async () => {
      const [a, b] = await two();
      const asked = await Promise.all([
        a.watch.takeLease(LEASE, 'a', T0 + 150_000, T0),
        b.watch.takeLease(LEASE, 'b', T0 + 150_000, T0),
      ]);
      expect(asked.filter(Boolean)).toHaveLength(1);
      const [holder, other] = asked[0] ? (['a', b] as const) : (['b', a] as const);
      expect(await a.watch.lease(LEASE)).toEqual({ name: LEASE, holder, until: T0 + 150_000, since: T0 });
      // renewed by its holder, refused to the other while it lasts
      expect(await (holder === 'a' ? a : b).watch.takeLease(LEASE, holder, T0 + 210_000, T0 + 60_000)).toBe(true);
      expect(await other.watch.takeLease(LEASE, 'x', T0 + 300_000, T0 + 200_000)).toBe(false);
      expect((await a.watch.lease(LEASE))?.since).toBe(T0);
      // ran out: taken over
      expect(await other.watch.takeLease(LEASE, 'x', T0 + 400_000, T0 + 210_001)).toBe(true);
      expect(await b.watch.lease(LEASE)).toEqual({
        name: LEASE,
        holder: 'x',
        until: T0 + 400_000,
        since: T0 + 210_001,
      });
    });

    it('lets a holder release its lease, and nobody else release it', async () => {
      const [a, b] = await two();
      expect(await a.watch.takeLease(LEASE, 'a', T0 + 150_000, T0)).toBe(true);
      await b.watch.releaseLease(LEASE, 'b');
      expect(await b.watch.takeLease(LEASE, 'b', T0 + 150_000, T0 + 1)).toBe(false);
      await a.watch.releaseLease(LEASE, 'a');
      expect(await b.watch.takeLease(LEASE, 'b', T0 + 150_000, T0 + 1)).toBe(true);
    });

    it('grants an announcement’s claim once, however many instances ask at once', async () => {
      const [a, b] = await two();
      const claim = (s: Store, holder: string) =>
        s.watch.claimAnnouncement('run-1', { taskId: 't1', kind: 'failed', holder, at: T0 });
      const answers = await Promise.all([claim(a, 'a'), claim(b, 'b'), claim(a, 'a2'), claim(b, 'b2')]);
      expect(answers.filter(Boolean)).toHaveLength(1);
      expect(await claim(a, 'later')).toBe(false);
      expect(await a.watch.claimAnnouncement('run-2', { taskId: 't1', kind: 'failed', holder: 'a', at: T0 })).toBe(
        true,
      );
    });

    it('lists claims never marked posted: what a crash between the claim and the post lost', async () => {
      const [a] = await two();
      await a.watch.claimAnnouncement('run-1', { taskId: 't1', kind: 'failed', holder: 'a', at: T0 });
      await a.watch.claimAnnouncement('run-2', { taskId: 't2', kind: 'failed', holder: 'a', at: T0 + 1 });
      await a.watch.announced('run-1', T0 + 5);
      expect(await a.watch.unposted(T0 + 10)).toEqual([{ key: 'run-2', taskId: 't2', kind: 'failed', at: T0 + 1 }]);
      expect(await a.watch.unposted(T0)).toEqual([]);
    });

    it('gives back a claim Slack did not take, only to its holder and only while unposted', async () => {
      const [a, b] = await two();
      const claim = (s: Store, key: string, holder: string) =>
        s.watch.claimAnnouncement(key, { taskId: 't1', kind: 'failed', holder, at: T0 });
      expect(await claim(a, 'run-1', 'a')).toBe(true);
      // not the holder: kept
      expect(await b.watch.releaseClaim('run-1', 'b')).toBe(false);
      expect(await claim(b, 'run-1', 'b')).toBe(false);
      // the holder: deleted, and the key can be claimed again
      expect(await a.watch.releaseClaim('run-1', 'a')).toBe(true);
      expect(await a.watch.unposted(T0 + 10)).toEqual([]);
      expect(await claim(b, 'run-1', 'b')).toBe(true);
      // a posted claim is never given back
      await b.watch.announced('run-1', T0 + 5);
      expect(await b.watch.releaseClaim('run-1', 'b')).toBe(false);
      expect(await claim(a, 'run-1', 'a')).toBe(false);
    });

    it('keeps each account’s looks and backoff, and each task’s memory, as written', async () => {
      const [a, b] = await two();
      expect(await a.watch.account('service')).toBeUndefined();
      const state = {
        account: 'service',
        baselineAt: T0,
        lastLookAt: T0,
        lastOkAt: T0,
        failures: 0,
        backoffUntil: null,
        lastError: null,
      };
      await a.watch.putAccount(state);
      await a.watch.putAccount({
        ...state,
        lastLookAt: T0 + 60_000,
        failures: 2,
        backoffUntil: T0 + 180_000,
        lastError: 'portal.http-status',
      });
      expect(await b.watch.accounts()).toEqual([
        { ...state, lastLookAt: T0 + 60_000, failures: 2, backoffUntil: T0 + 180_000, lastError: 'portal.http-status' },
      ]);

      const threaded = task('t2', {
        streak: 2,
        stopped: true,
        open: true,
        lastStart: null,
        threads: { team: { channel: 'C1', ts: '1.000100' }, owner: { channel: 'D1', ts: '2.000200' } },
      });
      await a.watch.putTasks([task('t1'), threaded]);
      await a.watch.putTasks([task('t1', { lastStart: T0, runsUntil: T0, streak: 1, updatedAt: T0 + 1 })]);
      const read = (await b.watch.tasks('service')).sort((x, y) => x.taskId.localeCompare(y.taskId));
      expect(read).toEqual([task('t1', { lastStart: T0, runsUntil: T0, streak: 1, updatedAt: T0 + 1 }), threaded]);
      expect(await b.watch.tasks('T:U')).toEqual([]);
      await a.watch.dropTasks('service', ['t2']);
      expect((await b.watch.tasks('service')).map((t) => t.taskId)).toEqual(['t1']);
    });

    it('writes many tasks at once (a large account) and reads them all back', async () => {
      const [a] = await two();
      const many = Array.from({ length: 450 }, (_, i) => task(`t${String(i).padStart(3, '0')}`));
      await a.watch.putTasks(many);
      expect(await a.watch.tasks('service')).toHaveLength(450);
      await a.watch.dropTasks(
        'service',
        many.slice(0, 300).map((t) => t.taskId),
      );
      expect(await a.watch.tasks('service')).toHaveLength(150);
    });

    it('lists the people with a linked account', async () => {
      const [a] = await two();
      expect(await a.watch.linkedPeople()).toEqual([]);
      const link = {
        portalUser: 'p',
        accessToken: null,
        accessExpiresAt: T0,
        refreshToken: 'x',
        refreshExpiresAt: T0,
        refreshIssuedAt: null,
        createdAt: T0,
        updatedAt: T0,
      };
      await a.links.put({ team: 'T', user: 'U2', ...link });
      await a.links.put({ team: 'T', user: 'U1', ...link });
      expect(await a.watch.linkedPeople()).toEqual([
        { team: 'T', user: 'U1' },
        { team: 'T', user: 'U2' },
      ]);
    });
  });
}
