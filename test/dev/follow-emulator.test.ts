import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator, type TaskSeed } from '../../src/dev/emulator.js';
import { type CronFields, followPeriods, schedulePhrase } from '../../src/schedule/engine.js';
import { readPhrase } from '../../src/schedule/grammar/read.js';
import { localRuns, runsOff } from '../support/follow-runs.js';
import { ITEM } from './http.js';

/** Monday 12 January 2026, noon UTC: the emulator's clock starts here and runs two years on. */
const REF = Date.parse('2026-01-12T12:00:00Z');
const STEP = 30 * 86_400_000;

/** US, EU, Australia south, Lord Howe, Chatham and a zone without DST; a shape that moves, and a repeated hour. */
const CASES = [
  ['every weekday 7pm Pacific', 'UTC'],
  ['every weekday 4:30pm Pacific', 'UTC'],
  ['every Monday at 0:30 and 1:30', 'Europe/Berlin'],
  ['every weekday at 6pm', 'Europe/Berlin'],
  ['every weekday at 9am', 'Australia/Adelaide'],
  ['every day at 9am', 'Australia/Lord_Howe'],
  ['every day at 8am', 'Pacific/Chatham'],
  ['every weekday at 9am', 'Asia/Tokyo'],
  ['every day at 1:30am', 'America/Los_Angeles'],
] as const;

let emu: Emulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

const seed = (f: CronFields, period: { startDate?: number | null; endDate?: number | null; max?: number | null }) => {
  const { minute, hour, dayOfMonth, month, dayOfWeek } = f;
  const s: TaskSeed = { type: 'ExecuteNotebook', itemId: ITEM, minute, hour, dayOfMonth, month, dayOfWeek };
  if (typeof period.startDate === 'number') s.startDate = period.startDate;
  if (typeof period.endDate === 'number') s.endDate = period.endDate;
  if (typeof period.max === 'number') s.maxOccurrences = period.max;
  return s;
};

describe("the emulator's scheduler runs a followed schedule's chain over two years", () => {
  it('every run at the asked local time (0 off, none doubled or missing); the fixed UTC task beside it', async () => {
    emu = await startEmulator({ now: () => REF });
    const e = emu;
    const cases = CASES.map(([phrase, zone]) => {
      const plan = followPeriods({ phrase, defaultZone: zone, now: REF });
      const fixed = schedulePhrase({ phrase, defaultZone: zone, now: REF });
      const intent = readPhrase(phrase, { now: REF, defaultZone: zone });
      if (!plan.followable || !fixed.ok || !intent.ok) throw new Error(phrase);
      const chain = plan.periods.flatMap((p) =>
        p.tasks.map((t) =>
          e.addTask('ada_admin', seed(t, { startDate: t.startDate, endDate: t.endDate, max: t.maxOccurrences })),
        ),
      );
      const fixedIds = fixed.value.schedules.map((f) => e.addTask('ada_admin', seed(f, {})));
      return { phrase, zone, plan, intent: intent.value, chain, fixedIds, tasks: chain.length };
    });
    const horizon = Math.max(...cases.map((c) => (c.plan.followable ? c.plan.horizon : 0)));
    // the emulator keeps a task's latest runs only: read them as the clock moves on
    const seen = new Map<string, Set<number>>();
    const read = () => {
      for (const c of cases) {
        for (const id of [...c.chain, ...c.fixedIds]) {
          const s = seen.get(id) ?? new Set<number>();
          for (const r of e.runs(id)) s.add(r.created);
          seen.set(id, s);
        }
      }
    };
    for (let t = REF + STEP; t < horizon + STEP; t += STEP) {
      e.advanceTo(Math.min(t, horizon));
      read();
    }
    const rows = cases.map((c) => {
      if (!c.plan.followable) throw new Error(c.phrase);
      const end = c.plan.horizon;
      const want = localRuns(c.intent, REF, end);
      const runsOf = (ids: readonly string[]) =>
        ids
          .flatMap((id) => [...(seen.get(id) ?? [])])
          .filter((t) => t < end)
          .sort((a, b) => a - b);
      const followed = runsOf(c.chain);
      expect(followed, `${c.phrase} (${c.zone})`).toEqual(want);
      const f = runsOff(followed, want);
      const fixed = runsOff(runsOf(c.fixedIds), want);
      return {
        phrase: c.phrase,
        zone: c.zone,
        tasks: c.tasks,
        asked: want.length,
        followedOff: f.off + f.missing,
        fixedOff: fixed.off,
      };
    });
    console.table(rows);
    for (const r of rows) {
      expect(r.followedOff).toBe(0);
      if (r.zone === 'Asia/Tokyo') expect([r.tasks, r.fixedOff]).toEqual([1, 0]);
      else expect(r.fixedOff, r.zone).toBeGreaterThan(0);
    }
  });

  it('maximum runs split along the chain: the service stops after exactly the runs asked, across a change', async () => {
    emu = await startEmulator({ now: () => REF });
    const e = emu;
    const plan = followPeriods({
      phrase: 'every weekday 7pm Pacific',
      defaultZone: 'UTC',
      now: REF,
      maxOccurrences: 100,
    });
    const intent = readPhrase('every weekday 7pm Pacific', { now: REF, defaultZone: 'UTC' });
    if (!plan.followable || !intent.ok) throw new Error('not followable');
    const ids = plan.periods.flatMap((p) =>
      p.tasks.map((t) =>
        e.addTask('ada_admin', seed(t, { startDate: t.startDate, endDate: t.endDate, max: t.maxOccurrences })),
      ),
    );
    e.advanceTo(REF + 366 * 86_400_000);
    const runs = ids.flatMap((id) => e.runs(id).map((r) => r.created)).sort((a, b) => a - b);
    expect(ids).toHaveLength(2);
    expect(runs).toEqual(localRuns(intent.value, REF, plan.horizon).slice(0, 100));
    expect(ids.map((id) => e.task(id)?.taskState)).toEqual(['completed', 'completed']);
  });
});
