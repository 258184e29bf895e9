// The request harness against the real Bolt 5 App on HTTPReceiver (port 0), with its Web API client pointed at the
// fake Slack: signed requests reach the right listeners, unsigned or stale ones reach none, and the trigger ids in
// the payloads behave as Slack's do.
import {
  App,
  type BlockAction,
  HTTPReceiver,
  type SlashCommand,
  type ViewClosedAction,
  type ViewSubmitAction,
  webApi,
} from '@slack/bolt';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import {
  checkboxes,
  datepicker,
  type JsonObject,
  numberInput,
  plainTextInput,
  radioButtons,
  staticSelect,
  textOf,
  viewOutput,
  viewState,
} from '../support/slack-payloads.js';
import {
  appTarget,
  blockActions,
  captureLogger,
  type SlackTarget,
  sendSigned,
  slackSignature,
  slashCommand,
  viewClosed,
  viewSubmission,
} from '../support/slack-requests.js';

const SECRET = '8f742231b10e8888abcd99e1b9c0d6a5';

const option = (value: string, text: string) => ({ text: { type: 'plain_text', text }, value });
const TASK_MODAL = (phrase: string) => ({
  type: 'modal' as const,
  callback_id: 'task_modal',
  private_metadata: JSON.stringify({ phrase }),
  title: { type: 'plain_text' as const, text: 'New task' },
  submit: { type: 'plain_text' as const, text: 'Next' },
  close: { type: 'plain_text' as const, text: 'Cancel' },
  blocks: [
    {
      type: 'input',
      block_id: 'type',
      dispatch_action: true,
      label: { type: 'plain_text', text: 'Task type' },
      element: {
        type: 'static_select',
        action_id: 'task_type',
        options: [option('ExecuteNotebook', 'Notebook'), option('ExecuteReport', 'Report')],
      },
    },
    {
      type: 'input',
      block_id: 'title',
      label: { type: 'plain_text', text: 'Title' },
      element: { type: 'plain_text_input', action_id: 'title_input', max_length: 128, initial_value: phrase },
    },
    {
      type: 'input',
      block_id: 'runs',
      optional: true,
      label: { type: 'plain_text', text: 'Maximum runs' },
      element: { type: 'number_input', action_id: 'runs_input', is_decimal_allowed: false },
    },
    {
      type: 'input',
      block_id: 'start',
      optional: true,
      label: { type: 'plain_text', text: 'Start date' },
      element: { type: 'datepicker', action_id: 'start_date' },
    },
    {
      type: 'input',
      block_id: 'days',
      optional: true,
      label: { type: 'plain_text', text: 'Days' },
      element: {
        type: 'checkboxes',
        action_id: 'weekdays',
        options: [option('MON', 'Monday'), option('TUE', 'Tuesday')],
      },
    },
    {
      type: 'input',
      block_id: 'mode',
      optional: true,
      label: { type: 'plain_text', text: 'Update mode' },
      element: {
        type: 'radio_buttons',
        action_id: 'update_mode',
        options: [option('overwrite', 'Overwrite'), option('append', 'Append')],
        initial_option: option('overwrite', 'Overwrite'),
      },
    },
  ],
});
const CONFIRM_VIEW = {
  type: 'modal' as const,
  callback_id: 'task_confirm',
  title: { type: 'plain_text' as const, text: 'Confirm' },
  submit: { type: 'plain_text' as const, text: 'Create' },
  blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'Runs at *03:00 UTC*' } }],
};

type Opened = { viewId: string } | { error: string };

interface Rig {
  readonly fake: FakeSlack;
  readonly clock: { now: number };
  readonly target: SlackTarget;
  readonly port: number;
  readonly logger: ReturnType<typeof captureLogger>;
  readonly got: {
    commands: SlashCommand[];
    opened: Opened[];
    submissions: ViewSubmitAction[];
    updates: Opened[];
    actions: BlockAction[];
    closed: ViewClosedAction[];
    errors: unknown[];
  };
  /** How the submission listener answers. */
  submitAnswer: (values: ViewSubmitAction['view']['state']['values']) => JsonObject | undefined;
}

const rigs: { app: App; fake: FakeSlack }[] = [];
afterEach(async () => {
  for (const { app, fake } of rigs.splice(0)) {
    await app.stop();
    await fake.close();
  }
});

function errorCode(error: unknown): string {
  if (error instanceof webApi.WebAPIPlatformError) return error.data.error;
  throw error;
}

