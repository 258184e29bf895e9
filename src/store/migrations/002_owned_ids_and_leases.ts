import type { Kysely, Migration } from 'kysely';

/**
 * A created task or role id belongs to at most one request: the primary key on (kind, portal id) makes a second
 * owner a refused write on either engine, whatever the code above it does. And a claim is a lease: the sending
 * instance renews `lease_until` while it sends; only an expired lease may be taken over.
 */
export function ownedIdsAndLeases(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('created_ids')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('portal_id', 'text', (c) => c.notNull())
        .addColumn('request_id', 'text', (c) => c.notNull().references('requests.id'))
        .addColumn('part', 'integer', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('created_ids_pk', ['kind', 'portal_id'])
        .execute();
      await db.schema.createIndex('created_ids_request').on('created_ids').column('request_id').execute();
      await db.schema.alterTable('requests').addColumn('lease_until', 'bigint').execute();
      // Bumped by every write of the row: what a compare-and-set compares (two writes can share a millisecond).
      await db.schema
        .alterTable('requests')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('requests').dropColumn('version').execute();
      await db.schema.alterTable('requests').dropColumn('lease_until').execute();
      await db.schema.dropTable('created_ids').execute();
    },
  };
}
