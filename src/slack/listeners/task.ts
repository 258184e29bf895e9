import type { App } from '@slack/bolt';
import type { SlackDeps } from '../deps.js';
import { failureWords } from '../failure.js';
import * as ids from '../ids.js';
import { readTaskSubmission, type ViewStateValues } from '../state.js';
import { taskConfirmation } from '../views/confirmation.js';
import { modalMetadata, readModalMetadata } from '../views/metadata.js';
import { errorView } from '../views/progress.js';
import { taskModal } from '../views/task-modal.js';
import type { Zones } from '../zone.js';
import { actingCommand } from './acting-command.js';
import { confirmationOptions } from './confirmation-options.js';
import { ackRefusedDraft } from './draft-refusal.js';
import { openFilledModal } from './open-modal.js';
import { registerTaskRebuild } from './task-rebuild.js';

/**
 * `/portal-task [phrase]`: ack at once, then open the modal with what the portal supports and the person's zone
 * (a placeholder first only when those are slow to come). Submitting drafts the request and shows the confirmation.
 */
export function registerTask(app: App, deps: SlackDeps, zones: Zones): void {
  actingCommand(app, deps, '/portal-task', 'task', async ({ body, client, person, acting }) => {
    await openFilledModal(client, body.trigger_id, {
      title: 'Scheduled task',
      details: Promise.all([zones.of(client, person.user), deps.portal.taskTypes(acting.tokens)]),
      build: ([zone, types]) =>
        taskModal({
          types,
          phrase: body.text.trim(),
          zone,
          metadata: modalMetadata({ zone, channel: body.channel_id }),
        }),
      failed: (e) => {
        const { words, reference } = failureWords(e, deps.log, 'task modal');
        return errorView(words, reference);
      },
    });
  });

  registerTaskRebuild(app, deps);

  app.view(ids.TASK_MODAL, async ({ ack, body, view }) => {
    const person = { team: body.user.team_id ?? body.team?.id ?? '', user: body.user.id };
    const meta = readModalMetadata(view.private_metadata) ?? { zone: 'UTC' };
    const parsed = readTaskSubmission(view.state.values as ViewStateValues, meta.zone, meta.hidden);
    if (!parsed.ok) return void (await ack({ response_action: 'errors', errors: parsed.errors }));
    try {
      const c = await deps.workflow.draft({
        kind: 'task',
        person,
        task: parsed.task,
        schedule: parsed.schedule,
        idempotencyKey: `${view.id}:${view.hash}`,
      });
      await ack({ response_action: 'update', view: taskConfirmation(c, confirmationOptions(deps, meta.zone)) });
    } catch (e) {
      await ackRefusedDraft(ack, e, Object.keys(view.state.values), deps, 'task draft');
    }
  });
}
