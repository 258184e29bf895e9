import type {
  ActionsBlock,
  Checkboxes,
  Datepicker,
  ExternalSelect,
  InputBlock,
  InputBlockElement,
  KnownBlock,
  ModalView,
  NumberInput,
  PlainTextInput,
  PlainTextOption,
  RadioButtons,
  StaticSelect,
} from '@slack/types';
import { DateTime } from 'luxon';
import { TITLE_MAX } from '../../portal/schema/fields.js';
import {
  durationsFor,
  REPORT_LABELS,
  REPORT_SUB_TYPES,
  type ReportSubType,
  type TimeDuration,
} from '../../portal/schema/report.js';
import type { UpdateMode } from '../../portal/schema/scene-cook.js';
import { TASK_TYPES, type TaskType } from '../../portal/schema/task-types.js';
import { MAX_SERVICE_URL_LENGTH } from '../../portal/ssrf.js';
import { type CronFields, PHRASE_MAX } from '../../schedule/engine.js';
import {
  ACTION,
  ADVANCED,
  ADVANCED_ACTION,
  ADVANCED_BLOCK,
  BLOCK,
  type BlockKey,
  CALLBACK,
  LAYER_CHOICE,
  NOTEBOOK_OPTION,
  SCHEDULE_MODE,
  type ScheduleMode,
} from '../ids.js';
import {
  HIDDEN_KEYS,
  readTaskForm,
  scheduleModeOf,
  selectedItem,
  type TaskForm,
  type ViewStateValues,
  withHidden,
} from '../state.js';
import { TASK_TYPE_LABELS } from './labels.js';
import { modalMetadata, readModalMetadata, type TaskEdit } from './metadata.js';
import { clip, context, count, divider, inert, LIMITS, option, plain } from './text.js';

/**
 * The task modal, in the order a person thinks of it: the schedule first (it is what they typed after
 * `/portal-task`), then what runs (the type, the item), then its title; the rest of the schedule (its mode, start,
 * end and maximum runs) folded behind a button, so the common case is short; the type's own settings last.
 *
 * The type select, the report select, the schedule mode, the layer choice and the advanced button dispatch
 * `block_actions` (`REBUILD_ACTIONS`): the app answers with `views.update` and this same function given the view's
 * `values`, which keeps what the person typed. What is typed into fields the rebuilt view does not show (the
 * advanced settings while folded, the phrase while the CRON fields are shown, and the other way round) is kept in
 * the metadata and shown again with its fields; folded advanced settings still count on submission, and the view
 * says they are set.
 */
export interface TaskModalOptions {
  /** The portal's supported types (from discovery): the only ones offered. */
  readonly types: readonly TaskType[];
  /** The chosen type (ignored unless among `types`); else the one in `values`; else the only type, if just one. */
  readonly type?: TaskType;
  /** The slash command's text, prefilled in the schedule (what the person typed since wins). */
  readonly phrase?: string;
  /** The person's IANA zone (from `users.info`), named in the hints. */
  readonly zone: string;
  readonly scheduleMode?: ScheduleMode;
  /** Show the advanced settings (default: as the view had them, i.e. shown when `values` holds them). */
  readonly advanced?: boolean;
  /** What the phrase compiled to, when the person just chose to see the five CRON fields: they are filled with it. */
  readonly fill?: FieldsFill;
  /** The view's `state.values` when rebuilding it (or values to prefill it with). */
  readonly values?: ViewStateValues;
  /** `private_metadata`, as `modalMetadata` makes it; the view's own carries the hidden values on. */
  readonly metadata: string;
}

/** The phrase's compiled schedule, for the five fields: the first task's fields, how many tasks, and its period. */
export type FieldsFill =
  | {
      readonly fields: CronFields;
      /** How many tasks the phrase needs to run exactly; the fields hold one. */
      readonly tasks: number;
      readonly startDate?: number;
      readonly endDate?: number;
      readonly maxOccurrences?: number;
    }
  | { readonly problem: string };

const CRON_FIELD_MAX = 100;

function input(
  key: BlockKey,
  label: string,
  element: InputBlockElement,
  extra: { hint?: string; optional?: boolean; dispatch?: boolean } = {},
): InputBlock {
  return {
    type: 'input',
    block_id: BLOCK[key],
    label: plain(label, LIMITS.label),
    element,
    optional: extra.optional ?? false,
    ...(extra.hint === undefined ? {} : { hint: plain(extra.hint, LIMITS.hint) }),
    ...(extra.dispatch ? { dispatch_action: true } : {}),
  };
}

