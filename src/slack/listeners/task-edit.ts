import type { App, BlockAction, RespondFn } from '@slack/bolt';
import type { ModalView } from '@slack/types';
import { PortalOpsError } from '../../errors.js';
import type { TaskEntry } from '../../operations/tasks/desk.js';
import { phraseFields } from '../../requests/draft.js';
import type { ScheduleSource } from '../../requests/replace.js';
import type { RequestOutcome, ScheduleInput, TaskDetails } from '../../requests/types.js';
import type { Person } from '../../store/types.js';
import { channelWords } from '../../words.js';
import type { SlackDeps } from '../deps.js';
import { failureWords } from '../failure.js';
import { CALLBACK, TASK_ACTION } from '../ids.js';
import { errorMessage } from '../messages.js';
import { changePrefill } from '../prefill.js';
import { readTaskSubmission, type ViewStateValues } from '../state.js';
import { taskConfirmation } from '../views/confirmation.js';
import { modalMetadata, readModalMetadata } from '../views/metadata.js';
import { errorView } from '../views/progress.js';
import { channelWords as channelLink } from '../views/request-summary.js';
import { changeMessage } from '../views/task-change.js';
import { prefilledTaskModal } from '../views/task-modal.js';
import { inert } from '../views/text.js';
import type { Zones } from '../zone.js';
import { confirmationOptions } from './confirmation-options.js';
import { ackRefusedDraft } from './draft-refusal.js';
import { publishHome } from './home.js';
import { openFilledModal } from './open-modal.js';

type Client = App['client'];

/** A task's portal id: 32 hex characters, checked before anything is asked of the store or the portal. */
const TASK_ID = /^[0-9a-f]{32}$/i;

function personOf(body: { user: { id: string; team_id?: string }; team?: { id: string } | null }): Person {
  return { team: body.user.team_id ?? body.team?.id ?? '', user: body.user.id };
}

/**
 * The stored phrase, when it still says what the task does for this person: asked through the bot as one task, and
 * read in the person's zone now it compiles to exactly the fields the task has (a phrase without a zone read by
 * someone in another zone, or a schedule changed since on the portal, would otherwise change the task unasked).
 */
function phraseOf(source: ScheduleSource | undefined, entry: TaskEntry, zone: string, now: number): string | null {
  if (source?.parts !== 1) return null;
  const asked = source.input?.kind === 'task' ? source.input.schedule : undefined;
  const phrase = asked && 'phrase' in asked ? asked.phrase : source.schedule?.phrase;
  if (!phrase) return null;
  const r = phraseFields(phrase, zone, now);
  const [only] = r.ok ? r.fields : [];
  if (!r.ok || r.fields.length !== 1 || !only) return null;
  const c = entry.task.cron;
  const same =
    only.minute === c.minute &&
    only.hour === c.hour &&
    only.dayOfMonth === c.dayOfMonth &&
    only.month === c.month &&
    only.dayOfWeek === c.dayOfWeek;
  return same ? phrase : null;
}

/** The task's details as the portal has them now, in the form's terms; a start already passed is left out. */
function detailsOf(entry: TaskEntry, now: number): Partial<TaskDetails> {
  const t = entry.task;
  return {
    type: t.type,
    ...(t.title ? { title: t.title } : {}),
    ...(t.itemId ? { itemId: t.itemId } : {}),
    ...(t.parameters ? { parameters: t.parameters } : {}),
    ...(t.startDate !== undefined && t.startDate > now ? { startDate: t.startDate } : {}),
    ...(t.endDate !== undefined ? { endDate: t.endDate } : {}),
    ...(t.maxOccurrences !== undefined ? { maxOccurrences: t.maxOccurrences } : {}),
  } as Partial<TaskDetails>;
}

/** The task modal filled from the task, carrying its id (and its type, which a change keeps) in the metadata. */
async function editForm(
  deps: SlackDeps,
  client: Client,
  zones: Zones,
  person: Person,
  taskId: string,
  channel: string | undefined,
): Promise<ModalView> {
  const acting = await deps.identity.tokensFor(person);
  if (!acting) throw new PortalOpsError('identity.not-linked', {});
  const [entry, zone, types] = await Promise.all([
    deps.tasks.get(person, taskId),
    zones.of(client, person.user),
    deps.portal.taskTypes(acting.tokens),
  ]);
  if (!entry.mayChange) throw new PortalOpsError('policy.not-allowed', { reason: 'task-edit' });
  const now = deps.now();
  // a schedule that follows daylight saving is changed whole, from the words it was asked in, read in its zone
  const followed = entry.chain ? await deps.workflow.followedAsked(taskId) : undefined;
  if (followed) {
    const prefill = changePrefill(followed.details, { phrase: followed.phrase, zone: followed.zone }, followed.item);
    return prefilledTaskModal(
      types,
      followed.zone,
      prefill,
      modalMetadata({
        zone: followed.zone,
        ...(channel === undefined ? {} : { channel }),
        edit: { taskId: entry.task.id, type: entry.task.type, whole: true },
      }),
    );
  }
  const source = await deps.workflow.scheduleSourceOf(person, entry.task);
  const phrase = phraseOf(source, entry, zone, now);
  const schedule: ScheduleInput = phrase ? { phrase, zone } : { fields: { ...entry.task.cron }, zone };
  const prefill = changePrefill(detailsOf(entry, now), schedule, source?.record.item ?? entry.origin?.item ?? null);
  return prefilledTaskModal(
    types,
    zone,
    prefill,
    modalMetadata({
      zone,
      ...(channel === undefined ? {} : { channel }),
      edit: { taskId: entry.task.id, type: entry.task.type },
    }),
  );
}

