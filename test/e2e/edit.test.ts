import { describe, expect, it } from 'vitest';
import { TASK_ACTION } from '../../src/slack/ids.js';
import type { SlackView } from '../support/slack-payloads.js';
import { appHomeOpened, blockActions, viewSubmission } from '../support/slack-requests.js';
import { ALICE, BLOCK, BOB, CALLBACK, CHANNEL, createTask, ITEM, type Rig, startRig, until } from './rig.js';

/**
 * Edit on a task, over HTTP as people do it: the real app with signed Slack requests, the fake Slack Web API, the
 * portal emulator and SQLite. The rig runs one service account: a task is changed by whoever created it through the
 * bot, or an admin.
 */

const NOTEBOOK = { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM, [BLOCK.title]: 'Nightly sales notebook' };

async function rig(env: Record<string, string> = {}): Promise<Rig> {
  return startRig({ env: { WATCH_RUNS: 'off', ...env } });
}

function dm(user: string): string {
  return `D${user.slice(1)}`;
}

function text(value: unknown): string {
  return JSON.stringify(value);
}

async function home(r: Rig, user = ALICE): Promise<SlackView> {
  // the tab of this person, drawn because it was opened (a creation draws it too, maybe later)
  const mine = () => r.fake.callsTo('views.publish').filter((c) => c.args.user_id === user && c.answer !== undefined);
  const before = mine().length;
  await appHomeOpened(r.target, { user });
  await until(() => mine().length > before);
  const view = r.fake.homeOf(user);
  if (!view) throw new Error('no Home tab published');
  return view;
}

/** Presses Edit on the person's Home tab; the form that opens, once filled in. */
async function pressEdit(r: Rig, taskId: string, user = ALICE): Promise<SlackView> {
  const tab = r.fake.homeOf(user) ?? (await home(r, user));
  await blockActions(r.target, { viewId: tab.id, user, action: { actionId: TASK_ACTION.edit, value: taskId } });
  await until(() => r.fake.topView()?.callback_id === CALLBACK.taskEdit, 15_000);
  return r.fake.topView() as SlackView;
}

function fieldsOf(r: Rig): string {
  const t = r.emulator.tasks()[0];
  return t ? [t.minute, t.hour, t.dayOfMonth, t.month, t.dayOfWeek].join(' ') : 'none';
}

