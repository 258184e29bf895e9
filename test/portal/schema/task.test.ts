import { describe, expect, expectTypeOf, it } from 'vitest';
import type { JsonObject } from '../../../src/portal/schema/open-parameters.js';
import type { ReportSubType, TimeDuration } from '../../../src/portal/schema/report.js';
import type { UpdateMode } from '../../../src/portal/schema/scene-cook.js';
import type { TaskInput, TaskRequest, TaskRequestOf } from '../../../src/portal/schema/task.js';
import { TASK_TYPES, type TaskType } from '../../../src/portal/schema/task-types.js';
import { ITEM, MINIMAL, parse, problems, SCENE_URL, SCHEDULE, schema } from './fixtures.js';

const PERIOD = { startDate: Date.UTC(2026, 0, 1), endDate: Date.UTC(2026, 11, 31), maxOccurrences: 30 };

/** A body with every field each type takes. */
const FULL = {
  ExecuteNotebook: {
    ...MINIMAL.ExecuteNotebook,
    ...PERIOD,
    title: 'Nightly notebook',
    parameters: { updatePortalItem: true, saveInjectedParameters: false, notebookParameters: '{"year":2026}' },
  },
  UpdateAnalyticsWorkbook: {
    ...MINIMAL.UpdateAnalyticsWorkbook,
    ...PERIOD,
    title: 'Workbook refresh',
    parameters: { refresh: 'all' },
  },
  ExecuteSceneCook: { ...MINIMAL.ExecuteSceneCook, ...PERIOD, title: 'OnceAnHour30Times' },
  ExecuteWorkflowManager: {
    ...MINIMAL.ExecuteWorkflowManager,
    ...PERIOD,
    title: 'Close stale jobs',
    parameters: { action: 'close', jobs: [1, 2] },
  },
  ExecuteReport: {
    ...MINIMAL.ExecuteReport,
    ...PERIOD,
    title: 'Weekly activity',
    itemId: ITEM,
    parameters: { reportType: 'org', reportSubType: 'activity', timeDuration: 'weekly' },
  },
} as const satisfies Record<TaskType, TaskInput>;

describe('taskSchema', () => {
  it('knows the seed’s five types, in the seed’s order', () => {
    expect(TASK_TYPES).toEqual([
      'ExecuteNotebook',
      'UpdateAnalyticsWorkbook',
      'ExecuteSceneCook',
      'ExecuteWorkflowManager',
      'ExecuteReport',
    ]);
    expect(schema.options.map((o) => o.shape.type.value)).toEqual(TASK_TYPES);
  });

  it.each(TASK_TYPES)('takes a minimal %s', (type) => {
    const r = parse(MINIMAL[type]);
    expect(r.type).toBe(type);
    expect(r).toMatchObject(SCHEDULE);
  });

  it.each(TASK_TYPES)('takes a full %s, as given', (type) => {
    const input = FULL[type];
    const r = parse(input);
    expect(r).toEqual({ ...input, parameters: expect.anything() });
    expect(r.parameters).toEqual(
      type === 'ExecuteSceneCook'
        ? { ...MINIMAL.ExecuteSceneCook.parameters, service_url: SCENE_URL }
        : input.parameters,
    );
  });

  it('drops fields the service does not take (the client adds f and token itself)', () => {
    const r = parse({ ...MINIMAL.ExecuteNotebook, f: 'html', token: 'secret', taskId: 'x' });
    expect(r).not.toHaveProperty('f');
    expect(r).not.toHaveProperty('token');
    expect(r).not.toHaveProperty('taskId');
  });

  it('refuses an unknown or missing type, under type', () => {
    const message =
      'Task type: one of ExecuteNotebook, UpdateAnalyticsWorkbook, ExecuteSceneCook, ExecuteWorkflowManager, ExecuteReport.';
    expect(problems({ ...MINIMAL.ExecuteNotebook, type: 'ExecuteScript' })).toEqual({ type: message });
    expect(problems({ ...MINIMAL.ExecuteNotebook, type: 'executenotebook' })).toEqual({ type: message });
    const { type: _, ...rest } = MINIMAL.ExecuteNotebook;
    expect(problems(rest)).toEqual({ type: message });
  });

  it('requires the item for every type but reports', () => {
    for (const type of TASK_TYPES) {
      const { itemId: _, ...rest } = FULL[type];
      expect(schema.safeParse(rest).success).toBe(type === 'ExecuteReport');
    }
  });

  it('types come from the schemas', () => {
    expectTypeOf<TaskRequest['type']>().toEqualTypeOf<TaskType>();
    expectTypeOf<TaskInput['type']>().toEqualTypeOf<TaskType>();
    expectTypeOf<TaskRequestOf<'ExecuteNotebook'>['itemId']>().toEqualTypeOf<string>();
    expectTypeOf<TaskRequestOf<'ExecuteReport'>['itemId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<TaskRequestOf<'ExecuteSceneCook'>['parameters']>().toEqualTypeOf<{
      service_url: string;
      num_of_caching_service_instances: number;
      layer: string;
      update_mode: UpdateMode;
    }>();
    expectTypeOf<TaskRequestOf<'ExecuteReport'>['parameters']>().toEqualTypeOf<{
      reportType: 'org';
      reportSubType: ReportSubType;
      timeDuration?: TimeDuration | undefined;
      title?: string | undefined;
    }>();
    // the default is filled in on the way out, optional on the way in
    expectTypeOf<Extract<TaskInput, { type: 'ExecuteReport' }>['parameters']['reportType']>().toEqualTypeOf<
      'org' | undefined
    >();
    expectTypeOf<TaskRequestOf<'UpdateAnalyticsWorkbook'>['parameters']>().toEqualTypeOf<JsonObject | undefined>();
    expectTypeOf<TaskRequestOf<'ExecuteNotebook'>['parameters']>().toEqualTypeOf<
      | {
          updatePortalItem?: boolean | undefined;
          saveInjectedParameters?: boolean | undefined;
          notebookParameters?: string | undefined;
        }
      | undefined
    >();
    expectTypeOf<TaskRequest['minute']>().toEqualTypeOf<string>();
    expectTypeOf<TaskRequest['startDate']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<TaskRequest['title']>().toEqualTypeOf<string | undefined>();
  });
});