/** A refusal in words: in the message's place for a message, as a direct message from the Home tab. */
async function refuse(deps: SlackDeps, client: Client, body: BlockAction, respond: RespondFn, e: unknown) {
  const { words, reference } = failureWords(e, deps.log, 'task-edit');
  const message = errorMessage(words, reference);
  try {
    if (body.view?.type === 'home' || !body.channel)
      await client.chat.postMessage({ channel: body.user.id, ...message });
    else await respond({ replace_original: false, response_type: 'ephemeral', ...message });
  } catch (err) {
    deps.log.warn({ err: String(err) }, 'could not say why the edit was refused');
  }
}

/**
 * After a change is made: the team channel reads one sentence, and the person's Home tab is drawn again. A failure
 * to tell is logged and returned in words for the result view; the change stands.
 */
export async function tellChange(
  client: Client,
  deps: SlackDeps,
  outcome: RequestOutcome,
  person: Person,
  zones?: Zones,
): Promise<string | undefined> {
  if (outcome.state !== 'created') return undefined;
  let note: string | undefined;
  const channel = deps.notifyChannel;
  if (channel) {
    try {
      await client.chat.postMessage({ channel, ...changeMessage(outcome, person.user), unfurl_links: false });
    } catch (e) {
      const code = (e as { data?: { error?: string } }).data?.error ?? 'unknown';
      deps.log.warn({ code, channel, requestId: outcome.requestId }, 'the team channel was not told of a change');
      const w = channelWords(code, channelLink(channel));
      note = `The team channel was not told: ${w ? `${w.summary}. ${w.action}` : `Slack said ${inert(code)}.`}`;
    }
  }
  await republishHome(client, deps, person, zones);
  return note;
}

/** The Home tab drawn again after a change (the Home tab's own listener draws it; this only asks it to). */
async function republishHome(client: Client, deps: SlackDeps, person: Person, zones?: Zones): Promise<void> {
  if (!zones) return;
  await publishHome(client, deps, zones, person, undefined, { fresh: true }).catch((e: unknown) => {
    deps.log.warn({ err: String(e) }, 'the Home tab was not drawn again after a change');
  });
}

/**
 * "Edit" on a task (Home tab, `/portal tasks`, an alert): a person who may not change it is told so and sees no form;
 * anyone else gets the task modal filled from the task, whose submission drafts a change (the same confirmation,
 * worded as a change) and whose confirm sends one update through the request workflow.
 */
export function registerTaskEdit(app: App, deps: SlackDeps, zones: Zones): void {
  app.action<BlockAction>(TASK_ACTION.edit, async ({ ack, body, action, client, respond }) => {
    await ack();
    await deps.afterAck.run(async () => {
      const person = personOf(body);
      const value = 'value' in action ? action.value : undefined;
      try {
        if (typeof value !== 'string' || !TASK_ID.test(value)) throw new PortalOpsError('portal.task-not-found', {});
        // From the bot's own records, before the portal is asked or anything opens.
        await deps.workflow.checkTaskChange(person, value);
        await openFilledModal(client, body.trigger_id, {
          title: 'Change task',
          details: editForm(deps, client, zones, person, value, body.channel?.id),
          build: (form) => form,
          failed: (e) => {
            const { words, reference } = failureWords(e, deps.log, 'task-edit form');
            return errorView(words, reference);
          },
        });
      } catch (e) {
        await refuse(deps, client, body, respond, e);
      }
    });
  });

  app.view(CALLBACK.taskEdit, async ({ ack, body, view }) => {
    const person = personOf(body);
    const meta = readModalMetadata(view.private_metadata);
    const edit = meta?.edit;
    if (!meta || !edit) {
      const { words, reference } = failureWords(new PortalOpsError('portal.task-not-found', {}), deps.log, 'edit');
      return void (await ack({ response_action: 'update', view: errorView(words, reference) }));
    }
    const parsed = readTaskSubmission(view.state.values as ViewStateValues, meta.zone, meta.hidden);
    if (!parsed.ok) return void (await ack({ response_action: 'errors', errors: parsed.errors }));
    try {
      const c = await deps.workflow.draft({
        kind: 'task',
        person,
        task: parsed.task,
        schedule: parsed.schedule,
        ...(edit.whole ? { supersedes: { taskId: edit.taskId } } : { replaces: { taskId: edit.taskId } }),
        idempotencyKey: `${view.id}:${view.hash}`,
      });
      await ack({ response_action: 'update', view: taskConfirmation(c, confirmationOptions(deps, meta.zone)) });
    } catch (e) {
      await ackRefusedDraft(ack, e, Object.keys(view.state.values), deps, 'task-edit draft');
    }
  });
}
