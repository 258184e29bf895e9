// `/portal-task`: the ack first, then one finished modal when its details are ready, a placeholder filled in when
// they are slow, and words to the person (never a modal) when it cannot go on.
import type { ModalView, StaticSelect } from '@slack/types';
import { describe, expect, it, vi } from 'vitest';
import { PortalOpsError } from '../../../src/errors.js';
import type { PortalProfile } from '../../../src/portal/discovery.js';
import { BLOCK, CALLBACK } from '../../../src/slack/ids.js';
import { READY_WITHIN_MS } from '../../../src/slack/listeners/open-modal.js';
import { readModalMetadata } from '../../../src/slack/views/metadata.js';
import {
  CHANNEL,
  deferred,
  listenerRig,
  OPENED_VIEW_ID,
  PERSON,
  profileWith,
  slackError,
  TRIGGER_ID,
} from '../../support/listener-harness.js';
import { blockById, type JsonObject, textOf } from '../../support/slack-payloads.js';

type ViewCall = { trigger_id?: string; view_id?: string; hash?: string; view: ModalView };
type Said = { response_type: string; replace_original: boolean; text: string; blocks: unknown[] };

const blocks = (v: ModalView) => v.blocks as unknown as JsonObject[];
const typeValues = (v: ModalView) =>
  ((blockById({ blocks: blocks(v) }, BLOCK.type).element as StaticSelect).options ?? []).map((o) => o.value);
const phraseOf = (v: ModalView) =>
  (blockById({ blocks: blocks(v) }, BLOCK.schedule).element as { initial_value?: string }).initial_value;

/** Waits (generously) until the handler has reached `name`. */
async function reached(r: ReturnType<typeof listenerRig>, name: string): Promise<void> {
  await vi.waitFor(
    () => {
      if (!r.t.has(name)) throw new Error(`not yet: ${name}`);
    },
    { timeout: 10_000, interval: 5 },
  );
}

