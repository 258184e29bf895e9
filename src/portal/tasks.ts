import type { PortalContext } from './context.js';
import { taskForm } from './form.js';
import { listAll } from './paged.js';
import { tasksPage } from './responses.js';
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
    items: (p) => p.tasks.map((t) => ({ id: t.id, fields: t })),
  });
}

/** How far the portal's clock may be behind ours when comparing a task's `created` with when we sent it. */
const CLOCK_SKEW_MS = 5 * 60_000;

export interface TaskMatches {
  /** Listed tasks that show every field we sent, all equal: the task was created. */
  readonly exact: readonly PortalTask[];
  /** Listed tasks equal on what they show but not showing everything: cannot be told apart; a person decides. */
  readonly possible: readonly PortalTask[];
}

/**
 * The listed tasks that are the one `task` describes, for settling an unknown outcome. A field the listing shows
 * must equal what we sent (`parameters` may hold more keys than we sent: the service adds defaults). A task
 * created before `sentAfter` (less clock skew), when the listing shows `created`, is an older twin, not ours.
 */
export function tasksMatching(
  task: TaskRequest,
  listed: readonly PortalTask[],
  options: { sentAfter?: number } = {},
): TaskMatches {
  const sent = [...taskForm(task)];
  const exact: PortalTask[] = [];
  const possible: PortalTask[] = [];
  for (const t of listed) {
    const created = t.fields.created;
    if (options.sentAfter !== undefined && typeof created === 'number' && created < options.sentAfter - CLOCK_SKEW_MS) {
      continue;
    }
    let hidden = false;
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
