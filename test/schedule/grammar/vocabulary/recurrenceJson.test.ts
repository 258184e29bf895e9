import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Paris on UTC+1, Tokyo on UTC+9, London on UTC)
describe("Logic Apps' Recurrence trigger as its JSON, and Power Automate's zone field said before others", () => {
  it.each([
    [
      '{"frequency":"Week","interval":1,"schedule":{"weekDays":["Tuesday","Friday"],"hours":[17],"minutes":[45]},"timeZone":"GMT Standard Time"}',
      'UTC',
      ['45 17 ? * 3,6'],
      /Recurrence trigger's JSON/,
    ],
    [
      '"recurrence": {"frequency": "Day", "interval": 1, "schedule": {"hours": [8, 20], "minutes": [15]}, "timeZone": "Tokyo Standard Time"}',
      'UTC',
      ['15 11,23 * * ?'],
      /every day at 08:15, 20:15/,
    ],
    [
      '{"frequency":"Month","interval":1,"schedule":{"monthDays":[-1],"hours":[23],"minutes":[0]},"timeZone":"Romance Standard Time"}',
      'UTC',
      ['0 22 L * ?'],
      /last day of every month/,
    ],
    [
      'Power Automate recurrence: frequency Week, interval 1, time zone (UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna, on these days Monday, at these hours 8, at these minutes 30',
      'UTC',
      ['30 7 ? * 2'],
      /every monday at 08:30/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no timeZone (the trigger's default is UTC, which the paste may not mean)
    ['{"frequency":"Day","interval":1,"schedule":{"hours":[6],"minutes":[0]}}'],
    // every 2 weeks; an end time or a count bounds the runs; a month's occurrences
    [
      '{"frequency":"Week","interval":2,"schedule":{"weekDays":["Monday"],"hours":[6],"minutes":[0]},"timeZone":"GMT Standard Time"}',
    ],
    [
      '{"frequency":"Day","interval":1,"schedule":{"hours":[6],"minutes":[0]},"timeZone":"GMT Standard Time","endTime":"2026-06-01T00:00:00"}',
    ],
    [
      '{"frequency":"Day","interval":1,"count":10,"schedule":{"hours":[6],"minutes":[0]},"timeZone":"GMT Standard Time"}',
    ],
    [
      '{"frequency":"Month","interval":1,"schedule":{"monthlyOccurrences":[{"day":"Friday","occurrence":-1}],"hours":[6],"minutes":[0]},"timeZone":"GMT Standard Time"}',
    ],
    // -2 (the day before the last) is not read; the last day beside another
    [
      '{"frequency":"Month","interval":1,"schedule":{"monthDays":[-2],"hours":[6],"minutes":[0]},"timeZone":"GMT Standard Time"}',
    ],
    [
      '{"frequency":"Month","interval":1,"schedule":{"monthDays":[1,-1],"hours":[6],"minutes":[0]},"timeZone":"GMT Standard Time"}',
    ],
    // monthDays under a weekly trigger
    [
      '{"frequency":"Week","interval":1,"schedule":{"monthDays":[1],"hours":[6],"minutes":[0]},"timeZone":"GMT Standard Time"}',
    ],
    // words of time inside the zone's field, before the next field
    [
      'Power Automate recurrence: frequency Week, interval 1, time zone (UTC+01:00) Amsterdam, Berlin, every other week, on these days Monday, at these hours 8, at these minutes 30',
    ],
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});
