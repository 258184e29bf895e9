/** The emulator's public types: tests and benchmarks of other parts depend on these names. */

import type { EmulatedItem } from './items.js';
import type { RunFaultRule } from './run-faults.js';

export type { EmulatedItem } from './items.js';
export type { RunFaultRule } from './run-faults.js';

export type EmulatorOp =
  | 'info'
  | 'self'
  | 'roles'
  | 'createRole'
  | 'createTask'
  | 'tasks'
  | 'task'
  | 'taskRuns'
  | 'updateTask'
  | 'disableTask'
  | 'enableTask'
  | 'deleteTask'
  | 'item'
  | 'search'
  | 'generateToken'
  | 'authorize'
  | 'token'
  /** The emulator's own control paths (`/emulator/...`): run faults, the clock. Not the service's. */
  | 'emulatorControl'
  | 'other';

export type FaultKind =
  | 'latency' // wait `ms` AFTER processing, then answer normally
  | 'http-500' // HTML error page from "a proxy", request NOT processed
  | 'http-502'
  | 'invalid-json' // processed, then HTTP 200 with a truncated JSON body
  | 'empty-body' // processed, then HTTP 200 with an empty body
  | 'drop-after-processing' // processed, then the socket is destroyed with no response
  | 'drop-before-processing' // socket destroyed before processing: nothing created
  | 'token-expired'; // answered as a 498 invalid-token error body, request NOT processed

export interface Fault {
  kind: FaultKind;
  ms?: number;
}

/** `op` unset = any request; `times` unset = 1 for queued faults, unlimited for standing ones. */
export interface FaultRule extends Fault {
  op?: EmulatorOp;
  times?: number;
}

export interface EmulatorOptions {
  /** Default 0 (any free port); the CLI defaults to 8787. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default 'cloud'. */
  edition?: 'cloud' | 'self-hosted';
  /** Self-hosted release, e.g. '10.8.1', '10.9', '11.3'; default '11.3'. */
  version?: string;
  /** Clock in epoch ms (token and code expiry, endDate checks); default Date.now. */
  now?: () => number;
  /** Added to every response. */
  latencyMs?: number;
  /** Standing faults. */
  faults?: readonly FaultRule[];
  /** Item ids answered with CONT_0001; default ['00000000000000000000000000000000']. */
  missingItemIds?: readonly string[];
  /** Seed this many extra member accounts, `user_01`… with password `<username>-pass` (benchmarks); default 0. */
  accounts?: number;
  /** Seed this many extra custom roles (for paging tests); default 0. */
  extraRoles?: number;
  /** OAuth client ids accepted by oauth2/authorize and oauth2/token; default ['portal-ops']. */
  oauthClientIds?: readonly string[];
  /**
   * Run due tasks on a timer as wall time passes (the CLI). Off by default: tests move the clock with
   * `advanceBy`/`advanceTo`, and every request also does whatever became due by the clock's now.
   */
  realTime?: boolean;
  /** Seeds the runs' durations; default 1. Run faults with a probability take their own seed. */
  runSeed?: number;
}

/** A task added without HTTP (`addTask`, `addTasks`): createTask's fields, checked by the same rules. */
export interface TaskSeed {
  type: string;
  minute: string;
  hour: string;
  dayOfMonth: string;
  month: string;
  dayOfWeek: string;
  itemId?: string;
  title?: string;
  /** An object, or the JSON string createTask takes. */
  parameters?: string | Record<string, unknown>;
  startDate?: number;
  endDate?: number;
  maxOccurrences?: number;
  /** False: added paused. Default true. */
  active?: boolean;
}

/** A run as `…/tasks/<taskId>/runs` shows it at the emulator's now. */
export interface EmulatedRun {
  id: string;
  taskId: string;
  status: RunStatus;
  /** Empty until the run has an outcome. */
  result: string;
  created: number;
  updated: number;
}

export interface EmulatorUser {
  username: string;
  password: string;
  role: 'org_admin' | 'org_user';
  token: string;
}

export interface RecordedRequest {
  op: EmulatorOp;
  method: string;
  path: string;
  at: number;
  fault?: FaultKind;
}

