import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("EasyCron's and cron-job.org's job forms, with the job's time zone", () => {
  it.each([
    // EasyCron: Unix cron's fields (1 = Monday)
    ['EasyCron: cron expression 30 7 * * 1-5, timezone Asia/Tokyo', 'UTC', ['30 22 ? * 1-5'], /EasyCron/],
    ['easycron "0 18 * * 0" tz Europe/Paris', 'UTC', ['0 17 ? * 1'], /Unix cron's fields/],
    // cron-job.org's preset and custom form
    ['cron-job.org: Every day at 07:45, time zone America/Chicago', 'UTC', ['45 13 * * ?'], /cron-job\.org/],
    [
      'cron-job.org custom: days of month 5, 20 · hours 9 · minutes 30 · Asia/Kolkata',
      'UTC',
      ['0 4 5,20 * ?'],
      /custom/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no time zone: the account's default, not shown
    ['EasyCron: cron expression 0 12 * * 1', /./],
    ['cron-job.org: Every day at 06:30', /./],
    // words after the zone that bound the runs
    ['EasyCron: cron expression 0 12 * * 1, timezone Asia/Tokyo until march', /./],
    ['cron-job.org: Every day at 06:30, time zone Asia/Tokyo except sundays', /./],
    // a custom form with its months set: not all shown
    ['cron-job.org custom: days of month 1, 15 · hours 8 · minutes 0 · months 3 · Europe/Kyiv', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
