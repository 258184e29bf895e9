import type { KnownBlock } from '@slack/types';
import type { Confirmation, RequestOutcome } from '../requests/types.js';
import type { RequestRecord } from '../store/types.js';
import type { Words } from '../words.js';
import { SIGN_IN_ACTION } from './ids.js';
import { wordsFor } from './views/explained.js';
import { STATE_EMOJI, STATE_WORDS } from './views/labels.js';
import { checkNow } from './views/outcome.js';
import { summaryOf, whatWords, whenWords } from './views/request-summary.js';
import { clip, code, context, count, header, inert, LIMITS, plain, section } from './views/text.js';
import { shortTime } from './views/time.js';

/**
 * Messages: the team notification and the ephemeral replies. Each has a plain `text` (notifications, screen readers,
 * clients without blocks) and blocks within a message's limits (≤ 50).
 */
export interface Message {
  readonly text: string;
  readonly blocks: KnownBlock[];
}

function message(text: string, blocks: KnownBlock[]): Message {
  return { text: clip(text, LIMITS.messageText), blocks: blocks.slice(0, LIMITS.messageBlocks) };
}

/**
 * The fallback `text` is mrkdwn too, and read for mentions: it keeps the blocks' escaping (a title `<!channel>`
 * stays inert there as well) and only loses the bold marks.
 */
function flat(mrkdwn: string): string {
  return mrkdwn.replace(/\*/g, '');
}

/** `<@U123>` for a Slack user id; anything else is shown as inert text. */
function mention(user: string): string {
  return /^[UW][A-Z0-9]{2,20}$/.test(user) ? `<@${user}>` : inert(user);
}

export interface NotificationOptions {
  /** The Slack user id of the person who asked. */
  readonly requester: string;
  /** The zone times are shown in. */
  readonly zone: string;
}

/**
 * The team channel's message about a request: who asked, what, the id(s), when it runs. `about` (the confirmation
 * or the record) describes the request; without it the outcome's own record does.
 */
export function notification(outcome: RequestOutcome, opts: NotificationOptions): Message;
export function notification(
  outcome: RequestOutcome,
  about: Confirmation | RequestRecord,
  opts: NotificationOptions,
): Message;
export function notification(
  outcome: RequestOutcome,
  second: Confirmation | RequestRecord | NotificationOptions,
  third?: NotificationOptions,
): Message {
  const opts = third ?? (second as NotificationOptions);
  const about = third === undefined ? outcome.record : (second as Confirmation | RequestRecord);
  const s = summaryOf(about);
  const who = mention(opts.requester);
  const what = whatWords(s);
  const ids = outcome.createdIds.map((id) => code(id)).join(', ');
  const noun = s.kind === 'task' ? (outcome.createdIds.length > 1 ? 'tasks' : 'a scheduled task') : 'a custom role';
  let headline: string;
  switch (outcome.state) {
    case 'created':
      headline = `:white_check_mark: ${who} created ${noun}: ${what}. Id: ${ids}.`;
      break;
    case 'partial':
      headline = `:warning: ${who} asked for ${what}; ${outcome.createdIds.length} of ${count(outcome.results.length, 'task')} created (${ids}), the others not.`;
      break;
    default:
      headline = `${STATE_EMOJI[outcome.state]} ${who} asked for ${what}: ${STATE_WORDS[outcome.state]}.${ids ? ` Created so far: ${ids}.` : ''}`;
  }
  const lines = [headline];
  const when = whenWords(s.schedule);
  if (when) lines.push(`*Runs:* ${when}`);
  lines.push(`*On the portal as:* ${code(clip(s.portalUser, 200))}`);
  const blocks: KnownBlock[] = [
    section(lines.join('\n')),
    context(`Request ${code(outcome.requestId)} · ${inert(shortTime(outcome.record.updatedAt, opts.zone))}`),
  ];
  return message(flat(lines.join(' ')), blocks);
}

export function helpMessage(): Message {
  const lines = [
    '*portal-ops* creates the portal’s scheduled tasks and custom roles from Slack; you see exactly what will be sent before anything is created.',
    '• `/portal-task [schedule]`: a scheduled task, e.g. `/portal-task every weekday 7pm` (read in your time zone unless it names one).',
    '• `/portal-role [name]`: a custom role (for the portal’s default administrators).',
    '• `/portal login` · `/portal logout`: link or unlink your portal account.',
    '• `/portal whoami`: who the bot acts as on the portal.',
    '• `/portal history`: your recent requests, with their states and ids.',
  ];
  return message(flat(lines.join('\n')), [section(lines.join('\n'))]);
}

