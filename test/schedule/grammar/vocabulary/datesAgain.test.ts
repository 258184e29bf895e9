import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a date at a clock, "then again" on a second date at the same clock', () => {
  it.each([
    [
      'enrolment list lock 28 feb 2026 17:00, then again 28 may 2026 17:00',
      ['0 17 28 2,5 ?'],
      /"then again .*" as a second date at the same time/,
    ],
    [
      'stock count 30 jan 2026 at 6pm and again 30 apr 2026 at 6pm',
      ['0 18 30 1,4 ?'],
      /as a second date at the same time/,
    ],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'UTC', fields, note);
  });

  it.each([
    // another clock on the second date: two rules, not this one
    ['enrolment list lock 28 feb 2026 17:00, then again 28 may 2026 18:00', /./],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });
});

describe('"and again" on a second date: runs on exactly those two dates, never every day between them', () => {
  it.each([
    // the first date where runs begin: daily or weekly from it, not two dates
    ['daily from 30 nov 17:00 and again 30 apr 17:00'],
    ['every monday starting 30 nov 17:00, and again 30 apr 17:00'],
    ['daily 30 nov 2026 17:00 and again 30 apr 2027 17:00'],
    ['mondays from 30 nov 2026 17:00, then again 30 apr 2027 17:00'],
  ])('"%s" is refused', (phrase) => {
    refuses(phrase, 'America/Los_Angeles', /./);
  });

  it('two dates with their years read as those two dates', () =>
    reads(
      'stock count 30 jan 2026 at 6pm and again 30 apr 2026 at 6pm',
      'America/Los_Angeles',
      ['0 2 1 5 ?', '0 2 31 1 ?'],
      /as a second date at the same time/,
    ));
});
