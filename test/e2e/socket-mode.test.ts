// The app in Socket Mode end to end: `startBot` with an app token and no signing secret, Slack's Socket Mode and Web
// API faked on localhost, the portal emulator, SQLite in a temp dir. Every answer to Slack is an ack on the socket.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { type Emulator, startEmulator } from '../../src/dev/emulator.js';
import { createLogger } from '../../src/log.js';
import { type Running, startBot } from '../../src/main.js';
import { BLOCK, CALLBACK } from '../../src/slack/ids.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import {
  type Ack,
  type FakeSocketMode,
  interactiveEnvelope,
  slashCommandEnvelope,
  startFakeSocketMode,
} from '../support/fake-socket-mode.js';
import {
  type Answers,
  blockSuggestionPayload,
  DEFAULT_PERSON,
  type SlackView,
  slashCommandFields,
  textOf,
  viewOutput,
  viewState,
  viewSubmissionPayload,
} from '../support/slack-payloads.js';
import { ALICE, CHANNEL, ITEM, rigEnv, until } from './rig.js';

interface Setup {
  readonly fake: FakeSlack;
  readonly socket: FakeSocketMode;
  readonly emulator: Emulator;
  readonly bot: Running;
}

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function startSocketBot(env: Record<string, string> = {}): Promise<Setup> {
  const fake = await startFakeSlack();
  cleanup.push(() => fake.close());
  const socket = await startFakeSocketMode({ web: fake });
  cleanup.push(() => socket.close());
  const emulator = await startEmulator();
  cleanup.push(() => emulator.close());
  const dir = mkdtempSync(join(tmpdir(), 'portal-ops-socket-'));
  cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
  // The rig's settings, but Socket Mode: the app token instead of the signing secret, the Web API through the socket fake.
  const config = loadConfig({
    ...rigEnv(emulator, fake, dir),
    SLACK_SIGNING_SECRET: '',
    SLACK_APP_TOKEN: socket.appToken,
    SLACK_API_URL: socket.url,
    ...env,
  });
  const bot = await startBot(config, createLogger({ level: 'silent' }));
  const held = { stopped: false };
  cleanup.push(async () => {
    if (!held.stopped) await bot.stop();
  });
  return {
    fake,
    socket,
    emulator,
    bot: {
      ...bot,
      async stop() {
        held.stopped = true;
        await bot.stop();
      },
    },
  };
}

const team = (s: Setup) => ({ id: s.fake.team.id, domain: s.fake.team.domain });
const alice = (s: Setup) => ({ ...DEFAULT_PERSON, team_id: s.fake.team.id });

/** `/portal-task <text>` over the socket; the envelope and its ack. */
async function command(s: Setup, text: string) {
  const envelope = slashCommandEnvelope(
    slashCommandFields({
      command: '/portal-task',
      text,
      user: alice(s),
      team: team(s),
      channel: { id: CHANNEL, name: 'portal-ops' },
      triggerId: s.fake.issueTrigger({ userId: ALICE }),
      responseUrl: s.fake.issueResponseUrl('commands'),
      apiAppId: s.fake.appId,
    }),
  );
  return { envelope, ack: await s.socket.send(envelope) };
}

/** A `view_submission` of the view as the person sees it, over the socket; the ack is applied to the view as Slack does. */
async function submit(s: Setup, viewId: string, answers: Answers = {}) {
  const seen = s.fake.currentView(viewId);
  if (!seen) throw new Error(`no view ${viewId}`);
  const view: SlackView = { ...viewOutput(seen, team(s)), state: { values: viewState(seen, answers) } };
  const envelope = interactiveEnvelope(
    viewSubmissionPayload({
      user: alice(s),
      team: team(s),
      view,
      triggerId: s.fake.issueTrigger({ viewId, userId: ALICE }),
      apiAppId: s.fake.appId,
    }),
  );
  const gate = s.fake.beginSubmission(viewId);
  let ack: Ack;
  try {
    ack = await s.socket.send(envelope);
  } catch (e) {
    gate.abandon();
    throw e;
  }
  gate.settle({ status: 200, json: ack.payload });
  return { envelope, ack };
}

