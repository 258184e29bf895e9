/**
 * The contract on PostgreSQL, at TEST_DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres).
 * This file makes its own database there and drops it at the end; every fresh store gets its own schema in it.
 * Without the URL the suite is skipped, unless REQUIRE_POSTGRES=1 (CI), where that is a failure.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/open.js';
import { storeContract } from './contract.js';
import { followStoreContract } from './follow-contract.js';
import { taskEventStoreContract } from './task-events-contract.js';
import { watchStoreContract } from './watch-contract.js';

const url = process.env.TEST_DATABASE_URL ?? '';
const required = process.env.REQUIRE_POSTGRES === '1';

/** The URL of another database on the same server, with a search_path. */
function urlFor(database: string, schema?: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  if (schema !== undefined) u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

if (url === '') {
  describe('the PostgreSQL store', () => {
    if (required) {
      it('needs TEST_DATABASE_URL: REQUIRE_POSTGRES=1 says PostgreSQL must be tested here', () => {
        expect.fail('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set');
      });
    } else {
      it.skip('needs TEST_DATABASE_URL', () => {});
    }
  });
} else {
  const database = `portal_ops_test_${process.pid}_${Date.now().toString(36)}`;
  let admin: pg.Client | undefined;
  let schemas = 0;

  async function createSchema(): Promise<string> {
    const schema = `s${++schemas}`;
    const client = new pg.Client({ connectionString: urlFor(database) });
    await client.connect();
    try {
      await client.query(`create schema ${schema}`);
    } finally {
      await client.end();
    }
    return schema;
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${database}`);
  });

  afterAll(async () => {
    if (admin === undefined) return;
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  const postgresTarget = {
    engine: 'postgres',
    async fresh() {
      const databaseUrl = urlFor(database, await createSchema());
      return () => openStore({ databaseUrl });
    },
  } as const;
  storeContract(postgresTarget);
  watchStoreContract(postgresTarget);
  taskEventStoreContract(postgresTarget);
  followStoreContract(postgresTarget);

  describe('the PostgreSQL store', () => {
    it('keeps stores in different schemas of one database apart, each with its own migrations', async () => {
      const [one, two] = [await createSchema(), await createSchema()];
      const a = await openStore({ databaseUrl: urlFor(database, one) });
      const b = await openStore({ databaseUrl: urlFor(database, two) });
      try {
        await a.signIns.put({ id: 's', team: 'T', user: 'U', verifier: 'v', createdAt: 1, expiresAt: 2 });
        expect(await b.signIns.consume('s', 1)).toBeUndefined();
        expect(await a.signIns.consume('s', 1)).toBeDefined();
        const client = new pg.Client({ connectionString: urlFor(database) });
        await client.connect();
        try {
          const { rows } = await client.query(
            `select table_schema, table_name from information_schema.tables
             where table_schema in ($1, $2) order by 1, 2`,
            [one, two],
          );
          const tables = [
            'account_links',
            'created_ids',
            'kysely_migration',
            'kysely_migration_lock',
            'leases',
            'request_events',
            'requests',
          ];
          const expected = [
            'account_links',
            'created_ids',
            'follow_events',
            'follow_periods',
            'follow_schedules',
            ...tables.slice(2),
            'sign_in_states',
            'task_events',
            'watch_accounts',
            'watch_announced',
            'watch_tasks',
          ];
          expect(rows).toEqual([
            ...expected.map((t) => ({ table_schema: one, table_name: t })),
            ...expected.map((t) => ({ table_schema: two, table_name: t })),
          ]);
          const types = await client.query(
            `select column_name, data_type from information_schema.columns
             where table_schema = $1 and table_name = 'requests' and column_name in ('created_at', 'payload')
             order by 1`,
            [one],
          );
          expect(types.rows).toEqual([
            { column_name: 'created_at', data_type: 'bigint' },
            { column_name: 'payload', data_type: 'text' },
          ]);
        } finally {
          await client.end();
        }
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('reads bigint columns as numbers', async () => {
      const store = await openStore({ databaseUrl: urlFor(database, await createSchema()) });
      try {
        const at = Date.UTC(2026, 10, 21, 12);
        await store.signIns.put({ id: 's', team: 'T', user: 'U', verifier: 'v', createdAt: at, expiresAt: at + 1 });
        const s = await store.signIns.consume('s', at);
        expect(s?.createdAt).toBe(at);
        expect(typeof s?.expiresAt).toBe('number');
      } finally {
        await store.close();
      }
    });

    it('says so when no schema of the search_path exists', async () => {
      await expect(openStore({ databaseUrl: urlFor(database, 'no_such_schema') })).rejects.toThrow(
        /no schema of the PostgreSQL search_path exists/,
      );
    });
  });
}
