import { describe, it } from 'vitest';
import { reads } from './read.js';

describe('times said before their days: a clock alone after days said last is the next days’', () => {
  it.each([
    ['readings 0600 + 1800 weekdays, 1200 + 0000 weekends', ['0 6,18 ? * 2-6', '0 0,12 ? * 1,7']],
    ['readings 06:00 and 18:00 weekdays, 12:00 and 00:00 weekends', ['0 6,18 ? * 2-6', '0 0,12 ? * 1,7']],
    ['feeds 7:00 and 19:00 mon-fri, 9:00 and 21:00 sat and sun', ['0 7,19 ? * 2-6', '0 9,21 ? * 1,7']],
    // days said first: each clock after them is theirs, as before
    ['weekdays 06:00 and 18:00, weekends 12:00 and 00:00', ['0 6,18 ? * 2-6', '0 0,12 ? * 1,7']],
    // no days after the clock alone: it stays with the days before
    ['9am weekdays, 10am', ['0 9,10 ? * 2-6']],
  ])('%s', (phrase, fields) => reads(phrase, 'UTC', fields, /^/));
});
