import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('Polish "ostatni dzień roboczy" without "miesiąca", and "zamknięcie miesiąca" as a name', () => {
  it.each([
    [
      'ostatni dzień roboczy o 17:30',
      'Europe/Warsaw',
      ['30 16 LW * ?'],
      /"ostatni dzień roboczy" read as "the last business day of the month"/,
    ],
    ['rozliczenie: ostatni dzień roboczy o 15', 'Europe/Warsaw', ['0 14 LW * ?'], /last business day/],
    // "zamknięcie miesiąca" (the month's close): a name whose month agrees with a run at the month's end
    ['zamknięcie miesiąca: ostatni dzień roboczy o 18', 'Europe/Warsaw', ['0 17 LW * ?'], /"miesiąca"\) agree/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the month's close beside runs that are not at a month's end
    ['zamknięcie miesiąca: w każdy piątek o 16:00', 'Europe/Warsaw', /./],
    ['zamknięcie miesiąca: codziennie o 16:00', 'Europe/Warsaw', /./],
    // a word that bounds the runs stays refused
    ['ostatni dzień roboczy o 17:30 oprócz grudnia', 'Europe/Warsaw', /./],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
