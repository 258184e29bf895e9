import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (London on GMT, New York on EST)
describe("an event's date with its year, then the runs' clocks: on that date, once", () => {
  it.each([
    [
      'opening night 20 feb 2026 — usher briefing 5:30pm',
      'America/New_York',
      ['30 22 20 2 ?'],
      /"opening night 20 feb 2026" as the event/,
    ],
    ['diwali 8 nov 2026: lamp setup 16:00', 'Europe/London', ['0 16 8 11 ?'], /as the event the runs are about/],
    ['graduation 3 july 2026 - photographer call 8:15', 'Europe/London', ['15 7 3 7 ?'], /"8:15" read as 8:15 AM/],
  ])('"%s"', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // a bare hour of the small hours on one day: 4 AM or 4 PM, which no word says
    ['opening night 20 feb 2026 — usher briefing at 4', 'Europe/London', /./],
    // the date without its year: once, or every year's?
    ['opening night 20 feb — usher briefing 5:30pm', 'Europe/London', /./],
    // days of their own in the runs' part
    ['opening night 20 feb 2026 — usher briefing every friday 5:30pm', 'Europe/London', /./],
    ['opening night 20 feb 2026 — usher briefing daily 5:30pm', 'Europe/London', /./],
    // a reminder: on that day, or before it?
    ['diwali 8 nov 2026: lamp setup reminder 16:00', 'Europe/London', /./],
  ])('"%s" is refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
