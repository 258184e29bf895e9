import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: New York on EST, Berlin on CET, Sydney on AEDT)
describe("Laravel's scheduler chains, applied as Laravel applies each method to the cron fields", () => {
  it.each([
    [
      "$schedule->command('backup:run')->dailyAt('02:30');",
      'Europe/Berlin',
      ['30 1 * * ?'],
      /Laravel's schedule "30 2 \* \* \*"/,
    ],
    ["->dailyAt('18:45')->timezone('America/New_York')", 'UTC', ['45 23 * * ?'], /Laravel's schedule/],
    ["->weeklyOn(5, '17:00')", 'Europe/Berlin', ['0 16 ? * 6'], /Friday, as Laravel numbers the days \(0 = Sunday\)/],
    ['->weeklyOn(3)', 'UTC', ['0 0 ? * 4'], /Wednesday/], // Laravel's default time '0:0'
    ['->weekly()', 'UTC', ['0 0 ? * 1'], /"0 0 \* \* sun"/],
    ["->monthlyOn(20, '9:15')", 'UTC', ['15 9 20 * ?'], /"15 9 20 \* \*"/],
    ['->monthlyOn(10)', 'UTC', ['0 0 10 * ?'], /"0 0 10 \* \*"/],
    ['->monthly()', 'UTC', ['0 0 1 * ?'], /Laravel/],
    ['->twiceDaily(8, 20)', 'America/New_York', ['0 1,13 * * ?'], /"0 8,20 \* \* \*"/],
    ['->twiceDaily()', 'UTC', ['0 1,13 * * ?'], /Laravel/], // Laravel's defaults: 1 and 13
    ['->twiceDailyAt(6, 18, 30)', 'UTC', ['30 6,18 * * ?'], /Laravel/],
    ["->twiceMonthly(1, 16, '10:00')", 'UTC', ['0 10 1,16 * ?'], /Laravel/],
    ["->lastDayOfMonth('23:00')", 'UTC', ['0 23 L * ?'], /"0 23 L \* \*"/],
    ['->quarterly()', 'UTC', ['0 0 1 1/3 ?'], /"0 0 1 1-12\/3 \*"/],
    ["->yearlyOn(6, 1, '17:00')", 'UTC', ['0 17 1 6 ?'], /Laravel/],
    ["->mondays()->at('09:00')", 'Europe/Berlin', ['0 8 ? * 2'], /your time zone/],
    ["->weekends()->dailyAt('10:00')->timezone('UTC')", 'Asia/Tokyo', ['0 10 ? * 1,7'], /Laravel/],
    ['->everyFifteenMinutes()', 'UTC', ['0/15 * * * ?'], /Laravel/],
    ['->hourlyAt(17)', 'UTC', ['17 * * * ?'], /Laravel/],
    ['->everyFourHours()', 'UTC', ['0 0/4 * * ?'], /Laravel/],
    [
      "->weekdays()->everyFifteenMinutes()->between('9:00', '12:00')->timezone('UTC')",
      'UTC',
      ['0/15 9-11 ? * 2-6', '0 12 ? * 2-6'],
      /from 9:00 to 12:00, both included/,
    ],
    ["->hourly()->between('7:00', '10:00')", 'UTC', ['0 7-10 * * ?'], /both included/],
    ["->cron('30 6 * * 0')->timezone('Europe/Berlin')", 'UTC', ['30 5 ? * 1'], /Sunday, as Laravel numbers/],
    ["->days([1, 3])->at('8:00') (app timezone UTC)", 'Asia/Tokyo', ['0 8 ? * 2,4'], /app's scheduler runs in/],
    ["Schedule::command('emails:send')->withoutOverlapping()->dailyAt('04:00')", 'UTC', ['0 4 * * ?'], /Laravel/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ["->dailyAt('13:00')->environments(['production'])", /./], // runs only on some servers
    ["->dailyAt('13:00')->when(fn () => true)", /./],
    ["->dailyAt('13:00')->skip(fn () => true)", /./],
    ["->everyFiveMinutes()->unlessBetween('23:00', '4:00')", /./],
    ['->everyTenSeconds()', /./], // sub-minute
    ["->hourly()->between('22:00', '6:00')", /./], // overnight window
    ["->everyThirtyMinutes()->between('8:10', '17:00')", /./], // a start off the step
    ["->dailyAt('13:00') except on holidays", /./], // words that narrow the runs
    ["->weeklyOn(7, '8:00')", /./], // Laravel has no day 7 in weeklyOn
    ["->dailyAt('13:00')->timezone('America/New_York') (app timezone Europe/Paris)", /./], // two zones
  ])('refuses %s', (phrase, reason) => refuses(phrase, 'UTC', reason));
});
