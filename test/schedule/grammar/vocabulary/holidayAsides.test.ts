import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * A holiday's name beside a rule that gives its day in words ("every 4th thursday of november at 9am
 * (thanksgiving)"): set aside with a note. Beside another day it is not set aside (which day is meant?).
 */
describe('a holiday named beside its own day', () => {
  it.each([
    [
      'every 4th thursday of november at 9am (thanksgiving)',
      'America/New_York',
      ['0 14 ? 11 5#4'],
      /\(thanksgiving\)".*Thanksgiving/,
    ],
    ['fourth thurs in nov 7:30am (US thanksgiving)', 'America/Los_Angeles', ['30 15 ? 11 5#4'], /Thanksgiving/],
    ['first monday of september at 10:00 - labour day', 'America/Chicago', ['0 15 ? 9 2#1'], /Labor Day/],
    ['every year on dec 25 at 8am (xmas)', 'Europe/London', ['0 8 25 12 ?'], /Christmas Day/],
    ['last monday of may 8am (memorial day)', 'America/Chicago', ['0 13 ? 5 2L'], /Memorial Day/],
  ])('%s', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // the holiday is not on the day said
    ['every 1st thursday of november at 9am (thanksgiving)', 'America/New_York', /thanksgiving/],
    ['every year on dec 24 at 8am (christmas day)', 'Europe/London', /christmas/],
    // Canada's Thanksgiving is not the day this knows
    ['2nd monday of october at 9am (thanksgiving)', 'America/Toronto', /thanksgiving/],
  ])('%s is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
