import { describe, expect, it } from 'vitest';
import { ITEM, portalRig, T0 } from '../../support/portal.js';

const DAY = 86_400_000;

/** Daily at 06:30 UTC, so the emulator's clock (T0 = 12:00 UTC) first fires it the next morning. */
const DAILY = {
  type: 'UpdateAnalyticsWorkbook',
  title: 'Morning workbook',
  itemId: ITEM,
  minute: '30',
  hour: '6',
  dayOfMonth: '*',
  month: '*',
  dayOfWeek: '?',
} as const;

describe('runs of a task, from the emulator’s scheduler', () => {
  it('a task that never ran: no runs, no lastStart', async () => {
    const rig = await portalRig();
    const { taskId } = await rig.client.createTask(rig.admin, rig.adminName, DAILY);
    expect(await rig.client.taskRuns(rig.admin, rig.adminName, taskId)).toEqual([]);
    expect((await rig.client.getTask(rig.admin, rig.adminName, taskId)).lastStart).toBeUndefined();
  });

  it('newest first, each with its status and the failure’s words; lastStart moves to the latest', async () => {
    const rig = await portalRig();
    const { taskId } = await rig.client.createTask(rig.admin, rig.adminName, DAILY);
    rig.emulator.failRuns(taskId, 1, 'Workbook refresh failed: source missing.');
    rig.emulator.advanceBy(3 * DAY);
    const runs = await rig.client.taskRuns(rig.admin, rig.adminName, taskId);
    expect(runs).toHaveLength(3);
    const created = runs.map((r) => r.created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(runs.map((r) => r.status)).toEqual(['succeeded', 'succeeded', 'failed']);
    expect(runs.at(-1)).toMatchObject({ taskId, result: 'Workbook refresh failed: source missing.' });
    const t = await rig.client.getTask(rig.admin, rig.adminName, taskId);
    expect(t.lastStart).toBeGreaterThanOrEqual(T0 + 2 * DAY);
    expect(t.lastStart).toBeLessThanOrEqual(rig.emulator.now());
    expect(rig.emulator.count('taskRuns', 'GET')).toBe(1);
  });

  it('five failures in a row: the service stops the task, and resuming starts it again', async () => {
    const rig = await portalRig();
    const { taskId } = await rig.client.createTask(rig.admin, rig.adminName, DAILY);
    rig.emulator.failRuns(taskId, 5);
    rig.emulator.advanceBy(7 * DAY);
    const stopped = await rig.client.getTask(rig.admin, rig.adminName, taskId);
    expect(stopped).toMatchObject({ active: false, taskState: 'failed' });
    const runs = await rig.client.taskRuns(rig.admin, rig.adminName, taskId);
    expect(runs.map((r) => r.status)).toEqual(['failed', 'failed', 'failed', 'failed', 'failed']);
    await rig.client.enableTask(rig.admin, rig.adminName, taskId);
    expect(await rig.client.getTask(rig.admin, rig.adminName, taskId)).toMatchObject({
      active: true,
      taskState: 'active',
    });
  });
});
