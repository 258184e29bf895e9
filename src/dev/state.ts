import { alphanumericId } from './ids.js';
import { type EmulatedItem, SEED_ITEMS } from './items.js';
import type { TaskFields } from './rules/task-rules.js';
import { type StoredTask, snapshot, TaskStore } from './task-store.js';
import type { EmulatedRole, EmulatedTask } from './types.js';

export interface Account {
  readonly username: string;
  readonly password: string;
  readonly fullName: string;
  readonly role: 'org_admin' | 'org_user';
  /** Absent for a default administrator: that absence is what lets them create roles. */
  readonly roleId?: string;
}

/** The built-in "User" role's id, as the service reports it for plain members. */
export const USER_ROLE_ID = 'iAAAAAAAAAAAAAAA';

/** Fixed so that a person can sign in to the emulator's OAuth page without looking them up. */
export const DEFAULT_ACCOUNTS: readonly Account[] = [
  { username: 'ada_admin', password: 'ada-admin-pass', fullName: 'Ada Admin', role: 'org_admin' },
  {
    username: 'max_member',
    password: 'max-member-pass',
    fullName: 'Max Member',
    role: 'org_user',
    roleId: USER_ROLE_ID,
  },
];

const SEED_ROLES = [
  { name: 'Data Steward', description: 'Curates the organization’s authoritative content.' },
  { name: 'Analyst', description: 'Runs notebooks and workbooks on shared data.' },
];

/**
 * `user_01` … `user_<n>` (members, password `<username>-pass`): many accounts for a benchmark, names that sort in
 * order and that a person can guess.
 */
export function generatedAccounts(n: number): Account[] {
  const width = Math.max(2, String(n).length);
  return Array.from({ length: n }, (_, i) => {
    const username = `user_${String(i + 1).padStart(width, '0')}`;
    return {
      username,
      password: `${username}-pass`,
      fullName: `User ${i + 1}`,
      role: 'org_user',
      roleId: USER_ROLE_ID,
    };
  });
}

/** The organization's data, in memory, for one emulator run. */
export class PortalState {
  readonly orgId = alphanumericId();
  readonly accounts: readonly Account[];
  readonly #byName: ReadonlyMap<string, Account>;
  readonly #roles: EmulatedRole[] = [];
  readonly taskStore = new TaskStore();

  constructor(now: number, extraRoles: number, extraAccounts = 0) {
    if (!Number.isInteger(extraAccounts) || extraAccounts < 0 || extraAccounts > 10_000) {
      throw new Error(`accounts must be a whole number from 0 to 10000, got ${extraAccounts}.`);
    }
    this.accounts = [...DEFAULT_ACCOUNTS, ...generatedAccounts(extraAccounts)];
    this.#byName = new Map(this.accounts.map((a) => [a.username, a]));
    for (const seed of SEED_ROLES) this.addRole(seed.name, seed.description, now);
    for (let i = 1; i <= extraRoles; i++) {
      this.addRole(`Generated Role ${String(i).padStart(4, '0')}`, `Extra role ${i} for paging.`, now);
    }
  }

  account(username: string): Account | undefined {
    return this.#byName.get(username);
  }

  roles(): readonly EmulatedRole[] {
    return this.#roles.map((r) => ({ ...r }));
  }

  addRole(name: string, description: string, now: number): EmulatedRole {
    const role = { id: alphanumericId(), name, description, created: now };
    this.#roles.push(role);
    return { ...role };
  }

  /** The organization's content (the seeded items); who may see which is the handlers' to decide. */
  items(): readonly EmulatedItem[] {
    return SEED_ITEMS;
  }

  /** Copies, in creation order. */
  tasks(owner?: string): readonly EmulatedTask[] {
    const found = owner === undefined ? this.taskStore.all() : this.taskStore.of(owner);
    return Array.from(found, snapshot);
  }

  addTask(owner: string, fields: TaskFields, now: number): StoredTask {
    return this.taskStore.add(owner, fields, now);
  }
}
