import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { TaskEvent, TaskEventStore } from './types.js';

/** The audit trail of task changes, oldest first per task. */
export class KyselyTaskEventStore implements TaskEventStore {
  constructor(private readonly db: Kysely<Database>) {}

  async record(event: TaskEvent): Promise<void> {
    await this.db
      .insertInto('task_events')
      .values({
        task_id: event.taskId,
        at: event.at,
        actor: event.actor,
        type: event.type,
        outcome: event.outcome,
        detail: JSON.stringify(event.detail),
      })
      .execute();
  }

  async forTask(taskId: string, limit = 100): Promise<TaskEvent[]> {
    const rows = await this.db
      .selectFrom('task_events')
      .selectAll()
      .where('task_id', '=', taskId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map((r) => ({
      taskId: r.task_id,
      at: Number(r.at),
      actor: r.actor,
      type: r.type,
      outcome: r.outcome as TaskEvent['outcome'],
      detail: JSON.parse(r.detail) as Record<string, unknown>,
    }));
  }
}
