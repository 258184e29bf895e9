// Requests exactly as Slack sends them to an app's `POST /slack/events`: a form-encoded slash command, or a form
// with one field `payload` holding the interaction's JSON; `Content-Type: application/x-www-form-urlencoded` (no
// charset: Bolt compares it exactly), signed with `v0=HMAC_SHA256(secret, "v0:<ts>:<raw body>")` over the exact
// bytes sent. With a fake Slack in the target, trigger ids, response URLs, people and views come from it, and the
// app's answer to a view submission is applied to the fake's view as Slack would.

import { createHmac } from 'node:crypto';
import { type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { inspect } from 'node:util';
import { type Logger, LogLevel } from '@slack/bolt';
import type { FakeSlack } from './fake-slack.js';
import {
  type ActionInput,
  type Answers,
  actionItem,
  blockActionsPayload,
  blockSuggestionPayload,
  DEFAULT_PERSON,
  DEFAULT_TEAM,
  elementsOf,
  findElement,
  type JsonObject,
  type SlackPerson,
  type SlackTeam,
  type SlackView,
  type StateValues,
  slashCommandFields,
  VERIFICATION_TOKEN,
  viewClosedPayload,
  viewOutput,
  viewState,
  viewSubmissionPayload,
} from './slack-payloads.js';

/** Where the app listens and how Slack signs for it. */
export interface SlackTarget {
  /** The app's base URL, e.g. `http://127.0.0.1:PORT`. */
  readonly url: string;
  readonly signingSecret: string;
  /** Default `/slack/events`. */
  readonly path?: string;
  /** The fake Slack the app calls: the source of trigger ids, response URLs, people, channels and views. */
  readonly fake?: FakeSlack;
  /** The clock for request timestamps (ms). Default `Date.now`: Bolt checks timestamps against the real clock. */
  readonly now?: () => number;
}

export interface LogLine {
  readonly level: 'debug' | 'info' | 'warn' | 'error';
  readonly text: string;
}

/**
 * A Bolt / WebClient logger that keeps what it is told instead of printing it, so tests stay quiet and can assert on
 * Bolt's own words (e.g. "Failed to verify authenticity" on a forged signature).
 */
export function captureLogger(): Logger & { readonly lines: LogLine[] } {
  const lines: LogLine[] = [];
  let level = LogLevel.DEBUG;
  const keep =
    (l: LogLine['level']) =>
    (...msg: unknown[]) => {
      lines.push({ level: l, text: msg.map((m) => (typeof m === 'string' ? m : inspect(m))).join(' ') });
    };
  return {
    lines,
    debug: keep('debug'),
    info: keep('info'),
    warn: keep('warn'),
    error: keep('error'),
    setLevel: (l: LogLevel) => {
      level = l;
    },
    getLevel: () => level,
    setName: () => {},
  };
}

/**
 * A target for an app started with `await app.start(0)` (Bolt's HTTPReceiver resolves with its `http.Server`, whose
 * `address().port` is the bound port) or on a known port.
 */
export function appTarget(server: Server | number, signingSecret: string, fake?: FakeSlack): SlackTarget {
  const port = typeof server === 'number' ? server : (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}`, signingSecret, ...(fake ? { fake } : {}) };
}

export interface SendOptions {
  /** Sign with another secret. */
  readonly forgeSignature?: boolean;
  /** A correctly signed timestamp 5 minutes and 1 second old. */
  readonly staleTimestamp?: boolean;
  /** An explicit `x-slack-request-timestamp` (seconds), signed correctly. */
  readonly timestampSec?: number;
  /** Leave out both signature headers. */
  readonly unsigned?: boolean;
  /** Another Content-Type (e.g. with `; charset=utf-8`, which Bolt refuses). The body is still form-encoded. */
  readonly contentType?: string;
  /** More headers, e.g. `x-slack-retry-num`. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface SlackReply {
  readonly status: number;
  /** The body as text ('' for a bare `ack()`). */
  readonly body: string;
  /** The body parsed, when the app answered `application/json`. */
  readonly json?: unknown;
  readonly headers: IncomingHttpHeaders;
  /** How long the app took to answer, ms. */
  readonly ms: number;
}

export interface Sent<P> extends SlackReply {
  /** What was sent: the command's fields or the interaction payload. */
  readonly payload: P;
  readonly triggerId: string;
}

/** `v0=<hex HMAC-SHA256(secret, "v0:<ts>:<body>")>`. */
export function slackSignature(signingSecret: string, timestampSec: number, rawBody: string): string {
  return `v0=${createHmac('sha256', signingSecret).update(`v0:${timestampSec}:${rawBody}`).digest('hex')}`;
}

/** Signs and POSTs a raw body to the app's events endpoint. */
export async function sendSigned(
  target: SlackTarget,
  rawBody: string,
  options: SendOptions = {},
  contentType = 'application/x-www-form-urlencoded',
): Promise<SlackReply> {
  const nowSec = Math.floor((target.now ?? Date.now)() / 1000);
  const ts = options.timestampSec ?? (options.staleTimestamp ? nowSec - 5 * 60 - 1 : nowSec);
  const secret = options.forgeSignature ? `${target.signingSecret}-not` : target.signingSecret;
  const bytes = Buffer.from(rawBody, 'utf8');
  const headers: Record<string, string> = {
    'content-type': options.contentType ?? contentType,
    'content-length': String(bytes.length),
    'user-agent': 'Slackbot 1.0 (+https://api.slack.com/robots)',
    accept: 'application/json,*/*',
    ...(options.unsigned
      ? {}
      : { 'x-slack-request-timestamp': String(ts), 'x-slack-signature': slackSignature(secret, ts, rawBody) }),
    ...options.headers,
  };
  const url = new URL(target.path ?? '/slack/events', target.url);
  const started = performance.now();
  return new Promise<SlackReply>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, agent: false, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const status = res.statusCode ?? 0;
        const isJson = (res.headers['content-type'] ?? '').startsWith('application/json');
        const ms = performance.now() - started;
        let json: unknown;
        if (isJson && body !== '') {
          try {
            json = JSON.parse(body);
          } catch {
            json = undefined;
          }
        }
        resolve({ status, body, headers: res.headers, ms, ...(json === undefined ? {} : { json }) });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url.href} within 10 s`)));
    req.on('error', reject);
    req.end(bytes);
  });
}