describe('/portal-task', () => {
  it('acks before anything else, then opens the finished modal in one views.open when details are ready', async () => {
    const r = listenerRig({
      client: { 'users.info': (a) => ({ ok: true, user: { id: a.user, tz: 'Europe/Berlin' } }) },
      discover: async () => profileWith(['ExecuteNotebook', 'ExecuteReport']),
    });
    await r.command('/portal-task', '  every weekday 7pm  ');

    expect(r.t.names()[0]).toBe('ack');
    expect(r.acked()).toBeUndefined();
    expect(r.t.names().filter((n) => n === 'ack')).toHaveLength(1);
    expect(r.t.only('policy.check')).toEqual([PERSON, 'task']);
    expect(r.t.only('identity.tokensFor')).toEqual(PERSON);
    expect(r.t.only('users.info')).toEqual({ user: PERSON.user });

    const open = r.t.only<ViewCall>('views.open');
    expect(open.trigger_id).toBe(TRIGGER_ID);
    expect(open.view.callback_id).toBe(CALLBACK.taskModal);
    expect(phraseOf(open.view)).toBe('every weekday 7pm');
    expect(typeValues(open.view)).toEqual(['ExecuteNotebook', 'ExecuteReport']);
    expect(readModalMetadata(open.view.private_metadata ?? '')).toEqual({ zone: 'Europe/Berlin', channel: CHANNEL.id });
    expect(textOf(open.view)).toContain('Europe/Berlin');
    expect(r.t.has('views.update')).toBe(false);
    expect(r.t.has('respond')).toBe(false);
  });

  it('opens a placeholder when the portal is slow, then puts the modal in its place', async () => {
    const slow = deferred<PortalProfile>();
    let openedAt = 0;
    const r = listenerRig({
      discover: () => slow.promise,
      client: {
        'views.open': () => {
          openedAt = performance.now();
          return { ok: true, view: { id: OPENED_VIEW_ID } };
        },
      },
    });
    const started = performance.now();
    const done = r.command('/portal-task', 'every day at 6am');
    await reached(r, 'views.open');
    // The placeholder waited for the details as long as it should (a lower bound: a busy machine only adds to it).
    expect(openedAt - started).toBeGreaterThanOrEqual(READY_WITHIN_MS - 5);
    // Nothing is filled in until the details come.
    expect(r.t.has('views.update')).toBe(false);
    const placeholder = r.t.only<ViewCall>('views.open').view;
    expect(placeholder.callback_id).toBe(CALLBACK.progress);
    expect(textOf(placeholder)).toContain('Loading…');
    expect(placeholder.title.text).toBe('Scheduled task');

    slow.resolve(profileWith(['ExecuteSceneCook']));
    await done;
    const update = r.t.only<ViewCall>('views.update');
    expect(update.view_id).toBe(OPENED_VIEW_ID);
    expect(update.view.callback_id).toBe(CALLBACK.taskModal);
    expect(typeValues(update.view)).toEqual(['ExecuteSceneCook']);
    expect(phraseOf(update.view)).toBe('every day at 6am');
    expect(r.t.names()).toEqual([
      'ack',
      'policy.check',
      'identity.tokensFor',
      'users.info',
      'portal.discover',
      'views.open',
      'views.update',
    ]);
  });

  it('opens a placeholder when the time zone is slow to come, and fills it in with that zone', async () => {
    const zone = deferred<unknown>();
    const r = listenerRig({ client: { 'users.info': () => zone.promise } });
    const done = r.command('/portal-task');
    await reached(r, 'views.open');
    expect(r.t.only<ViewCall>('views.open').view.callback_id).toBe(CALLBACK.progress);

    zone.resolve({ ok: true, user: { id: PERSON.user, tz: 'Asia/Kolkata' } });
    await done;
    const update = r.t.only<ViewCall>('views.update');
    expect(update.view_id).toBe(OPENED_VIEW_ID);
    expect(update.view.callback_id).toBe(CALLBACK.taskModal);
    expect(readModalMetadata(update.view.private_metadata ?? '')?.zone).toBe('Asia/Kolkata');
  });

  it('opens one finished modal when the details come within READY_WITHIN_MS, if not at once', async () => {
    const r = listenerRig({
      discover: () => new Promise((res) => setTimeout(() => res(profileWith(['ExecuteNotebook'])), 1)),
    });
    await r.command('/portal-task');
    expect(r.t.only<ViewCall>('views.open').view.callback_id).toBe(CALLBACK.taskModal);
    expect(r.t.has('views.update')).toBe(false);
  });

  it('tells the person in words when discovery fails before anything opened, and opens nothing', async () => {
    const r = listenerRig({
      discover: async () => {
        throw new PortalOpsError('portal.not-delivered', {
          operation: 'discover',
          host: 'portal.example.com',
          reason: 'refused',
        });
      },
    });
    await r.command('/portal-task', 'every day at 6am');
    expect(r.t.has('views.open')).toBe(false);
    const said = r.t.only<Said>('respond');
    expect(said.response_type).toBe('ephemeral');
    expect(said.replace_original).toBe(false);
    expect(said.text).toContain(
      'Could not reach the portal (portal.example.com) while reading the portal’s details (connection refused)',
    );
    expect(said.text).toContain('It is safe to try again.');
    expect(said.text).not.toContain('Reference');
  });

  it('shows the error in place of the placeholder when discovery fails after it opened', async () => {
    const slow = deferred<PortalProfile>();
    const r = listenerRig({ discover: () => slow.promise });
    const done = r.command('/portal-task');
    await reached(r, 'views.open');
    slow.reject(new PortalOpsError('portal.sign-in-required'));
    await done;

    const update = r.t.only<ViewCall>('views.update');
    expect(update.view_id).toBe(OPENED_VIEW_ID);
    expect(update.view.callback_id).toBe(CALLBACK.progress);
    expect(update.view.title.text).toBe('Could not continue');
    const words = textOf(update.view);
    expect(words).toContain('The portal no longer accepts the sign-in the bot holds');
    expect(words).toContain('Sign in again (`/portal login`)');
    expect(r.t.has('respond')).toBe(false);
  });

  it('says nothing when the person closed the placeholder before the details came', async () => {
    const slow = deferred<PortalProfile>();
    const r = listenerRig({
      discover: () => slow.promise,
      client: {
        'views.update': () => {
          throw slackError('not_found');
        },
      },
    });
    const done = r.command('/portal-task');
    await reached(r, 'views.open');
    slow.resolve(profileWith(['ExecuteNotebook']));
    await done;
    expect(r.t.argsOf('views.update')).toHaveLength(1);
    expect(r.t.has('respond')).toBe(false);
  });

  it('puts the failure in the placeholder when filling it in fails, so it does not keep loading', async () => {
    const slow = deferred<PortalProfile>();
    let updates = 0;
    const r = listenerRig({
      discover: () => slow.promise,
      client: {
        'views.update': () => {
          updates++;
          if (updates === 1) throw slackError('ratelimited');
          return { ok: true };
        },
      },
    });
    const done = r.command('/portal-task');
    await reached(r, 'views.open');
    slow.resolve(profileWith(['ExecuteNotebook']));
    await done;
    const [first, second] = r.t.argsOf<ViewCall>('views.update');
    expect(first?.view.callback_id).toBe(CALLBACK.taskModal);
    expect(second?.view_id).toBe(OPENED_VIEW_ID);
    expect(second?.view.callback_id).toBe(CALLBACK.progress);
    expect(second?.view.title.text).toBe('Could not continue');
    expect(r.t.has('respond')).toBe(false);
  });

  it.each(['expired_trigger_id', 'exchanged_trigger_id'])(
    'says to run the command again when views.open answers %s',
    async (code) => {
      const r = listenerRig({
        client: {
          'views.open': () => {
            throw slackError(code);
          },
        },
      });
      await r.command('/portal-task', 'every day at 6am');
      expect(r.t.argsOf('views.open')).toHaveLength(1);
      expect(r.t.has('views.update')).toBe(false);
      const said = r.t.only<Said>('respond');
      expect(said.response_type).toBe('ephemeral');
      expect(said.text).toContain('Slack did not let the form open in time; nothing was sent.');
      expect(said.text).toContain('Run the command again.');
    },
  );

  it('says to run the command again when the placeholder cannot open in time either', async () => {
    const slow = deferred<PortalProfile>();
    const r = listenerRig({
      discover: () => slow.promise,
      client: {
        'views.open': () => {
          throw slackError('expired_trigger_id');
        },
      },
    });
    const done = r.command('/portal-task');
    await reached(r, 'respond');
    slow.resolve(profileWith(['ExecuteNotebook']));
    await done;
    expect(r.t.has('views.update')).toBe(false);
    expect(r.t.only<Said>('respond').text).toContain('Run the command again.');
  });

  it('asks a person who has not linked their account to sign in, and opens no modal', async () => {
    const r = listenerRig({ tokensFor: async () => undefined });
    await r.command('/portal-task', 'every day at 6am');
    expect(r.t.has('views.open')).toBe(false);
    expect(r.t.has('portal.discover')).toBe(false);
    const said = r.t.only<Said>('respond');
    expect(said.response_type).toBe('ephemeral');
    expect(said.text).toContain('You have not linked your portal account yet.');
    expect(said.text).toContain('/portal login');
  });

  it('refuses in words when the policy says no, before asking who the person is on the portal', async () => {
    const r = listenerRig({
      mode: 'service-account',
      check: () => {
        throw new PortalOpsError('policy.not-allowed', { reason: 'task' });
      },
    });
    await r.command('/portal-task', 'every day at 6am');
    expect(r.t.names()).toEqual(['ack', 'policy.check', 'respond']);
    const said = r.t.only<Said>('respond');
    expect(said.response_type).toBe('ephemeral');
    expect(said.text).toContain('You are not on the list of people who may create tasks through this bot.');
    expect(said.text).toContain('PORTAL_TASK_USERS');
  });
});
