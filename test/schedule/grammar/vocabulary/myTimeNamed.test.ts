import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * "my time" glossed by a zone in brackets glued to it (myTimeNamed.ts): one clock, the zone said.
 * NOW: 2026-01-12 (Sydney on AEDT +11, Pacific on PST -8, Berlin on CET +1).
 */
describe('"my time" with the zone it means in brackets', () => {
  it.each([
    ['review call saturday 8pm my time (sydney)', 'Asia/Singapore', ['0 9 ? * 7'], /"my time" read as sydney's clock/],
    [
      'index rebuild 4am my time (PT) on the 3rd and 17th',
      'America/New_York',
      ['0 12 3,17 * ?'],
      /"my time" read as PT/,
    ],
    ['payroll export 07:30 CET (my time) weekdays', 'Europe/London', ['30 6 ? * 2-6'], /read as CET's clock/],
    ['stand-up 9:15am our time (berlin) mon-fri', 'America/Chicago', ['15 8 ? * 2-6'], /"our time" read as berlin/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the zone said apart from "my time": two clocks
    ['review call saturday 8pm my time, 6pm sydney', 'Asia/Singapore', /may not be the same/],
    [
      'index rebuild 4am my time on the 3rd (PT for the team)',
      'America/New_York',
      /may not be the same|could not read/,
    ],
    ['payroll export 07:30 my time weekdays, CET for finance', 'Europe/London', /may not be the same|could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
