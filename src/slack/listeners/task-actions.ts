import type { App, BlockAction, RespondFn } from '@slack/bolt';
import type { ModalView } from '@slack/types';
import type { TaskChange, TaskEntry } from '../../operations/tasks/desk.js';
import type { Person } from '../../store/types.js';
import type { SlackDeps } from '../deps.js';
import { failureWords } from '../failure.js';
import { CALLBACK, TASK_ACTION } from '../ids.js';
import { errorMessage } from '../messages.js';
import { errorView, loadingView } from '../views/progress.js';
import { userWords } from '../views/request-summary.js';
import { deleteModal, doneModal, historyModal } from '../views/task-modals.js';
import { taskName } from '../views/tasks.js';
import { clip, inert } from '../views/text.js';
import type { Zones } from '../zone.js';
import { publishHome } from './home.js';

type Client = App['client'];

/** A task's portal id: 32 hex characters. A button's value is checked before anything is asked of the portal. */
const TASK_ID = /^[0-9a-f]{32}$/i;

function taskIdOf(value: unknown): string | null {
  return typeof value === 'string' && TASK_ID.test(value) ? value : null;
}

function personOf(body: { user: { id: string; team_id?: string }; team?: { id: string } | null }): Person {
  return { team: body.user.team_id ?? body.team?.id ?? '', user: body.user.id };
}

const DONE: Readonly<Record<TaskChange, { verb: string; emoji: string }>> = {
  pause: { verb: 'paused', emoji: ':double_vertical_bar:' },
  resume: { verb: 'resumed', emoji: ':arrow_forward:' },
  delete: { verb: 'deleted', emoji: ':wastebasket:' },
};

/**
 * The buttons on a task, wherever it is shown (Home tab, `/portal tasks`, an alert, a DM): run history, pause,
 * resume, delete. Who may is checked again on arrival (the task desk refuses a forged one); each change is said to
 * the team channel in one line and the person's Home tab is drawn again.
 */
export function registerTaskActions(app: App, deps: SlackDeps, zones: Zones): void {
  app.action(TASK_ACTION.open, async ({ ack }) => {
    await ack();
  });

  app.action<BlockAction>(TASK_ACTION.history, async ({ ack, body, action, client, respond }) => {
    await ack();
    const taskId = taskIdOf('value' in action ? action.value : undefined);
    await deps.afterAck.run(() =>
      inModal(client, deps, body.trigger_id, 'Run history', respond, async () => {
        if (!taskId) throw new Error('a task button without a task id');
        const person = personOf(body);
        const [{ entry, runs }, zone] = await Promise.all([
          deps.tasks.history(person, taskId),
          zones.of(client, person.user),
        ]);
        return historyModal(entry, runs, { zone, now: deps.now(), portal: deps.portal.base });
      }),
    );
  });

  app.action<BlockAction>(TASK_ACTION.delete, async ({ ack, body, action, client, respond }) => {
    await ack();
    const taskId = taskIdOf('value' in action ? action.value : undefined);
    await deps.afterAck.run(() =>
      inModal(client, deps, body.trigger_id, 'Delete task', respond, async () => {
        if (!taskId) throw new Error('a task button without a task id');
        const person = personOf(body);
        // the same check as on arrival of the submission, made before the person is asked anything
        const [entry, zone] = await Promise.all([
          deps.tasks.changeable(person, taskId, 'delete'),
          zones.of(client, person.user),
        ]);
        return deleteModal(entry, { zone, now: deps.now(), portal: deps.portal.base });
      }),
    );
  });

  app.view(CALLBACK.taskDelete, async ({ ack, body, view, client }) => {
    const taskId = taskIdOf(metadataTaskId(view.private_metadata));
    const person = { team: body.user.team_id ?? body.team?.id ?? '', user: body.user.id };
    await ack({ response_action: 'update', view: loadingView('Deleting…') });
    await deps.afterAck.run(async () => {
      let next: ModalView;
      try {
        if (!taskId) throw new Error('a delete without a task id');
        const { entry: before } = await deps.tasks.change(person, taskId, 'delete');
        next = doneModal('Task deleted', `:wastebasket: *${inert(clip(taskName(before), 120))}* was deleted.`);
        await told(client, deps, person, before, 'delete');
        await publishHome(client, deps, zones, person, undefined, { fresh: true });
      } catch (e) {
        const { words, reference } = failureWords(e, deps.log, 'task-delete');
        next = errorView(words, reference);
      }
      await client.views.update({ view_id: view.id, view: next }).catch((err: unknown) => {
        deps.log.warn({ err: String(err) }, 'could not show how the delete went');
      });
    });
  });

  for (const change of ['pause', 'resume'] as const) {
    app.action<BlockAction>(TASK_ACTION[change], async ({ ack, body, action, client, respond }) => {
      await ack();
      await deps.afterAck.run(async () => {
        const person = personOf(body);
        try {
          const taskId = taskIdOf('value' in action ? action.value : undefined);
          if (!taskId) throw new Error('a task button without a task id');
          const { entry: before, already } = await deps.tasks.change(person, taskId, change);
          // a second click (or a stale button) changes nothing: the channel is not told twice
          if (!already) await told(client, deps, person, before, change);
          await publishHome(client, deps, zones, person, undefined, { fresh: true });
          if (!fromHome(body)) {
            const name = `*${inert(clip(taskName(before), 120))}*`;
            await respond({
              replace_original: false,
              response_type: 'ephemeral',
              text: `${DONE[change].emoji} ${name} ${already ? 'was already' : 'is'} ${DONE[change].verb}.`,
            });
          }
        } catch (e) {
          await refuse(deps, client, body, respond, e, `task-${change}`);
        }
      });
    });
  }
}

