// A local Slack Web API over real HTTP, as `@slack/web-api` (and so Bolt) calls it: `POST /api/<method>`, a
// form-encoded (or JSON) body with `view` / `blocks` as JSON strings, the token in `Authorization: Bearer`, and
// answers of HTTP 200 `{ok:true,...}` / `{ok:false,error}` (429 with `Retry-After` when rate limited). It records
// every call and models what an app meets: single-use trigger ids that expire, view stacks with hashes,
// `hash_conflict`, channel membership (`not_in_channel`, `channel_not_found`), users with time zones, scopes,
// response URLs, forced errors and rate limits. Point an app at it with `clientOptions.slackApiUrl = fake.url`.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_APP_ID,
  DEFAULT_PERSON,
  DEFAULT_TEAM,
  type JsonObject,
  type SlackView,
  type TextObject,
} from './slack-payloads.js';

export interface FakeUser {
  readonly id: string;
  readonly name?: string;
  readonly real_name?: string;
  readonly team_id?: string;
  /** IANA zone; `null` for a profile without one (the tz fields are then left out of `users.info`). */
  readonly tz?: string | null;
  /** Derived from `tz` at the fake's clock when not given (so it follows DST as Slack's does). */
  readonly tz_label?: string;
  /** Seconds east of UTC; derived from `tz` at the fake's clock when not given. */
  readonly tz_offset?: number;
  readonly is_bot?: boolean;
  readonly is_admin?: boolean;
  readonly deleted?: boolean;
}

export interface FakeChannel {
  readonly id: string;
  readonly name: string;
  readonly is_private?: boolean;
  /** Whether the bot is in it (default false). */
  readonly is_member?: boolean;
  readonly is_archived?: boolean;
  /** The people in it, for `chat.postEphemeral`'s `user_not_in_channel`; everyone when not given. */
  readonly members?: readonly string[];
}

export interface FakeTeam {
  readonly id: string;
  readonly domain: string;
  readonly name: string;
}

/** A method of one's own (or a replacement for a modelled one); answer `{ ok: true, ... }` or `{ ok: false, error }`. */
export type FakeMethod = (
  args: JsonObject,
  context: { readonly token: string | undefined; readonly fake: FakeSlack },
) => JsonObject | Promise<JsonObject>;

export interface FakeSlackOptions {
  /** The clock for trigger expiry, response URL expiry, `ts` and hashes (ms). Default `Date.now`. */
  readonly now?: () => number;
  /** How long a trigger id works after it is issued. Default 3000 ms, as Slack. */
  readonly triggerLifetimeMs?: number;
  /**
   * What a second use of a trigger id gets. Slack answers `exchanged_trigger_id` (the default); set
   * `expired_trigger_id` to have reuse and lateness look the same.
   */
  readonly reusedTriggerError?: 'exchanged_trigger_id' | 'expired_trigger_id';
  /** The bot token the fake accepts (`invalid_auth` for any other, `not_authed` for none). Default `xoxb-test`. */
  readonly token?: string;
  readonly team?: FakeTeam;
  readonly appId?: string;
  readonly botUserId?: string;
  readonly botId?: string;
  readonly botName?: string;
  /** The bot token's scopes; a method needing another answers `missing_scope`. Default: commands, chat:write, users:read. */
  readonly scopes?: readonly string[];
  /** Default: alice (America/Los_Angeles), bob (Europe/Berlin), chandra (Asia/Kolkata). */
  readonly users?: readonly FakeUser[];
  /** Default: portal-ops (bot member), general (public, bot not in it), ops-private (private, bot not in it). */
  readonly channels?: readonly FakeChannel[];
  readonly handlers?: Readonly<Record<string, FakeMethod>>;
}

/** One Web API call as it reached the fake. */
export interface SlackCall {
  readonly method: string;
  /** The arguments, parsed; `view`, `blocks`, `attachments` and `metadata` JSON strings parsed into objects. */
  readonly args: JsonObject;
  /** The fake's clock when it arrived. */
  readonly at: number;
  readonly token: string | undefined;
  /** The HTTP status and body the fake answered with; set once answered. */
  status?: number;
  answer?: JsonObject;
}

export interface PostedMessage {
  readonly channel: string;
  readonly ts: string;
  readonly text: string | undefined;
  readonly blocks: readonly JsonObject[] | undefined;
  readonly thread_ts: string | undefined;
  /** Set for `chat.postEphemeral`: the one person who sees it. */
  readonly ephemeralTo: string | undefined;
  readonly at: number;
}

/** A POST an app made to a response URL (Bolt's `respond()`). */
export interface ResponseUrlPost {
  readonly url: string;
  readonly body: unknown;
  readonly at: number;
}

export interface RateLimit {
  /** The `Retry-After` header, seconds. Default 1. */
  readonly retryAfterSec?: number;
  /** Only these methods; all when not given. */
  readonly methods?: readonly string[];
  /** Only the next N matching calls; until switched off when not given. */
  readonly times?: number;
}

export interface FailOptions {
  /** How many of the next calls fail. Default 1. */
  readonly times?: number;
  /** More fields for the answer, e.g. `{ needed: 'users:read' }`. */
  readonly extra?: JsonObject;
  /** An HTTP status other than 200 (e.g. 500, 503). */
  readonly httpStatus?: number;
}

/** How the app answered a view submission: what `applyViewResponse` needs. */
export interface ViewSubmissionAnswer {
  readonly status: number;
  readonly json?: unknown;
}

export interface FakeSlack {
  /** The value for `slackApiUrl`: `http://127.0.0.1:PORT/api/`. */
  readonly url: string;
  /** `http://127.0.0.1:PORT`. */
  readonly origin: string;
  readonly token: string;
  readonly team: FakeTeam;
  readonly appId: string;
  readonly botUserId: string;
  readonly botId: string;
  readonly calls: readonly SlackCall[];
  callsTo(method: string): SlackCall[];
  /** Resolves with the `count`-th call to `method` once it has been answered; rejects after `timeoutMs` (5000). */
  waitForCall(method: string, count?: number, timeoutMs?: number): Promise<SlackCall>;
  clearCalls(): void;

  /** A fresh trigger id for a payload; `viewId` when it comes from an interaction inside that modal (views.push). */
  issueTrigger(options?: { readonly viewId?: string; readonly userId?: string }): string;
  /** A response URL on the fake (5 uses within 30 minutes, as Slack); posts to it land in `responses`. */
  issueResponseUrl(kind?: 'commands' | 'actions'): string;
  readonly responses: readonly ResponseUrlPost[];

