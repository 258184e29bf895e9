import type { KnownBlock, ModalView } from '@slack/types';
import { contentPage, itemPage } from '../../portal/links.js';
import type { Confirmation, RequestOutcome } from '../../requests/types.js';
import type { SubResult } from '../../store/types.js';
import type { Words } from '../../words.js';
import { CALLBACK, RESULT_ACTION } from '../ids.js';
import { actionFor, wordsFor } from './explained.js';
import { cronText, type RequestSummary, summaryOf, whatWords, whenWords } from './request-summary.js';
import { clip, clipMrkdwn, code, context, count, inert, LIMITS, plain, section } from './text.js';
import { nextRunAfter, runTime, scheduleCaveats } from './when.js';

/** The views a modal passes through after the confirm: "Creating…", then the result or the error. */

function view(title: string, blocks: KnownBlock[], close = 'Close'): ModalView {
  return {
    type: 'modal',
    callback_id: CALLBACK.progress,
    title: plain(title, LIMITS.modalTitle),
    close: plain(close, LIMITS.modalButton),
    blocks: blocks.slice(0, LIMITS.viewBlocks),
  };
}

/** A placeholder opened at once while the trigger id is fresh, before the slow part (discovery, the zone). */
export function loadingView(title: string): ModalView {
  return view(title, [section(':hourglass_flowing_sand: Loading…')], 'Cancel');
}

export function creatingView(kind: 'task' | 'role'): ModalView {
  return view(kind === 'task' ? 'Creating the task…' : 'Creating the role…', [
    section(':hourglass_flowing_sand: *Creating…* Sending it to the portal; this takes a few seconds.'),
    context('It is sent once, whatever is clicked. Closing this window does not stop it; `/portal history` shows it.'),
  ]);
}

export interface ResultOptions {
  /** The confirmation it came from (the record holds the same; either describes the request). */
  readonly confirmation?: Confirmation;
  /** A line to add, in mrkdwn made safe by its maker, e.g. that the team channel could not be told. */
  readonly note?: string;
  /** The person's zone: the next run is shown in it. */
  readonly zone?: string;
  /** The portal's REST root: "Open in portal" goes to the item's page (or the person's content). */
  readonly portal?: URL;
}

const ERROR_SHOWN = 1500;

function idList(ids: readonly string[]): string {
  return ids.map((id) => code(id)).join(', ');
}

function partLabel(s: RequestSummary, r: SubResult): string {
  if (s.kind === 'role') return 'The role';
  const task = s.tasks[r.index];
  const fields = task ? ` (${code(cronText(task))})` : '';
  return s.tasks.length > 1 ? `Task ${r.index + 1}${fields}` : `The task${fields}`;
}

/** The stored words without what the headline already says ("…; nothing was created."). */
function why(message: string): string {
  return inert(clip(message.replace(/;\s*nothing was created\.?/i, '.').replace(/\.\./g, '.'), ERROR_SHOWN));
}

/** One line per part: created with its id, refused with why, or not known yet. */
function partLines(s: RequestSummary, results: readonly SubResult[]): string[] {
  return results.map((r) => {
    const label = partLabel(s, r);
    if (r.state === 'created') return `:white_check_mark: ${label}: created, id ${code(r.id ?? '?')}`;
    const words = r.error ? ` ${why(r.error.message)}` : '';
    if (r.state === 'rejected') return `:x: ${label}: not created.${words}`;
    return `:grey_question: ${label}: not known yet.${words}`;
  });
}

/** What to do, once per distinct error code among the parts. */
function actions(results: readonly SubResult[], fallback: string | null): string[] {
  const codes = [...new Set(results.flatMap((r) => (r.error && r.state !== 'created' ? [r.error.code] : [])))];
  const said = codes.map(actionFor).filter((a): a is string => a !== null);
  if (said.length === 0 && fallback !== null) said.push(fallback);
  return [...new Set(said)].map((a) => `*What to do:* ${inert(a)}`);
}

function normalise(extra: ResultOptions | Confirmation | string | undefined): ResultOptions {
  if (extra === undefined) return {};
  if (typeof extra === 'string') return { note: extra };
  return 'requestId' in extra ? { confirmation: extra } : extra;
}

function button(text: string, o: { action: string; value?: string; url?: string; primary?: boolean }) {
  return {
    type: 'button' as const,
    action_id: o.action,
    text: plain(text, LIMITS.buttonText),
    ...(o.value === undefined ? {} : { value: clip(o.value, 2000) }),
    ...(o.url === undefined ? {} : { url: o.url }),
    ...(o.primary ? { style: 'primary' as const } : {}),
  };
}

/** "Open in portal" (the item's page, else the person's content there), and the buttons that reopen the form. */
function buttons(s: RequestSummary, requestId: string, o: ResultOptions, which: 'created' | 'edit'): KnownBlock {
  const elements = [];
  if (which === 'created') {
    const page = o.portal && s.kind === 'task' ? (itemPage(o.portal, s.item?.id) ?? contentPage(o.portal)) : null;
    if (page) elements.push(button('Open in portal', { action: RESULT_ACTION.openItem, url: page, primary: true }));
    elements.push(button('Create another', { action: RESULT_ACTION.createAnother, value: requestId }));
  } else {
    elements.push(button('Back to edit', { action: RESULT_ACTION.backToEdit, value: requestId, primary: true }));
  }
  return { type: 'actions', elements };
}

