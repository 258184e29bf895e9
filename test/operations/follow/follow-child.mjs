// A daylight saving follower in its own process, for the kill -9 tests: the built code (dist/), its own store
// connection (SQLite file or PostgreSQL) and its own portal client against the one emulator, on the test's clock.
// The test drives it over stdin, one JSON line a look: {"tick": <epoch ms>} sets the clock and runs one look, answered
// {"ticked": <ms>, "tick": {...}} on stdout. Nothing here waits on the wall clock.
//
// FOLLOW_PAUSE_AT stops the process at one step of one period's creation, where a kill -9 is to land:
//   `claimed`      right after this process won a period's claim (before anything is sent),
//   `before-post`  right after the period records that its create is being sent, before the POST leaves.
// Only the first process of the test to reach the step stops there (it creates FOLLOW_PAUSE_MARK, exclusively),
// and only for a period starting at or after FOLLOW_PAUSE_FROM; it prints {"paused": <step>, "from": <period>} and
// waits for the kill.
import { openSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createLogger } from '../../../dist/src/log.js';
import { Follower } from '../../../dist/src/operations/follow/follower.js';
import { PortalClient } from '../../../dist/src/portal/client.js';
import { StaticTokenSource } from '../../../dist/src/portal/tokens/static.js';
import { Secret } from '../../../dist/src/secret.js';
import { openStore } from '../../../dist/src/store/open.js';

const env = process.env;
let clock = Number(env.FOLLOW_T0);
const now = () => clock;
const say = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);

const store = await openStore(
  env.FOLLOW_DATABASE_URL ? { databaseUrl: env.FOLLOW_DATABASE_URL } : { sqlitePath: env.FOLLOW_SQLITE },
);
const portal = new PortalClient({ portalUrl: env.FOLLOW_PORTAL_URL, now, retryBackoffMs: [] });
const acting = { tokens: new StaticTokenSource(new Secret(env.FOLLOW_TOKEN)), portalUser: env.FOLLOW_USER };

const pauseAt = env.FOLLOW_PAUSE_AT ?? 'none';
const pauseFrom = Number(env.FOLLOW_PAUSE_FROM ?? 0);
/** Whether this process is the one to stop here: the first of the test to create the mark. */
function mine(from) {
  if (from < pauseFrom) return false;
  try {
    openSync(env.FOLLOW_PAUSE_MARK, 'wx');
    return true;
  } catch {
    return false;
  }
}
async function pause(step, from) {
  say({ paused: step, from });
  await new Promise(() => undefined);
}

const follow = new Proxy(store.follow, {
  get(target, key) {
    const v = Reflect.get(target, key);
    if (typeof v !== 'function') return v;
    if (key === 'claim' && pauseAt === 'claimed') {
      return async (scheduleId, from, ...rest) => {
        const claimed = await v.call(target, scheduleId, from, ...rest);
        if (claimed !== undefined && mine(from)) await pause('claimed', from);
        return claimed;
      };
    }
    if (key === 'progress' && pauseAt === 'before-post') {
      return async (scheduleId, from, holder, created, ...rest) => {
        const kept = await v.call(target, scheduleId, from, holder, created, ...rest);
        // the write before a POST: a task of the period marked sent, without its id yet
        if (kept && created.some((c) => c.sentAt !== null && c.id === null) && mine(from)) {
          await pause('before-post', from);
        }
        return kept;
      };
    }
    return v.bind(target);
  },
});

const follower = new Follower({
  store: { follow, watch: store.watch, taskEvents: store.taskEvents },
  portal,
  accounts: { actingFor: async () => acting },
  notifier: { periodFailing: async (s, p) => say({ told: s.id, from: p.from }) },
  holder: env.FOLLOW_HOLDER,
  intervalMs: Number(env.FOLLOW_INTERVAL_MS),
  ...(env.FOLLOW_LEASE_NAME ? { leaseName: env.FOLLOW_LEASE_NAME } : {}),
  log: createLogger({ level: 'silent' }),
  now,
});

say({ ready: env.FOLLOW_HOLDER, pid: process.pid });
for await (const line of createInterface({ input: process.stdin })) {
  const { tick } = JSON.parse(line);
  clock = tick;
  const result = await follower.tick();
  say({ ticked: tick, tick: result });
}
await store.close();
await portal.close();
