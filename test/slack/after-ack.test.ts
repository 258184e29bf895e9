import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterAck } from '../../src/slack/after-ack.js';
import { InFlight } from '../../src/slack/in-flight.js';

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise<void>((r) => s.close(() => r()));
});

/** A server whose requests are answered only when the test says so. */
async function holdingServer(): Promise<{ server: Server; url: string; answer: () => void; held: () => number }> {
  const held: (() => void)[] = [];
  const server = createServer((_req, res) => {
    held.push(() => res.end('ok'));
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { server, url, answer: () => held.shift()?.(), held: () => held.length };
}

/** A bare TCP connection to the server, nothing sent yet. */
async function rawConnection(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((r, reject) => socket.once('connect', r).once('error', reject));
  return socket;
}

const tick = () => new Promise<void>((r) => setImmediate(r));

describe('AfterAck', () => {
  it('starts work only once no request is waiting for its answer', async () => {
    const { server, url, answer } = await holdingServer();
    const after = new AfterAck(new InFlight(), { maxWaitMs: 10_000 });
    after.watch(server, '/slack/events');
    const replies = [request(`${url}slack/events`), request(`${url}slack/events`)];
    while (after.unanswered < 2) await tick();

    const started: string[] = [];
    const work = after.run(async () => void started.push('work'));
    for (let i = 0; i < 5; i++) await tick();
    expect(started).toEqual([]);

    answer();
    await (await replies[0])?.body.text();
    for (let i = 0; i < 5; i++) await tick();
    expect(started).toEqual([]); // one request still unanswered

    answer();
    await (await replies[1])?.body.text();
    await work;
    expect(started).toEqual(['work']);
    expect(after.unanswered).toBe(0);
  });

  it('counts a connection just opened as a request on its way: work waits for its first request and answer', async () => {
    const { server, url, answer } = await holdingServer();
    const after = new AfterAck(new InFlight(), { maxWaitMs: 10_000 });
    after.watch(server, '/slack/events');
    const socket = await rawConnection(url);
    while (after.arriving < 1) await tick();

    const started: string[] = [];
    const work = after.run(async () => void started.push('work'));
    for (let i = 0; i < 5; i++) await tick();
    expect(started).toEqual([]); // nothing asked yet, but a request is on its way

    socket.write('POST /slack/events HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n');
    while (after.unanswered < 1) await tick();
    expect(after.arriving).toBe(0);
    for (let i = 0; i < 5; i++) await tick();
    expect(started).toEqual([]);

    answer();
    await work;
    expect(started).toEqual(['work']);
    socket.destroy();
  });

  it('a connection that sends nothing holds work back only until it closes', async () => {
    const { server, url } = await holdingServer();
    const after = new AfterAck(new InFlight(), { maxWaitMs: 10_000 });
    after.watch(server, '/slack/events');
    const socket = await rawConnection(url);
    while (after.arriving < 1) await tick();
    let started = false;
    const work = after.run(async () => {
      started = true;
    });
    for (let i = 0; i < 5; i++) await tick();
    expect(started).toBe(false);
    socket.destroy();
    await work;
    expect(started).toBe(true);
    expect(after.arriving).toBe(0);
  });

  it('a connection that sends nothing holds work back no longer than maxWaitMs', async () => {
    const { server, url } = await holdingServer();
    const after = new AfterAck(new InFlight(), { maxWaitMs: 40 });
    after.watch(server, '/slack/events');
    const socket = await rawConnection(url);
    while (after.arriving < 1) await tick();
    const t0 = performance.now();
    await after.run(async () => {});
    expect(performance.now() - t0).toBeGreaterThanOrEqual(35);
    expect(after.arriving).toBe(1);
    socket.destroy();
  });

  it('starts waiting work after maxWaitMs even while requests keep it waiting', async () => {
    const { server, url, answer } = await holdingServer();
    const after = new AfterAck(new InFlight(), { maxWaitMs: 40 });
    after.watch(server, '/slack/events');
    const reply = request(`${url}slack/events`);
    while (after.unanswered < 1) await tick();
    const t0 = performance.now();
    await after.run(async () => {});
    expect(performance.now() - t0).toBeGreaterThanOrEqual(35);
    expect(after.unanswered).toBe(1);
    answer();
    await (await reply).body.text();
  });

  it('counts only Slack’s requests: a slow health check or sign-in callback holds nothing back', async () => {
    const { server, url, answer, held } = await holdingServer();
    const after = new AfterAck(new InFlight(), { maxWaitMs: 10_000 });
    after.watch(server, '/slack/events');
    const reply = request(`${url}healthz`);
    let started = false;
    while (held() < 1) await tick(); // the health check is at the server, unanswered
    await after.run(async () => {
      started = true;
    });
    expect(started).toBe(true);
    expect(after.unanswered).toBe(0);
    answer();
    await (await reply).body.text();
  });

  it('starts one piece of work per turn of the event loop, in order', async () => {
    const after = new AfterAck(new InFlight());
    const order: string[] = [];
    const runs = ['a', 'b', 'c'].map((name) =>
      after.run(async () => {
        order.push(name);
      }),
    );
    // Between two starts the loop turns: an immediate queued after the first start runs before the second.
    await new Promise<void>((r) => setImmediate(r));
    order.push('turn');
    await Promise.all(runs);
    expect(order).toEqual(['a', 'turn', 'b', 'c']);
  });

  it('hands what the work returns or throws to the caller, and a shutdown waits for it', async () => {
    const inFlight = new InFlight();
    const after = new AfterAck(inFlight);
    await expect(after.run(async () => 42)).resolves.toBe(42);
    await expect(after.run(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    let done = false;
    const slow = after.run(async () => {
      await new Promise<void>((r) => setTimeout(r, 30));
      done = true;
    });
    expect(inFlight.size).toBe(1);
    expect(await inFlight.idle(2_000)).toBe(0);
    expect(done).toBe(true);
    await slow;
  });
});
