import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a clock said first by its name and set off by a mark, before the name and the schedule', () => {
  it.each([
    // Windows' ids of the islands' clocks, said first
    [
      'Norfolk Standard Time - board papers email every friday 8am',
      'Europe/London',
      ['0 20 ? * 5'],
      /"board papers email"/,
    ],
    ['Chatham Islands Standard Time, nightly backup 2:30am', 'Europe/London', ['45 12 * * ?'], /"backup"/],
    ['Eastern Standard Time, nightly ledger export 23:00', 'Europe/London', ['0 4 * * ?'], /"ledger export"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a place alone set off first may be the name's place, whose clock is not said
    ['London, nightly sync 3:00am', 'America/New_York', /could not read/],
    // a word of time after the mark is no word of a name
    ['Eastern Standard Time, tomorrow sync 3:00am', 'Europe/London', /could not read/],
    // no mark after the clock's name
    ['Eastern Standard Time nightly sync 3:00am', 'Europe/London', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
