import { PortalOpsError } from '../errors.js';
import type { Person } from '../store/types.js';

export type Action = 'task' | 'role' | 'history-all';

export interface PolicyConfig {
  /** The Slack team that installed the app; people of other teams (Slack Connect) are refused. */
  readonly team: string;
  readonly mode: 'per-person' | 'service-account';
  /**
   * Service-account mode only: who may create tasks (`undefined`: everyone in the team) and roles (nobody unless
   * listed: one account acts for everyone, so the bot itself must decide).
   */
  readonly taskUsers?: readonly string[];
  readonly roleUsers?: readonly string[];
  /** Who sees everyone's requests. */
  readonly admins?: readonly string[];
}

/**
 * Who may do what, before anything reaches the portal. In per-person mode the portal decides the rest (a person's
 * own account and its privileges); in service-account mode the bot is the only gate, so it is strict.
 */
export class Policy {
  constructor(readonly config: PolicyConfig) {}

  check(person: Person, action: Action): void {
    if (person.team !== this.config.team) {
      throw new PortalOpsError('policy.other-team', { reason: 'other-team' });
    }
    if (action === 'history-all') {
      if (!(this.config.admins ?? []).includes(person.user))
        throw new PortalOpsError('policy.not-allowed', { reason: action });
      return;
    }
    if (this.config.mode === 'per-person') return;
    const allowed = action === 'task' ? this.config.taskUsers : (this.config.roleUsers ?? []);
    if (allowed !== undefined && !allowed.includes(person.user)) {
      throw new PortalOpsError('policy.not-allowed', { reason: action });
    }
  }

  /**
   * Who may change an existing task (`owner`: who created it through the bot, if it did). Per person, the portal
   * decides with the person's own account; with a service account, its creator and the admins. The same rule as
   * the task desk's (operations/tasks/who.ts), asked again here because a change is confirmed through the workflow.
   */
  checkTaskChange(person: Person, owner: Person | undefined): void {
    this.check(person, 'task');
    if (this.config.mode === 'per-person') return;
    if ((this.config.admins ?? []).includes(person.user)) return;
    if (owner !== undefined && owner.team === person.team && owner.user === person.user) return;
    throw new PortalOpsError('policy.not-allowed', { reason: 'task-edit' });
  }
}
