import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a clock's minutes right before a stretch of months: no date's day", () => {
  it.each([
    [
      'tank inspection 0630 AWST dec–apr',
      'Australia/Perth',
      ['30 22 1-29 1-4,12 ?', '30 22 30 1,3,11,12 ?', '30 22 31 1,3,12 ?'],
      /"dec-apr" read as every year from December to April/,
    ],
    [
      'pool check 07:15 may-sep',
      'Europe/London',
      ['15 6 * 5-9 ?'],
      /"may-sep" read as every year from May to September/,
    ],
    ['daily 18:45 nov to feb', 'Europe/London', ['45 18 * 1,2,11,12 ?'], /"nov to feb" read as every year/],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // a number that is no clock's minutes before a month is a date's day; a day after the month is a date's
    ['daily 14 dec-apr', /"14 dec" is a single date/],
    ['pool check 07:15 may 5', /"may 5" could be one run or every year's/],
  ])('"%s" is refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});
