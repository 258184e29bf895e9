import type { App } from '@slack/bolt';
import type { SlackDeps } from '../deps.js';
import { failureWords } from '../failure.js';
import * as ids from '../ids.js';
import { notifyTeam } from '../notify.js';
import { readConfirmMetadata } from '../views/metadata.js';
import { creatingView, errorView, resultView } from '../views/progress.js';

/**
 * The confirmation view's submit: the view turns into "Creating…" at once (the ack), the workflow sends exactly
 * once whatever the person clicks, then the view shows the result and the team hears about it (once: only the
 * call that sent it notifies).
 */
export function registerConfirm(app: App, deps: SlackDeps): void {
  for (const [callback, kind] of [
    [ids.TASK_CONFIRM, 'task'],
    [ids.ROLE_CONFIRM, 'role'],
  ] as const) {
    app.view(callback, async ({ ack, body, view, client }) => {
      const person = { team: body.user.team_id ?? body.team?.id ?? '', user: body.user.id };
      const meta = readConfirmMetadata(view.private_metadata) ?? { requestId: '', zone: 'UTC' };
      await ack({ response_action: 'update', view: creatingView(kind) });
      await deps.afterAck.run(settle);
      async function settle(): Promise<void> {
        try {
          const outcome = await deps.workflow.confirm(meta.requestId, person);
          const note = outcome.fresh ? await notifyTeam(client, deps, outcome, person.user, meta.zone) : undefined;
          await client.views.update({ view_id: view.id, view: resultView(outcome, note) });
        } catch (e) {
          const { words, reference } = failureWords(e, deps.log, 'confirm');
          await client.views
            .update({ view_id: view.id, view: errorView(words, reference) })
            .catch((err: unknown) => deps.log.warn({ err: String(err) }, 'could not show the error'));
        }
      }
    });
  }
}
