import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * "every evening before a working day" (dateOffsets.ts): the days said, each moved one day back, where "every" or
 * "each" says it repeats; "before a monday" is never set aside as what the time is for (offsets.ts). NOW: 2026-01-12.
 */
describe('every evening before a kind of day', () => {
  it.each([
    [
      'duty roster 7pm on every evening before a working day',
      'Asia/Kolkata',
      ['30 13 ? * 1-5'],
      /every sunday, monday/,
    ],
    ['kit email 9pm each night before a weekday', 'UTC', ['0 21 ? * 1-5'], /the day before each day said/],
    ['court list at 20:00 every evening before a business day', 'Europe/London', ['0 20 ? * 1-5'], /every sunday/],
    // an exception of a day run on that is no day said before the move: the note says the days left
    [
      'prep every day before a working day, except sundays, at 9am',
      'UTC',
      ['0 9 ? * 2-5'],
      /as every monday, tuesday, wednesday and thursday: .*except sundays/,
    ],
    [
      'prep at 6pm the day before each tuesday to saturday appointment day, except mondays',
      'UTC',
      ['0 18 ? * 3-6'],
      /as every tuesday, wednesday, thursday and friday: .*except mondays/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a morning time could be the small hours of the day itself
    ['duty roster 6am every evening before a working day', 'UTC', /small hours/],
    // a bound or an exception beside it is not dropped
    ['kit email 9pm every evening before a working day except fridays', 'UTC', /twice|except|could not/],
    ['kit email 9pm every evening before a working day until march', 'UTC', /twice|until|could not/],
    // an exception that removes none of the days run on, or of a day said before the move (that day, or the one
    // before it?), is not dropped
    ['prep every day before a working day, except fridays, at 9am', 'UTC', /the exception may be/],
    ['prep every day before a working day, except thursdays, at 9am', 'UTC', /the exception may be/],
    ['prep every day before a working day, except on mondays and fridays, at 9am', 'UTC', /the exception may be/],
    ['prep every evening before a weekday, but not saturdays, at 7pm', 'UTC', /the exception may be/],
    // "the evening before a working day": which one?
    ['kit email 9pm the evening before a working day', 'UTC', /could not read/],
    // a day after "before a" is no event to set aside
    ['bag check 8pm before a monday', 'UTC', /coming one|could not|monday/],
    ['bag check 8pm every evening before a monday', 'UTC', /coming one|could not|monday/],
    // nor is a kind of day said in one word
    ['bag check 8pm before a workday', 'UTC', /could not/],
    ['bag check 8pm before workdays', 'UTC', /could not/],
    ['bag check 8pm before the workday', 'UTC', /could not/],
    ['bag check 8pm before a schoolday', 'UTC', /could not/],
    ['bag check 8pm before a workweek', 'UTC', /could not/],
    ['bag check 8pm before a business day', 'UTC', /could not/],
    ['bag check 8pm before a school day', 'UTC', /could not/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
