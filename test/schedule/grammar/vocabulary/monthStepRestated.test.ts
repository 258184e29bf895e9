import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a step of months said beside exactly the months it falls in', () => {
  it.each([
    [
      'boiler service every 6 months, first tuesday of feb and aug 10am',
      ['0 10 ? 2,8 3#1'],
      /"every 6 months" as the months named said again: feb, aug/,
    ],
    [
      'fire drill every 3 months on the 10th of mar, jun, sep and dec at 11:00',
      ['0 11 10 3/3 ?'],
      /"every 3 months" as the months named said again/,
    ],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'UTC', fields, note);
  });

  it.each([
    // months that are not the step apart
    ['boiler service every 6 months, first tuesday of feb and sep 10am', /months twice/],
    // fewer months than the step gives
    ['fire drill every 3 months on the 10th of mar and jun at 11:00', /./],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });
});

describe('a step of months beside months that are not a plain list of those it runs in: refused', () => {
  it.each([
    // months left out, not run in
    ['every 6 months on the 1st 9am but not in jan or jul'],
    ['every 6 months on the 1st 9am except jan and jul'],
    ['every 3 months on the 1st 9am other than jan, apr, jul, oct'],
    // a span of months, not the months run in
    ['every 6 months on the 1st at 9am, jan through jul'],
    ['every 6 months on the 1st at 9am, from jan to jul'],
    // dates with their years: those dates only, or every 6 months?
    ['every 6 months, jan 1 2027 and jul 1 2027 at 9am'],
  ])('"%s"', (phrase) => {
    refuses(phrase, 'America/Los_Angeles', /./);
  });

  it('the months said as a plain list are run in, exactly', () =>
    reads(
      'every 6 months on the 1st of jan and jul at 9am',
      'America/Los_Angeles',
      ['0 16 1 1,7 ?'],
      /"every 6 months" as the months named said again: jan, jul/,
    ));
});
