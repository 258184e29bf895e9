import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a date with its year: the year said once after dates of one month, a four-digit clock after the year', () => {
  it.each([
    // the year after the last of dates of one month is each date's
    [
      'meter reads mar 3 and mar 4 2027 06:15',
      'UTC',
      ['15 6 3,4 3 ?'],
      /"mar 3 2027" and "mar 4 2027" read as the days to run on/,
    ],
    [
      'audit walk feb 1, feb 8 and feb 15 2027 at 10am',
      'UTC',
      ['0 10 1,8,15 2 ?'],
      /"feb 15 2027" read as the days to run on/,
    ],
    // a four-digit clock after a date with its year
    ['board briefing 14 April 2027 1730', 'UTC', ['30 17 14 4 ?'], /"14 april 2027" read as one run/],
    ['launch review jun 9, 2027 1915', 'UTC', ['15 19 9 6 ?'], /"jun 9, 2027" read as one run/],
  ])('"%s" (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // dates of two months: which year is the first's?
    ['dec 30 and jan 2 2027 at 9am', 'UTC', /^(?!.*"dec 30 2027")/],
    // days that do not rise are no list of one stretch
    ['mar 4 and mar 3 2027 06:15', 'UTC', /once or every year/],
    // two four-digit numbers after the date: a clock and what?
    ['board briefing 14 April 2027 1730 1745 2031', 'UTC', /.+/],
  ])('"%s" (%s) is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
