/**
 * The twin reconciliation suite on both engines: SQLite (a file per test) and PostgreSQL (a database of its own;
 * with REQUIRE_POSTGRES=1, as in CI, a missing server is a failure, never a skip).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { openStore } from '../../src/store/open.js';
import type { Store } from '../../src/store/types.js';
import { twinSuite } from './twins.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

twinSuite('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-ops-twins-'));
  dirs.push(dir);
  return openStore({ sqlitePath: join(dir, 'store.sqlite') });
});

const url = process.env.TEST_DATABASE_URL ?? '';
const required = process.env.REQUIRE_POSTGRES === '1';
const database = `portal_ops_twins_${process.pid}_${Date.now().toString(36)}`;
let schemas = 0;

describe.runIf(url !== '' || required)('on PostgreSQL', () => {
  let admin: pg.Client | undefined;

  beforeAll(async () => {
    expect(url, 'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set').not.toBe('');
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${database}`);
  });

  afterAll(async () => {
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
  });

  // A schema per test: every test starts from an empty store.
  twinSuite('PostgreSQL', async (): Promise<Store> => {
    const schema = `twins_${++schemas}`;
    const u = new URL(url);
    u.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: u.toString() });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    u.searchParams.set('options', `-c search_path=${schema}`);
    return openStore({ databaseUrl: u.toString() });
  });
});
