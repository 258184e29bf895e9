import type { ActionsBlock, Button, KnownBlock } from '@slack/types';
import type { Alert, AlertRun, AlertTask } from '../../operations/watcher/alerts.js';
import { FAILURES_BEFORE_STOP } from '../../operations/watcher/alerts.js';
import { TASK_ACTION } from '../ids.js';
import type { Message } from '../messages.js';
import { taskTypeLabel } from './labels.js';
import { clip, code, context, count, inert, LIMITS, plain, preformatted, section } from './text.js';
import { dateToken, runTime } from './when.js';

/**
 * What the run watcher says, in the team channel and to the task's owner: what happened to which task and when
 * first (each reader's own time), the portal's words about the run, how close the task is to being stopped, the
 * item; the ids last, in small print. The owner's copy carries the task's buttons.
 */

export interface RunAlertOptions {
  /** `owner`: the direct message to the task's owner, with buttons; `team`: the channel's. */
  readonly audience: 'team' | 'owner';
  /** The fallback's zone (where a reader's own time cannot be shown): the owner's, else UTC. */
  readonly zone: string;
}

/** The portal's words about a run are clipped: a notebook's traceback can run to pages. */
const RESULT_MAX = 600;
const RESULT_LINES = 12;

/** "*Nightly sales*" or "an untitled “Run a notebook” task", inert. */
function taskName(t: AlertTask): string {
  return t.title ? `*${inert(clip(t.title, 150))}*` : `an untitled “${inert(taskTypeLabel(t.type))}” task`;
}

function plainName(t: AlertTask): string {
  return t.title ? `“${clip(t.title, 150)}”` : `an untitled “${taskTypeLabel(t.type)}” task`;
}

/**
 * A result that is only a link (notebooks answer with their output's address) is a link; anything else is shown as
 * the portal wrote it, preformatted (tracebacks keep their lines), clipped.
 */
function resultWords(run: AlertRun | null): string | null {
  const r = run?.result?.trim();
  if (!r) return null;
  if (/^https:\/\/[^\s<>|]+$/.test(r) && r.length <= LIMITS.url) return `The portal says: <${r}|the run’s output>`;
  const lines = r.replace(/\r\n?/g, '\n').split('\n');
  const kept = clip(lines.slice(0, RESULT_LINES).join('\n'), RESULT_MAX);
  return `The portal says:\n${preformatted(lines.length > RESULT_LINES ? `${kept}\n…` : kept)}`;
}

/** How close the task is to being stopped, as a sentence. */
export function streakWords(streak: number): string {
  const inRow = `${count(streak, 'failure')} in a row: the portal stops the task after ${FAILURES_BEFORE_STOP}.`;
  if (streak === FAILURES_BEFORE_STOP - 1) return `${inRow} One more and it stops.`;
  return inRow;
}

function itemLine(t: AlertTask): string | null {
  if (!t.itemUrl) return t.itemId ? `item ${code(t.itemId)}` : null;
  const label = t.title ? 'the item on the portal' : `item ${t.itemId ?? ''}`.trim();
  return `<${t.itemUrl}|${inert(label)}>`;
}

function small(alert: Alert): string {
  const t = alert.task;
  const run = 'run' in alert && alert.run ? [`run ${code(alert.run.id)}`] : [];
  return [`task ${code(t.id)}`, inert(taskTypeLabel(t.type)), `as ${code(t.userName)}`, ...run].join(' · ');
}

function button(text: string, actionId: string, value: string, style?: 'primary' | 'danger'): Button {
  return {
    type: 'button',
    text: plain(text, LIMITS.buttonText),
    action_id: actionId,
    value,
    ...(style ? { style } : {}),
  };
}

/** The owner's buttons: the runs, and what can be done about the task (pause it, or resume it once stopped). */
function buttons(alert: Alert): ActionsBlock {
  const id = alert.task.id;
  const change =
    alert.kind === 'stopped'
      ? button('Resume', TASK_ACTION.resume, id, 'primary')
      : alert.kind === 'failed'
        ? button('Pause', TASK_ACTION.pause, id)
        : null;
  return {
    type: 'actions',
    block_id: `run_alert_${alert.kind}`,
    elements: [
      button('Run history', TASK_ACTION.history, id),
      ...(change ? [change] : []),
      button('Edit schedule', TASK_ACTION.edit, id),
    ],
  };
}

function ownerWords(t: AlertTask, audience: 'team' | 'owner'): string {
  if (audience === 'owner') return 'your task';
  return t.owner ? `<@${t.owner.user}>’s task` : 'the task';
}

/** The alert as a message: `text` for notifications and screen readers, blocks for the conversation. */
export function runAlertMessage(alert: Alert, o: RunAlertOptions): Message {
  const t = alert.task;
  const name = taskName(t);
  const whose = ownerWords(t, o.audience);
  let headline: string;
  let sentences: string[];
  let fallback: string;
  switch (alert.kind) {
    case 'failed': {
      headline = `:x: A run of ${name} failed ${dateToken(alert.run.at, o.zone)} (${whose})`;
      sentences = [streakWords(alert.streak)];
      fallback = `A run of ${plainName(t)} failed ${runTime(alert.run.at, o.zone, { zoneName: true })}. ${streakWords(alert.streak)}`;
      break;
    }
    case 'stopped': {
      const after = alert.streak > 0 ? ` after ${count(alert.streak, 'failed run')} in a row` : '';
      headline = `:no_entry: The portal stopped ${name}${after} (${whose})`;
      sentences = ['It will not run again until someone resumes it.'];
      fallback = `The portal stopped ${plainName(t)}${after}. It will not run again until someone resumes it.`;
      break;
    }
    case 'recovered': {
      headline = `:white_check_mark: ${name} ran without failing ${dateToken(alert.run.at, o.zone)}, after ${count(alert.after, 'failure')} in a row`;
      sentences = [];
      fallback = `${plainName(t)} ran without failing ${runTime(alert.run.at, o.zone, { zoneName: true })}, after ${count(alert.after, 'failure')} in a row.`;
      break;
    }
  }
  const item = itemLine(t);
  const first = [headline, ...sentences].join('\n');
  const blocks: KnownBlock[] = [section(first)];
  const result = alert.kind === 'recovered' ? null : resultWords(alert.run);
  if (result) blocks.push(section(result));
  if (item) blocks.push(context(item));
  if (o.audience === 'owner') blocks.push(buttons(alert));
  blocks.push(context(small(alert)));
  return { text: clip(inert(fallback), LIMITS.messageText), blocks };
}
