import type { App } from '@slack/bolt';
import type { RequestOutcome } from '../../requests/types.js';
import type { Person } from '../../store/types.js';
import type { SlackDeps } from '../deps.js';
import { failureWords } from '../failure.js';
import * as ids from '../ids.js';
import { notifyTeam } from '../notify.js';
import { readConfirmMetadata } from '../views/metadata.js';
import { creatingView, errorView, resultView } from '../views/progress.js';
import { changeResultView, replacedOf, savingView } from '../views/task-change.js';
import type { Zones } from '../zone.js';
import { publishHome } from './home.js';
import { tellChange } from './task-edit.js';

/** How long a click that lost the claim waits for the winner's outcome, and how often it looks. */
export const OUTCOME_WAIT_MS = 30_000;
const LOOK_EVERY_MS = [100, 200, 400, 800, 1_000] as const;

function sending(o: RequestOutcome): boolean {
  return o.state === 'submitting' || o.state === 'draft';
}

/**
 * The confirmation view's submit: the view turns into "Creating…" at once (the ack), the workflow sends exactly
 * once whatever the person clicks, then the view shows the result and the team hears about it (once: only the
 * call that sent it notifies).
 *
 * A double click acks "Creating…" twice, and the second ack may reach Slack after the first click's result: the
 * result would be hidden. Slack does not say which hash an ack's view got, so an update cannot be made to lose by
 * hash here; instead no update after the ack ever says less than the outcome. The click that lost the claim waits
 * until the request is settled and shows the same outcome, so whichever lands last, the person reads where the
 * request ended, never "already being sent".
 */
export function registerConfirm(app: App, deps: SlackDeps, zones?: Zones): void {
  for (const [callback, kind] of [
    [ids.TASK_CONFIRM, 'task'],
    [ids.ROLE_CONFIRM, 'role'],
  ] as const) {
    app.view(callback, async ({ ack, body, view, client }) => {
      const person = { team: body.user.team_id ?? body.team?.id ?? '', user: body.user.id };
      const meta = readConfirmMetadata(view.private_metadata) ?? { requestId: '', zone: 'UTC' };
      await ack({ response_action: 'update', view: meta.edit ? savingView() : creatingView(kind) });
      await deps.afterAck.run(settle);
      async function settle(): Promise<void> {
        try {
          const first = await deps.workflow.confirm(meta.requestId, person);
          const outcome = first.fresh || !sending(first) ? first : await settled(deps, meta.requestId, person);
          // Still being sent after the wait: the sender shows its result; nothing here may stand over it.
          if (!outcome.fresh && sending(outcome)) return;
          if (replacedOf(outcome)) {
            // A change (as the stored request says, not the view): its own words, and the team and the Home tab told by the one call that sent it.
            const note = outcome.fresh ? await tellChange(client, deps, outcome, person, zones) : undefined;
            await client.views.update({
              view_id: view.id,
              view: changeResultView(outcome, { ...(note ? { note } : {}), zone: meta.zone }),
            });
            return;
          }
          const note = outcome.fresh ? await notifyTeam(client, deps, outcome, person.user, meta.zone) : undefined;
          await client.views.update({
            view_id: view.id,
            view: resultView(outcome, { ...(note ? { note } : {}), zone: meta.zone, portal: deps.portal.base }),
          });
          // a new task is on the person's Home tab from now on (publishHome never throws)
          if (zones && kind === 'task' && outcome.fresh && outcome.createdIds.length > 0) {
            await publishHome(client, deps, zones, person, undefined, { fresh: true });
          }
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

/** Where a request another click is sending ends, looking again (the claim is taken: nothing is sent) until then. */
async function settled(deps: SlackDeps, requestId: string, person: Person): Promise<RequestOutcome> {
  const until = deps.now() + OUTCOME_WAIT_MS;
  let look = 0;
  for (;;) {
    await new Promise((r) => setTimeout(r, LOOK_EVERY_MS[Math.min(look++, LOOK_EVERY_MS.length - 1)]));
    const o = await deps.workflow.confirm(requestId, person);
    if (!sending(o) || deps.now() >= until) return o;
  }
}
