import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Berlin on CET, Dubai UTC+4 all year)
describe('an hourly iCalendar rule with its start said in brackets, and a /remind message of hours worked', () => {
  it.each([
    ['RRULE:FREQ=HOURLY;INTERVAL=6 (DTSTART 03:00 Asia/Dubai)', 'UTC', ['0 5/6 * * ?'], /start and zone/],
    ['RRULE:FREQ=HOURLY;INTERVAL=8 (DTSTART 01:15)', 'Europe/Berlin', ['15 0/8 * * ?'], /the rule's start/],
    ['/remind #ops log your hours every Friday at 3:30pm', 'Europe/Berlin', ['30 14 ? * 6'], /"log your hours"/],
    ['/remind @jo submit hours every weekday at 5pm', 'UTC', ['0 17 ? * 2-6'], /reminder's message/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['RRULE:FREQ=HOURLY;INTERVAL=5 (DTSTART 03:00 Asia/Dubai)', /./], // 5 does not divide the day
    ['RRULE:FREQ=HOURLY;INTERVAL=6;COUNT=4 (DTSTART 03:00)', /./], // a count from an unsaid date
    ['RRULE:FREQ=HOURLY;INTERVAL=6;BYDAY=MO (DTSTART 03:00)', /./],
    ['/remind #ops business hours every Friday at 3:30pm', /./],
    ['/remind #ops 2 hours every Friday at 3:30pm', /./],
  ])('refuses %s', (phrase, problem) => refuses(phrase, 'Europe/Berlin', problem));
});
