// Slack's request payloads, shaped as Slack sends them: the slash command's form fields, and the JSON inside the
// `payload=` field of `view_submission`, `view_closed` and `block_actions`. View state values follow Slack's rules:
// every input block is present, an untouched optional input comes back as `null` (or `[]` for the multi kinds), a
// field left at its initial value reports that value, `number_input` values are strings, `datepicker` gives
// `YYYY-MM-DD`.

export type JsonObject = Record<string, unknown>;

export interface TextObject {
  readonly type: 'plain_text' | 'mrkdwn';
  readonly text: string;
  readonly emoji?: boolean;
  readonly verbatim?: boolean;
}

export interface SlackOption {
  readonly text: TextObject;
  readonly value: string;
  readonly description?: TextObject;
}

/** One element's entry in `view.state.values[block_id][action_id]`. */
export interface StateValue {
  readonly type: string;
  readonly value?: string | null;
  readonly selected_option?: SlackOption | null;
  readonly selected_options?: readonly SlackOption[];
  readonly selected_date?: string | null;
  readonly selected_time?: string | null;
  readonly timezone?: string;
  readonly selected_date_time?: number | null;
  readonly selected_user?: string | null;
  readonly selected_users?: readonly string[];
  readonly selected_conversation?: string | null;
  readonly selected_conversations?: readonly string[];
  readonly selected_channel?: string | null;
  readonly selected_channels?: readonly string[];
}

export type StateValues = Record<string, Record<string, StateValue>>;

/** A view as Slack reports it (views.* answers, and inside interaction payloads). */
export interface SlackView {
  readonly id: string;
  readonly team_id: string;
  readonly type: string;
  readonly title: TextObject;
  readonly blocks: readonly JsonObject[];
  readonly close: TextObject | null;
  readonly submit: TextObject | null;
  readonly private_metadata: string;
  readonly callback_id: string;
  readonly external_id: string;
  readonly state: { readonly values: StateValues };
  readonly hash: string;
  readonly clear_on_close: boolean;
  readonly notify_on_close: boolean;
  readonly root_view_id: string;
  readonly previous_view_id: string | null;
  readonly app_id: string;
  readonly app_installed_team_id: string;
  readonly bot_id: string;
}

/** Who a payload comes from. */
export interface SlackPerson {
  readonly id: string;
  /** Slack's handle; `username` and `name` in interaction payloads, `user_name` in commands. */
  readonly name: string;
  readonly team_id: string;
}

export interface SlackTeam {
  readonly id: string;
  readonly domain: string;
}

/** The workspace and app a payload is addressed from, with realistic defaults (those of the fake Slack). */
export const DEFAULT_TEAM: SlackTeam = { id: 'T0TEAM0001', domain: 'acme' };
export const DEFAULT_APP_ID = 'A0PORTAL01';
export const DEFAULT_PERSON: SlackPerson = { id: 'U0ALICE001', name: 'alice', team_id: DEFAULT_TEAM.id };
/** The deprecated verification token Slack still puts in every payload; Bolt ignores it. */
export const VERIFICATION_TOKEN = 'Xq2mVvXhN8s3dLk0fKp4RtYb';

// ---------------------------------------------------------------------------------------------------------------
// State values, one builder per element type
// ---------------------------------------------------------------------------------------------------------------

/** An option as a test names it: its value, or its value and visible text. */
export type OptionInput = string | { readonly value: string; readonly text?: string };

export function option(input: OptionInput): SlackOption {
  const value = typeof input === 'string' ? input : input.value;
  const text = typeof input === 'string' ? input : (input.text ?? input.value);
  return { text: { type: 'plain_text', text, emoji: true }, value };
}

