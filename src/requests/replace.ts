import { isPortalOpsError } from '../errors.js';
import type { PortalClient } from '../portal/client.js';
import type { TaskRecord } from '../portal/operations.js';
import type { TaskRequest } from '../portal/schema/task.js';
import { updateSpec, type Verdict } from '../portal/task-changes.js';
import { type CronFields, describeFields } from '../schedule/engine.js';
import type { Person, RequestRecord, RequestStore, SubResult } from '../store/types.js';
import { windowOf } from './reconcile.js';
import type { Acting, DraftedInput, RequestPayload, ScheduleSummary, TaskBefore } from './types.js';

/**
 * Changing a task the portal already has: who it belongs to in the bot's records, where its schedule in words can
 * still be read from, what it was before, and how a change whose answer never came is settled (by reading the task).
 */

/** How many of a person's recent requests are looked through for their own changes of a task. */
const CHANGES_LOOKED_AT = 50;

/** The request (and part) a task's current schedule came from, when the bot sent exactly the fields it has now. */
export interface ScheduleSource {
  readonly record: RequestRecord;
  readonly part: number;
  /** How many tasks that request's schedule needed: a phrase of several cannot be one task's schedule again. */
  readonly parts: number;
  readonly schedule: ScheduleSummary | null;
  readonly input: DraftedInput | undefined;
}

/** The request that created the task through the bot, if one did; its person is the task's owner. */
export async function creatorOf(requests: RequestStore, taskId: string): Promise<RequestRecord | undefined> {
  const owner = (await requests.owners('task', [taskId])).get(taskId);
  return owner === undefined ? undefined : requests.get(owner.requestId);
}

export function personOf(record: RequestRecord | undefined): Person | undefined {
  return record === undefined ? undefined : { team: record.team, user: record.user };
}

/** The task a change request replaces, if it is one. */
export function replacedIn(record: RequestRecord): string | undefined {
  const payload = record.payload as RequestPayload | null;
  return payload && 'tasks' in payload ? payload.replaces?.taskId : undefined;
}

function sameFields(a: CronFields | undefined, b: CronFields): boolean {
  return (
    a !== undefined &&
    a.minute === b.minute &&
    a.hour === b.hour &&
    a.dayOfMonth === b.dayOfMonth &&
    a.month === b.month &&
    a.dayOfWeek === b.dayOfWeek
  );
}

/**
 * Where the task's schedule as it is now was asked for: the newest of its creating request and the person's own
 * changes of it that sent exactly the fields it has. A schedule changed since on the portal (or by a change we do not
 * see) has no source: its stored words would be false, so the fields are read instead.
 */
export async function scheduleSource(
  requests: RequestStore,
  person: Person,
  task: TaskRecord,
  creator?: RequestRecord,
): Promise<ScheduleSource | undefined> {
  const origin = creator ?? (await creatorOf(requests, task.id));
  const changes = (await requests.listFor(person, CHANGES_LOOKED_AT)).filter(
    (r) => r.state === 'created' && replacedIn(r) === task.id,
  );
  const candidates = [...changes, ...(origin ? [origin] : [])].sort((a, b) => b.updatedAt - a.updatedAt);
  for (const record of candidates) {
    const payload = record.payload as RequestPayload;
    if (!('tasks' in payload)) continue;
    const part = payload.replaces ? 0 : record.results.find((r) => r.state === 'created' && r.id === task.id)?.index;
    if (part === undefined || !sameFields(payload.tasks[part], task.cron)) continue;
    const input = record.input as DraftedInput | undefined;
    return {
      record,
      part,
      parts: payload.tasks.length,
      schedule: (record.schedule as ScheduleSummary | null) ?? null,
      input: input && typeof input === 'object' && input.kind === 'task' ? input : undefined,
    };
  }
  return undefined;
}

/** What a change's confirmation shows as "before". */
export function beforeOf(task: TaskRecord, source: ScheduleSource | undefined): TaskBefore {
  const stated = source && source.parts === 1 ? source.schedule : null;
  const words = stated?.description ?? null;
  return {
    type: task.type,
    title: task.title ?? null,
    itemId: task.itemId ?? null,
    cron: { ...task.cron },
    words: words ?? describeFields(task.cron),
    timezone: words === null ? null : (stated?.timezone ?? null),
    startDate: task.startDate ?? null,
    endDate: task.endDate ?? null,
    maxOccurrences: task.maxOccurrences ?? null,
  };
}

/**
 * A change whose answer never came and that the client could not settle itself: the task read back says. Done is
 * done; provably not done is "not changed" once the window in which the portal could still apply it has closed
 * (nothing is resent here: the person asks again); a task that is gone cannot be changed.
 */
export async function settleChange(
  client: Pick<PortalClient, 'getTask'>,
  r: SubResult,
  taskId: string,
  task: TaskRequest,
  acting: Acting,
  now: number,
): Promise<SubResult> {
  if (r.state !== 'unknown' && r.state !== 'pending') return r;
  const window = windowOf(r, now);
  if (window === undefined) return closed(r, 'rejected', { code: 'request.not-sent', message: 'It was never sent.' });
  let verdict: Verdict;
  try {
    verdict = updateSpec(task).verdict(await client.getTask(acting.tokens, acting.portalUser, taskId));
  } catch (e) {
    if (!isPortalOpsError(e, 'portal.task-not-found')) throw e;
    verdict = 'gone';
  }
  if (verdict === 'done') return closed(r, 'created');
  if (verdict === 'gone') {
    return closed(r, 'rejected', {
      code: 'portal.task-not-found',
      message: 'The portal no longer has the task; nothing was changed.',
    });
  }
  if (verdict === 'not-done' && now > window.until) {
    return closed(r, 'rejected', {
      code: 'request.not-changed',
      message: 'The portal shows the task as it was: the change was not made.',
    });
  }
  return {
    ...r,
    state: 'unknown',
    error: {
      code: 'portal.outcome-unknown',
      message: 'The task does not show the change yet; it is looked at again.',
    },
  };
}

function closed(r: SubResult, state: 'created' | 'rejected', error?: SubResult['error']): SubResult {
  const { candidates: _, error: _e, ...rest } = r;
  return { ...rest, state, ...(error ? { error } : {}) };
}
