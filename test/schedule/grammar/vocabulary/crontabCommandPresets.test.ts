import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Berlin on CET, Chicago on CST, Tokyo and Kolkata without summer time)
describe("a crontab's preset with its command, and a command line's comment that says the line again", () => {
  it.each([
    // a preset first, then the command it runs: on the machine's clock, the writer's
    ['@daily /opt/jobs/rotate.sh', 'Europe/Berlin', ['0 23 * * ?'], /preset "0 0 \* \* \*"/],
    ['@hourly python3 /srv/poll.py', 'Asia/Tokyo', ['0 * * * ?'], /command the crontab line runs/],
    ['@weekly /usr/sbin/purge-tmp', 'Asia/Tokyo', ['0 15 ? * 7'], /preset "0 0 \* \* 0"/],
    // "twice a day" / "three times a day" beside a daily line at that many hours
    ['30 7,19 * * * /opt/feed.sh  # twice a day', 'Asia/Tokyo', ['30 10,22 * * ?'], /# twice a day/],
    ['0 8,12,16 * * * /opt/feed.sh  # three times a day', 'Asia/Tokyo', ['0 3,7,23 * * ?'], /three times a day/],
    // the machine's clock said in the comment, without brackets
    [
      '45 5 * * 6 /opt/vacuum.sh  # host runs Asia/Kolkata time',
      'Europe/London',
      ['15 0 ? * 7'],
      /zone of the machine/,
    ],
    ['45 5 * * 6 /opt/vacuum.sh  # box runs Chicago time', 'Europe/London', ['45 11 ? * 7'], /zone of the machine/],
    // a week of the month's days and one day of the week, with the comment naming that nth weekday
    ['0 10 8-14 * 3 /opt/board.sh  # second wednesday', 'America/Chicago', ['0 16 ? * 4#2'], /second wednesday/],
    ['0 10 1-7 * 5  # first friday payroll', 'America/Chicago', ['0 16 ? * 6#1'], /Unix cron itself would run/],
  ])('%s (%s)', (phrase, zone, want, note) => reads(phrase, zone, want, note));

  it.each([
    // no preset of Unix cron's, or one that is no time ("@reboot")
    ['@reboot /usr/bin/mount-all', 'Europe/Berlin', /could not read/],
    // a comment that bounds the runs, or a count the hours do not have
    ['@weekly /usr/bin/purge  # every other week', 'Europe/Berlin', /every other week|alternate/],
    ['0 7 * * * /opt/feed.sh  # twice a day', 'Asia/Tokyo', /could not read/],
    ['30 7,19 * * 1-5 /opt/feed.sh  # twice a day', 'Asia/Tokyo', /Day of week "1-5"/],
    ['45 5 * * 6 /opt/vacuum.sh  # host runs Asia/Kolkata time except in june', 'Europe/London', /Day of week "6"/],
    // a comment's nth weekday that is not the line's week or day: Unix cron's either-or, refused
    ['0 10 1-7 * 5  # first monday', 'America/Chicago', /names both days/],
    ['0 10 8-14 * 5  # first friday', 'America/Chicago', /names both days/],
    ['0 10 1-7 * 5  # first friday except december', 'America/Chicago', /names both days/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe("a tool's line with its manifest's or pipeline's keys around it", () => {
  it.each([
    // a Kubernetes CronJob's manifest, over several lines
    [
      'apiVersion: batch/v1\nkind: CronJob\nspec:\n  schedule: "30 2 * * 1"\n  timeZone: "Asia/Tokyo"',
      'Europe/London',
      ['30 17 ? * 1'],
      /Day of week "1" read as Monday/,
    ],
    [
      'apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: db-dump\nspec:\n  schedule: "30 2 * * 1"',
      'Europe/London',
      ['30 2 ? * 2'],
      /Kubernetes CronJob runs without a spec.timeZone/,
    ],
    // Jenkins' declarative triggers, the TZ= line written with "\n" in the string
    ['triggers { cron("TZ=America/Denver\\n15 6 * * 1-5") }', 'Europe/London', ['15 13 ? * 2-6'], /Monday/],
    // Airflow's default_timezone, the zone of a DAG whose start_date has none
    ["airflow schedule='0 4 * * *' (default_timezone = Europe/Oslo)", 'Europe/London', ['0 3 * * ?'], /CRON fields/],
  ])('%s (%s)', (phrase, zone, want, note) => reads(phrase, zone, want, note));

  it.each([
    // a suspended CronJob does not run
    [
      'apiVersion: batch/v1\nkind: CronJob\nspec:\n  schedule: "30 2 * * 1"\n  suspend: true',
      'Europe/London',
      /Day of week "1"/,
    ],
    // Jenkins with no zone, or with its hashed minute
    ['triggers { cron("15 6 * * 1-5") }', 'Europe/London', /Day of week "1-5"/],
    ['triggers { cron("TZ=America/Denver\\nH 6 * * 1-5") }', 'Europe/London', /could not read/],
    // two zones
    [
      'Airflow: schedule="0 4 * * *" (the default_timezone is Asia/Tokyo) timezone pendulum Europe/Oslo',
      'Europe/London',
      /two time zones/,
    ],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
