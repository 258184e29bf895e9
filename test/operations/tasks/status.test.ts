import { describe, expect, it } from 'vitest';
import { healthOf } from '../../../src/operations/tasks/status.js';
import type { TaskRecord, TaskRun } from '../../../src/portal/operations.js';

const T0 = Date.UTC(2026, 10, 23, 12);

/** A task; `taskState: null` leaves the state word out, as some answers do. */
function task(over: Omit<Partial<TaskRecord>, 'taskState'> & { taskState?: string | null } = {}): TaskRecord {
  const { taskState = 'active', ...rest } = over;
  return {
    id: 'a'.repeat(32),
    type: 'ExecuteNotebook',
    cron: { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '*' },
    active: true,
    ...(taskState === null ? {} : { taskState }),
    ...rest,
  };
}

/** Runs newest first, from a string such as "FFS" (failed, failed, succeeded). */
function runs(pattern: string): TaskRun[] {
  const status = { F: 'failed', S: 'succeeded', K: 'skipped', E: 'executing', X: 'submitfailed' } as const;
  return [...pattern].map((c, i) => ({
    id: `r${i}`,
    taskId: 'a'.repeat(32),
    status: status[c as keyof typeof status],
    created: T0 - i * 86_400_000,
  }));
}

describe('a task’s health, as people need it', () => {
  it.each([
    ['an active task whose runs succeed', task(), 'SSS', 'active', 0],
    ['the last run failed', task(), 'FSS', 'failing', 1],
    ['two of the last three failed, the last succeeded', task(), 'SFF', 'failing', 0],
    ['one old failure is not failing', task(), 'SSF', 'active', 0],
    ['a run still going does not hide the failure before it', task(), 'EFS', 'failing', 1],
    ['could not start counts as a failure', task(), 'XS', 'failing', 1],
    ['paused by a person', task({ active: false, taskState: 'paused' }), 'SS', 'paused', 0],
    ['stopped by the service after five failures', task({ active: false, taskState: 'failed' }), 'FFFFF', 'stopped', 5],
    [
      'inactive after five failures without a state word',
      task({ active: false, taskState: null }),
      'FFFFF',
      'stopped',
      5,
    ],
    ['inactive without failures: paused', task({ active: false, taskState: null }), 'SF', 'paused', 0],
    ['completed: no runs left', task({ active: false, taskState: 'completed' }), 'S', 'completed', 0],
  ] as const)('%s', (_what, t, pattern, state, inRow) => {
    const h = healthOf(t, runs(pattern));
    expect(h.state).toBe(state);
    expect(h.failuresInRow).toBe(inRow);
  });

  it('without runs, the watcher’s count of failures in a row stands in', () => {
    expect(healthOf(task(), undefined, 2)).toMatchObject({ state: 'failing', failuresInRow: 2 });
    expect(healthOf(task(), undefined, 0)).toMatchObject({ state: 'active', failuresInRow: 0 });
    expect(healthOf(task()).lastRun).toBeUndefined();
  });

  it('the last finished run is the one shown', () => {
    expect(healthOf(task(), runs('ESF')).lastRun?.status).toBe('succeeded');
  });
});
