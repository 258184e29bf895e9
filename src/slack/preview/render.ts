import { DateTime } from 'luxon';
import { escapeHtml, mrkdwnHtml, plainHtml, type TextContext } from './mrkdwn.js';

/**
 * Block Kit as Slack draws it, in HTML and CSS close to Slack's own (Lato, its greys and greens, its spacing): the
 * blocks and elements the app uses, inside a modal frame (title, close, submit) or a message frame (the app's name,
 * its avatar, where the message was posted) or the Home tab's page (the app's name and tabs). Whatever the renderer cannot draw is drawn as a red `.broken` box and
 * reported, so an unknown block never passes unseen.
 */

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/** Where blocks are drawn: a dialog, a message, or the app's Home tab. */
export type Surface = 'modal' | 'message' | 'home';

export interface RenderContext extends TextContext {
  /** `response_action: 'errors'`: block id → the words Slack shows under that input. */
  readonly errors?: Readonly<Record<string, string>>;
  /**
   * `view.state.values` (block id → action id → value): what the person typed or chose, which Slack keeps on
   * screen over the view's initial values (a submission answered with errors leaves the view as the person left it).
   */
  readonly values?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** A select shown open (block id), with what was typed into it and the options the app answered. */
  readonly open?: { readonly blockId: string; readonly typed: string; readonly options: readonly unknown[] };
}

/** An open select: what was typed in its box, and the options under it as Slack lists them. */
function openSelect(open: NonNullable<RenderContext['open']>, ctx: RenderContext): string {
  const rows = open.options.length
    ? open.options.map((o) => `<div class="menu-option">${optionHtml(o, ctx)}</div>`).join('')
    : '<div class="menu-empty">No results</div>';
  return `${field(plainHtml(open.typed, ctx, false), { icon: '🔍', caret: true })}<div class="menu">${rows}</div>`;
}

/** The element as the person left it: its initial value replaced by the state's. */
function withState(e: unknown, state: unknown): unknown {
  if (!isObj(e) || !isObj(state)) return e;
  const { initial_value, initial_date, initial_option, initial_options, ...rest } = e;
  void initial_value;
  void initial_date;
  void initial_option;
  void initial_options;
  if ('value' in state) return typeof state.value === 'string' ? { ...rest, initial_value: state.value } : rest;
  if ('selected_date' in state) {
    return typeof state.selected_date === 'string' ? { ...rest, initial_date: state.selected_date } : rest;
  }
  if ('selected_options' in state) {
    return Array.isArray(state.selected_options) && state.selected_options.length > 0
      ? { ...rest, initial_options: state.selected_options }
      : rest;
  }
  if ('selected_option' in state)
    return isObj(state.selected_option) ? { ...rest, initial_option: state.selected_option } : rest;
  return e;
}

function broken(what: string, ctx: RenderContext): string {
  ctx.notes.push(`cannot draw ${what}`);
  return `<div class="broken">cannot draw ${escapeHtml(what)}</div>`;
}

/** A text object (plain_text or mrkdwn). */
function textOf(t: unknown, ctx: RenderContext): string {
  if (!isObj(t) || typeof t.text !== 'string') return '';
  return t.type === 'mrkdwn' ? mrkdwnHtml(t.text, ctx) : plainHtml(t.text, ctx, t.emoji !== false);
}

function plainOf(t: unknown): string {
  return isObj(t) && typeof t.text === 'string' ? t.text : '';
}

function optionHtml(o: unknown, ctx: RenderContext, withDescription = true): string {
  if (!isObj(o)) return '';
  const description =
    withDescription && isObj(o.description) ? `<div class="description">${textOf(o.description, ctx)}</div>` : '';
  return `<div class="option-text">${textOf(o.text, ctx)}</div>${description}`;
}

function field(inner: string, o: { placeholder?: boolean; icon?: string; caret?: boolean; tall?: boolean }): string {
  const classes = ['field', o.placeholder ? 'placeholder' : '', o.tall ? 'tall' : ''].filter(Boolean).join(' ');
  const icon = o.icon ? `<span class="field-icon">${o.icon}</span>` : '';
  const caret = o.caret ? '<span class="caret">▾</span>' : '';
  return `<div class="${classes}">${icon}<span class="field-text">${inner}</span>${caret}</div>`;
}

function dateWords(date: string): string {
  const d = DateTime.fromISO(date, { zone: 'UTC' });
  return d.isValid ? d.toFormat('ccc, LLL d, yyyy') : escapeHtml(date);
}

