import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { createLogger } from '../src/log.js';
import { baseline, decide } from '../src/operations/watcher/decide.js';
import type { WatchedAccount, WatchedRun, WatchedTaskRecord } from '../src/operations/watcher/ports.js';
import { RunWatcher } from '../src/operations/watcher/watcher.js';
import { PortalClient } from '../src/portal/client.js';
import { StaticTokenSource } from '../src/portal/tokens/static.js';
import { Secret } from '../src/secret.js';
import { openStore } from '../src/store/open.js';
import type { WatchedTask } from '../src/store/types.js';

/**
 * The run watcher over 10,000 tasks in 50 accounts, 1 % of them running each one-minute interval, the emulator in a
 * child process (its clock moved over HTTP). Each interval, in the same run: the watcher (one paged list per
 * account, runs read only for tasks whose lastStart moved or whose run was still going) and the naive way (the same
 * list, then the runs of every task, the same decisions). Prints portal requests and CPU ms per interval for each,
 * and the ratios. Not a test.
 */
const INTERVALS = 5;
const INTERVAL_MS = 60_000;
/** Runs read at once per account by the naive way, as the watcher does. */
const AT_ONCE = 4;

interface Ready {
  portalUrl: string;
  now: number;
  tasks: number;
  perMinute: number;
  users: { username: string; token: string }[];
}

async function startPortal(): Promise<{ child: ChildProcess; ready: Ready }> {
  const main = fileURLToPath(new URL('./watcher-emulator.js', import.meta.url));
  const child = spawn(process.execPath, [main], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const [line] = (await once(lines, 'line')) as [string];
  return { child, ready: JSON.parse(line) as Ready };
}

interface Measure {
  requests: number;
  cpuMs: number;
  wallMs: number;
  announced: number;
}

async function measured(work: () => Promise<{ requests: number; announced: number }>): Promise<Measure> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const r = await work();
  const cpu = process.cpuUsage(cpu0);
  return { ...r, cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() - t0 };
}

/** The naive way: the same paged list, then every task's runs, the same decisions, memory kept in a map. */
function naive(client: PortalClient, accounts: readonly WatchedAccount[]) {
  const memory = new Map<string, WatchedTask>();
  let first = true;
  return async (now: number) => {
    let requests = 0;
    let announced = 0;
    for (const a of accounts) {
      const tasks: WatchedTaskRecord[] = [];
      for (let start = 1; ; ) {
        requests++;
        const page = await client.taskPage(a.tokens, a.userName, { start, num: 100 });
        tasks.push(...page.tasks);
        if (page.nextStart === -1 || page.tasks.length === 0) break;
        start = page.nextStart;
      }
      const runs: (readonly WatchedRun[])[] = new Array(tasks.length);
      let next = 0;
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          while (next < tasks.length) {
            const i = next++;
            const t = tasks[i];
            if (!t) continue;
            requests++;
            runs[i] = await client.taskRuns(a.tokens, a.userName, t.id);
          }
        }),
      );
      tasks.forEach((t, i) => {
        const m = memory.get(t.id);
        if (first || !m) {
          memory.set(t.id, baseline(a.key, t, now));
          return;
        }
        const d = decide(t, m, runs[i], now);
        announced += d.events.length;
        memory.set(t.id, d.memory);
      });
    }
    first = false;
    return { requests, announced };
  };
}

