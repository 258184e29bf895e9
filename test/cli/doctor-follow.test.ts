// `portal-ops doctor` on the daylight saving follower, read from the store: who holds its lease, the periods it is
// retrying and why, those it gave up. Shown where a store exists, as the run alerts are; FOLLOW_DST=off skips it.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Check, runDoctor } from '../../src/cli/doctor.js';
import { CONFIG_VARIABLES } from '../../src/config.js';
import { type Emulator, startEmulator } from '../../src/dev/emulator.js';
import { followSchedule } from '../../src/operations/follow/chain.js';
import { FOLLOW_LEASE } from '../../src/operations/follow/follower.js';
import { followReport } from '../../src/operations/follow/status.js';
import { openStore } from '../../src/store/open.js';
import type { Store } from '../../src/store/types.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';

const HOUR = 3_600_000;
const BOT_TOKEN = 'xoxb-111-222-doctorBotTokenValue';

let emulator: Emulator;
let fake: FakeSlack;
let dir: string;

beforeEach(async () => {
  emulator = await startEmulator();
  fake = await startFakeSlack({ token: BOT_TOKEN });
  dir = mkdtempSync(join(tmpdir(), 'portal-ops-doctor-follow-'));
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await emulator.close();
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

function configure(env: Record<string, string>) {
  for (const name of CONFIG_VARIABLES) vi.stubEnv(name, '');
  const admin = emulator.users[0];
  if (!admin) throw new Error('the emulator has no admin');
  const base = {
    SLACK_BOT_TOKEN: BOT_TOKEN,
    SLACK_SIGNING_SECRET: 'doctor-signing-secret-8f3a9c',
    SLACK_API_URL: fake.url,
    PORTAL_URL: emulator.url,
    PORTAL_USERNAME: admin.username,
    PORTAL_PASSWORD: admin.password,
    SQLITE_PATH: join(dir, 'bot.sqlite'),
  };
  for (const [name, value] of Object.entries({ ...base, ...env })) vi.stubEnv(name, value);
}

async function followerCheck(): Promise<{ code: number; check: Check | undefined }> {
  const out: string[] = [];
  const code = await runDoctor(
    ['--json'],
    { write: (s: string) => out.push(s) },
    { write: () => undefined },
    {
      envFile: false,
    },
  );
  const report = JSON.parse(out.join('')) as { checks: Check[] };
  return { code, check: report.checks.find((c) => c.id === 'follower') };
}

/** A followed schedule whose second period (after the spring change) failed `attempts` times. */
async function retrying(store: Store, now: number, from: number, error = 'portal.not-delivered') {
  const s = await followSchedule(
    store,
    {
      owner: { team: 'T0PORTAL1', user: 'U0ALICE001' },
      account: 'service',
      portalUser: 'ops_admin',
      leadMs: 7 * 24 * HOUR,
      intent: {
        phrase: 'every weekday 7pm Pacific',
        zone: 'America/Los_Angeles',
        anchor: now,
        startDate: null,
        endDate: null,
        maxOccurrences: null,
        task: { type: 'ExecuteNotebook', itemId: '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2' },
      },
    },
    now,
  );
  const task = { minute: '0', hour: '2', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' };
  const period = {
    scheduleId: s.id,
    from,
    until: null,
    runs: 10,
    tasks: [{ ...task, startDate: from, endDate: null, maxOccurrences: null }],
  };
  await store.follow.plan(period, now);
  await store.follow.claim(s.id, from, 'vm:1:abc', now + 5 * 60_000, now);
  await store.follow.release(s.id, from, 'vm:1:abc', { error, nextAttemptAt: now + 10 * 60_000 }, now);
  return s;
}

describe('portal-ops doctor: daylight saving', () => {
  it('is not shown without a store, and is skipped with FOLLOW_DST=off', async () => {
    configure({});
    expect((await followerCheck()).check).toBeUndefined();
    await (await openStore({ sqlitePath: join(dir, 'bot.sqlite') })).close();
    configure({ FOLLOW_DST: 'off' });
    expect((await followerCheck()).check).toMatchObject({
      status: 'skip',
      detail: 'turned off (FOLLOW_DST=off)',
    });
  });

  it('says who follows, and a period retrying well before its change; fails one retrying within a day of it', async () => {
    configure({});
    const store = await openStore({ sqlitePath: join(dir, 'bot.sqlite') });
    const now = Date.now();
    try {
      await store.watch.takeLease(FOLLOW_LEASE, 'vm:4242:c0ffee', now + 60_000, now);
      const far = await retrying(store, now, now + 5 * 24 * HOUR);
      const { code, check } = await followerCheck();
      expect(code).toBe(0);
      expect(check?.status).toBe('ok');
      expect(check?.detail).toContain('followed every 600 s by vm:4242:c0ffee; 1 schedule following daylight saving');
      expect(check?.detail).toMatch(
        new RegExp(
          `retrying schedule ${far.id}'s period from .*Z after 1 attempt \\(portal\\.not-delivered\\), next in \\d+ s`,
        ),
      );
      const near = await retrying(store, now, now + 20 * HOUR, 'follow.no-account');
      const after = await followerCheck();
      expect(after.code).toBe(1);
      expect(after.check?.status).toBe('fail');
      expect(after.check?.detail).toContain(`retrying schedule ${near.id}'s period`);
      expect(after.check?.fix).toMatch(/NOTIFY_CHANNEL/);
      expect((await followReport(store, now)).backingOff.map((b) => b.error).sort()).toEqual([
        'follow.no-account',
        'portal.not-delivered',
      ]);
    } finally {
      await store.close();
    }
  });
});
