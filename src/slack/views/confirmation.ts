import type { KnownBlock, ModalView } from '@slack/types';
import type { Confirmation, ScheduleSummary } from '../../requests/types.js';
import { CALLBACK } from '../ids.js';
import { dstChoiceBlocks } from './dst-choice.js';
import { warningLabel } from './labels.js';
import { confirmMetadata } from './metadata.js';
import { accountWords, channelWords, cronText, itemWords, nameOf, summaryOf, taskLines } from './request-summary.js';
import { changeLines, replacedOf } from './task-change.js';
import { clip, code, context, count, divider, header, inert, LIMITS, plain, section } from './text.js';
import { shortTime } from './time.js';
import {
  dstSentences,
  firstShiftedBeyond,
  frequency,
  frequencyWords,
  runTime,
  sameClock,
  severalTasksWhy,
  shiftAt,
  shiftsOf,
  utcDaysNote,
} from './when.js';

/**
 * The confirmation views: exactly what confirming will send, and as whom, in the order a person asks: when does it
 * run (in my time), what is it, what should I know; the machinery (UTC fields, ids, the account) last and small.
 * Submitting the view is the confirm (callback `task_confirm` / `role_confirm`; `private_metadata` holds the
 * request id and zone, see `readConfirmMetadata`).
 */
export interface ConfirmationOptions {
  /** The person's zone: runs, expiry and dates are shown in it first. */
  readonly zone: string;
  /** The channel the command came from, carried along for the app. */
  readonly channel?: string;
  /** The team channel that will be told of the creation, named so nobody is surprised. */
  readonly notifyChannel?: string;
  /** The portal's REST root, for links to the item's page. */
  readonly portal?: URL;
  /**
   * The view was pushed on top of the form (`response_action: 'push'`): its close button then returns to the form
   * and reads "Back". Otherwise it replaced the form, and closing closes everything: "Cancel".
   */
  readonly pushed?: boolean;
  /** FOLLOW_LEAD_DAYS: how long before each daylight saving change a followed schedule's next task is created. */
  readonly followLeadDays?: number;
}

/** Most caveats shown one per block; any beyond are folded into one. */
const WARNINGS_SHOWN = 8;
const RUNS_SHOWN = 5;

function modal(
  callback: string,
  title: string,
  blocks: KnownBlock[],
  c: Confirmation,
  o: ConfirmationOptions,
): ModalView {
  return {
    type: 'modal',
    callback_id: callback,
    title: plain(title, LIMITS.modalTitle),
    submit: plain(replacedOf(c) ? 'Save changes' : 'Create', LIMITS.modalButton),
    close: plain(o.pushed ? 'Back' : 'Cancel', LIMITS.modalButton),
    private_metadata: confirmMetadata({
      requestId: c.requestId,
      zone: o.zone,
      ...(o.channel === undefined ? {} : { channel: o.channel }),
      ...(c.replaces ? { edit: { taskId: c.replaces.taskId, type: c.replaces.before.type } } : {}),
      ...(c.supersedes
        ? { edit: { taskId: c.supersedes.taskId, type: c.supersedes.before.type, whole: true as const } }
        : {}),
    }),
    blocks: blocks.slice(0, LIMITS.viewBlocks),
  };
}

/** The small print every confirmation ends with: as whom, who is told, and that nothing is sent yet. */
function footer(c: Confirmation, o: ConfirmationOptions): KnownBlock[] {
  const changed = replacedOf(c) !== undefined;
  const told = o.notifyChannel
    ? ` ${channelWords(o.notifyChannel)} is told once it ${changed ? 'is changed' : 'exists'}.`
    : '';
  return [
    context(`${changed ? 'Changed' : 'Created'} ${accountWords(c.portalUser)}.${told}`),
    context(
      `Nothing has been sent yet. Confirm by ${inert(shortTime(c.expiresAt, o.zone))}; after that this confirmation expires and nothing is sent.`,
    ),
  ];
}

