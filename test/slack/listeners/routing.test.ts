// Routing through Bolt itself: a real App whose receiver is a few lines that hand bodies to `app.processEvent()`
// (how Bolt tests itself), its Web API client on the fake Slack, and the listeners as `registerListeners` registers
// them. Commands, view submissions and block actions reach the right listener; acks come back through the
// receiver's `ack`; what matches no listener is left alone.
import { App, type Receiver, type ReceiverEvent } from '@slack/bolt';
import type { ModalView } from '@slack/types';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOCK, CALLBACK } from '../../../src/slack/ids.js';
import { registerListeners } from '../../../src/slack/listeners/index.js';
import { type FakeSlack, type SlackCall, startFakeSlack } from '../../support/fake-slack.js';
import { type DepsStubs, profileWith, stubDeps, Timeline } from '../../support/listener-harness.js';
import {
  type Answers,
  actionItem,
  blockActionsPayload,
  DEFAULT_PERSON,
  type JsonObject,
  type SlackView,
  slashCommandFields,
  textOf,
  viewState,
  viewSubmissionPayload,
} from '../../support/slack-payloads.js';
import { captureLogger } from '../../support/slack-requests.js';
import { ALL_TYPES, ITEM, LA, taskConfirmationFor } from '../views/fixtures.js';

/** What the receiver's `ack` was given, and which Web API methods had been called by then. */
interface Acked {
  readonly response: unknown;
  readonly callsBefore: readonly string[];
}

/** A receiver that delivers bodies it is handed, as Bolt's own receivers do once a request is read and verified. */
class LocalReceiver implements Receiver {
  #app: App | undefined;
  constructor(private readonly fake: FakeSlack) {}

  init(app: App): void {
    this.#app = app;
  }

  async start(): Promise<void> {}

  async stop(): Promise<void> {}

  /** Resolves once the app is done with the body (its listeners' work after the ack included). */
  async deliver(body: JsonObject): Promise<Acked[]> {
    if (!this.#app) throw new Error('not initialised');
    const acks: Acked[] = [];
    const event: ReceiverEvent = {
      body,
      ack: async (response?: unknown) => {
        acks.push({ response, callsBefore: this.fake.calls.map((c) => c.method) });
      },
    };
    await this.#app.processEvent(event);
    return acks;
  }
}

const fakes: FakeSlack[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
});

async function routed(stubs: DepsStubs = {}) {
  const fake = await startFakeSlack();
  fakes.push(fake);
  const receiver = new LocalReceiver(fake);
  const t = new Timeline();
  const app = new App({
    token: fake.token,
    receiver,
    logger: captureLogger(),
    clientOptions: { slackApiUrl: fake.url, retryConfig: { retries: 0 } },
  });
  registerListeners(app, stubDeps(t, { discover: async () => profileWith(ALL_TYPES), ...stubs }));
  const command = (command: string, text = '') =>
    receiver.deliver(
      slashCommandFields({
        command,
        text,
        triggerId: fake.issueTrigger({ userId: DEFAULT_PERSON.id }),
        responseUrl: fake.issueResponseUrl('commands'),
        team: { id: fake.team.id, domain: fake.team.domain },
      }),
    );
  const submit = (view: SlackView, answers: Answers = {}) =>
    receiver.deliver(
      viewSubmissionPayload({
        view: { ...view, state: { values: viewState(view, answers) } },
        triggerId: fake.issueTrigger({ viewId: view.id, userId: DEFAULT_PERSON.id }),
      }),
    );
  return { fake, receiver, t, app, command, submit };
}

type Routed = Awaited<ReturnType<typeof routed>>;

const nonAuth = (calls: readonly SlackCall[] | readonly string[]) =>
  calls.map((c) => (typeof c === 'string' ? c : c.method)).filter((m) => m !== 'auth.test');

