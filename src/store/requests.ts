import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { bytewise, uniqueViolation } from './dialect.js';
import { StoreConflictError } from './errors.js';
import { fromJson, toJson } from './json.js';
import type { Database, Engine, RequestEventsTable, RequestsTable } from './schema.js';
import type {
  NewRequest,
  Person,
  RequestEvent,
  RequestItem,
  RequestKind,
  RequestPatch,
  RequestRecord,
  RequestState,
  RequestStore,
  SubResult,
  TransitionGuard,
} from './types.js';

type RequestRow = Selectable<RequestsTable>;

function toRecord(row: RequestRow): RequestRecord {
  return {
    id: row.id,
    kind: row.kind as RequestKind,
    team: row.team_id,
    user: row.user_id,
    portalUser: row.portal_user,
    payload: fromJson(row.payload),
    schedule: fromJson(row.schedule),
    item: itemOf(row.item),
    input: fromJson(row.input),
    state: row.state as RequestState,
    idempotencyKey: row.idempotency_key,
    results: fromJson(row.results) as SubResult[],
    error: (fromJson(row.error) ?? null) as RequestRecord['error'],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    expiresAt: row.expires_at,
    claimedBy: row.claimed_by,
    claimedAt: row.claimed_at,
    leaseUntil: row.lease_until,
    version: row.version,
  };
}

/** The stored item, read defensively: anything but an object with an id is no item. */
function itemOf(text: string | null): RequestItem | null {
  const v = fromJson(text);
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  if (typeof r.id !== 'string' || r.id === '') return null;
  const str = (x: unknown) => (typeof x === 'string' ? x : null);
  return { id: r.id, title: str(r.title), type: str(r.type) };
}

function toEvent(row: Pick<Selectable<RequestEventsTable>, 'request_id' | 'at' | 'actor' | 'type' | 'detail'>) {
  return {
    requestId: row.request_id,
    at: row.at,
    actor: row.actor,
    type: row.type,
    detail: JSON.parse(row.detail) as RequestEvent['detail'],
  } satisfies RequestEvent;
}

/** A limit is a count; anything else is a caller's mistake, and the engines would disagree on what it means. */
function checkLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`limit must be a whole number ≥ 0: ${limit}`);
  return limit;
}

export class KyselyRequestStore implements RequestStore {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;

  constructor(db: Kysely<Database>, engine: Engine) {
    this.#db = db;
    this.#engine = engine;
  }

  async insert(request: NewRequest, event: RequestEvent): Promise<RequestRecord> {
    sameRequest(request.id, event);
    try {
      return await this.#db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('requests')
          .values({
            id: request.id,
            kind: request.kind,
            team_id: request.team,
            user_id: request.user,
            portal_user: request.portalUser,
            payload: toJson(request.payload),
            schedule: toJson(request.schedule),
            item: request.item ? JSON.stringify(request.item) : null,
            input: toJson(request.input),
            state: 'draft',
            idempotency_key: request.idempotencyKey,
            results: JSON.stringify(request.results),
            error: null,
            created_at: request.createdAt,
            updated_at: request.createdAt,
            expires_at: request.expiresAt,
            claimed_by: null,
            claimed_at: null,
            lease_until: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await appendEvent(trx, event);
        return toRecord(row);
      });
    } catch (error) {
      const taken = uniqueViolation(error);
      if (taken?.includes('idempotency_key'))
        throw StoreConflictError.request('idempotencyKey', request.idempotencyKey, error);
      if (taken === 'requests_pkey' || taken === 'requests.id')
        throw StoreConflictError.request('id', request.id, error);
      throw error;
    }
  }

  async get(id: string): Promise<RequestRecord | undefined> {
    const row = await this.#db.selectFrom('requests').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  async byIdempotencyKey(key: string): Promise<RequestRecord | undefined> {
    const row = await this.#db.selectFrom('requests').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    return row && toRecord(row);
  }