  /** The view as the person sees it now (last version, also after it closed); undefined if never opened. */
  currentView(viewId: string): SlackView | undefined;
  /** The person's Home tab as last published (views.publish), if ever. */
  homeOf(userId: string): SlackView | undefined;
  isOpen(viewId: string): boolean;
  /** The field errors shown in the view after `response_action: 'errors'` (cleared by an update). */
  viewErrors(viewId: string): Readonly<Record<string, string>> | undefined;
  /** The open views of the stack holding `viewId`, root first. */
  stackOf(viewId: string): SlackView[];
  /** The top view of the most recently touched open stack. */
  topView(): SlackView | undefined;
  /** Applies an app's answer to a view submission as Slack does: close, update, push, clear, or field errors. */
  applyViewResponse(viewId: string, answer: ViewSubmissionAnswer): void;
  /**
   * Marks a submission of `viewId` as in flight: views.update / views.push on its stack wait (up to 500 ms) until
   * `settle` applies the app's answer, as Slack applies an ack's `response_action` before the calls that follow.
   */
  beginSubmission(viewId: string): { settle(answer: ViewSubmissionAnswer): void; abandon(): void };

  /** Messages posted (`chat.postMessage`, `chat.postEphemeral`), optionally in one channel. */
  messages(channel?: string): PostedMessage[];
  user(id: string): FakeUser | undefined;
  channel(id: string): FakeChannel | undefined;
  addUser(user: FakeUser): void;
  addChannel(channel: FakeChannel): void;
  /** Invites the bot to a channel, or removes it. */
  setMember(channelId: string, isMember: boolean): void;

  /** Switches rate limiting on (HTTP 429 with Retry-After) or off. */
  rateLimit(setting: RateLimit | false): void;
  /** The next call(s) to `method` answer `{ ok: false, error }`. */
  failNext(method: string, error: string, options?: FailOptions): void;
  /** The next call(s) to `method` are answered only after `ms`. */
  delayNext(method: string, ms: number, times?: number): void;
  close(): Promise<void>;
}

export const DEFAULT_TOKEN = 'xoxb-test';
export const DEFAULT_SCOPES: readonly string[] = ['commands', 'chat:write', 'users:read'];
export const DEFAULT_USERS: readonly FakeUser[] = [
  { id: DEFAULT_PERSON.id, name: DEFAULT_PERSON.name, real_name: 'Alice Example', tz: 'America/Los_Angeles' },
  { id: 'U0BOB00001', name: 'bob', real_name: 'Bob Example', tz: 'Europe/Berlin' },
  { id: 'U0CHANDRA1', name: 'chandra', real_name: 'Chandra Example', tz: 'Asia/Kolkata' },
];
export const DEFAULT_CHANNELS: readonly FakeChannel[] = [
  { id: 'C0OPS00001', name: 'portal-ops', is_member: true },
  { id: 'C0GENERAL1', name: 'general', is_member: false },
  { id: 'G0PRIVATE1', name: 'ops-private', is_private: true, is_member: false },
];

const JSON_ARGS = ['view', 'blocks', 'attachments', 'metadata'];
/** How long views.update / views.push wait for a submission's answer to be applied (covers the ack-vs-call race). */
const SUBMISSION_HOLD_MS = 500;
const RESPONSE_URL_USES = 5;
const RESPONSE_URL_LIFETIME_MS = 30 * 60_000;
const MAX_VIEW_BYTES = 250 * 1024;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

// Slack's ids, hashes and URL tails look random; here they are a counter in the same shape, unique within a run,
// so that no run depends on a draw (two equal hashes would hide a hash_conflict).
let drawn = 0;

function hex(bytes: number): string {
  drawn += 1;
  return drawn
    .toString(16)
    .padStart(bytes * 2, '0')
    .slice(-bytes * 2);
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Slack's generated block and action ids look like `Xy3k` / `a=B9`; ours are alphanumeric. */
function generatedId(): string {
  drawn += 1;
  let n = drawn;
  let id = '';
  for (let i = 0; i < 5; i++, n = Math.floor(n / ALNUM.length)) id = `${ALNUM[n % ALNUM.length]}${id}`;
  return id;
}

/** `tz_label` and `tz_offset` as Slack gives them, for the zone at an instant. */
export function zoneFacts(tz: string, at: number): { tz_label: string; tz_offset: number } {
  const part = (style: 'long' | 'longOffset') =>
    new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: style })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  const offset = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(part('longOffset'));
  if (!offset) throw new Error(`cannot read the offset of ${tz}`);
  const sign = offset[1] === '-' ? -1 : 1;
  const seconds = offset[1] ? sign * (Number(offset[2]) * 3600 + Number(offset[3]) * 60) : 0;
  return { tz_label: part('long'), tz_offset: seconds };
}

// ---------------------------------------------------------------------------------------------------------------
// Slack's rules for views and blocks (the ones that bite), answered as Slack answers them
// ---------------------------------------------------------------------------------------------------------------

const INPUT_ELEMENTS = new Set([
  'plain_text_input',
  'number_input',
  'email_text_input',
  'url_text_input',
  'static_select',
  'external_select',
  'multi_static_select',
  'multi_external_select',
  'users_select',
  'multi_users_select',
  'conversations_select',
  'multi_conversations_select',
  'channels_select',
  'multi_channels_select',
  'datepicker',
  'timepicker',
  'datetimepicker',
  'checkboxes',
  'radio_buttons',
  'rich_text_input',
  'file_input',
]);

function textProblem(value: unknown, max: number, plainOnly: boolean): string | undefined {
  if (!isObject(value) || typeof value.text !== 'string') return 'must be a text object';
  if (value.type !== 'plain_text' && (plainOnly || value.type !== 'mrkdwn')) {
    return plainOnly ? 'must be a plain_text text object' : 'must be a text object';
  }
  if (value.text.length === 0) return 'must be more than 0 characters';
  if (value.text.length > max) return `must be less than ${max + 1} characters`;
  return undefined;
}

