import { describe, expect, it } from 'vitest';
import type { PortalOpsError } from '../../src/errors.js';
import { PortalClient } from '../../src/portal/client.js';
import { changeTask, DELETE, DISABLE, ENABLE, updateSpec } from '../../src/portal/task-changes.js';
import { getTask, taskPage, taskRuns } from '../../src/portal/task-reads.js';
import { listTasks, tasksMatching } from '../../src/portal/tasks.js';
import { StaticTokenSource } from '../../src/portal/tokens/static.js';
import { Secret } from '../../src/secret.js';
import { explain } from '../../src/words.js';
import { failure } from '../support/failure.js';
import { TASKS } from '../support/portal.js';
import { type Behaviour, type FakePortal, fakePortal } from './task-fake-portal.js';

const TOKEN = 'tok-5ecret-aaaaaaaaaaaaaaaaaaaaaaaa';
const tokens = new StaticTokenSource(new Secret(TOKEN));
const none = new URLSearchParams();

const disable = (p: FakePortal, id = p.taskId) => changeTask(p.ctx, tokens, p.userName, id, { ...DISABLE, form: none });
const enable = (p: FakePortal) => changeTask(p.ctx, tokens, p.userName, p.taskId, { ...ENABLE, form: none });
const remove = (p: FakePortal) => changeTask(p.ctx, tokens, p.userName, p.taskId, { ...DELETE, form: none });

/** The notebook task moved to 18:30 UTC, validated as the client validates it. */
const moved = new PortalClient({ portalUrl: 'https://gis.example.org/portal/sharing/rest' }).validateTask({
  ...TASKS.ExecuteNotebook,
  hour: '18',
  minute: '30',
  title: 'Evening notebook',
});
const update = (p: FakePortal) => changeTask(p.ctx, tokens, p.userName, p.taskId, updateSpec(moved));

/** Everything a person or a log could see of an error. */
function visible(e: PortalOpsError): string {
  const w = explain(e);
  return [e.message, w.summary, w.action, JSON.stringify(e.facts), String(e.stack)].join('\n');
}

