import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: every zone below on its standard time)
describe('Hangfire\'s own words around its call: FindSystemTimeZoneById, TimeZone "…", (utc), in hangfire', () => {
  it.each([
    [
      'hangfire Cron.Daily(8, 15) with TimeZone = FindSystemTimeZoneById("Central Standard Time")',
      'Europe/London',
      ['15 14 * * ?'],
      /Hangfire's cron line "15 8 \* \* \*"/,
    ],
    ['Cron.Weekly(DayOfWeek.Friday, 17) in hangfire (utc)', 'Asia/Tokyo', ['0 17 ? * 6'], /Cron\.Weekly/],
    [
      'hangfire "30 6 * * 1-5" TimeZone "Romance Standard Time"',
      'Europe/London',
      ['30 5 ? * 2-6'],
      /Hangfire's cron line, its days of the week numbered as Cronos/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['hangfire "30 6 * * 1-5" TimeZone "Romance Standard Time" except holidays', /./],
    ['hangfire "30 6 * * 1-5" TimeZone "Romance Standard Time" from tomorrow', /./],
    ['Cron.Weekly(DayOfWeek.Friday, 17) in hangfire (utc) every other week', /./],
    ['Cron.Weekly(DayOfWeek.Friday, 17) in hangfire (utc) (est)', /./],
    ['hangfire "30 6 * * 1-5" TimeZone "Romance Standard Time" TimeZone "Tokyo Standard Time"', /./],
  ])('refuses %s', (phrase, reason) => refuses(phrase, 'Europe/London', reason));
});

describe("A remark on the box's clock after app scheduler code: only whenever (the box's crontab) follows it", () => {
  it.each([
    ["whenever: every :monday, at: '6:45 am' — box is UTC", 'Europe/London', ['45 6 ? * 2'], /"box is UTC"/],
    [
      "whenever gem: every 1.day, at: '9:30 pm' (our box runs Eastern)",
      'Europe/London',
      ['30 2 * * ?'],
      /server's clock \(America\/New_York\)/,
    ],
    ["->weeklyOn(1, '8:00') in Europe/Berlin", 'UTC', ['0 7 ? * 2'], /"in Europe\/Berlin" as the time zone/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // Laravel runs on its app timezone setting, not on the server's clock
    ["->dailyAt('13:00') — server is UTC", /./],
    ["->dailyAt('13:00') (our box runs Eastern)", /./],
    ["whenever gem: every :monday, at: '6:45 am' (our box runs hot)", /./],
    ["whenever: every 1.day, at: '4:30' — box is UTC", /./], // a bare clock: Chronic guesses its half of the day
    ["whenever gem: every :monday, at: '6:45 am' (our box runs Eastern", /./],
    ["->lastDayOfMonth('15:00') in Europe/Istanbul until march", /./],
    ["->dailyAt('09:00')->timezone('Asia/Tokyo') in Europe/Paris", /./],
  ])('refuses %s', (phrase, reason) => refuses(phrase, 'Europe/London', reason));
});

describe("Quartz's zone said its own ways: InTimeZone(...), in <IANA zone> after the line, the server's clock", () => {
  it.each([
    [
      '.WithCronSchedule("0 30 8 ? * MON-FRI", t => t.InTimeZone(TimeZoneInfo.FindSystemTimeZoneById("Tokyo Standard Time")))',
      'Europe/London',
      ['30 23 ? * 1-5'],
      /./,
    ],
    ['.WithCronSchedule("0 0 7 ? * MON", x => x.InTimeZone(TimeZoneInfo.Utc))', 'Europe/Berlin', ['0 7 ? * 2'], /./],
    ['quartz.net WithCronSchedule("0 0 22 L * ?") — server is UTC', 'Asia/Tokyo', ['0 22 L * ?'], /./],
    [
      'quartz: 0 0/30 9-16 ? * MON-FRI in America/New_York',
      'Europe/London',
      ['0,30 14-21 ? * 2-6'],
      /"in America\/New_York" as the time zone the scheduler runs the line on/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // EventBridge runs its rules in UTC whatever the server's clock; an AWS line's zone is its own setting
    ['cron(0 9 ? * MON-FRI *) — server is Europe/Paris', /machine/],
    ['cron(0 9 ? * MON-FRI *) in Europe/Paris', /./],
    ['quartz: 0 0/30 9-16 ? * MON-FRI in America/New_York until june', /./],
    ['quartz: 0 0/30 9-16 ? * MON-FRI in America/New_York in summer', /./],
    ['.WithCronSchedule("0 30 8 ? * MON-FRI", t => t.InTimeZone(TimeZoneInfo.Utc)) in Europe/Paris', /./],
  ])('refuses %s', (phrase, reason) => refuses(phrase, 'Europe/London', reason));
});

describe("The writer's word that the tool's zone is not set: the tool's own default", () => {
  it.each([
    [
      '@schedule(cron_schedule="30 2 * * *", job=nightly_sync) — no execution_timezone set',
      'Europe/Berlin',
      ['30 2 * * ?'],
      /"no execution_timezone set" as the tool's time zone left unset/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['@schedule(cron_schedule="30 2 * * *", job=nightly_sync) — no execution_timezone set until may', /./],
    ['@schedule(cron_schedule="30 2 * * *", job=nightly_sync) — no execution_timezone set, tz Europe/Paris', /./],
  ])('refuses %s', (phrase, reason) => refuses(phrase, 'Europe/Berlin', reason));
});

describe("sidekiq-cron's schedule in words (Fugit's), on the server's clock", () => {
  it.each([
    [
      'sidekiq-cron: cron: "every weekday at 6:15 am" (server is on Denver time)',
      'Europe/London',
      ['15 13 ? * 2-6'],
      /"every weekday at 6:15 am" as sidekiq-cron's schedule in words/,
    ],
    [
      'sidekiq-cron: cron: "every sunday at 22:00"',
      'Europe/Berlin',
      ['0 21 ? * 1'],
      /server's time zone, taken as yours/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['sidekiq-cron: cron: "every day at 5:30"', /./], // Fugit's half of the day for a bare 5:30 is not guessed
    ['sidekiq-cron: cron: "every weekday at 6:15 am until june"', /./],
    ['sidekiq-cron: cron: "every other day at 6:15 am"', /./],
    ['sidekiq-cron: cron: "every weekday at 6:15 am" (server is on Denver time) except holidays', /./],
    ['sidekiq-cron: cron: "every weekday at 6:15 am" starting tomorrow', /./],
  ])('refuses %s', (phrase, reason) => refuses(phrase, 'Europe/London', reason));
});
