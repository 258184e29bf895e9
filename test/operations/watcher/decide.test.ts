import { describe, expect, it } from 'vitest';
import {
  baseline,
  decide,
  needsRuns,
  newcomer,
  settleWithinMs,
  stoppedByService,
} from '../../../src/operations/watcher/decide.js';
import type { WatchedRun, WatchedTaskRecord } from '../../../src/operations/watcher/ports.js';

const T0 = Date.UTC(2026, 10, 23, 12);
const MIN = 60_000;
const HOUR = 60 * MIN;

function task(overrides: Partial<WatchedTaskRecord> = {}): WatchedTaskRecord {
  return { id: 't1', type: 'ExecuteNotebook', title: 'Nightly', active: true, taskState: 'active', ...overrides };
}

/** Runs newest first, as the portal lists them: `F` failed, `S` succeeded, `K` skipped, `E` executing. */
function runs(codes: string, start = T0): WatchedRun[] {
  const status: Record<string, string> = {
    F: 'failed',
    S: 'succeeded',
    K: 'skipped',
    E: 'executing',
    X: 'submitfailed',
  };
  return [...codes]
    .map((c, i) => ({ id: `r${i}`, taskId: 't1', status: status[c] ?? c, created: start + i * MIN, result: c }))
    .reverse();
}

describe('the first look and newcomers', () => {
  it('keeps what the first look sees as history: nothing new, a stopped task already told', () => {
    const m = baseline('service', task({ lastStart: T0, active: false, taskState: 'failed' }), T0 + 1);
    expect(m).toMatchObject({ lastStart: T0, runsUntil: T0, streak: 0, stopped: true, open: false });
    expect(needsRuns(task({ lastStart: T0 }), m)).toBe(false);
    expect(decide(task({ lastStart: T0, active: false, taskState: 'failed' }), m, undefined, T0 + 2).events).toEqual(
      [],
    );
  });

  it('reads a newcomer’s runs from the account’s first look on, not before', () => {
    const m = newcomer('service', task({ lastStart: T0 + 2 * MIN }), T0 + MIN / 2, T0 + 3 * MIN);
    expect(needsRuns(task({ lastStart: T0 + 2 * MIN }), m)).toBe(true);
    const d = decide(task({ lastStart: T0 + 2 * MIN }), m, runs('FFF'), T0 + 3 * MIN);
    expect(d.events.map((e) => [e.kind, e.key])).toEqual([
      ['failed', 'r1'],
      ['failed', 'r2'],
    ]);
  });

  it('reads nothing for a task that has not run since the last look', () => {
    const m = baseline('service', task({ lastStart: T0 }), T0);
    expect(needsRuns(task({ lastStart: T0 }), m)).toBe(false);
    expect(needsRuns(task({ lastStart: T0 + MIN }), m)).toBe(true);
    expect(needsRuns(task({ lastStart: T0 }), { ...m, open: true })).toBe(true);
  });
});

describe('runs read after a look', () => {
  const before = baseline('service', task({ lastStart: T0 }), T0);

  it('announces each new failed run with the failures in a row so far, counted from the portal’s list', () => {
    const d = decide(task({ lastStart: T0 + 3 * MIN }), before, runs('SFFK F'.replace(' ', '')), T0 + 4 * MIN);
    // r0 at T0 was seen; r1 F, r2 F, r3 skipped, r4 F
    expect(d.events.map((e) => (e.kind === 'failed' ? [e.key, e.streak] : e.kind))).toEqual([
      ['r1', 1],
      ['r2', 2],
      ['r4', 3],
    ]);
    expect(d.memory).toMatchObject({ runsUntil: T0 + 4 * MIN, streak: 3, open: false, lastStart: T0 + 3 * MIN });
  });

  it('counts a failure streak that began before the first look', () => {
    const d = decide(task({ lastStart: T0 + 3 * MIN }), { ...before, runsUntil: T0 + 2 * MIN }, runs('FFFF'), T0);
    expect(d.events).toMatchObject([{ kind: 'failed', key: 'r3', streak: 4 }]);
  });

  it('treats submitfailed as a failure', () => {
    const d = decide(task({ lastStart: T0 + MIN }), before, runs('SX'), T0);
    expect(d.events).toMatchObject([{ kind: 'failed', key: 'r1', streak: 1 }]);
  });

  it('says a recovery once, after announced failures, and then nothing for ordinary successes', () => {
    const failing = { ...before, streak: 2, runsUntil: T0 + MIN };
    const d = decide(task({ lastStart: T0 + 3 * MIN }), failing, runs('FFSS'), T0);
    expect(d.events).toEqual([
      { kind: 'recovered', key: 'recovered:r2', run: expect.objectContaining({ id: 'r2' }), after: 2 },
    ]);
    expect(d.memory.streak).toBe(0);
    expect(decide(task({ lastStart: T0 + MIN }), before, runs('SS'), T0).events).toEqual([]);
  });

  it('stops at a run still going and reads the task again next time, though its lastStart stays', () => {
    const d = decide(task({ lastStart: T0 + 2 * MIN }), before, runs('SFE'), T0);
    expect(d.events.map((e) => e.key)).toEqual(['r1']);
    expect(d.memory).toMatchObject({ open: true, runsUntil: T0 + MIN });
    expect(needsRuns(task({ lastStart: T0 + 2 * MIN }), d.memory)).toBe(true);
    const later = decide(task({ lastStart: T0 + 2 * MIN }), d.memory, runs('SFF'), T0 + MIN);
    expect(later.events).toMatchObject([{ kind: 'failed', key: 'r2', streak: 2 }]);
    expect(later.memory.open).toBe(false);
  });
});

