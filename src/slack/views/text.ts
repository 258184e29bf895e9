import type {
  ContextBlock,
  DividerBlock,
  HeaderBlock,
  MrkdwnElement,
  PlainTextElement,
  PlainTextOption,
  SectionBlock,
} from '@slack/types';

/**
 * Slack's limits, in characters. Slack refuses a whole view or message when one piece is over, so every builder
 * clips what it does not control (people's titles, JSON, service messages) instead of trusting it to be short.
 */
export const LIMITS = {
  modalTitle: 24,
  modalButton: 24,
  privateMetadata: 3000,
  viewBlocks: 100,
  messageBlocks: 50,
  sectionText: 3000,
  sectionField: 2000,
  sectionFields: 10,
  headerText: 150,
  contextText: 2000,
  contextElements: 10,
  label: 2000,
  hint: 2000,
  placeholder: 150,
  optionText: 75,
  optionValue: 75,
  optionDescription: 75,
  inputMaxLength: 3000,
  buttonText: 75,
  url: 3000,
  /** A message's `text` fallback; Slack truncates longer ones, and notifications read better short. */
  messageText: 3000,
} as const;

export const ELLIPSIS = '…';

/** Length as Slack counts it for limits: characters (code points), not UTF-16 units. */
export function length(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** At most `max` characters, the last one `…` when something was cut. */
export function clip(text: string, max: number): string {
  if (length(text) <= max) return text;
  const chars = Array.from(text).slice(0, Math.max(0, max - 1));
  return `${chars.join('')}${ELLIPSIS}`;
}

/**
 * Clips mrkdwn that was already escaped, without leaving half an entity (`&am…`) or an unclosed code fence behind.
 * Builders clip people's words before escaping; this is the last guard on a whole block's text.
 */
export function clipMrkdwn(text: string, max: number): string {
  if (length(text) <= max) return text;
  let cut = clip(text, max - 4).slice(0, -1);
  cut = cut.replace(/&[a-z]{0,4}$/, '');
  const fences = cut.split('```').length - 1;
  return fences % 2 === 1 ? `${cut}${ELLIPSIS}\n\`\`\`` : `${cut}${ELLIPSIS}`;
}

/**
 * Text from people or the portal, made inert for mrkdwn: `&`, `<` and `>` are the only characters Slack asks to
 * escape, and escaping them is what stops a title such as `<!channel>` from pinging a whole channel.
 */
export function inert(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Inline code that cannot be broken out of: a backtick inside would end it, so it becomes a similar quote. */
export function code(text: string): string {
  return `\`${inert(text.replace(/`/g, 'ʼ'))}\``;
}

/** A preformatted block; three backticks inside would close it early. */
export function preformatted(text: string): string {
  return `\`\`\`${inert(text.replace(/```/g, 'ʼʼʼ'))}\`\`\``;
}

export function plain(text: string, max: number = LIMITS.label): PlainTextElement {
  return { type: 'plain_text', text: clip(text, max), emoji: true };
}

export function mrkdwn(text: string, max: number = LIMITS.sectionText): MrkdwnElement {
  return { type: 'mrkdwn', text: clipMrkdwn(text, max) };
}

export function section(text: string, blockId?: string): SectionBlock {
  return { type: 'section', text: mrkdwn(text), ...(blockId === undefined ? {} : { block_id: blockId }) };
}

export function context(...texts: string[]): ContextBlock {
  return {
    type: 'context',
    elements: texts.slice(0, LIMITS.contextElements).map((t) => mrkdwn(t, LIMITS.contextText)),
  };
}

export function header(text: string): HeaderBlock {
  return { type: 'header', text: plain(text, LIMITS.headerText) };
}

export function divider(): DividerBlock {
  return { type: 'divider' };
}

export function option(text: string, value: string, description?: string): PlainTextOption {
  return {
    text: plain(text, LIMITS.optionText),
    value: clip(value, LIMITS.optionValue),
    ...(description === undefined ? {} : { description: plain(description, LIMITS.optionDescription) }),
  };
}

/** "a", "a and b", "a, b and c". */
export function andList(items: readonly string[]): string {
  return items.length <= 2 ? items.join(' and ') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "1 task", "3 tasks". */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

/** A short display of a JSON value or JSON text, on one line, clipped. */
export function jsonSummary(value: unknown, max = 300): string {
  let text: string;
  if (typeof value === 'string') {
    try {
      text = JSON.stringify(JSON.parse(value));
    } catch {
      text = value;
    }
  } else {
    text = JSON.stringify(value) ?? String(value);
  }
  return clip(text.replace(/\s+/g, ' '), max);
}