describe('end to end in Socket Mode', () => {
  it('connects with the app token, and serves health on its own port', async () => {
    const s = await startSocketBot();
    expect(s.bot.mode).toBe('socket');
    expect(s.socket.opens).toEqual([{ token: s.socket.appToken, ok: true }]);
    expect(s.socket.connections).toBe(1);
    // The bot token is for the Web API; the app token goes nowhere else.
    expect(s.fake.calls.every((c) => c.token === s.fake.token)).toBe(true);

    const health = await request(`http://127.0.0.1:${s.bot.port}/healthz`);
    expect(health.statusCode).toBe(200);
    expect(await health.body.json()).toEqual({ ok: true });
  });

  it('a task from /portal-task to the team channel, every answer an ack on the socket', async () => {
    const s = await startSocketBot();

    const { envelope, ack } = await command(s, 'every weekday 7pm');
    expect(ack.envelope_id).toBe(envelope.envelope_id);
    // A bare ack: nothing for Slack to post in the channel.
    expect(ack.payload ?? {}).toEqual({});
    const opened = await s.fake.waitForCall('views.open');
    expect(opened.args.trigger_id).toBe(envelope.payload.trigger_id);
    const viewId = (opened.answer?.view as { id?: string } | undefined)?.id ?? '';
    expect(opened.answer?.ok).toBe(true);
    // The finished modal at once, or (when the portal is slow to answer) a placeholder filled in right after.
    await until(() => s.fake.currentView(viewId)?.callback_id === CALLBACK.taskModal);

    const submitted = await submit(s, viewId, {
      [BLOCK.type]: 'ExecuteNotebook',
      [BLOCK.itemId]: ITEM,
      [BLOCK.title]: 'Nightly',
    });
    expect(submitted.ack.envelope_id).toBe(submitted.envelope.envelope_id);
    expect(submitted.ack.payload).toMatchObject({
      response_action: 'update',
      view: { callback_id: CALLBACK.taskConfirm },
    });
    // Alice is in Los Angeles: 7 PM on weekdays is 03:00 UTC Tuesday to Saturday.
    expect(JSON.stringify(submitted.ack.payload)).toContain('0 3 ? * 3-7');
    expect(s.fake.currentView(viewId)?.callback_id).toBe(CALLBACK.taskConfirm);

    const confirmed = await submit(s, viewId);
    expect(confirmed.ack.envelope_id).toBe(confirmed.envelope.envelope_id);
    expect(confirmed.ack.payload).toMatchObject({
      response_action: 'update',
      view: { callback_id: CALLBACK.progress },
    });
    await s.fake.waitForCall('chat.postMessage');
    expect(s.emulator.count('createTask', 'POST')).toBe(1);
    const [task] = s.emulator.tasks();
    expect(task?.hour).toBe('3');
    const posted = s.fake.messages(CHANNEL);
    expect(posted).toHaveLength(1);
    expect(JSON.stringify(posted[0])).toContain(task?.id ?? '-');
    // The person is left with the result, not "Creating…".
    await until(() => !/^Creating/.test(s.fake.currentView(viewId)?.title.text ?? 'Creating'));
    expect(textOf(s.fake.currentView(viewId))).toContain('Nightly');
    expect(s.socket.acks).toHaveLength(3);
  });

  it('the item picker’s options come on the socket too, answered in the ack', async () => {
    const s = await startSocketBot();
    await command(s, 'every weekday 7pm');
    const opened = await s.fake.waitForCall('views.open');
    const viewId = (opened.answer?.view as { id?: string } | undefined)?.id ?? '';
    await until(() => s.fake.currentView(viewId)?.callback_id === CALLBACK.taskModal);
    const seen = s.fake.currentView(viewId);
    if (!seen) throw new Error('no modal');
    const view: SlackView = {
      ...viewOutput(seen, team(s)),
      state: { values: viewState(seen, { [BLOCK.type]: 'ExecuteNotebook' }) },
    };
    const payload = blockSuggestionPayload({
      user: alice(s),
      team: team(s),
      view,
      actionId: BLOCK.itemId,
      blockId: BLOCK.itemId,
      value: 'inventory',
      apiAppId: s.fake.appId,
    });
    const ack = await s.socket.send(interactiveEnvelope(payload));
    expect(ack.payload).toEqual({
      options: [
        {
          text: { type: 'plain_text', text: 'Inventory refresh', emoji: true },
          value: 'a1b2c3d4e5f6478899aabbccddeeff02',
        },
      ],
    });
    // one that Slack would never send is acked with nothing to offer, and goes no further
    const odd = await s.socket.send(interactiveEnvelope({ ...payload, action_id: null }));
    expect(odd.payload ?? {}).toEqual({});
    expect(s.emulator.count('search')).toBe(1);
  });

  it('its small server (health, the sign-in callback) listens where HOST says', async () => {
    const s = await startSocketBot({ HOST: '127.0.0.1' });
    expect(s.bot.address).toBe('127.0.0.1');
    const health = await fetch(`http://127.0.0.1:${s.bot.port}/healthz`);
    expect(health.status).toBe(200);
  });

  it('an envelope whose payload Slack would never send is acked and goes no further', async () => {
    const s = await startSocketBot();
    const envelope = interactiveEnvelope({ type: 'view_submission', user: null, view: null });
    const ack = await s.socket.send(envelope);
    expect(ack.envelope_id).toBe(envelope.envelope_id);
    expect(s.fake.callsTo('views.update')).toHaveLength(0);
  });

  it('stop closes the socket with a normal closure, and resolves', async () => {
    const s = await startSocketBot();
    await s.bot.stop();
    expect(await s.socket.closed(1)).toMatchObject({ code: 1000, reason: '' });
  });

  it('stop resolves only once the socket has closed, even when Slack is slow to answer the close', async () => {
    const s = await startSocketBot();
    s.socket.stall(300);
    const started = performance.now();
    await s.bot.stop();
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(await s.socket.closed(1)).toMatchObject({ code: 1000 });
  });

  // Slack asks each connection to refresh every few hours; the SDK waits 5 s before it reconnects.
  it('after Slack asks for a refresh, the app reconnects and answers on the new connection', async () => {
    const s = await startSocketBot();
    await s.socket.refresh();
    expect(await s.socket.closed(1)).toMatchObject({ code: 1000, reason: '' });
    expect(s.socket.opens).toEqual([
      { token: s.socket.appToken, ok: true },
      { token: s.socket.appToken, ok: true },
    ]);
    const { envelope, ack } = await command(s, 'every day at 6am');
    expect(ack.envelope_id).toBe(envelope.envelope_id);
    const opened = await s.fake.waitForCall('views.open');
    expect(opened.answer?.ok).toBe(true);
  });
});
