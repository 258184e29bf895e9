import type { Kysely, Migration } from 'kysely';

/**
 * What the run watcher remembers, so that each run is announced once across restarts and instances:
 * - `leases`: one row per background job; its holder renews `until`, another instance takes over once it passed.
 * - `watch_accounts`: each watched portal account's first look (its baseline), last successful look and backoff.
 * - `watch_tasks`: per task, the `lastStart` last seen, the newest run settled, the failure streak and the
 *   messages a recovery is threaded under.
 * - `watch_announced`: every announcement made, by key (a run id, or the stop of a task): the primary key is what
 *   makes a second announcement of the same thing a refused insert on either engine.
 */
export function runWatch(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('until', 'bigint', (c) => c.notNull())
        .addColumn('since', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('watch_accounts')
        .addColumn('account', 'text', (c) => c.primaryKey())
        .addColumn('baseline_at', 'bigint', (c) => c.notNull())
        .addColumn('last_look_at', 'bigint')
        .addColumn('last_ok_at', 'bigint')
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('backoff_until', 'bigint')
        .addColumn('last_error', 'text')
        .execute();
      await db.schema
        .createTable('watch_tasks')
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('task_id', 'text', (c) => c.notNull())
        .addColumn('last_start', 'bigint')
        .addColumn('runs_until', 'bigint', (c) => c.notNull())
        .addColumn('open', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('stopped', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('threads', 'text')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('watch_tasks_pk', ['account', 'task_id'])
        .execute();
      await db.schema
        .createTable('watch_announced')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('task_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('posted_at', 'bigint')
        .execute();
      await db.schema.createIndex('watch_announced_at').on('watch_announced').column('at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('watch_announced').execute();
      await db.schema.dropTable('watch_tasks').execute();
      await db.schema.dropTable('watch_accounts').execute();
      await db.schema.dropTable('leases').execute();
    },
  };
}
