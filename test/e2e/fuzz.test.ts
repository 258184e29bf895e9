// Hostile and malformed requests against the real app over HTTP, from fixed seeds so a failure replays exactly:
// 2,200 view submissions (and a few block actions), 600 item picker options requests and 600 slash command bodies,
// signed as Slack signs them. Every
// answer must be one Slack takes, within 3 s: 200 with nothing, a valid `response_action` or an ephemeral message,
// or 400 for a body Slack would never send; never a 500, never Bolt's 404 after 3 s, never an errors map with
// nothing in it. The process keeps serving throughout, and nothing refused reaches the portal.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK, CALLBACK } from '../../src/slack/ids.js';
import { modalMetadata, readConfirmMetadata } from '../../src/slack/views/metadata.js';
import { violations } from '../slack/views/limits.js';
import { type JsonObject, viewSubmissionPayload } from '../support/slack-payloads.js';
import { type SlackReply, sendSigned } from '../support/slack-requests.js';
import { BOB, get, ITEM, openTaskModal, type Rig, seen, startRig, submit } from './rig.js';

const SEED = 20_260_110;
const SUBMISSIONS = 2_200;
const COMMANDS = 600;
/** Requests in flight at once: a burst, within what two shared cores answer in time. */
const CONCURRENCY = 12;
const SLACK_WAITS_MS = 3_000;

let rig: Rig;
/** A draft of Alice's, which nobody else may confirm. */
let aliceRequestId = '';
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => void rejections.push(reason);

beforeAll(() => {
  process.on('unhandledRejection', onRejection);
});

/** The app (the rig stops it after each test), with a draft of Alice's waiting for her confirm. */
async function fuzzRig(): Promise<void> {
  rig = await startRig();
  const viewId = await openTaskModal(rig, 'every day at 6am');
  await submit(rig, viewId, { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM });
  aliceRequestId = readConfirmMetadata(seen(rig, viewId).private_metadata ?? '')?.requestId ?? '';
  expect(aliceRequestId).not.toBe('');
}

afterAll(() => {
  process.off('unhandledRejection', onRejection);
});

// ---------------------------------------------------------------------------------------------------------------
// What is sent
// ---------------------------------------------------------------------------------------------------------------

/** Text as people (and attackers) type it: schedules, CRON with spaces, markup, control characters, a lot of it. */
const someText = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      'every day at 6am',
      'every weekday 7pm Pacific',
      'every other monday',
      '0 ',
      ' 9',
      ' ? ',
      '*',
      '2-6',
      '61',
      ITEM,
      '00000000000000000000000000000000',
      '{"mode":"full"}',
      '{oops',
      '<!channel>',
      '*bold* `code`',
      '2026-02-30',
      '2026-12-01',
      '',
      ' ',
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 2_990, maxLength: 3_010 }),
);

const option = fc.oneof(
  fc.record({ value: fc.oneof(someText, fc.constantFrom('ExecuteNotebook', 'ExecuteReport', 'fields', 'phrase')) }),
  fc.constant(null),
  fc.constant({}),
  fc.record({ value: fc.integer() }),
);

const stateValue = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ type: fc.constant('plain_text_input'), value: fc.oneof(someText, fc.constant(null)) }),
  },
  fc.record({
    type: fc.constantFrom('plain_text_input', 'number_input', 'url_text_input'),
    value: fc.oneof(someText, fc.constant(null), fc.integer()),
  }),
  fc.record({ type: fc.constantFrom('static_select', 'radio_buttons'), selected_option: option }),
  fc.record({
    type: fc.constant('checkboxes'),
    selected_options: fc.oneof(
      fc.array(option, { maxLength: 3 }),
      fc.constant([null]),
      fc.constant('all'),
      fc.constant(null),
    ),
  }),
  fc.record({ type: fc.constant('datepicker'), selected_date: fc.oneof(someText, fc.constant(null)) }),
  fc.anything({ maxDepth: 1 }),
);

const blockId = fc.oneof(
  fc.constantFrom(...Object.values(BLOCK)),
  fc.constantFrom('__proto__', 'constructor', 'toString', ''),
  fc.string({ maxLength: 12 }),
);

