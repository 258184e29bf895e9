import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../schema.js';

/**
 * The audit trail of changes to tasks after their creation (pause, resume, delete, edit): who asked, when, which
 * task, and how it ended. A request's own events stay in `request_events`; a task the bot did not create has no
 * request, and its changes must be on record all the same.
 */
export function taskEvents(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('task_events')
        .addColumn('id', engine === 'postgres' ? 'bigserial' : 'integer', (c) =>
          engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('task_id', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('task_events_task').on('task_events').columns(['task_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('task_events').execute();
    },
  };
}
