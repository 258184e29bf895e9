// kill -9 around a daylight saving transition step, with two real follower processes (the built code, `follow-child.mjs`)
// sharing one store (a SQLite file; PostgreSQL too when TEST_DATABASE_URL is set) and one portal emulator over HTTP,
// on the emulator's simulated clock. The test is the clock: it sends each process a look at an instant and waits
// for observable facts (a process's answer, the emulator's request log and tasks, the store's period rows), never
// for time to pass. One process is SIGKILLed at a step of the spring change's period: right after it won the
// period's claim, right after it recorded the create as being sent (before the POST), or while its POST is at the
// portal (created there, the answer not yet back). The other takes over once the dead one's lease or claim has run
// out, and every period ends up created exactly once, the periods and the portal's tasks tiling time with no gap and
// no overlap, every run at 7:00 PM Los Angeles time.

import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../../src/dev/emulator.js';
import { followSchedule } from '../../../src/operations/follow/chain.js';
import { openStore } from '../../../src/store/open.js';
import type { FollowedPeriod, FollowedSchedule, Store } from '../../../src/store/types.js';
import { POSTGRES_WANTED, postgresDatabase } from '../../support/postgres-database.js';
import { ALICE, chainRuns, DAY, ITEM, MIN, offRuns, T0, weekdaysAt7pm, ZONE } from './rig.js';

const CHILD = fileURLToPath(new URL('./follow-child.mjs', import.meta.url));
const BUILT = fileURLToPath(new URL('../../../dist/src/operations/follow/follower.js', import.meta.url));
/** The spring change in Los Angeles: Sunday, March 14, 2027, 3:00 AM PDT. */
const SPRING = Date.UTC(2027, 2, 14, 10);
const END = Date.UTC(2027, 11, 1, 12);
/** Looks two days apart: well within the 7-day lead, so each period is still created ahead of its change. */
const STEP = 2 * DAY;
const INTERVAL = 10 * MIN;
/** The follower's lease (two intervals and 30 s) and a period's claim (5 minutes), as the follower's defaults. */
const LEASE = 2 * INTERVAL + 30_000;
const CLAIM = 5 * MIN;
/** How long one observable condition may take to come true (a process answering a look, exiting after a kill). */
const PATIENCE_MS = 20_000;

type Line = Record<string, unknown>;

/** One follower process: its lines on stdout, parsed; a look sent on stdin. */
class Child {
  readonly lines: Line[] = [];
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  #err = '';
  #buffer = '';

