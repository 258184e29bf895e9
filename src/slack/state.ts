import { DateTime, IANAZone } from 'luxon';
import type { z } from 'zod';
import { notebookSchema } from '../portal/schema/notebook.js';
import { workbookSchema, workflowManagerSchema } from '../portal/schema/open-parameters.js';
import type { RoleInput } from '../portal/schema/role.js';
import { sceneCookParameters } from '../portal/schema/scene-cook.js';
import type { ScheduleInput, TaskDetails } from '../requests/types.js';
import type { CronFields } from '../schedule/engine.js';
import { ACTION, BLOCK, type BlockKey, NOTEBOOK_OPTION, SCHEDULE_MODE, type ScheduleMode } from './ids.js';

/**
 * Reading a submitted (or rebuilt) view: `view.state.values` as Slack sends it, into the typed input the workflow
 * takes. Only what parsing needs happens here (empty is absent, numbers from text, dates to instants, JSON to
 * objects where the schema wants objects); the rules themselves are the workflow's, with the schemas' words.
 */

/** One element's state; Bolt's `ViewStateValue` fits it. Optional inputs come back as `null`, not as missing keys. */
export interface StateValue {
  readonly type: string;
  readonly value?: string | null;
  readonly selected_date?: string | null;
  readonly selected_option?: { readonly value: string } | null;
  readonly selected_options?: readonly { readonly value: string }[] | null;
}

/** `view.state.values`: block id → action id → state. */
export type ViewStateValues = Readonly<Record<string, Readonly<Record<string, StateValue>>>>;

type ScalarKey = Exclude<BlockKey, 'notebookOptions'>;

/** The task modal's inputs as typed, before any parsing: a rebuilt modal shows them again. */
export type TaskForm = { readonly [K in ScalarKey]: string | undefined } & {
  readonly notebookOptions: readonly string[] | undefined;
};

function stateOf(values: ViewStateValues, key: BlockKey): StateValue | undefined {
  const block = Object.hasOwn(values, BLOCK[key]) ? values[BLOCK[key]] : undefined;
  return block && Object.hasOwn(block, ACTION[key]) ? block[ACTION[key]] : undefined;
}

/** Text, a date or a selected option's value, whichever the element holds; null and missing are both undefined. */
function scalar(values: ViewStateValues, key: ScalarKey): string | undefined {
  const v = stateOf(values, key);
  const raw = v?.value ?? v?.selected_date ?? v?.selected_option?.value ?? undefined;
  return typeof raw === 'string' ? raw : undefined;
}

const SCALAR_KEYS = Object.keys(BLOCK).filter((k): k is ScalarKey => k !== 'notebookOptions');

export function readTaskForm(values: ViewStateValues): TaskForm {
  const form = Object.fromEntries(SCALAR_KEYS.map((k) => [k, scalar(values, k)])) as {
    [K in ScalarKey]: string | undefined;
  };
  const options = stateOf(values, 'notebookOptions')?.selected_options;
  return { ...form, notebookOptions: options?.map((o) => o.value) };
}

/** Phrase or typed fields: the radio when it was sent, else whichever of the two inputs the view holds. */
export function scheduleModeOf(values: ViewStateValues): ScheduleMode {
  const chosen = scalar(values, 'scheduleMode');
  if (chosen === SCHEDULE_MODE.fields || chosen === SCHEDULE_MODE.phrase) return chosen;
  return !Object.hasOwn(values, BLOCK.schedule) && Object.hasOwn(values, BLOCK.minute) ? 'fields' : 'phrase';
}

export type TaskSubmission =
  | { readonly ok: true; readonly task: TaskDetails; readonly schedule: ScheduleInput }
  | { readonly ok: false; readonly errors: Record<string, string> };

/** The first message a schema gives for a value: the words for a value that cannot even be parsed. */
function schemaSays(schema: z.ZodType, value: unknown): string {
  const r = schema.safeParse(value);
  return r.success ? '' : (r.error.issues[0]?.message ?? '');
}

// Only the number field's words are read from it; the URL policy plays no part in them.
const sceneWords = sceneCookParameters({ portalUrl: new URL('https://portal.invalid'), allowedHosts: [] });

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A datepicker's `YYYY-MM-DD` as the first or last millisecond of that day in `zone` (DST days included). */
export function dayBound(date: string, zone: string, end: boolean): number | undefined {
  if (!DATE.test(date)) return undefined;
  const d = DateTime.fromISO(date, { zone });
  if (!d.isValid) return undefined;
  return (end ? d.endOf('day') : d.startOf('day')).toMillis();
}

