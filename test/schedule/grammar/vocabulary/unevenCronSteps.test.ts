import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('cron steps that do not divide their field', () => {
  it.each([
    // cron counts a minute step within the hour: "*/90" runs at :00 only, "*/40" at :00 and :40, each hour
    ['*/90 * * * *', /only at minute 0 of every hour.*not every 90 minutes/],
    ['*/40 * * * * UTC', /minutes 0, 40 of every hour.*not every 40 minutes/],
    ['cron: 0/50 * * * ?', /not every 50 minutes/],
    ["schedule: '*/100 * * * *'", /not every 100 minutes/],
    ['cron(*/75 * * * ? *)', /not every 75 minutes/],
    // inside a Hangfire call
    ['RecurringJob.AddOrUpdate("poll", () => Poll(), "*/90 * * * *")', /not every 90 minutes/],
    // an hour step counts within the day: "*/5" runs at 0, 5, 10, 15, 20, then 0 again
    ['15 */5 * * *', /hours 0, 5, 10, 15, 20 of every day.*not every 5 hours/],
    ['0 */36 * * *', /only at hour 0 of every day/],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));

  it.each([
    // steps that divide their field, and a range the writer bounded, are read as before
    ['*/20 * * * *', 'UTC', ['0/20 * * * ?'], /read as CRON fields/],
    ['0 */8 * * *', 'UTC', ['0 0/8 * * ?'], /read as CRON fields/],
    ['0-30/7 * * * *', 'UTC', ['0,7,14,21,28 * * * ?'], /read as CRON fields/],
    ['5/15 9-17 * * ?', 'UTC', ['5/15 9-17 * * ?'], /read as CRON fields/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});