/** A minimal Bolt app in HTTP mode whose listeners record what they get. */
async function boltRig(): Promise<Rig> {
  const clock = { now: Date.now() };
  const fake = await startFakeSlack({ now: () => clock.now });
  const logger = captureLogger();
  const receiver = new HTTPReceiver({ signingSecret: SECRET, logger, unhandledRequestTimeoutMillis: 300 });
  const app = new App({
    token: 'xoxb-test',
    receiver,
    logger,
    clientOptions: { slackApiUrl: fake.url, retryConfig: { retries: 0 }, logger },
  });
  // Bolt calls auth.test from the constructor without awaiting it; let it land before anything else happens.
  await fake.waitForCall('auth.test');
  const got: Rig['got'] = {
    commands: [],
    opened: [],
    submissions: [],
    updates: [],
    actions: [],
    closed: [],
    errors: [],
  };
  const rig: Rig = {
    fake,
    clock,
    logger,
    got,
    port: 0,
    target: { url: '', signingSecret: SECRET },
    submitAnswer: () => undefined,
  };

  app.command('/portal-task', async ({ command, ack, client }) => {
    got.commands.push(command);
    await ack();
    try {
      const answer = await client.views.open({
        trigger_id: command.trigger_id,
        view: TASK_MODAL(command.text) as never,
      });
      got.opened.push({ viewId: answer.view?.id ?? '' });
    } catch (error) {
      got.opened.push({ error: errorCode(error) });
    }
  });
  app.command('/portal', async ({ ack, respond }) => {
    await ack();
    await respond({ response_type: 'ephemeral', text: 'Sign in: https://portal.example.org/' });
  });
  app.command('/never-acks', async () => {});
  app.view('task_modal', async ({ ack, body, view, client }) => {
    got.submissions.push(body as ViewSubmitAction);
    const answer = rig.submitAnswer(view.state.values);
    await ack(answer as never);
    if (answer?.response_action !== 'update') return;
    // The slow part, after the ack: as the app would after the portal answers.
    for (const hash of [view.hash, undefined]) {
      try {
        await client.views.update({ view_id: view.id, ...(hash ? { hash } : {}), view: { ...CONFIRM_VIEW } as never });
        got.updates.push({ viewId: view.id });
      } catch (error) {
        got.updates.push({ error: errorCode(error) });
      }
    }
  });
  app.action('task_type', async ({ ack, body }) => {
    got.actions.push(body as BlockAction);
    await ack();
  });
  app.action('retry', async ({ ack, body, respond }) => {
    got.actions.push(body as BlockAction);
    await ack();
    await respond({ replace_original: true, text: 'Retrying' });
  });
  app.view({ callback_id: 'task_modal', type: 'view_closed' }, async ({ ack, body }) => {
    got.closed.push(body as ViewClosedAction);
    await ack();
  });
  app.error(async (error) => {
    got.errors.push(error);
  });

  const server = await app.start(0);
  rigs.push({ app, fake });
  const target = appTarget(server, SECRET, fake);
  return Object.assign(rig, { target, port: Number(new URL(target.url).port) });
}

async function eventually<T>(read: () => T | undefined, timeoutMs = 2_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}

function openedId(opened: Opened | undefined): string {
  if (!opened || !('viewId' in opened)) throw new Error(`no view opened: ${JSON.stringify(opened)}`);
  return opened.viewId;
}

