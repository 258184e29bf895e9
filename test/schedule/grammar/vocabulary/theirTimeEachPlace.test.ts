import { describe, expect, it } from 'vitest';
import { reads, refusedRules } from './read.js';

/**
 * "their time" in a clause opening with a place and its time, among several places (theirTimeEachPlace.ts).
 * NOW: 2026-01-12 (Adelaide UTC+10:30, Darwin +9:30, Lagos +1, Nairobi +3, Perth +8, Auckland +13).
 */
describe('"their time" after the place and time of its clause, one rule per place', () => {
  it.each([
    [
      'Adelaide 10:00 every day, and Darwin 10:00 their time too',
      'Australia/Sydney',
      ['30 23 * * ?', '30 0 * * ?'],
      /"their time" read as the clock of the place said right before/,
    ],
    ['Lagos 9am weekdays and Nairobi 9am their time', 'Europe/London', ['0 8 ? * 2-6', '0 6 ? * 2-6'], /"their time"/],
    [
      'Perth 8:00 daily; Auckland 8:00 their local time',
      'Europe/London',
      ['0 0 * * ?', '0 19 * * ?'],
      /"their local time"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // no place right before the time: whose?
    ['Adelaide 10am daily, and 3pm their time', 'Australia/Sydney'],
    // a place later than its time
    ['10am daily in Adelaide, and 3pm in Perth their time', 'Australia/Sydney'],
  ])('refuses %s [%s]', (phrase, zone) => {
    expect(refusedRules(phrase, zone).message).toMatch(/./);
  });
});
