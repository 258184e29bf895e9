import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { DST_CHOICE, DST_CHOICE_ACTION } from '../../src/slack/ids.js';
import {
  BLOCK,
  CALLBACK,
  choose,
  confirm,
  ITEM,
  onlyTask,
  openTaskModal,
  type Rig,
  seen,
  startRig,
  submit,
  words,
} from './rig.js';

/**
 * The daylight saving choice over HTTP, as people make it: the real app with signed Slack requests, the fake Slack
 * Web API, the portal emulator and SQLite, on the real clock (so the next change is found, not assumed).
 */

const NOTEBOOK = { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM, [BLOCK.title]: 'Nightly sales notebook' };
const LA = 'America/Los_Angeles';

/** The next instant Los Angeles changes its offset, from now. */
function nextChange(): number {
  let t = DateTime.now().setZone(LA).startOf('hour');
  const offset = t.offset;
  while (t.offset === offset) t = t.plus({ hours: 1 });
  return t.toMillis();
}

function chosen(r: Rig, viewId: string): string | undefined {
  for (const b of seen(r, viewId).blocks as {
    block_id?: string;
    elements?: { initial_option?: { value: string } }[];
  }[]) {
    if (b.block_id === DST_CHOICE_ACTION) return b.elements?.[0]?.initial_option?.value;
  }
  return undefined;
}

async function confirmation(r: Rig): Promise<string> {
  const viewId = await openTaskModal(r, 'every weekday 7pm Pacific');
  await submit(r, viewId, NOTEBOOK);
  expect(seen(r, viewId).callback_id).toBe(CALLBACK.taskConfirm);
  return viewId;
}

describe('keep 7:00 PM Pacific all year, or fixed in UTC: the choice on the confirmation', () => {
  it('is offered with following chosen; confirmed so, the first stretch ends the moment before the change', async () => {
    const r = await startRig({ env: { WATCH_RUNS: 'off' } });
    const viewId = await confirmation(r);
    expect(chosen(r, viewId)).toBe(DST_CHOICE.follow);
    expect(words(r, viewId)).toContain('Keep 7:00 PM Pacific Time all year');
    expect(words(r, viewId)).toContain('Fixed in UTC (moves by an hour at each change)');
    await confirm(r, viewId);
    expect(onlyTask(r).endDate).toBe(nextChange() - 1);
  });

  it('choosing "Fixed in UTC" shows that draft and sends it: one task, no end, the caveat on the view', async () => {
    const r = await startRig({ env: { WATCH_RUNS: 'off' } });
    const viewId = await confirmation(r);
    await choose(r, viewId, DST_CHOICE_ACTION, DST_CHOICE.fixed);
    expect(chosen(r, viewId)).toBe(DST_CHOICE.fixed);
    expect(words(r, viewId)).toContain('The portal keeps schedules in UTC');
    // and back: the way it was
    await choose(r, viewId, DST_CHOICE_ACTION, DST_CHOICE.follow);
    expect(chosen(r, viewId)).toBe(DST_CHOICE.follow);
    await choose(r, viewId, DST_CHOICE_ACTION, DST_CHOICE.fixed);
    await confirm(r, viewId);
    const task = onlyTask(r);
    expect(task.endDate).toBeUndefined();
    expect(r.emulator.tasks()).toHaveLength(1);
  });
});
