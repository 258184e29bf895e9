import { describe, expect, it } from 'vitest';
import { textOf } from '../support/slack-payloads.js';
import { viewSubmission } from '../support/slack-requests.js';
import { BLOCK, CALLBACK, CHANNEL, ITEM, openTaskModal, seen, startRig, submit, until } from './rig.js';

describe('end to end: a double-clicked confirm leaves the person reading the outcome', () => {
  it('the losing click’s update cannot land over the created id, even when Slack applies it last', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every day at 6am');
    await submit(r, viewId, { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM });
    const confirmation = seen(r, viewId);
    expect(confirmation.callback_id).toBe(CALLBACK.taskConfirm);

    // The portal takes a moment to answer the first click's POST; the second click comes meanwhile, and the next
    // views.update Slack receives is applied only a second later (a slow moment on Slack's side).
    r.emulator.fault({ kind: 'latency', op: 'createTask', ms: 400 });
    const first = viewSubmission(r.target, { view: confirmation, applyToFake: false });
    await until(() => r.emulator.count('createTask', 'POST') === 1);
    r.fake.delayNext('views.update', 1_000);
    const second = await viewSubmission(r.target, { view: confirmation, applyToFake: false });
    expect((await first).status).toBe(200);
    expect(second.status).toBe(200);

    await r.fake.waitForCall('chat.postMessage');
    const [task] = r.emulator.tasks();
    if (!task) throw new Error('no task created');
    // Both clicks' updates have been applied: the last one is what the person reads.
    await until(() => r.fake.callsTo('views.update').filter((c) => c.answer !== undefined).length >= 2, 8_000);
    const last = seen(r, viewId);
    expect(last.title.text).toBe('Task created');
    expect(textOf(last)).toContain(task.id);
    expect(textOf(last)).not.toContain('already being sent');
    expect(r.emulator.count('createTask', 'POST')).toBe(1);
    expect(r.fake.messages(CHANNEL)).toHaveLength(1);
  });
});
