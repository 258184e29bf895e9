import type { ActionsBlock, Button, KnownBlock } from '@slack/types';
import { DateTime } from 'luxon';
import type { TaskEntry, TaskListing, TaskSection } from '../../operations/tasks/desk.js';
import { STOP_AFTER_FAILURES, type TaskHealth } from '../../operations/tasks/status.js';
import { itemPage } from '../../portal/links.js';
import type { TaskRun } from '../../portal/operations.js';
import { describeFields } from '../../schedule/engine.js';
import { TASK_ACTION } from '../ids.js';
import { taskTypeLabel } from './labels.js';
import { userWords } from './request-summary.js';
import { fieldsInZone, shiftedNow } from './task-when.js';
import { clip, code, context, count, divider, header, inert, LIMITS, mrkdwn, plain, section } from './text.js';
import { dateToken } from './when.js';

/**
 * Tasks as people look at them (the Home tab, `/portal tasks`): per task, what it is, whether it needs attention,
 * when it runs next in the reader's own time and how the last run went; the ids and accounts last and small; the
 * buttons only for those who may use them.
 */
export interface TaskViewOptions {
  /** The reader's zone: schedules the bot did not create are read back from UTC in it. */
  readonly zone: string;
  readonly now: number;
  /** The Sharing REST root, for links to items. */
  readonly portal?: URL;
}

const TITLE_MAX = 120;
/** A confirmation dialog's text (Slack's limit). */
const CONFIRM_TEXT_MAX = 300;
const RESULT_MAX = 200;

/** What people call the task: its title, its item's title, or what it does. */
export function taskName(e: TaskEntry): string {
  return e.task.title || e.origin?.item?.title || taskTypeLabel(e.task.type);
}

/**
 * The schedule in words: as the person asked it (the bot's request) while the task still runs on the fields that
 * request sent, else the UTC fields read in the reader's zone. Asked words get the daylight saving stretch the runs
 * are in, when the fixed UTC fields put them at another local time than asked ("7:00 PM" would be false till then).
 */
export function scheduleWords(e: TaskEntry, o: TaskViewOptions): string {
  const followed = e.chain ? followedWords(e, o) : null;
  if (followed) return followed;
  const s = e.origin?.parts === 1 ? e.origin.schedule : null;
  const stillAsked = s?.description && s.fieldsDescriptions[e.origin?.part ?? 0] === describeFields(e.task.cron);
  if (!s?.description || !stillAsked) return fieldsInZone(e.task.cron, o.zone, o.now);
  const shifted = shiftedNow(s, e.nextRun ?? o.now, o.now);
  return shifted ? `${s.description} (${shifted}: daylight saving)` : s.description;
}

/**
 * "Every weekday at 7:00 PM Pacific Time · follows daylight saving (next change Mar 14)": a followed schedule runs at
 * the asked local time all year, so its asked words are true whatever the current stretch's UTC fields are.
 */
function followedWords(e: TaskEntry, o: TaskViewOptions): string | null {
  const words = e.origin?.schedule?.description;
  if (!words || !e.chain) return null;
  const next = e.chain.nextChange;
  const zone = e.origin?.schedule?.timezone ?? o.zone;
  return `${words} · follows daylight saving${next === null ? '' : ` (next change ${changeDay(next, zone, o.now)})`}`;
}

function changeDay(ms: number, zone: string, now: number): string {
  const d = DateTime.fromMillis(ms, { zone }).setLocale('en-US');
  return d.toFormat(d.year === DateTime.fromMillis(now, { zone }).year ? 'LLL d' : 'LLL d, yyyy');
}

const STATE_LINE: Readonly<Record<TaskHealth['state'], (h: TaskHealth, mayChange: boolean) => string>> = {
  // what to do is said only to those who may do it
  stopped: (h, may) =>
    `:octagonal_sign: *Stopped by the portal*${h.failuresInRow > 0 ? ` after ${count(h.failuresInRow, 'failed run')} in a row` : ''}${may ? ': resume it once the cause is fixed' : ''}`,
  failing: (h) =>
    h.failuresInRow > 0
      ? `:warning: *Failing*: ${failuresWords(h.failuresInRow)}; the portal stops it after ${STOP_AFTER_FAILURES} failures in a row`
      : `:warning: *Failing*: ${h.recentFailed} of the last ${h.recent} runs failed`,
  active: () => ':large_green_circle: Active',
  paused: () => ':double_vertical_bar: Paused',
  completed: () => ':white_check_mark: Completed: no runs left',
};

/** The task's state in a line: stopped, failing (and how close to the stop), active, paused or completed. */
export function stateLine(e: TaskEntry): string {
  return STATE_LINE[e.health.state](e.health, e.mayChange);
}

function failuresWords(n: number): string {
  return n === 1 ? 'the last run failed' : `the last ${n} runs failed`;
}

/** Whose list a task is shown in: the reader's own (who made it goes without saying) or the team's. */
export interface TaskListContext {
  readonly own: boolean;
  /** The portal account the list is under: a task made on the portal by it needs no name. */
  readonly portalUser?: string;
}

