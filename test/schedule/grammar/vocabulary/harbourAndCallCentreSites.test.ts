import { describe, expect, it } from 'vitest';
import { reads, refusedRules } from './read.js';

/**
 * A place opening a job's name before a word of a landing place (harbour, wharf, jetty, airstrip, airfield) or a
 * call centre: where the job runs, so its clock (namePlace.ts). NOW: 2026-01-12.
 */
describe('harbours, airstrips and call centres as sites of a place', () => {
  it.each([
    ['Nuuk harbour ferry 06:00 daily', 'Europe/London', ['0 8 * * ?'], /clock of Nuuk \(America\/Nuuk\)/],
    ['Hobart wharf fuel order tue 6am', 'Australia/Perth', ['0 19 ? * 2'], /clock of Hobart/],
    ['Lord Howe island airstrip check 7:00 daily', 'Australia/Sydney', ['0 20 * * ?'], /Australia\/Lord_Howe/],
    ['Reykjavik airfield weather brief 05:30 weekdays', 'Europe/Paris', ['30 5 ? * 2-6'], /clock of Reykjavik/],
    ['Casablanca call centre shift start 9am weekdays', 'Europe/Paris', ['0 8 ? * 2-6'], /clock of Casablanca/],
    ['Manila call center night shift 10pm mon-fri', 'Europe/London', ['0 14 ? * 2-6'], /clock of Manila/],
  ])('%s [%s]', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // a call with the place: whose clock?
    ['Tokyo office call 9am weekdays', 'Europe/London'],
    ['Manila call 10pm mon-fri', 'Europe/London'],
    // the harbour said later in the name
    ['ferry to Nuuk harbour 06:00 daily', 'Europe/London'],
  ])('refuses %s [%s]', (phrase, zone) => {
    expect(refusedRules(phrase, zone).message).toMatch(/./);
  });
});
