import type { KnownBlock, ModalView } from '@slack/types';
import type { Confirmation, ScheduleSummary } from '../../requests/types.js';
import { CALLBACK } from '../ids.js';
import { warningLabel } from './labels.js';
import { confirmMetadata } from './metadata.js';
import { cronOf, cronText, summaryOf, taskLines } from './request-summary.js';
import { clip, code, context, count, header, inert, LIMITS, plain, preformatted, section } from './text.js';
import { dayRanges, localTime, shortTime, utcTime, weekStrip } from './time.js';

/**
 * The confirmation views: exactly what confirming will send, and as whom. Submitting the view is the confirm
 * (callback `task_confirm` / `role_confirm`; `private_metadata` holds the request id and zone, see
 * `readConfirmMetadata`).
 */
export interface ConfirmationOptions {
  /** The person's zone: expiry and dates are shown in it, and the runs too when the schedule has another zone. */
  readonly zone: string;
  /** The channel the command came from, carried along for the app. */
  readonly channel?: string;
  /**
   * The view was pushed on top of the form (`response_action: 'push'`): its close button then returns to the form
   * and reads "Back". Otherwise it replaced the form, and closing closes everything: "Cancel".
   */
  readonly pushed?: boolean;
}

/** Most caveats shown one per block; any beyond are folded into one. */
const WARNINGS_SHOWN = 12;

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
    submit: plain('Create', LIMITS.modalButton),
    close: plain(o.pushed ? 'Back' : 'Cancel', LIMITS.modalButton),
    private_metadata: confirmMetadata({
      requestId: c.requestId,
      zone: o.zone,
      ...(o.channel === undefined ? {} : { channel: o.channel }),
    }),
    blocks: blocks.slice(0, LIMITS.viewBlocks),
  };
}

function actingBlock(c: Confirmation): KnownBlock {
  return section(`*Runs as:* ${inert(clip(c.actingAs, 300))} (portal account ${code(clip(c.portalUser, 200))})`);
}

function expiryBlock(c: Confirmation, zone: string): KnownBlock {
  return context(
    `Nothing has been sent yet. Confirm by ${inert(shortTime(c.expiresAt, zone))}; after that this confirmation expires and nothing is sent.`,
  );
}

function readingBlock(s: ScheduleSummary): KnownBlock {
  const lines: string[] = [];
  if (s.description) lines.push(`*When:* ${inert(s.description)}`);
  else lines.push('*When:* the five UTC fields you typed, as below.');
  if (s.phrase) lines.push(`You wrote: “${inert(clip(s.phrase, 500))}” (read in ${inert(s.timezone)}).`);
  return section(lines.join('\n'));
}

function fieldsBlock(c: Confirmation): KnownBlock {
  const descriptions = c.schedule?.fieldsDescriptions ?? [];
  const lines = c.tasks.map((t, i) => {
    const name = c.tasks.length > 1 ? `Task ${i + 1}: ` : '';
    const words = descriptions[i] ?? '';
    return `${name}${code(cronText(t))}${words ? ` · ${inert(words)}` : ''}`;
  });
  const head = `*What the portal gets (UTC; minute hour day-of-month month day-of-week)*${c.tasks.length > 1 ? `, ${count(c.tasks.length, 'task')}` : ''}:`;
  return section([head, ...lines].join('\n'));
}

function runsBlock(s: ScheduleSummary, zone: string): KnownBlock {
  if (s.nextRuns.length === 0) return section('*Next runs:* none found: these fields never fire.');
  const local = s.timezone;
  const yours = zone !== local;
  const rows = s.nextRuns.slice(0, 5).map((t) => {
    const cells = [localTime(t, local), utcTime(t)];
    if (yours) cells.push(`your time ${localTime(t, zone)}`);
    return cells;
  });
  const width = Math.max(...rows.map((r) => r[0]?.length ?? 0));
  const table = rows.map((r) => [r[0]?.padEnd(width), ...r.slice(1)].join('   ')).join('\n');
  return section(`*Next ${count(rows.length, 'run')}* (${inert(local)}, then UTC):\n${preformatted(table)}`);
}

function weekBlock(c: Confirmation, s: ScheduleSummary): KnownBlock | null {
  const from = s.nextRuns[0];
  if (from === undefined) return null;
  const end = c.tasks[0]?.endDate;
  const strip = weekStrip(c.tasks.map(cronOf), from, s.timezone, end);
  if (!strip) return null;
  const local = dayRanges(strip.localDays);
  const utc = dayRanges(strip.utcDays);
  const on = (days: string) => (days === 'every day' ? days : `on ${days}`);
  const words =
    local === utc
      ? `Runs ${on(local)}, the same days in ${inert(s.timezone)} and in UTC.`
      : `Runs ${on(local)} in ${inert(s.timezone)}, which is ${utc} in UTC.`;
  return section(`*Days, over the week from the first run:*\n${preformatted(strip.lines.join('\n'))}\n${words}`);
}

function warningBlocks(s: ScheduleSummary): KnownBlock[] {
  const items = s.warnings.map((w) => `:warning: *${warningLabel(w.code)}.* ${inert(w.message)}`);
  if (!s.exact)
    items.unshift(
      ':warning: *Not exact.* The UTC fields do not match every run you asked for; the notes below say where.',
    );
  if (items.length <= WARNINGS_SHOWN) return items.map((t) => section(t));
  const shown = items.slice(0, WARNINGS_SHOWN - 1).map((t) => section(t));
  return [...shown, section(items.slice(WARNINGS_SHOWN - 1).join('\n'))];
}

export function taskConfirmation(c: Confirmation, o: ConfirmationOptions): ModalView {
  const first = c.tasks[0];
  const s = c.schedule;
  const blocks: KnownBlock[] = [
    header(c.tasks.length > 1 ? `Create these ${c.tasks.length} scheduled tasks?` : 'Create this scheduled task?'),
  ];
  if (first) blocks.push(section(taskLines(first, o.zone).join('\n')));
  blocks.push(actingBlock(c));
  if (s) {
    blocks.push(readingBlock(s));
    blocks.push(fieldsBlock(c));
    blocks.push(runsBlock(s, o.zone));
    const week = weekBlock(c, s);
    if (week) blocks.push(week);
    blocks.push(...warningBlocks(s));
  } else if (c.tasks.length > 0) {
    blocks.push(fieldsBlock(c));
  }
  blocks.push(expiryBlock(c, o.zone));
  return modal(CALLBACK.taskConfirm, c.tasks.length > 1 ? 'Confirm tasks' : 'Confirm task', blocks, c, o);
}

export function roleConfirmation(c: Confirmation, o: ConfirmationOptions = { zone: 'UTC' }): ModalView {
  const summary = summaryOf(c);
  const role = summary.role;
  const blocks: KnownBlock[] = [
    header('Create this custom role?'),
    section(
      [
        `*Name:* ${inert(clip(role?.name ?? '', 200))}`,
        `*Description:* ${role?.description ? inert(clip(role.description, 400)) : 'none'}`,
      ].join('\n'),
    ),
    actingBlock(c),
    expiryBlock(c, o.zone),
  ];
  return modal(CALLBACK.roleConfirm, 'Confirm role', blocks, c, o);
}
