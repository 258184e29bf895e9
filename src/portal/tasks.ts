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

/**
 * The listed tasks that are the one `task` describes: every field we sent that the listing shows must be equal
 * (as the wire carries it). Used to settle an unknown outcome: one match means it was created.
 */
export function tasksMatching(task: TaskRequest, listed: readonly PortalTask[]): PortalTask[] {
  const sent = [...taskForm(task)];
  return listed.filter((t) =>
    sent.every(([name, value]) => {
      const shown = t.fields[name];
      if (shown === undefined || shown === null) return true;
      return sameWireValue(name, shown, value);
    }),
  );
}

function sameWireValue(name: string, shown: unknown, sent: string): boolean {
  if (name === 'parameters') {
    try {
      const a = typeof shown === 'string' ? JSON.parse(shown) : shown;
      return canonical(a) === canonical(JSON.parse(sent));
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
  return JSON.stringify(value);
}
