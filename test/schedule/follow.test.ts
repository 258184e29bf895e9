import { describe, expect, it } from 'vitest';
import { type FollowPlan, followPeriods, schedulePhrase } from '../../src/schedule/engine.js';
import { readPhrase } from '../../src/schedule/grammar/read.js';
import { chainRuns, fixedRuns, localRuns, runsOff } from '../support/follow-runs.js';

/** Monday 12 January 2026, noon UTC: winter in the north, summer in the south. */
const REF = Date.parse('2026-01-12T12:00:00Z');
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function plan(phrase: string, zone = 'UTC', now = REF, extra: Partial<Parameters<typeof followPeriods>[0]> = {}) {
  const p = followPeriods({ phrase, defaultZone: zone, now, ...extra });
  if (!p.followable) throw new Error(`not followable: ${p.reason}`);
  return p;
}

/** Each period as `from → until  fields + fields` (ISO instants), the shape the tables below read. */
function table(p: Extract<FollowPlan, { followable: true }>): string[] {
  return p.periods.map(
    (q) =>
      `${iso(q.from)} → ${iso(q.until)}  ${q.schedules.map((s) => `${s.minute} ${s.hour} ${s.dayOfMonth} ${s.month} ${s.dayOfWeek}`).join(' + ')}`,
  );
}

/** The chain's runs over its horizon against the asked local times, and the fixed UTC compile's runs off. */
function evidence(phrase: string, zone = 'UTC', now = REF) {
  const p = plan(phrase, zone, now);
  const intent = readPhrase(phrase, { now, defaultZone: zone });
  const fixed = schedulePhrase({ phrase, defaultZone: zone, now });
  if (!intent.ok || !fixed.ok) throw new Error(phrase);
  const want = localRuns(intent.value, now, p.horizon);
  const got = chainRuns(p, now, p.horizon);
  const f = fixedRuns(fixed.value.schedules, now, p.horizon);
  return { got, want, followed: runsOff(got, want), fixed: runsOff(f, want), runs: want.length };
}

