import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_MS } from '../../src/requests/reconcile.js';
import { startSweeper } from '../../src/requests/sweeper.js';
import { failure } from '../support/failure.js';
import { ALICE, BOB, CAROL, NOTEBOOK, workflowRig } from '../support/workflow.js';

const WEEKDAYS_7PM = { phrase: 'every weekday 7pm Pacific', zone: 'Europe/London' };

describe('the workflow: draft → confirm → created, exactly once', () => {
  it('drafts a task from a phrase with everything the confirmation shows, then creates it', async () => {
    const rig = await workflowRig();
    // Fixed in UTC (the person chose it): the daylight saving caveat is the confirmation's to show.
    const schedule = { ...WEEKDAYS_7PM, follow: false };
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule });
    expect(c.tasks.map((t) => [t.minute, t.hour, t.dayOfMonth, t.month, t.dayOfWeek].join(' '))).toEqual([
      '0 3 ? * 3-7',
    ]);
    expect(c.schedule?.dst?.following).toBe(false);
    expect(c.schedule?.description).toBe('Every weekday at 7:00 PM Pacific Time');
    expect(c.schedule?.nextRuns).toHaveLength(5);
    expect(c.schedule?.warnings.map((w) => w.code)).toContain('dst');
    expect(c.portalUser).toBe(rig.adminName);
    expect(c.expiresAt).toBe(rig.clock.now + 15 * 60_000);
    expect(rig.posts('createTask')).toBe(0);

    const o = await rig.workflow.confirm(c.requestId, ALICE);
    expect(o.state).toBe('created');
    expect(o.createdIds).toEqual(rig.emulator.tasks().map((t) => t.id));
    expect(rig.posts('createTask')).toBe(1);
    const events = await rig.workflow.events(c.requestId, ALICE);
    expect(events.map((e) => e.type)).toEqual(['drafted', 'confirmed', 'sending', 'submitted']);
    expect(events.every((e) => e.actor === 'T_HOME:U_ALICE')).toBe(true);
  });

  it('50 concurrent confirms of one draft: one POST, everyone told the same outcome', async () => {
    const rig = await workflowRig();
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => rig.workflow.confirm(c.requestId, ALICE)));
    expect(rig.posts('createTask')).toBe(1);
    expect(rig.emulator.tasks()).toHaveLength(1);
    const final = await rig.workflow.confirm(c.requestId, ALICE);
    expect(final.state).toBe('created');
    expect(outcomes.filter((o) => o.state === 'created').length).toBeGreaterThanOrEqual(1);
    expect(outcomes.every((o) => ['created', 'submitting'].includes(o.state))).toBe(true);
  });

  it('a submission delivered again (same idempotency key) is the same draft, even when it races itself', async () => {
    const rig = await workflowRig();
    const input = {
      kind: 'task',
      person: ALICE,
      task: NOTEBOOK,
      schedule: WEEKDAYS_7PM,
      idempotencyKey: 'view-V1:hash-1',
    } as const;
    const drafts = await Promise.all(Array.from({ length: 10 }, () => rig.workflow.draft(input)));
    expect(new Set(drafts.map((d) => d.requestId)).size).toBe(1);
    expect(drafts[0]?.tasks).toHaveLength(1);
    expect((await rig.workflow.history(ALICE)).length).toBe(1);
    // Another person's submission with the same key is theirs, not this one.
    const bobs = await rig.workflow.draft({ ...input, person: BOB });
    expect(bobs.requestId).not.toBe(drafts[0]?.requestId);
  });

  it('two instances on one store racing: one POST', async () => {
    const rig = await workflowRig();
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    const b = rig.another('instance-b');
    await Promise.all([rig.workflow.confirm(c.requestId, ALICE), b.confirm(c.requestId, ALICE)]);
    expect(rig.posts('createTask')).toBe(1);
  });

  it('a schedule that needs two tasks creates both under one request', async () => {
    const rig = await workflowRig();
    const c = await rig.workflow.draft({
      kind: 'task',
      person: ALICE,
      task: NOTEBOOK,
      schedule: { phrase: 'on the 30th of every month at 8pm Pacific', zone: 'UTC' },
    });
    expect(c.tasks).toHaveLength(2);
    expect(c.schedule?.warnings.map((w) => w.code)).toContain('multiple-tasks');
    const o = await rig.workflow.confirm(c.requestId, ALICE);
    expect(o.state).toBe('created');
    expect(o.createdIds).toHaveLength(2);
    expect(rig.posts('createTask')).toBe(2);
  });

  it('a partial failure says so, with the ids that were created', async () => {
    const rig = await workflowRig();
    const c = await rig.workflow.draft({
      kind: 'task',
      person: ALICE,
      task: NOTEBOOK,
      schedule: { phrase: 'on the 30th of every month at 8pm Pacific', zone: 'UTC' },
    });
    rig.emulator.fault({ kind: 'http-502', op: 'createTask' });
    rig.emulator.fault({ kind: 'token-expired', op: 'createTask' });
    // First POST: a proxy page (unknown). Second: a refused static token (rejected, sign in again).
    const o = await rig.workflow.confirm(c.requestId, ALICE);
    expect(o.results.map((r) => r.state)).toEqual(['unknown', 'rejected']);
    expect(o.state).toBe('unknown');
    rig.clock.now += CLOCK_SKEW_MS + 1;
    const settled = await rig.workflow.reconcile(c.requestId, ALICE);
    expect(settled.results.map((r) => r.state)).toEqual(['rejected', 'rejected']);
    expect(settled.state).toBe('rejected');
  });

  it('reports created ids of a partly refused request as partial', async () => {
    const rig = await workflowRig();
    const d = await rig.workflow.draft({
      kind: 'task',
      person: ALICE,
      task: NOTEBOOK,
      schedule: { phrase: 'on the 30th of every month at 8pm Pacific', zone: 'UTC' },
    });
    // The first POST succeeds; the second is answered with a refused token.
    rig.emulator.fault({ kind: 'latency', ms: 0, op: 'createTask' });
    rig.emulator.fault({ kind: 'token-expired', op: 'createTask' });
    const o = await rig.workflow.confirm(d.requestId, ALICE);
    expect(o.state).toBe('partial');
    expect(o.createdIds).toHaveLength(1);
    expect(o.results[1]?.error?.code).toBe('portal.sign-in-required');
  });

  it('an answer lost after the portal created it: unknown, then settled as created, one POST, never resent', async () => {
    const rig = await workflowRig();
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    rig.emulator.fault({ kind: 'drop-after-processing', op: 'createTask' });
    const o = await rig.workflow.confirm(c.requestId, ALICE);
    expect(o.state).toBe('unknown');
    expect(o.results[0]?.error?.code).toBe('portal.outcome-unknown');
    const again = await rig.workflow.confirm(c.requestId, ALICE);
    expect(again.state).toBe('unknown');
    const settled = await rig.workflow.reconcile(c.requestId, ALICE);
    expect(settled.state).toBe('created');
    expect(settled.createdIds).toEqual(rig.emulator.tasks().map((t) => t.id));
    expect(rig.posts('createTask')).toBe(1);
  });

  it('a connection dropped before the portal acted: unknown, then settled as not created', async () => {
    const rig = await workflowRig();
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    rig.emulator.fault({ kind: 'drop-before-processing', op: 'createTask' });
    expect((await rig.workflow.confirm(c.requestId, ALICE)).state).toBe('unknown');
    // Not concluded while the portal could still be creating it (the window's end, with clock skew).
    expect((await rig.workflow.sweep()).settled).toBe(0);
    rig.clock.now += CLOCK_SKEW_MS + 1;
    const { settled } = await rig.workflow.sweep();
    expect(settled).toBe(1);
    const after = await rig.store.requests.get(c.requestId);
    expect(after?.state).toBe('rejected');
    expect(after?.results[0]?.error?.code).toBe('request.not-created');
    expect(rig.posts('createTask')).toBe(1);
  });

  it('a submission stuck after a crash becomes unknown on the sweep and is settled without resending', async () => {
    const rig = await workflowRig();
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    // A claim whose process died before sending anything.
    const claimed = await rig.store.requests.claim(c.requestId, ALICE, rig.clock.now, 'dead-instance', {
      requestId: c.requestId,
      at: rig.clock.now,
      actor: 'T_HOME:U_ALICE',
      type: 'confirmed',
      detail: {},
    });
    expect(claimed?.state).toBe('submitting');
    expect(await rig.workflow.sweep()).toEqual({ recovered: 0, settled: 0 });
    rig.clock.now += 61_000;
    expect(await rig.workflow.sweep()).toEqual({ recovered: 1, settled: 1 });
    const after = await rig.store.requests.get(c.requestId);
    expect(after?.state).toBe('rejected');
    expect(after?.results[0]?.error?.code).toBe('request.not-sent');
    expect(rig.posts('createTask')).toBe(0);
  });
});

