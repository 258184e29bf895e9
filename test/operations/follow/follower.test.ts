// The DST follower against the real emulator (its scheduler on a simulated clock), the real portal client and a
// real store: a year of "every weekday 7pm" in Los Angeles, two followers at once, a follower that dies mid-step,
// failures before a change, a maximum carried along the chain, and the whole chain paused, resumed and deleted.
import { describe, expect, it } from 'vitest';
import { deleteChain, pauseChain, resumeChain } from '../../../src/operations/follow/chain.js';
import type { Follower } from '../../../src/operations/follow/follower.js';
import type { FollowPortal } from '../../../src/operations/follow/ports.js';
import { followReport } from '../../../src/operations/follow/status.js';
import type { FollowedPeriod, Store } from '../../../src/store/types.js';
import { ALICE, chainRuns, DAY, type FollowRig, followRig, HOUR, offRuns, T0, weekdaysAt7pm } from './rig.js';

const YEAR_END = Date.UTC(2027, 10, 23, 12);
const STEP = 12 * HOUR;

/** Ticks the followers together at every step to `until`, the emulator running what falls due on the way. */
async function drive(rig: FollowRig, followers: readonly Follower[], until: number, step = STEP): Promise<void> {
  for (let t = rig.emulator.now(); t <= until; t += step) {
    rig.emulator.advanceTo(t);
    await Promise.all(followers.map((f) => f.tick()));
  }
}

/** Periods tile time: each `until` is the next `from`, each task runs from its period's start to its end. */
function expectTiled(periods: readonly FollowedPeriod[]): void {
  for (const [i, p] of periods.entries()) {
    const next = periods[i + 1];
    if (next) expect(p.until).toBe(next.from);
    for (const t of p.tasks) {
      expect(t.endDate).toBe(p.until === null ? null : p.until - 1);
      if (i > 0) expect(t.startDate).toBe(p.from);
    }
  }
}

function countsOf(rig: FollowRig, periods: readonly FollowedPeriod[]) {
  return {
    periods: periods.length,
    tasks: periods.reduce((n, p) => n + p.tasks.length, 0),
    posts: rig.emulator.count('createTask', 'POST'),
    portalTasks: rig.emulator.tasks().length,
  };
}

describe('the follower over a year (America/Los_Angeles, every weekday 7pm)', () => {
  it('creates each period once, within the lead before its change, and every run is at 7:00 PM local', async () => {
    const rig = await followRig();
    const store = await rig.openStore();
    const s = await rig.follow(store);
    const follower = rig.follower(store, 'one');
    await drive(rig, [follower], YEAR_END);
    const periods = await store.follow.periods(s.id);
    expect(periods.every((p) => p.state === 'created')).toBe(true);
    expectTiled(periods);
    // created before its change, and no earlier than the lead (the first is the current one)
    const created = (await store.follow.events(s.id)).filter((e) => e.type === 'follow-created');
    expect(created.map((e) => e.periodFrom)).toEqual(periods.map((p) => p.from));
    for (const [i, e] of created.entries()) {
      const from = periods[i]?.from as number;
      if (i === 0) expect(e.at).toBe(T0);
      else {
        expect(e.at).toBeLessThan(from);
        expect(from - e.at).toBeLessThanOrEqual(7 * DAY);
      }
    }
    const runs = chainRuns(rig.emulator, periods);
    const expected = weekdaysAt7pm(T0, rig.emulator.now());
    expect(offRuns(runs)).toBe(0);
    expect(runs).toEqual(expected);
    const c = countsOf(rig, periods);
    expect(c.posts).toBe(c.tasks);
    expect(c.portalTasks).toBe(c.tasks);
    console.info(
      `[follow a] ${c.periods} periods, ${c.posts} createTask POSTs for ${c.tasks} tasks, ${runs.length} runs (${expected.length} asked), ${offRuns(runs)} off; created ${created.map((e, i) => `${((periods[i]?.from as number) - e.at) / DAY}d`).join(', ')} ahead`,
    );
  }, 60_000);
});