describe('Bolt 5 HTTPReceiver meets the harness', () => {
  it('starts on port 0 (app.start resolves with the http.Server) and calls auth.test at construction', async () => {
    const rig = await boltRig();
    expect(rig.port).toBeGreaterThan(0);
    expect(rig.fake.callsTo('auth.test')).toHaveLength(1);
    expect(rig.fake.callsTo('auth.test')[0]?.token).toBe('xoxb-test');
  });

  it('a signed slash command reaches the command listener with every field, acks 200, and opens the modal', async () => {
    const rig = await boltRig();
    const sent = await slashCommand(rig.target, {
      command: '/portal-task',
      text: 'every weekday at 7pm',
      user: 'U0BOB00001',
    });
    expect([sent.status, sent.body]).toEqual([200, '']);
    const [command] = rig.got.commands;
    expect(command).toEqual({
      token: expect.any(String),
      team_id: 'T0TEAM0001',
      team_domain: 'acme',
      channel_id: 'C0OPS00001',
      channel_name: 'portal-ops',
      user_id: 'U0BOB00001',
      user_name: 'bob',
      command: '/portal-task',
      text: 'every weekday at 7pm',
      api_app_id: 'A0PORTAL01',
      is_enterprise_install: 'false',
      response_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/commands\/T0TEAM0001\//),
      trigger_id: sent.triggerId,
    });
    const viewId = openedId(await eventually(() => rig.got.opened[0]));
    expect(rig.fake.callsTo('views.open')[0]?.args.trigger_id).toBe(sent.triggerId);
    const view = rig.fake.currentView(viewId);
    expect(view?.callback_id).toBe('task_modal');
    expect(textOf(view)).toContain('Maximum runs');
    expect(rig.fake.topView()?.id).toBe(viewId);
  });

  it('the trigger id works once and only within 3 s: a second use and a late use are refused', async () => {
    const rig = await boltRig();
    const trigger = rig.fake.issueTrigger();
    await slashCommand(rig.target, { command: '/portal-task', triggerId: trigger });
    await slashCommand(rig.target, { command: '/portal-task', triggerId: trigger });
    const late = rig.fake.issueTrigger();
    rig.clock.now += 3_001;
    const lateSent = await slashCommand(rig.target, { command: '/portal-task', triggerId: late });
    expect(lateSent.status).toBe(200);
    await eventually(() => rig.got.opened[2]);
    expect(rig.got.opened[0]).toMatchObject({ viewId: expect.any(String) });
    expect(rig.got.opened.slice(1)).toEqual([{ error: 'exchanged_trigger_id' }, { error: 'expired_trigger_id' }]);
  });

  it('a view_submission reaches app.view(callback_id) with Slack’s state values; a bare ack closes the modal', async () => {
    const rig = await boltRig();
    await slashCommand(rig.target, { command: '/portal-task', text: 'Nightly notebook' });
    const viewId = openedId(await eventually(() => rig.got.opened[0]));
    const sent = await viewSubmission(rig.target, {
      viewId,
      answers: { task_type: 'ExecuteNotebook', runs_input: 5, weekdays: ['MON'] },
    });
    expect([sent.status, sent.body]).toEqual([200, '']);
    const [body] = rig.got.submissions;
    expect(body).toMatchObject({
      type: 'view_submission',
      user: { id: 'U0ALICE001', username: 'alice', name: 'alice', team_id: 'T0TEAM0001' },
      team: { id: 'T0TEAM0001', domain: 'acme' },
      api_app_id: 'A0PORTAL01',
      trigger_id: sent.triggerId,
      response_urls: [],
      view: {
        id: viewId,
        callback_id: 'task_modal',
        private_metadata: '{"phrase":"Nightly notebook"}',
        hash: rig.fake.currentView(viewId)?.hash,
      },
    });
    expect(body?.view.state.values).toEqual({
      type: { task_type: staticSelect({ value: 'ExecuteNotebook', text: 'Notebook' }) },
      title: { title_input: plainTextInput('Nightly notebook') },
      runs: { runs_input: numberInput('5') },
      start: { start_date: datepicker(null) },
      days: { weekdays: checkboxes([{ value: 'MON', text: 'Monday' }]) },
      mode: { update_mode: radioButtons({ value: 'overwrite', text: 'Overwrite' }) },
    });
    expect(rig.fake.isOpen(viewId)).toBe(false);
  });

  it('ack with response_action update changes the fake’s view first: the submission’s hash is then stale', async () => {
    const rig = await boltRig();
    rig.submitAnswer = () => ({ response_action: 'update', view: CONFIRM_VIEW });
    await slashCommand(rig.target, { command: '/portal-task', text: 'x' });
    const viewId = openedId(await eventually(() => rig.got.opened[0]));
    const submittedHash = rig.fake.currentView(viewId)?.hash;
    const sent = await viewSubmission(rig.target, { viewId, answers: { task_type: 'ExecuteReport' } });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ response_action: 'update', view: { callback_id: 'task_confirm' } });
    await eventually(() => rig.got.updates[1]);
    expect(rig.got.updates).toEqual([{ error: 'hash_conflict' }, { viewId }]);
    expect(rig.fake.isOpen(viewId)).toBe(true);
    expect(rig.fake.currentView(viewId)?.hash).not.toBe(submittedHash);
    expect(textOf(rig.fake.currentView(viewId))).toContain('03:00 UTC');
  });

  it('field errors keyed by input block id show under the field', async () => {
    const rig = await boltRig();
    rig.submitAnswer = (values) =>
      values.title?.title_input?.value
        ? undefined
        : { response_action: 'errors', errors: { title: 'Give it a title' } };
    await slashCommand(rig.target, { command: '/portal-task' });
    const viewId = openedId(await eventually(() => rig.got.opened[0]));
    await viewSubmission(rig.target, { viewId, answers: { task_type: 'ExecuteReport' } });
    expect(rig.fake.viewErrors(viewId)).toEqual({ title: 'Give it a title' });
    expect(rig.fake.isOpen(viewId)).toBe(true);
  });

  it('a block_actions from the modal reaches app.action with the choice and the view’s current state', async () => {
    const rig = await boltRig();
    await slashCommand(rig.target, { command: '/portal-task', text: 'Weekly report' });
    const viewId = openedId(await eventually(() => rig.got.opened[0]));
    const sent = await blockActions(rig.target, { viewId, action: { actionId: 'task_type', value: 'ExecuteReport' } });
    expect([sent.status, sent.body]).toEqual([200, '']);
    const [body] = rig.got.actions;
    expect(body).toMatchObject({
      type: 'block_actions',
      container: { type: 'view', view_id: viewId },
      trigger_id: sent.triggerId,
      user: { id: 'U0ALICE001' },
      actions: [
        {
          type: 'static_select',
          action_id: 'task_type',
          block_id: 'type',
          selected_option: { value: 'ExecuteReport', text: { type: 'plain_text', text: 'Report', emoji: true } },
          action_ts: expect.stringMatching(/^\d+\.\d{6}$/),
        },
      ],
    });
    const values = body?.view?.state.values;
    expect(values?.type?.task_type?.selected_option?.value).toBe('ExecuteReport');
    expect(values?.title?.title_input?.value).toBe('Weekly report');
  });

  it('a block_actions from a message reaches app.action, and respond() uses its response URL', async () => {
    const rig = await boltRig();
    const blocks = [
      { type: 'section', block_id: 'result', text: { type: 'mrkdwn', text: 'The portal did not answer.' } },
      {
        type: 'actions',
        block_id: 'result_actions',
        elements: [{ type: 'button', action_id: 'retry', text: { type: 'plain_text', text: 'Retry' }, value: 'req-7' }],
      },
    ];
    const sent = await blockActions(rig.target, {
      user: 'U0BOB00001',
      message: { channel: 'C0OPS00001', ts: '1763726400.000100', blocks, text: 'The portal did not answer.' },
      action: { actionId: 'retry' },
    });
    expect(sent.status).toBe(200);
    expect(rig.got.actions[0]).toMatchObject({
      type: 'block_actions',
      container: { type: 'message', message_ts: '1763726400.000100', channel_id: 'C0OPS00001' },
      channel: { id: 'C0OPS00001', name: 'portal-ops' },
      message: { ts: '1763726400.000100' },
      actions: [{ type: 'button', action_id: 'retry', block_id: 'result_actions', value: 'req-7' }],
      user: { id: 'U0BOB00001', name: 'bob' },
    });
    await eventually(() => rig.fake.responses[0]);
    expect(rig.fake.responses[0]).toMatchObject({ url: sent.payload.response_url, body: { text: 'Retrying' } });
  });

  it('a view_closed reaches app.view({ type: "view_closed" })', async () => {
    const rig = await boltRig();
    await slashCommand(rig.target, { command: '/portal-task' });
    const viewId = openedId(await eventually(() => rig.got.opened[0]));
    const sent = await viewClosed(rig.target, { viewId });
    expect(sent.status).toBe(200);
    expect(rig.got.closed[0]).toMatchObject({ type: 'view_closed', is_cleared: false, view: { id: viewId } });
  });

  it('a forged signature, a stale timestamp, or none: 401 and no listener runs', async () => {
    const rig = await boltRig();
    const forged = await slashCommand(rig.target, { command: '/portal-task' }, { forgeSignature: true });
    const stale = await slashCommand(rig.target, { command: '/portal-task' }, { staleTimestamp: true });
    const unsigned = await slashCommand(rig.target, { command: '/portal-task' }, { unsigned: true });
    const forgedSubmit = await viewSubmission(
      rig.target,
      { view: { id: 'V0FORGED01', callback_id: 'task_modal' } },
      { forgeSignature: true },
    );
    expect([forged.status, stale.status, unsigned.status, forgedSubmit.status]).toEqual([401, 401, 401, 401]);
    expect(rig.got.commands).toEqual([]);
    expect(rig.got.submissions).toEqual([]);
    expect(rig.fake.callsTo('views.open')).toEqual([]);
    const warnings = rig.logger.lines.filter((l) => l.level === 'warn').map((l) => l.text);
    expect(warnings.some((w) => w.includes('signature mismatch'))).toBe(true);
    expect(warnings.some((w) => w.includes('stale'))).toBe(true);
  });

  it('a timestamp just inside 5 minutes is accepted', async () => {
    const rig = await boltRig();
    const ts = Math.floor(Date.now() / 1000) - 290;
    const sent = await slashCommand(rig.target, { command: '/portal-task' }, { timestampSec: ts });
    expect(sent.status).toBe(200);
  });

  it('Bolt compares the Content-Type exactly: with "; charset=utf-8" the form is read as JSON and refused (400)', async () => {
    const rig = await boltRig();
    const sent = await slashCommand(
      rig.target,
      { command: '/portal-task' },
      { contentType: 'application/x-www-form-urlencoded; charset=utf-8' },
    );
    expect(sent.status).toBe(400);
    expect(rig.got.commands).toEqual([]);
  });

  it('the signature covers the exact bytes: a body changed after signing is refused', async () => {
    const rig = await boltRig();
    const body = 'command=%2Fportal-task&text=a';
    const ts = Math.floor(Date.now() / 1000);
    const signature = slackSignature(SECRET, ts, body);
    const tampered = await sendSigned(rig.target, 'command=%2Fportal-task&text=b', {
      timestampSec: ts,
      headers: { 'x-slack-signature': signature },
    });
    expect(tampered.status).toBe(401);
  });

  it('respond() posts to the response URL, which the fake records', async () => {
    const rig = await boltRig();
    const sent = await slashCommand(rig.target, { command: '/portal', text: 'login' });
    expect(sent.status).toBe(200);
    await eventually(() => rig.fake.responses[0]);
    expect(rig.fake.responses[0]).toMatchObject({
      url: sent.payload.response_url,
      body: { response_type: 'ephemeral', text: 'Sign in: https://portal.example.org/' },
    });
  });

  it('a listener that never acks: Bolt answers 404 once its unhandled-request timeout passes', async () => {
    const rig = await boltRig();
    const sent = await slashCommand(rig.target, { command: '/never-acks' });
    expect(sent.status).toBe(404);
    expect(sent.ms).toBeGreaterThanOrEqual(250);
  });
});

