import { describe, expect, it } from 'vitest';
import { dayMatches, expand, frozenOffsets, type Meaning, NOW, wallToInstant, zoneOffset } from './oracle.js';

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const meaning = (m: Partial<Meaning> & Pick<Meaning, 'runs'>): Meaning => ({
  from: null,
  until: null,
  count: null,
  ...m,
});

describe('the corpus oracle', () => {
  it('weekdays 19:00 Pacific follows daylight saving: 03:00Z Tue-Sat in winter, 02:00Z in summer', () => {
    const runs = expand(meaning({ runs: [{ days: 'weekdays', times: ['19:00'], zone: 'America/Los_Angeles' }] }));
    expect(iso(runs[0] ?? 0)).toBe('2026-11-24T03:00'); // Monday Nov 23, 7pm PST
    expect(runs.map(iso)).toContain('2027-03-06T03:00'); // Friday Mar 5, PST
    expect(runs.map(iso)).toContain('2027-03-09T03:00'); // Monday Mar 8, still PST (the change is Mar 14)
    expect(runs.map(iso)).toContain('2027-03-16T02:00'); // Monday Mar 15, PDT
    expect(runs.map(iso)).not.toContain('2027-03-16T03:00');
    for (const t of runs) {
      const w = new Date(t).getUTCDay();
      expect(w === 0 || w === 1).toBe(false); // never Sunday or Monday in UTC
    }
    expect(runs.length).toBe(expand(meaning({ runs: [{ days: 'weekdays', times: ['12:00'], zone: 'UTC' }] })).length);
  });

  it('a spring-forward 02:30 does not run, a fall-back 01:30 runs once (its first occurrence)', () => {
    const ny = zoneOffset('America/New_York');
    expect(wallToInstant(Date.UTC(2027, 2, 14, 2, 30), ny)).toBeNull();
    expect(iso(wallToInstant(Date.UTC(2027, 10, 7, 1, 30), ny) ?? 0)).toBe('2027-11-07T05:30'); // EDT, not 06:30 EST
    const daily0230 = expand(meaning({ runs: [{ days: 'daily', times: ['02:30'], zone: 'America/New_York' }] }));
    expect(daily0230.map(iso).filter((t) => t.startsWith('2027-03-1'))).toEqual([
      '2027-03-10T07:30',
      '2027-03-11T07:30',
      '2027-03-12T07:30',
      '2027-03-13T07:30',
      // Sunday March 14: 02:30 does not exist
      '2027-03-15T06:30',
      '2027-03-16T06:30',
      '2027-03-17T06:30',
      '2027-03-18T06:30',
      '2027-03-19T06:30',
    ]);
    const every30 = expand(meaning({ runs: [{ days: 'daily', every: { minutes: 30 }, zone: 'America/New_York' }] }));
    const nov7 = every30.filter((t) => t >= Date.UTC(2027, 10, 7, 4) && t < Date.UTC(2027, 10, 7, 8)).map(iso);
    // an interval is elapsed time: 00:00 00:30 01:00 01:30 (EDT), 01:00 01:30 (EST) again, then 02:00 EST
    expect(nov7).toEqual([
      '2027-11-07T04:00',
      '2027-11-07T04:30',
      '2027-11-07T05:00',
      '2027-11-07T05:30',
      '2027-11-07T06:00',
      '2027-11-07T06:30',
      '2027-11-07T07:00',
      '2027-11-07T07:30',
    ]);
    const daily0130 = expand(meaning({ runs: [{ days: 'daily', times: ['01:30'], zone: 'America/New_York' }] }));
    expect(daily0130.map(iso).filter((t) => t.startsWith('2027-11-07'))).toEqual(['2027-11-07T05:30']);
  });

  it('days of the month, nth weekdays and business days', () => {
    // December 2026 starts on a Tuesday; January 2027 on a Friday; May 2027 on a Saturday
    expect(dayMatches({ firstBusinessDay: true }, 2026, 12, 1, 2)).toBe(true);
    expect(dayMatches({ firstBusinessDay: true }, 2027, 5, 3, 1)).toBe(true);
    expect(dayMatches({ firstBusinessDay: true }, 2027, 5, 4, 2)).toBe(false);
    expect(dayMatches({ lastBusinessDay: true }, 2027, 1, 29, 5)).toBe(true); // Jan 31 2027 is a Sunday
    expect(dayMatches({ lastBusinessDay: true }, 2027, 1, 31, 0)).toBe(false);
    expect(dayMatches({ nth: ['last'], weekday: 'fri' }, 2027, 1, 29, 5)).toBe(true);
    expect(dayMatches({ nth: [2], weekday: 'tue' }, 2026, 12, 8, 2)).toBe(true);
    expect(dayMatches({ monthDays: ['last'], months: [2] }, 2027, 2, 28, 0)).toBe(true);
    expect(dayMatches(['mon', 'wed'], 2026, 11, 25, 3)).toBe(true);
    expect(dayMatches('weekends', 2026, 11, 25, 3)).toBe(false);
  });

  it('windows include both ends; from, until and count bound the runs', () => {
    const m = meaning({
      runs: [{ days: 'daily', every: { hours: 2, window: ['09:00', '17:00'] }, zone: 'UTC' }],
      from: '2026-12-01',
      until: '2026-12-02',
    });
    expect(expand(m).map(iso)).toEqual(
      ['01', '02'].flatMap((d) => ['09', '11', '13', '15', '17'].map((h) => `2026-12-${d}T${h}:00`)),
    );
    expect(expand({ ...m, count: 3 }).map(iso)).toEqual(['2026-12-01T09:00', '2026-12-01T11:00', '2026-12-01T13:00']);
    const today = expand(meaning({ runs: [{ days: 'daily', times: ['09:00', '15:00'], zone: 'UTC' }], count: 2 }));
    expect(today.map(iso)).toEqual(['2026-11-23T15:00', '2026-11-24T09:00']); // 09:00 today has passed at NOW
    expect(today[0]).toBeGreaterThan(NOW);
  });

  it('a local day moves to another UTC day with the offset, and odd offsets keep their minutes', () => {
    const tokyo = expand(meaning({ runs: [{ days: { monthDays: [1] }, times: ['08:00'], zone: 'Asia/Tokyo' }] }));
    expect(tokyo.slice(0, 3).map(iso)).toEqual(['2026-11-30T23:00', '2026-12-31T23:00', '2027-01-31T23:00']);
    const kathmandu = expand(
      meaning({ runs: [{ days: 'daily', every: { hours: 1 }, zone: 'Asia/Kathmandu' }], count: 2 }),
    );
    expect(kathmandu.map(iso)).toEqual(['2026-11-23T12:15', '2026-11-23T13:15']);
    // Auckland's clocks go back at 03:00 on 2027-04-04: 02:30 happens twice and runs once, at NZDT (13:30Z on the 3rd)
    const akl = expand(meaning({ runs: [{ days: 'daily', times: ['02:30'], zone: 'Pacific/Auckland' }] }));
    expect(akl.map(iso).filter((t) => t.startsWith('2027-04-0'))).toEqual([
      '2027-04-01T13:30',
      '2027-04-02T13:30',
      '2027-04-03T13:30',
      '2027-04-04T14:30',
      '2027-04-05T14:30',
      '2027-04-06T14:30',
      '2027-04-07T14:30',
      '2027-04-08T14:30',
      '2027-04-09T14:30',
    ]);
  });

  it('a non-exact answer is judged at the offset in force at the first run', () => {
    const m = meaning({ runs: [{ days: 'daily', times: ['09:00'], zone: 'Europe/Berlin' }] });
    const frozen = expand(m, { offsets: frozenOffsets(m) });
    expect(frozen.every((t) => new Date(t).getUTCHours() === 8)).toBe(true);
    const summer = meaning({ ...m, from: '2027-06-01' });
    expect(expand(summer, { offsets: frozenOffsets(summer) }).every((t) => new Date(t).getUTCHours() === 7)).toBe(true);
  });

  it('a first run at a wall time a fall-back change repeats may be judged at the offset after the change', () => {
    // Sydney goes back from 03:00 AEDT to 02:00 AEST on Sunday 4 April 2027: 02:00 that day is 15:00Z and 16:00Z
    const m = meaning({ runs: [{ days: ['sun'], times: ['02:00'], zone: 'Australia/Sydney' }], from: '2027-04-04' });
    expect(iso(expand(m)[0] ?? 0)).toBe('2027-04-03T15:00'); // its first occurrence
    expect(
      expand(m, { offsets: frozenOffsets(m) })
        .map(iso)
        .slice(0, 2),
    ).toEqual(['2027-04-03T15:00', '2027-04-10T15:00']);
    const later = frozenOffsets(m, { repeated: 'later' });
    if (later === null) throw new Error('02:00 on 4 April 2027 is repeated in Sydney');
    expect(expand(m, { offsets: later }).map(iso).slice(0, 2)).toEqual(['2027-04-03T16:00', '2027-04-10T16:00']);
    // a first run at a time no change repeats has one offset only
    expect(frozenOffsets({ ...m, from: '2027-04-11' }, { repeated: 'later' })).toBeNull();
    expect(
      frozenOffsets(
        { ...m, runs: [{ days: ['sun'], times: ['04:00'], zone: 'Australia/Sydney' }] },
        { repeated: 'later' },
      ),
    ).toBeNull();
  });
});
