import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, FollowPeriodsTable, FollowSchedulesTable } from './schema.js';
import type {
  FollowEvent,
  FollowedPeriod,
  FollowedSchedule,
  FollowIntentRecord,
  FollowPeriodState,
  FollowPeriodTask,
  FollowSent,
  FollowState,
  FollowStore,
} from './types.js';

function toSchedule(r: Selectable<FollowSchedulesTable>): FollowedSchedule {
  return {
    id: r.id,
    requestId: r.request_id,
    owner: { team: r.team_id, user: r.user_id },
    account: r.account,
    portalUser: r.portal_user,
    intent: JSON.parse(r.intent) as FollowIntentRecord,
    state: r.state as FollowState,
    leadMs: Number(r.lead_ms),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

function scheduleRow(s: FollowedSchedule) {
  return {
    id: s.id,
    request_id: s.requestId,
    team_id: s.owner.team,
    user_id: s.owner.user,
    account: s.account,
    portal_user: s.portalUser,
    intent: JSON.stringify(s.intent),
    state: s.state,
    lead_ms: s.leadMs,
    created_at: s.createdAt,
    updated_at: s.updatedAt,
  };
}

const num = (v: number | null): number | null => (v === null ? null : Number(v));

function toPeriod(r: Selectable<FollowPeriodsTable>): FollowedPeriod {
  return {
    scheduleId: r.schedule_id,
    from: Number(r.period_from),
    until: num(r.until),
    tasks: JSON.parse(r.tasks) as FollowPeriodTask[],
    runs: Number(r.runs),
    state: r.state as FollowPeriodState,
    created: JSON.parse(r.created) as FollowSent[],
    attempts: Number(r.attempts),
    lastError: r.last_error,
    nextAttemptAt: num(r.next_attempt_at),
    claimedBy: r.claimed_by,
    leaseUntil: num(r.lease_until),
    toldAt: num(r.told_at),
    plannedAt: Number(r.planned_at),
    updatedAt: Number(r.updated_at),
  };
}

/** Followed schedules and their periods, the same statements on SQLite and PostgreSQL. */
export class KyselyFollowStore implements FollowStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insertSchedule(s: FollowedSchedule): Promise<void> {
    await this.#db.insertInto('follow_schedules').values(scheduleRow(s)).execute();
  }

  async adopt(
    s: FollowedSchedule,
    first: {
      from: number;
      until: number | null;
      tasks: readonly FollowPeriodTask[];
      runs: number;
      ids: readonly (string | null)[];
    },
  ): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('follow_schedules')
        .values(scheduleRow(s))
        .onConflict((c) => c.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row === undefined) return false;
      await trx
        .insertInto('follow_periods')
        .values({
          schedule_id: s.id,
          period_from: first.from,
          until: first.until,
          tasks: JSON.stringify(first.tasks),
          runs: first.runs,
          state: first.tasks.every((_, k) => first.ids[k]) ? 'created' : 'planned',
          created: JSON.stringify(
            first.tasks.map((_, k) => {
              const id = first.ids[k] ?? null;
              return id === null ? { sentAt: null, id: null } : { sentAt: s.createdAt, id };
            }),
          ),
          planned_at: s.createdAt,
          updated_at: s.createdAt,
        })
        .execute();
      return true;
    });
  }

  async schedule(id: string): Promise<FollowedSchedule | undefined> {
    const r = await this.#db.selectFrom('follow_schedules').selectAll().where('id', '=', id).executeTakeFirst();
    return r && toSchedule(r);
  }

  async schedules(state?: FollowState): Promise<FollowedSchedule[]> {
    let q = this.#db.selectFrom('follow_schedules').selectAll();
    if (state !== undefined) q = q.where('state', '=', state);
    const rows = await q.orderBy('created_at').orderBy('id').execute();
    return rows.map(toSchedule);
  }

  async setState(id: string, state: FollowState, now: number): Promise<void> {
    await this.#db.updateTable('follow_schedules').set({ state, updated_at: now }).where('id', '=', id).execute();
  }

  async plan(
    p: { scheduleId: string; from: number; until: number | null; tasks: readonly FollowPeriodTask[]; runs: number },
    now: number,
  ): Promise<boolean> {
    const row = await this.#db
      .insertInto('follow_periods')
      .values({
        schedule_id: p.scheduleId,
        period_from: p.from,
        until: p.until,
        tasks: JSON.stringify(p.tasks),
        runs: p.runs,
        state: 'planned',
        created: JSON.stringify(p.tasks.map(() => ({ sentAt: null, id: null }))),
        planned_at: now,
        updated_at: now,
      })
      .onConflict((c) => c.columns(['schedule_id', 'period_from']).doNothing())
      .returning('schedule_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async periods(scheduleId: string): Promise<FollowedPeriod[]> {
    const rows = await this.#db
      .selectFrom('follow_periods')
      .selectAll()
      .where('schedule_id', '=', scheduleId)
      .orderBy('period_from')
      .execute();
    return rows.map(toPeriod);
  }

  async period(scheduleId: string, from: number): Promise<FollowedPeriod | undefined> {
    const r = await this.#db
      .selectFrom('follow_periods')
      .selectAll()
      .where('schedule_id', '=', scheduleId)
      .where('period_from', '=', from)
      .executeTakeFirst();
    return r && toPeriod(r);
  }

  async claim(
    scheduleId: string,
    from: number,
    holder: string,
    leaseUntil: number,
    now: number,
  ): Promise<FollowedPeriod | undefined> {
    const r = await this.#db
      .updateTable('follow_periods')
      .set((eb) => ({
        state: 'creating',
        claimed_by: holder,
        lease_until: leaseUntil,
        attempts: eb('attempts', '+', 1),
        updated_at: now,
      }))
      .where('schedule_id', '=', scheduleId)
      .where('period_from', '=', from)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('state', '=', 'planned'),
            eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]),
          ]),
          eb.and([eb('state', '=', 'creating'), eb('lease_until', '<', now)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    return r && toPeriod(r);
  }

  async progress(
    scheduleId: string,
    from: number,
    holder: string,
    created: readonly FollowSent[],
    leaseUntil: number,
    now: number,
  ): Promise<boolean> {
    return this.#whileHeld(scheduleId, from, holder, {
      created: JSON.stringify(created),
      lease_until: leaseUntil,
      updated_at: now,
    });
  }

  async finish(
    scheduleId: string,
    from: number,
    holder: string,
    created: readonly FollowSent[],
    now: number,
  ): Promise<boolean> {
    return this.#whileHeld(scheduleId, from, holder, {
      state: 'created',
      created: JSON.stringify(created),
      claimed_by: null,
      lease_until: null,
      last_error: null,
      next_attempt_at: null,
      updated_at: now,
    });
  }

  async release(
    scheduleId: string,
    from: number,
    holder: string,
    x: { error: string; nextAttemptAt: number | null; failed?: boolean },
    now: number,
  ): Promise<boolean> {
    return this.#whileHeld(scheduleId, from, holder, {
      state: x.failed ? 'failed' : 'planned',
      claimed_by: null,
      lease_until: null,
      last_error: x.error,
      next_attempt_at: x.nextAttemptAt,
      updated_at: now,
    });
  }

  /** One conditional UPDATE of a period being created, only while `holder` holds its claim; true when it did. */
  async #whileHeld(
    scheduleId: string,
    from: number,
    holder: string,
    set: Updateable<FollowPeriodsTable>,
  ): Promise<boolean> {
    const r = await this.#db
      .updateTable('follow_periods')
      .set(set)
      .where('schedule_id', '=', scheduleId)
      .where('period_from', '=', from)
      .where('state', '=', 'creating')
      .where('claimed_by', '=', holder)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async fail(scheduleId: string, from: number, error: string, now: number): Promise<boolean> {
    const r = await this.#db
      .updateTable('follow_periods')
      .set({ state: 'failed', claimed_by: null, lease_until: null, last_error: error, updated_at: now })
      .where('schedule_id', '=', scheduleId)
      .where('period_from', '=', from)
      .where((eb) =>
        eb.or([eb('state', '=', 'planned'), eb.and([eb('state', '=', 'creating'), eb('lease_until', '<', now)])]),
      )
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async markTold(scheduleId: string, from: number, now: number): Promise<boolean> {
    const r = await this.#db
      .updateTable('follow_periods')
      .set({ told_at: now })
      .where('schedule_id', '=', scheduleId)
      .where('period_from', '=', from)
      .where('told_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async record(e: FollowEvent): Promise<void> {
    await this.#db
      .insertInto('follow_events')
      .values({
        schedule_id: e.scheduleId,
        period_from: e.periodFrom,
        at: e.at,
        actor: e.actor,
        type: e.type,
        outcome: e.outcome,
        detail: JSON.stringify(e.detail),
      })
      .execute();
  }

  async events(scheduleId: string): Promise<FollowEvent[]> {
    const rows = await this.#db
      .selectFrom('follow_events')
      .selectAll()
      .where('schedule_id', '=', scheduleId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      scheduleId: r.schedule_id,
      periodFrom: num(r.period_from),
      at: Number(r.at),
      actor: r.actor,
      type: r.type,
      outcome: r.outcome as FollowEvent['outcome'],
      detail: JSON.parse(r.detail) as Record<string, unknown>,
    }));
  }
}
