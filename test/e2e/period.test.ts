import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { BLOCK, CALLBACK, ITEM, openAdvanced, openTaskModal, seen, startRig, submit } from './rig.js';

// Alice reads dates in America/Los_Angeles (the fake Slack's default for her). The rig runs on the real clock, so
// the dates are chosen relative to today: one long past, and a weekend well ahead.
const LA = 'America/Los_Angeles';
const day = (d: DateTime) => d.toISODate() ?? '';
const words = (d: DateTime) => d.setLocale('en-US').toFormat('LLL d, yyyy');
const weekday = (d: DateTime) => d.setLocale('en-US').toFormat('ccc, LLL d');

describe('end to end: a period in which the task never runs is refused under the date, nothing sent', () => {
  it('an end date that has passed', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every weekday 7pm Pacific');
    await openAdvanced(r, viewId);
    const reply = await submit(r, viewId, {
      [BLOCK.type]: 'ExecuteNotebook',
      [BLOCK.itemId]: ITEM,
      [BLOCK.endDate]: '2020-01-31',
    });
    expect(reply.json).toMatchObject({ response_action: 'errors' });
    expect(r.fake.viewErrors(viewId)).toEqual({
      [BLOCK.endDate]: 'End date: Jan 31, 2020 has passed. Choose a later date, or leave it empty.',
    });
    expect(seen(r, viewId).callback_id).toBe(CALLBACK.taskModal);
    expect(r.emulator.count('createTask')).toBe(0);
  });

  it('a weekend for a weekday schedule: both dates, and the first run there would be', async () => {
    const r = await startRig();
    const saturday = DateTime.now().setZone(LA).startOf('week').plus({ weeks: 2, days: 5 });
    const sunday = saturday.plus({ days: 1 });
    const viewId = await openTaskModal(r, 'every weekday 7pm Pacific');
    await openAdvanced(r, viewId);
    await submit(r, viewId, {
      [BLOCK.type]: 'ExecuteNotebook',
      [BLOCK.itemId]: ITEM,
      [BLOCK.startDate]: day(saturday),
      [BLOCK.endDate]: day(sunday),
    });
    const why = `no run falls between ${words(saturday)} and ${words(sunday)}; the first would be on ${words(sunday.plus({ days: 1 }))}.`;
    expect(r.fake.viewErrors(viewId)).toEqual({
      [BLOCK.startDate]: `Start date: ${why} Choose an earlier start date.`,
      [BLOCK.endDate]: `End date: ${why} Choose a later end date, or leave it empty.`,
    });
    expect(r.emulator.count('createTask')).toBe(0);
  });

  it('a period with runs: the confirmation lists them, bounded by the dates', async () => {
    const r = await startRig();
    const monday = DateTime.now().setZone(LA).startOf('week').plus({ weeks: 2 });
    const tuesday = monday.plus({ days: 1 });
    const viewId = await openTaskModal(r, 'every weekday 7pm Pacific');
    await openAdvanced(r, viewId);
    await submit(r, viewId, {
      [BLOCK.type]: 'ExecuteNotebook',
      [BLOCK.itemId]: ITEM,
      [BLOCK.startDate]: day(monday),
      [BLOCK.endDate]: day(tuesday),
    });
    const shown = seen(r, viewId);
    expect(shown.callback_id).toBe(CALLBACK.taskConfirm);
    const text = JSON.stringify(shown.blocks);
    expect(text).toContain('*Next runs:*');
    expect(text).toContain(weekday(monday));
    expect(text).toContain(weekday(tuesday));
    expect(text).not.toContain(weekday(tuesday.plus({ days: 1 })));
  });
});
