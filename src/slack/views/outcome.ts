import type { KnownBlock } from '@slack/types';
import type { RequestOutcome } from '../../requests/types.js';
import type { Candidate, SubResult } from '../../store/types.js';
import { OUTCOME_ACTION } from '../ids.js';
import { taskTypeLabel } from './labels.js';
import { itemWords, summaryOf, whatWords, whenWords } from './request-summary.js';
import { clip, code, context, inert, LIMITS, plain, section } from './text.js';
import { utcTime } from './time.js';
import { dstShort } from './when.js';

/**
 * What the person who asked is told directly once a request whose answer was lost is settled (by the sweep, or on
 * their "check now"), and how they are asked when looking cannot tell. Times are Slack date tokens, so each
 * reader sees them in their own zone; the fallback carries UTC.
 */
export interface PersonMessage {
  readonly text: string;
  readonly blocks: KnownBlock[];
}

/** What a button carries back: the request, the part, and for "this is mine" the chosen id. */
export function outcomeValue(requestId: string, part: number, id?: string): string {
  return JSON.stringify(id === undefined ? { r: requestId, p: part } : { r: requestId, p: part, id });
}

/** `<!date^…>`: the reader's own time, with UTC where the token cannot be shown. */
export function readerTime(ms: number): string {
  return `<!date^${Math.floor(ms / 1000)}^{date_short_pretty} at {time}|${utcTime(ms)}>`;
}

/** How the outcome was reached: by looking at the portal, by the person's "this is mine", or by sending again. */
export type SettledBy = 'looking' | 'choice' | 'resend';

const CREATED_HOW: Readonly<Record<SettledBy, string>> = {
  looking: 'The portal’s answer was lost on the way; looking at the portal settled it. Nothing was sent twice.',
  choice: 'Recorded as you said; no other request can claim it now.',
  resend: 'Sent again as you asked.',
};

/** `portal`: the Sharing REST root, for the link to the item's page (none without it). */
export function outcomeMessage(o: RequestOutcome, by: SettledBy = 'looking', portal?: URL): PersonMessage {
  const s = summaryOf(o.record);
  const name = nameOf(s);
  const about = aboutLine(s, portal);
  const ids = o.createdIds.map((id) => code(id)).join(', ');
  const small = (...more: string[]) =>
    context([...more, `request ${code(o.requestId)}`, `asked ${readerTime(o.record.createdAt)}`].join(' · '));
  const noun = s.kind === 'role' ? 'role' : o.createdIds.length > 1 ? 'task ids' : 'task id';
  switch (o.state) {
    case 'created':
      return reply(`${name} was created (${o.createdIds.join(', ')}).`, [
        section(`:white_check_mark: *${name} was created.*${about}`),
        context(CREATED_HOW[by]),
        small(`${noun} ${ids}`),
      ]);
    case 'partial':
      return reply(`${name} was only partly created (${o.createdIds.join(', ')}).`, [
        section(`:warning: *${name} was only partly created.*${about}`),
        ...o.results.flatMap((r) =>
          r.state === 'rejected' && r.error
            ? [context(`Part ${r.index + 1}: ${inert(clip(r.error.message, 300))}`)]
            : [],
        ),
        small(`created ${ids}`),
      ]);
    case 'rejected':
      return reply(`${name} was not created; nothing exists on the portal to clean up.`, [
        section(`:x: *${name} was not created.*${about}`),
        context(
          'Nothing exists on the portal to clean up, and nothing was sent twice. Run the command again when you are ready.',
        ),
        small(),
      ]);
    case 'unknown':
      return choiceMessage(o, name, about, small());
    default:
      return reply(`${name}: ${o.state}.`, [section(`*${name}*: ${o.state}.${about}`), small()]);
  }
}

/** “Nightly notebook”, or the task's kind when it has no title; a role by its name. */
function nameOf(s: ReturnType<typeof summaryOf>): string {
  if (s.kind === 'role') return `The role “${inert(clip(s.role?.name ?? 'unnamed', 120))}”`;
  const title = s.tasks[0]?.title;
  return title ? `“${inert(clip(title, 120))}”` : whatWords(s);
}

