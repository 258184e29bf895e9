import type { ModalView } from '@slack/types';
import { isPortalOpsError, PortalOpsError } from '../../errors.js';
import type { TaskType } from '../../portal/schema/task-types.js';
import type { Policy } from '../../requests/policy.js';
import type { Confirmation, DraftedInput, IdentityPort, RequestOutcome } from '../../requests/types.js';
import type { Workflow } from '../../requests/workflow.js';
import type { Person } from '../../store/types.js';
import { explain } from '../../words.js';
import type { SlackDeps } from '../deps.js';
import { BLOCK, errorsFor, RESULT_ACTION } from '../ids.js';
import { registerItemOptions } from '../listeners/item-options.js';
import { registerReopen } from '../listeners/reopen.js';
import { fillFrom } from '../listeners/task-rebuild.js';
import {
  errorMessage,
  helpMessage,
  historyMessage,
  notLinkedMessage,
  signInMessage,
  unansweredCommandMessage,
  whoamiMessage,
} from '../messages.js';
import { notifyTeam, tellSettled } from '../notify.js';
import { readRoleSubmission, readTaskForm, readTaskSubmission, withHidden } from '../state.js';
import { roleConfirmation, taskConfirmation } from '../views/confirmation.js';
import { modalMetadata, readModalMetadata } from '../views/metadata.js';
import { creatingView, errorView, loadingView, resultView } from '../views/progress.js';
import { roleModal } from '../views/role-modal.js';
import { taskModal } from '../views/task-modal.js';
import { changeScreens, followedChangeScreen } from './change-fixtures.js';
import { followAlertScreens } from './follow-alert-fixtures.js';
import { runAlertScreens } from './run-alert-fixtures.js';
import type { Names, Screen } from './screen.js';
import type { Answer, ScriptedPortal } from './scripted-portal.js';
import { taskScreens } from './task-fixtures.js';
import { type Typed, typedInto } from './typed.js';

/**
 * THE one place the gallery calls the app's builders (`views/*.ts`, `messages.ts`, `notify.ts`): when a builder's
 * signature changes, this file changes and nothing else. Every screen is reached the way a person reaches it: the
 * modal from the command, rebuilt after each choice from the view's own state, submitted through the same reading
 * and the same workflow as the listeners (`listeners/task.ts`, `role.ts`, `confirm.ts`), at a fixed instant. Nothing
 * here writes a confirmation or an outcome by hand.
 */

/** Monday, November 23, 2026, 12:00 UTC (4:00 AM in Los Angeles): after the clocks went back there on Nov 1. */
export const REFERENCE = Date.UTC(2026, 10, 23, 12);
export const TEAM = 'T0PORTAL';
export const ALICE: Person = { team: TEAM, user: 'U0ALICE' };
export const BOB: Person = { team: TEAM, user: 'U0BOB' };
export const NOTIFY_CHANNEL = 'C0OPSPORTAL';
export const COMMAND_CHANNEL = 'C0GENERAL';
export const PORTAL_USER = 'ada_admin';
export const LA = 'America/Los_Angeles';
export const BERLIN = 'Europe/Berlin';

export const NAMES: Names = {
  users: { [ALICE.user]: 'alice', [BOB.user]: 'bob' },
  channels: { [NOTIFY_CHANNEL]: 'ops-portal', [COMMAND_CHANNEL]: 'general' },
};

const ITEM = '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2';
/** The portal's items, one a task type runs against each (`reference/service.md` § Items). */
const ITEMS: Readonly<Record<Exclude<TaskType, 'ExecuteReport'>, { id: string; title: string; type: string }>> = {
  ExecuteNotebook: { id: ITEM, title: 'Sales by region', type: 'Notebook' },
  UpdateAnalyticsWorkbook: {
    id: '3b8e1f0a9c2d4e5f8a7b6c5d4e3f2a1b',
    title: 'Sales dashboard',
    type: 'Insights Workbook',
  },
  ExecuteSceneCook: { id: '5c2d7e9f0a1b4c3d8e6f5a4b3c2d1e0f', title: 'City buildings 3D', type: 'Scene Service' },
  ExecuteWorkflowManager: { id: '7a1f3e5c9b2d4f6a8c0e1b3d5f7a9c2e', title: 'Month-end close', type: 'Workflow' },
};
const SCENE_URL = 'https://portal.example.com/server/rest/services/Hosted/City/SceneServer';
const TYPES: readonly TaskType[] = [
  'ExecuteNotebook',
  'UpdateAnalyticsWorkbook',
  'ExecuteSceneCook',
  'ExecuteWorkflowManager',
  'ExecuteReport',
];

/** What the gallery runs on: the real workflow over a scripted portal and a throwaway store, on a settable clock. */
export interface PreviewEnv {
  readonly workflow: Workflow;
  readonly portal: ScriptedPortal;
  readonly clock: { now: number };
  readonly policy: Policy;
  readonly identity: IdentityPort;
  /** Makes task ids the same every run (32 hex characters, numbered). */
  readonly taskId: (n: number) => string;
}

