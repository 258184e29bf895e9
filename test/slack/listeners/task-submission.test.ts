// Submitting the task modal: field problems under their input blocks, the confirmation in place of the form, and
// an unexpected failure shown with a reference that matches its log line.
import type { ModalView } from '@slack/types';
import { describe, expect, it } from 'vitest';
import { PortalOpsError } from '../../../src/errors.js';
import { BLOCK, CALLBACK } from '../../../src/slack/ids.js';
import { modalMetadata, readConfirmMetadata } from '../../../src/slack/views/metadata.js';
import { taskModal } from '../../../src/slack/views/task-modal.js';
import { captureLog, listenerRig, PERSON, sentView } from '../../support/listener-harness.js';
import { type Answers, type JsonObject, textOf, viewState } from '../../support/slack-payloads.js';
import { ITEM, LA, taskConfirmationFor } from '../views/fixtures.js';

type Ack = { response_action: string; errors?: Record<string, string>; view?: ModalView };

const metadata = modalMetadata({ zone: LA, channel: 'C0OPS00001' });
const VIEW_ID = 'V0TASK0001';
const HASH = '1763726400.h4sh0001';

/** The task modal for one type, as Slack sends it back with these answers. */
function submitted(
  type: Parameters<typeof taskModal>[0]['types'][number],
  answers: Answers,
  o: { advanced?: boolean; metadata?: string } = {},
) {
  const modal = taskModal({
    types: [type],
    zone: LA,
    metadata: o.metadata ?? metadata,
    phrase: 'every weekday 7pm',
    ...(o.advanced === undefined ? {} : { advanced: o.advanced }),
  });
  const values = viewState(modal as unknown as { blocks: JsonObject[] }, answers);
  return sentView(modal, { id: VIEW_ID, hash: HASH, values });
}

const confirmation = taskConfirmationFor({ phrase: 'every weekday 7pm', zone: LA });

describe('task modal submission', () => {
  it('drafts what was typed, keyed by the view id and hash, and answers with the confirmation', async () => {
    const r = listenerRig({ draft: async () => confirmation });
    await r.submit(submitted('ExecuteNotebook', { [BLOCK.itemId]: ITEM, [BLOCK.title]: 'Nightly notebook' }));

    expect(r.t.only('workflow.draft')).toEqual({
      kind: 'task',
      person: PERSON,
      task: {
        type: 'ExecuteNotebook',
        title: 'Nightly notebook',
        itemId: ITEM,
        parameters: { updatePortalItem: true, saveInjectedParameters: false },
      },
      schedule: { phrase: 'every weekday 7pm', zone: LA },
      idempotencyKey: `${VIEW_ID}:${HASH}`,
    });
    expect(r.t.names()).toEqual(['workflow.draft', 'ack']);
    const ack = r.acked() as Ack;
    expect(ack.response_action).toBe('update');
    expect(ack.view?.callback_id).toBe(CALLBACK.taskConfirm);
    expect(readConfirmMetadata(ack.view?.private_metadata ?? '')).toEqual({
      requestId: confirmation.requestId,
      zone: LA,
    });
  });

  it('advanced settings folded away still count: the dates and run limit kept in the metadata are drafted', async () => {
    const r = listenerRig({ draft: async () => confirmation });
    const folded = modalMetadata({
      zone: LA,
      channel: 'C0OPS00001',
      hidden: { startDate: '2026-03-09', maxOccurrences: '12', minute: '5' },
    });
    const view = submitted('ExecuteNotebook', { [BLOCK.itemId]: ITEM }, { metadata: folded });
    expect(textOf(view)).toContain('Set under more options: starts Mar 9, 2026 · at most 12 runs.');
    await r.submit(view);
    const { task, schedule } = r.t.only<{ task: Record<string, unknown>; schedule: unknown }>('workflow.draft');
    // the start of Mar 9 in Los Angeles; a CRON field kept from the other mode plays no part in a phrase
    expect(task).toMatchObject({ startDate: Date.UTC(2026, 2, 9, 7), maxOccurrences: 12 });
    expect(schedule).toEqual({ phrase: 'every weekday 7pm', zone: LA });
  });

  it('answers field errors keyed by block ids when the form cannot be read, and drafts nothing', async () => {
    const r = listenerRig();
    await r.submit(
      submitted(
        'UpdateAnalyticsWorkbook',
        { [BLOCK.itemId]: ITEM, [BLOCK.parameters]: '{oops', [BLOCK.startDate]: '2026-02-30' },
        { advanced: true },
      ),
    );
    expect(r.t.has('workflow.draft')).toBe(false);
    const ack = r.acked() as Ack;
    expect(ack.response_action).toBe('errors');
    expect(ack.errors).toEqual({
      [BLOCK.parameters]: 'Workbook parameters: a JSON object, e.g. {"mode": "full"}.',
      [BLOCK.startDate]: expect.stringMatching(/^Start: a date/),
    });
  });

  it('puts the workflow’s field problems under the blocks that show them', async () => {
    const r = listenerRig({
      draft: async () => {
        throw new PortalOpsError('validation.invalid', {
          fields: {
            itemId: 'Item id: the 32 characters at the end of the item’s page address.',
            minute: 'Minute: 0 to 59.',
            'parameters.updatePortalItem': 'Update the item: true or false.',
          },
        });
      },
    });
    await r.submit(submitted('ExecuteNotebook', { [BLOCK.itemId]: 'not-an-id' }));
    const ack = r.acked() as Ack;
    expect(ack).toEqual({
      response_action: 'errors',
      errors: {
        [BLOCK.itemId]: 'Item id: the 32 characters at the end of the item’s page address.',
        // the phrase is shown, not the typed fields: the schedule's problem goes under the phrase
        [BLOCK.schedule]: 'Minute: 0 to 59.',
        [BLOCK.notebookOptions]: 'Update the item: true or false.',
      },
    });
  });

  it('shows our refusals in words in place of the form, without a reference', async () => {
    const r = listenerRig({
      draft: async () => {
        throw new PortalOpsError('task.type-unsupported', {
          taskType: 'ExecuteNotebook',
          edition: 'Enterprise',
          version: '11.1',
          supportedTypes: ['ExecuteReport'],
        });
      },
    });
    await r.submit(submitted('ExecuteNotebook', { [BLOCK.itemId]: ITEM }));
    const ack = r.acked() as Ack;
    expect(ack.response_action).toBe('update');
    expect(ack.view?.callback_id).toBe(CALLBACK.progress);
    const words = textOf(ack.view);
    expect(words).toContain('does not support ExecuteNotebook tasks');
    expect(words).toContain('Choose one of: ExecuteReport.');
    expect(words).not.toContain('Reference');
  });

  it('shows an unexpected failure with a short reference equal to the one in the log line', async () => {
    const { log, lines } = captureLog();
    const r = listenerRig({
      log,
      draft: async () => {
        throw new Error('SQLITE_BUSY: database is locked');
      },
    });
    await r.submit(submitted('ExecuteNotebook', { [BLOCK.itemId]: ITEM }));
    const ack = r.acked() as Ack;
    expect(ack.response_action).toBe('update');
    expect(ack.view?.title.text).toBe('Could not continue');
    const words = textOf(ack.view);
    expect(words).toContain('Something went wrong on our side.');
    expect(words).not.toContain('SQLITE_BUSY');
    const shown = /Reference: `([^`]+)`/.exec(words)?.[1];
    expect(shown).toMatch(/^[0-9a-f]{8}$/);

    const logged = lines.filter((l) => l.msg === 'unexpected error');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ reference: shown, where: 'task draft', err: 'SQLITE_BUSY: database is locked' });
  });
});