function text(
  key: BlockKey,
  initial: string | undefined,
  o: { max: number; multiline?: boolean; placeholder?: string },
): PlainTextInput {
  return {
    type: 'plain_text_input',
    action_id: ACTION[key],
    max_length: o.max,
    ...(o.multiline ? { multiline: true } : {}),
    ...(o.placeholder === undefined ? {} : { placeholder: plain(o.placeholder, LIMITS.placeholder) }),
    ...(initial === undefined || initial === '' ? {} : { initial_value: clip(initial, o.max) }),
  };
}

function wholeNumber(key: BlockKey, initial: string | undefined, placeholder: string): NumberInput {
  const whole = initial !== undefined && /^\s*\d{1,15}\s*$/.test(initial);
  return {
    type: 'number_input',
    action_id: ACTION[key],
    is_decimal_allowed: false,
    min_value: '1',
    placeholder: plain(placeholder, LIMITS.placeholder),
    ...(whole ? { initial_value: initial.trim() } : {}),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function date(key: BlockKey, initial: string | undefined): Datepicker {
  const valid = initial !== undefined && DATE.test(initial);
  return {
    type: 'datepicker',
    action_id: ACTION[key],
    placeholder: plain('Choose a date', LIMITS.placeholder),
    ...(valid ? { initial_date: initial } : {}),
  };
}

/** A static select whose initial option is kept only when it is still one of the options (Slack refuses others). */
function select(key: BlockKey, options: PlainTextOption[], initial: string | undefined, placeholder: string) {
  const chosen = options.find((o) => o.value === initial);
  const element: StaticSelect = {
    type: 'static_select',
    action_id: ACTION[key],
    placeholder: plain(placeholder, LIMITS.placeholder),
    options,
    ...(chosen ? { initial_option: chosen } : {}),
  };
  return element;
}

function radios(key: BlockKey, options: PlainTextOption[], initial: string | undefined): RadioButtons {
  const chosen = options.find((o) => o.value === initial) ?? options[0];
  return { type: 'radio_buttons', action_id: ACTION[key], options, ...(chosen ? { initial_option: chosen } : {}) };
}

function durationLabel(d: TimeDuration): string {
  return d.charAt(0).toUpperCase() + d.slice(1);
}

/** Which periods a report takes, for the report options' descriptions. */
function periodsWords(subType: ReportSubType): string {
  const valid = durationsFor(subType);
  return valid.length === 0 ? 'A snapshot: no period' : `Periods: ${valid.join(', ')}`;
}

/** `2026-03-08` as "Mar 8, 2026" (a datepicker's value has no zone: it is a day). */
function dayWords(day: string): string {
  const d = DateTime.fromISO(day, { zone: 'UTC' });
  return d.isValid ? d.toFormat('LLL d, yyyy') : day;
}

type Form = { -readonly [K in keyof TaskForm]: TaskForm[K] };

function typeBlock(types: readonly TaskType[], type: TaskType | undefined, fixed: boolean): InputBlock {
  const options = types.map((t) => option(TASK_TYPE_LABELS[t], t, t));
  return input('type', 'Task type', select('type', options, type, 'Choose what the task does'), {
    hint: fixed
      ? 'The portal does not change a task’s type; to run something else, create a new task.'
      : 'Only the types this portal supports. Changing it changes the settings below.',
    dispatch: true,
  });
}

/** A change keeps the task's type (the service does not change it): the only one offered. */
function typesFor(types: readonly TaskType[], edit: TaskEdit | undefined): readonly TaskType[] {
  if (!edit) return types;
  const fixed = TASK_TYPES.find((t) => t === edit.type);
  return fixed ? [fixed] : types;
}

function phraseBlock(form: Form | undefined, phrase: string | undefined, zone: string): InputBlock {
  return input(
    'schedule',
    'When should it run?',
    text('schedule', form?.schedule ?? phrase, { max: PHRASE_MAX, placeholder: 'every weekday 7pm' }),
    {
      hint: `In your time zone (${zone}) unless it names one. E.g. every weekday 7pm · every 15 minutes from 9am to 5pm · first Monday of the month at 8:30am Europe/Berlin.`,
    },
  );
}

const FIELD_LABELS: readonly [BlockKey & keyof CronFields, string, string][] = [
  ['minute', 'Minute (UTC)', '0, 0,30 or 0/15'],
  ['hour', 'Hour (UTC)', '9, 9-17 or 0/2'],
  ['dayOfMonth', 'Day of month', '*, 1, 1,15, L or ?'],
  ['month', 'Month', '*, 1 or 1/3'],
  ['dayOfWeek', 'Day of week', '?, 2-6 (Monday to Friday; 1 is Sunday) or 6#3 (third Friday)'],
];

/** What the fill says: filled in from the phrase, or why not; several tasks in words before any field. */
function fillWords(fill: FieldsFill, zone: string): string {
  if ('problem' in fill)
    return `:warning: These could not be filled in from your schedule in words: ${inert(fill.problem)}`;
  const shown = `\`${fill.fields.minute} ${fill.fields.hour} ${fill.fields.dayOfMonth} ${fill.fields.month} ${fill.fields.dayOfWeek}\``;
  const period =
    fill.startDate !== undefined || fill.endDate !== undefined || fill.maxOccurrences !== undefined
      ? ' Its start, end and run limit are below.'
      : '';
  if (fill.tasks <= 1) {
    return `Filled in from your schedule in words (${inert(zone)}), moved to UTC: ${shown}.${period}`;
  }
  return `:warning: Your schedule in words needs ${count(fill.tasks, 'task')} to run exactly (its days differ once moved to UTC); these fields hold one, so they show the first: ${shown}. Switch back to words to create all ${fill.tasks}.${period}`;
}

function fieldsBlocks(form: Form | undefined, fill: FieldsFill | undefined, zone: string): KnownBlock[] {
  const blocks: KnownBlock[] = [
    context(
      'The five fields are in *UTC* and go to the portal as typed (Quartz rules: no seconds; one of day of month and day of week is `?`).',
    ),
  ];
  if (fill) blocks.push(context(fillWords(fill, zone)));
  for (const [key, label, examples] of FIELD_LABELS) {
    blocks.push(input(key, label, text(key, form?.[key], { max: CRON_FIELD_MAX }), { hint: `e.g. ${examples}` }));
  }
  return blocks;
}

/** The advanced settings folded: a line saying which are set, so nothing counts unseen. */
function foldedWords(form: Form | undefined, mode: ScheduleMode): string | undefined {
  const set: string[] = [];
  if (mode === 'fields') set.push('the schedule as five CRON fields');
  if (form?.startDate) set.push(`starts ${dayWords(form.startDate)}`);
  if (form?.endDate) set.push(`ends ${dayWords(form.endDate)}`);
  if (form?.maxOccurrences) set.push(`at most ${inert(form.maxOccurrences.trim())} runs`);
  return set.length === 0 ? undefined : `Set under more options: ${set.join(' · ')}.`;
}

function advancedToggle(open: boolean): ActionsBlock {
  return {
    type: 'actions',
    block_id: ADVANCED_BLOCK,
    elements: [
      {
        type: 'button',
        action_id: ADVANCED_ACTION,
        text: plain(open ? 'Fewer options' : 'More options: start, end, run limit, CRON', LIMITS.buttonText),
        value: open ? ADVANCED.close : ADVANCED.open,
      },
    ],
  };
}

function advancedBlocks(mode: ScheduleMode, form: Form | undefined, zone: string): KnownBlock[] {
  const modes: PlainTextOption[] = [
    option('In words, read in your time zone', SCHEDULE_MODE.phrase),
    option('Five CRON fields, typed in UTC', SCHEDULE_MODE.fields),
  ];
  // Always has a value (radios cannot be cleared): required, so Slack does not label it "(optional)".
  return [
    input('scheduleMode', 'Schedule as', radios('scheduleMode', modes, mode), {
      dispatch: true,
      hint: 'Choosing the CRON fields fills them in from your schedule in words.',
    }),
    input('startDate', 'Start date', date('startDate', form?.startDate), {
      optional: true,
      hint: `From the start of this day in your time zone (${zone}). Empty: from now, or the date in the schedule.`,
    }),
    input('endDate', 'End date', date('endDate', form?.endDate), {
      optional: true,
      hint: `Through the end of this day in your time zone (${zone}). Empty: no end, or the date in the schedule.`,
    }),
    input('maxOccurrences', 'Maximum runs', wholeNumber('maxOccurrences', form?.maxOccurrences, 'e.g. 10'), {
      optional: true,
      hint: 'Stop after this many runs. Empty: no limit.',
    }),
  ];
}

/** What the picker is called: the kind of item the chosen type runs against. */
const ITEM_LABELS: Readonly<Record<Exclude<TaskType, 'ExecuteReport'>, string>> = {
  ExecuteNotebook: 'Notebook',
  UpdateAnalyticsWorkbook: 'Workbook',
  ExecuteSceneCook: 'Scene layer',
  ExecuteWorkflowManager: 'Workflow item',
};

/**
 * The item: an `external_select` answered from the portal's search (the options listener), which also takes a
 * pasted item page address or id. Its initial option carries the title the picker showed, so a rebuild keeps it.
 */
function itemBlock(type: Exclude<TaskType, 'ExecuteReport'> | undefined, values: ViewStateValues | undefined) {
  const picked = values === undefined ? undefined : selectedItem(values);
  const element: ExternalSelect = {
    type: 'external_select',
    action_id: ACTION.itemId,
    min_query_length: 0,
    placeholder: plain('Search by title, or paste its link', LIMITS.placeholder),
    ...(picked
      ? { initial_option: { text: plain(picked.label, LIMITS.optionText), value: clip(picked.id, 150) } }
      : {}),
  };
  return input('itemId', type ? ITEM_LABELS[type] : 'Item', element, {
    hint: 'Type part of its title to search the portal, or paste the item’s page address (…/home/item.html?id=…) or its id.',
  });
}

/** What the person typed, or the default when the field was not on the view before (a first view or a new type). */
function initial(
  form: Form | undefined,
  seen: ReadonlySet<string>,
  key: Exclude<BlockKey, 'notebookOptions'>,
  fallback: string,
) {
  return form?.[key] ?? (seen.has(BLOCK[key]) ? undefined : fallback);
}

/** Plain words for the update modes, in the order offered: the default first. */
const UPDATE_MODE_CHOICES: readonly { value: UpdateMode; label: string; line: string }[] = [
  {
    value: 'PARTIAL_UPDATE_NODES',
    label: 'Latest edits',
    line: 'Latest edits: updates the cache with what changed since the last run.',
  },
  {
    value: 'RECREATE_ALL_NODES',
    label: 'Whole cache',
    line: 'Whole cache: rebuilds every node; slow, for after large changes.',
  },
  {
    value: 'PARTIAL_UPDATE_ATTRIBUTES',
    label: 'Attributes only',
    line: 'Attributes only: refreshes attribute values; geometry stays as cached.',
  },
];

/**
 * Latest edits by default: the seed's sample and the portal's documentation both show PARTIAL_UPDATE_NODES, and a
 * cook that runs on a schedule is there to bring the cache up to date with what was edited since the last run;
 * rebuilding the whole cache each time (RECREATE_ALL_NODES) costs far more for the same result.
 */
export const DEFAULT_UPDATE_MODE: UpdateMode = 'PARTIAL_UPDATE_NODES';

function sceneCookBlocks(form: Form | undefined, seen: ReadonlySet<string>): KnownBlock[] {
  const modes = UPDATE_MODE_CHOICES.map((m) => option(m.label, m.value));
  const layerChoices = [option('All layers', LAYER_CHOICE.all), option('Only these layers', LAYER_CHOICE.some)];
  const layerChoice = form?.layerChoice ?? LAYER_CHOICE.all;
  const blocks: KnownBlock[] = [
    input(
      'serviceUrl',
      'Scene service URL',
      text('serviceUrl', form?.serviceUrl, {
        max: MAX_SERVICE_URL_LENGTH,
        placeholder: 'https://portal.example.com/server/rest/services/…/SceneServer',
      }),
      { hint: 'e.g. https://portal.example.com/server/rest/services/Hosted/City/SceneServer' },
    ),
    input(
      'updateMode',
      'Update mode',
      select('updateMode', modes, initial(form, seen, 'updateMode', DEFAULT_UPDATE_MODE), 'Choose how to update'),
      { hint: UPDATE_MODE_CHOICES.map((m) => m.line).join('\n') },
    ),
    input('layerChoice', 'Layers', radios('layerChoice', layerChoices, layerChoice), { dispatch: true }),
  ];
  if (layerChoice === LAYER_CHOICE.some) {
    blocks.push(
      input('layer', 'Layer ids', text('layer', form?.layer, { max: LIMITS.inputMaxLength, placeholder: '0, 2' }), {
        hint: 'The ids of the scene service’s layers to cook (as in …/SceneServer/layers/0), separated by commas.',
      }),
    );
  }
  blocks.push(
    input('instances', 'Caching instances', wholeNumber('instances', initial(form, seen, 'instances', '2'), 'e.g. 2'), {
      hint: 'How many caching service instances do the work; 2 is the recommended number.',
    }),
  );
  return blocks;
}

function isSubType(v: string | undefined): v is ReportSubType {
  return (REPORT_SUB_TYPES as readonly string[]).includes(v ?? '');
}

function reportBlocks(form: Form | undefined): KnownBlock[] {
  const subType = isSubType(form?.reportSubType) ? form.reportSubType : undefined;
  const options = REPORT_SUB_TYPES.map((s) => option(REPORT_LABELS[s], s, periodsWords(s)));
  const blocks: KnownBlock[] = [
    input('reportSubType', 'Report', select('reportSubType', options, subType, 'Choose a report'), {
      hint: 'Content and users reports are snapshots; the others cover a period, chosen below.',
      dispatch: true,
    }),
  ];
  if (subType === undefined) {
    blocks.push(context('Choose the report to see the periods it can cover.'));
    return blocks;
  }
  const valid = durationsFor(subType);
  if (valid.length === 0) {
    blocks.push(context(`A ${REPORT_LABELS[subType]} report is a snapshot of now: it has no period.`));
    return blocks;
  }
  const periods = valid.map((d) => option(durationLabel(d), d));
  blocks.push(
    input('timeDuration', 'Period', select('timeDuration', periods, form?.timeDuration, 'Choose a period'), {
      hint: `The periods a ${REPORT_LABELS[subType]} report can cover.`,
    }),
  );
  return blocks;
}

function notebookBlocks(form: Form | undefined): KnownBlock[] {
  const choices = [
    option('Update the notebook item after each run', NOTEBOOK_OPTION.updateItem),
    option('Save the injected parameters in the notebook', NOTEBOOK_OPTION.saveParameters),
  ];
  const checked = form?.notebookOptions ?? [NOTEBOOK_OPTION.updateItem];
  const initialOptions = choices.filter((c) => c.value !== undefined && checked.includes(c.value));
  const boxes: Checkboxes = {
    type: 'checkboxes',
    action_id: ACTION.notebookOptions,
    options: choices,
    ...(initialOptions.length === 0 ? {} : { initial_options: initialOptions }),
  };
  return [
    input(
      'notebookParameters',
      'Notebook parameters',
      text('notebookParameters', form?.notebookParameters, {
        max: LIMITS.inputMaxLength,
        multiline: true,
        placeholder: '{"year": 2026}',
      }),
      { optional: true, hint: 'A JSON object handed to the notebook, e.g. {"year": 2026}. Empty: none.' },
    ),
    input('notebookOptions', 'Options', boxes, { optional: true }),
  ];
}

function jsonParametersBlocks(type: 'UpdateAnalyticsWorkbook' | 'ExecuteWorkflowManager', form: Form | undefined) {
  const what = type === 'UpdateAnalyticsWorkbook' ? 'Workbook parameters' : 'Workflow parameters';
  return [
    input(
      'parameters',
      what,
      text('parameters', form?.parameters, { max: LIMITS.inputMaxLength, multiline: true, placeholder: '{}' }),
      { optional: true, hint: 'A JSON object passed on as written, e.g. {"mode": "full"}. Empty: none.' },
    ),
  ];
}

function parameterBlocks(type: TaskType | undefined, form: Form | undefined, seen: ReadonlySet<string>) {
  switch (type) {
    case undefined:
      return [context('Choose the task type to see its settings.')];
    case 'ExecuteSceneCook':
      return sceneCookBlocks(form, seen);
    case 'ExecuteReport':
      return reportBlocks(form);
    case 'ExecuteNotebook':
      return notebookBlocks(form);
    case 'UpdateAnalyticsWorkbook':
    case 'ExecuteWorkflowManager':
      return jsonParametersBlocks(type, form);
  }
}

/** The phrase's fields (and period, where the form has none of its own) over what the form holds. */
function filled(form: Form | undefined, fill: FieldsFill | undefined, zone: string): Form | undefined {
  if (!fill || 'problem' in fill) return form;
  const out = { ...(form ?? ({} as Form)) };
  for (const [key] of FIELD_LABELS) out[key] = fill.fields[key];
  const day = (ms: number) => DateTime.fromMillis(ms, { zone }).toISODate() ?? undefined;
  if (fill.startDate !== undefined && !out.startDate) out.startDate = day(fill.startDate);
  if (fill.endDate !== undefined && !out.endDate) out.endDate = day(fill.endDate);
  if (fill.maxOccurrences !== undefined && !out.maxOccurrences) out.maxOccurrences = String(fill.maxOccurrences);
  return out;
}

/** The metadata with what the view does not show kept for later; the metadata as given when nothing is hidden. */
function metadataFor(given: string, zone: string, form: Form | undefined, shown: ReadonlySet<string>): string {
  const meta = readModalMetadata(given);
  const hidden: Record<string, string> = {};
  for (const key of HIDDEN_KEYS) {
    const value = form?.[key as keyof Form];
    if (typeof value === 'string' && value !== '' && !shown.has(BLOCK[key])) hidden[key] = value;
  }
  const had = meta?.hidden !== undefined;
  if (!had && Object.keys(hidden).length === 0) return given;
  return modalMetadata({
    zone: meta?.zone ?? zone,
    ...(meta?.channel === undefined ? {} : { channel: meta.channel }),
    ...(meta?.edit === undefined ? {} : { edit: meta.edit }),
    hidden,
  });
}

/** The task modal filled from what a form had (a change's form, a request's form again): its values and its mode. */
export function prefilledTaskModal(
  types: TaskModalOptions['types'],
  zone: string,
  prefill: Required<Pick<TaskModalOptions, 'values' | 'scheduleMode' | 'advanced'>>,
  metadata: string,
): ModalView {
  const { values, scheduleMode, advanced } = prefill;
  return taskModal({ types, zone, values, scheduleMode, advanced, metadata });
}

export function taskModal(o: TaskModalOptions): ModalView {
  // A programmer error: the app refuses /portal-task when the portal takes no task type (a select needs options).
  if (o.types.length === 0) throw new RangeError('taskModal needs at least one task type');
  if (o.metadata.length > LIMITS.privateMetadata) throw new RangeError('private_metadata over 3000 characters');
  const { hidden, edit } = readModalMetadata(o.metadata) ?? {};
  const types = typesFor(o.types, edit);
  // What is kept in the metadata counts as typed (a view reopened with hidden values but none on it included).
  const values = o.values === undefined && hidden === undefined ? undefined : withHidden(o.values ?? {}, hidden);
  const mode = o.scheduleMode ?? (o.values === undefined ? 'phrase' : scheduleModeOf(o.values));
  const form = filled(
    values === undefined ? undefined : readTaskForm(values),
    mode === 'fields' ? o.fill : undefined,
    o.zone,
  );
  // Only a supported type is ever shown as chosen (an action's value may be something else, e.g. a report).
  const type =
    types.find((t) => t === o.type) ??
    types.find((t) => t === form?.type) ??
    (types.length === 1 ? types[0] : undefined);
  const advanced = o.advanced ?? (o.values !== undefined && Object.hasOwn(o.values, BLOCK.startDate));
  const folded = advanced ? undefined : foldedWords(form, mode);
  const blocks: KnownBlock[] = [
    ...(mode === 'fields' ? fieldsBlocks(form, o.fill, o.zone) : [phraseBlock(form, o.phrase, o.zone)]),
    advancedToggle(advanced),
    ...(folded ? [context(folded)] : []),
    ...(advanced ? advancedBlocks(mode, form, o.zone) : []),
    typeBlock(types, type, edit !== undefined),
    ...(type === 'ExecuteReport' ? [] : [itemBlock(type, values)]),
    input('title', 'Title', text('title', form?.title, { max: TITLE_MAX, placeholder: 'Nightly refresh' }), {
      optional: true,
      hint: 'How the task is listed on the portal.',
    }),
    divider(),
    ...parameterBlocks(type, form, new Set(Object.keys(o.values ?? {}))),
  ];
  const shown = new Set(blocks.flatMap((b) => (b.type === 'input' && b.block_id ? [b.block_id] : [])));
  const metadata = metadataFor(o.metadata, o.zone, form, shown);
  return {
    type: 'modal',
    callback_id: edit ? CALLBACK.taskEdit : CALLBACK.taskModal,
    title: plain(edit ? 'Change task' : 'Scheduled task', LIMITS.modalTitle),
    submit: plain('Review', LIMITS.modalButton),
    close: plain('Cancel', LIMITS.modalButton),
    private_metadata: metadata,
    blocks,
  };
}
