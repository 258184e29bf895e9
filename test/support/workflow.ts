import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { EmulatorOptions } from '../../src/dev/emulator.js';
import { createLogger } from '../../src/log.js';
import { Follower } from '../../src/operations/follow/follower.js';
import { TaskDesk } from '../../src/operations/tasks/desk.js';
import { StaticTokenSource } from '../../src/portal/tokens/static.js';
import { Policy, type PolicyConfig } from '../../src/requests/policy.js';
import type { Acting, IdentityPort } from '../../src/requests/types.js';
import { Workflow } from '../../src/requests/workflow.js';
import { Secret } from '../../src/secret.js';
import { openStore } from '../../src/store/open.js';
import type { Person, Store } from '../../src/store/types.js';
import { type PortalRig, portalRig } from './portal.js';

export const TEAM = 'T_HOME';
/** Slack people, each linked to an emulator account (ALICE the portal's default administrator). */
export const ALICE: Person = { team: TEAM, user: 'U_ALICE' };
export const BOB: Person = { team: TEAM, user: 'U_BOB' };
export const CAROL: Person = { team: TEAM, user: 'U_CAROL' };

export interface WorkflowRig extends PortalRig {
  readonly store: Store;
  readonly workflow: Workflow;
  readonly dir: string;
  /** Another workflow (another instance) on the same store (or another pool on the same database) and portal. */
  another(instance: string, store?: Store): Workflow;
}

const dirs: string[] = [];
const stores: Store[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/**
 * The emulator, a client, a real SQLite store in a temp dir, and a workflow in per-person mode where ALICE is
 * linked to the emulator's admin and BOB to its member (CAROL is not linked).
 */
export async function workflowRig(
  options: {
    emulator?: EmulatorOptions;
    policy?: Partial<PolicyConfig>;
    store?: Store;
    /** Everyone acts as the portal's admin account (one service account): their tasks share one list. */
    sharedAccount?: boolean;
    leaseMs?: number;
    itemLookupMs?: number;
  } = {},
): Promise<WorkflowRig> {
  const rig = await portalRig(options.emulator ?? {});
  const dir = mkdtempSync(join(tmpdir(), 'portal-ops-wf-'));
  dirs.push(dir);
  const store = options.store ?? (await openStore({ sqlitePath: join(dir, 'store.sqlite') }));
  stores.push(store);
  const identity: IdentityPort = {
    mode: options.sharedAccount ? 'service-account' : 'per-person',
    async tokensFor(person) {
      if (options.sharedAccount && person.user !== CAROL.user) return { tokens: rig.admin, portalUser: rig.adminName };
      if (person.user === ALICE.user) return { tokens: rig.admin, portalUser: rig.adminName };
      if (person.user === BOB.user) return { tokens: rig.member, portalUser: rig.memberName };
      return undefined;
    },
  };
  const policy = new Policy({ team: TEAM, mode: 'per-person', admins: [ALICE.user], ...options.policy });
  // as in main.ts: a change of a followed schedule deletes the old one through the task desk
  const desk = (on: Store) =>
    new TaskDesk({
      portal: rig.client,
      identity,
      store: on,
      rules: { mode: identity.mode, team: TEAM, admins: [ALICE.user] },
      now: () => rig.clock.now,
      listTtlMs: 0,
    });
  const make = (instance: string, on: Store = store) =>
    new Workflow({
      retire: (person, scheduleId) => desk(on).retire(person, scheduleId),
      store: on,
      client: rig.client,
      identity,
      policy,
      instance,
      now: () => rig.clock.now,
      stuckAfterMs: 60_000,
      ...(options.leaseMs !== undefined ? { leaseMs: options.leaseMs } : {}),
      ...(options.itemLookupMs !== undefined ? { itemLookupMs: options.itemLookupMs } : {}),
    });
  return { ...rig, store, workflow: make('instance-a'), dir, another: make };
}

export const NOTEBOOK = {
  type: 'ExecuteNotebook',
  title: 'Nightly notebook',
  itemId: '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2',
} as const;

/**
 * The daylight saving follower on the rig's store, portal and clock, acting as the portal's admin with a token that
 * outlasts the simulated months (the rig's own last 14 days). Also that account, for a task desk.
 */
export function followerOf(rig: WorkflowRig): { follower: Follower; acting: Acting } {
  const token = rig.emulator.issueToken(rig.adminName, 400 * 86_400_000);
  const acting = { tokens: new StaticTokenSource(new Secret(token)), portalUser: rig.adminName };
  const follower = new Follower({
    store: rig.store,
    portal: rig.client,
    accounts: { actingFor: async () => acting },
    notifier: { periodFailing: async () => undefined },
    holder: 'test',
    intervalMs: 600_000,
    log: createLogger({ level: 'silent' }),
    now: () => rig.clock.now,
  });
  return { follower, acting };
}
