import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const WAW = 'Europe/Warsaw';

describe('Polish lists of days of the month and a span of days in one month', () => {
  it.each([
    [
      'czynsz 5 i 20 dnia miesiąca o 10:00',
      WAW,
      ['0 9 5,20 * ?'],
      /"5 i 20 dnia miesiąca" read as "the 5th and 20th of the month"/,
    ],
    [
      'faktury 1, 10 i 20 każdego miesiąca o 7:30',
      WAW,
      ['30 6 1,10,20 * ?'],
      /read as "the 1st, 10th and 20th of every month"/,
    ],
    [
      'codziennie o 9:15 od 2 do 27 marca',
      WAW,
      ['15 8 * * ?'],
      /"od 2 do 27 marca" read as "from march 2 to march 27"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a number that is no day of a month
    ['5 i 40 dnia miesiąca o 10:00', WAW, /./],
    // the span's end before its start
    ['codziennie o 9:15 od 27 do 2 marca', WAW, /./],
    // every other month is no list of days
    ['5 i 20 dnia co drugiego miesiąca o 10:00', WAW, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
