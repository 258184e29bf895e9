import type { App } from '@slack/bolt';
import { webApi } from '@slack/bolt';
import type { Alert } from '../operations/watcher/alerts.js';
import { type AlertTarget, type Announcer, NotPosted } from '../operations/watcher/ports.js';
import type { PostedMessage } from '../store/types.js';
import { runAlertMessage } from './views/run-alerts.js';
import type { Zones } from './zone.js';

type Client = App['client'];

/**
 * The run watcher's voice in Slack: `chat.postMessage` to the team channel or, with the person's user id as the
 * channel, to the owner's messages with the app; a reply goes under the stored thread. Failures are thrown to the
 * watcher: as `NotPosted` when Slack said so (the watcher says it again at the next look), as they came when the
 * message may be there (a timeout, a connection lost: the watcher does not post again).
 */
export class SlackRunAnnouncer implements Announcer {
  constructor(
    private readonly client: Client,
    private readonly zones?: Zones,
  ) {}

  async announce(alert: Alert, target: AlertTarget): Promise<PostedMessage> {
    // The fallback (a phone's notification) is in the owner's zone when known, saying which zone it is.
    const owner = alert.task.owner;
    const zone = owner && this.zones ? await this.zones.of(this.client, owner.user) : 'UTC';
    const message = runAlertMessage(alert, { audience: target.to, zone });
    // A direct message is addressed by the person's id every time (Slack opens the same conversation), the thread
    // by its ts there.
    const channel = target.to === 'team' ? (target.thread?.channel ?? target.channel) : target.person.user;
    const base = { channel, text: message.text, blocks: message.blocks, unfurl_links: false, unfurl_media: false };
    try {
      const answer = await this.client.chat.postMessage(
        target.thread ? { ...base, thread_ts: target.thread.ts, reply_broadcast: target.broadcast === true } : base,
      );
      return { channel: answer.channel ?? channel, ts: answer.ts ?? '' };
    } catch (e) {
      const refused = notPosted(e);
      throw refused ? new NotPosted(refused, { cause: e }) : e;
    }
  }
}

/**
 * Whether Slack's answer says that nothing was posted, and its code: an `{ ok: false, error }` answer, an HTTP error
 * status, a 429 (refused at once, or outlasting the client's retries, which it reports as a request error). A
 * timeout or another request error is not: the message may have been posted before the answer was lost.
 */
export function notPosted(e: unknown): string | undefined {
  // By code rather than class: the same whichever copy of the Web API package threw it.
  const err = e as {
    code?: unknown;
    data?: { error?: unknown };
    statusCode?: unknown;
    original?: { message?: unknown };
  };
  switch (err?.code) {
    case webApi.ErrorCode.PlatformError:
      return typeof err.data?.error === 'string' ? err.data.error : 'platform_error';
    case webApi.ErrorCode.HTTPError:
      return `http_${String(err.statusCode)}`;
    case webApi.ErrorCode.RateLimitedError:
      return 'ratelimited';
    case webApi.ErrorCode.RequestError:
      return /^A rate limit was exceeded/.test(String(err.original?.message)) ? 'ratelimited' : undefined;
    default:
      return undefined;
  }
}
