import type { ViewOutput } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { BLOCK } from '../../src/slack/ids.js';
import {
  dayBound,
  readRoleSubmission,
  readTaskForm,
  readTaskSubmission,
  scheduleModeOf,
  type ViewStateValues,
} from '../../src/slack/state.js';
import { ITEM, LA, SCENE_URL, schema } from './views/fixtures.js';

type Values = ViewOutput['state']['values'];

/** Slack's shapes, element by element, as they arrive in `view.state.values`. */
const text = (id: string, value: string | null) => ({ [id]: { [id]: { type: 'plain_text_input', value } } });
const num = (id: string, value: string | null) => ({ [id]: { [id]: { type: 'number_input', value } } });
const date = (id: string, selected_date: string | null) => ({ [id]: { [id]: { type: 'datepicker', selected_date } } });
const choice = (id: string, value: string | null, type = 'static_select') => ({
  [id]: {
    [id]: {
      type,
      selected_option:
        value === null ? null : { text: { type: 'plain_text' as const, text: value, emoji: true }, value },
    },
  },
});
const boxes = (id: string, values: string[]) => ({
  [id]: {
    [id]: {
      type: 'checkboxes',
      selected_options: values.map((value) => ({ text: { type: 'plain_text' as const, text: value }, value })),
    },
  },
});

/** The common part of a submitted task modal: phrase mode, optional fields left empty (null, as Slack sends). */
function base(type: string, extra: Values = {}): Values {
  return {
    ...choice(BLOCK.type, type),
    ...text(BLOCK.title, null),
    ...text(BLOCK.itemId, ITEM),
    ...choice(BLOCK.scheduleMode, 'phrase', 'radio_buttons'),
    ...text(BLOCK.schedule, 'every weekday 7pm'),
    ...date(BLOCK.startDate, null),
    ...date(BLOCK.endDate, null),
    ...num(BLOCK.maxOccurrences, null),
    ...extra,
  };
}

function ok(values: Values, zone = LA) {
  const r = readTaskSubmission(values, zone);
  if (!r.ok) throw new Error(`expected ok: ${JSON.stringify(r.errors)}`);
  return r;
}

