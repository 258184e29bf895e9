import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Emulator, type EmulatorOptions, startEmulator, type TaskSeed } from '../../src/dev/emulator.js';
import { compileCron, nextFires } from '../../src/schedule/cron/evaluate.js';
import { expectError, get, ITEM, post } from './http.js';

/** Monday 2 March 2026, noon UTC: every emulator here starts its clock there. */
const T0 = Date.parse('2026-03-02T12:00:00Z');
const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const YEAR = 365 * DAY;

const open: Emulator[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(open.splice(0).map((e) => e.close()));
});

async function emulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const emu = await startEmulator({ now: () => T0, ...options });
  open.push(emu);
  return emu;
}

const NOTEBOOK: TaskSeed = {
  type: 'ExecuteNotebook',
  itemId: ITEM,
  minute: '0',
  hour: '3',
  dayOfMonth: '?',
  month: '*',
  dayOfWeek: '*',
};

const firesOf = (emu: Emulator, id: string) =>
  emu
    .runs(id)
    .map((r) => r.created)
    .reverse();

describe('fires as the schedule engine says, over a simulated year', () => {
  const EXPRESSIONS: ReadonlyArray<[string, string, string, string, string]> = [
    ['0', '3', '?', '*', '3-7'],
    ['30', '19', '?', '*', '2-6'],
    ['0', '12', 'L', '*', '?'],
    ['0', '12', 'L-3', '*', '?'],
    ['0', '12', 'LW', '*', '?'],
    ['0', '12', '15W', '*', '?'],
    ['0', '12', '?', '*', '2#5'],
    ['0', '12', '?', '*', '6L'],
    ['0', '12', '?', '*', 'L'],
    ['0', '22-2', '1,15', '*', '?'],
    ['0', '0', '?', '11-2', '1'],
    ['0', '*/6', '*/10', '*', '?'],
    ['15', '8', '?', '1-12/3', '2'],
    ['0', '12', '29', '2', '?'],
  ];

  it('each task’s runs are at exactly the engine’s fire times, and nothing else fires', async () => {
    const emu = await emulator();
    const ids = EXPRESSIONS.map(([minute, hour, dayOfMonth, month, dayOfWeek]) =>
      emu.addTask('ada_admin', { ...NOTEBOOK, minute, hour, dayOfMonth, month, dayOfWeek }),
    );
    const t = performance.now();
    const fired = emu.advanceBy(YEAR);
    expect(performance.now() - t).toBeLessThan(2000);
    let total = 0;
    EXPRESSIONS.forEach(([minute, hour, dayOfMonth, month, dayOfWeek], i) => {
      const expected = nextFires(
        [compileCron({ minute, hour, dayOfMonth, month, dayOfWeek })],
        T0,
        10_000,
        T0 + YEAR + 1,
      );
      const id = ids[i] ?? '';
      expect(
        firesOf(emu, id).map((x) => new Date(x).toISOString()),
        `${minute} ${hour} ${dayOfMonth} ${month} ${dayOfWeek}`,
      ).toEqual(expected.map((x) => new Date(x).toISOString()));
      total += expected.length;
      expect(emu.task(id)?.lastStart).toBe(expected.at(-1));
    });
    expect(fired).toBe(total);
    expect(emu.advanceBy(0)).toBe(0);
  });

  it('a task created over HTTP fires from its creation on; a request does what became due on a moved clock', async () => {
    let now = T0;
    const emu = await emulator({ now: () => now });
    const u = emu.users[0];
    if (!u) throw new Error('no user');
    const a = await post(emu, `community/users/${u.username}/tasks/createTask`, {
      f: 'json',
      token: u.token,
      type: 'ExecuteNotebook',
      itemId: ITEM,
      minute: '*/30',
      hour: '*',
      dayOfMonth: '*',
      month: '*',
      dayOfWeek: '?',
    });
    const id = a.body.taskId as string;
    now = T0 + 2 * HOUR; // the test's own clock, not advanceBy: the next request catches up
    const runs = await get(emu, `community/users/${u.username}/tasks/${id}/runs`, { f: 'json', token: u.token });
    expect(runs.body.runs.map((r: { created: number }) => r.created)).toEqual(
      [0, 1, 2, 3, 4].map((k) => T0 + k * 30 * MIN).reverse(),
    );
    const task = await get(emu, `community/users/${u.username}/tasks/${id}`, { f: 'json', token: u.token });
    expect(task.body).toMatchObject({ lastStart: T0 + 2 * HOUR, runIntervalSeconds: 1800, taskState: 'active' });
  });
});