function elementProblems(element: unknown, at: string, err: (msg: string, pointer: string) => void): void {
  if (!isObject(element)) {
    err('must provide an object', at);
    return;
  }
  const type = String(element.type);
  const actionId = element.action_id;
  if (typeof actionId === 'string' && actionId.length > 255) err('must be less than 256 characters', `${at}/action_id`);
  const text = (key: string, max: number, plainOnly = true) => {
    if (element[key] === undefined) return;
    const p = textProblem(element[key], max, plainOnly);
    if (p) err(p, `${at}/${key}`);
  };
  text('placeholder', 150);
  if (type === 'plain_text_input') {
    const max = element.max_length;
    const min = element.min_length;
    if (max !== undefined && (typeof max !== 'number' || max < 1 || max > 3000)) {
      err('must be between 1 and 3000', `${at}/max_length`);
    }
    if (min !== undefined && (typeof min !== 'number' || min < 0 || min > 3000)) {
      err('must be between 0 and 3000', `${at}/min_length`);
    }
    if (typeof max === 'number' && typeof min === 'number' && min > max) {
      err('min_length must be less than or equal to max_length', `${at}/min_length`);
    }
    if (typeof max === 'number' && typeof element.initial_value === 'string' && element.initial_value.length > max) {
      err(`must be less than ${max + 1} characters`, `${at}/initial_value`);
    }
  }
  if (type === 'number_input' && typeof element.is_decimal_allowed !== 'boolean') {
    err('is_decimal_allowed is required', `${at}/is_decimal_allowed`);
  }
  if (type === 'datepicker' && element.initial_date !== undefined) {
    if (typeof element.initial_date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(element.initial_date)) {
      err('must be a date in the format YYYY-MM-DD', `${at}/initial_date`);
    }
  }
  if (type === 'timepicker' && element.initial_time !== undefined) {
    if (typeof element.initial_time !== 'string' || !/^\d{2}:\d{2}$/.test(element.initial_time)) {
      err('must be a time in the format HH:mm', `${at}/initial_time`);
    }
  }
  if (type === 'button') {
    text('text', 75);
    if (typeof element.value === 'string' && element.value.length > 2000) {
      err('must be less than 2001 characters', `${at}/value`);
    }
  }
  const limits: Record<string, [number, number]> = {
    static_select: [1, 100],
    multi_static_select: [1, 100],
    radio_buttons: [1, 10],
    checkboxes: [1, 10],
    overflow: [1, 5],
  };
  const limit = limits[type];
  if (!limit) return;
  const options: JsonObject[] = [];
  const collect = (list: unknown, pointer: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((o, i) => {
      if (!isObject(o)) return;
      options.push(o);
      const p = textProblem(o.text, 75, type === 'static_select' || type === 'multi_static_select');
      if (p) err(p, `${pointer}/${i}/text`);
      if (typeof o.value !== 'string' || o.value.length === 0 || o.value.length > 150) {
        err('must be between 1 and 150 characters', `${pointer}/${i}/value`);
      }
    });
  };
  collect(element.options, `${at}/options`);
  if (Array.isArray(element.option_groups)) {
    element.option_groups.forEach((g, i) => {
      if (isObject(g)) collect(g.options, `${at}/option_groups/${i}/options`);
    });
  }
  if (options.length < limit[0]) err('must provide options or option_groups', `${at}/options`);
  if (options.length > limit[1]) err(`must provide no more than ${limit[1]} items`, `${at}/options`);
  const same = (a: unknown, b: JsonObject) =>
    isObject(a) && a.value === b.value && isObject(a.text) && isObject(b.text) && a.text.text === b.text.text;
  if (element.initial_option !== undefined && !options.some((o) => same(element.initial_option, o))) {
    err('must match one of the options', `${at}/initial_option`);
  }
  if (Array.isArray(element.initial_options)) {
    element.initial_options.forEach((io, i) => {
      if (!options.some((o) => same(io, o))) err('must match one of the options', `${at}/initial_options/${i}`);
    });
  }
}

function blockProblems(
  blocks: readonly unknown[],
  root: string,
  err: (msg: string, pointer: string) => void,
): { hasInput: boolean } {
  const seen = new Set<string>();
  let hasInput = false;
  blocks.forEach((block, i) => {
    const at = `${root}/${i}`;
    if (!isObject(block)) {
      err('must provide an object', at);
      return;
    }
    const blockId = block.block_id;
    if (typeof blockId === 'string') {
      if (blockId.length > 255) err('must be less than 256 characters', `${at}/block_id`);
      if (seen.has(blockId)) err(`duplicate block_id "${blockId}"`, `${at}/block_id`);
      seen.add(blockId);
    }
    const text = (key: string, max: number, plainOnly: boolean, required: boolean) => {
      if (block[key] === undefined) {
        if (required) err(`missing required field: ${key}`, `${at}/${key}`);
        return;
      }
      const p = textProblem(block[key], max, plainOnly);
      if (p) err(p, `${at}/${key}`);
    };
    switch (block.type) {
      case 'input': {
        hasInput = true;
        text('label', 2000, true, true);
        text('hint', 2000, true, false);
        if (!isObject(block.element)) err('missing required field: element', `${at}/element`);
        else if (!INPUT_ELEMENTS.has(String(block.element.type))) {
          err(`unsupported type: ${String(block.element.type)}`, `${at}/element/type`);
        } else elementProblems(block.element, `${at}/element`, err);
        break;
      }
      case 'section': {
        if (block.text === undefined && block.fields === undefined) err('must provide text or fields', at);
        text('text', 3000, false, false);
        if (Array.isArray(block.fields)) {
          if (block.fields.length > 10) err('must provide no more than 10 items', `${at}/fields`);
          block.fields.forEach((f, j) => {
            const p = textProblem(f, 2000, false);
            if (p) err(p, `${at}/fields/${j}`);
          });
        }
        if (block.accessory !== undefined) elementProblems(block.accessory, `${at}/accessory`, err);
        break;
      }
      case 'header':
        text('text', 150, true, true);
        break;
      case 'context':
        if (!Array.isArray(block.elements) || block.elements.length === 0 || block.elements.length > 10) {
          err('must provide between 1 and 10 elements', `${at}/elements`);
        }
        break;
      case 'actions': {
        if (!Array.isArray(block.elements) || block.elements.length === 0 || block.elements.length > 25) {
          err('must provide between 1 and 25 elements', `${at}/elements`);
          break;
        }
        const ids = new Set<string>();
        block.elements.forEach((e, j) => {
          elementProblems(e, `${at}/elements/${j}`, err);
          const id = isObject(e) ? e.action_id : undefined;
          if (typeof id === 'string') {
            if (ids.has(id)) err(`duplicate action_id "${id}"`, `${at}/elements/${j}/action_id`);
            ids.add(id);
          }
        });
        break;
      }
      case 'divider':
      case 'image':
      case 'rich_text':
      case 'file':
      case 'video':
        break;
      default:
        err(`unsupported type: ${String(block.type)}`, `${at}/type`);
    }
  });
  return { hasInput };
}

/**
 * What Slack would refuse in a modal view, as `response_metadata.messages` lines (`[ERROR] … [json-pointer:/view/…]`);
 * empty when Slack would accept it. Usable on its own to check a view a listener builds.
 */