/** When it runs, truly: the schedule in words, the next run in the person's time, and the caveats. */
function runsLines(s: RequestSummary, zone: string, ref: number): string[] {
  if (s.kind !== 'task') return [];
  const when = whenWords(s.schedule);
  const next = nextRunAfter(s.schedule, ref);
  const lines: string[] = [];
  if (when) lines.push(`*${when}*${next === null ? '' : ` · next run ${inert(runTime(next, zone, { ref }))}`}`);
  lines.push(...scheduleCaveats(s.schedule, s.tasks));
  return lines;
}

/**
 * Where the request ended: created (when it runs, the ids, Open in portal, Create another), partly created (each
 * part with its id or why not), not created (the portal's words once, what to do, Back to edit with everything
 * kept), or not known (the portal may have created it; it is being checked, and nothing is sent again). The second
 * argument may be the confirmation, a note, or both with the person's zone and the portal.
 */
export function resultView(outcome: RequestOutcome, extra?: ResultOptions | Confirmation | string): ModalView {
  const o = normalise(extra);
  const s = summaryOf(o.confirmation ?? outcome.record);
  const what = whatWords(s);
  const zone = o.zone ?? 'UTC';
  const ref = outcome.record.updatedAt;
  const blocks: KnownBlock[] = [];
  const small: string[] = [];
  let title: string;
  switch (outcome.state) {
    case 'created': {
      const ids = outcome.createdIds;
      title = s.kind === 'role' ? 'Role created' : ids.length > 1 ? 'Tasks created' : 'Task created';
      const verb = s.kind === 'role' ? 'Created' : 'Scheduled';
      const label = s.kind === 'role' ? 'Role id' : ids.length > 1 ? 'Task ids' : 'Task id';
      const lines = [`:white_check_mark: ${verb} ${what}.`, ...runsLines(s, zone, ref), `${label}: ${idList(ids)}`];
      blocks.push(section(lines.join('\n')));
      blocks.push(buttons(s, outcome.requestId, o, 'created'));
      break;
    }
    case 'partial': {
      title = 'Partly created';
      blocks.push(
        section(
          `:warning: Partly created: ${what}. ${outcome.createdIds.length} of ${count(outcome.results.length, 'task')} created; the others were not.`,
        ),
      );
      blocks.push(section(partLines(s, outcome.results).join('\n')));
      blocks.push(...actions(outcome.results, null).map((a) => section(a)));
      blocks.push(buttons(s, outcome.requestId, o, 'created'));
      break;
    }
    case 'rejected': {
      title = 'Not created';
      const messages = [...new Set(outcome.results.flatMap((r) => (r.error ? [r.error.message] : [])))];
      if (messages.length === 0 && outcome.record.error) messages.push(outcome.record.error.message);
      const said = messages.map(why).join('\n');
      blocks.push(section(`:x: *Not created:* ${what}.${said ? `\n${said}` : ''}`));
      const fallback = outcome.record.error ? actionFor(outcome.record.error.code) : null;
      blocks.push(...actions(outcome.results, fallback).map((a) => section(a)));
      blocks.push(buttons(s, outcome.requestId, o, 'edit'));
      small.push('Back to edit opens the form with everything you entered.');
      break;
    }
    case 'unknown': {
      title = 'Checking the portal';
      const words = wordsFor('portal.outcome-unknown', {
        operation: s.kind === 'task' ? 'createTask' : 'createRole',
      });
      blocks.push(section(`:grey_question: *Not known yet:* ${what}.`));
      // The stored words carry the reason (connection lost, a server error page…); the generic ones do not.
      const stored =
        outcome.results.find((r) => r.state === 'unknown')?.error?.message ?? outcome.record.error?.message;
      blocks.push(section(inert(clip(stored ?? words.summary, ERROR_SHOWN))));
      if (outcome.createdIds.length > 0) blocks.push(section(partLines(s, outcome.results).join('\n')));
      blocks.push(section(`*What happens now:* ${inert(words.action)}`));
      small.push('`/portal history` shows where it stands once the portal has been checked.');
      break;
    }
    case 'submitting':
    case 'draft': {
      title = 'Already being sent';
      blocks.push(
        section(
          `:hourglass_flowing_sand: ${what}: already being sent (another click got there first). It is sent once; \`/portal history\` shows the result.`,
        ),
      );
      break;
    }
    case 'cancelled':
    case 'expired': {
      title = 'Not sent';
      const words = wordsFor(outcome.state === 'cancelled' ? 'request.cancelled' : 'request.expired');
      blocks.push(section(`${inert(words.summary)}\n*What to do:* ${inert(words.action)}`));
      blocks.push(buttons(s, outcome.requestId, o, 'edit'));
      break;
    }
  }
  if (o.note) blocks.push(context(clipMrkdwn(o.note, LIMITS.contextText - 100)));
  small.push(`request ${code(outcome.requestId)}`);
  blocks.push(context(small.join(' · ')));
  return view(title, blocks);
}

/** An error in words; an unexpected one carries a short reference that matches a log line. */
export function errorView(words: Words, reference?: string): ModalView {
  const blocks: KnownBlock[] = [
    section(`:x: ${inert(clip(words.summary, ERROR_SHOWN))}`),
    section(`*What to do:* ${inert(clip(words.action, ERROR_SHOWN))}`),
  ];
  if (reference) blocks.push(context(`Reference: ${code(clip(reference, 64))} (give it to whoever runs the bot).`));
  return view('Could not continue', blocks);
}
