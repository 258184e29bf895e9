import { type Kysely, type Selectable, sql } from 'kysely';
import { fromJson, toJson } from './json.js';
import type { Database, WatchAccountsTable, WatchTasksTable } from './schema.js';
import type { Lease, Person, WatchedAccountState, WatchedTask, WatchStore } from './types.js';

/** Rows per insert: well under SQLite's bound-parameter limit at 10 columns a row. */
const BATCH = 200;

function toAccount(row: Selectable<WatchAccountsTable>): WatchedAccountState {
  return {
    account: row.account,
    baselineAt: row.baseline_at,
    lastLookAt: row.last_look_at,
    lastOkAt: row.last_ok_at,
    failures: row.failures,
    backoffUntil: row.backoff_until,
    lastError: row.last_error,
  };
}

function toTask(row: Selectable<WatchTasksTable>): WatchedTask {
  return {
    account: row.account,
    taskId: row.task_id,
    lastStart: row.last_start,
    runsUntil: row.runs_until,
    open: row.open === 1,
    streak: row.streak,
    stopped: row.stopped === 1,
    threads: (fromJson(row.threads) as WatchedTask['threads'] | undefined) ?? {},
    updatedAt: row.updated_at,
  };
}

function taskColumns(t: WatchedTask) {
  return {
    last_start: t.lastStart,
    runs_until: t.runsUntil,
    open: t.open ? 1 : 0,
    streak: t.streak,
    stopped: t.stopped ? 1 : 0,
    threads: t.threads.team || t.threads.owner ? toJson(t.threads) : null,
    updated_at: t.updatedAt,
  };
}

export class KyselyWatchStore implements WatchStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async takeLease(name: string, holder: string, until: number, now: number): Promise<boolean> {
    // One statement on both engines: the update happens only for the same holder or an expired lease, and a
    // conflict that updates nothing returns no row.
    const row = await this.#db
      .insertInto('leases')
      .values({ name, holder, until, since: now })
      .onConflict((c) =>
        c
          .column('name')
          .doUpdateSet({
            holder: (eb) => eb.ref('excluded.holder'),
            until: (eb) => eb.ref('excluded.until'),
            since: sql<number>`case when ${sql.ref('leases.holder')} = ${sql.ref('excluded.holder')} then ${sql.ref('leases.since')} else ${sql.ref('excluded.since')} end`,
          })
          .where((eb) => eb.or([eb('leases.holder', '=', holder), eb('leases.until', '<', now)])),
      )
      .returning('name')
      .executeTakeFirst();
    return row !== undefined;
  }

  async releaseLease(name: string, holder: string): Promise<void> {
    await this.#db
      .updateTable('leases')
      .set({ until: 0 })
      .where('name', '=', name)
      .where('holder', '=', holder)
      .execute();
  }

  async lease(name: string): Promise<Lease | undefined> {
    return this.#db.selectFrom('leases').selectAll().where('name', '=', name).executeTakeFirst();
  }

  async account(account: string): Promise<WatchedAccountState | undefined> {
    const row = await this.#db
      .selectFrom('watch_accounts')
      .selectAll()
      .where('account', '=', account)
      .executeTakeFirst();
    return row && toAccount(row);
  }

  async accounts(): Promise<WatchedAccountState[]> {
    const rows = await this.#db.selectFrom('watch_accounts').selectAll().orderBy('account').execute();
    return rows.map(toAccount);
  }

  async putAccount(s: WatchedAccountState): Promise<void> {
    const fields = {
      baseline_at: s.baselineAt,
      last_look_at: s.lastLookAt,
      last_ok_at: s.lastOkAt,
      failures: s.failures,
      backoff_until: s.backoffUntil,
      last_error: s.lastError,
    };
    await this.#db
      .insertInto('watch_accounts')
      .values({ account: s.account, ...fields })
      .onConflict((c) => c.column('account').doUpdateSet(fields))
      .execute();
  }

  async tasks(account: string): Promise<WatchedTask[]> {
    const rows = await this.#db.selectFrom('watch_tasks').selectAll().where('account', '=', account).execute();
    return rows.map(toTask);
  }

  async putTasks(tasks: readonly WatchedTask[]): Promise<void> {
    for (let i = 0; i < tasks.length; i += BATCH) {
      const rows = tasks.slice(i, i + BATCH).map((t) => ({ account: t.account, task_id: t.taskId, ...taskColumns(t) }));
      await this.#db
        .insertInto('watch_tasks')
        .values(rows)
        .onConflict((c) =>
          c.columns(['account', 'task_id']).doUpdateSet((eb) => ({
            last_start: eb.ref('excluded.last_start'),
            runs_until: eb.ref('excluded.runs_until'),
            open: eb.ref('excluded.open'),
            streak: eb.ref('excluded.streak'),
            stopped: eb.ref('excluded.stopped'),
            threads: eb.ref('excluded.threads'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  }

  async dropTasks(account: string, taskIds: readonly string[]): Promise<void> {
    for (let i = 0; i < taskIds.length; i += BATCH) {
      await this.#db
        .deleteFrom('watch_tasks')
        .where('account', '=', account)
        .where('task_id', 'in', taskIds.slice(i, i + BATCH))
        .execute();
    }
  }

  async claimAnnouncement(
    key: string,
    claim: { taskId: string; kind: string; holder: string; at: number },
  ): Promise<boolean> {
    const row = await this.#db
      .insertInto('watch_announced')
      .values({ key, task_id: claim.taskId, kind: claim.kind, holder: claim.holder, at: claim.at, posted_at: null })
      .onConflict((c) => c.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }

  async announced(key: string, at: number): Promise<void> {
    await this.#db.updateTable('watch_announced').set({ posted_at: at }).where('key', '=', key).execute();
  }

  async releaseClaim(key: string, holder: string): Promise<boolean> {
    const rows = await this.#db
      .deleteFrom('watch_announced')
      .where('key', '=', key)
      .where('holder', '=', holder)
      .where('posted_at', 'is', null)
      .returning('key')
      .execute();
    return rows.length > 0;
  }

  async unposted(before: number, limit = 100): Promise<{ key: string; taskId: string; kind: string; at: number }[]> {
    const rows = await this.#db
      .selectFrom('watch_announced')
      .select(['key', 'task_id', 'kind', 'at'])
      .where('posted_at', 'is', null)
      .where('at', '<', before)
      .orderBy('at')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ key: r.key, taskId: r.task_id, kind: r.kind, at: r.at }));
  }

  async linkedPeople(): Promise<Person[]> {
    const rows = await this.#db
      .selectFrom('account_links')
      .select(['team_id', 'user_id'])
      .orderBy('team_id')
      .orderBy('user_id')
      .execute();
    return rows.map((r) => ({ team: r.team_id, user: r.user_id }));
  }
}
