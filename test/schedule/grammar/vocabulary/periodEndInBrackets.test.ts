import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"during the term (until ...)", "through the season (to ...)": a period whose end is said in brackets', () => {
  it.each([
    [
      'attendance export every tuesday 7am during the term (until mar 26)',
      'UTC',
      ['0 7 ? * 3'],
      /"during the term \(until mar 26\)" read as until Thursday, March 26, 2026/,
    ],
    [
      'rink booking digest 6pm every thursday through the season (to feb 28)',
      'UTC',
      ['0 18 ? * 5'],
      /read as until Saturday, February 28, 2026/,
    ],
    [
      'choir rota mondays 9:00 during our semester (ends may 1)',
      'UTC',
      ['0 9 ? * 2'],
      /read as until Friday, May 1, 2026/,
    ],
  ])('"%s" (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a date in the brackets with no word of its end: the start, the end, or the one day?
    ['attendance export every tuesday 7am during the term (mar 26)', 'UTC', /single date/],
    // no brackets: the term's dates are not said
    ['attendance export every tuesday 7am during the term', 'UTC', /.+/],
  ])('"%s" (%s) is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
