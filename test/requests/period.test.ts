import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { runSchedule } from '../../src/cli/schedule.js';
import { failure } from '../support/failure.js';
import { T0 } from '../support/portal.js';
import { ALICE, NOTEBOOK, workflowRig } from '../support/workflow.js';

// The rig's clock stands at T0, Saturday Nov 21, 2026, 12:00 UTC (4:00 AM in Los Angeles).
const LA = 'America/Los_Angeles';
const WEEKDAYS_7PM = { phrase: 'every weekday 7pm Pacific', zone: LA };

/** A date typed in the modal, read as the submission reads it: from the start of the day, to its last ms. */
const startOf = (day: string) => DateTime.fromISO(day, { zone: LA }).startOf('day').toMillis();
const endOf = (day: string) => DateTime.fromISO(day, { zone: LA }).endOf('day').toMillis();
const iso = (runs: readonly number[] | undefined) => (runs ?? []).map((t) => new Date(t).toISOString());

describe('the confirmation lists the runs of exactly what will be sent', () => {
  it('from the start date, up to the end date typed in the modal', async () => {
    const rig = await workflowRig();
    expect(rig.clock.now).toBe(T0);
    const task = { ...NOTEBOOK, startDate: startOf('2026-12-01'), endDate: endOf('2026-12-04') };
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task, schedule: WEEKDAYS_7PM });
    expect(c.tasks.map((t) => [t.startDate, t.endDate])).toEqual([[task.startDate, task.endDate]]);
    // Tue Dec 1 … Fri Dec 4 at 7 PM in Los Angeles; not Mon Nov 30 (before the start), not Mon Dec 7 (after the end).
    expect(iso(c.schedule?.nextRuns)).toEqual([
      '2026-12-02T03:00:00.000Z',
      '2026-12-03T03:00:00.000Z',
      '2026-12-04T03:00:00.000Z',
      '2026-12-05T03:00:00.000Z',
    ]);
  });

  it('an end date alone: "ends Nov 24" lists Nov 23 and 24, not the rest of the week', async () => {
    const rig = await workflowRig();
    const task = { ...NOTEBOOK, endDate: endOf('2026-11-24') };
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task, schedule: WEEKDAYS_7PM });
    expect(iso(c.schedule?.nextRuns)).toEqual(['2026-11-24T03:00:00.000Z', '2026-11-25T03:00:00.000Z']);
  });

  it('maximum runs 2 lists 2, and the modal’s count wins over the phrase’s', async () => {
    const rig = await workflowRig();
    const schedule = { phrase: 'every weekday 7pm Pacific 10 times', zone: LA };
    const c = await rig.workflow.draft({
      kind: 'task',
      person: ALICE,
      task: { ...NOTEBOOK, maxOccurrences: 2 },
      schedule,
    });
    expect(c.tasks.map((t) => t.maxOccurrences)).toEqual([2]);
    expect(iso(c.schedule?.nextRuns)).toEqual(['2026-11-24T03:00:00.000Z', '2026-11-25T03:00:00.000Z']);
  });

  it('typed fields honour the modal’s period too', async () => {
    const rig = await workflowRig();
    const fields = { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' };
    const task = { ...NOTEBOOK, startDate: startOf('2026-12-01'), maxOccurrences: 3 };
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task, schedule: { fields, zone: LA } });
    expect(iso(c.schedule?.nextRuns)).toEqual([
      '2026-12-02T03:00:00.000Z',
      '2026-12-03T03:00:00.000Z',
      '2026-12-04T03:00:00.000Z',
    ]);
  });

  it('several tasks: each one’s runs up to the end date, merged in time order', async () => {
    const rig = await workflowRig();
    const task = { ...NOTEBOOK, endDate: endOf('2027-01-31') };
    const schedule = { phrase: 'on the 30th of every month at 8pm Pacific', zone: LA };
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task, schedule });
    expect(c.tasks).toHaveLength(2);
    // Nov 30 (the task for 30-day months), Dec 30 and Jan 30 (the task for 31-day months), at 8 PM PST.
    expect(iso(c.schedule?.nextRuns)).toEqual([
      '2026-12-01T04:00:00.000Z',
      '2026-12-31T04:00:00.000Z',
      '2027-01-31T04:00:00.000Z',
    ]);
  });
});

describe('the command line lists the runs by the same rule', () => {
  /** `portal-ops schedule <phrase> --json` at T0 in Los Angeles: its next runs. */
  function cliRuns(phrase: string, count: number): string[] {
    let out = '';
    const args = [phrase, '--tz', LA, '--now', new Date(T0).toISOString(), '--count', String(count), '--json'];
    expect(runSchedule(args, { write: (s: string) => (out += s) }, { write: () => true })).toBe(0);
    return JSON.parse(out).nextRuns;
  }

  it.each([
    'every weekday 7pm Pacific from Dec 1 until Dec 4',
    'every weekday 7pm Pacific 3 times',
    'on the 30th of every month at 8pm Pacific until Jan 31 2027',
  ])('%s', async (phrase) => {
    const rig = await workflowRig();
    const c = await rig.workflow.draft({ kind: 'task', person: ALICE, task: NOTEBOOK, schedule: { phrase, zone: LA } });
    const drafted = iso(c.schedule?.nextRuns);
    expect(drafted.length).toBeLessThan(5);
    expect(cliRuns(phrase, 5)).toEqual(drafted);
  });
});

describe('a period in which the task would never run is refused under the date, before anything is stored', () => {
  it('an end date that has passed', async () => {
    const rig = await workflowRig();
    const task = { ...NOTEBOOK, endDate: endOf('2026-11-20') };
    const e = await failure(rig.workflow.draft({ kind: 'task', person: ALICE, task, schedule: WEEKDAYS_7PM }));
    expect(e.code).toBe('validation.invalid');
    expect(e.facts.fields).toEqual({
      endDate: 'End date: Nov 20, 2026 has passed. Choose a later date, or leave it empty.',
    });
    expect(await rig.workflow.history(ALICE)).toHaveLength(0);
    expect(rig.posts('createTask')).toBe(0);
  });

  it('a weekend for a weekday schedule: both dates named, with the first run there would be', async () => {
    const rig = await workflowRig();
    const task = { ...NOTEBOOK, startDate: startOf('2026-11-28'), endDate: endOf('2026-11-29') };
    const e = await failure(rig.workflow.draft({ kind: 'task', person: ALICE, task, schedule: WEEKDAYS_7PM }));
    expect(e.code).toBe('validation.invalid');
    expect(e.facts.fields).toEqual({
      startDate:
        'Start date: no run falls between Nov 28, 2026 and Nov 29, 2026; the first would be on Nov 30, 2026. Choose an earlier start date.',
      endDate:
        'End date: no run falls between Nov 28, 2026 and Nov 29, 2026; the first would be on Nov 30, 2026. Choose a later end date, or leave it empty.',
    });
    expect(await rig.workflow.history(ALICE)).toHaveLength(0);
  });

  it('an end date today, after today’s run time has passed: only the end is named', async () => {
    const rig = await workflowRig();
    rig.clock.now = Date.parse('2026-11-24T04:00:00Z'); // Mon Nov 23, 8 PM in Los Angeles, after its 7 PM run
    const task = { ...NOTEBOOK, endDate: endOf('2026-11-23') };
    const e = await failure(rig.workflow.draft({ kind: 'task', person: ALICE, task, schedule: WEEKDAYS_7PM }));
    expect(e.facts.fields).toEqual({
      endDate:
        'End date: no run falls between now and Nov 23, 2026; the first would be on Nov 24, 2026. Choose a later end date, or leave it empty.',
    });
  });
});