  constructor(
    readonly name: string,
    readonly proc: ChildProcessWithoutNullStreams,
  ) {
    proc.stdout.on('data', (d: Buffer) => {
      this.#buffer += String(d);
      let nl = this.#buffer.indexOf('\n');
      while (nl >= 0) {
        this.lines.push(JSON.parse(this.#buffer.slice(0, nl)) as Line);
        this.#buffer = this.#buffer.slice(nl + 1);
        nl = this.#buffer.indexOf('\n');
      }
    });
    proc.stderr.on('data', (d: Buffer) => {
      this.#err += String(d);
    });
    proc.on('exit', (code, signal) => {
      this.exit = { code, signal };
    });
  }

  get stderr(): string {
    return this.#err;
  }

  look(at: number): void {
    this.proc.stdin.write(`${JSON.stringify({ tick: at })}\n`);
  }

  /** The first line from `from` on that `match` accepts, if any yet. */
  find(from: number, match: (l: Line) => boolean): Line | undefined {
    return this.lines.slice(from).find(match);
  }
}

/** Resolves once `check` gives a value; fails the test after PATIENCE_MS, saying what was awaited. */
async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const end = Date.now() + PATIENCE_MS;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

interface Scenario {
  /** Where the kill lands. */
  readonly at: 'claimed' | 'before-post' | 'posted';
  /** Each process with a lease of its own (only the period's claim between them), or the deployment's one lease. */
  readonly leases: 'own' | 'shared';
}

interface Rig {
  readonly emulator: Emulator;
  readonly store: Store;
  readonly schedule: FollowedSchedule;
  readonly children: Child[];
}

async function rig(s: Scenario, databaseUrl: string | undefined): Promise<Rig> {
  const emulator = await startEmulator({ now: () => T0 });
  cleanup.push(() => emulator.close());
  const dir = mkdtempSync(join(tmpdir(), 'portal-ops-follow-kill-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const sqlite = join(dir, 'follow.sqlite');
  const store = await openStore(databaseUrl ? { databaseUrl } : { sqlitePath: sqlite });
  cleanup.push(() => store.close());
  const admin = emulator.users[0];
  if (!admin) throw new Error('the emulator has no admin');
  const schedule = await followSchedule(
    store,
    {
      owner: ALICE,
      account: 'service',
      portalUser: admin.username,
      leadMs: 7 * DAY,
      intent: {
        phrase: 'every weekday 7pm',
        zone: ZONE,
        anchor: T0,
        startDate: null,
        endDate: null,
        maxOccurrences: null,
        task: { type: 'ExecuteNotebook', itemId: ITEM, title: 'Sales notebook' },
      },
    },
    T0,
  );
  // A token that outlasts the simulated year (the ready tokens last 14 days).
  const token = emulator.issueToken(admin.username, 2 * 366 * DAY);
  const children = ['a', 'b'].map((name) => {
    const proc = spawn(process.execPath, [CHILD], {
      env: {
        ...process.env,
        FOLLOW_T0: String(T0),
        FOLLOW_PORTAL_URL: emulator.url,
        FOLLOW_TOKEN: token,
        FOLLOW_USER: admin.username,
        ...(databaseUrl ? { FOLLOW_DATABASE_URL: databaseUrl } : { FOLLOW_SQLITE: sqlite }),
        FOLLOW_HOLDER: `process-${name}`,
        FOLLOW_INTERVAL_MS: String(INTERVAL),
        ...(s.leases === 'own' ? { FOLLOW_LEASE_NAME: `dst-follower-${name}` } : {}),
        FOLLOW_PAUSE_AT: s.at === 'posted' ? 'none' : s.at,
        FOLLOW_PAUSE_FROM: String(SPRING),
        FOLLOW_PAUSE_MARK: join(dir, 'paused'),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const child = new Child(`process-${name}`, proc);
    cleanup.push(async () => {
      if (child.exit === undefined) proc.kill('SIGKILL');
      await until(`${child.name} to exit`, () => child.exit);
    });
    return child;
  });
  for (const c of children) await until(`${c.name} to start (${c.stderr})`, () => c.find(0, (l) => 'ready' in l));
  return { emulator, store, schedule, children };
}

type Outcome = { kind: 'looked' } | { kind: 'kill'; child: Child; why: string };

/**
 * One instant: the emulator's clock moves there (running what fell due), each live process looks. Settles when every
 * one answered, or when one must die: it stopped at its step (`paused`), or its POST reached the portal whose answer
 * is held back (the task exists there, the period still names it as the claimant).
 */
async function at(r: Rig, t: number, live: readonly Child[], posted?: () => Promise<Child | undefined>) {
  r.emulator.advanceTo(t);
  const marks = live.map((c) => c.lines.length);
  for (const c of live) c.look(t);
  return until<Outcome>(`the look at ${new Date(t).toISOString()}`, async () => {
    for (const [i, c] of live.entries()) {
      const paused = c.find(marks[i] ?? 0, (l) => 'paused' in l);
      if (paused) return { kind: 'kill', child: c, why: String(paused.paused) };
    }
    const sender = posted ? await posted() : undefined;
    if (sender) return { kind: 'kill', child: sender, why: 'posted' };
    const answered = live.every((c, i) => c.find(marks[i] ?? 0, (l) => l.ticked === t));
    return answered ? { kind: 'looked' } : undefined;
  });
}

/** The period of the spring change, as the store has it. */
async function spring(r: Rig): Promise<FollowedPeriod | undefined> {
  return (await r.store.follow.periods(r.schedule.id)).find((p) => p.from === SPRING);
}

/** The last answer of `c` to the look at `t`. */
function tickOf(c: Child, t: number) {
  return c.find(0, (l) => l.ticked === t)?.tick as { leader: boolean; sent: number; created: number; settled: number };
}

async function killAndTakeOver(s: Scenario, databaseUrl?: string): Promise<void> {
  const r = await rig(s, databaseUrl);
  let live = [...r.children];
  let killed: { child: Child; at: number; why: string } | undefined;
  // The held-back answer: the portal creates the task, then waits before answering (an answer that never comes back).
  let armed = false;
  const posted = async () => {
    if (!armed || r.emulator.tasks().length < 2) return undefined;
    const p = await spring(r);
    return live.find((c) => c.name === p?.claimedBy);
  };

  for (let t = T0; t <= END; t += STEP) {
    const o = await at(r, t, live, s.at === 'posted' ? posted : undefined);
    if (s.at === 'posted' && !armed && r.emulator.tasks().length === 1) {
      // the first period is created; the next createTask (the spring period's) is held at the portal for a minute
      r.emulator.fault({ op: 'createTask', kind: 'latency', ms: 60_000, times: 1 });
      armed = true;
    }
    if (o.kind === 'looked') continue;
    // kill -9, and wait until the process is gone
    o.child.proc.kill('SIGKILL');
    await until(`${o.child.name} to die`, () => o.child.exit);
    expect(o.child.exit).toEqual({ code: null, signal: 'SIGKILL' });
    killed = { child: o.child, at: t, why: o.why };
    live = live.filter((c) => c !== o.child);
    const survivor = live[0] as Child;
    // the survivor's own look at the kill's instant ends (it was not the one creating the spring period)
    await until(`${survivor.name}'s look at the kill's instant`, () => tickOf(survivor, t));
    const stuck = await spring(r);
    expect(stuck).toMatchObject({ state: 'creating', claimedBy: o.child.name });
    const posts = r.emulator.count('createTask', 'POST');

    // A minute later the dead one's lease (shared) or claim (own leases) still stands: the survivor does nothing.
    await at(r, t + MIN, live);
    expect(await spring(r)).toMatchObject({ state: 'creating', claimedBy: o.child.name });
    expect(r.emulator.count('createTask', 'POST')).toBe(posts);
    if (s.leases === 'shared') expect(tickOf(survivor, t + MIN).leader).toBe(false);

    // Once it has run out, the survivor takes the period over.
    const out = t + (s.leases === 'shared' ? LEASE : CLAIM) + MIN;
    await at(r, out, live);
    expect(tickOf(survivor, out).leader).toBe(true);
    expect((await spring(r))?.state).toBe('created');
    // and goes on alone to the end, through the autumn change
    for (let u = out + STEP; u <= END; u += STEP) await at(r, u, live);
    break;
  }
  expect(killed?.why).toBe(s.at);

  const periods = await r.store.follow.periods(r.schedule.id);
  const tasks = periods.flatMap((p) => p.created.map((c) => c.id));
  const portal = [...r.emulator.tasks()].sort((x, y) => (x.startDate ?? 0) - (y.startDate ?? 0));
  // each period created exactly once: three periods, one task each, one POST each, the same ids on both sides
  expect(periods.map((p) => p.state)).toEqual(['created', 'created', 'created']);
  expect(r.emulator.count('createTask', 'POST')).toBe(3);
  expect(portal.map((x) => x.id).sort()).toEqual([...tasks].sort());
  // no gap and no overlap: each period ends where the next begins, and the portal's tasks run back to back
  for (const [i, p] of periods.entries()) {
    const next = periods[i + 1];
    if (next) expect(p.until).toBe(next.from);
  }
  for (const [i, x] of portal.entries()) {
    const next = portal[i + 1];
    if (next) expect((x.endDate as number) + 1).toBe(next.startDate);
    else expect((x.endDate as number) + 1).toBe(periods.at(-1)?.until);
  }
  expect(portal[1]?.startDate).toBe(SPRING);
  // and so no run lost or doubled at a boundary: every weekday at 7:00 PM Los Angeles time, none off
  const runs = chainRuns(r.emulator, periods);
  expect(runs).toEqual(weekdaysAt7pm(T0, r.emulator.now()));
  expect(offRuns(runs)).toBe(0);

  const events = await r.store.follow.events(r.schedule.id);
  const settled = events.filter((e) => e.type === 'follow-settled');
  const springTask = periods[1]?.created[0]?.id;
  if (s.at === 'claimed') expect(settled).toEqual([]);
  else expect(settled.map((e) => e.detail.found)).toEqual([s.at === 'posted' ? springTask : null]);
  console.info(
    `[follow kill ${databaseUrl ? 'postgres' : 'sqlite'} ${s.at}/${s.leases}] ${killed?.child.name} killed at ${new Date(killed?.at ?? 0).toISOString()}; ${r.emulator.count('createTask', 'POST')} createTask POSTs for 3 periods; ${runs.length} runs, ${offRuns(runs)} off; settled: ${settled.map((e) => e.detail.found ?? 'none found, sent once').join(', ') || 'nothing to settle'}`,
  );
}

const SCENARIOS: readonly Scenario[] = [
  { at: 'claimed', leases: 'own' },
  { at: 'before-post', leases: 'shared' },
  { at: 'posted', leases: 'shared' },
];

// The children run the built code: `npm ci` builds it (prepare), so CI always has it; locally `npm run build`.
describe.skipIf(!existsSync(BUILT) && !process.env.CI)('kill -9 of one of two follower processes (SQLite)', () => {
  for (const s of SCENARIOS) {
    it(`at ${s.at} (${s.leases} lease): the other takes over, each period created once, no gap, no overlap`, async () => {
      await killAndTakeOver(s);
    }, 120_000);
  }
});

describe.runIf(POSTGRES_WANTED && (existsSync(BUILT) || process.env.CI))(
  'kill -9 of one of two follower processes (PostgreSQL)',
  () => {
    const database = postgresDatabase('follow_kill');
    for (const [i, s] of SCENARIOS.entries()) {
      it(`at ${s.at} (${s.leases} lease): the other takes over, each period created once, no gap, no overlap`, async () => {
        await killAndTakeOver(s, await database(`kill_${i}`));
      }, 120_000);
    }
  },
);
