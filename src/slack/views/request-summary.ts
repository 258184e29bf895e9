import { itemPage } from '../../portal/links.js';
import { REPORT_LABELS } from '../../portal/schema/report.js';
import type { RoleRequest } from '../../portal/schema/role.js';
import { UPDATE_MODES } from '../../portal/schema/scene-cook.js';
import type { TaskRequest } from '../../portal/schema/task.js';
import type { Confirmation, ScheduleSummary } from '../../requests/types.js';
import { formatFields } from '../../schedule/cron/fields.js';
import type { CronFields } from '../../schedule/engine.js';
import type { RequestRecord } from '../../store/types.js';
import { taskTypeLabel } from './labels.js';
import { clip, code, count, inert, jsonSummary } from './text.js';
import { shortTime } from './time.js';

/** The item a task runs against: its id always, its title and type when the portal said them. */
export interface ItemRef {
  readonly id: string;
  readonly title: string | null;
  readonly type: string | null;
}

/** What a request is, whether from the confirmation model or from a stored record (after a restart, a sweep). */
export interface RequestSummary {
  readonly kind: 'task' | 'role';
  readonly tasks: readonly TaskRequest[];
  readonly role: RoleRequest | null;
  readonly schedule: ScheduleSummary | null;
  readonly portalUser: string;
  readonly item: ItemRef | null;
}

