import type { z } from 'zod';
import { isPortalOpsError, PortalOpsError } from '../errors.js';
import type { Logger } from '../log.js';
import type { Secret } from '../secret.js';
import * as auth from './auth.js';
import { perform } from './call.js';
import type { PortalContext } from './context.js';
import {
  fetchInfo,
  fetchProfile,
  offeredTaskTypes,
  type PortalInfo,
  type PortalProfile,
  typeUnsupported,
} from './discovery.js';
import { roleForm, taskForm, withToken } from './form.js';
import { getItem, type ItemQuery, type PortalItem, type ReadOptions, searchItems } from './items.js';
import type { TaskPage, TaskPageQuery, TaskRecord, TaskRun } from './operations.js';
import { createRoleReply, createTaskReply } from './responses.js';
import { duplicateRoleError, listRoles, type PortalRole, sameNamedRole } from './roles.js';
import { issuesByPath } from './schema/issues.js';
import { type RoleInput, type RoleRequest, roleSchema } from './schema/role.js';
import { type TaskInput, type TaskRequest, type TaskSchema, taskSchema } from './schema/task.js';
import { changeTask, DELETE, DISABLE, ENABLE, updateSpec } from './task-changes.js';
import { allTasks, getTask, taskPage, taskRuns } from './task-reads.js';
import {
  type CreationWindow,
  listTasks,
  type PortalTask,
  type TaskFilter,
  type TaskMatches,
  tasksMatching,
} from './tasks.js';
import type { AccessToken, GeneratedToken, PortalAuthApi, RefreshedPair } from './tokens/auth-api.js';
import type { TokenSource } from './tokens/source.js';
import { type Timeouts, Transport, type TransportOptions } from './transport.js';
import { endpoint, portalBase } from './url.js';

export interface PortalClientOptions {
  /** The Sharing REST root, e.g. https://portal.example.com/portal/sharing/rest (trailing slash or not). */
  readonly portalUrl: string | URL;
  /** Scene service hosts beyond the portal's own that tasks may name (`*.example.com` for subdomains). */
  readonly allowedServiceHosts?: readonly string[];
  readonly timeouts?: Partial<Timeouts>;
  /** How long discovery (edition, version, who the token is) is trusted before it is read again. */
  readonly discoveryTtlMs?: number;
  /** Pauses before each repeat of a request that may be repeated; its length is the number of repeats. */
  readonly retryBackoffMs?: readonly number[];
  /** Who we say we are to generateToken's `referer` check, sent as `Referer` on every request (default: the portal's origin). */
  readonly referer?: string;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly connector?: TransportOptions['connector'];
  readonly log?: Logger;
}

interface Cached<T> {
  readonly at: number;
  readonly value: Promise<T>;
}

/**
 * The portal service: creates tasks and roles, says exactly what went wrong when it cannot, and never sends a
 * create twice unless the first provably never arrived. One keep-alive pool per client; one client per portal.
 */
export class PortalClient implements PortalAuthApi {
  readonly base: URL;
  readonly #ctx: PortalContext;
  readonly #transport: Transport;
  readonly #schema: TaskSchema;
  readonly #ttl: number;
  readonly #referer: string;
  #info: Cached<PortalInfo> | undefined;
  /** Keyed by the token source's `id`: one entry per account, however many source objects stand for it. */
  readonly #profiles = new Map<string, Cached<PortalProfile>>();

