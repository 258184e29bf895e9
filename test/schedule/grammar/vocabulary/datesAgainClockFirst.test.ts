import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * A date and its clock said clock first, "and again" on a second date at the same clock (datesAgain.ts): those two
 * dates only. NOW: 2026-01-12.
 */
describe('a clock on a date, and again on a second date, clock first', () => {
  it.each([
    [
      'price change notice at 00:00 on 1 feb 2026 and again 00:00 1 mar 2026',
      'Europe/London',
      ['0 0 1 2,3 ?'],
      /a second date at the same time/,
    ],
    ['fare reminder 9am on 2 feb 2026, then again 9am on 2 mar 2026', 'UTC', ['0 9 2 2,3 ?'], /a second date/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // two clocks: two rules, not one at the same time
    ['price change notice at 00:00 on 1 feb 2026 and again 01:00 1 mar 2026', 'Europe/London', /single date|could not/],
    // a word before the first date that makes it where runs begin
    [
      'price notice daily at 00:00 from 1 feb 2026 and again 00:00 1 mar 2026',
      'Europe/London',
      /more than once|could not|single/,
    ],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
