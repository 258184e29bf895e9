import type { KnownBlock, ModalView } from '@slack/types';
import type { TaskEntry } from '../../operations/tasks/desk.js';
import type { TaskRun } from '../../portal/operations.js';
import { CALLBACK } from '../ids.js';
import { isLink, resultWords, scheduleWords, stateLine, type TaskViewOptions, taskName } from './tasks.js';
import { clip, code, context, count, inert, LIMITS, plain, preformatted, section } from './text.js';
import { dateToken } from './when.js';

/** The modals a task's buttons open: its run history, and "Delete this task?". */

const RUNS_SHOWN = 20;

const STATUS: Readonly<Record<string, string>> = {
  succeeded: ':white_check_mark: Succeeded',
  failed: ':x: Failed',
  submitfailed: ':x: Could not start',
  skipped: ':fast_forward: Skipped',
  executing: ':hourglass_flowing_sand: Running',
  scheduled: ':clock3: Scheduled',
};

function modal(callbackId: string, title: string, blocks: KnownBlock[], extra: Partial<ModalView> = {}): ModalView {
  return {
    type: 'modal',
    callback_id: callbackId,
    title: plain(title, LIMITS.modalTitle),
    close: plain('Close', LIMITS.modalButton),
    blocks: blocks.slice(0, LIMITS.viewBlocks),
    ...extra,
  };
}

/** A traceback keeps its lines; pages of it would bury the runs below. */
const RESULT_LINES = 12;
const RESULT_MAX = 600;

/**
 * The task's recent runs in the reader's time, newest first, each with how it ended and the portal's words: a link
 * beside the run, one line quoted, several lines preformatted; the same words as the run above are not said again.
 */
export function historyModal(entry: TaskEntry, runs: readonly TaskRun[], o: TaskViewOptions): ModalView {
  const name = inert(clip(taskName(entry), 120));
  const state = entry.health.state === 'active' ? '' : `\n${stateLine(entry)}`;
  const blocks: KnownBlock[] = [section(`*${name}*${state}\n${inert(scheduleWords(entry, o))}`)];
  if (runs.length === 0) {
    blocks.push(section('It has not run yet.'));
  } else {
    const shown = runs.slice(0, RUNS_SHOWN);
    const failed = shown.filter((r) => r.status === 'failed' || r.status === 'submitfailed');
    blocks.push(
      context(
        `The last ${count(shown.length, 'run')}, newest first${failed.length > 0 ? ` · ${failed.length} failed` : ''}. Times are in your time zone.`,
      ),
    );
    shown.forEach((run, i) => {
      const status = STATUS[run.status] ?? inert(clip(run.status, 40));
      const head = `${status} · ${dateToken(run.created, o.zone)}`;
      const text = run.result?.trim() ?? '';
      const above = shown[i - 1]?.result?.trim();
      if (text === '') blocks.push(section(head));
      else if (isLink(text)) blocks.push(section(`${head} · ${resultWords(text)}`));
      else if (text === above) blocks.push(section(`${head}\n_The same words as the run above._`));
      else blocks.push(section(`${head}\n${runWords(text)}`));
    });
  }
  blocks.push(context(`task ${code(entry.task.id)}`));
  return modal(CALLBACK.taskHistory, 'Run history', blocks);
}

/** One line quoted; a traceback preformatted, its first lines kept. */
function runWords(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length === 1) return resultWords(text) ?? '';
  const kept = clip(lines.slice(0, RESULT_LINES).join('\n'), RESULT_MAX);
  return preformatted(lines.length > RESULT_LINES ? `${kept}\n…` : kept);
}

/** "Delete this task?", naming it and its next run; the submission deletes it. */
export function deleteModal(entry: TaskEntry, o: TaskViewOptions): ModalView {
  const name = inert(clip(taskName(entry), 120));
  const next = entry.nextRun !== null ? `Its next run, ${dateToken(entry.nextRun, o.zone)}, will not happen.` : '';
  const chain = entry.chain?.taskIds.length ?? 0;
  const several =
    chain > 1
      ? [
          context(
            `It follows daylight saving with ${chain} portal tasks, one per stretch between clock changes: all of them are deleted, and no new one is made.`,
          ),
        ]
      : entry.origin && entry.origin.parts > 1
        ? [context(`It is one of ${entry.origin.parts} tasks made for one schedule; the others stay.`)]
        : [];
  return modal(
    CALLBACK.taskDelete,
    'Delete task',
    [
      section(`:wastebasket: Delete *${name}*?\n${inert(scheduleWords(entry, o))}`),
      section(`${next} The portal deletes its run history with it; this cannot be undone.`.trim()),
      ...several,
      context(`task ${code(entry.task.id)}`),
    ],
    {
      submit: plain('Delete', LIMITS.modalButton),
      close: plain('Keep it', LIMITS.modalButton),
      private_metadata: JSON.stringify({ taskId: entry.task.id }),
    },
  );
}

/** After a change from a modal: what happened, in one line. */
export function doneModal(title: string, words: string): ModalView {
  return modal(CALLBACK.progress, title, [section(words)]);
}
