// The watcher's loop with a scripted portal and a recording announcer (a real in-memory store): what it asks the
// portal, when it backs off, who it tells.
import { describe, expect, it } from 'vitest';
import { PortalOpsError } from '../../../src/errors.js';
import { createLogger } from '../../../src/log.js';
import { linkedPeopleWatch, requestOwners } from '../../../src/operations/watcher/accounts.js';
import type { Alert } from '../../../src/operations/watcher/alerts.js';
import { backoffMs, MAX_BACKOFF_MS } from '../../../src/operations/watcher/backoff.js';
import {
  type AlertTarget,
  NotPosted,
  type WatchedAccount,
  type WatchedRun,
  type WatchedTaskRecord,
  type WatchPortal,
} from '../../../src/operations/watcher/ports.js';
import { watchReport } from '../../../src/operations/watcher/status.js';
import { RunWatcher } from '../../../src/operations/watcher/watcher.js';
import { StaticTokenSource } from '../../../src/portal/tokens/static.js';
import { Secret } from '../../../src/secret.js';
import { openStore } from '../../../src/store/open.js';
import type { Store } from '../../../src/store/types.js';

const T0 = Date.UTC(2026, 10, 23, 12);
const MIN = 60_000;
const tokens = new StaticTokenSource(new Secret('t'));

/** A portal held in memory: accounts' tasks and runs, errors to throw, and a log of what was asked. */
class ScriptedPortal implements WatchPortal {
  readonly base = new URL('https://gis.example.org/portal/sharing/rest');
  readonly tasks = new Map<string, WatchedTaskRecord[]>();
  readonly runs = new Map<string, WatchedRun[]>();
  readonly asked: string[] = [];
  failNext: Error | undefined;
  /** Runs before each answer (what was asked, how many times so far): a slow portal, another instance meanwhile. */
  meanwhile: ((what: string, n: number) => Promise<void>) | undefined;

  async taskPage(_t: unknown, userName: string, q: { start?: number; num?: number } = {}) {
    this.asked.push(`list ${userName} ${q.start}`);
    await this.meanwhile?.(`list ${userName} ${q.start}`, this.asked.length);
    if (this.failNext) {
      const e = this.failNext;
      this.failNext = undefined;
      throw e;
    }
    const all = this.tasks.get(userName) ?? [];
    const start = q.start ?? 1;
    const num = q.num ?? 100;
    const page = all.slice(start - 1, start - 1 + num);
    const next = start - 1 + num < all.length ? start + num : -1;
    return { total: all.length, nextStart: next, tasks: page };
  }

  async taskRuns(_t: unknown, userName: string, taskId: string) {
    this.asked.push(`runs ${userName} ${taskId}`);
    await this.meanwhile?.(`runs ${userName} ${taskId}`, this.asked.length);
    return [...(this.runs.get(taskId) ?? [])].reverse();
  }

  /** A run of the task at `at`, and the task's lastStart moved to it. */
  ran(userName: string, taskId: string, at: number, status: string, result = '') {
    const list = this.runs.get(taskId) ?? [];
    list.push({ id: `${taskId}-r${list.length}`, taskId, status, created: at, result });
    this.runs.set(taskId, list);
    const tasks = this.tasks.get(userName) ?? [];
    this.tasks.set(
      userName,
      tasks.map((t) => (t.id === taskId ? { ...t, lastStart: at } : t)),
    );
  }
}

function record(id: string): WatchedTaskRecord {
  return { id, type: 'ExecuteNotebook', title: `Task ${id}`, active: true, taskState: 'active' };
}

interface Said {
  alert: Alert;
  target: AlertTarget;
}

