import { allParams, caller, type EmulatorRequest, param, type Services } from '../context.js';
import { errorReply, invalidToken, json, noPermission, type Reply, tokenRequired } from '../responses.js';
import { checkCreateTask } from '../rules/task-rules.js';
import type { EmulatedTask } from '../types.js';
import { page, readPaging } from './paging.js';

/** Both task operations act for the user in the path, who must be the token's user. */
function owner(req: EmulatorRequest, s: Services): { username: string } | Reply {
  const who = caller(req, s);
  if (who.kind === 'anonymous') return tokenRequired(req.format);
  if (who.kind === 'invalid') return invalidToken(req.format);
  if (req.segments[2] !== who.account.username) return noPermission(req.format);
  return { username: who.account.username };
}

/** `community/users/<userName>/tasks/createTask`. */
export function createTask(req: EmulatorRequest, s: Services): Reply {
  const who = owner(req, s);
  if ('status' in who) return who;
  const checked = checkCreateTask(allParams(req), {
    edition: s.edition,
    now: s.now(),
    missingItemIds: s.missingItemIds,
  });
  if (!checked.ok) {
    const { message, messageCode, details } = checked.refusal;
    return errorReply(400, message, { ...(messageCode ? { messageCode } : {}), details }, req.format);
  }
  const task = s.state.addTask(who.username, checked.fields, s.now());
  return json({ success: true, taskId: task.id }, req.format);
}

function matches(t: EmulatedTask, itemId: string | undefined, types: string[] | undefined, active: string | undefined) {
  if (itemId && t.itemId !== itemId) return false;
  if (types && !types.includes(t.type)) return false;
  if (active === 'true' && !t.active) return false;
  if (active === 'false' && t.active) return false;
  return true;
}

/** `community/users/<userName>/tasks`: what a client reads to reconcile a create whose answer it never saw. */
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
  const found = s.state.tasks(who.username).filter((t) => matches(t, param(req, 'itemId'), types, active));
  const p = page(found, paging.start, paging.num);
  return json({ total: p.total, start: p.start, num: p.num, nextStart: p.nextStart, tasks: p.items }, req.format);
}
