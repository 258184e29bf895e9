// The fake Slack Web API, driven through the real @slack/web-api WebClient (as Bolt's `client` calls it).
import { webApi } from '@slack/bolt';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type FakeSlack,
  type FakeSlackOptions,
  messageBlockProblems,
  startFakeSlack,
  viewProblems,
  zoneFacts,
} from '../support/fake-slack.js';
import { settlesWithin } from '../support/settles.js';
import { type JsonObject, textOf } from '../support/slack-payloads.js';
import { captureLogger } from '../support/slack-requests.js';

const { WebClient, WebAPIPlatformError, WebAPIRateLimitedError, WebAPIHTTPError } = webApi;
type Client = InstanceType<typeof WebClient>;

/** 2026-01-15T12:00:00Z: winter in the northern hemisphere. */
const WINTER = Date.UTC(2026, 0, 15, 12);
/** 2026-07-15T12:00:00Z. */
const SUMMER = Date.UTC(2026, 6, 15, 12);

const open: FakeSlack[] = [];
afterEach(async () => {
  for (const fake of open.splice(0)) await fake.close();
});

async function rig(options: FakeSlackOptions = {}, clientOptions: ConstructorParameters<typeof WebClient>[1] = {}) {
  const clock = { now: WINTER };
  const fake = await startFakeSlack({ now: () => clock.now, ...options });
  open.push(fake);
  const logger = captureLogger();
  const client = new WebClient('xoxb-test', { ...quiet(fake), ...clientOptions, logger });
  return { fake, clock, client, logger };
}

/** Options for a WebClient on the fake that keeps its logs to itself. */
function quiet(fake: FakeSlack) {
  return { slackApiUrl: fake.url, retryConfig: { retries: 0 }, logger: captureLogger() };
}

/** The Slack error code a call fails with. */
async function slackError(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof WebAPIPlatformError) return error.data.error;
    throw error;
  }
  throw new Error('the call succeeded');
}

const modal = (title = 'New task', extra: JsonObject = {}) => ({
  type: 'modal' as const,
  callback_id: 'task_modal',
  title: { type: 'plain_text' as const, text: title },
  submit: { type: 'plain_text' as const, text: 'Next' },
  close: { type: 'plain_text' as const, text: 'Cancel' },
  private_metadata: '{"draft":1}',
  blocks: [
    {
      type: 'input',
      block_id: 'title',
      label: { type: 'plain_text', text: 'Title' },
      element: { type: 'plain_text_input', action_id: 'title_input', max_length: 128 },
    },
  ],
  ...extra,
});

async function opened(fake: FakeSlack, client: Client, view: JsonObject = modal()) {
  const answer = await client.views.open({ trigger_id: fake.issueTrigger(), view: view as never });
  const id = answer.view?.id;
  if (!id) throw new Error('no view id');
  return id;
}

