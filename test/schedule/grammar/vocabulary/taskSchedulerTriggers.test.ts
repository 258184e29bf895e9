import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a Windows Task Scheduler trigger, as its Triggers tab shows it', () => {
  it.each([
    // a day of repeats under a daily trigger: round the clock from the trigger's minute
    [
      'Daily - At 10:45 PM every day - After triggered, repeat every 1 hour for a duration of 1 day',
      'UTC',
      ['45 * * * ?'],
      /Task Scheduler trigger as "every hour starting at 10:45 PM"/,
    ],
    [
      'Daily - At 12:20 AM every day - After triggered, repeat every 30 minutes for a duration of 1 day',
      'UTC',
      ['20,50 * * * ?'],
      /machine the task runs on/,
    ],
    // repeats for a while: from the trigger's time, not at the end of the duration
    ['At 4:00 AM every day - repeat every 20 minutes for a duration of 1 hour', 'UTC', ['0/20 4 * * ?'], /for 1 hour/],
    [
      'Weekly - At 8:00 AM every Tuesday of every week - After triggered, repeat every 30 minutes for a duration of 2 hours',
      'UTC',
      ['0,30 8,9 ? * 3'],
      /on Tuesday/,
    ],
    ['Weekly - At 7:15 AM every Monday, Thursday of every week', 'UTC', ['15 7 ? * 2,5'], /^/],
    // some months only
    ['Monthly - At 2:00 AM on day 1 of March, September', 'UTC', ['0 2 1 3,9 ?'], /march and september/],
    [
      'Monthly - At 3:30 AM on day 5, 20 of January, February, March, April, May, June, July, August, September, October, November, December',
      'UTC',
      ['30 3 5,20 * ?'],
      /5th and 20th of every month/,
    ],
    [
      'Monthly - At 5:00 PM on the first Monday of January, February, March, April, May, June, July, August, September, October, November, December',
      'UTC',
      ['0 17 ? * 2#1'],
      /^/,
    ],
    // a start date beside repeats that never run earlier in the day than the trigger
    [
      'At 3:00 AM every day - repeat every 15 minutes for a duration of 2 hours, starting 1/5/2027',
      'UTC',
      ['0/15 3,4 * * ?'],
      /starting 1\/5\/2027/,
    ],
    [
      'Daily - At 12:30 AM every day - After triggered, repeat every 1 hour for a duration of 1 day, starting 1/5/2027',
      'UTC',
      ['30 * * * ?'],
      /starting 1\/5\/2027/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a step that does not divide the day: each day's trigger starts the steps again
    ['Daily - At 10:45 PM every day - After triggered, repeat every 7 hours for a duration of 1 day'],
    // the kind and the details disagree
    ['Weekly - At 9:00 AM every day - After triggered, repeat every 1 hour for a duration of 1 day'],
    // every other week: no CRON schedule
    ['Weekly - At 9:00 AM every Monday of every 2 weeks'],
    // a day of repeats under a weekly trigger: not round the clock
    ['Weekly - At 9:00 AM every Monday of every week - After triggered, repeat every 1 hour for a duration of 1 day'],
    // a start date beside repeats earlier in the day than the trigger (past midnight, round the clock): the first
    // day's small hours come before its first run
    ['daily at 11:30 PM, repeat task every 1 hour for a duration of 12 hours, starting 1/5/2027'],
    ['Daily - At 11:30 PM every day - After triggered, repeat every 1 hour for a duration of 1 day, starting 1/5/2027'],
    ['Daily - At 6:00 AM every day - After triggered, repeat every 2 hours for a duration of 1 day, starting 1/5/2027'],
    // an expiry the trigger's form adds
    ['Daily - At 9:00 AM every day - Trigger expires at 3/1/2027 9:00:00 AM'],
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});
