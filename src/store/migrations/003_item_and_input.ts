import type { Kysely, Migration } from 'kysely';

/**
 * What a request ran against and what the person gave, kept with it: `item` is the item as the portal named it when
 * the draft was made (id, title, type; JSON), so views made later from the stored record (history, a notification
 * after a restart) can name it; `input` is the draft's input as the person gave it (JSON), so "Back to edit" and
 * "Create another" reopen the form with exactly those values. Both are empty for requests made before.
 */
export function itemAndInput(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('requests').addColumn('item', 'text').execute();
      await db.schema.alterTable('requests').addColumn('input', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('requests').dropColumn('input').execute();
      await db.schema.alterTable('requests').dropColumn('item').execute();
    },
  };
}
