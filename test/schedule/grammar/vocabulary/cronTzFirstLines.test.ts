import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('CRON_TZ= said first, then the fields alone', () => {
  it.each([
    ['CRON_TZ=Asia/Tokyo 30 9 * * mon-fri', 'UTC', ['30 0 ? * 2-6'], /CRON_TZ=Asia\/Tokyo/],
    ['CRON_TZ=Atlantic/Azores 15 7 * * *', 'Europe/Paris', ['15 8 * * ?'], /zone the crontab reads/],
    ['cron_tz=America/New_York 0 6 1 * *', 'UTC', ['0 11 1 * ?'], /America\/New_York/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // words after the fields that bound or narrow the runs
    ['CRON_TZ=Asia/Tokyo 30 9 * * 1-5 until march', /./],
    ['CRON_TZ=Asia/Tokyo 30 9 * * * except holidays', /./],
    ['CRON_TZ=Asia/Tokyo 30 9 * * *  # weekly', /./],
    // TZ= is the job's environment, not always the clock its fields are read on
    ['TZ=Asia/Tokyo 30 9 * * *', /./],
    // the days in numbers with no command: their numbering is asked (crontabCronTzFirst.test.ts)
    ['CRON_TZ=Asia/Tokyo 30 9 * * 1-5', /Unix cron, but/],
    // two zones
    ['CRON_TZ=Asia/Tokyo 30 9 * * * Europe/Paris', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
