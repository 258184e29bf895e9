// The watcher's rig: the real emulator (its scheduler on its own clock), the real portal client, a real store, the
// fake Slack Web API behind the real WebClient and the Slack announcer. Watchers are driven look by look (`tick`),
// on the emulator's clock; nothing waits on the wall clock.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webApi } from '@slack/bolt';
import { afterEach } from 'vitest';
import { type Emulator, startEmulator, type TaskSeed } from '../../../src/dev/emulator.js';
import { createLogger, type Logger } from '../../../src/log.js';
import { requestOwners, SERVICE_KEY } from '../../../src/operations/watcher/accounts.js';
import type { WatchedAccount } from '../../../src/operations/watcher/ports.js';
import { RunWatcher, type RunWatcherOptions } from '../../../src/operations/watcher/watcher.js';
import { PortalClient } from '../../../src/portal/client.js';
import { StaticTokenSource } from '../../../src/portal/tokens/static.js';
import { Secret } from '../../../src/secret.js';
import { SlackRunAnnouncer } from '../../../src/slack/run-announcer.js';
import { openStore } from '../../../src/store/open.js';
import type { Person, Store } from '../../../src/store/types.js';
import { type FakeSlack, type PostedMessage, startFakeSlack } from '../../support/fake-slack.js';
import { captureLogger } from '../../support/slack-requests.js';

/** Monday 23 November 2026, 12:00 UTC. */
export const T0 = Date.UTC(2026, 10, 23, 12);
export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const CHANNEL = 'C0OPS00001';
export const ALICE: Person = { team: 'T0PORTAL1', user: 'U0ALICE001' };
export const ITEM = '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2';

/** An hourly notebook task, on the hour. */
export const HOURLY: TaskSeed = {
  type: 'ExecuteNotebook',
  title: 'Nightly sales notebook',
  itemId: ITEM,
  minute: '0',
  hour: '*',
  dayOfMonth: '?',
  month: '*',
  dayOfWeek: '*',
};

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

export interface WatchRig {
  readonly emulator: Emulator;
  readonly slack: FakeSlack;
  readonly portal: PortalClient;
  readonly admin: string;
  readonly account: WatchedAccount;
  /** A store on the rig's database (SQLite file, or the URL given); every call opens another instance. */
  openStore(): Promise<Store>;
  /** A watcher on its own store instance, as another process would have. */
  watcher(name: string, overrides?: Partial<RunWatcherOptions>): Promise<RunWatcher>;
  /** What was posted: to the team channel, and to ALICE directly. */
  team(): PostedMessage[];
  dms(): PostedMessage[];
  /** Records ALICE as the creator of a task through the bot (a created request owning the id). */
  own(taskId: string, store: Store): Promise<void>;
}

export async function watchRig(o: { databaseUrl?: string; log?: Logger } = {}): Promise<WatchRig> {
  const emulator = await startEmulator({ now: () => T0 });
  cleanup.push(() => emulator.close());
  const slack = await startFakeSlack({
    now: () => emulator.now(),
    users: [{ id: ALICE.user, name: 'alice', real_name: 'Alice Example', tz: 'America/Los_Angeles' }],
  });
  cleanup.push(() => slack.close());
  const dir = mkdtempSync(join(tmpdir(), 'portal-ops-watch-'));
  cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
  const portal = new PortalClient({ portalUrl: emulator.url, now: () => emulator.now() });
  cleanup.push(() => portal.close());
  const user = emulator.users[0];
  if (!user) throw new Error('the emulator has no admin');
  const account: WatchedAccount = {
    key: SERVICE_KEY,
    userName: user.username,
    tokens: new StaticTokenSource(new Secret(user.token)),
  };
  const log = o.log ?? createLogger({ level: 'silent' });
  const open = async () => {
    const store = await openStore(
      o.databaseUrl ? { databaseUrl: o.databaseUrl } : { sqlitePath: join(dir, 'watch.sqlite') },
    );
    cleanup.push(() => store.close());
    return store;
  };
  const client = new webApi.WebClient(slack.token, {
    slackApiUrl: slack.url,
    logger: captureLogger(),
    retryConfig: { retries: 0 },
  });
  return {
    emulator,
    slack,
    portal,
    admin: user.username,
    account,
    openStore: open,
    async watcher(name, overrides = {}) {
      const store = await open();
      return new RunWatcher({
        portal,
        accounts: { list: async () => [account] },
        owners: requestOwners(store.requests),
        store: store.watch,
        announcer: new SlackRunAnnouncer(client),
        channel: CHANNEL,
        holder: name,
        intervalMs: MIN,
        now: () => emulator.now(),
        log,
        ...overrides,
      });
    },
    team: () => slack.messages(CHANNEL),
    dms: () => slack.messages().filter((m) => m.channel.startsWith('D')),
    async own(taskId, store) {
      const id = `req-${taskId.slice(0, 8)}`;
      await store.requests.insert(
        {
          id,
          kind: 'task',
          team: ALICE.team,
          user: ALICE.user,
          portalUser: user.username,
          payload: { tasks: [HOURLY] },
          schedule: null,
          idempotencyKey: `key-${id}`,
          results: [{ index: 0, state: 'pending' }],
          createdAt: T0,
          expiresAt: T0 + HOUR,
        },
        { requestId: id, at: T0, actor: `${ALICE.team}:${ALICE.user}`, type: 'drafted', detail: {} },
      );
      await store.requests.transition(
        id,
        ['draft'],
        'created',
        { results: [{ index: 0, state: 'created', id: taskId, sentAt: T0 }] },
        T0,
        { requestId: id, at: T0, actor: 'system', type: 'created', detail: {} },
      );
    },
  };
}
