import type { App, BlockAction } from '@slack/bolt';
import type { View } from '@slack/types';
import { PortalOpsError } from '../../errors.js';
import type { Person } from '../../store/types.js';
import type { SlackDeps } from '../deps.js';
import { failureWords } from '../failure.js';
import { RESULT_ACTION } from '../ids.js';
import { rolePrefill, taskPrefill } from '../prefill.js';
import { modalMetadata, readConfirmMetadata, readModalMetadata } from '../views/metadata.js';
import { errorView } from '../views/progress.js';
import { roleModal } from '../views/role-modal.js';
import { prefilledTaskModal } from '../views/task-modal.js';
import type { Zones } from '../zone.js';

const REQUEST_ID_MAX = 64;

/** The form a stored request was made from, prefilled with what it held, for its own person only. */
async function formOf(
  deps: SlackDeps,
  client: App['client'],
  zones: Zones,
  person: Person,
  requestId: string,
  metadata: string,
): Promise<View> {
  const record = await deps.workflow.request(requestId, person);
  deps.policy.check(person, record.kind);
  const zone = await zones.of(client, person.user);
  const channel = (readModalMetadata(metadata) ?? readConfirmMetadata(metadata))?.channel;
  const meta = modalMetadata({ zone, ...(channel === undefined ? {} : { channel }) });
  if (record.kind === 'role') {
    const role = rolePrefill(record);
    return roleModal({
      name: role.name,
      ...(role.description === undefined ? {} : { description: role.description }),
      metadata: meta,
    });
  }
  const acting = await deps.identity.tokensFor(person);
  if (!acting) throw new PortalOpsError('identity.not-linked', {});
  const types = await deps.portal.taskTypes(acting.tokens);
  return prefilledTaskModal(types, zone, taskPrefill(record, zone), meta);
}

/**
 * The result view's "Create another" and "Back to edit": the view becomes the task (or role) modal again, filled
 * with what the request held (the phrase, or the five fields; the type, item, title, dates, runs, parameters), so
 * nothing is typed twice. Only the person who made the request can reopen it; submitting makes a new draft.
 * "Open in portal" is a link: Slack still sends its click, which is only acked.
 */
export function registerReopen(app: App, deps: SlackDeps, zones: Zones): void {
  app.action(RESULT_ACTION.openItem, async ({ ack }) => {
    await ack();
  });
  for (const actionId of [RESULT_ACTION.createAnother, RESULT_ACTION.backToEdit]) {
    app.action<BlockAction>(actionId, async ({ ack, body, action, client }) => {
      await ack();
      const view = body.view;
      if (!view) return;
      await deps.afterAck.run(async () => {
        const person: Person = { team: body.user.team_id ?? body.team?.id ?? '', user: body.user.id };
        try {
          const requestId = 'value' in action && typeof action.value === 'string' ? action.value : '';
          if (requestId === '' || requestId.length > REQUEST_ID_MAX) throw new PortalOpsError('request.not-found', {});
          const form = await formOf(deps, client, zones, person, requestId, view.private_metadata);
          await client.views.update({ view_id: view.id, hash: view.hash, view: form });
        } catch (e) {
          const { words, reference } = failureWords(e, deps.log, `reopen ${actionId}`);
          await client.views
            .update({ view_id: view.id, view: errorView(words, reference) })
            .catch((err: unknown) => deps.log.warn({ err: String(err) }, 'could not show the error'));
        }
      });
    });
  }
}
