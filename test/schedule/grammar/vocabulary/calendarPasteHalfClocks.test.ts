import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Berlin on CET, St. John's on NST, UTC-3:30)
describe("a calendar's one event after its date, its hours with am/pm and no minutes", () => {
  it.each([
    [
      'Fri, Feb 13, 2026 7pm – 9pm (GMT-03:30) Newfoundland',
      'UTC',
      ['30 22 13 2 ?'],
      /calendar event: runs at its start/,
    ],
    ['Thu, Mar 5, 2026 8am - 9:30am board prep', 'Europe/Berlin', ['0 7 5 3 ?'], /"board prep" as the event's title/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['Fri, Feb 13, 2026 7 – 9pm', /./], // the start's half of the day not said
    ['Fri, Feb 13, 2026 7pm – 3am', /./], // eight hours: no event to run at the start of
    ['every day 9am - 5pm', /interval/], // no date: a window
  ])('refuses %s', (phrase, problem) => refuses(phrase, 'Europe/Berlin', problem));
});