describe('a run’s life', () => {
  it('scheduled, then executing, then succeeded with a link to the notebook', async () => {
    const emu = await emulator();
    const id = emu.addTask('ada_admin', { ...NOTEBOOK, hour: '12', minute: '5' });
    emu.advanceTo(T0 + 5 * MIN);
    const [run] = emu.runs(id);
    expect(run).toMatchObject({ taskId: id, status: 'scheduled', result: '', created: T0 + 5 * MIN });
    emu.advanceBy(3000);
    expect(emu.runs(id)[0]).toMatchObject({ status: 'executing', result: '' });
    emu.advanceBy(MIN);
    const done = emu.runs(id)[0];
    expect(done?.status).toBe('succeeded');
    expect(done?.result).toBe(`${emu.url.replace('/sharing/rest', '')}/home/item.html?id=${ITEM}`);
    expect(done?.updated).toBeGreaterThan(done?.created ?? 0);
  });

  it('the runs endpoint lists them newest first with the service’s fields', async () => {
    const emu = await emulator();
    const u = emu.users[0];
    if (!u) throw new Error('no user');
    const id = emu.addTask(u.username, { ...NOTEBOOK, hour: '*', minute: '0' });
    emu.advanceBy(3 * HOUR + MIN);
    const a = await get(emu, `community/users/${u.username}/tasks/${id}/runs`, { f: 'json', token: u.token });
    // created on a whole hour: the first fire is the creation instant itself (at or after, as Quartz)
    expect(a.body.runs).toHaveLength(4);
    for (const r of a.body.runs) {
      expect(Object.keys(r).sort()).toEqual(['created', 'id', 'result', 'status', 'taskId', 'updated']);
      expect(r.status).toBe('succeeded');
    }
    expect(a.body.runs.map((r: { created: number }) => r.created)).toEqual([
      T0 + 3 * HOUR,
      T0 + 2 * HOUR,
      T0 + HOUR,
      T0,
    ]);
  });
});

describe('dates and counts', () => {
  it('waits for startDate, stops at endDate, and is then completed', async () => {
    const emu = await emulator();
    const id = emu.addTask('ada_admin', { ...NOTEBOOK, startDate: T0 + 2 * DAY, endDate: T0 + 5 * DAY });
    emu.advanceBy(10 * DAY);
    expect(firesOf(emu, id)).toEqual([3, 4, 5].map((d) => T0 + d * DAY - 9 * HOUR));
    expect(emu.task(id)).toMatchObject({ active: false, taskState: 'completed', occurrences: 3 });
  });

  it('completes at its endDate even when no fire falls before it', async () => {
    const emu = await emulator();
    const id = emu.addTask('ada_admin', { ...NOTEBOOK, month: '12', endDate: T0 + 5 * DAY });
    emu.advanceBy(5 * DAY - 1);
    expect(emu.task(id)?.taskState).toBe('active');
    emu.advanceBy(1);
    expect(emu.task(id)).toMatchObject({ taskState: 'completed', active: false, occurrences: 0 });
  });

  it('after maxOccurrences runs it is completed, once the last run has finished', async () => {
    const emu = await emulator();
    const id = emu.addTask('ada_admin', { ...NOTEBOOK, maxOccurrences: 3 });
    emu.advanceTo(Date.parse('2026-03-05T03:00:01Z'));
    expect(emu.task(id)).toMatchObject({ taskState: 'active', occurrences: 3 });
    emu.advanceBy(MIN);
    expect(emu.task(id)).toMatchObject({ taskState: 'completed', active: false, occurrences: 3 });
    emu.advanceBy(30 * DAY);
    expect(emu.runs(id)).toHaveLength(3);
  });
});

