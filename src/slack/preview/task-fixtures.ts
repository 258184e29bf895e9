import { nextRunOf, TaskDesk, type TaskListing } from '../../operations/tasks/desk.js';
import type { ChangeRules } from '../../operations/tasks/who.js';
import { webRoot } from '../../portal/links.js';
import type { TokenSource } from '../../portal/tokens/source.js';
import type { IdentityPort } from '../../requests/types.js';
import type { Person } from '../../store/types.js';
import { deleteModal, historyModal } from '../views/task-modals.js';
import { homeView, tasksMessage } from '../views/tasks.js';
import type { Screen } from './screen.js';
import { hexOf, type Run, TaskBook } from './task-book.js';

/**
 * The tasks as people look at them (the Home tab, `/portal tasks`, run history, "Delete this task?"): listed by the
 * app's own desk (its sorting, its health of each task, its reading of who may change what) over a portal answered
 * from the tasks and runs written here, and drawn by the app's own builders.
 */
export interface TaskFixtureOptions {
  readonly portal: URL;
  readonly reference: number;
  readonly team: string;
  /** Has five tasks on her own portal account; the bot's admin on the service account. */
  readonly owner: Person;
  readonly other: Person;
  readonly taskId: () => string;
  readonly zone: string;
  readonly berlin: string;
}

const KERNEL =
  'Notebook execution failed: cell 7 raised KeyError: \'region_code\'\nTraceback (most recent call last):\n  File "<cell 7>", line 3, in <module>\n    sales = df.groupby("region_code").sum()\nKeyError: \'region_code\'';
const TIMEOUT = 'Refresh failed: the data source “sales_2026” did not answer within 600 seconds.';

type Shown = Omit<Screen, 'viewerZone'> & { viewerZone?: string };

