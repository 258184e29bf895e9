import type { ActionsBlock, Button, KnownBlock } from '@slack/types';
import type { TaskEntry, TaskListing, TaskSection } from '../../operations/tasks/desk.js';
import { STOP_AFTER_FAILURES, type TaskHealth } from '../../operations/tasks/status.js';
import { itemPage } from '../../portal/links.js';
import type { TaskRun } from '../../portal/operations.js';
import { TASK_ACTION } from '../ids.js';
import { taskTypeLabel } from './labels.js';
import { userWords } from './request-summary.js';
import { fieldsInZone } from './task-when.js';
import { clip, code, context, count, divider, header, inert, LIMITS, plain, section } from './text.js';
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
const RESULT_MAX = 200;

/** What people call the task: its title, its item's title, or what it does. */
export function taskName(e: TaskEntry): string {
  return e.task.title || e.origin?.item?.title || taskTypeLabel(e.task.type);
}

/** The schedule in words: as the person asked it (the bot's request), else the UTC fields read in the reader's zone. */
export function scheduleWords(e: TaskEntry, o: TaskViewOptions): string {
  const asked = e.origin?.parts === 1 ? e.origin.schedule?.description : undefined;
  return asked ?? fieldsInZone(e.task.cron, o.zone, o.now);
}

const STATE_LINE: Readonly<Record<TaskHealth['state'], (h: TaskHealth) => string>> = {
  stopped: (h) =>
    `:octagonal_sign: *Stopped by the portal*${h.failuresInRow > 0 ? ` after ${count(h.failuresInRow, 'failed run')} in a row` : ''}: resume it once the cause is fixed`,
  failing: (h) =>
    h.failuresInRow > 0
      ? `:warning: *Failing*: ${failuresWords(h.failuresInRow)}; the portal stops it after ${STOP_AFTER_FAILURES}`
      : `:warning: *Failing*: ${h.recentFailed} of the last ${h.recent} runs failed`,
  active: () => ':large_green_circle: Active',
  paused: () => ':double_vertical_bar: Paused',
  completed: () => ':white_check_mark: Completed: no runs left',
};

function failuresWords(n: number): string {
  return n === 1 ? 'the last run failed' : `the last ${n} runs failed`;
}

/** One task: a section (name, state, when, last run), a small context (item, owner, id), its buttons. */
export function taskBlocks(e: TaskEntry, o: TaskViewOptions): KnownBlock[] {
  const name = inert(clip(taskName(e), TITLE_MAX));
  const lines = [`*${name}* · ${inert(taskTypeLabel(e.task.type))}`, STATE_LINE[e.health.state](e.health)];
  const when = inert(scheduleWords(e, o));
  lines.push(e.nextRun !== null ? `${when} · next ${dateToken(e.nextRun, o.zone)}` : when);
  const last = e.health.lastRun;
  if (last) lines.push(lastRunWords(last, o));
  const blocks: KnownBlock[] = [section(lines.join('\n'))];
  blocks.push(context(smallPrint(e, o)));
  const buttons = taskButtons(e);
  if (buttons) blocks.push(buttons);
  return blocks;
}

function lastRunWords(run: TaskRun, o: TaskViewOptions): string {
  const when = dateToken(run.created, o.zone);
  const result = resultWords(run.result);
  switch (run.status) {
    case 'succeeded':
      return `Last run ${when} succeeded${result ? `: ${result}` : ''}`;
    case 'skipped':
      return `Last run ${when} was skipped${result ? `: ${result}` : ''}`;
    default:
      return `Last run ${when} *failed*${result ? `: ${result}` : ''}`;
  }
}

/** A run's result: a link when it is one (a notebook's output), else its words, clipped and inert. */
export function resultWords(result: string | undefined): string | null {
  const text = result?.trim();
  if (!text) return null;
  if (/^https:\/\/[^\s<>|]+$/.test(text) && text.length <= 500) return `<${text}|see the result>`;
  return `“${inert(clip(text.replace(/\s+/g, ' '), RESULT_MAX))}”`;
}

