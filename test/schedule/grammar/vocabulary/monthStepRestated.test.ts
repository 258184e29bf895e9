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
