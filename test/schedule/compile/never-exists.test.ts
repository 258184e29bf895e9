import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../src/schedule/engine.js';

// NOW: Monday, January 12, 2026. London's clocks jump from 1:00 AM GMT to 2:00 AM BST on the last Sunday of March
// (Mar 29, 2026; Mar 28, 2027); New York's from 2:00 AM EST to 3:00 AM EDT on the second Sunday of March.
const NOW = Date.parse('2026-01-12T12:00:00Z');
const outcome = (phrase: string, zone: string) => schedulePhrase({ phrase, defaultZone: zone, now: NOW });

describe('a time the clocks skip on every day it would run is refused: it would never run at the time asked', () => {
  it.each([
    ['last sunday of march at 1:30am', 'Europe/London', /1:30 AM never exists on the days it would run in UK time/],
    ['second sunday of march at 2:15am', 'America/New_York', /2:15 AM never exists .* from 2:00 AM to 3:00 AM/],
    ['every year on the last sunday of march at 2:30am', 'Europe/Berlin', /never exists/],
  ])('%s (%s)', (phrase, zone, why) => {
    const r = outcome(phrase, zone);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem.code).toBe('inexpressible');
      expect(r.problem.message).toMatch(why);
    }
  });

  it.each([
    // some of its days are not change days: those runs happen, the change day's is noted
    ['every sunday at 1:30am', 'Europe/London'],
    ['sundays in march at 1:30am', 'Europe/London'],
    // a time that exists on the change day
    ['last sunday of march at 2:30am', 'Europe/London'],
    // the change day in another zone's rules
    ['last sunday of march at 1:30am', 'America/New_York'],
  ])('%s (%s) is read', (phrase, zone) => {
    const r = outcome(phrase, zone);
    expect(r.ok).toBe(true);
  });

  it('a single date in the skipped hour keeps its own words', () => {
    const r = outcome('on march 28 2027 at 1:30am', 'Europe/London');
    expect(!r.ok && r.problem.message).toMatch(/On Mar 28, 2027 .* does not exist that day/);
  });
});