describe('failures', () => {
  it('the next N runs fail with the type’s error, then they succeed again', async () => {
    const emu = await emulator();
    const id = emu.addTask('ada_admin', NOTEBOOK);
    emu.failRuns(id, 2);
    emu.advanceBy(4 * DAY);
    const statuses = emu.runs(id).map((r) => r.status);
    expect(statuses).toEqual(['succeeded', 'succeeded', 'failed', 'failed']);
    expect(emu.runs(id)[3]?.result).toMatch(/Notebook execution failed/);
    expect(emu.task(id)).toMatchObject({ failuresInARow: 0, taskState: 'active' });
  });

  it('five failures in a row stop the task; enable resets the count and it runs again', async () => {
    const emu = await emulator();
    const u = emu.users[0];
    if (!u) throw new Error('no user');
    const id = emu.addTask(u.username, NOTEBOOK);
    emu.failRuns(id, 9, 'Kernel died.');
    emu.advanceBy(4 * DAY);
    expect(emu.task(id)).toMatchObject({ failuresInARow: 4, active: true, taskState: 'active' });
    emu.advanceBy(DAY);
    expect(emu.task(id)).toMatchObject({ failuresInARow: 5, active: false, taskState: 'failed' });
    emu.advanceBy(10 * DAY);
    expect(emu.runs(id)).toHaveLength(5);
    expect(emu.runs(id).every((r) => r.status === 'failed' && r.result === 'Kernel died.')).toBe(true);
    // fifteen days on, the tokens printed at start (14 days) have expired, as they would
    u.token = emu.issueToken(u.username, DAY);
    const shown = await get(emu, `community/users/${u.username}/tasks/${id}`, { f: 'json', token: u.token });
    expect(shown.body).toMatchObject({ active: false, taskState: 'failed' });

    const enabled = await post(emu, `community/users/${u.username}/tasks/${id}/enable`, { f: 'json', token: u.token });
    expect(enabled.body.success).toBe(true);
    expect(emu.task(id)).toMatchObject({ failuresInARow: 0, active: true, taskState: 'active' });
    emu.advanceBy(DAY);
    expect(emu.task(id)?.failuresInARow).toBe(1); // four of the nine left
    emu.clearRunFaults(id);
    emu.advanceBy(DAY);
    expect(emu.task(id)).toMatchObject({ failuresInARow: 0, taskState: 'active' });
    expect(emu.runs(id)[0]?.status).toBe('succeeded');
  });

  it('fails with a probability, the same runs for the same seed', async () => {
    const outcomes = async () => {
      const emu = await emulator({ now: () => T0 });
      const id = emu.addTask('ada_admin', { ...NOTEBOOK, hour: '*' });
      emu.failRunsRandomly(id, 0.3, 42);
      emu.advanceBy(20 * DAY);
      return emu.runs(id).map((r) => r.status);
    };
    const first = await outcomes();
    const second = await outcomes();
    expect(first).toEqual(second);
    const failed = first.filter((s) => s === 'failed').length;
    expect(failed / first.length).toBeGreaterThan(0.2);
    expect(failed / first.length).toBeLessThan(0.4);
  });

  it('a fault for every task ("*") applies to each task that has none of its own', async () => {
    const emu = await emulator();
    const a = emu.addTask('ada_admin', NOTEBOOK);
    const b = emu.addTask('ada_admin', NOTEBOOK);
    emu.failRuns('*', 1);
    emu.failRuns(b, 0);
    emu.advanceBy(DAY);
    expect(emu.runs(a)[0]?.status).toBe('failed');
    expect(emu.runs(b)[0]?.status).toBe('succeeded');
  });
});

describe('changes reach the schedule', () => {
  it('pause stops the fires, resume starts them from now, update moves them, delete ends them', async () => {
    const emu = await emulator();
    const u = emu.users[0];
    if (!u) throw new Error('no user');
    const base = `community/users/${u.username}/tasks`;
    const id = emu.addTask(u.username, NOTEBOOK);
    emu.advanceBy(DAY);
    expect(emu.runs(id)).toHaveLength(1);
    await post(emu, `${base}/${id}/disable`, { f: 'json', token: u.token });
    emu.advanceBy(3 * DAY);
    expect(emu.runs(id)).toHaveLength(1);
    await post(emu, `${base}/${id}/enable`, { f: 'json', token: u.token });
    emu.advanceBy(DAY);
    expect(emu.runs(id)).toHaveLength(2);
    const updated = await post(emu, `${base}/${id}/update`, {
      f: 'json',
      token: u.token,
      type: 'ExecuteNotebook',
      itemId: ITEM,
      minute: '0',
      hour: '18',
      dayOfMonth: '?',
      month: '*',
      dayOfWeek: '*',
    });
    expect(updated.body.success).toBe(true);
    emu.advanceBy(DAY);
    expect(new Date(emu.runs(id)[0]?.created ?? 0).getUTCHours()).toBe(18);
    await post(emu, `${base}/${id}/delete`, { f: 'json', token: u.token });
    expect(() => emu.runs(id)).toThrow();
    expect(emu.advanceBy(5 * DAY)).toBe(0);
  });
});

