import { clip } from './views/text.js';

/**
 * Every id the Slack side names things by: views' callback ids, input block ids and action ids, and THE mapping from
 * schema paths (`PortalOpsError.facts.fields` keys, `issuesByPath` keys) to the input blocks that show them.
 * Each input block holds one element, whose action id is the block id: a listener reads `values[id][id]`.
 */

export const CALLBACK = {
  taskModal: 'task_modal',
  taskConfirm: 'task_confirm',
  roleModal: 'role_modal',
  roleConfirm: 'role_confirm',
  /** The task modal changing an existing task (the task id and its fixed type are in the metadata). */
  taskEdit: 'task_edit_modal',
  /** "Creating…", results and errors: views with nothing to submit. */
  progress: 'portal_progress',
  /** A task's run history (nothing to submit). */
  taskHistory: 'task_history_modal',
  /** "Delete this task?": its submission deletes it; the task id is in the metadata. */
  taskDelete: 'task_delete_modal',
} as const;

export const TASK_MODAL = CALLBACK.taskModal;
export const TASK_CONFIRM = CALLBACK.taskConfirm;
export const ROLE_MODAL = CALLBACK.roleModal;
export const ROLE_CONFIRM = CALLBACK.roleConfirm;

export const BLOCK = {
  // the task modal
  type: 'task_type',
  title: 'task_title',
  itemId: 'task_item',
  scheduleMode: 'schedule_mode',
  schedule: 'schedule_phrase',
  minute: 'cron_minute',
  hour: 'cron_hour',
  dayOfMonth: 'cron_day_of_month',
  month: 'cron_month',
  dayOfWeek: 'cron_day_of_week',
  startDate: 'start_date',
  endDate: 'end_date',
  maxOccurrences: 'max_runs',
  // scene cook
  serviceUrl: 'scene_service_url',
  instances: 'scene_instances',
  /** All layers, or only those listed in `layer`. */
  layerChoice: 'scene_layer_choice',
  /** The listed layers' ids, shown when only some are cooked. */
  layer: 'scene_layers',
  updateMode: 'scene_update_mode',
  // report
  reportSubType: 'report_sub_type',
  timeDuration: 'report_period',
  // notebook
  notebookParameters: 'notebook_parameters',
  notebookOptions: 'notebook_options',
  // workbook and workflow manager: one JSON object
  parameters: 'task_parameters',
  // the role modal
  roleName: 'role_name',
  roleDescription: 'role_description',
} as const;

export type BlockKey = keyof typeof BLOCK;
export type BlockId = (typeof BLOCK)[BlockKey];

/** Action ids: the same strings as the blocks they sit in (one element per input block). */
export const ACTION: { readonly [K in BlockKey]: (typeof BLOCK)[K] } = BLOCK;

export const TASK_TYPE_ACTION = ACTION.type;
export const REPORT_SUB_TYPE_ACTION = ACTION.reportSubType;
export const SCHEDULE_MODE_ACTION = ACTION.scheduleMode;

/**
 * The button that shows or hides the task modal's advanced settings (the schedule's mode, start, end, maximum runs):
 * its value is `open` or `close`. What the hidden fields hold travels in the modal's metadata meanwhile.
 */
export const ADVANCED_ACTION = 'task_advanced';
export const ADVANCED_BLOCK = 'task_advanced_toggle';
export const ADVANCED = { open: 'open', close: 'close' } as const;

/** Other actions: the sign-in link button (Slack sends `block_actions` for URL buttons too; ack and ignore). */
export const SIGN_IN_ACTION = 'sign_in_link';

/**
 * A person's answers about a request whose outcome looking could not settle, and "check now" in history. Slack wants
 * an action id unique within its block; each button has a block of its own, and its value names the request.
 */
export const OUTCOME_ACTION = {
  mine: 'outcome_mine',
  resend: 'outcome_resend',
  check: 'outcome_check',
} as const;

/**
 * Buttons of the result view. `createAnother` and `backToEdit` carry the request id as their value and turn the
 * result view back into the task (or role) modal, prefilled with what that request held; `openItem` is a URL button
 * (Slack still sends `block_actions` for it: ack and ignore).
 */
export const RESULT_ACTION = {
  createAnother: 'result_create_another',
  backToEdit: 'result_back_to_edit',
  openItem: 'result_open_item',
} as const;

/** The confirmation's choice: keep the local time across daylight saving changes, or fixed UTC fields. */
export const DST_CHOICE_ACTION = 'confirm_dst_choice';
export const DST_CHOICE = { follow: 'follow', fixed: 'fixed' } as const;

/**
 * Actions after which the task modal is rebuilt (`views.update` with `taskModal({ ..., values })`): the type decides
 * the parameter fields, the report decides its periods, the schedule mode decides phrase or CRON fields, the
 * layer choice shows or hides the list of layers, and the advanced button shows or hides the advanced settings.
 */
export const REBUILD_ACTIONS: readonly string[] = [
  ACTION.type,
  ACTION.reportSubType,
  ACTION.scheduleMode,
  ACTION.layerChoice,
  ADVANCED_ACTION,
];

/** Radio values of the schedule mode. */
export const SCHEDULE_MODE = { phrase: 'phrase', fields: 'fields' } as const;
export type ScheduleMode = keyof typeof SCHEDULE_MODE;

/** Radio values of the scene cook's layers. */
export const LAYER_CHOICE = { all: 'all', some: 'some' } as const;

