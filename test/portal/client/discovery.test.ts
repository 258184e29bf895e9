import { describe, expect, it } from 'vitest';
import { TASK_TYPES } from '../../../src/portal/schema/task-types.js';
import { portalRig } from '../../support/portal.js';

describe('discovery: edition, version, org and who the token is', () => {
  it('reads the cloud edition, the org id and a default administrator', async () => {
    const rig = await portalRig();
    const p = await rig.client.discover(rig.admin);
    expect(p).toMatchObject({
      edition: 'cloud',
      orgId: rig.emulator.orgId,
      taskTypes: TASK_TYPES,
      taskTypesKnown: true,
      user: { username: rig.adminName, role: 'org_admin', roleId: undefined, isDefaultAdmin: true },
    });
  });

  it('knows a member is not a default administrator', async () => {
    const rig = await portalRig();
    const p = await rig.client.discover(rig.member);
    expect(p.user).toMatchObject({ username: rig.memberName, isDefaultAdmin: false });
  });

  it.each([
    ['10.8', []],
    ['10.8.1', ['ExecuteNotebook', 'UpdateAnalyticsWorkbook']],
    ['10.9', ['ExecuteNotebook', 'UpdateAnalyticsWorkbook', 'ExecuteSceneCook', 'ExecuteWorkflowManager']],
    ['11.3', ['ExecuteNotebook', 'UpdateAnalyticsWorkbook', 'ExecuteSceneCook', 'ExecuteWorkflowManager']],
  ])('self-hosted %s offers %j', async (version, types) => {
    const rig = await portalRig({ edition: 'self-hosted', version });
    const p = await rig.client.discover(rig.admin);
    expect(p.edition).toBe('self-hosted');
    expect(p.taskTypes).toEqual(types);
    expect(p.taskTypesKnown).toBe(true);
  });

  it('caches per token source for the TTL, then asks again', async () => {
    const rig = await portalRig({}, { discoveryTtlMs: 60_000 });
    await rig.client.discover(rig.admin);
    await Promise.all([rig.client.discover(rig.admin), rig.client.discover(rig.admin)]);
    expect(rig.emulator.count('self')).toBe(1);
    expect(rig.emulator.count('info')).toBe(1);
    await rig.client.discover(rig.member);
    expect(rig.emulator.count('self')).toBe(2);
    expect(rig.emulator.count('info')).toBe(1);
    rig.clock.now += 60_001;
    await rig.client.discover(rig.admin);
    expect(rig.emulator.count('self')).toBe(3);
    expect(rig.emulator.count('info')).toBe(2);
  });

  it('goes on without the version when the root URL fails (a proxy refusing it): the service decides', async () => {
    const rig = await portalRig({ edition: 'self-hosted', version: '10.9' });
    rig.emulator.fault({ kind: 'http-502', op: 'info', times: 3 });
    const p = await rig.client.discover(rig.admin);
    expect(p.orgId).toBe(rig.emulator.orgId);
    expect(p.edition).toBe('self-hosted');
    expect(rig.emulator.count('info')).toBe(3);
    // Without enterpriseVersion the internal number from portals/self still decides (8.4 is 10.9).
    expect(p.taskTypes).toContain('ExecuteSceneCook');
  });

  it('does not remember a failed discovery', async () => {
    const rig = await portalRig();
    rig.emulator.fault({ kind: 'http-500', op: 'self', times: 3 });
    await expect(rig.client.discover(rig.admin)).rejects.toMatchObject({ code: 'portal.bad-response' });
    await expect(rig.client.discover(rig.admin)).resolves.toMatchObject({ orgId: rig.emulator.orgId });
  });
});
