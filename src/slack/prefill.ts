import { DateTime } from 'luxon';
import type { RoleInput } from '../portal/schema/role.js';
import type { TaskRequest } from '../portal/schema/task.js';
import type { DraftedInput, ScheduleInput, ScheduleSummary, TaskDetails } from '../requests/types.js';
import type { RequestItem, RequestRecord } from '../store/types.js';
import { ACTION, BLOCK, type BlockKey, NOTEBOOK_OPTION, type ScheduleMode } from './ids.js';
import { layerFields, type StateValue, type ViewStateValues } from './state.js';

/**
 * A stored request back into its form: the view state the task modal would have been submitted with, so that
 * "Back to edit" and "Create another" reopen the form as the person left it. Built from what the person gave (kept
 * with the request); for a request stored before that was kept, from what was sent.
 */

export interface TaskPrefill {
  readonly values: ViewStateValues;
  readonly scheduleMode: ScheduleMode;
  /** Whether any advanced setting holds something (the mode included): then they are shown. */
  readonly advanced: boolean;
}

type Values = Record<string, Record<string, StateValue>>;

function put(values: Values, key: BlockKey, state: StateValue): void {
  values[BLOCK[key]] = { [ACTION[key]]: state };
}

function text(values: Values, key: BlockKey, value: unknown): void {
  if (typeof value === 'string' && value !== '') put(values, key, { type: 'plain_text_input', value });
  else if (typeof value === 'number' && Number.isFinite(value)) {
    put(values, key, { type: 'plain_text_input', value: String(value) });
  }
}

function choice(values: Values, key: BlockKey, value: unknown): void {
  if (typeof value === 'string' && value !== '')
    put(values, key, { type: 'static_select', selected_option: { value } });
}

/** An instant the modal read from a date, as that date again, in the zone it was read in. */
function day(values: Values, key: BlockKey, ms: unknown, zone: string): void {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return;
  const date = DateTime.fromMillis(ms, { zone }).toISODate();
  if (date) put(values, key, { type: 'datepicker', selected_date: date });
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parametersOf(type: unknown, raw: unknown, values: Values): void {
  const p = isRecord(raw) ? raw : undefined;
  switch (type) {
    case 'ExecuteSceneCook': {
      text(values, 'serviceUrl', p?.service_url);
      text(values, 'instances', p?.num_of_caching_service_instances);
      choice(values, 'updateMode', p?.update_mode);
      const layers = layerFields(typeof p?.layer === 'string' ? p.layer : undefined);
      put(values, 'layerChoice', { type: 'radio_buttons', selected_option: { value: layers.choice } });
      text(values, 'layer', layers.list);
      return;
    }
    case 'ExecuteReport':
      choice(values, 'reportSubType', p?.reportSubType);
      choice(values, 'timeDuration', p?.timeDuration);
      return;
    case 'ExecuteNotebook': {
      text(values, 'notebookParameters', p?.notebookParameters);
      if (p === undefined) return;
      const checked = [
        ...(p.updatePortalItem === false ? [] : [NOTEBOOK_OPTION.updateItem]),
        ...(p.saveInjectedParameters === true ? [NOTEBOOK_OPTION.saveParameters] : []),
      ];
      put(values, 'notebookOptions', { type: 'checkboxes', selected_options: checked.map((value) => ({ value })) });
      return;
    }
    case 'UpdateAnalyticsWorkbook':
    case 'ExecuteWorkflowManager':
      if (p !== undefined) text(values, 'parameters', JSON.stringify(p));
      return;
    default:
      return;
  }
}

function schedulePrefill(schedule: ScheduleInput, values: Values): ScheduleMode {
  if ('phrase' in schedule) {
    text(values, 'schedule', schedule.phrase);
    return 'phrase';
  }
  for (const key of ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const) {
    text(values, key, schedule.fields[key]);
  }
  return 'fields';
}

/** The task form a request was made from (or, for an older one, the form that sends the same). */
export function taskPrefill(record: RequestRecord, zone: string): TaskPrefill {
  const values: Values = {};
  const drafted = isRecord(record.input) && record.input.kind === 'task' ? (record.input as DraftedInput) : undefined;
  let details: Partial<TaskDetails>;
  let scheduleMode: ScheduleMode;
  let readIn = zone;
  if (drafted && drafted.kind === 'task') {
    details = drafted.task;
    scheduleMode = schedulePrefill(drafted.schedule, values);
    readIn = drafted.schedule.zone;
  } else {
    const payload = isRecord(record.payload) ? record.payload : {};
    const first = (Array.isArray(payload.tasks) ? payload.tasks[0] : undefined) as TaskRequest | undefined;
    const schedule = isRecord(record.schedule) ? (record.schedule as unknown as ScheduleSummary) : undefined;
    details = first ?? {};
    scheduleMode =
      typeof schedule?.phrase === 'string' && schedule.phrase !== ''
        ? schedulePrefill({ phrase: schedule.phrase, zone }, values)
        : first
          ? schedulePrefill({ fields: first, zone }, values)
          : 'phrase';
  }
  return detailsPrefill(values, details, scheduleMode, readIn, record.item);
}

/**
 * The form that changes an existing task: the schedule as given (the phrase it was asked with, or its five fields)
 * and the task's details as the portal has them now, dates read in the person's zone.
 */
export function changePrefill(
  details: Partial<TaskDetails>,
  schedule: ScheduleInput,
  item: RequestItem | null,
): TaskPrefill {
  const values: Values = {};
  const scheduleMode = schedulePrefill(schedule, values);
  return detailsPrefill(values, details, scheduleMode, schedule.zone, item);
}

function detailsPrefill(
  values: Values,
  details: Partial<TaskDetails>,
  scheduleMode: ScheduleMode,
  readIn: string,
  item: RequestItem | null,
): TaskPrefill {
  choice(values, 'type', details.type);
  text(values, 'title', details.title);
  if (typeof details.itemId === 'string' && details.itemId !== '') {
    const label = item?.id === details.itemId.trim().toLowerCase() ? item.title : null;
    put(values, 'itemId', {
      type: 'external_select',
      selected_option: { value: details.itemId, text: { text: label ?? details.itemId } },
    });
  }
  day(values, 'startDate', details.startDate, readIn);
  day(values, 'endDate', details.endDate, readIn);
  text(values, 'maxOccurrences', details.maxOccurrences);
  parametersOf(details.type, details.parameters, values);
  if (scheduleMode === 'fields')
    put(values, 'scheduleMode', { type: 'radio_buttons', selected_option: { value: 'fields' } });
  const advanced =
    scheduleMode === 'fields' ||
    Object.hasOwn(values, BLOCK.startDate) ||
    Object.hasOwn(values, BLOCK.endDate) ||
    Object.hasOwn(values, BLOCK.maxOccurrences);
  return { values, scheduleMode, advanced };
}

/** The role form a request was made from. */
export function rolePrefill(record: RequestRecord): RoleInput {
  const drafted = isRecord(record.input) && record.input.kind === 'role' ? (record.input as DraftedInput) : undefined;
  const payload = isRecord(record.payload) ? record.payload : {};
  const role = (
    drafted?.kind === 'role' ? drafted.role : isRecord(payload.role) ? payload.role : {}
  ) as Partial<RoleInput>;
  const name = typeof role.name === 'string' ? role.name : '';
  return typeof role.description === 'string' && role.description !== ''
    ? { name, description: role.description }
    : { name };
}
