// The daylight saving follower as the app starts it: startBot with FOLLOW_INTERVAL_SECONDS at its minimum, a followed
// schedule in the app's own SQLite file, the emulator and the fake Slack Web API. The first look (one interval after
// ready) creates the current period's task as the service account; a clean stop lets go of the lease before the
// store closes. FOLLOW_DST=off is read as off.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { followSchedule } from '../../src/operations/follow/chain.js';
import { FOLLOW_LEASE } from '../../src/operations/follow/follower.js';
import { openStore } from '../../src/store/open.js';
import { ALICE, ITEM, startRig, until } from './rig.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the follower in the running app', () => {
  it('creates a followed schedule’s current period at its first look, and lets go of its lease on stop', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-ops-e2e-follow-'));
    dirs.push(dir);
    const sqlitePath = join(dir, 'app.sqlite');
    const r = await startRig({ env: { SQLITE_PATH: sqlitePath, WATCH_RUNS: 'off', FOLLOW_INTERVAL_SECONDS: '10' } });
    const store = await openStore({ sqlitePath });
    try {
      const admin = r.emulator.users[0]?.username as string;
      const s = await followSchedule(
        store,
        {
          owner: { team: r.fake.team.id, user: ALICE },
          account: 'service',
          portalUser: admin,
          leadMs: 7 * 86_400_000,
          intent: {
            phrase: 'every weekday 7pm Pacific',
            zone: 'America/Los_Angeles',
            anchor: Date.now(),
            startDate: null,
            endDate: null,
            maxOccurrences: null,
            task: { type: 'ExecuteNotebook', itemId: ITEM, title: 'Sales notebook' },
          },
        },
        Date.now(),
      );
      // the first look is one interval (10 s) after ready
      await until(async () => (await store.follow.periods(s.id))[0]?.state === 'created', 20_000);
      expect(r.emulator.count('createTask', 'POST')).toBe(1);
      const [task] = r.emulator.tasks();
      expect(task).toMatchObject({ owner: admin, hour: expect.any(String), dayOfWeek: expect.any(String) });
      expect((await store.watch.lease(FOLLOW_LEASE))?.holder).toMatch(/:\d+:/);
      // nothing routine is said in Slack
      expect(r.fake.callsTo('chat.postMessage')).toHaveLength(0);
      // a restart stops the app cleanly (the lease let go: run out at once) and starts it again, whose follower
      // takes the lease at its own first look only
      await r.restart();
      const lease = await store.watch.lease(FOLLOW_LEASE);
      expect(lease?.until).toBeLessThan(Date.now());
    } finally {
      await store.close();
    }
  }, 30_000);

  it('is on unless FOLLOW_DST=off', () => {
    const env = { PORTAL_URL: 'https://portal.example.com/portal/sharing/rest' };
    expect(loadConfig(env).follow.enabled).toBe(true);
    expect(loadConfig({ ...env, FOLLOW_DST: 'off' }).follow.enabled).toBe(false);
    expect(() => loadConfig({ ...env, FOLLOW_DST: 'no' })).toThrow(/FOLLOW_DST/);
  });
});
