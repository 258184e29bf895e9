import { describe, expect, it } from 'vitest';
import { isPortalOpsError } from '../../src/errors.js';
import { type Action, Policy, type PolicyConfig } from '../../src/requests/policy.js';

const HOME = 'T_HOME';
const ALICE = { team: HOME, user: 'U_ALICE' };
const BOB = { team: HOME, user: 'U_BOB' };
const GUEST = { team: 'T_OTHER', user: 'U_ALICE' };

function verdict(config: PolicyConfig, person: { team: string; user: string }, action: Action): string {
  try {
    new Policy(config).check(person, action);
    return 'allowed';
  } catch (e) {
    if (isPortalOpsError(e)) return e.code;
    throw e;
  }
}

const perPerson: PolicyConfig = { team: HOME, mode: 'per-person', admins: ['U_ALICE'] };
const serviceOpen: PolicyConfig = { team: HOME, mode: 'service-account', roleUsers: ['U_ALICE'] };
const serviceListed: PolicyConfig = { team: HOME, mode: 'service-account', taskUsers: ['U_ALICE'] };

describe('who may do what (issue 4, section 3)', () => {
  it.each([
    // Everyone: other organisations (Slack Connect) are refused, whatever the mode and the lists.
    [perPerson, GUEST, 'task', 'policy.other-team'],
    [perPerson, GUEST, 'role', 'policy.other-team'],
    [serviceOpen, GUEST, 'task', 'policy.other-team'],
    [serviceOpen, { team: 'T_OTHER', user: 'U_ALICE' }, 'role', 'policy.other-team'],
    // Per-person: the bot lets the request through; the portal decides with the person's own account.
    [perPerson, ALICE, 'task', 'allowed'],
    [perPerson, BOB, 'task', 'allowed'],
    [perPerson, BOB, 'role', 'allowed'],
    // Service account: tasks for everyone in the team unless a list is given; roles only for those listed.
    [serviceOpen, BOB, 'task', 'allowed'],
    [serviceOpen, ALICE, 'role', 'allowed'],
    [serviceOpen, BOB, 'role', 'policy.not-allowed'],
    [serviceListed, ALICE, 'task', 'allowed'],
    [serviceListed, BOB, 'task', 'policy.not-allowed'],
    [serviceListed, ALICE, 'role', 'policy.not-allowed'],
    // Everyone's history: the bot's administrators only.
    [perPerson, ALICE, 'history-all', 'allowed'],
    [perPerson, BOB, 'history-all', 'policy.not-allowed'],
    [serviceOpen, ALICE, 'history-all', 'policy.not-allowed'],
  ] as const)('%#: %j %j %s → %s', (config, person, action, expected) => {
    expect(verdict(config, person, action)).toBe(expected);
  });
});