  constructor(options: PortalClientOptions) {
    this.base = portalBase(options.portalUrl);
    this.#referer = options.referer ?? this.base.origin;
    this.#transport = new Transport(this.base, {
      referer: this.#referer,
      ...(options.timeouts ? { timeouts: options.timeouts } : {}),
      ...(options.connector ? { connector: options.connector } : {}),
    });
    this.#ctx = {
      base: this.base,
      host: this.base.host,
      transport: this.#transport,
      now: options.now ?? Date.now,
      sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      backoffMs: options.retryBackoffMs ?? [250, 1000],
      ...(options.log ? { log: options.log } : {}),
    };
    this.#schema = taskSchema({ portalUrl: this.base, allowedServiceHosts: options.allowedServiceHosts ?? [] });
    this.#ttl = options.discoveryTtlMs ?? 5 * 60_000;
  }

  /** Validates a task as the service would (and more: the SSRF boundary); throws `validation.invalid`. */
  validateTask(input: TaskInput | TaskRequest): TaskRequest {
    return parse(this.#schema, input);
  }

  validateRole(input: RoleInput | RoleRequest): RoleRequest {
    return parse(roleSchema, input);
  }

  /**
   * The task types to offer a person (discovery, cached); `task.type-unsupported` when this portal takes none
   * (self-hosted before 10.8.1), so a person is told before a modal opens.
   */
  async taskTypes(tokens: TokenSource): Promise<PortalProfile['taskTypes']> {
    return offeredTaskTypes(await this.discover(tokens), this.#ctx.host);
  }

  /** Edition, version, org id, the token's user and the task types this portal takes; cached for the TTL. */
  async discover(tokens: TokenSource, options: { fresh?: boolean } = {}): Promise<PortalProfile> {
    const now = this.#ctx.now();
    const hit = this.#profiles.get(tokens.id);
    if (hit && !options.fresh && now - hit.at < this.#ttl) return hit.value;
    const value = this.#portalInfo(now, options.fresh).then((info) => fetchProfile(this.#ctx, tokens, info));
    this.#profiles.set(tokens.id, { at: now, value });
    // A failed discovery is not remembered: the next call asks again.
    value.catch(() => {
      if (this.#profiles.get(tokens.id)?.value === value) this.#profiles.delete(tokens.id);
    });
    for (const [id, entry] of this.#profiles) if (now - entry.at >= this.#ttl) this.#profiles.delete(id);
    return value;
  }

  /**
   * `POST {base}/community/users/<userName>/tasks/createTask` → the new task's id. Refused before sending when the
   * task is invalid or this portal does not take its type. An unanswered POST is `portal.outcome-unknown`: look for
   * the task with `findTasks` before sending it again.
   */
  async createTask(tokens: TokenSource, userName: string, input: TaskInput | TaskRequest): Promise<{ taskId: string }> {
    const task = this.validateTask(input);
    const profile = await this.discover(tokens);
    if (!profile.taskTypes.includes(task.type)) throw typeUnsupported(profile, this.#ctx.host, task.type);
    const form = taskForm(task);
    const path = `${endpoint(this.base, 'community', 'users', userName, 'tasks', 'createTask')}`;
    const json = await perform(this.#ctx, {
      operation: 'createTask',
      repeat: 'create',
      tokens,
      build: (token) => ({ method: 'POST', path, form: withToken(form, token) }),
    });
    const reply = createTaskReply.safeParse(json);
    if (!reply.success) throw this.#unknown('createTask');
    return { taskId: reply.data.taskId };
  }

  /**
   * `POST {base}/portals/<org id>/createRole` → the new role's id. The org id comes from discovery. Refused before
   * sending when the person is not a default administrator or a custom role of that name exists.
   */
  async createRole(tokens: TokenSource, input: RoleInput | RoleRequest): Promise<{ id: string; name: string }> {
    const role = this.validateRole(input);
    const profile = await this.discover(tokens);
    if (!profile.user.isDefaultAdmin) {
      throw new PortalOpsError('role.not-admin', { operation: 'createRole', host: this.#ctx.host });
    }
    const existing = sameNamedRole(role.name, await this.listRoles(tokens));
    if (existing) throw duplicateRoleError(role.name, existing);
    const form = roleForm(role);
    const path = endpoint(this.base, 'portals', profile.orgId, 'createRole');
    const json = await perform(this.#ctx, {
      operation: 'createRole',
      repeat: 'create',
      tokens,
      build: (token) => ({ method: 'POST', path, form: withToken(form, token) }),
    });
    const reply = createRoleReply.safeParse(json);
    if (!reply.success) throw this.#unknown('createRole');
    return { id: reply.data.id, name: role.name };
  }

  listRoles(tokens: TokenSource): Promise<PortalRole[]> {
    return listRoles(this.#ctx, tokens);
  }

  listTasks(tokens: TokenSource, userName: string, filter?: TaskFilter): Promise<PortalTask[]> {
    return listTasks(this.#ctx, tokens, userName, filter);
  }

  /**
   * The user's tasks that match `input` field for field: how an unknown outcome is settled. An exact match means it
   * was created; no match of either kind means it was not, and it is safe to send again; only possible matches
   * (the listing hides some fields) leave it for a person. `window` (when the create can have been processed) rules
   * out older and later identical tasks.
   */
  async findTasks(
    tokens: TokenSource,
    userName: string,
    input: TaskInput | TaskRequest,
    options: { window?: CreationWindow } = {},
  ): Promise<TaskMatches> {
    const task = this.validateTask(input);
    const filter: TaskFilter = { types: [task.type], ...(task.itemId ? { itemId: task.itemId } : {}) };
    return tasksMatching(task, await this.listTasks(tokens, userName, filter), options);
  }

  /** One page of the user's tasks (`start` 1-based, `num` up to 100): exactly one request. */
  taskPage(tokens: TokenSource, userName: string, query?: TaskPageQuery): Promise<TaskPage> {
    return taskPage(this.#ctx, tokens, userName, query);
  }

  /** Every task of the user the filters let through, following `nextStart` page after page. */
  allTasks(tokens: TokenSource, userName: string, query?: Omit<TaskPageQuery, 'start' | 'num'>): Promise<TaskRecord[]> {
    return allTasks(this.#ctx, tokens, userName, query);
  }

  /** The task as the service shows it; `portal.task-not-found` when the service says it is not there. */
  getTask(tokens: TokenSource, userName: string, taskId: string): Promise<TaskRecord> {
    return getTask(this.#ctx, tokens, userName, taskId);
  }

  /** The task's runs, newest first. */
  taskRuns(tokens: TokenSource, userName: string, taskId: string): Promise<TaskRun[]> {
    return taskRuns(this.#ctx, tokens, userName, taskId);
  }

  /**
   * `POST …/tasks/<taskId>/update` with the same fields as createTask, validated and gated the same way. An unknown
   * outcome is settled by reading the task back (task-changes.ts): the call returns only once the fields are seen
   * applied, and throws `portal.outcome-unknown` when that cannot be established.
   */
  async updateTask(
    tokens: TokenSource,
    userName: string,
    taskId: string,
    input: TaskInput | TaskRequest,
  ): Promise<{ taskId: string }> {
    const task = this.validateTask(input);
    const profile = await this.discover(tokens);
    if (!profile.taskTypes.includes(task.type)) throw typeUnsupported(profile, this.#ctx.host, task.type);
    return changeTask(this.#ctx, tokens, userName, taskId, updateSpec(task));
  }

  /** Pauses the task (`…/disable`); done when the task reads back inactive, even if it already was. */
  disableTask(tokens: TokenSource, userName: string, taskId: string): Promise<{ taskId: string }> {
    return changeTask(this.#ctx, tokens, userName, taskId, { ...DISABLE, form: new URLSearchParams() });
  }

  /** Resumes the task (`…/enable`); done when the task reads back active, even if it already was. */
  enableTask(tokens: TokenSource, userName: string, taskId: string): Promise<{ taskId: string }> {
    return changeTask(this.#ctx, tokens, userName, taskId, { ...ENABLE, form: new URLSearchParams() });
  }

  /**
   * Deletes the task (`…/delete`) and its runs. A task the service cannot find is `portal.task-not-found`, except
   * after our own unanswered delete, when it is the delete done.
   */
  deleteTask(tokens: TokenSource, userName: string, taskId: string): Promise<{ taskId: string }> {
    return changeTask(this.#ctx, tokens, userName, taskId, { ...DELETE, form: new URLSearchParams() });
  }

  /** The item with this id as the token sees it; `portal.item-not-found` when it is not there or not visible. */
  getItem(tokens: TokenSource, id: string, options?: ReadOptions): Promise<PortalItem> {
    return getItem(this.#ctx, tokens, id, options);
  }

  /** The items the token may see that match `query` (of its type only, when it names one). */
  searchItems(tokens: TokenSource, query: ItemQuery, options?: ReadOptions): Promise<PortalItem[]> {
    return searchItems(this.#ctx, tokens, query, options);
  }

  /** The custom role with this name (compared ignoring case), if there is one. */
  async findRole(tokens: TokenSource, name: string): Promise<PortalRole | undefined> {
    return sameNamedRole(name, await this.listRoles(tokens));
  }

  generateToken(username: string, password: Secret, expirationMinutes: number): Promise<GeneratedToken> {
    return auth.generateToken(this.#ctx, username, password, expirationMinutes, this.#referer);
  }

  refreshAccessToken(clientId: string, refreshToken: Secret): Promise<AccessToken> {
    return auth.refreshAccessToken(this.#ctx, clientId, refreshToken);
  }

  exchangeRefreshToken(clientId: string, refreshToken: Secret): Promise<RefreshedPair> {
    return auth.exchangeRefreshToken(this.#ctx, clientId, refreshToken);
  }

  exchangeCode(p: { clientId: string; code: Secret; redirectUri: string; codeVerifier: Secret }) {
    return auth.exchangeCode(this.#ctx, p);
  }

  authorizeUrl(p: Parameters<typeof auth.authorizeUrl>[1]): string {
    return auth.authorizeUrl(this.base, p);
  }

  close(): Promise<void> {
    return this.#transport.close();
  }

  #portalInfo(now: number, fresh: boolean | undefined): Promise<PortalInfo> {
    if (this.#info && !fresh && now - this.#info.at < this.#ttl) return this.#info.value;
    // The version is a hint: a root URL a proxy refuses must not stop tasks (the service decides instead). A portal
    // that cannot be reached at all is another matter, and is reported as such.
    const value = fetchInfo(this.#ctx).catch((e: unknown): PortalInfo => {
      if (isPortalOpsError(e, 'portal.not-delivered')) throw e;
      return { currentVersion: undefined, enterpriseVersion: undefined };
    });
    const entry = { at: now, value };
    this.#info = entry;
    value.catch(() => {
      if (this.#info === entry) this.#info = undefined;
    });
    return value;
  }

  /** A 200 that is neither an error nor the promised id: the service may still have acted. */
  #unknown(operation: 'createTask' | 'createRole'): PortalOpsError {
    return new PortalOpsError('portal.outcome-unknown', { operation, host: this.#ctx.host, reason: 'unexpected' });
  }
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  throw new PortalOpsError('validation.invalid', { fields: issuesByPath(r.error) });
}