describe('pausing a task (disable)', () => {
  it('answered: one POST with the token in the body, nothing read back', async () => {
    const p = await fakePortal();
    expect(await disable(p)).toEqual({ taskId: p.taskId });
    expect(p.task?.active).toBe(false);
    expect([p.hits('POST disable'), p.hits(`GET ${p.taskId}`)]).toEqual([1, 0]);
    const [form] = p.forms('POST disable');
    expect(form?.get('token')).toBe(TOKEN);
    expect(form?.get('f')).toBe('json');
  });

  it.each<[Behaviour, string]>([
    ['drop-after', 'the connection lost after the service paused it'],
    ['empty-after', 'an empty 200 after it paused it'],
    ['odd-after', 'a 200 that says neither success nor the task'],
    ['service-500-after', 'the service’s own 500 after it paused it'],
    ['slow-after', 'no answer before the deadline, the pause made'],
  ])('unknown (%s: %s), read back paused: done with one POST and one read', async (behaviour) => {
    const p = await fakePortal();
    p.script('POST disable', behaviour);
    expect(await disable(p)).toEqual({ taskId: p.taskId });
    expect([p.hits('POST disable'), p.hits(`GET ${p.taskId}`)]).toEqual([1, 1]);
  });

  it.each<Behaviour>(['drop-before', 'html-502'])(
    'unknown (%s), read back still active: provably not done, so sent once more',
    async (behaviour) => {
      const p = await fakePortal();
      p.script('POST disable', behaviour);
      expect(await disable(p)).toEqual({ taskId: p.taskId });
      expect(p.task?.active).toBe(false);
      expect([p.hits('POST disable'), p.hits(`GET ${p.taskId}`)]).toEqual([2, 1]);
    },
  );

  it('unknown twice and still active: outcome unknown after two POSTs and two reads, never a third', async () => {
    const p = await fakePortal();
    p.script('POST disable', 'drop-before', 'drop-before', 'drop-before');
    const e = await failure(disable(p));
    expect(e.code).toBe('portal.outcome-unknown');
    expect(e.facts).toMatchObject({ operation: 'disableTask', id: p.taskId, readBack: 'not-applied' });
    expect([p.hits('POST disable'), p.hits(`GET ${p.taskId}`)]).toEqual([2, 2]);
    expect(e.message).toContain('The request to pause the task was sent');
    expect(visible(e)).not.toContain(TOKEN);
  });

  it('unknown, and the read back fails too: outcome unknown naming the operation, one POST', async () => {
    const p = await fakePortal();
    p.script('POST disable', 'drop-after');
    p.script(`GET ${p.taskId}`, 'html-502', 'html-502', 'html-502');
    const e = await failure(disable(p));
    expect(e.code).toBe('portal.outcome-unknown');
    expect(e.kind).toBe('OutcomeUnknown');
    expect(e.facts).toMatchObject({ operation: 'disableTask', readBack: 'failed', reason: 'connection-lost' });
    expect(e.message).toBe(
      'The request to pause the task was sent, but no usable answer came back (the connection was lost), and reading the task back failed too: it may have been paused.',
    );
    // the read repeats as reads do (three attempts); the POST is never repeated blindly
    expect([p.hits('POST disable'), p.hits(`GET ${p.taskId}`)]).toEqual([1, 3]);
    expect(visible(e)).not.toContain(TOKEN);
  });

  it('a refusal while the task is already paused is the pause done (read back to be sure)', async () => {
    const p = await fakePortal();
    if (p.task) p.task.active = false;
    p.script('POST disable', 'refuse');
    expect(await disable(p)).toEqual({ taskId: p.taskId });
    expect([p.hits('POST disable'), p.hits(`GET ${p.taskId}`)]).toEqual([1, 1]);
  });

  it('a refusal while the task is active stands, in words that say nothing changed', async () => {
    const p = await fakePortal();
    p.script('POST disable', 'refuse');
    const e = await failure(disable(p));
    expect(e.code).toBe('portal.rejected');
    expect(e.message).toBe(
      'The portal refused pausing the task; nothing was changed. The portal said: “Task is already in that state.”',
    );
    expect(p.task?.active).toBe(true);
  });

  it('a task the service does not have: task-not-found naming it, one POST, nothing read', async () => {
    const p = await fakePortal();
    p.task = undefined;
    const e = await failure(disable(p));
    expect(e.code).toBe('portal.task-not-found');
    expect(e.kind).toBe('ServiceRejected');
    expect(e.facts.id).toBe(p.taskId);
    expect(e.message).toContain(`The portal cannot find the task ${p.taskId}`);
    expect([p.hits('POST disable'), p.hits(`GET ${p.taskId}`)]).toEqual([1, 0]);
  });

  it('unknown, and read back the task is gone: task-not-found, not sent again', async () => {
    const p = await fakePortal();
    p.script('POST disable', 'drop-before');
    p.afterRead = undefined;
    p.task = undefined;
    // the POST itself would have been answered "not found"; dropped, it is the read that says so
    const e = await failure(disable(p));
    expect(e.code).toBe('portal.task-not-found');
    expect([p.hits('POST disable'), p.hits(`GET ${p.taskId}`)]).toEqual([1, 1]);
  });

  it.each(['../../portals/self', '..', 'a/b', 'a?b', '', 'x'.repeat(65)])(
    'refuses the task id %j before anything is sent',
    async (id) => {
      const p = await fakePortal();
      const e = await failure(disable(p, id));
      expect(e.code).toBe('validation.invalid');
      expect(Object.keys(e.facts.fields ?? {})).toEqual(['taskId']);
      expect(p.hits('POST disable') + p.hits('POST self')).toBe(0);
    },
  );
});

