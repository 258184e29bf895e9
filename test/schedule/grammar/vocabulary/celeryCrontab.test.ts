import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: New York on EST, Berlin on CET)
describe("Celery's crontab(...) call, read with Celery's arguments, day numbering and zone", () => {
  it.each([
    [
      "crontab(minute=15, hour=6, day_of_week='1-5'), timezone = 'Europe/Berlin'",
      'UTC',
      ['15 5 ? * 2-6'],
      /Monday to Friday, as Celery numbers the days \(0 = Sunday\)/,
    ],
    [
      "crontab(hour=22, minute=0, day_of_week='sun')  # celery on UTC",
      'Asia/Tokyo',
      ['0 22 ? * 1'],
      /Celery's crontab/,
    ],
    [
      "crontab(45, 7, day_of_month='1,15') # CELERY_TIMEZONE = 'America/New_York'",
      'UTC',
      ['45 12 1,15 * ?'],
      /"45 7 1,15 \* \*"/,
    ],
    ["crontab(minute=0, hour='*/6') with timezone='Asia/Tokyo'", 'UTC', ['0 3/6 * * ?'], /Celery beat/],
    [
      'crontab(minute=30, hour=8, day_of_week=0)',
      'Europe/Berlin',
      ['30 7 ? * 1'],
      /Sunday.*your time zone|your time zone.*Sunday/,
    ],
    ["crontab(0, 9, '6')", 'UTC', ['0 9 ? * 7'], /Saturday, as Celery numbers/],
    [
      "crontab(minute=0, hour=0, day_of_month=1, month_of_year='*/3') # celery on UTC",
      'UTC',
      ['0 0 1 1/3 ?'],
      /Celery/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ["crontab(hour=7, day_of_week='mon-fri') with timezone = 'UTC'", /./], // every minute of 7 o'clock: a slip?
    ['crontab(minute=0, hour=7, day_of_week=7) # celery on UTC', /./], // Celery has no day 7
    ['crontab(minute=0, hour=7, nowfun=now) # celery on UTC', /./], // an argument not modelled
    ['crontab(minute=0, hour=7) except holidays', /./], // a word that narrows the runs
    ["crontab(minute=0, hour=7, day_of_week='*/2') # celery on UTC", /./],
    ['crontab(minute=0, hour=DAILY_HOUR) # celery on UTC', /./], // a variable
  ])('refuses %s', (phrase, reason) => refuses(phrase, 'UTC', reason));
});
