import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('the clock of a place or a ship, said after the times and their days or set off by a dash', () => {
  it.each([
    // "local" after a time, in a phrase that opens with the place, a four-letter one too
    ['Nuuk fish market daily 06:00 local', 'Europe/London', ['0 8 * * ?'], /"local" read as the clock of Nuuk/],
    // a dispatch office said last, after a dash: where it runs
    ['9am weekdays — Halifax dispatch', 'Europe/London', ['0 13 ? * 2-6'], /"Halifax dispatch" as where it runs/],
    // the clock a ship keeps, set off by a dash or a colon; "this cruise" where dates bound the runs
    [
      'deck drill 07:00 ship time — the ship is on Nassau time this cruise, daily dec 5-12',
      'Europe/London',
      ['0 12 * * ?'],
      /the clock the site keeps \(America\/Nassau\)/,
    ],
    ['deck drill daily 07:00 ship time: we keep Nassau time', 'Europe/London', ['0 12 * * ?'], /site keeps/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a person's name too
    ['Lima depot 06:00 weekdays local', 'Europe/London', /./],
    // "local" after the days, not the time (whose?)
    ['Nuuk fish market 06:00 daily local', 'Europe/London', /./],
    // "this cruise" with no dates: the clock may change after it
    ['deck drill 07:00 ship time — the ship is on Nassau time this cruise, daily', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