/** A person by id (named from the fake when it knows them) or given whole. Default: alice. */
export type PersonInput = string | SlackPerson;
export type TeamInput = string | SlackTeam;
export type ChannelInput = string | { readonly id: string; readonly name: string };

function teamOf(target: SlackTarget, team: TeamInput | undefined): SlackTeam {
  const fallback = target.fake ? { id: target.fake.team.id, domain: target.fake.team.domain } : DEFAULT_TEAM;
  if (team === undefined) return fallback;
  return typeof team === 'string' ? { id: team, domain: team === fallback.id ? fallback.domain : 'other' } : team;
}

function personOf(target: SlackTarget, person: PersonInput | undefined, team: SlackTeam): SlackPerson {
  if (person !== undefined && typeof person !== 'string') return person;
  const id = person ?? DEFAULT_PERSON.id;
  const known = target.fake?.user(id);
  return { id, name: known?.name ?? id.toLowerCase(), team_id: known?.team_id ?? team.id };
}

function channelOf(target: SlackTarget, channel: ChannelInput | undefined): { id: string; name: string } {
  if (channel !== undefined && typeof channel !== 'string') return channel;
  const id = channel ?? 'C0OPS00001';
  if (id.startsWith('D')) return { id, name: 'directmessage' };
  return { id, name: target.fake?.channel(id)?.name ?? 'privategroup' };
}

// Trigger ids and action timestamps are unique by a counter, not by a draw: no run depends on luck.
let sent = 0;

function someTriggerId(): string {
  sent += 1;
  return `${Date.now()}.${4_100_000_000}.${sent.toString(16).padStart(32, '0')}`;
}

function formPayload(payload: JsonObject): string {
  return new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
}

function actionTs(target: SlackTarget): string {
  const ms = (target.now ?? Date.now)();
  sent += 1;
  return `${Math.floor(ms / 1000)}.${String((ms % 1000) * 1000 + (sent % 1000)).padStart(6, '0')}`;
}

export interface SlashCommandInput {
  /** With its slash, e.g. `/portal-task`. */
  readonly command: string;
  readonly text?: string;
  readonly user?: PersonInput;
  readonly team?: TeamInput;
  readonly channel?: ChannelInput;
  /** Default: a fresh one from the fake (or a realistic-looking one without a fake). */
  readonly triggerId?: string;
  /** Default: a fresh one from the fake (or a hooks.slack.com-looking one without a fake). */
  readonly responseUrl?: string;
}