async function twoFollowers(databaseUrl: string | undefined, label: string) {
  const rig = await followRig(databaseUrl ? { databaseUrl } : {});
  const a = await rig.openStore();
  const b = await rig.openStore();
  const s = await rig.follow(a);
  // Each with a lease of its own: both look every time, so only the period's claim stands between them.
  const fa = rig.follower(a, 'a', { leaseName: 'dst-follower-a' });
  const fb = rig.follower(b, 'b', { leaseName: 'dst-follower-b' });
  // And two sharing the deployment's lease, as two instances of one deployment would.
  const fc = rig.follower(a, 'c');
  const fd = rig.follower(b, 'd');
  await drive(rig, [fa, fb, fc, fd], Date.UTC(2027, 11, 1), DAY);
  const periods = await a.follow.periods(s.id);
  const c = countsOf(rig, periods);
  expect(periods.every((p) => p.state === 'created')).toBe(true);
  expect(c.periods).toBe(3);
  expect(c.posts).toBe(c.tasks);
  expect(c.portalTasks).toBe(c.tasks);
  expect(offRuns(chainRuns(rig.emulator, periods))).toBe(0);
  const claims = (await a.follow.events(s.id)).filter((e) => e.type === 'follow-claimed').length;
  console.info(
    `[follow b ${label}] ${c.periods} periods, ${c.tasks} tasks, ${c.posts} createTask POSTs, ${claims} claims won`,
  );
}