/**
 * One task: a section (name; its state, with the last run when all is well; when, in the reader's time; the last
 * run on a line of its own when it needs attention), a small context (item, who made it, id, UTC fields), buttons.
 */
export function taskBlocks(e: TaskEntry, o: TaskViewOptions, list: TaskListContext = { own: false }): KnownBlock[] {
  const name = inert(clip(taskName(e), TITLE_MAX));
  const state = stateLine(e);
  const last = e.health.lastRun ? lastRunWords(e.health.lastRun, o) : null;
  const attention = e.health.state === 'stopped' || e.health.state === 'failing';
  const when = inert(scheduleWords(e, o));
  const lines = [
    `*${name}* · ${inert(taskTypeLabel(e.task.type))}`,
    // a quiet state and its last run read as one line; trouble gets its own lines, the run's words below it
    attention || !last ? state : `${state} · ${lowerFirst(last)}`,
    e.nextRun !== null ? `${when} · next ${dateToken(e.nextRun, o.zone)}` : when,
    ...(attention && last ? [last] : []),
  ];
  const blocks: KnownBlock[] = [section(lines.join('\n'))];
  blocks.push(context(smallPrint(e, o, list)));
  const buttons = taskButtons(e);
  if (buttons) blocks.push(buttons);
  return blocks;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function lastRunWords(run: TaskRun, o: TaskViewOptions): string {
  const when = dateToken(run.created, o.zone);
  // a list says what happened in a line; the whole of the portal's words are in the run history
  const result = resultWords(run.result, { firstLine: true });
  switch (run.status) {
    case 'succeeded':
      return `Last run ${when} succeeded${result ? `: ${result}` : ''}`;
    case 'skipped':
      return `Last run ${when} was skipped${result ? `: ${result}` : ''}`;
    default:
      return `Last run ${when} *failed*${result ? `: ${result}` : ''}`;
  }
}

/** Whether a result is only a link (a notebook's output). */
export function isLink(text: string): boolean {
  return /^https:\/\/[^\s<>|]+$/.test(text) && text.length <= 500;
}

/**
 * A run's result: a link when it is one (a notebook's output), else its words, clipped and inert; `firstLine`: only
 * its first line (a traceback's first line says what failed), marked as cut when there was more.
 */
export function resultWords(result: string | undefined, o: { firstLine?: boolean } = {}): string | null {
  const text = result?.trim();
  if (!text) return null;
  if (isLink(text)) return `<${text}|see the result>`;
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const shown = o.firstLine && lines.length > 1 ? `${(lines[0] ?? '').trim()} …` : text;
  return `“${inert(clip(shown.replace(/\s+/g, ' '), RESULT_MAX))}”`;
}

function smallPrint(e: TaskEntry, o: TaskViewOptions, list: TaskListContext): string {
  const parts: string[] = [];
  const itemId = e.task.itemId;
  if (itemId) {
    const page = o.portal ? itemPage(o.portal, itemId) : null;
    const title = e.origin?.item?.title ? inert(clip(e.origin.item.title, 80)).replace(/\|/g, '¦') : 'the item';
    parts.push(page ? `<${page}|${title}>` : `item ${code(itemId)}`);
  }
  if (e.origin) {
    parts.push(list.own ? 'created in Slack' : `created by ${userWords(e.origin.owner.user)}`);
  } else if (e.task.owner && e.task.owner !== list.portalUser) {
    parts.push(`created on the portal by ${inert(clip(e.task.owner, 80))}`);
  } else parts.push('created on the portal');
  if (e.chain && e.chain.taskIds.length > 1) {
    // one portal task per stretch between clock changes: all of them, the current one first
    const ids = [e.task.id, ...e.chain.taskIds.filter((id) => id !== e.task.id)];
    parts.push(`tasks ${ids.map(code).join(', ')} (one per stretch between clock changes)`);
  } else parts.push(`task ${code(e.task.id)}`);
  const c = e.task.cron;
  parts.push(`UTC ${code(`${c.minute} ${c.hour} ${c.dayOfMonth} ${c.month} ${c.dayOfWeek}`)}`);
  return parts.join(' · ');
}

function button(text: string, action: string, value: string, style?: 'primary' | 'danger'): Button {
  return {
    type: 'button',
    action_id: action,
    text: plain(text, LIMITS.buttonText),
    value,
    ...(style ? { style } : {}),
  };
}

/** History for everyone who sees the task; pause or resume, edit and delete for those who may change it. */
function taskButtons(e: TaskEntry): ActionsBlock | null {
  const id = e.task.id;
  const elements: Button[] = [button('Run history', TASK_ACTION.history, id)];
  if (e.mayChange) {
    if (e.health.state === 'completed') {
      // nothing to pause or resume: it has no runs left
    } else if (e.task.active) {
      elements.push({
        ...button('Pause', TASK_ACTION.pause, id),
        confirm: {
          title: plain('Pause this task?', 100),
          // Slack counts the escaped text (`&amp;`) against the dialog's 300: clipped as sent
          text: mrkdwn(`*${inert(clip(taskName(e), TITLE_MAX))}* will not run until it is resumed.`, CONFIRM_TEXT_MAX),
          confirm: plain('Pause', 30),
          deny: plain('Keep it running', 30),
        },
      });
    } else {
      elements.push(button('Resume', TASK_ACTION.resume, id, 'primary'));
    }
    // a followed schedule is changed whole: a new one in its place, then its tasks deleted
    elements.push(button('Edit schedule', TASK_ACTION.edit, id));
    // not red: a list of red buttons draws the eye away from what needs attention; the question that follows is
    // where deleting is weighed
    elements.push(button('Delete…', TASK_ACTION.delete, id));
  }
  return { type: 'actions', block_id: `task_${id}`, elements };
}

/** "3 tasks · 1 needs attention". */
function sectionSummary(s: TaskSection): string {
  const attention = s.entries.filter((e) => e.health.state === 'stopped' || e.health.state === 'failing').length;
  const paged = s.total > s.entries.length;
  const shown = paged ? ` (${s.start + 1}–${s.start + s.entries.length} shown)` : '';
  const where = paged ? ' on this page' : '';
  return `${count(s.total, 'task')}${shown}${attention > 0 ? ` · :warning: ${attention}${where} ${attention === 1 ? 'needs' : 'need'} attention` : ''}`;
}

function sectionBlocks(
  title: string,
  s: TaskSection,
  o: TaskViewOptions,
  more: string,
  empty: string,
  list: TaskListContext,
  filter?: string,
): KnownBlock[] {
  const blocks: KnownBlock[] = [header(title)];
  if (s.total === 0) return [...blocks, section(empty)];
  blocks.push(context(sectionSummary(s)));
  s.entries.forEach((e, i) => {
    if (i > 0) blocks.push(divider());
    blocks.push(...taskBlocks(e, o, list));
  });
  // the filter words travel with the page asked for, so that the next page is of the same list
  const words = filter ? `:${filter}` : '';
  const pager: Button[] = [];
  if (s.start > 0) pager.push(button('Back to the first', TASK_ACTION.more, `${more}:0${words}`));
  if (s.more) pager.push(button('More tasks', TASK_ACTION.more, `${more}:${s.start + s.entries.length}${words}`));
  // set apart from the last task's buttons, which it would otherwise read as one of
  if (pager.length > 0) blocks.push(divider(), { type: 'actions', block_id: `task_pages_${more}`, elements: pager });
  return blocks;
}

const EMPTY_MINE =
  'You have no scheduled tasks yet. Type `/portal-task every weekday 7pm` in any channel to schedule one.';

/** The Home tab: the person's tasks, then (admins) the team's; at most 100 blocks, whatever the number of tasks. */
export function homeView(listing: TaskListing, o: TaskViewOptions): { type: 'home'; blocks: KnownBlock[] } {
  const portalUser = listing.portalUser;
  const any = listing.mine.total > 0 || (listing.team?.total ?? 0) > 0;
  const blocks = [
    ...sectionBlocks('Your tasks', listing.mine, o, 'mine', EMPTY_MINE, { own: true, portalUser }),
    // a rule between the two lists: the team's header otherwise sits on the last task's buttons
    ...(listing.team
      ? [
          divider(),
          ...sectionBlocks("The team's other tasks", listing.team, o, 'team', 'No other tasks on this account.', {
            own: false,
            portalUser,
          }),
        ]
      : []),
    context(footer(listing, any)),
  ];
  return { type: 'home', blocks: blocks.slice(0, LIMITS.viewBlocks) };
}

/** Where the times are read and which portal account the tasks run as; the first only when times are shown. */
function footer(listing: TaskListing, any: boolean): string {
  const account = `Tasks run on the portal as ${code(listing.portalUser)}.`;
  return any ? `Times are in your time zone. ${account}` : account;
}

/** `/portal tasks`: the person's own list as an ephemeral message (at most 50 blocks); the team's is on the Home tab. */
export function tasksMessage(listing: TaskListing, o: TaskViewOptions): { text: string; blocks: KnownBlock[] } {
  const s = listing.mine;
  const text = s.total === 0 ? 'You have no scheduled tasks yet.' : `Your tasks: ${count(s.total, 'task')}.`;
  const blocks = sectionBlocks(
    'Your tasks',
    s,
    o,
    'mine',
    EMPTY_MINE,
    { own: true, portalUser: listing.portalUser },
    listing.filter,
  );
  if (listing.team && listing.team.total > 0) {
    blocks.push(context(`The team has ${count(listing.team.total, 'other task')}: they are on the app's Home tab.`));
  }
  return { text, blocks: blocks.slice(0, LIMITS.messageBlocks) };
}

/** The home tab when the person's tasks cannot be shown: why, and what to do. */
export function homeProblem(words: string, o: { signIn?: boolean } = {}): { type: 'home'; blocks: KnownBlock[] } {
  return {
    type: 'home',
    blocks: [
      header('Your tasks'),
      section(words),
      ...(o.signIn ? [context('Type `/portal login` to link your portal account; your tasks appear here after.')] : []),
    ],
  };
}
