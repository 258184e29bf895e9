import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (Longyearbyen on CET).
describe("a place's name that holds a stem of time", () => {
  it.each([
    // "Longyearbyen" holds "year": a place, as "Oslo" is, whose clock "local" is
    [
      'Longyearbyen depot: fuel check every monday 09:00 local',
      'UTC',
      ['0 8 ? * 2'],
      /"local" read as the clock of Longyearbyen/,
    ],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the place first, and no clock said: whose 09:00?
    ['Longyearbyen depot: fuel check every monday 09:00', 'UTC', /Longyearbyen/],
    // a word of time with a capital is no place
    ['Yearly review: every monday 09:00', 'UTC', /./],
  ])('%s is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