export const plainTextInput = (value: string | null): StateValue => ({ type: 'plain_text_input', value });
/** Slack sends `number_input` values as strings. */
export const numberInput = (value: string | number | null): StateValue => ({
  type: 'number_input',
  value: value === null ? null : String(value),
});
export const emailInput = (value: string | null): StateValue => ({ type: 'email_text_input', value });
export const urlInput = (value: string | null): StateValue => ({ type: 'url_text_input', value });
export const staticSelect = (selected: OptionInput | null): StateValue => ({
  type: 'static_select',
  selected_option: selected === null ? null : option(selected),
});
export const multiStaticSelect = (selected: readonly OptionInput[]): StateValue => ({
  type: 'multi_static_select',
  selected_options: selected.map(option),
});
export const radioButtons = (selected: OptionInput | null): StateValue => ({
  type: 'radio_buttons',
  selected_option: selected === null ? null : option(selected),
});
export const checkboxes = (selected: readonly OptionInput[]): StateValue => ({
  type: 'checkboxes',
  selected_options: selected.map(option),
});
/** `YYYY-MM-DD`, no zone. */
export const datepicker = (date: string | null): StateValue => ({ type: 'datepicker', selected_date: date });
/** `HH:mm`; Slack adds the element's IANA `timezone` when it has one. */
export const timepicker = (time: string | null, timezone?: string): StateValue => ({
  type: 'timepicker',
  selected_time: time,
  ...(timezone === undefined ? {} : { timezone }),
});
/** A UTC unix timestamp in seconds. */
export const datetimepicker = (unixSeconds: number | null): StateValue => ({
  type: 'datetimepicker',
  selected_date_time: unixSeconds,
});
export const usersSelect = (user: string | null): StateValue => ({ type: 'users_select', selected_user: user });
export const conversationsSelect = (id: string | null): StateValue => ({
  type: 'conversations_select',
  selected_conversation: id,
});
export const channelsSelect = (id: string | null): StateValue => ({ type: 'channels_select', selected_channel: id });

// ---------------------------------------------------------------------------------------------------------------
// State derived from a view's own blocks
// ---------------------------------------------------------------------------------------------------------------

/** What a person put in a field: text, a number, an option value, several option values, or `null` to clear it. */
export type Answer = string | number | readonly string[] | null;
/** Answers keyed by action id (or by block id when that is unambiguous). */
export type Answers = Readonly<Record<string, Answer>>;

export interface ElementRef {
  readonly blockId: string;
  readonly actionId: string;
  readonly element: JsonObject;
  /** Whether the element sits in an input block (those always appear in the view state). */
  readonly input: boolean;
}

const STATEFUL = new Set([
  'plain_text_input',
  'number_input',
  'email_text_input',
  'url_text_input',
  'static_select',
  'external_select',
  'multi_static_select',
  'multi_external_select',
  'radio_buttons',
  'checkboxes',
  'datepicker',
  'timepicker',
  'datetimepicker',
  'users_select',
  'multi_users_select',
  'conversations_select',
  'multi_conversations_select',
  'channels_select',
  'multi_channels_select',
  'overflow',
  'button',
]);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Every interactive element of a view's blocks, with the block and action ids it reports under. */
export function elementsOf(blocks: readonly JsonObject[]): ElementRef[] {
  const refs: ElementRef[] = [];
  for (const block of blocks) {
    const blockId = str(block.block_id);
    if (blockId === undefined) continue;
    const candidates: { element: unknown; input: boolean }[] = [];
    if (block.type === 'input') candidates.push({ element: block.element, input: true });
    if (block.type === 'section') candidates.push({ element: block.accessory, input: false });
    if (block.type === 'actions' && Array.isArray(block.elements)) {
      for (const element of block.elements) candidates.push({ element, input: false });
    }
    for (const { element, input } of candidates) {
      if (!isObject(element)) continue;
      const actionId = str(element.action_id);
      const type = str(element.type);
      if (actionId === undefined || type === undefined || !STATEFUL.has(type)) continue;
      refs.push({ blockId, actionId, element, input });
    }
  }
  return refs;
}

/** Finds one element by action id, or by block id; throws when nothing or several match. */
export function findElement(blocks: readonly JsonObject[], key: string): ElementRef {
  const refs = elementsOf(blocks);
  const byAction = refs.filter((r) => r.actionId === key);
  const matches = byAction.length > 0 ? byAction : refs.filter((r) => r.blockId === key);
  if (matches.length === 1 && matches[0]) return matches[0];
  const known = refs.map((r) => `${r.blockId}/${r.actionId}`).join(', ') || 'none';
  if (matches.length === 0) throw new Error(`no element with action id or block id "${key}" (known: ${known})`);
  throw new Error(`"${key}" matches several elements (${known}); name it by its block id`);
}