/**
 * `active`, `paused` (disabled by its owner), `completed` (past its endDate or its maxOccurrences), `failed`
 * (stopped by the service after five failed runs in a row; the portal's UI says Failed or Disabled).
 */
export type TaskState = 'active' | 'paused' | 'completed' | 'failed';

export type RunStatus = 'scheduled' | 'executing' | 'succeeded' | 'skipped' | 'failed' | 'submitfailed';

/**
 * A stored task: the wire fields as createTask (or the last update) received them (numbers parsed), plus what the
 * service adds and what its runs have done so far.
 */
export interface EmulatedTask {
  id: string;
  owner: string;
  created: number;
  updated: number;
  active: boolean;
  taskState: TaskState;
  /** When its last run started; absent before the first. */
  lastStart?: number;
  /** Runs fired so far (what maxOccurrences counts). */
  occurrences: number;
  /** Failed runs since the last success (or the last enable). */
  failuresInARow: number;
  type: string;
  title?: string;
  itemId?: string;
  parameters?: string;
  startDate?: number;
  endDate?: number;
  maxOccurrences?: number;
  minute: string;
  hour: string;
  dayOfMonth: string;
  month: string;
  dayOfWeek: string;
}

export interface EmulatedRole {
  id: string;
  name: string;
  description: string;
  created: number;
}

export interface Emulator {
  /**
   * The PORTAL_URL: `http://<host>:<port>/sharing/rest`, e.g. `http://127.0.0.1:<port>/sharing/rest` by default and
   * `http://localhost:<port>/sharing/rest` as the CLI runs it (a host name: a scene service on the portal's own host,
   * `https://localhost/...`, then passes the SSRF rules, which refuse IP literals).
   */
  readonly url: string;
  readonly port: number;
  readonly orgId: string;
  /** [admin, member] by default. */
  readonly users: readonly EmulatorUser[];
  readonly requests: readonly RecordedRequest[];
  /** How many requests of that op reached the server (faulted ones included). */
  count(op: EmulatorOp, method?: string): number;
  /** Queue a fault for the next matching request(s). */
  fault(rule: FaultRule): void;
  clearFaults(): void;
  tasks(username?: string): readonly EmulatedTask[];
  /** One task, or undefined when there is none (or it was deleted). */
  task(taskId: string): EmulatedTask | undefined;
  /** Its runs, newest first, as the runs endpoint answers them now. Throws for an unknown task. */
  runs(taskId: string): readonly EmulatedRun[];
  /** Adds a task without HTTP (for benchmarks and set-ups); throws on what createTask would refuse. Returns its id. */
  addTask(owner: string, task: TaskSeed): string;
  addTasks(owner: string, tasks: readonly TaskSeed[]): string[];
  /** The emulator's clock: the injected `now` plus however far advanceBy/advanceTo moved it. */
  now(): number;
  /** Moves the clock on by `ms` and does every fire, run end and stop due on the way, in order. Returns runs fired. */
  advanceBy(ms: number): number;
  /** The same, to an instant (not before now). */
  advanceTo(instant: number): number;
  /** Does what is due by now (after a test moved its own injected clock). Returns runs fired. */
  runDue(): number;
  /** Switches the real-time timer (see `EmulatorOptions.realTime`). */
  setRealTime(on: boolean): void;
  /** The next `times` runs of the task (`'*'`: of every task) fail, with `result` as their words when given. */
  failRuns(taskId: string, times: number, result?: string): void;
  /** Each run of the task (`'*'`: of every task) fails with this probability, from a PRNG seeded with `seed`. */
  failRunsRandomly(taskId: string, probability: number, seed?: number): void;
  /** Sets the task's run fault (replacing the one it had). */
  runFault(taskId: string, rule: RunFaultRule): void;
  /** Forgets the task's run fault, or every run fault. */
  clearRunFaults(taskId?: string): void;
  roles(): readonly EmulatedRole[];
  /** The organization's items (fixed ids; see `SEED_ITEMS`). */
  items(): readonly EmulatedItem[];
  issueToken(username: string, lifetimeMs: number): string;
  expireTokens(username?: string): void;
  close(): Promise<void>;
}