async function setUp(accounts: WatchedAccount[], o: { channel?: string; store?: Store } = {}) {
  const portal = new ScriptedPortal();
  const store = o.store ?? (await openStore({ sqlitePath: ':memory:' }));
  const said: Said[] = [];
  /** What the next posts throw instead of posting, in order (undefined: posted). */
  const refusals: (Error | undefined)[] = [];
  let now = T0;
  const watcherAs = (holder: string) =>
    new RunWatcher({
      portal,
      accounts: { list: async () => accounts },
      owners: requestOwners(store.requests),
      store: store.watch,
      announcer: {
        async announce(alert, target) {
          const refusal = refusals.shift();
          if (refusal) throw refusal;
          said.push({ alert, target });
          return { channel: target.to === 'team' ? target.channel : 'D1', ts: `${said.length}.000000` };
        },
      },
      channel: o.channel,
      holder,
      intervalMs: MIN,
      now: () => now,
      log: createLogger({ level: 'silent' }),
    });
  return {
    portal,
    store,
    said,
    refusals,
    watcher: watcherAs('me'),
    /** Another instance on the same store, portal, Slack and clock. */
    other: () => watcherAs('other'),
    advance: (ms: number) => {
      now += ms;
      return now;
    },
  };
}

const service: WatchedAccount = { key: 'service', userName: 'svc', tokens };

describe('what the watcher asks the portal', () => {
  it('pages through a large account once per look, and reads runs only of tasks that ran', async () => {
    const s = await setUp([service], { channel: 'C1' });
    s.portal.tasks.set(
      'svc',
      Array.from({ length: 250 }, (_, i) => record(`t${i}`)),
    );
    await s.watcher.tick();
    expect(s.portal.asked).toEqual(['list svc 1', 'list svc 101', 'list svc 201']);
    s.portal.asked.length = 0;
    const at = s.advance(MIN);
    s.portal.ran('svc', 't7', at - 1000, 'failed', 'boom');
    s.portal.ran('svc', 't240', at - 1000, 'succeeded');
    const report = await s.watcher.tick();
    expect(s.portal.asked).toEqual(['list svc 1', 'list svc 101', 'list svc 201', 'runs svc t7', 'runs svc t240']);
    expect(report).toMatchObject({ pages: 3, runReads: 2, announced: 1 });
    expect(s.said.map((x) => [x.alert.kind, x.alert.task.id, x.target.to])).toEqual([['failed', 't7', 'team']]);
  });

  it('forgets tasks the account no longer lists', async () => {
    const s = await setUp([service]);
    s.portal.tasks.set('svc', [record('a'), record('b')]);
    await s.watcher.tick();
    s.portal.tasks.set('svc', [record('a')]);
    await s.watcher.tick();
    expect((await s.store.watch.tasks('service')).map((t) => t.taskId)).toEqual(['a']);
  });
});

describe('backing off', () => {
  it('doubles the wait after each failure, twice as long for a 429, within a cap', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, MIN))).toEqual([MIN, 2 * MIN, 4 * MIN, 8 * MIN]);
    expect(backoffMs(1, MIN, true)).toBe(2 * MIN);
    expect(backoffMs(30, MIN)).toBe(MAX_BACKOFF_MS);
    expect(backoffMs(0, MIN)).toBe(0);
  });

  it('leaves the whole portal alone after a 429, and says why in its status', async () => {
    const other: WatchedAccount = { key: 'T:U', userName: 'ada', tokens };
    const s = await setUp([service, other]);
    await s.watcher.tick();
    s.portal.asked.length = 0;
    s.portal.failNext = new PortalOpsError('portal.http-status', { status: 429, operation: 'listTasks' });
    const report = await s.watcher.tick();
    // the first account's 429 stops the look: the second is not asked either
    expect(s.portal.asked).toEqual(['list svc 1']);
    expect(report).toMatchObject({ errors: 1, backingOff: 1 });
    expect(s.watcher.status()).toMatchObject({ pausedUntil: T0 + 2 * MIN, lastError: 'portal.http-status (429)' });
    // what doctor shows, from the store
    expect(await watchReport(s.store.watch, T0)).toEqual({
      lease: { holder: 'me', until: T0 + 2 * MIN + 30_000, live: true },
      accounts: 2,
      lastOkAt: T0,
      backingOff: [{ account: 'service', until: T0 + 2 * MIN, error: 'portal.http-status (429)' }],
      lost: 0,
    });
    s.advance(MIN);
    await s.watcher.tick();
    expect(s.portal.asked).toEqual(['list svc 1']);
    s.advance(MIN);
    await s.watcher.tick();
    expect(s.portal.asked).toEqual(['list svc 1', 'list svc 1', 'list ada 1']);
  });

  it('backs off one account whose look failed on its own (a person’s sign-in), not the others', async () => {
    const other: WatchedAccount = { key: 'T:U', userName: 'ada', tokens };
    const s = await setUp([other, service]);
    await s.watcher.tick();
    s.portal.asked.length = 0;
    s.portal.failNext = new PortalOpsError('portal.sign-in-required', { operation: 'listTasks' });
    await s.watcher.tick();
    s.advance(MIN / 2);
    await s.watcher.tick();
    expect(s.portal.asked).toEqual(['list ada 1', 'list svc 1', 'list svc 1']);
    expect(await s.store.watch.account('T:U')).toMatchObject({ failures: 1, lastError: 'portal.sign-in-required' });
  });
});