/** What it is and when it runs, on a line of its own under the headline. */
function aboutLine(s: ReturnType<typeof summaryOf>, portal: URL | undefined): string {
  if (s.kind === 'role') return '';
  const first = s.tasks[0];
  const what = [first?.title ? taskTypeLabel(first.type) : '', whenWords(s.schedule) ?? ''].filter((x) => x !== '');
  // wherever the schedule is stated, it is stated truly: the daylight saving stretch beside it
  const dst = dstShort(s.schedule, s.tasks);
  const item = itemWords(s.item, portal);
  return `${what.length > 0 ? `\n${what.join(' · ')}` : ''}${item ? `\n*Item:* ${item}` : ''}${dst ? `\n:warning: ${inert(dst.replace(/^from/, 'From'))}` : ''}`;
}

/**
 * Looking found things on the portal this request could have made but cannot tell which (a twin request could
 * equally own it): each candidate with "This is mine", and "None is mine: send it again".
 */
function choiceMessage(o: RequestOutcome, name: string, about: string, footer: KnownBlock): PersonMessage {
  const open = o.results.filter((r) => r.state === 'unknown');
  const what = o.record.kind === 'role' ? 'role' : 'task';
  const blocks: KnownBlock[] = [
    section(
      `:grey_question: *Was ${name} created?*${about}\nThe portal’s answer was lost. Choose below what happened; nothing is sent until you do.`,
    ),
  ];
  for (const r of open) {
    const candidates = r.candidates ?? [];
    const part = open.length > 1 ? `*Part ${r.index + 1}.* ` : '';
    if (candidates.length === 0) {
      blocks.push(section(`${part}It has not been looked up on the portal yet.`), checkNow(o.requestId));
      continue;
    }
    const these = candidates.length > 1 ? `these ${candidates.length} ${what}s` : `this ${what}`;
    blocks.push(
      section(
        `${part}The portal holds ${these}, just like yours, and looking cannot say for sure that your request made it. Is it yours?`,
      ),
    );
    for (const c of candidates.slice(0, 10)) blocks.push(candidateBlock(o.requestId, r, c));
    blocks.push(resendBlock(o.requestId, r));
  }
  blocks.push(footer);
  return reply(`Was ${name} created? The portal's answer was lost; choose what happened.`, blocks);
}

function candidateBlock(requestId: string, r: SubResult, c: Candidate): KnownBlock {
  const made =
    c.created !== undefined ? `created ${readerTime(c.created)}` : 'created at a time the portal does not show';
  const label = c.label ? `*${inert(clip(c.label, 200))}*, ` : '';
  return {
    type: 'section',
    text: { type: 'mrkdwn', text: `${label}${made}\nid ${code(c.id)}` },
    accessory: {
      type: 'button',
      action_id: OUTCOME_ACTION.mine,
      text: plain('This is mine', LIMITS.buttonText),
      value: outcomeValue(requestId, r.index, c.id),
    },
  };
}

function resendBlock(requestId: string, r: SubResult): KnownBlock {
  return {
    type: 'actions',
    elements: [
      {
        type: 'button',
        action_id: OUTCOME_ACTION.resend,
        text: plain('None is mine: send it again', LIMITS.buttonText),
        value: outcomeValue(requestId, r.index),
        confirm: {
          title: plain('Send it again?', 100),
          text: plain('If the portal did create it after all, there will be two.', 300),
          confirm: plain('Send again', 30),
          deny: plain('Cancel', 30),
        },
      },
    ],
  };
}

/** "Check now": look the request up on the portal at once (what history offers on an unknown request). */
export function checkNow(requestId: string): KnownBlock {
  return {
    type: 'actions',
    elements: [
      {
        type: 'button',
        action_id: OUTCOME_ACTION.check,
        text: plain('Check now', LIMITS.buttonText),
        value: outcomeValue(requestId, 0),
      },
    ],
  };
}

function reply(text: string, blocks: KnownBlock[]): PersonMessage {
  return { text: clip(text.replace(/\*/g, ''), LIMITS.messageText), blocks: blocks.slice(0, LIMITS.messageBlocks) };
}
