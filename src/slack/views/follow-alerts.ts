import type { KnownBlock } from '@slack/types';
import { itemPage } from '../../portal/links.js';
import { nextRuns } from '../../schedule/engine.js';
import type { FollowedPeriod, FollowedSchedule } from '../../store/types.js';
import type { Message } from '../messages.js';
import { taskTypeLabel } from './labels.js';
import { clip, code, context, count, inert, LIMITS, section } from './text.js';
import { dateToken, runTime } from './when.js';

/**
 * What the daylight saving follower says, once per period, to a followed schedule's owner and the team channel when
 * the tasks for the stretch after a change are still not on the portal close to it: which schedule stops running
 * and from when (each reader's own time) first, then the follower's words (what failed, what happens, what to do,
 * on the schedule's own clock), the item; the schedule's id, the error's code and the account last, in small print.
 */

export interface FollowAlertOptions {
  /** `owner`: the direct message to the schedule's owner; `team`: the channel's. */
  readonly audience: 'team' | 'owner';
  /** The fallback's zone (where a reader's own time cannot be shown): the owner's, else UTC. */
  readonly zone: string;
  /** The portal's REST root, for the link to the item's page. */
  readonly portal?: URL;
}

/** The period's first run: the first run at risk (null when the period has none left, e.g. past its maximum). */
export function firstRunOf(p: FollowedPeriod): number | null {
  const firsts = p.tasks
    .map((t) => nextRuns([t], p.from - 1, 1, t)[0])
    .filter((t): t is number => t !== undefined && (p.until === null || t < p.until));
  return firsts.length === 0 ? null : Math.min(...firsts);
}

/** "your schedule “Nightly sales”", "<@U…>’s untitled “Run a notebook” schedule" (mrkdwn, inert). */
function scheduleName(s: FollowedSchedule, audience: 'team' | 'owner', mrkdwn = true): string {
  const t = s.intent.task;
  const whose = audience === 'owner' ? 'your' : mrkdwn ? `<@${s.owner.user}>’s` : 'a';
  const esc = mrkdwn ? inert : (x: string) => x;
  return t.title
    ? `${whose} schedule “${esc(clip(t.title, 150))}”`
    : `${whose} untitled “${esc(taskTypeLabel(t.type))}” schedule`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function small(s: FollowedSchedule, p: FollowedPeriod): string {
  return [
    `schedule ${code(s.id)}`,
    `error ${code(p.lastError ?? 'unknown')}`,
    count(p.attempts, 'attempt'),
    `as ${code(s.portalUser)}`,
  ].join(' · ');
}

/** The warning as a message: `text` for notifications and screen readers, blocks for the conversation. */
export function followAlertMessage(
  s: FollowedSchedule,
  p: FollowedPeriod,
  words: string,
  o: FollowAlertOptions,
): Message {
  const passed = p.state === 'failed';
  const first = firstRunOf(p);
  // The question a reader has: does it run, from when (the first run of the stretch after the change), and why.
  const name = capital(scheduleName(s, o.audience));
  const change = dateToken(p.from, o.zone);
  const headline = passed
    ? first === null
      ? `:x: *${name} has not run since the clocks changed*`
      : `:x: *${name} has not run since ${dateToken(first, o.zone)}*`
    : first === null
      ? `:warning: *${name} may miss its runs after the clocks change*`
      : `:warning: *${name} may miss its runs from ${dateToken(first, o.zone)}*`;
  const why = passed
    ? `The clocks changed ${change} and its task for the new time could not be created.`
    : `The clocks change ${change} and its task for the new time is not on the portal yet.`;
  const blocks: KnownBlock[] = [section(`${headline}\n${why}`), section(inert(clip(words, 2_000)))];
  const about = [`“${inert(clip(s.intent.phrase, 200))}”`];
  if (s.intent.task.itemId) about.push(itemLine(s.intent.task.itemId, o.portal));
  blocks.push(context(about.join(' · ')));
  blocks.push(context(small(s, p)));
  const at = (ms: number) => runTime(ms, o.zone, { zoneName: true });
  const plainName = capital(scheduleName(s, o.audience, false));
  const fallback = passed
    ? `${plainName} has not run since the clocks changed on ${at(p.from)}: its task for the new time could not be created. ${words}`
    : `${plainName} may miss its runs after the clocks change on ${at(p.from)}: its task for the new time is not on the portal yet. ${words}`;
  return { text: clip(inert(fallback), LIMITS.messageText), blocks };
}

function itemLine(itemId: string, portal: URL | undefined): string {
  const url = portal ? itemPage(portal, itemId) : null;
  return url ? `<${url}|the item on the portal>` : `item ${code(itemId)}`;
}
