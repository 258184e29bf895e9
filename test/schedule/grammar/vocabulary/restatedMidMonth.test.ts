import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * The middle of the month said in words, then as its day after "i.e." (restatedMidMonth.ts).
 * NOW: 2026-01-12 (Anchorage on AKST -9, London on GMT).
 */
describe('"halfway through each month, i.e. the 15th"', () => {
  it.each([
    [
      'meter readings halfway through the month, i.e. the 14th, at 0700 Anchorage',
      'America/Anchorage',
      ['0 16 14 * ?'],
      /"halfway through the month" as the 14th/,
    ],
    ['mid-month (ie the 16th) 9:30am invoice run', 'Europe/London', ['30 9 16 * ?'], /the day said after "ie"/],
    [
      'middle of every month, that is the 15th, at 18:00',
      'Europe/London',
      ['0 18 15 * ?'],
      /"middle of every month" as the 15th/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // another period, or words that repeat the runs otherwise
    ['every other month, i.e. the 15th, 9am', 'Europe/London', /./],
    ['halfway through the week, i.e. the 15th, 9am', 'Europe/London', /./],
    // a day no middle of a month is
    ['halfway through each month, i.e. the 2nd, at 9am', 'Europe/London', /./],
    // no time said
    ['halfway through each month, i.e. the 15th', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
