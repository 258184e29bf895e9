import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * An event with its days (and hours) before a colon, what to do at it after with one clock (eventDaysFirst.ts).
 * NOW: 2026-01-12 (London on GMT, Auckland on NZDT +13).
 */
describe('"late opening thursdays: closing announcement 8:45pm"', () => {
  it.each([
    [
      'late shopping fridays: tannoy reminder 7:50pm',
      'Europe/London',
      ['50 19 ? * 6'],
      /"late shopping fridays" as the event/,
    ],
    ['quiz night tuesdays: table count 19:30', 'Europe/London', ['30 19 ? * 3'], /its days \("tuesdays"\)/],
    ['farmers market saturdays: stall reminder 7am', 'Europe/London', ['0 7 ? * 7'], /the event the runs are at/],
    [
      'route setting mondays 8pm-1am: post the closure notice at 8pm',
      'Pacific/Auckland',
      ['0 7 ? * 2'],
      /the event the runs are at/,
    ],
    [
      'choir practice tue & thu 6pm-9pm: ping the pianist at 6:30pm',
      'Europe/London',
      ['30 18 ? * 3,5'],
      /hold the time/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a bare clock: "late" may say which half
    ['late shopping fridays: tannoy reminder 7:50', 'Europe/London', /./],
    // the rest says days of its own
    ['quiz night tuesdays: table count 19:30 thursdays', 'Europe/London', /./],
    // the run's clock falls on the next day, after midnight
    ['route setting mondays 8pm-1am: post the closure notice at 12:30am', 'Pacific/Auckland', /./],
    // the run's clock outside the event's hours
    ['choir practice tuesdays 6pm-9pm: ping the pianist at 10pm', 'Europe/London', /./],
    // words that repeat or narrow the runs
    ['first quiz night tuesdays: table count 19:30', 'Europe/London', /./],
    // a place in the event, or a proper noun that may be one: its clock may be the runs'
    ['depot in Muscat opens sat-wed: forklift check 6am', 'Europe/London', /./],
    ['depot Ashburn tuesdays: generator run 6:30am', 'Europe/London', /./],
    // two clocks after the colon
    ['quiz night tuesdays: table count 19:30, scores 21:00', 'Europe/London', /./],
    // a day's own name, or words that say which of the days: not every such day
    ['Shrove Tuesday: pancake ping 4pm', 'Europe/London', /./],
    ['Blue Monday: wellbeing post 9am', 'Europe/London', /./],
    ['quiz night tuesday: table count 19:30', 'Europe/London', /./],
    ['home game saturdays: gates reminder 1pm', 'Europe/London', /./],
    ['away game saturdays: coach reminder 1pm', 'Europe/London', /./],
    ['busy fridays: extra staff ping 11am', 'Europe/London', /./],
    ['rainy saturdays: covers reminder 10am', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