describe('who is told', () => {
  it('per person: the account’s person, directly, even without a team channel', async () => {
    const person = { team: 'T', user: 'U0ADA' };
    const s = await setUp([{ key: 'T:U0ADA', userName: 'ada', tokens, owner: person }]);
    s.portal.tasks.set('ada', [record('t1')]);
    await s.watcher.tick();
    s.portal.ran('ada', 't1', s.advance(MIN), 'failed');
    await s.watcher.tick();
    expect(s.said.map((x) => x.target)).toEqual([{ to: 'owner', person }]);
    expect(s.said[0]?.alert.task.owner).toEqual(person);
  });

  it('per person: watches each linked person whose link works', async () => {
    const store = await openStore({ sqlitePath: ':memory:' });
    const link = {
      portalUser: 'x',
      accessToken: null,
      accessExpiresAt: T0,
      refreshToken: 'r',
      refreshExpiresAt: T0,
      refreshIssuedAt: null,
      createdAt: T0,
      updatedAt: T0,
    };
    await store.links.put({ team: 'T', user: 'U1', ...link });
    await store.links.put({ team: 'T', user: 'U2', ...link });
    const accounts = linkedPeopleWatch(store.watch, {
      async tokensFor(p) {
        return p.user === 'U1' ? { tokens, portalUser: 'ada' } : undefined;
      },
    });
    expect(await accounts.list()).toEqual([{ key: 'T:U1', userName: 'ada', tokens, owner: { team: 'T', user: 'U1' } }]);
  });

  it('says again at the next look what Slack refused everywhere; never what it may have posted', async () => {
    const person = { team: 'T', user: 'U0ADA' };
    const s = await setUp([{ key: 'T:U0ADA', userName: 'ada', tokens, owner: person }], { channel: 'C1' });
    s.portal.tasks.set('ada', [record('t1')]);
    await s.watcher.tick();
    const kinds = () => s.said.map((x) => `${x.alert.kind} ${x.target.to}`);
    // refused in both places: nothing said, the claim given back, the task's runs decided again next look
    s.portal.ran('ada', 't1', s.advance(MIN), 'failed');
    s.refusals.push(new NotPosted('not_in_channel'), new NotPosted('http_503'));
    expect(await s.watcher.tick()).toMatchObject({ announced: 0 });
    expect(await s.store.watch.unposted(s.advance(0) + 1)).toEqual([]);
    expect(await s.watcher.tick()).toMatchObject({ announced: 1, runReads: 1 });
    expect(kinds()).toEqual(['failed team', 'failed owner']);
    // refused in one place, posted in the other: said, not repeated where it was seen
    s.portal.ran('ada', 't1', s.advance(MIN), 'failed');
    s.refusals.push(new NotPosted('not_in_channel'));
    await s.watcher.tick();
    await s.watcher.tick();
    expect(kinds()).toEqual(['failed team', 'failed owner', 'failed owner']);
    // no answer (a timeout after sending): maybe posted, never repeated; the claim stays unposted for doctor
    s.portal.ran('ada', 't1', s.advance(MIN), 'failed');
    s.refusals.push(new Error('timeout'), new Error('timeout'));
    await s.watcher.tick();
    await s.watcher.tick();
    expect(kinds()).toHaveLength(3);
    expect((await s.store.watch.unposted(s.advance(0) + 1)).map((l) => l.key)).toEqual(['t1-r2']);
    // the next failure is still counted from the portal's list
    s.portal.ran('ada', 't1', s.advance(MIN), 'failed');
    await s.watcher.tick();
    expect(s.said.at(-1)?.alert).toMatchObject({ kind: 'failed', streak: 4 });
  });

  it('does nothing without the lease: not a single request', async () => {
    const store = await openStore({ sqlitePath: ':memory:' });
    await store.watch.takeLease('run-watcher', 'someone-else', T0 + 10 * MIN, T0);
    const s = await setUp([service], { store });
    const report = await s.watcher.tick();
    expect(report.leader).toBe(false);
    expect(s.portal.asked).toEqual([]);
  });
});

