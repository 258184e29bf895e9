import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roleForm, taskForm } from '../../src/portal/form.js';
import { durationsFor, REPORT_SUB_TYPES } from '../../src/portal/schema/report.js';
import { type RoleRequest, roleSchema } from '../../src/portal/schema/role.js';
import { UPDATE_MODES } from '../../src/portal/schema/scene-cook.js';
import type { TaskInput, TaskRequest } from '../../src/portal/schema/task.js';
import { ITEM, MINIMAL, parse, SCENE_URL } from './schema/fixtures.js';

/** The form as the service reads it: the body text decoded back into name/value pairs, in order. */
function wire(form: URLSearchParams): [string, string][] {
  return [...new URLSearchParams(form.toString()).entries()];
}

const SCHEDULE_WIRE: [string, string][] = [
  ['minute', '0'],
  ['hour', '9'],
  ['dayOfMonth', '*'],
  ['month', '*'],
  ['dayOfWeek', '?'],
];

describe('taskForm', () => {
  it('ExecuteNotebook, minimal: no title, parameters, dates or maximum', () => {
    expect(wire(taskForm(parse(MINIMAL.ExecuteNotebook)))).toEqual([
      ['type', 'ExecuteNotebook'],
      ['itemId', ITEM],
      ...SCHEDULE_WIRE,
    ]);
  });

  it('ExecuteNotebook, full: parameters as a JSON string, notebook parameters a string inside it', () => {
    const task = parse({
      ...MINIMAL.ExecuteNotebook,
      title: 'Nightly notebook',
      startDate: 1767225600000,
      endDate: 1798761600000,
      maxOccurrences: 30,
      parameters: { updatePortalItem: false, notebookParameters: '{"year": 2026}' },
    });
    expect(wire(taskForm(task))).toEqual([
      ['title', 'Nightly notebook'],
      ['type', 'ExecuteNotebook'],
      ['parameters', '{"updatePortalItem":false,"notebookParameters":"{\\"year\\": 2026}"}'],
      ['itemId', ITEM],
      ['startDate', '1767225600000'],
      ['endDate', '1798761600000'],
      ...SCHEDULE_WIRE,
      ['maxOccurrences', '30'],
    ]);
  });

  it('UpdateAnalyticsWorkbook and ExecuteWorkflowManager: the object as JSON', () => {
    expect(wire(taskForm(parse({ ...MINIMAL.UpdateAnalyticsWorkbook, parameters: { a: [1, null] } })))).toEqual([
      ['type', 'UpdateAnalyticsWorkbook'],
      ['parameters', '{"a":[1,null]}'],
      ['itemId', ITEM],
      ...SCHEDULE_WIRE,
    ]);
    expect(wire(taskForm(parse(MINIMAL.ExecuteWorkflowManager)))).toEqual([
      ['type', 'ExecuteWorkflowManager'],
      ['itemId', ITEM],
      ...SCHEDULE_WIRE,
    ]);
  });

  it('ExecuteSceneCook: the seed’s sample, layer a JSON string inside the JSON string', () => {
    const task = parse({
      ...MINIMAL.ExecuteSceneCook,
      title: 'OnceAnHour30Times',
      itemId: '029b61ca770e428d9468a2a55f40b9fb',
      startDate: 1589428800000,
      endDate: 1589432400000,
      minute: '*/1',
      hour: '*',
      dayOfMonth: '*',
      month: '*',
      dayOfWeek: '?',
      maxOccurrences: 30,
      parameters: { ...MINIMAL.ExecuteSceneCook.parameters, layer: '{"id": 0}' },
    });
    const body = taskForm(task);
    expect(wire(body)).toEqual([
      ['title', 'OnceAnHour30Times'],
      ['type', 'ExecuteSceneCook'],
      [
        'parameters',
        `{"service_url":"${SCENE_URL}","num_of_caching_service_instances":2,"layer":"{\\"id\\": 0}","update_mode":"PARTIAL_UPDATE_NODES"}`,
      ],
      ['itemId', '029b61ca770e428d9468a2a55f40b9fb'],
      ['startDate', '1589428800000'],
      ['endDate', '1589432400000'],
      ['minute', '*/1'],
      ['hour', '*'],
      ['dayOfMonth', '*'],
      ['month', '*'],
      ['dayOfWeek', '?'],
      ['maxOccurrences', '30'],
    ]);
    const parameters = JSON.parse(body.get('parameters') ?? '');
    expect(JSON.parse(parameters.layer)).toEqual({ id: 0 });
    // reserved characters are percent-encoded in the body
    expect(body.toString()).toContain('minute=*%2F1');
    expect(body.toString()).toContain('dayOfWeek=%3F');
  });

  it('ExecuteReport: no item when none is given, the report type filled in', () => {
    expect(wire(taskForm(parse(MINIMAL.ExecuteReport)))).toEqual([
      ['type', 'ExecuteReport'],
      ['parameters', '{"reportType":"org","reportSubType":"content"}'],
      ...SCHEDULE_WIRE,
    ]);
    const credits = parse({
      ...MINIMAL.ExecuteReport,
      itemId: ITEM,
      parameters: { reportSubType: 'credits', timeDuration: 'monthly' },
    });
    expect(wire(taskForm(credits))).toEqual([
      ['type', 'ExecuteReport'],
      ['parameters', '{"reportType":"org","reportSubType":"credits","timeDuration":"monthly"}'],
      ['itemId', ITEM],
      ...SCHEDULE_WIRE,
    ]);
  });

  it('never carries f or token', () => {
    const form = taskForm(parse({ ...MINIMAL.ExecuteNotebook, f: 'json', token: 't' }));
    expect(form.has('f')).toBe(false);
    expect(form.has('token')).toBe(false);
  });
});

