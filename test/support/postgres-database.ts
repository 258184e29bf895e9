import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? '';
/** CI sets REQUIRE_POSTGRES=1: a missing server is then a failure, never a skip. */
export const POSTGRES_WANTED = POSTGRES_URL !== '' || process.env.REQUIRE_POSTGRES === '1';

/**
 * A database of the calling test file's own on the TEST_DATABASE_URL server, created before its tests and dropped
 * after them (inside a `describe.runIf(POSTGRES_WANTED)`). Returns a function giving its URL, optionally with a
 * `search_path` schema (created on first use) so each test can start from an empty store.
 */
export function postgresDatabase(prefix: string): (schema?: string) => Promise<string> {
  const database = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  let admin: pg.Client | undefined;
  beforeAll(async () => {
    expect(POSTGRES_URL, 'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set').not.toBe('');
    admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
  });
  afterAll(async () => {
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
  });
  return async (schema) => {
    const u = new URL(POSTGRES_URL);
    u.pathname = `/${database}`;
    if (schema === undefined) return u.toString();
    const client = new pg.Client({ connectionString: u.toString() });
    await client.connect();
    try {
      await client.query(`create schema if not exists ${schema}`);
    } finally {
      await client.end();
    }
    u.searchParams.set('options', `-c search_path=${schema}`);
    return u.toString();
  };
}