function optionsOf(element: JsonObject): SlackOption[] {
  const out: SlackOption[] = [];
  const collect = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const o of list) if (isObject(o) && typeof o.value === 'string' && isObject(o.text)) out.push(o as never);
  };
  collect(element.options);
  if (Array.isArray(element.option_groups)) {
    for (const group of element.option_groups) if (isObject(group)) collect(group.options);
  }
  return out;
}

function withEmoji(o: SlackOption): SlackOption {
  return o.text.type === 'plain_text' && o.text.emoji === undefined ? { ...o, text: { ...o.text, emoji: true } } : o;
}

/** The option an element offers for `value` (Slack echoes the option as defined); external selects take any value. */
function pick(element: JsonObject, value: string): SlackOption {
  const type = str(element.type) ?? '';
  const found = optionsOf(element).find((o) => o.value === value);
  if (found) return withEmoji(found);
  if (type.includes('external')) return option(value);
  const offered = optionsOf(element)
    .map((o) => o.value)
    .join(', ');
  throw new Error(`${type} "${str(element.action_id)}" offers no option "${value}" (offers: ${offered})`);
}

function asList(answer: Answer): readonly string[] {
  if (answer === null) return [];
  if (typeof answer === 'string' || typeof answer === 'number') return [String(answer)];
  return answer;
}

function asOne(answer: Answer): string | null {
  if (answer === null) return null;
  if (typeof answer === 'string' || typeof answer === 'number') return String(answer);
  if (answer.length > 1) throw new Error('a single-choice element takes one value');
  return answer[0] ?? null;
}

/** What Slack reports for an element the person has not touched: its initial value, else null or []. */
export function initialValue(element: JsonObject): StateValue {
  const type = str(element.type) ?? 'unknown';
  const initialOption = isObject(element.initial_option) ? withEmoji(element.initial_option as never) : null;
  const initialOptions = Array.isArray(element.initial_options)
    ? (element.initial_options.filter(isObject) as never[]).map(withEmoji)
    : [];
  const strings = (v: unknown): string[] =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  switch (type) {
    case 'plain_text_input':
    case 'number_input':
    case 'email_text_input':
    case 'url_text_input':
      return { type, value: str(element.initial_value) || null };
    case 'static_select':
    case 'external_select':
    case 'radio_buttons':
      return { type, selected_option: initialOption };
    case 'multi_static_select':
    case 'multi_external_select':
    case 'checkboxes':
      return { type, selected_options: initialOptions };
    case 'datepicker':
      return { type, selected_date: str(element.initial_date) ?? null };
    case 'timepicker': {
      const timezone = str(element.timezone);
      return { type, selected_time: str(element.initial_time) ?? null, ...(timezone ? { timezone } : {}) };
    }
    case 'datetimepicker':
      return {
        type,
        selected_date_time: typeof element.initial_date_time === 'number' ? element.initial_date_time : null,
      };
    case 'users_select':
      return { type, selected_user: str(element.initial_user) ?? null };
    case 'multi_users_select':
      return { type, selected_users: strings(element.initial_users) };
    case 'conversations_select':
      return { type, selected_conversation: str(element.initial_conversation) ?? null };
    case 'multi_conversations_select':
      return { type, selected_conversations: strings(element.initial_conversations) };
    case 'channels_select':
      return { type, selected_channel: str(element.initial_channel) ?? null };
    case 'multi_channels_select':
      return { type, selected_channels: strings(element.initial_channels) };
    default:
      return { type };
  }
}