export function signInMessage(url: string): Message {
  const text =
    'Link your portal account: open the link, sign in on the portal, and come back here. It works once and expires soon.';
  return message(`${text} <${inert(url)}|Sign in to the portal>`, [
    section(text),
    {
      type: 'actions',
      elements: [
        {
          type: 'button',
          action_id: SIGN_IN_ACTION,
          text: plain('Sign in to the portal', LIMITS.buttonText),
          url,
          style: 'primary',
        },
      ],
    },
    context('Only you can see this message; the link is yours alone.'),
  ]);
}

export interface WhoamiFacts {
  readonly portalUser: string;
  readonly portalUrl: string;
  readonly mode: 'per-person' | 'service-account';
  readonly isDefaultAdmin: boolean;
}

export function whoamiMessage(f: WhoamiFacts): Message {
  const user = code(clip(f.portalUser, 200));
  const portal = code(clip(f.portalUrl, 500));
  const admin = f.isDefaultAdmin ? ', a default administrator of the organization' : '';
  const line =
    f.mode === 'per-person'
      ? `On ${portal}, you are ${user}${admin}. Your requests run as this account.`
      : `This bot acts for everyone through the service account ${user}${admin} on ${portal}.`;
  const roles = f.isDefaultAdmin
    ? 'Custom roles can be created through this account.'
    : 'Custom roles need a default administrator.';
  return message(flat(`${line} ${roles}`), [section(line), context(roles)]);
}

const HISTORY_SHOWN = 20;

export function historyMessage(records: readonly RequestRecord[], zone: string): Message {
  if (records.length === 0) {
    return message('You have no requests yet.', [
      section('You have no requests yet. Start with `/portal-task` or `/portal-role`.'),
    ]);
  }
  const shown = records.slice(0, HISTORY_SHOWN);
  const blocks: KnownBlock[] = [header('Recent requests')];
  const texts: string[] = [];
  for (const r of shown) {
    const s = summaryOf(r);
    const ids = r.results.flatMap((x) => (x.state === 'created' && x.id ? [x.id] : []));
    const parts = [
      `${STATE_EMOJI[r.state]} *${s.kind === 'task' ? 'Task' : 'Role'}* · ${whatWords(s)} · ${STATE_WORDS[r.state]}`,
    ];
    if (ids.length > 0) parts.push(`${ids.length > 1 ? 'ids' : 'id'} ${ids.map((id) => code(id)).join(', ')}`);
    const line = `${parts.join(' · ')}\n${inert(shortTime(r.createdAt, zone))} · request ${code(r.id)}`;
    const why = r.state !== 'created' && r.error ? `\n${inert(clip(r.error.message, 500))}` : '';
    blocks.push(section(`${line}${why}`));
    // The answer was lost: look at the portal now rather than wait for the sweep.
    if (r.state === 'unknown') blocks.push(checkNow(r.id));
    texts.push(flat(parts.join(' · ')));
  }
  if (records.length > shown.length) blocks.push(context(`and ${records.length - shown.length} older`));
  return message(`Recent requests: ${texts.join('; ')}`, blocks);
}

export function notLinkedMessage(): Message {
  const words = wordsFor('identity.not-linked', { reason: 'none' });
  return errorMessage(words);
}

export function errorMessage(words: Words, reference?: string): Message {
  const ref = reference ? ` Reference: ${clip(reference, 64)}.` : '';
  const blocks: KnownBlock[] = [
    section(`:x: ${inert(clip(words.summary, 1500))}`),
    section(`*What to do:* ${inert(clip(words.action, 1500))}`),
  ];
  if (reference) blocks.push(context(`Reference: ${code(clip(reference, 64))} (give it to whoever runs the bot).`));
  return message(inert(`${words.summary} ${words.action}${ref}`), blocks);
}

/** A command the app has no listener for (the manifest names three): what it does instead. */
export function unansweredCommandMessage(command: string): Message {
  const said = `portal-ops has nothing for ${inert(clip(command, 80))}.`;
  return message(`${said} Type /portal help for what it does.`, [
    section(`${said} Type \`/portal help\` for what it does.`),
  ]);
}