  async claim(
    id: string,
    by: Person,
    now: number,
    instance: string,
    event: RequestEvent,
    leaseUntil?: number,
  ): Promise<RequestRecord | undefined> {
    sameRequest(id, event);
    return this.#db.transaction().execute(async (trx) => {
      // One conditional statement: the row lock (PostgreSQL) or the write lock (SQLite) makes every later claimant
      // re-read the row and find it no longer a draft.
      const row = await trx
        .updateTable('requests')
        .set({
          state: 'submitting',
          claimed_by: instance,
          claimed_at: now,
          updated_at: now,
          lease_until: leaseUntil ?? null,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', id)
        .where('state', '=', 'draft')
        .where('team_id', '=', by.team)
        .where('user_id', '=', by.user)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
      if (row === undefined) return undefined;
      await appendEvent(trx, event);
      return toRecord(row);
    });
  }

  async transition(
    id: string,
    from: readonly RequestState[],
    to: RequestState,
    patch: RequestPatch,
    now: number,
    event: RequestEvent,
    guard: TransitionGuard = {},
  ): Promise<RequestRecord | undefined> {
    sameRequest(id, event);
    if (from.length === 0) return undefined;
    const expiredBefore = guard.leaseExpiredBefore;
    const run = () =>
      this.#db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('requests')
          .set({
            state: to,
            updated_at: now,
            version: sql<number>`version + 1`,
            ...(patch.results !== undefined ? { results: JSON.stringify(patch.results) } : {}),
            ...(patch.error !== undefined ? { error: patch.error === null ? null : JSON.stringify(patch.error) } : {}),
            ...(patch.claimedBy !== undefined ? { claimed_by: patch.claimedBy } : {}),
            ...(patch.claimedAt !== undefined ? { claimed_at: patch.claimedAt } : {}),
            ...(patch.leaseUntil !== undefined ? { lease_until: patch.leaseUntil } : {}),
          })
          .where('id', '=', id)
          .where('state', 'in', from)
          .$if(expiredBefore !== undefined, (q) =>
            q.where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', expiredBefore ?? 0)])),
          )
          .$if(guard.claimedBy !== undefined, (q) => q.where('claimed_by', '=', guard.claimedBy ?? ''))
          .$if(guard.version !== undefined, (q) => q.where('version', '=', guard.version ?? 0))
          .returningAll()
          .executeTakeFirst();
        if (row === undefined) return undefined;
        if (patch.results !== undefined) await own(trx, row.kind, id, patch.results, now);
        await appendEvent(trx, event);
        return toRecord(row);
      });
    try {
      return await run();
    } catch (error) {
      const taken = uniqueViolation(error);
      if (taken !== undefined && /created_ids/.test(taken)) {
        const kind = (await this.get(id))?.kind ?? 'task';
        const ids = (patch.results ?? []).flatMap((r) => (r.state === 'created' && r.id ? [r.id] : []));
        const owners = await this.owners(kind, ids);
        const theirs = ids.find((x) => owners.get(x)?.requestId !== id) ?? ids[0] ?? '';
        throw StoreConflictError.createdId(kind, theirs, error);
      }
      throw error;
    }
  }

  async renew(id: string, instance: string, leaseUntil: number): Promise<boolean> {
    const r = await this.#db
      .updateTable('requests')
      .set({ lease_until: leaseUntil, version: sql<number>`version + 1` })
      .where('id', '=', id)
      .where('state', '=', 'submitting')
      .where('claimed_by', '=', instance)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async expiredClaims(now: number, legacyBefore: number, limit = 100): Promise<RequestRecord[]> {
    const rows = await this.#db
      .selectFrom('requests')
      .selectAll()
      .where('state', '=', 'submitting')
      .where((eb) =>
        eb.or([
          eb('lease_until', '<', now),
          eb.and([eb('lease_until', 'is', null), eb('updated_at', '<', legacyBefore)]),
        ]),
      )
      .orderBy('updated_at', 'asc')
      .orderBy(bytewise(this.#engine, 'id'), 'asc')
      .limit(checkLimit(limit))
      .execute();
    return rows.map(toRecord);
  }

  async owners(kind: RequestKind, ids: readonly string[]): Promise<Map<string, { requestId: string; part: number }>> {
    const out = new Map<string, { requestId: string; part: number }>();
    if (ids.length === 0) return out;
    const rows = await this.#db
      .selectFrom('created_ids')
      .select(['portal_id', 'request_id', 'part'])
      .where('kind', '=', kind)
      .where('portal_id', 'in', [...ids])
      .execute();
    for (const r of rows) out.set(r.portal_id, { requestId: r.request_id, part: r.part });
    return out;
  }

  async listFor(person: Person, limit: number): Promise<RequestRecord[]> {
    const rows = await this.#db
      .selectFrom('requests')
      .selectAll()
      .where('team_id', '=', person.team)
      .where('user_id', '=', person.user)
      .orderBy('created_at', 'desc')
      .orderBy(bytewise(this.#engine, 'id'), 'desc')
      .limit(checkLimit(limit))
      .execute();
    return rows.map(toRecord);
  }

  async listAll(limit: number): Promise<RequestRecord[]> {
    const rows = await this.#db
      .selectFrom('requests')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy(bytewise(this.#engine, 'id'), 'desc')
      .limit(checkLimit(limit))
      .execute();
    return rows.map(toRecord);
  }

  async inState(
    state: RequestState,
    options: { updatedBefore?: number; updatedSince?: number; limit?: number } = {},
  ): Promise<RequestRecord[]> {
    let query = this.#db
      .selectFrom('requests')
      .selectAll()
      .where('state', '=', state)
      .orderBy('updated_at', 'asc')
      .orderBy(bytewise(this.#engine, 'id'), 'asc');
    if (options.updatedBefore !== undefined) query = query.where('updated_at', '<', options.updatedBefore);
    if (options.updatedSince !== undefined) query = query.where('updated_at', '>=', options.updatedSince);
    if (options.limit !== undefined) query = query.limit(checkLimit(options.limit));
    return (await query.execute()).map(toRecord);
  }

  async events(requestId: string): Promise<RequestEvent[]> {
    const rows = await this.#db
      .selectFrom('request_events')
      .select(['request_id', 'at', 'actor', 'type', 'detail'])
      .where('request_id', '=', requestId)
      .orderBy('id', 'asc')
      .execute();
    return rows.map(toEvent);
  }
}

/**
 * Records the request's created ids as its own (those it owns already are left as they are). The primary key on
 * (kind, portal id) refuses an id that another request owns, and with it the whole transaction.
 */
async function own(
  trx: Transaction<Database>,
  kind: string,
  requestId: string,
  results: readonly SubResult[],
  now: number,
): Promise<void> {
  const created = results.flatMap((r) => (r.state === 'created' && r.id ? [{ id: r.id, part: r.index }] : []));
  if (created.length === 0) return;
  const mine = new Set(
    (
      await trx
        .selectFrom('created_ids')
        .select('portal_id')
        .where('kind', '=', kind)
        .where('request_id', '=', requestId)
        .execute()
    ).map((r) => r.portal_id),
  );
  const fresh = created.filter((c) => !mine.has(c.id));
  if (fresh.length === 0) return;
  await trx
    .insertInto('created_ids')
    .values(fresh.map((c) => ({ kind, portal_id: c.id, request_id: requestId, part: c.part, at: now })))
    .execute();
}

async function appendEvent(trx: Transaction<Database>, event: RequestEvent): Promise<void> {
  await trx
    .insertInto('request_events')
    .values({
      request_id: event.requestId,
      at: event.at,
      actor: event.actor,
      type: event.type,
      detail: JSON.stringify(event.detail),
    })
    .execute();
}

/** An event belongs to the request it is written with; another id is a caller's mistake. */
function sameRequest(id: string, event: RequestEvent): void {
  if (event.requestId !== id) {
    throw new Error(`store: an event for request ${event.requestId} written with request ${id}`);
  }
}