describe('a run stuck still going (a crashed worker)', () => {
  const before = baseline('service', task({ lastStart: T0 }), T0);
  const ran = task({ lastStart: T0 + 3 * MIN });

  it('is waited on while younger than an hour, then gone past, counted neither a success nor a failure', () => {
    // r0 S (seen), r1 executing forever, r2 F, r3 F
    const young = decide(ran, before, runs('SEFF'), T0 + 30 * MIN);
    expect(young.events).toEqual([]);
    expect(young.memory).toMatchObject({ open: true, runsUntil: T0 });
    const old = decide(ran, young.memory, runs('SEFF'), T0 + MIN + HOUR);
    expect(old.events.map((e) => (e.kind === 'failed' ? [e.key, e.streak] : e.kind))).toEqual([
      ['r2', 1],
      ['r3', 2],
    ]);
    expect(old.memory).toMatchObject({ open: false, runsUntil: T0 + 3 * MIN, streak: 2 });
    // and the task's runs are no longer read every interval
    expect(needsRuns(ran, old.memory)).toBe(false);
  });

  it('is waited on for two intervals when they are longer than an hour', () => {
    expect(settleWithinMs(MIN)).toBe(HOUR);
    expect(settleWithinMs(2 * HOUR)).toBe(4 * HOUR);
    const d = decide(ran, before, runs('SEFF'), T0 + 2 * HOUR, settleWithinMs(2 * HOUR));
    expect(d.events).toEqual([]);
    expect(d.memory.open).toBe(true);
  });

  it('does not hide the failures before it from the count', () => {
    const d = decide(task({ lastStart: T0 + 4 * MIN }), before, runs('SFFEF'), T0 + 2 * HOUR);
    expect(d.events.map((e) => (e.kind === 'failed' ? e.streak : e.kind))).toEqual([1, 2, 3]);
  });
});

describe('old news after a long downtime', () => {
  const before = baseline('service', task({ lastStart: T0 }), T0);

  it('says a streak of failures older than a day once, the newest with the count, not run by run', () => {
    const later = T0 + 2 * 24 * HOUR;
    const d = decide(task({ lastStart: T0 + 5 * MIN }), before, runs('SFFFFF'), later);
    expect(d.events.map((e) => (e.kind === 'failed' ? [e.key, e.streak] : e.kind))).toEqual([['r5', 5]]);
    expect(d.memory).toMatchObject({ streak: 5, runsUntil: T0 + 5 * MIN });
    // old failures, then a fresh one: the fresh one carries the count
    const mixed = decide(task({ lastStart: later }), before, [...runs('F', later - MIN), ...runs('SFF')], later);
    expect(mixed.events.map((e) => (e.kind === 'failed' ? e.streak : e.kind))).toEqual([3]);
    // an old failure before a recovery is still said, so the recovery is under it; fresh ones each on their own
    expect(decide(task({ lastStart: T0 + 2 * MIN }), before, runs('SFS'), later).events.map((e) => e.kind)).toEqual([
      'failed',
      'recovered',
    ]);
    expect(decide(task({ lastStart: T0 + 2 * MIN }), before, runs('SFF'), T0 + 3 * MIN).events).toHaveLength(2);
  });
});

