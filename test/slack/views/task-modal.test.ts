import type { InputBlock, ModalView, StaticSelect } from '@slack/types';
import { describe, expect, it } from 'vitest';
import { durationsFor, REPORT_SUB_TYPES } from '../../../src/portal/schema/report.js';
import { UPDATE_MODES } from '../../../src/portal/schema/scene-cook.js';
import type { TaskType } from '../../../src/portal/schema/task-types.js';
import { BLOCK, CALLBACK, REBUILD_ACTIONS } from '../../../src/slack/ids.js';
import type { ViewStateValues } from '../../../src/slack/state.js';
import { modalMetadata, readModalMetadata } from '../../../src/slack/views/metadata.js';
import { taskModal } from '../../../src/slack/views/task-modal.js';
import { ALL_TYPES, LA } from './fixtures.js';
import { allText, inputIds, violations } from './limits.js';

const metadata = modalMetadata({ zone: LA, channel: 'C123' });

function input(view: ModalView, blockId: string): InputBlock {
  const b = view.blocks.find((x): x is InputBlock => x.type === 'input' && x.block_id === blockId);
  if (!b) throw new Error(`no input ${blockId}`);
  return b;
}

function selectValues(view: ModalView, blockId: string): string[] {
  return ((input(view, blockId).element as StaticSelect).options ?? []).map((o) => o.value ?? '');
}

/** What Slack sends back for the modal after the person typed into it (a rebuild reads the same shape). */
function typed(over: Record<string, Record<string, unknown>>): ViewStateValues {
  return over as unknown as ViewStateValues;
}

