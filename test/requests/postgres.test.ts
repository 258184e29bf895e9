/**
 * The workflow's exactly-once promise across instances: two workflows with their own PostgreSQL pools (two
 * processes' worth) on one database, racing to confirm one draft. Needs TEST_DATABASE_URL; with REQUIRE_POSTGRES=1
 * (CI) its absence is a failure, never a skip.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/open.js';
import type { Store } from '../../src/store/types.js';
import { POSTGRES_WANTED, postgresDatabase } from '../support/postgres-database.js';
import { ALICE, NOTEBOOK, workflowRig } from '../support/workflow.js';

describe.runIf(POSTGRES_WANTED)('the workflow on PostgreSQL', () => {
  const databaseUrl = postgresDatabase('portal_ops_wf');
  const stores: Store[] = [];
  afterAll(async () => {
    for (const s of stores.splice(0)) await s.close();
  });

  it('two instances, each with its own pool, 50 concurrent confirms between them: one POST', async () => {
    const [a, b] = await Promise.all([
      openStore({ databaseUrl: await databaseUrl() }),
      openStore({ databaseUrl: await databaseUrl() }),
    ]);
    if (!a || !b) throw new Error('stores did not open');
    stores.push(a, b);
    const rig = await workflowRig({ store: a });
    const one = rig.another('instance-a', a);
    const two = rig.another('instance-b', b);
    const c = await one.draft({
      kind: 'task',
      person: ALICE,
      task: NOTEBOOK,
      schedule: { phrase: 'every weekday 7pm Pacific', zone: 'UTC' },
    });
    await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? one : two).confirm(c.requestId, ALICE)));
    expect(rig.posts('createTask')).toBe(1);
    expect(rig.emulator.tasks()).toHaveLength(1);
    const final = await two.confirm(c.requestId, ALICE);
    expect(final.state).toBe('created');
    expect(final.createdIds).toEqual(rig.emulator.tasks().map((t) => t.id));
    const events = (await b.requests.events(c.requestId)).map((e) => e.type);
    expect(events.filter((t) => t === 'confirmed')).toHaveLength(1);
  });
});