describe('readTaskSubmission', () => {
  it('takes Bolt’s own view state type', () => {
    const values: ViewOutput['state']['values'] = base('ExecuteWorkflowManager');
    const asOurs: ViewStateValues = values;
    expect(readTaskSubmission(asOurs, LA).ok).toBe(true);
  });

  it('reads a notebook task: nulls are absent, checkboxes are booleans, notebook parameters stay text', () => {
    const r = ok(
      base('ExecuteNotebook', {
        ...text(BLOCK.notebookParameters, '{"year": 2026}'),
        ...boxes(BLOCK.notebookOptions, ['update_item']),
      }),
    );
    expect(r.task).toEqual({
      type: 'ExecuteNotebook',
      itemId: ITEM,
      parameters: { updatePortalItem: true, saveInjectedParameters: false, notebookParameters: '{"year": 2026}' },
    });
    expect(r.schedule).toEqual({ phrase: 'every weekday 7pm', zone: LA });
    expect(Object.hasOwn(r.task, 'title')).toBe(false);
  });

  it('a notebook with nothing checked sends updatePortalItem false; no parameters text, none sent', () => {
    const r = ok(
      base('ExecuteNotebook', { ...text(BLOCK.notebookParameters, null), ...boxes(BLOCK.notebookOptions, []) }),
    );
    expect(r.task.parameters).toEqual({ updatePortalItem: false, saveInjectedParameters: false });
  });

  it('reads a scene cook: the instances number from its text, layers kept as JSON text', () => {
    const r = ok(
      base('ExecuteSceneCook', {
        ...text(BLOCK.serviceUrl, SCENE_URL),
        ...num(BLOCK.instances, '3'),
        ...text(BLOCK.layer, '{"layers": [0]}'),
        ...choice(BLOCK.updateMode, 'RECREATE_ALL_NODES'),
      }),
    );
    expect(r.task.parameters).toEqual({
      service_url: SCENE_URL,
      num_of_caching_service_instances: 3,
      layer: '{"layers": [0]}',
      update_mode: 'RECREATE_ALL_NODES',
    });
  });

  it('what it reads passes the real schema once the schedule is added', () => {
    const r = ok(
      base('ExecuteSceneCook', {
        ...text(BLOCK.title, 'City cache'),
        ...text(BLOCK.serviceUrl, SCENE_URL),
        ...num(BLOCK.instances, '2'),
        ...text(BLOCK.layer, '{}'),
        ...choice(BLOCK.updateMode, 'PARTIAL_UPDATE_NODES'),
        ...num(BLOCK.maxOccurrences, '10'),
        ...date(BLOCK.startDate, '2026-04-01'),
      }),
    );
    const parsed = schema.safeParse({
      ...r.task,
      minute: '0',
      hour: '3',
      dayOfMonth: '?',
      month: '*',
      dayOfWeek: '3-7',
    });
    expect(parsed.success).toBe(true);
  });

  it('reads a report: sub type and period; the item may be left empty', () => {
    const r = ok(
      base('ExecuteReport', {
        ...text(BLOCK.itemId, null),
        ...choice(BLOCK.reportSubType, 'activity'),
        ...choice(BLOCK.timeDuration, 'daily'),
      }),
    );
    expect(r.task).toEqual({ type: 'ExecuteReport', parameters: { reportSubType: 'activity', timeDuration: 'daily' } });
  });

  it('parses workbook and workflow JSON into objects; unparseable JSON is an error under its block', () => {
    const good = ok(base('UpdateAnalyticsWorkbook', text(BLOCK.parameters, ' {"refresh": "all"} ')));
    expect(good.task.parameters).toEqual({ refresh: 'all' });
    const empty = ok(base('ExecuteWorkflowManager', text(BLOCK.parameters, '  ')));
    expect(Object.hasOwn(empty.task, 'parameters')).toBe(false);
    const bad = readTaskSubmission(base('ExecuteWorkflowManager', text(BLOCK.parameters, '{mode: full}')), LA);
    expect(bad).toEqual({
      ok: false,
      errors: { [BLOCK.parameters]: expect.stringMatching(/^Workflow parameters: a JSON object/) },
    });
  });

  it('number_input values arrive as strings; one that is not a number is an error under its block', () => {
    expect(ok(base('ExecuteWorkflowManager', num(BLOCK.maxOccurrences, '12'))).task.maxOccurrences).toBe(12);
    const r = readTaskSubmission(
      base('ExecuteSceneCook', { ...num(BLOCK.maxOccurrences, 'ten'), ...num(BLOCK.instances, '2x') }),
      LA,
    );
    expect(r).toEqual({
      ok: false,
      errors: {
        [BLOCK.maxOccurrences]: 'Maximum runs: a whole number, 1 or more, e.g. 10.',
        [BLOCK.instances]: expect.stringMatching(/^Caching instances: a whole number/),
      },
    });
  });

  it('a decimal or zero is passed on for the schema to refuse in its own words', () => {
    expect(ok(base('ExecuteWorkflowManager', num(BLOCK.maxOccurrences, '2.5'))).task.maxOccurrences).toBe(2.5);
    expect(ok(base('ExecuteWorkflowManager', num(BLOCK.maxOccurrences, '0'))).task.maxOccurrences).toBe(0);
  });

  it('dates are the start (start date) and the end (end date) of the day in the person’s zone, across DST', () => {
    // March 8, 2026: clocks go forward in Los Angeles (PST → PDT), a 23-hour day
    const spring = ok(
      base('ExecuteWorkflowManager', { ...date(BLOCK.startDate, '2026-03-08'), ...date(BLOCK.endDate, '2026-03-08') }),
    );
    expect(spring.task.startDate).toBe(Date.parse('2026-03-08T08:00:00Z'));
    expect(spring.task.endDate).toBe(Date.parse('2026-03-09T06:59:59.999Z'));
    expect((spring.task.endDate ?? 0) - (spring.task.startDate ?? 0)).toBe(23 * 3_600_000 - 1);
    // November 1, 2026: clocks go back (PDT → PST), a 25-hour day
    const fall = ok(
      base('ExecuteWorkflowManager', { ...date(BLOCK.startDate, '2026-11-01'), ...date(BLOCK.endDate, '2026-11-01') }),
    );
    expect(fall.task.startDate).toBe(Date.parse('2026-11-01T07:00:00Z'));
    expect(fall.task.endDate).toBe(Date.parse('2026-11-02T07:59:59.999Z'));
    // the same dates in Berlin
    const berlin = ok(base('ExecuteWorkflowManager', date(BLOCK.startDate, '2026-03-08')), 'Europe/Berlin');
    expect(berlin.task.startDate).toBe(Date.parse('2026-03-07T23:00:00Z'));
  });

  it('a malformed date is an error under its block', () => {
    const r = readTaskSubmission(base('ExecuteWorkflowManager', date(BLOCK.endDate, '2026-02-30')), LA);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors)).toEqual([BLOCK.endDate]);
  });

  it('in fields mode reads the five UTC fields; empty ones are empty text for the engine to name', () => {
    const values: Values = {
      ...choice(BLOCK.type, 'ExecuteWorkflowManager'),
      ...text(BLOCK.itemId, ITEM),
      ...choice(BLOCK.scheduleMode, 'fields', 'radio_buttons'),
      ...text(BLOCK.minute, '0'),
      ...text(BLOCK.hour, '3'),
      ...text(BLOCK.dayOfMonth, '?'),
      ...text(BLOCK.month, '*'),
      ...text(BLOCK.dayOfWeek, null),
    };
    expect(ok(values).schedule).toEqual({
      fields: { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '' },
      zone: LA,
    });
  });

  it('without the radio in the state, the mode follows which inputs the view had', () => {
    const fields = { ...text(BLOCK.minute, '0'), ...text(BLOCK.hour, '1') };
    expect(scheduleModeOf(fields)).toBe('fields');
    expect(scheduleModeOf(text(BLOCK.schedule, 'every day'))).toBe('phrase');
    expect(scheduleModeOf({})).toBe('phrase');
  });

  it('a missing type or phrase is passed on as absent for the workflow to name', () => {
    const r = ok({ ...choice(BLOCK.type, null), ...text(BLOCK.schedule, null) });
    expect(r.task).toEqual({});
    expect(r.schedule).toEqual({ phrase: '', zone: LA });
  });

  it('refuses a zone that is not one (a programmer error)', () => {
    expect(() => readTaskSubmission(base('ExecuteNotebook'), 'Mars/Olympus')).toThrow(RangeError);
  });

  it('ignores blocks it does not know and prototype-named keys', () => {
    const values = JSON.parse(
      '{"__proto__": {"x": {"type": "plain_text_input", "value": "y"}}, "other": {"a": {"type": "plain_text_input", "value": "b"}}}',
    ) as Values;
    expect(readTaskForm(values).title).toBeUndefined();
  });
});

describe('dayBound', () => {
  it('is undefined for what is not a date', () => {
    expect(dayBound('2026-13-01', LA, false)).toBeUndefined();
    expect(dayBound('March 8', LA, false)).toBeUndefined();
  });
});

describe('readRoleSubmission', () => {
  it('reads the name and the description; an empty description is left out', () => {
    expect(
      readRoleSubmission({ ...text(BLOCK.roleName, 'Field Editors'), ...text(BLOCK.roleDescription, 'Edits data') }),
    ).toEqual({ name: 'Field Editors', description: 'Edits data' });
    expect(
      readRoleSubmission({ ...text(BLOCK.roleName, 'Field Editors'), ...text(BLOCK.roleDescription, null) }),
    ).toEqual({ name: 'Field Editors' });
    expect(readRoleSubmission({})).toEqual({ name: '' });
  });
});