function text(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

/** The item as the portal named it when the request was made, else just the first task's item id. */
function itemOf(about: Confirmation | RequestRecord, tasks: readonly TaskRequest[]): ItemRef | null {
  const raw: unknown = (about as { item?: unknown }).item;
  if (typeof raw === 'object' && raw !== null) {
    const r = raw as { id?: unknown; title?: unknown; type?: unknown };
    const id = text(r.id);
    if (id) return { id, title: text(r.title), type: text(r.type) };
  }
  const id = tasks[0]?.itemId;
  return id ? { id, title: null, type: null } : null;
}

export function summaryOf(about: Confirmation | RequestRecord): RequestSummary {
  if ('requestId' in about) {
    return {
      kind: about.kind,
      tasks: about.tasks,
      role: about.role,
      schedule: about.schedule,
      portalUser: about.portalUser,
      item: itemOf(about, about.tasks),
    };
  }
  // The workflow stored these shapes itself; a record of another shape shows as empty rather than failing.
  const payload: { tasks?: unknown; role?: unknown } =
    typeof about.payload === 'object' && about.payload !== null ? about.payload : {};
  const tasks = Array.isArray(payload.tasks) ? (payload.tasks as TaskRequest[]) : [];
  const role = typeof payload.role === 'object' && payload.role !== null ? (payload.role as RoleRequest) : null;
  const schedule = about.schedule && typeof about.schedule === 'object' ? (about.schedule as ScheduleSummary) : null;
  return { kind: about.kind, tasks, role, schedule, portalUser: about.portalUser, item: itemOf(about, tasks) };
}

const NAME_MAX = 120;

/** What people call the task: its title, else its item's title, else what it does ("Run a notebook"). */
export function nameOf(s: RequestSummary): string {
  if (s.kind === 'role') return s.role?.name ?? 'unnamed role';
  const first = s.tasks[0];
  return first?.title || s.item?.title || (first ? taskTypeLabel(first.type) : 'a scheduled task');
}

/** What the task does, as part of a sentence: "run a notebook". */
export function doesWords(s: RequestSummary): string {
  const first = s.tasks[0];
  if (!first) return '';
  const label = taskTypeLabel(first.type);
  // "Run Workflow Manager" keeps its capital after the first word
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * "*Nightly notebook* (run a notebook)", "the role *Field Editors*": mrkdwn, escaped, short; the name in bold
 * and what it does beside it, once (a task without a title is named by what it does).
 */
export function whatWords(s: RequestSummary): string {
  if (s.kind === 'role') return `the role *${inert(clip(s.role?.name ?? 'unnamed', NAME_MAX))}*`;
  const first = s.tasks[0];
  if (!first) return 'a scheduled task';
  const name = nameOf(s);
  const does = doesWords(s);
  const same = name.toLowerCase() === does.toLowerCase();
  return `*${inert(clip(name, NAME_MAX))}*${same ? '' : ` (${inert(does)})`}`;
}

/** When it runs, in words: the local reading, else the UTC fields' descriptions. */
export function whenWords(schedule: ScheduleSummary | null): string | null {
  if (!schedule) return null;
  if (schedule.description) return inert(schedule.description);
  if (schedule.fieldsDescriptions.length > 0) return inert(schedule.fieldsDescriptions.join('; '));
  return null;
}

/** "as *ada_admin* on the portal": who the portal will say created it, without how the bot signs in. */
export function accountWords(portalUser: string): string {
  return `as *${inert(clip(portalUser, 200))}* on the portal`;
}

/** A channel as a link (`<#C123>`), or inert text for anything that is not a channel id. */
export function channelWords(channel: string): string {
  return /^[CG][A-Z0-9]{2,20}$/.test(channel) ? `<#${channel}>` : inert(clip(channel, 100));
}

/** A Slack user as a mention (`<@U123>`), or inert text for anything that is not a user id. */
export function userWords(user: string): string {
  return /^[UW][A-Z0-9]{2,20}$/.test(user) ? `<@${user}>` : inert(clip(user, 100));
}

/** The item as a link to its page on the portal, named by its title when known; else its id in code. */
export function itemWords(item: ItemRef | null, portal: URL | undefined): string | null {
  if (!item) return null;
  const page = portal ? itemPage(portal, item.id) : null;
  const name = item.title ? inert(clip(item.title, NAME_MAX)).replace(/\|/g, '¦') : null;
  if (page) return name ? `<${page}|${name}>` : `<${page}|${item.id}>`;
  return name ? `${name} (${code(item.id)})` : code(item.id);
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

const URL_SHOWN = 300;
const JSON_SHOWN = 300;

/**
 * The task's own settings, the same for every task of a request: what it does ("Run a notebook") and mrkdwn lines
 * for its running period and parameters (the item and the type's id are shown elsewhere).
 */
export function taskLines(task: TaskRequest, zone: string): { readonly type: string; readonly details: string[] } {
  const lines: string[] = [];
  if (task.startDate !== undefined) lines.push(`*Starts:* ${inert(shortTime(task.startDate, zone))}`);
  if (task.endDate !== undefined) lines.push(`*Ends:* ${inert(shortTime(task.endDate, zone))}`);
  if (task.maxOccurrences !== undefined) lines.push(`*Stops after:* ${count(task.maxOccurrences, 'run')}`);
  return { type: taskTypeLabel(task.type), details: [...lines, ...parameterLines(task)] };
}

/** A scene layer list that names no layer cooks them all. */
function allLayers(layer: unknown): boolean {
  const t = typeof layer === 'string' ? layer.trim() : JSON.stringify(layer ?? {});
  return t === '' || t === '{}' || t === '[]';
}

function parameterLines(task: TaskRequest): string[] {
  switch (task.type) {
    case 'ExecuteSceneCook': {
      const p = task.parameters;
      const mode = UPDATE_MODES.find((m) => m.value === p.update_mode);
      const how = mode ? `${inert(mode.description)} (${code(p.update_mode)})` : code(p.update_mode);
      return [
        `*Scene service:* ${code(clip(p.service_url, URL_SHOWN))}`,
        `*Layers:* ${allLayers(p.layer) ? 'all' : code(jsonSummary(p.layer, JSON_SHOWN))} · *Update:* ${how} · ${count(p.num_of_caching_service_instances, 'caching instance')}`,
      ];
    }
    case 'ExecuteReport': {
      const p = task.parameters;
      const period = p.timeDuration ? `, ${p.timeDuration}` : ' (a snapshot)';
      const lines = [`*Report:* ${inert(REPORT_LABELS[p.reportSubType])}${period}`];
      if (p.title) lines.push(`*Report title:* ${inert(clip(p.title, 256))}`);
      return lines;
    }
    case 'ExecuteNotebook': {
      const p = task.parameters;
      const lines: string[] = [];
      if (p?.notebookParameters) lines.push(`*Parameters:* ${code(jsonSummary(p.notebookParameters, JSON_SHOWN))}`);
      const update = p?.updatePortalItem ?? true;
      const save = p?.saveInjectedParameters;
      const words = [update ? 'updates the notebook item after each run' : 'leaves the notebook item as it is'];
      if (save !== undefined) words.push(save ? 'saves the parameters in it' : 'does not save the parameters in it');
      lines.push(`${words.join('; ').replace(/^./, (c) => c.toUpperCase())}.`);
      return lines;
    }
    case 'UpdateAnalyticsWorkbook':
    case 'ExecuteWorkflowManager':
      return task.parameters ? [`*Parameters:* ${code(jsonSummary(task.parameters, JSON_SHOWN))}`] : [];
  }
}
