import { startEmulator, type TaskSeed } from '../src/dev/emulator.js';

/**
 * The watcher bench's portal, in a process of its own so that its work is not billed to the watcher: the emulator
 * with `ACCOUNTS` generated accounts of `TASKS_EACH` tasks each, every task daily at one minute of the hours after
 * the clock's start, 1 % of all tasks on each minute (so each one-minute interval, 1 % run). Prints one JSON line
 * (the URL, the accounts and their tokens, the clock), then serves until its stdin closes; the bench moves the clock
 * over HTTP (`/emulator/clock`).
 */
const ACCOUNTS = 50;
const TASKS_EACH = 200;
/** Monday 23 November 2026, 12:00 UTC. */
const T0 = Date.UTC(2026, 10, 23, 12);
const ITEM = '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2';

async function main(): Promise<void> {
  const emu = await startEmulator({ now: () => T0, accounts: ACCOUNTS });
  const members = emu.users.filter((u) => /^user_\d+$/.test(u.username));
  const total = members.length * TASKS_EACH;
  const perMinute = Math.max(1, Math.round(total / 100));
  let g = 0;
  for (const user of members) {
    const seeds: TaskSeed[] = [];
    for (let j = 0; j < TASKS_EACH; j++, g++) {
      const minuteOfDay = 12 * 60 + 1 + Math.floor(g / perMinute);
      seeds.push({
        type: 'ExecuteNotebook',
        title: `Bench ${g}`,
        itemId: ITEM,
        minute: String(minuteOfDay % 60),
        hour: String(Math.floor(minuteOfDay / 60) % 24),
        dayOfMonth: '?',
        month: '*',
        dayOfWeek: '*',
      });
    }
    emu.addTasks(user.username, seeds);
  }
  // Each run fails with a small probability (seeded): the watcher has something to say now and then.
  emu.failRunsRandomly('*', 0.02, 7);
  const ready = {
    portalUrl: emu.url,
    now: emu.now(),
    tasks: total,
    perMinute,
    users: members.map((u) => ({ username: u.username, token: u.token })),
  };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => void emu.close().then(() => process.exit(0)));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
