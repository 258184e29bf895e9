import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a day held by name ("cyber monday") in a job\'s name, one date with its year that falls on it', () => {
  it.each([
    ['cyber monday banner nov 30 2026 6am', 'Europe/London', ['0 6 30 11 ?']],
    ['giving tuesday appeal dec 1 2026 8am', 'America/New_York', ['0 13 1 12 ?']],
  ])('"%s" runs once on the date', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /one run/);
  });

  it("reads a follow-up said after the job's own time on that date as a second run", () => {
    reads(
      'cyber monday email blast 30 nov 2026 6am, follow-up at 6pm same day',
      'UTC',
      ['0 6,18 30 11 ?'],
      /another run on the date said, at 6pm/,
    );
  });

  it.each([
    // the date is not that day
    ['cyber monday banner dec 1 2026 6am', 'Europe/London', /./],
    // no year: once or every year's
    ['cyber monday banner nov 30 6am', 'Europe/London', /./],
  ])('"%s" stays refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
