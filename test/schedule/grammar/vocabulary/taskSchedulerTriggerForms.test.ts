import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12; Tokyo and Phoenix keep no summer time)
describe("a Task Scheduler trigger with the tool's name, a list of months, or 'repeat task'", () => {
  it.each([
    [
      'Task Scheduler: Weekly - At 7:15 AM every Tuesday, Thursday of every week',
      'Europe/London',
      ['15 7 ? * 3,5'],
      /Task Scheduler trigger/,
    ],
    ['windows task scheduler: Daily - At 6:45 PM every day', 'America/Phoenix', ['45 1 * * ?'], /every day at 6:45 PM/],
    // a monthly trigger on some months only
    [
      'Monthly - At 4:00 AM on day 15 of March, June, September, December',
      'Asia/Tokyo',
      ['0 19 14 3/3 ?'],
      /march, june, september and december/,
    ],
    // "Daily at ..., repeat task every ... for a duration of ...": the repeats from the trigger's time
    [
      'Daily at 9:00 AM, repeat task every 15 minutes for a duration of 2 hours',
      'Asia/Tokyo',
      ['0/15 0,1 * * ?'],
      /every 15 minutes from 9:00 AM for 2 hours/,
    ],
  ])('%s (%s)', (phrase, zone, want, note) => reads(phrase, zone, want, note));

  it.each([
    // a weekly kind with no days, a month said twice, a step that does not divide the hour
    ['Weekly at 9:00 AM, repeat task every 15 minutes for a duration of 2 hours', 'Asia/Tokyo', /could not read/],
    ['Monthly - At 4:00 AM on day 15 of March, March', 'Asia/Tokyo', /months twice/],
    ['Daily at 9:00 AM, repeat task every 7 minutes for a duration of 2 hours', 'Asia/Tokyo', /7 minutes/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