describe('the lease during a long look (a slow portal)', () => {
  it('is renewed after each page read, so another instance does not start a look meanwhile', async () => {
    const s = await setUp([service], { channel: 'C1' });
    s.portal.tasks.set(
      'svc',
      Array.from({ length: 250 }, (_, i) => record(`t${i}`)),
    );
    const other = s.other();
    let theirs: Awaited<ReturnType<RunWatcher['tick']>> | undefined;
    // each page takes 70 s; the lease (150 s) would have run out by the third, when the other instance looks
    s.portal.meanwhile = async (_what, n) => {
      if (n > 3) return;
      s.advance(70_000);
      if (n === 3) theirs = await other.tick();
    };
    const mine = await s.watcher.tick();
    expect(theirs).toMatchObject({ leader: false, pages: 0 });
    expect(mine).toMatchObject({ leader: true, pages: 3, errors: 0 });
    expect(s.portal.asked).toEqual(['list svc 1', 'list svc 101', 'list svc 201']);
    expect(await s.store.watch.lease('run-watcher')).toMatchObject({ holder: 'me' });
    expect(await s.store.watch.tasks('service')).toHaveLength(250);
  });

  it('abandons a look whose lease went to another instance meanwhile: it writes and says nothing', async () => {
    const s = await setUp([service], { channel: 'C1' });
    s.portal.tasks.set('svc', [record('t1')]);
    await s.watcher.tick();
    const other = s.other();
    // the next look's list takes longer than the lease; the other instance takes over and looks meanwhile
    s.portal.ran('svc', 't1', s.advance(MIN), 'failed', 'boom');
    let at = 0;
    s.portal.meanwhile = async (what) => {
      if (what !== 'list svc 1' || at !== 0) return;
      at = s.advance(200_000);
      expect(await other.tick()).toMatchObject({ leader: true, announced: 1 });
      s.advance(10_000);
    };
    const mine = await s.watcher.tick();
    expect(mine).toMatchObject({ leader: false, runReads: 0, announced: 0 });
    expect(s.watcher.status().holding).toBe(false);
    expect(s.portal.asked.filter((a) => a.startsWith('runs'))).toEqual(['runs svc t1']);
    expect(s.said.map((x) => x.alert.kind)).toEqual(['failed']);
    // what the store holds is the other instance's, written at its look
    expect(await s.store.watch.account('service')).toMatchObject({ lastLookAt: at });
    expect(await s.store.watch.tasks('service')).toMatchObject([{ updatedAt: at, streak: 1 }]);
    expect(await s.store.watch.lease('run-watcher')).toMatchObject({ holder: 'other' });
  });
});