/** The state value of an element once the person has answered `answer`. */
export function answeredValue(element: JsonObject, answer: Answer): StateValue {
  const type = str(element.type) ?? 'unknown';
  const one = () => asOne(answer);
  switch (type) {
    case 'plain_text_input':
    case 'number_input':
    case 'email_text_input':
    case 'url_text_input':
      return { type, value: one() };
    case 'static_select':
    case 'external_select':
    case 'radio_buttons': {
      const v = one();
      return { type, selected_option: v === null ? null : pick(element, v) };
    }
    case 'multi_static_select':
    case 'multi_external_select':
    case 'checkboxes':
      return { type, selected_options: asList(answer).map((v) => pick(element, v)) };
    case 'datepicker':
      return { type, selected_date: one() };
    case 'timepicker': {
      const timezone = str(element.timezone);
      return { type, selected_time: one(), ...(timezone ? { timezone } : {}) };
    }
    case 'datetimepicker': {
      const v = one();
      return { type, selected_date_time: v === null ? null : Number(v) };
    }
    case 'users_select':
      return { type, selected_user: one() };
    case 'multi_users_select':
      return { type, selected_users: asList(answer) };
    case 'conversations_select':
      return { type, selected_conversation: one() };
    case 'multi_conversations_select':
      return { type, selected_conversations: asList(answer) };
    case 'channels_select':
      return { type, selected_channel: one() };
    case 'multi_channels_select':
      return { type, selected_channels: asList(answer) };
    default:
      throw new Error(`a ${type} has no value to answer`);
  }
}

/**
 * `view.state.values` as Slack would send it for these blocks: every input block's element (initial value, or null /
 * [] when untouched), plus the non-input elements the answers name. Answers are keyed by action id (or block id);
 * an answer that names no element, or an option the element does not offer, throws.
 */
export function viewState(view: { readonly blocks: readonly JsonObject[] }, answers: Answers = {}): StateValues {
  const refs = elementsOf(view.blocks);
  const idOf = (ref: ElementRef) => `${ref.blockId}\u0000${ref.actionId}`;
  const answered = new Map<string, Answer>();
  for (const [key, answer] of Object.entries(answers)) answered.set(idOf(findElement(view.blocks, key)), answer);
  const values: Record<string, Record<string, StateValue>> = {};
  for (const ref of refs) {
    const has = answered.has(idOf(ref));
    if (!ref.input && !has) continue;
    if (ref.element.type === 'button' || ref.element.type === 'overflow') continue;
    const value = has ? answeredValue(ref.element, answered.get(idOf(ref)) ?? null) : initialValue(ref.element);
    values[ref.blockId] = { ...values[ref.blockId], [ref.actionId]: value };
  }
  return values;
}

// ---------------------------------------------------------------------------------------------------------------
// Payloads
// ---------------------------------------------------------------------------------------------------------------

export interface SlashCommandFields {
  readonly command: string;
  readonly text?: string;
  readonly user?: SlackPerson;
  readonly team?: SlackTeam;
  readonly channel?: { readonly id: string; readonly name: string };
  readonly triggerId: string;
  readonly responseUrl: string;
  readonly apiAppId?: string;
}

/** The form fields of a slash command, in Slack's order, every value a string. */
export function slashCommandFields(input: SlashCommandFields): Record<string, string> {
  const user = input.user ?? DEFAULT_PERSON;
  const team = input.team ?? DEFAULT_TEAM;
  const channel = input.channel ?? { id: 'C0OPS00001', name: 'portal-ops' };
  return {
    token: VERIFICATION_TOKEN,
    team_id: team.id,
    team_domain: team.domain,
    channel_id: channel.id,
    channel_name: channel.name,
    user_id: user.id,
    user_name: user.name,
    command: input.command,
    text: input.text ?? '',
    api_app_id: input.apiAppId ?? DEFAULT_APP_ID,
    is_enterprise_install: 'false',
    response_url: input.responseUrl,
    trigger_id: input.triggerId,
  };
}