/** A slash command: every field Slack sends, as strings, form-encoded and signed. */
export async function slashCommand(
  target: SlackTarget,
  input: SlashCommandInput,
  options: SendOptions = {},
): Promise<Sent<Record<string, string>>> {
  const team = teamOf(target, input.team);
  const user = personOf(target, input.user, team);
  const triggerId = input.triggerId ?? target.fake?.issueTrigger({ userId: user.id }) ?? someTriggerId();
  const responseUrl =
    input.responseUrl ??
    target.fake?.issueResponseUrl('commands') ??
    `https://hooks.slack.com/commands/${team.id}/7200000000001/${VERIFICATION_TOKEN}`;
  const payload = slashCommandFields({
    command: input.command,
    text: input.text ?? '',
    user,
    team,
    channel: channelOf(target, input.channel),
    triggerId,
    responseUrl,
    apiAppId: target.fake?.appId ?? 'A0PORTAL01',
  });
  const reply = await sendSigned(target, new URLSearchParams(payload).toString(), options);
  return { ...reply, payload, triggerId };
}

export interface ViewInput {
  /** A view the fake has: its current version (blocks, hash, metadata) is what the person submits. */
  readonly viewId?: string;
  /** The view's fields as given (the rest filled in realistically); merged over the fake's version when it has one. */
  readonly view?: Partial<SlackView>;
  /** What the person entered, by action id (or block id): state built from the view's blocks. */
  readonly answers?: Answers;
  /** Or the state values exactly as given. */
  readonly values?: StateValues;
}

function resolveView(target: SlackTarget, input: ViewInput, team: SlackTeam, extra: Answers = {}): SlackView {
  const id = input.viewId ?? input.view?.id;
  if (id === undefined) throw new Error('a view payload needs viewId or view.id');
  const known = target.fake?.currentView(id);
  if (input.viewId !== undefined && !known) throw new Error(`the fake Slack has no view ${id}`);
  const merged = viewOutput({ ...known, ...input.view, id }, team);
  const state =
    input.values !== undefined
      ? { values: input.values }
      : input.view?.state !== undefined && input.answers === undefined
        ? input.view.state
        : { values: viewState(merged, { ...input.answers, ...extra }) };
  return { ...merged, state };
}

export interface ViewSubmissionInput extends ViewInput {
  readonly user?: PersonInput;
  readonly team?: TeamInput;
  readonly triggerId?: string;
  /** Apply the app's answer (close, update, push, clear, errors) to the fake's view. Default true when it has the view. */
  readonly applyToFake?: boolean;
}

/**
 * A `view_submission`. With a fake that has the view, the app's answer is applied to it as Slack would (and the
 * fake holds views.update / views.push on that stack until it is): a bare ack closes the view, `update` replaces
 * it with a new hash, `errors` must be keyed by input block ids (else this throws).
 */
export async function viewSubmission(
  target: SlackTarget,
  input: ViewSubmissionInput,
  options: SendOptions = {},
): Promise<Sent<JsonObject>> {
  const team = teamOf(target, input.team);
  const user = personOf(target, input.user, team);
  const view = resolveView(target, input, team);
  const triggerId =
    input.triggerId ?? target.fake?.issueTrigger({ viewId: view.id, userId: user.id }) ?? someTriggerId();
  const payload = viewSubmissionPayload({ user, team, view, triggerId, apiAppId: view.app_id });
  const apply = input.applyToFake !== false && target.fake?.currentView(view.id) !== undefined;
  const gate = apply ? target.fake?.beginSubmission(view.id) : undefined;
  let reply: SlackReply;
  try {
    reply = await sendSigned(target, formPayload(payload), options);
  } catch (error) {
    gate?.abandon();
    throw error;
  }
  gate?.settle({ status: reply.status, json: reply.json });
  return { ...reply, payload, triggerId };
}

export interface ViewClosedInput extends ViewInput {
  readonly user?: PersonInput;
  readonly team?: TeamInput;
  readonly isCleared?: boolean;
}

/** A `view_closed` (Slack sends it only for views with `notify_on_close`). */
export async function viewClosed(
  target: SlackTarget,
  input: ViewClosedInput,
  options: SendOptions = {},
): Promise<Sent<JsonObject>> {
  const team = teamOf(target, input.team);
  const user = personOf(target, input.user, team);
  const view = resolveView(target, input, team);
  const payload = viewClosedPayload({ user, team, view, isCleared: input.isCleared ?? false, apiAppId: view.app_id });
  const reply = await sendSigned(target, formPayload(payload), options);
  return { ...reply, payload, triggerId: '' };
}

export interface BlockActionsInput extends ViewInput {
  readonly user?: PersonInput;
  readonly team?: TeamInput;
  /** The element acted on and what was chosen; found in the view's (or message's) blocks. */
  readonly action: ActionInput;
  /** From a message rather than a modal. */
  readonly message?: {
    readonly channel: ChannelInput;
    readonly ts: string;
    readonly blocks?: readonly JsonObject[];
    readonly text?: string;
    readonly isEphemeral?: boolean;
  };
  readonly triggerId?: string;
  readonly responseUrl?: string;
}

