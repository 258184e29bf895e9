import { type Kysely, Migrator, sql } from 'kysely';
import { migrationProvider } from './migrations/index.js';
import type { Database, Engine } from './schema.js';

/**
 * Brings the schema up to date. Two instances starting at once are safe: on PostgreSQL Kysely's migrator holds an
 * advisory lock; on SQLite it runs in one `begin immediate` transaction (see dialect.ts), so the second waits and
 * then finds nothing to do.
 */
export async function migrate(db: Kysely<Database>, engine: Engine): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider(engine),
    ...(engine === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`store migration${failed === undefined ? '' : ` ${failed}`} failed: ${describe(error)}`, {
      cause: error,
    });
  }
}

/**
 * The schema the tables go to (the first of `search_path` that exists). Kysely looks for its own bookkeeping
 * tables in every schema unless told one, and would take another application's for ours.
 */
async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === null || schema === undefined) {
    throw new Error('store: no schema of the PostgreSQL search_path exists; create it or fix search_path');
  }
  return schema;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
