import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("croner's Cron(...) with its timezone option, and Celery beat's schedule entries", () => {
  it.each([
    // croner: seconds optional first, 0 = Sunday, "L" the month's last day; the timezone option, else the process's
    ["croner: new Cron('0 0 7 * * 1-5', { timezone: 'Europe/Oslo' }, job)", 'UTC', ['0 6 ? * 2-6'], /Monday to Friday/],
    ["croner pattern '0 15 22 L * *' tz 'Europe/Lisbon'", 'UTC', ['15 22 L * ?'], /15 22 l/],
    ["new Cron('0 30 8 * * *', report)", 'Europe/Berlin', ['30 7 * * ?'], /croner runs a job with no timezone/],
    [
      "new Cron('0 12 * * 1', async () => run())",
      'Europe/Berlin',
      ['0 11 ? * 2'],
      /croner runs a job with no timezone/,
    ],
    ["croner '0 7 * * 1-5'", 'UTC', ['0 7 ? * 2-6'], /Monday to Friday/],
    // Celery beat: an entry's key is its name; "in beat, timezone X" says beat's zone
    ["beat_schedule 'purge-sessions': crontab(minute=0, hour=3)", 'UTC', ['0 3 * * ?'], /"purge-sessions" as the name/],
    ["crontab(minute=30, hour=6, day_of_week='1-5') in beat, timezone Europe/Rome", 'UTC', ['30 5 ? * 2-6'], /in beat/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // croner's options that change the runs
    ["croner: new Cron('0 0 7 * * 1-5', { timezone: 'Europe/Oslo', maxRuns: 5 }, job)", /./],
    // options in a variable or spread may set the timezone, maxRuns, startAt or stopAt; a job stopped or paused
    ["new Cron('0 12 * * 1', opts, run)", /./],
    ["new Cron('0 12 * * 1', cronOptions, run)", /./],
    ["new Cron('0 12 * * 1', { ...opts }, run)", /./],
    ["new Cron('0 12 * * 1', run).stop()", /./],
    ["new Cron('0 12 * * 1', run).pause()", /./],
    // a beat entry's name that says a zone, a place or a time of day
    ["beat_schedule 'pacific report': crontab(minute=0, hour=9)", /./],
    ["beat_schedule 'tokyo sync': crontab(minute=0, hour=9)", /./],
    ["beat_schedule 'lunch digest': crontab(minute=0, hour=9)", /./],
    ["beat_schedule 'sunset lights': crontab(minute=0, hour=9)", /./],
    ["croner: new Cron('0 0 7 * * 1-5', { timezone: 'Europe/Oslo', startAt: '2026-03-01' }, job)", /./],
    ["croner pattern '0 15 22 L * *' tz 'Europe/Lisbon' only in summer", /./],
    // an entry's name with a word of time, words after the call that bound it, a zone by a word only
    ["beat_schedule 'weekly-purge': crontab(minute=0, hour=3)", /./],
    ["beat_schedule 'purge_tomorrow': crontab(minute=0, hour=3)", /./],
    ["beat_schedule 'purge': crontab(minute=0, hour=3) until march", /./],
    ['crontab(minute=30, hour=6) in beat, timezone Rome', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
