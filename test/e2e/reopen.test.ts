import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { RESULT_ACTION, SCHEDULE_MODE } from '../../src/slack/ids.js';
import { type SlackView, type StateValues, textOf, viewState } from '../support/slack-payloads.js';
import { blockActions } from '../support/slack-requests.js';
import {
  BLOCK,
  BOB,
  CALLBACK,
  choose,
  confirm,
  MISSING_ITEM,
  nextCall,
  openAdvanced,
  openRoleModal,
  openTaskModal,
  type Rig,
  seen,
  startRig,
  submit,
} from './rig.js';

const SALES_NOTEBOOK = 'a1b2c3d4e5f6478899aabbccddeeff01';
const LA = 'America/Los_Angeles';

/** A result view's button, clicked by `user`: the app turns the same view into the form again. */
async function click(r: Rig, viewId: string, actionId: string, user?: string) {
  const update = await nextCall(r, 'views.update', () =>
    blockActions(r.target, { viewId, action: { actionId }, ...(user ? { user } : {}) }),
  );
  expect(update.answer?.ok).toBe(true);
  return seen(r, viewId);
}

/** The state Slack would send for a view nobody has touched since it was shown. */
function untouched(view: SlackView): StateValues {
  return viewState(view);
}

/** The submitted state with the picked item's option reduced to its id (Slack's copy carries what it showed). */
function comparable(values: StateValues): StateValues {
  const item = values[BLOCK.itemId]?.[BLOCK.itemId]?.selected_option?.value;
  return { ...values, [BLOCK.itemId]: { [BLOCK.itemId]: { type: 'external_select', value: item ?? null } } };
}

describe('end to end: the result view reopens the form with what the request held', () => {
  it('Create another: the same values as submitted, the item named by the portal; sent again, a second task', async () => {
    const r = await startRig();
    const start = DateTime.now().setZone(LA).plus({ days: 20 }).toISODate() ?? '';
    const end = DateTime.now().setZone(LA).plus({ days: 200 }).toISODate() ?? '';
    const viewId = await openTaskModal(r, 'every weekday 7pm');
    await choose(r, viewId, BLOCK.type, 'ExecuteNotebook');
    await openAdvanced(r, viewId);
    const submitted = await submit(r, viewId, {
      [BLOCK.itemId]: SALES_NOTEBOOK,
      [BLOCK.title]: 'Nightly sales',
      [BLOCK.startDate]: start,
      [BLOCK.endDate]: end,
      [BLOCK.maxOccurrences]: '30',
      [BLOCK.notebookParameters]: '{"region":"west"}',
      [BLOCK.notebookOptions]: ['update_item', 'save_parameters'],
    });
    const original = (submitted.payload.view as SlackView).state.values;
    const result = await confirm(r, viewId);
    expect(result.title.text).toBe('Task created');

    const reopened = await click(r, viewId, RESULT_ACTION.createAnother);
    expect(reopened.callback_id).toBe(CALLBACK.taskModal);
    expect(comparable(untouched(reopened))).toEqual(comparable(original));
    // what the picker shows is the portal's title, asked when the draft was made
    expect(untouched(reopened)[BLOCK.itemId]?.[BLOCK.itemId]?.selected_option?.text.text).toBe(
      'Nightly sales notebook',
    );

    await submit(r, viewId);
    expect(seen(r, viewId).callback_id).toBe(CALLBACK.taskConfirm);
    await confirm(r, viewId);
    const [first, second] = r.emulator.tasks();
    // what was sent is the same; when each was made (created, updated) and its id are the portal's
    const { id: _a, created: _c, updated: _u, ...firstFields } = first ?? ({} as never);
    const { id: _b, created: _d, updated: _v, ...secondFields } = second ?? ({} as never);
    expect(r.emulator.tasks()).toHaveLength(2);
    expect(secondFields).toEqual(firstFields);
    expect(JSON.parse(second?.parameters ?? '{}')).toEqual({
      updatePortalItem: true,
      saveInjectedParameters: true,
      notebookParameters: '{"region":"west"}',
    });
  });

  it('Back to edit after a refusal: the five CRON fields as typed, the item the portal refused; fixed, it is created', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every weekday 7pm');
    await choose(r, viewId, BLOCK.type, 'ExecuteNotebook');
    await openAdvanced(r, viewId);
    await choose(r, viewId, BLOCK.scheduleMode, SCHEDULE_MODE.fields);
    const submitted = await submit(r, viewId, {
      [BLOCK.itemId]: MISSING_ITEM,
      [BLOCK.minute]: '30',
      [BLOCK.hour]: '14',
      [BLOCK.dayOfMonth]: '?',
      [BLOCK.month]: '*',
      [BLOCK.dayOfWeek]: '2-6',
      [BLOCK.title]: 'Afternoon run',
    });
    const original = (submitted.payload.view as SlackView).state.values;
    const result = await confirm(r, viewId);
    expect(result.title.text).not.toBe('Task created');
    expect(r.emulator.tasks()).toHaveLength(0);

    const reopened = await click(r, viewId, RESULT_ACTION.backToEdit);
    expect(reopened.callback_id).toBe(CALLBACK.taskModal);
    expect(comparable(untouched(reopened))).toEqual(comparable(original));
    // the schedule as it was given: the five fields, not the phrase
    expect(reopened.blocks.some((b) => b.block_id === BLOCK.schedule)).toBe(false);

    await submit(r, viewId, { [BLOCK.itemId]: SALES_NOTEBOOK });
    await confirm(r, viewId);
    expect(r.emulator.tasks()).toMatchObject([
      { itemId: SALES_NOTEBOOK, title: 'Afternoon run', minute: '30', hour: '14', dayOfWeek: '2-6' },
    ]);
  });

  it('only the person who made the request can reopen it: anyone else is told, and sees no form', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every day at 6am');
    await submit(r, viewId, { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: SALES_NOTEBOOK });
    await confirm(r, viewId);
    const shown = await click(r, viewId, RESULT_ACTION.createAnother, BOB);
    expect(shown.callback_id).toBe(CALLBACK.progress);
    expect(textOf(shown)).toMatch(/someone else|not yours|only .* who/i);
  });

  it('a role: Create another reopens the role form with its name and description', async () => {
    const r = await startRig();
    const viewId = await openRoleModal(r, 'Night Shift');
    const submitted = await submit(r, viewId, { [BLOCK.roleDescription]: 'Watches the overnight jobs' });
    const original = (submitted.payload.view as SlackView).state.values;
    await confirm(r, viewId);
    const reopened = await click(r, viewId, RESULT_ACTION.createAnother);
    expect(reopened.callback_id).toBe(CALLBACK.roleModal);
    expect(untouched(reopened)).toEqual(original);
  });
});
