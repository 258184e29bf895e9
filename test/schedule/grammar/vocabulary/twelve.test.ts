import { describe, expect, it } from 'vitest';
import { fields, hm, read } from './read.js';

describe('"12 midnight", "12 noon", "12am", "12 pm": one time each', () => {
  it.each([
    ['every day at 12 midnight', hm(0)],
    ['every day at 12 Midnight', hm(0)],
    ['every day at 12:00 midnight', hm(0)],
    ['every day at 12 noon', hm(12)],
    ['every day at 12 midday', hm(12)],
    // said with a word between: "12 of midnight", "12 o'clock at night" is not one of these
    ['every day at 12 of midnight', hm(0)],
    ['every day at 12 in the midnight', hm(0)],
    ["every day at 12 o'clock at noon", hm(12)],
    ['every day at 12am', hm(0)],
    ['every day at 12 am', hm(0)],
    ['every day at 12 pm', hm(12)],
    ['every day at 12pm', hm(12)],
  ])('"%s"', (phrase, t) => {
    expect(read(phrase).times).toEqual([t]);
  });

  it('near misses: midnight and noon said as two times stay two', () => {
    expect(read('every day at noon and midnight').times).toEqual([hm(0), hm(12)]);
    expect(read('every day at 12 and midnight').times).toEqual([hm(0), hm(12)]);
  });

  it('compiles "12 midnight" to one UTC time in New York', () => {
    expect(fields('every day at 12 midnight', 'America/New_York')).toEqual(['0 5 * * ?']);
  });
});
