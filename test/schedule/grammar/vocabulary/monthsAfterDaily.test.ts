import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('months listed right after "daily"', () => {
  it.each([
    [
      'frost fan check 5am daily June and July',
      'UTC',
      ['0 5 * 6,7 ?'],
      /"june and july" read as every year in June, July/,
    ],
    [
      'pool cover check 07:00 every day jan, feb and dec',
      'UTC',
      ['0 7 * 1,2,12 ?'],
      /every year in January, February, December/,
    ],
    ['hydrant flush 9:30 daily august', 'America/Chicago', ['30 14 * 8 ?'], /every year in August/],
  ])('"%s" (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a month with a day after it is a date
    ['frost fan check 5am daily june 4', 'UTC', /single date/],
    // "may" followed by more words is no list of months
    ['frost fan check 5am daily may vary', 'UTC', /.+/],
  ])('"%s" (%s) is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
