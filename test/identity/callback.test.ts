import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { callbackHandler, SignIn } from '../../src/identity/sign-in.js';
import { accountsOf, CLIENT_ID, identityRig, MAX, signInAtPortal } from './rig.js';

const servers: Server[] = [];

afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
});

/** The callback handler on a real HTTP server (port 0), the redirect URI pointing at it. */
async function callbackRig() {
  const rig = await identityRig();
  let handler: ReturnType<typeof callbackHandler> | undefined;
  const server = createServer((req, res) => {
    void handler?.(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const redirectUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/portal/oauth/callback`;
  const signIn = new SignIn({
    client: rig.portal.client,
    store: rig.store,
    vault: rig.vault,
    stateKey: rig.stateKey,
    clientId: CLIENT_ID,
    redirectUri,
    now: () => rig.portal.clock.now,
  });
  handler = callbackHandler(signIn);
  return { rig, signIn, redirectUri };
}

async function get(url: URL | string, method: 'GET' | 'POST' = 'GET') {
  const res = await request(url, { method });
  return { status: res.statusCode, headers: res.headers, text: await res.body.text() };
}

describe('the sign-in callback over HTTP', () => {
  it('follows the portal’s redirect, links the person, and answers a page that never repeats the code or state', async () => {
    const { rig, signIn, redirectUri } = await callbackRig();
    const { member } = accountsOf(rig);
    const { url } = await signIn.start(MAX);
    const back = await signInAtPortal(url, member.username, member.password);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    const code = back.searchParams.get('code') ?? '';
    const state = back.searchParams.get('state') ?? '';

    const page = await get(back);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.text).toContain('Signed in to the portal as max_member. You can close this tab and go back to Slack.');
    for (const part of [code, state, ...state.split('.')]) expect(page.text).not.toContain(part);
    expect((await rig.store.links.get(MAX))?.portalUser).toBe(member.username);

    // The same redirect again (a reload, or someone replaying it): refused, in words, nothing echoed.
    const replay = await get(back);
    expect(replay.status).toBe(400);
    expect(replay.headers['cache-control']).toBe('no-store');
    expect(replay.text).toContain(
      'This sign-in link is not valid: it was already used, altered, or made for someone else.',
    );
    expect(replay.text).toContain('Type `/portal login` again for a new link.');
    for (const part of [code, state, ...state.split('.')]) expect(replay.text).not.toContain(part);
    expect(rig.portal.emulator.count('token')).toBe(1);
  });

  it('the person cancelled at the portal: 400 with the words for it', async () => {
    const { signIn, redirectUri } = await callbackRig();
    const { url } = await signIn.start(MAX);
    const back = new URL(redirectUri);
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', new URL(url).searchParams.get('state') ?? '');
    const page = await get(back);
    expect(page.status).toBe(400);
    expect(page.text).toContain('The sign-in was cancelled at the portal, so your portal account is not linked.');
  });

  it('an expired link: 400 saying so; text from the query is never reflected', async () => {
    const { rig, signIn } = await callbackRig();
    const { member } = accountsOf(rig);
    const back = await signInAtPortal((await signIn.start(MAX)).url, member.username, member.password);
    rig.portal.clock.now += 10 * 60_000;
    const expired = await get(back);
    expect(expired.status).toBe(400);
    expect(expired.text).toContain('The sign-in link expired.');
    expect(expired.text).toContain('Type `/portal login` again for a new link.');

    back.searchParams.set('state', '<script>alert(1)</script>');
    const injected = await get(back);
    expect(injected.status).toBe(400);
    expect(injected.text).not.toContain('<script>');
    expect(injected.text).not.toContain('alert');
  });

  it('takes only GET', async () => {
    const { redirectUri } = await callbackRig();
    const res = await get(`${redirectUri}?code=a&state=b`, 'POST');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.text).not.toMatch(/[?&]code=a/);
  });
});
