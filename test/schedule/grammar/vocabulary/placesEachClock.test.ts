import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/** Several places, each running the schedule on its own clock, said as a group (placesEachClock.ts). NOW: 2026-01-12. */
describe('several places, each on its own clock', () => {
  it.each([
    // the places first, then the schedule with "each"
    [
      'the Accra and Nairobi branches: 9am each, weekdays',
      'Europe/London',
      ['0 9 ? * 2-6', '0 6 ? * 2-6'],
      /one rule per time zone/,
    ],
    [
      'Perth, Darwin and Brisbane depots - 6:30 each, mon-fri',
      'Europe/London',
      ['30 22 ? * 1-5', '0 21 ? * 1-5', '30 20 ? * 1-5'],
      /one rule per time zone/,
    ],
    ['Oslo & Riga offices: each 9am local, mondays', 'Europe/London', ['0 8 ? * 2', '0 7 ? * 2'], /each of oslo/],
    // the rules said per place, the group they are for set off
    [
      'Perth 7am, Sydney 7am - both depots, daily',
      'Europe/London',
      ['0 23 * * ?', '0 20 * * ?'],
      /"both depots" as the places the rules are for/,
    ],
    ['Tokyo 10:00, Manila 10:00 (both offices), daily', 'Europe/London', ['0 1 * * ?', '0 2 * * ?'], /"both offices"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no "each": whose clock?
    ['the Accra and Nairobi branches: 9am weekdays', 'Europe/London', /two time zones/],
    // no group of sites after the places: flights between them
    ['Accra and Nairobi flights: 9am each', 'Europe/London', /two time zones|could not read/],
    // one place: which of "both"?
    ['Perth 7am - both depots, daily', 'Europe/London', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
