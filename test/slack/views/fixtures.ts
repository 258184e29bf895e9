import type { RoleRequest } from '../../../src/portal/schema/role.js';
import { type TaskInput, type TaskRequest, taskSchema } from '../../../src/portal/schema/task.js';
import type { TaskType } from '../../../src/portal/schema/task-types.js';
import { compileSchedule, scheduleSummary } from '../../../src/requests/draft.js';
import type { Confirmation, RequestOutcome, ScheduleInput } from '../../../src/requests/types.js';
import type { RequestRecord, RequestState, SubResult } from '../../../src/store/types.js';

/** Monday, March 2, 2026, 12:00 UTC (4:00 AM in Los Angeles): six days before the clocks go forward there. */
export const NOW = Date.UTC(2026, 2, 2, 12);
export const LA = 'America/Los_Angeles';
export const ITEM = '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2';
export const SCENE_URL = 'https://portal.example.com/server/rest/services/Hosted/City/SceneServer';
export const ALL_TYPES: readonly TaskType[] = [
  'ExecuteNotebook',
  'UpdateAnalyticsWorkbook',
  'ExecuteSceneCook',
  'ExecuteWorkflowManager',
  'ExecuteReport',
];

export const schema = taskSchema({
  portalUrl: new URL('https://portal.example.com/sharing/rest'),
  allowedServiceHosts: [],
});

type Details = Omit<TaskInput, 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek'>;

/** A valid task of each type, without its schedule. */
export const DETAILS: Record<TaskType, Details> = {
  ExecuteNotebook: {
    type: 'ExecuteNotebook',
    title: 'Nightly notebook',
    itemId: ITEM,
    parameters: { updatePortalItem: true, notebookParameters: '{"year": 2026}' },
  },
  UpdateAnalyticsWorkbook: { type: 'UpdateAnalyticsWorkbook', itemId: ITEM, parameters: { refresh: 'all' } },
  ExecuteSceneCook: {
    type: 'ExecuteSceneCook',
    title: 'City cache',
    itemId: ITEM,
    parameters: {
      service_url: SCENE_URL,
      num_of_caching_service_instances: 2,
      layer: '{}',
      update_mode: 'PARTIAL_UPDATE_NODES',
    },
  },
  ExecuteWorkflowManager: { type: 'ExecuteWorkflowManager', itemId: ITEM },
  ExecuteReport: {
    type: 'ExecuteReport',
    title: 'Weekly activity',
    parameters: { reportSubType: 'activity', timeDuration: 'weekly' },
  },
};

/**
 * What the workflow's draft returns for a task: the schedule compiled by the workflow's own `compileSchedule` at
 * `NOW`, each task validated by the real schema.
 */
export function taskConfirmationFor(
  schedule: ScheduleInput,
  details: Details = DETAILS.ExecuteNotebook,
  at: number = NOW,
): Confirmation {
  const compiled = compileSchedule(schedule, at);
  const tasks = compiled.fields.map((f) => schema.parse({ ...details, ...f }) as TaskRequest);
  return {
    requestId: 'req-0001',
    kind: 'task',
    portalUser: 'alice_portal',
    actingAs: 'your portal sign-in',
    tasks,
    role: null,
    schedule: scheduleSummary(compiled, tasks),
    item: tasks[0]?.itemId ? { id: tasks[0].itemId, title: null, type: null } : null,
    expiresAt: at + 15 * 60_000,
  };
}

export function roleConfirmationFor(role: RoleRequest = { name: 'Field Editors', description: 'Edits field data' }) {
  const c: Confirmation = {
    requestId: 'req-role-1',
    kind: 'role',
    portalUser: 'alice_portal',
    actingAs: 'your portal sign-in',
    tasks: [],
    role,
    schedule: null,
    item: null,
    expiresAt: NOW + 15 * 60_000,
  };
  return c;
}

/** The stored record of a confirmation, at a state with these results. */
export function recordOf(c: Confirmation, state: RequestState, results: readonly SubResult[]): RequestRecord {
  return {
    id: c.requestId,
    kind: c.kind,
    team: 'T_HOME',
    user: 'U_ALICE',
    portalUser: c.portalUser,
    payload: c.kind === 'task' ? { tasks: c.tasks } : { role: c.role },
    schedule: c.schedule,
    item: c.item,
    input: undefined,
    state,
    idempotencyKey: `T_HOME:U_ALICE:${c.requestId}`,
    results,
    error: results.find((r) => r.error)?.error ?? null,
    createdAt: NOW,
    updatedAt: NOW + 5_000,
    expiresAt: c.expiresAt,
    claimedBy: 'host:1:abc',
    claimedAt: NOW + 1_000,
    leaseUntil: null,
    version: 1,
  };
}

export function outcomeOf(record: RequestRecord): RequestOutcome {
  return {
    requestId: record.id,
    state: record.state,
    results: record.results,
    createdIds: record.results.flatMap((r) => (r.state === 'created' && r.id ? [r.id] : [])),
    record,
    fresh: true,
  };
}

export const REJECTED = {
  code: 'portal.rejected',
  message: 'The portal refused creating the task; nothing was created. The portal said: “Invalid item.”',
};
export const UNKNOWN = {
  code: 'portal.outcome-unknown',
  message:
    'The request for the task was sent, but no usable answer came back (no answer in time): it may have been created.',
};
