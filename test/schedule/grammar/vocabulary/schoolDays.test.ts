import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * Days said by the school week (schoolDays.ts): school days are Monday to Friday, school nights Sunday to Thursday,
 * a night's bare hour in the evening. NOW: 2026-01-12 (Denver on MST -7, London on GMT).
 */
describe('school days and school nights', () => {
  it.each([
    [
      'attendance sync every hour on school days 8am to 2pm',
      'Europe/London',
      ['0 8-14 ? * 2-6'],
      /"school days" read as Monday to Friday/,
    ],
    [
      'homework reminder every school night at 7',
      'America/Denver',
      ['0 2 ? * 2-6'],
      /"school night" read as Sunday to Thursday/,
    ],
    ['on school nights at 20:30 lights-out ping', 'Europe/London', ['30 20 ? * 1-5'], /Sunday to Thursday nights/],
    [
      'crossing guard roster each school day at 7:15am',
      'America/Denver',
      ['15 14 ? * 2-6'],
      /school holidays are not left out/,
    ],
    // right after a clock
    [
      'van pickup text 6:10am school days',
      'America/Denver',
      ['10 13 ? * 2-6'],
      /"school days" read as Monday to Friday/,
    ],
    [
      'tablet lock 21:15 school nights',
      'Europe/London',
      ['15 21 ? * 1-5'],
      /"school nights" read as Sunday to Thursday/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // words of a name, not days
    ['school days newsletter fridays 9am', 'America/Denver', /could not read/],
    // a bare hour on days of the week: either half of the day
    ['lunch count every school day at 4', 'America/Denver', /could not read|4 AM or 4 PM/],
    // days said twice
    ['every school day at 8am on saturdays', 'Europe/London', /./],
    // a zone whose school week is not Monday to Friday
    ['every 2 hours on school days 7am to 3pm', 'Asia/Riyadh', /./],
    ['every 2 hours on school days 7am to 3pm', 'Asia/Jerusalem', /./],
    ['every school night at 9pm', 'Asia/Dubai', /./],
    ['every school night at 9pm', 'Asia/Tehran', /./],
    ['every 2 hours on school days 7am to 3pm Dubai time', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
