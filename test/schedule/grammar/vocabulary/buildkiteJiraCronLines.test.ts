import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Chicago on UTC-6, Sydney on UTC+11, Lisbon on UTC)
describe("Buildkite's cronline (a zone after the fields, else UTC) and Jira automation's Quartz line on its site's zone", () => {
  it.each([
    ['buildkite pipeline schedule cronline "30 4 * * 1-5 America/Chicago"', 'UTC', ['30 10 ? * 2-6'], /0 = Sunday/],
    ['buildkite cronline: "@weekly"', 'Europe/Berlin', ['0 0 ? * 1'], /preset "0 0 \* \* 0".*Buildkite runs/],
    ['buildkite cronline "15 6 * * *"', 'Europe/Berlin', ['15 6 * * ?'], /in UTC, as Buildkite/],
    ['jira automation cron 0 0 8 ? * 2L (site is Lisbon time)', 'Europe/Berlin', ['0 8 ? * 2L'], /last Monday/],
    [
      'jira cron 0 15 9 ? * MON-FRI',
      'Australia/Sydney',
      ['15 22 ? * 1-5'],
      /Jira automation runs a scheduled trigger on the site's time zone/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // two zones; a paused schedule
    ['buildkite cronline "0 2 * * * Europe/Berlin" tz America/Chicago'],
    ['buildkite cronline "15 6 * * *" (paused)'],
    // a site's zone beside a tool that is not Jira's: not the tool's clock
    ['cloud scheduler "30 6 * * *" — site is Melbourne time'],
    // Quartz's day numbers: "0L" is no day
    ['jira cron 0 30 17 ? * 0L — site is Melbourne time'],
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});