describe('resuming a task (enable)', () => {
  it('unknown, read back still paused: sent once more; read back resumed: done', async () => {
    const p = await fakePortal();
    if (p.task) p.task.active = false;
    p.script('POST enable', 'html-502');
    expect(await enable(p)).toEqual({ taskId: p.taskId });
    expect(p.task?.active).toBe(true);
    expect([p.hits('POST enable'), p.hits(`GET ${p.taskId}`)]).toEqual([2, 1]);

    const q = await fakePortal();
    if (q.task) q.task.active = false;
    q.script('POST enable', 'drop-after');
    expect(await enable(q)).toEqual({ taskId: q.taskId });
    expect([q.hits('POST enable'), q.hits(`GET ${q.taskId}`)]).toEqual([1, 1]);
  });
});

describe('deleting a task', () => {
  it('answered: one POST, the task gone', async () => {
    const p = await fakePortal();
    expect(await remove(p)).toEqual({ taskId: p.taskId });
    expect(p.task).toBeUndefined();
    expect([p.hits('POST delete'), p.hits(`GET ${p.taskId}`)]).toEqual([1, 0]);
  });

  it('unknown, read back not found: done, one POST', async () => {
    const p = await fakePortal();
    p.script('POST delete', 'drop-after');
    expect(await remove(p)).toEqual({ taskId: p.taskId });
    expect([p.hits('POST delete'), p.hits(`GET ${p.taskId}`)]).toEqual([1, 1]);
  });

  it('unknown, read back still there: sent once more', async () => {
    const p = await fakePortal();
    p.script('POST delete', 'drop-before');
    expect(await remove(p)).toEqual({ taskId: p.taskId });
    expect(p.task).toBeUndefined();
    expect([p.hits('POST delete'), p.hits(`GET ${p.taskId}`)]).toEqual([2, 1]);
  });

  it('the resend answered "not found" (the first delete landed late): done', async () => {
    const p = await fakePortal();
    p.script('POST delete', 'drop-before');
    p.afterRead = () => {
      p.task = undefined;
    };
    expect(await remove(p)).toEqual({ taskId: p.taskId });
    expect([p.hits('POST delete'), p.hits(`GET ${p.taskId}`)]).toEqual([2, 1]);
  });

  it('a first delete of a task the service does not have is task-not-found, not success', async () => {
    const p = await fakePortal();
    p.task = undefined;
    const e = await failure(remove(p));
    expect(e.code).toBe('portal.task-not-found');
    expect(p.hits('POST delete')).toBe(1);
  });
});

describe('changing a task (update)', () => {
  it('answered: one POST carrying the fields createTask sends', async () => {
    const p = await fakePortal();
    expect(await update(p)).toEqual({ taskId: p.taskId });
    const form = p.forms('POST update')[0];
    expect(form?.get('hour')).toBe('18');
    expect(form?.get('title')).toBe('Evening notebook');
    expect(JSON.parse(form?.get('parameters') ?? '{}')).toEqual(TASKS.ExecuteNotebook.parameters);
    expect(form?.get('token')).toBe(TOKEN);
    expect(p.hits(`GET ${p.taskId}`)).toBe(0);
  });

  it('unknown, read back with every field sent: done, one POST', async () => {
    const p = await fakePortal();
    p.script('POST update', 'service-500-after');
    expect(await update(p)).toEqual({ taskId: p.taskId });
    expect([p.hits('POST update'), p.hits(`GET ${p.taskId}`)]).toEqual([1, 1]);
  });

  it('unknown, read back with the old fields: not applied, sent once more', async () => {
    const p = await fakePortal();
    p.script('POST update', 'drop-before');
    expect(await update(p)).toEqual({ taskId: p.taskId });
    expect(p.task?.cronSchedule).toMatchObject({ hour: '18', minute: '30' });
    expect([p.hits('POST update'), p.hits(`GET ${p.taskId}`)]).toEqual([2, 1]);
  });

  it('unknown, and the task does not show a field sent: it cannot tell, so outcome unknown, one POST', async () => {
    const p = await fakePortal();
    p.hidden.add('parameters');
    p.script('POST update', 'drop-after');
    const e = await failure(update(p));
    expect(e.code).toBe('portal.outcome-unknown');
    expect(e.facts).toMatchObject({ operation: 'updateTask', readBack: 'undecided' });
    expect(e.message).toBe(
      'The request to change the task was sent, but no usable answer came back (the connection was lost), and the task as the portal shows it cannot tell: it may have been changed.',
    );
    expect([p.hits('POST update'), p.hits(`GET ${p.taskId}`)]).toEqual([1, 1]);
  });

  it('a refusal is not read back: the fields were refused, nothing changed', async () => {
    const p = await fakePortal();
    p.script('POST update', 'refuse');
    const e = await failure(update(p));
    expect(e.code).toBe('portal.rejected');
    expect([p.hits('POST update'), p.hits(`GET ${p.taskId}`)]).toEqual([1, 0]);
  });
});