export function viewProblems(view: unknown): string[] {
  const problems: string[] = [];
  const err = (msg: string, pointer: string) => problems.push(`[ERROR] ${msg} [json-pointer:/view${pointer}]`);
  if (!isObject(view)) {
    err('must provide an object', '');
    return problems;
  }
  if (view.type !== 'modal') err('must be "modal"', '/type');
  const text = (key: string, required: boolean) => {
    if (view[key] === undefined || view[key] === null) {
      if (required) err(`missing required field: ${key}`, `/${key}`);
      return;
    }
    const p = textProblem(view[key], 24, true);
    if (p) err(p, `/${key}`);
  };
  text('title', true);
  text('submit', false);
  text('close', false);
  const capped = (key: string, max: number) => {
    const v = view[key];
    if (v !== undefined && (typeof v !== 'string' || v.length > max)) {
      err(`must be a string of no more than ${max} characters`, `/${key}`);
    }
  };
  capped('private_metadata', 3000);
  capped('callback_id', 255);
  capped('external_id', 255);
  if (!Array.isArray(view.blocks)) {
    err('missing required field: blocks', '/blocks');
    return problems;
  }
  if (view.blocks.length > 100) err('must provide no more than 100 items', '/blocks');
  const { hasInput } = blockProblems(view.blocks, '/blocks', err);
  if (hasInput && (view.submit === undefined || view.submit === null)) {
    err('submit is required when an input block is within the blocks array', '/submit');
  }
  return problems;
}

/** What Slack would refuse in a Home tab view (views.publish): type home, at most 100 blocks, no title needed. */
export function homeViewProblems(view: unknown): string[] {
  const problems: string[] = [];
  const err = (msg: string, pointer: string) => problems.push(`[ERROR] ${msg} [json-pointer:/view${pointer}]`);
  if (!isObject(view)) {
    err('must provide an object', '');
    return problems;
  }
  if (view.type !== 'home') err('must be "home"', '/type');
  const metadata = view.private_metadata;
  if (metadata !== undefined && (typeof metadata !== 'string' || metadata.length > 3000)) {
    err('must be a string of no more than 3000 characters', '/private_metadata');
  }
  if (!Array.isArray(view.blocks)) {
    err('missing required field: blocks', '/blocks');
    return problems;
  }
  if (view.blocks.length > 100) err('must provide no more than 100 items', '/blocks');
  blockProblems(view.blocks, '/blocks', err);
  return problems;
}

/** What Slack would refuse in a message's blocks (chat.postMessage answers `invalid_blocks`). */
export function messageBlockProblems(blocks: unknown): string[] {
  const problems: string[] = [];
  const err = (msg: string, pointer: string) => problems.push(`[ERROR] ${msg} [json-pointer:${pointer}]`);
  if (!Array.isArray(blocks)) {
    err('must provide an array', '/blocks');
    return problems;
  }
  if (blocks.length > 50) err('must provide no more than 50 items', '/blocks');
  blockProblems(blocks, '/blocks', err);
  return problems;
}

/** Slack marks plain_text objects with `emoji: true`. */
function withEmoji(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withEmoji);
  if (!isObject(value)) return value;
  const out: JsonObject = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withEmoji(v)]));
  if (out.type === 'plain_text' && typeof out.text === 'string' && out.emoji === undefined) out.emoji = true;
  return out;
}