describe('roleForm', () => {
  it('name, and description when given', () => {
    expect(wire(roleForm({ name: 'Field Editors' }))).toEqual([['name', 'Field Editors']]);
    expect(wire(roleForm({ name: 'Field Editors', description: 'Edits & reviews 100% of "field" data' }))).toEqual([
      ['name', 'Field Editors'],
      ['description', 'Edits & reviews 100% of "field" data'],
    ]);
  });
});

describe('round trips (fast-check, seeded)', () => {
  const hex = fc.stringMatching(/^[0-9a-fA-F]{32}$/);
  const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 });
  const epoch = fc.integer({ min: 0, max: 4102444800000 });
  const jsonObject = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
  const schedule = fc.constantFrom(
    { minute: '0', hour: '9', dayOfMonth: '*', month: '*', dayOfWeek: '?' },
    { minute: '*/15', hour: '9-17', dayOfMonth: '?', month: '*', dayOfWeek: '2-6' },
    { minute: '30', hour: '3', dayOfMonth: 'L', month: '1/3', dayOfWeek: '?' },
    { minute: '0,30', hour: '22', dayOfMonth: '?', month: '*', dayOfWeek: '6#3' },
  );
  const report = fc.constantFrom(...REPORT_SUB_TYPES).chain((reportSubType) => {
    const periods = durationsFor(reportSubType);
    return periods.length === 0
      ? fc.constant({ reportSubType })
      : fc.record({ reportSubType: fc.constant(reportSubType), timeDuration: fc.constantFrom(...periods) });
  });
  const parameters = {
    ExecuteNotebook: fc.option(
      fc.record(
        {
          updatePortalItem: fc.boolean(),
          saveInjectedParameters: fc.boolean(),
          notebookParameters: jsonObject.map((o) => JSON.stringify(o)),
        },
        { requiredKeys: [] },
      ),
      { nil: undefined },
    ),
    UpdateAnalyticsWorkbook: fc.option(jsonObject, { nil: undefined }),
    ExecuteSceneCook: fc.record({
      service_url: fc.constantFrom(
        SCENE_URL,
        'https://maps.example.com/a/SceneServer',
        'https://x.scenes.example.org/s',
      ),
      num_of_caching_service_instances: fc.integer({ min: 1, max: 64 }),
      layer: jsonObject.map((v) => JSON.stringify(v)),
      update_mode: fc.constantFrom(...UPDATE_MODES.map((m) => m.value)),
    }),
    ExecuteWorkflowManager: fc.option(jsonObject, { nil: undefined }),
    ExecuteReport: report,
  };
  const task = fc
    .constantFrom(...(Object.keys(parameters) as (keyof typeof parameters)[]))
    .chain((type) =>
      fc.record(
        {
          type: fc.constant(type),
          title: text,
          itemId: hex,
          startDate: epoch,
          endDate: epoch,
          maxOccurrences: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
          parameters: parameters[type] as fc.Arbitrary<unknown>,
          schedule,
        },
        {
          requiredKeys: [
            'type',
            'schedule',
            ...(type === 'ExecuteReport' ? [] : (['itemId'] as const)),
            ...(type === 'ExecuteReport' || type === 'ExecuteSceneCook' ? (['parameters'] as const) : []),
          ],
        },
      ),
    )
    .map(({ schedule: fields, ...rest }) => ({ ...rest, ...fields }))
    .filter((t) => t.startDate === undefined || t.endDate === undefined || t.startDate < t.endDate);

  function decodeTask(form: URLSearchParams): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [name, value] of new URLSearchParams(form.toString())) {
      out[name] = ['startDate', 'endDate', 'maxOccurrences'].includes(name)
        ? Number(value)
        : name === 'parameters'
          ? JSON.parse(value)
          : value;
    }
    return out;
  }

  function defined(o: object): Record<string, unknown> {
    return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
  }

  it('a task’s form decodes back to the task, and parses to it again', () => {
    fc.assert(
      fc.property(task, (input) => {
        const request: TaskRequest = parse(input as TaskInput);
        const decoded = decodeTask(taskForm(request));
        const expected = defined(request);
        if (request.parameters !== undefined) expected.parameters = JSON.parse(JSON.stringify(request.parameters));
        expect(decoded).toEqual(expected);
        // numbers are written as plain decimals
        for (const name of ['startDate', 'endDate', 'maxOccurrences']) {
          const v = taskForm(request).get(name);
          if (v !== null) expect(v).toMatch(/^\d+$/);
        }
        // the wire form is a valid request itself
        expect(defined(parse(decoded))).toEqual(expected);
      }),
      { seed: 1589428800, numRuns: 400 },
    );
  });

  it('a role’s form decodes back to the role', () => {
    const role = fc.record(
      {
        name: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
        description: fc.string({ unit: 'grapheme', maxLength: 120 }),
      },
      { requiredKeys: ['name'] },
    );
    fc.assert(
      fc.property(role, (input) => {
        const r = roleSchema.safeParse(input);
        if (!r.success) return;
        const request: RoleRequest = r.data;
        const decoded = Object.fromEntries(new URLSearchParams(roleForm(request).toString()));
        expect(decoded).toEqual(defined(request));
      }),
      { seed: 250, numRuns: 400 },
    );
  });
});
