import { chainAhead } from '../../operations/follow/plan.js';
import { periodFailingWords } from '../../operations/follow/words.js';
import type { FollowedPeriod, FollowedSchedule, Person } from '../../store/types.js';
import { followAlertMessage } from '../views/follow-alerts.js';
import type { Screen } from './screen.js';

/**
 * The daylight saving follower's warning, reached as the follower reaches it: a schedule followed from the gallery's
 * instant, its periods planned by the follower's own plan (`chainAhead`), the one after the spring change still not
 * created 20 hours before it after six failed attempts, worded by the follower (`periodFailingWords`) and drawn by
 * the builder the Slack notifier uses. The owner's direct message and the team channel's copy.
 */
export function followAlertScreens(o: {
  readonly portal: URL;
  readonly owner: Person;
  readonly portalUser: string;
  readonly reference: number;
  readonly itemId: string;
  readonly zone: string;
}): Omit<Screen, 'viewerZone'>[] {
  const HOUR = 3_600_000;
  const s: FollowedSchedule = {
    id: 'fs_7c1e9a4b2d',
    requestId: null,
    owner: o.owner,
    account: 'service',
    portalUser: o.portalUser,
    intent: {
      phrase: 'every weekday 7pm Pacific',
      zone: o.zone,
      anchor: o.reference,
      startDate: null,
      endDate: null,
      maxOccurrences: null,
      task: { type: 'ExecuteNotebook', itemId: o.itemId, title: 'Nightly sales by region' },
    },
    state: 'active',
    leadMs: 7 * 24 * HOUR,
    createdAt: o.reference,
    updatedAt: o.reference,
  };
  const plan = chainAhead(s, []);
  const next = plan.ok ? plan.periods[1] : undefined;
  if (!next) throw new Error('preview: the followed schedule has no period after a change');
  const now = next.from - 20 * HOUR;
  const period = (over: Partial<FollowedPeriod>): FollowedPeriod => ({
    scheduleId: s.id,
    ...next,
    state: 'planned',
    created: next.tasks.map(() => ({ sentAt: null, id: null })),
    attempts: 6,
    lastError: 'portal.not-delivered',
    nextAttemptAt: now + 2 * HOUR,
    claimedBy: null,
    leaseUntil: null,
    toldAt: now,
    plannedAt: next.from - 7 * 24 * HOUR,
    updatedAt: now,
    ...over,
  });
  const failing = period({});
  const signedOut = period({ lastError: 'follow.no-account', attempts: 4 });
  return [
    {
      id: 'follow-alert-failing-dm',
      group: 'Daylight saving',
      title: 'A period not created before its change (the owner, directly)',
      how: 'The portal did not answer the follower’s six attempts to create the tasks for after the spring change; 20 hours before it the owner is told',
      surface: {
        kind: 'message',
        message: followAlertMessage(s, failing, periodFailingWords(s, failing, now), {
          audience: 'owner',
          zone: o.zone,
          portal: o.portal,
        }),
        where: 'dm',
      },
    },
    {
      id: 'follow-alert-failing',
      group: 'Daylight saving',
      title: 'A period not created before its change (team channel)',
      how: 'The same warning in the team channel, here for an account that is signed out: the advice follows the error',
      surface: {
        kind: 'message',
        message: followAlertMessage(s, signedOut, periodFailingWords(s, signedOut, now), {
          audience: 'team',
          zone: o.zone,
          portal: o.portal,
        }),
        where: 'channel',
      },
    },
  ];
}
