import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const ROM = 'Europe/Rome';

describe('Italian days of the month listed in words, "ogni" before an nth day, "e" between "il" days and "alle" hours', () => {
  it.each([
    // days of the month listed, in figures or words, before "di ogni mese" / "del mese"
    [
      'backup il primo e il sedici di ogni mese alle 3:15',
      ROM,
      ['15 2 1,16 * ?'],
      /"il primo e il sedici" read as "the 1st and the 16th"/,
    ],
    ['fatture il dieci e il venticinque del mese alle 9:00', ROM, ['0 8 10,25 * ?'], /read as "the 10th and the 25th"/],
    ['affitto il quindici di ogni mese alle 8:30', ROM, ['30 7 15 * ?'], /"il quindici" read as "the 15th"/],
    // "ogni" before the nth day of the month
    [
      'riunione ogni terzo giovedì del mese alle 10:30',
      ROM,
      ['30 9 ? * 5#3'],
      /read as "the third thursday of the month"/,
    ],
    // "e" between days said with their article, and between hours said with "alle"
    ['palestra il lunedì e il giovedì alle 18:30', ROM, ['30 17 ? * 2,5'], /"e" read as "and"/],
    [
      'innaffiare le piante alle 7 e alle 19, tutti i giorni tranne il sabato',
      ROM,
      ['0 6,18 ? * 1-6'],
      /"tranne il sabato" read as "except saturdays"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "alle 9 e 15": 9:15, or 9:00 and 15:00?
    ['alle 9 e 15 ogni giorno', ROM, /could not read/],
    // two bare hours, both could be the morning's or the evening's, on days of the week
    ['alle 6 e alle 8 ogni lunedì', ROM, /6 AM or 6 PM/],
    // a number word with no "del mese" after it: the 15th of which month? never a name
    ['il quindici alle 9:00', ROM, /could not read/],
    ['il primo e il quindici alle 9:00', ROM, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
