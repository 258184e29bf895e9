import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { fields, hm, NOW, read, refused } from './read.js';

function note(phrase: string, zone = 'UTC'): string {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  return r.value.intent.assumptions.join(' ');
}

describe('an iCalendar rule (RFC 5545) pasted as the phrase', () => {
  it.each([
    ['FREQ=DAILY;BYHOUR=6;BYMINUTE=0', 'UTC', ['0 6 * * ?'], 'every day at 6:00am'],
    [
      'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=9;BYMINUTE=30',
      'UTC',
      ['30 9 ? * 2,4'],
      'every monday and wednesday at 9:30am',
    ],
    ['rrule:freq=daily;byhour=9;byminute=0;', 'UTC', ['0 9 * * ?'], 'every day at 9:00am'],
    ['RRULE:FREQ=WEEKLY;BYDAY=SA,SU;BYHOUR=9;BYMINUTE=0;WKST=MO', 'UTC', ['0 9 ? * 1,7'], 'saturday and sunday'],
    ['RRULE:FREQ=DAILY;BYHOUR=9,17;BYMINUTE=0,30', 'UTC', ['0,30 9,17 * * ?'], '9:00am, 9:30am, 5:00pm and 5:30pm'],
    ['RRULE:FREQ=DAILY;BYHOUR=0;BYMINUTE=0', 'UTC', ['0 0 * * ?'], 'at 12:00am'],
    ['RRULE:FREQ=DAILY;BYHOUR=12;BYMINUTE=0', 'UTC', ['0 12 * * ?'], 'at 12:00pm'],
    ['RRULE:FREQ=DAILY;BYMONTH=1,7;BYHOUR=9;BYMINUTE=0', 'UTC', ['0 9 * 1,7 ?'], 'in january and july'],
    ['RRULE:FREQ=MONTHLY;BYDAY=-1FR;BYHOUR=16;BYMINUTE=0', 'UTC', ['0 16 ? * 6L'], 'last friday of every month'],
    [
      'RRULE:FREQ=MONTHLY;BYDAY=1MO,3MO;BYHOUR=10;BYMINUTE=0',
      'UTC',
      ['0 10 ? * 2#1', '0 10 ? * 2#3'],
      'first and third',
    ],
    ['RRULE:FREQ=MONTHLY;BYDAY=MO;BYHOUR=9;BYMINUTE=0', 'UTC', ['0 9 ? * 2'], 'every monday'],
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=1,15;BYHOUR=10;BYMINUTE=0', 'UTC', ['0 10 1,15 * ?'], '1st and 15th'],
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=-1;BYHOUR=10;BYMINUTE=0', 'UTC', ['0 10 L * ?'], 'last day of every month'],
    ['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1;BYHOUR=7;BYMINUTE=0', 'UTC', ['0 7 1W * ?'], 'first weekday'],
    ['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;BYHOUR=7;BYMINUTE=0', 'UTC', ['0 7 LW * ?'], 'last weekday'],
    ['RRULE:FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=15;BYHOUR=9;BYMINUTE=0', 'UTC', ['0 9 15 3 ?'], 'every march 15'],
    ['RRULE:FREQ=YEARLY;BYMONTH=3,10;BYDAY=-1SU;BYHOUR=3;BYMINUTE=0', 'UTC', ['0 3 ? 3,10 1L'], 'in march and october'],
    ['RRULE:FREQ=HOURLY;INTERVAL=2', 'UTC', ['0 0/2 * * ?'], 'every 2 hours'],
    ['RRULE:FREQ=HOURLY;BYMINUTE=15', 'UTC', ['15 * * * ?'], 'every hour at 15 minutes past'],
    ['RRULE:FREQ=HOURLY;BYHOUR=9,10,11;BYMINUTE=0', 'UTC', ['0 9-11 * * ?'], 'at 9:00am, 10:00am and 11:00am'],
    ['RRULE:FREQ=MINUTELY;INTERVAL=15', 'UTC', ['0/15 * * * ?'], 'every 15 minutes'],
    [
      'RRULE:FREQ=MINUTELY;INTERVAL=15;BYHOUR=9,10,11,12,13,14,15,16;BYDAY=MO,TU,WE,TH,FR',
      'UTC',
      ['0/15 9-16 ? * 2-6'],
      'every 15 minutes from 9:00am to 4:45pm',
    ],
    // a zone or a UTC time in DTSTART is the schedule's zone, and its time and weekday stand in for BYHOUR and BYDAY
    [
      'DTSTART;TZID=America/New_York:20260302T090000 RRULE:FREQ=WEEKLY;BYDAY=MO',
      'Europe/London',
      ['0 14 ? * 2'],
      'starting march 2 2026 america/new_york',
    ],
    ['DTSTART:20260303T090000Z RRULE:FREQ=WEEKLY', 'Europe/Berlin', ['0 9 ? * 3'], 'every tuesday at 9:00am'],
    ['DTSTART:20201201T090000 RRULE:FREQ=MONTHLY', 'UTC', ['0 9 1 * ?'], 'on the 1st of every month'],
    ['DTSTART:20201224T180000 RRULE:FREQ=YEARLY', 'UTC', ['0 18 24 12 ?'], 'every december 24'],
    ['DTSTART:20260301T090030 RRULE:FREQ=DAILY;BYSECOND=0', 'UTC', ['0 9 * * ?'], 'every day at 9:00am'],
    ['DTSTART:20260301T000000 RRULE:FREQ=HOURLY;INTERVAL=4', 'UTC', ['0 0/4 * * ?'], 'every 4 hours starting march 1'],
  ])('"%s"', (phrase, zone, expected, words) => {
    expect(fields(phrase, zone)).toEqual(expected);
    expect(note(phrase, zone)).toContain('Read as an iCalendar rule:');
    expect(note(phrase, zone)).toContain(words);
  });

  it("is read by readPhrase as well, in the person's own zone", () => {
    const i = read('RRULE:FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=9;BYMINUTE=30', 'Europe/Berlin');
    expect(i.days).toEqual({ kind: 'weekdays', days: [2, 4] });
    expect(i.times).toEqual([hm(9, 30)]);
    expect(i.zone.name).toBe('Europe/Berlin');
  });

  it('says what it assumed: on the hour without BYMINUTE, hours from midnight without DTSTART', () => {
    expect(note('RRULE:FREQ=DAILY;BYHOUR=9')).toMatch(/no BYMINUTE.*on the hour/);
    expect(note('RRULE:FREQ=HOURLY;INTERVAL=3')).toMatch(/counted from midnight/);
  });

  it('reads COUNT as a number of runs and UNTIL as the last day', () => {
    expect(read('RRULE:FREQ=WEEKLY;BYDAY=TU;BYHOUR=10;BYMINUTE=0;COUNT=10').maxOccurrences).toBe(10);
    expect(read('RRULE:FREQ=WEEKLY;BYDAY=TU;BYHOUR=10;BYMINUTE=0;UNTIL=20260331').endDate).toEqual({
      year: 2026,
      month: 3,
      day: 31,
    });
    // a UTC end: in New York, 03:59:59 UTC on April 1 is 23:59:59 on March 31
    const ny = read('RRULE:FREQ=WEEKLY;BYDAY=TU;BYHOUR=10;BYMINUTE=0;UNTIL=20260401T035959Z', 'America/New_York');
    expect(ny.endDate).toEqual({ year: 2026, month: 3, day: 31 });
    // an end at midnight: runs at 10:00 that day are after it
    expect(read('RRULE:FREQ=DAILY;BYHOUR=10;BYMINUTE=0;UNTIL=20260401T000000').endDate).toEqual({
      year: 2026,
      month: 3,
      day: 31,
    });
    // an end after the day's only run: that day is the last
    expect(read('RRULE:FREQ=DAILY;BYHOUR=10;BYMINUTE=0;UNTIL=20260401T120000').endDate).toEqual({
      year: 2026,
      month: 4,
      day: 1,
    });
  });

  it.each([
    // what CRON cannot honour exactly is refused, never approximated
    ['RRULE:FREQ=SECONDLY', /seconds/],
    ['RRULE:FREQ=DAILY;BYHOUR=9;BYMINUTE=0;BYSECOND=30', /seconds/],
    ['RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;BYHOUR=9', /INTERVAL=2 repeats every 2 weeks/],
    ['RRULE:FREQ=DAILY;INTERVAL=3;BYHOUR=9', /every 3 days/],
    ['RRULE:FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1;BYHOUR=9', /every 3 months/],
    ['RRULE:FREQ=HOURLY;INTERVAL=5', /does not divide the day/],
    ['RRULE:FREQ=MINUTELY;INTERVAL=7', /does not divide the hour/],
    ['RRULE:FREQ=MONTHLY;BYDAY=MO;BYSETPOS=2;BYHOUR=9', /BYSETPOS/],
    ['RRULE:FREQ=MONTHLY;BYDAY=SA,SU;BYSETPOS=1;BYHOUR=9', /BYSETPOS/],
    ['RRULE:FREQ=MONTHLY;BYDAY=-2FR;BYHOUR=9', /from the end/],
    ['RRULE:FREQ=MONTHLY;BYMONTHDAY=-3;BYHOUR=9', /from the end/],
    ['RRULE:FREQ=MONTHLY;BYDAY=1MO,2TU;BYHOUR=9', /several kinds/],
    ['RRULE:FREQ=WEEKLY;BYDAY=1MO;BYHOUR=9', /counts days within a month/],
    ['RRULE:FREQ=DAILY;BYDAY=MO;BYMONTHDAY=1;BYHOUR=9', /together/],
    ['RRULE:FREQ=WEEKLY;BYDAY=MO;BYHOUR=9;BYWEEKNO=20', /BYWEEKNO/],
    ['RRULE:FREQ=YEARLY;BYYEARDAY=100;BYHOUR=9', /BYYEARDAY/],
    ['RRULE:FREQ=HOURLY;BYMINUTE=0,20', /several minutes/],
    ['RRULE:FREQ=MINUTELY;INTERVAL=15;BYHOUR=9,10,14', /not one range/],
    ['DTSTART:20260101T010000 RRULE:FREQ=HOURLY;INTERVAL=2', /DTSTART puts the steps off/],
    ['RRULE:FREQ=DAILY;BYHOUR=9,17;UNTIL=20260401T120000', /partway through a day/],
    // what it does not say
    ['RRULE:FREQ=WEEKLY;BYDAY=MO', /no time of day/],
    ['RRULE:FREQ=WEEKLY;BYHOUR=9', /without BYDAY/],
    ['RRULE:FREQ=YEARLY;BYMONTHDAY=1;BYHOUR=3', /without BYMONTH/],
    ['RRULE:BYDAY=MO;BYHOUR=9', /FREQ/],
    // what it says wrongly
    ['RRULE:FREQ=FORTNIGHTLY;BYHOUR=9', /not a frequency/],
    ['RRULE:FREQ=WEEKLY;BYDAY=MO;BYHOUR=9;FOO=1', /not a part/],
    ['RRULE:FREQ=WEEKLY;BYDAY=MO;BYDAY=TU;BYHOUR=9', /twice/],
    ['RRULE:FREQ=WEEKLY;BYDAY=MO;BYHOUR=25', /out of range/],
    ['RRULE:FREQ=WEEKLY;BYDAY=XX;BYHOUR=9', /BYDAY/],
    ['RRULE:FREQ=WEEKLY;BYDAY=MO;BYHOUR=9;COUNT=3;UNTIL=20270101', /both COUNT and UNTIL/],
    ['RRULE:FREQ=DAILY;BYHOUR=9 RRULE:FREQ=DAILY;BYHOUR=10', /more than one/],
    ['DTSTART;TZID=Mars/Olympus:20260101T090000 RRULE:FREQ=DAILY', /not a time zone/],
    ['DTSTART:20260301T090000', /not a rule/],
    ['DTSTART:20260301T090030 RRULE:FREQ=DAILY;BYHOUR=9;BYMINUTE=0', /seconds/],
    // a rule inside other words is no pasted rule: read as words, and refused
    ['FREQ=DAILY;BYHOUR=9 please', /freq=daily/],
    ['every day at 9am RRULE:FREQ=DAILY', /rrule/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