/** A quiet logger for the listeners' helpers (notify.ts logs a failed notification). */
const quiet = { debug() {}, info() {}, warn() {}, error() {}, child: () => quiet } as unknown as SlackDeps['log'];

export function taskId(n: number): string {
  return `${n.toString(16).padStart(4, '0')}c0ffee5c4ed01e0f6b7c5d4e3a2b1c0`.slice(0, 32);
}

export async function screens(env: PreviewEnv): Promise<Screen[]> {
  const { workflow, portal, clock } = env;
  for (const item of Object.values(ITEMS)) portal.addItem(item);
  const out: Screen[] = [];
  const add = (s: Omit<Screen, 'viewerZone'> & { viewerZone?: string }) => out.push({ viewerZone: LA, ...s });
  const modal = (view: ModalView, refusal?: { errors: Record<string, string>; state: unknown }) =>
    refusal === undefined
      ? { kind: 'modal' as const, view }
      : { kind: 'modal' as const, view, errors: refusal.errors, state: refusal.state };
  let ids = 0;
  const nextId = () => taskId(++ids);

  // ---- The task modal: opened by the command (listeners/task.ts), rebuilt by each choice (task-rebuild.ts) ----
  const open = (phrase: string, zone: string) =>
    taskModal({ types: TYPES, phrase, zone, metadata: modalMetadata({ zone, channel: COMMAND_CHANNEL }) });
  /** The rebuild after a choice; `asked`: what the action asks (the advanced button, the CRON fields chosen). */
  const rebuild = (
    view: ModalView,
    typed: Record<string, Typed>,
    _zone: string,
    asked: { advanced?: boolean; toFields?: boolean } = {},
  ) => {
    const values = typedInto(view, typed);
    const metadata = view.private_metadata ?? '';
    const meta = readModalMetadata(metadata) ?? { zone: 'UTC' };
    const fill = asked.toFields
      ? fillFrom(readTaskForm(withHidden(values, meta.hidden)).schedule, meta.zone, clock.now)
      : undefined;
    return taskModal({
      types: TYPES,
      zone: meta.zone,
      values,
      metadata,
      ...(asked.advanced === undefined ? {} : { advanced: asked.advanced }),
      ...(fill === undefined ? {} : { fill }),
    });
  };

  const first = open('every weekday 7pm', LA);
  add({
    id: 'task-modal-new',
    group: 'Task modal',
    title: 'Task modal, as opened',
    how: '/portal-task every weekday 7pm (no type chosen yet)',
    surface: modal(first),
  });
  const byType: Partial<Record<TaskType, ModalView>> = {};
  for (const type of TYPES) {
    const view = rebuild(first, { [BLOCK.type]: type }, LA);
    byType[type] = view;
    add({
      id: `task-modal-${slug(type)}`,
      group: 'Task modal',
      title: `Task modal: ${type}`,
      how: `The type select set to ${type} (the modal is rebuilt around it)`,
      surface: modal(view),
    });
  }
  const report = byType.ExecuteReport as ModalView;
  const activity = rebuild(report, { [BLOCK.reportSubType]: 'activity' }, LA);
  add({
    id: 'task-modal-report-activity',
    group: 'Task modal',
    title: 'Task modal: report with a sub-type',
    how: 'Report: activity chosen, so its periods are offered',
    surface: modal(activity),
  });
  add({
    id: 'task-modal-report-snapshot',
    group: 'Task modal',
    title: 'Task modal: snapshot report',
    how: 'Report: content chosen (a snapshot: no period)',
    surface: modal(rebuild(report, { [BLOCK.reportSubType]: 'content' }, LA)),
  });
  add({
    id: 'task-modal-scene-cook-layers',
    group: 'Task modal',
    title: 'Task modal: scene cook, some layers',
    how: 'Layers: “Only these layers” chosen, so their ids are asked for',
    surface: modal(rebuild(byType.ExecuteSceneCook as ModalView, { [BLOCK.layerChoice]: 'some' }, LA)),
  });
  const notebook = byType.ExecuteNotebook as ModalView;
  // The item picker: what the options listener (listeners/item-options.ts) answers for a few typed letters.
  portal.addItem({ id: 'a4e2c6b8d0f1e3a5c7b9d2f4a6c8e0b1', title: 'Sales forecast', type: 'Notebook' });
  portal.addItem({
    id: 'b5f3d7c9e1a2f4b6d8c0e3a5b7d9f1c2',
    title: 'Sales by region',
    type: 'Notebook',
    owner: 'bob_gis',
  });
  portal.addItem({ id: 'c6a4e8d0f2b3a5c7e9d1f4b6c8e0a2d3', title: 'Sales dashboard', type: 'Insights Workbook' });
  const typedInPicker = 'sales';
  add({
    id: 'task-modal-item-picker',
    group: 'Task modal',
    title: 'Task modal: the item picker open',
    how: `“${typedInPicker}” typed into the notebook picker: the portal's notebooks with those words (no workbook)`,
    surface: {
      kind: 'modal',
      view: notebook,
      open: {
        blockId: BLOCK.itemId,
        typed: typedInPicker,
        options: await itemOptions(env, notebook, typedInPicker),
      },
    },
  });
  const advanced = rebuild(notebook, {}, LA, { advanced: true });
  add({
    id: 'task-modal-advanced',
    group: 'Task modal',
    title: 'Task modal: more options',
    how: '“More options” clicked: start, end, run limit and the CRON choice unfolded',
    surface: modal(advanced),
  });
  clock.now = REFERENCE;
  const fields = rebuild(advanced, { [BLOCK.scheduleMode]: 'fields' }, LA, { toFields: true });
  add({
    id: 'task-modal-fields',
    group: 'Task modal',
    title: 'Task modal: five CRON fields',
    how: '“Schedule as” switched to the five UTC fields: filled with what “every weekday 7pm” compiles to',
    surface: modal(fields),
  });
  add({
    id: 'task-modal-folded',
    group: 'Task modal',
    title: 'Task modal: options set, folded away',
    how: 'An end date and a run limit set, then “Fewer options”: a line says what still counts',
    surface: modal(
      rebuild(advanced, { [BLOCK.endDate]: '2027-03-31', [BLOCK.maxOccurrences]: '40' }, LA, { advanced: false }),
    ),
  });

  // Submitting: the same reading and the same workflow as the submission listener.
  const submitTask = async (
    view: ModalView,
    typed: Record<string, Typed>,
    zone: string,
    person: Person = ALICE,
  ): Promise<{ confirmation: Confirmation } | { errors: Record<string, string>; state: unknown }> => {
    const values = typedInto(view, typed);
    const parsed = readTaskSubmission(values, zone);
    if (!parsed.ok) return { errors: parsed.errors, state: values };
    try {
      const confirmation = await workflow.draft({
        kind: 'task',
        person,
        task: parsed.task,
        schedule: parsed.schedule,
      });
      return { confirmation };
    } catch (e) {
      if (isPortalOpsError(e) && e.facts.fields) {
        return { errors: errorsFor(e.facts.fields, Object.keys(values)), state: values };
      }
      throw e;
    }
  };
  const confirmed = async (
    view: ModalView,
    typed: Record<string, Typed>,
    zone: string,
    person: Person = ALICE,
    at: number = REFERENCE,
  ): Promise<Confirmation> => {
    clock.now = at;
    const r = await submitTask(view, typed, zone, person);
    if ('errors' in r) throw new Error(`preview: the modal was refused: ${JSON.stringify(r.errors)}`);
    return r.confirmation;
  };
  const refused = async (view: ModalView, typed: Record<string, Typed>, zone: string) => {
    clock.now = REFERENCE;
    const r = await submitTask(view, typed, zone);
    if (!('errors' in r)) throw new Error('preview: the modal was meant to be refused');
    return r;
  };

  const phraseTyped = {
    [BLOCK.title]: 'Nightly sales notebook',
    [BLOCK.itemId]: 'not-an-item',
    [BLOCK.schedule]: 'every blursday at 7',
  };
  add({
    id: 'task-modal-errors',
    group: 'Task modal',
    title: 'Task modal: refused (phrase)',
    how: 'Submitted with a schedule the grammar does not read: the errors under the fields',
    surface: modal(notebook, await refused(notebook, phraseTyped, LA)),
  });
  const fieldsTyped = {
    [BLOCK.itemId]: ITEM,
    [BLOCK.minute]: '75',
    [BLOCK.hour]: '3',
    [BLOCK.dayOfMonth]: '*',
    [BLOCK.month]: '*',
    [BLOCK.dayOfWeek]: '2-6',
  };
  add({
    id: 'task-modal-fields-errors',
    group: 'Task modal',
    title: 'Task modal: refused (CRON fields)',
    how: 'Submitted with a minute of 75 and both day fields set',
    surface: modal(fields, await refused(fields, fieldsTyped, LA)),
  });

  // ---- Confirmations: typical schedules, each through the modal and Workflow.draft at REFERENCE ----
  const typedFor = (type: TaskType, title: string, itemId?: string): Record<string, Typed> => {
    const known = type === 'ExecuteReport' ? undefined : ITEMS[type];
    const item = { text: known?.title ?? title, value: itemId ?? known?.id ?? ITEM };
    switch (type) {
      case 'ExecuteSceneCook':
        return {
          [BLOCK.title]: title,
          [BLOCK.itemId]: item,
          [BLOCK.serviceUrl]: SCENE_URL,
          [BLOCK.updateMode]: 'PARTIAL_UPDATE_NODES',
        };
      case 'ExecuteReport':
        return { [BLOCK.title]: title, [BLOCK.reportSubType]: 'activity', [BLOCK.timeDuration]: 'weekly' };
      case 'ExecuteNotebook':
        return { [BLOCK.title]: title, [BLOCK.itemId]: item, [BLOCK.notebookParameters]: '{"region": "west"}' };
      default:
        return { [BLOCK.title]: title, [BLOCK.itemId]: item };
    }
  };
  const confirmation = async (o: {
    id: string;
    title: string;
    phrase: string;
    type: TaskType;
    taskTitle: string;
    zone?: string;
    how?: string;
  }) => {
    const zone = o.zone ?? LA;
    let view = open(o.phrase, zone);
    view = rebuild(view, { [BLOCK.type]: o.type }, zone);
    if (o.type === 'ExecuteReport') view = rebuild(view, { [BLOCK.reportSubType]: 'activity' }, zone);
    const c = await confirmed(view, typedFor(o.type, o.taskTitle), zone);
    add({
      id: o.id,
      group: 'Confirmation',
      title: o.title,
      how: o.how ?? `/portal-task ${o.phrase}, by someone in ${zone}`,
      surface: modal(
        taskConfirmation(c, { zone, channel: COMMAND_CHANNEL, notifyChannel: NOTIFY_CHANNEL, portal: portal.base }),
      ),
      viewerZone: zone,
    });
    return c;
  };
  const weekday = await confirmation({
    id: 'confirm-weekday-7pm',
    title: 'Every weekday 7pm, Los Angeles',
    phrase: 'every weekday 7pm',
    type: 'ExecuteNotebook',
    taskTitle: 'Nightly sales notebook',
  });
  // The same confirmation with "Fixed in UTC" chosen: drafted again the way the choice's listener does (and the task
  // the change screens change: a followed schedule is not changed by an update of one task).
  const weekdayFixed = await (async () => {
    const input = (await workflow.request(weekday.requestId, ALICE)).input as DraftedInput;
    if (input.kind !== 'task' || !('phrase' in input.schedule)) throw new Error('preview: a phrase was expected');
    const c = await workflow.draft({
      kind: 'task',
      person: ALICE,
      task: input.task,
      schedule: { ...input.schedule, follow: false },
    });
    add({
      id: 'confirm-weekday-7pm-fixed',
      group: 'Confirmation',
      title: 'Every weekday 7pm, Los Angeles, fixed in UTC',
      how: 'The confirmation above, with "Fixed in UTC" chosen',
      surface: modal(
        taskConfirmation(c, { zone: LA, channel: COMMAND_CHANNEL, notifyChannel: NOTIFY_CHANNEL, portal: portal.base }),
      ),
      viewerZone: LA,
    });
    return c;
  })();
  await confirmation({
    id: 'confirm-every-15-minutes',
    title: 'Every 15 minutes, 9 to 5',
    phrase: 'every 15 minutes from 9am to 5pm',
    type: 'UpdateAnalyticsWorkbook',
    taskTitle: 'Sales dashboard refresh',
  });
  const monthly = await confirmation({
    id: 'confirm-30th-monthly',
    title: '30th of every month, Los Angeles (two tasks)',
    phrase: '30th of every month at 7pm',
    type: 'ExecuteWorkflowManager',
    taskTitle: 'Month-end close',
  });
  await confirmation({
    id: 'confirm-first-monday-berlin',
    title: 'First Monday 8:30, Europe/Berlin',
    phrase: 'first Monday of the month at 8:30am Europe/Berlin',
    type: 'ExecuteSceneCook',
    taskTitle: 'City scene cache',
  });
  await confirmation({
    id: 'confirm-daily-6am-utc',
    title: 'Every day 6am UTC',
    phrase: 'every day at 6am UTC',
    type: 'ExecuteReport',
    taskTitle: 'Weekly activity report',
  });
  await confirmation({
    id: 'confirm-other-zone',
    title: 'A reader in Berlin, a schedule in Pacific time',
    phrase: 'every weekday 7pm Pacific',
    type: 'ExecuteNotebook',
    taskTitle: 'Nightly sales notebook',
    zone: BERLIN,
    how: '/portal-task every weekday 7pm Pacific, by someone whose Slack zone is Europe/Berlin',
  });
  await confirmation({
    id: 'confirm-one-off',
    title: 'One run on a date',
    phrase: 'remind me on Jan 12th 2027 at 9am to renew the certificates',
    type: 'ExecuteNotebook',
    taskTitle: 'Certificate renewal reminder',
  });
  await confirmation({
    id: 'confirm-two-zones',
    title: 'One rule per time zone',
    phrase: 'weekdays at 9am in London and 9am in New York',
    type: 'ExecuteReport',
    taskTitle: 'Morning digest',
  });
  {
    clock.now = REFERENCE;
    const c = await confirmed(
      fields,
      { ...fieldsTyped, [BLOCK.title]: 'Nightly sales notebook', [BLOCK.minute]: '0', [BLOCK.dayOfMonth]: '?' },
      LA,
    );
    add({
      id: 'confirm-typed-fields',
      group: 'Confirmation',
      title: 'Five CRON fields typed',
      how: 'The fields 0 3 ? * 2-6 typed in UTC',
      surface: modal(
        taskConfirmation(c, { zone: LA, channel: COMMAND_CHANNEL, notifyChannel: NOTIFY_CHANNEL, portal: portal.base }),
      ),
    });
  }

  // ---- The role modal and its confirmation (listeners/role.ts) ----
  const roleView = roleModal({
    name: 'Field Editors',
    metadata: modalMetadata({ zone: LA, channel: COMMAND_CHANNEL }),
  });
  add({
    id: 'role-modal',
    group: 'Role',
    title: 'Role modal',
    how: '/portal-role Field Editors',
    surface: modal(roleView),
  });
  const draftRole = async (typed: Record<string, Typed>) => {
    clock.now = REFERENCE;
    const values = typedInto(roleView, typed);
    try {
      return await workflow.draft({ kind: 'role', person: ALICE, role: readRoleSubmission(values) });
    } catch (e) {
      if (isPortalOpsError(e) && e.facts.fields) {
        return { errors: errorsFor(e.facts.fields, Object.keys(values)), state: values };
      }
      throw e;
    }
  };
  portal.addRole('Night Shift');
  const roleRefused = await draftRole({ [BLOCK.roleName]: 'night shift' });
  if ('requestId' in roleRefused) throw new Error('preview: the duplicate role was meant to be refused');
  add({
    id: 'role-modal-errors',
    group: 'Role',
    title: 'Role modal: refused',
    how: 'A role named like an existing one (Night Shift)',
    surface: modal(roleView, roleRefused),
  });
  const role = await draftRole({ [BLOCK.roleDescription]: 'Edits field data; cannot share or delete.' });
  if (!('requestId' in role)) throw new Error(`preview: the role was refused: ${JSON.stringify(role)}`);
  add({
    id: 'confirm-role',
    group: 'Role',
    title: 'Role confirmation',
    how: 'The role modal submitted',
    surface: modal(roleConfirmation(role as Confirmation, { zone: LA, channel: COMMAND_CHANNEL })),
  });

  // ---- After the confirm (listeners/confirm.ts): "Creating…", the result, the team channel ----
  add({
    id: 'creating',
    group: 'Result',
    title: 'Creating…',
    how: 'Create clicked: the ack shows this at once',
    surface: modal(creatingView('task')),
  });
  add({
    id: 'loading',
    group: 'Result',
    title: 'Loading (slow portal)',
    how: 'The portal took longer than 250 ms to answer: the modal opens with this, then fills in',
    surface: modal(loadingView('Scheduled task')),
  });

  const posted: { channel: string; text: string; blocks: unknown[] }[] = [];
  let channelRefuses: string | undefined;
  const client = {
    chat: {
      postMessage: async (m: { channel: string; text: string; blocks: unknown[] }) => {
        if (channelRefuses && m.channel === NOTIFY_CHANNEL)
          throw Object.assign(new Error(channelRefuses), { data: { error: channelRefuses } });
        posted.push(m);
        return { ok: true };
      },
    },
  } as unknown as Parameters<typeof notifyTeam>[0];
  const deps = { notifyChannel: NOTIFY_CHANNEL, log: quiet, portal } as unknown as SlackDeps;
  const lastPost = (channel: string) => {
    const m = posted.filter((p) => p.channel === channel).at(-1);
    if (!m) throw new Error(`preview: nothing was posted to ${channel}`);
    return { text: m.text, blocks: m.blocks };
  };

  const confirmWith = async (
    c: Confirmation,
    answers: Answer[],
    person: Person = ALICE,
    at: number = REFERENCE,
  ): Promise<RequestOutcome> => {
    portal.answer(...answers);
    clock.now = at + 40_000;
    return workflow.confirm(c.requestId, person);
  };
  const results = new Map<string, ModalView>();
  const result = async (
    o: { id: string; title: string; how: string; c: Confirmation; answers: Answer[] },
    notify?: { id: string; title: string },
  ) => {
    const outcome = await confirmWith(o.c, o.answers);
    const note = outcome.fresh ? await notifyTeam(client, deps, outcome, ALICE.user, LA) : undefined;
    const view = resultView(outcome, { ...(note ? { note } : {}), zone: LA, portal: portal.base });
    add({ id: o.id, group: 'Result', title: o.title, how: o.how, surface: modal(view) });
    results.set(o.id, view);
    if (notify) {
      add({
        id: notify.id,
        group: 'Team channel',
        title: notify.title,
        how: `Posted in #${NAMES.channels[NOTIFY_CHANNEL]} by the confirm that created it`,
        surface: { kind: 'message', message: lastPost(NOTIFY_CHANNEL), where: 'channel' },
      });
    }
    return outcome;
  };

  await result(
    {
      id: 'result-created',
      title: 'Created',
      how: 'Every weekday 7pm confirmed; the portal answered with the id',
      c: weekday,
      answers: [{ kind: 'created', id: nextId() }],
    },
    { id: 'notification-created', title: 'Team notification: a task' },
  );
  await result(
    {
      id: 'result-created-two',
      title: 'Created: two tasks',
      how: 'The 30th of every month confirmed: both tasks created',
      c: monthly,
      answers: [
        { kind: 'created', id: nextId() },
        { kind: 'created', id: nextId() },
      ],
    },
    { id: 'notification-created-two', title: 'Team notification: two tasks' },
  );
  const again = async (
    phrase: string,
    type: TaskType,
    title: string,
    o: { item?: string; person?: Person; at?: number } = {},
  ) => {
    let view = open(phrase, LA);
    view = rebuild(view, { [BLOCK.type]: type }, LA);
    if (type === 'ExecuteReport') view = rebuild(view, { [BLOCK.reportSubType]: 'activity' }, LA);
    return confirmed(view, typedFor(type, title, o.item), LA, o.person, o.at);
  };
  await result(
    {
      id: 'result-partial',
      title: 'Partly created',
      how: 'Two tasks sent; the portal refused the second',
      c: await again('30th of every month at 7pm', 'ExecuteWorkflowManager', 'Month-end close'),
      answers: [
        { kind: 'created', id: nextId() },
        {
          kind: 'rejected',
          message: 'Unable to create task.',
          details: ['The maximum number of scheduled tasks for this item has been reached.'],
        },
      ],
    },
    { id: 'notification-partial', title: 'Team notification: partly created' },
  );
  await result({
    id: 'result-rejected',
    title: 'Not created (the portal refused)',
    how: 'The item does not exist on the portal (CONT_0001)',
    c: await again('every weekday 7pm', 'ExecuteNotebook', 'Nightly sales notebook'),
    answers: [{ kind: 'item-not-found' }],
  });
  // "Back to edit" on the refusal, "Create another" on the creation: the reopen listener's own answer.
  const reopened = async (o: { id: string; title: string; how: string; from: string; action: string }) => {
    const view = results.get(o.from);
    if (!view) throw new Error(`preview: no result ${o.from}`);
    const form = await clicked(env, view, o.action, { workflow, deps, zone: LA });
    add({ id: o.id, group: 'Result', title: o.title, how: o.how, surface: modal(form) });
  };
  await reopened({
    id: 'back-to-edit',
    title: 'Back to edit',
    how: '“Back to edit” on the refusal: the modal again, with everything the request held',
    from: 'result-rejected',
    action: RESULT_ACTION.backToEdit,
  });
  await reopened({
    id: 'create-another',
    title: 'Create another',
    how: '“Create another” on the created task: the modal again, filled the same',
    from: 'result-created',
    action: RESULT_ACTION.createAnother,
  });
  const lostOne = await again('every weekday 7pm', 'ExecuteNotebook', 'Nightly sales notebook');
  await result({
    id: 'result-unknown',
    title: 'Not known yet',
    how: 'The connection was lost after the request was sent',
    c: lostOne,
    answers: [{ kind: 'lost' }],
  });
  channelRefuses = 'not_in_channel';
  await result({
    id: 'result-channel-not-told',
    title: 'Created, the channel not told',
    how: 'Created, but the bot is not in the team channel (not_in_channel)',
    c: await again('every day at 6am UTC', 'UpdateAnalyticsWorkbook', 'Sales dashboard refresh'),
    answers: [{ kind: 'created', id: nextId() }],
  });
  channelRefuses = undefined;
  await result(
    {
      id: 'result-role-created',
      title: 'Role created',
      how: 'The role confirmed',
      c: role as Confirmation,
      answers: [{ kind: 'created', id: 'Rk3x9QpL2mNa7TcV' }],
    },
    { id: 'notification-role', title: 'Team notification: a role' },
  );

  // ---- The person told later (notify.ts tellSettled, after Workflow.reconcile) ----
  // Each on an item of its own, so that what the portal holds for one is no candidate for another.
  let items = 0;
  const settledLater = async (o: { id: string; title: string; how: string; answer: Answer }) => {
    const item = `${(++items).toString(16).padStart(2, '0')}${ITEM.slice(2)}`;
    portal.addItem({ id: item, title: 'Sales by region', type: 'Notebook' });
    const c = await again('every weekday 7pm', 'ExecuteNotebook', 'Nightly sales notebook', { item });
    await confirmWith(c, [o.answer]);
    // Looked up after the POST's window closed (reconcile.ts): what the portal holds decides.
    clock.now = REFERENCE + 10 * 60_000;
    const outcome = await workflow.reconcile(c.requestId);
    await tellSettled(client, deps, outcome, LA);
    add({
      id: o.id,
      group: 'Direct message',
      title: o.title,
      how: o.how,
      surface: { kind: 'message', message: lastPost(ALICE.user), where: 'dm' },
    });
  };
  await settledLater({
    id: 'dm-created',
    title: 'Outcome: created after all',
    how: 'The answer was lost; looking at the portal found the task',
    answer: { kind: 'lost', made: { id: nextId(), listed: 'exact' } },
  });
  await settledLater({
    id: 'dm-choose',
    title: 'Outcome: which is yours?',
    how: 'The answer was lost; the portal holds a task like it that looking cannot place',
    answer: { kind: 'lost', made: { id: nextId(), listed: 'hidden' } },
  });
  await settledLater({
    id: 'dm-not-created',
    title: 'Outcome: not created',
    how: 'The answer was lost; nothing like it is on the portal',
    answer: { kind: 'lost' },
  });

  // ---- /portal: help, whoami, history, sign-in (listeners/portal-command.ts) ----
  const ephemeral = (id: string, title: string, how: string, message: unknown) =>
    add({ id, group: '/portal', title, how, surface: { kind: 'message', message, where: 'ephemeral' } });
  ephemeral(
    'help',
    'Help',
    '/portal help, the bot acting through one service account',
    helpMessage({ mode: 'service-account' }),
  );
  ephemeral(
    'help-linked',
    'Help (own accounts)',
    '/portal help, each person with their own portal account',
    helpMessage({ mode: 'per-person' }),
  );
  ephemeral(
    'help-unknown',
    'A subcommand not understood',
    '/portal list',
    helpMessage({ mode: 'service-account', unknown: 'list' }),
  );
  ephemeral(
    'whoami',
    'Who am I (service account)',
    '/portal whoami, the bot acting through one service account',
    whoamiMessage({
      portalUser: PORTAL_USER,
      portalUrl: portal.base.href,
      mode: 'service-account',
      isDefaultAdmin: true,
    }),
  );
  ephemeral(
    'whoami-linked',
    'Who am I (own account)',
    '/portal whoami, each person signed in with their own portal account',
    whoamiMessage({ portalUser: 'alice_gis', portalUrl: portal.base.href, mode: 'per-person', isDefaultAdmin: false }),
  );
  // Another person's last few days, one request of each kind of ending, a day apart.
  const day = 24 * 3_600_000;
  const past = async (days: number, phrase: string, type: TaskType, title: string, answers: Answer[]) => {
    const at = REFERENCE - days * day;
    const c = await again(phrase, type, title, { person: BOB, at });
    await confirmWith(c, answers, BOB, at);
  };
  await past(4, 'every weekday 7pm', 'ExecuteNotebook', 'Nightly sales notebook', [{ kind: 'created', id: nextId() }]);
  await past(3, '30th of every month at 7pm', 'ExecuteWorkflowManager', 'Month-end close', [
    { kind: 'created', id: nextId() },
    { kind: 'rejected', message: 'Unable to create task.', details: ['The maximum number of tasks was reached.'] },
  ]);
  await past(2, 'every 15 minutes from 9am to 5pm', 'UpdateAnalyticsWorkbook', 'Sales dashboard refresh', [
    { kind: 'item-not-found' },
  ]);
  await past(1, 'every day at 6am UTC', 'ExecuteReport', 'Weekly activity report', [{ kind: 'lost' }]);
  clock.now = REFERENCE;
  ephemeral(
    'history',
    'History',
    '/portal history',
    historyMessage(await workflow.history(BOB), LA, portal.base, clock.now),
  );
  ephemeral(
    'history-empty',
    'History, empty',
    '/portal history, before any request',
    historyMessage([], LA, portal.base, clock.now),
  );
  ephemeral(
    'sign-in',
    'Sign-in link',
    '/portal login',
    signInMessage('https://portal.example.com/portal/sharing/rest/oauth2/authorize?client_id=portal-ops&state=…'),
  );

  // ---- Errors ----
  ephemeral('error-not-linked', 'Not linked', '/portal-task before linking a portal account', notLinkedMessage());
  ephemeral(
    'error-not-allowed',
    'Not allowed',
    '/portal-role by someone the service-account policy does not list',
    errorMessage(explain(new PortalOpsError('policy.not-allowed', { reason: 'role' }))),
  );
  ephemeral(
    'error-unknown-command',
    'A command with no listener',
    '/portal-tasks',
    unansweredCommandMessage('/portal-tasks'),
  );
  add({
    id: 'error-portal-down',
    group: 'Errors',
    title: 'The portal cannot be reached',
    how: 'The modal could not be filled: the portal did not answer',
    surface: modal(
      errorView(
        explain(
          new PortalOpsError('portal.not-delivered', {
            operation: 'discover',
            host: 'portal.example.com',
            reason: 'connect-timeout',
          }),
        ),
      ),
    ),
  });
  add({
    id: 'error-unexpected',
    group: 'Errors',
    title: 'Something unexpected',
    how: 'A failure with no words of its own: a reference that matches the log line',
    surface: modal(errorView(explain(new Error('boom')), '5d41c0a2')),
  });
  add({
    id: 'error-expired',
    group: 'Errors',
    title: 'Confirmation expired',
    how: 'Create clicked 20 minutes after the confirmation was shown',
    surface: modal(errorView(explain(new PortalOpsError('request.expired')))),
  });
  for (const s of runAlertScreens({
    portal: portal.base,
    owner: ALICE,
    portalUser: PORTAL_USER,
    reference: REFERENCE,
    taskId: nextId(),
    itemId: ITEM,
    zone: LA,
  }))
    add(s);
  for (const s of followAlertScreens({
    portal: portal.base,
    owner: ALICE,
    portalUser: PORTAL_USER,
    reference: REFERENCE,
    itemId: ITEM,
    zone: LA,
  }))
    add(s);
  for (const s of await taskScreens({
    portal: portal.base,
    reference: REFERENCE,
    team: TEAM,
    owner: ALICE,
    other: BOB,
    taskId: nextId,
    zone: LA,
    berlin: BERLIN,
  }))
    add(s);
  const fixedOutcome = await confirmWith(weekdayFixed, [{ kind: 'created', id: nextId() }]);
  const [fixedId] = fixedOutcome.createdIds;
  if (!fixedId) throw new Error(`preview: the fixed task was not created (${fixedOutcome.state})`);
  if (fixedId) {
    const changes = await changeScreens({
      ...{ workflow, portal, clock, identity: env.identity },
      ...{ person: ALICE, types: TYPES, zone: LA, channel: COMMAND_CHANNEL, notifyChannel: NOTIFY_CHANNEL },
      ...{ created: weekdayFixed, taskId: fixedId, at: REFERENCE + 3_600_000 },
    });
    for (const s of changes) add(s);
  }
  // the followed "every weekday 7pm" confirmed, then changed whole
  const followedOutcome = await confirmWith(weekday, [{ kind: 'created', id: nextId() }]);
  const [followedId] = followedOutcome.createdIds;
  if (!followedId) throw new Error(`preview: the followed task was not created (${followedOutcome.state})`);
  add(
    await followedChangeScreen({
      ...{ workflow, portal, clock, identity: env.identity },
      ...{ person: ALICE, types: TYPES, zone: LA, channel: COMMAND_CHANNEL, notifyChannel: NOTIFY_CHANNEL },
      ...{ created: weekday, taskId: followedId, at: REFERENCE + 7_200_000 },
    }),
  );
  return out;
}

