import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.js';

const KINDS = ['task', 'role'];
const STATES = ['draft', 'submitting', 'created', 'partial', 'rejected', 'unknown', 'cancelled', 'expired'];

function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

/** requests, their append-only events, account links and pending sign-ins. */
export function initial(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('team_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('portal_user', 'text', (c) => c.notNull())
        .addColumn('payload', 'text')
        .addColumn('schedule', 'text')
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('results', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('claimed_by', 'text')
        .addColumn('claimed_at', 'bigint')
        .addUniqueConstraint('requests_idempotency_key_unique', ['idempotency_key'])
        .addCheckConstraint('requests_kind_check', oneOf('kind', KINDS))
        .addCheckConstraint('requests_state_check', oneOf('state', STATES))
        .execute();
      await db.schema
        .createIndex('requests_person_created')
        .on('requests')
        .columns(['team_id', 'user_id', 'created_at'])
        .execute();
      await db.schema.createIndex('requests_state_updated').on('requests').columns(['state', 'updated_at']).execute();

      // The id gives the events their insertion order; SQLite's AUTOINCREMENT never reuses one.
      await db.schema
        .createTable('request_events')
        .addColumn('id', engine === 'postgres' ? 'bigserial' : 'integer', (c) =>
          engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('request_id', 'text', (c) => c.notNull().references('requests.id'))
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('request_events_request')
        .on('request_events')
        .columns(['request_id', 'id'])
        .execute();

      await db.schema
        .createTable('account_links')
        .addColumn('team_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('portal_user', 'text', (c) => c.notNull())
        .addColumn('access_token', 'text')
        .addColumn('access_expires_at', 'bigint', (c) => c.notNull())
        .addColumn('refresh_token', 'text', (c) => c.notNull())
        .addColumn('refresh_expires_at', 'bigint', (c) => c.notNull())
        .addColumn('refresh_issued_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('account_links_pk', ['team_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('sign_in_states')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('team_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('verifier', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sign_in_states_expires').on('sign_in_states').column('expires_at').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sign_in_states').execute();
      await db.schema.dropTable('account_links').execute();
      await db.schema.dropTable('request_events').execute();
      await db.schema.dropTable('requests').execute();
    },
  };
}
