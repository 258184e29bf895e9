import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../src/schedule/engine.js';

// New York's clocks go back from 2:00 AM EDT to 1:00 AM EST on Sunday, Nov 1, 2026 (06:00 UTC); they jump
// forward from 2:00 AM EST to 3:00 AM EDT on Sunday, Mar 8, 2026 (07:00 UTC)
function dstNotes(phrase: string, now: string): string[] {
  const r = schedulePhrase({ phrase, defaultZone: 'America/New_York', now: Date.parse(now) });
  if (!r.ok) throw new Error(r.problem.message);
  return r.value.warnings.filter((w) => w.code === 'ambiguous' || w.code === 'gap').map((w) => w.message);
}

const TWICE =
  'On Nov 1, 2026 clocks in Eastern Time go back from 2:00 AM to 1:00 AM: 1:30 AM happens twice that day; the UTC schedule runs once, at the second, after the clocks go back.';

describe('a first run on the day clocks change gets the same note as later ones', () => {
  it.each([
    // the first run is the fall-back day's 1:30 AM, read at its second occurrence (after the change)
    ['every day at 1:30am', '2026-10-31T12:00:00Z'],
    ['every sunday at 1:30am', '2026-10-31T12:00:00Z'],
    // ... also when the period ends before any later change
    ['every day at 1:30am until nov 3', '2026-10-31T12:00:00Z'],
    // a year ahead, as before
    ['every sunday at 1:30am', '2026-01-12T12:00:00Z'],
  ])('%s from %s', (phrase, now) => {
    expect(dstNotes(phrase, now)).toEqual([TWICE]);
  });

  it('a schedule set on summer time says it runs at the first of the two', () => {
    // set for EDT (the first run is in June): on the fall-back day its 1:30 AM is the first one
    expect(dstNotes('every sunday at 1:30am', '2026-06-01T12:00:00Z')).toContain(
      'On Nov 1, 2026 clocks in Eastern Time go back from 2:00 AM to 1:00 AM: 1:30 AM happens twice that day; the UTC schedule runs once, at the first.',
    );
  });

  it('a first run in a skipped hour is named too', () => {
    expect(dstNotes('every day at 2:30am until mar 10', '2026-03-08T06:59:00Z')).toEqual([
      'On Mar 8, 2026 clocks in Eastern Time jump from 2:00 AM to 3:00 AM: 2:30 AM does not exist that day.',
    ]);
  });

  it.each([
    // times outside the repeated hour
    ['every day at 2:30am until nov 3', '2026-10-31T12:00:00Z'],
    ['every day at 12:30am until nov 3', '2026-10-31T12:00:00Z'],
    // the change is behind the first run
    ['every day at 1:30am until nov 20', '2026-11-01T12:00:00Z'],
    // an interval keeps firing through the change
    ['every 30 minutes until nov 3', '2026-10-31T12:00:00Z'],
  ])('no note for %s from %s', (phrase, now) => {
    expect(dstNotes(phrase, now)).toEqual([]);
  });
});
