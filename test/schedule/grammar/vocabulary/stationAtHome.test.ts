import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a station named as people are, typed by someone on its own clock', () => {
  it.each([
    [
      'davis: met obs 0300 and 1500 local',
      'Antarctica/Davis',
      ['0 8,20 * * ?'],
      /"local" read as the clock of Davis station/,
    ],
    ['palmer: radio check 08:00 local daily', 'Antarctica/Palmer', ['0 11 * * ?'], /clock of Palmer station/],
    [
      'winter dinner reminder july 2 2026 6pm casey time',
      'Antarctica/Casey',
      ['0 10 2 7 ?'],
      /"casey time" read as the clock of Casey station/,
    ],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // on another clock, the name may be a person's
    ['davis: met obs 0300 and 1500 local', 'Australia/Hobart'],
    ['dinner call 7pm casey time every saturday', 'Europe/London'],
  ])('"%s" in %s is refused', (phrase, zone) => {
    refuses(phrase, zone, /or of a person named/);
  });
});
