import type { KnownBlock } from '@slack/types';
import type { Confirmation, RequestOutcome } from '../requests/types.js';
import type { RequestRecord } from '../store/types.js';
import type { Words } from '../words.js';
import { SIGN_IN_ACTION } from './ids.js';
import { wordsFor } from './views/explained.js';
import { STATE_EMOJI, STATE_WORDS } from './views/labels.js';
import { checkNow } from './views/outcome.js';
import { accountWords, itemWords, summaryOf, userWords, whatWords } from './views/request-summary.js';
import { clip, code, context, count, header, inert, LIMITS, plain, section } from './views/text.js';
import { dateToken, dstShort, nextRunAfter, runTime, scheduleCaveats, whenInSentence } from './views/when.js';

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

export interface NotificationOptions {
  /** The Slack user id of the person who asked. */
  readonly requester: string;
  /** The requester's zone: the fallback of each time (where a reader's own time cannot be shown) is in it. */
  readonly zone: string;
  /** The portal's REST root, for the link to the item's page. */
  readonly portal?: URL;
}

const ID_NOUN = { task: ['task id', 'task ids'], role: ['role id', 'role ids'] } as const;

function idWords(kind: 'task' | 'role', ids: readonly string[]): string {
  const [one, many] = ID_NOUN[kind];
  return `${ids.length > 1 ? many : one} ${ids.map((id) => code(id)).join(', ')}`;
}

/**
 * The team channel's message about a request, as a sentence: "@alice scheduled *Nightly sales notebook* (run a
 * notebook) every weekday at 7:00 PM Pacific Time", the next run in each reader's own time, a link to the item,
 * the caveats that keep the sentence true (daylight saving, several tasks) in a context line, and the ids and the
 * request in small print. `about` (the confirmation or the record) describes the request; without it the
 * outcome's own record does.
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
  const who = userWords(opts.requester);
  const what = whatWords(s);
  const ids = outcome.createdIds;
  const when = whenInSentence(s.schedule);
  const made =
    s.kind === 'task'
      ? `scheduled ${what}${when ? ` ${when}` : ''}`
      : `created the custom role ${what.replace(/^the role /, '')}`;
  let headline: string;
  switch (outcome.state) {
    case 'created':
      headline = `:white_check_mark: ${who} ${made}`;
      break;
    case 'partial':
      headline = `:warning: ${who} ${made}, partly: ${ids.length} of ${count(outcome.results.length, 'task')} created, the others not`;
      break;
    default:
      headline = `${STATE_EMOJI[outcome.state]} ${who} ${made}: ${STATE_WORDS[outcome.state]}${ids.length > 0 ? `; created so far: ${ids.length} of ${count(outcome.results.length, 'task')}` : ''}`;
  }
  const next = s.kind === 'task' ? nextRunAfter(s.schedule, outcome.record.updatedAt) : null;
  const item = itemWords(s.item, opts.portal);
  const second_: string[] = [];
  if (next !== null) second_.push(`Next run ${dateToken(next, opts.zone)}`);
  if (item) second_.push(`item ${item}`);
  const lines = [headline, ...(second_.length > 0 ? [second_.join(' · ')] : [])];
  const caveats = s.kind === 'task' ? scheduleCaveats(s.schedule, s.tasks) : [];
  const small = [
    ids.length > 0 ? idWords(s.kind, ids) : '',
    accountWords(s.portalUser),
    `request ${code(outcome.requestId)}`,
  ].filter((x) => x !== '');
  const blocks: KnownBlock[] = [section(lines.join('\n'))];
  if (caveats.length > 0) blocks.push(context(caveats.join('\n')));
  blocks.push(context(small.join(' · ')));
  // the fallback (phone notifications, screen readers): whole sentences, the next run in the requester's zone
  const fallback = [
    `${flat(headline.replace(/^:[a-z_]+: /, ''))}.`,
    next !== null ? `Next run ${runTime(next, opts.zone, { zoneName: true })}.` : '',
    ids.length > 0 ? `${flat(idWords(s.kind, ids)).replace(/`/g, '')}.` : '',
  ].filter((x) => x !== '');
  return message(fallback.join(' '), blocks);
}

export interface HelpOptions {
  /** Per person: each links their own portal account (`/portal login`); a service account has nothing to link. */
  readonly mode: 'per-person' | 'service-account';
  /** What the person typed that is not a subcommand, said back before the help. */
  readonly unknown?: string;
}