/** A `block_actions` from a modal (with the view and its state, the action included) or from a message. */
export async function blockActions(
  target: SlackTarget,
  input: BlockActionsInput,
  options: SendOptions = {},
): Promise<Sent<JsonObject>> {
  const team = teamOf(target, input.team);
  const user = personOf(target, input.user, team);
  const ts = actionTs(target);
  let payload: JsonObject;
  let triggerId: string;
  if (input.message) {
    const channel = channelOf(target, input.message.channel);
    const blocks = input.message.blocks ?? [];
    triggerId = input.triggerId ?? target.fake?.issueTrigger({ userId: user.id }) ?? someTriggerId();
    const responseUrl = input.responseUrl ?? target.fake?.issueResponseUrl('actions');
    payload = blockActionsPayload({
      user,
      team,
      triggerId,
      actions: [actionItem(blocks, input.action, ts)],
      message: { ...input.message, channel, blocks },
      ...(responseUrl === undefined ? {} : { responseUrl }),
      apiAppId: target.fake?.appId ?? 'A0PORTAL01',
    });
  } else {
    const base = resolveView(target, { ...input, answers: input.answers ?? {} }, team);
    const ref = (() => {
      try {
        return findElement(base.blocks, input.action.blockId ?? input.action.actionId);
      } catch {
        return undefined;
      }
    })();
    // The view's state already holds what the person just chose.
    const chosen: Answers =
      ref && input.action.value !== undefined && ref.element.type !== 'button'
        ? { [ref.actionId === input.action.actionId ? ref.actionId : ref.blockId]: input.action.value }
        : {};
    const view = input.values !== undefined ? base : resolveView(target, input, team, chosen);
    triggerId = input.triggerId ?? target.fake?.issueTrigger({ viewId: view.id, userId: user.id }) ?? someTriggerId();
    payload = blockActionsPayload({
      user,
      team,
      triggerId,
      actions: [actionItem(view.blocks, input.action, ts)],
      view,
      apiAppId: view.app_id,
    });
  }
  const reply = await sendSigned(target, formPayload(payload), options);
  return { ...reply, payload, triggerId };
}

export interface BlockSuggestionInput extends ViewInput {
  readonly user?: PersonInput;
  readonly team?: TeamInput;
  /** The external select, by action id (its block is found in the view, or named here). */
  readonly actionId: string;
  readonly blockId?: string;
  /** What the person typed. */
  readonly value: string;
}

/** A `block_suggestion` from inside a modal: the app's answer is the options Slack would show. */
export async function blockSuggestion(
  target: SlackTarget,
  input: BlockSuggestionInput,
  options: SendOptions = {},
): Promise<Sent<JsonObject>> {
  const team = teamOf(target, input.team);
  const user = personOf(target, input.user, team);
  const view = resolveView(target, input, team);
  const blockId =
    input.blockId ?? elementsOf(view.blocks).find((e) => e.actionId === input.actionId)?.blockId ?? input.actionId;
  const payload = blockSuggestionPayload({
    user,
    team,
    view,
    actionId: input.actionId,
    blockId,
    value: input.value,
    apiAppId: view.app_id,
  });
  const reply = await sendSigned(target, formPayload(payload), options);
  return { ...reply, payload, triggerId: '' };
}

export interface AppHomeOpenedInput {
  readonly user?: PersonInput;
  readonly team?: TeamInput;
  /** `home` (default) or `messages`: Slack sends the event for either tab. */
  readonly tab?: 'home' | 'messages';
  /** The Home tab's current view, when it was published before (Slack includes it). */
  readonly view?: SlackView;
}

/** An `app_home_opened` event as the Events API sends it (JSON, signed), from the fake's team by default. */
export async function appHomeOpened(
  target: SlackTarget,
  input: AppHomeOpenedInput = {},
  options: SendOptions = {},
): Promise<SlackReply> {
  const team = teamOf(target, input.team);
  const user = personOf(target, input.user, team);
  const ts = actionTs(target);
  const body = {
    token: 'legacy-verification-token',
    team_id: team.id,
    api_app_id: target.fake?.appId ?? 'A0PORTAL01',
    event: {
      type: 'app_home_opened',
      user: user.id,
      channel: `D${user.id.slice(1)}`,
      tab: input.tab ?? 'home',
      event_ts: ts,
      ...(input.view ? { view: input.view } : {}),
    },
    type: 'event_callback',
    event_id: `Ev${ts.replace('.', '')}`,
    event_time: Math.floor(Number(ts)),
    authorizations: [{ team_id: team.id, user_id: target.fake?.botUserId ?? 'U0PORTALBOT', is_bot: true }],
  };
  return sendSigned(target, JSON.stringify(body), options, 'application/json');
}
