import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/** "<whose> time in <place>": the clock of the place said right after (whoseTimeInPlace.ts). NOW: 2026-01-12. */
describe('whose time it is, and the place it is kept in', () => {
  it.each([
    [
      '8:00 their time in Lagos, 8:00 my time in London, weekdays',
      'Europe/London',
      ['0 7 ? * 2-6', '0 8 ? * 2-6'],
      /"their time in Lagos", "my time in London" read as the clock/,
    ],
    [
      'noon his time in Perth and noon her time in Auckland, sundays',
      'Europe/London',
      ['0 4 ? * 1', '0 23 ? * 7'],
      /"his time in Perth"/,
    ],
    [
      '10am their local time in Chicago and 10am our time here in Boston, tuesdays',
      'America/New_York',
      ['0 16 ? * 3', '0 15 ? * 3'],
      /"our time here in Boston"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no zone after "in": whose clock is "the office"?
    ['9am their time in the office and 9am our time in Denver, mondays', 'America/Denver', /./],
    // another place said besides, on a journey
    ['9am their time in Anchorage, flying to Lima, mondays', 'America/Denver', /two time zones/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
