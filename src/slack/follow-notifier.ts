import type { App } from '@slack/bolt';
import type { Logger } from '../log.js';
import type { FollowNotifier } from '../operations/follow/ports.js';
import { NotPosted } from '../operations/watcher/ports.js';
import type { FollowedPeriod, FollowedSchedule } from '../store/types.js';
import { notPosted } from './run-announcer.js';
import { followAlertMessage } from './views/follow-alerts.js';
import type { Zones } from './zone.js';

type Client = App['client'];

export interface SlackFollowNotifierOptions {
  readonly client: Client;
  /** NOTIFY_CHANNEL; without one only the owner is told. */
  readonly channel: string | undefined;
  readonly log: Logger;
  /** The owner's zone for the fallback text (a phone's notification); UTC without it. */
  readonly zones?: Zones;
  /** The portal's REST root, for the link to the item's page. */
  readonly portal?: URL;
}

/**
 * The daylight saving follower's voice in Slack: a period's tasks still not created close to its change are told to
 * the schedule's owner (a direct message: the person's id as the channel) and to the team channel, as the run
 * watcher's alerts are posted. Each place is tried once and a refusal there is logged with Slack's code; the call
 * throws only when nothing was posted anywhere, so the follower's audit trail says the warning was not delivered.
 * The follower tells each period once, whatever happens here: a repeated warning teaches people to ignore it.
 */
export class SlackFollowNotifier implements FollowNotifier {
  constructor(private readonly o: SlackFollowNotifierOptions) {}

  async periodFailing(schedule: FollowedSchedule, period: FollowedPeriod, words: string): Promise<void> {
    const { client, channel, log } = this.o;
    const zone = this.o.zones ? await this.o.zones.of(client, schedule.owner.user) : 'UTC';
    const targets = [
      { audience: 'owner' as const, channel: schedule.owner.user },
      ...(channel ? [{ audience: 'team' as const, channel }] : []),
    ];
    const refused: string[] = [];
    for (const t of targets) {
      const message = followAlertMessage(schedule, period, words, {
        audience: t.audience,
        zone,
        ...(this.o.portal ? { portal: this.o.portal } : {}),
      });
      try {
        await client.chat.postMessage({
          channel: t.channel,
          text: message.text,
          blocks: message.blocks,
          unfurl_links: false,
          unfurl_media: false,
        });
      } catch (e) {
        // A refusal is Slack's code; anything else may have been posted before the answer was lost.
        const code = notPosted(e) ?? 'no-answer';
        refused.push(code);
        log.warn(
          { code, channel: t.channel, to: t.audience, schedule: schedule.id, period: period.from },
          'daylight saving warning not posted there',
        );
      }
    }
    if (refused.length === targets.length) throw new NotPosted(refused.join(','));
  }
}
