import type { Kysely } from 'kysely';
import { uniqueViolation } from './dialect.js';
import { StoreConflictError } from './errors.js';
import type { Database } from './schema.js';
import type { SignInState, SignInStore } from './types.js';

export class KyselySignInStore implements SignInStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Stores a pending sign-in, and clears those that had expired unused by the time this one was made (sign-ins
   * abandoned at the portal), on the caller's clock.
   */
  async put(state: SignInState): Promise<void> {
    try {
      await this.#db
        .insertInto('sign_in_states')
        .values({
          id: state.id,
          team_id: state.team,
          user_id: state.user,
          verifier: state.verifier,
          created_at: state.createdAt,
          expires_at: state.expiresAt,
        })
        .execute();
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw StoreConflictError.signIn();
      throw error;
    }
    await this.#db.deleteFrom('sign_in_states').where('expires_at', '<=', state.createdAt).execute();
  }

  async consume(id: string, now: number): Promise<SignInState | undefined> {
    // Deleting is the read: of two callers with the same state, only one gets the row back.
    const row = await this.#db.deleteFrom('sign_in_states').where('id', '=', id).returningAll().executeTakeFirst();
    if (row === undefined || row.expires_at <= now) return undefined;
    return {
      id: row.id,
      team: row.team_id,
      user: row.user_id,
      verifier: row.verifier,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    };
  }
}
