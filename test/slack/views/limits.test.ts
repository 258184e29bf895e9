import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TaskRequest } from '../../../src/portal/schema/task.js';
import type { Confirmation } from '../../../src/requests/types.js';
import { BLOCK, errorsFor } from '../../../src/slack/ids.js';
import {
  errorMessage,
  historyMessage,
  notification,
  signInMessage,
  whoamiMessage,
} from '../../../src/slack/messages.js';
import type { ViewStateValues } from '../../../src/slack/state.js';
import { roleConfirmation, taskConfirmation } from '../../../src/slack/views/confirmation.js';
import { modalMetadata } from '../../../src/slack/views/metadata.js';
import { errorView, resultView } from '../../../src/slack/views/progress.js';
import { roleModal } from '../../../src/slack/views/role-modal.js';
import { taskModal } from '../../../src/slack/views/task-modal.js';
import {
  ALL_TYPES,
  DETAILS,
  LA,
  NOW,
  outcomeOf,
  recordOf,
  roleConfirmationFor,
  taskConfirmationFor,
} from './fixtures.js';
import { violations } from './limits.js';

/**
 * Whatever people type and whatever the portal says, every view and message stays within Slack's limits: random
 * titles, names and JSON up to a few KB, any characters (emoji, other scripts, markup).
 */

const RUNS = { numRuns: 60 };

/** Text of any characters, up to `max` of them. */
const anyText = (max: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: max }),
    fc.string({ unit: 'binary', maxLength: max }),
    fc.constantFrom('<!channel>', '```', '`', '&amp;', '*bold*', '<https://x|y>'),
  );
const someText = (max: number) => anyText(max).filter((s) => s.length > 0);
const json = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null');
const bigJson = fc.oneof(
  json,
  fc.string({ maxLength: 4000 }),
  json.map((j) => j.repeat(20).slice(0, 4000)),
);

const metadata = modalMetadata({ zone: LA, channel: 'C1' });
const weekdays = taskConfirmationFor({ phrase: 'every weekday 7pm Pacific', zone: LA }, DETAILS.ExecuteSceneCook);
const twoTasks = taskConfirmationFor({ phrase: 'every 15 minutes from 9am to 5pm', zone: LA }, DETAILS.ExecuteNotebook);

function stateOf(
  entries: Record<string, { type: string; value?: string | null; selected_option?: { value: string } }>,
) {
  const values: Record<string, Record<string, unknown>> = {};
  for (const [block, v] of Object.entries(entries)) values[block] = { [block]: v };
  return values as unknown as ViewStateValues;
}

