import type { AddressInfo } from 'node:net';
import { EmulatorClock } from './clock.js';
import type { Services } from './context.js';
import { FaultBook } from './faults.js';
import { OAuthStore } from './oauth.js';
import { checkCreateTask } from './rules/task-rules.js';
import { Scheduler } from './scheduler.js';
import { BASE_PATH, createEmulatorServer } from './server.js';
import { PortalState } from './state.js';
import { runJson } from './task-json.js';
import { snapshot } from './task-store.js';
import { TokenStore } from './tokens.js';
import type { Emulator, EmulatorOptions, EmulatorUser, RecordedRequest, TaskSeed } from './types.js';
import { editionInfo } from './versions.js';

export { SEED_ITEMS } from './items.js';
export type {
  EmulatedItem,
  EmulatedRole,
  EmulatedRun,
  EmulatedTask,
  Emulator,
  EmulatorOp,
  EmulatorOptions,
  EmulatorUser,
  Fault,
  FaultKind,
  FaultRule,
  RecordedRequest,
  RunFaultRule,
  RunStatus,
  TaskSeed,
  TaskState,
} from './types.js';

/** The ready tokens printed at start-up last as long as the longest token generateToken gives. */
const READY_TOKEN_MS = 14 * 24 * 3_600_000;
const DEFAULT_MISSING_ITEM = '00000000000000000000000000000000';

/**
 * The host its URL names: the address it listens on, or `localhost` when that is every interface (the loopback
 * name reaches it). A name rather than an IP literal lets the portal's own host be a scene service's too (the
 * SSRF rules refuse IP literals there, as they should for a real portal): the CLI listens on `localhost`.
 */
function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** A local portal speaking the service's API over real HTTP; resolves once it listens. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const clock = new EmulatorClock(options.now ?? Date.now);
  const now = clock.now;
  const host = options.host ?? '127.0.0.1';
  const edition = editionInfo(options.edition ?? 'cloud', options.version);
  const latencyMs = options.latencyMs ?? 0;
  if (!Number.isFinite(latencyMs) || latencyMs < 0) throw new Error(`latencyMs must be 0 or more, got ${latencyMs}.`);

  const tokens = new TokenStore(now);
  const state = new PortalState(now(), options.extraRoles ?? 0, options.accounts ?? 0);
  let webRoot = '';
  const scheduler = new Scheduler({
    clock,
    store: state.taskStore,
    webRoot: () => webRoot,
    seed: options.runSeed ?? 1,
  });
  const services: Services = {
    state,
    tokens,
    oauth: new OAuthStore(options.oauthClientIds ?? ['portal-ops']),
    edition,
    now,
    missingItemIds: new Set(options.missingItemIds ?? [DEFAULT_MISSING_ITEM]),
    scheduler,
  };
  const faults = new FaultBook(options.faults ?? []);
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  // Waits end with the server: close() must not sit behind a slow fault.
  const sleep = (ms: number) =>
    ms <= 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const t = setTimeout(() => {
            timers.delete(t);
            resolve();
          }, ms);
          timers.add(t);
        });

  const users: EmulatorUser[] = state.accounts.map((a) => ({
    username: a.username,
    password: a.password,
    role: a.role,
    token: tokens.issue(a.username, READY_TOKEN_MS).token,
  }));

  const server = createEmulatorServer({ services, faults, latencyMs, sleep, record: (r) => requests.push(r) });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  webRoot = `http://${hostForUrl(host)}:${port}`;
  const url = `${webRoot}${BASE_PATH}`;
  let closing: Promise<void> | undefined;
  if (options.realTime) scheduler.setRealTime(true);

  const ownTask = (taskId: string) => {
    const task = state.taskStore.get(taskId);
    if (!task) throw new Error(`No emulator task "${taskId}".`);
    return task;
  };
  const addTask = (owner: string, seed: TaskSeed) => {
    if (!state.account(owner)) throw new Error(`No emulator account "${owner}".`);
    const { active, parameters, ...rest } = seed;
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) form.set(k, String(v));
    if (parameters !== undefined)
      form.set('parameters', typeof parameters === 'string' ? parameters : JSON.stringify(parameters));
    const checked = checkCreateTask(form, { edition, now: now(), missingItemIds: services.missingItemIds });
    if (!checked.ok) throw new Error(`addTask: ${checked.refusal.details.join(' ')}`);
    const task = state.addTask(owner, checked.fields, now());
    if (active === false) {
      task.active = false;
      task.taskState = 'paused';
    }
    scheduler.arm(task);
    return task.id;
  };

  return {
    url,
    port,
    orgId: state.orgId,
    users,
    get requests() {
      return requests;
    },
    count: (op, method) => requests.filter((r) => r.op === op && (method === undefined || r.method === method)).length,
    fault: (rule) => faults.queue(rule),
    clearFaults: () => faults.clear(),
    tasks: (username) => state.tasks(username),
    task(taskId) {
      const t = state.taskStore.get(taskId);
      return t && snapshot(t);
    },
    runs(taskId) {
      const at = now();
      return ownTask(taskId)
        .runs.map((r) => runJson(r, at))
        .reverse();
    },
    addTask,
    addTasks: (owner, seeds) => seeds.map((seed) => addTask(owner, seed)),
    now,
    advanceBy: (ms) => scheduler.advanceBy(ms),
    advanceTo: (instant) => scheduler.advanceTo(instant),
    runDue: () => scheduler.runDue(),
    setRealTime: (on) => scheduler.setRealTime(on),
    failRuns(taskId, times, result) {
      scheduler.faults.set(taskId, { times, ...(result === undefined ? {} : { result }) });
    },
    failRunsRandomly(taskId, probability, seed) {
      scheduler.faults.set(taskId, { probability, ...(seed === undefined ? {} : { seed }) });
    },
    runFault: (taskId, rule) => scheduler.faults.set(taskId, rule),
    clearRunFaults: (taskId) => scheduler.faults.clear(taskId),
    roles: () => state.roles(),
    items: () => state.items(),
    issueToken(username, lifetimeMs) {
      if (!state.account(username)) throw new Error(`No emulator account "${username}".`);
      return tokens.issue(username, lifetimeMs).token;
    },
    expireTokens: (username) => tokens.expire(username),
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        scheduler.stop();
        for (const t of timers) clearTimeout(t);
        timers.clear();
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
