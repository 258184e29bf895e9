import type { App } from '@slack/bolt';
import type { RequestOutcome } from '../requests/types.js';
import { channelWords } from '../words.js';
import type { SlackDeps } from './deps.js';
import { notification } from './messages.js';
import { outcomeMessage } from './views/outcome.js';
import { channelWords as channelLink } from './views/request-summary.js';
import { code as code_, inert } from './views/text.js';

type Client = App['client'];

/**
 * Tells the team channel about a creation. A failure is logged (with the ids, so none is lost) and returned in
 * words for the person, as mrkdwn with the channel as a link; it never undoes or hides the creation itself.
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
    await client.chat.postMessage({
      channel,
      ...notification(outcome, { requester, zone, portal: deps.portal.base }),
    });
    return undefined;
  } catch (e) {
    const code = (e as { data?: { error?: string } }).data?.error ?? 'unknown';
    deps.log.warn(
      { code, channel, requestId: outcome.requestId, ids: outcome.createdIds },
      'team notification failed; the creation stands',
    );
    // mrkdwn: the channel is a link (its id checked), everything else is made inert here, once
    const w = channelWords(code, channelLink(channel));
    const why = w ? `${w.summary}. ${w.action}` : `Slack said ${inert(code)}.`;
    const ids = outcome.createdIds.map((id) => code_(id)).join(', ');
    return `The team channel was not told: ${why} What was created stands: ${ids}.`;
  }
}

/**
 * A request settled later (the sweep looked it up) or that needs its person's choice: the person who asked is told
 * directly, in the app's messages with them (whether or not there is a team channel), and the team hears of a
 * creation as of any other. A failure to tell is logged with the ids; it never changes the outcome.
 */
export async function tellSettled(
  client: Client,
  deps: SlackDeps,
  outcome: RequestOutcome,
  zone: string,
): Promise<void> {
  const note =
    outcome.state === 'unknown' ? undefined : await notifyTeam(client, deps, outcome, outcome.record.user, zone);
  if (note) deps.log.warn({ requestId: outcome.requestId }, note);
  try {
    await client.chat.postMessage({
      channel: outcome.record.user,
      ...outcomeMessage(outcome, 'looking', deps.portal.base),
    });
  } catch (e) {
    const code = (e as { data?: { error?: string } }).data?.error ?? 'unknown';
    deps.log.warn(
      { code, requestId: outcome.requestId, state: outcome.state, ids: outcome.createdIds },
      'could not tell the person how their request ended',
    );
  }
}
