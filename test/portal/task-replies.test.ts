import { describe, expect, it } from 'vitest';
import { changeReply, runsReply, taskPageReply, taskReply } from '../../src/portal/task-replies.js';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const ITEM = '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2';

/** A task as service.md documents `GET …/tasks/<taskId>`. */
const documented = {
  id: ID,
  itemId: ITEM,
  type: 'ExecuteNotebook',
  title: 'Nightly notebook',
  userId: 'ada_admin',
  cronSchedule: { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' },
  runIntervalSeconds: 86_400,
  lastStart: T0 - 3_600_000,
  maxOccurrences: 10,
  parameters: { updatePortalItem: true },
  created: T0 - 86_400_000,
  updated: T0 - 60_000,
  startDate: T0 - 86_400_000,
  active: true,
  taskState: 'active',
};

describe('a task as the service shows it', () => {
  it('maps userId to owner and cronSchedule to cron, keeping what we show', () => {
    expect(taskReply.parse(documented)).toEqual({
      id: ID,
      type: 'ExecuteNotebook',
      title: 'Nightly notebook',
      itemId: ITEM,
      owner: 'ada_admin',
      cron: { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' },
      lastStart: T0 - 3_600_000,
      maxOccurrences: 10,
      parameters: { updatePortalItem: true },
      created: T0 - 86_400_000,
      updated: T0 - 60_000,
      startDate: T0 - 86_400_000,
      active: true,
      taskState: 'active',
    });
  });

  it.each([null, 0, -1, undefined])('a lastStart of %s is a task that never ran', (lastStart) => {
    const t = taskReply.parse({ ...documented, lastStart });
    expect(t.lastStart).toBeUndefined();
    expect('lastStart' in t).toBe(false);
  });

  it('reads numbers sent as decimal text, and CRON fields sent as whole numbers', () => {
    const t = taskReply.parse({
      ...documented,
      lastStart: String(T0),
      endDate: `${T0 + 1}`,
      maxOccurrences: '5',
      cronSchedule: { minute: 0, hour: 3, dayOfMonth: '?', month: '*', dayOfWeek: '3-7' },
    });
    expect(t).toMatchObject({ lastStart: T0, endDate: T0 + 1, maxOccurrences: 5 });
    expect(t.cron).toMatchObject({ minute: '0', hour: '3' });
  });

  it('reads parameters sent as a JSON string, and leaves out parameters that are not an object', () => {
    expect(taskReply.parse({ ...documented, parameters: '{"a":{"b":1}}' }).parameters).toEqual({ a: { b: 1 } });
    expect(taskReply.parse({ ...documented, parameters: 'not json' }).parameters).toBeUndefined();
    expect(taskReply.parse({ ...documented, parameters: [1] }).parameters).toBeUndefined();
  });

  it('ignores fields it does not know, and odd values of fields it only shows', () => {
    const t = taskReply.parse({
      ...documented,
      somethingNew: { x: 1 },
      title: 42,
      created: 'yesterday',
      taskState: null,
      userId: undefined,
      owner: 'ada_admin',
    });
    expect(t).not.toHaveProperty('title');
    expect(t).not.toHaveProperty('created');
    expect(t).not.toHaveProperty('taskState');
    expect(t).not.toHaveProperty('somethingNew');
    expect(t.owner).toBe('ada_admin');
  });

  it('an empty title or item id is none', () => {
    const t = taskReply.parse({ ...documented, title: '', itemId: '' });
    expect(t).not.toHaveProperty('title');
    expect(t).not.toHaveProperty('itemId');
  });

  it.each([
    ['no id', { id: undefined }],
    ['an empty id', { id: '' }],
    ['no type', { type: undefined }],
    ['no cronSchedule', { cronSchedule: undefined }],
    ['a CRON field missing', { cronSchedule: { minute: '0', hour: '3', dayOfMonth: '?', month: '*' } }],
    ['a CRON field empty', { cronSchedule: { ...documented.cronSchedule, hour: ' ' } }],
    ['a CRON field of another kind', { cronSchedule: { ...documented.cronSchedule, hour: [3] } }],
    ['no active', { active: undefined }],
    ['active as text', { active: 'true' }],
  ])('is refused with %s (what callers rely on)', (_name, change) => {
    expect(taskReply.safeParse({ ...documented, ...change }).success).toBe(false);
  });
});

describe('a page of tasks', () => {
  it('reads every task, and is refused whole when one cannot be read (a dropped task would read as none)', () => {
    const page = { total: 2, start: 1, num: 100, nextStart: -1, tasks: [documented, { ...documented, id: 'b' }] };
    expect(taskPageReply.parse(page).tasks.map((t) => t.id)).toEqual([ID, 'b']);
    expect(taskPageReply.safeParse({ ...page, tasks: [documented, { id: 'b' }] }).success).toBe(false);
    expect(taskPageReply.safeParse({ ...page, nextStart: undefined }).success).toBe(false);
  });
});

describe('runs of a task', () => {
  it('names the task for runs that do not, and turns a result that is not text into its JSON', () => {
    const reply = runsReply(ID).parse({
      runs: [
        { id: 'r1', status: 'failed', result: 'Kernel died.', created: T0, updated: T0 + 5 },
        { id: 2, taskId: ID, status: 'succeeded', result: { url: 'https://x' }, created: `${T0 - 1}` },
        { id: 'r3', status: 'scheduled', result: null, created: T0 + 1, extra: true },
      ],
    });
    expect(reply.runs).toEqual([
      { id: 'r1', taskId: ID, status: 'failed', result: 'Kernel died.', created: T0, updated: T0 + 5 },
      { id: '2', taskId: ID, status: 'succeeded', result: '{"url":"https://x"}', created: T0 - 1 },
      { id: 'r3', taskId: ID, status: 'scheduled', created: T0 + 1 },
    ]);
  });

  it('keeps a status it does not know, and refuses a run without an id, a status or a time', () => {
    expect(runsReply(ID).parse({ runs: [{ id: 'r', status: 'queued', created: T0 }] }).runs[0]?.status).toBe('queued');
    for (const run of [
      { status: 'failed', created: T0 },
      { id: 'r', created: T0 },
      { id: 'r', status: 'failed' },
    ]) {
      expect(runsReply(ID).safeParse({ runs: [run] }).success).toBe(false);
    }
    expect(runsReply(ID).safeParse({}).success).toBe(false);
  });
});

describe('the answer to a change', () => {
  it('is done with success true, or with the task id alone; anything else is not taken as done', () => {
    expect(changeReply.safeParse({ success: true, taskId: ID }).success).toBe(true);
    expect(changeReply.safeParse({ success: true }).success).toBe(true);
    expect(changeReply.safeParse({ taskId: ID }).success).toBe(true);
    expect(changeReply.safeParse({}).success).toBe(false);
    expect(changeReply.safeParse({ success: 'yes' }).success).toBe(false);
    expect(changeReply.safeParse({ taskId: '' }).success).toBe(false);
  });
});
