/** The seed's task types, in the seed's order. */
export const TASK_TYPES = [
  'ExecuteNotebook',
  'UpdateAnalyticsWorkbook',
  'ExecuteSceneCook',
  'ExecuteWorkflowManager',
  'ExecuteReport',
] as const;

export type TaskType = (typeof TASK_TYPES)[number];