describe('two followers on one store', () => {
  it('create each period exactly once (SQLite)', async () => {
    await twoFollowers(undefined, 'sqlite');
  }, 60_000);

  const url = process.env.TEST_DATABASE_URL ?? '';
  it.runIf(url !== '')(
    'create each period exactly once (PostgreSQL)',
    async () => {
      const pg = await import('pg');
      const schema = `follow_${process.pid}_${Date.now().toString(36)}`;
      const admin = new pg.default.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      try {
        const u = new URL(url);
        u.searchParams.set('options', `-c search_path=${schema}`);
        await twoFollowers(u.toString(), 'postgres');
      } finally {
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
    },
    120_000,
  );
});

/** A portal whose caller "dies" at a chosen step: every store write after it throws, as after a kill. */
function dying(rig: FollowRig, store: Store, when: 'before-send' | 'after-send' | 'never') {
  let dead = false;
  const portal: FollowPortal = {
    createTask: async (t, u, input) => {
      if (when === 'before-send' && rig.emulator.tasks().length === 1) {
        dead = true;
        throw new Error('killed');
      }
      const r = await rig.portal.createTask(t, u, input);
      if (when === 'after-send' && rig.emulator.tasks().length === 2) dead = true;
      return r;
    },
    findTasks: (...a) => rig.portal.findTasks(...a),
    disableTask: (...a) => rig.portal.disableTask(...a),
    enableTask: (...a) => rig.portal.enableTask(...a),
    deleteTask: (...a) => rig.portal.deleteTask(...a),
  };
  const follow = new Proxy(store.follow, {
    get(target, key, receiver) {
      const v = Reflect.get(target, key, receiver) as unknown;
      if (typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        if (dead) return Promise.reject(new Error('killed'));
        return (v as (...x: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store: { ...store, follow, watch: store.watch, taskEvents: store.taskEvents } as Store, portal };
}

describe('a follower that dies mid-step', () => {
  for (const when of ['before-send', 'after-send'] as const) {
    it(`is replaced by the next holder, which reads back instead of resending (${when})`, async () => {
      const rig = await followRig();
      const store = await rig.openStore();
      const s = await rig.follow(store);
      const d = dying(rig, store, when);
      const first = rig.follower(d.store, 'first', { portal: d.portal });
      // the first period is created; the second's step dies (before its POST, or after it before the id is kept)
      await drive(rig, [first], Date.UTC(2027, 2, 8, 12));
      const stuck = (await store.follow.periods(s.id))[1];
      expect(stuck).toMatchObject({ state: 'creating', claimedBy: 'first', created: [{ id: null }] });
      expect(stuck?.created[0]?.sentAt).not.toBeNull();
      const postsBefore = rig.emulator.count('createTask', 'POST');
      // the next instance takes the lease once it ran out, and the period once its claim did
      const next = rig.follower(store, 'next');
      await drive(rig, [next], YEAR_END);
      const periods = await store.follow.periods(s.id);
      expect(periods.every((p) => p.state === 'created')).toBe(true);
      expectTiled(periods);
      const c = countsOf(rig, periods);
      expect(c.portalTasks).toBe(c.tasks);
      const runs = chainRuns(rig.emulator, periods);
      expect(runs).toEqual(weekdaysAt7pm(T0, rig.emulator.now()));
      const settled = (await store.follow.events(s.id)).filter((e) => e.type === 'follow-settled');
      expect(settled).toHaveLength(1);
      expect(settled[0]?.detail.found).toBe(when === 'after-send' ? periods[1]?.created[0]?.id : null);
      expect(c.posts).toBe(when === 'after-send' ? c.tasks : c.tasks + 0);
      console.info(
        `[follow c ${when}] ${c.periods} periods, ${c.tasks} tasks on the portal, ${c.posts} createTask POSTs (${postsBefore} before the takeover), settled: ${settled[0]?.detail.found ?? 'not created, sent once'}, ${runs.length} runs, ${offRuns(runs)} off`,
      );
    }, 60_000);
  }

  it('settles a create whose connection dropped after the portal read it, without a second POST', async () => {
    const rig = await followRig();
    const store = await rig.openStore();
    const s = await rig.follow(store);
    const f = rig.follower(store, 'one');
    await drive(rig, [f], Date.UTC(2027, 2, 6, 12));
    rig.emulator.fault({ op: 'createTask', kind: 'drop-after-processing', times: 1 });
    await drive(rig, [f], YEAR_END);
    const periods = await store.follow.periods(s.id);
    const c = countsOf(rig, periods);
    expect(periods.every((p) => p.state === 'created')).toBe(true);
    expect(c.posts).toBe(c.tasks);
    expect(c.portalTasks).toBe(c.tasks);
    const events = await store.follow.events(s.id);
    expect(events.filter((e) => e.type === 'follow-failed').map((e) => e.detail.code)).toEqual([
      'portal.outcome-unknown',
    ]);
    expect(events.filter((e) => e.type === 'follow-settled')[0]?.detail.found).toBe(periods[1]?.created[0]?.id);
    expect(chainRuns(rig.emulator, periods)).toEqual(weekdaysAt7pm(T0, rig.emulator.now()));
    console.info(
      `[follow c drop] ${c.posts} createTask POSTs for ${c.tasks} tasks; the lost one found by reading back`,
    );
  }, 60_000);
});

describe('failures before a change', () => {
  it('are retried, and told to the owner and the channel once, before the change', async () => {
    const rig = await followRig();
    const store = await rig.openStore();
    const s = await rig.follow(store);
    const f = rig.follower(store, 'one', { marginMs: 24 * HOUR });
    await drive(rig, [f], Date.UTC(2027, 2, 6, 12), HOUR);
    // every createTask fails from now until 12 hours before the change (March 14, 2027, 10:00 UTC)
    const change = Date.UTC(2027, 2, 14, 10);
    rig.emulator.fault({ op: 'createTask', kind: 'http-500', times: 10_000 });
    await drive(rig, [f], change - 12 * HOUR, HOUR);
    rig.emulator.clearFaults();
    const failing = (await store.follow.periods(s.id))[1];
    expect(failing).toMatchObject({ from: change, state: 'planned', lastError: expect.stringMatching(/^portal\./) });
    expect(rig.told).toHaveLength(1);
    const [told] = rig.told;
    expect(told?.at).toBeLessThan(change);
    expect(change - (told?.at as number)).toBeLessThanOrEqual(24 * HOUR);
    expect(told?.words).toMatch(/every weekday 7pm/);
    expect(told?.words).toMatch(/Sun, Mar 14, 2027, 3:00 AM PDT/);
    await drive(rig, [f], Date.UTC(2027, 5, 1), HOUR);
    const periods = await store.follow.periods(s.id);
    expect(periods[1]?.state).toBe('created');
    expect(rig.told).toHaveLength(1);
    const failures = (await store.follow.events(s.id)).filter((e) => e.type === 'follow-failed').length;
    const runs = chainRuns(rig.emulator, periods);
    expect(runs).toEqual(weekdaysAt7pm(T0, rig.emulator.now()));
    console.info(
      `[follow d] ${failures} failed attempts, told ${rig.told.length} time(s) ${((change - (told?.at as number)) / HOUR).toFixed(0)} h before the change, then created ${((change - ((await store.follow.events(s.id)).find((e) => e.type === 'follow-created' && e.periodFrom === change)?.at as number)) / HOUR).toFixed(0)} h before it; ${runs.length} runs, ${offRuns(runs)} off: "${told?.words}"`,
    );
  }, 60_000);
});

describe('maxOccurrences along the chain', () => {
  it('gives each period what is left, and the chain stops at the maximum', async () => {
    const rig = await followRig();
    const store = await rig.openStore();
    const s = await rig.follow(store, { maxOccurrences: 120 });
    const f = rig.follower(store, 'one');
    await drive(rig, [f], YEAR_END);
    const periods = await store.follow.periods(s.id);
    expect(periods.map((p) => p.tasks[0]?.maxOccurrences)).toEqual([120, 120 - (periods[0]?.runs as number)]);
    const runs = chainRuns(rig.emulator, periods);
    expect(runs).toHaveLength(120);
    expect(runs).toEqual(weekdaysAt7pm(T0, rig.emulator.now()).slice(0, 120));
    expect(offRuns(runs)).toBe(0);
    console.info(
      `[follow e] maxOccurrences 120: periods get ${periods.map((p) => p.tasks[0]?.maxOccurrences).join(' then ')}; ${runs.length} runs, ${offRuns(runs)} off, ${periods.length} periods`,
    );
  }, 60_000);
});

describe('a whole chain paused, resumed and deleted', () => {
  it('paused through a whole stretch and resumed: that stretch is skipped quietly, the next one is made', async () => {
    const rig = await followRig();
    const store = await rig.openStore();
    const s = await rig.follow(store);
    const f = rig.follower(store, 'one');
    const deps = {
      store,
      portal: rig.portal,
      accounts: { actingFor: async () => rig.acting },
      now: () => rig.emulator.now(),
    };
    await drive(rig, [f], Date.UTC(2027, 1, 1, 12));
    // paused before the summer stretch was made, resumed after the fall change: it passed while the schedule was paused
    await pauseChain(deps, s.id, ALICE);
    rig.emulator.advanceTo(Date.UTC(2027, 10, 9, 12));
    await resumeChain(deps, s.id, ALICE);
    await drive(rig, [f], Date.UTC(2027, 10, 12, 12));
    const periods = await store.follow.periods(s.id);
    expect(periods.map((p) => [p.state, p.lastError])).toEqual([
      ['created', null],
      ['failed', 'follow.paused-through'],
      ['created', null],
    ]);
    expect(rig.told).toEqual([]);
    expect((await followReport(store, rig.emulator.now())).failed).toEqual([]);
  }, 60_000);

  it('a stretch that passed while the schedule was active (no follower running) is told, once', async () => {
    const rig = await followRig();
    const store = await rig.openStore();
    const s = await rig.follow(store);
    const f = rig.follower(store, 'one');
    await drive(rig, [f], Date.UTC(2027, 0, 10, 12));
    // no follower from January to after the fall change
    rig.emulator.advanceTo(Date.UTC(2027, 10, 9, 12));
    await drive(rig, [f], Date.UTC(2027, 10, 10, 12));
    const periods = await store.follow.periods(s.id);
    expect(periods.filter((p) => p.lastError === 'follow.period-passed')).toHaveLength(1);
    expect(rig.told).toHaveLength(1);
  }, 60_000);

  it('acts on every created task, idempotently, and the follower respects the state', async () => {
    const rig = await followRig();
    const store = await rig.openStore();
    const s = await rig.follow(store);
    const f = rig.follower(store, 'one');
    await drive(rig, [f], Date.UTC(2027, 2, 10, 12));
    const deps = {
      store,
      portal: rig.portal,
      accounts: { actingFor: async () => rig.acting },
      now: () => rig.emulator.now(),
    };
    const ids = (await store.follow.periods(s.id)).flatMap((p) => p.created.map((c) => c.id as string));
    expect(ids).toHaveLength(2);
    expect(await pauseChain(deps, s.id, ALICE)).toEqual({ state: 'paused', done: ids, failed: [] });
    expect(await pauseChain(deps, s.id, ALICE)).toMatchObject({ state: 'paused', failed: [] });
    expect(ids.map((id) => rig.emulator.task(id)?.active)).toEqual([false, false]);
    const runsPaused = chainRuns(rig.emulator, await store.follow.periods(s.id)).length;
    await drive(rig, [f], Date.UTC(2027, 2, 12, 12));
    expect(chainRuns(rig.emulator, await store.follow.periods(s.id))).toHaveLength(runsPaused);
    expect(await resumeChain(deps, s.id, ALICE)).toEqual({ state: 'active', done: ids, failed: [] });
    expect(ids.map((id) => rig.emulator.task(id)?.active)).toEqual([true, true]);
    await drive(rig, [f], Date.UTC(2027, 10, 1, 12));
    const all = (await store.follow.periods(s.id)).flatMap((p) => p.created.map((c) => c.id as string));
    expect(all).toHaveLength(3);
    const del = await deleteChain(deps, s.id, ALICE);
    expect(del.failed).toEqual([]);
    expect(all.map((id) => rig.emulator.task(id))).toEqual([undefined, undefined, undefined]);
    expect(await deleteChain(deps, s.id, ALICE)).toMatchObject({ state: 'stopped', failed: [] });
    expect((await store.follow.schedule(s.id))?.state).toBe('stopped');
    const posts = rig.emulator.count('createTask', 'POST');
    await drive(rig, [f], Date.UTC(2028, 0, 1));
    expect(rig.emulator.count('createTask', 'POST')).toBe(posts);
    const trail = await store.taskEvents.forTask(ids[0] as string);
    expect(trail.map((e) => `${e.type} ${e.outcome}`)).toEqual([
      'follow-created done',
      'follow-pause done',
      'follow-pause done',
      'follow-resume done',
      'follow-delete done',
      'follow-delete done',
    ]);
    console.info(
      `[follow f] paused ${ids.length} tasks (twice, no error), resumed ${ids.length}, deleted ${all.length} (twice, no error); no POST after the delete`,
    );
  }, 60_000);
});
