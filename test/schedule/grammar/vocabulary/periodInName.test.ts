import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * "period" in a name ("exam period:", "trial period check"), as the parts of the year are (leadingNames.ts
 * PERIOD_WORD): read only where the rest gives its first and last dates, or its months. NOW: Monday 2026-01-12.
 */
describe('a period named, its dates said by the rest', () => {
  it.each([
    [
      'exam period: proctor check-in 8:30am daily from may 10 to may 21',
      'Europe/Dublin',
      ['30 7 * * ?'],
      /"exam period"/,
    ],
    ['trial period check 9am daily from feb 2 to feb 13', 'Europe/London', ['0 9 * * ?'], /"trial period check"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // which dates is the period's? not said
    ['exam period: proctor check-in 8:30am daily', 'Europe/Dublin', /could not read/],
    ['trial period check 9am daily until feb 13', 'Europe/London', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