function metadataTaskId(metadata: string): unknown {
  try {
    return (JSON.parse(metadata) as { taskId?: unknown }).taskId;
  } catch {
    return undefined;
  }
}

function fromHome(body: BlockAction): boolean {
  return body.view?.type === 'home';
}

/**
 * Opens a "Loading…" modal at once (a trigger id lasts 3 seconds; the portal may take longer), then shows what
 * `build` makes, or the error in words. Without a modal (the trigger expired), the error is said ephemerally.
 */
async function inModal(
  client: Client,
  deps: SlackDeps,
  triggerId: string,
  title: string,
  respond: RespondFn,
  build: () => Promise<ModalView>,
): Promise<void> {
  let viewId: string | undefined;
  try {
    const opened = await client.views.open({ trigger_id: triggerId, view: loadingView(title) });
    viewId = opened.view?.id;
  } catch (e) {
    deps.log.warn({ err: String(e) }, 'could not open the modal');
  }
  let next: ModalView;
  try {
    next = await build();
  } catch (e) {
    const { words, reference } = failureWords(e, deps.log, 'task-modal');
    if (!viewId) {
      await respond({ replace_original: false, response_type: 'ephemeral', ...errorMessage(words, reference) }).catch(
        () => undefined,
      );
      return;
    }
    next = errorView(words, reference);
  }
  if (!viewId) return;
  await client.views.update({ view_id: viewId, view: next }).catch((e: unknown) => {
    deps.log.warn({ err: String(e) }, 'could not fill the modal');
  });
}

async function refuse(
  deps: SlackDeps,
  client: Client,
  body: BlockAction,
  respond: RespondFn,
  e: unknown,
  where: string,
): Promise<void> {
  const { words, reference } = failureWords(e, deps.log, where);
  const message = errorMessage(words, reference);
  try {
    if (fromHome(body)) await client.chat.postMessage({ channel: body.user.id, ...message });
    else await respond({ replace_original: false, response_type: 'ephemeral', ...message });
  } catch (err) {
    deps.log.warn({ err: String(err) }, 'could not say why the button was refused');
  }
}

/** The team channel hears of each change in one sentence; a failure to tell is logged, the change stands. */
async function told(client: Client, deps: SlackDeps, person: Person, before: TaskEntry, change: TaskChange) {
  if (!deps.notifyChannel) return;
  const name = inert(clip(taskName(before), 120));
  const text = `${DONE[change].emoji} ${userWords(person.user)} ${DONE[change].verb} *${name}*.`;
  try {
    await client.chat.postMessage({ channel: deps.notifyChannel, text, unfurl_links: false });
  } catch (e) {
    const code = (e as { data?: { error?: string } }).data?.error ?? 'unknown';
    deps.log.warn({ code, taskId: before.task.id, change }, 'the team channel was not told of a task change');
  }
}