describe('no builder exceeds Slack’s limits', () => {
  it('task modal, rebuilt from anything typed', () => {
    fc.assert(
      fc.property(
        fc.subarray([...ALL_TYPES], { minLength: 1 }),
        fc.option(fc.constantFrom(...ALL_TYPES)),
        fc.constantFrom('phrase' as const, 'fields' as const),
        anyText(5000),
        fc.record({
          title: anyText(3000),
          item: anyText(3000),
          json: bigJson,
          sub: fc.oneof(fc.constantFrom('content', 'activity', 'itemUsages'), anyText(100)),
          period: fc.oneof(fc.constantFrom('daily', 'yearly'), anyText(100)),
          number: anyText(30),
          date: anyText(20),
        }),
        (types, type, scheduleMode, phrase, t) => {
          const values = stateOf({
            [BLOCK.title]: { type: 'plain_text_input', value: t.title },
            [BLOCK.itemId]: { type: 'plain_text_input', value: t.item },
            [BLOCK.schedule]: { type: 'plain_text_input', value: phrase },
            [BLOCK.minute]: { type: 'plain_text_input', value: t.title },
            [BLOCK.parameters]: { type: 'plain_text_input', value: t.json },
            [BLOCK.layer]: { type: 'plain_text_input', value: t.json },
            [BLOCK.notebookParameters]: { type: 'plain_text_input', value: t.json },
            [BLOCK.serviceUrl]: { type: 'plain_text_input', value: t.json },
            [BLOCK.instances]: { type: 'number_input', value: t.number },
            [BLOCK.maxOccurrences]: { type: 'number_input', value: t.number },
            [BLOCK.startDate]: { type: 'datepicker', value: t.date },
            [BLOCK.reportSubType]: { type: 'static_select', selected_option: { value: t.sub } },
            [BLOCK.timeDuration]: { type: 'static_select', selected_option: { value: t.period } },
            [BLOCK.updateMode]: { type: 'static_select', selected_option: { value: t.sub } },
          });
          const first = taskModal({ types, ...(type ? { type } : {}), zone: LA, metadata, phrase, scheduleMode });
          expect(violations(first, 'modal')).toEqual([]);
          const rebuilt = taskModal({ types, ...(type ? { type } : {}), zone: LA, metadata, values, scheduleMode });
          expect(violations(rebuilt, 'modal')).toEqual([]);
        },
      ),
      RUNS,
    );
  });

  it('role modal', () => {
    fc.assert(
      fc.property(anyText(3000), anyText(3000), (name, description) => {
        expect(violations(roleModal({ name, description, metadata }), 'modal')).toEqual([]);
      }),
      RUNS,
    );
  });

  it('confirmations, whatever the titles, parameters, accounts and warnings', () => {
    fc.assert(
      fc.property(
        fc.record({
          title: anyText(3000),
          json: bigJson,
          url: anyText(3000),
          user: someText(300),
          acting: someText(1000),
          phrase: anyText(3000),
          warnings: fc.array(fc.record({ code: fc.constantFrom('dst', 'assumed', 'other'), message: anyText(3000) }), {
            maxLength: 30,
          }),
          requestId: someText(100),
          two: fc.boolean(),
        }),
        (r) => {
          const base = r.two ? twoTasks : weekdays;
          const tasks = base.tasks.map(
            (t) =>
              ({
                ...t,
                title: r.title,
                parameters:
                  t.type === 'ExecuteSceneCook'
                    ? { ...t.parameters, service_url: r.url, layer: r.json }
                    : { notebookParameters: r.json, updatePortalItem: false },
              }) as TaskRequest,
          );
          const c: Confirmation = {
            ...base,
            requestId: r.requestId,
            portalUser: r.user,
            actingAs: r.acting,
            tasks,
            schedule: {
              ...(base.schedule as NonNullable<Confirmation['schedule']>),
              phrase: r.phrase,
              warnings: r.warnings as NonNullable<Confirmation['schedule']>['warnings'],
            },
          };
          expect(violations(taskConfirmation(c, { zone: LA, channel: 'C1' }), 'modal')).toEqual([]);
          const role = { ...roleConfirmationFor({ name: r.title, description: r.phrase }), actingAs: r.acting };
          expect(violations(roleConfirmation(role, { zone: LA }), 'modal')).toEqual([]);
        },
      ),
      RUNS,
    );
  });

  it('results, errors and messages, whatever the portal says', () => {
    fc.assert(
      fc.property(
        fc.record({
          message: someText(5000),
          code: fc.constantFrom('portal.rejected', 'portal.outcome-unknown', 'internal', 'something.else'),
          id: someText(200),
          state: fc.constantFrom(
            'created' as const,
            'partial' as const,
            'rejected' as const,
            'unknown' as const,
            'submitting' as const,
            'expired' as const,
          ),
          note: anyText(3000),
          user: someText(100),
          url: someText(2000),
          reference: someText(100),
        }),
        (r) => {
          const results = twoTasks.tasks.map((_, index) =>
            index === 0
              ? { index, state: 'created' as const, id: r.id }
              : { index, state: 'rejected' as const, error: { code: r.code, message: r.message } },
          );
          const record = recordOf(twoTasks, r.state, results);
          const outcome = outcomeOf(record);
          expect(violations(resultView(outcome, r.note), 'modal')).toEqual([]);
          expect(violations(errorView({ summary: r.message, action: r.note || 'x' }, r.reference), 'modal')).toEqual(
            [],
          );
          expect(violations(notification(outcome, { requester: r.user, zone: LA }), 'message')).toEqual([]);
          expect(violations(historyMessage(Array(60).fill(record), LA, undefined, NOW), 'message')).toEqual([]);
          expect(violations(errorMessage({ summary: r.message, action: r.message }, r.reference), 'message')).toEqual(
            [],
          );
          expect(
            violations(
              whoamiMessage({ portalUser: r.user, portalUrl: r.url, mode: 'per-person', isDefaultAdmin: false }),
              'message',
            ),
          ).toEqual([]);
          expect(
            violations(signInMessage(`https://portal.example.com/?s=${encodeURIComponent(r.id)}`), 'message'),
          ).toEqual([]);
        },
      ),
      RUNS,
    );
  });

  it('field errors stay short enough to show', () => {
    fc.assert(
      fc.property(fc.dictionary(anyText(40), someText(5000)), (fields) => {
        const errors = errorsFor(fields, [BLOCK.schedule, BLOCK.type, BLOCK.title]);
        for (const m of Object.values(errors)) expect(Array.from(m).length).toBeLessThanOrEqual(2000);
      }),
      RUNS,
    );
  });
});

describe('the limits checker', () => {
  it('catches what Slack refuses', () => {
    const good = roleModal({ metadata });
    expect(violations(good, 'modal')).toEqual([]);
    const bad = {
      ...good,
      title: { type: 'plain_text', text: 'A title far longer than twenty-four' },
      private_metadata: 'x'.repeat(3001),
      blocks: [
        ...good.blocks,
        { type: 'section', text: { type: 'mrkdwn', text: '' } },
        { type: 'header', text: { type: 'plain_text', text: 'h'.repeat(151) } },
        {
          type: 'input',
          block_id: 'dup',
          label: { type: 'plain_text', text: 'L' },
          element: {
            type: 'static_select',
            action_id: 'a',
            options: [{ text: { type: 'plain_text', text: 'o'.repeat(76) }, value: 'v' }],
            initial_option: { text: { type: 'plain_text', text: 'other' }, value: 'w' },
          },
        },
        {
          type: 'input',
          block_id: 'dup',
          label: { type: 'plain_text', text: 'L' },
          element: { type: 'plain_text_input', action_id: 'b', max_length: 5, initial_value: 'too long' },
        },
        ...Array.from({ length: 100 }, () => ({ type: 'divider' })),
      ],
    };
    const found = violations(bad, 'modal').join('\n');
    for (const problem of [
      'title.text: 35 > 24',
      'private_metadata',
      'blocks: 107 > 100',
      'empty text',
      '151 > 150',
      '76 > 75',
      'initial_option: not one of the options',
      'duplicate dup',
      'initial_value: over max_length',
    ]) {
      expect(found).toContain(problem);
    }
    expect(violations({ blocks: Array(51).fill({ type: 'divider' }) }, 'message')).toEqual([
      'text: missing fallback text',
      'blocks: 51 > 50',
    ]);
  });
});
