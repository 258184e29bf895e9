import { describe, expect, it } from 'vitest';
import { isPortalOpsError } from '../../src/errors.js';
import { ServiceAccount } from '../../src/identity/accounts.js';
import { Policy } from '../../src/requests/policy.js';
import { Workflow } from '../../src/requests/workflow.js';
import { Secret } from '../../src/secret.js';
import { ALICE, BOB, NOTEBOOK, TEAM, workflowRig } from '../support/workflow.js';

describe('service-account mode: one portal account, the bot decides who may act', () => {
  it('creates tasks as the service account for the team, roles only for those listed', async () => {
    const rig = await workflowRig();
    const admin = rig.emulator.users[0];
    if (!admin) throw new Error('no admin');
    const identity = new ServiceAccount({
      client: rig.client,
      account: { kind: 'password', username: admin.username, password: new Secret(admin.password) },
      now: () => rig.clock.now,
    });
    const workflow = new Workflow({
      store: rig.store,
      client: rig.client,
      identity,
      policy: new Policy({ team: TEAM, mode: 'service-account', roleUsers: [ALICE.user] }),
      instance: 'svc',
      now: () => rig.clock.now,
    });
    const schedule = { phrase: 'every day at 6am', zone: 'Europe/Berlin' };
    const c = await workflow.draft({ kind: 'task', person: BOB, task: NOTEBOOK, schedule });
    expect(c.portalUser).toBe(admin.username);
    expect((await workflow.confirm(c.requestId, BOB)).state).toBe('created');
    expect(rig.emulator.tasks()[0]?.owner).toBe(admin.username);

    const refused = await workflow.draft({ kind: 'role', person: BOB, role: { name: 'Night Shift' } }).catch((e) => e);
    expect(isPortalOpsError(refused) && refused.code).toBe('policy.not-allowed');
    const r = await workflow.draft({ kind: 'role', person: ALICE, role: { name: 'Night Shift' } });
    expect((await workflow.confirm(r.requestId, ALICE)).state).toBe('created');
    expect(rig.posts('createRole')).toBe(1);
  });
});
