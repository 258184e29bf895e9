import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/** A stretch by a place's opening and closing, hours in brackets (openingHoursBracketed.ts). NOW: 2026-01-12. */
describe('"from opening (9) to close (5)"', () => {
  it.each([
    [
      'aquarium tank photo every 30 min from opening (9) to close (5)',
      'Europe/London',
      ['0,30 9-16 * * ?', '0 17 * * ?'],
      /"opening" and "close" as the hours in brackets/,
    ],
    ['footfall count hourly from open (10) till closing (4)', 'Europe/London', ['0 10-16 * * ?'], /\(10 and 4\)/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // two bare hours that may end in the morning or at night
    ['footfall count hourly from opening (7) to close (11)', 'Europe/London', /./],
    // bare hours of no ordinary day: a bar's 6 PM to 2 AM?
    ['stock photo every 30 min from opening (6) to close (2)', 'Europe/London', /./],
    ['stock photo every 30 min from opening (10) to close (2)', 'Europe/London', /./],
    ['stock photo every 30 min from opening (11) to close (1)', 'Europe/London', /./],
    ['stock photo every 30 min from opening (4) to close (10pm)', 'Europe/London', /./],
    // one end without its hours
    ['aquarium tank photo every 30 min from opening (9) to close', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
