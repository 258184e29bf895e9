import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/dev/emulator.js';
import { admin, expectError, ITEM, manualClock, post } from './http.js';

const clock = manualClock();
const NOW = clock.now();
const DAY = 86_400_000;
let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator({ now: clock.now });
});
afterAll(() => emu.close());

const BASE: Record<string, string> = {
  f: 'json',
  type: 'ExecuteNotebook',
  itemId: ITEM,
  minute: '0',
  hour: '3',
  dayOfMonth: '?',
  month: '*',
  dayOfWeek: '3-7',
};

const p = (o: unknown) => JSON.stringify(o);
const SCENE = {
  service_url: 'https://scenes.example.com/server/rest/services/Hosted/City/SceneServer',
  num_of_caching_service_instances: 2,
  layer: '{"id":0}',
  update_mode: 'PARTIAL_UPDATE_NODES',
};
const scene = (o: Record<string, unknown>) => ({ type: 'ExecuteSceneCook', parameters: p({ ...SCENE, ...o }) });
const report = (o: Record<string, unknown>) => ({
  type: 'ExecuteReport',
  itemId: '',
  parameters: p({ reportType: 'org', ...o }),
});

function create(fields: Record<string, string | undefined>) {
  const body: Record<string, string> = { ...BASE, token: admin(emu).token };
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) delete body[k];
    else body[k] = v;
  }
  return post(emu, `community/users/${admin(emu).username}/tasks/createTask`, body);
}

const ACCEPTED: ReadonlyArray<[string, Record<string, string | undefined>]> = [
  ['a notebook with the five fields', {}],
  [
    'a notebook with every optional field',
    {
      title: 'Nightly refresh',
      parameters: p({ updatePortalItem: false, saveInjectedParameters: true, notebookParameters: '{"region":"west"}' }),
      startDate: String(NOW - DAY),
      endDate: String(NOW + 30 * DAY),
      maxOccurrences: '10',
    },
  ],
  ['an analytics workbook with any JSON object', { type: 'UpdateAnalyticsWorkbook', parameters: p({ any: [1] }) }],
  ['a workflow manager action', { type: 'ExecuteWorkflowManager' }],
  ['a scene cook', scene({})],
  ['a scene cook without layer (all layers)', scene({ layer: undefined })],
  ['a scene cook recreating all nodes', scene({ update_mode: 'RECREATE_ALL_NODES' })],
  ['a scene cook updating attributes', scene({ update_mode: 'PARTIAL_UPDATE_ATTRIBUTES' })],
  ['a content report without item or period', report({ reportSubType: 'content' })],
  ['a users report with a title', report({ reportSubType: 'users', title: 'Members' })],
  ['a daily activity report', report({ reportSubType: 'activity', timeDuration: 'daily' })],
  ['a monthly credits report', report({ reportSubType: 'credits', timeDuration: 'monthly' })],
  ['a quarterly service usage report', report({ reportSubType: 'serviceUsages', timeDuration: 'quarterly' })],
  ['a yearly item usage report', report({ reportSubType: 'itemUsages', timeDuration: 'yearly' })],
  [
    'a weekly item usage report on an item',
    { ...report({ reportSubType: 'itemUsages', timeDuration: 'weekly' }), itemId: ITEM },
  ],
  ['only an end date', { endDate: String(NOW + 1) }],
  ['one occurrence', { maxOccurrences: '1' }],
  ['steps, lists and ranges', { minute: '*/15', hour: '0/6', month: '1-12/3', dayOfWeek: '2,4,6' }],
  ['a range that wraps, as Quartz reads it', { hour: '22-2' }],
  ['every day of the week with ? in dayOfMonth', { dayOfWeek: '*' }],
  ['? in dayOfWeek with a day of month', { dayOfMonth: '1,15', dayOfWeek: '?' }],
  ['the last day of the month', { dayOfMonth: 'L', dayOfWeek: '?' }],
  ['three days before the last', { dayOfMonth: 'L-3', dayOfWeek: '?' }],
  ['the last weekday', { dayOfMonth: 'LW', dayOfWeek: '?' }],
  ['the weekday nearest the 15th', { dayOfMonth: '15W', dayOfWeek: '?' }],
  ['C in day of month', { dayOfMonth: '5C', dayOfWeek: '?' }],
  ['C in day of week', { dayOfWeek: '2C' }],
  ['the last Friday', { dayOfWeek: '6L' }],
  ['L alone in day of week', { dayOfWeek: 'L' }],
  ['the first Monday', { dayOfWeek: '2#1' }],
  ['the fifth Thursday', { dayOfWeek: '5#5' }],
];