function button(e: Obj, ctx: RenderContext): string {
  const style = e.style === 'primary' ? ' primary' : e.style === 'danger' ? ' danger' : '';
  const link = typeof e.url === 'string' ? ` <span class="external" title="${escapeHtml(e.url)}">↗</span>` : '';
  return `<span class="button${style}">${textOf(e.text, ctx)}${link}</span>`;
}

/** One interactive element. */
export function elementHtml(e: unknown, ctx: RenderContext): string {
  if (!isObj(e)) return broken('a missing element', ctx);
  const placeholder = (fallback: string) => (isObj(e.placeholder) ? plainHtml(plainOf(e.placeholder), ctx) : fallback);
  switch (e.type) {
    case 'button':
      return button(e, ctx);
    case 'plain_text_input':
    case 'number_input':
    case 'email_text_input':
    case 'url_text_input': {
      const value = typeof e.initial_value === 'string' && e.initial_value !== '' ? e.initial_value : undefined;
      const tall = e.multiline === true;
      if (value !== undefined) return field(plainHtml(value, ctx, false), { tall });
      return field(placeholder(''), { placeholder: true, tall });
    }
    case 'datepicker': {
      const date = typeof e.initial_date === 'string' ? e.initial_date : undefined;
      return date
        ? field(dateWords(date), { icon: '📅' })
        : field(placeholder('Select a date'), { placeholder: true, icon: '📅' });
    }
    case 'timepicker':
      return typeof e.initial_time === 'string'
        ? field(escapeHtml(e.initial_time), { icon: '🕒' })
        : field(placeholder('Select time'), { placeholder: true, icon: '🕒' });
    case 'static_select':
    case 'external_select':
    case 'users_select':
    case 'conversations_select':
    case 'channels_select': {
      const chosen = isObj(e.initial_option) ? plainHtml(plainOf(e.initial_option.text), ctx) : undefined;
      const search = e.type === 'external_select' ? '🔍' : undefined;
      return chosen !== undefined
        ? field(chosen, { caret: true, ...(search ? { icon: search } : {}) })
        : field(placeholder('Select an item'), { placeholder: true, caret: true, ...(search ? { icon: search } : {}) });
    }
    case 'multi_static_select':
    case 'multi_external_select': {
      const chips = list(e.initial_options)
        .map((o) => `<span class="chip">${isObj(o) ? plainHtml(plainOf(o.text), ctx) : ''}</span>`)
        .join('');
      return chips
        ? field(chips, { caret: true })
        : field(placeholder('Select items'), { placeholder: true, caret: true });
    }
    case 'radio_buttons':
    case 'checkboxes': {
      const radio = e.type === 'radio_buttons';
      const picked = (o: unknown) =>
        radio
          ? isObj(e.initial_option) && isObj(o) && e.initial_option.value === o.value
          : list(e.initial_options).some((i) => isObj(i) && isObj(o) && i.value === o.value);
      const rows = list(e.options)
        .map(
          (o) =>
            `<div class="choice${picked(o) ? ' picked' : ''}"><span class="${radio ? 'radio' : 'box'}"></span><div>${optionHtml(o, ctx)}</div></div>`,
        )
        .join('');
      return `<div class="choices">${rows}</div>`;
    }
    case 'overflow':
      return '<span class="button overflow">⋯</span>';
    case 'image':
      return `<span class="image-element" title="${escapeHtml(String(e.alt_text ?? ''))}">🖼</span>`;
    default:
      return broken(`an element of type ${String(e.type)}`, ctx);
  }
}

