import type { KnownBlock, ModalView } from '@slack/types';
import type { Confirmation, Replaced, RequestOutcome, RequestPayload, TaskBefore } from '../../requests/types.js';
import { CALLBACK } from '../ids.js';
import { nameOf, summaryOf, userWords, whenWords } from './request-summary.js';
import { clip, clipMrkdwn, code, context, inert, LIMITS, plain, section } from './text.js';
import { shortTime } from './time.js';
import { nextRunAfter, runTime, scheduleCaveats } from './when.js';

/**
 * Changing an existing task, in words: what changes on the confirmation (before → after), the modal while it is
 * saved, where the change ended, and the one sentence the team channel reads.
 */

const NAME_MAX = 120;
const ERROR_SHOWN = 1500;

/**
 * The task a request changes, if it is a change: one task updated, or a schedule that follows daylight saving
 * changed whole (a new one made in its place, `supersedes`), which people see as the same thing.
 */
export function replacedOf(about: Confirmation | RequestOutcome): Replaced | undefined {
  if ('replaces' in about && about.replaces) return about.replaces;
  if ('supersedes' in about && about.supersedes) return about.supersedes;
  if (!('record' in about)) return undefined;
  const payload = about.record.payload as RequestPayload | null;
  return payload && 'tasks' in payload ? (payload.replaces ?? payload.supersedes) : undefined;
}

/** The followed schedule a request takes the place of, if it is such a change. */
function supersededOf(outcome: RequestOutcome): boolean {
  const payload = outcome.record.payload as RequestPayload | null;
  return payload !== null && 'tasks' in payload && payload.supersedes !== undefined;
}

/** The schedule it had, in the words it was asked in (or the UTC fields' words, said to be UTC). */
function beforeWords(b: TaskBefore): string {
  return b.timezone === null ? `${b.words} (UTC)` : b.words;
}

function day(ms: number | null | undefined, zone: string): string {
  return ms === null || ms === undefined ? 'none' : shortTime(ms, zone);
}

/** "~old~ → *new*", each made inert. */
function arrow(before: string, after: string): string {
  return `~${inert(clip(before, 400))}~ → *${inert(clip(after, 400))}*`;
}

/**
 * One line per setting that changes: the schedule always (it is what the person came to change), the rest if so.
 * `after` is the task as asked (for a schedule that follows daylight saving, its running period, not a stretch's).
 */
export function changeLines(c: Confirmation, zone: string, after = c.tasks[0]): string[] {
  const r = replacedOf(c);
  if (!r || !after) return [];
  const b = r.before;
  const newWords = c.schedule?.description ?? c.schedule?.fieldsDescriptions.join('; ') ?? '';
  // a followed schedule is several tasks whose fields differ by stretch: the same schedule is the same words
  const same = c.supersedes
    ? c.schedule?.timezone === b.timezone && newWords === b.words && c.schedule?.dst?.following === true
    : b.cron.minute === after.minute &&
      b.cron.hour === after.hour &&
      b.cron.dayOfMonth === after.dayOfMonth &&
      b.cron.month === after.month &&
      b.cron.dayOfWeek === after.dayOfWeek;
  const lines = [
    same ? `*Schedule:* unchanged, ${inert(clip(newWords, 400))}` : `*Schedule:* ${arrow(beforeWords(b), newWords)}`,
  ];
  if ((b.title ?? '') !== (after.title ?? ''))
    lines.push(`*Title:* ${arrow(b.title || 'none', after.title || 'none')}`);
  if ((b.itemId ?? '') !== (after.itemId ?? '')) {
    lines.push(`*Item:* ~${code(b.itemId ?? 'none')}~ → ${code(after.itemId ?? 'none')}`);
  }
  if ((b.startDate ?? null) !== (after.startDate ?? null) && after.startDate !== undefined) {
    lines.push(`*Starts:* ${arrow(day(b.startDate, zone), day(after.startDate, zone))}`);
  }
  if ((b.endDate ?? null) !== (after.endDate ?? null)) {
    lines.push(`*Ends:* ${arrow(day(b.endDate, zone), day(after.endDate, zone))}`);
  }
  if ((b.maxOccurrences ?? null) !== (after.maxOccurrences ?? null)) {
    lines.push(
      `*Stops after:* ${arrow(
        b.maxOccurrences === null ? 'no limit' : `${b.maxOccurrences} runs`,
        after.maxOccurrences === undefined ? 'no limit' : `${after.maxOccurrences} runs`,
      )}`,
    );
  }
  if (c.supersedes) {
    const n = c.supersedes.taskIds.length;
    lines.push(
      `_It follows daylight saving as ${n === 1 ? 'one portal task' : `${n} portal tasks`} (one per stretch between clock changes): the new schedule is made first, then ${n === 1 ? 'that task is' : 'those are'} deleted._`,
    );
  }
  return lines;
}

