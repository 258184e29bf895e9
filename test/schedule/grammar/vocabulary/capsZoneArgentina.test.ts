import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * "ART" (Argentina Time) in capitals right after a clock, before the end, a mark or a word of the schedule
 * (parsers/capsZone.ts); said in Argentina, the person's own clock. NOW: Monday 2026-01-12 12:00 UTC.
 */
describe('"ART" in capitals after a clock', () => {
  it.each([
    ['harbour log sun 07:30 ART', 'Europe/London', ['30 10 ? * 1'], /ART read as Argentina Time/],
    ['ferry manifest tue 21:00 ART until 30 april 2026', 'UTC', ['0 0 ? * 4'], /ferry manifest/],
    [
      'glacier trip briefing thu 19:30 ART',
      'America/Argentina/Ushuaia',
      ['30 22 ? * 5'],
      /Argentina time, your own clock/,
    ],
    ['dock count 6pm ART, daily', 'America/New_York', ['0 21 * * ?'], /dock count/],
    // said from the Americas or Europe, Argentina's clock still
    ['8am ART daily', 'America/Sao_Paulo', ['0 11 * * ?'], /ART read as Argentina Time/],
    ['8am ART daily', 'Europe/Madrid', ['0 11 * * ?'], /ART read as Argentina Time/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a word of a name after the clock: "ART" may be the name's (a clinic's antiretroviral therapy, a class)
    ['daily 8am ART refill reminder', 'Europe/London', /./],
    ['fri 4pm ART class', 'Europe/London', /./],
    // a bare hour on a day stays refused
    ['harbour log sundays at 7 ART', 'Europe/London', /./],
    // said where a clinic's ART (antiretroviral therapy) is likelier than Argentina's clock
    ['8am ART daily', 'Africa/Johannesburg', /clinic's ART/],
    ['daily 9am ART: take pills', 'Africa/Nairobi', /clinic's ART/],
    ['9am ART - remind patients', 'Asia/Kolkata', /clinic's ART/],
    ['fri 18:00 ART until march 15 2027', 'Australia/Sydney', /clinic's ART/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
