import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// A clock in brackets beside another clock: a second run, the same time on another clock, or another time on some
// days. Read as one rule, its time was added to every day's and its days took the whole rule: asked about instead.
describe('a clock in brackets beside another clock', () => {
  it.each([
    ['mon-fri 9am (4pm)', 'UTC', /"\(4pm\)" beside "9am": one more run, or the same time said on another clock/],
    ['backup 23:00 (01:00)', 'Europe/Berlin', /"\(01:00\)" beside "23:00"/],
    ['standup 9am (9:30 on mondays)', 'UTC', /on mondays, is it the time in place of 9am, or one more run/],
    ['report 8:00 (fridays 7:00)', 'Europe/London', /"\(fridays 7:00\)" beside "8:00"/],
    ['lock up at 6pm (at 5pm on weekends)', 'America/Chicago', /on weekends, is it the time in place of 6pm/],
  ])('asks about "%s" [%s]', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });

  it.each([
    // a reader that worked the bracket out says so; other words, a zone, or no clock outside: not this reader's
    [
      '5:30pm every weekday except fridays (4pm)',
      'UTC',
      ['30 17 ? * 2-5', '0 16 ? * 6'],
      /read as 4:00 PM on fridays instead/,
    ],
    ['every monday 10am (make that 11)', 'UTC', ['0 11 ? * 2'], /correction/],
    ['now every tuesday 20:15 (was 19:30)', 'UTC', ['15 20 ? * 3'], /"was 19:30" read as what the schedule was before/],
    ['daily 9am (and 5pm)', 'UTC', ['0 9,17 * * ?'], /^(?![\s\S]*beside)/],
    ['standup 9am, mondays 9:30 instead', 'UTC', ['0 9 ? * 1,3-7', '30 9 ? * 2'], /instead/],
  ])('reads "%s" [%s]', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });
});