function smallPrint(e: TaskEntry, o: TaskViewOptions): string {
  const parts: string[] = [];
  const itemId = e.task.itemId;
  if (itemId) {
    const page = o.portal ? itemPage(o.portal, itemId) : null;
    const title = e.origin?.item?.title ? inert(clip(e.origin.item.title, 80)).replace(/\|/g, '¦') : 'the item';
    parts.push(page ? `<${page}|${title}>` : `item ${code(itemId)}`);
  }
  if (e.origin) parts.push(`created by ${userWords(e.origin.owner.user)}`);
  else if (e.task.owner) parts.push(`created on the portal by ${inert(clip(e.task.owner, 80))}`);
  parts.push(`task ${code(e.task.id)}`);
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
          text: { type: 'mrkdwn', text: `*${inert(clip(taskName(e), TITLE_MAX))}* will not run until it is resumed.` },
          confirm: plain('Pause', 30),
          deny: plain('Keep it running', 30),
        },
      });
    } else {
      elements.push(button('Resume', TASK_ACTION.resume, id, 'primary'));
    }
    elements.push(button('Edit schedule', TASK_ACTION.edit, id));
    elements.push(button('Delete…', TASK_ACTION.delete, id, 'danger'));
  }
  return { type: 'actions', block_id: `task_${id}`, elements };
}

/** "3 tasks · 1 needs attention". */
function sectionSummary(s: TaskSection): string {
  const attention = s.entries.filter((e) => e.health.state === 'stopped' || e.health.state === 'failing').length;
  const shown = s.total > s.entries.length ? ` (${s.start + 1}–${s.start + s.entries.length} shown)` : '';
  return `${count(s.total, 'task')}${shown}${attention > 0 ? ` · :warning: ${attention} on this page ${attention === 1 ? 'needs' : 'need'} attention` : ''}`;
}

function sectionBlocks(title: string, s: TaskSection, o: TaskViewOptions, more: string, empty: string): KnownBlock[] {
  const blocks: KnownBlock[] = [header(title)];
  if (s.total === 0) return [...blocks, section(empty)];
  blocks.push(context(sectionSummary(s)));
  s.entries.forEach((e, i) => {
    if (i > 0) blocks.push(divider());
    blocks.push(...taskBlocks(e, o));
  });
  const pager: Button[] = [];
  if (s.start > 0) pager.push(button('Back to the first', TASK_ACTION.more, `${more}:0`));
  if (s.more) pager.push(button('More tasks', TASK_ACTION.more, `${more}:${s.start + s.entries.length}`));
  if (pager.length > 0) blocks.push({ type: 'actions', block_id: `task_pages_${more}`, elements: pager });
  return blocks;
}

const EMPTY_MINE =
  'You have no scheduled tasks yet. Type `/portal-task every weekday 7pm` in any channel to schedule one.';

/** The Home tab: the person's tasks, then (admins) the team's; at most 100 blocks, whatever the number of tasks. */
export function homeView(listing: TaskListing, o: TaskViewOptions): { type: 'home'; blocks: KnownBlock[] } {
  const blocks = [
    ...sectionBlocks('Your tasks', listing.mine, o, 'mine', EMPTY_MINE),
    ...(listing.team
      ? sectionBlocks("The team's other tasks", listing.team, o, 'team', 'No other tasks on this account.')
      : []),
    context(`Times are in your time zone. Tasks run on the portal as ${code(listing.portalUser)}.`),
  ];
  return { type: 'home', blocks: blocks.slice(0, LIMITS.viewBlocks) };
}

/** `/portal tasks`: the person's own list as an ephemeral message (at most 50 blocks); the team's is on the Home tab. */
export function tasksMessage(listing: TaskListing, o: TaskViewOptions): { text: string; blocks: KnownBlock[] } {
  const s = listing.mine;
  const text = s.total === 0 ? 'You have no scheduled tasks yet.' : `Your tasks: ${count(s.total, 'task')}.`;
  const blocks = sectionBlocks('Your tasks', s, o, 'mine', EMPTY_MINE);
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
