import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * A place kept out of the zone words as a person's name too ("Regina"), said right before "(no DST there)"
 * (zoneAsides.ts): the words on its clock say it is a place. Regina keeps CST (UTC-6) all year.
 */
describe('a place that is a name too, said with the words on its clock', () => {
  it.each([
    ['ops sync mon-fri 8:30am Regina (no DST there)', 'America/Toronto', ['30 14 ? * 2-6'], /America\/Regina keeps/],
    ['grain report daily 17:00 regina, no daylight saving', 'Europe/London', ['0 23 * * ?'], /America\/Regina keeps/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no words on its clock: a person, maybe
    ['ops sync mon-fri 8:30am Regina', 'America/Toronto', /could not read/],
    // the words not right after it
    ['call Regina mon-fri 8:30am (no DST there)', 'America/Toronto', /names no zone/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
