import { describe, expect, it } from 'vitest';
import type { Confirmation } from '../../../src/requests/types.js';
import { BLOCK, CALLBACK } from '../../../src/slack/ids.js';
import { taskConfirmation } from '../../../src/slack/views/confirmation.js';
import {
  confirmMetadata,
  modalMetadata,
  readConfirmMetadata,
  readModalMetadata,
} from '../../../src/slack/views/metadata.js';
import { changeMessage, changeResultView } from '../../../src/slack/views/task-change.js';
import { taskModal } from '../../../src/slack/views/task-modal.js';
import { textOf } from '../../support/slack-payloads.js';
import { ALL_TYPES, LA, outcomeOf, recordOf, taskConfirmationFor } from './fixtures.js';

const TASK = '0123456789abcdef0123456789abcdef';

/** The weekday 6pm confirmation as a change of a task that ran at 7pm. */
function change(): Confirmation {
  const c = taskConfirmationFor({ phrase: 'every weekday 6pm', zone: LA });
  return {
    ...c,
    replaces: {
      taskId: TASK,
      before: {
        type: 'ExecuteNotebook',
        title: 'Old title',
        itemId: c.tasks[0] && 'itemId' in c.tasks[0] ? (c.tasks[0].itemId ?? null) : null,
        cron: { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' },
        words: 'Every weekday at 7:00 PM Pacific Time',
        timezone: LA,
        startDate: null,
        endDate: null,
        maxOccurrences: null,
      },
    },
  };
}

describe('changing a task: the views', () => {
  it('the metadata carries the task being changed, and drops one that is not a task id', () => {
    const edit = { taskId: TASK, type: 'ExecuteNotebook' };
    expect(readModalMetadata(modalMetadata({ zone: LA, edit }))?.edit).toEqual(edit);
    expect(readModalMetadata(modalMetadata({ zone: LA, hidden: { schedule: 'x' }, edit }))?.edit).toEqual(edit);
    expect(readConfirmMetadata(confirmMetadata({ requestId: 'r1', zone: LA, edit }))?.edit).toEqual(edit);
    expect(readModalMetadata(JSON.stringify({ zone: LA, edit: { taskId: '../x', type: 'A' } }))?.edit).toBeUndefined();
  });

  it('the form of a change: its own callback and title, the task’s type the only one offered, kept on rebuild', () => {
    const metadata = modalMetadata({ zone: LA, edit: { taskId: TASK, type: 'ExecuteNotebook' } });
    const view = taskModal({ types: ALL_TYPES, zone: LA, phrase: 'every weekday 7pm', metadata });
    expect(view.callback_id).toBe(CALLBACK.taskEdit);
    expect(view.title.text).toBe('Change task');
    const type = view.blocks.find((b) => b.block_id === BLOCK.type) as { element: { options: unknown[] } };
    expect(type.element.options).toHaveLength(1);
    // a rebuild (the advanced settings opened, something typed hidden) keeps it a change
    const again = taskModal({
      types: ALL_TYPES,
      zone: LA,
      values: {},
      advanced: true,
      metadata: view.private_metadata ?? '',
    });
    expect(again.callback_id).toBe(CALLBACK.taskEdit);
    expect(readModalMetadata(again.private_metadata ?? '')?.edit?.taskId).toBe(TASK);
  });

  it('the confirmation of a change: asked as a change, before → after, Save changes', () => {
    const view = taskConfirmation(change(), { zone: LA, notifyChannel: 'C0OPS00001' });
    const text = textOf(view);
    expect(text).toContain('Change this scheduled task?');
    expect(text).toContain('~Every weekday at 7:00 PM Pacific Time~ → *Every weekday at 6:00 PM Pacific Time*');
    expect(text).toContain('is told once it is changed');
    expect(view.submit?.text).toBe('Save changes');
    expect(view.title.text).toBe('Confirm change');
    expect(readConfirmMetadata(view.private_metadata ?? '')?.edit?.taskId).toBe(TASK);
  });

  it('the result and the channel’s sentence', () => {
    const c = change();
    const record = { ...recordOf(c, 'created', [{ index: 0, state: 'created' as const, sentAt: 1 }]) };
    const done = outcomeOf({ ...record, payload: { tasks: c.tasks, replaces: c.replaces } });
    expect(changeResultView(done, { zone: LA }).title.text).toBe('Task changed');
    expect(changeMessage(done, 'U0ALICE001').text).toMatch(
      /^:pencil2: <@U0ALICE001> changed \*.+\*: now every weekday at 6:00 PM Pacific Time\.$/,
    );
    const refused = outcomeOf({
      ...record,
      state: 'rejected',
      results: [{ index: 0, state: 'rejected', error: { code: 'portal.rejected', message: 'The portal said no.' } }],
    });
    expect(textOf(changeResultView(refused, { zone: LA }))).toContain('runs as before');
  });

  it('a followed schedule changed in part: the old one is kept beside the part made, and said so', () => {
    const c = change();
    const { replaces, ...rest } = c;
    if (!replaces) throw new Error('no change');
    const supersedes = { ...replaces, scheduleId: 'chain-1', taskIds: [TASK] };
    const results = [
      { index: 0, state: 'created' as const, id: 'a'.repeat(32), sentAt: 1 },
      { index: 1, state: 'rejected' as const, error: { code: 'portal.rejected', message: 'The portal said no.' } },
    ];
    const partial = outcomeOf({
      ...recordOf(rest, 'partial', results),
      payload: { tasks: [...c.tasks, ...c.tasks], supersedes },
    });
    const view = changeResultView(partial, { zone: LA });
    expect(view.title.text).toBe('Partly changed');
    expect(textOf(view)).toContain('1 of the new schedule’s 2 tasks were made');
    expect(textOf(view)).toContain('still runs beside them');
    expect(textOf(view)).not.toContain('runs as before');
    // a change of one task made in part is not possible (one update), and keeps its words
    const plain = outcomeOf({ ...recordOf(c, 'rejected', [results[1] as (typeof results)[1]]) });
    expect(changeResultView(plain, { zone: LA }).title.text).toBe('Not changed');
  });
});