describe('payload builders', () => {
  const blocks = TASK_MODAL('').blocks as JsonObject[];

  it('an untouched view: every input block, null or [] for empty inputs, initial values kept', () => {
    expect(viewState({ blocks })).toEqual({
      type: { task_type: { type: 'static_select', selected_option: null } },
      title: { title_input: { type: 'plain_text_input', value: null } },
      runs: { runs_input: { type: 'number_input', value: null } },
      start: { start_date: { type: 'datepicker', selected_date: null } },
      days: { weekdays: { type: 'checkboxes', selected_options: [] } },
      mode: {
        update_mode: {
          type: 'radio_buttons',
          selected_option: { text: { type: 'plain_text', text: 'Overwrite', emoji: true }, value: 'overwrite' },
        },
      },
    });
  });

  it('answers by action id or block id; clearing with null; numbers become strings', () => {
    const values = viewState(
      { blocks },
      { title_input: null, runs: 3, start_date: '2026-11-21', update_mode: null, weekdays: ['MON', 'TUE'] },
    );
    expect(values.title?.title_input).toEqual(plainTextInput(null));
    expect(values.runs?.runs_input).toEqual(numberInput('3'));
    expect(values.start?.start_date).toEqual(datepicker('2026-11-21'));
    expect(values.mode?.update_mode).toEqual(radioButtons(null));
    expect(values.days?.weekdays?.selected_options?.map((o) => o.value)).toEqual(['MON', 'TUE']);
  });

  it('an answer that names nothing, or an option not offered, throws', () => {
    expect(() => viewState({ blocks }, { nope: 'x' })).toThrow(/no element with action id or block id "nope"/);
    expect(() => viewState({ blocks }, { task_type: 'Nope' })).toThrow(/offers no option "Nope"/);
  });

  it('viewOutput fills a view the way Slack reports it', () => {
    const view = viewOutput({ id: 'V0X', callback_id: 'cb', blocks });
    expect(view).toMatchObject({
      id: 'V0X',
      team_id: 'T0TEAM0001',
      type: 'modal',
      root_view_id: 'V0X',
      previous_view_id: null,
      app_id: 'A0PORTAL01',
      private_metadata: '',
    });
    expect(view.state.values.runs?.runs_input).toEqual(numberInput(null));
  });
});