describe('the control endpoint', () => {
  it('sets run faults and moves the clock over HTTP', async () => {
    const emu = await emulator();
    const id = emu.addTask('ada_admin', NOTEBOOK);
    const control = (path: string, fields: Record<string, string>) =>
      fetch(`${emu.url.replace('/sharing/rest', '')}/emulator/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }).then((r) => r.json() as Promise<Record<string, unknown>>);
    expect(await control(`tasks/${id}/run-faults`, { fault: 'fail; times=2', result: 'Out of memory.' })).toMatchObject(
      {
        success: true,
      },
    );
    expect(await control('clock', { advanceBy: String(3 * DAY) })).toMatchObject({ now: T0 + 3 * DAY, fired: 3 });
    expect(emu.runs(id).map((r) => r.result)).toEqual([
      expect.stringContaining('http'),
      'Out of memory.',
      'Out of memory.',
    ]);
    expect(await control(`tasks/${id}/run-faults`, { fault: 'fail; probability=1; seed=3' })).toMatchObject({
      success: true,
    });
    await control('clock', { advanceTo: String(T0 + 4 * DAY) });
    expect(emu.runs(id)[0]?.status).toBe('failed');
    await control(`tasks/${id}/run-faults`, { fault: 'none' });
    await control('clock', { advanceBy: String(DAY) });
    expect(emu.runs(id)[0]?.status).toBe('succeeded');
    expect((await control('tasks/x/run-faults', { fault: 'explode' })).error).toMatchObject({ code: 400 });
    expect((await control('clock', { advanceTo: String(T0) })).error).toMatchObject({ code: 400 });
    expect(emu.count('emulatorControl')).toBe(8);
  });
});

describe('real time', () => {
  it('a timer fires due runs as time passes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: T0 });
    const emu = await startEmulator({ realTime: true });
    open.push(emu);
    const id = emu.addTask('ada_admin', { ...NOTEBOOK, hour: '*', minute: '*' });
    expect(emu.runs(id)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(3 * MIN + 1);
    expect(emu.runs(id).map((r) => r.created)).toEqual([3, 2, 1, 0].map((k) => T0 + k * MIN));
  });
});

describe('many accounts and tasks, for a benchmark', () => {
  it('50 accounts and 10,000 tasks: listing a page and advancing a day stay fast', async () => {
    const emu = await emulator({ accounts: 50 });
    const accounts = emu.users.filter((u) => u.username.startsWith('user_'));
    expect(accounts.map((u) => u.username).slice(0, 2)).toEqual(['user_01', 'user_02']);
    expect(accounts).toHaveLength(50);
    expect(accounts[49]?.password).toBe('user_50-pass');
    const t0 = performance.now();
    for (const [i, u] of accounts.entries()) {
      emu.addTasks(
        u.username,
        Array.from({ length: 200 }, (_, k) => ({ ...NOTEBOOK, minute: String((i + k) % 60), hour: String(k % 24) })),
      );
    }
    expect(emu.tasks()).toHaveLength(10_000);
    const u = accounts[7];
    if (!u) throw new Error('no user');
    const t1 = performance.now();
    const page = await get(emu, `community/users/${u.username}/tasks`, { f: 'json', token: u.token, num: '100' });
    expect(page.body).toMatchObject({ total: 200, nextStart: 101 });
    const t2 = performance.now();
    expect(emu.advanceBy(DAY)).toBe(10_000);
    const t3 = performance.now();
    console.log(
      `10,000 tasks: added in ${Math.round(t1 - t0)} ms, a page listed in ${Math.round(t2 - t1)} ms, a day advanced in ${Math.round(t3 - t2)} ms`,
    );
    expect(t1 - t0).toBeLessThan(8000); // under the test transform; compiled, a fraction of it
    expect(t2 - t1).toBeLessThan(1000);
    expect(t3 - t2).toBeLessThan(3000);
    expectError(await get(emu, `community/users/user_01/tasks`, { f: 'json', token: u.token }), 403);
  });
});
