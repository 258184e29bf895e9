import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a duration before something whose time is said in brackets, every day', () => {
  it.each([
    [
      'doors open 45 min before the first show (19:30 every day)',
      'Europe/London',
      ['45 18 * * ?'],
      /"45 min before the first show" as 18:45/,
    ],
    [
      'gates open 1 hour before the first tour (10:15 daily)',
      'Europe/London',
      ['15 9 * * ?'],
      /before the first tour" as 09:15/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a word that narrows the days is not dropped
    ['gates open 1 hour before the first tour (10:15 daily except mondays)', 'Europe/London', /could not read/],
    // a clock in the small hours without its half of the day
    ['gates open 1 hour before the first tour (2:30 daily)', 'Europe/London', /without am or pm/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
