import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * Bell ringers' terms inside a job's name: "quarter peal", "half peal" (nameTradeTerms.ts) and "half-muffled"
 * (labels.ts) are kinds of ringing, no quarter or half of an hour. NOW: Monday 2026-01-12 (London on GMT).
 */
describe("bell ringers' terms in a name", () => {
  it.each([
    ['quarter peal attempt sat 7 feb 3pm', 'Europe/London', ['0 15 7 2 ?'], /Read "quarter peal attempt"/],
    ['half peal practice thursdays 7:30pm', 'Europe/London', ['30 19 ? * 5'], /Read "half peal practice"/],
    ['quarter peals booking email 1st of every month 9am', 'Europe/London', ['0 9 1 * ?'], /quarter peals booking/],
    ['half-muffled ring sun 8 nov 2026 10:45', 'Europe/London', ['45 10 8 11 ?'], /Read "half-muffled ring"/],
    [
      'remembrance sunday half-muffled ring nov 14 2027 10:30',
      'Europe/London',
      ['30 10 14 11 ?'],
      /remembrance sunday half-muffled ring/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "quarter" before anything but "peal" stays a word of time
    ['quarter past reminder sat 7 feb 3pm', 'Europe/London', /./],
    ['quarter hour chimes check daily 9am', 'Europe/London', /./],
    // a bare hour on a day stays refused
    ['quarter peal attempt saturdays at 3', 'Europe/London', /./],
    // the day said does not fall on the date
    ['half peal attempt sat 8 feb 3pm', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
