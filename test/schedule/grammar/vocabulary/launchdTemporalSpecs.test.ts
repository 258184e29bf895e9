import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Berlin on CET, New York on EST; Tokyo without summer time)
describe("launchd's StartCalendarInterval, read by launchd's rules on the Mac's clock", () => {
  it.each([
    [
      'launchd: StartCalendarInterval { Hour = 7; Minute = 45; Weekday = 5; }',
      'Asia/Tokyo',
      ['45 22 ? * 5'],
      /Friday|fri/,
    ],
    [
      'StartCalendarInterval <key>Day</key><integer>1</integer><key>Hour</key><integer>6</integer><key>Minute</key><integer>0</integer>',
      'Europe/Berlin',
      ['0 5 1 * ?'],
      /launchd StartCalendarInterval/,
    ],
    // Weekday 7 is Sunday too; a name in brackets that says the same day
    ['launchd Weekday 7, Hour 9, Minute 30 (sunday photo sync)', 'UTC', ['30 9 ? * 1'], /0 and 7 = Sunday/],
    // a Minute left out is any minute: every minute of that hour
    ['launchd Hour 21, Weekday 3', 'UTC', ['* 21 ? * 4'], /every minute of hour 21/],
    // a plain name beside the interval
    ['launchd: StartCalendarInterval { Hour = 9; Minute = 0; } backup', 'America/New_York', ['0 14 * * ?'], /"backup"/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // Day and Weekday both (launchd runs on either), a name that says another day, words that bound the runs
    ['launchd: StartCalendarInterval { Hour = 6; Minute = 0; Day = 1; Weekday = 1; }', 'UTC', /./],
    ['launchd Weekday 5, Hour 18, Minute 0 (monday report)', 'UTC', /./],
    ['launchd Weekday 5, Hour 18, Minute 0 (only in summer)', 'UTC', /./],
    ['launchd Weekday 1, Hour 9, Minute 0 (alternate mondays)', 'UTC', /./],
    ['launchd Weekday 1, Hour 9, Minute 0 (paused)', 'UTC', /./],
    // a word of a day, a holiday or a number beside the interval is no name
    ['launchd: StartCalendarInterval { Hour = 9; Minute = 0; } on christmas', 'America/New_York', /./],
    ['launchd: StartCalendarInterval { Hour = 9; Minute = 0; } on the fifteenth', 'America/New_York', /./],
    ['launchd: StartCalendarInterval { Hour = 9; Minute = 0; } tomorrow', 'America/New_York', /./],
    ['launchd: StartCalendarInterval { Hour = 9; Minute = 0; } for the Tokyo office', 'America/New_York', /./],
    // a value out of its range, several intervals
    ['launchd StartCalendarInterval { Hour = 25; Minute = 0; }', 'UTC', /./],
    ['launchd StartCalendarInterval <array><dict><key>Hour</key><integer>9</integer></dict></array>', 'UTC', /./],
  ])('refuses %s (%s)', (phrase, zone, reason) => refuses(phrase, zone, reason));
});

describe("a Temporal schedule's calendars and intervals, read by Temporal's rules", () => {
  it.each([
    [
      "temporal spec: calendars: [{ hour: 22, dayOfWeek: 'FRIDAY' }], timeZone: 'Asia/Tokyo'",
      'UTC',
      ['0 13 ? * 6'],
      /calendar/,
    ],
    ['temporal calendars: [{ minute: 15, hour: [6, 18] }]', 'Europe/Berlin', ['15 6,18 * * ?'], /no time zone in UTC/],
    ["temporal: intervals: [{ every: '30m', offset: '5m' }]", 'Europe/Berlin', ['5,35 * * * ?'], /Unix epoch/],
    ["temporal: intervals: [{ every: '12h', offset: '90m' }]", 'Asia/Tokyo', ['30 1,13 * * ?'], /Unix epoch/],
    ['temporal calendars: [{ hour: 9 }] photo backup', 'UTC', ['0 9 * * ?'], /"photo backup"/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // an interval that does not divide the hour, an interval with a zone (epoch-based: unsure), keys that skip runs
    ["temporal: intervals: [{ every: '7m' }]", 'UTC', /./],
    ["temporal: intervals: [{ every: '1h', offset: '15m' }], timeZone: 'Asia/Tokyo'", 'UTC', /./],
    ["temporal spec: calendars: [{ hour: 3, dayOfWeek: 'SATURDAY' }], skip: [{ month: 12 }]", 'UTC', /./],
    ["temporal spec: calendars: [{ hour: 3 }], jitter: '5m'", 'UTC', /./],
    ['temporal calendars: [{ hour: 9 }] biweekly sync', 'UTC', /./],
    ['temporal calendars: [{ hour: 9 }] tomorrow', 'America/New_York', /./],
    ["temporal: intervals: [{ every: '24h', offset: '540m' }] on christmas", 'America/New_York', /./],
    ['temporal calendars: [{ hour: 9 }] for the annual audit', 'UTC', /./],
    // a day of the month and of the week both, an offset past the interval
    ["temporal calendars: [{ hour: 3, dayOfMonth: 1, dayOfWeek: 'MONDAY' }]", 'UTC', /./],
    ["temporal: intervals: [{ every: '1h', offset: '75m' }]", 'UTC', /./],
  ])('refuses %s (%s)', (phrase, zone, reason) => refuses(phrase, zone, reason));
});
