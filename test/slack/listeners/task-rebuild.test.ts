// Choosing the type, the report or the schedule mode rebuilds the task modal around what was typed, on the view's
// hash; a newer update that won (hash_conflict) is nothing to repair and nothing to tell.
import type { ModalView, View } from '@slack/types';
import { describe, expect, it } from 'vitest';
import { ADVANCED, ADVANCED_ACTION, BLOCK, CALLBACK, LAYER_CHOICE, SCHEDULE_MODE } from '../../../src/slack/ids.js';
import { modalMetadata, readModalMetadata } from '../../../src/slack/views/metadata.js';
import { taskModal } from '../../../src/slack/views/task-modal.js';
import { listenerRig, PERSON, profileWith, sentView, slackError } from '../../support/listener-harness.js';
import { type Answers, blockById, type JsonObject, textOf, viewState } from '../../support/slack-payloads.js';
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
    const modal = taskModal({ types: ALL_TYPES, type: 'ExecuteNotebook', zone: LA, metadata, advanced: true });
    await r.act(chosen(modal, {}, BLOCK.scheduleMode, SCHEDULE_MODE.fields), {
      actionId: BLOCK.scheduleMode,
      value: SCHEDULE_MODE.fields,
    });
    const ids = blockIds(r.t.only<UpdateCall>('views.update').view);
    expect(ids).toEqual(expect.arrayContaining([BLOCK.minute, BLOCK.hour, BLOCK.dayOfWeek]));
    expect(ids).not.toContain(BLOCK.schedule);
  });

  /** The five fields' initial values in a rebuilt view. */
  const fieldsOf = (view: View) =>
    [BLOCK.minute, BLOCK.hour, BLOCK.dayOfMonth, BLOCK.month, BLOCK.dayOfWeek].map(
      (id) =>
        (blockById({ blocks: view.blocks as unknown as JsonObject[] }, id).element as { initial_value?: string })
          .initial_value,
    );

  it('choosing the CRON fields fills them with what the phrase compiled to in the person’s zone', async () => {
    const r = listenerRig({ discover: async () => profileWith(ALL_TYPES) });
    const modal = taskModal({ types: ALL_TYPES, type: 'ExecuteNotebook', zone: LA, metadata, advanced: true });
    const typed = { [BLOCK.schedule]: 'every weekday 7pm until Dec 31 2026' };
    await r.act(chosen(modal, typed, BLOCK.scheduleMode, SCHEDULE_MODE.fields), {
      actionId: BLOCK.scheduleMode,
      value: SCHEDULE_MODE.fields,
    });
    const view = r.t.only<UpdateCall>('views.update').view;
    // 7 PM in Los Angeles on weekdays: 03:00 UTC, Tuesday to Saturday
    expect(fieldsOf(view)).toEqual(['0', '3', '?', '*', '3-7']);
    const words = textOf(view);
    expect(words).toContain(
      'Filled in from your schedule in words (America/Los_Angeles), moved to UTC: `0 3 ? * 3-7`.',
    );
    // the phrase's end date comes along, in the person's zone
    const end = blockById({ blocks: view.blocks as unknown as JsonObject[] }, BLOCK.endDate);
    expect((end.element as { initial_date?: string }).initial_date).toBe('2026-12-31');
    // and the phrase is kept for a switch back
    expect(readModalMetadata(view.private_metadata ?? '')?.hidden).toEqual({
      schedule: 'every weekday 7pm until Dec 31 2026',
    });
  });

  it('a phrase that needs several tasks fills the first and says how many it needs', async () => {
    const r = listenerRig({ discover: async () => profileWith(ALL_TYPES) });
    const modal = taskModal({ types: ALL_TYPES, type: 'ExecuteNotebook', zone: LA, metadata, advanced: true });
    const typed = { [BLOCK.schedule]: 'on the 30th of every month at 8pm' };
    await r.act(chosen(modal, typed, BLOCK.scheduleMode, SCHEDULE_MODE.fields), {
      actionId: BLOCK.scheduleMode,
      value: SCHEDULE_MODE.fields,
    });
    const view = r.t.only<UpdateCall>('views.update').view;
    const words = textOf(view);
    expect(words).toMatch(/needs 2 tasks to run exactly .*these fields hold one, so they show the first/);
    expect(fieldsOf(view).every((f) => f !== undefined && f !== '')).toBe(true);
  });

  it('a phrase that cannot be read leaves the fields empty and says why; no phrase, no words', async () => {
    const r = listenerRig({ discover: async () => profileWith(ALL_TYPES) });
    const modal = taskModal({ types: ALL_TYPES, type: 'ExecuteNotebook', zone: LA, metadata, advanced: true });
    await r.act(chosen(modal, { [BLOCK.schedule]: 'whenever it rains' }, BLOCK.scheduleMode, SCHEDULE_MODE.fields), {
      actionId: BLOCK.scheduleMode,
      value: SCHEDULE_MODE.fields,
    });
    const [unread] = r.t.argsOf<UpdateCall>('views.update');
    expect(textOf(unread?.view)).toContain('These could not be filled in from your schedule in words:');
    expect(fieldsOf(unread?.view as View)).toEqual([undefined, undefined, undefined, undefined, undefined]);

    const r2 = listenerRig({ discover: async () => profileWith(ALL_TYPES) });
    await r2.act(chosen(modal, { [BLOCK.schedule]: null }, BLOCK.scheduleMode, SCHEDULE_MODE.fields), {
      actionId: BLOCK.scheduleMode,
      value: SCHEDULE_MODE.fields,
    });
    expect(textOf(r2.t.only<UpdateCall>('views.update').view)).not.toMatch(/Filled in|could not be filled/);
  });

  it('back to words: the phrase comes back as it was, the typed fields are kept for later', async () => {
    const r = listenerRig({ discover: async () => profileWith(ALL_TYPES) });
    const withPhrase = modalMetadata({ zone: LA, channel: 'C0OPS00001', hidden: { schedule: 'every day at 6am' } });
    const modal = taskModal({
      types: ALL_TYPES,
      type: 'ExecuteNotebook',
      zone: LA,
      metadata: withPhrase,
      scheduleMode: 'fields',
      advanced: true,
    });
    await r.act(chosen(modal, { [BLOCK.minute]: '15' }, BLOCK.scheduleMode, SCHEDULE_MODE.phrase), {
      actionId: BLOCK.scheduleMode,
      value: SCHEDULE_MODE.phrase,
    });
    const view = r.t.only<UpdateCall>('views.update').view;
    const phrase = blockById({ blocks: view.blocks as unknown as JsonObject[] }, BLOCK.schedule);
    expect((phrase.element as { initial_value?: string }).initial_value).toBe('every day at 6am');
    expect(readModalMetadata(view.private_metadata ?? '')?.hidden).toEqual({ minute: '15' });
  });

  it('advanced settings: folding keeps what was typed (said in a line), unfolding shows it again', async () => {
    const r = listenerRig({ discover: async () => profileWith(ALL_TYPES) });
    const open = taskModal({ types: ALL_TYPES, type: 'ExecuteNotebook', zone: LA, metadata, advanced: true });
    const typed = { [BLOCK.startDate]: '2026-03-09', [BLOCK.endDate]: '2026-06-30', [BLOCK.maxOccurrences]: '40' };
    await r.act(chosen(open, typed, BLOCK.title, 'Nightly'), { actionId: ADVANCED_ACTION, value: ADVANCED.close });
    const folded = r.t.only<UpdateCall>('views.update').view;
    expect(blockIds(folded)).not.toContain(BLOCK.startDate);
    expect(textOf(folded)).toContain(
      'Set under more options: starts Mar 9, 2026 · ends Jun 30, 2026 · at most 40 runs.',
    );
    expect(readModalMetadata(folded.private_metadata ?? '')?.hidden).toEqual({
      startDate: '2026-03-09',
      endDate: '2026-06-30',
      maxOccurrences: '40',
    });

    const r2 = listenerRig({ discover: async () => profileWith(ALL_TYPES) });
    await r2.act(chosen(folded, {}, BLOCK.title, 'Nightly'), { actionId: ADVANCED_ACTION, value: ADVANCED.open });
    const reopened = r2.t.only<UpdateCall>('views.update').view;
    const at = (id: string) => blockById({ blocks: reopened.blocks as unknown as JsonObject[] }, id).element;
    expect(at(BLOCK.startDate)).toMatchObject({ initial_date: '2026-03-09' });
    expect(at(BLOCK.endDate)).toMatchObject({ initial_date: '2026-06-30' });
    expect(at(BLOCK.maxOccurrences)).toMatchObject({ initial_value: '40' });
    expect(at(BLOCK.title)).toMatchObject({ initial_value: 'Nightly' });
    expect(textOf(reopened)).not.toContain('Set under more options');
    // shown again, so no longer kept aside
    expect(readModalMetadata(reopened.private_metadata ?? '')?.hidden).toBeUndefined();
  });

  it('the layer choice: only these layers shows the list, all layers hides it', async () => {
    const r = listenerRig({ discover: async () => profileWith(ALL_TYPES) });
    const modal = taskModal({ types: ALL_TYPES, type: 'ExecuteSceneCook', zone: LA, metadata });
    expect(blockIds(modal)).not.toContain(BLOCK.layer);
    await r.act(chosen(modal, {}, BLOCK.layerChoice, LAYER_CHOICE.some), {
      actionId: BLOCK.layerChoice,
      value: LAYER_CHOICE.some,
    });
    expect(blockIds(r.t.only<UpdateCall>('views.update').view)).toContain(BLOCK.layer);
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
