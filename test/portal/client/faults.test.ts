import { createServer } from 'node:net';
import { buildConnector } from 'undici';
import { describe, expect, it } from 'vitest';
import type { PortalOpsError } from '../../../src/errors.js';
import { PortalClient } from '../../../src/portal/client.js';
import { PasswordTokenSource } from '../../../src/portal/tokens/password.js';
import { StaticTokenSource } from '../../../src/portal/tokens/static.js';
import { Secret } from '../../../src/secret.js';
import { explain } from '../../../src/words.js';
import { failure } from '../../support/failure.js';
import { portalRig, TASKS } from '../../support/portal.js';

/** Everything a person or a log could see of an error. */
function visible(e: PortalOpsError): string {
  const w = explain(e);
  return [e.message, w.summary, w.action, JSON.stringify(e), JSON.stringify(e.facts), String(e.stack)].join('\n');
}

describe('the three outcomes of a create, counted at the server', () => {
  it('rejected token (498 once): renews once and repeats the rejected request once, one task', async () => {
    const rig = await portalRig();
    const admin = rig.emulator.users[0];
    if (!admin) throw new Error('no admin');
    const tokens = new PasswordTokenSource(rig.client, {
      username: admin.username,
      password: new Secret(admin.password),
      now: () => rig.clock.now,
    });
    await rig.client.discover(tokens);
    rig.emulator.fault({ kind: 'token-expired', op: 'createTask' });
    const { taskId } = await rig.client.createTask(tokens, admin.username, TASKS.ExecuteNotebook);
    expect(rig.posts('createTask')).toBe(2);
    expect(rig.emulator.count('generateToken')).toBe(2);
    expect(rig.emulator.tasks().map((t) => t.id)).toEqual([taskId]);
  });

  it('a refused static token cannot be renewed: the person is told to sign in again, one POST', async () => {
    const rig = await portalRig();
    await rig.client.discover(rig.admin);
    rig.emulator.fault({ kind: 'token-expired', op: 'createTask' });
    const e = await failure(rig.client.createTask(rig.admin, rig.adminName, TASKS.ExecuteNotebook));
    expect(e.code).toBe('portal.sign-in-required');
    expect(rig.posts('createTask')).toBe(1);
    expect(rig.emulator.tasks()).toEqual([]);
  });

  it('a second refusal after renewal is not retried again', async () => {
    const rig = await portalRig();
    const admin = rig.emulator.users[0];
    if (!admin) throw new Error('no admin');
    const tokens = new PasswordTokenSource(rig.client, {
      username: admin.username,
      password: new Secret(admin.password),
      now: () => rig.clock.now,
    });
    await rig.client.discover(tokens);
    rig.emulator.fault({ kind: 'token-expired', op: 'createTask', times: 5 });
    const e = await failure(rig.client.createTask(tokens, admin.username, TASKS.ExecuteNotebook));
    expect(e.code).toBe('portal.sign-in-required');
    expect(rig.posts('createTask')).toBe(2);
  });

  it.each([
    ['drop-after-processing', 'connection-lost', 1],
    ['drop-before-processing', 'connection-lost', 0],
    ['invalid-json', 'invalid-json', 1],
    ['empty-body', 'empty', 1],
    ['http-502', 'server-error', 0],
    ['http-500', 'server-error', 0],
  ] as const)('%s: outcome unknown, exactly one POST, never retried', async (kind, reason, created) => {
    const rig = await portalRig();
    await rig.client.discover(rig.admin);
    rig.emulator.fault({ kind, op: 'createTask' });
    const e = await failure(rig.client.createTask(rig.admin, rig.adminName, TASKS.ExecuteNotebook));
    expect(e.code).toBe('portal.outcome-unknown');
    expect(e.kind).toBe('OutcomeUnknown');
    expect(e.facts.reason).toBe(reason);
    expect(e.safeToRetry).toBe(false);
    expect(rig.posts('createTask')).toBe(1);
    expect(rig.emulator.tasks()).toHaveLength(created);
    // Reconciliation tells which it was.
    const found = await rig.client.findTasks(rig.admin, rig.adminName, TASKS.ExecuteNotebook);
    expect(found.exact).toHaveLength(created);
  });

  // undici checks headers/body timeouts on a ~0.5 s tick, so the answer is held well past that.
  it('no answer before the headers timeout: unknown, one POST, and the task exists', async () => {
    const rig = await portalRig({}, { timeouts: { headersMs: 150 } });
    await rig.client.discover(rig.admin);
    rig.emulator.fault({ kind: 'latency', ms: 3_000, op: 'createTask' });
    const e = await failure(rig.client.createTask(rig.admin, rig.adminName, TASKS.ExecuteNotebook));
    expect(e.code).toBe('portal.outcome-unknown');
    expect(e.facts.reason).toBe('timeout');
    expect(rig.posts('createTask')).toBe(1);
    expect(rig.emulator.tasks()).toHaveLength(1);
  });

  it('not delivered (the first connection refused): sent again, one task, one POST at the server', async () => {
    let refusals = 1;
    const real = buildConnector({ timeout: 2_000 });
    const connector: buildConnector.connector = (opts, cb) => {
      if (refusals-- > 0) {
        const err = Object.assign(new Error(`connect ECONNREFUSED ${opts.hostname}:${opts.port}`), {
          code: 'ECONNREFUSED',
        });
        setImmediate(() => cb(err, null));
        return;
      }
      real(opts, cb);
    };
    const rig = await portalRig({}, { connector });
    const { taskId } = await rig.client.createTask(rig.admin, rig.adminName, TASKS.ExecuteNotebook);
    expect(rig.emulator.tasks().map((t) => t.id)).toEqual([taskId]);
    expect(rig.posts('createTask')).toBe(1);
  });

  it('not delivered at all (nothing listening): says nothing was sent and that retrying is safe', async () => {
    const port = await freePort();
    const sleeps: number[] = [];
    const client = new PortalClient({
      portalUrl: `http://127.0.0.1:${port}/sharing/rest`,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    try {
      const e = await failure(
        client.createTask(new StaticTokenSource(new Secret('tok_never_sent_123')), 'ada', TASKS.ExecuteNotebook),
      );
      expect(e.code).toBe('portal.not-delivered');
      expect(e.facts.reason).toBe('refused');
      expect(e.safeToRetry).toBe(true);
      expect(e.message).toContain('nothing was sent');
      expect(sleeps).toEqual([250, 1000]);
    } finally {
      await client.close();
    }
  });

  it('a read (discovery) is repeated after a proxy error page', async () => {
    const rig = await portalRig();
    rig.emulator.fault({ kind: 'http-502', op: 'self' });
    const profile = await rig.client.discover(rig.admin);
    expect(profile.orgId).toBe(rig.emulator.orgId);
    expect(rig.emulator.count('self')).toBe(2);
  });

  it('a read that keeps failing ends as a bad response, after three attempts', async () => {
    const rig = await portalRig();
    rig.emulator.fault({ kind: 'invalid-json', op: 'self', times: 10 });
    const e = await failure(rig.client.discover(rig.admin));
    expect(e.code).toBe('portal.bad-response');
    expect(e.facts.reason).toBe('invalid-json');
    expect(rig.emulator.count('self')).toBe(3);
  });

  it('never shows a token or password, whatever the failure', async () => {
    const rig = await portalRig();
    const admin = rig.emulator.users[0];
    if (!admin) throw new Error('no admin');
    const errors: PortalOpsError[] = [];
    errors.push(
      await failure(rig.client.generateToken(admin.username, new Secret('wrong-password-xyz'), 60)),
      await failure(
        rig.client.createTask(
          new StaticTokenSource(new Secret('tok_made_up_0123456789')),
          admin.username,
          TASKS.ExecuteNotebook,
        ),
      ),
    );
    rig.emulator.fault({ kind: 'drop-after-processing', op: 'createTask' });
    errors.push(await failure(rig.client.createTask(rig.admin, rig.adminName, TASKS.ExecuteNotebook)));
    expect(errors.map((e) => e.code)).toEqual([
      'portal.sign-in-failed',
      'portal.sign-in-required',
      'portal.outcome-unknown',
    ]);
    for (const e of errors) {
      const text = visible(e);
      for (const secret of ['wrong-password-xyz', 'tok_made_up_0123456789', admin.token, admin.password]) {
        expect(text).not.toContain(secret);
      }
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}
