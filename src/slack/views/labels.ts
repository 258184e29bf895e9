import type { TaskType } from '../../portal/schema/task-types.js';
import type { WarningCode } from '../../schedule/engine.js';
import type { RequestState } from '../../store/types.js';

/** Plain words for each task type (the select shows these, with the service's name as the option's description). */
export const TASK_TYPE_LABELS: Readonly<Record<TaskType, string>> = {
  ExecuteNotebook: 'Run a notebook',
  UpdateAnalyticsWorkbook: 'Update an analytics workbook',
  ExecuteSceneCook: 'Rebuild a scene layer cache',
  ExecuteWorkflowManager: 'Run Workflow Manager',
  ExecuteReport: 'Organization report',
};

export function taskTypeLabel(type: string): string {
  return Object.hasOwn(TASK_TYPE_LABELS, type) ? TASK_TYPE_LABELS[type as TaskType] : type;
}

/** A heading for each kind of schedule caveat; the engine's message says the rest. */
export const WARNING_LABELS: Readonly<Record<WarningCode, string>> = {
  dst: 'Daylight saving time',
  gap: 'Clock change',
  ambiguous: 'Clock change',
  'multiple-tasks': 'Several tasks',
  'count-per-task': 'Run limit',
  assumed: 'Assumed',
  'short-months': 'Short months',
  'months-from-first-run': 'Months counted from the first run',
  'step-restarts': 'Uneven steps',
  'never-runs': 'Never runs',
  'unix-weekdays': 'Day numbering',
  'runs-twice': 'Runs twice on some days',
};

export function warningLabel(code: string): string {
  return Object.hasOwn(WARNING_LABELS, code) ? WARNING_LABELS[code as WarningCode] : 'Note';
}

/** Where a request stands, in words for lists and notifications. */
export const STATE_WORDS: Readonly<Record<RequestState, string>> = {
  draft: 'waiting for confirmation',
  submitting: 'being sent',
  created: 'created',
  partial: 'partly created',
  rejected: 'not created',
  unknown: 'being checked on the portal',
  cancelled: 'cancelled',
  expired: 'expired before confirmation',
};

export const STATE_EMOJI: Readonly<Record<RequestState, string>> = {
  draft: ':memo:',
  submitting: ':hourglass_flowing_sand:',
  created: ':white_check_mark:',
  partial: ':warning:',
  rejected: ':x:',
  unknown: ':grey_question:',
  cancelled: ':heavy_minus_sign:',
  expired: ':heavy_minus_sign:',
};
