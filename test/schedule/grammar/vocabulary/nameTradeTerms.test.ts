import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * Terms of a trade inside a name said first (nameTradeTerms.ts): "DST" and "per diem" where the rest runs once on
 * a date said with its year, "go/no-go" anywhere. NOW: 2026-01-12.
 */
describe('a trade term in a name said first', () => {
  it.each([
    [
      'DST reminder post sat 7 feb 2026 10am',
      'America/New_York',
      ['0 15 7 2 ?'],
      /"DST reminder post" as the job's name/,
    ],
    ['dst rollover check sun 8 mar 2026 1:30am', 'America/Chicago', ['30 7 8 3 ?'], /"dst rollover check"/],
    ['per diem table update 3 feb 2026 07:15 UTC', 'Africa/Nairobi', ['15 7 3 2 ?'], /"per diem table update"/],
    ['launch go/no-go poll fri 20 feb 2026 14:00', 'Europe/London', ['0 14 20 2 ?'], /"launch go\/no-go poll"/],
    ['range go-no-go call every friday 16:00', 'UTC', ['0 16 ? * 6'], /"range go-no-go call"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a repeating rest: "DST" or "per diem" might say which clock, or how often
    ['DST check every sunday 9am', 'America/New_York', /could not read/],
    ['per diem rates refresh every day 06:00', 'UTC', /could not read/],
    // a date without its year
    ['DST explainer goes live sat 7 feb 10am', 'America/New_York', /could not read|coming one|once/],
    // right before the clock, "DST" is the clock's, no name's
    ['DST 9am 7 feb 2026', 'America/New_York', /could not read/],
    // "per diem" alone is no name
    ['per diem 3 feb 2026 07:15 UTC', 'UTC', /could not read/],
    // a word of time beside the term stays refused
    ['DST tomorrow check 7 feb 2026 9am', 'America/New_York', /could not read|tomorrow|single date/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
