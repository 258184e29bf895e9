import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * A four-digit clock right before "on" and a day rule of the week's kinds ("1000 on weekends", clockWords.ts), as it is
 * before "on fridays" and before "weekends" alone; and "on the :15" after an interval of hours, the minute past the
 * hour, as "at :15" is (parsers/interval.ts). NOW: Monday 2026-01-12 (Dublin and London on GMT, Dhaka +6).
 */
describe('a four-digit clock before "on weekends"', () => {
  it.each([
    [
      'ward round 0900 on weekdays, 1100 on weekends',
      'Europe/Dublin',
      ['0 9 ? * 2-6', '0 11 ? * 1,7'],
      /as the job's name/,
    ],
    ['stock count 1430 on weekends', 'Europe/London', ['30 14 ? * 1,7'], /"stock count"/],
    ['bin check 2130 on weeknights', 'Europe/London', ['30 21 ? * 2-6'], /"bin check"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a year, not a clock
    ['2027 on weekends 9am', 'Europe/London', /./],
    // a number after "in": a count or a place, not a clock
    ['in 1000 on weekdays', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('"on the :15" after an interval of hours', () => {
  it.each([
    ['fridge temp check every 4 hrs on the :15', 'Asia/Dhaka', ['15 2/4 * * ?'], /"fridge temp check"/],
    ['log rotate every 2 hours on the :45', 'Europe/London', ['45 0/2 * * ?'], /./],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a minute past the hour given to an interval of minutes
    ['queue drain every 20 minutes on the :15', 'Europe/London', /minute interval/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
