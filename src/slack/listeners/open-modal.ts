import type { App } from '@slack/bolt';
import type { View } from '@slack/types';
import { PortalOpsError } from '../../errors.js';

const TRIGGER_ERRORS = new Set(['expired_trigger_id', 'exchanged_trigger_id', 'invalid_trigger_id']);

/** `views.open` right after the ack; a trigger Slack no longer accepts becomes words ("run the command again"). */
export async function openModal(client: App['client'], triggerId: string, view: View): Promise<string | undefined> {
  try {
    const opened = await client.views.open({ trigger_id: triggerId, view });
    return opened.view?.id;
  } catch (e) {
    const code = (e as { data?: { error?: string } }).data?.error;
    if (code && TRIGGER_ERRORS.has(code))
      throw new PortalOpsError('slack.trigger-expired', { reason: code }, { cause: e });
    throw e;
  }
}
