import type {
  Checkboxes,
  Datepicker,
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
import { TITLE_MAX } from '../../portal/schema/fields.js';
import {
  durationsFor,
  REPORT_LABELS,
  REPORT_SUB_TYPES,
  type ReportSubType,
  type TimeDuration,
} from '../../portal/schema/report.js';
import { UPDATE_MODES } from '../../portal/schema/scene-cook.js';
import type { TaskType } from '../../portal/schema/task-types.js';
import { MAX_SERVICE_URL_LENGTH } from '../../portal/ssrf.js';
import { ACTION, BLOCK, type BlockKey, CALLBACK, NOTEBOOK_OPTION, SCHEDULE_MODE, type ScheduleMode } from '../ids.js';
import { readTaskForm, scheduleModeOf, type TaskForm, type ViewStateValues } from '../state.js';
import { TASK_TYPE_LABELS } from './labels.js';
import { clip, context, divider, LIMITS, option, plain } from './text.js';

/**
 * The task modal. The type select and the report select dispatch `block_actions` (see `REBUILD_ACTIONS`): the app
 * answers with `views.update` and this same function given the view's `values`, which keeps what the person typed
 * and shows the new type's settings. The report's periods are rebuilt the same way, so the period select only ever
 * lists the periods of the chosen report (and is left out for snapshot reports): no invalid pair can be chosen.
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
  /** The view's `state.values` when rebuilding it. */
  readonly values?: ViewStateValues;
  /** `private_metadata`, as `modalMetadata` makes it. */
  readonly metadata: string;
}

const PHRASE_MAX = 500;
const CRON_FIELD_MAX = 100;
const ITEM_ID_EXAMPLE = '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2';

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