/** Checkbox values of the notebook options. */
export const NOTEBOOK_OPTION = { updateItem: 'update_item', saveParameters: 'save_parameters' } as const;

/**
 * Schema path → the input blocks that can show its problem, best first (only one of them is in any given view:
 * e.g. `parameters` is the JSON box of a workbook, the URL of a scene cook, the report select of a report).
 */
const PATH_BLOCKS: Readonly<Record<string, readonly BlockId[]>> = {
  type: [BLOCK.type],
  title: [BLOCK.title],
  itemId: [BLOCK.itemId],
  schedule: [BLOCK.schedule, BLOCK.minute],
  minute: [BLOCK.minute, BLOCK.schedule],
  hour: [BLOCK.hour, BLOCK.schedule],
  dayOfMonth: [BLOCK.dayOfMonth, BLOCK.schedule],
  month: [BLOCK.month, BLOCK.schedule],
  dayOfWeek: [BLOCK.dayOfWeek, BLOCK.schedule],
  startDate: [BLOCK.startDate],
  endDate: [BLOCK.endDate],
  maxOccurrences: [BLOCK.maxOccurrences],
  parameters: [
    BLOCK.parameters,
    BLOCK.serviceUrl,
    BLOCK.reportSubType,
    BLOCK.notebookParameters,
    BLOCK.notebookOptions,
    BLOCK.type,
  ],
  'parameters.service_url': [BLOCK.serviceUrl],
  'parameters.num_of_caching_service_instances': [BLOCK.instances],
  'parameters.layer': [BLOCK.layer, BLOCK.layerChoice],
  'parameters.update_mode': [BLOCK.updateMode],
  'parameters.reportType': [BLOCK.reportSubType],
  'parameters.reportSubType': [BLOCK.reportSubType],
  // a snapshot report has no period select: its "leave the period empty" goes under the report
  'parameters.timeDuration': [BLOCK.timeDuration, BLOCK.reportSubType],
  'parameters.title': [BLOCK.reportSubType],
  'parameters.notebookParameters': [BLOCK.notebookParameters],
  'parameters.updatePortalItem': [BLOCK.notebookOptions],
  'parameters.saveInjectedParameters': [BLOCK.notebookOptions],
  name: [BLOCK.roleName],
  description: [BLOCK.roleDescription],
  // the whole input: the schedule (or the fields), else the type, else the role's name
  '': [BLOCK.schedule, BLOCK.minute, BLOCK.type, BLOCK.roleName],
};

/** Schema paths the mapping names (the tests check each against the real schemas' failures). */
export const MAPPED_PATHS: readonly string[] = Object.keys(PATH_BLOCKS);

/** `a.b.c` → `a.b` → `a` → `''`. */
function* pathAndParents(path: string): Generator<string> {
  let p = path;
  while (p !== '') {
    yield p;
    const dot = p.lastIndexOf('.');
    p = dot === -1 ? '' : p.slice(0, dot);
  }
  yield '';
}

/** The input block a schema path's problem is shown under, among those present; undefined when none fits. */
export function blockFor(path: string, present: ReadonlySet<string>): string | undefined {
  for (const p of pathAndParents(path)) {
    // own-property lookup: a path such as `__proto__` or `constructor` is just an unknown path
    const candidates = Object.hasOwn(PATH_BLOCKS, p) ? PATH_BLOCKS[p] : undefined;
    const hit = candidates?.find((b) => present.has(b));
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** Slack's error texts are shown under a field; several problems on one field are joined, and long ones clipped. */
const ERROR_MAX = 2000;

/**
 * `fields` (schema path → message) as `ack({ response_action: 'errors', errors })` wants them: keyed by input block
 * ids, every one of them among `presentBlocks` (the submitted view's input blocks; see `inputBlockIds`). A path with
 * no block of its own lands under its nearest present parent, else the schedule (or the CRON fields), the type, or
 * the role's name. Several messages on one block are joined in order.
 */
export function errorsFor(
  fields: Readonly<Record<string, string>>,
  presentBlocks: Iterable<string>,
): Record<string, string> {
  const present = new Set(presentBlocks);
  const out = new Map<string, string>();
  for (const [path, message] of Object.entries(fields)) {
    const block = blockFor(path, present);
    if (block === undefined) continue;
    const before = out.get(block);
    if (before?.includes(message)) continue;
    out.set(block, before === undefined ? message : `${before} ${message}`);
  }
  return Object.fromEntries([...out].map(([block, message]) => [block, clip(message, ERROR_MAX)]));
}

/** The input block ids of a view as Slack sends it back (`body.view`), for `errorsFor`. */
export function inputBlockIds(view: { readonly blocks: readonly { type: string; block_id?: string }[] }): string[] {
  return view.blocks.flatMap((b) => (b.type === 'input' && b.block_id !== undefined ? [b.block_id] : []));
}

/**
 * Buttons on a task wherever the bot shows one (the Home tab, `/portal tasks`, run alerts, the owner's DM): each
 * button's value is the task's portal id (32 hex); who may press it is decided again when it arrives.
 */
export const TASK_ACTION = {
  history: 'task_history',
  pause: 'task_pause',
  resume: 'task_resume',
  edit: 'task_edit',
  delete: 'task_delete',
  /** The Home tab's next page of tasks: its value is the 1-based start of that page. */
  more: 'task_more',
  /** The item's page on the portal (a URL button: acked and otherwise ignored). */
  open: 'task_open',
} as const;
export type TaskAction = (typeof TASK_ACTION)[keyof typeof TASK_ACTION];
