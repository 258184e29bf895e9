import { describe, expect, it } from 'vitest';
import { TASK_ACTION } from '../../src/slack/ids.js';
import type { SlackView } from '../support/slack-payloads.js';
import { appHomeOpened, blockActions, viewSubmission } from '../support/slack-requests.js';
import { ALICE, BLOCK, BOB, CALLBACK, CHANNEL, command, createTask, ITEM, type Rig, startRig, until } from './rig.js';

/**
 * Operating tasks over HTTP, as people do it: the real app with signed Slack requests, the fake Slack Web API, the
 * portal emulator (with its scheduler on its own clock) and SQLite. The run watcher is off: its alerts have their
 * own tests.
 */

const NOTEBOOK = { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM, [BLOCK.title]: 'Nightly sales notebook' };
const DAY = 86_400_000;

async function rig(env: Record<string, string> = {}): Promise<Rig> {
  return startRig({ env: { WATCH_RUNS: 'off', ...env } });
}

/** The app's messages with a person land in a DM channel named after them. */
function dm(user: string): string {
  return `D${user.slice(1)}`;
}

function textOf(value: unknown): string {
  return JSON.stringify(value);
}

async function home(r: Rig, user = ALICE): Promise<SlackView> {
  // the tab of this person, drawn because it was opened (a creation draws it too, maybe later)
  const mine = () => r.fake.callsTo('views.publish').filter((c) => c.args.user_id === user && c.answer !== undefined);
  const before = mine().length;
  const reply = await appHomeOpened(r.target, { user });
  expect(reply.status).toBe(200);
  await until(() => mine().length > before);
  const view = r.fake.homeOf(user);
  if (!view) throw new Error('no Home tab published');
  return view;
}

/** Presses a button on the person's Home tab and waits for `method` to be called because of it. */
async function press(r: Rig, user: string, actionId: string, value: string, method: string): Promise<void> {
  const view = r.fake.homeOf(user);
  if (!view) throw new Error('no Home tab');
  const before = r.fake.callsTo(method).length;
  const reply = await blockActions(r.target, { viewId: view.id, user, action: { actionId, value } });
  expect(reply.status).toBe(200);
  await until(() => r.fake.callsTo(method).length > before);
}

function buttons(view: SlackView): { action: string; value: string }[] {
  return view.blocks.flatMap((b) =>
    b.type === 'actions' && Array.isArray(b.elements)
      ? (b.elements as { action_id: string; value?: string }[]).map((e) => ({
          action: e.action_id,
          value: e.value ?? '',
        }))
      : [],
  );
}

