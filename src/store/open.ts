import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { postgresDatabase, sqliteDatabase } from './dialect.js';
import { KyselyFollowStore } from './follow.js';
import { KyselyLinkStore } from './links.js';
import { migrate } from './migrate.js';
import { KyselyRequestStore } from './requests.js';
import type { Database, Engine } from './schema.js';
import { KyselySignInStore } from './sign-ins.js';
import { KyselyTaskEventStore } from './task-events.js';
import type { Store } from './types.js';
import { KyselyWatchStore } from './watch.js';

export const DEFAULT_SQLITE_PATH = './data/portal-ops.sqlite';

export interface StoreOptions {
  /** A `postgres://` or `postgresql://` URL selects PostgreSQL; unset or empty, SQLite. */
  readonly databaseUrl?: string;
  /** The SQLite file (its directory is created if missing); `:memory:` for a throwaway store. */
  readonly sqlitePath?: string;
  /**
   * The clock. Every operation of the port takes its time from the caller, so the store itself reads none today;
   * accepted so that wiring can hand the one clock to every room.
   */
  readonly now?: () => number;
}

/** Which engine a DATABASE_URL selects; a URL naming neither is refused (a typo must not quietly become a file). */
export function engineFor(databaseUrl: string | undefined): Engine {
  if (databaseUrl === undefined || databaseUrl === '') return 'sqlite';
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return 'postgres';
  throw new Error('store: DATABASE_URL must start with postgres:// or postgresql:// (unset it to use SQLite)');
}

/** Opens the store and brings its schema up to date; safe when several instances start at once. */
export async function openStore(options: StoreOptions = {}): Promise<Store> {
  const engine = engineFor(options.databaseUrl);
  if (engine === 'postgres') {
    const db = postgresDatabase(options.databaseUrl ?? '');
    await migrated(db, engine);
    return new KyselyStore(db, engine, () => db.destroy());
  }
  const path = options.sqlitePath ?? DEFAULT_SQLITE_PATH;
  if (path === ':memory:') {
    const db = await sqliteDatabase(path);
    await migrated(db, engine);
    return new KyselyStore(db, engine, () => db.destroy());
  }
  return openSharedSqlite(resolve(path));
}

async function migrated(db: Kysely<Database>, engine: Engine): Promise<void> {
  try {
    await migrate(db, engine);
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/**
 * better-sqlite3 is synchronous: a second connection in the same process waiting for the first one's write lock
 * would block the very thread the first needs to finish, until the busy timeout fails it. So stores opened on one
 * file within a process share one connection (whose transactions Kysely queues); other processes have their own
 * and wait for the lock as they should.
 */
const sqliteFiles = new Map<string, { db: Promise<Kysely<Database>>; ready: Promise<void>; stores: number }>();

async function openSharedSqlite(path: string): Promise<Store> {
  let file = sqliteFiles.get(path);
  if (file === undefined) {
    const opening = sqliteDatabase(path);
    const ready = opening
      .then((db) => migrated(db, 'sqlite'))
      .catch((error: unknown) => {
        sqliteFiles.delete(path);
        throw error;
      });
    file = { db: opening, ready, stores: 0 };
    sqliteFiles.set(path, file);
  }
  file.stores += 1;
  const opened = file;
  let db: Kysely<Database>;
  try {
    await opened.ready;
    db = await opened.db;
  } catch (error) {
    opened.stores -= 1;
    throw error;
  }
  return new KyselyStore(db, 'sqlite', async () => {
    opened.stores -= 1;
    if (opened.stores > 0) return;
    if (sqliteFiles.get(path) === opened) sqliteFiles.delete(path);
    await db.destroy();
  });
}

class KyselyStore implements Store {
  readonly requests: KyselyRequestStore;
  readonly links: KyselyLinkStore;
  readonly signIns: KyselySignInStore;
  readonly watch: KyselyWatchStore;
  readonly taskEvents: KyselyTaskEventStore;
  readonly follow: KyselyFollowStore;
  readonly #release: () => Promise<void>;
  #closed: Promise<void> | undefined;

  constructor(
    db: Kysely<Database>,
    readonly engine: Engine,
    release: () => Promise<void>,
  ) {
    this.requests = new KyselyRequestStore(db, engine);
    this.links = new KyselyLinkStore(db);
    this.signIns = new KyselySignInStore(db);
    this.watch = new KyselyWatchStore(db);
    this.taskEvents = new KyselyTaskEventStore(db);
    this.follow = new KyselyFollowStore(db);
    this.#release = release;
  }

  /** Ends the pool or closes the file (once the last store on it closes); calling it again waits for the first. */
  close(): Promise<void> {
    this.#closed ??= this.#release();
    return this.#closed;
  }
}
