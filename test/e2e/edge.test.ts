// What reaches the app's /slack/events before any listener: bodies Slack would never send, signatures out of their
// window, Slack's own checks, and where the server listens.
import { describe, expect, it } from 'vitest';
import { sendSigned, slashCommand } from '../support/slack-requests.js';
import { get, startRig } from './rig.js';

type Rig = Awaited<ReturnType<typeof startRig>>;

/** The app still serves: health, and a real command acked. */
async function stillServing(r: Rig): Promise<void> {
  expect((await get(r, '/healthz')).status).toBe(200);
  const command = await slashCommand(r.target, { command: '/portal', text: 'help' });
  expect(command.status).toBe(200);
}

describe('end to end: bodies Slack would never send', () => {
  it('a signed `payload=null` or a JSON `null` body: 400, and the process keeps serving', async () => {
    const r = await startRig();
    const form = await sendSigned(r.target, 'payload=null');
    const json = await sendSigned(r.target, 'null', {}, 'application/json');
    const array = await sendSigned(r.target, 'payload=%5B1%2C2%5D');
    const notJson = await sendSigned(r.target, 'payload=%7Bnope');
    expect([form.status, json.status, array.status, notJson.status]).toEqual([400, 400, 400, 400]);
    // An unhandled rejection would end the process on the next turn: give it that turn.
    await new Promise((res) => setTimeout(res, 50));
    await stillServing(r);
  });

  it('slash commands without a command, with a field twice, or with a huge text: 400, never a 500', async () => {
    const r = await startRig();
    const fields = new URLSearchParams({ text: 'x', user_id: 'U0ALICE001', team_id: r.fake.team.id });
    const noCommand = await sendSigned(r.target, fields.toString());
    const twice = await sendSigned(r.target, `command=%2Fportal&command=%2Fportal&${fields}`);
    const huge = await sendSigned(r.target, `command=%2Fportal&text=${'a'.repeat(200_000)}&${fields}`);
    expect([noCommand.status, twice.status, huge.status]).toEqual([400, 400, 400]);
    await stillServing(r);
  });

  it('a command no listener takes is answered at once, ephemerally, not with a 404 after 3 s', async () => {
    const r = await startRig();
    const reply = await slashCommand(r.target, { command: '/portal-nothing' });
    expect(reply.status).toBe(200);
    expect(reply.ms).toBeLessThan(1_000);
    expect(reply.json).toMatchObject({ response_type: 'ephemeral' });
    expect(reply.body).toContain('/portal-nothing');
  });

  it('Slack’s ssl_check is answered without a signature, and runs nothing', async () => {
    const r = await startRig();
    const reply = await sendSigned(r.target, 'ssl_check=1&token=x&command=%2Fportal-task', { unsigned: true });
    expect(reply.status).toBe(200);
    expect(reply.body).toBe('');
    expect(r.fake.callsTo('views.open')).toHaveLength(0);
  });
});

describe('end to end: signatures', () => {
  it('a timestamp more than 5 minutes in the future is refused like a stale one; just inside is accepted', async () => {
    const r = await startRig();
    // the server reads its own clock when each request arrives: 30 s either side of the 5 minutes, so a loaded machine
    // taking seconds between here and there cannot move a timestamp across the line
    const now = Math.floor(Date.now() / 1000);
    const future = await slashCommand(r.target, { command: '/portal', text: 'help' }, { timestampSec: now + 330 });
    const stale = await slashCommand(r.target, { command: '/portal', text: 'help' }, { timestampSec: now - 330 });
    const inside = await slashCommand(r.target, { command: '/portal', text: 'help' }, { timestampSec: now + 270 });
    expect([future.status, stale.status, inside.status]).toEqual([401, 401, 200]);
  });

  it('no signature, a forged one, or a malformed timestamp: 401', async () => {
    const r = await startRig();
    const unsigned = await slashCommand(r.target, { command: '/portal' }, { unsigned: true });
    const forged = await slashCommand(r.target, { command: '/portal' }, { forgeSignature: true });
    const word = await slashCommand(
      r.target,
      { command: '/portal' },
      { headers: { 'x-slack-request-timestamp': 'soon' } },
    );
    expect([unsigned.status, forged.status, word.status]).toEqual([401, 401, 401]);
  });
});

describe('end to end: HOST', () => {
  it('binds the server to the address given (loopback behind a proxy)', async () => {
    const r = await startRig({ env: { HOST: '127.0.0.1' } });
    expect(r.bot.address).toBe('127.0.0.1');
    await stillServing(r);
  });

  it('unset: every interface', async () => {
    const r = await startRig();
    expect(['::', '0.0.0.0']).toContain(r.bot.address);
  });
});
