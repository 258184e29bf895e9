// The listeners called directly, without Bolt: a recording stand-in for `App` keeps each handler by its id, and a
// rig calls them with a fake `ack`, a stubbed Web API client, a recording `respond` and stubbed deps (with the real
// AfterAck). Every one of those writes to one timeline, so a test can say what happened and in which order.

import { type App, webApi } from '@slack/bolt';
import type { View } from '@slack/types';
import type { Logger } from '../../src/log.js';
import { createLogger } from '../../src/log.js';
import type { TaskDesk } from '../../src/operations/tasks/desk.js';
import type { PortalClient } from '../../src/portal/client.js';
import { offeredTaskTypes, type PortalProfile } from '../../src/portal/discovery.js';
import type { ItemQuery, PortalItem } from '../../src/portal/items.js';
import type { TaskType } from '../../src/portal/schema/task-types.js';
import type { TokenSource } from '../../src/portal/tokens/source.js';
import type { Action } from '../../src/requests/policy.js';
import type { Acting, Confirmation, DraftInput, RequestOutcome } from '../../src/requests/types.js';
import type { Workflow } from '../../src/requests/workflow.js';
import { Secret } from '../../src/secret.js';
import { AfterAck } from '../../src/slack/after-ack.js';
import type { SlackDeps } from '../../src/slack/deps.js';
import { InFlight } from '../../src/slack/in-flight.js';
import { registerListeners } from '../../src/slack/listeners/index.js';
import type { Person, RequestRecord } from '../../src/store/types.js';
import {
  type ActionInput,
  actionItem,
  blockActionsPayload,
  blockSuggestionPayload,
  DEFAULT_PERSON,
  DEFAULT_TEAM,
  elementsOf,
  type JsonObject,
  type SlackView,
  slashCommandFields,
  viewOutput,
  viewSubmissionPayload,
} from './slack-payloads.js';

// ---------------------------------------------------------------------------------------------------------------
// The timeline
// ---------------------------------------------------------------------------------------------------------------

/** One thing that happened: `ack`, `respond`, a Web API method (`views.open`), or a dep (`workflow.draft`). */
export interface Step {
  readonly name: string;
  readonly args: unknown;
}

export class Timeline {
  readonly steps: Step[] = [];

  record(name: string, args: unknown): void {
    this.steps.push({ name, args });
  }

  names(): string[] {
    return this.steps.map((s) => s.name);
  }

  /** The arguments of every step of this name, in order. */
  argsOf<T = unknown>(name: string): T[] {
    return this.steps.filter((s) => s.name === name).map((s) => s.args as T);
  }

  /** The arguments of the only step of this name (throws when there are none or several). */
  only<T = unknown>(name: string): T {
    const all = this.argsOf<T>(name);
    if (all.length !== 1) throw new Error(`${all.length} × ${name} (timeline: ${this.names().join(', ')})`);
    return all[0] as T;
  }

