import type { App } from '@slack/bolt';
import type { Alert } from '../operations/watcher/alerts.js';
import type { AlertTarget, Announcer } from '../operations/watcher/ports.js';
import type { PostedMessage } from '../store/types.js';
import { runAlertMessage } from './views/run-alerts.js';
import type { Zones } from './zone.js';

type Client = App['client'];

/**
 * The run watcher's voice in Slack: `chat.postMessage` to the team channel or, with the person's user id as the
 * channel, to the owner's messages with the app; a reply goes under the stored thread. Failures are thrown to the
 * watcher, which logs them and does not post again.
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
    const answer = await this.client.chat.postMessage(
      target.thread ? { ...base, thread_ts: target.thread.ts, reply_broadcast: target.broadcast === true } : base,
    );
    return { channel: answer.channel ?? channel, ts: answer.ts ?? '' };
  }
}