/** `/portal-task` through Bolt; the task modal the fake now holds. */
async function openTaskModal(r: Routed): Promise<SlackView> {
  const acks = await r.command('/portal-task', 'every weekday 7pm');
  expect(acks).toHaveLength(1);
  const open = r.fake.callsTo('views.open')[0];
  const id = (open?.answer?.view as { id?: string } | undefined)?.id ?? '';
  const view = r.fake.currentView(id);
  if (!view) throw new Error(`no modal opened: ${JSON.stringify(open?.answer)}`);
  return view;
}

describe('routing through App.processEvent', () => {
  it('a slash command reaches its listener: a bare ack through the receiver, then the modal', async () => {
    const r = await routed();
    const acks = await r.command('/portal-task', 'every weekday 7pm');
    expect(acks).toEqual([{ response: undefined, callsBefore: expect.any(Array) }]);
    expect(nonAuth(acks[0]?.callsBefore ?? [])).toEqual([]);
    expect(nonAuth(r.fake.calls)).toEqual(['users.info', 'views.open']);
    const open = r.fake.callsTo('views.open')[0];
    expect(open?.answer?.ok).toBe(true);
    expect(open?.args.view).toMatchObject({ callback_id: CALLBACK.taskModal });
  });

  it('/portal answers through the command’s response URL', async () => {
    const r = await routed();
    const acks = await r.command('/portal', 'help');
    expect(acks.map((a) => a.response)).toEqual([undefined]);
    expect(r.fake.responses).toHaveLength(1);
    expect(r.fake.responses[0]?.body).toMatchObject({ response_type: 'ephemeral' });
    expect(textOf(r.fake.responses[0]?.body)).toContain('/portal-task [schedule]');
  });

  it('a view submission reaches the listener of its callback id: response_action update with the confirmation', async () => {
    const r = await routed({ draft: async () => taskConfirmationFor({ phrase: 'every weekday 7pm', zone: LA }) });
    const modal = await openTaskModal(r);
    const acks = await r.submit(modal, { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM });
    expect(acks).toHaveLength(1);
    const response = acks[0]?.response as { response_action: string; view: ModalView };
    expect(response.response_action).toBe('update');
    expect(response.view.callback_id).toBe(CALLBACK.taskConfirm);
    expect(r.t.only<{ idempotencyKey: string }>('workflow.draft').idempotencyKey).toBe(`${modal.id}:${modal.hash}`);
  });

  it('field problems come back as response_action errors keyed by block id', async () => {
    const r = await routed();
    const modal = await openTaskModal(r);
    // Choosing the workbook type rebuilds the modal with its JSON box.
    await r.receiver.deliver(
      blockActions(modal, BLOCK.type, 'UpdateAnalyticsWorkbook', r.fake.issueTrigger({ viewId: modal.id })),
    );
    const rebuilt = r.fake.currentView(modal.id);
    if (!rebuilt) throw new Error('no view');
    const acks = await r.submit(rebuilt, {
      [BLOCK.type]: 'UpdateAnalyticsWorkbook',
      [BLOCK.itemId]: ITEM,
      [BLOCK.parameters]: '{not json',
    });
    expect(acks.map((a) => a.response)).toEqual([
      { response_action: 'errors', errors: { [BLOCK.parameters]: expect.stringContaining('a JSON object') } },
    ]);
    expect(r.t.has('workflow.draft')).toBe(false);
  });

  it('a block action reaches the listener of its action id: a bare ack, then views.update on the view’s hash', async () => {
    const r = await routed();
    const modal = await openTaskModal(r);
    const acks = await r.receiver.deliver(
      blockActions(modal, BLOCK.type, 'ExecuteReport', r.fake.issueTrigger({ viewId: modal.id })),
    );
    expect(acks.map((a) => a.response)).toEqual([undefined]);
    expect(nonAuth(acks[0]?.callsBefore ?? [])).toEqual(['users.info', 'views.open']);
    const update = r.fake.callsTo('views.update')[0];
    expect(update?.args).toMatchObject({ view_id: modal.id, hash: modal.hash });
    expect(update?.answer?.ok).toBe(true);
    expect(r.fake.currentView(modal.id)?.blocks.map((b) => b.block_id)).toContain(BLOCK.reportSubType);
  });

  it('a confirm: "Creating…" in the ack, before any Web API call; the result after', async () => {
    const c = taskConfirmationFor({ phrase: 'every weekday 7pm', zone: LA });
    const r = await routed({
      draft: async () => c,
      confirm: async () => {
        throw new Error('store closed');
      },
    });
    const modal = await openTaskModal(r);
    const [toConfirm] = await r.submit(modal, { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM });
    r.fake.applyViewResponse(modal.id, { status: 200, json: toConfirm?.response });
    const confirmation = r.fake.currentView(modal.id);
    if (confirmation?.callback_id !== CALLBACK.taskConfirm) throw new Error('no confirmation');

    const before = r.fake.calls.length;
    const acks = await r.submit(confirmation);
    expect(acks).toHaveLength(1);
    expect(acks[0]?.callsBefore).toHaveLength(before);
    expect(acks[0]?.response).toMatchObject({
      response_action: 'update',
      view: { title: { text: 'Creating the task…' } },
    });
    const update = r.fake.callsTo('views.update').at(-1);
    expect(update?.args.view_id).toBe(modal.id);
    expect(textOf(update?.args.view)).toContain('Something went wrong on our side.');
  });
});

