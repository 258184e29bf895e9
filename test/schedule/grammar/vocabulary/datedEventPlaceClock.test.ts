import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * A place in a dated event's words whose clock the runs say by its name (datedEvents.ts): "Bali wedding 18 Sep
 * 2027 — call the villa at 9am Bali time" runs on Bali's clock, the one named. NOW: 2026-01-12.
 */
describe("a dated event's place, the runs on its clock by name", () => {
  it.each([
    [
      'Bali retreat 18 Feb 2026 — call the villa at 9am Bali time',
      'Australia/Sydney',
      ['0 1 18 2 ?'],
      /as the event the runs are about/,
    ],
    [
      'Lisbon summit 5 mar 2026 — call the hotel at 10am Lisbon time',
      'America/New_York',
      ['0 10 5 3 ?'],
      /as the event/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the runs say no clock: the place's, or the person's?
    ['Bali retreat 18 Feb 2026 — call the villa at 9am', 'Australia/Sydney', /could not read/],
    // the runs on another clock than the place named
    ['Bali retreat 18 Feb 2026 — call the villa at 9am Sydney time', 'Australia/Sydney', /two time zones/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
