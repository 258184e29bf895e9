import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Berlin and Paris on CET, New York on EST, Chicago on CST)
describe('a Quartz line, in its own numbering and on its server clock', () => {
  it.each([
    // "quartz" said: seconds first, 1 = Sunday, in the writer's zone (the scheduler's default)
    ['quartz: 0 30 7 ? * MON-FRI', 'Europe/Berlin', ['30 6 ? * 2-6'], /Quartz runs a trigger with no time zone/],
    ['quartz 0 0 18 ? * 6 (yes, Quartz numbering)', 'Europe/Berlin', ['0 17 ? * 6'], /numbering of the days/],
    // no tool named, but a "?" in a day field: Quartz's or Spring's, which agree where no day is numbered
    ['0 0/10 9 * * ?', 'Asia/Tokyo', ['0/10 0 * * ?'], /Quartz or Spring line/],
    ['0 30 17 LW * ?', 'Europe/Berlin', ['30 16 LW * ?'], /Quartz or Spring line/],
    ['0 0 9 ? * TUE', 'Europe/Berlin', ['0 8 ? * 3'], /Quartz or Spring line/],
  ])('%s (%s)', (phrase, zone, want, note) => reads(phrase, zone, want, note));

  it.each([
    // a numbering said that is not the tool's
    ['quartz 0 0 18 ? * 6 (unix numbering)', 'Europe/Berlin', /more than five CRON fields/],
    // no tool named: a day in numbers is 1 = Sunday to Quartz, 0 = Sunday to Spring ("5L", "1#3" too)
    ['0 0 9 ? * 3', 'Europe/Berlin', /more than five CRON fields/],
    ['0 0 9 ? * 5L', 'Europe/Berlin', /more than five CRON fields/],
    ['0 0 9 ? * 1#3', 'Europe/Berlin', /more than five CRON fields/],
    // seconds other than 0
    ['15 0 9 * * ?', 'Europe/Berlin', /second 15/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe("a cron line in an app's scheduler code, in the library's numbering and zone", () => {
  it.each([
    // Go's robfig/cron: CRON_TZ= in the line, else the machine's clock; six fields with WithSeconds()
    ['c.AddFunc("CRON_TZ=Europe/Paris 30 5 * * 1-5", sendDigest)', 'Asia/Tokyo', ['30 4 ? * 2-6'], /Monday to Friday/],
    ['c.AddFunc("30 5 * * 1-5", sendDigest)', 'Asia/Tokyo', ['30 20 ? * 1-5'], /robfig\/cron runs on the machine/],
    ['cron.New(cron.WithSeconds()).AddFunc("0 0 */2 * * *", rotate)', 'Asia/Tokyo', ['0 1/2 * * ?'], /robfig/],
    // the Node cron package: its fifth argument is the zone
    ["new CronJob('0 30 6 * * 0', cleanup, null, true, 'Europe/Paris')", 'America/New_York', ['30 5 ? * 1'], /Sunday/],
    ["new CronJob('30 6 * * 0', cleanup, null, true)", 'America/New_York', ['30 11 ? * 1'], /Node cron package/],
    // Agenda: its timezone option, else the process's clock
    [
      "agenda.every('15 8 * * 1-5', 'digest', {}, { timezone: 'America/Chicago' })",
      'Europe/London',
      ['15 14 ? * 2-6'],
      /digest/,
    ],
    ["agenda.every('15 8 * * 1-5', 'digest')", 'Europe/London', ['15 8 ? * 2-6'], /Agenda runs a job/],
    // Spring, with the app's zone said in a code comment after the annotation
    [
      '@Scheduled(cron = "0 0 7 * * MON-FRI")  // app runs in Asia/Singapore',
      'Europe/London',
      ['0 23 ? * 1-5'],
      /CRON fields/,
    ],
    // Hangfire with the cron line as a string: Cronos numbers the days 0 = Sunday
    [
      'RecurringJob.AddOrUpdate("digest", () => Digest(), "30 6 * * 1-5", TimeZoneInfo.FindSystemTimeZoneById("W. Europe Standard Time"))',
      'Asia/Tokyo',
      ['30 5 ? * 2-6'],
      /Cronos/,
    ],
    ['RecurringJob.AddOrUpdate("digest", () => Digest(), "30 6 * * 0")', 'Asia/Tokyo', ['30 6 ? * 1'], /in UTC/],
  ])('%s (%s)', (phrase, zone, want, note) => reads(phrase, zone, want, note));

  it.each([
    ['cron.New(cron.WithSeconds()).AddFunc("30 0 * * * *", rotate)', 'Asia/Tokyo', /second 30/],
    // six fields without WithSeconds(), and the Node package's arguments past the zone
    ['c.AddFunc("0 30 5 * * 1-5", sendDigest)', 'Asia/Tokyo', /could not read/],
    [
      "new CronJob('0 30 6 * * 0', cleanup, null, true, 'Europe/Paris', null, true)",
      'America/New_York',
      /could not read/,
    ],
    ["agenda.every('3 minutes', 'digest')", 'Europe/London', /could not read/],
    // a comment that bounds the runs
    [
      '@Scheduled(cron = "0 0 7 * * MON-FRI")  // app runs in Asia/Singapore except holidays',
      'Europe/London',
      /twice|holiday/,
    ],
    // Hangfire: both day fields (either, to Cronos), Quartz's "?", words beside the call
    ['RecurringJob.AddOrUpdate("digest", () => Digest(), "30 6 15 * 1")', 'Asia/Tokyo', /names both days/],
    ['RecurringJob.AddOrUpdate("digest", () => Digest(), "30 6 ? * 1")', 'Asia/Tokyo', /could not read/],
    [
      'RecurringJob.AddOrUpdate("digest", () => Digest(), "30 6 * * 1-5") except fridays',
      'Asia/Tokyo',
      /Day of week "1-5"/,
    ],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
