/**
 * The twin reconciliation suite on both engines: SQLite (a file per test) and PostgreSQL (a database of its own;
 * with REQUIRE_POSTGRES=1, as in CI, a missing server is a failure, never a skip).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe } from 'vitest';
import { openStore } from '../../src/store/open.js';
import { POSTGRES_WANTED, postgresDatabase } from '../support/postgres-database.js';
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

let schemas = 0;

describe.runIf(POSTGRES_WANTED)('on PostgreSQL', () => {
  const databaseUrl = postgresDatabase('portal_ops_twins');
  // A schema per test: every test starts from an empty store.
  twinSuite('PostgreSQL', async () => openStore({ databaseUrl: await databaseUrl(`twins_${++schemas}`) }));
});
