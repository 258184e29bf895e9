import { expect } from 'vitest';
import { issuesByPath } from '../../../src/portal/schema/issues.js';
import { type TaskInput, type TaskRequest, taskSchema } from '../../../src/portal/schema/task.js';

export const PORTAL_URL = new URL('https://portal.example.com/sharing/rest');
export const ALLOWED = ['maps.example.com', 'tiles.example.com:8443', '*.scenes.example.org'];
export const schema = taskSchema({ portalUrl: PORTAL_URL, allowedServiceHosts: ALLOWED });

export const ITEM = '029b61ca770e428d9468a2a55f40b9fb';
export const SCHEDULE = { minute: '0', hour: '9', dayOfMonth: '*', month: '*', dayOfWeek: '?' } as const;
export const SCENE_URL = 'https://portal.example.com/server/rest/services/Hosted/City/SceneServer';

/** The smallest valid body of each task type. */
export const MINIMAL = {
  ExecuteNotebook: { type: 'ExecuteNotebook', itemId: ITEM, ...SCHEDULE },
  UpdateAnalyticsWorkbook: { type: 'UpdateAnalyticsWorkbook', itemId: ITEM, ...SCHEDULE },
  ExecuteSceneCook: {
    type: 'ExecuteSceneCook',
    itemId: ITEM,
    ...SCHEDULE,
    parameters: {
      service_url: SCENE_URL,
      num_of_caching_service_instances: 2,
      layer: '{}',
      update_mode: 'PARTIAL_UPDATE_NODES',
    },
  },
  ExecuteWorkflowManager: { type: 'ExecuteWorkflowManager', itemId: ITEM, ...SCHEDULE },
  ExecuteReport: { type: 'ExecuteReport', ...SCHEDULE, parameters: { reportSubType: 'content' } },
} as const satisfies Record<TaskInput['type'], TaskInput>;

export function parse(input: unknown): TaskRequest {
  const r = schema.safeParse(input);
  if (!r.success) throw new Error(`expected valid: ${JSON.stringify(issuesByPath(r.error))}`);
  return r.data;
}

/** The messages a person would see, by the path they land on. */
export function problems(input: unknown): Record<string, string> {
  const r = schema.safeParse(input);
  expect(r.success, 'expected a refusal').toBe(false);
  return r.success ? {} : issuesByPath(r.error);
}
