import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * An event on a date said with "from" before its one time (datedEvents.ts): the time it starts, no run; the runs'
 * clocks after it placed against it. NOW: 2026-01-12.
 */
describe('an event on a date from a time, then the runs', () => {
  it.each([
    [
      'beamtime 9 feb 2026 from 8am; remind me at 7:45',
      'America/New_York',
      ['45 12 9 2 ?'],
      /9 feb 2026 from 8am" as the event/,
    ],
    ['open day sat 14 feb 2026 from 10:00 - post the banner at 9:30', 'Europe/London', ['30 9 14 2 ?'], /as the event/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // runs at intervals: "from 8am" may be when they start
    ['beamtime 9 feb 2026 from 8am; ping every 30 min', 'America/New_York', /single date|could not/],
    // a bare hour after "from": morning or evening?
    ['beamtime 9 feb 2026 from 8; remind me at 7:45', 'America/New_York', /could not|AM or PM|morning/],
    // a word of time in the event's words is no name's
    ['beamtime daily 9 feb 2026 from 8am; remind me at 7:45', 'America/New_York', /could not|twice|single date|daily/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
