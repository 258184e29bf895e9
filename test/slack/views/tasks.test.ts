import { describe, expect, it } from 'vitest';
import type { TaskEntry, TaskListing, TaskSection } from '../../../src/operations/tasks/desk.js';
import { healthOf } from '../../../src/operations/tasks/status.js';
import type { TaskRecord, TaskRun } from '../../../src/portal/operations.js';
import { compileSchedule } from '../../../src/requests/draft.js';
import { TASK_ACTION } from '../../../src/slack/ids.js';
import { deleteModal, historyModal } from '../../../src/slack/views/task-modals.js';
import { fieldsInZone } from '../../../src/slack/views/task-when.js';
import { homeView, tasksMessage } from '../../../src/slack/views/tasks.js';
import { allText, violations } from './limits.js';

const NOW = Date.UTC(2026, 10, 23, 17); // Mon, Nov 23 2026, 9:00 AM in Los Angeles
const LA = 'America/Los_Angeles';
const PORTAL = new URL('https://gis.example.org/portal/sharing/rest');

function hex(n: number): string {
  return n.toString(16).padStart(32, '0');
}

function entry(n: number, over: Partial<TaskRecord> = {}, runs?: TaskRun[], mayChange = true): TaskEntry {
  const task: TaskRecord = {
    id: hex(n),
    type: 'ExecuteNotebook',
    title: `Notebook ${n}`,
    itemId: hex(1000 + n),
    owner: 'ada_admin',
    cron: { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' },
    active: true,
    taskState: 'active',
    ...over,
  };
  return { task, health: healthOf(task, runs), nextRun: task.active ? NOW + 3_600_000 : null, mayChange };
}

function section(entries: TaskEntry[], total = entries.length, start = 0): TaskSection {
  return { entries, total, start, more: start + entries.length < total };
}

function actions(view: { blocks: readonly object[] }): string[] {
  return (view.blocks as { type: string; elements?: { action_id: string }[] }[]).flatMap((b) =>
    b.type === 'actions' ? (b.elements ?? []).map((e) => e.action_id) : [],
  );
}

const O = { zone: LA, now: NOW, portal: PORTAL };

describe('the Home tab and /portal tasks', () => {
  it('two full pages (the person’s and the team’s) stay within 100 blocks, with a "More tasks" control', () => {
    const page = Array.from({ length: 10 }, (_, i) => entry(i + 1));
    const listing: TaskListing = {
      portalUser: 'ada_admin',
      mine: section(page, 140),
      team: section(
        page.map((_, i) => entry(i + 100)),
        35,
      ),
    };
    const view = homeView(listing, O);
    expect(violations(view, 'home')).toEqual([]);
    expect(view.blocks.length).toBeLessThanOrEqual(100);
    expect(actions(view).filter((a) => a === TASK_ACTION.more)).toHaveLength(2);
    expect(allText(view)).toContain('140 tasks (1–10 shown)');
    const message = tasksMessage(listing, O);
    expect(violations(message, 'message')).toEqual([]);
    expect(allText(message)).toContain('The team has 35 other tasks');
  });

  it('the person’s question first: what, its state, when in words, next run as a date token; the machinery last', () => {
    const failing = entry(1, {}, [
      { id: 'r1', taskId: hex(1), status: 'failed', result: 'Kernel died', created: NOW - 3_600_000 },
      { id: 'r2', taskId: hex(1), status: 'succeeded', created: NOW - 90_000_000 },
    ]);
    const view = homeView({ portalUser: 'ada_admin', mine: section([failing]), team: null }, O);
    const [, , first, small] = view.blocks as { text?: { text: string }; elements?: { text: string }[] }[];
    const lines = first?.text?.text.split('\n') ?? [];
    expect(lines[0]).toBe('*Notebook 1* · Run a notebook');
    expect(lines[1]).toBe(':warning: *Failing*: the last run failed; the portal stops it after 5 failures in a row');
    expect(lines[2]).toMatch(/^Every weekday at 7:00 PM PST · next <!date\^\d+\^\{date_short_pretty\} at \{time\}\|/);
    expect(lines[3]).toMatch(/^Last run <!date\^\d+\^.*> \*failed\*: “Kernel died”$/);
    const machinery = small?.elements?.[0]?.text ?? '';
    expect(machinery).toContain(`<https://gis.example.org/portal/home/item.html?id=${hex(1001)}|the item>`);
    expect(machinery).toContain(`task \`${hex(1)}\``);
    expect(machinery).toContain('UTC `0 3 ? * 3-7`');
  });

  it('someone who may not change a task sees its history only; a paused one offers Resume', () => {
    const theirs = entry(1, {}, undefined, false);
    const paused = entry(2, { active: false, taskState: 'paused' });
    const view = homeView({ portalUser: 'ada_admin', mine: section([paused, theirs]), team: null }, O);
    expect(actions(view)).toEqual([
      TASK_ACTION.history,
      TASK_ACTION.resume,
      TASK_ACTION.edit,
      TASK_ACTION.delete,
      TASK_ACTION.history,
    ]);
  });

  it('titles and results from the portal are inert: no pings, no broken links', () => {
    const hostile = entry(1, { title: '<!channel> *x* <https://evil.example|click>' }, [
      { id: 'r', taskId: hex(1), status: 'failed', result: '<@U123> & <!here>', created: NOW - 1000 },
    ]);
    const text = allText(homeView({ portalUser: 'ada_admin', mine: section([hostile]), team: null }, O));
    expect(text).not.toContain('<!channel>');
    expect(text).not.toContain('<!here>');
    expect(text).not.toContain('<@U123>');
    expect(text).toContain('&lt;!channel&gt;');
  });

  it('nobody’s tasks yet: how to make one', () => {
    const view = homeView({ portalUser: 'ada_admin', mine: section([]), team: null }, O);
    expect(allText(view)).toContain('/portal-task every weekday 7pm');
  });

  it('run history and the delete question name the task and read in the reader’s time', () => {
    const e = entry(1);
    const runs: TaskRun[] = [
      { id: 'r1', taskId: hex(1), status: 'failed', result: 'Kernel died', created: NOW - 1000 },
      { id: 'r2', taskId: hex(1), status: 'succeeded', result: 'https://gis.example.org/out/1', created: NOW - DAY },
    ];
    const history = historyModal(e, runs, O);
    expect(violations(history, 'modal')).toEqual([]);
    expect(allText(history)).toContain(':x: Failed');
    expect(allText(history)).toContain('<https://gis.example.org/out/1|see the result>');
    const ask = deleteModal(e, O);
    expect(violations(ask, 'modal')).toEqual([]);
    expect(allText(ask)).toContain('Delete *Notebook 1*?');
    expect(JSON.parse(ask.private_metadata ?? '{}')).toEqual({ taskId: hex(1) });
  });
});

const DAY = 86_400_000;

describe('UTC fields read back in the reader’s zone (tasks the bot did not create)', () => {
  it.each([
    [{ minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' }, LA, 'Every weekday at 7:00 PM PST'],
    [
      { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' },
      'Europe/Berlin',
      'Tue–Sat at 4:00 AM CET',
    ],
    [{ minute: '30', hour: '14', dayOfMonth: '*', month: '*', dayOfWeek: '?' }, 'UTC', 'Every day at 2:30 PM UTC'],
    [
      { minute: '0', hour: '9,17', dayOfMonth: '?', month: '*', dayOfWeek: '2,4' },
      'UTC',
      'Mon, Wed at 9:00 AM and 5:00 PM UTC',
    ],
  ])('%j in %s: %s', (cron, zone, words) => {
    expect(fieldsInZone(cron, zone, NOW)).toBe(words);
  });

  it('what is not weekly is said in UTC words, which are always true', () => {
    const cron = { minute: '0', hour: '3', dayOfMonth: '1', month: '*', dayOfWeek: '?' };
    expect(fieldsInZone(cron, LA, NOW)).toMatch(/\(UTC\)$/);
    const often = { minute: '*/5', hour: '*', dayOfMonth: '*', month: '*', dayOfWeek: '?' };
    expect(fieldsInZone(often, LA, NOW)).toMatch(/\(UTC\)$/);
  });
});

describe('what the pictures showed (docs/screens/home-tasks*.png, task-history.png)', () => {
  const origin = (phrase: string, asked: number) => {
    const c = compileSchedule({ phrase, zone: LA }, asked);
    return {
      fields: c.fields[0] as TaskRecord['cron'],
      origin: {
        requestId: 'r1',
        part: 0,
        parts: 1,
        owner: { team: 'T1', user: 'U0ALICE' },
        schedule: { ...c.summary, nextRuns: [] },
        fields: c.fields[0] as TaskRecord['cron'],
        item: null,
      },
    };
  };

  it('asked words while they are true: the daylight saving stretch the fixed UTC fields run off the asked hour', () => {
    // asked in October (PDT): 02:00 UTC, which is 6:00 PM once the clocks went back
    const { fields, origin: o } = origin('every weekday 7pm Pacific', Date.UTC(2026, 9, 14, 17));
    const e = { ...entry(1, { cron: fields }), origin: o };
    const text = allText(homeView({ portalUser: 'ada_admin', mine: section([e]), team: null }, O));
    expect(text).toContain('Every weekday at 7:00 PM Pacific Time (6:00 PM until Mar 14, 2027: daylight saving)');
  });

  it('a schedule changed on the portal since is read from its fields, not from the words once asked', () => {
    const { origin: o } = origin('every weekday 7pm Pacific', NOW);
    const moved = { minute: '0', hour: '14', dayOfMonth: '?', month: '*', dayOfWeek: '2-6' };
    const e = { ...entry(1, { cron: moved }), origin: o };
    const text = allText(homeView({ portalUser: 'ada_admin', mine: section([e]), team: null }, O));
    expect(text).toContain('Every weekday at 6:00 AM PST');
    expect(text).not.toContain('7:00 PM Pacific Time');
  });

  it('a list says the first line of a traceback; advice to resume only to those who may', () => {
    const runs: TaskRun[] = [
      {
        id: 'r1',
        taskId: hex(1),
        status: 'failed',
        result: 'KeyError: x\nTraceback...\n  line 3',
        created: NOW - 1000,
      },
    ];
    const stopped = entry(1, { active: false, taskState: 'failed' }, runs);
    const mine = allText(homeView({ portalUser: 'ada_admin', mine: section([stopped]), team: null }, O));
    expect(mine).toContain('*failed*: “KeyError: x …”');
    expect(mine).toContain('resume it once the cause is fixed');
    const theirs = entry(1, { active: false, taskState: 'failed' }, runs, false);
    expect(allText(homeView({ portalUser: 'ada_admin', mine: section([theirs]), team: null }, O))).not.toContain(
      'resume it',
    );
  });

  it('run history: the state first, a link beside its run, the same words not said twice', () => {
    const trace = 'KeyError: x\nTraceback (most recent call last):\n  line 3';
    const runs: TaskRun[] = [
      { id: 'r1', taskId: hex(1), status: 'failed', result: trace, created: NOW - 1000 },
      { id: 'r2', taskId: hex(1), status: 'failed', result: trace, created: NOW - DAY },
      {
        id: 'r3',
        taskId: hex(1),
        status: 'succeeded',
        result: 'https://gis.example.org/out/1',
        created: NOW - 2 * DAY,
      },
    ];
    const history = historyModal(entry(1, {}, runs), runs, O);
    expect(violations(history, 'modal')).toEqual([]);
    const text = allText(history);
    expect(text).toContain(':warning: *Failing*');
    expect(text).toContain('```KeyError: x\nTraceback (most recent call last):\n  line 3```');
    expect(text).toContain('_The same words as the run above._');
    expect(text).toMatch(
      /:white_check_mark: Succeeded · <!date\^\d+\^[^>]*> · <https:\/\/gis\.example\.org\/out\/1\|see the result>/,
    );
  });

  it('a page of more tasks is set apart from the last task’s buttons', () => {
    const page = Array.from({ length: 10 }, (_, i) => entry(i + 1));
    const view = homeView({ portalUser: 'ada_admin', mine: section(page, 30), team: null }, O);
    const pager = view.blocks.findIndex((b) => b.type === 'actions' && b.block_id === 'task_pages_mine');
    expect(view.blocks[pager - 1]?.type).toBe('divider');
  });
});

describe('more shapes read back in the reader’s zone', () => {
  it('one day of the month, when it stays that local day: in the zone; across midnight: in UTC', () => {
    expect(fieldsInZone({ minute: '0', hour: '8', dayOfMonth: '1', month: '*', dayOfWeek: '?' }, LA, NOW)).toBe(
      'On the 1st of every month at 12:00 AM PST',
    );
    expect(fieldsInZone({ minute: '0', hour: '3', dayOfMonth: '1', month: '*', dayOfWeek: '?' }, LA, NOW)).toMatch(
      /\(UTC\)$/,
    );
  });

  it('every hour at :05 is :05 on any whole-hour clock, and not on a half-hour one', () => {
    const hourly = { minute: '5', hour: '*', dayOfMonth: '*', month: '*', dayOfWeek: '?' };
    expect(fieldsInZone(hourly, LA, NOW)).toBe('At 5 minutes past the hour');
    expect(fieldsInZone(hourly, 'Asia/Kolkata', NOW)).toMatch(/\(UTC\)$/);
  });
});

describe('paging a narrowed list', () => {
  it('"More tasks" under `/portal tasks failing` asks for the next page of the failing ones', () => {
    const page = Array.from({ length: 10 }, (_, i) =>
      entry(i + 1, {}, [{ id: `r${i}`, taskId: hex(i + 1), status: 'failed', created: NOW - 1000 }]),
    );
    const message = tasksMessage(
      {
        portalUser: 'ada_admin',
        mine: { entries: page, total: 12, start: 0, more: true },
        team: null,
        filter: 'failing',
      },
      O,
    );
    const more = (message.blocks as { type: string; elements?: { action_id: string; value: string }[] }[])
      .flatMap((b) => (b.type === 'actions' ? (b.elements ?? []) : []))
      .find((e) => e.action_id === TASK_ACTION.more);
    expect(more?.value).toBe('mine:10:failing');
  });

  it('a long title cannot push the Pause question over Slack’s 300', () => {
    const e = entry(1, { title: '&'.repeat(300) });
    const view = homeView({ portalUser: 'ada_admin', mine: section([e]), team: null }, O);
    const confirm = (view.blocks as { type: string; elements?: { confirm?: { text: { text: string } } }[] }[])
      .flatMap((b) => (b.type === 'actions' ? (b.elements ?? []) : []))
      .find((x) => x.confirm)?.confirm;
    expect(Array.from(confirm?.text.text ?? '').length).toBeLessThanOrEqual(300);
    expect(confirm?.text.text).toContain('&amp;');
  });
});
