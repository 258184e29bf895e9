/**
 * Several processes on one SQLite file: what the in-process tests cannot show, since stores opened in one process
 * share a connection. Each child is its own connection waiting on the file's locks.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/store/migrations/index.js';
import { openStore } from '../../src/store/open.js';
import { ALICE, event, newRequest, T0 } from './contract.js';

const CHILD = fileURLToPath(new URL('./store-child.mjs', import.meta.url));
const BUILT = fileURLToPath(new URL('../../dist/src/store/open.js', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'portal-ops-procs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the child with the given environment; resolves with its one line of JSON, rejects if it fails. */
function child(env: Record<string, string>, cwd?: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [CHILD], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(cwd === undefined ? {} : { cwd }),
    });
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => {
      out += String(d);
    });
    p.stderr.on('data', (d) => {
      err += String(d);
    });
    p.on('error', reject);
    p.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as Record<string, unknown>);
      else reject(new Error(`store child exited with ${code}: ${err}`));
    });
  });
}

// The children run the built code: `npm ci` builds it (prepare), so CI always has it; locally `npm run build`.
describe.skipIf(!existsSync(BUILT) && !process.env.CI)('several processes on one SQLite file', () => {
  it('four processes opening a new file at once: all open, the migrations run once', async () => {
    const path = join(dir, 'race', 'store.sqlite');
    const startAt = String(Date.now() + 1500);
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => child({ STORE_MODE: 'open', STORE_PATH: path, STORE_START_AT: startAt })),
    );
    expect(outcomes).toEqual(Array.from({ length: 4 }, () => ({ opened: true, drafts: 0 })));
    const raw = new BetterSqlite3(path, { readonly: true });
    try {
      expect(raw.prepare('select name from kysely_migration').pluck().all()).toEqual(Object.keys(migrations('sqlite')));
    } finally {
      raw.close();
    }
  });

  it('four processes making 10 concurrent claims each on one draft: exactly one wins, one event', async () => {
    const path = join(dir, 'claims', 'store.sqlite');
    const store = await openStore({ sqlitePath: path });
    try {
      await store.requests.insert(newRequest('r1'), event('r1', 'drafted'));
      const startAt = String(Date.now() + 1500);
      const outcomes = await Promise.all(
        ['p0', 'p1', 'p2', 'p3'].map((name) =>
          child({
            STORE_MODE: 'claim',
            STORE_PATH: path,
            STORE_START_AT: startAt,
            STORE_REQUEST: 'r1',
            STORE_CLAIMS: '10',
            STORE_NAME: name,
          }),
        ),
      );
      expect(outcomes.reduce((n, o) => n + Number(o.won), 0)).toBe(1);
      const claimed = await store.requests.get('r1');
      expect(claimed?.state).toBe('submitting');
      expect(claimed?.claimedAt).toBe(T0 + 60_000);
      const confirmed = (await store.requests.events('r1')).filter((e) => e.type === 'confirmed');
      expect(confirmed.map((e) => e.detail.by)).toEqual([claimed?.claimedBy]);
      // The parent's store still works beside the children's finished ones.
      expect((await store.requests.listFor(ALICE, 5)).map((r) => r.id)).toEqual(['r1']);
    } finally {
      await store.close();
    }
  });

  it('with no path, a process makes ./data/portal-ops.sqlite under its working directory', async () => {
    const cwd = join(dir, 'cwd');
    mkdirSync(cwd);
    expect(await child({ STORE_MODE: 'open', STORE_START_AT: '0' }, cwd)).toEqual({ opened: true, drafts: 0 });
    expect(existsSync(join(cwd, 'data', 'portal-ops.sqlite'))).toBe(true);
  });
});
