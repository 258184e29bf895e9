/**
 * Operating tasks after their creation: the shapes the client hands out. The calls are `PortalClient`'s
 * (`taskPage`, `allTasks`, `getTask`, `taskRuns`, `updateTask`, `disableTask`, `enableTask`, `deleteTask`); the
 * reads live in task-reads.ts, the changes and how their unknown outcomes are settled in task-changes.ts.
 */

/** The service's five UTC CRON fields, as it stores them. */
export interface CronSchedule {
  minute: string;
  hour: string;
  dayOfMonth: string;
  month: string;
  dayOfWeek: string;
}

/** A task as the service shows it (read leniently: fields we do not use are ignored). */
export interface TaskRecord {
  id: string;
  type: string;
  title?: string;
  itemId?: string;
  /** The service's `userId`: whose task it is. */
  owner?: string;
  cron: CronSchedule;
  /** Epoch ms of its last run's start; undefined when it never ran. */
  lastStart?: number;
  maxOccurrences?: number;
  parameters?: Record<string, unknown>;
  created?: number;
  updated?: number;
  startDate?: number;
  endDate?: number;
  active: boolean;
  /** 'active' | 'paused' | 'failed' | 'disabled' | 'completed', or whatever else the service says. */
  taskState?: string;
}

export type RunStatus = 'scheduled' | 'executing' | 'succeeded' | 'skipped' | 'failed' | 'submitfailed';

/** One run of a task. */
export interface TaskRun {
  id: string;
  taskId: string;
  status: RunStatus | (string & {});
  /** For notebooks a link or a message. */
  result?: string;
  created: number;
  updated?: number;
}

/** One page of a user's tasks. */
export interface TaskPage {
  total: number;
  start: number;
  /** -1 at the end. */
  nextStart: number;
  tasks: TaskRecord[];
}

export interface TaskPageQuery {
  /** 1-based, default 1. */
  start?: number;
  /** 1–100, default 100. */
  num?: number;
  active?: boolean;
  types?: readonly string[];
  itemId?: string;
}

export const RUN_STATUSES: readonly RunStatus[] = [
  'scheduled',
  'executing',
  'succeeded',
  'skipped',
  'failed',
  'submitfailed',
];