describe('taskModal', () => {
  it('is a modal within Slack limits: title, Review and Cancel, the metadata as given', () => {
    const view = taskModal({ types: ALL_TYPES, zone: LA, metadata, phrase: 'every weekday 7pm' });
    expect(violations(view, 'modal')).toEqual([]);
    expect(view.callback_id).toBe(CALLBACK.taskModal);
    expect(view.title.text).toBe('Scheduled task');
    expect(view.submit?.text).toBe('Review');
    expect(view.close?.text).toBe('Cancel');
    expect(view.private_metadata).toBe(metadata);
    expect(readModalMetadata(view.private_metadata ?? '')).toEqual({ zone: LA, channel: 'C123' });
  });

  it('offers only the supported types, in plain words, and dispatches on change', () => {
    const types: TaskType[] = ['ExecuteNotebook', 'ExecuteSceneCook'];
    const view = taskModal({ types, zone: LA, metadata });
    expect(selectValues(view, BLOCK.type)).toEqual(types);
    const block = input(view, BLOCK.type);
    expect(block.dispatch_action).toBe(true);
    const labels = (block.element as StaticSelect).options?.map((o) => o.text.text);
    expect(labels).toEqual(['Run a notebook', 'Rebuild a scene layer cache']);
    expect(REBUILD_ACTIONS).toContain((block.element as StaticSelect).action_id);
  });

  it('with several types, none is chosen until the person chooses; with one, it is', () => {
    const several = taskModal({ types: ALL_TYPES, zone: LA, metadata });
    expect((input(several, BLOCK.type).element as StaticSelect).initial_option).toBeUndefined();
    expect(allText(several)).toContain('Choose the task type to see its settings.');
    const one = taskModal({ types: ['ExecuteReport'], zone: LA, metadata });
    expect((input(one, BLOCK.type).element as StaticSelect).initial_option?.value).toBe('ExecuteReport');
    expect(inputIds(one)).toContain(BLOCK.reportSubType);
  });

  it('ignores a type that is not supported (an action value from another select)', () => {
    const view = taskModal({ types: ['ExecuteNotebook'], type: 'ExecuteSceneCook', zone: LA, metadata });
    expect((input(view, BLOCK.type).element as StaticSelect).initial_option?.value).toBe('ExecuteNotebook');
    expect(inputIds(view)).not.toContain(BLOCK.serviceUrl);
  });

  it('prefills the phrase and names the zone in its hint, with examples', () => {
    const view = taskModal({ types: ALL_TYPES, zone: LA, metadata, phrase: 'every weekday 7pm Pacific' });
    const phrase = input(view, BLOCK.schedule);
    expect(phrase.element).toMatchObject({ type: 'plain_text_input', initial_value: 'every weekday 7pm Pacific' });
    expect(phrase.hint?.text).toContain(`Read in your time zone (${LA}) unless it names one`);
    expect(phrase.hint?.text).toMatch(/Examples: every weekday 7pm/);
    expect(inputIds(view)).not.toContain(BLOCK.minute);
  });

  it('in fields mode shows the five CRON fields (UTC) instead of the phrase', () => {
    const view = taskModal({ types: ALL_TYPES, zone: LA, metadata, scheduleMode: 'fields' });
    const ids = inputIds(view);
    for (const b of [BLOCK.minute, BLOCK.hour, BLOCK.dayOfMonth, BLOCK.month, BLOCK.dayOfWeek])
      expect(ids).toContain(b);
    expect(ids).not.toContain(BLOCK.schedule);
    expect(input(view, BLOCK.hour).label.text).toBe('Hour (UTC)');
    expect(input(view, BLOCK.scheduleMode).dispatch_action).toBe(true);
  });

  it('has start and end datepickers and maximum runs as a whole number from 1', () => {
    const view = taskModal({ types: ALL_TYPES, zone: LA, metadata });
    expect(input(view, BLOCK.startDate).element.type).toBe('datepicker');
    expect(input(view, BLOCK.endDate).element.type).toBe('datepicker');
    expect(input(view, BLOCK.maxOccurrences).element).toMatchObject({
      type: 'number_input',
      is_decimal_allowed: false,
      min_value: '1',
    });
    expect(input(view, BLOCK.startDate).optional).toBe(true);
  });

  it('scene cook: URL, instances default 2, layers default {}, update modes with their descriptions', () => {
    const view = taskModal({ types: ALL_TYPES, type: 'ExecuteSceneCook', zone: LA, metadata });
    expect(violations(view, 'modal')).toEqual([]);
    expect(input(view, BLOCK.serviceUrl).element.type).toBe('plain_text_input');
    expect(input(view, BLOCK.instances).element).toMatchObject({
      type: 'number_input',
      initial_value: '2',
      min_value: '1',
    });
    expect(input(view, BLOCK.layer).element).toMatchObject({ multiline: true, initial_value: '{}' });
    const modes = input(view, BLOCK.updateMode).element as StaticSelect;
    expect(modes.options?.map((o) => o.value)).toEqual(UPDATE_MODES.map((m) => m.value));
    expect(modes.options?.map((o) => o.description?.text)).toEqual(UPDATE_MODES.map((m) => m.description));
    expect(input(view, BLOCK.itemId).optional).toBe(false);
  });

  it('report: item optional; the period select lists only the chosen report’s periods, none for snapshots', () => {
    const none = taskModal({ types: ALL_TYPES, type: 'ExecuteReport', zone: LA, metadata });
    expect(input(none, BLOCK.itemId).optional).toBe(true);
    expect(input(none, BLOCK.itemId).label.text).toBe('Item id (optional)');
    expect(input(none, BLOCK.reportSubType).dispatch_action).toBe(true);
    expect(inputIds(none)).not.toContain(BLOCK.timeDuration);
    for (const sub of REPORT_SUB_TYPES) {
      const view = taskModal({
        types: ALL_TYPES,
        type: 'ExecuteReport',
        zone: LA,
        metadata,
        values: typed({
          [BLOCK.reportSubType]: { [BLOCK.reportSubType]: { type: 'static_select', selected_option: { value: sub } } },
        }),
      });
      expect(violations(view, 'modal')).toEqual([]);
      const periods = durationsFor(sub);
      if (periods.length === 0) {
        expect(inputIds(view)).not.toContain(BLOCK.timeDuration);
        expect(allText(view)).toContain('snapshot');
      } else expect(selectValues(view, BLOCK.timeDuration)).toEqual(periods);
    }
  });

  it('notebook: parameters JSON and "update the item" checked by default', () => {
    const view = taskModal({ types: ALL_TYPES, type: 'ExecuteNotebook', zone: LA, metadata });
    expect(input(view, BLOCK.notebookParameters).element).toMatchObject({ type: 'plain_text_input', multiline: true });
    const boxes = input(view, BLOCK.notebookOptions).element;
    expect(boxes).toMatchObject({ type: 'checkboxes', initial_options: [{ value: 'update_item' }] });
  });

  it('workbook and workflow manager: one JSON box', () => {
    for (const type of ['UpdateAnalyticsWorkbook', 'ExecuteWorkflowManager'] as const) {
      const view = taskModal({ types: ALL_TYPES, type, zone: LA, metadata });
      expect(input(view, BLOCK.parameters).element).toMatchObject({ multiline: true });
    }
  });

  it('a rebuild after a type change keeps what was typed and shows the new type’s fields', () => {
    const values = typed({
      [BLOCK.type]: { [BLOCK.type]: { type: 'static_select', selected_option: { value: 'ExecuteSceneCook' } } },
      [BLOCK.title]: { [BLOCK.title]: { type: 'plain_text_input', value: 'City cache' } },
      [BLOCK.itemId]: { [BLOCK.itemId]: { type: 'plain_text_input', value: 'ABC' } },
      [BLOCK.scheduleMode]: { [BLOCK.scheduleMode]: { type: 'radio_buttons', selected_option: { value: 'phrase' } } },
      [BLOCK.schedule]: { [BLOCK.schedule]: { type: 'plain_text_input', value: 'every day at 6am' } },
      [BLOCK.startDate]: { [BLOCK.startDate]: { type: 'datepicker', selected_date: '2026-03-08' } },
      [BLOCK.endDate]: { [BLOCK.endDate]: { type: 'datepicker', selected_date: null } },
      [BLOCK.maxOccurrences]: { [BLOCK.maxOccurrences]: { type: 'number_input', value: '12' } },
      [BLOCK.notebookParameters]: { [BLOCK.notebookParameters]: { type: 'plain_text_input', value: '{"a":1}' } },
    });
    const view = taskModal({ types: ALL_TYPES, zone: LA, metadata, phrase: 'ignored', values });
    expect(violations(view, 'modal')).toEqual([]);
    expect((input(view, BLOCK.type).element as StaticSelect).initial_option?.value).toBe('ExecuteSceneCook');
    expect(input(view, BLOCK.title).element).toMatchObject({ initial_value: 'City cache' });
    expect(input(view, BLOCK.itemId).element).toMatchObject({ initial_value: 'ABC' });
    expect(input(view, BLOCK.schedule).element).toMatchObject({ initial_value: 'every day at 6am' });
    expect(input(view, BLOCK.startDate).element).toMatchObject({ initial_date: '2026-03-08' });
    expect(input(view, BLOCK.endDate).element).not.toHaveProperty('initial_date');
    expect(input(view, BLOCK.maxOccurrences).element).toMatchObject({ initial_value: '12' });
    // the new type's fields, with their defaults (they were not on the view before)
    expect(input(view, BLOCK.instances).element).toMatchObject({ initial_value: '2' });
    expect(inputIds(view)).not.toContain(BLOCK.notebookParameters);
  });

  it('a rebuild keeps a field the person emptied empty, and drops a period the new report does not take', () => {
    const values = typed({
      [BLOCK.type]: { [BLOCK.type]: { type: 'static_select', selected_option: { value: 'ExecuteSceneCook' } } },
      [BLOCK.instances]: { [BLOCK.instances]: { type: 'number_input', value: null } },
      [BLOCK.layer]: { [BLOCK.layer]: { type: 'plain_text_input', value: null } },
    });
    const scene = taskModal({ types: ALL_TYPES, zone: LA, metadata, values });
    expect(input(scene, BLOCK.instances).element).not.toHaveProperty('initial_value');
    expect(input(scene, BLOCK.layer).element).not.toHaveProperty('initial_value');

    const report = taskModal({
      types: ALL_TYPES,
      type: 'ExecuteReport',
      zone: LA,
      metadata,
      values: typed({
        [BLOCK.reportSubType]: {
          [BLOCK.reportSubType]: { type: 'static_select', selected_option: { value: 'credits' } },
        },
        [BLOCK.timeDuration]: { [BLOCK.timeDuration]: { type: 'static_select', selected_option: { value: 'daily' } } },
      }),
    });
    expect(violations(report, 'modal')).toEqual([]);
    expect((input(report, BLOCK.timeDuration).element as StaticSelect).initial_option).toBeUndefined();
  });

  it('a rebuild in fields mode keeps the typed fields', () => {
    const values = typed({
      [BLOCK.scheduleMode]: { [BLOCK.scheduleMode]: { type: 'radio_buttons', selected_option: { value: 'fields' } } },
      [BLOCK.minute]: { [BLOCK.minute]: { type: 'plain_text_input', value: '0' } },
      [BLOCK.hour]: { [BLOCK.hour]: { type: 'plain_text_input', value: '3' } },
    });
    const view = taskModal({ types: ALL_TYPES, zone: LA, metadata, values });
    expect(input(view, BLOCK.minute).element).toMatchObject({ initial_value: '0' });
    expect(input(view, BLOCK.hour).element).toMatchObject({ initial_value: '3' });
    expect(input(view, BLOCK.dayOfWeek).element).not.toHaveProperty('initial_value');
  });

  it('clips a long prefilled phrase to the field’s max_length, so Slack accepts the view', () => {
    const view = taskModal({ types: ALL_TYPES, zone: LA, metadata, phrase: 'x'.repeat(5000) });
    expect(violations(view, 'modal')).toEqual([]);
  });

  it('refuses what would be a programmer error: no types, metadata over the limit', () => {
    expect(() => taskModal({ types: [], zone: LA, metadata })).toThrow(RangeError);
    expect(() => taskModal({ types: ALL_TYPES, zone: LA, metadata: 'x'.repeat(3001) })).toThrow(RangeError);
  });

  it('every type’s view stays within the limits, in both schedule modes', () => {
    for (const type of ALL_TYPES) {
      for (const scheduleMode of ['phrase', 'fields'] as const) {
        const view = taskModal({ types: ALL_TYPES, type, zone: LA, metadata, scheduleMode });
        expect(violations(view, 'modal')).toEqual([]);
      }
    }
  });
});
