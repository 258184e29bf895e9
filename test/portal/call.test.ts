import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isPortalOpsError, type PortalOpsError } from '../../src/errors.js';
import { type Call, perform, type Repeat } from '../../src/portal/call.js';
import { Transport } from '../../src/portal/transport.js';
import { Secret } from '../../src/secret.js';

/** A real server answering a fixed reply: for shapes the emulator does not produce (proxies, other portals). */
interface Canned {
  status: number;
  type: string;
  body: string;
  headers?: Record<string, string>;
}

let server: Server | undefined;
let transport: Transport | undefined;
let hits = 0;

afterEach(async () => {
  await transport?.close();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  server = undefined;
  hits = 0;
});

async function serve(reply: Canned): Promise<URL> {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits++;
      res.writeHead(reply.status, { 'content-type': reply.type, ...reply.headers });
      res.end(reply.body);
    });
  });
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
  return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sharing/rest`);
}

async function outcome(reply: Canned, repeat: Repeat, extra: Partial<Call> = {}): Promise<PortalOpsError | unknown> {
  const base = await serve(reply);
  transport = new Transport(base);
  try {
    return await perform(
      { transport, host: base.host, sleep: async () => {}, backoffMs: [0, 0] },
      {
        operation: repeat === 'read' ? 'listRoles' : 'createTask',
        repeat,
        build: () => ({ method: 'POST', path: `${base.pathname}/x`, form: new URLSearchParams({ f: 'json' }) }),
        ...extra,
      },
    );
  } catch (e) {
    if (isPortalOpsError(e)) return e;
    throw e;
  }
}

const json = (body: unknown, status = 200): Canned => ({
  status,
  type: 'application/json',
  body: JSON.stringify(body),
});

describe('perform: replies the emulator does not give', () => {
  it('a redirect is a refusal that points at PORTAL_URL, not an unknown outcome', async () => {
    const e = await outcome({ status: 302, type: 'text/html', body: '', headers: { location: '/login' } }, 'create');
    expect(e).toMatchObject({ code: 'portal.http-status', facts: { status: 302, reason: 'redirect' } });
    expect(hits).toBe(1);
  });

  it('a service error with a 5xx code on a create may have come after the service acted: unknown', async () => {
    const e = await outcome(json({ error: { code: 500, message: 'Unable to create task.', details: [] } }), 'create');
    expect(e).toMatchObject({ code: 'portal.outcome-unknown', facts: { reason: 'server-error' } });
  });

  it('the same on a read is the service’s refusal', async () => {
    const e = await outcome(json({ error: { code: 500, message: 'Unable to list.' } }), 'read');
    expect(e).toMatchObject({ code: 'portal.rejected', facts: { serviceCode: 500 } });
  });

  it('reads JSON a proxy labelled text/html', async () => {
    const r = await outcome({ status: 200, type: 'text/html', body: '{"success":true,"taskId":"t1"}' }, 'create');
    expect(r).toEqual({ success: true, taskId: 't1' });
  });

  it('reads OAuth’s flat error shape as a refusal of the sign-in', async () => {
    const e = await outcome(json({ error: 'invalid_grant', error_description: 'Invalid refresh_token' }, 400), 'read', {
      operation: 'oauthToken',
    });
    expect(e).toMatchObject({ code: 'portal.sign-in-failed', facts: { serviceMessage: 'Invalid refresh_token' } });
  });

  it('a call sent once (exchanging a refresh token) that gets an error page is unknown, not "safe to retry"', async () => {
    const e = (await outcome({ status: 502, type: 'text/html', body: '<html>bad gateway</html>' }, 'once', {
      operation: 'oauthToken',
    })) as PortalOpsError;
    expect(e.code).toBe('portal.outcome-unknown');
    expect(e.safeToRetry).toBe(false);
    expect(e.message).toMatch(/^Signing in to the portal/);
    expect(hits).toBe(1);
  });

  it('scrubs secrets from what the service says, also URL- and form-encoded, but not short ones', async () => {
    const pw = 'p@ss word/42';
    const e = await outcome(
      json({
        error: {
          code: 400,
          message: `Bad password p@ss word/42 (${encodeURIComponent(pw)}, ${new URLSearchParams({ pw }).toString()})`,
          details: ['abc is fine'],
        },
      }),
      'read',
      { operation: 'generateToken', secrets: [new Secret(pw), new Secret('abc')] },
    );
    expect(e).toMatchObject({ code: 'portal.sign-in-failed' });
    const said = (e as PortalOpsError).facts.serviceMessage ?? '';
    expect(said).toBe('Bad password [secret] ([secret], pw=[secret])');
    expect((e as PortalOpsError).facts.details).toEqual(['abc is fine']);
  });
});
