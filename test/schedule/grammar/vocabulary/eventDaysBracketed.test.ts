import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// January: London on GMT, Phoenix on MST (UTC-7), Chicago on CST (UTC-6)
describe('the days of an event in brackets without "is" or "are": "(flights tuesdays & fridays)"', () => {
  it.each([
    [
      'manifest cutoff 15:00 the day before flights (flights tuesdays & fridays)',
      'Europe/London',
      ['0 15 ? * 2,5'],
      /days of the flight.*every monday and thursday/,
    ],
    [
      'text clients at 7pm the night before (service days tuesdays and fridays)',
      'America/Phoenix',
      ['0 2 ? * 3,6'],
      /days of the service.*every monday and thursday/,
    ],
    [
      'crew call 6am the morning after each gig (gigs fridays and saturdays)',
      'America/Chicago',
      ['0 12 ? * 1,7'],
      /every saturday and sunday/,
    ],
  ])('"%s"', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // no event's days: a word of what is left out, a name not pointed to
    ['at 8pm the night before each show (except fri)', 'Europe/London', /could not read/],
    ['post the list at 6pm the night before (bins thursdays)', 'Europe/London', /could not read/],
    // a day said once, singular: the coming one, or every week?
    ['packing list 6pm the night before trips (trips tue & fri)', 'Europe/London', /coming one/],
  ])('refuses "%s"', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
