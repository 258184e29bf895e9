import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a run's day of the week said alone, beside an event on one date", () => {
  it.each([
    // the day before the event's, both days of the week said: the one in the week before it
    [
      'lease signing due thursday jan 29, remind wednesday 4pm',
      'America/New_York',
      ['0 21 28 1 ?'],
      /"wednesday" as Wednesday, January 28, 2026, once: before the event/,
    ],
    // "that monday": the event's own day, where its date is a monday
    [
      'term starts feb 2, parent email 7:30am that monday',
      'Europe/London',
      ['30 7 2 2 ?'],
      /"that monday" as Monday, February 2, 2026, once: the event's own day/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the event's own day of the week: that day, or the week before?
    ['lease signing due thursday jan 29, remind thursday 4pm', 'America/New_York', /single date/],
    // the event's day of the week not said: the next wednesday may be meant
    ['lease signing due jan 29, remind wednesday 4pm', 'America/New_York', /single date/],
    // "that tuesday" of a monday's date
    ['term starts feb 2, parent email 7:30am that tuesday', 'Europe/London', /single date/],
    // every wednesday, or a bare hour
    ['lease signing due thursday jan 29, remind wednesdays 4pm', 'America/New_York', /single date/],
    ['lease signing due thursday jan 29, remind wednesday at 4', 'America/New_York', /single date/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