describe('stops', () => {
  const before = { ...baseline('service', task({ lastStart: T0 }), T0), streak: 4, runsUntil: T0 + 3 * MIN };

  it('says the service stopped a task after its fifth failure in a row', () => {
    const stopped = task({ lastStart: T0 + 4 * MIN, active: false, taskState: 'failed' });
    const d = decide(stopped, before, runs('FFFFF'), T0 + 5 * MIN);
    expect(d.events.map((e) => [e.kind, e.key])).toEqual([
      ['failed', 'r4'],
      ['stopped', `stopped:t1:${T0 + 4 * MIN}`],
    ]);
    expect(d.events[1]).toMatchObject({ streak: 5, run: { id: 'r4' } });
    expect(d.memory.stopped).toBe(true);
    // said once: the next look (nothing ran) says nothing more
    expect(decide(stopped, d.memory, undefined, T0 + 6 * MIN).events).toEqual([]);
  });

  it('also reads a disabled task after failures as stopped by the service', () => {
    const d = decide(
      task({ lastStart: T0 + 4 * MIN, active: false, taskState: 'disabled' }),
      before,
      runs('FFFFF'),
      T0,
    );
    expect(d.events.map((e) => e.kind)).toEqual(['failed', 'stopped']);
  });

  it('does not take a pause by a person for a stop, even after failures', () => {
    const paused = task({ lastStart: T0, active: false, taskState: 'paused' });
    expect(decide(paused, before, undefined, T0).events).toEqual([]);
    const disabledWithoutFailures = task({ lastStart: T0 + MIN, active: false, taskState: 'disabled' });
    expect(decide(disabledWithoutFailures, { ...before, streak: 0, runsUntil: T0 }, runs('SS'), T0).events).toEqual([]);
    expect(decide(task({ active: false, taskState: 'completed' }), before, undefined, T0).events).toEqual([]);
  });

  it('does not take a task a person paused after a failure or two for one the service stopped', () => {
    const fresh = baseline('service', task({ lastStart: T0 }), T0);
    // disabled after two failures: a pause, not the service's stop (that comes after five)
    const paused = decide(
      task({ lastStart: T0 + 2 * MIN, active: false, taskState: 'disabled' }),
      fresh,
      runs('SFF'),
      T0 + 3 * MIN,
    );
    expect(paused.events.map((e) => e.kind)).toEqual(['failed', 'failed']);
    expect(paused.memory.stopped).toBe(false);
    // the same with no state given
    const none = decide(task({ lastStart: T0 + MIN, active: false, taskState: '' }), fresh, runs('SF'), T0 + 2 * MIN);
    expect(none.events.map((e) => e.kind)).toEqual(['failed']);
    // failed, but the last runs succeeded: nothing failed in a row before it, not a stop either
    const failedState = task({ lastStart: T0 + MIN, active: false, taskState: 'failed' });
    expect(decide(failedState, fresh, runs('SS'), T0 + 2 * MIN).events).toEqual([]);
    expect(stoppedByService('disabled', 4)).toBe(false);
    expect(stoppedByService('Disabled', 5)).toBe(true);
    expect(stoppedByService('failed', 1)).toBe(true);
    expect(stoppedByService('paused', 9)).toBe(false);
    expect(stoppedByService('completed', 9)).toBe(false);
  });

  it('can say a stop again after the task was resumed and stopped once more', () => {
    const stopped = task({ lastStart: T0 + 4 * MIN, active: false, taskState: 'failed' });
    const once = decide(stopped, before, runs('FFFFF'), T0).memory;
    const resumed = decide(task({ lastStart: T0 + 4 * MIN }), once, undefined, T0).memory;
    expect(resumed.stopped).toBe(false);
    const again = decide(
      task({ lastStart: T0 + 9 * MIN, active: false, taskState: 'failed' }),
      resumed,
      runs('FFFFFFFFFF'),
      T0,
    );
    expect(again.events.at(-1)).toMatchObject({ kind: 'stopped', key: `stopped:t1:${T0 + 9 * MIN}` });
  });
});
