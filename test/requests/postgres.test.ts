/**
 * The workflow's exactly-once promise across instances: two workflows with their own PostgreSQL pools (two
 * processes' worth) on one database, racing to confirm one draft. Needs TEST_DATABASE_URL; with REQUIRE_POSTGRES=1
 * (CI) its absence is a failure, never a skip.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/open.js';
import type { Store } from '../../src/store/types.js';
import { ALICE, NOTEBOOK, workflowRig } from '../support/workflow.js';

const url = process.env.TEST_DATABASE_URL ?? '';
const required = process.env.REQUIRE_POSTGRES === '1';
const database = `portal_ops_wf_${process.pid}_${Date.now().toString(36)}`;

function databaseUrl(): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

describe.runIf(url !== '' || required)('the workflow on PostgreSQL', () => {
  let admin: pg.Client | undefined;
  const stores: Store[] = [];

  beforeAll(async () => {
    expect(url, 'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set').not.toBe('');
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${database}`);
  });

  afterAll(async () => {
    for (const s of stores.splice(0)) await s.close();
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
  });

  it('two instances, each with its own pool, 50 concurrent confirms between them: one POST', async () => {
    const [a, b] = await Promise.all([
      openStore({ databaseUrl: databaseUrl() }),
      openStore({ databaseUrl: databaseUrl() }),
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
