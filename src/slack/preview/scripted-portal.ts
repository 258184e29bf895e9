import { PortalOpsError } from '../../errors.js';
import { PortalClient } from '../../portal/client.js';
import type { PortalProfile } from '../../portal/discovery.js';
import type { ItemQuery, PortalItem } from '../../portal/items.js';
import type { TaskRecord } from '../../portal/operations.js';
import type { PortalRole } from '../../portal/roles.js';
import type { RoleInput, RoleRequest } from '../../portal/schema/role.js';
import type { TaskInput, TaskRequest } from '../../portal/schema/task.js';
import { TASK_TYPES } from '../../portal/schema/task-types.js';
import type { PortalTask, TaskFilter } from '../../portal/tasks.js';
import type { TokenSource } from '../../portal/tokens/source.js';

/**
 * The portal of the preview gallery: the real client (its validation, the SSRF boundary, the task schema), with the
 * calls that would go over the network answered from a script instead, so the gallery is made offline and the same
 * every time. What it throws is what the client throws for the same answers (`portal/call.ts`): the preview shows
 * the words people would read.
 */
export type Answer =
  /** Created, with this id. */
  | { readonly kind: 'created'; readonly id: string }
  /** Refused by the service: item not found (CONT_0001), as the service says it. */
  | { readonly kind: 'item-not-found' }
  /** Refused by the service with its message and details. */
  | { readonly kind: 'rejected'; readonly message: string; readonly details?: readonly string[] }
  /**
   * Sent, no answer (the connection was lost). `made` says what the portal really did: created it with this id,
   * listed with its creation time (`listed: 'exact'`) or without (`'hidden'`: looking cannot place it); or nothing.
   */
  | { readonly kind: 'lost'; readonly made?: { readonly id: string; readonly listed: 'exact' | 'hidden' } };

export const PORTAL_URL = 'https://portal.example.com/portal/sharing/rest';
const HOST = 'portal.example.com';

export class ScriptedPortal extends PortalClient {
  readonly #answers: Answer[] = [];
  readonly #tasks: PortalTask[] = [];
  readonly #roles: PortalRole[] = [];
  readonly #items = new Map<string, PortalItem>();
  readonly #now: () => number;
  readonly #profile: PortalProfile;

