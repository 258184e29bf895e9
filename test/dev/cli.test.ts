import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseFaultFlag, runEmulator } from '../../src/cli/emulator.js';

function capture() {
  let text = '';
  return {
    out: { write: (s: string) => (text += s) },
    get text() {
      return text;
    },
  };
}

/** Runs the command until the test stops it; `printed` resolves with stdout once something is written. */
function start(args: string[]) {
  const out = capture();
  const err = capture();
  let stop: () => void = () => {};
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  const exit = runEmulator(args, out.out, err.out, stopped);
  const printed = (async () => {
    for (let i = 0; i < 200 && out.text === '' && err.text === ''; i++) await new Promise((r) => setTimeout(r, 10));
    return out.text;
  })();
  return { printed, stop, exit, err };
}

async function json(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.text()) || undefined };
}

describe('portal-ops emulator', () => {
  it('with --json prints exactly one line with the URL and accounts, serves it, and stops with 0', async () => {
    const run = start(['--port', '0', '--json']);
    const stdout = await run.printed;
    expect(stdout.endsWith('\n')).toBe(true);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    const printed = JSON.parse(stdout);
    expect(Object.keys(printed)).toEqual(['portalUrl', 'users']);
    expect(printed.portalUrl).toMatch(/^http:\/\/localhost:\d+\/sharing\/rest$/);
    expect(printed.users).toEqual([
      { username: 'ada_admin', password: 'ada-admin-pass', role: 'org_admin', token: expect.any(String) },
      { username: 'max_member', password: 'max-member-pass', role: 'org_user', token: expect.any(String) },
    ]);
    const self = await json(`${printed.portalUrl}/portals/self?f=json&token=${printed.users[0].token}`);
    expect(JSON.parse(self.body ?? '{}').user.username).toBe('ada_admin');
    run.stop();
    expect(await run.exit).toBe(0);
    await expect(fetch(`${printed.portalUrl}?f=json`)).rejects.toThrow();
  });

  it('prints a short readable block by default', async () => {
    const run = start(['--port', '0']);
    const text = await run.printed;
    run.stop();
    expect(await run.exit).toBe(0);
    expect(text).toMatch(/^PORTAL_URL=http:\/\/localhost:\d+\/sharing\/rest$/m);
    for (const s of [
      'ada_admin',
      'ada-admin-pass',
      'org_admin',
      'max_member',
      'max-member-pass',
      'org_user',
      'token',
    ]) {
      expect(text).toContain(s);
    }
  });

  it('emulates a self-hosted release, latency and standing faults', async () => {
    const run = start([
      '--port',
      '0',
      '--json',
      '--self-hosted',
      '10.9',
      '--fault',
      'http-502@self',
      '--latency',
      '50',
    ]);
    const { portalUrl } = JSON.parse(await run.printed);
    try {
      const t0 = performance.now();
      expect(JSON.parse((await json(`${portalUrl}?f=json`)).body ?? '{}').currentVersion).toBe('8.4');
      expect(performance.now() - t0).toBeGreaterThanOrEqual(45);
      expect((await json(`${portalUrl}/portals/self?f=json`)).status).toBe(502);
    } finally {
      run.stop();
      await run.exit;
    }
  });

  it.each([
    [['--port', 'eighty']],
    [['--port', '70000']],
    [['--self-hosted', '9.9']],
    [['--latency', '-5']],
    [['--fault', 'meteor']],
    [['--fault', 'http-500@nowhere']],
    [['--bogus']],
    [['positional']],
  ])('refuses %j with usage on stderr and status 2', async (args) => {
    const run = start(args);
    expect(await run.exit).toBe(2);
    expect(run.err.text).toContain('Usage:');
    expect(await run.printed).toBe('');
  });

  it('exits 1 when the port is taken', async () => {
    const blocker = createServer();
    // Where the emulator listens by default: localhost, whichever address that names here.
    await new Promise<void>((r) => blocker.listen(0, 'localhost', r));
    const port = (blocker.address() as { port: number }).port;
    try {
      const run = start(['--port', String(port)]);
      expect(await run.exit).toBe(1);
      expect(run.err.text).toContain('could not start');
    } finally {
      blocker.close();
    }
  });

  it('reads --fault as kind[:ms][@op]', () => {
    expect(parseFaultFlag('latency:300')).toEqual({ kind: 'latency', ms: 300 });
    expect(parseFaultFlag('drop-after-processing@createTask')).toEqual({
      kind: 'drop-after-processing',
      op: 'createTask',
    });
    expect(parseFaultFlag('token-expired')).toEqual({ kind: 'token-expired' });
    expect(parseFaultFlag('latency:x')).toBeTypeOf('string');
  });
});

const BUILT = fileURLToPath(new URL('../../dist/src/cli/main.js', import.meta.url));
const BUILT_EMULATOR = fileURLToPath(new URL('../../dist/src/dev/emulator.js', import.meta.url));

// `npm ci` builds (prepare), so in CI the build is there and this must run; locally it needs `npm run build`.
describe.skipIf(!existsSync(BUILT_EMULATOR) && !process.env.CI)('the built command', () => {
  it('prints one JSON line, serves the printed URL, and exits 0 on SIGTERM', async () => {
    const child: ChildProcess = spawn(process.execPath, [BUILT, 'emulator', '--port', '0', '--json'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let buffered = '';
        child.stdout?.on('data', (d: Buffer) => {
          buffered += d.toString('utf8');
          if (buffered.includes('\n')) resolve(buffered);
        });
        child.on('exit', (code) => reject(new Error(`exited ${code} before printing`)));
      });
      expect(line.trim().split('\n')).toHaveLength(1);
      const { portalUrl, users } = JSON.parse(line);
      const self = await fetch(`${portalUrl}/portals/self?f=json`, {
        headers: { 'X-Esri-Authorization': `Bearer ${users[1].token}` },
      });
      expect(((await self.json()) as { user: { username: string } }).user.username).toBe('max_member');
      const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