/** A view as it appears inside a payload: Slack's full view object, with defaults for whatever is not given. */
export function viewOutput(view: Partial<SlackView> & { readonly id: string }, team: SlackTeam = DEFAULT_TEAM) {
  const out: SlackView = {
    id: view.id,
    team_id: view.team_id ?? team.id,
    type: view.type ?? 'modal',
    title: view.title ?? { type: 'plain_text', text: 'Modal', emoji: true },
    blocks: view.blocks ?? [],
    close: view.close ?? { type: 'plain_text', text: 'Cancel', emoji: true },
    submit: view.submit ?? { type: 'plain_text', text: 'Submit', emoji: true },
    private_metadata: view.private_metadata ?? '',
    callback_id: view.callback_id ?? '',
    external_id: view.external_id ?? '',
    state: view.state ?? { values: viewState({ blocks: view.blocks ?? [] }) },
    hash: view.hash ?? '1763726400.a1b2c3d4',
    clear_on_close: view.clear_on_close ?? false,
    notify_on_close: view.notify_on_close ?? false,
    root_view_id: view.root_view_id ?? view.id,
    previous_view_id: view.previous_view_id ?? null,
    app_id: view.app_id ?? DEFAULT_APP_ID,
    app_installed_team_id: view.app_installed_team_id ?? team.id,
    bot_id: view.bot_id ?? 'B0BOTID001',
  };
  return out;
}

interface InteractionBase {
  readonly user?: SlackPerson;
  readonly team?: SlackTeam;
  readonly apiAppId?: string;
}

function who(input: InteractionBase) {
  const user = input.user ?? DEFAULT_PERSON;
  const team = input.team ?? DEFAULT_TEAM;
  return {
    team: { id: team.id, domain: team.domain },
    user: { id: user.id, username: user.name, name: user.name, team_id: user.team_id },
    api_app_id: input.apiAppId ?? DEFAULT_APP_ID,
    token: VERIFICATION_TOKEN,
  };
}

export interface ViewSubmissionFields extends InteractionBase {
  readonly view: SlackView;
  readonly triggerId: string;
}

/** The JSON of a `view_submission` payload. */
export function viewSubmissionPayload(input: ViewSubmissionFields): JsonObject {
  const { team, user, api_app_id, token } = who(input);
  return {
    type: 'view_submission',
    team,
    user,
    api_app_id,
    token,
    trigger_id: input.triggerId,
    view: input.view,
    response_urls: [],
    is_enterprise_install: false,
    enterprise: null,
  };
}

export interface ViewClosedFields extends InteractionBase {
  readonly view: SlackView;
  /** True when the whole stack was closed. */
  readonly isCleared?: boolean;
}

/** The JSON of a `view_closed` payload (sent only for views with `notify_on_close`). */
export function viewClosedPayload(input: ViewClosedFields): JsonObject {
  const { team, user, api_app_id, token } = who(input);
  return {
    type: 'view_closed',
    team,
    user,
    api_app_id,
    token,
    view: input.view,
    is_cleared: input.isCleared ?? false,
    is_enterprise_install: false,
    enterprise: null,
  };
}

/** An action a test names: the element by action id (and block id), and what the person chose or typed. */
export interface ActionInput {
  readonly actionId: string;
  readonly blockId?: string;
  /** Needed only when the element cannot be found in the view or message blocks. */
  readonly type?: string;
  readonly value?: Answer;
}

/** One entry of `actions[]`, built from the element's definition and the person's answer. */
export function actionItem(blocks: readonly JsonObject[], input: ActionInput, actionTs: string): JsonObject {
  let ref: ElementRef | undefined;
  try {
    ref = findElement(blocks, input.blockId ?? input.actionId);
    if (ref.actionId !== input.actionId) ref = findElement(blocks, input.actionId);
  } catch (error) {
    if (input.type === undefined) throw error;
  }
  const element: JsonObject = ref?.element ?? { type: input.type, action_id: input.actionId };
  const type = str(element.type) ?? 'button';
  const base: JsonObject = {
    type,
    action_id: input.actionId,
    block_id: ref?.blockId ?? input.blockId ?? 'actions',
    action_ts: actionTs,
  };
  if (type === 'button') {
    const text = isObject(element.text) ? element.text : { type: 'plain_text', text: input.actionId };
    return {
      ...base,
      text: { ...text, ...(text.type === 'plain_text' && text.emoji === undefined ? { emoji: true } : {}) },
      ...(input.value !== undefined
        ? { value: asOne(input.value) }
        : str(element.value)
          ? { value: element.value }
          : {}),
      ...(str(element.style) ? { style: element.style } : {}),
    };
  }
  if (type === 'overflow') {
    const v = asOne(input.value ?? null);
    return { ...base, selected_option: v === null ? null : pick(element, v) };
  }
  const { type: _type, ...value } = answeredValue(element, input.value ?? null);
  const placeholder = isObject(element.placeholder) ? { placeholder: element.placeholder } : {};
  return { ...base, ...value, ...placeholder };
}