describe('createTask accepts what the seed allows', () => {
  it.each(ACCEPTED)('%s', async (_name, fields) => {
    const before = emu.tasks().length;
    const a = await create(fields);
    expect(a.body, a.text).toMatchObject({ success: true });
    expect(a.body.taskId).toMatch(/^[0-9a-f]{32}$/);
    expect(emu.tasks()).toHaveLength(before + 1);
  });

  it('stores the wire fields with the id, owner, creation time, state and run counts', async () => {
    const a = await create({ title: 'Stored', maxOccurrences: '3', endDate: String(NOW + DAY) });
    const task = emu.tasks(admin(emu).username).find((t) => t.id === a.body.taskId);
    expect(task).toEqual({
      id: a.body.taskId,
      owner: 'ada_admin',
      created: NOW,
      updated: NOW,
      active: true,
      taskState: 'active',
      occurrences: 0,
      failuresInARow: 0,
      type: 'ExecuteNotebook',
      title: 'Stored',
      itemId: ITEM,
      endDate: NOW + DAY,
      maxOccurrences: 3,
      minute: '0',
      hour: '3',
      dayOfMonth: '?',
      month: '*',
      dayOfWeek: '3-7',
    });
  });
});

/** [description, fields, the field the message must name]. */
const REFUSED: ReadonlyArray<[string, Record<string, string | undefined>, string]> = [
  ['no type', { type: undefined }, 'type'],
  ['an unknown type', { type: 'RunNotebook' }, 'type'],
  ['a type in the wrong case', { type: 'executenotebook' }, 'type'],
  ['no item for a notebook', { itemId: undefined }, 'itemId'],
  ['an upper-case item id', { itemId: ITEM.toUpperCase() }, 'itemId'],
  ['a short item id', { itemId: ITEM.slice(1) }, 'itemId'],
  ['a report item id that is not one', { ...report({ reportSubType: 'content' }), itemId: 'abc' }, 'itemId'],
  ['parameters that are not JSON', { parameters: '{nope' }, 'parameters'],
  ['parameters that are an array', { parameters: '[]' }, 'parameters'],
  ['a scene cook without parameters', { type: 'ExecuteSceneCook' }, 'parameters'],
  ['a scene cook without service_url', scene({ service_url: undefined }), 'service_url'],
  ['a scene cook on http', scene({ service_url: 'http://scenes.example.com/SceneServer' }), 'service_url'],
  ['a scene cook with a service_url that is no URL', scene({ service_url: 'scene server' }), 'service_url'],
  ['no caching instances', scene({ num_of_caching_service_instances: undefined }), 'num_of_caching_service_instances'],
  ['zero caching instances', scene({ num_of_caching_service_instances: 0 }), 'num_of_caching_service_instances'],
  [
    'fractional caching instances',
    scene({ num_of_caching_service_instances: 1.5 }),
    'num_of_caching_service_instances',
  ],
  [
    'caching instances as a string',
    scene({ num_of_caching_service_instances: '2' }),
    'num_of_caching_service_instances',
  ],
  ['a layer that is an object, not a string', scene({ layer: { id: 0 } }), 'layer'],
  ['a layer string that is not JSON', scene({ layer: 'all' }), 'layer'],
  ['no update_mode', scene({ update_mode: undefined }), 'update_mode'],
  ['an update_mode the task does not know', scene({ update_mode: 'RECREATE_EMPTY_NODES' }), 'update_mode'],
  ['a misspelt scene key', scene({ serviceUrl: 'https://x.example.com' }), 'serviceUrl'],
  ['a report without parameters', { type: 'ExecuteReport', itemId: '' }, 'parameters'],
  ['a report that is not org', report({ reportType: 'user', reportSubType: 'content' }), 'reportType'],
  ['a report sub-type the service lacks', report({ reportSubType: 'sales' }), 'reportSubType'],
  ['credits without a period', report({ reportSubType: 'credits' }), 'timeDuration'],
  ['a content snapshot with a period', report({ reportSubType: 'content', timeDuration: 'weekly' }), 'timeDuration'],
  ['a users snapshot with a period', report({ reportSubType: 'users', timeDuration: 'monthly' }), 'timeDuration'],
  ['daily credits', report({ reportSubType: 'credits', timeDuration: 'daily' }), 'timeDuration'],
  ['yearly activity', report({ reportSubType: 'activity', timeDuration: 'yearly' }), 'timeDuration'],
  ['an unknown period', report({ reportSubType: 'activity', timeDuration: 'hourly' }), 'timeDuration'],
  ['updatePortalItem as a string', { parameters: p({ updatePortalItem: 'yes' }) }, 'updatePortalItem'],
  ['saveInjectedParameters as a number', { parameters: p({ saveInjectedParameters: 1 }) }, 'saveInjectedParameters'],
  ['notebookParameters not JSON', { parameters: p({ notebookParameters: 'a=1' }) }, 'notebookParameters'],
  ['notebookParameters as an object', { parameters: p({ notebookParameters: { a: 1 } }) }, 'notebookParameters'],
  ['a start date that is not a number', { startDate: 'tomorrow' }, 'startDate'],
  ['a fractional start date', { startDate: `${NOW}.5` }, 'startDate'],
  ['a start after the end', { startDate: String(NOW + 2 * DAY), endDate: String(NOW + DAY) }, 'startDate'],
  ['a start equal to the end', { startDate: String(NOW + DAY), endDate: String(NOW + DAY) }, 'startDate'],
  ['an end in the past', { endDate: String(NOW - 1) }, 'endDate'],
  ['an end right now', { endDate: String(NOW) }, 'endDate'],
  ['zero occurrences', { maxOccurrences: '0' }, 'maxOccurrences'],
  ['negative occurrences', { maxOccurrences: '-1' }, 'maxOccurrences'],
  ['fractional occurrences', { maxOccurrences: '2.5' }, 'maxOccurrences'],
  ['no minute', { minute: undefined }, 'minute'],
  ['an empty hour', { hour: '' }, 'hour'],
  ['no dayOfMonth', { dayOfMonth: undefined }, 'dayOfMonth'],
  ['no month', { month: undefined }, 'month'],
  ['no dayOfWeek', { dayOfWeek: undefined }, 'dayOfWeek'],
  ['minute 60', { minute: '60' }, 'minute'],
  ['a minute with ?', { minute: '?' }, 'minute'],
  ['a minute with L', { minute: 'L' }, 'minute'],
  ['a zero step', { minute: '*/0' }, 'minute'],
  ['a step larger than the field', { minute: '0/60' }, 'minute'],
  ['two steps', { minute: '0/5/2' }, 'minute'],
  ['an empty list item', { minute: '0,,30' }, 'minute'],
  ['a seconds field in the minute', { minute: '0 0' }, 'minute'],
  ['hour 24', { hour: '24' }, 'hour'],
  ['a range past the hours', { hour: '1-24' }, 'hour'],
  ['a range without an end', { hour: '1-' }, 'hour'],
  ['day of month 0', { dayOfMonth: '0', dayOfWeek: '?' }, 'dayOfMonth'],
  ['day of month 32', { dayOfMonth: '32', dayOfWeek: '?' }, 'dayOfMonth'],
  ['W in a list', { dayOfMonth: '1W,15', dayOfWeek: '?' }, 'dayOfMonth'],
  ['L counted back too far', { dayOfMonth: 'L-31', dayOfWeek: '?' }, 'dayOfMonth'],
  ['? in a list', { dayOfMonth: '?,1', dayOfWeek: '*' }, 'dayOfMonth'],
  ['# in day of month', { dayOfMonth: '1#2', dayOfWeek: '?' }, 'dayOfMonth'],
  ['month 13', { month: '13' }, 'month'],
  ['month 0', { month: '0' }, 'month'],
  ['a month name', { month: 'JAN' }, 'month'],
  ['? in the month', { month: '?' }, 'month'],
  ['day of week 8', { dayOfWeek: '8' }, 'dayOfWeek'],
  ['day of week 0 (Unix Sunday)', { dayOfWeek: '0' }, 'dayOfWeek'],
  ['a weekday name', { dayOfWeek: 'MON' }, 'dayOfWeek'],
  ['a sixth week', { dayOfWeek: '2#6' }, 'dayOfWeek'],
  ['week zero', { dayOfWeek: '2#0' }, 'dayOfWeek'],
  ['two # in a list', { dayOfWeek: '1#1,2#2' }, 'dayOfWeek'],
  ['the last day 8', { dayOfWeek: '8L' }, 'dayOfWeek'],
  ['W in day of week', { dayOfWeek: '2W' }, 'dayOfWeek'],
  ['both days given', { dayOfMonth: '*', dayOfWeek: '3-7' }, 'dayOfMonth'],
  ['both days ?', { dayOfMonth: '?', dayOfWeek: '?' }, 'dayOfWeek'],
];

