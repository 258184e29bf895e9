// The run watcher over HTTP: the real emulator firing tasks on its clock, the real portal client, a real store
// (SQLite; PostgreSQL too for two instances when TEST_DATABASE_URL is set), and the fake Slack Web API counting
// chat.postMessage. Each look is a `tick` at an instant of the emulator's clock.

import { describe, expect, it } from 'vitest';
import type { RunWatcher } from '../../../src/operations/watcher/watcher.js';
import type { PostedMessage } from '../../support/fake-slack.js';
import { POSTGRES_WANTED, postgresDatabase } from '../../support/postgres-database.js';
import { ALICE, HOUR, HOURLY, MIN, type WatchRig, watchRig } from './rig.js';

/** A daily task at 03:00 UTC: listed every look, never running during these tests. */
const DAILY = { ...HOURLY, title: 'Weekly report', hour: '3' };

/** Moves the emulator on by `ms` (every fire and settle on the way), then has each watcher look, all at once. */
async function at(rig: WatchRig, ms: number, ...watchers: RunWatcher[]) {
  rig.emulator.advanceBy(ms);
  return Promise.all(watchers.map((w) => w.tick()));
}

function posts(rig: WatchRig): number {
  return rig.slack.callsTo('chat.postMessage').length;
}

const text = (m: PostedMessage | undefined) => m?.text ?? '';

describe('the first look', () => {
  it('announces nothing of what happened before it: failures, a stop, all history; and reads no runs', async () => {
    const rig = await watchRig();
    const failing = rig.emulator.addTask(rig.admin, HOURLY);
    const stopped = rig.emulator.addTask(rig.admin, HOURLY);
    rig.emulator.addTasks(rig.admin, [DAILY, DAILY]);
    rig.emulator.failRuns(failing, 2);
    rig.emulator.failRuns(stopped, 5);
    const w = await rig.watcher('a');
    const [report] = await at(rig, 6 * HOUR + 2 * MIN, w);
    expect(rig.emulator.task(stopped)).toMatchObject({ active: false, taskState: 'failed' });
    expect(report).toMatchObject({ leader: true, accounts: 1, pages: 1, runReads: 0, announced: 0 });
    expect(rig.emulator.count('taskRuns')).toBe(0);
    // the next look, nothing new since: still nothing, and still no runs read
    const [next] = await at(rig, 10 * MIN, w);
    expect(next).toMatchObject({ pages: 1, runReads: 0, announced: 0 });
    expect(posts(rig)).toBe(0);
  });
});

