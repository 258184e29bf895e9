import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * A stretch said as "while we are open" with the opening hours right after it (openingHoursBracketed.ts,
 * `openWhilePhrase`): the hours are the stretch. NOW: 2026-01-12 (Toronto on EST, UTC-5).
 */
describe('while we are open, with its hours', () => {
  it.each([
    [
      'returns bin check hourly while the branch is open 10-6, mon-sat',
      'America/Toronto',
      ['0 15-23 ? * 2-7'],
      /"while the branch is open" as the hours said after it/,
    ],
    [
      'float check every 2 hours while we are open 08:00-20:00',
      'America/Toronto',
      ['0 1,13,15,17,19,21,23 * * ?'],
      /"while we are open"/,
    ],
    [
      "holds pull every 30 min while we're open 9am-5pm weekdays",
      'America/Toronto',
      ['0,30 14-21 ? * 2-6', '0 22 ? * 2-6'],
      /"while we're open"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no hours said: which are they?
    ['returns bin check hourly while we are open', 'America/Toronto', /could not read/],
    // a closing hour in the small hours, or a place open at night: 11 AM to 2 PM, or 11 PM to 2 AM?
    ['last call reminder every 30 min while the bar is open 11-2', 'America/New_York', /could not read/],
    ['door check every hour while we are open 10-4', 'America/New_York', /could not read/],
    ['till check every hour while the pub is open 11-11', 'Europe/London', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