describe('followPeriods: one period per offset, the fields the engine compiles for it', () => {
  it('US Pacific, every weekday 7pm: the hour moves, the days stay Tue-Sat UTC', () => {
    expect(table(plan('every weekday 7pm Pacific'))).toEqual([
      '2026-01-12T12:00:00.000Z → 2026-03-08T10:00:00.000Z  0 3 ? * 3-7',
      '2026-03-08T10:00:00.000Z → 2026-11-01T09:00:00.000Z  0 2 ? * 3-7',
      '2026-11-01T09:00:00.000Z → 2027-03-14T10:00:00.000Z  0 3 ? * 3-7',
      '2027-03-14T10:00:00.000Z → 2027-11-07T09:00:00.000Z  0 2 ? * 3-7',
      // the last period ends at the next change even past the horizon, so its task never runs an hour off
      '2027-11-07T09:00:00.000Z → 2028-03-12T10:00:00.000Z  0 3 ? * 3-7',
    ]);
  });

  it('US Pacific, every weekday 4:30pm: the weekday set moves with the offset', () => {
    const p = plan('every weekday 4:30pm Pacific');
    expect(table(p).slice(0, 2)).toEqual([
      '2026-01-12T12:00:00.000Z → 2026-03-08T10:00:00.000Z  30 0 ? * 3-7',
      '2026-03-08T10:00:00.000Z → 2026-11-01T09:00:00.000Z  30 23 ? * 2-6',
    ]);
    expect(p.periods.map((q) => q.utcOffset)).toEqual(['-08:00', '-07:00', '-08:00', '-07:00', '-08:00']);
    expect(p.periods[1]?.tasks).toEqual([
      {
        minute: '30',
        hour: '23',
        dayOfMonth: '?',
        month: '*',
        dayOfWeek: '2-6',
        startDate: Date.parse('2026-03-08T10:00:00Z'),
        endDate: Date.parse('2026-11-01T09:00:00Z') - 1,
        maxOccurrences: null,
      },
    ]);
    // the first task starts when it is created: no start was asked
    expect(p.periods[0]?.tasks[0]?.startDate).toBeNull();
  });

  it('EU Berlin: two tasks in winter, one in summer, for Mondays at 0:30 and 1:30', () => {
    expect(table(plan('every Monday at 0:30 and 1:30', 'Europe/Berlin')).slice(0, 3)).toEqual([
      '2026-01-12T12:00:00.000Z → 2026-03-29T01:00:00.000Z  30 23 ? * 1 + 30 0 ? * 2',
      '2026-03-29T01:00:00.000Z → 2026-10-25T01:00:00.000Z  30 22,23 ? * 1',
      '2026-10-25T01:00:00.000Z → 2027-03-28T01:00:00.000Z  30 23 ? * 1 + 30 0 ? * 2',
    ]);
  });

  it('EU Berlin, the 1st at 1am: the last day of the month in summer', () => {
    expect(table(plan('on the 1st of every month at 1am', 'Europe/Berlin')).slice(0, 2)).toEqual([
      '2026-01-12T12:00:00.000Z → 2026-03-29T01:00:00.000Z  0 0 1 * ?',
      '2026-03-29T01:00:00.000Z → 2026-10-25T01:00:00.000Z  0 23 L * ?',
    ]);
  });

  it('US Pacific, L and the 30th: the last day moves to the 1st, the 30th needs two tasks', () => {
    expect(table(plan('last day of every month at 5pm', 'America/Los_Angeles')).slice(0, 2)).toEqual([
      '2026-01-12T12:00:00.000Z → 2026-03-08T10:00:00.000Z  0 1 1 * ?',
      '2026-03-08T10:00:00.000Z → 2026-11-01T09:00:00.000Z  0 0 1 * ?',
    ]);
    expect(table(plan('on the 30th of every month at 5pm', 'America/Los_Angeles')).slice(0, 2)).toEqual([
      '2026-01-12T12:00:00.000Z → 2026-03-08T10:00:00.000Z  0 1 31 * ? + 0 1 1 5,7,10,12 ?',
      '2026-03-08T10:00:00.000Z → 2026-11-01T09:00:00.000Z  0 0 31 * ? + 0 0 1 5,7,10,12 ?',
    ]);
  });

  it('Australia/Sydney, weekdays at 9am: summer first, the southern way round', () => {
    expect(table(plan('every weekday at 9am', 'Australia/Sydney')).slice(0, 3)).toEqual([
      '2026-01-12T12:00:00.000Z → 2026-04-04T16:00:00.000Z  0 22 ? * 1-5',
      '2026-04-04T16:00:00.000Z → 2026-10-03T16:00:00.000Z  0 23 ? * 1-5',
      '2026-10-03T16:00:00.000Z → 2027-04-03T16:00:00.000Z  0 22 ? * 1-5',
    ]);
  });

  it('Lord Howe: a 30-minute shift changes the minute field', () => {
    expect(table(plan('every day at 9am', 'Australia/Lord_Howe')).slice(0, 3)).toEqual([
      '2026-01-12T12:00:00.000Z → 2026-04-04T15:00:00.000Z  0 22 * * ?',
      '2026-04-04T15:00:00.000Z → 2026-10-03T15:30:00.000Z  30 22 * * ?',
      '2026-10-03T15:30:00.000Z → 2027-04-03T15:00:00.000Z  0 22 * * ?',
    ]);
  });

  it('Chatham (+13:45 / +12:45): Fridays at 0:30am are Thursdays in UTC at both offsets', () => {
    const p = plan('every Friday at 0:30am', 'Pacific/Chatham');
    expect(table(p).slice(0, 3)).toEqual([
      '2026-01-12T12:00:00.000Z → 2026-04-04T14:00:00.000Z  45 10 ? * 5',
      '2026-04-04T14:00:00.000Z → 2026-09-26T14:00:00.000Z  45 11 ? * 5',
      '2026-09-26T14:00:00.000Z → 2027-04-03T14:00:00.000Z  45 10 ? * 5',
    ]);
    expect(p.periods.map((q) => q.utcOffset).slice(0, 2)).toEqual(['+13:45', '+12:45']);
  });

  it('a zone without DST: one period, no end, no chain', () => {
    const p = plan('every weekday at 9am', 'Asia/Tokyo');
    expect(table(p)).toEqual(['2026-01-12T12:00:00.000Z → null  0 0 ? * 2-6']);
    expect(p.periods[0]?.tasks).toHaveLength(1);
    expect(p.periods[0]?.tasks[0]).toMatchObject({ startDate: null, endDate: null, maxOccurrences: null });
  });

  it('a schedule whose runs all fall in summer is one period, and so is "every hour"', () => {
    expect(table(plan('every July 4th at noon Eastern'))).toEqual([
      '2026-01-12T12:00:00.000Z → 2028-03-12T07:00:00.000Z  0 16 4 7 ?',
    ]);
    expect(table(plan('every hour', 'America/Los_Angeles'))).toEqual([
      '2026-01-12T12:00:00.000Z → 2028-03-12T10:00:00.000Z  0 * * * ?',
    ]);
  });

  it('the periods tile time from the start to the last end', () => {
    for (const [phrase, zone] of [
      ['every weekday 7pm Pacific', 'UTC'],
      ['every day at 1:30am', 'America/Los_Angeles'],
      ['every Friday at 0:30am', 'Pacific/Chatham'],
    ] as const) {
      const p = plan(phrase, zone).periods;
      expect(p[0]?.from).toBe(REF);
      for (let i = 1; i < p.length; i++) expect(p[i]?.from).toBe(p[i - 1]?.until);
    }
  });
});

