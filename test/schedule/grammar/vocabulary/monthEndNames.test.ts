import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"month-end" in a name set off, before the first days of the month', () => {
  it.each([
    [
      'month-end close: accruals on the 1st and 2nd at 6am',
      'UTC',
      ['0 6 1,2 * ?'],
      /\("month-end"\) agree with the rest/,
    ],
    ['month-end reports: run on the 3rd at 07:30', 'UTC', ['30 7 3 * ?'], /agree with the rest/],
    ['month-end close: run on the last day at 18:00', 'UTC', ['0 18 L * ?'], /agree with the rest/],
  ])('"%s" (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the middle of the month is no month's end
    ['month-end close: run on the 15th at 6am', 'UTC', /names the days twice/],
    ['month-end close: run on the 1st and 20th at 6am', 'UTC', /names the days twice/],
    // the first days of some months only: no month's close
    ['month-end close: run on the 1st of march and june at 6am', 'UTC', /.+/],
  ])('"%s" (%s) is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
