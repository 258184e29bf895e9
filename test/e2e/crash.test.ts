/**
 * The bot process killed (SIGKILL) while the portal holds its POST: the restarted process takes the expired claim
 * over, settles the request by looking within ~30 s (a 20 s lease, a 10 s sweep: the defaults), tells the person
 * who asked, and the portal got exactly one POST. Real processes (the built CLI, `portal-ops start`), the real clock.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/dev/emulator.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { appTarget } from '../support/slack-requests.js';
import { ALICE, BLOCK, ITEM, openTaskModal, type Rig, rigEnv, SECRET, seen, submit, until } from './rig.js';

const CLI = fileURLToPath(new URL('../../dist/src/cli/main.js', import.meta.url));
const DM = `D${ALICE.slice(1)}`;

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** `portal-ops start` in a process of its own; resolves with its port once it says it is ready. */
async function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [CLI, 'start'], {
    env: { PATH: process.env.PATH ?? '', ...env, LOG_FORMAT: 'json', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  await until(() => /"msg":"portal-ops ready"/.test(out) || child.exitCode !== null, 20_000).catch(() => {
    throw new Error(`the bot did not start: ${out}`);
  });
  const ready = out.split('\n').find((l) => l.includes('"msg":"portal-ops ready"'));
  if (!ready) throw new Error(`the bot did not start: ${out}`);
  return { child, port: (JSON.parse(ready) as { port: number }).port };
}

describe.skipIf(!existsSync(CLI) && !process.env.CI)('end to end: a crash while the portal holds the POST', () => {
  it('kill -9, restart: settled with the right id within 45 s, the person told, one POST', async () => {
    const fake: FakeSlack = await startFakeSlack();
    cleanup.push(() => fake.close());
    const emulator: Emulator = await startEmulator();
    cleanup.push(() => emulator.close());
    const dir = mkdtempSync(join(tmpdir(), 'portal-ops-crash-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const env = rigEnv(emulator, fake, dir);

    const first = await startProcess(env);
    const r = { fake, emulator, target: appTarget(first.port, SECRET, fake) } as unknown as Rig;
    const viewId = await openTaskModal(r, 'every day at 6am');
    await submit(r, viewId, { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM });
    expect(seen(r, viewId).title.text).toMatch(/confirm/i);
    // The portal creates the task, then holds its answer: the process is killed while it waits.
    emulator.fault({ kind: 'latency', ms: 120_000, op: 'createTask' });
    await submit(r, viewId);
    await until(() => emulator.tasks().length === 1, 20_000);
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    const killedAt = Date.now();
    const [task] = emulator.tasks();
    if (!task) throw new Error('the portal created it');

    await startProcess(env);
    await until(() => fake.messages(DM).some((m) => m.text?.includes(task.id)), 45_000);
    const tookMs = Date.now() - killedAt;
    expect(tookMs).toBeLessThan(45_000);
    const told = fake.messages(DM).find((m) => m.text?.includes(task.id));
    expect(told?.text).toContain('was created');
    expect(emulator.count('createTask', 'POST')).toBe(1);
    expect(emulator.tasks()).toHaveLength(1);
    process.stdout.write(`crash e2e: settled and told ${tookMs} ms after the kill\n`);
  }, 90_000);
});
