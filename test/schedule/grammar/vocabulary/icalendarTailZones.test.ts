import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('an iCalendar rule with its zone after it as "tz <zone>", "(tz <zone>)" or "(in <zone>)"', () => {
  it.each([
    [
      'RRULE:FREQ=MONTHLY;BYDAY=2TU,4TU;BYHOUR=18;BYMINUTE=0 (tz Asia/Manila)',
      'UTC',
      ['0 10 ? * 3#2', '0 10 ? * 3#4'],
      /tz Asia\/Manila/,
    ],
    ['RRULE:FREQ=MINUTELY;INTERVAL=30;BYHOUR=10,11,12 tz Asia/Seoul', 'UTC', ['0,30 1-3 * * ?'], /tz Asia\/Seoul/],
    ['RRULE:FREQ=WEEKLY;BYDAY=FR;BYHOUR=16;BYMINUTE=0 (in Europe/Oslo)', 'UTC', ['0 15 ? * 6'], /Europe\/Oslo/],
    ['FREQ=DAILY;BYHOUR=6;BYMINUTE=15 tz: America/Lima', 'UTC', ['15 11 * * ?'], /America\/Lima/],
    ['RRULE:FREQ=WEEKLY;BYDAY=TU;BYHOUR=7;UNTIL=20261229T000000Z tz UTC', 'UTC', ['0 7 ? * 3'], /./],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a zone's word, not its name; words that bound the runs after the zone
    ['RRULE:FREQ=WEEKLY;BYDAY=FR;BYHOUR=16;BYMINUTE=0 tz Oslo', /./],
    ['RRULE:FREQ=WEEKLY;BYDAY=FR;BYHOUR=16;BYMINUTE=0 (tz Europe/Oslo) until june', /./],
    ['RRULE:FREQ=WEEKLY;BYDAY=FR;BYHOUR=16;BYMINUTE=0 (tz Europe/Narnia)', /./],
    // two zones
    ['RRULE:FREQ=WEEKLY;BYDAY=FR;BYHOUR=16;BYMINUTE=0 Europe/Oslo (tz Asia/Seoul)', /./],
    // an UNTIL instant in UTC beside another zone
    ['RRULE:FREQ=WEEKLY;BYDAY=TU;BYHOUR=7;UNTIL=20261229T000000Z tz Asia/Tokyo', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
