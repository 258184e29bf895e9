import { type ErrorFacts, isPortalOpsError, PortalOpsError } from '../errors.js';
import { perform } from './call.js';
import type { PortalContext } from './context.js';
import { taskForm, withToken } from './form.js';
import type { TaskRecord } from './operations.js';
import type { TaskRequest } from './schema/task.js';
import { aboutTask, checkedTaskId, getTask, tasksPath } from './task-reads.js';
import { changeReply } from './task-replies.js';
import { tasksMatching } from './tasks.js';
import type { TokenSource } from './tokens/source.js';

export type TaskChange = 'updateTask' | 'disableTask' | 'enableTask' | 'deleteTask';

/**
 * What the task, read back after a change whose answer never came, says about it: `done`, provably `not-done` (it
 * shows the fields or the state the change would have replaced), `cannot-tell` (it does not show what it would take),
 * or `gone` (the service no longer has the task).
 */
export type Verdict = 'done' | 'not-done' | 'cannot-tell' | 'gone';

export interface ChangeSpec {
  readonly operation: TaskChange;
  /** The last segment of the path: `…/tasks/<taskId>/<verb>`. */
  readonly verb: 'update' | 'disable' | 'enable' | 'delete';
  /** The fields sent, without `f` and `token`. */
  readonly form: URLSearchParams;
  readonly verdict: (task: TaskRecord | undefined) => Verdict;
}

/** The change sets `active` to `wanted`; the task read back shows whether it did. */
function activeIs(wanted: boolean) {
  return (task: TaskRecord | undefined): Verdict => (!task ? 'gone' : task.active === wanted ? 'done' : 'not-done');
}

export const DISABLE: Omit<ChangeSpec, 'form'> = {
  operation: 'disableTask',
  verb: 'disable',
  verdict: activeIs(false),
};
export const ENABLE: Omit<ChangeSpec, 'form'> = { operation: 'enableTask', verb: 'enable', verdict: activeIs(true) };
export const DELETE: Omit<ChangeSpec, 'form'> = {
  operation: 'deleteTask',
  verb: 'delete',
  verdict: (task) => (task ? 'not-done' : 'done'),
};

/** A task read back in the shape `tasksMatching` compares: the wire names createTask and update send. */
export function wireFields(task: TaskRecord): Record<string, unknown> {
  return {
    title: task.title,
    type: task.type,
    itemId: task.itemId,
    parameters: task.parameters,
    startDate: task.startDate,
    endDate: task.endDate,
    maxOccurrences: task.maxOccurrences,
    ...task.cron,
  };
}

/**
 * An update is done when the task shows every field sent, as sent (the service may add parameter defaults); not done
 * when a field it shows differs; and cannot be told when the fields it shows agree but it hides one we sent.
 */
export function updateSpec(task: TaskRequest): ChangeSpec {
  return {
    operation: 'updateTask',
    verb: 'update',
    form: taskForm(task),
    verdict: (read) => {
      if (!read) return 'gone';
      const m = tasksMatching(task, [{ id: read.id, fields: wireFields(read) }]);
      return m.exact.length > 0 ? 'done' : m.possible.length > 0 ? 'cannot-tell' : 'not-done';
    },
  };
}

/**
 * Sends a change to one task. A change is never sent again blindly: when its outcome is unknown (sent, then a
 * timeout, a lost connection, a 5xx or an answer that cannot be read), the task is read back. Done is done. Provably
 * not done is sent once more: each of these changes sets the task to a state (these fields, paused, resumed, gone),
 * so a late first copy and the second one agree, and the person's change happens. A second unknown is read back
 * again; if that still does not settle it, or the read itself fails, it is `portal.outcome-unknown`.
 *
 * Where the service's answer means "already so" it is honest to call the change done: a resent delete the service
 * cannot find (the first one landed late); a pause, resume or delete it refuses while the task already is paused,
 * resumed or gone (read back to be sure). A first delete of a task it cannot find stays `portal.task-not-found`:
 * someone else's delete is news for the person. A refused update is not read back: the fields were refused.
 */
export async function changeTask(
  ctx: PortalContext,
  tokens: TokenSource,
  userName: string,
  taskId: string,
  spec: ChangeSpec,
): Promise<{ taskId: string }> {
  const id = checkedTaskId(taskId);
  const path = tasksPath(ctx, userName, id, spec.verb);
  const about: ErrorFacts = { operation: spec.operation, host: ctx.host, id, what: 'task' };
  for (let sends = 1; ; sends++) {
    let unknown: PortalOpsError;
    try {
      const json = await perform(ctx, {
        operation: spec.operation,
        repeat: 'change',
        tokens,
        build: (token) => ({ method: 'POST', path, form: withToken(spec.form, token) }),
      });
      if (changeReply.safeParse(json).success) return { taskId: id };
      unknown = new PortalOpsError('portal.outcome-unknown', { ...about, reason: 'unexpected' });
    } catch (e) {
      if (isPortalOpsError(e, 'portal.outcome-unknown')) {
        unknown = e;
      } else if (sends > 1 && spec.operation === 'deleteTask' && isPortalOpsError(e, 'portal.task-not-found')) {
        return { taskId: id };
      } else if (isPortalOpsError(e, 'portal.rejected') && spec.operation !== 'updateTask') {
        if ((await verdictOrUndefined(ctx, tokens, userName, id, spec)) === 'done') return { taskId: id };
        throw aboutTask(e, id);
      } else {
        throw aboutTask(e, id);
      }
    }
    const facts: ErrorFacts = { ...about, ...unknown.facts, id, what: 'task' };
    // A moment for a request still in the service's hands to land before it is looked for.
    await ctx.sleep(ctx.backoffMs[0] ?? 0);
    let verdict: Verdict;
    try {
      verdict = await readVerdict(ctx, tokens, userName, id, spec);
    } catch (e) {
      throw new PortalOpsError('portal.outcome-unknown', { ...facts, readBack: 'failed' }, { cause: e });
    }
    if (verdict === 'done') return { taskId: id };
    if (verdict === 'gone') throw new PortalOpsError('portal.task-not-found', about);
    if (verdict === 'cannot-tell') {
      throw new PortalOpsError('portal.outcome-unknown', { ...facts, readBack: 'undecided' }, { cause: unknown });
    }
    if (sends >= 2) {
      throw new PortalOpsError('portal.outcome-unknown', { ...facts, readBack: 'not-applied' }, { cause: unknown });
    }
  }
}

async function readVerdict(
  ctx: PortalContext,
  tokens: TokenSource,
  userName: string,
  id: string,
  spec: ChangeSpec,
): Promise<Verdict> {
  let task: TaskRecord | undefined;
  try {
    task = await getTask(ctx, tokens, userName, id);
  } catch (e) {
    if (!isPortalOpsError(e, 'portal.task-not-found')) throw e;
  }
  return spec.verdict(task);
}

/** The verdict, or undefined when the task cannot be read (the refusal then stands as the service gave it). */
async function verdictOrUndefined(
  ctx: PortalContext,
  tokens: TokenSource,
  userName: string,
  id: string,
  spec: ChangeSpec,
): Promise<Verdict | undefined> {
  try {
    return await readVerdict(ctx, tokens, userName, id, spec);
  } catch {
    return undefined;
  }
}