/** A realistic task form (type, item, schedule), sometimes with a field or two gone wrong. */
const taskForm = fc
  .record({
    type: fc.constantFrom('ExecuteNotebook', 'UpdateAnalyticsWorkbook', 'ExecuteReport', 'Nope'),
    schedule: someText,
    item: fc.oneof(fc.constant(ITEM), someText),
  })
  .map(({ type, schedule, item }) => ({
    [BLOCK.type]: { [BLOCK.type]: { type: 'static_select', selected_option: { value: type } } },
    [BLOCK.schedule]: { [BLOCK.schedule]: { type: 'plain_text_input', value: schedule } },
    [BLOCK.itemId]: { [BLOCK.itemId]: { type: 'plain_text_input', value: item } },
  }));

const values = fc.oneof(
  { weight: 4, arbitrary: taskForm },
  fc
    .tuple(taskForm, fc.dictionary(blockId, fc.dictionary(blockId, stateValue, { maxKeys: 2 }), { maxKeys: 4 }))
    .map(([a, b]) => ({ ...a, ...b })),
  fc.dictionary(blockId, fc.dictionary(blockId, stateValue, { maxKeys: 2 }), { maxKeys: 6 }),
  fc.constantFrom(null, {}, [], 'values'),
);

const metadata = fc.oneof(
  { weight: 6, arbitrary: fc.constant(modalMetadata({ zone: 'America/Los_Angeles', channel: 'C0OPS00001' })) },
  { weight: 2, arbitrary: fc.constant('{"zone":"UTC","requestId":"__REQUEST__"}') },
  fc.constant('{"zone":"Mars/Olympus_Mons"}'),
  fc.constant('{"zone":"UTC","requestId":"__REQUEST__"}'),
  fc.constant('{"zone":"Not/AZone","requestId":"__REQUEST__"}'),
  fc.uuid().map((id) => JSON.stringify({ zone: 'UTC', requestId: id })),
  fc.constantFrom('', '{}', 'not json', '{"__proto__":{"zone":"UTC"}}', 'null', '[]'),
  fc.constant(null),
  fc.string({ maxLength: 3_100 }),
);

/** Anyone but Alice, who may confirm her own draft (a real POST): hostile people, or none. */
const user = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .constantFrom(BOB, 'U0CHANDRA1', 'U0MALLORY1')
      .map((id) => ({ id, team_id: 'T0TEAM0001', username: 'x' })),
  },
  fc.constantFrom({ id: '' }, { id: 'U X' }, { id: 5 }, {}, null, 'U0BOB00001'),
  fc.constant(undefined),
);

const view = fc.record(
  {
    id: fc.oneof({ weight: 20, arbitrary: fc.constant('V0FUZZ0001') }, fc.constantFrom('', null, 7)),
    hash: fc.oneof({ weight: 20, arbitrary: fc.constant('1763726400.fuzz') }, fc.constantFrom(null, 1)),
    type: fc.constant('modal'),
    callback_id: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom(CALLBACK.taskModal, CALLBACK.roleModal, CALLBACK.taskConfirm, CALLBACK.roleConfirm),
      },
      fc.constantFrom(CALLBACK.progress, 'unknown', '', null),
    ),
    private_metadata: metadata,
    state: fc.oneof({ weight: 12, arbitrary: values.map((v) => ({ values: v })) }, fc.constantFrom(null, {}, 'state')),
  },
  { requiredKeys: ['id', 'callback_id'] },
);

/** An interaction payload: mostly a view submission gone wrong somewhere; sometimes not even an object. */
const interaction = fc.oneof(
  {
    weight: 18,
    arbitrary: fc
      .record({ user, team: fc.constantFrom({ id: 'T0TEAM0001' }, { id: 'T0TEAM0001' }, null, { id: '' }), view })
      .map((value) => ({ kind: 'submission' as const, value })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        user,
        view,
        type: fc.constant('block_actions'),
        actions: fc.oneof(
          fc.constant([{ type: 'static_select', action_id: BLOCK.type, selected_option: { value: 'ExecuteReport' } }]),
          fc.constantFrom([], [null], 'all', null),
        ),
      })
      .map((value) => ({ kind: 'raw' as const, value: value as unknown })),
  },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }).map((value) => ({ kind: 'raw' as const, value })) },
);

