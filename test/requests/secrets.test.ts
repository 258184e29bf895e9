import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Accounts } from '../../src/identity/accounts.js';
import { createLogger } from '../../src/log.js';
import { PortalClient } from '../../src/portal/client.js';
import { Policy } from '../../src/requests/policy.js';
import { Workflow } from '../../src/requests/workflow.js';
import { ADA, CLIENT_ID, identityRig, signInAtPortal } from '../identity/rig.js';
import { NOTEBOOK } from '../support/workflow.js';

/** Every byte a logger wrote. */
function capture() {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, bytes: () => Buffer.concat(chunks) };
}

describe('secrets stay out of the database and the logs', () => {
  it('a full flow (sign in, draft, confirm, an unknown outcome settled) at debug level leaks nothing', async () => {
    const logs = capture();
    const log = createLogger({ level: 'debug', destination: logs.stream });
    const rig = await identityRig();
    const portal = rig.portal;
    const admin = portal.emulator.users[0];
    if (!admin) throw new Error('no admin');
    // The same portal, through a client that logs every call.
    const client = new PortalClient({
      portalUrl: portal.emulator.url,
      now: () => portal.clock.now,
      sleep: async () => {},
      log,
    });
    try {
      const { url } = await rig.signIn.start(ADA);
      const back = await signInAtPortal(url, admin.username, admin.password);
      const code = back.searchParams.get('code') ?? '';
      await rig.signIn.complete(back.searchParams);
      const accounts = new Accounts({
        client,
        links: rig.links,
        vault: rig.vault,
        clientId: CLIENT_ID,
        now: () => portal.clock.now,
      });
      const workflow = new Workflow({
        store: rig.store,
        client,
        identity: accounts,
        policy: new Policy({ team: ADA.team, mode: 'per-person' }),
        instance: 'secrets',
        now: () => portal.clock.now,
        log,
      });
      const schedule = { phrase: 'every weekday 7pm Pacific', zone: 'UTC' };
      const c = await workflow.draft({ kind: 'task', person: ADA, task: NOTEBOOK, schedule });
      expect((await workflow.confirm(c.requestId, ADA)).state).toBe('created');
      const d = await workflow.draft({ kind: 'task', person: ADA, task: { ...NOTEBOOK, title: 'Second' }, schedule });
      portal.emulator.fault({ kind: 'drop-after-processing', op: 'createTask' });
      expect((await workflow.confirm(d.requestId, ADA)).state).toBe('unknown');
      expect((await workflow.reconcile(d.requestId, ADA)).state).toBe('created');
      // A refused token: renewed through the refresh token, which then also appears in the portal calls.
      portal.emulator.expireTokens(admin.username);
      const e = await workflow.draft({ kind: 'task', person: ADA, task: { ...NOTEBOOK, title: 'Third' }, schedule });
      expect((await workflow.confirm(e.requestId, ADA)).state).toBe('created');

      const link = await rig.links.get(ADA);
      if (!link) throw new Error('not linked');
      const access = rig.vault.open(link.accessToken ?? '', ADA, 'access').reveal();
      const refresh = rig.vault.open(link.refreshToken, ADA, 'refresh').reveal();
      const secrets = [access, refresh, admin.password, admin.token, code, rig.stateKey.reveal()];
      const logged = logs.bytes();
      expect(logged.toString()).toContain('"event":"submitted"');
      expect(logged.toString()).toContain('"operation":"createTask"');
      const stored = await rig.rawBytes();
      for (const secret of secrets) {
        expect(logged.includes(secret), `log holds ${secret.slice(0, 4)}…`).toBe(false);
        expect(stored.includes(secret), `database holds ${secret.slice(0, 4)}…`).toBe(false);
      }
      for (const key of [
        rig.vaultKey,
        Buffer.from(rig.vaultKey.toString('base64')),
        Buffer.from(rig.vaultKey.toString('hex')),
      ]) {
        expect(logged.includes(key)).toBe(false);
        expect(stored.includes(key)).toBe(false);
      }
    } finally {
      await client.close();
    }
  });
});
