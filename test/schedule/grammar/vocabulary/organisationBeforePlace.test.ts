import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * An organisation's short form in capitals before the place said last in a name set off by a colon (namePlace.ts,
 * `ORGANISATION`): the place is where the job runs, as "Kinshasa:" alone says. NOW: 2026-01-12 (Kinshasa UTC+1,
 * Nairobi UTC+3).
 */
describe('an organisation before the place of a name set off', () => {
  it.each([
    ['NGO Kinshasa: fuel log sat 07:30', 'Africa/Nairobi', ['30 6 ? * 7'], /clock of Kinshasa/],
    ['WFP Kinshasa: convoy briefing mon 06:45', 'Africa/Nairobi', ['45 5 ? * 2'], /clock of Kinshasa/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a short form of time before the place: the end of the day?
    ['EOD Kinshasa: fuel log sat 07:30', 'Africa/Nairobi', /could not read/],
    // another zone said in the rest: whose clock?
    ['NGO Kinshasa: fuel log sat 07:30 EAT', 'Africa/Nairobi', /two time zones/],
    // a word after the place: the place is not said last
    ['NGO Kinshasa team: fuel log sat 07:30', 'Africa/Nairobi', /could not read/],
    // an airport's code or a place's short form before the place: a second place (a route), not an organisation
    ['JFK Dublin: gate check 9am daily', 'America/New_York', /could not read/],
    ['HK Tokyo: sync 9am daily', 'Asia/Hong_Kong', /could not read/],
    ['KL Amsterdam: crew call 7am daily', 'Europe/London', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