const extraKeys = fc.dictionary(
  fc.constantFrom('command', 'actions', 'event', 'type', 'name', 'enterprise', 'is_enterprise_install'),
  fc.anything({ maxDepth: 1 }),
  { maxKeys: 2 },
);

interface Sample {
  readonly raw: string;
  readonly contentType: string;
  /** The state values sent, when the body was a view submission: an errors answer must stay among them. */
  readonly blocks?: readonly string[];
}

type Shape =
  | { kind: 'submission'; value: { user?: unknown; team?: unknown; view: JsonObject } }
  | { kind: 'raw'; value: unknown };

function submissionSample([shape, junk, envelope]: [Shape, JsonObject, number]): Sample {
  let payload: unknown = shape.value;
  if (shape.kind === 'submission') {
    const s = shape.value;
    const base = viewSubmissionPayload({
      user: { id: 'U0BOB00001', name: 'bob', team_id: 'T0TEAM0001' },
      team: { id: 'T0TEAM0001', domain: 'acme' },
      view: { blocks: [] } as never,
      triggerId: '1.2.fuzz',
    });
    const meta = s.view.private_metadata;
    const v = {
      ...s.view,
      ...(typeof meta === 'string' ? { private_metadata: meta.replace('__REQUEST__', aliceRequestId) } : {}),
    };
    payload = { ...base, user: s.user, team: s.team, view: v, ...(envelope % 7 === 0 ? junk : {}) };
  }
  const state = (payload as { view?: { state?: { values?: unknown } } } | null)?.view?.state?.values;
  const blocks = typeof state === 'object' && state !== null ? Object.keys(state) : [];
  // Mostly as Slack sends interactions; sometimes as JSON, or a payload that is not JSON at all.
  if (envelope % 20 === 1) return { raw: JSON.stringify(payload) ?? 'null', contentType: 'application/json', blocks };
  if (envelope % 20 === 2) return { raw: 'payload=%7Bnot%20json', contentType: 'application/x-www-form-urlencoded' };
  const raw = new URLSearchParams({ payload: JSON.stringify(payload) ?? 'null' }).toString();
  return { raw, contentType: 'application/x-www-form-urlencoded', blocks };
}

const commandField = fc.constantFrom(
  'command',
  'text',
  'user_id',
  'team_id',
  'channel_id',
  'trigger_id',
  'response_url',
  'user_name',
  'payload',
  'ssl_check',
);

function commandSample(rig: Rig) {
  return fc
    .record({
      command: fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom('/portal-task', '/portal-role', '/portal', '/portal-nothing') },
        fc.constantFrom('portal', '', '/'),
        fc.string({ maxLength: 70 }),
      ),
      text: fc.oneof(
        { weight: 3, arbitrary: someText },
        fc.constantFrom('help', 'login', 'logout', 'whoami', 'history', 'history all', 'every day at 6am'),
        fc.string({ minLength: 3_990, maxLength: 4_100 }),
      ),
      user: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(BOB, 'U0CHANDRA1') }, fc.constantFrom('', 'U X')),
      team: fc.oneof({ weight: 8, arbitrary: fc.constant(rig.fake.team.id) }, fc.constantFrom('T0ELSEWHERE', '')),
      responseUrl: fc.oneof(
        { weight: 8, arbitrary: fc.constant('fake') },
        fc.constantFrom('https://hooks.slack.com/commands/x', 'not a url', ''),
      ),
      drop: fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, fc.array(commandField, { maxLength: 2 })),
      twice: fc.oneof({ weight: 6, arbitrary: fc.constant([]) }, fc.array(commandField, { maxLength: 1 })),
    })
    .map((c): Sample => {
      const fields: [string, string][] = [
        ['command', c.command],
        ['text', c.text],
        ['user_id', c.user],
        ['user_name', 'fuzz'],
        ['team_id', c.team],
        ['team_domain', 'acme'],
        ['channel_id', 'C0OPS00001'],
        ['channel_name', 'portal-ops'],
        ['trigger_id', `${Date.now()}.1.fuzz`],
        ['response_url', c.responseUrl === 'fake' ? rig.fake.issueResponseUrl('commands') : c.responseUrl],
        ['api_app_id', 'A0PORTAL01'],
      ];
      const kept = fields.filter(([k]) => !(c.drop as readonly string[]).includes(k));
      for (const k of c.twice) kept.push([k, 'again']);
      return { raw: new URLSearchParams(kept).toString(), contentType: 'application/x-www-form-urlencoded' };
    });
}

