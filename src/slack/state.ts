import { DateTime, IANAZone } from 'luxon';
import type { z } from 'zod';
import { notebookSchema } from '../portal/schema/notebook.js';
import { workbookSchema, workflowManagerSchema } from '../portal/schema/open-parameters.js';
import type { RoleInput } from '../portal/schema/role.js';
import { sceneCookParameters } from '../portal/schema/scene-cook.js';
import type { ScheduleInput, TaskDetails } from '../requests/types.js';
import type { CronFields } from '../schedule/engine.js';
import {
  ACTION,
  BLOCK,
  type BlockKey,
  LAYER_CHOICE,
  NOTEBOOK_OPTION,
  SCHEDULE_MODE,
  type ScheduleMode,
} from './ids.js';

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
  /** An external select's option also says what the person saw (`text`), e.g. the picked item's title. */
  readonly selected_option?: { readonly value: string; readonly text?: { readonly text: string } } | null;
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

/** The picked item: its id, and the words its option showed (its title, as the picker found it). */
export function selectedItem(values: ViewStateValues): { readonly id: string; readonly label: string } | undefined {
  const option = stateOf(values, 'itemId')?.selected_option;
  if (!option || typeof option.value !== 'string' || option.value === '') return undefined;
  const label = typeof option.text?.text === 'string' && option.text.text !== '' ? option.text.text : option.value;
  return { id: option.value, label };
}

/** The advanced settings: shown only when asked for, and still counted when folded away. */
export const ADVANCED_KEYS = ['startDate', 'endDate', 'maxOccurrences'] as const satisfies readonly BlockKey[];
/** What the schedule holds in the mode not shown (the phrase, or the five fields). */
export const SCHEDULE_KEYS = ['schedule', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;
/** Every key whose value is kept in the metadata while its field is not on the view. */
export const HIDDEN_KEYS: readonly BlockKey[] = [...ADVANCED_KEYS, ...SCHEDULE_KEYS];

/**
 * `values` with the hidden values of `keys` added as if their fields were on the view; a field that is on the view
 * (even emptied: `null`) wins over what was hidden.
 */
export function withHidden(
  values: ViewStateValues,
  hidden: Readonly<Record<string, string>> | undefined,
  keys: readonly BlockKey[] = HIDDEN_KEYS,
): ViewStateValues {
  if (!hidden) return values;
  const out: Record<string, Readonly<Record<string, StateValue>>> = { ...values };
  for (const key of keys) {
    const value = Object.hasOwn(hidden, key) ? hidden[key] : undefined;
    if (value === undefined || Object.hasOwn(values, BLOCK[key])) continue;
    out[BLOCK[key]] = { [ACTION[key]]: { type: 'hidden', value } };
  }
  return out;
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
export function readTaskSubmission(
  submitted: ViewStateValues,
  zone: string,
  hidden?: Readonly<Record<string, string>>,
): TaskSubmission {
  if (!IANAZone.isValidZone(zone)) throw new RangeError(`not a time zone: ${zone}`);
  // Advanced settings folded away still count: the person set them and was shown that they are set.
  const values = withHidden(submitted, hidden, ADVANCED_KEYS);
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
      const layer = layerJson(form.layerChoice, form.layer);
      if ('problem' in layer) errors[BLOCK.layer] = layer.problem;
      else if (layer.json !== undefined) p.layer = layer.json;
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

/**
 * The scene layers as the service takes them: `layer` is a string holding a JSON object (the seed), `{}` for every
 * layer; the portal's own documentation shows it as "{<list of scene layers to cook>}", so a list is sent as the
 * object `{"layers":[<layer id>, …]}`, the ids being those of the scene service's layers (`…/SceneServer/layers/0`).
 */
export const ALL_LAYERS = '{}';

export function layerJson(
  choice: string | undefined,
  list: string | undefined,
): { readonly json: string | undefined } | { readonly problem: string } {
  if (choice === LAYER_CHOICE.all) return { json: ALL_LAYERS };
  // No choice on the view (a form from before the choice existed): the text is the service's JSON, as typed.
  if (choice !== LAYER_CHOICE.some) return { json: list };
  const words = (list ?? '').split(/[\s,;]+/).filter((w) => w !== '');
  if (words.length === 0) {
    return { problem: 'Layers: list the ids of the layers to cook, e.g. 0, 2, or choose All layers.' };
  }
  const ids: number[] = [];
  for (const w of words) {
    if (!/^\d{1,9}$/.test(w)) {
      return { problem: `Layers: “${w.slice(0, 40)}” is not a layer id; layer ids are whole numbers such as 0 or 2.` };
    }
    const id = Number(w);
    if (!ids.includes(id)) ids.push(id);
  }
  return { json: JSON.stringify({ layers: ids }) };
}

/** The other way: what the layer fields show for a `layer` the service was sent (anything else shows as typed). */
export function layerFields(json: string | undefined): { readonly choice: string; readonly list?: string } {
  if (json === undefined) return { choice: LAYER_CHOICE.all };
  try {
    const v: unknown = JSON.parse(json);
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
      if (Object.keys(v).length === 0) return { choice: LAYER_CHOICE.all };
      const layers = (v as { layers?: unknown }).layers;
      if (Object.keys(v).length === 1 && Array.isArray(layers) && layers.every((l) => Number.isInteger(l))) {
        return { choice: LAYER_CHOICE.some, list: layers.join(', ') };
      }
    }
  } catch {
    // shown as it was, for the person to see and fix
  }
  return { choice: LAYER_CHOICE.some, list: json };
}

/** A submitted role modal → the workflow's role input (an empty name is the schema's to refuse). */
export function readRoleSubmission(values: ViewStateValues): RoleInput {
  const name = scalar(values, 'roleName') ?? '';
  const description = scalar(values, 'roleDescription');
  return description === undefined ? { name } : { name, description };
}
