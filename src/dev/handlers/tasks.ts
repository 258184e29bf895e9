import { allParams, caller, type EmulatorRequest, param, type Services } from '../context.js';
import { errorReply, invalidToken, json, noPermission, type Reply, tokenRequired } from '../responses.js';
import { checkCreateTask, type TaskCheck } from '../rules/task-rules.js';
import { runJson, taskJson } from '../task-json.js';
import type { StoredTask } from '../task-store.js';
import { page, readPaging } from './paging.js';

/** Every task operation acts for the user in the path, who must be the token's user. */
function owner(req: EmulatorRequest, s: Services): { username: string } | Reply {
  const who = caller(req, s);
  if (who.kind === 'anonymous') return tokenRequired(req.format);
  if (who.kind === 'invalid') return invalidToken(req.format);
  if (req.segments[2] !== who.account.username) return noPermission(req.format);
  return { username: who.account.username };
}

function checkFields(req: EmulatorRequest, s: Services): TaskCheck {
  return checkCreateTask(allParams(req), { edition: s.edition, now: s.now(), missingItemIds: s.missingItemIds });
}

function refused(check: Extract<TaskCheck, { ok: false }>, req: EmulatorRequest): Reply {
  const { message, messageCode, details } = check.refusal;
  return errorReply(400, message, { ...(messageCode ? { messageCode } : {}), details }, req.format);
}

/** `community/users/<userName>/tasks/createTask`. */
export function createTask(req: EmulatorRequest, s: Services): Reply {
  const who = owner(req, s);
  if ('status' in who) return who;
  const checked = checkFields(req, s);
  if (!checked.ok) return refused(checked, req);
  const task = s.state.addTask(who.username, checked.fields, s.now());
  s.scheduler.arm(task);
  return json({ success: true, taskId: task.id }, req.format);
}

function matches(t: StoredTask, itemId: string | undefined, types: string[] | undefined, active: string | undefined) {
  if (itemId && t.fields.itemId !== itemId) return false;
  if (types && !types.includes(t.fields.type)) return false;
  if (active === 'true' && !t.active) return false;
  if (active === 'false' && t.active) return false;
  return true;
}

/** `community/users/<userName>/tasks`: the same objects as one task's answer, paged. */
export function listTasks(req: EmulatorRequest, s: Services): Reply {
  const who = owner(req, s);
  if ('status' in who) return who;
  const paging = readPaging(param(req, 'start'), param(req, 'num'));
  if (typeof paging === 'string') return errorReply(400, paging, {}, req.format);
  const active = param(req, 'active');
  if (active !== undefined && active !== '' && active !== 'true' && active !== 'false') {
    return errorReply(400, `'active' must be true or false, got "${active}".`, {}, req.format);
  }
  const typesParam = param(req, 'types');
  const types = typesParam ? typesParam.split(',').map((t) => t.trim()) : undefined;
  const itemId = param(req, 'itemId');
  const found: StoredTask[] = [];
  for (const t of s.state.taskStore.of(who.username)) if (matches(t, itemId, types, active)) found.push(t);
  const p = page(found, paging.start, paging.num);
  const tasks = p.items.map((t) => taskJson(t, s.scheduler.intervalSeconds(t)));
  return json({ total: p.total, start: p.start, num: p.num, nextStart: p.nextStart, tasks }, req.format);
}

/** The path's task, or the service's answer for a task that is not there (or is someone else's). */
function pathTask(req: EmulatorRequest, s: Services): StoredTask | Reply {
  const who = owner(req, s);
  if ('status' in who) return who;
  const id = req.segments[4] ?? '';
  const task = s.state.taskStore.owned(who.username, id);
  if (task) return task;
  return errorReply(
    400,
    'Task not found.',
    { messageCode: 'TASK_0001', details: [`Task '${id}' does not exist or is inaccessible.`] },
    req.format,
  );
}

const done = (task: StoredTask, req: EmulatorRequest) => json({ success: true, taskId: task.id }, req.format);

/** `…/tasks/<taskId>`. */
export function getTask(req: EmulatorRequest, s: Services): Reply {
  const task = pathTask(req, s);
  if ('status' in task) return task;
  return json(taskJson(task, s.scheduler.intervalSeconds(task)), req.format);
}

/** `…/tasks/<taskId>/runs`: newest first. */
export function taskRuns(req: EmulatorRequest, s: Services): Reply {
  const task = pathTask(req, s);
  if ('status' in task) return task;
  const now = s.now();
  const runs = [];
  for (let i = task.runs.length - 1; i >= 0; i--) {
    const run = task.runs[i];
    if (run) runs.push(runJson(run, now));
  }
  return json({ runs }, req.format);
}

/** `…/tasks/<taskId>/update`: every field again, checked as createTask checks them; the next run follows them. */
export function updateTask(req: EmulatorRequest, s: Services): Reply {
  const task = pathTask(req, s);
  if ('status' in task) return task;
  const checked = checkFields(req, s);
  if (!checked.ok) return refused(checked, req);
  task.fields = checked.fields;
  task.updated = s.now();
  s.scheduler.arm(task);
  return done(task, req);
}

/** `…/tasks/<taskId>/disable`: paused by its owner; a run already under way finishes. */
export function disableTask(req: EmulatorRequest, s: Services): Reply {
  const task = pathTask(req, s);
  if ('status' in task) return task;
  task.active = false;
  task.taskState = 'paused';
  task.updated = s.now();
  s.scheduler.arm(task);
  return done(task, req);
}

/** `…/tasks/<taskId>/enable`: also how a task the service stopped starts again, with its failure count reset. */
export function enableTask(req: EmulatorRequest, s: Services): Reply {
  const task = pathTask(req, s);
  if ('status' in task) return task;
  task.active = true;
  task.taskState = 'active';
  task.failuresInARow = 0;
  task.updated = s.now();
  s.scheduler.arm(task);
  return done(task, req);
}

/** `…/tasks/<taskId>/delete`: its runs go with it. */
export function deleteTask(req: EmulatorRequest, s: Services): Reply {
  const task = pathTask(req, s);
  if ('status' in task) return task;
  s.state.taskStore.delete(task);
  return done(task, req);
}
