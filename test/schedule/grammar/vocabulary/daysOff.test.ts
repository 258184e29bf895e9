import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('days without runs said last, beside rules that do not run on them', () => {
  it.each([
    [
      'weekdays 7am, saturdays 9am, sundays off',
      ['0 7 ? * 2-6', '0 9 ? * 7'],
      /"sundays off" read as no run on Sunday/,
    ],
    ['mon-fri 0800; weekends: none', ['0 8 ? * 2-6'], /"weekends: none" read as no run on Sunday, Saturday/],
    ['weekdays 6pm (nothing on weekends)', ['0 18 ? * 2-6'], /"nothing on weekends"/],
    ['tue-sat 10:00, no runs on sunday or monday', ['0 10 ? * 3-7'], /no run on Sunday, Monday/],
    ['mon wed fri 9am, tuesdays and thursdays are off', ['0 9 ? * 2/2'], /no run on Tuesday, Thursday/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // a rule runs on the days said off: not read as an exception
    ['every day 9am, sundays off', /"sundays off", but a rule runs on Sunday/],
    ['weekends 10am, saturdays off', /but a rule runs on Saturday/],
  ])('%s', (phrase, why) => refuses(phrase, 'UTC', why));
});