describe('what no listener matches', () => {
  it('an unknown callback id is not handled: Bolt calls no listener and never acks', async () => {
    const r = await routed();
    const modal = await openTaskModal(r);
    const calls = r.fake.calls.length;
    const steps = r.t.steps.length;
    const acks = await r.submit({ ...modal, callback_id: 'someone_elses_modal' });
    expect(acks).toEqual([]);
    expect(r.fake.calls).toHaveLength(calls);
    expect(r.t.steps).toHaveLength(steps);
  });

  it('nor an unknown command or action id', async () => {
    const r = await routed();
    expect(await r.command('/portal-unknown', 'x')).toEqual([]);
    const modal = await openTaskModal(r);
    const calls = r.fake.calls.length;
    const stranger = blockActionsPayload({
      triggerId: r.fake.issueTrigger({ viewId: modal.id }),
      view: modal,
      actions: [{ type: 'button', action_id: 'not_ours', block_id: 'b', action_ts: '1.2' }],
    });
    expect(await r.receiver.deliver(stranger)).toEqual([]);
    expect(r.fake.calls).toHaveLength(calls);
  });
});

describe('failures stay inside the listeners (no app.error needed)', () => {
  it('a listener that throws would reach Bolt’s default error handler and reject processEvent', async () => {
    const r = await routed();
    r.app.view('thrower', async () => {
      throw new Error('thrown by a listener');
    });
    const modal = await openTaskModal(r);
    await expect(r.submit({ ...modal, callback_id: 'thrower' })).rejects.toThrow('thrown by a listener');
  });

  it('ours do not throw: an unexpected draft failure is acked with the error view', async () => {
    const r = await routed({
      draft: async () => {
        throw new Error('disk full');
      },
    });
    const modal = await openTaskModal(r);
    const acks = await r.submit(modal, { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM });
    const response = acks[0]?.response as { response_action: string; view: ModalView };
    expect(response.response_action).toBe('update');
    expect(textOf(response.view)).toContain('Reference:');
  });

  it('ours do not throw: an expired trigger becomes words through the response URL', async () => {
    const r = await routed();
    r.fake.failNext('views.open', 'expired_trigger_id');
    const acks = await r.command('/portal-task', 'every weekday 7pm');
    expect(acks).toHaveLength(1);
    expect(r.fake.responses).toHaveLength(1);
    expect(textOf(r.fake.responses[0]?.body)).toContain('Run the command again.');
  });
});

/** A `block_actions` from inside `view`: the person chose `value` in the `actionId` element. */
function blockActions(view: SlackView, actionId: string, value: string, triggerId: string): JsonObject {
  const state = { values: viewState(view, { [actionId]: value }) };
  return blockActionsPayload({
    triggerId,
    view: { ...view, state },
    actions: [actionItem(view.blocks, { actionId, value }, '1763726400.000300')],
  });
}
