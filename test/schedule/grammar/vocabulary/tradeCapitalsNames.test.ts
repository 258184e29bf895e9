import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * A trade's short form typed in capitals ending in "T", like a zone's letters, that is no zone's (labels.ts,
 * TRADE_CAPITALS): "DIT", a film crew's digital imaging technician. NOW: 2026-01-12 (Los Angeles on PST).
 */
describe('"DIT: ..." names a crew member, not a zone', () => {
  it.each([
    [
      'DIT: LTO archive verify 7:30am daily',
      'America/Los_Angeles',
      ['30 15 * * ?'],
      /Read "dit: lto archive verify" as the job's name/,
    ],
    ['DIT: drive offload every 2 hrs 8a-6p', 'America/Los_Angeles', ['0 0,2,16,18,20,22 * * ?'], /job's name/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // in lower case it may be a slip; after the clock it stands where a zone does
    ['dit: LTO archive verify 7:30am daily', 'America/Los_Angeles', /could not read/],
    ['LTO archive verify 7:30am DIT daily', 'America/Los_Angeles', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
