import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PortalClient } from '../src/portal/client.js';
import { StaticTokenSource } from '../src/portal/tokens/static.js';
import { Policy } from '../src/requests/policy.js';
import { Workflow } from '../src/requests/workflow.js';
import { Secret } from '../src/secret.js';
import { openStore } from '../src/store/open.js';
import type { Store } from '../src/store/types.js';

/**
 * Drafts + confirms per second through the whole workflow (policy, schedule compile, validation, store: insert,
 * claim, transitions, events) on SQLite, and on PostgreSQL when BENCH_DATABASE_URL is set, against the emulator in
 * a child process; and, in the same run, createTask called directly with the same task. Prints the ratio; not a test.
 */
const CONCURRENCY = 8;
const ROUND_MS = 1500;
const ROUNDS = 3;
const PERSON = { team: 'T_BENCH', user: 'U_BENCH' };
const TASK = {
  type: 'UpdateAnalyticsWorkbook',
  title: 'Bench workbook',
  itemId: '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2',
} as const;
const SCHEDULE = { phrase: 'every weekday 7pm Pacific', zone: 'UTC' };

async function emulatorProcess(): Promise<{ child: ChildProcess; url: string; user: string; token: string }> {
  const main = fileURLToPath(new URL('../src/cli/main.js', import.meta.url));
  const child = spawn(process.execPath, [main, 'emulator', '--port', '0', '--json'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout as NodeJS.ReadableStream }), 'line')) as [string];
  const ready = JSON.parse(line) as { portalUrl: string; users: { username: string; token: string }[] };
  const admin = ready.users[0];
  if (!admin) throw new Error('no users');
  return { child, url: ready.portalUrl, user: admin.username, token: admin.token };
}

async function rate(op: () => Promise<void>, ms: number): Promise<number> {
  let n = 0;
  const end = performance.now() + ms;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        await op();
        n++;
      }
    }),
  );
  return n / ((performance.now() - t0) / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  const emu = await emulatorProcess();
  const client = new PortalClient({ portalUrl: emu.url });
  const tokens = new StaticTokenSource(new Secret(emu.token));
  const identity = { mode: 'per-person' as const, tokensFor: async () => ({ tokens, portalUser: emu.user }) };
  const policy = new Policy({ team: PERSON.team, mode: 'per-person' });
  const dir = mkdtempSync(join(tmpdir(), 'portal-ops-bench-'));
  const stores: [string, Store][] = [['SQLite', await openStore({ sqlitePath: join(dir, 'bench.sqlite') })]];
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) stores.push(['PostgreSQL', await openStore({ databaseUrl: pgUrl })]);
  try {
    const direct = async () => {
      await client.createTask(tokens, emu.user, {
        ...TASK,
        minute: '0',
        hour: '3',
        dayOfMonth: '?',
        month: '*',
        dayOfWeek: '3-7',
      });
    };
    const flows = stores.map(([name, store]) => {
      const wf = new Workflow({ store, client, identity, policy, instance: `bench-${name}` });
      return [
        name,
        async () => {
          const c = await wf.draft({ kind: 'task', person: PERSON, task: TASK, schedule: SCHEDULE });
          const o = await wf.confirm(c.requestId, PERSON);
          if (o.state !== 'created') throw new Error(`bench request ended ${o.state}`);
        },
      ] as const;
    });
    await rate(direct, 500);
    for (const [, f] of flows) await rate(f, 500);
    const d: number[] = [];
    const w = new Map<string, number[]>();
    for (let i = 0; i < ROUNDS; i++) {
      d.push(await rate(direct, ROUND_MS));
      for (const [name, f] of flows) w.set(name, [...(w.get(name) ?? []), await rate(f, ROUND_MS)]);
    }
    const base = median(d);
    const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
    console.log(`requests, ${CONCURRENCY} concurrent, emulator in a child process`);
    console.log(`createTask directly      : ${fmt(base)}/s (baseline)`);
    for (const [name, rates] of w) {
      const r = median(rates);
      console.log(`draft+confirm, ${name.padEnd(10)}: ${fmt(r)}/s  (${(r / base).toFixed(2)} of direct)`);
    }
    if (!pgUrl) console.log('(PostgreSQL: set BENCH_DATABASE_URL=postgres://… to include it)');
  } finally {
    for (const [, s] of stores) await s.close();
    await client.close();
    rmSync(dir, { recursive: true, force: true });
    emu.child.kill('SIGTERM');
    await once(emu.child, 'exit');
  }
}

await main();