describe('operating tasks from Slack', () => {
  it('create, see it on the Home tab, pause, resume, run history, delete; the channel hears of each change', async () => {
    const r = await rig();
    await createTask(r, NOTEBOOK, 'every weekday 7pm');
    const [task] = r.emulator.tasks();
    if (!task) throw new Error('no task');

    // the Home tab: the task by name, its schedule in the asker's words, the next run as a date token, its buttons
    const first = await home(r);
    const shown = textOf(first.blocks);
    expect(shown).toContain('Nightly sales notebook');
    expect(shown).toContain('Every weekday at 7:00 PM');
    // kept at 7 PM all year (the confirmation's default): one entry for its chain, changed whole
    expect(shown).toContain('follows daylight saving (next change');
    expect(shown).toMatch(/next <!date\^\d+\^/);
    expect(shown).toContain(':large_green_circle: Active');
    expect(buttons(first).map((b) => b.action)).toEqual([
      TASK_ACTION.history,
      TASK_ACTION.pause,
      TASK_ACTION.edit,
      TASK_ACTION.delete,
    ]);
    expect(first.blocks.length).toBeLessThanOrEqual(100);

    // pause: the portal's task is inactive, the tab says so and offers Resume, the channel is told
    await press(r, ALICE, TASK_ACTION.pause, task.id, 'views.publish');
    await until(() => r.emulator.tasks()[0]?.active === false);
    expect(r.emulator.count('disableTask', 'POST')).toBe(1);
    await until(() => textOf(r.fake.homeOf(ALICE)?.blocks).includes('Paused'));
    expect(buttons(r.fake.homeOf(ALICE) as SlackView).map((b) => b.action)).toContain(TASK_ACTION.resume);
    await until(() => r.fake.messages(CHANNEL).some((m) => textOf(m).includes('paused *Nightly sales notebook*')));

    // resume
    await press(r, ALICE, TASK_ACTION.resume, task.id, 'views.publish');
    await until(() => r.emulator.tasks()[0]?.active === true);
    expect(r.emulator.count('enableTask', 'POST')).toBe(1);

    // a week of runs, two of them failing: history lists them in the reader's time, the tab says it is failing
    r.emulator.failRuns(task.id, 2, 'Kernel died while running cell 4');
    r.emulator.advanceBy(7 * DAY);
    await press(r, ALICE, TASK_ACTION.history, task.id, 'views.update');
    const historyView = r.fake.topView();
    expect(historyView?.callback_id).toBe(CALLBACK.taskHistory);
    const history = textOf(historyView?.blocks);
    expect(history).toContain(':x: Failed');
    expect(history).toContain('Kernel died while running cell 4');
    expect(history).toContain(':white_check_mark: Succeeded');
    expect(history).toMatch(/<!date\^\d+\^/);

    // delete: a modal that names it and asks; submitting deletes it at the portal and tells the channel
    await press(r, ALICE, TASK_ACTION.delete, task.id, 'views.update');
    const ask = r.fake.topView();
    expect(ask?.callback_id).toBe(CALLBACK.taskDelete);
    expect(textOf(ask?.blocks)).toContain('Delete *Nightly sales notebook*?');
    await viewSubmission(r.target, { viewId: ask?.id ?? '', user: ALICE });
    await until(() => r.emulator.tasks().length === 0);
    expect(r.emulator.count('deleteTask', 'POST')).toBe(1);
    await until(() => r.fake.messages(CHANNEL).some((m) => textOf(m).includes('deleted *Nightly sales notebook*')));
    await until(() => textOf(r.fake.homeOf(ALICE)?.blocks).includes('You have no scheduled tasks yet'));
  });

  it('someone else sees none of it, and a forged pause, delete or history is refused with nothing sent or read', async () => {
    const r = await rig();
    await createTask(r, NOTEBOOK, 'every day at 6am');
    const task = r.emulator.tasks()[0];
    if (!task) throw new Error('no task');

    // Bob did not create it (and is no admin): with one service account, his Home tab does not list it as his
    const bobs = await home(r, BOB);
    expect(textOf(bobs.blocks)).toContain('You have no scheduled tasks yet');

    // the creator's Home tab, drawn after the creation, has read its runs by now: nothing else may
    await until(() => r.fake.homeOf(ALICE) !== undefined);
    const runsRead = r.emulator.count('taskRuns', 'GET');
    for (const action of [TASK_ACTION.pause, TASK_ACTION.delete, TASK_ACTION.history]) {
      const before = r.fake.messages(dm(BOB)).length + r.fake.callsTo('views.update').length;
      await blockActions(r.target, {
        viewId: bobs.id,
        user: BOB,
        action: { actionId: action, value: task.id, type: 'button' },
      });
      await until(() => r.fake.messages(dm(BOB)).length + r.fake.callsTo('views.update').length > before);
    }
    expect(r.emulator.count('disableTask', 'POST')).toBe(0);
    expect(r.emulator.count('deleteTask', 'POST')).toBe(0);
    // nor are its runs read for him: its results are its creator's and the admins'
    expect(r.emulator.count('taskRuns', 'GET')).toBe(runsRead);
    expect(r.emulator.tasks()[0]?.active).toBe(true);
    expect(textOf(r.fake.messages(dm(BOB)))).toContain(
      'Only the person who scheduled this task through the bot, or the bot’s admins, may pause it.',
    );
  });

  it('an admin sees the team’s tasks with their buttons', async () => {
    const r = await rig({ BOT_ADMINS: BOB });
    await createTask(r, NOTEBOOK, 'every day at 6am');
    const view = await home(r, BOB);
    const shown = textOf(view.blocks);
    expect(shown).toContain("The team's other tasks");
    expect(shown).toContain('Nightly sales notebook');
    expect(shown).toContain(`created by <@${ALICE}>`);
    expect(buttons(view).map((b) => b.action)).toContain(TASK_ACTION.pause);
  });

  it('/portal tasks answers the same list to the person only, and a filter narrows it', async () => {
    const r = await rig();
    await createTask(r, NOTEBOOK, 'every day at 6am');
    // the creator's Home tab was drawn after the creation, from a fresh read of the list
    await until(() => r.fake.homeOf(ALICE) !== undefined);
    const reads = r.emulator.count('tasks', 'GET');
    const all = await command(r, '/portal', 'tasks');
    expect(all.text).toContain('Nightly sales notebook');
    expect(all.body.response_type).toBe('ephemeral');
    const none = await command(r, '/portal', 'tasks paused');
    expect(none.text).not.toContain('Nightly sales notebook');
    // looks within half a minute share that read: the portal is not asked for the list again
    expect(r.emulator.count('tasks', 'GET')).toBe(reads);
  });

  it('a button whose value is not a task id asks nothing of the portal', async () => {
    const r = await rig();
    await createTask(r, NOTEBOOK, 'every day at 6am');
    const view = await home(r);
    const gets = r.emulator.count('task', 'GET');
    const before = r.fake.messages(dm(ALICE)).length;
    await blockActions(r.target, {
      viewId: view.id,
      user: ALICE,
      action: { actionId: TASK_ACTION.pause, value: '../../portals/self' },
    });
    await until(() => r.fake.messages(dm(ALICE)).length > before);
    expect(r.emulator.count('task', 'GET')).toBe(gets);
    expect(r.emulator.count('disableTask', 'POST')).toBe(0);
  });
});
