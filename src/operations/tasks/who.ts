import type { Person } from '../../store/types.js';

/**
 * Who may change a task. Per person, the portal decides: a person acts with their own account, which only reaches
 * their own tasks. With one service account the bot is the only gate: the person who created the task through the
 * bot, and the admins; everyone else sees it without buttons, and a forged button is refused.
 */
export interface ChangeRules {
  readonly mode: 'per-person' | 'service-account';
  readonly team: string;
  readonly admins: readonly string[];
}

export function mayChange(rules: ChangeRules, viewer: Person, owner: Person | undefined): boolean {
  if (viewer.team !== rules.team) return false;
  if (rules.mode === 'per-person') return true;
  if (rules.admins.includes(viewer.user)) return true;
  return owner !== undefined && owner.team === viewer.team && owner.user === viewer.user;
}

export function isAdmin(rules: ChangeRules, viewer: Person): boolean {
  return viewer.team === rules.team && rules.admins.includes(viewer.user);
}
