import type { KnownBlock } from '@slack/types';
import type { RequestOutcome } from '../../requests/types.js';
import type { Candidate, SubResult } from '../../store/types.js';
import { OUTCOME_ACTION } from '../ids.js';
import { summaryOf, whatWords } from './request-summary.js';
import { clip, code, context, inert, LIMITS, plain, section } from './text.js';
import { utcTime } from './time.js';

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

export function outcomeMessage(o: RequestOutcome, by: SettledBy = 'looking'): PersonMessage {
  const s = summaryOf(o.record);
  const noun = s.kind === 'task' ? (o.results.length > 1 ? 'tasks' : 'task') : 'role';
  const what = inert(clip(whatWords(s), 300));
  const ids = o.createdIds.map((id) => code(id)).join(', ');
  const footer = context(`Request ${code(o.requestId)} · made ${readerTime(o.record.createdAt)}`);
  switch (o.state) {
    case 'created':
      return reply(`Your ${noun} ${what} was created: ${ids}.`, [
        section(`:white_check_mark: Your ${noun} ${what} *was created*.\nId: ${ids}`),
        context(CREATED_HOW[by]),
        footer,
      ]);
    case 'partial':
      return reply(`Only part of your request ${what} was created: ${ids}.`, [
        section(`:warning: Only part of your request ${what} was created: ${ids}.`),
        ...o.results.flatMap((r) =>
          r.state === 'rejected' && r.error
            ? [context(`Part ${r.index + 1}: ${inert(clip(r.error.message, 300))}`)]
            : [],
        ),
        footer,
      ]);
    case 'rejected':
      return reply(`Your ${noun} ${what} was not created; nothing exists on the portal to clean up.`, [
        section(`:x: Your ${noun} ${what} *was not created*; nothing exists on the portal to clean up.`),
        context('Run the command again when you are ready; nothing was sent twice.'),
        footer,
      ]);
    case 'unknown':
      return choiceMessage(o, what, footer);
    default:
      return reply(`Your request ${what} is ${o.state}.`, [section(`Your request ${what} is ${o.state}.`), footer]);
  }
}

/**
 * Looking found things on the portal this request could have made but cannot tell which (a twin request could
 * equally own it): each candidate with "This is mine", and "Not created, send again".
 */
function choiceMessage(o: RequestOutcome, what: string, footer: KnownBlock): PersonMessage {
  const blocks: KnownBlock[] = [
    section(
      `:grey_question: The portal’s answer to your request ${what} was lost, and looking at the portal cannot tell for sure whether it was created.`,
    ),
  ];
  const open = o.results.filter((r) => r.state === 'unknown');
  for (const r of open) {
    const candidates = r.candidates ?? [];
    if (candidates.length === 0) {
      blocks.push(
        section(open.length > 1 ? `Part ${r.index + 1}: not looked up yet.` : 'It has not been looked up yet.'),
        checkNow(o.requestId),
      );
      continue;
    }
    blocks.push(
      section(
        `${open.length > 1 ? `*Part ${r.index + 1}.* ` : ''}Is one of these yours? Another request could have made ${candidates.length > 1 ? 'them' : 'it'} too.`,
      ),
    );
    for (const c of candidates.slice(0, 10)) blocks.push(candidateBlock(o.requestId, r, c));
    blocks.push(resendBlock(o.requestId, r));
  }
  blocks.push(footer);
  return reply(`Your request ${what}: the portal's answer was lost; choose what happened.`, blocks);
}

function candidateBlock(requestId: string, r: SubResult, c: Candidate): KnownBlock {
  const made = c.created !== undefined ? `created ${readerTime(c.created)}` : 'creation time not shown';
  const label = c.label ? `*${inert(clip(c.label, 200))}* · ` : '';
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
