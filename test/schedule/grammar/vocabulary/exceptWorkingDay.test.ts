import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('an interval except the working day said in bare hours ("every 3 hours except 9-5")', () => {
  it.each([
    [
      'index rebuild every 4 hours except 9-5',
      'UTC',
      ['0 0,4,8,20 * * ?'],
      /"except 9-5" read as no runs from 9:00 AM up to 5:00 PM/,
    ],
    [
      'every 2 hours except 8 to 4',
      'UTC',
      ['0 0,2,4,6,16,18,20,22 * * ?'],
      /read as 8:00 AM to 4:00 PM, the working day/,
    ],
  ])('"%s" (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no interval: a date (September 5, or 9 May) or the hours?
    ['backup at 8am daily except 9-5', 'UTC', /could be a date or the hours/],
    // days after it: those hours out on those days only, or the days to run?
    ['every hour except 9-5 on weekdays', 'UTC', /on those days only/],
    // an end that is not before the start: no working day
    ['every hour except 9-10', 'UTC', /.+/],
    ['every 2 hours except 7-7', 'UTC', /.+/],
    // hours a night's quiet could be as well (10 PM to 4 AM, 11 PM to 5 AM): only 8 or 9 to 4, 5 or 6 are a working day
    ['check every hour except 11-5', 'America/New_York', /.+/],
    ['every 2 hours except 10-4', 'UTC', /.+/],
    ['every hour except between 10 and 3', 'UTC', /.+/],
  ])('"%s" (%s) is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
