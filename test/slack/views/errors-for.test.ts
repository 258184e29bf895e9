import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPortalOpsError } from '../../../src/errors.js';
import { issuesByPath } from '../../../src/portal/schema/issues.js';
import { roleSchema } from '../../../src/portal/schema/role.js';
import { TASK_TYPES, type TaskType } from '../../../src/portal/schema/task-types.js';
import { compileSchedule } from '../../../src/requests/draft.js';
import { BLOCK, blockFor, errorsFor, inputBlockIds, MAPPED_PATHS } from '../../../src/slack/ids.js';
import type { ViewStateValues } from '../../../src/slack/state.js';
import { modalMetadata } from '../../../src/slack/views/metadata.js';
import { roleModal } from '../../../src/slack/views/role-modal.js';
import { taskModal } from '../../../src/slack/views/task-modal.js';
import { ALL_TYPES, DETAILS, ITEM, LA, NOW, schema } from './fixtures.js';
import { inputIds } from './limits.js';

const metadata = modalMetadata({ zone: LA });
const SCHEDULE = { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' };

function reportWith(subType: string): ViewStateValues {
  return {
    [BLOCK.reportSubType]: {
      [BLOCK.reportSubType]: { type: 'static_select', selected_option: { value: subType } },
    },
  };
}

const someLayers: ViewStateValues = {
  [BLOCK.layerChoice]: { [BLOCK.layerChoice]: { type: 'radio_buttons', selected_option: { value: 'some' } } },
};

/**
 * The task modal a person would have submitted for this type, in each schedule mode, with the advanced settings
 * shown (the first two) and folded (the next two), and each report or layer choice.
 */
function modalsFor(type: TaskType | undefined): string[][] {
  const t = type === undefined ? {} : { type };
  const views = [];
  for (const advanced of [true, false]) {
    for (const scheduleMode of ['phrase', 'fields'] as const) {
      const values = type === 'ExecuteSceneCook' ? { values: someLayers } : {};
      views.push(taskModal({ types: ALL_TYPES, ...t, zone: LA, metadata, scheduleMode, advanced, ...values }));
    }
  }
  if (type === 'ExecuteSceneCook') {
    views.push(taskModal({ types: ALL_TYPES, type, zone: LA, metadata, scheduleMode: 'phrase', advanced: true }));
  }
  if (type === 'ExecuteReport') {
    for (const sub of ['content', 'activity']) {
      for (const scheduleMode of ['phrase', 'fields'] as const) {
        views.push(
          taskModal({
            types: ALL_TYPES,
            type,
            zone: LA,
            metadata,
            scheduleMode,
            advanced: true,
            values: reportWith(sub),
          }),
        );
      }
    }
  }
  return views.map(inputIds);
}

/** Bad inputs of every kind the schemas check, per type: their failures are the paths the modal must show. */
function badInputs(type: TaskType): unknown[] {
  const ok = { ...DETAILS[type], ...SCHEDULE };
  const shared: unknown[] = [
    { type },
    { ...ok, title: 'x'.repeat(300) },
    { ...ok, title: 'a\nb' },
    { ...ok, itemId: 'not-an-id' },
    { ...ok, startDate: -1, endDate: 'soon' },
    { ...ok, startDate: Date.UTC(2026, 5, 1), endDate: Date.UTC(2026, 0, 1) },
    { ...ok, maxOccurrences: 0 },
    { ...ok, maxOccurrences: 2.5 },
    { ...ok, minute: '61', hour: '25', dayOfMonth: '32', month: '13', dayOfWeek: '8' },
    { ...ok, dayOfMonth: '*', dayOfWeek: '*' },
    { ...ok, parameters: 'text' },
    { ...ok, parameters: [] },
  ];
  // workbook and workflow manager take any object; the others name their keys
  const open = type === 'UpdateAnalyticsWorkbook' || type === 'ExecuteWorkflowManager';
  if (!open) shared.push({ ...ok, parameters: { unknown: 1 } });
  const own: Record<TaskType, unknown[]> = {
    ExecuteSceneCook: [
      { ...ok, parameters: {} },
      {
        ...ok,
        parameters: {
          service_url: 'ftp://10.0.0.1/x',
          num_of_caching_service_instances: 0,
          layer: '[',
          update_mode: 'X',
        },
      },
      { ...ok, parameters: { service_url: 5, num_of_caching_service_instances: '2', layer: {}, update_mode: 1 } },
      {
        ...ok,
        parameters: { ...(DETAILS.ExecuteSceneCook.parameters as object), service_url: 'https://evil.example.net/x' },
      },
    ],
    ExecuteReport: [
      { ...ok, parameters: undefined },
      { ...ok, parameters: { reportType: 'user', reportSubType: 'q', timeDuration: 'z', title: 5 } },
      { ...ok, parameters: { reportSubType: 'content', timeDuration: 'weekly' } },
      { ...ok, parameters: { reportSubType: 'activity' } },
      { ...ok, parameters: { reportSubType: 'credits', timeDuration: 'daily' } },
      { ...ok, parameters: { reportSubType: 'users', title: 'x'.repeat(300) } },
    ],
    ExecuteNotebook: [
      { ...ok, parameters: { updatePortalItem: 'yes', saveInjectedParameters: 1, notebookParameters: '[1]' } },
      { ...ok, parameters: { notebookParameters: '{not json' } },
      { ...ok, parameters: { notebookParameters: {} } },
    ],
    UpdateAnalyticsWorkbook: [
      { ...ok, parameters: { when: new Date(0) } },
      { ...ok, parameters: 5 },
    ],
    ExecuteWorkflowManager: [
      { ...ok, parameters: { n: Number.NaN } },
      { ...ok, parameters: null },
    ],
  };
  return [...shared, ...own[type]];
}

function pathsOf(input: unknown): Record<string, string> {
  const r = schema.safeParse(input);
  return r.success ? {} : issuesByPath(r.error);
}

/** Each path lands under a block of the view, and no message is lost. */
function expectShown(fields: Record<string, string>, present: string[]) {
  const errors = errorsFor(fields, present);
  for (const block of Object.keys(errors)) expect(present).toContain(block);
  for (const [path, message] of Object.entries(fields)) {
    const block = blockFor(path, new Set(present));
    expect(block, `path ${JSON.stringify(path)}`).toBeDefined();
    expect(errors[block ?? '']).toContain(message);
  }
}

describe('errorsFor: every path the schemas produce is shown under a block of the submitted modal', () => {
  const seen = new Set<string>();
  for (const type of TASK_TYPES) {
    it(`${type}`, () => {
      const views = modalsFor(type);
      for (const input of badInputs(type)) {
        const fields = pathsOf(input);
        expect(Object.keys(fields).length, JSON.stringify(input)).toBeGreaterThan(0);
        for (const k of Object.keys(fields)) seen.add(k);
        for (const present of views) expectShown(fields, present);
      }
    });
  }

  it('no type, another type, or no object at all', () => {
    for (const input of [{}, { type: 'ExecuteSomething' }, 'text', null, []]) {
      const fields = pathsOf(input);
      for (const k of Object.keys(fields)) seen.add(k);
      for (const present of modalsFor(undefined)) expectShown(fields, present);
    }
  });

  it('each path the schemas produced has its own entry in the mapping (no path relies on a fallback)', () => {
    for (const path of seen) expect(MAPPED_PATHS, path).toContain(path);
    // the bad inputs above reach every field the schemas check
    expect([...seen]).toEqual(
      expect.arrayContaining([
        '',
        'type',
        'title',
        'itemId',
        'minute',
        'hour',
        'dayOfMonth',
        'month',
        'dayOfWeek',
        'startDate',
        'endDate',
        'maxOccurrences',
        'parameters',
        'parameters.service_url',
        'parameters.num_of_caching_service_instances',
        'parameters.layer',
        'parameters.update_mode',
        'parameters.reportSubType',
        'parameters.timeDuration',
        'parameters.notebookParameters',
        'parameters.updatePortalItem',
      ]),
    );
  });

  it('paths land under their own fields when those are on the view', () => {
    const scene = modalsFor('ExecuteSceneCook')[0] ?? [];
    const fields = {
      'parameters.service_url': 'u',
      'parameters.num_of_caching_service_instances': 'n',
      'parameters.layer': 'l',
      'parameters.update_mode': 'm',
      title: 't',
      itemId: 'i',
      startDate: 's',
      endDate: 'e',
      maxOccurrences: 'x',
      type: 'y',
      schedule: 'p',
    };
    expect(errorsFor(fields, scene)).toEqual({
      [BLOCK.serviceUrl]: 'u',
      [BLOCK.instances]: 'n',
      [BLOCK.layer]: 'l',
      [BLOCK.updateMode]: 'm',
      [BLOCK.title]: 't',
      [BLOCK.itemId]: 'i',
      [BLOCK.startDate]: 's',
      [BLOCK.endDate]: 'e',
      [BLOCK.maxOccurrences]: 'x',
      [BLOCK.type]: 'y',
      [BLOCK.schedule]: 'p',
    });
  });

  it('CRON field problems go under each field in fields mode, under the schedule in phrase mode', () => {
    const [phrase = [], fields = []] = modalsFor('ExecuteNotebook');
    const problems = { minute: 'Minute: …', dayOfWeek: 'Day of week: …' };
    expect(errorsFor(problems, fields)).toEqual({ [BLOCK.minute]: 'Minute: …', [BLOCK.dayOfWeek]: 'Day of week: …' });
    expect(errorsFor(problems, phrase)).toEqual({ [BLOCK.schedule]: 'Minute: … Day of week: …' });
  });

  it('the workflow’s own paths: a phrase it cannot read, typed fields it refuses, a run limit over several tasks', () => {
    const [phrase = [], fields = []] = modalsFor('ExecuteNotebook');
    const caught = (f: () => unknown): Record<string, string> => {
      try {
        f();
      } catch (e) {
        if (isPortalOpsError(e, 'validation.invalid')) return { ...e.facts.fields };
        throw e;
      }
      throw new Error('expected a refusal');
    };
    const unread = caught(() => compileSchedule({ phrase: 'whenever it rains', zone: LA }, NOW));
    expect(Object.keys(unread)).toEqual(['schedule']);
    expectShown(unread, phrase);
    const typed = caught(() =>
      compileSchedule(
        { fields: { minute: '60', hour: '0', dayOfMonth: '*', month: '*', dayOfWeek: '*' }, zone: LA },
        NOW,
      ),
    );
    expectShown(typed, fields);
    expect(Object.keys(errorsFor(typed, fields))).toContain(BLOCK.minute);
    // draft.ts: `maxOccurrences` (run limit over several tasks), `type` (unsupported)
    expectShown({ maxOccurrences: 'Maximum runs: …', type: 'Task type: …' }, phrase);
    // draft.ts: a period with no run, under the dates the person typed
    const period = { startDate: 'Start date: …', endDate: 'End date: …' };
    expectShown(period, phrase);
    expect(errorsFor(period, phrase)).toEqual({ [BLOCK.startDate]: 'Start date: …', [BLOCK.endDate]: 'End date: …' });
  });

  it('a report’s period problem lands under the report when the view has no period select (a snapshot)', () => {
    const snapshot = inputIds(
      taskModal({ types: ALL_TYPES, type: 'ExecuteReport', zone: LA, metadata, values: reportWith('users') }),
    );
    expect(snapshot).not.toContain(BLOCK.timeDuration);
    expect(errorsFor({ 'parameters.timeDuration': 'Period: …' }, snapshot)).toEqual({
      [BLOCK.reportSubType]: 'Period: …',
    });
  });

  it('unknown paths fall back to the nearest present parent, then the schedule, then the type', () => {
    const [phrase = [], fields = []] = modalsFor('ExecuteWorkflowManager');
    expect(errorsFor({ 'parameters.deep.key': 'x' }, phrase)).toEqual({ [BLOCK.parameters]: 'x' });
    expect(errorsFor({ somethingElse: 'y' }, phrase)).toEqual({ [BLOCK.schedule]: 'y' });
    expect(errorsFor({ '': 'z' }, fields)).toEqual({ [BLOCK.minute]: 'z' });
    expect(errorsFor({ __proto__: 'w', constructor: 'v' } as Record<string, string>, phrase)).toEqual({
      [BLOCK.schedule]: 'v',
    });
    expect(errorsFor({ x: 'only the type' }, [BLOCK.type])).toEqual({ [BLOCK.type]: 'only the type' });
  });

  it('joins several messages on one block once each, and clips a very long one', () => {
    const present = [BLOCK.schedule];
    expect(errorsFor({ minute: 'a', hour: 'a', month: 'b' }, present)).toEqual({ [BLOCK.schedule]: 'a b' });
    const long = errorsFor({ schedule: 'x'.repeat(5000) }, present)[BLOCK.schedule] ?? '';
    expect(Array.from(long).length).toBeLessThanOrEqual(2000);
    expect(long.endsWith('…')).toBe(true);
  });

  it('any input, any type: whatever the schema says lands on blocks of that type’s modal', () => {
    const views = new Map<TaskType | undefined, string[][]>(
      [...TASK_TYPES, undefined].map((t) => [t, modalsFor(t)] as const),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...TASK_TYPES),
        fc.dictionary(
          fc.constantFrom(
            'title',
            'itemId',
            'startDate',
            'endDate',
            'maxOccurrences',
            'minute',
            'dayOfWeek',
            'parameters',
          ),
          fc.jsonValue({ maxDepth: 2 }),
        ),
        fc.option(
          fc.dictionary(
            fc.constantFrom('service_url', 'layer', 'reportSubType', 'timeDuration', 'notebookParameters', 'x'),
            fc.jsonValue({ maxDepth: 1 }),
          ),
        ),
        (type, fieldsIn, params) => {
          const input = { ...DETAILS[type], ...SCHEDULE, ...fieldsIn, ...(params ? { parameters: params } : {}), type };
          const fields = pathsOf(input);
          for (const present of views.get(type) ?? []) expectShown(fields, present);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('errorsFor on the role modal', () => {
  const present = inputIds(roleModal({ metadata }));

  it('every role schema failure lands under the name or the description', () => {
    for (const input of [
      {},
      { name: '' },
      { name: 'Administrator' },
      { name: 'x'.repeat(200), description: 'y'.repeat(300) },
      { name: 'a\u0007b', description: 5 },
      'text',
    ]) {
      const r = roleSchema.safeParse(input);
      expect(r.success).toBe(false);
      if (!r.success) expectShown(issuesByPath(r.error), present);
    }
  });

  it('a duplicate name from the workflow goes under the name', () => {
    expect(errorsFor({ name: 'Name: a role named Field Editors already exists.' }, present)).toEqual({
      [BLOCK.roleName]: 'Name: a role named Field Editors already exists.',
    });
  });
});

describe('inputBlockIds', () => {
  it('lists the input blocks of a view as Slack returns it', () => {
    const view = taskModal({ types: ['ExecuteNotebook'], zone: LA, metadata });
    expect(inputBlockIds(view as { blocks: { type: string; block_id?: string }[] })).toEqual(inputIds(view));
    expect(ITEM).toHaveLength(32);
  });
});