describe('the sweep beside itself', () => {
  it('two instances sweeping at once settle an unknown request once, with one lookup result recorded', async () => {
    const rig = await workflowRig();
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    rig.emulator.fault({ kind: 'drop-after-processing', op: 'createTask' });
    expect((await rig.workflow.confirm(c.requestId, ALICE)).state).toBe('unknown');
    const results = await Promise.all([rig.workflow.sweep(), rig.another('instance-b').sweep()]);
    expect(results.reduce((n, r) => n + r.settled, 0)).toBeGreaterThanOrEqual(1);
    const events = (await rig.workflow.events(c.requestId, ALICE)).map((e) => e.type);
    expect(events.filter((t) => t === 'reconciled')).toHaveLength(1);
    expect((await rig.store.requests.get(c.requestId))?.state).toBe('created');
    expect(rig.posts('createTask')).toBe(1);
  });

  it('the sweeper runs at start and stops cleanly', async () => {
    const rig = await workflowRig();
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    rig.emulator.fault({ kind: 'drop-after-processing', op: 'createTask' });
    await rig.workflow.confirm(c.requestId, ALICE);
    const told: string[] = [];
    const stop = startSweeper(rig.workflow, {
      everyMs: 10_000,
      onSettled: async (o) => {
        told.push(`${o.state}:${o.createdIds.join(',')}`);
      },
    });
    await stop();
    expect((await rig.store.requests.get(c.requestId))?.state).toBe('created');
    expect(told).toEqual([`created:${rig.emulator.tasks()[0]?.id}`]);
  });
});

