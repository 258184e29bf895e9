import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * A range of months right after "of the month" of a numbered weekday (parsers/nthWeekday.ts): every year in those
 * months. NOW: 2026-01-12 (Vienna on CET, UTC+1).
 */
describe('a range of months after "first monday of the month"', () => {
  it.each([
    [
      'compost pickup: first monday of the month mar-oct at 7am',
      'Europe/Vienna',
      ['0 6 ? 3-10 2#1'],
      /"mar-oct" read as every year from March to October/,
    ],
    [
      'first friday of every month may to sept 9:30am',
      'Europe/Vienna',
      ['30 7 ? 5-9 6#1'],
      /every year from May to September/,
    ],
    // a range across the new year
    [
      'last saturday of the month nov-feb at 10am',
      'Europe/Vienna',
      ['0 9 ? 1,2,11,12 7L'],
      /from November to February/,
    ],
    [
      'last saturday of the month nov till feb at 10am',
      'Europe/Vienna',
      ['0 9 ? 1,2,11,12 7L'],
      /from November to February/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a date after the range: the range ends on a day, not with a month
    ['first monday of the month mar - oct 5 at 7am', 'Europe/Vienna', /single date/],
    // a year after it: one stretch, not every year
    ['first monday of the month mar-oct 2027 at 7am', 'Europe/Vienna', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

/** A range of months said with "till" (parsers/months.ts, monthsIn): every month between, across the new year. */
describe('a range of months said with "till"', () => {
  it.each([
    ['daily at 7am, nov till feb', 'Europe/Vienna', ['0 6 * 1,2,11,12 ?'], /from November to February/],
    ['mondays 9am, oct till dec', 'Europe/Vienna', ['0 7 ? 10-12 2'], /from October to December/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});