function date(key: BlockKey, initial: string | undefined): Datepicker {
  const valid = initial !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(initial);
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

function humanize(value: string): string {
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function durationLabel(d: TimeDuration): string {
  return d.charAt(0).toUpperCase() + d.slice(1);
}

/** Which periods a report takes, for the report options' descriptions. */
function periodsWords(subType: ReportSubType): string {
  const valid = durationsFor(subType);
  return valid.length === 0 ? 'A snapshot: no period' : `Periods: ${valid.join(', ')}`;
}

function typeBlock(types: readonly TaskType[], type: TaskType | undefined): InputBlock {
  const options = types.map((t) => option(TASK_TYPE_LABELS[t], t, t));
  return input('type', 'Task type', select('type', options, type, 'Choose what the task does'), {
    hint: 'Only the types this portal supports. Changing it changes the settings below.',
    dispatch: true,
  });
}

function scheduleBlocks(mode: ScheduleMode, form: TaskForm | undefined, phrase: string | undefined, zone: string) {
  const modes: PlainTextOption[] = [
    option('In words, read in your time zone', SCHEDULE_MODE.phrase),
    option('Five CRON fields, typed in UTC', SCHEDULE_MODE.fields),
  ];
  const radio: RadioButtons = {
    type: 'radio_buttons',
    action_id: ACTION.scheduleMode,
    options: modes,
    initial_option: mode === 'fields' ? (modes[1] as PlainTextOption) : (modes[0] as PlainTextOption),
  };
  // Always has a value (radios cannot be cleared): required, so Slack does not label it "(optional)".
  const blocks: KnownBlock[] = [input('scheduleMode', 'Schedule as', radio, { dispatch: true })];
  if (mode === 'phrase') {
    blocks.push(
      input(
        'schedule',
        'Schedule',
        text('schedule', form?.schedule ?? phrase, { max: PHRASE_MAX, placeholder: 'every weekday 7pm' }),
        {
          hint: `Read in your time zone (${zone}) unless it names one. Examples: every weekday 7pm · every 15 minutes from 9am to 5pm · first Monday of the month at 8:30am Europe/Berlin · every day at 6am UTC.`,
        },
      ),
    );
    return blocks;
  }
  blocks.push(
    context(
      'The five fields are in *UTC* and go to the portal as typed (Quartz rules: no seconds; one of day of month and day of week is `?`).',
    ),
  );
  const fields: [BlockKey, string, string][] = [
    ['minute', 'Minute (UTC)', '0, 0,30 or 0/15'],
    ['hour', 'Hour (UTC)', '9, 9-17 or 0/2'],
    ['dayOfMonth', 'Day of month', '*, 1, 1,15, L or ?'],
    ['month', 'Month', '*, 1 or 1/3'],
    ['dayOfWeek', 'Day of week', '?, 2-6 (Monday to Friday; 1 is Sunday) or 6#3 (third Friday)'],
  ];
  for (const [key, label, examples] of fields) {
    blocks.push(
      input(key, label, text(key, form?.[key as keyof TaskForm] as string | undefined, { max: CRON_FIELD_MAX }), {
        hint: `e.g. ${examples}`,
      }),
    );
  }
  return blocks;
}

function periodBlocks(form: TaskForm | undefined, zone: string): KnownBlock[] {
  return [
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

/** What the person typed, or the default when the field was not on the view before (a first view or a new type). */
function initial(
  form: TaskForm | undefined,
  seen: ReadonlySet<string>,
  key: Exclude<BlockKey, 'notebookOptions'>,
  fallback: string,
) {
  return form?.[key] ?? (seen.has(BLOCK[key]) ? undefined : fallback);
}

function sceneCookBlocks(form: TaskForm | undefined, seen: ReadonlySet<string>): KnownBlock[] {
  const modes = UPDATE_MODES.map((m) => option(humanize(m.value), m.value, m.description));
  return [
    input(
      'serviceUrl',
      'Scene service URL',
      text('serviceUrl', form?.serviceUrl, {
        max: MAX_SERVICE_URL_LENGTH,
        placeholder: 'https://portal.example.com/server/rest/services/…/SceneServer',
      }),
      { hint: 'e.g. https://portal.example.com/server/rest/services/Hosted/City/SceneServer' },
    ),
    input('instances', 'Caching instances', wholeNumber('instances', initial(form, seen, 'instances', '2'), 'e.g. 2'), {
      hint: 'How many caching service instances do the work; 2 is the recommended number.',
    }),
    input(
      'layer',
      'Layers',
      text('layer', initial(form, seen, 'layer', '{}'), { max: LIMITS.inputMaxLength, multiline: true }),
      { hint: 'A JSON object naming the layers to cook; {} cooks all of them.' },
    ),
    input('updateMode', 'Update mode', select('updateMode', modes, form?.updateMode, 'Choose how to update'), {
      hint: UPDATE_MODES.map((m) => `${humanize(m.value)}: ${m.description}`).join(' '),
    }),
  ];
}

function isSubType(v: string | undefined): v is ReportSubType {
  return (REPORT_SUB_TYPES as readonly string[]).includes(v ?? '');
}

function reportBlocks(form: TaskForm | undefined): KnownBlock[] {
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

function notebookBlocks(form: TaskForm | undefined): KnownBlock[] {
  const choices = [
    option('Update the notebook item after each run', NOTEBOOK_OPTION.updateItem),
    option('Save the injected parameters in the notebook', NOTEBOOK_OPTION.saveParameters),
  ];
  const checked = form?.notebookOptions ?? [NOTEBOOK_OPTION.updateItem];
  const initial = choices.filter((c) => c.value !== undefined && checked.includes(c.value));
  const boxes: Checkboxes = {
    type: 'checkboxes',
    action_id: ACTION.notebookOptions,
    options: choices,
    ...(initial.length === 0 ? {} : { initial_options: initial }),
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

function jsonParametersBlocks(type: 'UpdateAnalyticsWorkbook' | 'ExecuteWorkflowManager', form: TaskForm | undefined) {
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

function parameterBlocks(type: TaskType | undefined, form: TaskForm | undefined, seen: ReadonlySet<string>) {
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

export function taskModal(o: TaskModalOptions): ModalView {
  // A programmer error: the app refuses /portal-task when the portal takes no task type (a select needs options).
  if (o.types.length === 0) throw new RangeError('taskModal needs at least one task type');
  if (o.metadata.length > LIMITS.privateMetadata) throw new RangeError('private_metadata over 3000 characters');
  const form = o.values === undefined ? undefined : readTaskForm(o.values);
  // Only a supported type is ever shown as chosen (an action's value may be something else, e.g. a report).
  const type =
    o.types.find((t) => t === o.type) ??
    o.types.find((t) => t === form?.type) ??
    (o.types.length === 1 ? o.types[0] : undefined);
  const mode = o.scheduleMode ?? (o.values === undefined ? 'phrase' : scheduleModeOf(o.values));
  const report = type === 'ExecuteReport';
  const blocks: KnownBlock[] = [
    typeBlock(o.types, type),
    input('title', 'Title', text('title', form?.title, { max: TITLE_MAX, placeholder: 'Nightly refresh' }), {
      optional: true,
      hint: 'How the task is listed on the portal.',
    }),
    input(
      'itemId',
      report ? 'Item id (optional)' : 'Item id',
      text('itemId', form?.itemId, { max: 100, placeholder: ITEM_ID_EXAMPLE }),
      {
        optional: report,
        hint: `The 32 characters at the end of the item's page address, e.g. …/item.html?id=${ITEM_ID_EXAMPLE}${report ? '. A report needs none.' : '.'}`,
      },
    ),
    ...scheduleBlocks(mode, form, o.phrase, o.zone),
    ...periodBlocks(form, o.zone),
    divider(),
    ...parameterBlocks(type, form, new Set(Object.keys(o.values ?? {}))),
  ];
  return {
    type: 'modal',
    callback_id: CALLBACK.taskModal,
    title: plain('Scheduled task', LIMITS.modalTitle),
    submit: plain('Review', LIMITS.modalButton),
    close: plain('Cancel', LIMITS.modalButton),
    private_metadata: o.metadata,
    blocks,
  };
}
