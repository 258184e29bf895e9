// Choosing the type, the report or the schedule mode rebuilds the task modal around what was typed, on the view's
// hash; a newer update that won (hash_conflict) is nothing to repair and nothing to tell.
import type { ModalView, View } from '@slack/types';
import { describe, expect, it } from 'vitest';
import { BLOCK, CALLBACK, SCHEDULE_MODE } from '../../../src/slack/ids.js';
import { modalMetadata } from '../../../src/slack/views/metadata.js';
import { taskModal } from '../../../src/slack/views/task-modal.js';
import { listenerRig, PERSON, profileWith, sentView, slackError } from '../../support/listener-harness.js';
import { type Answers, blockById, type JsonObject, viewState } from '../../support/slack-payloads.js';
import { ALL_TYPES, LA } from '../views/fixtures.js';

type UpdateCall = { view_id: string; hash: string; view: ModalView };

const metadata = modalMetadata({ zone: LA, channel: 'C0OPS00001' });
const blockIds = (v: View) => v.blocks.map((b) => b.block_id);

/** The modal as Slack sends it back after the person typed `typed` and then chose `value` in `actionId`. */
function chosen(modal: ModalView, typed: Answers, actionId: string, value: string) {
  const values = viewState(modal as unknown as { blocks: JsonObject[] }, { ...typed, [actionId]: value });
  return sentView(modal, { id: 'V0TASK0001', hash: '1763726400.h4sh0001', values });
}

describe('rebuilding the task modal', () => {
  it('a new type: views.update on the same view and hash, the new type’s fields, what was typed kept', async () => {
    const r = listenerRig({ discover: async () => profileWith(ALL_TYPES) });
    const view = chosen(
      taskModal({ types: ALL_TYPES, zone: LA, metadata }),
      { [BLOCK.title]: 'Weekly' },
      BLOCK.type,
      'ExecuteReport',
    );
    await r.act(view, { actionId: BLOCK.type, value: 'ExecuteReport' });

    expect(r.t.names()[0]).toBe('ack');
    expect(r.acked()).toBeUndefined();
    expect(r.t.only('identity.tokensFor')).toEqual(PERSON);
    const update = r.t.only<UpdateCall>('views.update');
    expect(update.view_id).toBe('V0TASK0001');
    expect(update.hash).toBe('1763726400.h4sh0001');
    expect(update.view.callback_id).toBe(CALLBACK.taskModal);
    expect(update.view.private_metadata).toBe(metadata);
    expect(blockIds(update.view)).toContain(BLOCK.reportSubType);
    expect(blockIds(update.view)).not.toContain(BLOCK.notebookParameters);
    const title = blockById({ blocks: update.view.blocks as unknown as JsonObject[] }, BLOCK.title);
    expect((title.element as { initial_value?: string }).initial_value).toBe('Weekly');
  });

  it('offers only the types the portal supports now', async () => {
    const r = listenerRig({ discover: async () => profileWith(['ExecuteNotebook', 'ExecuteReport']) });
    const view = chosen(taskModal({ types: ALL_TYPES, zone: LA, metadata }), {}, BLOCK.type, 'ExecuteReport');
    await r.act(view, { actionId: BLOCK.type, value: 'ExecuteReport' });
    const update = r.t.only<UpdateCall>('views.update');
    const select = blockById({ blocks: update.view.blocks as unknown as JsonObject[] }, BLOCK.type);
    const offered = ((select.element as { options: { value: string }[] }).options ?? []).map((o) => o.value);
    expect(offered).toEqual(['ExecuteNotebook', 'ExecuteReport']);
  });

  it('the schedule mode: typed CRON fields in place of the phrase', async () => {
    const r = listenerRig({ discover: async () => profileWith(ALL_TYPES) });
    const modal = taskModal({ types: ALL_TYPES, type: 'ExecuteNotebook', zone: LA, metadata });
    await r.act(chosen(modal, {}, BLOCK.scheduleMode, SCHEDULE_MODE.fields), {
      actionId: BLOCK.scheduleMode,
      value: SCHEDULE_MODE.fields,
    });
    const ids = blockIds(r.t.only<UpdateCall>('views.update').view);
    expect(ids).toEqual(expect.arrayContaining([BLOCK.minute, BLOCK.hour, BLOCK.dayOfWeek]));
    expect(ids).not.toContain(BLOCK.schedule);
  });

  it('the report: the periods of that report', async () => {
    const r = listenerRig({ discover: async () => profileWith(ALL_TYPES) });
    const modal = taskModal({ types: ALL_TYPES, type: 'ExecuteReport', zone: LA, metadata });
    expect(blockIds(modal)).not.toContain(BLOCK.timeDuration);
    await r.act(chosen(modal, {}, BLOCK.reportSubType, 'activity'), {
      actionId: BLOCK.reportSubType,
      value: 'activity',
    });
    const update = r.t.only<UpdateCall>('views.update');
    const period = blockById({ blocks: update.view.blocks as unknown as JsonObject[] }, BLOCK.timeDuration);
    expect((period.element as { options: unknown[] }).options.length).toBeGreaterThan(0);
  });

  it('swallows hash_conflict: no throw, nothing sent to the person, nothing else called', async () => {
    const r = listenerRig({
      discover: async () => profileWith(ALL_TYPES),
      client: {
        'views.update': () => {
          throw slackError('hash_conflict');
        },
      },
    });
    const view = chosen(taskModal({ types: ALL_TYPES, zone: LA, metadata }), {}, BLOCK.type, 'ExecuteNotebook');
    await expect(r.act(view, { actionId: BLOCK.type, value: 'ExecuteNotebook' })).resolves.toBeUndefined();
    expect(r.t.names()).toEqual(['ack', 'identity.tokensFor', 'portal.discover', 'views.update']);
  });

  it('does nothing after the ack for a person no longer linked', async () => {
    const r = listenerRig({ tokensFor: async () => undefined });
    const view = chosen(taskModal({ types: ALL_TYPES, zone: LA, metadata }), {}, BLOCK.type, 'ExecuteNotebook');
    await r.act(view, { actionId: BLOCK.type, value: 'ExecuteNotebook' });
    expect(r.t.names()).toEqual(['ack', 'identity.tokensFor']);
  });
});