/** "*Every weekday at 7:00 PM Pacific Time* · first run Mon, Nov 23 at 7:00 PM", in the reader's time first. */
function leadBlock(c: Confirmation, s: ScheduleSummary | null, zone: string): KnownBlock {
  const when = s?.description ?? s?.fieldsDescriptions.join('; ') ?? '';
  const first = s?.nextRuns[0];
  const local = s?.timezone ?? zone;
  let firstWords = 'it never runs: these fields match no date';
  if (first !== undefined) {
    const yours = runTime(first, zone, { ref: c.expiresAt, zoneName: !sameClock(zone, local, first) });
    firstWords = sameClock(zone, local, first)
      ? `first run ${yours}`
      : `first run ${yours} your time (${runTime(first, local, { ref: c.expiresAt, zoneName: true })})`;
  }
  return section(`*${inert(clip(when, 600))}* · ${inert(firstWords)}`);
}

/** What it is: the name, the type, the item with a link, the running period and the settings. */
function whatBlock(c: Confirmation, o: ConfirmationOptions): KnownBlock | null {
  const s = summaryOf(c);
  const first = askedPeriod(c);
  if (!first) return null;
  const lines = [`*${inert(clip(nameOf(s), 200))}*${first.title ? ` · ${inert(taskLines(first, o.zone).type)}` : ''}`];
  const item = itemWords(s.item, o.portal);
  if (item) lines.push(`*Item:* ${item}`);
  lines.push(...taskLines(first, o.zone).details);
  return section(lines.join('\n'));
}

/**
 * The first task, with the running period the person asked for the whole schedule when it follows daylight saving
 * (each of its tasks carries only its own stretch's dates, which are the bot's business, not the person's).
 */
function askedPeriod(c: Confirmation): Confirmation['tasks'][number] | undefined {
  const first = c.tasks[0];
  const d = c.schedule?.dst;
  if (!first || !d?.following || !d.asked) return first;
  const { startDate: _s, endDate: _e, maxOccurrences: _m, ...rest } = first;
  const a = d.asked;
  return {
    ...rest,
    ...(a.startDate === null ? {} : { startDate: a.startDate }),
    ...(a.endDate === null ? {} : { endDate: a.endDate }),
    ...(a.maxOccurrences === null ? {} : { maxOccurrences: a.maxOccurrences }),
  } as Confirmation['tasks'][number];
}

/** The caveats, in the person's words: daylight saving from their side, several tasks and why, then the rest. */
function caveatBlocks(c: Confirmation, s: ScheduleSummary, reader: string): KnownBlock[] {
  const items: string[] = [];
  if (!s.exact) items.push(':warning: *Not exact.* The UTC fields do not match every run you asked for; see below.');
  const dst = dstSentences(s, c.tasks, 2, reader);
  if (dst.length > 0) {
    items.push(
      `:warning: *Daylight saving.* ${dst.map(inert).join(' ')} The portal keeps schedules in UTC, which does not move with the clocks.`,
    );
  }
  const why = severalTasksWhy(s, c.tasks);
  if (why) items.push(`:information_source: *${count(c.tasks.length, 'task')}.* ${inert(why)}`);
  for (const w of s.warnings) {
    if (w.code === 'dst' || w.code === 'multiple-tasks') continue;
    items.push(`:warning: *${warningLabel(w.code)}.* ${inert(w.message)}`);
  }
  if (items.length <= WARNINGS_SHOWN) return items.map((t) => section(t));
  const shown = items.slice(0, WARNINGS_SHOWN - 1).map((t) => section(t));
  return [...shown, section(items.slice(WARNINGS_SHOWN - 1).join('\n'))];
}