export async function taskScreens(o: TaskFixtureOptions): Promise<Shown[]> {
  const now = o.reference;
  const output = (n: number) => `${webRoot(o.portal)}/home/item.html?id=${hexOf(`output ${n}`)}`;
  const book = new TaskBook({ now, taskId: o.taskId });
  // Asked before Nov 1 (the clocks went back): the fields still run at the summer's UTC times; asked since: winter's.
  const asked = (phrase: string, title: string, daysAgo: number, type = 'Notebook') => ({
    phrase,
    zone: o.zone,
    daysAgo,
    item: { title, type },
  });

  // ---- One person's own portal account (per-person mode): every task of hers, wherever it was made ----
  const alice = 'alice_ops';
  const stopped = book.throughBot(
    o.owner,
    alice,
    asked('every day at 7pm', 'Sales by region', 12),
    {
      type: 'ExecuteNotebook',
      title: 'Nightly sales by region',
      itemId: hexOf('sales notebook'),
      owner: alice,
      active: false,
      taskState: 'failed',
    },
    [
      ['failed', 'Kernel died: the notebook ran out of memory.'],
      ...[1, 2, 3, 4].map((): Run => ['failed', KERNEL]),
      ...[5, 6, 7].map((n): Run => ['succeeded', output(n)]),
    ],
  );
  // Weekdays at 14:00 UTC (6:00 AM in Los Angeles): Friday's failed, Thursday's succeeded, Wednesday's failed.
  book.onPortal(
    alice,
    {
      type: 'UpdateAnalyticsWorkbook',
      title: 'Refresh sales dashboard',
      itemId: hexOf('sales dashboard'),
      owner: alice,
      cron: '0 14 ? * 2-6',
      active: true,
      taskState: 'active',
    },
    [
      ['failed', TIMEOUT],
      ['succeeded', 'Workbook refreshed: 12 sheets, 48,210 rows.'],
      ['failed', TIMEOUT],
    ],
  );
  const weekday = book.throughBot(
    o.owner,
    alice,
    asked('every weekday 7pm Pacific', 'Inventory snapshot', 40),
    {
      type: 'ExecuteNotebook',
      title: 'Daily inventory snapshot',
      itemId: hexOf('inventory notebook'),
      owner: alice,
      active: true,
      taskState: 'active',
    },
    [
      ['succeeded', output(11)],
      ['succeeded', output(12)],
    ],
  );
  book.onPortal(
    alice,
    {
      type: 'ExecuteWorkflowManager',
      title: 'Weekly parcel sync',
      itemId: hexOf('parcel workflow'),
      owner: alice,
      cron: '30 16 ? * 2',
      active: true,
      taskState: 'active',
    },
    [['succeeded', 'Workflow finished: 3 of 3 jobs done.']],
  );
  book.onPortal(
    alice,
    {
      type: 'ExecuteSceneCook',
      title: 'Cook city buildings 3D',
      itemId: hexOf('city scene'),
      owner: alice,
      cron: '0 8 1 * ?',
      active: false,
      taskState: 'paused',
    },
    [['succeeded', 'Cooked 1,204 tiles.']],
  );

  // ---- The service account (one portal account for the team): the admin's tasks, then the team's ----
  const service = 'svc_portal_ops';
  teamTasks(book, o, service, { output, asked });

  const identity = (mode: IdentityPort['mode'], accounts: Readonly<Record<string, string>>): IdentityPort => ({
    mode,
    tokensFor: async (p) => {
      const portalUser = accounts[p.user];
      return portalUser ? { tokens: {} as TokenSource, portalUser } : undefined;
    },
  });
  const desk = (rules: ChangeRules, who: IdentityPort) =>
    new TaskDesk({ portal: book.portal(), identity: who, store: book.store(), rules, now: () => now });
  const perPerson = desk(
    { mode: 'per-person', team: o.team, admins: [] },
    identity('per-person', { [o.owner.user]: alice, [o.other.user]: 'bob_gis' }),
  );
  const team = desk(
    { mode: 'service-account', team: o.team, admins: [o.owner.user] },
    identity('service-account', { [o.owner.user]: service, [o.other.user]: service }),
  );

  const mine = await perPerson.list(o.owner);
  const history = await perPerson.history(o.owner, stopped.id);
  // A colleague with none of their own who sees these as the team's, without the right to change them. The desk lists
  // no one tasks they may not change today (per person the portal decides; with the service account only the
  // creator and admins see them): the view's other case, drawn from the same tasks.
  const seenOnly: TaskListing = {
    portalUser: mine.portalUser,
    mine: { entries: [], total: 0, start: 0, more: false },
    team: { ...mine.mine, entries: mine.mine.entries.map((e) => ({ ...e, mayChange: false })) },
  };
  const view = { zone: o.zone, now, portal: o.portal };
  // A schedule that follows daylight saving: the entry the desk makes of its chain (the current stretch's task,
  // every task id, the next change), drawn from one of the tasks asked in words.
  const wordsAsked = mine.mine.entries.find((e) => e.origin?.schedule?.description && e.health.state === 'active');
  const winter = wordsAsked && {
    ...wordsAsked.task,
    cron: { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' },
  };
  const followed: TaskListing = {
    ...mine,
    mine: {
      entries:
        wordsAsked && winter
          ? [
              {
                ...wordsAsked,
                // its first stretch: 7 PM Pacific in standard time
                task: winter,
                nextRun: nextRunOf(winter, now),
                chain: {
                  scheduleId: 'preview-chain',
                  state: 'active',
                  taskIds: [wordsAsked.task.id, hexOf('next stretch')],
                  nextChange: Date.UTC(2027, 2, 14, 10),
                },
              },
            ]
          : [],
      total: wordsAsked ? 1 : 0,
      start: 0,
      more: false,
    },
  };
  return [
    {
      id: 'home-task-followed',
      group: 'Tasks',
      title: 'Home tab: a schedule that follows daylight saving',
      how: 'One entry for the tasks of all its stretches: the words asked, the next change, every task id',
      surface: { kind: 'home', view: homeView(followed, view) },
    },
    {
      id: 'home-tasks',
      group: 'Tasks',
      title: 'Home tab: your tasks',
      how: 'A person with five tasks opens the app’s Home tab: the stopped and the failing one first',
      surface: { kind: 'home', view: homeView(mine, view) },
    },
    {
      id: 'home-tasks-admin',
      group: 'Tasks',
      title: 'Home tab: an admin’s, with the team’s',
      how: 'A bot admin on the service account: her tasks, then the first page of the team’s and “More tasks”',
      surface: { kind: 'home', view: homeView(await team.list(o.owner), view) },
    },
    {
      id: 'home-tasks-empty',
      group: 'Tasks',
      title: 'Home tab: no tasks yet',
      how: 'The Home tab of a person whose portal account has no scheduled tasks',
      surface: { kind: 'home', view: homeView(await perPerson.list(o.other), view) },
    },
    {
      id: 'home-tasks-view-only',
      group: 'Tasks',
      title: 'Home tab: seen, not changed (Berlin)',
      how: 'The same five tasks seen by a colleague in Berlin who may not change them: run history only, his times',
      surface: { kind: 'home', view: homeView(seenOnly, { ...view, zone: o.berlin }) },
      viewerZone: o.berlin,
    },
    {
      id: 'tasks-command',
      group: 'Tasks',
      title: '/portal tasks',
      how: '/portal tasks in a channel: the same list, only visible to the person',
      surface: { kind: 'message', message: tasksMessage(mine, view), where: 'ephemeral' },
    },
    {
      id: 'task-history',
      group: 'Tasks',
      title: 'Run history',
      how: 'Run history on the stopped notebook: five failures after three good nights',
      surface: { kind: 'modal', view: historyModal(history.entry, history.runs, view) },
    },
    {
      id: 'task-delete',
      group: 'Tasks',
      title: 'Delete a task?',
      how: 'Delete… on the weekday notebook: the question names it and its next run',
      surface: { kind: 'modal', view: deleteModal(await perPerson.get(o.owner, weekday.id), view) },
    },
  ];
}

/** The service account's tasks: two the admin created through the bot, and more of the team's than fit a page. */
function teamTasks(
  book: TaskBook,
  o: TaskFixtureOptions,
  service: string,
  h: {
    output: (n: number) => string;
    asked: (
      phrase: string,
      title: string,
      daysAgo: number,
      type?: string,
    ) => { phrase: string; zone: string; daysAgo: number; item: { title: string; type: string } };
  },
): void {
  const base = { owner: service, active: true, taskState: 'active' } as const;
  const good = (n: number): Run[] => [
    ['succeeded', h.output(100 + n)],
    ['succeeded', h.output(101 + n)],
  ];
  book.throughBot(
    o.owner,
    service,
    h.asked('every weekday 7pm Pacific', 'Inventory snapshot', 40),
    { ...base, type: 'ExecuteNotebook', title: 'Daily inventory snapshot', itemId: hexOf('inventory notebook') },
    good(0),
  );
  book.throughBot(
    o.owner,
    service,
    h.asked('every day at 7pm', 'Sales by region', 12),
    { ...base, type: 'ExecuteNotebook', title: 'Nightly sales by region', itemId: hexOf('sales notebook') },
    [
      ['failed', KERNEL],
      ['failed', KERNEL],
      ['succeeded', h.output(3)],
    ],
  );
  const bobs: [string, string, string, string][] = [
    ['every monday at 6am', 'Weekly permits report', 'ExecuteReport', 'Permits'],
    ['every day at 11pm', 'Nightly traffic counts', 'ExecuteNotebook', 'Traffic counts'],
    ['every friday at 5pm', 'Friday asset export', 'ExecuteWorkflowManager', 'Asset export'],
  ];
  for (const [phrase, title, type, item] of bobs) {
    book.throughBot(
      o.other,
      service,
      h.asked(phrase, item, 30, type),
      { ...base, type, title, itemId: hexOf(title) },
      good(1),
    );
  }
  const onPortal: [string, string, string][] = [
    ['Hourly sensor import', 'ExecuteNotebook', '5 * * * ?'],
    ['Refresh parcels dashboard', 'UpdateAnalyticsWorkbook', '0 13 ? * 2-6'],
    ['Cook downtown mesh', 'ExecuteSceneCook', '0 6 ? * 1'],
    ['Monthly usage report', 'ExecuteReport', '0 9 1 * ?'],
    ['Sync work orders', 'ExecuteWorkflowManager', '0 */4 * * ?'],
    ['Water mains QA', 'ExecuteNotebook', '15 2 ? * 3,5'],
    ['Street trees refresh', 'UpdateAnalyticsWorkbook', '0 15 ? * 2'],
    ['Bus stops export', 'ExecuteWorkflowManager', '45 22 * * ?'],
    ['Zoning changes digest', 'ExecuteReport', '0 16 ? * 6'],
  ];
  for (const [title, type, cron] of onPortal) {
    book.onPortal(service, { ...base, type, title, itemId: hexOf(title), cron }, good(2));
  }
}
