import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Denver on UTC-7, Berlin on UTC+1, Tokyo on UTC+9, New York on UTC-5)
describe("Remarks beside a tool's paste: the machine's tz, a launchd key left out, CRON_TZ= above, '= no', a start date", () => {
  it.each([
    // a systemd timer's machine clock said as its tz
    ['OnCalendar=Mon..Fri 06:45 (machine tz America/Denver)', 'UTC', ['45 13 ? * 2-6'], /./],
    ['OnCalendar=*-*-* 04:00 (server timezone: Asia/Kolkata)', 'UTC', ['30 22 * * ?'], /./],
    // a launchd key said to be left out, as it is
    [
      'plist StartCalendarInterval: Weekday 5, Hour 18 (no Minute key)',
      'UTC',
      ['* 18 ? * 6'],
      /Minute key is left out/,
    ],
    ['StartCalendarInterval Hour 9, Minute 0 (without a Weekday key)', 'UTC', ['0 9 * * ?'], /Weekday key is left out/],
    // the crontab's CRON_TZ= line said to stand above the line
    ['30 7 * * 1-5 # backup job (CRON_TZ=Europe/Berlin above it)', 'UTC', ['30 6 ? * 2-6'], /CRON_TZ=Europe\/Berlin/],
    [
      'crontab: 0 21 * * 0 # report mailer (with CRON_TZ=Asia/Tokyo on the line above)',
      'UTC',
      ['0 12 ? * 1'],
      /CRON_TZ/,
    ],
    // a Zap's weekend field copied with "="
    [
      'zap schedule: every day, trigger on weekends = no, time of day 6am',
      'America/Denver',
      ['0 13 ? * 2-6'],
      /weekday/,
    ],
    // Task Scheduler's weekly trigger with the days cut short and its start date
    [
      'Task Scheduler: At 7:15 AM every Tue, Thu of every week, starting 2/3/2026',
      'America/New_York',
      ['15 12 ? * 3,5'],
      /February 3/,
    ],
    // a daily trigger's repeats past midnight, to the last run before the duration ends
    [
      'task scheduler: daily at 10:30 PM, repeat task every 1 hour for a duration of 4 hours',
      'America/Chicago',
      ['30 4-7 * * ?'],
      /every hour from 10:30 PM to 01:30/,
    ],
    [
      'Daily - At 11:00 PM every day - After triggered, repeat every 2 hours for a duration of 6 hours',
      'UTC',
      ['0 1,3,23 * * ?'],
      /every 2 hours from 11:00 PM to 03:00/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // two zones for a timer
    ['OnCalendar=*-*-* 04:00 Europe/Paris (machine tz Asia/Kolkata)', 'UTC'],
    // a key said left out that is given; words that narrow the runs beside the remark
    ['plist StartCalendarInterval: Day 1, Hour 6, Minute 0 (no Minute key)', 'UTC'],
    ['plist StartCalendarInterval: Hour 6, Minute 0 (no Weekday key) weekdays only', 'UTC'],
    // TZ= above sets only the jobs' environment; a comment that narrows the runs
    ['crontab: 0 9 * * 1-5 # standup bot (TZ=Asia/Tokyo above it)', 'America/Los_Angeles'],
    ['crontab: 0 9 * * 1-5 # standup bot, only in summer (CRON_TZ=Asia/Tokyo above it)', 'America/Los_Angeles'],
    // a weekend field that is neither yes nor no
    ['zap schedule: every day, trigger on weekends = maybe, time of day 6am', 'America/Denver'],
    // an expiry date bounds the runs; a day cut short past knowing
    ['Task Scheduler: At 7:15 AM every Tue of every week, starting 2/3/2026, expires 3/3/2026', 'America/New_York'],
    ['Task Scheduler: At 7:15 AM every Tu, Th of every week', 'America/New_York'],
    // a weekly trigger's repeats past midnight fall on the next day; a repetition that stops the task
    [
      'Weekly - At 11:00 PM every Friday of every week - After triggered, repeat every 1 hour for a duration of 3 hours',
      'UTC',
    ],
    [
      'task scheduler: daily at 11:30 PM, repeat task every 1 hour for a duration of 12 hours, stop all running tasks at end of repetition duration',
      'UTC',
    ],
  ])('refuses %s (%s)', (phrase, zone) => refuses(phrase, zone, /./));
});