/** Only the paged lists: the floor under any way that looks at every account each interval. */
function listsOnly(client: PortalClient, accounts: readonly WatchedAccount[]) {
  return async () => {
    let requests = 0;
    for (const a of accounts) {
      for (let start = 1; ; ) {
        requests++;
        const page = await client.taskPage(a.tokens, a.userName, { start, num: 100 });
        if (page.nextStart === -1 || page.tasks.length === 0) break;
        start = page.nextStart;
      }
    }
    return { requests, announced: 0 };
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

async function main(): Promise<void> {
  const { child, ready } = await startPortal();
  const dir = mkdtempSync(join(tmpdir(), 'portal-ops-watch-bench-'));
  const client = new PortalClient({ portalUrl: ready.portalUrl });
  const store = await openStore({ sqlitePath: join(dir, 'bench.sqlite') });
  let now = ready.now;
  const accounts: WatchedAccount[] = ready.users.map((u) => ({
    key: `T:${u.username}`,
    userName: u.username,
    tokens: new StaticTokenSource(new Secret(u.token)),
  }));
  let said = 0;
  const watcher = new RunWatcher({
    portal: client,
    accounts: { list: async () => accounts },
    owners: { of: async () => new Map() },
    store: store.watch,
    announcer: {
      async announce() {
        said++;
        return { channel: 'C1', ts: `${said}.000000` };
      },
    },
    channel: 'C1',
    holder: 'bench',
    intervalMs: INTERVAL_MS,
    now: () => now,
    log: createLogger({ level: 'silent' }),
  });
  const naiveLook = naive(client, accounts);
  const listLook = listsOnly(client, accounts);
  const clock = `${new URL(ready.portalUrl).origin}/emulator/clock`;
  const advance = async (ms: number) => {
    const res = await request(clock, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `advanceBy=${ms}`,
    });
    const body = (await res.body.json()) as { now: number; fired: number };
    now = body.now;
    return body.fired;
  };
  try {
    // The first look: the baseline (every account listed, no runs read), for both; then 30 s into each minute.
    await advance(30_000);
    const firstLook = await measured(async () => {
      const r = await watcher.tick();
      return { requests: r.pages + r.runReads, announced: r.announced };
    });
    await naiveLook(now);
    const ours: Measure[] = [];
    const theirs: Measure[] = [];
    const lists: Measure[] = [];
    let fired = 0;
    for (let i = 0; i < INTERVALS; i++) {
      fired += await advance(INTERVAL_MS);
      ours.push(
        await measured(async () => {
          const r = await watcher.tick();
          return { requests: r.pages + r.runReads, announced: r.announced };
        }),
      );
      theirs.push(await measured(() => naiveLook(now)));
      lists.push(await measured(listLook));
    }
    const m = (xs: Measure[], k: keyof Measure) => median(xs.map((x) => x[k]));
    const f = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
    console.log(
      `run watcher: ${f(ready.tasks)} tasks in ${accounts.length} accounts, ${f(ready.perMinute)} (1 %) running each ${INTERVAL_MS / 1000} s interval; ${INTERVALS} intervals (${f(fired)} runs fired), medians per interval; emulator in a child process`,
    );
    console.log(
      `first look (baseline)  : ${f(firstLook.requests)} requests, ${f(firstLook.cpuMs, 1)} ms CPU, ${f(firstLook.wallMs, 0)} ms wall`,
    );
    const line = (name: string, xs: Measure[]) =>
      `${name}: ${f(m(xs, 'requests'))} requests, ${f(m(xs, 'cpuMs'), 1)} ms CPU, ${f(m(xs, 'wallMs'), 0)} ms wall, ${f(xs.reduce((s, x) => s + x.announced, 0))} alerts in all`;
    console.log(line('watcher (lastStart)    ', ours));
    console.log(line('naive (every task runs)', theirs));
    console.log(line('the lists alone        ', lists));
    console.log(
      `naive / watcher: ${(m(theirs, 'requests') / m(ours, 'requests')).toFixed(1)}x the requests, ${(m(theirs, 'cpuMs') / m(ours, 'cpuMs')).toFixed(1)}x the CPU`,
    );
    const beyond = (xs: Measure[]) => m(xs, 'cpuMs') - m(lists, 'cpuMs');
    console.log(
      `beyond the lists: watcher ${f(beyond(ours), 1)} ms CPU, naive ${f(beyond(theirs), 1)} ms CPU (${(beyond(theirs) / beyond(ours)).toFixed(1)}x)`,
    );
  } finally {
    await client.close();
    await store.close();
    child.stdin?.end();
    await once(child, 'exit');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
