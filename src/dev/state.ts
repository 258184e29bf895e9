import { alphanumericId, hexId } from './ids.js';
import { type EmulatedItem, SEED_ITEMS } from './items.js';
import type { TaskFields } from './rules/task-rules.js';
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

/** The organization's data, in memory, for one emulator run. */
export class PortalState {
  readonly orgId = alphanumericId();
  readonly accounts: readonly Account[] = DEFAULT_ACCOUNTS;
  readonly #roles: EmulatedRole[] = [];
  readonly #tasks: EmulatedTask[] = [];

  constructor(now: number, extraRoles: number) {
    for (const seed of SEED_ROLES) this.addRole(seed.name, seed.description, now);
    for (let i = 1; i <= extraRoles; i++) {
      this.addRole(`Generated Role ${String(i).padStart(4, '0')}`, `Extra role ${i} for paging.`, now);
    }
  }

  account(username: string): Account | undefined {
    return this.accounts.find((a) => a.username === username);
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

  tasks(owner?: string): readonly EmulatedTask[] {
    return this.#tasks.filter((t) => owner === undefined || t.owner === owner).map((t) => ({ ...t }));
  }

  addTask(owner: string, fields: TaskFields, now: number): EmulatedTask {
    const task: EmulatedTask = { id: hexId(), owner, created: now, active: true, ...fields };
    this.#tasks.push(task);
    return { ...task };
  }
}
