import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a clock said in words on days of the week, an hour from 1 to 6 with no half of the day: asked', () => {
  it.each([
    ['timesheet reminder half past 5 fridays', /"half past 5" on days of the week could be 5:30 AM or 5:30 PM/],
    [
      'clock-in reminder quarter to 9 weekdays, and expenses reminder half past 5 fridays',
      /"half past 5" on days of the week could be 5:30 AM or 5:30 PM/,
    ],
    ['bins out quarter to 2 on tuesdays', /"quarter to 2" on days of the week could be 1:45 AM or 1:45 PM/],
    ['every monday at twenty past six, rota check', /"twenty past six" on days of the week could be 6:20 AM/],
    ['mon-fri at 10 minutes past 1 post the lunch menu', /could be 1:10 AM or 1:10 PM/],
  ])('"%s" is refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });

  it.each([
    // the half of the day said, an hour after 6, or every day: read as before
    ['timesheet reminder half past 5pm fridays', ['30 17 ? * 6'], /timesheet reminder/],
    ['half past five in the evening on fridays', ['30 17 ? * 6'], /^$/],
    ['ten past 9 on mondays', ['10 9 ? * 2'], /"9:10" read as 9:10 AM/],
    ['clock-in reminder quarter to 9 weekdays', ['45 8 ? * 2-6'], /"8:45" read as 8:45 AM/],
    ['timesheet reminder half past 5 every day', ['30 5 * * ?'], /"5:30" read as 5:30 AM/],
    // digits keep the morning reading of an early job, as before
    ['backup 5:30 fridays', ['30 5 ? * 6'], /"5:30" read as 5:30 AM/],
    // the same clock said again with its half of the day
    ['half past 5 fridays at 5:30am', ['30 5 ? * 6'], /./],
  ])('"%s" reads %j', (phrase, fields, note) => {
    reads(phrase, 'UTC', fields, note);
  });
});
