import type { App } from '@slack/bolt';
import { isPortalOpsError } from '../../errors.js';
import type { SlackDeps } from '../deps.js';
import { failureWords } from '../failure.js';
import * as ids from '../ids.js';
import { errorsFor } from '../ids.js';
import { readRoleSubmission } from '../state.js';
import { roleConfirmation } from '../views/confirmation.js';
import { modalMetadata, readModalMetadata } from '../views/metadata.js';
import { errorView } from '../views/progress.js';
import { roleModal } from '../views/role-modal.js';
import type { Zones } from '../zone.js';
import { actingCommand } from './acting-command.js';
import { confirmationOptions } from './confirmation-options.js';
import { openFilledModal } from './open-modal.js';

/** `/portal-role [name]`: only for those the policy allows; duplicate and reserved names refused under the field. */
export function registerRole(app: App, deps: SlackDeps, zones: Zones): void {
  actingCommand(app, deps, '/portal-role', 'role', async ({ body, client, person }) => {
    const name = body.text.trim();
    // the person's zone travels in the modal's metadata: the confirmation's dates are in it, not in UTC
    await openFilledModal(client, body.trigger_id, {
      title: 'Custom role',
      details: zones.of(client, person.user),
      build: (zone) =>
        roleModal({
          ...(name ? { name } : {}),
          metadata: modalMetadata({ zone, channel: body.channel_id }),
        }),
      failed: (e) => {
        const { words, reference } = failureWords(e, deps.log, 'role modal');
        return errorView(words, reference);
      },
    });
  });

  app.view(ids.ROLE_MODAL, async ({ ack, body, view }) => {
    const person = { team: body.user.team_id ?? body.team?.id ?? '', user: body.user.id };
    const meta = readModalMetadata(view.private_metadata) ?? { zone: 'UTC' };
    const role = readRoleSubmission(view.state.values);
    try {
      const c = await deps.workflow.draft({ kind: 'role', person, role, idempotencyKey: `${view.id}:${view.hash}` });
      await ack({ response_action: 'update', view: roleConfirmation(c, confirmationOptions(deps, meta.zone)) });
    } catch (e) {
      // Under the fields when the view has a place for them; otherwise (a form that came back without them) the
      // same words in the error view: Slack shows nothing for an errors map with nothing in it.
      const errors =
        isPortalOpsError(e) && e.facts.fields ? errorsFor(e.facts.fields, Object.keys(view.state.values)) : {};
      if (Object.keys(errors).length > 0) return void (await ack({ response_action: 'errors', errors }));
      const { words, reference } = failureWords(e, deps.log, 'role draft');
      await ack({ response_action: 'update', view: errorView(words, reference) });
    }
  });
}
