import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a day named by its event right before its whole date', () => {
  it.each([
    [
      'ticket email: opening day fri 6 feb 2026 7am',
      ['0 7 6 2 ?'],
      /"opening day" as the name of the date said after it/,
    ],
    ['kit email: race day sun 8 mar 2026 5:30am', ['30 5 8 3 ?'], /"race day" as the name of the date said after it/],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'UTC', fields, note);
  });

  it.each([
    // a kind of day that repeats, or a day counted from another
    ['ticket email: every day fri 6 feb 2026 7am', /./],
    ['ticket email: the day fri 6 feb 2026 7am', /./],
    // the date without its year or its day of the week: once, or every year?
    ['ticket email: opening day 6 feb 7am', /./],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });
});
