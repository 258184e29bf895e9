import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * A day named in one word by what happens on it, its days in brackets right after ("every payday (15th and 30th)",
 * "each matchday (sat)"): read as the days in brackets (eventDaysBracketed.ts). NOW: Monday 2026-01-12 (Manila +8).
 */
describe('a day named in one word, its days in brackets', () => {
  it.each([
    [
      'voucher drop every payday (15th and 30th) 12:00',
      'Asia/Manila',
      ['0 4 15,30 * ?'],
      /"every payday" as the days in brackets/,
    ],
    ['salary sms each payday (the 10th and 25th) 8am', 'Asia/Manila', ['0 0 10,25 * ?'], /as the days in brackets/],
    [
      'kit check every matchday (sat) 10:00',
      'Europe/London',
      ['0 10 ? * 7'],
      /"every matchday" as the days in brackets/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no days in the brackets: which are they?
    ['voucher drop every payday (payroll team) 12:00', 'Asia/Manila', /./],
    // a bare hour on days of the week
    ['kit check every matchday (sat) at 4', 'Europe/London', /./],
    // a day of the week's name is its own day
    ['kit check every monday (15th) 9am', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
