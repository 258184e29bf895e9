import { describe, it } from 'vitest';
import { reads } from './read.js';

// "every 2nd tuesday" is read as the month's 2nd Tuesday, and the note says so: the person may have meant every
// other one, which no CRON schedule can run. A month said, or several numbers, leave nothing to say.
describe('every nth weekday without the month said', () => {
  it.each([
    [
      'every 2nd tuesday 10am',
      'UTC',
      ['0 10 ? * 3#2'],
      /second Tuesday of each month; a schedule cannot run every other week/,
    ],
    ['every second tuesday at 10', 'UTC', ['0 10 ? * 3#2'], /cannot run every other week/],
    [
      'each 3rd friday 9am',
      'UTC',
      ['0 9 ? * 6#3'],
      /third Friday of each month; a schedule cannot run every third week/,
    ],
    ['every 4th sat 08:00', 'UTC', ['0 8 ? * 7#4'], /fourth Saturday/],
  ])('"%s" [%s] says which it read', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    ['every 2nd tuesday of the month 10am', 'UTC', ['0 10 ? * 3#2']],
    ['every 2nd wed in march 9am', 'UTC', ['0 9 ? 3 4#2']],
    ['the 2nd tuesday at 10am', 'UTC', ['0 10 ? * 3#2']],
    ['every 1st monday 9am', 'UTC', ['0 9 ? * 2#1']],
  ])('"%s" [%s] has nothing to say', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /^(?![\s\S]*cannot run every)/);
  });
});
