import { describe, expect, it } from 'vitest';
import { BLOCK } from '../../src/slack/ids.js';
import { rolePrefill, taskPrefill } from '../../src/slack/prefill.js';
import { layerFields, layerJson, readTaskSubmission } from '../../src/slack/state.js';
import type { RequestRecord } from '../../src/store/types.js';

const LA = 'America/Los_Angeles';
const ITEM = 'c1b2c3d4e5f6478899aabbccddeeff01';

function record(over: Partial<RequestRecord>): RequestRecord {
  return {
    id: 'r1',
    kind: 'task',
    team: 'T',
    user: 'U',
    portalUser: 'alice',
    payload: { tasks: [] },
    schedule: null,
    item: null,
    input: undefined,
    state: 'created',
    idempotencyKey: 'k',
    results: [],
    error: null,
    createdAt: 0,
    updatedAt: 0,
    expiresAt: 0,
    claimedBy: null,
    claimedAt: null,
    leaseUntil: null,
    version: 1,
    ...over,
  };
}

describe('a stored request back into its form', () => {
  it('from what the person gave: a scene cook with some layers, its dates in their zone, read back the same', () => {
    const task = {
      type: 'ExecuteSceneCook',
      itemId: ITEM,
      title: 'City cache',
      startDate: Date.UTC(2026, 2, 9, 7),
      endDate: Date.UTC(2026, 6, 1, 6, 59, 59, 999),
      parameters: {
        service_url: 'https://maps.example.com/server/rest/services/Hosted/City/SceneServer',
        num_of_caching_service_instances: 3,
        layer: '{"layers":[0,2]}',
        update_mode: 'RECREATE_ALL_NODES',
      },
    };
    const r = record({
      input: { kind: 'task', task, schedule: { phrase: 'every sunday at 2am', zone: LA } },
      item: { id: ITEM, title: 'City buildings 3D', type: 'Scene Service' },
    });
    const prefill = taskPrefill(r, 'UTC');
    expect(prefill.scheduleMode).toBe('phrase');
    expect(prefill.advanced).toBe(true);
    expect(prefill.values[BLOCK.startDate]?.[BLOCK.startDate]?.selected_date).toBe('2026-03-09');
    expect(prefill.values[BLOCK.endDate]?.[BLOCK.endDate]?.selected_date).toBe('2026-06-30');
    expect(prefill.values[BLOCK.layerChoice]?.[BLOCK.layerChoice]?.selected_option?.value).toBe('some');
    expect(prefill.values[BLOCK.layer]?.[BLOCK.layer]?.value).toBe('0, 2');
    expect(prefill.values[BLOCK.itemId]?.[BLOCK.itemId]?.selected_option).toEqual({
      value: ITEM,
      text: { text: 'City buildings 3D' },
    });
    // read as a submission again, it is what was given
    const again = readTaskSubmission(prefill.values, LA);
    expect(again).toEqual({ ok: true, task, schedule: { phrase: 'every sunday at 2am', zone: LA } });
  });

  it('an older request, stored before its input was: the phrase from its schedule, the rest from what was sent', () => {
    const sent = {
      type: 'UpdateAnalyticsWorkbook',
      itemId: ITEM,
      minute: '0',
      hour: '3',
      dayOfMonth: '?',
      month: '*',
      dayOfWeek: '3-7',
      parameters: { refresh: 'all' },
    };
    const withPhrase = taskPrefill(
      record({ payload: { tasks: [sent] }, schedule: { phrase: 'every weekday 7pm', timezone: LA } }),
      LA,
    );
    expect(withPhrase.scheduleMode).toBe('phrase');
    expect(withPhrase.advanced).toBe(false);
    expect(withPhrase.values[BLOCK.schedule]?.[BLOCK.schedule]?.value).toBe('every weekday 7pm');
    expect(withPhrase.values[BLOCK.parameters]?.[BLOCK.parameters]?.value).toBe('{"refresh":"all"}');
    expect(withPhrase.values[BLOCK.itemId]?.[BLOCK.itemId]?.selected_option?.text?.text).toBe(ITEM);
    const typed = taskPrefill(record({ payload: { tasks: [sent] }, schedule: { phrase: null } }), LA);
    expect(typed.scheduleMode).toBe('fields');
    expect(typed.advanced).toBe(true);
    expect(typed.values[BLOCK.dayOfWeek]?.[BLOCK.dayOfWeek]?.value).toBe('3-7');
    // a record of a shape it does not know is an empty form, not a crash
    expect(taskPrefill(record({ payload: 'odd', schedule: 7, input: [1] }), LA).values).toEqual({});
  });

  it('a role: its name and description as given, else as sent', () => {
    expect(
      rolePrefill(
        record({ kind: 'role', input: { kind: 'role', role: { name: 'Night Shift', description: 'Nights' } } }),
      ),
    ).toEqual({
      name: 'Night Shift',
      description: 'Nights',
    });
    expect(rolePrefill(record({ kind: 'role', payload: { role: { name: 'Analysts' } } }))).toEqual({
      name: 'Analysts',
    });
  });
});

describe('the layers, both ways', () => {
  it('all layers is {}; a list of ids is {"layers":[…]}, duplicates once; anything else says what is wrong', () => {
    expect(layerJson('all', 'ignored')).toEqual({ json: '{}' });
    expect(layerJson('some', ' 3,1 ; 3 ')).toEqual({ json: '{"layers":[3,1]}' });
    expect(layerJson('some', '')).toEqual({ problem: expect.stringContaining('list the ids') });
    expect(layerJson('some', '0, -1')).toEqual({ problem: expect.stringContaining('“-1” is not a layer id') });
    // a form from before the choice: the text as typed
    expect(layerJson(undefined, '{"x":1}')).toEqual({ json: '{"x":1}' });
    for (const json of ['{}', '{"layers":[3,1]}']) {
      const f = layerFields(json);
      expect(layerJson(f.choice, f.list)).toEqual({ json });
    }
    expect(layerFields('{"other":true}')).toEqual({ choice: 'some', list: '{"other":true}' });
    expect(layerFields('not json')).toEqual({ choice: 'some', list: 'not json' });
  });
});