describe('createTask refuses what the seed does not allow', () => {
  it.each(REFUSED)('%s', async (_name, fields, field) => {
    const before = emu.tasks().length;
    const e = expectError(await create(fields), 400);
    expect(e.message).toContain(field);
    expect(e.details.length).toBeGreaterThan(0);
    expect(emu.tasks()).toHaveLength(before);
  });

  it('lists every problem in the details, the first one as the message', async () => {
    const e = expectError(await create({ type: 'Nope', minute: '99', maxOccurrences: '0' }), 400);
    expect(e.message).toContain('type');
    expect(e.details.join('\n')).toMatch(/maxOccurrences[\s\S]*minute/);
  });

  it('answers CONT_0001 for an item that does not exist', async () => {
    const e = expectError(await create({ itemId: '00000000000000000000000000000000' }), 400);
    expect(e).toMatchObject({ messageCode: 'CONT_0001', message: 'Item does not exist or is inaccessible.' });
    expect(e.details[0]).toContain('itemId');
  });

  it('reads missingItemIds from the options', async () => {
    const missing = 'ffffffffffffffffffffffffffffffff';
    const other = await startEmulator({ missingItemIds: [missing] });
    try {
      const u = admin(other);
      const path = `community/users/${u.username}/tasks/createTask`;
      expect(expectError(await post(other, path, { ...BASE, token: u.token, itemId: missing }), 400).messageCode).toBe(
        'CONT_0001',
      );
      expect((await post(other, path, { ...BASE, token: u.token, itemId: '0'.repeat(32) })).body.success).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('checks the end date against the injected clock', async () => {
    const end = String(NOW + DAY);
    expect((await create({ endDate: end })).body.success).toBe(true);
    clock.advance(DAY);
    try {
      expect(expectError(await create({ endDate: end }), 400).message).toContain('endDate');
    } finally {
      clock.advance(-DAY);
    }
  });
});