/** One block. */
export function blockHtml(b: unknown, ctx: RenderContext, surface: Surface): string {
  if (!isObj(b)) return broken('a block that is not an object', ctx);
  const id = typeof b.block_id === 'string' ? ` data-block-id="${escapeHtml(b.block_id)}"` : '';
  const wrap = (kind: string, inner: string) => `<div class="block ${kind}"${id}>${inner}</div>`;
  switch (b.type) {
    case 'header':
      return wrap('header', textOf(b.text, ctx));
    case 'divider':
      return wrap('divider', '<hr>');
    case 'section': {
      const text = b.text === undefined ? '' : `<div class="text">${textOf(b.text, ctx)}</div>`;
      const fields = list(b.fields).length
        ? `<div class="fields">${list(b.fields)
            .map((f) => `<div class="section-field">${textOf(f, ctx)}</div>`)
            .join('')}</div>`
        : '';
      const accessory =
        b.accessory === undefined ? '' : `<div class="accessory">${elementHtml(b.accessory, ctx)}</div>`;
      return wrap('section', `<div class="section-body">${text}${fields}</div>${accessory}`);
    }
    case 'context': {
      const items = list(b.elements)
        .map((e) =>
          isObj(e) && e.type === 'image'
            ? `<span class="context-image" title="${escapeHtml(String(e.alt_text ?? ''))}"></span>`
            : `<span class="context-text">${textOf(e, ctx)}</span>`,
        )
        .join('');
      return wrap('context', items);
    }
    case 'actions':
      return wrap(
        'actions',
        list(b.elements)
          .map((e) => elementHtml(e, ctx))
          .join(''),
      );
    case 'image':
      return wrap(
        'image',
        `<div class="image-box">${escapeHtml(String(b.alt_text ?? 'image'))}</div>${b.title ? `<div class="image-title">${textOf(b.title, ctx)}</div>` : ''}`,
      );
    case 'input': {
      const blockId = typeof b.block_id === 'string' ? b.block_id : '';
      const error = ctx.errors?.[blockId];
      const optional = b.optional === true ? ' <span class="optional">(optional)</span>' : '';
      const hint = isObj(b.hint) ? `<div class="hint">${plainHtml(plainOf(b.hint), ctx)}</div>` : '';
      const err =
        error === undefined ? '' : `<div class="error"><span class="error-icon">⚠</span>${plainHtml(error, ctx)}</div>`;
      if (surface === 'message') ctx.notes.push('an input block in a message');
      const typed = ctx.values?.[blockId];
      const action = isObj(b.element) && typeof b.element.action_id === 'string' ? b.element.action_id : blockId;
      const element = typed === undefined ? b.element : withState(b.element, typed[action]);
      const drawn = ctx.open?.blockId === blockId ? openSelect(ctx.open, ctx) : elementHtml(element, ctx);
      return wrap(
        `input${error === undefined ? '' : ' has-error'}`,
        `<label>${plainHtml(plainOf(b.label), ctx)}${optional}</label>${drawn}${err}${hint}`,
      );
    }
    default:
      return broken(`a block of type ${String(b.type)}`, ctx);
  }
}

export function blocksHtml(blocks: unknown, ctx: RenderContext, surface: Surface): string {
  return list(blocks)
    .map((b) => blockHtml(b, ctx, surface))
    .join('');
}

/** A modal as Slack draws it over the dimmed client: title and close, the blocks, close and submit buttons. */
export function modalHtml(view: unknown, ctx: RenderContext): string {
  const v = isObj(view) ? view : {};
  const submit = isObj(v.submit) ? `<span class="button primary">${plainHtml(plainOf(v.submit), ctx)}</span>` : '';
  const close = `<span class="button">${isObj(v.close) ? plainHtml(plainOf(v.close), ctx) : 'Cancel'}</span>`;
  return `<div class="modal" id="frame">
  <div class="modal-head"><span class="app-icon small">P</span><div class="modal-title">${plainHtml(plainOf(v.title), ctx)}</div><span class="modal-x">✕</span></div>
  <div class="modal-body" id="content">${blocksHtml(v.blocks, ctx, 'modal')}</div>
  <div class="modal-foot">${close}${submit}</div>
</div>`;
}

/**
 * The app's Home tab as Slack draws it: a page of its own, as wide as the client's main column, with the app's name
 * and its tabs at the top (Home chosen) and the published blocks below; nothing around it closes or submits.
 */
export function homeHtml(view: unknown, ctx: RenderContext): string {
  const v = isObj(view) ? view : {};
  return `<div class="home" id="frame">
  <div class="home-head"><span class="app-icon">P</span><b class="home-name">portal-ops</b></div>
  <div class="home-tabs"><span class="home-tab on">Home</span><span class="home-tab">Messages</span></div>
  <div class="home-body" id="content">${blocksHtml(v.blocks, ctx, 'home')}</div>
</div>`;
}

const WHERE: Readonly<Record<'channel' | 'dm' | 'ephemeral', string>> = {
  channel: 'in the team channel',
  dm: 'in the app’s messages with the person',
  ephemeral: 'only visible to the person',
};