  has(name: string): boolean {
    return this.steps.some((s) => s.name === name);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// A recording App
// ---------------------------------------------------------------------------------------------------------------

/** A listener as registered; called with the arguments Bolt would give it (those the listeners read). */
export type Handler = (args: Record<string, unknown>) => Promise<void>;

export interface RecordingApp {
  /** What `registerListeners` receives. */
  readonly app: App;
  readonly commands: ReadonlyMap<string, Handler>;
  readonly actions: ReadonlyMap<string, Handler>;
  readonly views: ReadonlyMap<string, Handler>;
  /** `app.options` (block_suggestion) handlers, by action id. */
  readonly options: ReadonlyMap<string, Handler>;
  /** `app.event` handlers (app_home_opened), by event type. */
  readonly events: ReadonlyMap<string, Handler>;
  readonly errorHandlers: readonly unknown[];
}

/** `command`, `action`, `view` and `error`, each keeping its handler by id; a second registration of an id throws. */
export function recordingApp(): RecordingApp {
  const commands = new Map<string, Handler>();
  const actions = new Map<string, Handler>();
  const views = new Map<string, Handler>();
  const options = new Map<string, Handler>();
  const events = new Map<string, Handler>();
  const errorHandlers: unknown[] = [];
  const keep = (kind: string, map: Map<string, Handler>) => (id: unknown, handler: Handler) => {
    if (typeof id !== 'string') throw new Error(`${kind} registered with a non-string id`);
    if (map.has(id)) throw new Error(`${kind} "${id}" registered twice`);
    map.set(id, handler);
  };
  const stand = {
    command: keep('command', commands),
    action: keep('action', actions),
    view: keep('view', views),
    options: keep('options', options),
    event: keep('event', events),
    error: (handler: unknown) => void errorHandlers.push(handler),
  };
  return { app: stand as unknown as App, commands, actions, views, options, events, errorHandlers };
}

// ---------------------------------------------------------------------------------------------------------------
// A stubbed Web API client
// ---------------------------------------------------------------------------------------------------------------

export const CLIENT_METHODS = [
  'views.open',
  'views.update',
  'views.publish',
  'users.info',
  'chat.postMessage',
  'chat.postEphemeral',
  'conversations.info',
] as const;
export type ClientMethod = (typeof CLIENT_METHODS)[number];

/** What a stubbed method answers: a value, or a throw (see `slackError`). */
export type ClientAnswer = (args: Record<string, unknown>) => unknown;

/** The error @slack/web-api throws for an `{ ok: false, error }` answer: `data.error` holds Slack's code. */
export function slackError(code: string): Error {
  return new webApi.WebAPIPlatformError({ ok: false, error: code });
}

/** The id a stubbed `views.open` gives the view it opens. */
export const OPENED_VIEW_ID = 'V0OPENED01';

const DEFAULT_ANSWERS: Record<ClientMethod, ClientAnswer> = {
  'views.open': (a) => ({ ok: true, view: { ...(a.view as object), id: OPENED_VIEW_ID, hash: '1.opened' } }),
  'views.update': (a) => ({ ok: true, view: { ...(a.view as object), id: a.view_id, hash: '2.updated' } }),
  'views.publish': (a) => ({ ok: true, view: { ...(a.view as object), id: 'V0HOME0001', hash: '3.published' } }),
  'users.info': (a) => ({ ok: true, user: { id: a.user, tz: 'America/Los_Angeles' } }),
  'chat.postMessage': (a) => ({ ok: true, channel: a.channel, ts: '1763726400.000100' }),
  'chat.postEphemeral': () => ({ ok: true, message_ts: '1763726400.000200' }),
  'conversations.info': (a) => ({ ok: true, channel: { id: a.channel, is_member: true } }),
};

/** A client whose methods record their arguments on the timeline, then answer as told (or as Slack would). */
export function stubClient(t: Timeline, answers: Partial<Record<ClientMethod, ClientAnswer>> = {}): App['client'] {
  const client: Record<string, Record<string, (args: Record<string, unknown>) => Promise<unknown>>> = {};
  for (const method of CLIENT_METHODS) {
    const [group = '', name = ''] = method.split('.');
    const answer = answers[method] ?? DEFAULT_ANSWERS[method];
    client[group] = {
      ...client[group],
      [name]: async (args) => {
        t.record(method, args);
        return answer(args);
      },
    };
  }
  return client as unknown as App['client'];
}

// ---------------------------------------------------------------------------------------------------------------
// Stubbed deps
// ---------------------------------------------------------------------------------------------------------------

export const PORTAL_BASE = new URL('https://portal.example.com/sharing/rest');
export const NOTIFY_CHANNEL = 'C0OPS00001';
export const PORTAL_USER = 'alice_portal';
/** The person every payload comes from unless a test says otherwise. */
export const PERSON: Person = { team: DEFAULT_TEAM.id, user: DEFAULT_PERSON.id };

export const TOKENS: TokenSource = {
  current: async () => new Secret('portal-token'),
  renew: async () => new Secret('portal-token-2'),
  label: 'alice (test)',
  id: `oauth:${PERSON.team}:${PERSON.user}`,
};

export function profileWith(taskTypes: readonly TaskType[], isDefaultAdmin = true): PortalProfile {
  return {
    edition: undefined,
    currentVersion: '2025.1',
    enterpriseVersion: '11.5.0',
    release: '11.5',
    orgId: 'org0001',
    portalName: 'Example portal',
    user: {
      username: PORTAL_USER,
      fullName: 'Alice Example',
      role: 'org_admin',
      roleId: undefined,
      isDefaultAdmin,
    },
    taskTypes,
    taskTypesKnown: true,
  };
}

export interface DepsStubs {
  readonly mode?: 'per-person' | 'service-account';
  readonly check?: (person: Person, action: Action) => void;
  readonly tokensFor?: (person: Person) => Promise<Acting | undefined>;
  readonly discover?: (tokens: TokenSource) => Promise<PortalProfile>;
  readonly draft?: (input: DraftInput) => Promise<Confirmation>;
  readonly confirm?: (requestId: string, person: Person) => Promise<RequestOutcome>;
  readonly history?: (person: Person, options: { all?: boolean }) => Promise<RequestRecord[]>;
  readonly request?: (requestId: string, person: Person) => Promise<RequestRecord>;
  readonly getItem?: (tokens: TokenSource, id: string, options?: { withinMs?: number }) => Promise<PortalItem>;
  readonly searchItems?: (
    tokens: TokenSource,
    query: ItemQuery,
    options?: { withinMs?: number },
  ) => Promise<PortalItem[]>;
  readonly signIn?: (person: Person) => Promise<{ url: string; expiresAt: number }>;
  readonly unlink?: (person: Person) => Promise<boolean>;
  readonly listTasks?: TaskDesk['list'];
  readonly getTask?: TaskDesk['get'];
  readonly taskHistory?: TaskDesk['history'];
  readonly changeTask?: TaskDesk['change'];
  readonly changeableTask?: TaskDesk['changeable'];
  readonly notifyChannel?: string;
  readonly log?: Logger;
  readonly now?: () => number;
}

function notStubbed(name: string): never {
  throw new Error(`${name} was called but this test gave it no answer`);
}

/** Deps whose every call is recorded on the timeline (as `workflow.draft`, `portal.discover`, ...). */
export function stubDeps(t: Timeline, s: DepsStubs = {}): SlackDeps {
  const recorded =
    <A extends unknown[], R>(name: string, f: ((...a: A) => R) | undefined) =>
    (...a: A): R => {
      t.record(name, a.length === 1 ? a[0] : a);
      return f ? f(...a) : notStubbed(name);
    };
  const workflow = {
    draft: recorded('workflow.draft', s.draft),
    confirm: recorded('workflow.confirm', s.confirm),
    history: recorded('workflow.history', s.history),
    request: recorded('workflow.request', s.request),
  };
  const discover = recorded('portal.discover', s.discover ?? (async () => profileWith(['ExecuteNotebook'])));
  const portal = {
    base: PORTAL_BASE,
    discover,
    getItem: recorded('portal.getItem', s.getItem),
    searchItems: recorded('portal.searchItems', s.searchItems),
    // As PortalClient's: what discovery says, refused when the portal takes no task type.
    taskTypes: async (tokens: TokenSource) => offeredTaskTypes(await discover(tokens), PORTAL_BASE.host),
  };
  const tasks = {
    list: recorded('tasks.list', s.listTasks),
    get: recorded('tasks.get', s.getTask),
    history: recorded('tasks.history', s.taskHistory),
    change: recorded('tasks.change', s.changeTask),
    changeable: recorded('tasks.changeable', s.changeableTask),
  };
  return {
    workflow: workflow as unknown as Workflow,
    tasks: tasks as unknown as TaskDesk,
    portal: portal as unknown as PortalClient,
    identity: {
      mode: s.mode ?? 'per-person',
      tokensFor: recorded(
        'identity.tokensFor',
        s.tokensFor ?? (async () => ({ tokens: TOKENS, portalUser: PORTAL_USER })),
      ),
    },
    policy: { check: recorded('policy.check', s.check ?? (() => {})) } as unknown as SlackDeps['policy'],
    signIn: s.signIn ? { start: recorded('signIn.start', s.signIn) } : undefined,
    unlink: s.unlink ? recorded('unlink', s.unlink) : undefined,
    notifyChannel: s.notifyChannel ?? NOTIFY_CHANNEL,
    log: s.log ?? createLogger({ level: 'silent' }),
    now: s.now ?? (() => Date.UTC(2026, 2, 2, 12)),
    afterAck: new AfterAck(new InFlight()),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Logs
// ---------------------------------------------------------------------------------------------------------------

export interface LogRecord {
  readonly level: number;
  readonly msg: string;
  readonly [key: string]: unknown;
}

/** Our logger (JSON lines, redaction and all) writing into an array. */
export function captureLog(): { readonly log: Logger; readonly lines: LogRecord[] } {
  const lines: LogRecord[] = [];
  const log = createLogger({ level: 'debug', destination: { write: (s: string) => void lines.push(JSON.parse(s)) } });
  return { log, lines };
}

// ---------------------------------------------------------------------------------------------------------------
// The rig
// ---------------------------------------------------------------------------------------------------------------

export interface RigOptions extends DepsStubs {
  readonly client?: Partial<Record<ClientMethod, ClientAnswer>>;
}

export interface ListenerRig {
  readonly t: Timeline;
  readonly deps: SlackDeps;
  readonly client: App['client'];
  readonly registered: RecordingApp;
  /** A slash command from the default person, in the default channel; resolves once its work after the ack is done. */
  command(name: string, text?: string): Promise<void>;
  /** A `view_submission` of `view` (its state as given). */
  submit(view: SlackView): Promise<void>;
  /** A `block_actions` from inside `view`. */
  act(view: SlackView, action: ActionInput): Promise<void>;
  /** A `block_suggestion` from the external select `actionId` inside `view`, the person having typed `value`. */
  suggest(view: SlackView, actionId: string, value: string): Promise<void>;
  /** What the one `ack` was given (`undefined` for a bare ack). */
  acked(): unknown;
}

export const TRIGGER_ID = '7200000000001.4100000000.0123456789abcdef0123456789abcdef';
export const RESPONSE_URL = 'https://hooks.slack.com/commands/T0TEAM0001/7200000000001/abc';
export const CHANNEL = { id: NOTIFY_CHANNEL, name: 'portal-ops' };

/** `registerListeners` on a recording App, with stubbed deps and client; every call lands on one timeline. */
export function listenerRig(options: RigOptions = {}): ListenerRig {
  const t = new Timeline();
  const deps = stubDeps(t, options);
  const client = stubClient(t, options.client);
  const registered = recordingApp();
  registerListeners(registered.app, deps);

  let acks = 0;
  const ack = async (response?: unknown) => {
    // Bolt refuses a second ack.
    if (++acks > 1) throw new Error('ack called twice');
    t.record('ack', response);
  };
  const respond = async (message: unknown) => {
    t.record('respond', message);
  };
  const find = (map: ReadonlyMap<string, Handler>, id: string) => {
    const h = map.get(id);
    if (!h) throw new Error(`nothing registered for "${id}" (have: ${[...map.keys()].join(', ')})`);
    return h;
  };

  return {
    t,
    deps,
    client,
    registered,
    async command(name, text = '') {
      const body = slashCommandFields({
        command: name,
        text,
        channel: CHANNEL,
        triggerId: TRIGGER_ID,
        responseUrl: RESPONSE_URL,
      });
      await find(registered.commands, name)({ ack, body, command: body, payload: body, client, respond });
    },
    async submit(view) {
      const body = viewSubmissionPayload({ view, triggerId: TRIGGER_ID });
      await find(registered.views, view.callback_id)({ ack, body, view, payload: view, client });
    },
    async act(view, action) {
      const item = actionItem(view.blocks, action, '1763726400.000300');
      const body = blockActionsPayload({ triggerId: TRIGGER_ID, view, actions: [item] });
      await find(registered.actions, action.actionId)({ ack, body, action: item, payload: item, client });
    },
    async suggest(view, actionId, value) {
      const blockId = elementsOf(view.blocks).find((e) => e.actionId === actionId)?.blockId ?? actionId;
      const body = blockSuggestionPayload({ view, actionId, blockId, value });
      await find(registered.options, actionId)({ ack, body, options: body, payload: body, client });
    },
    acked() {
      return t.only('ack');
    },
  };
}

/** A view as Slack sends it back inside a payload, made from one of our views (blocks, callback, metadata). */
export function sentView(
  view: View,
  over: { readonly id?: string; readonly hash?: string; readonly values?: SlackView['state']['values'] } = {},
): SlackView {
  const v = view as unknown as JsonObject & { blocks: JsonObject[]; callback_id?: string; private_metadata?: string };
  return viewOutput({
    id: over.id ?? 'V0MODAL001',
    hash: over.hash ?? '1763726400.a1b2c3d4',
    blocks: v.blocks,
    callback_id: v.callback_id ?? '',
    private_metadata: v.private_metadata ?? '',
    ...(over.values === undefined ? {} : { state: { values: over.values } }),
  });
}

/** A promise settled from outside: details that arrive when the test says. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