/** The next runs in the reader's time (and the schedule's when it differs), runs moved by daylight saving marked. */
function runsBlock(c: Confirmation, s: ScheduleSummary, zone: string): KnownBlock | null {
  if (s.nextRuns.length === 0) return null;
  const shifts = shiftsOf(s);
  const local = s.timezone;
  const often = frequency(s, c.tasks, RUNS_SHOWN);
  if (often) {
    const words = frequencyWords(often, local);
    const yours = sameClock(zone, local, often.first) ? '' : ` (${inert(local)})`;
    return section(`*How often:* ${inert(words)}${yours}.`);
  }
  const row = (t: number) => {
    const mine = runTime(t, zone, { ref: c.expiresAt, zoneName: !sameClock(zone, local, t) });
    const theirs = sameClock(zone, local, t) ? '' : ` · ${runTime(t, local, { ref: c.expiresAt, zoneName: true })}`;
    const moved = shiftAt(t, shifts);
    const mark = moved ? ` :warning: ${moved.minutes > 0 ? 'later' : 'earlier'}: daylight saving` : '';
    return `• ${inert(`${mine}${theirs}`)}${mark}`;
  };
  const listed = s.nextRuns.slice(0, RUNS_SHOWN);
  const lines = listed.map(row);
  const beyond = firstShiftedBeyond(s, listed);
  if (beyond !== null) lines.push('• …', row(beyond));
  const head = sameClock(zone, local, listed[0] as number) ? '*Next runs:*' : '*Next runs, your time first:*';
  return section([head, ...lines].join('\n'));
}

/** The machinery, small: the five UTC fields each task gets, the days in UTC, the phrase as read. */
function detailBlocks(c: Confirmation, s: ScheduleSummary | null, o: ConfirmationOptions): KnownBlock[] {
  const descriptions = s?.fieldsDescriptions ?? [];
  const first = c.tasks[0];
  const fields = c.tasks.map((t, i) => {
    const words = descriptions[i] ? ` (${inert(descriptions[i] ?? '')})` : '';
    return `${c.tasks.length > 1 ? `Task ${i + 1}: ` : ''}${code(cronText(t))}${words}`;
  });
  const out: KnownBlock[] = [
    context(
      `*What the portal gets:* ${first ? code(first.type) : ''}${first?.itemId ? ` on item ${code(first.itemId)}` : ''}, the UTC fields minute hour day-of-month month day-of-week:\n${fields.join('\n')}`,
    ),
  ];
  const notes: string[] = [];
  const days = utcDaysNote(s, c.tasks);
  if (days) notes.push(days);
  if (s?.phrase) notes.push(`You wrote “${inert(clip(s.phrase, 500))}”, read in ${inert(s.timezone)}.`);
  else if (s) notes.push(`Typed as UTC fields; times shown in ${inert(o.zone)}.`);
  if (notes.length > 0) out.push(context(...notes));
  return out;
}

export function taskConfirmation(c: Confirmation, o: ConfirmationOptions): ModalView {
  const s = c.schedule;
  const n = c.tasks.length;
  const headline = c.replaces
    ? 'Change this scheduled task?'
    : c.supersedes
      ? 'Change this schedule?'
      : n > 1
        ? `Create these ${n} scheduled tasks?`
        : 'Create this scheduled task?';
  const blocks: KnownBlock[] = [header(headline)];
  blocks.push(leadBlock(c, s, o.zone));
  if (s) blocks.push(...dstChoiceBlocks(s, o.followLeadDays ?? 7));
  const changes = changeLines(c, o.zone, askedPeriod(c));
  if (changes.length > 0) blocks.push(section(changes.join('\n')));
  const what = whatBlock(c, o);
  if (what) blocks.push(what);
  if (s) {
    blocks.push(...caveatBlocks(c, s, o.zone));
    const runs = runsBlock(c, s, o.zone);
    if (runs) blocks.push(runs);
  }
  blocks.push(divider(), ...detailBlocks(c, s, o), ...footer(c, o));
  const title = replacedOf(c) ? 'Confirm change' : n > 1 ? 'Confirm tasks' : 'Confirm task';
  return modal(CALLBACK.taskConfirm, title, blocks, c, o);
}

export function roleConfirmation(c: Confirmation, o: ConfirmationOptions): ModalView {
  const role = summaryOf(c).role;
  const blocks: KnownBlock[] = [
    header('Create this custom role?'),
    section(
      [
        `*${inert(clip(role?.name ?? '', 200))}*`,
        role?.description ? inert(clip(role.description, 400)) : '_No description._',
      ].join('\n'),
    ),
    context('It starts with no privileges; choose them on the portal once it exists.'),
    divider(),
    ...footer(c, o),
  ];
  return modal(CALLBACK.roleConfirm, 'Confirm role', blocks, c, o);
}