describe('reading one task and its runs', () => {
  it('a task the service does not have is task-not-found; an unreadable answer is repeated, then bad-response', async () => {
    const p = await fakePortal();
    const t = await getTask(p.ctx, tokens, p.userName, p.taskId);
    expect(t).toMatchObject({ id: p.taskId, owner: 'ada_admin', active: true, cron: { hour: '3' } });
    expect(t).not.toHaveProperty('lastStart');
    p.script(`GET ${p.taskId}`, 'html-502', 'html-502', 'html-502');
    expect((await failure(getTask(p.ctx, tokens, p.userName, p.taskId))).code).toBe('portal.bad-response');
    expect(p.hits(`GET ${p.taskId}`)).toBe(4);
    p.task = undefined;
    const e = await failure(getTask(p.ctx, tokens, p.userName, p.taskId));
    expect(e).toMatchObject({ code: 'portal.task-not-found', facts: { operation: 'getTask', id: p.taskId } });
  });

  it('a task that does not read as one (no cronSchedule) is bad-response', async () => {
    const p = await fakePortal();
    p.hidden.add('cronSchedule');
    const e = await failure(getTask(p.ctx, tokens, p.userName, p.taskId));
    expect(e).toMatchObject({ code: 'portal.bad-response', facts: { operation: 'getTask', reason: 'unexpected' } });
  });

  it('a page whose next start is not further on is the last (a caller following it would never stop)', async () => {
    const p = await fakePortal();
    p.listing = { total: 5, nextStart: 1 };
    expect(await taskPage(p.ctx, tokens, p.userName)).toMatchObject({ total: 5, start: 1, nextStart: -1 });
    p.listing = { total: 5, nextStart: 2 };
    expect(await taskPage(p.ctx, tokens, p.userName)).toMatchObject({ start: 1, nextStart: 2 });
    expect(p.hits('GET tasks')).toBe(2);
  });

  it('runs come newest first whatever order the service lists them in', async () => {
    const p = await fakePortal();
    p.runs = [
      { id: 'r1', status: 'succeeded', result: 'ok', created: 1 },
      { id: 'r3', status: 'failed', result: 'Kernel died.', created: 3 },
      { id: 'r2', status: 'skipped', created: 2 },
    ];
    const runs = await taskRuns(p.ctx, tokens, p.userName, p.taskId);
    expect(runs.map((r) => r.id)).toEqual(['r3', 'r2', 'r1']);
    expect(runs[0]).toEqual({ id: 'r3', taskId: p.taskId, status: 'failed', result: 'Kernel died.', created: 3 });
    expect(p.hits('GET runs')).toBe(1);
  });
});

describe('settling an unknown create against the service’s listing shape', () => {
  it('a listed task showing its schedule only as cronSchedule still matches what was sent, field for field', async () => {
    const p = await fakePortal();
    const listed = await listTasks(p.ctx, tokens, p.userName);
    const sent = new PortalClient({ portalUrl: 'https://gis.example.org/portal/sharing/rest' }).validateTask(
      TASKS.ExecuteNotebook,
    );
    expect(tasksMatching(sent, listed).exact.map((t) => t.id)).toEqual([p.taskId]);
    expect(tasksMatching(moved, listed)).toEqual({ exact: [], possible: [] });
  });
});
