/**
 * Everything that differs between the engines, in one place: how a connection is made, how a transaction
 * begins, how a duplicate is reported, how text compares. The stores above this file have one code path.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  Kysely,
  PostgresDialect,
  type RawBuilder,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from 'kysely';
import pg from 'pg';
import type { Database, Engine } from './schema.js';

/** How long a SQLite writer waits for another process's write lock before giving up. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * better-sqlite3 is synchronous and Kysely gives it one connection, so within a process transactions already queue.
 * Across processes, a deferred `begin` that reads and then writes fails at once when another writer got in between
 * (WAL's busy snapshot, which no busy timeout waits out); `begin immediate` takes the write lock first and waits.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * SQLite's DDL is transactional; saying so makes Kysely's migrator run inside one (immediate) transaction, which is
 * then the lock that keeps two processes from migrating the same file at once.
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class StoreSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
}

export async function sqliteDatabase(path: string): Promise<Kysely<Database>> {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const database = new BetterSqlite3(path, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  try {
    database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    database.pragma('foreign_keys = ON');
    await useWal(database);
  } catch (error) {
    database.close();
    throw error;
  }
  return new Kysely<Database>({ dialect: new StoreSqliteDialect({ database }) });
}

/**
 * Switches a new file to WAL (the mode stays with the file). The switch needs the file to itself, and SQLite
 * answers SQLITE_BUSY at once, without the busy timeout, while another process holds it (the same switch, or its
 * first migration): so wait and look again, until the file is in WAL or the busy timeout has passed.
 */
async function useWal(database: BetterSqlite3.Database): Promise<void> {
  const deadline = Date.now() + SQLITE_BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      const mode = database.pragma('journal_mode', { simple: true });
      if (mode === 'wal' || mode === 'memory') return;
      database.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      const busy = String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY');
      if (!busy || Date.now() >= deadline) throw error;
      await new Promise((r) => setTimeout(r, 10 + Math.random() * 20));
    }
  }
}

/** int8 (bigint columns, bigserial ids) as numbers: epoch milliseconds and ids stay far below 2^53. */
function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${text} is beyond a safe JavaScript integer`);
  return n;
}

const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
  oid === pg.types.builtins.INT8 && format !== 'binary'
    ? parseInt8
    : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser;

export function postgresDatabase(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, types: { getTypeParser } });
  // An idle connection that the server dropped: the pool discards it and the next query opens another. Without a
  // listener the 'error' event would end the process.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * The unique constraint a failed insert ran into, as the engine names it (PostgreSQL: the constraint's name;
 * SQLite: `table.column`), or undefined when the error is something else.
 */
export function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return typeof message === 'string' ? message.replace(/^UNIQUE constraint failed: /, '') : '';
  }
  return undefined;
}

/** A text column compared byte by byte, as SQLite does, rather than by PostgreSQL's locale collation. */
export function bytewise(engine: Engine, column: string): RawBuilder<string> {
  return engine === 'postgres' ? sql<string>`${sql.ref(column)} collate "C"` : sql<string>`${sql.ref(column)}`;
}
