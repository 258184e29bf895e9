// The receiver's promise: whatever a listener does (throws, never acks, acks with an errors map with nothing in
// it), Slack gets a valid answer in time, and the server keeps serving.
import { App } from '@slack/bolt';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { Secret } from '../../src/secret.js';
import { SlackHttpReceiver } from '../../src/slack/receiver.js';
import { blockSuggestion, captureLogger, slashCommand, viewSubmission } from '../support/slack-requests.js';

const SECRET = 'receiver-test-secret';
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const s of stops.splice(0)) await s();
});

async function appWith(register: (app: App) => void) {
  const lines: { msg: string; reference?: string }[] = [];
  const log = createLogger({ level: 'info', destination: { write: (s: string) => void lines.push(JSON.parse(s)) } });
  const receiver = new SlackHttpReceiver({ signingSecret: new Secret(SECRET), routes: [], log, answerWithinMs: 300 });
  const app = new App({ token: 'xoxb-x', botId: 'B1', botUserId: 'U1', receiver, logger: captureLogger() });
  register(app);
  const server = await receiver.start(0, '127.0.0.1');
  stops.push(() => receiver.stop());
  const port = (server.address() as { port: number }).port;
  return { target: { url: `http://127.0.0.1:${port}`, signingSecret: SECRET }, lines };
}

const view = (callback_id: string) => ({ id: 'V0RECV0001', callback_id, private_metadata: '' });

describe('the HTTP receiver', () => {
  it('a listener that throws before its ack: the error view with a reference that matches the log', async () => {
    const r = await appWith((app) =>
      app.view('boom', async () => {
        throw new Error('listener bug');
      }),
    );
    const reply = await viewSubmission(r.target, { view: view('boom'), values: {} });
    expect(reply.status).toBe(200);
    const json = reply.json as { response_action: string; view: { title: { text: string } } };
    expect(json.response_action).toBe('update');
    const reference = r.lines.find((l) => l.msg === 'unexpected error')?.reference ?? '-';
    expect(reply.body).toContain(reference);
    const command = await slashCommand(r.target, { command: '/boom' });
    expect(command.status).toBe(200);
  });

  it('a listener that never acks: answered before Slack’s 3 s, with words', async () => {
    const r = await appWith((app) => app.view('silent', () => new Promise(() => {})));
    const reply = await viewSubmission(r.target, { view: view('silent'), values: {} });
    expect(reply.status).toBe(200);
    expect(reply.ms).toBeLessThan(1_000);
    expect(reply.json).toMatchObject({ response_action: 'update' });
  });

  it('an options listener that throws, never acks, or answers what Slack would refuse: an empty list, in time', async () => {
    const r = await appWith((app) => {
      app.options('boom', async () => {
        throw new Error('listener bug');
      });
      app.options('silent', () => new Promise(() => {}));
      app.options('odd', async ({ ack }) => {
        await ack({ options: [{ text: { type: 'plain_text', text: 'x'.repeat(76) }, value: 'v' }] });
      });
      app.options('fine', async ({ ack }) => {
        await ack({ options: [{ text: { type: 'plain_text', text: 'Sales' }, value: 'v' }] });
      });
    });
    const modal = { ...view('task_modal'), blocks: [] };
    for (const actionId of ['boom', 'silent', 'odd']) {
      const reply = await blockSuggestion(r.target, { view: modal, values: {}, actionId, value: '' });
      expect(reply.status).toBe(200);
      expect(reply.ms).toBeLessThan(1_000);
      expect(reply.json).toEqual({ options: [] });
    }
    const fine = await blockSuggestion(r.target, { view: modal, values: {}, actionId: 'fine', value: 's' });
    expect(fine.json).toEqual({ options: [{ text: { type: 'plain_text', text: 'Sales' }, value: 'v' }] });
  });

  it('an errors answer with nothing in it becomes the error view', async () => {
    const r = await appWith((app) =>
      app.view('empty', async ({ ack }) => {
        await ack({ response_action: 'errors', errors: {} });
      }),
    );
    const reply = await viewSubmission(r.target, { view: view('empty'), values: {} });
    expect(reply.json).toMatchObject({ response_action: 'update' });
  });

  it('a command that throws after its ack: logged with a reference, and the next request is served', async () => {
    const r = await appWith((app) =>
      app.command('/later', async ({ ack }) => {
        await ack();
        throw new Error('after the ack');
      }),
    );
    const first = await slashCommand(r.target, { command: '/later' });
    const second = await slashCommand(r.target, { command: '/later' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(r.lines.filter((l) => l.msg === 'unexpected error')).toHaveLength(2);
  });
});