const SUGGESTIONS = 600;

/** An item picker's options request as Slack sends it, or one gone wrong: what is typed, which select, which view. */
function suggestionSample(rig: Rig) {
  return fc
    .record({
      actionId: fc.oneof(
        { weight: 6, arbitrary: fc.constant(BLOCK.itemId) },
        fc.constantFrom(BLOCK.type, 'nothing_here', ''),
        fc.anything({ maxDepth: 0 }),
      ),
      value: fc.oneof(
        { weight: 4, arbitrary: someText },
        fc.constantFrom(
          `https://gis.example.org/portal/home/item.html?id=${'a1b2c3d4e5f6478899aabbccddeeff01'}`,
          'https://gis.example.org/portal/home/item.html?id=../../portals/self',
          'a1b2c3d4e5f6478899aabbccddeeff02',
          'title:x OR type:"Web Map"',
          'sales',
        ),
        fc.anything({ maxDepth: 1 }),
      ),
      user: fc.oneof(
        { weight: 6, arbitrary: fc.constant({ id: 'U0ALICE001', team_id: rig.fake.team.id }) },
        fc.constantFrom({ id: BOB }, { id: '' }, null, 'U1'),
      ),
      view: fc.oneof(
        {
          weight: 4,
          arbitrary: values.map((v) => ({ id: 'V0FUZZ0001', callback_id: 'task_modal', state: { values: v } })),
        },
        fc.constantFrom(undefined, null, { id: '' }, 'view'),
      ),
      junk: extraKeys,
    })
    .map((x): Sample => {
      const payload = {
        type: 'block_suggestion',
        user: x.user,
        team: { id: rig.fake.team.id, domain: 'acme' },
        action_id: x.actionId,
        block_id: typeof x.actionId === 'string' ? x.actionId : 'b',
        value: x.value,
        view: x.view,
        ...x.junk,
      };
      return {
        raw: new URLSearchParams({ payload: JSON.stringify(payload) ?? 'null' }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    });
}

// ---------------------------------------------------------------------------------------------------------------
// What counts as an answer
// ---------------------------------------------------------------------------------------------------------------

/** Why an answer is not one Slack takes, or undefined. */
function problemWith(reply: SlackReply, sample: Sample): string | undefined {
  if (reply.ms >= SLACK_WAITS_MS) return `answered after ${Math.round(reply.ms)} ms`;
  if (reply.status === 400) return undefined;
  if (reply.status !== 200) return `status ${reply.status}`;
  if (reply.body === '') return undefined;
  const json = reply.json as JsonObject | undefined;
  if (!json) return `a body that is not JSON: ${reply.body.slice(0, 80)}`;
  if (json.response_type === 'ephemeral' && typeof json.text === 'string' && json.text !== '') return undefined;
  if (Array.isArray(json.options)) {
    const bad = (json.options as JsonObject[]).filter((o) => {
      const text = (o.text as { text?: unknown } | undefined)?.text;
      return (
        typeof o.value !== 'string' ||
        o.value.length === 0 ||
        o.value.length > 150 ||
        typeof text !== 'string' ||
        text === '' ||
        Array.from(text).length > 75
      );
    });
    if (json.options.length > 100) return `${json.options.length} options`;
    return bad.length > 0 ? `options Slack refuses: ${JSON.stringify(bad).slice(0, 120)}` : undefined;
  }
  switch (json.response_action) {
    case 'errors': {
      const errors = json.errors as Record<string, unknown> | undefined;
      const keys = Object.keys(errors ?? {});
      if (keys.length === 0) return 'an empty errors map';
      if (keys.some((k) => typeof errors?.[k] !== 'string' || errors[k] === '')) return 'an error without words';
      const outside = keys.filter((k) => !(sample.blocks ?? []).includes(k));
      return outside.length > 0 ? `errors for blocks not in the view: ${outside.join(', ')}` : undefined;
    }
    case 'update':
    case 'push': {
      const found = violations(json.view, 'modal');
      return found.length > 0 ? `a view Slack refuses: ${found.join('; ')}` : undefined;
    }
    case 'clear':
      return undefined;
    default:
      return `an answer Slack does not know: ${reply.body.slice(0, 120)}`;
  }
}

async function sendAll(samples: readonly Sample[]) {
  const problems: string[] = [];
  const statuses = new Map<string, number>();
  let slowest = 0;
  let next = 0;
  const worker = async () => {
    while (next < samples.length) {
      const sample = samples[next++] as Sample;
      const reply = await sendSigned(rig.target, sample.raw, {}, sample.contentType);
      const json = reply.json as JsonObject | undefined;
      const said =
        reply.status !== 200
          ? reply.status
          : reply.body === ''
            ? 'ack'
            : (json?.response_action ?? json?.response_type ?? 'other');
      statuses.set(String(said), (statuses.get(String(said)) ?? 0) + 1);
      slowest = Math.max(slowest, reply.ms);
      const problem = problemWith(reply, sample);
      if (problem) problems.push(`${problem} ← ${sample.raw.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { problems, statuses: Object.fromEntries(statuses), slowest: Math.round(slowest) };
}

describe('end to end: fuzzed requests (fixed seeds)', () => {
  it(`${SUBMISSIONS} hostile view submissions: valid answers within 3 s, nothing sent to the portal`, async () => {
    await fuzzRig();
    const arb = fc.tuple(interaction, extraKeys, fc.nat(1_000));
    const samples = fc.sample(arb, { seed: SEED, numRuns: SUBMISSIONS }).map(submissionSample);
    const result = await sendAll(samples);
    console.info(
      `view submissions: ${samples.length}, answers ${JSON.stringify(result.statuses)}, slowest ${result.slowest} ms`,
    );
    expect(result.problems.slice(0, 10)).toEqual([]);
    expect(rejections).toEqual([]);
    expect((await get(rig, '/healthz')).status).toBe(200);
    expect(rig.emulator.count('createTask', 'POST')).toBe(0);
    expect(rig.emulator.count('createRole', 'POST')).toBe(0);
  });

  it(`${SUGGESTIONS} hostile options requests: a 400 or options Slack takes, within 3 s; nothing created`, async () => {
    await fuzzRig();
    const samples = fc.sample(suggestionSample(rig), { seed: SEED + 2, numRuns: SUGGESTIONS });
    const result = await sendAll(samples);
    console.info(
      `options requests: ${samples.length}, answers ${JSON.stringify(result.statuses)}, slowest ${result.slowest} ms`,
    );
    expect(result.problems.slice(0, 10)).toEqual([]);
    expect(result.statuses.other ?? 0).toBeGreaterThan(0);
    expect(rejections).toEqual([]);
    expect((await get(rig, '/healthz')).status).toBe(200);
    expect(rig.emulator.count('createTask', 'POST')).toBe(0);
  });

  it(`${COMMANDS} malformed or hostile slash commands: a 400 or an ephemeral answer, never a 500`, async () => {
    await fuzzRig();
    const samples = fc.sample(commandSample(rig), { seed: SEED + 1, numRuns: COMMANDS });
    const result = await sendAll(samples);
    console.info(
      `slash commands: ${samples.length}, answers ${JSON.stringify(result.statuses)}, slowest ${result.slowest} ms`,
    );
    expect(result.problems.slice(0, 10)).toEqual([]);
    expect(rejections).toEqual([]);
    expect((await get(rig, '/healthz')).status).toBe(200);
    expect(rig.emulator.count('createTask', 'POST')).toBe(0);
  });
});