export interface BlockActionsFields extends InteractionBase {
  readonly triggerId: string;
  readonly actions: readonly JsonObject[];
  /** From a modal: the view with its current state. */
  readonly view?: SlackView;
  /** From a message: where it is and its blocks. */
  readonly message?: {
    readonly channel: { readonly id: string; readonly name: string };
    readonly ts: string;
    readonly blocks?: readonly JsonObject[];
    readonly text?: string;
    readonly isEphemeral?: boolean;
  };
  readonly responseUrl?: string;
}

/** The JSON of a `block_actions` payload from a modal or from a message. */
export function blockActionsPayload(input: BlockActionsFields): JsonObject {
  const { team, user, api_app_id, token } = who(input);
  const common = { type: 'block_actions', user, api_app_id, token };
  const tail = { trigger_id: input.triggerId, team, enterprise: null, is_enterprise_install: false };
  if (input.view) {
    return {
      ...common,
      container: { type: 'view', view_id: input.view.id },
      ...tail,
      view: input.view,
      actions: input.actions,
    };
  }
  const m = input.message;
  if (!m) throw new Error('block_actions needs a view or a message');
  const blocks = m.blocks ?? [];
  return {
    ...common,
    container: { type: 'message', message_ts: m.ts, channel_id: m.channel.id, is_ephemeral: m.isEphemeral ?? false },
    ...tail,
    channel: m.channel,
    ...(m.isEphemeral
      ? {}
      : { message: { type: 'message', subtype: 'bot_message', text: m.text ?? '', ts: m.ts, blocks } }),
    state: { values: viewState({ blocks }) },
    response_url: input.responseUrl ?? `https://hooks.slack.com/actions/${team.id}/1/${VERIFICATION_TOKEN}`,
    actions: input.actions,
  };
}

export interface BlockSuggestionFields extends InteractionBase {
  /** The view the external select sits in, with its current state. */
  readonly view: SlackView;
  readonly actionId: string;
  readonly blockId: string;
  /** What the person typed into the select (empty when it opened with `min_query_length: 0`). */
  readonly value: string;
}

/** The JSON of a `block_suggestion` payload (an external select asking for its options) from a modal. */
export function blockSuggestionPayload(input: BlockSuggestionFields): JsonObject {
  const { team, user, api_app_id, token } = who(input);
  return {
    type: 'block_suggestion',
    user,
    container: { type: 'view', view_id: input.view.id },
    api_app_id,
    token,
    action_id: input.actionId,
    block_id: input.blockId,
    value: input.value,
    team,
    enterprise: null,
    is_enterprise_install: false,
    view: input.view,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Reading what a person sees
// ---------------------------------------------------------------------------------------------------------------

/**
 * The visible words of a view, message or blocks: every text object's text (titles, labels, hints, sections,
 * fields, context, buttons, placeholders, options), in document order, one per line.
 */
export function textOf(value: unknown): string {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) {
      for (const x of v) walk(x);
      return;
    }
    if (!isObject(v)) return;
    if ((v.type === 'plain_text' || v.type === 'mrkdwn') && typeof v.text === 'string') {
      out.push(v.text);
      return;
    }
    // rich_text runs, and a message's own `text` (its notification fallback)
    if (typeof v.text === 'string' && (v.type === 'text' || v.type === 'message' || v.type === undefined)) {
      out.push(v.text);
    }
    for (const [key, x] of Object.entries(v)) if (key !== 'state' && key !== 'private_metadata') walk(x);
  };
  walk(value);
  return out.join('\n');
}

/** A block by its id (throws when missing): for assertions on a view's or message's structure. */
export function blockById(holder: { readonly blocks: readonly JsonObject[] }, blockId: string): JsonObject {
  const block = holder.blocks.find((b) => b.block_id === blockId);
  if (!block) {
    const known = holder.blocks.map((b) => String(b.block_id)).join(', ');
    throw new Error(`no block "${blockId}" (blocks: ${known})`);
  }
  return block;
}