describe('at a clock change no run is lost or doubled', () => {
  const runsOn = (phrase: string, zone: string, day: string) => {
    const start = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
    const p = plan(phrase, zone);
    return chainRuns(p, REF, p.horizon)
      .filter((t) => t >= start && t < start + 3 * 86_400_000)
      .map((t) => new Date(t).toISOString());
  };

  it('a run exactly at the change belongs to the new offset, once', () => {
    // 3:00 AM PDT is the first instant of PDT on 8 March 2026 (10:00 UTC)
    expect(runsOn('every day at 3am', 'America/Los_Angeles', '2026-03-08')).toEqual([
      '2026-03-07T11:00:00.000Z',
      '2026-03-08T10:00:00.000Z',
      '2026-03-09T10:00:00.000Z',
    ]);
    // 2:00 AM PST comes one hour after the change back (09:00 UTC is 1:00 AM PST, already past once)
    expect(runsOn('every day at 2am', 'America/Los_Angeles', '2026-11-01')).toEqual([
      '2026-10-31T09:00:00.000Z',
      '2026-11-01T10:00:00.000Z',
      '2026-11-02T10:00:00.000Z',
    ]);
  });

  it('a time the clocks skip does not run that day', () => {
    expect(runsOn('every day at 2:30am', 'America/Los_Angeles', '2026-03-08')).toEqual([
      '2026-03-07T10:30:00.000Z',
      '2026-03-09T09:30:00.000Z',
    ]);
  });

  it('a time of day the clocks repeat runs once, the first time; the next task starts after the repeat', () => {
    expect(runsOn('every day at 1:30am', 'America/Los_Angeles', '2026-11-01')).toEqual([
      '2026-10-31T08:30:00.000Z',
      '2026-11-01T08:30:00.000Z',
      '2026-11-02T09:30:00.000Z',
    ]);
    const p = plan('every day at 1:30am', 'America/Los_Angeles');
    expect(iso(p.periods[2]?.from ?? null)).toBe('2026-11-01T09:00:00.000Z');
    expect(iso(p.periods[2]?.tasks[0]?.startDate ?? null)).toBe('2026-11-01T10:00:00.000Z');
    // Lord Howe goes back by half an hour at 2:00 AM on 5 April 2026 (15:00 UTC on the 4th): 1:45 AM happens at
    // 14:45 and again at 15:15 UTC, and runs once
    const lh = runsOn('every day at 1:45am', 'Australia/Lord_Howe', '2026-04-05');
    expect(lh).toEqual(['2026-04-04T14:45:00.000Z', '2026-04-05T15:15:00.000Z', '2026-04-06T15:15:00.000Z']);
  });

  it('an interval follows the clock through the repeated hour: every 30 minutes stays every 30 minutes', () => {
    const day = runsOn('every 30 minutes', 'America/Los_Angeles', '2026-11-01').filter(
      (t) => t >= '2026-11-01T07:00' && t < '2026-11-01T11:00',
    );
    expect(day).toEqual(
      Array.from({ length: 8 }, (_, i) => new Date(Date.parse('2026-11-01T07:00:00Z') + i * 1_800_000).toISOString()),
    );
  });

  it.each([
    ['every day at 1:30am', 'America/Los_Angeles'],
    ['every day at 2:30am', 'Europe/Berlin'],
    ['every day at 2:15am', 'Australia/Lord_Howe'],
    ['every day at 2:45am', 'Pacific/Chatham'],
    ['every 15 minutes', 'Australia/Lord_Howe'],
    ['every hour at :20', 'Pacific/Chatham'],
  ])('%s in %s: the chain makes exactly the asked local runs over two years', (phrase, zone) => {
    const e = evidence(phrase, zone);
    expect(e.followed).toEqual({ off: 0, missing: 0 });
    expect(e.got).toEqual(e.want);
  });
});

