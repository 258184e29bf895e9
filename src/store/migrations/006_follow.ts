import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../schema.js';

/**
 * Schedules that follow daylight saving time, as a chain of tasks one period of the zone's offset each:
 * - `follow_schedules`: the intent as the person gave it (phrase, zone, dates, maximum, the task's details), whose
 *   portal account creates the chain, and the chain's state.
 * - `follow_periods`: one row per period, keyed by (schedule, the period's first instant): the key is what makes a
 *   period exist once whatever the number of instances planning it. The row is also the claim (`claimed_by`,
 *   `lease_until`: one creator at a time) and the record of what was sent and created.
 * - `follow_events`: the audit trail of every step, by schedule and period (most steps come before any task id).
 */
export function follow(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('follow_schedules')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('request_id', 'text')
        .addColumn('team_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('portal_user', 'text', (c) => c.notNull())
        .addColumn('intent', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('lead_ms', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('follow_schedules_state').on('follow_schedules').column('state').execute();
      await db.schema
        .createTable('follow_periods')
        .addColumn('schedule_id', 'text', (c) => c.notNull())
        .addColumn('period_from', 'bigint', (c) => c.notNull())
        .addColumn('until', 'bigint')
        .addColumn('tasks', 'text', (c) => c.notNull())
        .addColumn('runs', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('next_attempt_at', 'bigint')
        .addColumn('claimed_by', 'text')
        .addColumn('lease_until', 'bigint')
        .addColumn('told_at', 'bigint')
        .addColumn('planned_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('follow_periods_once', ['schedule_id', 'period_from'])
        .execute();
      await db.schema
        .createTable('follow_events')
        .addColumn('id', engine === 'postgres' ? 'bigserial' : 'integer', (c) =>
          engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('schedule_id', 'text', (c) => c.notNull())
        .addColumn('period_from', 'bigint')
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('follow_events_schedule')
        .on('follow_events')
        .columns(['schedule_id', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('follow_events').execute();
      await db.schema.dropTable('follow_periods').execute();
      await db.schema.dropTable('follow_schedules').execute();
    },
  };
}