export function helpMessage(o: HelpOptions = { mode: 'per-person' }): Message {
  const lines = [
    '• `/portal-task [schedule]`: schedule a task, e.g. `/portal-task every weekday 7pm` (read in your time zone unless it names one).',
    '• `/portal-role [name]`: create a custom role (for the portal’s default administrators).',
    '• `/portal tasks [words]`: your tasks, their next run and last result, with pause, resume, edit and delete (`/portal tasks failing` for those that need you). The app’s Home tab shows the same.',
    '• `/portal history`: your recent requests, with where each stands · `/portal history all`: everyone’s (for the bot’s admins).',
    '• `/portal whoami`: who the bot acts as on the portal.',
  ];
  if (o.mode === 'per-person') lines.push('• `/portal login` · `/portal logout`: link or unlink your portal account.');
  const intro = o.unknown
    ? `:question: \`/portal ${inert(clip(o.unknown, 60))}\` is not something portal-ops knows. It knows:`
    : '*portal-ops* schedules the portal’s tasks and creates custom roles from Slack; you see exactly what will be sent before anything is created.';
  const blocks: KnownBlock[] = [section(`${intro}\n${lines.join('\n')}`)];
  return message(flat(`${intro}\n${lines.join('\n')}`), blocks);
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

/** Requests listed: each is two or three blocks, and a message holds 50. */
const HISTORY_SHOWN = 15;

/**
 * `/portal history`: each request as what and when (the schedule in words, where it stands, its item linked), the
 * newest first as given; ids and request ids in small print; "Check now" where the portal's answer was lost.
 */
export function historyMessage(
  records: readonly RequestRecord[],
  zone: string,
  portal: URL | undefined,
  now: number,
): Message {
  if (records.length === 0) {
    return message('You have no requests yet.', [
      section('You have no requests yet. Start with `/portal-task` or `/portal-role`.'),
    ]);
  }
  const shown = records.slice(0, HISTORY_SHOWN);
  const blocks: KnownBlock[] = [header('Your recent requests')];
  const texts: string[] = [];
  for (const r of shown) {
    const s = summaryOf(r);
    const ids = r.results.flatMap((x) => (x.state === 'created' && x.id ? [x.id] : []));
    const when = s.kind === 'task' ? whenInSentence(s.schedule) : null;
    const head = `${STATE_EMOJI[r.state]} ${whatWords(s)}${when ? ` · ${when}` : ''}`;
    const item = itemWords(s.item, portal);
    const state = `${STATE_WORDS[r.state].replace(/^./, (c) => c.toUpperCase())}${item ? ` · item ${item}` : ''}`;
    const why = r.state !== 'created' && r.error ? `\n${inert(clip(r.error.message, 400))}` : '';
    const dst = s.kind === 'task' && ids.length > 0 ? dstShort(s.schedule, s.tasks, now) : null;
    // following daylight saving is what was asked, not a caveat
    const mark = s.schedule?.dst?.following ? ':repeat:' : ':warning:';
    blocks.push(section(`${head}\n${state}${dst ? `\n${mark} ${inert(dst)}` : ''}${why}`));
    const small = [
      `asked ${dateToken(r.createdAt, zone)}`,
      ids.length > 0 ? idWords(s.kind, ids) : '',
      `request ${code(r.id)}`,
    ].filter((x) => x !== '');
    blocks.push(context(small.join(' · ')));
    // The answer was lost: look at the portal now rather than wait for the sweep.
    if (r.state === 'unknown') blocks.push(checkNow(r.id));
    texts.push(flat(`${whatWords(s)}: ${STATE_WORDS[r.state]}${ids.length > 0 ? ` (${ids.join(', ')})` : ''}`));
  }
  if (records.length > shown.length) blocks.push(context(`and ${records.length - shown.length} older`));
  return message(`Your recent requests: ${texts.join('; ')}`, blocks);
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
