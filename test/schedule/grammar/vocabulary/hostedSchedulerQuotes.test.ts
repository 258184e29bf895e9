import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: New York on EST, Sydney on AEDT)
describe("Heroku Scheduler's frequency and App Engine's schedule said in quotes", () => {
  it.each([
    [
      'Heroku Scheduler job "hourly" at :45 past',
      'America/New_York',
      ['45 * * * ?'],
      /Heroku Scheduler runs its jobs in UTC/,
    ],
    ['heroku scheduler job "daily" at 6:30 PM', 'Europe/Berlin', ['30 18 * * ?'], /UTC/],
    ['app engine cron: "every friday 17:00" timezone: Australia/Sydney', 'UTC', ['0 6 ? * 6'], /entry's timezone/],
    ['app engine cron: "every day 04:00"', 'Australia/Sydney', ['0 4 * * ?'], /no timezone in UTC/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // another clock said beside Heroku's UTC; App Engine's interval counts from the last run's end
    ['Heroku Scheduler job "hourly" at :45 past, local time', 'UTC', /./],
    ['app engine cron: "every 5 minutes"', 'UTC', /./],
    // the quotes hold no schedule
    ['app engine cron: "nightly cleanup"', 'UTC', /./],
  ])('refuses %s (%s)', (phrase, zone, reason) => refuses(phrase, zone, reason));
});
