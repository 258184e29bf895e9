import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: New York on EST; Kolkata and Kathmandu without summer time)
describe("a Logic Apps / Power Automate Recurrence said with its code view's keys or one time of day", () => {
  it.each([
    [
      'logic app recurrence: frequency Week, interval 1, weekDays Tuesday, Friday, hours 17, minutes 30, timeZone Eastern Standard Time',
      'UTC',
      ['30 22 ? * 3,6'],
      /Recurrence trigger's fields/,
    ],
    [
      'Recurrence trigger: Day, interval 1, at 18:30, time zone (UTC+05:45) Kathmandu',
      'UTC',
      ['45 12 * * ?'],
      /every day at 18:30/,
    ],
    [
      'logic apps recurrence Month, interval 1, start 2026-02-01T09:00:00, tz India Standard Time',
      'UTC',
      ['30 3 1 * ?'],
      /1st of every month at 09:00 from 2026-02-01/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a bare hour, an interval of weeks above 1, a start time in UTC ("Z"), no time zone field
    ['Recurrence trigger: Day, interval 1, at 7, time zone (UTC+05:45) Kathmandu', 'UTC', /./],
    [
      'logic app recurrence: frequency Week, interval 2, weekDays Monday, hours 8, minutes 15, timeZone Eastern Standard Time',
      'UTC',
      /./,
    ],
    ['logic apps recurrence Month, interval 1, start 2026-02-01T09:00:00Z, tz India Standard Time', 'UTC', /./],
    ['logic app recurrence: frequency Day, interval 1, hours 8, minutes 15', 'UTC', /./],
  ])('refuses %s (%s)', (phrase, zone, reason) => refuses(phrase, zone, reason));
});