describe('failed runs, the recovery and the stop', () => {
  it('says each failed run once, in the channel and to the owner, and the recovery under the first failure', async () => {
    const rig = await watchRig();
    const store = await rig.openStore();
    const id = rig.emulator.addTask(rig.admin, HOURLY);
    rig.emulator.addTasks(
      rig.admin,
      Array.from({ length: 20 }, () => DAILY),
    );
    await rig.own(id, store);
    const w = await rig.watcher('a');
    await at(rig, 2 * MIN, w); // 12:02, the first look
    rig.emulator.failRuns(id, 2);

    // 13:00:00.5: the run fired and is still going; it is read again next time although lastStart stays
    const [going] = await at(rig, HOUR - 2 * MIN + 500, w);
    expect(going).toMatchObject({ runReads: 1, announced: 0 });
    const [first] = await at(rig, 2 * MIN, w); // 13:02
    expect(first).toMatchObject({ pages: 1, runReads: 1, announced: 1 });
    await at(rig, 0, w); // the same instant again: nothing new
    await at(rig, HOUR, w); // 14:02: the second failure
    await at(rig, HOUR, w); // 15:02: success
    await at(rig, HOUR, w); // 16:02: success, nothing to say
    await at(rig, 0, w);

    const team = rig.team();
    expect(team.map((m) => text(m).slice(0, 40))).toEqual([
      'A run of “Nightly sales notebook” failed',
      'A run of “Nightly sales notebook” failed',
      '“Nightly sales notebook” ran without fai',
    ]);
    expect(text(team[0])).toContain('1 failure in a row: the portal stops the task after 5.');
    expect(text(team[1])).toContain('2 failures in a row');
    // the thread: later failures are replies shown in the channel, the recovery a quiet reply
    expect(team[0]?.thread_ts).toBeUndefined();
    expect(team[1]?.thread_ts).toBe(team[0]?.ts);
    expect(team[2]?.thread_ts).toBe(team[0]?.ts);
    const broadcast = rig.slack.callsTo('chat.postMessage').map((c) => c.args.reply_broadcast);
    expect(broadcast.filter((b) => String(b) === 'true')).toHaveLength(2); // the second failure, in both places
    // the owner: the same three, in a thread of their own, with the buttons
    const dms = rig.dms();
    expect(dms).toHaveLength(3);
    expect(dms[0]?.channel).toBe(`D${ALICE.user.slice(1)}`);
    expect(dms[2]?.thread_ts).toBe(dms[0]?.ts);
    expect(JSON.stringify(dms[0]?.blocks)).toContain('task_history');
    expect(JSON.stringify(team[0]?.blocks)).not.toContain('task_history');
    expect(posts(rig)).toBe(6);
    // cost: one list a look; runs read only on looks after the hourly task ran (and once more while one was going)
    expect(rig.emulator.count('taskRuns')).toBe(5);
    expect(rig.emulator.count('tasks')).toBe(8);
  });

  it('counts five failures in a row to the stop, says the stop once, then nothing while the task is stopped', async () => {
    const rig = await watchRig();
    const id = rig.emulator.addTask(rig.admin, HOURLY);
    const w = await rig.watcher('a');
    await at(rig, 2 * MIN, w);
    rig.emulator.failRuns(id, 7, 'Kernel died: out of memory <!channel>');
    for (let h = 0; h < 8; h++) await at(rig, HOUR, w);
    expect(rig.emulator.task(id)).toMatchObject({ active: false, taskState: 'failed' });
    const team = rig.team();
    expect(team).toHaveLength(6);
    expect(team.slice(0, 5).map((m) => /(\d) failures? in a row/.exec(text(m))?.[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(text(team[3])).toContain('One more and it stops.');
    expect(text(team[5])).toMatch(/^The portal stopped “Nightly sales notebook” after 5 failed runs in a row\./);
    expect(team[5]?.thread_ts).toBe(team[0]?.ts);
    // the portal's words are shown inert: no one is pinged by a task's error
    expect(JSON.stringify(team[0]?.blocks)).toContain('&lt;!channel&gt;');
    // no owner known (not created through the bot): the channel only
    expect(rig.dms()).toHaveLength(0);
    // stopped: its lastStart no longer moves, so its runs are not read again
    expect(rig.emulator.count('taskRuns')).toBe(5);
  });
});

describe('exactly once', () => {
  async function twoInstances(rig: WatchRig) {
    const id = rig.emulator.addTask(rig.admin, HOURLY);
    rig.emulator.addTasks(rig.admin, [DAILY, DAILY, DAILY]);
    const a = await rig.watcher('instance-a');
    const b = await rig.watcher('instance-b');
    const [ra, rb] = await at(rig, 2 * MIN, a, b);
    // one of the two holds the lease and looks; the other asks the portal nothing
    expect([ra?.leader, rb?.leader].filter(Boolean)).toHaveLength(1);
    rig.emulator.failRuns(id, 3);
    for (let h = 0; h < 4; h++) await at(rig, HOUR, a, b);
    expect(rig.team().map((m) => text(m).slice(0, 20))).toEqual([
      'A run of “Nightly sa',
      'A run of “Nightly sa',
      'A run of “Nightly sa',
      '“Nightly sales noteb',
    ]);
    expect(rig.emulator.count('tasks')).toBe(5);
  }

  it('two instances on one SQLite store: one looks, one alert per failed run', async () => {
    await twoInstances(await watchRig());
  });

  describe.runIf(POSTGRES_WANTED)('on PostgreSQL', () => {
    const url = postgresDatabase('portal_ops_watch');
    it('two instances on one PostgreSQL store: one looks, one alert per failed run', async () => {
      await twoInstances(await watchRig({ databaseUrl: await url('two') }));
    });

    it('a restart on PostgreSQL repeats nothing', async () => {
      const rig = await watchRig({ databaseUrl: await url('restart') });
      const id = rig.emulator.addTask(rig.admin, HOURLY);
      const first = await rig.watcher('before');
      await at(rig, 2 * MIN, first);
      rig.emulator.failRuns(id, 1);
      await at(rig, HOUR, first);
      await first.stop();
      const again = await rig.watcher('after');
      await at(rig, 0, again);
      await at(rig, HOUR, again);
      expect(rig.team().map((m) => text(m).slice(0, 20))).toEqual(['A run of “Nightly sa', '“Nightly sales noteb']);
    });
  });

  it('a restart repeats nothing, takes the lease at once after a clean stop, and keeps the thread', async () => {
    const rig = await watchRig();
    const id = rig.emulator.addTask(rig.admin, HOURLY);
    const first = await rig.watcher('before');
    await at(rig, 2 * MIN, first);
    rig.emulator.failRuns(id, 2);
    await at(rig, HOUR, first); // 13:02: the first failure
    await first.stop();
    const again = await rig.watcher('after');
    const [report] = await at(rig, 0, again); // the same instant: the lease was let go, the failure was said
    expect(report).toMatchObject({ leader: true, announced: 0 });
    await at(rig, HOUR, again); // the second failure
    await at(rig, HOUR, again); // recovered
    const team = rig.team();
    expect(team).toHaveLength(3);
    expect(team[2]?.thread_ts).toBe(team[0]?.ts);
  });

  it('a crashed holder’s lease is taken over only once it ran out', async () => {
    const rig = await watchRig();
    rig.emulator.addTask(rig.admin, HOURLY);
    const crashed = await rig.watcher('crashed', { leaseMs: 150_000 });
    const [a] = await at(rig, 2 * MIN, crashed); // holds the lease, then "crashes" (never stops)
    const next = await rig.watcher('next', { leaseMs: 150_000 });
    const [early] = await at(rig, MIN, next);
    const [late] = await at(rig, 2 * MIN, next);
    expect([a?.leader, early?.leader, late?.leader]).toEqual([true, false, true]);
  });

  it('says again at the next look an alert Slack refused (an ok:false answer, an HTTP error), and only once', async () => {
    const rig = await watchRig();
    const store = await rig.openStore();
    const id = rig.emulator.addTask(rig.admin, HOURLY);
    const w = await rig.watcher('a');
    await at(rig, 2 * MIN, w);
    rig.emulator.failRuns(id, 3);
    rig.slack.failNext('chat.postMessage', 'not_in_channel');
    await at(rig, HOUR, w);
    expect(rig.team()).toEqual([]);
    await at(rig, 0, w);
    rig.slack.failNext('chat.postMessage', 'internal_error', { httpStatus: 503 });
    await at(rig, HOUR, w);
    await at(rig, 0, w);
    await at(rig, 0, w);
    await at(rig, HOUR, w);
    const team = rig.team();
    expect(team.map((m) => /(\d) failures? in a row/.exec(text(m))?.[1])).toEqual(['1', '2', '3']);
    // the refused first failure, said late, still starts the thread the others are under
    expect(team[0]?.thread_ts).toBeUndefined();
    expect(team.slice(1).map((m) => m.thread_ts)).toEqual([team[0]?.ts, team[0]?.ts]);
    expect(await store.watch.unposted(rig.emulator.now())).toEqual([]);
  });
});

describe('the portal’s pace', () => {
  it('backs off after a failed look (one interval, then doubling) and asks nothing meanwhile', async () => {
    const rig = await watchRig();
    const store = await rig.openStore();
    rig.emulator.addTask(rig.admin, HOURLY);
    const w = await rig.watcher('a');
    await at(rig, 2 * MIN, w);
    rig.emulator.fault({ kind: 'http-502', op: 'tasks', times: 6 });
    const asked = () => rig.emulator.count('tasks');
    const before = asked();
    await at(rig, MIN, w); // fails (the client repeats a read once or more)
    const once = asked() - before;
    expect(once).toBeGreaterThan(0);
    expect(w.status().pausedUntil).toBe(rig.emulator.now() + MIN);
    expect((await store.watch.account('service'))?.failures).toBe(1);
    await at(rig, 30_000, w); // within the pause: nothing asked
    expect(asked() - before).toBe(once);
    await at(rig, 30_000, w); // the pause is over: asks, fails again, waits twice as long
    const [paused] = await at(rig, MIN, w);
    expect(paused).toMatchObject({ backingOff: 1, pages: 0 });
    rig.emulator.clearFaults();
    await at(rig, MIN, w);
    expect(w.status()).toMatchObject({ pausedUntil: null, lastError: null, lastOkAt: rig.emulator.now() });
    expect(await store.watch.account('service')).toMatchObject({ failures: 0, backoffUntil: null });
  });
});