/** A message as Slack draws it in a channel: the app's avatar and name, the time, the blocks (or the text). */
export function messageHtml(
  message: unknown,
  ctx: RenderContext,
  where: 'channel' | 'dm' | 'ephemeral',
  channel: string,
): string {
  const m = isObj(message) ? message : {};
  const body =
    list(m.blocks).length > 0
      ? blocksHtml(m.blocks, ctx, 'message')
      : `<div class="block section"><div class="text">${mrkdwnHtml(String(m.text ?? ''), ctx)}</div></div>`;
  const time = DateTime.fromMillis(ctx.now, { zone: ctx.zone }).toFormat('h:mm a');
  const only = where === 'ephemeral' ? '<div class="ephemeral"><span>👁</span> Only visible to you</div>' : '';
  return `<div class="channel" id="frame">
  <div class="channel-head">${escapeHtml(channel)} <span class="where">${WHERE[where]}</span></div>
  <div class="message${where === 'ephemeral' ? ' is-ephemeral' : ''}">
    ${only}
    <div class="message-row"><span class="app-icon">P</span><div class="message-main">
      <div class="message-meta"><b>portal-ops</b> <span class="app-badge">APP</span> <span class="time">${time}</span></div>
      <div class="message-body" id="content">${body}</div>
    </div></div>
  </div>
</div>`;
}

