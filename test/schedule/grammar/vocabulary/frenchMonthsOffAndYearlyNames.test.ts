import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PAR = 'Europe/Paris';

describe('French "sauf en" before months, "du dimanche" before a clock, "annuel" in a name', () => {
  it.each([
    ['tous les lundis à 9h sauf en juillet et août', PAR, ['0 8 ? 1-6,9-12 2'], /read as "except in july and august"/],
    [
      'brunch du dimanche 11h00 sauf en juillet et en août',
      PAR,
      ['0 10 ? 1-6,9-12 1'],
      /"du dimanche" read as "on sundays"/,
    ],
    ['ménage du samedi 7h30, sauf en janvier', PAR, ['30 6 ? 2-12 7'], /"sauf en janvier" read as "except in january"/],
    // "annuel", "annuelle" in the name: every year on the date said
    ['inventaire annuel le 2 janvier à 8h', PAR, ['0 7 2 1 ?'], /"annuel" read as every year/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a date said without a word of the year: once, or every year?
    ['le 2 janvier à 8h', PAR, /could not read/],
    // "sauf" before what is no month stays unread
    ['tous les jours à 9h sauf en août et les jours fériés', PAR, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
