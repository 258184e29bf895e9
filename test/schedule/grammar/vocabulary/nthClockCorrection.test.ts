import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * One clock of a list corrected by its place, said last (nthClockCorrection.ts): "..., sorry make the second one
 * 1700". NOW: 2026-01-12 (Denver on MST, UTC-7).
 */
describe('a clock of a list corrected by its place', () => {
  it.each([
    [
      'vaccine fridge check 0700 + 1500, sorry make the second one 1530',
      'America/Denver',
      ['0 14 * * ?', '30 22 * * ?'],
      /"sorry make the second one 1530" as 15:30 in place of "15:00"/,
    ],
    [
      'dock door log 06:00 and 14:00 daily, oops make the first one 06:30',
      'America/Denver',
      ['30 13 * * ?', '0 21 * * ?'],
      /in place of "06:00"/,
    ],
    [
      'meds round 8am, 2pm and 8pm, actually make the last one 9pm',
      'America/Denver',
      ['0 4,15,21 * * ?'],
      /9pm in place of "8pm"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the new clock without its half of the day: 5 AM or 5 PM?
    ['vaccine fridge check 0700 + 1500, sorry make the second one 5:00', 'America/Denver', /could not read/],
    // no third clock said
    ['vaccine fridge check 0700 + 1500, sorry make the third one 1700', 'America/Denver', /could not read/],
    // a word of time after the correction: not the correction's end
    ['vaccine fridge check 0700 + 1500 daily, sorry make the second one 1700 tomorrow', 'America/Denver', /single day/],
    // a number that is no clock of the list (a room's, a flight's): which is first?
    ['room 1205 check 0800 and 1600 daily, sorry make the first one 0900', 'America/New_York', /./],
    ['flight 1430 check at 0800 and 1600, sorry make the first one 0900', 'America/New_York', /./],
    // a time said in words or a bare hour in the list: not counted, so the place would be wrong
    ['meds 8am, noon and 4pm, sorry make the second one 1pm', 'America/New_York', /./],
    ['checks at 7, 12:30 and 5pm daily, sorry make the first one 7:30am', 'America/New_York', /./],
    // the clocks of several days: the second of the list, or of Wednesday's?
    ['mon 9am, wed 2pm and 4pm, sorry make the second one 3pm', 'America/New_York', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
