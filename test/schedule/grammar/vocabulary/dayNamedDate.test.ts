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

describe('a day counted from the date said, before it: never the date itself', () => {
  it.each([
    ['remind me the previous day fri 4 dec 2026 6am'],
    ['remind me the prior day fri 4 dec 2026 6am'],
    ['remind me the preceding day fri 4 dec 2026 6am'],
    ['remind me the following day fri 4 dec 2026 6am'],
    ['ticket email: big day eve fri 4 dec 2026 6am'],
  ])('"%s" is refused', (phrase) => {
    refuses(phrase, 'America/Los_Angeles', /./);
  });

  it('a name of an event before "day" still reads', () =>
    reads(
      'season pass email: opening day fri 4 dec 2026 6am',
      'America/Los_Angeles',
      ['0 14 4 12 ?'],
      /"opening day"/,
    ));
});
