import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a routine on a day said singular, then a dash and a reminder a lead before it: every week', () => {
  it.each([
    [
      'band rehearsal tues 8pm — remind everyone 1 hr before',
      ['0 19 ? * 3'],
      /"tues" as every week: an event with its days and clock, then a reminder before it/,
    ],
    ['yoga class wed 18:30 - ping the group 30 min before', ['0 18 ? * 4'], /"wed" as every week/],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });

  it.each([
    // no routine: the coming one, or every week?
    ['product demo tues 8pm — remind everyone 1 hr before', /coming one only/],
  ])('"%s" is not read as every week', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });

  it('"this tues" makes it the coming one only', () => {
    reads(
      'band rehearsal this tues 8pm — remind everyone 1 hr before',
      'Europe/London',
      ['0 19 13 1 ?'],
      /"this tues" read as one run/,
    );
  });
});
