import { alertOf } from '../../operations/watcher/alert-of.js';
import type { AlertTask } from '../../operations/watcher/alerts.js';
import { baseline, decide, type WatchEvent } from '../../operations/watcher/decide.js';
import type { WatchedRun, WatchedTaskRecord } from '../../operations/watcher/ports.js';
import { itemPage } from '../../portal/links.js';
import type { Person } from '../../store/types.js';
import { runAlertMessage } from '../views/run-alerts.js';
import type { Screen } from './screen.js';

/**
 * The run watcher's messages, reached as the watcher reaches them: a task's runs as the portal lists them, read by
 * the watcher's own decisions (`decide`), each event made into the alert it posts, drawn by the same builder the
 * Slack announcer uses. The team channel's copy and the owner's direct message with its buttons.
 */
export function runAlertScreens(o: {
  readonly portal: URL;
  readonly owner: Person;
  readonly portalUser: string;
  readonly reference: number;
  readonly taskId: string;
  readonly itemId: string;
  readonly zone: string;
}): Omit<Screen, 'viewerZone'>[] {
  const HOUR = 3_600_000;
  // Nightly at 03:00 UTC (7:00 PM in Los Angeles); the gallery's "now" is the morning after the second failure.
  const night = (n: number) => o.reference - 9 * HOUR - n * 24 * HOUR;
  const record = (over: Partial<WatchedTaskRecord> = {}): WatchedTaskRecord => ({
    id: o.taskId,
    type: 'ExecuteNotebook',
    title: 'Nightly sales by region',
    itemId: o.itemId,
    active: true,
    taskState: 'active',
    ...over,
  });
  const run = (n: number, status: string, result: string): WatchedRun => ({
    id: `${(0x5a17 + n).toString(16)}e2d4c6b8a0f1e3d5c7b9a1f3e5d7c9b1`.slice(0, 32),
    taskId: o.taskId,
    status,
    result,
    created: night(n),
    updated: night(n) + 47_000,
  });
  const kernel =
    'Notebook execution failed: cell 7 raised KeyError: \'region_code\'\nTraceback (most recent call last):\n  File "<cell 7>", line 3, in <module>\n    sales = df.groupby("region_code").sum()\nKeyError: \'region_code\'';
  const task: AlertTask = {
    id: o.taskId,
    type: 'ExecuteNotebook',
    title: 'Nightly sales by region',
    itemId: o.itemId,
    itemUrl: itemPage(o.portal, o.itemId),
    userName: o.portalUser,
    owner: o.owner,
  };
  const seen = baseline('service', record({ lastStart: night(3) }), night(3) + HOUR);
  const first = decide(
    record({ lastStart: night(1) }),
    seen,
    [
      run(1, 'failed', kernel),
      run(2, 'failed', kernel),
      run(3, 'succeeded', 'https://portal.example.com/portal/home/item.html?id=0'),
    ],
    o.reference,
  );
  const failing = decide(
    record({ lastStart: night(0) }),
    { ...first.memory, streak: 3, runsUntil: night(1) },
    [run(0, 'failed', kernel), run(1, 'failed', kernel), run(2, 'failed', kernel)],
    o.reference,
  );
  const stop = decide(
    record({ lastStart: night(0), active: false, taskState: 'failed' }),
    { ...first.memory, streak: 4, runsUntil: night(1) },
    [run(0, 'failed', 'Kernel died: the notebook ran out of memory.'), run(1, 'failed', kernel)],
    o.reference,
  );
  const back = decide(
    record({ lastStart: night(0) }),
    { ...first.memory, streak: 2, runsUntil: night(1) },
    [run(0, 'succeeded', `${o.portal.origin}/portal/home/item.html?id=${o.itemId}`), run(1, 'failed', kernel)],
    o.reference,
  );
  const event = (events: readonly WatchEvent[], kind: WatchEvent['kind']) => {
    const found = [...events].reverse().find((e) => e.kind === kind);
    if (!found) throw new Error(`preview: no ${kind} event`);
    return alertOf(found, task);
  };
  const failed = event(first.events, 'failed');
  const fourth = event(failing.events, 'failed');
  return [
    {
      id: 'run-alert-failed',
      group: 'Run alerts',
      title: 'A run failed (team channel)',
      how: 'The watcher’s look after a second nightly run failed: the channel hears what failed, when, and why',
      surface: {
        kind: 'message',
        message: runAlertMessage(failed, { audience: 'team', zone: o.zone }),
        where: 'channel',
      },
    },
    {
      id: 'run-alert-failed-dm',
      group: 'Run alerts',
      title: 'A run failed (the owner, directly)',
      how: 'The same look, told to the person who created the task through the bot, one failure before the stop',
      surface: { kind: 'message', message: runAlertMessage(fourth, { audience: 'owner', zone: o.zone }), where: 'dm' },
    },
    {
      id: 'run-alert-stopped',
      group: 'Run alerts',
      title: 'Stopped by the portal',
      how: 'A fifth failure in a row: the portal stopped the task (a reply in the first failure’s thread, also sent to the channel)',
      surface: {
        kind: 'message',
        message: runAlertMessage(event(stop.events, 'stopped'), { audience: 'owner', zone: o.zone }),
        where: 'dm',
      },
    },
    {
      id: 'run-alert-recovered',
      group: 'Run alerts',
      title: 'Recovered',
      how: 'A run succeeded after failures: a quiet reply in the thread under the first failure',
      surface: {
        kind: 'message',
        message: runAlertMessage(event(back.events, 'recovered'), { audience: 'team', zone: o.zone }),
        where: 'channel',
      },
    },
  ];
}
