import type { EmulatorRequest, Services } from './context.js';
import { item, search } from './handlers/content.js';
import { generateToken } from './handlers/generate-token.js';
import { createRole, info, roles, self, unknownPath } from './handlers/portal.js';
import {
  createTask,
  deleteTask,
  disableTask,
  enableTask,
  getTask,
  listTasks,
  taskRuns,
  updateTask,
} from './handlers/tasks.js';
import { authorize, token } from './oauth.js';
import type { Reply } from './responses.js';
import type { EmulatorOp } from './types.js';
import { type EditionInfo, hasTasks } from './versions.js';

export interface Route {
  readonly op: EmulatorOp;
  readonly methods: readonly string[];
  /** False for the OAuth pages: a browser shows one, and a token endpoint answers JSON by convention. */
  readonly needsFormat: boolean;
  readonly handle: (req: EmulatorRequest, s: Services) => Reply;
}

const ANY = ['GET', 'POST'];
const POST = ['POST'];

const route = (op: EmulatorOp, methods: readonly string[], handle: Route['handle'], needsFormat = true): Route => ({
  op,
  methods,
  needsFormat,
  handle,
});

const UNKNOWN = route('other', ANY, unknownPath);

/** `…/tasks/<taskId>/<action>`: reads take GET or POST (clients POST everything), changes POST only. */
const TASK_ACTIONS: Readonly<Record<string, readonly [EmulatorOp, readonly string[], Route['handle']]>> = {
  runs: ['taskRuns', ANY, taskRuns],
  update: ['updateTask', POST, updateTask],
  disable: ['disableTask', POST, disableTask],
  enable: ['enableTask', POST, enableTask],
  delete: ['deleteTask', POST, deleteTask],
};

function taskRoute(action: string | undefined, gated: boolean): Route | undefined {
  const found = action === undefined ? (['task', ANY, getTask] as const) : TASK_ACTIONS[action];
  if (!found) return undefined;
  const [op, methods, handle] = found;
  return gated ? route(op, ANY, unknownPath) : route(op, methods, handle);
}

/** Segments after `/sharing/rest` to the operation. The seed's sample path `tasks/<id>/createTask` is not one. */
export function findRoute(segments: readonly string[], edition: EditionInfo): Route {
  const [a, b, c, d, e, ...rest] = segments;
  if (segments.length === 0) return route('info', ANY, info);
  if (a === 'generateToken' && segments.length === 1) return route('generateToken', POST, generateToken);
  if (a === 'oauth2' && segments.length === 2) {
    if (b === 'authorize') return route('authorize', ANY, authorize, false);
    if (b === 'token') return route('token', POST, token, false);
  }
  if (a === 'portals' && b !== undefined) {
    if (b === 'self' && segments.length === 2) return route('self', ANY, self);
    if (c === 'roles' && segments.length === 3) return route('roles', ANY, roles);
    if (c === 'createRole' && segments.length === 3) return route('createRole', POST, createRole);
  }
  if (a === 'search' && segments.length === 1) return route('search', ANY, search);
  if (a === 'content' && b === 'items' && c !== undefined && segments.length === 3) return route('item', ANY, item);
  if (a === 'community' && b === 'users' && c !== undefined && d === 'tasks' && rest.length <= 1) {
    // Before 10.8.1 a self-hosted portal has no task operations at all: the paths are unknown to it. The op is
    // still recorded as what the client meant, so that tests can count the attempts.
    const gated = !hasTasks(edition);
    if (e === undefined) return gated ? route('tasks', ANY, unknownPath) : route('tasks', ANY, listTasks);
    if (e === 'createTask' && rest.length === 0)
      return gated ? route('createTask', ANY, unknownPath) : route('createTask', POST, createTask);
    if (e !== 'createTask') return taskRoute(rest[0], gated) ?? UNKNOWN;
  }
  return UNKNOWN;
}
