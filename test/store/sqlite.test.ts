import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { SQLITE_BUSY_TIMEOUT_MS, sqliteDatabase } from '../../src/store/dialect.js';
import { DEFAULT_SQLITE_PATH, engineFor, openStore } from '../../src/store/open.js';
import { storeContract } from './contract.js';
import { followStoreContract } from './follow-contract.js';
import { taskEventStoreContract } from './task-events-contract.js';
import { watchStoreContract } from './watch-contract.js';

const dir = mkdtempSync(join(tmpdir(), 'portal-ops-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

const sqliteTarget = {
  engine: 'sqlite',
  async fresh() {
    const sqlitePath = join(dir, `fresh-${++files}`, 'store.sqlite');
    return () => openStore({ sqlitePath });
  },
} as const;
storeContract(sqliteTarget);
watchStoreContract(sqliteTarget);
taskEventStoreContract(sqliteTarget);
followStoreContract(sqliteTarget);

describe('the SQLite store', () => {
  it('creates the file’s directory, and sets WAL, a busy timeout and foreign keys on its connection', async () => {
    const path = join(dir, 'deep', 'er', 'store.sqlite');
    const db = await sqliteDatabase(path);
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db)).rows[0] ?? {})[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('busy_timeout')).toBe(SQLITE_BUSY_TIMEOUT_MS);
      expect(await pragma('foreign_keys')).toBe(1);
    } finally {
      await db.destroy();
    }
  });

  it('waits for another connection that holds a new file, instead of failing at once on switching to WAL', async () => {
    // SQLite answers the switch to WAL with SQLITE_BUSY at once, busy timeout or not, while another connection
    // writes to the file: what a second process starting beside the first one meets.
    const path = join(dir, 'held', 'store.sqlite');
    mkdirSync(join(dir, 'held'));
    const other = new BetterSqlite3(path);
    other.exec('create table t (a)');
    other.exec('begin immediate');
    other.exec('insert into t values (1)');
    const released = new Promise<void>((r) => setTimeout(r, 200)).then(() => other.exec('commit'));
    const started = Date.now();
    const store = await openStore({ sqlitePath: path });
    await released;
    other.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(await store.requests.listAll(1)).toEqual([]);
    await store.close();
  });

  it('holds times as integers and JSON as text, in the tables the port describes', async () => {
    const path = join(dir, 'raw', 'store.sqlite');
    const store = await openStore({ sqlitePath: path });
    const T = Date.UTC(2026, 10, 21, 12);
    await store.requests.insert(
      {
        id: 'r1',
        kind: 'task',
        team: 'T',
        user: 'U',
        portalUser: 'p',
        payload: { a: 1 },
        schedule: null,
        idempotencyKey: 'k',
        results: [],
        createdAt: T,
        expiresAt: T + 1,
      },
      { requestId: 'r1', at: T, actor: 'T:U', type: 'drafted', detail: {} },
    );
    await store.close();
    const raw = new BetterSqlite3(path, { readonly: true });
    try {
      const tables = raw.prepare(`select name from sqlite_master where type = 'table' order by name`).pluck().all();
      expect(tables).toEqual(
        expect.arrayContaining([
          'account_links',
          'created_ids',
          'request_events',
          'requests',
          'sign_in_states',
          'kysely_migration',
          'leases',
          'watch_accounts',
          'watch_tasks',
          'watch_announced',
          'task_events',
          'follow_schedules',
          'follow_periods',
          'follow_events',
        ]),
      );
      expect(raw.prepare('select typeof(created_at), payload, schedule, error from requests').raw().get()).toEqual([
        'integer',
        '{"a":1}',
        'null',
        null,
      ]);
      expect(raw.prepare('select name from kysely_migration').pluck().all()).toEqual([
        '001_initial',
        '002_owned_ids_and_leases',
        '003_item_and_input',
        '004_run_watch',
        '005_task_events',
        '006_follow',
      ]);
    } finally {
      raw.close();
    }
  });

  it('shares one connection among the stores a process opens on one file, closing it with the last', async () => {
    const path = join(dir, 'shared', 'store.sqlite');
    const [a, b] = await Promise.all([
      openStore({ sqlitePath: path }),
      openStore({ sqlitePath: join(path, '..', 'store.sqlite') }),
    ]);
    await a.close();
    await b.signIns.put({ id: 's', team: 'T', user: 'U', verifier: 'v', createdAt: 1, expiresAt: 2 });
    expect(await b.signIns.consume('s', 1)).toBeDefined();
    await b.close();
    const c = await openStore({ sqlitePath: path });
    expect(await c.requests.listAll(1)).toEqual([]);
    await c.close();
  });

  it('keeps :memory: stores apart', async () => {
    const a = await openStore({ sqlitePath: ':memory:' });
    const b = await openStore({ sqlitePath: ':memory:' });
    await a.signIns.put({ id: 's', team: 'T', user: 'U', verifier: 'v', createdAt: 1, expiresAt: 2 });
    expect(await b.signIns.consume('s', 1)).toBeUndefined();
    expect(await a.signIns.consume('s', 1)).toBeDefined();
    await a.close();
    await b.close();
  });

  it('defaults to a file under ./data', () => {
    expect(DEFAULT_SQLITE_PATH).toBe('./data/portal-ops.sqlite');
  });
});

describe('engineFor', () => {
  it('is PostgreSQL for postgres:// and postgresql:// URLs, SQLite when unset or empty', () => {
    expect(engineFor('postgres://u:p@db:5432/ops')).toBe('postgres');
    expect(engineFor('postgresql://db/ops?sslmode=require')).toBe('postgres');
    expect(engineFor(undefined)).toBe('sqlite');
    expect(engineFor('')).toBe('sqlite');
  });

  it('refuses any other URL rather than quietly using a local file', async () => {
    for (const url of ['postgress://db/ops', 'mysql://db/ops', 'sqlite:./x.db', './data/x.sqlite']) {
      expect(() => engineFor(url)).toThrow(/DATABASE_URL must start with postgres:\/\//);
    }
    await expect(openStore({ databaseUrl: 'mysql://db/ops', sqlitePath: ':memory:' })).rejects.toThrow(/DATABASE_URL/);
  });
});
