import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * An island said with its word opening a job's name (namePlace.ts, `ISLAND`): the island is where the job runs, its
 * clock the times' clock, as a site's word after a place says ("Nuuk office"). NOW: 2026-01-12 (Lord Howe UTC+11,
 * Chatham UTC+13:45, Norfolk UTC+12, Easter Island UTC-5).
 */
describe('an island opening a name', () => {
  it.each([
    ['Lord Howe Island tide gauge check daily 07:00', 'Australia/Sydney', ['0 20 * * ?'], /clock of Lord Howe Island/],
    ['Chatham Islands generator log 1030 daily', 'Pacific/Auckland', ['45 20 * * ?'], /clock of Chatham Islands/],
    ['Norfolk Island store stocktake mondays 9am', 'Australia/Sydney', ['0 21 ? * 1'], /clock of Norfolk Island/],
    ['Easter Island supply report sundays 9am', 'America/Santiago', ['0 14 ? * 1'], /Pacific\/Easter/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a call or a flight: with the island, or at its time?
    ['Norfolk Island call 9am daily', 'Australia/Sydney', /is it the place whose clock/],
    ['Chatham Islands flight check 0915 daily', 'Pacific/Auckland', /could not read/],
    // another clock said: two zones
    ['Chatham Islands generator log 1030 daily NZ time', 'Pacific/Auckland', /two time zones/],
    // a word of time in the name
    ['Lord Howe Island summer obs daily 6:00', 'Australia/Sydney', /could not read/],
    // the place without its word for an island, a person's name too
    ['Chatham generator log 1030 daily', 'Pacific/Auckland', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
