import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Berlin on CET, New York on EST, Sydney on AEDT)
describe("a crontab's or a tool's line with the clock it runs on said beside it", () => {
  it.each([
    // the machine's zone in the comment: "(server tz …)", a fixed offset kept all year
    ['*/15 * * * * # queue drain (server tz Asia/Tokyo)', 'UTC', ['0/15 * * * ?'], /the machine the crontab runs on/],
    ['0 21 * * 1-5  # weekday evenings, UTC+2 all year', 'UTC', ['0 19 ? * 2-6'], /fixed offset .* \(UTC\+2\)/],
    ['45 7 * * 3 # wed 7:45, host is on GMT-4 year round', 'UTC', ['45 11 ? * 4'], /fixed offset/],
    ['0 8 * * 1 # mon morning standup', 'Europe/Berlin', ['0 7 ? * 2'], /as a comment/],
    // a command line with a comment that is a name
    [
      '30 3 * * 0 /opt/jobs/vacuum.sh  # weekly vacuum',
      'Europe/Berlin',
      ['30 2 ? * 1'],
      /command the crontab line runs/,
    ],
    ['0 0 1 1 *  # new year greeting', 'Europe/Berlin', ['0 23 31 12 ?'], /as a comment/],
    // TZ= on the line before, naming the writer's own zone
    ['TZ=Europe/Berlin\n15 6 * * 1-5', 'Europe/Berlin', ['15 5 ? * 2-6'], /TZ= line/],
    // a Kubernetes CronJob with a note that its cluster is UTC
    ['cronjob: schedule: "0 4 * * 6" (no timeZone, cluster is UTC)', 'Asia/Tokyo', ['0 4 ? * 7'], /Saturday/],
    // a tool's line in UTC, meant on another clock: the same clock
    [
      "gha - cron: '30 6 * * 1' but I want 6:30am my time",
      'America/New_York',
      ['30 11 ? * 2'],
      /meant in America\/New_York/,
    ],
    [
      'cron(0 8 ? * MON *) - but it is meant to be 8am Sydney time',
      'UTC',
      ['0 21 ? * 1'],
      /meant in Australia\/Sydney/,
    ],
    // App Engine's cron.yaml
    ['cron.yaml: schedule: every tuesday 07:15, timezone: Europe/Berlin', 'UTC', ['15 6 ? * 3'], /timezone/],
    ['cron.yaml: schedule: every day 23:00', 'Asia/Tokyo', ['0 23 * * ?'], /App Engine .* UTC/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['0 21 * * 1-5  # weekday evenings, UTC+2', /./], // an offset not said to hold all year
    ['0 21 * * 1-5  # weekday mornings, UTC+2 all year', /./], // 21:00 is no morning
    ['45 7 * * 3 # wed 8:45, host is on GMT-4 year round', /./], // another clock than the line's
    ['0 15 * * * # nightly backup, UTC+1 all year', /./],
    ['30 3 * * 0 /opt/jobs/vacuum.sh  # disabled', /./],
    ['30 3 * * 0 /opt/jobs/vacuum.sh  # London', /./],
    ['0 0 1 2 *  # new year greeting', /./], // not January 1
    ['TZ=Asia/Tokyo\n15 6 * * 1-5', /./], // TZ= naming another zone than the writer's: the schedule's or the job's?
    ["gha - cron: '30 6 * * 1' but I want 7:30am my time", /./],
    ["gha - cron: '30 6 * * 1' but I want 6:30 or so my time", /./],
    ["gha - cron: '0 6,18 * * 1' but I want 6am my time", /./],
    ['cron(0 8 ? * MON *), timezone Europe/Paris - but it is meant to be 8am Sydney time', /./],
    ['cron.yaml: schedule: every 10 minutes', /./], // counts from the last run, not the clock
  ])('refuses %s', (phrase, problem) => refuses(phrase, 'Europe/Berlin', problem));
});
