import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("Power Automate's and Logic Apps' Recurrence trigger, its fields pasted", () => {
  it.each([
    [
      'Recurrence: Interval 1, Frequency Week, On these days Tuesday;Friday, At these hours 7, At these minutes 45, Time zone (UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna',
      'UTC',
      ['45 6 ? * 3,6'],
      /Recurrence trigger's fields/,
    ],
    [
      'Recurrence: Interval 1, Frequency Day, At these hours 6;18, At these minutes 0, Time zone (UTC) Coordinated Universal Time',
      'Europe/Paris',
      ['0 6,18 * * ?'],
      /every day at 06:00, 18:00/,
    ],
    [
      'Power Automate flow: every 15 Minutes, Time zone (UTC-06:00) Central Time (US & Canada)',
      'UTC',
      ['0/15 * * * ?'],
      /every 15 minutes/,
    ],
    // a month's day and time from the start time
    [
      'Recurrence: Month, interval 1, start time 2026-02-10T08:15, time zone (UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi',
      'UTC',
      ['45 2 10 * ?'],
      /10th of every month at 08:15 from 2026-02-10/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no time zone field: the form's default (UTC) or the writer's?
    ['Recurrence: Interval 1, Frequency Day, At these hours 8, At these minutes 0'],
    // every other week: no CRON schedule
    [
      'Recurrence: Interval 2, Frequency Week, On these days Monday, At these hours 8, At these minutes 30, Time zone (UTC-05:00) Eastern Time (US & Canada)',
    ],
    // hours without minutes
    ['Recurrence: Interval 1, Frequency Day, At these hours 8, Time zone (UTC-05:00) Eastern Time (US & Canada)'],
    // steps counted from a start time
    [
      'Recurrence: Interval 3, Frequency Hour, start time 2026-02-10T08:15, Time zone (UTC-05:00) Eastern Time (US & Canada)',
    ],
    // a field not in the form
    [
      'Recurrence: Interval 1, Frequency Day, At these hours 8, At these minutes 0, except holidays, Time zone (UTC) Coordinated Universal Time',
    ],
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});
