import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Berlin on CET, New York on EST, Sydney on AEDT; Manila, Lagos, Karachi without summer time)
describe("an app scheduler's code with the tool's name, the task's purpose and the app's zone said around it", () => {
  it.each([
    // the tool's name first, as a label
    ["laravel: ->dailyAt('06:45')", 'Asia/Manila', ['45 22 * * ?'], /Laravel's schedule/],
    ["whenever every 2.hours do runner 'Feed.refresh' end", 'Africa/Lagos', ['0 1/2 * * ?'], /name of the tool/],
    ["schedule.rb: every :friday, at: '5:30 pm'", 'Asia/Karachi', ['30 12 ? * 6'], /name of the tool/],
    // whenever's block left without its "end"
    ["every :monday, at: '7am' do rake 'digest:send'", 'UTC', ['0 7 ? * 2'], /rake 'digest:send'/],
    // the app's zone in a code comment, or said after what the task is for
    [
      "->monthlyOn(12, '08:00'); // app tz Asia/Karachi",
      'UTC',
      ['0 3 12 * ?'],
      /"app tz Asia\/Karachi" as the time zone/,
    ],
    ["->dailyAt('21:00') // config/app.php timezone = Africa/Lagos", 'UTC', ['0 20 * * ?'], /config\/app\.php/],
    [
      '->twiceDaily(6, 18) for the cleanup command, app timezone Asia/Manila',
      'UTC',
      ['0 10,22 * * ?'],
      /cleanup command/,
    ],
    // a purpose of plain words, beside words of time it is not
    ["->dailyAt('09:00') for the health check", 'America/New_York', ['0 14 * * ?'], /health check/],
    ['->everyThirtyMinutes() for the queue metrics (UTC)', 'Europe/Berlin', ['0,30 * * * ?'], /queue metrics/],
    ["crontab(hour=6, minute=0, day_of_week='sat') — beat in UTC", 'Europe/Berlin', ['0 6 ? * 7'], /beat in UTC/],
    ["crontab(30, 4, day_of_month='15') for the statements, tz Asia/Karachi", 'UTC', ['30 23 14 * ?'], /statements/],
    ["crontab(minute=0, hour='9-17', day_of_week='mon-fri') Africa/Lagos", 'UTC', ['0 8-16 ? * 2-6'], /Africa\/Lagos/],
    // the server's place: whenever's crontab runs on the server's clock
    ["every 1.day, at: '2:15 am' — server in Karachi", 'Europe/Berlin', ['15 21 * * ?'], /server's clock/],
    // Python's schedule runs on the host's clock too
    ["schedule.every().day.at('10:30').do(job) — box in Karachi", 'America/New_York', ['30 5 * * ?'], /Asia\/Karachi/],
    // the host's clock, said as the server's, box's, machine's or VM's
    ["whenever: every 1.day, at: '9:30 pm' — server is Europe/Paris", 'UTC', ['30 20 * * ?'], /Europe\/Paris/],
    ["whenever: every 1.day, at: '9:30 pm' — machine is Europe/Paris", 'UTC', ['30 20 * * ?'], /Europe\/Paris/],
    ["schedule.every().day.at('10:30').do(job) — vm is Asia/Karachi", 'UTC', ['30 5 * * ?'], /Asia\/Karachi/],
    // Laravel's own app clock, Celery's beat
    ["laravel: ->dailyAt('13:00') — app is America/Chicago", 'UTC', ['0 19 * * ?'], /America\/Chicago/],
    ['crontab(hour=7, minute=30) — celery is America/Chicago', 'UTC', ['30 13 * * ?'], /America\/Chicago/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // words after the code that could narrow or move the runs are no purpose
    ["->dailyAt('06:45') for the weekdays only", 'UTC', /./],
    ["->dailyAt('06:45') on mondays", 'UTC', /./],
    ['crontab(hour=7, minute=0) for the first week, tz UTC', 'UTC', /./],
    // words that repeat, skip or stop runs are no purpose
    ["->dailyAt('06:45') for the fortnightly sync", 'UTC', /./],
    ['crontab(hour=7, minute=0) for the alternate run', 'UTC', /./],
    // a purpose said with "on" may be a day; a number, an ordinal, a word of a day, a holiday or a time, a zone's
    // word is no purpose: each may move, narrow or bound the runs
    ['->twiceDaily(6, 18) on the cleanup command, app timezone Asia/Manila', 'UTC', /./],
    ["->dailyAt('09:00') on the fifteenth", 'America/New_York', /./],
    ["laravel: ->dailyAt('09:00') on the fifteenth", 'America/New_York', /./],
    ["->dailyAt('09:00') on christmas", 'America/New_York', /./],
    ["->dailyAt('09:00') on payday", 'America/New_York', /./],
    ["->dailyAt('09:00') on domingo", 'America/New_York', /./],
    ["->dailyAt('09:00') on the quinze", 'America/New_York', /./],
    ["->dailyAt('09:00') for a month", 'America/New_York', /./],
    ["->dailyAt('09:00') for the launch tomorrow", 'America/New_York', /./],
    ["->dailyAt('13:00') for the Tokyo office", 'America/New_York', /./],
    ["->dailyAt('09:00') for the month-end close", 'America/New_York', /./],
    ["->dailyAt('09:00') for the annual audit", 'America/New_York', /./],
    ["->dailyAt('09:00') for the twenty-first report", 'America/New_York', /./],
    ['crontab(hour=7, minute=0) for the payday run, tz UTC', 'UTC', /./],
    // Laravel and Celery run on their own timezone setting (UTC unless set), not on the server's clock
    ["->dailyAt('13:00') — server in Halifax", 'America/New_York', /./],
    ["->dailyAt('13:00') — server in America/Halifax", 'America/New_York', /./],
    ['crontab(hour=7, minute=30, day_of_week=1) — server in Halifax', 'America/New_York', /./],
    // whenever's crontab and Python's schedule run on the host's clock only: the app's, Celery's, beat's, Rails's or
    // a timezone setting's is not theirs
    ["whenever: every 1.day, at: '9:30 pm' — app is Europe/Paris", 'UTC', /./],
    ["whenever: every 1.day, at: '9:30 pm' — celery is UTC", 'America/New_York', /./],
    ["whenever: every 1.day, at: '9:30 pm' — beat is Europe/Paris", 'UTC', /./],
    ["whenever: every 1.day, at: '9:30 pm' — rails is Europe/Paris", 'UTC', /./],
    ["whenever: every 1.day, at: '9:30 pm' tz Europe/Paris", 'UTC', /./],
    ["schedule.every().day.at('10:30').do(job) — app is Asia/Karachi", 'UTC', /./],
    // Laravel's code beside Celery's clock
    ["laravel: ->dailyAt('13:00') — beat is America/Chicago", 'UTC', /./],
    ["laravel: ->dailyAt('13:00') — celery is America/Chicago", 'UTC', /./],
    ["->dailyAt('13:00') — machine is America/Chicago", 'UTC', /./],
    // a zone beside code that sets its own
    ["->dailyAt('06:45')->timezone('Asia/Tokyo') // app tz Europe/Berlin", 'UTC', /./],
    // a bracket left open, a place that is no zone's
    ['crontab(hour=7, minute=0) (UTC', 'Europe/Berlin', /./],
    ["every 1.day, at: '2:15 am' — server in the basement", 'UTC', /./],
    // whenever's bare clock stays refused with a label too
    ["whenever: every :sunday, at: '4:30'", 'UTC', /./],
  ])('refuses %s (%s)', (phrase, zone, reason) => refuses(phrase, zone, reason));
});

describe("APScheduler's day='last fri' and its name said before the call", () => {
  it.each([
    ["add_job(job, 'cron', day='last fri', hour=18, timezone='Africa/Lagos')", 'UTC', ['0 17 ? * 6L'], /last Friday/],
    ["add_job(job, 'cron', day='2nd tue', hour=9, minute=30)", 'UTC', ['30 9 ? * 3#2'], /second Tuesday/],
    ["APScheduler CronTrigger(hour='*/6', minute=5, timezone='UTC')", 'Europe/Berlin', ['5 0/6 * * ?'], /APScheduler/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a step of hours on the nth weekday, a day of the week beside it, the fifth weekday
    ["add_job(job, 'cron', day='last fri', hour='*/2', timezone='UTC')", 'UTC', /./],
    ["add_job(job, 'cron', day='last fri', day_of_week='mon', hour=8, timezone='UTC')", 'UTC', /./],
    ["add_job(job, 'cron', day='5th mon', hour=8, timezone='UTC')", 'UTC', /./],
  ])('refuses %s (%s)', (phrase, zone, reason) => refuses(phrase, zone, reason));
});
