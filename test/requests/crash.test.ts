import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Workflow } from '../../src/requests/workflow.js';
import { ALICE, NOTEBOOK, workflowRig } from '../support/workflow.js';

const CHILD = fileURLToPath(new URL('./crash-child.mjs', import.meta.url));
const BUILT = fileURLToPath(new URL('../../dist/src/requests/workflow.js', import.meta.url));

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

// The child runs the built code: `npm ci` builds it (prepare), so CI always has it; locally `npm run build`.
describe.skipIf(!existsSync(BUILT) && !process.env.CI)('a crash between the claim and the answer', () => {
  it('restart: the request is settled as created by looking, one task at the portal, nothing resent', async () => {
    const rig = await workflowRig();
    rig.clock.now = Date.now(); // the child runs on the real clock
    const c = await rig.workflow.draft({
      kind: 'task',
      person: ALICE,
      task: NOTEBOOK,
      schedule: { phrase: 'every weekday 7pm Pacific', zone: 'UTC' },
    });
    // The portal creates the task, then takes its time answering: the child is killed while it waits.
    rig.emulator.fault({ kind: 'latency', ms: 60_000, op: 'createTask' });
    const child: ChildProcess = spawn(process.execPath, [CHILD], {
      env: {
        ...process.env,
        CRASH_DB: join(rig.dir, 'store.sqlite'),
        CRASH_PORTAL_URL: rig.emulator.url,
        CRASH_TOKEN: rig.emulator.users[0]?.token ?? '',
        CRASH_USER: rig.adminName,
        CRASH_REQUEST: c.requestId,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (d) => {
      out += String(d);
    });
    await until(() => rig.emulator.tasks().length === 1, 20_000);
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(out).not.toContain('answered');

    const stuck = await rig.store.requests.get(c.requestId);
    expect(stuck?.state).toBe('submitting');
    expect(stuck?.claimedBy).toMatch(/^child#/);
    expect(stuck?.results[0]?.sentAt).toBeTypeOf('number');

    // The next start: this instance's sweep takes the old claim for a crash and looks the task up.
    const restarted = rig.another('restarted');
    rig.clock.now = Date.now() + 61_000;
    expect(await restarted.sweep()).toEqual({ recovered: 1, settled: 1 });
    const after = await rig.store.requests.get(c.requestId);
    expect(after?.state).toBe('created');
    expect(after?.results[0]?.id).toBe(rig.emulator.tasks()[0]?.id);
    expect(rig.posts('createTask')).toBe(1);
    expect((await restarted.events(c.requestId, ALICE)).map((e) => e.type)).toEqual([
      'drafted',
      'confirmed',
      'sending',
      'recovered',
      'reconciled',
    ]);
    expect(restarted).toBeInstanceOf(Workflow);
  }, 30_000);
});