/** Slack's look, for both frames. */
export const SLACK_CSS = `
:root { --text: #1d1c1d; --muted: #616061; --line: rgba(29,28,29,.13); --field: rgba(29,28,29,.3);
  --green: #007a5a; --red: #e01e5a; --link: #1264a3; }
* { box-sizing: border-box; }
body { margin: 0; font-family: Lato, 'Slack-Lato', 'Helvetica Neue', Helvetica, 'Segoe UI', Arial, sans-serif,
  'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji'; color: var(--text); font-size: 15px;
  line-height: 1.46668; -webkit-font-smoothing: antialiased; }
.emoji { font-family: 'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', sans-serif; font-size: 1.05em; }
b { font-weight: 900; } i { font-style: italic; } s { text-decoration: line-through; }
a { color: var(--link); text-decoration: none; } a:hover { text-decoration: underline; }
code { font-family: Monaco, Menlo, Consolas, 'DejaVu Sans Mono', monospace; font-size: 12px; color: var(--red);
  background: rgba(29,28,29,.04); border: 1px solid var(--line); border-radius: 3px; padding: 2px 3px 1px; }
pre { font-family: Monaco, Menlo, Consolas, 'DejaVu Sans Mono', monospace; font-size: 12px; line-height: 1.50001;
  white-space: pre-wrap; word-break: break-word; background: rgba(29,28,29,.04); border: 1px solid var(--line);
  border-radius: 4px; padding: 8px; margin: 4px 0; }
blockquote { margin: 4px 0; padding-left: 16px; border-left: 4px solid #ddd; }
time { border-bottom: 1px dotted var(--muted); }
.mention { color: var(--link); background: rgba(29,155,209,.1); border-radius: 3px; padding: 0 2px; }
.mention.loud { color: var(--text); background: rgba(242,199,68,.4); }
.broken { border: 2px dashed var(--red); color: var(--red); padding: 6px; font-weight: 700; }

.backdrop { background: rgba(0,0,0,.45); padding: 24px; width: max-content; }
.modal { width: 520px; background: #fff; border-radius: 8px; box-shadow: 0 18px 48px rgba(0,0,0,.35); }
.modal-head { display: flex; align-items: center; gap: 12px; padding: 18px 24px 16px; border-bottom: 1px solid var(--line); }
.modal-title { flex: 1; font-size: 22px; font-weight: 900; line-height: 1.27; }
.modal-x { color: var(--muted); font-size: 18px; }
.modal-body { padding: 12px 24px 20px; }
.modal-foot { display: flex; justify-content: flex-end; gap: 12px; padding: 20px 24px; border-top: 1px solid var(--line); }
.app-icon { width: 36px; height: 36px; border-radius: 6px; background: #4a154b; color: #fff; font-weight: 900;
  display: inline-flex; align-items: center; justify-content: center; flex: none; }
.app-icon.small { width: 28px; height: 28px; border-radius: 5px; font-size: 14px; }

.block { margin: 8px 0; }
.block.header { font-size: 18px; font-weight: 900; line-height: 1.33; margin: 12px 0 8px; }
.block.divider hr { border: 0; border-top: 1px solid var(--line); margin: 16px 0; }
.block.section { display: flex; gap: 16px; align-items: flex-start; }
.section-body { flex: 1; min-width: 0; word-wrap: break-word; }
.fields { display: grid; grid-template-columns: 1fr 1fr; gap: 8px 16px; margin-top: 4px; }
.accessory { flex: none; max-width: 45%; }
.block.context { color: var(--muted); font-size: 13px; line-height: 1.38463; display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: center; }
.block.context code { font-size: 11px; }
.context-image { width: 20px; height: 20px; border-radius: 4px; background: #ddd; display: inline-block; }
.block.actions { display: flex; flex-wrap: wrap; gap: 8px; }
.block.input { margin: 16px 0; }
.block.input label { display: block; font-weight: 700; margin-bottom: 8px; }
.optional { font-weight: 400; color: var(--muted); }
.hint { color: var(--muted); font-size: 13px; line-height: 1.38463; margin-top: 6px; }
.error { color: var(--red); font-size: 13px; line-height: 1.38463; margin-top: 6px; display: flex; gap: 6px; }
.has-error .field { border-color: var(--red); box-shadow: 0 0 0 1px var(--red); }
.field { display: flex; align-items: center; gap: 8px; min-height: 40px; border: 1px solid var(--field); border-radius: 4px;
  padding: 8px 12px; background: #fff; }
.field.tall { min-height: 88px; align-items: flex-start; }
.field.placeholder .field-text { color: rgba(29,28,29,.5); }
.field-text { flex: 1; min-width: 0; white-space: pre-wrap; word-break: break-word; }
.field-icon { font-family: 'Noto Color Emoji', sans-serif; font-size: 14px; }
.caret { color: var(--muted); }
.chip { background: rgba(29,28,29,.06); border-radius: 4px; padding: 1px 6px; margin-right: 4px; }
.choices { display: flex; flex-direction: column; gap: 8px; }
.choice { display: flex; gap: 10px; align-items: flex-start; }
.radio, .box { width: 18px; height: 18px; border: 1px solid var(--field); margin-top: 2px; flex: none; background: #fff; }
.radio { border-radius: 50%; }
.box { border-radius: 4px; }
.picked .radio { border: 5px solid #1264a3; }
.picked .box { background: #1264a3; border-color: #1264a3; position: relative; }
.picked .box::after { content: '✓'; color: #fff; font-size: 13px; position: absolute; left: 3px; top: -2px; font-weight: 900; }
.description { color: var(--muted); font-size: 13px; }
.menu { border: 1px solid var(--line); border-radius: 6px; box-shadow: 0 4px 12px rgba(0,0,0,.12); padding: 8px 0;
  margin-top: 4px; background: #fff; }
.menu-option { padding: 4px 24px; }
.menu-option:first-child { background: #1264a3; color: #fff; }
.menu-option:first-child .description { color: rgba(255,255,255,.8); }
.menu-empty { padding: 4px 24px; color: var(--muted); }
.button { display: inline-flex; align-items: center; gap: 4px; height: 36px; padding: 0 16px; border: 1px solid var(--field);
  border-radius: 4px; font-weight: 700; font-size: 15px; background: #fff; white-space: nowrap; }
.message .button { height: 28px; padding: 0 12px; font-size: 13px; }
.button.primary { background: var(--green); border-color: var(--green); color: #fff; }
.button.danger { background: var(--red); border-color: var(--red); color: #fff; }
.button.overflow { padding: 0 8px; }
.external { font-weight: 400; color: inherit; opacity: .7; }
.image-box { background: #f4f4f4; border: 1px solid var(--line); border-radius: 4px; padding: 24px; color: var(--muted); text-align: center; }

.channel { width: 720px; background: #fff; }
.channel-head { font-weight: 900; font-size: 18px; padding: 12px 20px; border-bottom: 1px solid var(--line); }
.channel-head .where { font-weight: 400; font-size: 13px; color: var(--muted); margin-left: 8px; }
.message { padding: 8px 20px 12px; }
.message:hover { background: #f8f8f8; }
.message-row { display: flex; gap: 8px; }
.message-main { flex: 1; min-width: 0; }
.message-meta { line-height: 1.2; margin-bottom: 2px; }
.app-badge { font-size: 10px; font-weight: 700; background: rgba(29,28,29,.13); color: var(--muted); border-radius: 2px; padding: 1px 3px; vertical-align: 1px; }
.time { color: var(--muted); font-size: 12px; }
.message-body .block { margin: 4px 0; }
.message-body .block.header { margin: 8px 0 4px; }
.ephemeral { color: var(--muted); font-size: 13px; margin-bottom: 4px; padding-left: 44px; }

.home { width: 880px; background: #fff; }
.home-head { display: flex; align-items: center; gap: 10px; padding: 14px 24px 6px; }
.home-name { font-size: 18px; }
.home-tabs { display: flex; gap: 24px; padding: 0 24px; border-bottom: 1px solid var(--line); }
.home-tab { padding: 8px 0; font-size: 14px; color: var(--muted); border-bottom: 2px solid transparent; }
.home-tab.on { color: var(--text); font-weight: 700; border-bottom-color: var(--green); }
.home-body { padding: 8px 24px 24px; }
.home-body .button { height: 32px; padding: 0 12px; font-size: 14px; }
`;
