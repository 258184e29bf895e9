import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('an iCalendar rule with its time of day or zone said after it', () => {
  it.each([
    // the time added to the rule as its BYHOUR and BYMINUTE
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=5,20 at 07:30', 'UTC', ['30 7 5,20 * ?'], /"at 07:30" read as the rule's time/],
    ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH 6:45pm', 'UTC', ['45 18 ? * 3,5'], /rule's time/],
    ['RRULE:FREQ=MONTHLY;BYSETPOS=1;BYDAY=MO,TU,WE,TH,FR at 08:00', 'UTC', ['0 8 1W * ?'], /first weekday/],
    // the zone: an IANA name, or a TZID in brackets
    ['RRULE:FREQ=MONTHLY;BYDAY=-1FR;BYHOUR=17 (TZID=Asia/Tokyo)', 'Europe/Paris', ['0 8 ? * 6L'], /rule's zone/],
    [
      'RRULE:FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=30 12:00 Europe/Berlin',
      'America/New_York',
      ['0 10 30 6 ?'],
      /time and zone/,
    ],
    ['FREQ=DAILY 07:15 in Asia/Tokyo', 'Europe/Paris', ['15 22 * * ?'], /asia\/tokyo/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a bare hour: AM or PM?
    ['RRULE:FREQ=WEEKLY;BYDAY=MO at 9'],
    // the rule says its own time
    ['RRULE:FREQ=WEEKLY;BYDAY=MO;BYHOUR=8 at 9:00'],
    // a time of day for a rule by the hour
    ['RRULE:FREQ=HOURLY at 9:00'],
    // words after the time that could bound the runs
    ['RRULE:FREQ=WEEKLY;BYDAY=MO at 9:00 except holidays'],
    // a zone that is none
    ['FREQ=DAILY 07:15 Mars/Olympus'],
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});
