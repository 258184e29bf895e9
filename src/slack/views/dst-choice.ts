import type { KnownBlock } from '@slack/types';
import { DateTime } from 'luxon';
import type { DstChoice, ScheduleSummary } from '../../requests/types.js';
import { zoneTimeName } from '../../schedule/engine.js';
import { DST_CHOICE, DST_CHOICE_ACTION } from '../ids.js';
import { context, inert, option, section } from './text.js';
import { amount, ruleZones } from './when.js';

/**
 * The daylight saving choice on a confirmation: keep the asked local time all year (a chain of tasks the bot keeps
 * one stretch ahead) or fixed UTC fields that move by the change. Each option shows its runs on either side of the
 * next change on the schedule's own clock, so the difference is seen, not explained.
 */
export function dstChoiceBlocks(s: ScheduleSummary, leadDays: number): KnownBlock[] {
  const d = s.dst;
  if (d === undefined) return [];
  const zone = s.timezone;
  const clock = zoneTimeName(zone, d.nextChange);
  if (d.notFollowable !== null) {
    // rules on several zones' clocks move with each one's changes, not with the first zone's
    const whose = ruleZones(s) === null ? `${inert(clock)}'s changes` : 'the changes of each zone that has them';
    return [
      section(
        `:information_source: *Daylight saving:* this schedule stays fixed in UTC, so it moves with ${whose}. ${inert(d.notFollowable)}`,
      ),
    ];
  }
  // one time of day is said ("Keep 7:00 PM …"); several are the schedule's local times
  const times = new Set(d.followRuns.map((t) => timeOf(t, zone)));
  const keep = times.size === 1 ? `Keep ${[...times][0]} ${clock} all year` : `Keep the ${clock} times all year`;
  const moved = movedBy(d);
  const follow = option(keep, DST_CHOICE.follow, runsAcross(d.followRuns, d.nextChange, zone));
  const fixed = option(
    `Fixed in UTC (moves by ${moved} at each change)`,
    DST_CHOICE.fixed,
    runsAcross(d.fixedRuns, d.nextChange, zone),
  );
  const blocks: KnownBlock[] = [
    section(
      `*Daylight saving:* ${inert(clock)} changes on ${inert(dateOf(d.nextChange, zone))}. The next runs on either side, on that clock:`,
    ),
    {
      type: 'actions',
      block_id: DST_CHOICE_ACTION,
      elements: [
        {
          type: 'radio_buttons',
          action_id: DST_CHOICE_ACTION,
          options: [follow, fixed],
          initial_option: d.following ? follow : fixed,
        },
      ],
    },
  ];
  if (d.following) {
    blocks.push(
      context(
        `Each stretch between clock changes is its own portal task; the bot creates the next one ${leadDays === 1 ? 'a day' : `${leadDays} days`} before each change. Pause, edit and delete act on all of them.`,
      ),
    );
  }
  return blocks;
}

function at(ms: number, zone: string): DateTime {
  return DateTime.fromMillis(ms, { zone }).setLocale('en-US');
}

function timeOf(ms: number, zone: string): string {
  return at(ms, zone).toFormat('h:mm a');
}

function dateOf(ms: number, zone: string): string {
  return at(ms, zone).toFormat('ccc, LLL d');
}

/** "Fri Mar 12 7:00 PM · Mon Mar 15 8:00 PM": the last run before the change and the first after it. */
function runsAcross(runs: readonly number[], change: number, zone: string): string {
  const before = runs.filter((t) => t < change).pop();
  const after = runs.find((t) => t >= change);
  const fmt = (t: number) => at(t, zone).toFormat('ccc LLL d h:mm a');
  return [before, after].flatMap((t) => (t === undefined ? [] : [fmt(t)])).join(' → ');
}

/** How far the fixed fields move at the change: the first run after it, fixed against followed. */
function movedBy(d: DstChoice): string {
  const fixed = d.fixedRuns.find((t) => t >= d.nextChange);
  const followed = d.followRuns.find((t) => t >= d.nextChange);
  if (fixed === undefined || followed === undefined || fixed === followed) return 'an hour';
  return amount(Math.round((fixed - followed) / 60_000));
}
