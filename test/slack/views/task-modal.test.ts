import type { ActionsBlock, InputBlock, ModalView, RadioButtons, StaticSelect } from '@slack/types';
import { describe, expect, it } from 'vitest';
import { durationsFor, REPORT_SUB_TYPES } from '../../../src/portal/schema/report.js';
import { UPDATE_MODES } from '../../../src/portal/schema/scene-cook.js';
import type { TaskType } from '../../../src/portal/schema/task-types.js';
import {
  ADVANCED,
  ADVANCED_ACTION,
  ADVANCED_BLOCK,
  BLOCK,
  CALLBACK,
  LAYER_CHOICE,
  REBUILD_ACTIONS,
} from '../../../src/slack/ids.js';
import type { ViewStateValues } from '../../../src/slack/state.js';
import { modalMetadata, readModalMetadata } from '../../../src/slack/views/metadata.js';
import { taskModal } from '../../../src/slack/views/task-modal.js';
import { ALL_TYPES, ITEM, LA } from './fixtures.js';
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

  it('the schedule first, then the type, the item and the title; the advanced settings folded behind a button', () => {
    const view = taskModal({
      types: ALL_TYPES,
      type: 'ExecuteSceneCook',
      zone: LA,
      metadata,
      phrase: 'every weekday 7pm',
    });
    expect(view.blocks.map((b) => b.block_id ?? b.type)).toEqual([
      BLOCK.schedule,
      ADVANCED_BLOCK,
      BLOCK.type,
      BLOCK.itemId,
      BLOCK.title,
      'divider',
      BLOCK.serviceUrl,
      BLOCK.updateMode,
      BLOCK.layerChoice,
      BLOCK.instances,
    ]);
    const toggle = view.blocks.find((b) => b.block_id === ADVANCED_BLOCK) as ActionsBlock;
    expect(toggle.elements[0]).toMatchObject({ type: 'button', action_id: ADVANCED_ACTION, value: ADVANCED.open });
    expect(REBUILD_ACTIONS).toContain(ADVANCED_ACTION);
    for (const folded of [BLOCK.scheduleMode, BLOCK.startDate, BLOCK.endDate, BLOCK.maxOccurrences]) {
      expect(inputIds(view)).not.toContain(folded);
    }
    // shown on request, right under the schedule they belong to, with the button to fold them again
    const open = taskModal({ types: ALL_TYPES, type: 'ExecuteSceneCook', zone: LA, metadata, advanced: true });
    expect(open.blocks.slice(0, 6).map((b) => b.block_id)).toEqual([
      BLOCK.schedule,
      ADVANCED_BLOCK,
      BLOCK.scheduleMode,
      BLOCK.startDate,
      BLOCK.endDate,
      BLOCK.maxOccurrences,
    ]);
    const fold = open.blocks.find((b) => b.block_id === ADVANCED_BLOCK) as ActionsBlock;
    expect(fold.elements[0]).toMatchObject({ value: ADVANCED.close });
  });

  it('the common case is short: fewer blocks than the form it replaces, for every type', () => {
    // Before: type, title, item id, schedule mode, schedule, start, end, maximum runs, divider, then the settings.
    const before: Record<TaskType, number> = {
      ExecuteNotebook: 11,
      UpdateAnalyticsWorkbook: 10,
      ExecuteSceneCook: 13,
      ExecuteWorkflowManager: 10,
      ExecuteReport: 11,
    };
    const after = Object.fromEntries(
      ALL_TYPES.map((type) => [type, taskModal({ types: ALL_TYPES, type, zone: LA, metadata }).blocks.length]),
    );
    expect(after).toEqual({
      ExecuteNotebook: 8,
      UpdateAnalyticsWorkbook: 7,
      ExecuteSceneCook: 10,
      ExecuteWorkflowManager: 7,
      ExecuteReport: 7,
    });
    for (const type of ALL_TYPES) expect(after[type]).toBeLessThan(before[type]);
  });

  it('the item is a picker answered by the app (search or a pasted link), named for what the type runs on', () => {
    const labels = Object.fromEntries(
      (['ExecuteNotebook', 'UpdateAnalyticsWorkbook', 'ExecuteSceneCook', 'ExecuteWorkflowManager'] as const).map(
        (type) => [type, input(taskModal({ types: ALL_TYPES, type, zone: LA, metadata }), BLOCK.itemId).label.text],
      ),
    );
    expect(labels).toEqual({
      ExecuteNotebook: 'Notebook',
      UpdateAnalyticsWorkbook: 'Workbook',
      ExecuteSceneCook: 'Scene layer',
      ExecuteWorkflowManager: 'Workflow item',
    });
    const item = input(taskModal({ types: ALL_TYPES, zone: LA, metadata }), BLOCK.itemId);
    expect(item.label.text).toBe('Item');
    expect(item.optional).toBe(false);
    expect(item.element).toEqual({
      type: 'external_select',
      action_id: BLOCK.itemId,
      min_query_length: 0,
      placeholder: expect.objectContaining({ type: 'plain_text' }),
    });
    expect(item.hint?.text).toContain('…/home/item.html?id=');
  });

  it('a picked item keeps its title through a rebuild; a long title is clipped to what an option may hold', () => {
    const long = 'Sales '.repeat(30);
    const view = taskModal({
      types: ALL_TYPES,
      zone: LA,
      metadata,
      values: typed({
        [BLOCK.itemId]: {
          [BLOCK.itemId]: {
            type: 'external_select',
            selected_option: { value: ITEM, text: { type: 'plain_text', text: long } },
          },
        },
      }),
    });
    expect(violations(view, 'modal')).toEqual([]);
    const initialOption = (
      input(view, BLOCK.itemId).element as { initial_option?: { text: { text: string }; value: string } }
    ).initial_option;
    expect(initialOption?.value).toBe(ITEM);
    expect(Array.from(initialOption?.text.text ?? '')).toHaveLength(75);
  });

  it('fields filled from the phrase: the first task’s fields, the count of tasks in words, the period alongside', () => {
    const fields = { minute: '0', hour: '3', dayOfMonth: '31', month: '*', dayOfWeek: '?' };
    const view = taskModal({
      types: ALL_TYPES,
      zone: LA,
      metadata,
      scheduleMode: 'fields',
      advanced: true,
      fill: { fields, tasks: 2, endDate: Date.UTC(2027, 0, 1, 7, 59) },
    });
    expect(violations(view, 'modal')).toEqual([]);
    const initialValue = (b: string) => (input(view, b).element as { initial_value?: string }).initial_value;
    expect([BLOCK.minute, BLOCK.hour, BLOCK.dayOfMonth, BLOCK.month, BLOCK.dayOfWeek].map(initialValue)).toEqual([
      '0',
      '3',
      '31',
      '*',
      '?',
    ]);
    expect(allText(view)).toContain('needs 2 tasks to run exactly');
    expect(allText(view)).toContain('Its start, end and run limit are below.');
    // the end, in Los Angeles: the last minute of Dec 31
    expect(input(view, BLOCK.endDate).element).toMatchObject({ initial_date: '2026-12-31' });
    const unread = taskModal({
      types: ALL_TYPES,
      zone: LA,
      metadata,
      scheduleMode: 'fields',
      fill: { problem: 'No <b>.' },
    });
    expect(allText(unread)).toContain('could not be filled in from your schedule in words: No &lt;b&gt;.');
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
    expect(phrase.hint?.text).toContain(`In your time zone (${LA}) unless it names one`);
    expect(phrase.hint?.text).toMatch(/E\.g\. every weekday 7pm/);
    expect(inputIds(view)).not.toContain(BLOCK.minute);
  });

  it('in fields mode shows the five CRON fields (UTC) instead of the phrase', () => {
    const view = taskModal({ types: ALL_TYPES, zone: LA, metadata, scheduleMode: 'fields', advanced: true });
    const ids = inputIds(view);
    for (const b of [BLOCK.minute, BLOCK.hour, BLOCK.dayOfMonth, BLOCK.month, BLOCK.dayOfWeek])
      expect(ids).toContain(b);
    expect(ids).not.toContain(BLOCK.schedule);
    expect(input(view, BLOCK.hour).label.text).toBe('Hour (UTC)');
    expect(input(view, BLOCK.scheduleMode).dispatch_action).toBe(true);
  });

  it('has start and end datepickers and maximum runs as a whole number from 1', () => {
    const view = taskModal({ types: ALL_TYPES, zone: LA, metadata, advanced: true });
    expect(input(view, BLOCK.startDate).element.type).toBe('datepicker');
    expect(input(view, BLOCK.endDate).element.type).toBe('datepicker');
    expect(input(view, BLOCK.maxOccurrences).element).toMatchObject({
      type: 'number_input',
      is_decimal_allowed: false,
      min_value: '1',
    });
    expect(input(view, BLOCK.startDate).optional).toBe(true);
  });

  it('scene cook: URL, update mode chosen (latest edits), all layers, instances default 2', () => {
    const view = taskModal({ types: ALL_TYPES, type: 'ExecuteSceneCook', zone: LA, metadata });
    expect(violations(view, 'modal')).toEqual([]);
    expect(input(view, BLOCK.serviceUrl).element.type).toBe('plain_text_input');
    expect(input(view, BLOCK.instances).element).toMatchObject({
      type: 'number_input',
      initial_value: '2',
      min_value: '1',
    });
    const modes = input(view, BLOCK.updateMode);
    const select = modes.element as StaticSelect;
    expect(new Set(select.options?.map((o) => o.value))).toEqual(new Set(UPDATE_MODES.map((m) => m.value)));
    expect(select.initial_option?.value).toBe('PARTIAL_UPDATE_NODES');
    expect(select.options?.map((o) => o.text.text)).toEqual(['Latest edits', 'Whole cache', 'Attributes only']);
    // one line per choice
    expect(modes.hint?.text.split('\n')).toEqual([
      expect.stringMatching(/^Latest edits: /),
      expect.stringMatching(/^Whole cache: /),
      expect.stringMatching(/^Attributes only: /),
    ]);
    // layers are a choice, not JSON: all of them unless the person lists some
    const layers = input(view, BLOCK.layerChoice);
    expect(layers.dispatch_action).toBe(true);
    expect((layers.element as RadioButtons).initial_option?.value).toBe(LAYER_CHOICE.all);
    expect(inputIds(view)).not.toContain(BLOCK.layer);
    expect(allText(view)).not.toContain('{}');
    expect(input(view, BLOCK.itemId).optional).toBe(false);
    expect(input(view, BLOCK.itemId).label.text).toBe('Scene layer');
  });

  it('scene cook, only these layers: a list of layer ids under the choice, kept on a rebuild', () => {
    const view = taskModal({
      types: ALL_TYPES,
      type: 'ExecuteSceneCook',
      zone: LA,
      metadata,
      values: typed({
        [BLOCK.layerChoice]: { [BLOCK.layerChoice]: { type: 'radio_buttons', selected_option: { value: 'some' } } },
        [BLOCK.layer]: { [BLOCK.layer]: { type: 'plain_text_input', value: '0, 3' } },
        [BLOCK.updateMode]: {
          [BLOCK.updateMode]: { type: 'static_select', selected_option: { value: 'RECREATE_ALL_NODES' } },
        },
      }),
    });
    expect(violations(view, 'modal')).toEqual([]);
    expect(input(view, BLOCK.layer).element).toMatchObject({ type: 'plain_text_input', initial_value: '0, 3' });
    expect(input(view, BLOCK.layer).label.text).toBe('Layer ids');
    expect((input(view, BLOCK.updateMode).element as StaticSelect).initial_option?.value).toBe('RECREATE_ALL_NODES');
  });

  it('report: no item at all; the period select lists only the chosen report’s periods, none for snapshots', () => {
    const none = taskModal({ types: ALL_TYPES, type: 'ExecuteReport', zone: LA, metadata });
    expect(inputIds(none)).not.toContain(BLOCK.itemId);
    expect(allText(none)).not.toMatch(/\(optional\)|Item id|item’s page/);
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
      [BLOCK.itemId]: {
        [BLOCK.itemId]: {
          type: 'external_select',
          selected_option: { value: ITEM, text: { type: 'plain_text', text: 'City buildings 3D' } },
        },
      },
      [BLOCK.scheduleMode]: { [BLOCK.scheduleMode]: { type: 'radio_buttons', selected_option: { value: 'phrase' } } },
      [BLOCK.schedule]: { [BLOCK.schedule]: { type: 'plain_text_input', value: 'every day at 6am' } },
      [BLOCK.startDate]: { [BLOCK.startDate]: { type: 'datepicker', selected_date: '2026-03-08' } },
      [BLOCK.endDate]: { [BLOCK.endDate]: { type: 'datepicker', selected_date: null } },
      [BLOCK.maxOccurrences]: { [BLOCK.maxOccurrences]: { type: 'number_input', value: '12' } },
      [BLOCK.notebookParameters]: { [BLOCK.notebookParameters]: { type: 'plain_text_input', value: '{"a":1}' } },
    });
    const view = taskModal({ types: ALL_TYPES, zone: LA, metadata, phrase: 'ignored', values });
    expect(violations(view, 'modal')).toEqual([]);
    // the advanced settings were on the view: they stay shown
    expect((input(view, BLOCK.type).element as StaticSelect).initial_option?.value).toBe('ExecuteSceneCook');
    expect(input(view, BLOCK.title).element).toMatchObject({ initial_value: 'City cache' });
    expect(input(view, BLOCK.itemId).element).toMatchObject({
      type: 'external_select',
      initial_option: { value: ITEM, text: { type: 'plain_text', text: 'City buildings 3D' } },
    });
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
      [BLOCK.updateMode]: { [BLOCK.updateMode]: { type: 'static_select', selected_option: null } },
    });
    const scene = taskModal({ types: ALL_TYPES, zone: LA, metadata, values });
    expect(input(scene, BLOCK.instances).element).not.toHaveProperty('initial_value');
    expect(input(scene, BLOCK.updateMode).element).not.toHaveProperty('initial_option');

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
      [BLOCK.startDate]: { [BLOCK.startDate]: { type: 'datepicker', selected_date: null } },
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
    expect((input(view, BLOCK.schedule).element as { initial_value?: string }).initial_value).toHaveLength(500);
  });

  it('refuses what would be a programmer error: no types, metadata over the limit', () => {
    expect(() => taskModal({ types: [], zone: LA, metadata })).toThrow(RangeError);
    expect(() => taskModal({ types: ALL_TYPES, zone: LA, metadata: 'x'.repeat(3001) })).toThrow(RangeError);
  });

  it('every type’s view stays within the limits, in both schedule modes, advanced shown or not', () => {
    for (const type of ALL_TYPES) {
      for (const scheduleMode of ['phrase', 'fields'] as const) {
        for (const advanced of [true, false]) {
          const view = taskModal({ types: ALL_TYPES, type, zone: LA, metadata, scheduleMode, advanced });
          expect(violations(view, 'modal')).toEqual([]);
        }
      }
    }
  });
});