describe('Edit on a task, end to end', () => {
  it('opens the form filled from the task, confirms a change, sends one update, tells the channel', async () => {
    const r = await rig();
    await createTask(r, NOTEBOOK, 'every weekday 7pm', { fixedInUtc: true });
    const task = r.emulator.tasks()[0];
    if (!task) throw new Error('no task');
    const before = fieldsOf(r);

    // the form: the words it was asked with, its one type, its item and title, and it knows which task it changes
    const form = await pressEdit(r, task.id);
    const shown = text(form.blocks);
    expect(form.title.text).toBe('Change task');
    expect(shown).toContain('"initial_value":"every weekday 7pm"');
    expect(shown).toContain('Nightly sales notebook');
    const typeBlock = form.blocks.find((b) => b.block_id === BLOCK.type) as { element: { options: unknown[] } };
    expect(typeBlock.element.options).toHaveLength(1);
    expect(text(form)).toContain(task.id);

    // submit a new schedule: the confirmation is worded as a change, with before and after
    await viewSubmission(r.target, {
      viewId: form.id,
      user: ALICE,
      answers: { [BLOCK.schedule]: 'every weekday 6pm' },
    });
    await until(() => r.fake.currentView(form.id)?.callback_id === CALLBACK.taskConfirm, 15_000);
    const ask = r.fake.currentView(form.id) as SlackView;
    const asked = text(ask);
    expect(asked).toContain('Change this scheduled task?');
    expect(asked).toContain('Save changes');
    expect(asked).toContain('~Every weekday at 7:00 PM Pacific Time~ → *Every weekday at 6:00 PM Pacific Time*');
    expect(r.emulator.count('updateTask', 'POST')).toBe(0);

    // a double click: one update, the portal's task has the new fields, the view says Changed
    await Promise.all([
      viewSubmission(r.target, { viewId: form.id, user: ALICE }),
      viewSubmission(r.target, { viewId: form.id, user: ALICE }),
    ]);
    await until(() => r.fake.currentView(form.id)?.title.text === 'Task changed', 15_000);
    expect(r.emulator.count('updateTask', 'POST')).toBe(1);
    expect(r.emulator.count('createTask', 'POST')).toBe(1);
    expect(r.emulator.tasks()).toHaveLength(1);
    expect(fieldsOf(r)).not.toBe(before);
    expect(fieldsOf(r)).toBe('0 2 ? * 3-7');
    expect(text(r.fake.currentView(form.id))).toContain('Every weekday at 6:00 PM Pacific Time');

    // the channel is told in one sentence, once; the Home tab is drawn again
    await until(() => r.fake.messages(CHANNEL).some((m) => text(m).includes('changed *Nightly sales notebook*')));
    const told = r.fake.messages(CHANNEL).filter((m) => text(m).includes('changed *Nightly sales notebook*'));
    expect(told).toHaveLength(1);
    expect(text(told[0])).toContain(`<@${ALICE}> changed *Nightly sales notebook*: now every weekday at 6:00 PM`);
    // the Home tab is drawn again, and says the schedule as it is now, not as it was created
    await until(() => text(r.fake.homeOf(ALICE)?.blocks).includes('Every weekday at 6:00 PM'));
    expect(text(r.fake.homeOf(ALICE)?.blocks)).not.toContain('7:00 PM');

    // pressing Edit again offers the new words
    const again = await pressEdit(r, task.id);
    expect(text(again.blocks)).toContain('"initial_value":"every weekday 6pm"');
  });

  it('a schedule that follows daylight saving is changed whole: a new schedule in its place, the old tasks deleted', async () => {
    const r = await rig();
    await createTask(r, NOTEBOOK, 'every weekday 7pm Pacific');
    const [old] = r.emulator.tasks();
    if (!old) throw new Error('no task');
    // followed: its first stretch ends at the next change
    expect(old.endDate).toBeDefined();

    // the form opens from the words it was asked in, read in the zone it was asked in
    const form = await pressEdit(r, old.id);
    expect(text(form.blocks)).toContain('"initial_value":"every weekday 7pm Pacific"');
    await viewSubmission(r.target, {
      viewId: form.id,
      user: ALICE,
      answers: { [BLOCK.schedule]: 'every weekday 6pm Pacific' },
    });
    await until(() => r.fake.currentView(form.id)?.callback_id === CALLBACK.taskConfirm, 15_000);
    const asked = text(r.fake.currentView(form.id));
    expect(asked).toContain('Change this schedule?');
    expect(asked).toContain('~Every weekday at 7:00 PM Pacific Time~ → *Every weekday at 6:00 PM Pacific Time*');
    expect(asked).toContain('the new schedule is made first, then that task is deleted');
    expect(r.emulator.count('deleteTask', 'POST')).toBe(0);

    await viewSubmission(r.target, { viewId: form.id, user: ALICE });
    await until(() => r.fake.currentView(form.id)?.title.text === 'Task changed', 15_000);
    // one new task (the new schedule's first stretch), the old one gone
    const now = r.emulator.tasks();
    expect(now.map((t) => t.id)).not.toContain(old.id);
    expect(now.map((t) => [t.minute, t.hour, t.dayOfWeek].join(' '))).toEqual(['0 2 3-7']);
    await until(() => r.fake.messages(CHANNEL).some((m) => text(m).includes('changed *Nightly sales notebook*')));
    await until(() => text(r.fake.homeOf(ALICE)?.blocks).includes('Every weekday at 6:00 PM'));
    expect(text(r.fake.homeOf(ALICE)?.blocks)).not.toContain('7:00 PM');
  });

  it('a schedule that needs several tasks is refused under the schedule, and nothing is sent', async () => {
    const r = await rig();
    await createTask(r, NOTEBOOK, 'every day at 6am', { fixedInUtc: true });
    const task = r.emulator.tasks()[0];
    if (!task) throw new Error('no task');
    const form = await pressEdit(r, task.id);
    const reply = await viewSubmission(r.target, {
      viewId: form.id,
      user: ALICE,
      answers: { [BLOCK.schedule]: 'on the 30th of every month at 8pm Pacific' },
    });
    expect(reply.json).toMatchObject({
      response_action: 'errors',
      errors: {
        [BLOCK.schedule]:
          'This schedule needs 2 tasks; a task can be changed into one. Create it as a new schedule instead.',
      },
    });
    expect(r.emulator.count('updateTask', 'POST')).toBe(0);
  });

  it('someone who did not create it: a forged Edit is refused in words, no form opens, nothing is sent', async () => {
    const r = await rig();
    await createTask(r, NOTEBOOK, 'every day at 6am', { fixedInUtc: true });
    const task = r.emulator.tasks()[0];
    if (!task) throw new Error('no task');
    const bobs = await home(r, BOB);
    const opened = r.fake.callsTo('views.open').length;
    const before = r.fake.messages(dm(BOB)).length;
    await blockActions(r.target, {
      viewId: bobs.id,
      user: BOB,
      action: { actionId: TASK_ACTION.edit, value: task.id, type: 'button' },
    });
    await until(() => r.fake.messages(dm(BOB)).length > before);
    expect(text(r.fake.messages(dm(BOB)))).toContain('may edit it');
    expect(r.fake.callsTo('views.open').length).toBe(opened);

    // a submission of Alice's form sent as Bob: refused by the workflow, nothing drafted to confirm
    const form = await pressEdit(r, task.id, ALICE);
    const reply = await viewSubmission(r.target, {
      viewId: form.id,
      user: BOB,
      answers: { [BLOCK.schedule]: 'every day at 9am' },
    });
    expect(text(reply.json)).toContain('may edit it');
    expect(r.emulator.count('updateTask', 'POST')).toBe(0);
    expect(fieldsOf(r)).toBe('0 14 * * ?');
  });
});