/** Slack fills in missing block ids and action ids (random short strings) and marks plain_text with `emoji: true`. */
export function normalizeBlocks(blocks: unknown): JsonObject[] {
  if (!Array.isArray(blocks)) return [];
  const withId = (element: unknown) =>
    isObject(element) &&
    element.action_id === undefined &&
    (INPUT_ELEMENTS.has(String(element.type)) || element.type === 'button' || element.type === 'overflow')
      ? { ...element, action_id: generatedId() }
      : element;
  return blocks.filter(isObject).map((raw) => {
    const block: JsonObject = { ...raw, block_id: raw.block_id ?? generatedId() };
    if (block.type === 'input') block.element = withId(block.element);
    if (block.type === 'section' && block.accessory !== undefined) block.accessory = withId(block.accessory);
    if (block.type === 'actions' && Array.isArray(block.elements)) block.elements = block.elements.map(withId);
    return withEmoji(block) as JsonObject;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------------------------

interface Trigger {
  readonly issuedAt: number;
  readonly viewId: string | undefined;
  readonly userId: string | undefined;
  used: boolean;
}

interface StoredView {
  view: SlackView;
  open: boolean;
  errors: Record<string, string> | undefined;
}

interface Failure {
  readonly error: string;
  readonly extra: JsonObject;
  readonly httpStatus: number;
}

type Answer = { status: number; body: JsonObject; headers?: Record<string, string> };

const ok = (fields: JsonObject = {}): Answer => ({ status: 200, body: { ok: true, ...fields } });
const fail = (error: string, fields: JsonObject = {}): Answer => ({
  status: 200,
  body: { ok: false, error, ...fields },
});

class FakeSlackServer implements FakeSlack {
  url = '';
  origin = '';
  readonly token: string;
  readonly team: FakeTeam;
  readonly appId: string;
  readonly botUserId: string;
  readonly botId: string;
  readonly calls: SlackCall[] = [];
  readonly responses: ResponseUrlPost[] = [];

  private readonly now: () => number;
  private readonly triggerLifetimeMs: number;
  private readonly reusedTriggerError: string;
  private readonly botName: string;
  private readonly scopes: Set<string>;
  private readonly users = new Map<string, FakeUser>();
  private readonly channels = new Map<string, FakeChannel>();
  private readonly handlers: Readonly<Record<string, FakeMethod>>;
  private readonly triggers = new Map<string, Trigger>();
  private readonly responseUrls = new Map<string, { issuedAt: number; uses: number }>();
  private readonly views = new Map<string, StoredView>();
  /** User id → the id of their Home tab view (one per person, kept across publishes as Slack does). */
  private readonly homes = new Map<string, string>();
  /** Root view id → the open view ids of its stack, root first. */
  private readonly stacks = new Map<string, string[]>();
  private readonly externalIds = new Map<string, string>();
  private readonly gates = new Map<string, Promise<void>>();
  private readonly posted: PostedMessage[] = [];
  private readonly failures = new Map<string, Failure[]>();
  private readonly delays = new Map<string, number[]>();
  private readonly waiters = new Set<() => void>();
  private readonly timers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  private limit: (RateLimit & { remaining: number }) | undefined;
  private lastRoot: string | undefined;
  private seq = 0;
  private readonly server = createServer((req, res) => void this.handle(req, res));

  constructor(options: FakeSlackOptions) {
    this.now = options.now ?? Date.now;
    this.triggerLifetimeMs = options.triggerLifetimeMs ?? 3_000;
    this.reusedTriggerError = options.reusedTriggerError ?? 'exchanged_trigger_id';
    this.token = options.token ?? DEFAULT_TOKEN;
    this.team = options.team ?? { ...DEFAULT_TEAM, name: 'Acme' };
    this.appId = options.appId ?? DEFAULT_APP_ID;
    this.botUserId = options.botUserId ?? 'U0BOTUSER1';
    this.botId = options.botId ?? 'B0BOTID001';
    this.botName = options.botName ?? 'portal-ops';
    this.scopes = new Set(options.scopes ?? DEFAULT_SCOPES);
    this.handlers = options.handlers ?? {};
    for (const user of options.users ?? DEFAULT_USERS) this.addUser(user);
    for (const channel of options.channels ?? DEFAULT_CHANNELS) this.addChannel(channel);
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = this.server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${port}`;
    this.url = `${this.origin}/api/`;
  }

  async close(): Promise<void> {
    for (const t of this.timers) {
      clearTimeout(t.timer);
      t.resolve();
    }
    this.timers.clear();
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  // -- records -----------------------------------------------------------------------------------------------

  callsTo(method: string): SlackCall[] {
    return this.calls.filter((c) => c.method === method);
  }

  clearCalls(): void {
    this.calls.length = 0;
  }

  waitForCall(method: string, count = 1, timeoutMs = 5_000): Promise<SlackCall> {
    const found = () => this.callsTo(method).filter((c) => c.answer !== undefined)[count - 1];
    const already = found();
    if (already) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const check = () => {
        const call = found();
        if (!call) return;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(call);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        const seen = this.calls.map((c) => c.method).join(', ') || 'none';
        reject(new Error(`no answered call #${count} to ${method} within ${timeoutMs} ms (calls: ${seen})`));
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  messages(channel?: string): PostedMessage[] {
    return this.posted.filter((m) => channel === undefined || m.channel === channel);
  }

  user(id: string): FakeUser | undefined {
    return this.users.get(id);
  }

  channel(id: string): FakeChannel | undefined {
    return this.channels.get(id);
  }

  addUser(user: FakeUser): void {
    if (user.tz) zoneFacts(user.tz, this.now()); // throws now for a zone Intl does not know
    this.users.set(user.id, user);
  }

  addChannel(channel: FakeChannel): void {
    this.channels.set(channel.id, channel);
  }

  setMember(channelId: string, isMember: boolean): void {
    const channel = this.channels.get(channelId);
    if (!channel) throw new Error(`no channel ${channelId}`);
    this.channels.set(channelId, { ...channel, is_member: isMember });
  }

  // -- switches ----------------------------------------------------------------------------------------------

  rateLimit(setting: RateLimit | false): void {
    this.limit = setting === false ? undefined : { ...setting, remaining: setting.times ?? Number.POSITIVE_INFINITY };
  }

  failNext(method: string, error: string, options: FailOptions = {}): void {
    const list = this.failures.get(method) ?? [];
    for (let i = 0; i < (options.times ?? 1); i++) {
      list.push({ error, extra: options.extra ?? {}, httpStatus: options.httpStatus ?? 200 });
    }
    this.failures.set(method, list);
  }

  delayNext(method: string, ms: number, times = 1): void {
    const list = this.delays.get(method) ?? [];
    for (let i = 0; i < times; i++) list.push(ms);
    this.delays.set(method, list);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.timers.delete(entry);
          resolve();
        }, ms),
        resolve,
      };
      this.timers.add(entry);
    });
  }

  // -- ids ---------------------------------------------------------------------------------------------------

  private nextTs(): string {
    this.seq += 1;
    return `${Math.floor(this.now() / 1000)}.${String(this.seq % 1_000_000).padStart(6, '0')}`;
  }

  private nextHash(): string {
    return `${Math.floor(this.now() / 1000)}.${hex(4)}`;
  }

  private nextViewId(): string {
    this.seq += 1;
    return `V0${this.seq.toString(36).toUpperCase().padStart(8, '0')}`;
  }

  issueTrigger(options: { readonly viewId?: string; readonly userId?: string } = {}): string {
    this.seq += 1;
    const id = `${7_100_000_000_000 + this.seq}.${4_100_000_000 + (this.seq % 1000)}.${hex(16)}`;
    this.triggers.set(id, { issuedAt: this.now(), viewId: options.viewId, userId: options.userId, used: false });
    return id;
  }

  issueResponseUrl(kind: 'commands' | 'actions' = 'commands'): string {
    this.seq += 1;
    const path = `/${kind}/${this.team.id}/${7_200_000_000_000 + this.seq}/${hex(12)}`;
    this.responseUrls.set(path, { issuedAt: this.now(), uses: 0 });
    return `${this.origin}${path}`;
  }

  // -- views -------------------------------------------------------------------------------------------------

  currentView(viewId: string): SlackView | undefined {
    return this.views.get(viewId)?.view;
  }

  homeOf(userId: string): SlackView | undefined {
    const id = this.homes.get(userId);
    return id === undefined ? undefined : this.views.get(id)?.view;
  }

  isOpen(viewId: string): boolean {
    return this.views.get(viewId)?.open ?? false;
  }

  viewErrors(viewId: string): Readonly<Record<string, string>> | undefined {
    return this.views.get(viewId)?.errors;
  }

  stackOf(viewId: string): SlackView[] {
    const root = this.views.get(viewId)?.view.root_view_id;
    const ids = root === undefined ? [] : (this.stacks.get(root) ?? []);
    return ids.flatMap((id) => {
      const v = this.views.get(id);
      return v ? [v.view] : [];
    });
  }

  topView(): SlackView | undefined {
    const ids = this.lastRoot === undefined ? undefined : this.stacks.get(this.lastRoot);
    const top = ids?.[ids.length - 1];
    return top === undefined ? undefined : this.views.get(top)?.view;
  }

  private makeView(input: JsonObject, id: string, root: string, previous: string | null, external: string): SlackView {
    const v = withEmoji(input) as JsonObject;
    return {
      id,
      team_id: this.team.id,
      type: String(v.type),
      blocks: normalizeBlocks(input.blocks),
      private_metadata: typeof v.private_metadata === 'string' ? v.private_metadata : '',
      callback_id: typeof v.callback_id === 'string' ? v.callback_id : '',
      state: { values: {} },
      hash: this.nextHash(),
      title: v.title as TextObject,
      clear_on_close: v.clear_on_close === true,
      notify_on_close: v.notify_on_close === true,
      close: (v.close as TextObject | undefined) ?? null,
      submit: (v.submit as TextObject | undefined) ?? null,
      previous_view_id: previous,
      root_view_id: root,
      app_id: this.appId,
      external_id: external,
      app_installed_team_id: this.team.id,
      bot_id: this.botId,
    };
  }

  /** The view argument, parsed and checked as Slack checks it; an answer when it is refused. */
  private viewArg(raw: unknown): { view: JsonObject } | { refusal: Answer } {
    const view = typeof raw === 'string' ? safeJson(raw) : raw;
    if (!isObject(view)) return { refusal: fail('invalid_arguments', metaMessages(['[ERROR] invalid `view`'])) };
    if (JSON.stringify(view).length > MAX_VIEW_BYTES) return { refusal: fail('view_too_large') };
    const problems = viewProblems(view);
    if (problems.length > 0) return { refusal: fail('invalid_arguments', metaMessages(problems)) };
    return { view };
  }

  /** Checks a trigger id (unknown, reused, late); marks it used only when `consume` is called. */
  private triggerArg(args: JsonObject): { trigger: Trigger } | { refusal: Answer } {
    const id = str(args.trigger_id) ?? str(args.interactivity_pointer);
    if (id === undefined) {
      return { refusal: fail('invalid_arguments', metaMessages(['[ERROR] missing required field: trigger_id'])) };
    }
    const trigger = this.triggers.get(id);
    if (!trigger) return { refusal: fail('invalid_trigger_id') };
    if (trigger.used) return { refusal: fail(this.reusedTriggerError) };
    if (this.now() - trigger.issuedAt > this.triggerLifetimeMs) return { refusal: fail('expired_trigger_id') };
    return { trigger };
  }

  private touch(root: string): void {
    this.lastRoot = root;
  }

  private closeFrom(viewId: string): void {
    const stored = this.views.get(viewId);
    if (!stored) return;
    const root = stored.view.root_view_id;
    const ids = this.stacks.get(root) ?? [];
    const at = ids.indexOf(viewId);
    if (at < 0) return;
    for (const id of ids.splice(at)) {
      const v = this.views.get(id);
      if (v) v.open = false;
      if (v?.view.external_id) this.externalIds.delete(v.view.external_id);
    }
    if (ids.length === 0) this.stacks.delete(root);
  }

  private async waitForGate(root: string): Promise<void> {
    const gate = this.gates.get(root);
    if (gate) await Promise.race([gate, this.sleep(SUBMISSION_HOLD_MS)]);
  }

  private viewsOpen(args: JsonObject): Answer {
    const t = this.triggerArg(args);
    if ('refusal' in t) return t.refusal;
    const v = this.viewArg(args.view);
    if ('refusal' in v) return v.refusal;
    const external = str(v.view.external_id) ?? '';
    if (external && this.externalIds.has(external)) return fail('duplicate_external_id');
    t.trigger.used = true;
    const id = this.nextViewId();
    const view = this.makeView(v.view, id, id, null, external);
    this.views.set(id, { view, open: true, errors: undefined });
    this.stacks.set(id, [id]);
    if (external) this.externalIds.set(external, id);
    this.touch(id);
    return ok({ view });
  }

  /** A person's Home tab: replaced whole on each publish; it stays open (a home view never closes). */
  private viewsPublish(args: JsonObject): Answer {
    const userId = str(args.user_id);
    if (userId === undefined) {
      return fail('invalid_arguments', metaMessages(['[ERROR] missing required field: user_id']));
    }
    if (!this.users.has(userId)) return fail('user_not_found');
    const raw = typeof args.view === 'string' ? safeJson(args.view) : args.view;
    const problems = homeViewProblems(raw);
    if (problems.length > 0 || !isObject(raw)) return fail('invalid_arguments', metaMessages(problems));
    const hash = str(args.hash);
    const known = this.homes.get(userId);
    if (hash !== undefined && known !== undefined && this.views.get(known)?.view.hash !== hash) {
      return fail('hash_conflict');
    }
    const id = known ?? this.nextViewId();
    this.homes.set(userId, id);
    const view = this.makeView(raw, id, id, null, '');
    this.views.set(id, { view, open: true, errors: undefined });
    return ok({ view });
  }

  private async viewsUpdate(args: JsonObject): Promise<Answer> {
    const external = str(args.external_id);
    const viewId = str(args.view_id) ?? (external === undefined ? undefined : this.externalIds.get(external));
    if (str(args.view_id) === undefined && external === undefined) {
      return fail('invalid_arguments', metaMessages(['[ERROR] either view_id or external_id is required']));
    }
    const stored = viewId === undefined ? undefined : this.views.get(viewId);
    if (!stored?.open) return fail('not_found');
    await this.waitForGate(stored.view.root_view_id);
    if (!stored.open) return fail('not_found');
    const hash = str(args.hash);
    if (hash !== undefined && hash !== stored.view.hash) return fail('hash_conflict');
    const v = this.viewArg(args.view);
    if ('refusal' in v) return v.refusal;
    const newExternal = str(v.view.external_id) ?? stored.view.external_id;
    const holder = newExternal ? this.externalIds.get(newExternal) : undefined;
    if (holder !== undefined && holder !== stored.view.id) return fail('duplicate_external_id');
    if (stored.view.external_id && stored.view.external_id !== newExternal) {
      this.externalIds.delete(stored.view.external_id);
    }
    if (newExternal) this.externalIds.set(newExternal, stored.view.id);
    const { id, root_view_id, previous_view_id } = stored.view;
    stored.view = this.makeView(v.view, id, root_view_id, previous_view_id, newExternal);
    stored.errors = undefined;
    this.touch(root_view_id);
    return ok({ view: stored.view });
  }

  private async viewsPush(args: JsonObject): Promise<Answer> {
    const t = this.triggerArg(args);
    if ('refusal' in t) return t.refusal;
    const from = t.trigger.viewId === undefined ? undefined : this.views.get(t.trigger.viewId);
    const root = from?.open ? from.view.root_view_id : this.lastRoot;
    if (root === undefined || !this.stacks.has(root)) return fail('not_found');
    await this.waitForGate(root);
    const ids = this.stacks.get(root);
    if (!ids) return fail('not_found');
    if (ids.length >= 3) return fail('push_limit_reached');
    const v = this.viewArg(args.view);
    if ('refusal' in v) return v.refusal;
    const external = str(v.view.external_id) ?? '';
    if (external && this.externalIds.has(external)) return fail('duplicate_external_id');
    t.trigger.used = true;
    const view = this.pushView(root, v.view, external);
    return ok({ view });
  }

  private pushView(root: string, input: JsonObject, external: string): SlackView {
    const ids = this.stacks.get(root) ?? [];
    const id = this.nextViewId();
    const view = this.makeView(input, id, root, ids[ids.length - 1] ?? null, external);
    this.views.set(id, { view, open: true, errors: undefined });
    ids.push(id);
    this.stacks.set(root, ids);
    if (external) this.externalIds.set(external, id);
    this.touch(root);
    return view;
  }

  beginSubmission(viewId: string): { settle(answer: ViewSubmissionAnswer): void; abandon(): void } {
    const root = this.views.get(viewId)?.view.root_view_id;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    if (root !== undefined) this.gates.set(root, gate);
    const done = () => {
      if (root !== undefined && this.gates.get(root) === gate) this.gates.delete(root);
      release();
    };
    return {
      settle: (answer) => {
        try {
          this.applyViewResponse(viewId, answer);
        } finally {
          done();
        }
      },
      abandon: done,
    };
  }

  applyViewResponse(viewId: string, answer: ViewSubmissionAnswer): void {
    const stored = this.views.get(viewId);
    if (!stored) throw new Error(`the fake Slack never opened view ${viewId}`);
    // Not acknowledged in time, refused, or a view already gone: the person sees an error, nothing changes.
    if (answer.status !== 200 || !stored.open) return;
    const json = isObject(answer.json) ? answer.json : {};
    const action = json.response_action;
    const root = stored.view.root_view_id;
    this.touch(root);
    switch (action) {
      case undefined:
        this.closeFrom(viewId);
        return;
      case 'clear':
        this.closeFrom(root);
        return;
      case 'update': {
        const v = this.viewArg(json.view);
        if ('refusal' in v) throw new Error(`Slack refuses the updated view: ${describe(v.refusal)}`);
        const { id, root_view_id, previous_view_id, external_id } = stored.view;
        stored.view = this.makeView(v.view, id, root_view_id, previous_view_id, external_id);
        stored.errors = undefined;
        return;
      }
      case 'push': {
        if ((this.stacks.get(root)?.length ?? 0) >= 3) throw new Error('Slack refuses the push: push_limit_reached');
        const v = this.viewArg(json.view);
        if ('refusal' in v) throw new Error(`Slack refuses the pushed view: ${describe(v.refusal)}`);
        this.pushView(root, v.view, str(v.view.external_id) ?? '');
        return;
      }
      case 'errors': {
        const errors = isObject(json.errors) ? json.errors : {};
        const inputs = new Set(stored.view.blocks.filter((b) => b.type === 'input').map((b) => String(b.block_id)));
        const unknown = Object.keys(errors).filter((k) => !inputs.has(k));
        if (Object.keys(errors).length === 0 || unknown.length > 0) {
          throw new Error(
            `Slack cannot show errors for ${unknown.join(', ') || 'nothing'}: the keys must be input block ids ` +
              `(${[...inputs].join(', ')})`,
          );
        }
        stored.errors = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, String(v)]));
        return;
      }
      default:
        throw new Error(`unknown response_action ${JSON.stringify(action)}`);
    }
  }

  // -- channels and messages ---------------------------------------------------------------------------------

  /** Where a post goes: a channel id, a `#name`, or a person's id (the app's DM with them). */
  private destination(raw: unknown): { id: string; channel: FakeChannel | undefined } | { refusal: Answer } {
    const target = str(raw);
    if (target === undefined) return { refusal: fail('channel_not_found') };
    const byName = [...this.channels.values()].find((c) => c.name === target.replace(/^#/, ''));
    const channel = this.channels.get(target) ?? byName;
    if (channel) {
      // A private channel the bot is not in is invisible to it.
      if (channel.is_private && !channel.is_member) return { refusal: fail('channel_not_found') };
      if (channel.is_archived) return { refusal: fail('is_archived') };
      if (!channel.is_member && !this.scopes.has('chat:write.public')) return { refusal: fail('not_in_channel') };
      return { id: channel.id, channel };
    }
    if (this.users.has(target)) return { id: `D${target.slice(1)}`, channel: undefined };
    return { refusal: fail('channel_not_found') };
  }

  private messageArgs(args: JsonObject): { text: string | undefined; blocks: JsonObject[] | undefined } | Answer {
    const text = typeof args.text === 'string' ? args.text : undefined;
    const blocks = Array.isArray(args.blocks) ? (args.blocks as JsonObject[]) : undefined;
    if (args.blocks !== undefined && !Array.isArray(args.blocks)) {
      return fail('invalid_blocks_format');
    }
    if (!text && (!blocks || blocks.length === 0) && args.attachments === undefined) return fail('no_text');
    if (text && text.length > 40_000) return fail('msg_too_long');
    const problems = blocks ? messageBlockProblems(blocks) : [];
    if (problems.length > 0) return fail('invalid_blocks', { errors: problems, ...metaMessages(problems) });
    return { text, blocks };
  }

  private postMessage(args: JsonObject): Answer {
    const to = this.destination(args.channel);
    if ('refusal' in to) return to.refusal;
    const m = this.messageArgs(args);
    if ('status' in m) return m;
    const ts = this.nextTs();
    const thread = str(args.thread_ts);
    this.posted.push({ channel: to.id, ts, ...m, thread_ts: thread, ephemeralTo: undefined, at: this.now() });
    return ok({
      channel: to.id,
      ts,
      message: {
        user: this.botUserId,
        type: 'message',
        ts,
        bot_id: this.botId,
        app_id: this.appId,
        text: m.text ?? '',
        team: this.team.id,
        bot_profile: { id: this.botId, app_id: this.appId, name: this.botName, deleted: false, team_id: this.team.id },
        ...(m.blocks ? { blocks: normalizeBlocks(m.blocks) } : {}),
        ...(thread ? { thread_ts: thread } : {}),
      },
    });
  }

  private postEphemeral(args: JsonObject): Answer {
    const user = str(args.user);
    if (user === undefined || !this.users.has(user)) return fail('user_not_found');
    const to = this.destination(args.channel);
    if ('refusal' in to) return to.refusal;
    if (to.channel?.members && !to.channel.members.includes(user)) return fail('user_not_in_channel');
    const m = this.messageArgs(args);
    if ('status' in m) return m;
    const ts = this.nextTs();
    const thread = str(args.thread_ts);
    this.posted.push({ channel: to.id, ts, ...m, thread_ts: thread, ephemeralTo: user, at: this.now() });
    return ok({ message_ts: ts });
  }

  private conversationsInfo(args: JsonObject): Answer {
    const channel = this.channels.get(str(args.channel) ?? '');
    if (!channel || (channel.is_private && !channel.is_member)) return fail('channel_not_found');
    return ok({
      channel: {
        id: channel.id,
        name: channel.name,
        is_channel: !channel.is_private,
        is_group: false,
        is_im: false,
        is_private: channel.is_private ?? false,
        is_archived: channel.is_archived ?? false,
        is_member: channel.is_member ?? false,
        is_general: channel.name === 'general',
        context_team_id: this.team.id,
      },
    });
  }

  private usersInfo(args: JsonObject): Answer {
    const user = this.users.get(str(args.user) ?? '');
    if (!user) return fail('user_not_found');
    const name = user.name ?? user.id.toLowerCase();
    const realName = user.real_name ?? name;
    const zone =
      user.tz === null
        ? {}
        : {
            tz: user.tz ?? 'America/Los_Angeles',
            ...zoneFacts(user.tz ?? 'America/Los_Angeles', this.now()),
            ...(user.tz_label === undefined ? {} : { tz_label: user.tz_label }),
            ...(user.tz_offset === undefined ? {} : { tz_offset: user.tz_offset }),
          };
    return ok({
      user: {
        id: user.id,
        team_id: user.team_id ?? this.team.id,
        name,
        deleted: user.deleted ?? false,
        color: '9f69e7',
        real_name: realName,
        ...zone,
        profile: {
          real_name: realName,
          real_name_normalized: realName,
          display_name: name,
          display_name_normalized: name,
          team: user.team_id ?? this.team.id,
        },
        is_admin: user.is_admin ?? false,
        is_owner: false,
        is_primary_owner: false,
        is_restricted: false,
        is_ultra_restricted: false,
        is_bot: user.is_bot ?? false,
        is_app_user: false,
        updated: Math.floor(this.now() / 1000),
        is_email_confirmed: true,
      },
    });
  }

  private authTest(): Answer {
    return ok({
      url: `https://${this.team.domain}.slack.com/`,
      team: this.team.name,
      user: this.botName,
      team_id: this.team.id,
      user_id: this.botUserId,
      bot_id: this.botId,
      is_enterprise_install: false,
    });
  }

  // -- HTTP --------------------------------------------------------------------------------------------------

  /** The scope a call needs, if any. */
  private needs(method: string, args: JsonObject): string | undefined {
    switch (method) {
      case 'chat.postMessage':
      case 'chat.postEphemeral':
        return 'chat:write';
      case 'users.info':
        return 'users:read';
      case 'conversations.info':
        return this.channels.get(str(args.channel) ?? '')?.is_private ? 'groups:read' : 'channels:read';
      default:
        return undefined;
    }
  }

  private async dispatch(method: string, args: JsonObject, token: string | undefined): Promise<Answer> {
    const builtIn: Record<string, () => Answer | Promise<Answer>> = {
      'auth.test': () => this.authTest(),
      'views.open': () => this.viewsOpen(args),
      'views.update': () => this.viewsUpdate(args),
      'views.push': () => this.viewsPush(args),
      'views.publish': () => this.viewsPublish(args),
      'chat.postMessage': () => this.postMessage(args),
      'chat.postEphemeral': () => this.postEphemeral(args),
      'users.info': () => this.usersInfo(args),
      'conversations.info': () => this.conversationsInfo(args),
    };
    const custom = this.handlers[method];
    const known = builtIn[method];
    if (!custom && !known) return fail('unknown_method', { req_method: method });

    const limit = this.limit;
    if (limit && limit.remaining > 0 && (!limit.methods || limit.methods.includes(method))) {
      limit.remaining -= 1;
      const retryAfter = String(limit.retryAfterSec ?? 1);
      return { status: 429, body: { ok: false, error: 'ratelimited' }, headers: { 'retry-after': retryAfter } };
    }
    const delay = this.delays.get(method)?.shift();
    if (delay !== undefined) await this.sleep(delay);
    const failure = this.failures.get(method)?.shift();
    if (failure) return { status: failure.httpStatus, body: { ok: false, error: failure.error, ...failure.extra } };

    if (token === undefined) return fail('not_authed');
    if (token !== this.token) return fail('invalid_auth');
    const needed = this.needs(method, args);
    if (needed && !this.scopes.has(needed)) {
      return fail('missing_scope', { needed, provided: [...this.scopes].join(',') });
    }
    if (custom) return { status: 200, body: await custom(args, { token, fake: this }) };
    return (known as () => Answer | Promise<Answer>)();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const url = new URL(req.url ?? '/', this.origin);
      const raw = await readBody(req);
      if (req.method === 'POST' && /^\/(commands|actions)\//.test(url.pathname)) {
        this.responseUrl(url.pathname, raw, req.headers['content-type'], res);
        return;
      }
      const match = /^\/api\/([A-Za-z0-9_.]+)$/.exec(url.pathname);
      if (!match?.[1] || (req.method !== 'POST' && req.method !== 'GET')) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
        return;
      }
      const method = match[1];
      const parsed = parseArgs(raw, req.headers['content-type'], url.searchParams);
      const args = parsed ?? {};
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const token = bearer ?? str(args.token);
      const call: SlackCall = { method, args, at: this.now(), token };
      this.calls.push(call);
      const answer = parsed === undefined ? fail('invalid_form_data') : await this.dispatch(method, args, token);
      const needed = this.needs(method, args);
      res.writeHead(answer.status, {
        'content-type': 'application/json; charset=utf-8',
        'x-oauth-scopes': [...this.scopes].join(','),
        'x-accepted-oauth-scopes': needed ?? '',
        ...answer.headers,
      });
      res.end(JSON.stringify(answer.body));
      call.status = answer.status;
      call.answer = answer.body;
      for (const wake of [...this.waiters]) wake();
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  }

  private responseUrl(path: string, raw: string, contentType: string | undefined, res: ServerResponse): void {
    const entry = this.responseUrls.get(path);
    const refuse = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(text);
    };
    const refusal = !entry
      ? 'no_service'
      : this.now() - entry.issuedAt > RESPONSE_URL_LIFETIME_MS
        ? 'expired_url'
        : entry.uses >= RESPONSE_URL_USES
          ? 'used_url'
          : undefined;
    if (!entry || refusal) {
      refuse(404, refusal ?? 'no_service');
      return;
    }
    entry.uses += 1;
    const body = contentType?.startsWith('application/json') ? (safeJson(raw) ?? raw) : raw;
    this.responses.push({ url: `${this.origin}${path}`, body, at: this.now() });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end('{"ok":true}');
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function metaMessages(messages: readonly string[]): JsonObject {
  return { response_metadata: { messages } };
}

function describe(answer: Answer): string {
  const meta = answer.body.response_metadata;
  const messages = isObject(meta) && Array.isArray(meta.messages) ? `: ${meta.messages.join('; ')}` : '';
  return `${String(answer.body.error)}${messages}`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Form or JSON arguments (query string merged in), JSON-string fields parsed; undefined when unreadable. */
function parseArgs(raw: string, contentType: string | undefined, query: URLSearchParams): JsonObject | undefined {
  const args: JsonObject = Object.fromEntries(query);
  const type = (contentType ?? '').split(';')[0]?.trim();
  if (raw.length > 0) {
    if (type === 'application/json') {
      const body = safeJson(raw);
      if (!isObject(body)) return undefined;
      Object.assign(args, body);
    } else if (type === 'application/x-www-form-urlencoded' || type === '') {
      Object.assign(args, Object.fromEntries(new URLSearchParams(raw)));
    } else {
      return undefined;
    }
  }
  for (const key of JSON_ARGS) {
    const value = args[key];
    if (typeof value === 'string') {
      const parsed = safeJson(value);
      if (parsed !== undefined) args[key] = parsed;
    }
  }
  return args;
}

/** Starts a fake Slack Web API on 127.0.0.1, on a free port. */
export async function startFakeSlack(options: FakeSlackOptions = {}): Promise<FakeSlack> {
  const fake = new FakeSlackServer(options);
  await fake.listen();
  return fake;
}