/** A number_input's text as a number; undefined when it is not one. */
function numberOf(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A submitted task modal → the workflow's input, or the problems that stop parsing, keyed by input block id.
 * Dates are read in `zone` (the person's): the start date from the start of its day, the end date to its last
 * millisecond. Typed CRON fields are UTC; `zone` then only says how to show local times.
 */
export function readTaskSubmission(values: ViewStateValues, zone: string): TaskSubmission {
  if (!IANAZone.isValidZone(zone)) throw new RangeError(`not a time zone: ${zone}`);
  const form = readTaskForm(values);
  const errors: Record<string, string> = {};
  const task: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (value !== undefined) task[key] = value;
  };

  put('type', form.type);
  put('title', form.title);
  put('itemId', form.itemId);

  for (const [key, end] of [
    ['startDate', false],
    ['endDate', true],
  ] as const) {
    const raw = form[key];
    if (raw === undefined) continue;
    const ms = dayBound(raw, zone, end);
    if (ms === undefined) errors[BLOCK[key]] = schemaSays(notebookSchema.shape[key], Number.NaN);
    else task[key] = ms;
  }

  if (form.maxOccurrences !== undefined) {
    const n = numberOf(form.maxOccurrences);
    if (n === undefined) errors[BLOCK.maxOccurrences] = schemaSays(notebookSchema.shape.maxOccurrences, Number.NaN);
    else task.maxOccurrences = n;
  }

  const parameters = readParameters(form, errors);
  put('parameters', parameters);

  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const schedule: ScheduleInput =
    scheduleModeOf(values) === 'fields'
      ? {
          // Typed fields are trimmed here, once: the validator, the engine and what is sent all see the same text.
          fields: {
            minute: form.minute?.trim() ?? '',
            hour: form.hour?.trim() ?? '',
            dayOfMonth: form.dayOfMonth?.trim() ?? '',
            month: form.month?.trim() ?? '',
            dayOfWeek: form.dayOfWeek?.trim() ?? '',
          } satisfies CronFields,
          zone,
        }
      : { phrase: form.schedule ?? '', zone };
  // The workflow validates it against the type's schema; here it is only shaped like one.
  return { ok: true, task: task as TaskDetails, schedule };
}

function readParameters(form: TaskForm, errors: Record<string, string>): Record<string, unknown> | undefined {
  switch (form.type) {
    case 'ExecuteSceneCook': {
      const p: Record<string, unknown> = {};
      if (form.serviceUrl !== undefined) p.service_url = form.serviceUrl;
      if (form.instances !== undefined) {
        const n = numberOf(form.instances);
        if (n === undefined) {
          errors[BLOCK.instances] = schemaSays(sceneWords.shape.num_of_caching_service_instances, Number.NaN);
        } else p.num_of_caching_service_instances = n;
      }
      // The seed: `layer` is a string holding JSON, sent as typed.
      if (form.layer !== undefined) p.layer = form.layer;
      if (form.updateMode !== undefined) p.update_mode = form.updateMode;
      return p;
    }
    case 'ExecuteReport': {
      const p: Record<string, unknown> = {};
      if (form.reportSubType !== undefined) p.reportSubType = form.reportSubType;
      if (form.timeDuration !== undefined) p.timeDuration = form.timeDuration;
      return p;
    }
    case 'ExecuteNotebook': {
      const p: Record<string, unknown> = {};
      if (form.notebookOptions !== undefined) {
        p.updatePortalItem = form.notebookOptions.includes(NOTEBOOK_OPTION.updateItem);
        p.saveInjectedParameters = form.notebookOptions.includes(NOTEBOOK_OPTION.saveParameters);
      }
      // The schema keeps the notebook's parameters as JSON text.
      if (form.notebookParameters !== undefined && form.notebookParameters.trim() !== '') {
        p.notebookParameters = form.notebookParameters;
      }
      return Object.keys(p).length === 0 ? undefined : p;
    }
    case 'UpdateAnalyticsWorkbook':
    case 'ExecuteWorkflowManager': {
      const text = form.parameters?.trim();
      if (text === undefined || text === '') return undefined;
      try {
        // parsed only: an array or a number here is the schema's to refuse, in its words
        return JSON.parse(text) as Record<string, unknown>;
      } catch {
        const schema = form.type === 'UpdateAnalyticsWorkbook' ? workbookSchema : workflowManagerSchema;
        errors[BLOCK.parameters] = schemaSays(schema.shape.parameters, text);
        return undefined;
      }
    }
    default:
      return undefined;
  }
}

/** A submitted role modal → the workflow's role input (an empty name is the schema's to refuse). */
export function readRoleSubmission(values: ViewStateValues): RoleInput {
  const name = scalar(values, 'roleName') ?? '';
  const description = scalar(values, 'roleDescription');
  return description === undefined ? { name } : { name, description };
}
