// A portal that takes no task type (self-hosted before 10.8.1): /portal-task refuses in words, with no modal.
import type { ModalView } from '@slack/types';
import { describe, expect, it, vi } from 'vitest';
import type { PortalProfile } from '../../../src/portal/discovery.js';
import { CALLBACK } from '../../../src/slack/ids.js';
import { deferred, listenerRig, profileWith } from '../../support/listener-harness.js';
import { textOf } from '../../support/slack-payloads.js';

type Said = { response_type: string; text: string };

describe('/portal-task on a portal without scheduled tasks', () => {
  it('says the portal does not support scheduled tasks, opens nothing, and gives no reference', async () => {
    const r = listenerRig({ discover: async () => profileWith([]) });
    await r.command('/portal-task', 'every day at 6am');
    expect(r.t.has('views.open')).toBe(false);
    const said = r.t.only<Said>('respond');
    expect(said.response_type).toBe('ephemeral');
    expect(said.text).toContain('This portal does not support scheduled tasks; it needs version 10.8.1 or later.');
    expect(said.text).not.toContain('Reference');
  });

  it('when the placeholder is already open: the words take its place (it is not left loading)', async () => {
    const slow = deferred<PortalProfile>();
    const r = listenerRig({ discover: () => slow.promise });
    const done = r.command('/portal-task');
    await vi.waitFor(() => expect(r.t.has('views.open')).toBe(true), { timeout: 10_000, interval: 5 });
    slow.resolve(profileWith([]));
    await done;
    const update = r.t.only<{ view: ModalView }>('views.update');
    expect(update.view.callback_id).toBe(CALLBACK.progress);
    expect(textOf(update.view)).toContain('This portal does not support scheduled tasks');
  });
});
