import type { StoredRun, StoredTask } from './task-store.js';
import type { RunStatus } from './types.js';

/** A run's status at `now`: its instants were fixed when it fired. */
export function runStatus(run: StoredRun, now: number): RunStatus {
  if (now < run.startsAt) return 'scheduled';
  if (now < run.endsAt) return 'executing';
  return run.outcome;
}

/** `runs[]` of `…/tasks/<taskId>/runs`: the result is empty until the run has one. */
export function runJson(run: StoredRun, now: number) {
  const status = runStatus(run, now);
  const updated = status === 'scheduled' ? run.created : status === 'executing' ? run.startsAt : run.endsAt;
  return {
    id: run.id,
    taskId: run.taskId,
    status,
    result: status === 'succeeded' || status === 'failed' ? run.result : '',
    created: run.created,
    updated,
  };
}

function parametersObject(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * A task as `…/tasks/<taskId>` and the list answer it. The five fields also stand flat next to `cronSchedule`, as
 * the list showed them before it showed the full object: a client settling an unknown create compares what it
 * sent field by field, and reading those names must keep working while it learns `cronSchedule`.
 */
export function taskJson(task: StoredTask, runIntervalSeconds: number | null) {
  const f = task.fields;
  const cronSchedule = {
    minute: f.minute,
    hour: f.hour,
    dayOfMonth: f.dayOfMonth,
    month: f.month,
    dayOfWeek: f.dayOfWeek,
  };
  return {
    id: task.id,
    itemId: f.itemId ?? null,
    type: f.type,
    title: f.title ?? '',
    userId: task.owner,
    owner: task.owner,
    cronSchedule,
    ...cronSchedule,
    runIntervalSeconds,
    lastStart: task.lastStart ?? null,
    maxOccurrences: f.maxOccurrences ?? null,
    parameters: parametersObject(f.parameters),
    created: task.created,
    updated: task.updated,
    startDate: f.startDate ?? task.created,
    ...(f.endDate === undefined ? {} : { endDate: f.endDate }),
    active: task.active,
    taskState: task.taskState,
  };
}
