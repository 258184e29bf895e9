import type { ModalView } from '@slack/types';
import type { TaskType } from '../../portal/schema/task-types.js';
import type { Confirmation, IdentityPort } from '../../requests/types.js';
import type { Workflow } from '../../requests/workflow.js';
import type { Person } from '../../store/types.js';
import { BLOCK } from '../ids.js';
import { changePrefill } from '../prefill.js';
import { readTaskSubmission } from '../state.js';
import { taskConfirmation } from '../views/confirmation.js';
import { modalMetadata } from '../views/metadata.js';
import { changeMessage, changeResultView } from '../views/task-change.js';
import { prefilledTaskModal } from '../views/task-modal.js';
import type { Screen } from './screen.js';
import type { ScriptedPortal } from './scripted-portal.js';
import { typedInto } from './typed.js';

/**
 * Changing a task (listeners/task-edit.ts), reached as a person reaches it: Edit on a task the gallery created, the
 * form filled from the task as the portal answers it, a new schedule submitted through `Workflow.draft`, confirmed
 * through `Workflow.confirm`, the result and the channel's sentence drawn by the app's own builders.
 */
export interface ChangeFixtureOptions {
  readonly workflow: Workflow;
  readonly portal: ScriptedPortal;
  readonly identity: IdentityPort;
  readonly clock: { now: number };
  readonly person: Person;
  readonly types: readonly TaskType[];
  readonly zone: string;
  readonly channel: string;
  readonly notifyChannel: string;
  /** The task to change: created earlier in the gallery from "every weekday 7pm". */
  readonly created: Confirmation;
  readonly taskId: string;
  readonly at: number;
}

type Shown = Omit<Screen, 'viewerZone'> & { viewerZone?: string };

const modal = (view: ModalView): Screen['surface'] => ({ kind: 'modal', view }) as Screen['surface'];

/** The change form submitted with "every weekday 6pm", drafted as the listener drafts it. */
async function submitChange(
  o: Pick<ChangeFixtureOptions, 'workflow' | 'person'>,
  form: ModalView,
  zone: string,
  what: { readonly replaces: { taskId: string } } | { readonly supersedes: { taskId: string } },
): Promise<Confirmation> {
  const parsed = readTaskSubmission(typedInto(form, { [BLOCK.schedule]: 'every weekday 6pm' }), zone);
  if (!parsed.ok) throw new Error(`preview: the change was refused: ${JSON.stringify(parsed.errors)}`);
  return o.workflow.draft({ kind: 'task', person: o.person, task: parsed.task, schedule: parsed.schedule, ...what });
}

export async function changeScreens(o: ChangeFixtureOptions): Promise<Shown[]> {
  const out: Shown[] = [];
  o.clock.now = o.at;
  const acting = await o.identity.tokensFor(o.person);
  if (!acting) throw new Error('preview: the person has no portal account');
  const task = await o.portal.getTask(acting.tokens, acting.portalUser, o.taskId);
  const phrase = o.created.schedule?.phrase ?? 'every weekday 7pm';
  const prefill = changePrefill(
    {
      type: task.type,
      ...(task.title ? { title: task.title } : {}),
      ...(task.itemId ? { itemId: task.itemId } : {}),
      ...(task.parameters ? { parameters: task.parameters } : {}),
    } as Parameters<typeof changePrefill>[0],
    { phrase, zone: o.zone },
    o.created.item,
  );
  const form = prefilledTaskModal(
    o.types,
    o.zone,
    prefill,
    modalMetadata({
      zone: o.zone,
      channel: o.channel,
      edit: { taskId: task.id, type: task.type },
    }),
  );
  out.push({
    id: 'task-modal-edit',
    group: 'Task modal',
    title: 'Task modal: changing a task',
    how: 'Edit on “Nightly sales notebook”: filled from the task, the words it was asked with, its type fixed',
    surface: modal(form),
  });

  const c = await submitChange(o, form, o.zone, { replaces: { taskId: task.id } });
  out.push({
    id: 'confirm-change',
    group: 'Confirmation',
    title: 'Confirmation: a change',
    how: 'The changed form submitted with “every weekday 6pm”: before and after, the next runs',
    surface: modal(
      taskConfirmation(c, { zone: o.zone, channel: o.channel, notifyChannel: o.notifyChannel, portal: o.portal.base }),
    ),
    viewerZone: o.zone,
  });

  o.portal.answer({ kind: 'created', id: task.id });
  o.clock.now = o.at + 40_000;
  const outcome = await o.workflow.confirm(c.requestId, o.person);
  out.push({
    id: 'result-changed',
    group: 'Result',
    title: 'Changed',
    how: 'Save changes clicked; the portal took the update',
    surface: modal(changeResultView(outcome, { zone: o.zone })),
  });
  out.push({
    id: 'notification-changed',
    group: 'Team channel',
    title: 'Team notification: a change',
    how: 'Posted in the team channel by the confirm that changed it',
    surface: { kind: 'message', message: changeMessage(outcome, o.person.user), where: 'channel' },
  });
  return out;
}

/**
 * Edit on a schedule that follows daylight saving (the gallery's "every weekday 7pm", confirmed as followed): the form
 * reopened with its words, submitted with a new time, drafted as a new schedule in place of the old one.
 */
export async function followedChangeScreen(
  o: Omit<ChangeFixtureOptions, 'created'> & { readonly created: Confirmation },
): Promise<Shown> {
  o.clock.now = o.at;
  const asked = await o.workflow.followedAsked(o.taskId);
  if (!asked) throw new Error('preview: the schedule does not follow daylight saving');
  const prefill = changePrefill(asked.details, { phrase: asked.phrase, zone: asked.zone }, asked.item);
  const form = prefilledTaskModal(
    o.types,
    asked.zone,
    prefill,
    modalMetadata({
      zone: asked.zone,
      channel: o.channel,
      edit: { taskId: o.taskId, type: asked.details.type ?? 'ExecuteNotebook', whole: true },
    }),
  );
  const c = await submitChange(o, form, asked.zone, { supersedes: { taskId: o.taskId } });
  return {
    id: 'confirm-change-followed',
    group: 'Confirmation',
    title: 'Confirmation: a change of a schedule that follows daylight saving',
    how: 'Edit on the followed “every weekday 7pm”, submitted with “every weekday 6pm”: a new schedule in its place',
    surface: modal(
      taskConfirmation(c, { zone: o.zone, channel: o.channel, notifyChannel: o.notifyChannel, portal: o.portal.base }),
    ),
    viewerZone: o.zone,
  };
}