/** The button `actionId` of `view` clicked: the view the reopen listener (listeners/reopen.ts) replaces it with. */
async function clicked(
  env: PreviewEnv,
  view: ModalView,
  actionId: string,
  o: { workflow: Workflow; deps: SlackDeps; zone: string },
): Promise<ModalView> {
  type Handler = (a: { ack: () => Promise<void>; body: unknown; action: unknown; client: unknown }) => Promise<void>;
  const handlers = new Map<string, Handler>();
  const app = {
    action: (id: string, h: Handler) => {
      handlers.set(id, h);
    },
  } as unknown as Parameters<typeof registerReopen>[0];
  const deps = {
    ...o.deps,
    workflow: o.workflow,
    policy: env.policy,
    identity: env.identity,
    portal: env.portal,
    afterAck: { run: async (work: () => Promise<void>) => work() },
  } as unknown as SlackDeps;
  const zones = { of: async () => o.zone } as unknown as Parameters<typeof registerReopen>[2];
  registerReopen(app, deps, zones);
  const button = (view.blocks as { type: string; elements?: { action_id?: string }[] }[])
    .flatMap((b) => (b.type === 'actions' ? (b.elements ?? []) : []))
    .find((e) => e.action_id === actionId);
  const handler = handlers.get(actionId);
  if (!button || !handler) throw new Error(`preview: no button ${actionId} to click`);
  let shown: ModalView | undefined;
  await handler({
    ack: async () => {},
    body: { user: { id: ALICE.user, team_id: ALICE.team }, view: { ...view, id: 'V0PREVIEW', hash: '1.preview' } },
    action: button,
    client: {
      views: {
        update: async (a: { view: ModalView }) => {
          shown = a.view;
          return { ok: true };
        },
      },
    },
  });
  if (!shown) throw new Error(`preview: clicking ${actionId} showed nothing`);
  return shown;
}

/** The item picker's answer, from the app's own options listener, registered on a stand-in for Bolt's app. */
async function itemOptions(env: PreviewEnv, view: ModalView, typed: string): Promise<unknown[]> {
  type Handler = (a: { ack: (r: { options: unknown[] }) => Promise<void>; body: unknown }) => Promise<void>;
  let handler: Handler | undefined;
  const app = {
    options: (_id: string, h: Handler) => {
      handler = h;
    },
  } as unknown as Parameters<typeof registerItemOptions>[0];
  const deps = { policy: env.policy, identity: env.identity, portal: env.portal, log: quiet } as unknown as SlackDeps;
  registerItemOptions(app, deps);
  if (!handler) throw new Error('preview: the item options listener registered nothing');
  let answer: unknown[] = [];
  await handler({
    ack: async (r) => {
      answer = r.options;
    },
    body: {
      type: 'block_suggestion',
      user: { id: ALICE.user, team_id: ALICE.team },
      action_id: BLOCK.itemId,
      block_id: BLOCK.itemId,
      value: typed,
      view: { ...view, state: { values: typedInto(view) } },
    },
  });
  return answer;
}

function slug(type: string): string {
  return type
    .replace(/^Execute|^Update/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase();
}