  constructor(options: { now: () => number; username: string }) {
    super({ portalUrl: PORTAL_URL, now: options.now });
    this.#now = options.now;
    this.#profile = {
      edition: 'cloud',
      currentVersion: '2026.1',
      enterpriseVersion: undefined,
      release: undefined,
      orgId: 'Xj8p0rTa1bQ2cD3e',
      portalName: 'Example City GIS',
      user: {
        username: options.username,
        fullName: 'Ada Admin',
        role: 'org_admin',
        roleId: undefined,
        isDefaultAdmin: true,
      },
      taskTypes: TASK_TYPES,
      taskTypesKnown: true,
    };
  }

  /** What the next creates are answered with, in order (one per task or role sent). */
  answer(...answers: Answer[]): void {
    this.#answers.push(...answers);
  }

  /** An item on the portal (what the item picker finds and a confirmation names). */
  addItem(item: Pick<PortalItem, 'id' | 'title' | 'type'> & Partial<PortalItem>): void {
    this.#items.set(item.id, { owner: 'ada_admin', snippet: null, modified: null, url: null, ...item });
  }

  /** A custom role that already exists on the portal. */
  addRole(name: string): void {
    this.#roles.push({ id: `role${this.#roles.length + 1}`, name } as PortalRole);
  }

  override async discover(_tokens: TokenSource): Promise<PortalProfile> {
    return this.#profile;
  }

  override async getItem(_tokens: TokenSource, id: string): Promise<PortalItem> {
    const item = this.#items.get(id);
    if (item) return item;
    throw this.#error('getItem', { kind: 'item-not-found' });
  }

  override async searchItems(_tokens: TokenSource, query: ItemQuery): Promise<PortalItem[]> {
    const words = (query.words ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w !== '');
    return [...this.#items.values()]
      .filter((i) => query.type === undefined || i.type === query.type)
      .filter((i) => words.every((w) => (i.title ?? '').toLowerCase().includes(w)))
      .slice(0, query.num ?? 20);
  }

  override async listRoles(_tokens: TokenSource): Promise<PortalRole[]> {
    return [...this.#roles];
  }

  override async listTasks(_tokens: TokenSource, _userName: string, filter?: TaskFilter): Promise<PortalTask[]> {
    return this.#tasks.filter(
      (t) =>
        (filter?.itemId === undefined || t.fields.itemId === filter.itemId) &&
        (filter?.types === undefined || filter.types.includes(String(t.fields.type))),
    );
  }

  override async createTask(
    tokens: TokenSource,
    _userName: string,
    input: TaskInput | TaskRequest,
  ): Promise<{ taskId: string }> {
    const task = this.validateTask(input);
    await this.discover(tokens);
    const answer = this.#next('createTask');
    if (answer.kind === 'created') {
      this.#list(answer.id, task, 'exact');
      return { taskId: answer.id };
    }
    if (answer.kind === 'lost' && answer.made) this.#list(answer.made.id, task, answer.made.listed);
    throw this.#error('createTask', answer);
  }

  /** A task created earlier in the script, as the service shows one task. */
  override async getTask(_tokens: TokenSource, _userName: string, taskId: string): Promise<TaskRecord> {
    const found = this.#tasks.find((t) => t.id === taskId);
    if (!found) throw new PortalOpsError('portal.task-not-found', { operation: 'getTask', host: HOST, id: taskId });
    const f = found.fields as Record<string, unknown> & TaskRequest;
    const parameters =
      typeof f.parameters === 'string' ? (JSON.parse(f.parameters) as Record<string, unknown>) : undefined;
    return {
      id: taskId,
      type: f.type,
      ...(f.title ? { title: f.title } : {}),
      ...('itemId' in f && typeof f.itemId === 'string' ? { itemId: f.itemId } : {}),
      cron: { minute: f.minute, hour: f.hour, dayOfMonth: f.dayOfMonth, month: f.month, dayOfWeek: f.dayOfWeek },
      ...(parameters ? { parameters } : {}),
      ...(f.startDate !== undefined ? { startDate: f.startDate } : {}),
      ...(f.endDate !== undefined ? { endDate: f.endDate } : {}),
      ...(f.maxOccurrences !== undefined ? { maxOccurrences: f.maxOccurrences } : {}),
      active: true,
    };
  }

  /** A change of a task created earlier: answered from the script like a creation; done, its fields replaced. */
  override async updateTask(
    tokens: TokenSource,
    _userName: string,
    taskId: string,
    input: TaskInput | TaskRequest,
  ): Promise<{ taskId: string }> {
    const task = this.validateTask(input);
    await this.discover(tokens);
    const answer = this.#next('updateTask');
    if (answer.kind !== 'created') throw this.#error('createTask', answer);
    const at = this.#tasks.findIndex((t) => t.id === taskId);
    if (at >= 0) this.#tasks.splice(at, 1);
    this.#list(taskId, task, 'exact');
    return { taskId };
  }

  override async createRole(
    tokens: TokenSource,
    input: RoleInput | RoleRequest,
  ): Promise<{ id: string; name: string }> {
    const role = this.validateRole(input);
    await this.discover(tokens);
    const answer = this.#next('createRole');
    if (answer.kind === 'created') {
      this.#roles.push({ id: answer.id, name: role.name } as PortalRole);
      return { id: answer.id, name: role.name };
    }
    throw this.#error('createRole', answer);
  }

  #next(operation: string): Answer {
    const answer = this.#answers.shift();
    if (answer === undefined) throw new Error(`preview: no scripted answer for ${operation}`);
    return answer;
  }

  /** A task as the user's task list shows it: the fields sent, its id, and when it was made (when shown). */
  #list(id: string, task: TaskRequest, listed: 'exact' | 'hidden'): void {
    const fields: Record<string, unknown> = { ...task, id };
    if (task.parameters !== undefined) fields.parameters = JSON.stringify(task.parameters);
    if (listed === 'exact') fields.created = this.#now();
    this.#tasks.push({ id, fields });
  }

  #error(
    operation: 'createTask' | 'createRole' | 'getItem',
    answer: Exclude<Answer, { kind: 'created' }>,
  ): PortalOpsError {
    const facts = { operation, host: HOST };
    switch (answer.kind) {
      case 'item-not-found':
        return new PortalOpsError('portal.item-not-found', {
          ...facts,
          status: 200,
          serviceCode: 400,
          messageCode: 'CONT_0001',
          serviceMessage: 'Item does not exist or is inaccessible.',
          details: ["'itemId' does not exist or is inaccessible."],
        });
      case 'rejected':
        return new PortalOpsError('portal.rejected', {
          ...facts,
          status: 200,
          serviceCode: 400,
          serviceMessage: answer.message,
          details: answer.details ?? [],
        });
      case 'lost':
        return new PortalOpsError('portal.outcome-unknown', { ...facts, reason: 'connection-lost' });
    }
  }
}
