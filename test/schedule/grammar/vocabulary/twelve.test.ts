import { describe, expect, it } from 'vitest';
import { fields, hm, read, refused } from './read.js';

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

describe('a clock said right before "midnight" or "noon"', () => {
  it.each([
    ['every day at 12:15 midnight', hm(0, 15)],
    ['every day at quarter past twelve midnight', hm(0, 15)],
    ['every day at twelve fifteen midnight', hm(0, 15)],
    ['every day at 12:30 noon', hm(12, 30)],
    ['every day at half past twelve noon', hm(12, 30)],
    ['every day at 12:45 at midnight', hm(0, 45)],
  ])('twelve with minutes is one time: "%s"', (phrase, t) => {
    expect(read(phrase).times).toEqual([t]);
  });

  it.each([
    'every day at 11:30 midnight',
    'every day at 9 noon',
    'every day at 1:15 midnight',
    'every weekday at 23:00 midnight',
  ])('another clock is refused, not read as two times: "%s"', (phrase) => {
    expect(refused(phrase).message).toMatch(/gives a clock and "(midnight|noon)" together/);
  });

  it('near misses: a list with its halves of the day, or joined, stays a list; a date before noon is a date', () => {
    expect(read('every day at 9am noon').times).toEqual([hm(9), hm(12)]);
    expect(read('every day at 11:30 and midnight').times).toEqual([hm(0), hm(11, 30)]);
    expect(read('every day at 12:15 and midnight').times).toEqual([hm(0), hm(12, 15)]);
    expect(read('every jan 15 noon').times).toEqual([hm(12)]);
  });

  it('compiles "quarter past twelve midnight" to one UTC time in New York', () => {
    expect(fields('every day at quarter past twelve midnight', 'America/New_York')).toEqual(['15 5 * * ?']);
  });
});
