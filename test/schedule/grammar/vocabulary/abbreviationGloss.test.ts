import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * An abbreviation glossed with the offset it stands for (zone.ts, abbreviationGloss): one clock, the abbreviation's.
 * NOW: 2026-01-12 (winter in the north: NST -3:30, EST -5, CET +1).
 */
describe('a zone abbreviation with the offset it stands for beside it', () => {
  it.each([
    ['NST (GMT-3:30) mon-fri 8am', 'Europe/London', ['30 11 ? * 2-6'], /"GMT-3:30" as the offset "NST" stands for/],
    ['tuesdays 16:00 NST (UTC-3:30)', 'America/Toronto', ['30 19 ? * 3'], /America\/St_Johns/],
    ['EST (UTC-5) daily 8am', 'Europe/London', ['0 13 * * ?'], /"EST" stands for/],
    ['every friday 5pm EST (GMT-05:00)', 'Europe/Paris', ['0 22 ? * 6'], /America\/New_York/],
    ['CET (UTC+1) mondays 10:00', 'America/New_York', ['0 9 ? * 2'], /Europe\/Berlin|Europe\/Paris/],
    // its daylight time's offset beside the daylight abbreviation
    ['NDT (UTC-2:30) weekdays 9am', 'America/Toronto', ['30 12 ? * 2-6'], /"NDT" stands for/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the offset of the other season: two clocks
    ['daily 8am EST (UTC-4)', 'Europe/London', /two time zones/],
    ['NST (GMT-2:30) weekdays 9am', 'America/Toronto', /two time zones/],
    ['mondays 10:00 CEST (UTC+1)', 'America/New_York', /two time zones/],
    // an offset the abbreviation never has
    ['PST (UTC-5) daily 7am', 'Europe/London', /two time zones/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

/** A place of the gazetteer said after a zone on its clock (zone.ts): the same clock either way. */
describe('a place said after a zone it keeps the clock of', () => {
  it.each([
    ['9am Pacific mondays - Nevada team', 'Europe/London', ['0 17 ? * 2'], /"Nevada" keeps the clock already said/],
    ['HST 7am daily - Maui team', 'America/Los_Angeles', ['0 17 * * ?'], /"Maui" keeps the clock/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // another clock than the one said: is it the place whose clock the times are on?
    ['9am Pacific mondays - Montana team', 'Europe/London', /is it the place whose clock/],
    ['HST 7am daily - Montana team', 'America/Los_Angeles', /is it the place whose clock/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
