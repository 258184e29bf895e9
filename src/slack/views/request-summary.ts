import { REPORT_LABELS } from '../../portal/schema/report.js';
import type { RoleRequest } from '../../portal/schema/role.js';
import { UPDATE_MODES } from '../../portal/schema/scene-cook.js';
import type { TaskRequest } from '../../portal/schema/task.js';
import type { Confirmation, ScheduleSummary } from '../../requests/types.js';
import { formatFields } from '../../schedule/cron/fields.js';
import type { CronFields } from '../../schedule/engine.js';
import type { RequestRecord } from '../../store/types.js';
import { taskTypeLabel } from './labels.js';
import { clip, code, inert, jsonSummary } from './text.js';
import { shortTime } from './time.js';

/** What a request is, whether from the confirmation model or from a stored record (after a restart, a sweep). */
export interface RequestSummary {
  readonly kind: 'task' | 'role';
  readonly tasks: readonly TaskRequest[];
  readonly role: RoleRequest | null;
  readonly schedule: ScheduleSummary | null;
  readonly portalUser: string;
}

export function summaryOf(about: Confirmation | RequestRecord): RequestSummary {
  if ('requestId' in about) {
    return {
      kind: about.kind,
      tasks: about.tasks,
      role: about.role,
      schedule: about.schedule,
      portalUser: about.portalUser,
    };
  }
  // The workflow stored these shapes itself; a record of another shape shows as empty rather than failing.
  const payload: { tasks?: unknown; role?: unknown } =
    typeof about.payload === 'object' && about.payload !== null ? about.payload : {};
  const tasks = Array.isArray(payload.tasks) ? (payload.tasks as TaskRequest[]) : [];
  const role = typeof payload.role === 'object' && payload.role !== null ? (payload.role as RoleRequest) : null;
  const schedule = about.schedule && typeof about.schedule === 'object' ? (about.schedule as ScheduleSummary) : null;
  return { kind: about.kind, tasks, role, schedule, portalUser: about.portalUser };
}

const NAME_MAX = 120;

/** "Run a notebook “Nightly notebook”", "the role “Field Editors”": mrkdwn, escaped, short. */
export function whatWords(s: RequestSummary): string {
  if (s.kind === 'role') return `the role “${inert(clip(s.role?.name ?? 'unnamed', NAME_MAX))}”`;
  const first = s.tasks[0];
  if (!first) return 'a scheduled task';
  const label = taskTypeLabel(first.type);
  const title = first.title ? ` “${inert(clip(first.title, NAME_MAX))}”` : '';
  return `${s.tasks.length > 1 ? `${s.tasks.length} tasks: ` : ''}${label}${title}`;
}

/** When it runs, in words: the local reading, else the UTC fields' descriptions. */
export function whenWords(schedule: ScheduleSummary | null): string | null {
  if (!schedule) return null;
  if (schedule.description) return inert(schedule.description);
  if (schedule.fieldsDescriptions.length > 0) return inert(schedule.fieldsDescriptions.join('; '));
  return null;
}

export function cronOf(task: TaskRequest): CronFields {
  return {
    minute: task.minute,
    hour: task.hour,
    dayOfMonth: task.dayOfMonth,
    month: task.month,
    dayOfWeek: task.dayOfWeek,
  };
}

/** `0 3 ? * 3-7`. */
export function cronText(task: TaskRequest): string {
  return formatFields(cronOf(task));
}

function yesNo(v: boolean): string {
  return v ? 'yes' : 'no';
}

const URL_SHOWN = 300;
const JSON_SHOWN = 300;

/** The task's own settings as mrkdwn lines ("*Item* `…`"), the same for every task of a request. */
export function taskLines(task: TaskRequest, zone: string): string[] {
  const lines = [`*Type:* ${inert(taskTypeLabel(task.type))} (${code(task.type)})`];
  if (task.title) lines.push(`*Title:* ${inert(clip(task.title, 256))}`);
  lines.push(`*Item:* ${task.itemId ? code(task.itemId) : 'none'}`);
  if (task.startDate !== undefined) lines.push(`*Starts:* ${inert(shortTime(task.startDate, zone))}`);
  if (task.endDate !== undefined) lines.push(`*Ends:* ${inert(shortTime(task.endDate, zone))}`);
  if (task.maxOccurrences !== undefined) lines.push(`*Maximum runs:* ${task.maxOccurrences}`);
  return [...lines, ...parameterLines(task)];
}

function parameterLines(task: TaskRequest): string[] {
  switch (task.type) {
    case 'ExecuteSceneCook': {
      const p = task.parameters;
      const mode = UPDATE_MODES.find((m) => m.value === p.update_mode);
      return [
        `*Scene service:* ${code(clip(p.service_url, URL_SHOWN))}`,
        `*Caching instances:* ${p.num_of_caching_service_instances}`,
        `*Layers:* ${code(jsonSummary(p.layer, JSON_SHOWN))}`,
        `*Update mode:* ${code(p.update_mode)}${mode ? ` (${inert(mode.description)})` : ''}`,
      ];
    }
    case 'ExecuteReport': {
      const p = task.parameters;
      const lines = [
        `*Report:* ${inert(REPORT_LABELS[p.reportSubType])}`,
        `*Period:* ${p.timeDuration ?? 'none (a snapshot)'}`,
      ];
      if (p.title) lines.push(`*Report title:* ${inert(clip(p.title, 256))}`);
      return lines;
    }
    case 'ExecuteNotebook': {
      const p = task.parameters;
      const lines = [
        `*Notebook parameters:* ${p?.notebookParameters ? code(jsonSummary(p.notebookParameters, JSON_SHOWN)) : 'none'}`,
        `*Update the notebook item:* ${yesNo(p?.updatePortalItem ?? true)}`,
      ];
      if (p?.saveInjectedParameters !== undefined) {
        lines.push(`*Save injected parameters:* ${yesNo(p.saveInjectedParameters)}`);
      }
      return lines;
    }
    case 'UpdateAnalyticsWorkbook':
    case 'ExecuteWorkflowManager':
      return [`*Parameters:* ${task.parameters ? code(jsonSummary(task.parameters, JSON_SHOWN)) : 'none'}`];
  }
}
