import { z } from 'zod';
import { notebookSchema } from './notebook.js';
import { workbookSchema, workflowManagerSchema } from './open-parameters.js';
import { reportSchema } from './report.js';
import { sceneCookSchema } from './scene-cook.js';
import { TASK_TYPES, type TaskType } from './task-types.js';

export interface TaskSchemaContext {
  /** The portal's own URL: its host may always be a scene service's host. */
  readonly portalUrl: URL;
  /** Further scene service hosts an administrator allowed (see `checkServiceUrl`). */
  readonly allowedServiceHosts: readonly string[];
}

/** The create-task request, one schema per task type, discriminated on `type`, in the seed's order. */
export function taskSchema(ctx: TaskSchemaContext) {
  return z.discriminatedUnion(
    'type',
    [
      notebookSchema,
      workbookSchema,
      sceneCookSchema({ portalUrl: ctx.portalUrl, allowedHosts: ctx.allowedServiceHosts }),
      workflowManagerSchema,
      reportSchema,
    ],
    { error: `Task type: one of ${TASK_TYPES.join(', ')}.` },
  );
}

export type TaskSchema = ReturnType<typeof taskSchema>;
/** A validated task, as sent (ids lower-cased, text trimmed, defaults filled in). */
export type TaskRequest = z.output<TaskSchema>;
/** What the modal hands over before validation. */
export type TaskInput = z.input<TaskSchema>;
/** The validated request of one task type. */
export type TaskRequestOf<T extends TaskType> = Extract<TaskRequest, { type: T }>;
