import { DateTime } from 'luxon';
import { EMOJI } from './emoji.js';
import type { Names } from './screen.js';

/**
 * Slack's text as Slack shows it, in HTML: mrkdwn (*bold*, _italic_, ~strike~, `code`, ```pre```, > quotes), the
 * `<…>` control sequences (links, @user and #channel mentions, `<!date^…|fallback>` in the reader's zone, special
 * mentions) and `:emoji:` codes. Text arrives escaped the way Slack wants it (`&amp;`, `&lt;`, `&gt;`); whatever
 * does not read as Slack would read it is reported, never silently dropped.
 */
export interface TextContext {
  readonly names: Names;
  /** The reader's zone, for date tokens. */
  readonly zone: string;
  /** The reader's "now", for {date_pretty} and {ago}. */
  readonly now: number;
  /** Problems seen while rendering (an unknown emoji, a control sequence Slack would not read). */
  readonly notes: string[];
}

const HOLD = '\u0000';

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Slack's three entities back to characters (in that order: `&amp;lt;` is the text `&lt;`). */
function decode(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function ordinal(n: number): string {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** A `<!date^…>` format in the reader's zone, as Slack documents its tokens. */
export function formatDate(seconds: number, format: string, ctx: Pick<TextContext, 'zone' | 'now'>): string {
  const t = DateTime.fromSeconds(seconds, { zone: ctx.zone });
  const today = DateTime.fromMillis(ctx.now, { zone: ctx.zone }).startOf('day');
  const days = Math.round(t.startOf('day').diff(today, 'days').days);
  const relative = days === 0 ? 'Today' : days === -1 ? 'Yesterday' : days === 1 ? 'Tomorrow' : undefined;
  const date = `${t.toFormat('LLLL')} ${ordinal(t.day)}, ${t.year}`;
  const short = t.toFormat('LLL d, yyyy');
  const long = `${t.toFormat('cccc')}, ${date}`;
  const tokens: Record<string, string> = {
    date_num: t.toFormat('yyyy-LL-dd'),
    date,
    date_short: short,
    date_long: long,
    date_pretty: relative ?? date,
    date_short_pretty: relative ?? short,
    date_long_pretty: relative ?? long,
    time: t.toFormat('h:mm a'),
    time_secs: t.toFormat('h:mm:ss a'),
    ago: agoWords(seconds * 1000 - ctx.now),
  };
  return format.replace(/\{([a-z_]+)\}/g, (whole, name: string) => tokens[name] ?? whole);
}

function agoWords(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const words =
    minutes < 1
      ? 'a few seconds'
      : minutes < 60
        ? `${minutes} minute${minutes === 1 ? '' : 's'}`
        : minutes < 48 * 60
          ? `${Math.round(minutes / 60)} hours`
          : `${Math.round(minutes / 1440)} days`;
  return ms < 0 ? `${words} ago` : `in ${words}`;
}

/** One `<…>` control sequence (its inside, still escaped) as HTML. */
function control(inner: string, ctx: TextContext): string {
  const [target = '', label] = splitLabel(inner);
  if (target.startsWith('@')) {
    const id = target.slice(1);
    const name = label ?? ctx.names.users[id] ?? id;
    return `<span class="mention">@${escapeHtml(decode(name))}</span>`;
  }
  if (target.startsWith('#')) {
    const id = target.slice(1);
    const name = label ?? ctx.names.channels[id] ?? id;
    return `<span class="mention">#${escapeHtml(decode(name))}</span>`;
  }
  if (target.startsWith('!date^')) {
    const [, ts = '', format = '', link] = target.split('^');
    const seconds = Number(ts);
    if (!/^\d+$/.test(ts) || label === undefined) {
      ctx.notes.push(`a date token Slack cannot read: <${decode(inner)}>`);
      return escapeHtml(decode(label ?? inner));
    }
    const shown = escapeHtml(formatDate(seconds, decode(format), ctx));
    const title = `title="${escapeHtml(decode(label))}"`;
    return link
      ? `<a class="date" href="${escapeHtml(decode(link))}" ${title}>${shown}</a>`
      : `<time ${title}>${shown}</time>`;
  }
  if (target.startsWith('!subteam^')) return `<span class="mention">${escapeHtml(decode(label ?? '@group'))}</span>`;
  if (target === '!here' || target === '!channel' || target === '!everyone') {
    return `<span class="mention loud">@${target.slice(1)}</span>`;
  }
  if (/^(https?:|mailto:|slack:)/.test(target)) {
    const href = decode(target);
    return `<a href="${escapeHtml(href)}">${inlineText(label ?? target, ctx)}</a>`;
  }
  ctx.notes.push(`a control sequence Slack does not read: <${decode(inner)}>`);
  return escapeHtml(`<${decode(inner)}>`);
}

function splitLabel(inner: string): [string, string | undefined] {
  const bar = inner.indexOf('|');
  return bar === -1 ? [inner, undefined] : [inner.slice(0, bar), inner.slice(bar + 1)];
}

function emoji(html: string, ctx: TextContext): string {
  return html.replace(/:([a-z0-9_+'-]+):/g, (whole, code: string) => {
    const char = EMOJI[code];
    if (char === undefined) {
      ctx.notes.push(`an emoji code the preview does not know: ${whole}`);
      return whole;
    }
    return `<span class="emoji" title="${whole}">${char}</span>`;
  });
}

/** Markers count only at word edges, as in Slack (`snake_case_name` is not italic). */
const BEFORE = '(^|[\\s(\\[{"\'“‘>/-])';
const AFTER = '(?=$|[\\s.,;:!?)\\]}"\'”’…/-]|<)';
function style(html: string, mark: string, tag: string): string {
  const m = mark === '*' ? '\\*' : mark;
  const re = new RegExp(`${BEFORE}${m}([^\\s${m}](?:[^${m}\\n]*?[^\\s${m}])?)${m}${AFTER}`, 'g');
  return html.replace(re, (_w, pre: string, body: string) => `${pre}<${tag}>${body}</${tag}>`);
}

/** Escaped mrkdwn text without code or pre, to HTML (tokens, styles, emoji). */
function inlineText(text: string, ctx: TextContext, format = true): string {
  const held: string[] = [];
  const hold = (html: string) => `${HOLD}${held.push(html) - 1}${HOLD}`;
  let s = text.replace(/<([^<>\n]+)>/g, (_w, inner: string) => hold(control(inner, ctx)));
  if (format) s = s.replace(/`([^`\n]+)`/g, (_w, body: string) => hold(`<code>${inlineText(body, ctx, false)}</code>`));
  s = escapeHtml(decode(s));
  if (format) {
    s = style(s, '*', 'b');
    s = style(s, '_', 'i');
    s = style(s, '~', 's');
  }
  s = emoji(s, ctx);
  return s.replace(new RegExp(`${HOLD}(\\d+)${HOLD}`, 'g'), (_w, i: string) => held[Number(i)] ?? '');
}

/** A mrkdwn text object's text, to HTML. */
export function mrkdwnHtml(text: string, ctx: TextContext): string {
  const parts = text.split(/```/);
  if (parts.length % 2 === 0) ctx.notes.push('an unclosed ``` block');
  return parts
    .map((part, i) => {
      if (i % 2 === 1) {
        const body = part.replace(/^\n/, '').replace(/\n$/, '');
        return `<pre>${inlineText(body, ctx, false)}</pre>`;
      }
      return lines(part, ctx);
    })
    .join('');
}

function lines(part: string, ctx: TextContext): string {
  const out: string[] = [];
  let quote: string[] = [];
  const flush = () => {
    if (quote.length > 0) out.push(`<blockquote>${quote.join('<br>')}</blockquote>`);
    quote = [];
  };
  const rows = part.split('\n');
  rows.forEach((row, i) => {
    const q = /^&gt; ?(.*)$/.exec(row);
    if (q) {
      quote.push(inlineText(q[1] ?? '', ctx));
      return;
    }
    flush();
    out.push(inlineText(row, ctx) + (i < rows.length - 1 ? '<br>' : ''));
  });
  flush();
  return out.join('');
}

/** A plain_text object's text (with `emoji: true`, codes become emoji; nothing else is formatted). */
export function plainHtml(text: string, ctx: TextContext, withEmoji = true): string {
  const html = escapeHtml(text).replace(/\n/g, '<br>');
  return withEmoji ? emoji(html, ctx) : html;
}
