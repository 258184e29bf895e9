import type { PortalContext } from './context.js';
import { taskForm } from './form.js';
import { listAll } from './paged.js';
import { tasksPage } from './responses.js';
import { CRON_FIELDS } from './schema/fields.js';
import type { TaskRequest } from './schema/task.js';
import type { TokenSource } from './tokens/source.js';
import { endpoint } from './url.js';

/** A task as the user's task list shows it: its id and whatever fields the service returns. */
export interface PortalTask {
  readonly id: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

export interface TaskFilter {
  readonly itemId?: string;
  readonly types?: readonly string[];
}

export async function listTasks(
  ctx: PortalContext,
  tokens: TokenSource,
  userName: string,
  filter: TaskFilter = {},
): Promise<PortalTask[]> {
  return listAll(ctx, {
    operation: 'listTasks',
    path: endpoint(ctx.base, 'community', 'users', userName, 'tasks'),
    params: { itemId: filter.itemId, types: filter.types?.join(',') },
    tokens,
    page: tasksPage,
    items: (p) => p.tasks.map((t) => ({ id: t.id, fields: withCronFields(t) })),
  });
}

/**
 * The service lists a task's schedule as `cronSchedule: {minute, hour, …}`, while createTask takes the five as fields
 * of their own: they are lifted to the top so that a listed task compares with what was sent, field for field.
 */
function withCronFields(task: Record<string, unknown>): Record<string, unknown> {
  const cron = task.cronSchedule;
  if (typeof cron !== 'object' || cron === null) return task;
  const five = Object.fromEntries(
    CRON_FIELDS.map((f) => [f, (cron as Record<string, unknown>)[f]] as const).filter(([, v]) => v !== undefined),
  );
  return { ...task, ...five };
}

/** When a task we are looking for can have been created, on the service's clock: from and until (epoch ms). */
export interface CreationWindow {
  readonly from: number;
  readonly until: number;
}

export interface TaskMatches {
  /** Listed tasks that show every field we sent, all equal, and a creation time inside the window. */
  readonly exact: readonly PortalTask[];
  /**
   * Listed tasks equal on what they show but hiding a field we sent or when they were created: they cannot be told
   * apart from ours by looking; a person decides.
   */
  readonly possible: readonly PortalTask[];
}

/**
 * The listed tasks that can be the one `task` describes, for settling an unknown outcome. A field the listing shows
 * must equal what we sent (`parameters` may hold more keys than we sent: the service adds defaults). With a
 * `window`, a task created outside it is another one (an older or later twin), and a task whose creation time is
 * not shown cannot be placed, so it is only possible.
 */
export function tasksMatching(
  task: TaskRequest,
  listed: readonly PortalTask[],
  options: { window?: CreationWindow } = {},
): TaskMatches {
  const sent = [...taskForm(task)];
  const exact: PortalTask[] = [];
  const possible: PortalTask[] = [];
  const { window } = options;
  for (const t of listed) {
    const created = t.fields.created;
    const placed = typeof created === 'number' && Number.isFinite(created);
    if (window && placed && (created < window.from || created > window.until)) continue;
    let hidden = window !== undefined && !placed;
    const equal = sent.every(([name, value]) => {
      const shown = t.fields[name];
      if (shown === undefined || shown === null) {
        hidden = true;
        return true;
      }
      return sameWireValue(name, shown, value);
    });
    if (equal) (hidden ? possible : exact).push(t);
  }
  return { exact, possible };
}

/** Two tasks the service would store alike: every field we would send, equal on the wire. */
export function sameTask(a: TaskRequest, b: TaskRequest): boolean {
  const x = [...taskForm(a)];
  const y = [...taskForm(b)];
  return x.length === y.length && x.every(([k, v], i) => y[i]?.[0] === k && y[i]?.[1] === v);
}

function sameWireValue(name: string, shown: unknown, sent: string): boolean {
  if (name === 'parameters') {
    try {
      const listed: unknown = typeof shown === 'string' ? JSON.parse(shown) : shown;
      const ours = JSON.parse(sent) as Record<string, unknown>;
      if (typeof listed !== 'object' || listed === null) return false;
      return Object.entries(ours).every(([k, v]) => canonical((listed as Record<string, unknown>)[k]) === canonical(v));
    } catch {
      return false;
    }
  }
  return String(shown) === sent;
}

/** JSON with object keys sorted, so two serialisations of one value compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
