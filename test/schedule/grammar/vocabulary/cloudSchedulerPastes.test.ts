import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Paris and Berlin on CET, Tokyo UTC+9)
describe("cloud schedulers' pastes: gcloud flags, TimerTrigger, .NET lines with a Windows zone, Nomad, at()", () => {
  it.each([
    // gcloud: --schedule and --time-zone, the job's name set aside when it says nothing else
    [
      'gcloud scheduler jobs create pubsub weekly-report --schedule="30 8 * * 1" --time-zone="Europe/Paris"',
      'UTC',
      ['30 7 ? * 2'],
      /"weekly-report" as the job's name/,
    ],
    ['--schedule="0 6 * * 0-4" --time-zone="Asia/Tokyo"', 'UTC', ['0 21 ? * 1-4,7'], /Sunday to Thursday.*0 = Sunday/],
    // Azure's [TimerTrigger(...)] attribute: seconds first, 0 = Sunday, UTC
    ['[TimerTrigger("0 30 7 * * 1-5")]', 'Europe/London', ['30 7 ? * 2-6'], /Azure Functions runs its timer in UTC/],
    // six fields and a Windows zone's name after them: .NET's NCRONTAB / Cronos, 0 = Sunday
    ['0 0 18 * * 5, Tokyo Standard Time', 'UTC', ['0 9 ? * 6'], /\.NET's six-field cron line/],
    ['0 30 6 * * 0 - W. Europe Standard Time', 'UTC', ['30 5 ? * 1'], /Sunday, as the tool numbers the days/],
    // Nomad's periodic block: UTC unless time_zone
    ['periodic { crons = ["0 7 * * 1"] time_zone = "Europe/Berlin" }', 'UTC', ['0 6 ? * 2'], /Monday/],
    ['periodic { crons = ["30 1 * * *"] }', 'Asia/Tokyo', ['30 1 * * ?'], /Nomad runs a periodic job in UTC/],
    // EventBridge Scheduler's one-time schedule
    ['at(2026-02-03T14:30:00)', 'Asia/Tokyo', ['30 14 3 2 ?'], /EventBridge Scheduler .* in UTC/],
    ['one-off schedule at(2026-03-01T08:00:00), timezone Asia/Tokyo', 'UTC', ['0 23 L 2 ?'], /one run/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['0 0 9 ? * 2, Tokyo Standard Time', /./], // a "?": Quartz.NET's line, 1 = Sunday
    ['at(2026-02-03T14:30:45)', /./], // seconds
    ['at(2026-02-03T14:30:00) every week', /./],
    ['gcloud scheduler jobs create pubsub daily-report --schedule="30 8 * * 1" --time-zone="Europe/Paris"', /./],
    ['gcloud scheduler jobs create http x --schedule="0 9 * * 1" --time-zone="Europe/Paris" except holidays', /./],
    ['[TimerTrigger("15 0 9 * * *")]', /second 15/],
    ['0 0 18 * * 5 Tokyo Standard Time every other week', /./],
    ['periodic { crons = ["0 7 * * 1"] } only in summer', /./],
  ])('refuses %s', (phrase, problem) => refuses(phrase, 'UTC', problem));
});
