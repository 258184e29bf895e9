import type { App } from '@slack/bolt';
import type { RequestOutcome } from '../requests/types.js';
import type { SlackDeps } from './deps.js';
import { notification } from './messages.js';

type Client = App['client'];

const WHY: Record<string, string> = {
  not_in_channel: 'the bot is not in that channel: invite it there (/invite @portal-ops)',
  channel_not_found: 'the channel does not exist or the bot cannot see it: check NOTIFY_CHANNEL',
  is_archived: 'the channel is archived: choose another NOTIFY_CHANNEL',
};

/**
 * Tells the team channel about a creation. A failure is logged (with the ids, so none is lost) and returned in
 * words for the person; it never undoes or hides the creation itself.
 */
export async function notifyTeam(
  client: Client,
  deps: SlackDeps,
  outcome: RequestOutcome,
  requester: string,
  zone: string,
): Promise<string | undefined> {
  const channel = deps.notifyChannel;
  if (!channel || outcome.createdIds.length === 0) return undefined;
  try {
    await client.chat.postMessage({ channel, ...notification(outcome, { requester, zone }) });
    return undefined;
  } catch (e) {
    const code = (e as { data?: { error?: string } }).data?.error ?? 'unknown';
    deps.log.warn(
      { code, channel, requestId: outcome.requestId, ids: outcome.createdIds },
      'team notification failed; the creation stands',
    );
    return `The team channel was not told (${WHY[code] ?? code}). What was created stands: ${outcome.createdIds.join(', ')}.`;
  }
}