describe('start, end and maximum runs across the chain', () => {
  it('maxOccurrences: each period gets what the earlier ones left, and the chain stops', () => {
    const p = plan('every weekday 7pm Pacific', 'UTC', REF, { maxOccurrences: 100 });
    expect(p.periods.map((q) => [q.runs, q.tasks[0]?.maxOccurrences])).toEqual([
      [40, 100],
      [60, 60],
    ]);
    expect(chainRuns(p, REF, p.horizon)).toHaveLength(100);
  });

  it('maxOccurrences with two tasks in a period: each gets its share of the runs left', () => {
    const p = plan('every Monday at 0:30 and 1:30', 'Europe/Berlin', REF, { maxOccurrences: 5 });
    expect(p.periods).toHaveLength(1);
    // Mondays 19, 26 January and 2 February at 0:30 (23:30 UTC the day before), 19 and 26 January at 1:30
    expect(p.periods[0]?.tasks.map((t) => `${t.hour}:${t.maxOccurrences}`)).toEqual(['23:3', '0:2']);
    const runs = chainRuns(p, REF, p.horizon);
    expect(runs).toHaveLength(5);
    const intent = readPhrase('every Monday at 0:30 and 1:30', { now: REF, defaultZone: 'Europe/Berlin' });
    if (!intent.ok) throw new Error('phrase');
    expect(runs).toEqual(localRuns(intent.value, REF, p.horizon).slice(0, 5));
  });

  it('a start and an end asked: the first period starts there, the last ends there', () => {
    const start = Date.parse('2026-06-01T07:00:00Z');
    const end = Date.parse('2027-06-01T06:59:59.999Z');
    const p = plan('every weekday 7pm Pacific', 'UTC', REF, { startDate: start, endDate: end });
    expect(table(p)).toEqual([
      '2026-06-01T07:00:00.000Z → 2026-11-01T09:00:00.000Z  0 2 ? * 3-7',
      '2026-11-01T09:00:00.000Z → 2027-03-14T10:00:00.000Z  0 3 ? * 3-7',
      '2027-03-14T10:00:00.000Z → 2027-06-01T07:00:00.000Z  0 2 ? * 3-7',
    ]);
    expect(p.periods[0]?.tasks[0]?.startDate).toBe(start);
    expect(p.periods[2]?.tasks[0]?.endDate).toBe(end);
    expect(p.horizon).toBe(end + 1);
  });
});

describe('what cannot be followed says why', () => {
  it('a form that has fields in summer but none in winter', () => {
    const p = followPeriods({
      phrase: 'first Monday of the month at 4:30pm Pacific',
      defaultZone: 'UTC',
      now: Date.parse('2026-06-01T12:00:00Z'),
    });
    expect(p.followable).toBe(false);
    if (p.followable) return;
    expect(p.reason).toMatch(/^Following daylight saving time would need other UTC fields from Nov 1, 2026 \(PST/);
    expect(p.problem).toBeUndefined();
  });

  it('a phrase the engine refuses carries its problem', () => {
    const p = followPeriods({ phrase: 'whenever the moon is full', defaultZone: 'UTC', now: REF });
    expect(p).toMatchObject({ followable: false, problem: { code: 'unparseable' } });
  });
});

describe('the headline: runs off over two years, followed against fixed UTC', () => {
  const CASES = [
    ['every weekday 7pm Pacific', 'UTC'],
    ['every weekday at 6pm', 'Europe/Berlin'],
    ['every weekday at 9am', 'Australia/Adelaide'],
    ['every day at 9am', 'Australia/Lord_Howe'],
    ['every day at 8am', 'Pacific/Chatham'],
    ['every weekday at 9am', 'Asia/Tokyo'],
  ] as const;

  it('0 runs off when followed; the fixed UTC fields are off in every zone with DST', () => {
    const rows = CASES.map(([phrase, zone]) => {
      const e = evidence(phrase, zone);
      return { phrase, zone, runs: e.runs, followedOff: e.followed.off + e.followed.missing, fixedOff: e.fixed.off };
    });
    console.table(rows);
    for (const r of rows) {
      expect(r.followedOff, r.zone).toBe(0);
      if (r.zone === 'Asia/Tokyo') expect(r.fixedOff).toBe(0);
      else expect(r.fixedOff, r.zone).toBeGreaterThan(0);
    }
  });
});
