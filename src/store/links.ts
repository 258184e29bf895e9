import type { Kysely, Selectable } from 'kysely';
import type { AccountLinksTable, Database } from './schema.js';
import type { AccountLink, LinkStore, Person } from './types.js';

function toLink(row: Selectable<AccountLinksTable>): AccountLink {
  return {
    team: row.team_id,
    user: row.user_id,
    portalUser: row.portal_user,
    accessToken: row.access_token,
    accessExpiresAt: row.access_expires_at,
    refreshToken: row.refresh_token,
    refreshExpiresAt: row.refresh_expires_at,
    refreshIssuedAt: row.refresh_issued_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columnsOf(link: AccountLink) {
  return {
    portal_user: link.portalUser,
    access_token: link.accessToken,
    access_expires_at: link.accessExpiresAt,
    refresh_token: link.refreshToken,
    refresh_expires_at: link.refreshExpiresAt,
    refresh_issued_at: link.refreshIssuedAt,
    created_at: link.createdAt,
    updated_at: link.updatedAt,
  };
}

export class KyselyLinkStore implements LinkStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async get(person: Person): Promise<AccountLink | undefined> {
    const row = await this.#db
      .selectFrom('account_links')
      .selectAll()
      .where('team_id', '=', person.team)
      .where('user_id', '=', person.user)
      .executeTakeFirst();
    return row && toLink(row);
  }

  /** Creates the person's link or replaces it whole (a new sign-in). */
  async put(link: AccountLink): Promise<void> {
    const fields = columnsOf(link);
    await this.#db
      .insertInto('account_links')
      .values({ team_id: link.team, user_id: link.user, ...fields })
      .onConflict((c) => c.columns(['team_id', 'user_id']).doUpdateSet(fields))
      .execute();
  }

  async replace(link: AccountLink, refreshToken: string): Promise<boolean> {
    const { numUpdatedRows } = await this.#db
      .updateTable('account_links')
      .set(columnsOf(link))
      .where('team_id', '=', link.team)
      .where('user_id', '=', link.user)
      .where('refresh_token', '=', refreshToken)
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  async delete(person: Person): Promise<boolean> {
    const { numDeletedRows } = await this.#db
      .deleteFrom('account_links')
      .where('team_id', '=', person.team)
      .where('user_id', '=', person.user)
      .executeTakeFirst();
    return numDeletedRows > 0n;
  }
}
