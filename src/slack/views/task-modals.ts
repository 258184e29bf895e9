import type { KnownBlock, ModalView } from '@slack/types';
import type { TaskEntry } from '../../operations/tasks/desk.js';
import type { TaskRun } from '../../portal/operations.js';
import { CALLBACK } from '../ids.js';
import { resultWords, scheduleWords, type TaskViewOptions, taskName } from './tasks.js';
import { clip, code, context, count, inert, LIMITS, plain, section } from './text.js';
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

/** The task's recent runs in the reader's time, newest first, each with how it ended and its result. */
export function historyModal(entry: TaskEntry, runs: readonly TaskRun[], o: TaskViewOptions): ModalView {
  const name = inert(clip(taskName(entry), 120));
  const blocks: KnownBlock[] = [section(`*${name}*\n${inert(scheduleWords(entry, o))}`)];
  if (runs.length === 0) {
    blocks.push(section('It has not run yet.'));
  } else {
    const failed = runs.slice(0, RUNS_SHOWN).filter((r) => r.status === 'failed' || r.status === 'submitfailed');
    blocks.push(
      context(
        `The last ${count(Math.min(runs.length, RUNS_SHOWN), 'run')}, newest first${failed.length > 0 ? ` · ${failed.length} failed` : ''}. Times are yours.`,
      ),
    );
    for (const run of runs.slice(0, RUNS_SHOWN)) {
      const status = STATUS[run.status] ?? inert(clip(run.status, 40));
      const result = resultWords(run.result);
      blocks.push(section(`${status} · ${dateToken(run.created, o.zone)}${result ? `\n${result}` : ''}`));
    }
  }
  blocks.push(context(`task ${code(entry.task.id)}`));
  return modal(CALLBACK.taskHistory, 'Run history', blocks);
}

/** "Delete this task?", naming it and its next run; the submission deletes it. */
export function deleteModal(entry: TaskEntry, o: TaskViewOptions): ModalView {
  const name = inert(clip(taskName(entry), 120));
  const next = entry.nextRun !== null ? `Its next run, ${dateToken(entry.nextRun, o.zone)}, will not happen.` : '';
  const several =
    entry.origin && entry.origin.parts > 1
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
