import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: London on GMT, Berlin on CET, Sydney on AEDT, Los Angeles on PST)
describe("Hangfire's Cron helpers and APScheduler's cron jobs, read by the tool's own rules", () => {
  it.each([
    // Hangfire: the helper's fields, UTC unless a TimeZoneInfo is given
    [
      'RecurringJob.AddOrUpdate("invoices", () => Bill(), Cron.Weekly(DayOfWeek.Thursday, 14, 15));',
      'Europe/Berlin',
      ['15 14 ? * 5'],
      /"invoices" as the recurring job's id/,
    ],
    [
      'Cron.Daily(7, 45), TimeZoneInfo.FindSystemTimeZoneById("W. Europe Standard Time")',
      'UTC',
      ['45 6 * * ?'],
      /Cron\.Daily/,
    ],
    ['Cron.Hourly(20)', 'Asia/Tokyo', ['20 * * * ?'], /Hangfire runs a recurring job in UTC/],
    // the obsolete interval helpers, where the step divides its field; the tool's name and a comment's zone beside
    ['hangfire Cron.MinuteInterval(20)', 'Asia/Tokyo', ['0/20 * * * ?'], /"\*\/20 \* \* \* \*"/],
    ['Cron.HourInterval(8) // hangfire', 'Asia/Tokyo', ['0 0/8 * * ?'], /in UTC unless its options/],
    ['Cron.MonthInterval(3)', 'UTC', ['0 0 1 1/3 ?'], /"0 0 1 \*\/3 \*"/],
    ['hangfire: Cron.Monthly(2, 7)', 'Asia/Tokyo', ['0 7 2 * ?'], /Cron\.Monthly/],
    ['Cron.Yearly(6, 30, 22)  // hangfire, UTC', 'Asia/Tokyo', ['0 22 30 6 ?'], /Cron\.Yearly/],
    ['Cron.Daily(8) with TimeZoneInfo "Tokyo Standard Time"', 'UTC', ['0 23 * * ?'], /Cron\.Daily/],
    ['Cron.Monthly(15, 6)', 'UTC', ['0 6 15 * ?'], /"0 6 15 \* \*"/],
    ['Cron.Yearly(3, 1, 9) in "Tokyo Standard Time"', 'UTC', ['0 0 1 3 ?'], /Cron\.Yearly/],
    [
      'Cron.Weekly(DayOfWeek.Friday, 16, 30), TimeZoneInfo.Local',
      'Europe/Berlin',
      ['30 15 ? * 6'],
      /TimeZoneInfo\.Local/,
    ],
    // APScheduler: fields below the last given at their least value; day_of_week numbers 0 = Monday
    [
      "sched.add_job(job, 'cron', day_of_week='tue,thu', hour=8, minute=15, timezone='Europe/Berlin')",
      'UTC',
      ['15 7 ? * 3,5'],
      /APScheduler cron job/,
    ],
    ["add_job(f, 'cron', day_of_week='0-4', hour=6)", 'UTC', ['0 6 ? * 2-6'], /Monday to Friday.*0 = Monday/],
    ["CronTrigger(hour='*/6', minute=30, timezone='UTC')", 'Europe/Berlin', ['30 0/6 * * ?'], /APScheduler/],
    ["add_job(f, 'cron', day='last', hour=23, minute=0, timezone='Asia/Tokyo')", 'UTC', ['0 14 L * ?'], /last day/],
    ["add_job(f, 'cron', month='1-3', hour=4)", 'Europe/London', ['0 4 * 1-3 ?'], /your time zone/],
    ["CronTrigger.from_crontab('0 7 * * sat,sun', timezone='Asia/Tokyo')", 'UTC', ['0 22 ? * 6,7'], /APScheduler/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['Cron.MinuteInterval(7)', /./],
    ['Cron.HourInterval(5)', /./],
    ['Cron.MonthInterval(5)', /./],
    ['Cron.DayInterval(2)', /./],
    ['Cron.Daily(9) // nightly at 9', /./],
    ['Cron.Weekly(1, 9)', /./], // a DayOfWeek as a number
    ['Cron.Daily(25)', /./],
    ['RecurringJob.AddOrUpdate("x", () => Run(), Cron.Daily(9)) except weekends', /./],
    ["CronTrigger.from_crontab('0 9 * * 1-5', timezone='Asia/Tokyo')", /./], // from_crontab counts 0 = Monday
    ["add_job(f, 'cron', day='1st mon', hour='*/3')", /./], // the nth weekday with a step of hours
    ["add_job(f, 'cron', hour=9, jitter=120)", /./],
    ["add_job(f, 'cron', hour=9, end_date='2026-06-30')", /./],
    ["add_job(f, 'cron', hour=9, second=30)", /./],
    ["add_job(f, 'cron', week='*/2', hour=9)", /./],
    ["add_job(f, 'cron', day='1-7', day_of_week='fri', hour=9)", /./], // both must match: no cron line says that
  ])('refuses %s', (phrase, problem) => refuses(phrase, 'UTC', problem));
});

describe("Hangfire's TimeZone by its Windows id, read through windowsZones.ts before the grammar reads its words", () => {
  it.each([
    ['hangfire: "0 9 * * *" TimeZone "Eastern Standard Time (Mexico)"', 'UTC', ['0 14 * * ?'], /Hangfire/],
    ['hangfire: "0 9 * * *" TimeZone "Tokyo Standard Time"', 'UTC', ['0 0 * * ?'], /Hangfire/],
    ['hangfire: "0 9 * * *" TimeZone "Asia/Tokyo"', 'UTC', ['0 0 * * ?'], /Hangfire/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    'hangfire: "0 9 * * *" TimeZone "Mexico Standard Time"', // no id of the table: not guessed
    'hangfire: "0 9 * * *" TimeZone "Nowhere Standard Time"',
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});
