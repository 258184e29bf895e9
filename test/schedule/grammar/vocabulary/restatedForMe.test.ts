import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (Buenos Aires on UTC-3, Lagos on UTC+1 all year).
describe('the time on the person\'s clock in brackets, without a mark: "(6am for me)"', () => {
  it.each([
    [
      'supplier call every thu 11am WAT (7am for me)',
      'America/Argentina/Buenos_Aires',
      ['0 10 ? * 5'],
      /"7am for me" checked: 11:00 Thursday \(Africa\/Lagos\) is 07:00 Thursday/,
    ],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the clock said for the person does not hold
    ['supplier call every thu 11am WAT (8am for me)', 'America/Argentina/Buenos_Aires', /does not hold/],
    // a clock alone in brackets: one more run, or the same time?
    ['supplier call every thu 11am WAT (7am)', 'America/Argentina/Buenos_Aires', /one more run/],
  ])('%s is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
