/** The audit trail of task changes, the same tests for every engine. */
import { afterEach, describe, expect, it } from 'vitest';
import type { Store, TaskEvent } from '../../src/store/types.js';
import type { StoreTarget } from './contract.js';

const T0 = Date.UTC(2026, 10, 23, 12);
const TASK = 'a'.repeat(32);

function event(type: string, at: number, outcome: TaskEvent['outcome'] = 'done'): TaskEvent {
  return { taskId: TASK, at, actor: 'T1:U1', type, outcome, detail: { title: 'Nightly “notebook”', n: at - T0 } };
}

export function taskEventStoreContract(target: StoreTarget): void {
  const opened: Store[] = [];
  afterEach(async () => {
    for (const s of opened.splice(0)) await s.close();
  });

  describe(`the task audit trail on ${target.engine}`, () => {
    it('reads back each change as written, oldest first, per task, the last `limit`', async () => {
      const store = await (await target.fresh())();
      opened.push(store);
      await store.taskEvents.record(event('pause', T0));
      await store.taskEvents.record(event('resume', T0 + 1_000));
      await store.taskEvents.record(event('delete', T0 + 2_000, 'refused'));
      await store.taskEvents.record({ ...event('pause', T0), taskId: 'b'.repeat(32) });
      const trail = await store.taskEvents.forTask(TASK);
      expect(trail).toEqual([event('pause', T0), event('resume', T0 + 1_000), event('delete', T0 + 2_000, 'refused')]);
      expect((await store.taskEvents.forTask(TASK, 2)).map((e) => e.type)).toEqual(['resume', 'delete']);
      expect(await store.taskEvents.forTask('c'.repeat(32))).toEqual([]);
    });
  });
}
