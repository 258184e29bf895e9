import { describe, expect, it } from 'vitest';
import { READY_WITHIN_MS } from '../../src/slack/listeners/open-modal.js';
import { textOf } from '../support/slack-payloads.js';
import { slashCommand } from '../support/slack-requests.js';
import { CALLBACK, command, nextCall, openTaskModal, startRig, words } from './rig.js';

/** The view a recorded call carried (the fake has parsed the form's JSON). */
const viewOf = (call: { args: Record<string, unknown> } | undefined) =>
  (call?.args.view ?? {}) as { callback_id?: string };

describe('end to end: how /portal-task opens its modal', () => {
  it('opens the finished modal in one call when the zone and the portal answer at once', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every weekday 7pm');
    const opens = r.fake.callsTo('views.open');
    expect(opens).toHaveLength(1);
    expect(viewOf(opens[0]).callback_id).toBe(CALLBACK.taskModal);
    expect(r.fake.callsTo('views.update')).toHaveLength(0);
    expect(words(r, viewId)).toContain('America/Los_Angeles');
  });

  it('opens a placeholder while the trigger is fresh when Slack is slow to say the zone, then fills it in', async () => {
    const r = await startRig();
    r.fake.delayNext('users.info', READY_WITHIN_MS + 500);
    const viewId = await openTaskModal(r, 'every weekday 7pm');
    const [open] = r.fake.callsTo('views.open');
    expect(viewOf(open).callback_id).toBe(CALLBACK.progress);
    expect(textOf(open?.args.view)).toContain('Loading');
    const updates = r.fake.callsTo('views.update');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.args.view_id).toBe(viewId);
    expect(words(r, viewId)).toContain('America/Los_Angeles');
  });

  it('a portal that answers with errors before anything opened: words to the person, no modal', async () => {
    const r = await startRig();
    r.emulator.fault({ kind: 'http-502', op: 'self', times: 3 });
    const reply = await command(r, '/portal-task', 'every weekday 7pm');
    expect(reply.body.response_type).toBe('ephemeral');
    expect(reply.text).toContain('could not be read while reading the portal’s details');
    expect(reply.text).toContain('Try again in a moment');
    expect(r.fake.callsTo('views.open')).toHaveLength(0);
  });

  it('a clean stop while a placeholder waits to be filled in finishes filling it first', async () => {
    const r = await startRig();
    r.fake.delayNext('users.info', READY_WITHIN_MS + 500);
    const opened = await nextCall(r, 'views.open', () =>
      slashCommand(r.target, { command: '/portal-task', text: 'every weekday 7pm' }),
    );
    expect(r.fake.callsTo('views.update')).toHaveLength(0);
    await r.restart();
    const [update] = r.fake.callsTo('views.update');
    expect(update?.args.view_id).toBe((opened.answer?.view as { id?: string } | undefined)?.id);
    expect(viewOf(update).callback_id).toBe(CALLBACK.taskModal);
  });
});
