import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * "DC" right before a place in a name is a data centre there, not Washington's clock (leadingNames.ts): the place is
 * the name's, and must agree with the clock the runs are on. NOW: 2026-01-12 (Kolkata +5:30, Berlin +1).
 */
describe('"DC Mumbai: ..." names a data centre', () => {
  it.each([
    [
      'DC Chennai: UPS load check every 2 hours',
      'Asia/Kolkata',
      ['30 0/2 * * ?'],
      /Read "DC Chennai" as the job's name/,
    ],
    ['DC Frankfurt: generator test 03:00 sundays', 'Europe/Berlin', ['0 2 ? * 1'], /"Frankfurt"\) agree/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the place's clock is not the person's: whose clock?
    ['DC Chennai: UPS load check every 2 hours', 'Europe/London', /two time zones/],
    ['DC Frankfurt: generator test 03:00 sundays', 'Europe/Dublin', /two time zones/],
    // "DC" alone: Washington's clock, or a name
    ['DC: generator test 03:00 sundays', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