/** The modal between the confirm and the answer. */
export function savingView(): ModalView {
  return {
    type: 'modal',
    callback_id: CALLBACK.progress,
    title: plain('Saving changes…', LIMITS.modalTitle),
    close: plain('Close', LIMITS.modalButton),
    blocks: [
      section(':hourglass_flowing_sand: *Saving…* Sending the change to the portal; this takes a few seconds.'),
      context(
        'It is sent once, whatever is clicked. Closing this window does not stop it; `/portal history` shows it.',
      ),
    ],
  };
}

export interface ChangeResultOptions {
  readonly zone: string;
  /** A line to add, in mrkdwn made safe by its maker (e.g. that the team channel could not be told). */
  readonly note?: string;
}

/** Where a change ended: changed (when it now runs), not changed (why, what to do), or not known yet. */
export function changeResultView(outcome: RequestOutcome, o: ChangeResultOptions): ModalView {
  const s = summaryOf(outcome.record);
  const name = `*${inert(clip(nameOf(s), NAME_MAX))}*`;
  const ref = outcome.record.updatedAt;
  const blocks: KnownBlock[] = [];
  let title: string;
  if (outcome.state === 'created') {
    title = 'Task changed';
    const when = whenWords(s.schedule);
    const next = nextRunAfter(s.schedule, ref);
    const lines = [`:white_check_mark: Changed ${name}.`];
    if (when) lines.push(`Now *${when}*${next === null ? '' : ` · next run ${inert(runTime(next, o.zone, { ref }))}`}`);
    lines.push(...scheduleCaveats(s.schedule, s.tasks));
    blocks.push(section(lines.join('\n')));
  } else if (outcome.state === 'unknown') {
    title = 'Checking the portal';
    const stored = outcome.results.find((r) => r.state === 'unknown')?.error?.message;
    blocks.push(section(`:grey_question: *Not known yet* whether ${name} was changed.`));
    if (stored) blocks.push(section(inert(clip(stored, ERROR_SHOWN))));
    blocks.push(
      section(
        '*What happens now:* the task is read back from the portal until it shows whether the change was made; nothing is sent again. You are told here in Slack.',
      ),
    );
  } else if (outcome.state === 'partial' && supersededOf(outcome)) {
    // a schedule that follows daylight saving changed whole: the old one is deleted only once the new one is whole
    title = 'Partly changed';
    const made = outcome.results.filter((r) => r.state === 'created').length;
    blocks.push(
      section(
        `:warning: *Partly changed:* ${made} of the new schedule’s ${outcome.results.length} tasks were made; ${name} as it was is kept, and still runs beside them, so nothing is lost.`,
      ),
    );
    blocks.push(section('*What to do:* look at both on the Home tab and delete the one you do not want.'));
  } else {
    title = 'Not changed';
    const messages = [...new Set(outcome.results.flatMap((r) => (r.error ? [r.error.message] : [])))];
    if (messages.length === 0 && outcome.record.error) messages.push(outcome.record.error.message);
    const said = messages.map((m) => inert(clip(m, ERROR_SHOWN))).join('\n');
    blocks.push(section(`:x: *Not changed:* ${name} runs as before.${said ? `\n${said}` : ''}`));
    blocks.push(section('*What to do:* press Edit on the task again once the cause is fixed.'));
  }
  if (o.note) blocks.push(context(clipMrkdwn(o.note, LIMITS.contextText - 100)));
  blocks.push(context(`request ${code(outcome.requestId)}`));
  return {
    type: 'modal',
    callback_id: CALLBACK.progress,
    title: plain(title, LIMITS.modalTitle),
    close: plain('Close', LIMITS.modalButton),
    blocks: blocks.slice(0, LIMITS.viewBlocks),
  };
}

/** "@alice changed *Nightly notebook*: now every weekday at 6:00 PM Pacific Time." */
export function changeSentence(outcome: RequestOutcome, requester: string): string {
  const s = summaryOf(outcome.record);
  const when = whenWords(s.schedule);
  const now = when ? `: now ${when.charAt(0).toLowerCase()}${when.slice(1)}` : '';
  return `:pencil2: ${userWords(requester)} changed *${inert(clip(nameOf(s), NAME_MAX))}*${now}.`;
}

/** The team channel's message about a change: the sentence, as text and as its one block. */
export function changeMessage(outcome: RequestOutcome, requester: string): { text: string; blocks: KnownBlock[] } {
  const text = changeSentence(outcome, requester);
  return { text, blocks: [section(text)] };
}