describe('fake Slack: auth and the wire', () => {
  it('auth.test answers the team, bot user and bot id for the bot token', async () => {
    const { fake, client } = await rig();
    const answer = await client.auth.test();
    expect(answer).toMatchObject({
      ok: true,
      team_id: fake.team.id,
      user_id: fake.botUserId,
      bot_id: fake.botId,
      url: 'https://acme.slack.com/',
    });
    expect(fake.callsTo('auth.test')[0]?.token).toBe('xoxb-test');
  });

  it('a wrong token gets invalid_auth, no token not_authed, on every method', async () => {
    const { fake } = await rig();
    const wrong = new WebClient('xoxb-wrong', quiet(fake));
    expect(await slackError(wrong.auth.test())).toBe('invalid_auth');
    expect(await slackError(wrong.chat.postMessage({ channel: 'C0OPS00001', text: 'hi' }))).toBe('invalid_auth');
    const none = new WebClient(undefined, quiet(fake));
    expect(await slackError(none.users.info({ user: 'U0ALICE001' }))).toBe('not_authed');
  });

  it('records each call: method, parsed arguments (view and blocks as objects), the clock, the token', async () => {
    const { fake, clock, client } = await rig();
    clock.now = WINTER + 1234;
    const blocks = [{ type: 'section', text: { type: 'mrkdwn', text: '*Created* task 42' } }];
    await client.chat.postMessage({ channel: 'C0OPS00001', text: 'Created task 42', blocks });
    await client.views.open({ trigger_id: fake.issueTrigger(), view: modal() as never });
    const [post] = fake.callsTo('chat.postMessage');
    expect(post).toMatchObject({ method: 'chat.postMessage', at: WINTER + 1234, token: 'xoxb-test', status: 200 });
    expect(post?.args).toMatchObject({ channel: 'C0OPS00001', text: 'Created task 42', blocks });
    const [openCall] = fake.callsTo('views.open');
    expect(openCall?.args.view).toMatchObject({ callback_id: 'task_modal', blocks: [{ block_id: 'title' }] });
    expect(fake.calls.map((c) => c.method)).toEqual(['chat.postMessage', 'views.open']);
    fake.clearCalls();
    expect(fake.calls).toEqual([]);
  });

  it('an unknown method gets unknown_method', async () => {
    const { client } = await rig();
    expect(await slackError(client.apiCall('portal.nonsense'))).toBe('unknown_method');
  });

  it('takes JSON bodies with a Bearer token, and a form body with the token as a field', async () => {
    const { fake } = await rig();
    const json = await fetch(`${fake.url}chat.postMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', authorization: 'Bearer xoxb-test' },
      body: JSON.stringify({ channel: 'C0OPS00001', text: 'hello' }),
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({ ok: true, channel: 'C0OPS00001' });
    const form = await fetch(`${fake.url}auth.test`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=xoxb-test',
    });
    expect(await form.json()).toMatchObject({ ok: true, bot_id: fake.botId });
  });

  it('waitForCall resolves once the call has been answered', async () => {
    const { fake, client } = await rig();
    const waiting = fake.waitForCall('users.info');
    void client.users.info({ user: 'U0BOB00001' });
    const call = await waiting;
    expect(call.answer).toMatchObject({ ok: true, user: { id: 'U0BOB00001' } });
    await expect(fake.waitForCall('views.open', 1, 50)).rejects.toThrow(/no answered call #1 to views.open/);
  });
});

describe('fake Slack: trigger ids and views.open', () => {
  it('a fresh trigger opens a view once, with an id, a hash and Slack-filled ids; reuse is refused', async () => {
    const { fake, client } = await rig();
    const trigger = fake.issueTrigger();
    expect(trigger).toMatch(/^\d+\.\d+\.[0-9a-f]{32}$/);
    const view = modal('New task', {
      blocks: [
        { type: 'section', text: { type: 'mrkdwn', text: 'Pick a type' } },
        {
          type: 'input',
          block_id: 'title',
          label: { type: 'plain_text', text: 'Title' },
          element: { type: 'plain_text_input' },
        },
      ],
    });
    const answer = await client.views.open({ trigger_id: trigger, view: view as never });
    const opened = answer.view;
    if (!opened) throw new Error('no view');
    expect(opened).toMatchObject({ type: 'modal', callback_id: 'task_modal', private_metadata: '{"draft":1}' });
    expect(opened.id).toMatch(/^V[0-9A-Z]+$/);
    expect(opened.hash).toMatch(/^\d+\.[0-9a-f]{8}$/);
    expect(opened.root_view_id).toBe(opened.id);
    expect(opened.title).toEqual({ type: 'plain_text', text: 'New task', emoji: true });
    const [section, input] = opened.blocks as JsonObject[];
    expect(section?.block_id).toMatch(/^[A-Za-z0-9]{5}$/);
    expect((input?.element as JsonObject | undefined)?.action_id).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(fake.currentView(opened.id ?? '')).toEqual(opened);
    expect(fake.isOpen(opened.id ?? '')).toBe(true);
    expect(fake.topView()?.id).toBe(opened.id);

    expect(await slackError(client.views.open({ trigger_id: trigger, view: modal() as never }))).toBe(
      'exchanged_trigger_id',
    );
  });

  it('a trigger works for 3 s: at 3000 ms it opens, at 3001 ms it has expired', async () => {
    const { fake, clock, client } = await rig();
    const onTime = fake.issueTrigger();
    const late = fake.issueTrigger();
    clock.now += 3000;
    await expect(client.views.open({ trigger_id: onTime, view: modal() as never })).resolves.toMatchObject({
      ok: true,
    });
    clock.now += 1;
    expect(await slackError(client.views.open({ trigger_id: late, view: modal() as never }))).toBe(
      'expired_trigger_id',
    );
  });

  it('an unknown trigger is invalid; the lifetime and the reuse error are configurable', async () => {
    const { fake, clock, client } = await rig({ triggerLifetimeMs: 100, reusedTriggerError: 'expired_trigger_id' });
    expect(await slackError(client.views.open({ trigger_id: '1.2.3', view: modal() as never }))).toBe(
      'invalid_trigger_id',
    );
    const trigger = fake.issueTrigger();
    await client.views.open({ trigger_id: trigger, view: modal() as never });
    expect(await slackError(client.views.open({ trigger_id: trigger, view: modal() as never }))).toBe(
      'expired_trigger_id',
    );
    const late = fake.issueTrigger();
    clock.now += 101;
    expect(await slackError(client.views.open({ trigger_id: late, view: modal() as never }))).toBe(
      'expired_trigger_id',
    );
  });

  it('a view Slack would refuse gets invalid_arguments with the reasons, and the trigger stays usable', async () => {
    const { fake, client } = await rig();
    const trigger = fake.issueTrigger();
    try {
      await client.views.open({ trigger_id: trigger, view: modal('A title far longer than 24 chars') as never });
      throw new Error('opened');
    } catch (error) {
      if (!(error instanceof WebAPIPlatformError)) throw error;
      expect(error.data.error).toBe('invalid_arguments');
      expect(error.data.response_metadata?.messages).toEqual([
        '[ERROR] must be less than 25 characters [json-pointer:/view/title]',
      ]);
    }
    await expect(client.views.open({ trigger_id: trigger, view: modal() as never })).resolves.toMatchObject({
      ok: true,
    });
  });

  it('duplicate external ids are refused', async () => {
    const { fake, client } = await rig();
    await opened(fake, client, modal('One', { external_id: 'draft-7' }));
    expect(
      await slackError(
        client.views.open({ trigger_id: fake.issueTrigger(), view: modal('Two', { external_id: 'draft-7' }) as never }),
      ),
    ).toBe('duplicate_external_id');
  });
});

describe('fake Slack: views.update and views.push', () => {
  it('updates by view id: the hash changes each time, a stale hash gets hash_conflict, no hash always applies', async () => {
    const { fake, client } = await rig();
    const id = await opened(fake, client);
    const first = fake.currentView(id)?.hash ?? '';
    const updated = await client.views.update({ view_id: id, hash: first, view: modal('Creating…') as never });
    expect(updated.view?.id).toBe(id);
    expect(updated.view?.hash).not.toBe(first);
    expect(fake.currentView(id)?.title.text).toBe('Creating…');
    expect(await slackError(client.views.update({ view_id: id, hash: first, view: modal('Late') as never }))).toBe(
      'hash_conflict',
    );
    expect(fake.currentView(id)?.title.text).toBe('Creating…');
    await client.views.update({ view_id: id, view: modal('Created') as never });
    expect(fake.currentView(id)?.title.text).toBe('Created');
    expect(fake.currentView(id)?.hash).not.toBe(updated.view?.hash);
  });

  it('updates by external id; an unknown view is not_found', async () => {
    const { fake, client } = await rig();
    const id = await opened(fake, client, modal('Draft', { external_id: 'draft-9' }));
    await client.views.update({ external_id: 'draft-9', view: modal('Draft v2') as never });
    expect(fake.currentView(id)?.title.text).toBe('Draft v2');
    expect(fake.currentView(id)?.external_id).toBe('draft-9');
    expect(await slackError(client.views.update({ view_id: 'V0NOPE0000', view: modal() as never }))).toBe('not_found');
    expect(await slackError(client.views.update({ external_id: 'nope', view: modal() as never }))).toBe('not_found');
  });

  it('pushes onto the stack of the view a trigger came from, at most 3 views deep', async () => {
    const { fake, client } = await rig();
    const root = await opened(fake, client);
    const second = await client.views.push({
      trigger_id: fake.issueTrigger({ viewId: root }),
      view: modal('Two') as never,
    });
    expect(second.view).toMatchObject({ root_view_id: root, previous_view_id: root });
    await client.views.push({
      trigger_id: fake.issueTrigger({ viewId: second.view?.id ?? '' }),
      view: modal('Three') as never,
    });
    expect(fake.stackOf(root).map((v) => v.title.text)).toEqual(['New task', 'Two', 'Three']);
    expect(fake.topView()?.title.text).toBe('Three');
    expect(
      await slackError(
        client.views.push({ trigger_id: fake.issueTrigger({ viewId: root }), view: modal('Four') as never }),
      ),
    ).toBe('push_limit_reached');
  });

  it('applies an app’s answers to a submission: update, errors under input blocks, push, close, clear', async () => {
    const { fake, client } = await rig();
    const id = await opened(fake, client);
    const hash = fake.currentView(id)?.hash;
    fake.applyViewResponse(id, { status: 200, json: { response_action: 'errors', errors: { title: 'Too short' } } });
    expect(fake.viewErrors(id)).toEqual({ title: 'Too short' });
    expect(() =>
      fake.applyViewResponse(id, { status: 200, json: { response_action: 'errors', errors: { title_input: 'x' } } }),
    ).toThrow(/keys must be input block ids \(title\)/);
    fake.applyViewResponse(id, { status: 200, json: { response_action: 'update', view: modal('Confirm') } });
    expect(fake.currentView(id)?.title.text).toBe('Confirm');
    expect(fake.currentView(id)?.hash).not.toBe(hash);
    expect(fake.viewErrors(id)).toBeUndefined();
    expect(() =>
      fake.applyViewResponse(id, { status: 200, json: { response_action: 'update', view: { type: 'modal' } } }),
    ).toThrow(/Slack refuses the updated view: invalid_arguments: \[ERROR\] missing required field: title/);
    fake.applyViewResponse(id, { status: 200, json: { response_action: 'push', view: modal('Details') } });
    const pushed = fake.topView();
    expect(pushed?.previous_view_id).toBe(id);
    fake.applyViewResponse(pushed?.id ?? '', { status: 200 });
    expect(fake.isOpen(pushed?.id ?? '')).toBe(false);
    expect(fake.topView()?.id).toBe(id);
    // A late ack (Bolt's 404) changes nothing.
    fake.applyViewResponse(id, { status: 404 });
    expect(fake.isOpen(id)).toBe(true);
    fake.applyViewResponse(id, { status: 200, json: { response_action: 'clear' } });
    expect(fake.isOpen(id)).toBe(false);
    expect(fake.stackOf(id)).toEqual([]);
    expect(await slackError(client.views.update({ view_id: id, view: modal() as never }))).toBe('not_found');
  });

  it('holds views.update on a stack until the submission in flight has been applied', async () => {
    const { fake, client } = await rig();
    const id = await opened(fake, client);
    const submitted = fake.currentView(id)?.hash ?? '';
    const gate = fake.beginSubmission(id);
    const update = client.views.update({ view_id: id, hash: submitted, view: modal('Created') as never });
    await new Promise((r) => setTimeout(r, 50));
    expect(fake.callsTo('views.update')[0]?.answer).toBeUndefined();
    gate.settle({ status: 200, json: { response_action: 'update', view: modal('Creating…') } });
    // The submission's hash is stale once the ack's update has been applied, as on Slack.
    expect(await slackError(update)).toBe('hash_conflict');
  });
});

describe('fake Slack: messages', () => {
  it('posts in a channel the bot is in, and returns the ts', async () => {
    const { fake, client } = await rig();
    const answer = await client.chat.postMessage({ channel: 'C0OPS00001', text: 'Task 42 created' });
    expect(answer).toMatchObject({
      ok: true,
      channel: 'C0OPS00001',
      message: { text: 'Task 42 created', bot_id: fake.botId },
    });
    expect(answer.ts).toMatch(/^\d+\.\d{6}$/);
    expect(fake.messages('C0OPS00001')).toMatchObject([{ ts: answer.ts, text: 'Task 42 created' }]);
    expect(textOf(fake.messages()[0])).toContain('Task 42 created');
  });

  it('not_in_channel for a public channel the bot is not in, until it is invited', async () => {
    const { fake, client } = await rig();
    expect(await slackError(client.chat.postMessage({ channel: 'C0GENERAL1', text: 'hi' }))).toBe('not_in_channel');
    expect(await slackError(client.chat.postMessage({ channel: '#general', text: 'hi' }))).toBe('not_in_channel');
    fake.setMember('C0GENERAL1', true);
    await expect(client.chat.postMessage({ channel: 'C0GENERAL1', text: 'hi' })).resolves.toMatchObject({ ok: true });
  });

  it('channel_not_found for an unknown channel and for a private channel the bot cannot see', async () => {
    const { client } = await rig();
    expect(await slackError(client.chat.postMessage({ channel: 'C0NOWHERE1', text: 'hi' }))).toBe('channel_not_found');
    expect(await slackError(client.chat.postMessage({ channel: 'G0PRIVATE1', text: 'hi' }))).toBe('channel_not_found');
  });

  it('chat:write.public lets the bot post in public channels it is not in', async () => {
    const { client } = await rig({ scopes: ['commands', 'chat:write', 'chat:write.public', 'users:read'] });
    await expect(client.chat.postMessage({ channel: 'C0GENERAL1', text: 'hi' })).resolves.toMatchObject({ ok: true });
  });

  it('a person id posts in the app’s DM with them; a message needs text or blocks', async () => {
    const { client } = await rig();
    await expect(client.chat.postMessage({ channel: 'U0BOB00001', text: 'Your task' })).resolves.toMatchObject({
      channel: 'D0BOB00001',
    });
    expect(await slackError(client.chat.postMessage({ channel: 'C0OPS00001' } as never))).toBe('no_text');
  });

  it('refuses message blocks Slack would refuse', async () => {
    const { client } = await rig();
    const blocks = [{ type: 'header', text: { type: 'mrkdwn', text: 'x' } }];
    expect(
      await slackError(client.chat.postMessage({ channel: 'C0OPS00001', text: 'x', blocks: blocks as never })),
    ).toBe('invalid_blocks');
  });

  it('chat.postEphemeral: to one person in the channel; unknown person or one not in it is refused', async () => {
    const { fake, client } = await rig({
      channels: [{ id: 'C0OPS00001', name: 'portal-ops', is_member: true, members: ['U0ALICE001'] }],
    });
    const answer = await client.chat.postEphemeral({ channel: 'C0OPS00001', user: 'U0ALICE001', text: 'Only you' });
    expect(answer.message_ts).toMatch(/^\d+\.\d{6}$/);
    expect(fake.messages('C0OPS00001')).toMatchObject([{ ephemeralTo: 'U0ALICE001', text: 'Only you' }]);
    expect(await slackError(client.chat.postEphemeral({ channel: 'C0OPS00001', user: 'U0BOB00001', text: 'x' }))).toBe(
      'user_not_in_channel',
    );
    expect(await slackError(client.chat.postEphemeral({ channel: 'C0OPS00001', user: 'U0NOBODY01', text: 'x' }))).toBe(
      'user_not_found',
    );
  });

  it('response URLs take 5 posts within 30 minutes', async () => {
    const { fake, clock } = await rig();
    const url = fake.issueResponseUrl();
    const post = () =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"Done"}' });
    for (let i = 0; i < 5; i++) expect((await post()).status).toBe(200);
    expect(fake.responses).toHaveLength(5);
    expect(fake.responses[0]).toMatchObject({ url, body: { text: 'Done' } });
    const sixth = await post();
    expect([sixth.status, await sixth.text()]).toEqual([404, 'used_url']);
    const later = fake.issueResponseUrl('actions');
    clock.now += 30 * 60_000 + 1;
    const expired = await fetch(later, { method: 'POST', body: '{}' });
    expect([expired.status, await expired.text()]).toEqual([404, 'expired_url']);
  });
});

describe('fake Slack: people', () => {
  it('users.info gives tz, tz_label and tz_offset for the clock’s date (DST included), and team_id', async () => {
    const { client, clock } = await rig();
    const winter = await client.users.info({ user: 'U0ALICE001' });
    expect(winter.user).toMatchObject({
      id: 'U0ALICE001',
      name: 'alice',
      team_id: 'T0TEAM0001',
      tz: 'America/Los_Angeles',
      tz_label: 'Pacific Standard Time',
      tz_offset: -28800,
    });
    clock.now = SUMMER;
    const summer = await client.users.info({ user: 'U0ALICE001' });
    expect(summer.user).toMatchObject({ tz_label: 'Pacific Daylight Time', tz_offset: -25200 });
    const kolkata = await client.users.info({ user: 'U0CHANDRA1' });
    expect(kolkata.user).toMatchObject({ tz: 'Asia/Kolkata', tz_offset: 19800 });
  });

  it('configured people: explicit zone facts, another team, no zone at all; unknown is user_not_found', async () => {
    const { client } = await rig({
      users: [
        { id: 'U0DANA0001', name: 'dana', tz: 'Europe/London', tz_label: 'Custom', tz_offset: 1, team_id: 'T0OTHER01' },
        { id: 'U0EVE00001', name: 'eve', tz: null },
      ],
    });
    const dana = await client.users.info({ user: 'U0DANA0001' });
    expect(dana.user).toMatchObject({ tz: 'Europe/London', tz_label: 'Custom', tz_offset: 1, team_id: 'T0OTHER01' });
    const eve = await client.users.info({ user: 'U0EVE00001' });
    expect(eve.user?.tz).toBeUndefined();
    expect(await slackError(client.users.info({ user: 'U0ALICE001' }))).toBe('user_not_found');
  });

  it('a method whose scope the bot lacks gets missing_scope with what it needs', async () => {
    const { client } = await rig({ scopes: ['commands', 'chat:write'] });
    try {
      await client.users.info({ user: 'U0ALICE001' });
      throw new Error('answered');
    } catch (error) {
      if (!(error instanceof WebAPIPlatformError)) throw error;
      expect(error.data).toMatchObject({
        error: 'missing_scope',
        needed: 'users:read',
        provided: 'commands,chat:write',
      });
    }
  });

  it('zoneFacts reads Slack’s label and offset from the zone', () => {
    expect(zoneFacts('UTC', WINTER)).toEqual({ tz_label: 'Coordinated Universal Time', tz_offset: 0 });
    expect(zoneFacts('Australia/Adelaide', WINTER)).toEqual({
      tz_label: 'Australian Central Daylight Time',
      tz_offset: 37800,
    });
  });
});

describe('fake Slack: rate limits, forced errors, delays', () => {
  it('a rate limit answers 429 with Retry-After until switched off', async () => {
    const { fake } = await rig();
    const client = new WebClient('xoxb-test', { ...quiet(fake), rejectRateLimitedCalls: true });
    fake.rateLimit({ retryAfterSec: 7, methods: ['chat.postMessage'] });
    const error = await client.chat.postMessage({ channel: 'C0OPS00001', text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebAPIRateLimitedError);
    expect((error as InstanceType<typeof WebAPIRateLimitedError>).retryAfter).toBe(7);
    expect(fake.callsTo('chat.postMessage')[0]).toMatchObject({ status: 429, answer: { error: 'ratelimited' } });
    await expect(client.auth.test()).resolves.toMatchObject({ ok: true });
    fake.rateLimit(false);
    await expect(client.chat.postMessage({ channel: 'C0OPS00001', text: 'x' })).resolves.toMatchObject({ ok: true });
  });

  it('a limited number of rate-limited calls; a client that waits pauses for Retry-After then gives up', async () => {
    const { fake, client } = await rig();
    fake.rateLimit({ retryAfterSec: 0, times: 1 });
    await expect(client.auth.test()).rejects.toThrow(/A rate limit was exceeded/);
    await expect(client.auth.test()).resolves.toMatchObject({ ok: true });
  });

  it('failNext: the next calls to a method fail with the error (and extra fields or an HTTP status)', async () => {
    const { fake, client } = await rig();
    fake.failNext('chat.postMessage', 'channel_not_found', { times: 2 });
    fake.failNext('users.info', 'fatal_error', { httpStatus: 500 });
    fake.failNext('views.open', 'missing_scope', { extra: { needed: 'x' } });
    expect(await slackError(client.chat.postMessage({ channel: 'C0OPS00001', text: 'x' }))).toBe('channel_not_found');
    expect(await slackError(client.chat.postMessage({ channel: 'C0OPS00001', text: 'x' }))).toBe('channel_not_found');
    await expect(client.chat.postMessage({ channel: 'C0OPS00001', text: 'x' })).resolves.toMatchObject({ ok: true });
    const http = await client.users.info({ user: 'U0ALICE001' }).catch((e: unknown) => e);
    expect(http).toBeInstanceOf(WebAPIHTTPError);
    expect((http as InstanceType<typeof WebAPIHTTPError>).statusCode).toBe(500);
    const trigger = fake.issueTrigger();
    const scoped = await client.views.open({ trigger_id: trigger, view: modal() as never }).catch((e: unknown) => e);
    expect((scoped as InstanceType<typeof WebAPIPlatformError>).data).toMatchObject({
      error: 'missing_scope',
      needed: 'x',
    });
    // A forced failure does not use up the trigger.
    await expect(client.views.open({ trigger_id: trigger, view: modal() as never })).resolves.toMatchObject({
      ok: true,
    });
  });

  it('delayNext answers late (a client with a timeout gives up), and close() does not wait for it', async () => {
    const { fake } = await rig();
    const impatient = new WebClient('xoxb-test', { ...quiet(fake), timeout: 100 });
    fake.delayNext('auth.test', 150);
    const started = performance.now();
    await expect(impatient.auth.test()).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    fake.delayNext('auth.test', 60_000);
    void impatient.auth.test().catch(() => {});
    await new Promise((r) => setTimeout(r, 20));
    // Waiting for the held answer would take its 60 s.
    expect(await settlesWithin(fake.close(), 10_000)).toBe(true);
  });

  it('custom handlers add methods with the same auth and recording', async () => {
    const { fake, client } = await rig({
      handlers: { 'chat.update': (args) => ({ ok: true, channel: args.channel, ts: args.ts, text: args.text }) },
    });
    await expect(client.chat.update({ channel: 'C0OPS00001', ts: '1.000001', text: 'v2' })).resolves.toMatchObject({
      ok: true,
      text: 'v2',
    });
    expect(fake.callsTo('chat.update')).toHaveLength(1);
  });
});

describe('Slack’s rules for views, on their own', () => {
  const input = (element: JsonObject, extra: JsonObject = {}) => ({
    type: 'modal',
    title: { type: 'plain_text', text: 'T' },
    submit: { type: 'plain_text', text: 'Go' },
    blocks: [{ type: 'input', block_id: 'b', label: { type: 'plain_text', text: 'L' }, element }],
    ...extra,
  });
  const select = (initial: JsonObject) => ({
    type: 'static_select',
    action_id: 'a',
    options: [{ text: { type: 'plain_text', text: 'One' }, value: '1' }],
    initial_option: initial,
  });

  it('accepts a valid view', () => {
    expect(viewProblems(input({ type: 'plain_text_input', action_id: 'a', max_length: 250, multiline: true }))).toEqual(
      [],
    );
  });

  it('names what Slack refuses, with its JSON pointer', () => {
    expect(viewProblems(input({ type: 'plain_text_input', max_length: 5000 }))).toEqual([
      '[ERROR] must be between 1 and 3000 [json-pointer:/view/blocks/0/element/max_length]',
    ]);
    expect(viewProblems(input({ type: 'number_input' }))).toEqual([
      '[ERROR] is_decimal_allowed is required [json-pointer:/view/blocks/0/element/is_decimal_allowed]',
    ]);
    expect(viewProblems(input(select({ text: { type: 'plain_text', text: 'Two' }, value: '2' })))).toEqual([
      '[ERROR] must match one of the options [json-pointer:/view/blocks/0/element/initial_option]',
    ]);
    expect(viewProblems(input(select({ text: { type: 'plain_text', text: 'One' }, value: '1' })))).toEqual([]);
    expect(viewProblems(input({ type: 'datepicker', initial_date: '21/11/2026' }))).toEqual([
      '[ERROR] must be a date in the format YYYY-MM-DD [json-pointer:/view/blocks/0/element/initial_date]',
    ]);
    expect(viewProblems(input({ type: 'plain_text_input' }, { submit: undefined }))).toEqual([
      '[ERROR] submit is required when an input block is within the blocks array [json-pointer:/view/submit]',
    ]);
    expect(viewProblems(input({ type: 'plain_text_input' }, { private_metadata: 'x'.repeat(3001) }))).toEqual([
      '[ERROR] must be a string of no more than 3000 characters [json-pointer:/view/private_metadata]',
    ]);
    const many = Array.from({ length: 101 }, () => ({ type: 'divider' }));
    expect(viewProblems({ type: 'modal', title: { type: 'plain_text', text: 'T' }, blocks: many })).toEqual([
      '[ERROR] must provide no more than 100 items [json-pointer:/view/blocks]',
    ]);
    const twice = [
      { type: 'section', block_id: 'x', text: { type: 'mrkdwn', text: 'a' } },
      { type: 'section', block_id: 'x', text: { type: 'mrkdwn', text: 'b' } },
    ];
    expect(viewProblems({ type: 'modal', title: { type: 'plain_text', text: 'T' }, blocks: twice })).toEqual([
      '[ERROR] duplicate block_id "x" [json-pointer:/view/blocks/1/block_id]',
    ]);
  });

  it('message blocks: at most 50', () => {
    expect(messageBlockProblems(Array.from({ length: 51 }, () => ({ type: 'divider' })))).toEqual([
      '[ERROR] must provide no more than 50 items [json-pointer:/blocks]',
    ]);
  });
});