describe('the workflow: refusals before anything is sent', () => {
  it('only the person who drafted it can confirm or see it', async () => {
    const rig = await workflowRig();
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    expect((await failure(rig.workflow.confirm(c.requestId, BOB))).code).toBe('request.not-yours');
    expect((await failure(rig.workflow.events(c.requestId, BOB))).code).toBe('request.not-yours');
    expect(rig.posts('createTask')).toBe(0);
  });

  it('an expired or cancelled draft cannot be confirmed', async () => {
    const rig = await workflowRig();
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    rig.clock.now += 15 * 60_000;
    expect((await failure(rig.workflow.confirm(c.requestId, ALICE))).code).toBe('request.expired');
    expect((await rig.store.requests.get(c.requestId))?.state).toBe('expired');
    const d = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    expect((await rig.workflow.cancel(d.requestId, ALICE)).state).toBe('cancelled');
    expect((await failure(rig.workflow.confirm(d.requestId, ALICE))).code).toBe('request.cancelled');
    expect(rig.posts('createTask')).toBe(0);
  });

  it('a person who is not linked is told to link; another organisation is refused', async () => {
    const rig = await workflowRig();
    const draft = (person: typeof CAROL) =>
      rig.workflow.draft({ kind: 'task', person, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    expect((await failure(draft(CAROL))).code).toBe('identity.not-linked');
    expect((await failure(draft({ team: 'T_OTHER', user: ALICE.user }))).code).toBe('policy.other-team');
  });

  it('shows every field problem at once, the schedule’s included', async () => {
    const rig = await workflowRig();
    const e = await failure(
      rig.workflow.draft({
        kind: 'task',
        person: ALICE,
        task: { ...NOTEBOOK, itemId: 'nope' },
        schedule: { phrase: 'every other Monday at 9', zone: 'UTC' },
      }),
    );
    expect(Object.keys(e.facts.fields ?? {}).sort()).toEqual(['itemId', 'schedule']);
  });

  it('typed fields are checked field by field', async () => {
    const rig = await workflowRig();
    const e = await failure(
      rig.workflow.draft({
        kind: 'task',
        person: ALICE,
        task: NOTEBOOK,
        schedule: { fields: { minute: '61', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '?' }, zone: 'UTC' },
      }),
    );
    expect(Object.keys(e.facts.fields ?? {})).toEqual(expect.arrayContaining(['minute']));
  });

  it('refuses a run count the service would count per task when two tasks are needed', async () => {
    const rig = await workflowRig();
    const e = await failure(
      rig.workflow.draft({
        kind: 'task',
        person: ALICE,
        task: { ...NOTEBOOK, maxOccurrences: 10 },
        schedule: { phrase: 'on the 30th of every month at 8pm Pacific', zone: 'UTC' },
      }),
    );
    expect(e.facts.fields?.maxOccurrences).toMatch(/needs 2 tasks/);
  });

  it('roles: default administrators only (the portal says who), duplicates refused at the draft', async () => {
    const rig = await workflowRig();
    expect((await failure(rig.workflow.draft({ kind: 'role', person: BOB, role: { name: 'Night Shift' } }))).code).toBe(
      'role.not-admin',
    );
    const existing = rig.emulator.roles()[0]?.name ?? '';
    const dup = await failure(
      rig.workflow.draft({ kind: 'role', person: ALICE, role: { name: existing.toUpperCase() } }),
    );
    expect(dup.code).toBe('role.duplicate-name');
    expect(dup.facts.fields).toHaveProperty('name');
    const c = await rig.workflow.draft({
      kind: 'role',
      person: ALICE,
      role: { name: 'Night Shift', description: 'Ops' },
    });
    const o = await rig.workflow.confirm(c.requestId, ALICE);
    expect(o.state).toBe('created');
    expect(rig.emulator.roles().find((r) => r.id === o.createdIds[0])?.name).toBe('Night Shift');
  });

  it('history: a person sees their own; administrators see everyone’s', async () => {
    const rig = await workflowRig();
    await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    rig.clock.now += 1000;
    await rig.workflow.draft({ kind: 'task', person: BOB, task: NOTEBOOK, schedule: WEEKDAYS_7PM });
    expect((await rig.workflow.history(BOB)).map((r) => r.user)).toEqual(['U_BOB']);
    expect((await rig.workflow.history(ALICE, { all: true })).map((r) => r.user)).toEqual(['U_BOB', 'U_ALICE']);
    expect((await failure(rig.workflow.history(BOB, { all: true }))).code).toBe('policy.not-allowed');
  });
});
