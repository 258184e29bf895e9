import { isPortalOpsError, type PortalOperation, PortalOpsError } from '../errors.js';
import { perform } from './call.js';
import { authHeader, type PortalContext, query } from './context.js';
import type { TaskPage, TaskPageQuery, TaskRecord, TaskRun } from './operations.js';
import { listAll } from './paged.js';
import { itemId } from './schema/fields.js';
import { taskId as taskIdSchema } from './schema/task-id.js';
import { runsReply, taskPageReply, taskReply } from './task-replies.js';
import type { TokenSource } from './tokens/source.js';
import { endpoint } from './url.js';

const PAGE_MAX = 100;

/** The task id, checked before it goes into a path; `validation.invalid` under `taskId` otherwise. */
export function checkedTaskId(id: string): string {
  const r = taskIdSchema.safeParse(id);
  if (r.success) return r.data;
  throw new PortalOpsError('validation.invalid', { fields: { taskId: r.error.issues[0]?.message ?? 'Task id.' } });
}

/** `{base}/community/users/<userName>/tasks[/<taskId>[/<what>]]`. */
export function tasksPath(ctx: PortalContext, userName: string, ...rest: string[]): string {
  return endpoint(ctx.base, 'community', 'users', userName, 'tasks', ...rest);
}

/** The same error, naming the task it is about (the words say which task could not be found). */
export function aboutTask(e: unknown, taskId: string): unknown {
  if (!isPortalOpsError(e) || e.facts.id !== undefined) return e;
  return new PortalOpsError(e.code, { ...e.facts, id: taskId, what: 'task' }, { cause: e.cause });
}

function badResponse(ctx: PortalContext, operation: PortalOperation): PortalOpsError {
  return new PortalOpsError('portal.bad-response', { operation, host: ctx.host, reason: 'unexpected' });
}

function filterParams(q: Omit<TaskPageQuery, 'start' | 'num'>): Record<string, string | undefined> {
  const fields: Record<string, string> = {};
  let item: string | undefined;
  if (q.itemId !== undefined) {
    const r = itemId.safeParse(q.itemId);
    if (r.success) item = r.data;
    else fields.itemId = r.error.issues[0]?.message ?? 'Item id.';
  }
  // The service reads `types` as a comma-separated list: a comma inside one would make two.
  if (q.types?.some((t) => !/^[A-Za-z]{1,64}$/.test(t))) {
    fields.types = 'Task types: names such as ExecuteNotebook, letters only.';
  }
  if (Object.keys(fields).length > 0) throw new PortalOpsError('validation.invalid', { fields });
  return {
    active: q.active === undefined ? undefined : String(q.active),
    types: q.types && q.types.length > 0 ? q.types.join(',') : undefined,
    itemId: item,
  };
}

function pagingOf(q: TaskPageQuery): { start: number; num: number } {
  const start = q.start ?? 1;
  const num = q.num ?? PAGE_MAX;
  const fields: Record<string, string> = {};
  if (!Number.isSafeInteger(start) || start < 1) fields.start = 'Start: a whole number, 1 or more (1 is the first).';
  if (!Number.isSafeInteger(num) || num < 1 || num > PAGE_MAX) fields.num = 'Number: a whole number from 1 to 100.';
  if (Object.keys(fields).length > 0) throw new PortalOpsError('validation.invalid', { fields });
  return { start, num };
}

/** One page of the user's tasks: exactly one request. */
export async function taskPage(
  ctx: PortalContext,
  tokens: TokenSource,
  userName: string,
  q: TaskPageQuery = {},
): Promise<TaskPage> {
  const { start, num } = pagingOf(q);
  const path = `${tasksPath(ctx, userName)}${query({ ...filterParams(q), start, num })}`;
  const json = await perform(ctx, {
    operation: 'listTasks',
    repeat: 'read',
    tokens,
    build: (token) => ({ method: 'GET', path, headers: authHeader(token) }),
  });
  const page = taskPageReply.safeParse(json);
  if (!page.success) throw badResponse(ctx, 'listTasks');
  const { total, nextStart, tasks } = page.data;
  const at = page.data.start ?? start;
  // A next page that is not further on would have a caller following it read the same page for ever.
  return { total, start: at, nextStart: nextStart > at ? nextStart : -1, tasks };
}

/** Every task of the user that the filters let through, page after page. */
export function allTasks(
  ctx: PortalContext,
  tokens: TokenSource,
  userName: string,
  q: Omit<TaskPageQuery, 'start' | 'num'> = {},
): Promise<TaskRecord[]> {
  return listAll(ctx, {
    operation: 'listTasks',
    path: tasksPath(ctx, userName),
    params: filterParams(q),
    tokens,
    page: taskPageReply,
    items: (p) => p.tasks,
  });
}

/** `GET …/tasks/<taskId>`; `portal.task-not-found` when the service says it is not there. */
export async function getTask(
  ctx: PortalContext,
  tokens: TokenSource,
  userName: string,
  taskId: string,
): Promise<TaskRecord> {
  const id = checkedTaskId(taskId);
  const path = `${tasksPath(ctx, userName, id)}${query()}`;
  try {
    const json = await perform(ctx, {
      operation: 'getTask',
      repeat: 'read',
      tokens,
      build: (token) => ({ method: 'GET', path, headers: authHeader(token) }),
    });
    const task = taskReply.safeParse(json);
    if (!task.success) throw badResponse(ctx, 'getTask');
    return task.data;
  } catch (e) {
    throw aboutTask(e, id);
  }
}

/** `GET …/tasks/<taskId>/runs`, newest first. */
export async function taskRuns(
  ctx: PortalContext,
  tokens: TokenSource,
  userName: string,
  taskId: string,
): Promise<TaskRun[]> {
  const id = checkedTaskId(taskId);
  const path = `${tasksPath(ctx, userName, id, 'runs')}${query()}`;
  try {
    const json = await perform(ctx, {
      operation: 'taskRuns',
      repeat: 'read',
      tokens,
      build: (token) => ({ method: 'GET', path, headers: authHeader(token) }),
    });
    const reply = runsReply(id).safeParse(json);
    if (!reply.success) throw badResponse(ctx, 'taskRuns');
    // Stable: runs created in the same millisecond keep the service's order.
    return reply.data.runs.toSorted((a, b) => b.created - a.created);
  } catch (e) {
    throw aboutTask(e, id);
  }
}
